// ESLint (flat config): TypeScript's recommended rules, React's rules of hooks, jsx-a11y for the markup, and the
// boundaries between the app's folders (below). Formatting is Prettier's (`npm run format`); nothing here argues
// with it.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import boundaries from "./scripts/eslint-boundaries.mjs";

export default tseslint.config(
  {
    ignores: [
      "build",
      ".cache",
      "test-results",
      "playwright-report",
      "sanity-studio/node_modules",
      "sanity-studio/dist",
      "sanity-studio/.sanity",
      "app/content/generated",
      "coverage",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Past 400 lines a file holds more than one thing: split it (tests, mocks and scripts too).
      "max-lines": ["error", { max: 400 }],
    },
  },
  // Every text of the site in one language is long by nature, and one list.
  { files: ["app/shared/dictionaries/*.ts"], rules: { "max-lines": "off" } },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    // The rules of hooks; react-hooks 7's React Compiler checks are left for when the app moves to React 19.
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // Boundaries, by what an import resolves to (scripts/eslint-boundaries.mjs says each area's principle): the content
  // layer (app/content) serves every feature and knows none; a `.server` module renders nothing, uses no hook and
  // imports no route (the render entry aside, which renders); the Studio and the scripts take only app/shared.
  {
    files: ["app/content/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { boundaries },
    rules: { "boundaries/imports": ["error", "content"] },
  },
  {
    files: ["app/**/*.server.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "app/entry.server.tsx"],
    plugins: { boundaries },
    rules: { "boundaries/imports": ["error", "server"] },
  },
  // A page reads its data as props (app/lib/route-component.tsx) and the root's through its context
  // (app/use-root-data.tsx), never through the router: what reads the router's state draws again at each step of a
  // navigation, the page being left included (issue 63).
  {
    files: ["app/routes/**/*.tsx", "app/components/**/*.tsx", "app/blocks/**/*.tsx"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@remix-run/react",
              importNames: ["useLoaderData", "useRouteLoaderData"],
              message:
                "A page gets its data as props: export routeComponent<typeof loader>(Page) (~/lib/route-component); the root's data: useRootData().",
            },
          ],
        },
      ],
    },
  },
  // What the site, the Studio and the scripts share is one module, app/shared, imported as `@shared/…`: it stands
  // alone (its files import each other and packages, nothing else of the site), and the Studio takes nothing else
  // from app/.
  {
    files: ["app/shared/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/*", "../*", "@shared/*"],
              message: "app/shared stands alone: import its own files relatively (./x), nothing else of the site.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/shared/*/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/*", "../../*", "@shared/*"],
              message: "app/shared stands alone: import its own files relatively (./x), nothing else of the site.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["sanity-studio/**/*.{ts,tsx}"],
    plugins: { boundaries },
    rules: { "boundaries/imports": ["error", "studio"] },
  },
  // The scripts take the shared module too, and nothing else of the site. What operates or measures one part of the
  // site lives with it: the leads and results commands in server/commands/ (they read the server's stores), the
  // search bench beside the search engine, the bursts with the tests (tests/load/).
  {
    files: ["scripts/**/*.{ts,mts,mjs,js}"],
    plugins: { boundaries },
    rules: { "boundaries/imports": ["error", "scripts"] },
  },
);
