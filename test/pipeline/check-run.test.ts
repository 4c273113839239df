import { describe, expect, it } from "vitest";
import { ANALYSES, findAnalysis } from "../../src/analyses/index.js";
import { analysesWithSampler, checkRun, costProblem, DEFAULT_TRIALS, defaultTrialsOf, reportRunSimulation, totalCostProblem, totalExactSeconds } from "../../src/pipeline/check-run.js";
import { plainRollShare, rollSeconds } from "../../src/analyses/kingstone/roll-cost.js";
import { PRECISION_TRIAL_CAP } from "../../src/sim/monte-carlo-options.js";

const check = findAnalysis("kingstone", "check")!;
const marks = findAnalysis("kingstone", "marks")!;

describe("checkRun", () => {
  it("an exact run: the prepared analysis with its params, no simulation", () => {
    const { problems, run } = checkRun(check, { bonus: "3", dc: "10" });
    expect(problems).toEqual([]);
    expect(run!.prepared.params).toMatchObject({ bonus: 3, dc: 10, ladder: "paired" });
    expect(run!.monteCarlo).toBeUndefined();
  });
  it("--mc: the simulation asked for, with the default seed 1; --precision alone runs up to the cap", () => {
    expect(checkRun(check, { bonus: "3", dc: "10" }, { trials: "1e5", threads: "2" }).run!.monteCarlo).toEqual({ trials: 100_000, seed: 1, threads: 2, precision: undefined });
    expect(checkRun(check, { bonus: "3", dc: "10" }, { precision: "0.01" }).run!.monteCarlo).toEqual({ trials: PRECISION_TRIAL_CAP, seed: 1, threads: undefined, precision: 0.01 });
  });
  it("--seed or --threads without --mc would be ignored: each is a problem, and nothing is run", () => {
    expect(checkRun(check, { bonus: "3", dc: "10" }, { seed: "4", threads: "2" })).toEqual({
      problems: ["--seed: only allowed with --mc or --precision (without them the answer is exact)", "--threads: only allowed with --mc or --precision (without them the answer is exact)"],
    });
  });
  it("--mc on an analysis without a sampler names the analyses that have one; --precision alone names --precision", () => {
    const { problems, run } = checkRun(marks, { level: "2" }, { trials: "1000" });
    expect(run).toBeUndefined();
    expect(problems).toEqual([`--mc: kingstone marks has no Monte Carlo sampler (analyses with one: ${analysesWithSampler().join(", ")})`]);
    expect(checkRun(marks, { level: "2" }, { precision: "0.01" }).problems[0]).toMatch(/^--precision: kingstone marks has no Monte Carlo sampler/);
  });
  it("every problem together: the options' own, then the Monte Carlo flags'", () => {
    expect(checkRun(check, { bonus: "21" }, { trials: "0" }).problems).toEqual([
      '--bonus: expected an integer from -10 to 20, received "21"',
      "--dc is required: an integer from 1 to 40",
      '--mc: expected a whole number of trials from 1 to 1e10 (e.g. 1000000, 1_000_000 or 1e6), received "0"',
    ]);
  });
  it("file problems come first, and an option whose file failed loses its own 'expected …' message", () => {
    const campaign = findAnalysis("ash", "campaign")!;
    const { problems } = checkRun(campaign, { scenario: "none.json" }, {}, { problems: ['--scenario: cannot read "none.json" (ENOENT)'], failedFlags: ["--scenario"] });
    expect(problems[0]).toBe('--scenario: cannot read "none.json" (ENOENT)');
    expect(problems.filter((problem) => problem.startsWith("--scenario: expected"))).toEqual([]);
  });
  it("a simulation-only analysis simulates without --mc, at its default trials", () => {
    const simulationOnly = ANALYSES.find((analysis) => !analysis.exact)!;
    const raw = Object.fromEntries(Object.entries(simulationOnly.reportRuns[0]!.params));
    const { problems, run } = checkRun(simulationOnly, raw);
    expect(problems).toEqual([]);
    expect(run!.monteCarlo).toEqual({ trials: defaultTrialsOf(simulationOnly), seed: 1, threads: undefined, precision: undefined });
  });
});

describe("checkRun: exact costs (issue 16)", () => {
  const campaign = findAnalysis("ash", "campaign")!;
  it("an exact run estimated above a minute is refused before any work, with the estimate, what drives it and the way out", () => {
    expect(checkRun(campaign, { checks: "100", opposing: "20", trait: "10" })).toEqual({
      problems: ["ash campaign: an exact answer would take about 2 min (100 checks); give --mc N to simulate, or fewer --checks, or more rests (--rest-every)"],
    });
    expect(checkRun(findAnalysis("ash", "table")!, { trait: "0..10", opposing: "0..20", strain: "0..20", handSize: "10" }).problems).toEqual([
      "ash table: an exact answer would take about 4 min (4,851 cells, hand 10); give --mc N to simulate, or fewer --trait, --opposing or --strain values, or a smaller --hand-size",
    ]);
  });
  it("--mc still reaches the refused size: the cost bounds exact runs only", () => {
    const { problems, run } = checkRun(campaign, { checks: "100", opposing: "20", trait: "10" }, { trials: "1000" });
    expect(problems).toEqual([]);
    expect(run!.monteCarlo!.trials).toBe(1000);
  });
  it("typical runs pass: a 20-check campaign, the report's curves", () => {
    expect(checkRun(campaign, { checks: "20" }).problems).toEqual([]);
    expect(checkRun(findAnalysis("ultimo", "curve")!, { handSize: "7", limit: "4" }).problems).toEqual([]);
  });
  it("costProblem names no --mc for an analysis without a sampler, and the flags a simulation needs where its own would be refused", () => {
    const best = findAnalysis("ultimo", "best")!.prepare({ hand: "A,K,Q,J,10,9,8,7,6,5,4,3,2,A,K,Q,J,10,9,8", limit: 12, difficulty: 10 });
    expect(best.ok && costProblem(best.value)).toMatch(/; give a smaller --hand or --limit$/);
    const curve = findAnalysis("ultimo", "curve")!.prepare({ handSize: 9, limit: 9 });
    expect(curve.ok && costProblem(curve.value)).toMatch(/; give --mc N --policy greedy to simulate, or a smaller --hand-size or --limit$/);
    const cheap = findAnalysis("kingstone", "check")!.prepare({ bonus: 3, dc: 10 });
    expect(cheap.ok && costProblem(cheap.value)).toBeUndefined();
  });
});

describe("totalCostProblem: a command's runs together (issue 24 §8)", () => {
  const check = findAnalysis("kingstone", "check")!;
  const heavy = (bonus: number, monteCarlo: Record<string, unknown> = {}) => checkRun(check, { bonus, dc: 40, dice: "20d100kh10", reroll: "whole-if-failed", goal: "effect" }, monteCarlo).run!;
  it("readings of one dice share its plain roll (solved once, then cached): 40 readings of 20d100kh19 count it once", () => {
    const one = rollSeconds({ dice: "20d100kh19", reroll: "none" });
    const runs = Array.from({ length: 40 }, (_, i) => checkRun(check, { bonus: 0, dc: i + 1, dice: "20d100kh19" }).run!);
    expect(runs[0]!.prepared.exactCost()!.shared).toEqual(plainRollShare("20d100kh19"));
    expect(totalExactSeconds(runs)).toBeCloseTo(one, 9);
    expect(totalCostProblem(runs, "x", "fewer")).toBeUndefined();
  });
  it("a one-die reroll solves its policy per reading: just over a minute of 2d100 readings together is refused, with the count and the bound", () => {
    const one = rollSeconds({ dice: "2d100", reroll: "one-die" });
    const shared = plainRollShare("2d100").seconds;
    const reading = (bonus: number) => checkRun(check, { bonus, dc: 40, dice: "2d100", reroll: "one-die" }).run!;
    expect(reading(0).prepared.exactCost()!.seconds).toBe(one);
    const within = Math.floor((60 - shared) / (one - shared));
    const runs = Array.from({ length: within + 1 }, (_, i) => reading((i % 31) - 10));
    expect(totalExactSeconds(runs)).toBeCloseTo(shared + (within + 1) * (one - shared), 6);
    expect(totalCostProblem(runs, "kingstone check --compare", "fewer readings")).toContain(`its ${within + 1} exact runs would take about 1 min together`);
    expect(totalCostProblem(runs, "kingstone check --compare", "fewer readings")).toContain("give --mc N to simulate, or fewer readings");
    expect(totalCostProblem(runs.slice(0, within), "x", "fewer")).toBeUndefined();
  });
  it("simulated runs count nothing here (their own note tells their time); the 2d6 check counts its own small cost", () => {
    const simulated = Array.from({ length: 31 }, (_, i) => heavy(i - 10, { trials: 1000 }));
    expect(totalExactSeconds(simulated)).toBe(0);
    expect(totalCostProblem(simulated, "x", "fewer")).toBeUndefined();
    expect(totalExactSeconds([checkRun(check, { bonus: 0, dc: 10 }).run!])).toBe(rollSeconds({ dice: "2d6", reroll: "none" }));
  });
});

describe("defaultTrialsOf and reportRunSimulation", () => {
  it("an analysis with an exact solver defaults to 100,000 trials; its report runs are exact unless they name trials", () => {
    expect(defaultTrialsOf(check)).toBe(DEFAULT_TRIALS);
    expect(DEFAULT_TRIALS).toBe(100_000);
    expect(reportRunSimulation(check, { name: "r", title: "r", params: {} })).toBeUndefined();
    expect(reportRunSimulation(check, { name: "r", title: "r", params: {}, monteCarlo: { trials: 20_000, seed: 3 } })).toEqual({ trials: 20_000, seed: 3 });
  });
  it("a simulation-only analysis's report run simulates its default trials at seed 1", () => {
    const simulationOnly = ANALYSES.find((analysis) => !analysis.exact)!;
    expect(reportRunSimulation(simulationOnly, { name: "r", title: "r", params: {} })).toEqual({ trials: defaultTrialsOf(simulationOnly), seed: 1 });
  });
  it("analysesWithSampler lists \"game name\" for each analysis with --mc, in registry order", () => {
    expect(analysesWithSampler()).toEqual(ANALYSES.filter((a) => a.sampler !== undefined).map((a) => `${a.game} ${a.name}`));
    expect(analysesWithSampler()).toContain("ultimo challenge");
    expect(analysesWithSampler()).not.toContain("kingstone marks");
  });
});
