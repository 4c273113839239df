import { describe, expect, it } from "vitest";
import { BENCH_USAGE, parseBenchArgs } from "../../bench/args.js";
import { ashSuite } from "../../bench/suites/ash.js";
import { cliSuite } from "../../bench/suites/cli.js";
import { exactArithmeticSuite } from "../../bench/suites/exact-arithmetic.js";
import { exactVersusMonteCarloSuite } from "../../bench/suites/exact-vs-mc.js";
import { kingstoneSuite } from "../../bench/suites/kingstone.js";
import { monteCarloSuite } from "../../bench/suites/monte-carlo.js";
import { ultimoSuite } from "../../bench/suites/ultimo.js";
import { zilchSuite } from "../../bench/suites/zilch.js";

const SUITES = ["kingstone", "zilch"];

describe("parseBenchArgs", () => {
  it("no arguments: every suite, full size, results written", () => {
    expect(parseBenchArgs([], SUITES)).toEqual({ ok: true, options: { help: false, list: false, quick: false, writeResults: true } });
  });
  it("--quick --suite zilch --icepool=/src/icepool --results out", () => {
    expect(parseBenchArgs(["--quick", "--suite", "zilch", "--icepool=/src/icepool", "--results", "out"], SUITES)).toEqual({
      ok: true,
      options: { help: false, list: false, quick: true, writeResults: true, suite: "zilch", icepool: "/src/icepool", results: "out" },
    });
  });
  it("--list and --no-results", () => {
    expect(parseBenchArgs(["--list", "--no-results"], SUITES)).toEqual({ ok: true, options: { help: false, list: true, quick: false, writeResults: false } });
  });
  it("reads --help, and its usage names every option the parser accepts", () => {
    expect(parseBenchArgs(["--help"], SUITES)).toMatchObject({ ok: true, options: { help: true } });
    for (const flag of ["--suite", "--quick", "--icepool", "--results", "--no-results", "--against", "--list", "--help"]) expect(BENCH_USAGE).toContain(flag);
  });

  it("collects every problem: an unknown suite, a flag without its value, an unknown option", () => {
    expect(parseBenchArgs(["--suite", "poker", "--fast", "--icepool"], SUITES)).toEqual({
      ok: false,
      errors: [
        'unknown option: expected one of --help, --list, --quick, --no-results, --suite, --icepool, --results, --against, received "--fast"',
        '--icepool: expected a value, received ""',
        '--suite: expected one of kingstone, zilch, received "poker"',
      ],
    });
  });
  it("a flag followed by another flag has no value, and the next flag is still read", () => {
    expect(parseBenchArgs(["--suite", "--quick"], SUITES)).toEqual({ ok: false, errors: ['--suite: expected a value, received "--quick"'] });
  });
  it("--against takes a results file, or nothing for the newest committed one", () => {
    const against = (args: string[]) => {
      const parsed = parseBenchArgs(args, SUITES);
      return parsed.ok ? parsed.options.against : parsed.errors;
    };
    expect(against(["--against", "bench/results/x.json", "--quick"])).toBe("bench/results/x.json");
    expect(against(["--against=x.json"])).toBe("x.json");
    expect(against(["--against", "--quick"])).toBe(true);
    expect(against(["--suite", "zilch", "--against"])).toBe(true);
    expect(against(["--against="])).toEqual(['--against: expected a results file or nothing, received ""']);
    expect(against(["--quick"])).toBeUndefined();
  });
  it("--results beside --no-results is refused", () => {
    expect(parseBenchArgs(["--results", "x", "--no-results"], SUITES)).toEqual({ ok: false, errors: ["--results: expected no --no-results beside it, received both"] });
  });
});

describe("an unknown suite", () => {
  it("is refused naming every suite of bench/index.ts in its order (the process's exit code 2 is checked in args.slow.test.ts)", () => {
    const suites = [kingstoneSuite, zilchSuite, ultimoSuite, ashSuite, monteCarloSuite, exactVersusMonteCarloSuite, exactArithmeticSuite, cliSuite].map((suite) => suite.name);
    expect(parseBenchArgs(["--suite", "poker"], suites)).toEqual({
      ok: false,
      errors: ['--suite: expected one of kingstone, zilch, ultimo, ash, monte-carlo, exact-vs-mc, exact-arithmetic, cli, received "poker"'],
    });
  });
});
