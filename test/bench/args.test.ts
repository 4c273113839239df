import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseBenchArgs } from "../../bench/args.js";

const SUITES = ["kingstone", "zilch"];

describe("parseBenchArgs", () => {
  it("no arguments: every suite, full size, results written", () => {
    expect(parseBenchArgs([], SUITES)).toEqual({ ok: true, options: { list: false, quick: false, writeResults: true } });
  });
  it("--quick --suite zilch --icepool=/src/icepool --results out", () => {
    expect(parseBenchArgs(["--quick", "--suite", "zilch", "--icepool=/src/icepool", "--results", "out"], SUITES)).toEqual({
      ok: true,
      options: { list: false, quick: true, writeResults: true, suite: "zilch", icepool: "/src/icepool", results: "out" },
    });
  });
  it("--list and --no-results", () => {
    expect(parseBenchArgs(["--list", "--no-results"], SUITES)).toEqual({ ok: true, options: { list: true, quick: false, writeResults: false } });
  });
  it("collects every problem: an unknown suite, a flag without its value, an unknown option", () => {
    expect(parseBenchArgs(["--suite", "poker", "--fast", "--icepool"], SUITES)).toEqual({
      ok: false,
      errors: [
        'unknown option: expected one of --list, --quick, --no-results, --suite, --icepool, --results, received "--fast"',
        '--icepool: expected a value, received ""',
        '--suite: expected one of kingstone, zilch, received "poker"',
      ],
    });
  });
  it("a flag followed by another flag has no value, and the next flag is still read", () => {
    expect(parseBenchArgs(["--suite", "--quick"], SUITES)).toEqual({ ok: false, errors: ['--suite: expected a value, received "--quick"'] });
  });
  it("--results beside --no-results is refused", () => {
    expect(parseBenchArgs(["--results", "x", "--no-results"], SUITES)).toEqual({ ok: false, errors: ["--results: expected no --no-results beside it, received both"] });
  });
});

describe("npm run bench from the terminal", () => {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  it("an unknown suite exits 2 with the allowed names and no stack trace", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "bench/index.ts", "--suite", "poker"], { cwd: root, encoding: "utf8" });
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe('--suite: expected one of kingstone, zilch, ultimo, ash, monte-carlo, exact-vs-mc, exact-arithmetic, cli, received "poker"');
    expect(result.stdout).toBe("");
  });
});
