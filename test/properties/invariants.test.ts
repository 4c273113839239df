/**
 * The invariant layer (issue 23 §2): every analysis in the registry, with random valid options (the option
 * specs' bounds, test/support/option-arbitraries.ts), run exactly when it can and its estimate is cheap
 * (a dearer draw is skipped and counted, never excluded), and simulated (2,000 trials, seed 1):
 * - every probability it prints lies in [0, 1]: each outcome's, each "this or better" figure and its
 *   interval, every `p…` figure of the summary, the rows and the detail tables, exact fractions included;
 * - every distribution (the outcome rows cut by their data, distributionBlocks) sums to exactly 1 (exact
 *   runs) or within float rounding (simulated);
 * - each ordered distribution's "this or better" column falls as the outcomes fall and is exactly 1 at the
 *   bottom (exact runs);
 * - where a choice option offers "optimal" (or a Kingstone reroll), the optimal run is never below each
 *   fixed choice on what it maximises, and Ultimo best's greedy row never above its optimum;
 * - every Ultimo row laid respects the card limit and the aid limit.
 * The cases each property ran are printed at the end (test/support/properties.ts). Replay a failure there.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AnalysisResult, Cell, Row } from "../../src/core/analysis.js";
import { Rational } from "../../src/core/rational.js";
import type { AnalysisEntry } from "../../src/core/registered-analysis.js";
import { ANALYSES } from "../../src/analyses/index.js";
import { checkRun } from "../../src/pipeline/check-run.js";
import { computeRun } from "../../src/pipeline/compute-run.js";
import { distributionBlocks, outcomeRanks } from "../../src/pipeline/ordered-outcomes.js";
import { paramsArbitrary, type CliValue } from "../support/option-arbitraries.js";
import { checkProperty } from "../support/properties.js";

/** Exact runs estimated above this are skipped (fc.pre), so the file stays well under a minute. */
const CHEAP_SECONDS = 0.5;

/** A figure that is a probability: `probability`, `cumulative`, a `p…` name, or one's interval or fraction. */
const isProbabilityField = (field: string): boolean => /^(probability|cumulative|low|high|exact)$/.test(field) || (/^p[A-Z]/.test(field) && !/Difference$/.test(field));

const fractionOf = (text: string): Rational | undefined => {
  const match = /^(-?\d+)\/(\d+)$/.exec(text);
  return match ? Rational.of(BigInt(match[1]!), BigInt(match[2]!)) : undefined;
};

/** Every probability of a table of rows in [0, 1], floats and exact fractions alike. */
function expectProbabilities(where: string, rows: readonly Readonly<Record<string, Cell | undefined>>[]): void {
  rows.forEach((row, i) => {
    for (const [field, value] of Object.entries(row)) {
      if (!isProbabilityField(field)) continue;
      if (typeof value === "number") expect(value >= 0 && value <= 1, `${where} row ${i + 1} ${field} = ${value}`).toBe(true);
      const fraction = typeof value === "string" ? fractionOf(value) : undefined;
      if (fraction !== undefined) expect(fraction.compare(Rational.ZERO) >= 0 && fraction.compare(Rational.ONE) <= 0, `${where} row ${i + 1} ${field} = ${value}`).toBe(true);
    }
  });
}

/** The summary's p… figures (and their intervals and fractions) in [0, 1]. */
function expectSummary(result: AnalysisResult): void {
  for (const [name, value] of Object.entries(result.summary)) {
    if (/^p[A-Z]/.test(name)) expect(value >= 0 && value <= 1, `summary ${name} = ${value}`).toBe(true);
  }
  for (const [name, text] of Object.entries(result.summaryExact)) {
    const fraction = fractionOf(text);
    if (/^p[A-Z]/.test(name) && fraction !== undefined) expect(fraction.compare(Rational.ZERO) >= 0 && fraction.compare(Rational.ONE) <= 0, `summary ${name} = ${text}`).toBe(true);
  }
}

/** Each distribution of the outcomes sums to 1; each ordered one's "this or better" falls and is 1 at its bottom. */
function expectDistributions(result: AnalysisResult, exact: boolean): void {
  for (const block of distributionBlocks(result.outcomes)) {
    const rows = block.map((i) => result.outcomes[i]!);
    const names = rows.map((row) => row.outcome);
    if (rows.length < 2) continue;
    const fractions = rows.map((row) => (row.exact === undefined ? undefined : fractionOf(row.exact)));
    if (exact && fractions.every((fraction) => fraction !== undefined)) {
      expect(fractions.reduce((sum, fraction) => sum.add(fraction!), Rational.ZERO).toString(), `the distribution ${names.join(",")}`).toBe("1/1");
    } else {
      expect(rows.reduce((sum, row) => sum + row.probability, 0), `the distribution ${names.join(",")}`).toBeCloseTo(1, 9);
    }
    const ranks = outcomeRanks(names);
    if (ranks === undefined || rows.some((row) => row.pAtLeast === undefined)) continue;
    const byRank = rows.map((row, k) => ({ row, rank: ranks[k]! })).sort((a, b) => a.rank - b.rank);
    for (let k = 1; k < byRank.length; k++) {
      expect(Number(byRank[k]!.row.pAtLeast) <= Number(byRank[k - 1]!.row.pAtLeast) + 1e-12, `P(≥ ${byRank[k]!.row.outcome}) ≤ P(≥ ${byRank[k - 1]!.row.outcome})`).toBe(true);
      const [upper, lower] = [byRank[k]!.row.pAtLeastExact, byRank[k - 1]!.row.pAtLeastExact];
      if (typeof upper === "string" && typeof lower === "string") expect(fractionOf(upper)!.compare(fractionOf(lower)!) <= 0, `P(≥ ${byRank[k]!.row.outcome}) = ${upper} ≤ ${lower}`).toBe(true);
    }
    if (exact && typeof byRank[0]!.row.pAtLeastExact === "string") expect(byRank[0]!.row.pAtLeastExact, `P(≥ ${byRank[0]!.row.outcome}), the bottom`).toBe("1/1");
  }
}

/** The cards of a laid row as written ("(nothing)" is none). */
const cardsOf = (play: Cell | undefined): string[] => (typeof play !== "string" || play === "(nothing)" || play === "" ? [] : play.split(","));

/** Every Ultimo row laid (a `play` of a row or detail table) within the card limit, and with aid within the aid limit. */
function expectCardLimits(analysis: AnalysisEntry, params: Readonly<Record<string, unknown>>, result: AnalysisResult): void {
  if (analysis.game !== "ultimo" || typeof params.limit !== "number") return;
  const limit = params.limit;
  const aid = Array.isArray(params.aid) ? params.aid.map(String) : typeof params.aid === "string" && params.aid !== "" ? params.aid.split(",") : [];
  const aidLimit = typeof params.aidLimit === "number" ? params.aidLimit : Infinity;
  const tables: Row[] = [...result.rows, ...Object.values(result.details ?? {}).flat()];
  for (const row of tables) {
    if (row.play === undefined || typeof row.choice !== "string") continue;
    const laid = cardsOf(row.play);
    // A row described in words (--know's "the row chosen after seeing 1 Dealer card") lays no fixed cards.
    if (laid.some((card) => /\s/.test(card))) continue;
    // The aid cards laid: as many of each aid card as the row holds, at most as many as were given.
    const aidLaid = aid.filter((card, i) => laid.filter((c) => c === card).length > aid.slice(0, i).filter((c) => c === card).length).length;
    expect(laid.length - aidLaid, `${row.choice} ${row.play}: own cards ≤ --limit ${limit}`).toBeLessThanOrEqual(limit);
    if (aid.length > 0) expect(laid.length, `${row.choice} ${row.play}: ≤ --aid-limit ${aidLimit}`).toBeLessThanOrEqual(aidLimit);
  }
}

/** Summary figures that say where an answer was read (a pick's chosen DC, modifier, opposing or difficulty). */
const SETTINGS = ["dc", "modifier", "opposing", "difficulty"] as const;

/** What an optimal run maximises, exact: the objective's figure of the summary, or undefined when it has none. */
function objectiveOf(analysis: AnalysisEntry, params: Readonly<Record<string, unknown>>, result: AnalysisResult): Rational | undefined {
  const exact = result.summaryExact;
  const name =
    params.objective === "expected" ? "expectedScore"
    : params.goal === "effect" ? "expectedEffect"
    : analysis.game === "ash" && exact.expectedUtility !== undefined ? "expectedUtility"
    : ["pSuccessOrBetter", "pSuccess"].find((figure) => exact[figure] !== undefined);
  return name === undefined || exact[name] === undefined ? undefined : fractionOf(exact[name]!);
}

/** A curve's exact P(success or better) by difficulty: its rows with both (Ultimo curve); empty for any other result. */
function curveOf(result: AnalysisResult): Map<number, Rational> {
  const curve = new Map<number, Rational>();
  for (const row of result.rows) {
    const fraction = typeof row.exact === "string" ? fractionOf(row.exact) : undefined;
    if (typeof row.difficulty === "number" && typeof row.pSuccessOrBetter === "number" && fraction !== undefined && row.limit === undefined) curve.set(row.difficulty, fraction);
  }
  return curve;
}

/** The choice options with an "optimal" choice (or a Kingstone reroll) and the fixed choices to hold it against. */
function policyChoices(analysis: AnalysisEntry): { field: string; optimal: string; fixed: string[] }[] {
  return Object.entries(analysis.options).flatMap(([field, spec]) => {
    const choices = spec.kind === "choice" ? (spec.choices as readonly string[]) : [];
    if (choices.includes("optimal")) return [{ field, optimal: "optimal", fixed: choices.filter((choice) => choice !== "optimal") }];
    if (field === "reroll" && choices.includes("none")) return choices.filter((choice) => choice !== "none").map((choice) => ({ field, optimal: choice, fixed: ["none"] }));
    return [];
  });
}

/** The exact result of raw parameters, or undefined when they are refused or estimated dear. */
async function exactResult(analysis: AnalysisEntry, raw: Readonly<Record<string, CliValue>>): Promise<{ result: AnalysisResult; params: Readonly<Record<string, unknown>> } | undefined> {
  const checked = checkRun(analysis, raw, {});
  if (checked.run === undefined || (checked.run.prepared.exactCost()?.seconds ?? 0) > CHEAP_SECONDS) return undefined;
  const { result } = await computeRun(checked.run);
  return { result, params: checked.run.prepared.params };
}

/** Optimal against each fixed choice, the other options the same; and best's greedy row against its optimum. */
async function expectOptimalAtLeastFixed(analysis: AnalysisEntry, raw: Readonly<Record<string, CliValue>>): Promise<void> {
  for (const { field, optimal, fixed } of policyChoices(analysis)) {
    const best = await exactResult(analysis, { ...raw, [field]: optimal });
    if (best === undefined) continue;
    for (const choice of fixed) {
      const other = await exactResult(analysis, { ...raw, [field]: choice });
      if (other === undefined) continue;
      // A pick reads its answer at the setting it picked (a DC, a modifier…): answers at two settings do not compare.
      if (SETTINGS.some((name) => best.result.summary[name] !== other.result.summary[name])) continue;
      const [high, low] = [objectiveOf(analysis, best.params, best.result), objectiveOf(analysis, other.params, other.result)];
      if (high !== undefined && low !== undefined) expect(high.compare(low) >= 0, `${field}=${optimal} ${high} ≥ ${field}=${choice} ${low}`).toBe(true);
      // A curve's rows: P(success or better) at each difficulty, which the optimal play maximises there.
      const fixedByDifficulty = curveOf(other.result);
      for (const [difficulty, top] of curveOf(best.result)) {
        const fixedRow = fixedByDifficulty.get(difficulty);
        if (fixedRow !== undefined) expect(top.compare(fixedRow) >= 0, `D ${difficulty}: ${field}=${optimal} ${top} ≥ ${field}=${choice} ${fixedRow}`).toBe(true);
      }
    }
  }
  const greedy = await exactResult(analysis, raw);
  if (greedy === undefined || greedy.params.objective === "expected" || greedy.params.policy !== "optimal") return;
  const [top, fixedRow] = [greedy.result.summaryExact.pSuccessOrBetter, greedy.result.summaryExact.pSuccessOrBetterGreedy];
  if (top !== undefined && fixedRow !== undefined) expect(fractionOf(top)!.compare(fractionOf(fixedRow)!) >= 0, `optimal ${top} ≥ greedy ${fixedRow}`).toBe(true);
}

describe.each(ANALYSES.map((analysis) => [`${analysis.game} ${analysis.name}`, analysis] as const))("%s: the invariants with random valid options", (id, analysis) => {
  it("exact: probabilities in [0, 1], distributions summing to 1, cumulative columns falling to 1, optimal ≥ fixed, Ultimo rows within their limits", async () => {
    if (!analysis.exact) return;
    const property = fc.asyncProperty(paramsArbitrary(analysis), async (raw) => {
      const run = await exactResult(analysis, raw);
      fc.pre(run !== undefined);
      const { result, params } = run!;
      expectProbabilities("outcomes", result.outcomes);
      expectProbabilities("rows", result.rows);
      for (const [name, table] of Object.entries(result.details ?? {})) expectProbabilities(name, table);
      expectSummary(result);
      expectDistributions(result, true);
      expectCardLimits(analysis, params, result);
      await expectOptimalAtLeastFixed(analysis, raw);
    });
    await checkProperty(`${id} exact`, property, 10, 0.8);
  });

  it("simulated (2,000 trials, seed 1): probabilities and intervals in [0, 1], distributions summing to 1, cumulative columns falling, Ultimo rows within their limits", async () => {
    if (analysis.sampler === undefined) return;
    const property = fc.asyncProperty(paramsArbitrary(analysis), async (raw) => {
      const checked = checkRun(analysis, raw, { trials: "2000", seed: "1", threads: "1" });
      fc.pre(checked.run !== undefined);
      const { result } = await computeRun(checked.run!);
      expectProbabilities("outcomes", result.outcomes);
      expectProbabilities("rows", result.rows);
      for (const [name, table] of Object.entries(result.details ?? {})) expectProbabilities(name, table);
      expectSummary(result);
      expectDistributions(result, false);
      expectCardLimits(analysis, checked.run!.prepared.params, result);
    });
    await checkProperty(`${id} simulated`, property, 6, 0.5);
  });
});
