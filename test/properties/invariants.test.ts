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
 *   fixed choice on what it maximises, and Ultimo best's greedy row never above its optimum: the summary's
 *   figure, a curve's rows, or cell by cell for a grid (Ash table: each cell's expected utility, read from
 *   its ladder; Kingstone table: each cell's P(success) or expected effect, as --goal says). Ash
 *   campaign's optimal hand is myopic, so it is held to what it guarantees: each check's expected utility
 *   from each state the chain reaches (expectCampaignChecks);
 * - every Ultimo row laid respects the card limit and the aid limit.
 * The cases each property ran are printed at the end (test/support/properties.ts). Replay a failure there.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AnalysisResult, Cell, Row } from "../../src/framework/analysis.js";
import { Rational } from "../../src/core/exact/rational.js";
import type { AnalysisEntry } from "../../src/framework/registered-analysis.js";
import { ANALYSES } from "../../src/analyses/index.js";
import { checkRun } from "../../src/pipeline/check-run.js";
import { computeRun } from "../../src/pipeline/compute-run.js";
import { distributionBlocks, outcomeRanks } from "../../src/pipeline/ordered-outcomes.js";
import { campaignOf } from "../../src/analyses/ash/campaign.js";
import { CheckOutcomes, solveCampaign } from "../../src/models/ash/campaign.js";
import { OUTCOMES, type AshOutcome } from "../../src/models/ash/outcome-ladder.js";
import { traitInEffect } from "../../src/models/ash/wounds-and-rest.js";
import { OutcomeUtilities } from "../../src/models/ash/outcome-utilities.js";
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
    // A queen is shown with the value it takes ("Q=3"); the aid names it as dealt ("Q").
    const laid = cardsOf(row.play).map((card) => card.replace(/^Q=\d+$/, "Q"));
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

/** An Ash ladder's expected utility under the default utilities (docs/rules.md 4.5), which optimal play maximises. */
function expectedUtility(probability: (outcome: AshOutcome) => Rational): Rational {
  return OUTCOMES.reduce((sum, outcome) => sum.add(probability(outcome).multiply(OutcomeUtilities.DEFAULT.values[outcome])), Rational.ZERO);
}

/**
 * A grid's cells and what its optimal choice maximises in each, exact: Ash table's expected utility per
 * cell (from the `ladder` details), Kingstone table's P(success) or expected effect per cell (--goal);
 * undefined for any other result.
 */
function cellObjectivesOf(analysis: AnalysisEntry, params: Readonly<Record<string, unknown>>, result: AnalysisResult): Map<string, Rational> | undefined {
  const cells = new Map<string, Rational>();
  if (analysis.game === "ash" && analysis.name === "table") {
    const ladders = new Map<string, Map<string, Rational>>();
    for (const row of result.details?.["ladder"] ?? []) {
      const key = `trait ${row.trait} vs ${row.opposing}, strain ${row.strain}, ${row.hand} hand`;
      if (!ladders.has(key)) ladders.set(key, new Map());
      ladders.get(key)!.set(String(row.outcome), fractionOf(String(row.exact))!);
    }
    for (const [key, ladder] of ladders) cells.set(key, expectedUtility((outcome) => ladder.get(outcome) ?? Rational.ZERO));
    return cells;
  }
  if (analysis.game === "kingstone" && analysis.name === "table") {
    for (const row of result.rows) cells.set(`bonus ${row.bonus} DC ${row.dc}`, fractionOf(String(params.goal === "effect" ? row.expectedEffectExact : row.exact))!);
    return cells;
  }
  return undefined;
}

/**
 * Ash campaign's optimal hand policy maximises each check's expected utility alone (docs/rules.md 4.5, a
 * myopic reading): it keeps cards the policy all would spend, so no campaign-level figure (Wounds, Shock,
 * exit) is guaranteed to be better. What it guarantees is per check, from the same state: before every check
 * step, from every state the optimal chain reaches, the optimal hand's expected utility is at least that
 * of the same hand played under all and of no hand (none). Returns how many (state, check) pairs it held.
 */
function expectCampaignChecks(params: Parameters<typeof campaignOf>[0]): number {
  const campaign = { ...campaignOf(params), handPolicy: "optimal" as const };
  // The chain's own check solves, read again below: the optimal hand's joint is solved once.
  const outcomes = new CheckOutcomes(campaign.decks);
  const steps = solveCampaign(campaign, outcomes);
  const seen = new Set<string>();
  campaign.steps.forEach((step, index) => {
    if (step.kind !== "check") return;
    for (const [state] of steps[index]!.states) {
      const trait = traitInEffect(step.trait, state.wounds);
      const opposingAndStrain = step.opposing + state.strain;
      const key = `${state.hand},${trait},${opposingAndStrain},${step.weapon}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const joint = outcomes.optimal(state.hand, trait, opposingAndStrain, step.weapon);
      const optimal = expectedUtility((outcome) => joint.probabilityWhere((k) => OUTCOMES[k % 6] === outcome));
      for (const [policy, hand] of [["all", state.hand], ["none", 0]] as const) {
        const fixed = outcomes.of(hand, trait, opposingAndStrain, step.weapon);
        const utility = expectedUtility((outcome) => fixed.probability(outcome));
        expect(optimal.compare(utility) >= 0, `step ${index + 1}, hand ${state.hand}, trait ${trait}, ${opposingAndStrain} GM cards: optimal ${optimal} ≥ ${policy} ${utility}`).toBe(true);
      }
    }
  });
  return seen.size;
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
  if (analysis.game === "ash" && analysis.name === "campaign") {
    // No printed figure is what the myopic optimal hand maximises: it is held per check (expectCampaignChecks).
    const checked = checkRun(analysis, { ...raw, handPolicy: "optimal" }, {});
    if (checked.run !== undefined && (checked.run.prepared.exactCost()?.seconds ?? 0) <= CHEAP_SECONDS) expectCampaignChecks(checked.run.prepared.params as Parameters<typeof campaignOf>[0]);
    return;
  }
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
      // A grid's cells, one by one: the same cells, the optimal one never below the fixed one.
      const [highCells, lowCells] = [cellObjectivesOf(analysis, best.params, best.result), cellObjectivesOf(analysis, other.params, other.result)];
      if (highCells !== undefined && lowCells !== undefined) {
        expect([...highCells.keys()], `the cells of ${field}=${optimal} and ${field}=${choice}`).toEqual([...lowCells.keys()]);
        for (const [cell, top] of highCells) expect(top.compare(lowCells.get(cell)!) >= 0, `${cell}: ${field}=${optimal} ${top} ≥ ${field}=${choice} ${lowCells.get(cell)}`).toBe(true);
      }
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

describe("optimal against fixed on grids and campaigns, on fixed settings (the comparisons the properties make are real)", () => {
  const entry = (game: string, name: string) => ANALYSES.find((analysis) => analysis.game === game && analysis.name === name)!;
  const cells = async (analysis: AnalysisEntry, raw: Readonly<Record<string, CliValue>>) => {
    const run = await exactResult(analysis, raw);
    return cellObjectivesOf(analysis, run!.params, run!.result)!;
  };

  it("ash table --trait 1 --opposing 2 --hand-size 2: optimal equals all with an empty hand and beats it with the random hand", async () => {
    const table = entry("ash", "table");
    const [optimal, all] = [await cells(table, { trait: "1", opposing: "2", handSize: "2", policy: "optimal" }), await cells(table, { trait: "1", opposing: "2", handSize: "2", policy: "all" })];
    expect([...optimal.keys()]).toEqual(["trait 1 vs 2, strain 0, empty hand", "trait 1 vs 2, strain 0, random hand"]);
    expect(optimal.get("trait 1 vs 2, strain 0, empty hand")!.toString()).toBe(all.get("trait 1 vs 2, strain 0, empty hand")!.toString());
    expect(optimal.get("trait 1 vs 2, strain 0, random hand")!.compare(all.get("trait 1 vs 2, strain 0, random hand")!)).toBe(1);
    await expectOptimalAtLeastFixed(table, { trait: "1", opposing: "2", handSize: "2" });
  });

  it("kingstone table --bonus 2 --dc 9,10: reroll whole-if-failed lifts P(success) in each cell (7/12 → 119/144 at DC 9)", async () => {
    const table = entry("kingstone", "table");
    const [reroll, none] = [await cells(table, { bonus: "2", dc: "9,10", reroll: "whole-if-failed" }), await cells(table, { bonus: "2", dc: "9,10" })];
    // 2d6 + 2 ≥ 9 needs 7 or more: 21/36 = 7/12; a failed roll rerolled once: 1 − (5/12)² = 119/144.
    expect(none.get("bonus 2 DC 9")!.toString()).toBe("7/12");
    expect(reroll.get("bonus 2 DC 9")!.toString()).toBe("119/144");
    expect(reroll.get("bonus 2 DC 10")!.compare(none.get("bonus 2 DC 10")!)).toBe(1);
    await expectOptimalAtLeastFixed(table, { bonus: "2", dc: "9,10", goal: "effect" });
  });

  it("ash campaign --checks 3 --start-hand 3: each check's optimal hand is held against all and none from every state reached", async () => {
    const checked = checkRun(entry("ash", "campaign"), { checks: "3", startHand: "3", handPolicy: "optimal" }, {});
    // Three checks from hand 3: the first from one state, the later ones from the hands and Wounds it leaves.
    expect(expectCampaignChecks(checked.run!.prepared.params as Parameters<typeof campaignOf>[0])).toBeGreaterThan(3);
  });
});
