import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * The fast suite, `npm test` (the README's test command): every test/**\/*.test.ts except the long
 * cross-checks in *.slow.test.ts, which `npm run test:slow` runs (vitest.slow.config.ts) and CI runs too.
 */
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: [...configDefaults.exclude, "test/**/*.slow.test.ts"],
    // Workers spawned from tests load .ts sources through tsx (the CLI end-to-end tests run the built dist/).
    execArgv: ["--import", "tsx"],
    // One test file per core: vitest's default (cores − 1) runs the whole suite on one core of a 2-core machine.
    maxWorkers: availableParallelism(),
    // Test files share their worker's module cache instead of loading src/ (through tsx) afresh each: the
    // suite is ~200 files, and isolated imports took more time than the tests (measured: 197 s → 88 s).
    // No test relies on a fresh module: none mocks a module, and spies are restored.
    isolate: false,
    // …so a plugin registered by one test file is forgotten before the next (test/support/forget-plugins.ts).
    setupFiles: ["test/support/forget-plugins.ts"],
    // No test has a time limit of its own: these are hang guards only, one for every test and hook, far above
    // any test's time on a quiet 2-core machine (the slowest take ~20 s) and on one held by 8 CPU-bound
    // processes besides (scripts/test-under-load.sh). A test that needs more is a slow test, not a reason to
    // lower them. docs/architecture.md, "Tests on a busy machine".
    testTimeout: 900_000,
    hookTimeout: 900_000,
    // Under CI also keep a JSON record, from which .ci/run prints "N passed, N failed".
    reporters: process.env.CI ? ["default", ["json", { outputFile: ".vitest-result.json" }]] : ["default"],
  },
});
