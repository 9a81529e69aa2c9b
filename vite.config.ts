import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config";

export default defineConfig({
  plugins: [tailwindcss(), remix(remixConfig), tsconfigPaths()],
  server: { port: Number(process.env.PORT ?? 5173) },
  build: {
    // Content images are files of their own (cacheable, lazy-loaded), never inlined into the HTML.
    assetsInlineLimit: (filePath) => (filePath.includes("/fixtures/images/") ? false : undefined),
  },
});
