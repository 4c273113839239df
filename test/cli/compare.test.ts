import { describe, expect, it } from "vitest";
import { compareExample, parseCompare, runComparison } from "../../src/cli/compare.js";
import { runAnalysis } from "../../src/cli/run-analysis.js";
import { UsageError } from "../../src/cli/usage-error.js";
import { findAnalysis } from "../../src/analyses/index.js";
import { runMain } from "../support/cli.js";
import { solveExactly } from "../../src/pipeline/compute-run.js";

const STACK_LINE = /^\s+at /m;

async function compared(game: string, name: string, raw: Record<string, unknown>, compare: string, monteCarloRaw: Record<string, unknown> = {}) {
  const { stdout } = await runComparison(findAnalysis(game, name)!, raw, compare, { json: true }, [], monteCarloRaw);
  return JSON.parse(stdout);
}

async function separate(game: string, name: string, raw: Record<string, unknown>, monteCarloRaw: Record<string, unknown> = {}) {
  const { stdout } = await runAnalysis(findAnalysis(game, name)!, raw, { json: true }, [], monteCarloRaw);
  return JSON.parse(stdout);
}

async function problemsOf(game: string, name: string, raw: Record<string, unknown>, compare: string): Promise<readonly string[]> {
  try {
    await runComparison(findAnalysis(game, name)!, raw, compare, { json: false });
  } catch (error) {
    if (error instanceof UsageError) return error.problems;
    throw error;
  }
  throw new Error("the comparison ran");
}

describe("--compare", () => {
  it("kingstone check --bonus 3 --dc 10 --compare ladder=paired,shifted,linear: each reading equals its own run", async () => {
    const document = await compared("kingstone", "check", { bonus: "3", dc: "10" }, "ladder=paired,shifted,linear");
    expect(document.compare).toEqual({ option: "ladder", flag: "--ladder", values: ["paired", "shifted", "linear"] });
    expect(document.readings.map((r: { reading: string }) => r.reading)).toEqual(["ladder=paired", "ladder=shifted", "ladder=linear"]);
    for (const [i, ladder] of ["paired", "shifted", "linear"].entries()) {
      const own = await separate("kingstone", "check", { bonus: "3", dc: "10", ladder });
      expect(document.readings[i].params).toEqual(own.params);
      expect(document.readings[i].outcomes).toEqual(own.outcomes);
      expect(document.readings[i].summaryExact).toEqual(own.summaryExact);
    }
    // 11 vs DC 10 on the paired ladder is the first degree (RULES.md 1.2): success-1 is 2d6 of 7 or 8, 11/36.
    // success-1 or better is every success: (11 + 7 + 3)/36 = 7/12. Degrees run best to worst (issue 28 §4): it is third.
    expect(document.readings[0].outcomes[2]).toEqual({ outcome: "success-1", probability: 11 / 36, exact: "11/36", pAtLeast: 7 / 12, pAtLeastExact: "7/12" });
  });
  it("ultimo challenge --play J,A,K,9,7 --difficulty 6 --compare tally=versus,half-rating: each reading equals its own run", async () => {
    const document = await compared("ultimo", "challenge", { play: "J,A,K,9,7", difficulty: "6" }, "tally=versus,half-rating");
    for (const [i, tally] of ["versus", "half-rating"].entries()) {
      const own = await separate("ultimo", "challenge", { play: "J,A,K,9,7", difficulty: "6", tally });
      expect(document.readings[i].outcomes).toEqual(own.outcomes);
    }
    // The README's exact figure for this play under the default reading: 23909402/25827165.
    expect(document.readings[0].summaryExact.pSuccessOrBetter).toBe("23909402/25827165");
  });
  it("kingstone table --compare ladder=paired,shifted,linear --json: each reading carries its whole result, its CSV rows (expected effect) and its charts' data (the degrees), equal to its own run", async () => {
    const document = await compared("kingstone", "table", {}, "ladder=paired,shifted,linear");
    for (const [i, ladder] of ["paired", "shifted", "linear"].entries()) {
      const prepared = findAnalysis("kingstone", "table")!.prepare({ ...(await separate("kingstone", "table", { ladder })).params });
      if (!prepared.ok) throw new Error(prepared.errors.join("; "));
      const result = solveExactly(prepared.value);
      expect(document.readings[i].rows).toEqual(JSON.parse(JSON.stringify(result.rows)));
      expect(document.readings[i].charts.map((chart: { name: string }) => chart.name)).toEqual(["", "degrees"]);
      expect(document.readings[i].charts[1].data).toEqual(JSON.parse(JSON.stringify(result.charts[1]!.data)));
    }
    const cell = (i: number) => document.readings[i].rows.find((row: { bonus: number; dc: number }) => row.bonus === 0 && row.dc === 4);
    expect(cell(0).expectedEffectExact).toBe("20/9");
    expect(cell(2).expectedEffectExact).toBe("4/1");
    expect(document.readings[0].charts[1].data).not.toEqual(document.readings[2].charts[1].data);
  });
  it("with --mc, each reading equals its own simulated run at the same seed", async () => {
    const monteCarlo = { trials: "100000", seed: "3", threads: "1" };
    const document = await compared("zilch", "test", { suit: "6" }, "skill=false,true", monteCarlo);
    for (const [i, skill] of [false, true].entries()) {
      const own = await separate("zilch", "test", { suit: "6", skill }, monteCarlo);
      expect(document.readings[i].outcomes).toEqual(own.outcomes);
      expect(document.readings[i].monteCarlo.trials).toBe(100000);
    }
  });
  it("accepts the flag's spelling with or without dashes and the field name; values split on | when they hold commas", () => {
    const analysis = findAnalysis("ultimo", "challenge")!;
    const expected = { field: "oddRounding", flag: "--odd-rounding", values: ["player", "none"] };
    expect(parseCompare(analysis, "odd-rounding=player,none", new Set())).toEqual(expected);
    expect(parseCompare(analysis, "--odd-rounding=player,none", new Set())).toEqual(expected);
    expect(parseCompare(analysis, "oddRounding=player,none", new Set())).toEqual(expected);
    expect(parseCompare(analysis, "play=J,A,K|9,7,5", new Set())).toEqual({ field: "play", flag: "--play", values: ["J,A,K", "9,7,5"] });
  });
  it("bad --compare input: no '=', an option the analysis lacks, a value its spec refuses, one value, an option also set by its flag", async () => {
    expect(await problemsOf("ultimo", "flip", { psyche: "3", difficulty: "3" }, "tally")).toEqual(['--compare: expected option=value,value (e.g. tally=versus,half-rating), received "tally"']);
    expect(await problemsOf("kingstone", "check", { bonus: "3", dc: "10" }, "tallies=a,b")).toEqual([
      '--compare: expected an option of this analysis (bonus, dc, dice, ladder, reroll, goal), received "tallies"',
    ]);
    expect(await problemsOf("kingstone", "check", { bonus: "3", dc: "10" }, "ladder=paired,diagonal")).toEqual([
      '--compare: --ladder takes one of paired, shifted, linear, received "diagonal"',
    ]);
    expect(await problemsOf("kingstone", "check", { bonus: "3", dc: "10" }, "ladder=paired")).toEqual(['--compare: expected at least two different values of --ladder, received "paired"']);
    expect(await problemsOf("kingstone", "check", { bonus: "3", dc: "10" }, "ladder=linear,linear")).toEqual(['--compare: expected at least two different values of --ladder, received "linear,linear"']);
    expect(await problemsOf("kingstone", "check", { bonus: "3", dc: "10", ladder: "linear" }, "ladder=paired,linear")).toEqual([
      "--compare: --ladder is also given as its own flag; compare its readings or set it, not both",
    ]);
  });
  it("the --compare example comes from the analysis's own options: its first choice, else a switch; the help names no option the analysis lacks", async () => {
    expect(compareExample(findAnalysis("kingstone", "check")!)).toBe("ladder=paired,shifted");
    expect(compareExample(findAnalysis("zilch", "test")!)).toBe("skill=false,true");
    expect(compareExample(findAnalysis("ultimo", "challenge")!)).toMatch(/^tally=versus,/);
    const help = await runMain(["kingstone", "check", "--help"]);
    expect(help.stdout.replace(/\s+/g, " ")).toContain("side by side, e.g. ladder=paired,shifted (values split");
    expect(help.stdout).not.toContain("tally");
  });
  it("zilch chargen --fairness --compare method=…: --method and --fairness are alternatives, said in terms of --compare", async () => {
    expect(await problemsOf("zilch", "chargen", { fairness: true }, "method=cards,cautious")).toEqual([
      "--compare: --method cannot be compared while --fairness is given (they are alternatives: give exactly one of --method, --fairness)",
    ]);
  });
  it("a problem only one reading has is prefixed with the reading; one every reading has is reported once, as it is", async () => {
    expect(await problemsOf("ultimo", "challenge", { play: "K,9", difficulty: "3" }, "trait=long-live-the-queen,god-save-the-queen")).toEqual([
      'reading trait=god-save-the-queen: --trait: god-save-the-queen needs long-live-the-queen, received "god-save-the-queen"',
    ]);
    expect(await problemsOf("kingstone", "check", { bonus: "3" }, "ladder=paired,linear")).toEqual(["--dc is required: an integer from 1 to 40"]);
  });
  it("from the terminal: a table with a column per reading; bad input exits 2 naming --compare, with no stack trace", async () => {
    const ok = await runMain(["kingstone", "check", "--bonus", "3", "--dc", "10", "--compare", "ladder=paired,linear"]);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/outcome\s+ladder=paired\s+ladder=linear/);
    expect(ok.stdout).toMatch(/success-6\s+0%\s+2\.8%/);
    const bad = await runMain(["kingstone", "check", "--bonus", "3", "--dc", "10", "--compare", "ladder=paired,diagonal"]);
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe("");
    expect(bad.stderr).toContain('--compare: --ladder takes one of paired, shifted, linear, received "diagonal"');
    expect(bad.stderr).not.toMatch(STACK_LINE);
  });
});

describe("--compare: the readings together are costed before any work (issue 24 §8)", () => {
  it("two readings of an optimal Ultimo curve, each within the bound alone (hand 7 and 8, 7 played: about 43 s and 44 s), exit 2 at once, naming the total and the bound", async () => {
    const { status, stdout, stderr } = await runMain(["ultimo", "curve", "--limit", "7", "--compare", "hand-size=7,8"]);
    expect(status).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain("ultimo curve --compare: its 2 exact runs would take about 1 min together, above the bound of about 1 min a command may take before any work (there is no flag to lift it); give --mc N to simulate, or fewer readings");
  });
  it("readings of one dice share its plain roll: 40 DCs of 20d100kh19 are within the bound and answered", async () => {
    const { status, stdout } = await runMain(["kingstone", "check", "--bonus", "0", "--dice", "20d100kh19", "--compare", `dc=${Array.from({ length: 40 }, (_, i) => i + 1).join(",")}`, "--json"]);
    expect(status).toBe(0);
    expect(stdout).toContain('"dc"');
  });
});
