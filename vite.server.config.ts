import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

/**
 * The production server (server/index.ts) as one file, build/start.js, next to the Remix build it loads. Its
 * dependencies stay in node_modules (Vite's SSR build leaves packages external).
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  build: {
    ssr: "server/index.ts",
    outDir: "build",
    emptyOutDir: false,
    target: "node20",
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: "start.js" } },
  },
});
