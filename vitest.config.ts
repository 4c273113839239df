import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Checks over about 5 s each run apart: npm run test:slow (vitest.slow.config.ts).
    exclude: ["test/**/*.slow.test.ts", "node_modules/**"],
    // Workers and CLI runs spawned from tests load .ts sources through tsx.
    execArgv: ["--import", "tsx"],
    testTimeout: 60_000,
    // Under CI also keep a JSON record, from which .ci/run prints "N passed, N failed".
    reporters: process.env.CI ? ["default", ["json", { outputFile: ".vitest-result.json" }]] : ["default"],
  },
});
