import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config";

export default defineConfig({
  plugins: [tailwindcss(), remix(remixConfig), tsconfigPaths()],
  server: { port: Number(process.env.PORT ?? 5173) },
  build: {
    // Nothing is inlined as a data: URI: images and fonts stay cacheable files, and the CSP can stay strict.
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // Fewer, larger shared chunks: every icon in one file and the shared UI in another, instead of dozens of
        // tiny modules that each cost a request on a slow mobile connection.
        manualChunks(id) {
          if (/node_modules\/(lucide-react|react-icons)\//.test(id)) return "icons";
          if (/\/app\/(components\/(common|layout|ui)|lib)\//.test(id) && !id.includes(".server.")) return "shared";
        },
      },
    },
  },
});
