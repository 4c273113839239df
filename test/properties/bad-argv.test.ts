/**
 * Random command lines built from an analysis's option specs, then broken in one place — a value the
 * option refuses, a single-value flag given twice, a flag left without its value, a bad Monte Carlo flag —
 * exit 2 with a message naming the broken flag, print nothing on stdout and no stack trace, quote no value
 * whole (stderr stays short) and write no file (--csv and --chart name files in an empty folder). In
 * process (runMain): the checks cost microseconds. Replay a failure: test/support/properties.ts.
 */
import fc from "fast-check";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { flagName } from "../../src/framework/options.js";
import type { AnalysisEntry } from "../../src/framework/registered-analysis.js";
import { ANALYSES } from "../../src/analyses/index.js";
import { invalidArbitrary, valueArbitrary } from "../support/option-arbitraries.js";
import { runMain, STACK_LINE } from "../support/cli.js";
import { checkProperty } from "../support/properties.js";

/** A command line and the flag its one defect is in. */
interface BrokenArgv {
  readonly argv: readonly string[];
  readonly flag: string;
  readonly defect: string;
}

/** The options of an analysis with their flags, and whether each takes a value and may be repeated. */
function flagsOf(analysis: AnalysisEntry) {
  return Object.entries(analysis.options).map(([field, spec]) => ({ field, spec, flag: flagName(field, spec), takesValue: spec.kind !== "flag", repeatable: spec.variadic === true }));
}

/** Values of the Monte Carlo flags that are refused, by flag. */
const BAD_SIMULATION: ReadonlyArray<readonly [string, string]> = [
  ["--mc", "0"],
  ["--mc", "1.5"],
  ["--mc", "1e11"],
  ["--seed", "-1"],
  ["--seed", "x"],
  ["--threads", "0"],
  ["--threads", "1.5"],
  ["--precision", "0"],
  ["--precision", "2"],
];

/** A random command line of one analysis (options within their bounds, none checked against the others), broken in one place. */
function brokenArgv(analysis: AnalysisEntry): fc.Arbitrary<BrokenArgv> {
  const options = flagsOf(analysis);
  const valued = options.flatMap((option) => {
    const values = valueArbitrary(analysis, option.field, option.flag);
    return values === undefined ? [] : [{ ...option, values }];
  });
  const defects: fc.Arbitrary<{ flag: string; words: string[]; last?: string[]; defect: string }>[] = [
    fc.constantFrom(...options).chain((option) =>
      option.takesValue
        ? invalidArbitrary(option.spec).map((value) => ({ flag: option.flag, words: [option.flag, value], defect: `refused value ${JSON.stringify(value.slice(0, 20))}` }))
        : fc.constant({ flag: option.flag, words: [`${option.flag}=yes`], defect: "a switch given a value" }),
    ),
    fc.constantFrom(...options.filter((option) => option.takesValue)).map((option) => ({ flag: option.flag, words: [], last: [option.flag], defect: "no value" })),
  ];
  const single = valued.filter((option) => option.takesValue && !option.repeatable);
  if (single.length > 0) {
    defects.push(
      fc
        .constantFrom(...single)
        .chain((option) => fc.tuple(option.values, option.values).map(([a, b]) => ({ flag: option.flag, words: [option.flag, String(a), option.flag, String(b)], defect: "given twice" }))),
    );
  }
  if (analysis.sampler !== undefined) defects.push(fc.constantFrom(...BAD_SIMULATION).map(([flag, value]) => ({ flag, words: [flag, value], defect: `${flag} ${value}` })));
  const others = fc.subarray(valued, { maxLength: Math.min(4, valued.length) }).chain((chosen) => fc.tuple(...chosen.map((option) => option.values.map((value) => [option.flag, value] as const))));
  return fc.tuple(fc.oneof(...defects), others).map(([defect, given]) => {
    const words = given.filter(([flag]) => flag !== defect.flag).flatMap(([flag, value]) => (value === true ? [flag] : [flag, value]));
    return { flag: defect.flag, defect: defect.defect, argv: [analysis.game, analysis.name, ...words, ...defect.words, "--csv", "<folder>/rows.csv", "--chart", "<folder>/chart.svg", ...(defect.last ?? [])] };
  });
}

describe("a broken command line of any analysis", () => {
  it("exits 2 naming the broken flag, with nothing on stdout, no stack trace, no value quoted whole and no file written", async () => {
    const property = fc.asyncProperty(fc.constantFrom(...ANALYSES).chain(brokenArgv), async ({ argv, flag }) => {
      const folder = mkdtempSync(join(tmpdir(), "oddsmith-bad-argv-"));
      const { status, stdout, stderr } = await runMain(argv.map((word) => word.replace("<folder>", folder)));
      expect(status, stderr).toBe(2);
      expect(stdout).toBe("");
      expect(stderr).not.toMatch(STACK_LINE);
      expect(stderr).toContain(flag);
      expect(stderr.length).toBeLessThan(3_000);
      expect(readdirSync(folder)).toEqual([]);
    });
    await checkProperty("bad argv", property, 300, 10);
  });
});
