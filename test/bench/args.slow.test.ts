import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Slow: bench/index.ts loads every suite (and with them every model) through tsx before it reads its
// arguments. The message itself is checked in-process in args.test.ts.
describe("npm run bench from the terminal", () => {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  it("an unknown suite exits 2 with the allowed names and no stack trace", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "bench/index.ts", "--suite", "poker"], { cwd: root, encoding: "utf8" });
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe('--suite: expected one of kingstone, zilch, ultimo, ash, monte-carlo, samplers, exact-vs-mc, exact-arithmetic, icepool, cli, startup, web, balance, received "poker"');
    expect(result.stdout).toBe("");
  });
});
