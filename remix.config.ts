import type { VitePluginConfig } from "@remix-run/dev";

/**
 * Options for the Remix Vite plugin (imported by vite.config.ts).
 * Every v3 future flag is on so that the upgrade to React Router v7 is a rename, not a rewrite.
 */
const remixConfig = {
  appDirectory: "app",
  buildDirectory: "build",
  ignoredRouteFiles: ["**/*.test.{ts,tsx}"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
    v3_routeConfig: true,
  },
} satisfies VitePluginConfig;

export default remixConfig;

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
