// The framework floor for `npm run bench` and the size budgets: a bare Remix app with the site's own versions of
// Remix, React and Vite, one route and no layout, built apart from the site (into .cache/bare-app) so nothing the
// site does can move it. Built by scripts/bench.mjs.
import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import siteConfig from "../../remix.config";

// The site's future flags, which change what the client runtime ships; all but the route config, since this app
// has its one route in app/routes/ rather than a routes.ts.
const { v3_routeConfig: _routeConfig, ...future } = siteConfig.future;

export default defineConfig({
  root: __dirname,
  plugins: [
    remix({
      appDirectory: path.join(__dirname, "app"),
      buildDirectory: path.join(__dirname, "../../.cache/bare-app"),
      future,
    }),
  ],
  build: { emptyOutDir: true },
  logLevel: "warn",
});
