import { configDefaults, defineConfig } from "vitest/config";
import fast from "./vitest.config.js";

/**
 * The long cross-checks, `npm run test:slow`: large brute forces, many-seed Monte Carlo, long end-to-end
 * runs. Only test/**\/*.slow.test.ts, beside the fast tests of the same source file; CI runs them after
 * `npm cit` and counts them with the fast suite.
 */
export default defineConfig({
  test: {
    ...fast.test,
    include: ["test/**/*.slow.test.ts"],
    exclude: [...configDefaults.exclude],
    // Hang guards only, as in the fast suite's config (docs/architecture.md, "Tests on a busy machine").
    testTimeout: 3_600_000,
    hookTimeout: 3_600_000,
    // Under CI a JSON record of its own, beside the fast suite's .vitest-result.json.
    reporters: process.env.CI ? ["default", ["json", { outputFile: ".vitest-slow-result.json" }]] : ["default"],
  },
});
