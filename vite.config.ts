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
        // React, React DOM and Remix's browser runtime in one chunk, as a bare Remix app ships them: split in two
        // (Rollup's own choice here) they cost 2.4 kB more gzip on every page. App code is split per route.
        manualChunks(id) {
          if (
            /node_modules\/(react|react-dom|scheduler|@remix-run\/[\w-]+|react-router|react-router-dom|turbo-stream)\//.test(
              id,
            )
          )
            return "framework";
          // The layout and the small parts most pages share, in one chunk: one request and one gzip stream
          // compress better than a dozen tiny files.
          // Left out: what only some pages or some visitors need (the stats band and the formatters it uses, the
          // offer to switch language), which then comes with the pages that show it.
          // And what loads as it comes near (app/lib/loads-near.tsx): the footer's newsletter box, the closing call
          // to action and the reveal-on-scroll they share with the sections below the first screen.
          if (/\/(LanguageSuggestion|StatsBand|NewsletterForm|CtaBanner)\.tsx|\/lib\/(format|use-in-view)\.ts/.test(id))
            return undefined;
          // And the parts of the pages' bodies and forms that the home page's first screen does not show, and a part
          // under test (experiments): they come with the pages (and the lazily loaded parts) that use them.
          if (
            /\/components\/common\/(FaqList|IconCard|PageIntro|Section|SpamTrap|UnderTest)\.tsx|\/leads\/(?!own-form-token)/.test(
              id,
            )
          )
            return undefined;
          // Vite's helper for lazy imports (the offer to switch language, the preview bar) goes with the layout
          // rather than into a file of its own: one request fewer, and 0.2 kB less gzip on every page.
          if (id.includes("vite/preload-helper")) return "site";
          if (
            /\/app\/(components\/(layout|common|ui)|lib|shared\/(addresses\/(pages|links|decode)|content\/xml|results\/attribution)|leads\/(fields|answers|own-form-token)|results\/visit|use-root-data)[./]/.test(
              id,
            ) &&
            !id.includes(".server.")
          )
            return "site";
        },
      },
    },
  },
});
