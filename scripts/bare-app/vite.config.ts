// The framework floor for `npm run bench` and the size budgets: a bare Remix app with the site's own versions of
// Remix, React and Vite, one route and no layout, built apart from the site (into .cache/bare-app) so nothing the
// site does can move it. Built by scripts/bare-app.mjs.
import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

export default defineConfig({
  root: __dirname,
  plugins: [
    remix({
      appDirectory: path.join(__dirname, "app"),
      buildDirectory: path.join(__dirname, "../../.cache/bare-app"),
      // The same future flags as the site (remix.config.ts), which change what the client runtime ships.
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  build: { emptyOutDir: true },
  logLevel: "warn",
});
