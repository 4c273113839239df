import { defineConfig } from "vitest/config";
import base from "./vitest.config.js";

// The slow checks (files ending .slow.test.ts), which the main run leaves out: npm run test:slow.
export default defineConfig({
  test: { ...base.test, include: ["test/**/*.slow.test.ts"], exclude: [], testTimeout: 300_000 },
});
