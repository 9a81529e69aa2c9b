import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

// Kept apart from vite.config.ts: the Remix plugin must not load under Vitest.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/unit/**/*.test.{ts,tsx}"],
    setupFiles: ["./tests/setup/vitest.setup.ts"],
    environment: "node",
    restoreMocks: true,
    // A test's budget holds on this project's 2-core machines beside two CPU-bound jobs and the Studio's build
    // (npm test runs them side by side): a test taking 1.3 s alone took over 5 s there (vitest's default).
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
