/**
 * `oddsmith kingstone pick-dc`: for GMs, the DC whose P(success) is closest to a wanted chance (docs/rules.md
 * 1.1), or with `--at-least` the hardest DC that gives at least it (`--at-most`: the easiest that gives at
 * most it), exact or simulated, with the DCs either side and the whole curve.
 */
import { defineAnalysis, outcomeRows, type AnalysisResult, type OutcomeRow, type Row, type TextTable } from "../../framework/analysis.js";
import type { Estimates } from "../../core/estimate.js";
import { exactMeasure, measureColumns, proportionMeasure, summaryFrom, type Measure } from "../../framework/measure.js";
import { formatPercent } from "../../framework/format.js";
import { probabilityOption, type ParamsOf } from "../../framework/options.js";
import { PICK_RULES, pickByTarget, pickRuleOf, pickRuleOptions, pickRuleProblems, pickSentence, type PickRule } from "../../framework/pick-target.js";
import { solveCheck } from "../../models/kingstone/check.js";
import { pickDcCandidates, type DiceSetup } from "../../models/kingstone/roll.js";
import type { Rational } from "../../core/exact/rational.js";
import { OddsmithError, oneOf } from "../../core/errors.js";
import { repeatedRollSeconds, rollCost } from "./roll-cost.js";
import { samplePickDc } from "../../models/kingstone/sample/pick-dc.js";
import { tableCellGroup } from "../../models/kingstone/sample/table.js";
import { withBonus } from "./labels.js";
import { bonusOption, rollOptions, rollProblems } from "./options.js";
import { fieldOf, itemAt } from "../../core/checked-index.js";

/** A DC and its exact chance of success. */
export interface DcChance {
  readonly dc: number;
  readonly pSuccess: Rational;
}

/**
 * The DC picked for a target probability, with its neighbours and the whole curve it was picked from; no
 * pick (nor neighbours) when no DC meets an at-least or at-most target.
 */
export interface DcPick {
  readonly pick?: DcChance;
  readonly easier?: DcChance;
  readonly harder?: DcChance;
  readonly curve: readonly DcChance[];
}

/**
 * The index of the chance closest to `target`, a tie between two equally far going to the easier
 * (earlier) one: the closest rule of `pickByTarget` (src/framework/pick-target.ts), shared by every pick. O(chances).
 * @example closestToTarget([1, 0.75, 0.5, 0.25], 0.625) // 1
 */
export function closestToTarget(chances: readonly number[], target: number): number {
  // The closest rule always picks one chance of a non-empty list.
  const best = pickByTarget(chances, target, "closest");
  if (best === undefined) throw new RangeError("no chances to pick from");
  return best;
}

/**
 * The DC a GM asks for (docs/rules.md 1.1) among {@link pickDcCandidates}, by the `rule` of `pickByTarget`
 * (src/framework/pick-target.ts):
 * P(success) closest to `target` (default; a tie goes to the easier DC), the hardest DC with P(success)
 * at least the target, or the easiest with at most it. O(DCs × check cost).
 * @throws {OddsmithError} when the bonus is not an integer, the target not a probability from 0 to 1, the
 * rule not one of PICK_RULES, or a field of the setup is not allowed (`checkDiceSetup` in models/kingstone/roll.ts).
 * @example pickDc(0, 0.5, { dice: "2d6", reroll: "none", goal: "success", ladder: "paired" }).pick?.dc // 7
 * @example pickDc(3, 0.6, { dice: "2d6", reroll: "one-die", goal: "success", ladder: "paired" }, "at-least").pick?.dc // 11
 */
export function pickDc(bonus: number, target: number, setup: DiceSetup, rule: PickRule = "closest"): DcPick {
  if (typeof target !== "number" || !(target >= 0 && target <= 1)) throw new OddsmithError("target", "a probability from 0 to 1", target);
  oneOf("rule", PICK_RULES, rule);
  const curve: DcChance[] = pickDcCandidates(bonus, setup).map((dc) => ({ dc, pSuccess: solveCheck({ ...setup, bonus, dc }).pSuccess }));
  const best = pickByTarget(
    curve.map((chance) => chance.pSuccess.toNumber()),
    target,
    rule,
  );
  if (best === undefined) return { curve };
  return {
    pick: itemAt(curve, best),
    ...(best > 0 ? { easier: itemAt(curve, best - 1) } : {}),
    ...(best < curve.length - 1 ? { harder: itemAt(curve, best + 1) } : {}),
    curve,
  };
}

/** The options of `kingstone pick-dc`: the bonus, the wanted chance and the shared dice options. */
const options = {
  bonus: bonusOption,
  target: probabilityOption({ label: "Wanted chance of success", help: "The chance of success the DC should give (0.6, 3/5 or 60%).", doc: "the wanted P(success)" }),
  ...pickRuleOptions,
  ...rollOptions,
} as const;

type PickDcParams = ParamsOf<typeof options>;

const WORDS = { thing: "DC", chance: "P(success)" } as const;

/** How a chart title names the target under a rule: "target 0.5" (closest), "at least 0.6", "at most 0.3". */
function targetWords(rule: PickRule, target: number): string {
  return rule === "closest" ? `target ${target}` : `${rule.replace("-", " ")} ${target}`;
}

/**
 * The pick under `--at-least` / `--at-most` for the JSON document: the rule, whether a DC meets it, the DC
 * and the sentence; nothing for the default closest pick (whose document stays as it was).
 */
function pickDetails(rule: PickRule, dc: number | undefined, sentence: string): Record<string, readonly Row[]> {
  return rule === "closest" ? {} : { pick: [{ rule, found: dc !== undefined, dc: dc ?? null, sentence }] };
}

/** The report's words for the P(success)-by-DC line and its pick. */
function pickDcExplanation(bonus: number) {
  return (result: AnalysisResult): string => {
    const target = fieldOf(result.summary, "target");
    const role = (name: string) => result.outcomes.find((o) => o.role === name);
    const pick = role("pick");
    if (pick === undefined) return "";
    const neighbours = [role("easier"), role("harder")].filter((o) => o !== undefined);
    // The DC on the other side of the target from the pick, for the "between" sentence.
    const other = neighbours.find((o) => (o.probability - target) * (pick.probability - target) < 0);
    const tied = other !== undefined && Math.abs(Math.abs(other.probability - target) - Math.abs(pick.probability - target)) < 1e-12;
    const choice =
      other === undefined
        ? `DC ${pick.dc} comes closest, at ${formatPercent(pick.probability)}.`
        : `No DC gives it exactly: DC ${pick.dc} gives ${formatPercent(pick.probability)} and DC ${other.dc} ${formatPercent(other.probability)}, ${tied ? "equally far from the target, and the pick takes the easier one" : "and the pick is the closer"}.`;
    return (
      `The line is P(success) of ${withBonus("2d6", bonus)} at each DC, and the dashed line the wanted chance (${formatPercent(target)}). ` +
      choice +
      (other === undefined ? "" : ` Around the target one DC moves the chance by ${(Math.abs(pick.probability - other.probability) * 100).toFixed(1)} points, so a GM must choose between slightly favoured and slightly against.`)
    );
  };
}

/** A candidate DC's measured chance of success, exact or simulated. */
interface DcMeasure {
  readonly dc: number;
  readonly pSuccess: Measure;
}

/**
 * The one result of a pick, exact or simulated alike (issue 25 §7): the DC the rule picks from the measured
 * curve (by `pickByTarget` of src/framework/pick-target.ts, as {@link pickDc} picks), its neighbours (with fractions, or 95% Wilson
 * intervals and counts), the whole curve as CSV rows and a line chart, and the picked DC's P(success) in
 * the summary (its interval as `pSuccessLow`/`pSuccessHigh` when simulated). O(DCs).
 */
function pickDcResult(curve: readonly DcMeasure[], trials: number | undefined, params: PickDcParams): AnalysisResult {
  const { bonus, target } = params;
  const rule = pickRuleOf(params);
  const probabilities = curve.map((chance) => chance.pSuccess.value);
  const best = pickByTarget(probabilities, target, rule);
  const pick = best === undefined ? undefined : itemAt(curve, best);
  const sentence = pickSentence(WORDS, curve.map((chance) => String(chance.dc)), probabilities, target, rule, best);
  const row = (i: number, role: string): OutcomeRow => {
    const { dc, pSuccess: m } = itemAt(curve, i);
    return m.kind === "exact" ? { outcome: `dc-${dc}`, dc, role, probability: m.value, exact: m.exact } : { outcome: `dc-${dc}`, dc, role, probability: m.value, low: m.low, high: m.high, count: m.count ?? null };
  };
  const outcomes = best === undefined ? [] : [...(best > 0 ? [row(best - 1, "easier")] : []), row(best, "pick"), ...(best < curve.length - 1 ? [row(best + 1, "harder")] : [])];
  const rows: Row[] = curve.map(({ dc, pSuccess }) => ({ dc, ...measureColumns("pSuccess", "exact", pSuccess) }));
  const simulated = trials === undefined ? "" : `simulated, ${trials} trials`;
  const figures = pick === undefined ? undefined : summaryFrom({ pSuccess: pick.pSuccess });
  return {
    outcomes,
    summary: pick === undefined || figures === undefined ? { target } : { dc: pick.dc, ...figures.summary, target },
    summaryExact: { ...figures?.summaryExact },
    rows,
    details: { curve: rows, ...pickDetails(rule, pick?.dc, sentence) },
    charts: [
      {
        name: "",
        title: `P(success) by DC for bonus ${bonus} (${targetWords(rule, target)}, ${pick === undefined ? "no DC meets it" : `pick DC ${pick.dc}`}${trials === undefined ? "" : `; ${simulated}`})`,
        kind: "line",
        data: rows,
        x: { field: "dc", title: "DC", type: "quantitative" },
        y: { field: "pSuccess", title: "P(success)", type: "quantitative", format: ".0%" },
        rule: { y: target, label: `target ${target}` },
      },
    ],
    table: trials === undefined ? { ...(rule === "closest" ? {} : { title: sentence }), columns: ["DC", "P(success)", "exact", ""], rows: outcomes.map((o) => [String(o.dc), formatPercent(o.probability), o.exact ?? "", roleWords(o)]) } : sampledPickTable(outcomes, pick?.pSuccess, simulated, rule === "closest" ? undefined : sentence),
  };
}

// The last column of a pick's table: the pick marked, its neighbours named.
const roleWords = (outcome: OutcomeRow) => (outcome.role === "pick" ? "← pick" : String(outcome.role));

/** The simulated pick's table: the three DCs with their 95% intervals, under a title giving the pick's interval. */
function sampledPickTable(outcomes: readonly OutcomeRow[], pick: Measure | undefined, simulated: string, sentence: string | undefined): TextTable {
  const interval = (low: number, high: number) => `${formatPercent(low)}–${formatPercent(high)}`;
  const picked = pick?.kind === "estimated" ? pick : undefined;
  const pickedDc = outcomes.find((o) => o.role === "pick")?.dc;
  return {
    title:
      picked === undefined || sentence !== undefined
        ? `${sentence ?? ""} (${simulated}${picked === undefined ? "" : `; 95% interval ${interval(picked.low, picked.high)}`})`
        : `The pick from simulated P(success) (${simulated}): DC ${pickedDc} at ${formatPercent(picked.value)}, 95% interval ${interval(picked.low, picked.high)}`,
    columns: ["DC", "P(success)", "95% interval", ""],
    rows: outcomes.map((o) => [String(o.dc), formatPercent(o.probability), interval(Number(o.low), Number(o.high)), roleWords(o)]),
  };
}

/**
 * The simulated curve: each candidate DC's successes, with a 95% Wilson interval. O(DCs × degrees).
 * @throws {RangeError} when the estimates lack a DC's group.
 */
function sampledPickCurve(estimates: Estimates, bonus: number, setup: DiceSetup): DcMeasure[] {
  return pickDcCandidates(bonus, setup).map((dc) => {
    const group = fieldOf(estimates.groups, tableCellGroup(bonus, dc));
    const successes = Object.entries(group).filter(([name]) => name.startsWith("success")).reduce((sum, [, e]) => sum + e.count, 0);
    return { dc, pSuccess: proportionMeasure(successes, estimates.trials) };
  });
}

/** `oddsmith kingstone pick-dc`: for GMs, the DC that gives a wanted chance of success. */
export const pickDcAnalysis = defineAnalysis({
  summary: "the DC whose P(success) is closest to a target (or the hardest at least it, the easiest at most it), with the DCs either side",
  rules: ["1.1", "1.3"],
  options,
  validate: (params) => [...pickRuleProblems(params), ...rollProblems(params)],
  // One check solved per candidate DC, the plain roll shared.
  exactCost: (params) => {
    const dcs = pickDcCandidates(params.bonus, params).length;
    return rollCost(params.dice, repeatedRollSeconds(params, dcs), `${dcs} candidate DCs of ${params.dice}`);
  },
  run: (params) => {
    const { curve } = pickDc(params.bonus, params.target, params, pickRuleOf(params));
    return pickDcResult(curve.map(({ dc, pSuccess }) => ({ dc, pSuccess: exactMeasure(pSuccess) })), undefined, params);
  },
  sampler: {
    plan: (params) => samplePickDc(params.bonus, params),
    result: (estimates, params) => pickDcResult(sampledPickCurve(estimates, params.bonus, params), estimates.trials, params),
    // The exact pick's outcomes are P(success) of three DCs, not one distribution: validate compares the
    // exactly picked DC's degrees with that DC's tally group.
    validationTarget: (exact, params) => {
      const dc = fieldOf(exact.summary, "dc");
      return { group: tableCellGroup(params.bonus, dc), outcomes: outcomeRows(solveCheck({ ...params, bonus: params.bonus, dc }).degrees) };
    },
    validation: [
      { bonus: 2, target: 0.5 },
      { bonus: 0, target: 0.3, dice: "3d6kh2", reroll: "one-die", goal: "effect", ladder: "shifted" },
    ],
  },
  reportRuns: [
    { name: "pick-dc-bonus2-half", title: "The DC for a 50% chance at bonus +2", params: { bonus: 2, target: 0.5 }, explanations: { "": pickDcExplanation(2) } },
  ],
});
