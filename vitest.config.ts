import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Workers spawned from tests load .ts sources through tsx.
    execArgv: ["--import", "tsx"],
    testTimeout: 60_000,
  },
});
