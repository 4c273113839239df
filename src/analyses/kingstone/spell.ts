/**
 * `oddsmith kingstone spell`: a spell's DC from the seed's Spell DC table (docs/rules.md 1.7) and the degrees
 * of the casting roll against it (1.1–1.3), exact or simulated. The readings the table leaves open are the
 * model's (src/models/kingstone/spell.ts): extra targets and helpers count each, long/short range and
 * died in the last minute/day exclude each other, the Restoration rows need --discipline restoration.
 */
import { fieldOf } from "../../core/checked-index.js";
import { defineAnalysis, type AnalysisResult, type TextTable } from "../../framework/analysis.js";
import { summaryFrom } from "../../framework/measure.js";
import { formatPercent } from "../../framework/format.js";
import { messages } from "../../framework/messages.js";
import { choiceOption, flagName, flagOption, integerOption, type OptionSpecs, type ParamsOf, worded } from "../../framework/options.js";
import { solveCheck } from "../../models/kingstone/check.js";
import { sampleCheck } from "../../models/kingstone/sample/check.js";
import { DISCIPLINES, SPELL_BASE_DC, SPELL_COUNT_MAX, spellConflicts, spellDc, type SpellSetup } from "../../models/kingstone/spell.js";
import { checkResult, sampledCheckMeasures, solvedCheckMeasures, type CheckMeasures } from "./check.js";
import { withBonus } from "./labels.js";
import { rollCost, rollSeconds } from "./roll-cost.js";
import { bonusOption, rollOptions, rollProblems } from "./options.js";
import { degreeBarChart } from "./degree-chart.js";

const count = (doc: string) => integerOption({ min: 0, max: SPELL_COUNT_MAX, default: 0, doc });

/** The options of `kingstone spell`: the bonus, one option per row of the spell table, and the shared dice options. */
const options = {
  bonus: bonusOption,
  discipline: choiceOption(DISCIPLINES, { label: "Discipline", doc: "the spell's discipline: decides +2 or +3 per extra target and which rows apply", default: "transmutation" }),
  longRange: flagOption({ label: "Long Range", doc: "+2 Long Range" }),
  shortRange: flagOption({ label: "Short Range", doc: "−1 Short Range" }),
  damaged: flagOption({ label: "Damaged since last turn", doc: "+1 Damaged Since Last Turn" }),
  willing: flagOption({ label: "Target willing", doc: "−1 Target Willing" }),
  extraTargets: worded(count("+2 per other target the spell effects (+3 for Restoration)"), { label: "Other targets" }),
  lovesYou: flagOption({ label: "Target loves you", doc: "−1 Target Loves You" }),
  doubleHarm: flagOption({ label: "Doubles the harm", doc: "+3 Doubles the Harm (Destruction)" }),
  helpers: worded(count("−2 per other spellcaster helping"), { label: "Helping spellcasters" }),
  surprised: flagOption({ label: "Enemy surprised", doc: "−2 Enemy Surprised" }),
  resurrection: flagOption({ label: "Resurrection attempt", doc: "+3 Resurrection Attempt (Restoration)" }),
  diedMinute: flagOption({ label: "Died in the last minute", help: "−3 Target died in the last minute (Restoration, a resurrection attempt).", doc: "−3 Target Died in the last Minute (Restoration, with --resurrection)" }),
  diedDay: flagOption({ label: "Died in the last day", help: "−3 Target died in the last day (Restoration, a resurrection attempt; not with died in the last minute).", doc: "−3 Target Died in the last Day (Restoration, with --resurrection; not with --died-minute)" }),
  earlierResurrections: worded(count("+1 per time the target has been resurrected (Restoration, with --resurrection)"), { label: "Earlier resurrections", help: "+1 per time the target has been resurrected before (Restoration, a resurrection attempt)." }),
  ...rollOptions,
} as const satisfies OptionSpecs;

type SpellParams = ParamsOf<typeof options>;

const flag = (field: keyof typeof options) => flagName(field, options[field]);

/** The spell table's conflicts in the CLI's words, naming the flags. O(rows). */
function spellProblems(params: SpellSetup): string[] {
  return spellConflicts(params).map((conflict) =>
    conflict.kind === "not-both"
      ? messages.notBoth(conflict.fields.map(flag))
      : messages.onlyWith(flag(conflict.field), conflict.needs === "resurrection" ? flag("resurrection") : `--discipline ${conflict.needs}`),
  );
}

/** The DC table of a spell: the base, every row that applies, and the DC. */
function dcTable(params: SpellParams, dc: number): TextTable {
  const { terms } = spellDc(params);
  const signed = (change: number) => (change < 0 ? `−${-change}` : `+${change}`);
  return {
    title: `Spell DC ${dc} (${params.discipline})`,
    columns: ["spell table", "DC"],
    rows: [["base", String(SPELL_BASE_DC)], ...terms.map((term) => [term.count > 1 ? `${term.words} × ${term.count}` : term.words, signed(term.change)]), ["spell DC", String(dc)]],
  };
}

/**
 * The one result of a spell, exact or simulated alike (issue 25 §7): the DC table first, then the casting
 * check's degrees at the spell's DC. Exact, it shows pSuccess and expectedEffect, a row per degree with the
 * DC and a degree table; simulated, the check's estimated result (intervals, its table and reroll policy). O(degrees).
 */
function spellResult(measures: CheckMeasures, params: SpellParams): AnalysisResult {
  const { dc } = spellDc(params);
  const check = checkResult(measures, { ...params, dc });
  if (measures.trials !== undefined) {
    return { ...check, summary: { dc, ...check.summary }, table: dcTable(params, dc), extraTables: [...(check.table === undefined ? [] : [check.table]), ...(check.extraTables ?? [])] };
  }
  const { outcomes } = check;
  const figures = summaryFrom({ pSuccess: measures.figures.pSuccess, expectedEffect: measures.figures.expectedEffect });
  return {
    outcomes,
    summary: { dc, ...figures.summary },
    summaryExact: { ...figures.summaryExact },
    rows: outcomes.map(({ outcome, probability, exact }) => ({ dc, outcome, probability, exact: exact ?? null })),
    table: dcTable(params, dc),
    extraTables: [{ title: `Degrees of ${withBonus(params.dice, params.bonus)} vs spell DC ${dc}`, columns: ["outcome", "probability", "exact"], rows: outcomes.map((o) => [o.outcome, formatPercent(o.probability), o.exact ?? ""]) }],
    charts: [degreeBarChart(outcomes, `Spell: ${withBonus(params.dice, params.bonus)} vs spell DC ${dc} (${params.discipline}, ${params.ladder} ladder)`)],
  };
}

/** The report's words for a resurrection's degrees: one roll decides whether the soul can still be fetched by spell. */
function resurrectionExplanation(result: AnalysisResult): string {
  const pSuccess = fieldOf(result.summary, "pSuccess");
  return (
    `Each bar is one degree of 2d6 + 3 against the resurrection's spell DC ${result.summary.dc} (10, +3 for the attempt, −3 for a death within the day), successes blue and failures orange. ` +
    `The caster brings the target back ${formatPercent(pSuccess)} of the time; the seed says a failed resurrection can never be tried again by spell, so ${formatPercent(1 - pSuccess)} of such deaths are final unless someone fetches the soul by hand. ` +
    "Each earlier resurrection adds +1 to the DC, so a GM should expect the second and third returns to grow rarer."
  );
}

/** `oddsmith kingstone spell`: a spell's DC from the spell table and the degrees of the casting roll. */
export const spellAnalysis = defineAnalysis({
  summary: "a spell's DC from the spell table (base 10 and its modifiers) and the degrees of the casting roll",
  rules: ["1.7", "1.1", "1.2", "1.3"],
  options,
  validate: (params) => [...spellProblems(params), ...rollProblems(params)],
  // Counted from the dice (analyses/kingstone/roll-cost.ts): 20d100 and keep terms are not cheap.
  exactCost: (params) => rollCost(params.dice, rollSeconds(params), `one roll of ${params.dice} against one DC`),
  run: (params) => spellResult(solvedCheckMeasures(solveCheck({ ...params, dc: spellDc(params).dc })), params),
  sampler: {
    plan: (params) => sampleCheck({ ...params, dc: spellDc(params).dc }),
    result: (estimates, params) => spellResult(sampledCheckMeasures(estimates), params),
    validation: [{ bonus: 3, shortRange: true }, { bonus: 2, discipline: "restoration", resurrection: true, diedDay: true, earlierResurrections: 1 }],
  },
  reportRuns: [
    {
      name: "spell-resurrection",
      title: "A resurrection within the day (Restoration, bonus +3): spell DC 10",
      params: { bonus: 3, discipline: "restoration", resurrection: true, diedDay: true },
      explanations: { "": resurrectionExplanation },
    },
  ],
});
