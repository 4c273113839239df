import { defineAnalysis, type AnalysisResult, type ChartRequest, type OutcomeRow, type Row, type TextTable } from "../../framework/analysis.js";
import type { Estimates } from "../../core/estimate.js";
import { estimatedMeasure, exactMeasure, proportionMeasure, summaryFrom, type Measure } from "../../framework/measure.js";
import { formatNumber, formatPercent } from "../../framework/format.js";
import { choiceOption, integerOption, optionalOption, type ParamsOf } from "../../framework/options.js";
import { Rational } from "../../core/exact/rational.js";
import { attacksToDefeat, solveExchange } from "../../models/ultimo/attack.js";
import { CURVE_POLICIES } from "../../models/ultimo/curve.js";
import { maxExchangeDamage } from "../../models/ultimo/damage.js";
import { FOE_NAMES, FOES, foeOf, type Foe } from "../../models/ultimo/foes.js";
import { overwhelmingExpertise } from "../../models/ultimo/outcome.js";
import { queenValueOf, ruleOptions, ruleProblems, rulesFrom } from "./rule-options.js";
import { attackCountCategories, sampleAttack, type AttackSetup } from "../../models/ultimo/sample/attack.js";
import { foeAttackOf, foeAttackOption, foeOptions, foeProblems, foeSideOf, queenOption } from "./options.js";
import { exchangeCost, refuseSampling, samplerPolicyProblems } from "./policy-limits.js";
import { largeDeckProblems } from "./extra-rules.js";
import { citeRules } from "../../framework/rules-citation.js";
import { groupOf, categoryOf, quantityOf } from "../../framework/estimate-lookup.js";
import { fieldOf } from "../../core/checked-index.js";

/** The options of `oddsmith ultimo attack`. */
const attackOptions = {
  limit: integerOption({ label: "Attack power", help: "The player's attack power: ½ STR or AGI + Brawling or Shooting (the card limit).", rules: "3.9", min: 1, max: 10, doc: "the player's attack power: ½ STR or AGI + Brawling or Shooting (the card limit)" }),
  weapon: integerOption({ label: "Weapon damage", rules: "3.9", min: 0, max: 10, default: 0, doc: "the player's weapon damage" }),
  soak: integerOption({ label: "Soak", rules: "3.9", min: 0, max: 20, default: 0, doc: "the player's soak (Toughness + armor + shield)" }),
  handSize: integerOption({ label: "Hand size", rules: "3.1", min: 1, max: 10, default: 7, doc: "the player's hand size (stamina): a random hand from the player's deck" }),
  policy: choiceOption(CURVE_POLICIES, { label: "How the hand is played", help: "How the hand is played.", rules: "3.8", doc: `how the hand is played (${citeRules("3.8")})`, default: "greedy" }),
  foe: foeOptions.foe,
  attack: foeAttackOption("which of the foe's attack powers sets the difficulty"),
  foePower: foeOptions.attackPower,
  foeWeapon: foeOptions.weapon,
  foeSoak: optionalOption(integerOption({ label: "Custom foe's soak", min: 0, max: 30, doc: "a custom foe's soak" })),
  foeArmor: foeOptions.armor,
  foeHealth: foeOptions.health,
  queen: queenOption,
  ...ruleOptions,
};

/** The attack's parameters as the sampler takes them. */
function attackSetup(params: ParamsOf<typeof attackOptions>): AttackSetup {
  return { handSize: params.handSize, limit: params.limit, weapon: params.weapon, soak: params.soak, ...foeSideOf(params, foeOf(params)), maxAttacks: 20 };
}

/** One damage of an exchange as measured: the chance of dealing it and of taking it, and whether the exact table shows it. */
interface DamageMeasure {
  readonly damage: number;
  readonly dealt: Measure;
  readonly taken: Measure;
  readonly shown: boolean;
}

/** What an attack measured, exactly or by simulation: damage dealt and taken, their means, P(defeated by attack n), and the trials or the exact notes. */
interface AttackMeasures {
  readonly damages: readonly DamageMeasure[];
  readonly expectedDealt: Measure;
  readonly expectedTaken: Measure;
  readonly byAttack: readonly Measure[];
  readonly trials?: number;
  /** Exact only: E[attacks] as a float (its fraction runs to hundreds of digits), and the notes above the attacks table. */
  readonly expectedAttacks?: number;
  /** Exact only: the median attacks survived (attacks to defeat − 1, the foe guideline's figure), when the foe falls within the attacks counted. */
  readonly medianAttacksSurvived?: number;
  readonly notes?: readonly TextTable[];
  readonly defeatTitle: string;
}

// A measure's fraction column when exact, its interval and count columns when estimated, named after `name`.
function measuredCells(name: string, m: Measure, exactName: string): Row {
  return m.kind === "exact" ? { [name]: m.value, [exactName]: m.exact } : { [name]: m.value, [`${name}Low`]: m.low, [`${name}High`]: m.high, [`${name}Count`]: m.count ?? null };
}

/**
 * The one result of an attack, exact or simulated alike (issue 25 §7): damage dealt (the outcomes) and
 * taken (fractions, or 95% intervals and counts), their means, P(defeated by attack n), the tables and the
 * two charts. O(damages + attacks).
 */
function attackResult(measures: AttackMeasures, setup: { readonly foe: Foe; readonly limit: number; readonly weapon: number; readonly handSize: number; readonly policy: string; readonly difficulty: number }): AnalysisResult {
  const { damages, trials } = measures;
  const { foe } = setup;
  const outcomes = damages.map(({ damage, dealt, taken }): OutcomeRow => {
    const outcome = `damage-${damage}`;
    return dealt.kind === "exact"
      ? { outcome, probability: dealt.value, exact: dealt.exact, ...measuredCells("taken", taken, "takenExact") }
      : { outcome, probability: dealt.value, low: dealt.low, high: dealt.high, count: dealt.count ?? null, ...measuredCells("taken", taken, "takenExact") };
  });
  const shown = damages.filter((d) => d.shown);
  const rows: Row[] =
    trials === undefined
      ? shown.map(({ damage, dealt, taken }) => ({ damage, ...measuredCells("dealt", dealt, "dealtExact"), ...measuredCells("taken", taken, "takenExact") }))
      : outcomes.map(({ outcome, ...rest }) => ({ damage: Number(outcome.slice("damage-".length)), ...rest }));
  const attackRows: Row[] = measures.byAttack.map((m, i) => ({ attacks: i + 1, pDefeated: m.value, ...(m.kind === "exact" ? { exact: m.exact } : { low: m.low, high: m.high, count: m.count ?? null }) }));
  // The exact chart shows the damages that can happen; the simulated one every damage counted.
  const chartData = (trials === undefined ? shown : damages).flatMap(({ damage, dealt, taken }) => [
    { damage, side: "dealt", probability: dealt.value },
    { damage, side: "taken", probability: taken.value },
  ]);
  const interval = (m: Measure) => (m.kind === "exact" ? [] : [`${formatPercent(m.low)}–${formatPercent(m.high)}`]);
  const figures = summaryFrom({ expectedDealt: measures.expectedDealt, expectedTaken: measures.expectedTaken });
  return {
    outcomes,
    summary: {
      ...figures.summary,
      ...(measures.expectedAttacks === undefined ? {} : { expectedAttacksToDefeat: measures.expectedAttacks }),
      ...(measures.medianAttacksSurvived === undefined ? {} : { medianAttacksSurvived: measures.medianAttacksSurvived }),
    },
    summaryExact: figures.summaryExact,
    rows,
    details: { attacksToDefeat: attackRows },
    table: {
      title: `${foe.name} (health ${foe.health}, soak ${foe.soak}) against attack power ${setup.limit}, weapon +${setup.weapon}, hand ${setup.handSize} (${setup.policy}); difficulty ${setup.difficulty}${trials === undefined ? "" : `; simulated, ${trials} trials`}`,
      columns: trials === undefined ? ["damage", "P(dealt)", "P(taken)"] : ["damage", "P(dealt)", "95% interval", "P(taken)", "95% interval"],
      rows: shown.map(({ damage, dealt, taken }) => [String(damage), formatPercent(dealt.value), ...interval(dealt), formatPercent(taken.value), ...interval(taken)]),
    },
    extraTables: [
      ...(measures.notes ?? []),
      {
        title: measures.defeatTitle,
        columns: trials === undefined ? ["attacks", "P(defeated by then)"] : ["attacks", "P(defeated by then)", "95% interval"],
        rows: measures.byAttack.slice(0, 12).map((m, i) => [String(i + 1), formatPercent(m.value), ...interval(m)]),
      },
    ],
    charts: attackCharts(foe.name, chartData, attackRows.slice(0, 20), trials === undefined ? "" : " (simulated)"),
  };
}

/**
 * A simulated attack's measures: damage dealt and taken with 95% intervals (the table shows a damage seen
 * either way), their means, and P(defeated by attack n) from the attacks counted. O(damages + attacks).
 * @throws {RangeError} when the estimates lack a group or quantity of the attack's plan.
 */
function sampledAttackMeasures(estimates: Estimates, setup: AttackSetup): AttackMeasures {
  const dealt = groupOf(estimates, "dealt");
  const taken = groupOf(estimates, "taken");
  const damages = Object.keys(dealt).map((name) => {
    const [given, received] = [categoryOf(dealt, name), categoryOf(taken, name)];
    return { damage: Number(name.slice("damage-".length)), dealt: estimatedMeasure(given), taken: estimatedMeasure(received), shown: given.count > 0 || received.count > 0 };
  });
  const attacks = groupOf(estimates, "attacks");
  let felled = 0;
  const byAttack = attackCountCategories(setup.maxAttacks)
    .slice(0, setup.maxAttacks)
    .map((name) => {
      felled += categoryOf(attacks, name).count;
      return proportionMeasure(felled, estimates.trials);
    });
  return {
    damages,
    expectedDealt: estimatedMeasure(quantityOf(estimates, "dealt")),
    expectedTaken: estimatedMeasure(quantityOf(estimates, "taken")),
    byAttack,
    trials: estimates.trials,
    defeatTitle: `Attacks to defeat (each with a fresh hand), simulated up to ${setup.maxAttacks}`,
  };
}

/**
 * The attack's two charts, exact or simulated alike: damage dealt and taken in one exchange as grouped bars
 * (`chartData`: damage, side, probability), and P(foe defeated) by attack as a step line (`attackRows`:
 * attacks, pDefeated). O(rows).
 */
function attackCharts(foeName: string, chartData: readonly Row[], attackRows: readonly Row[], note = ""): ChartRequest[] {
  return [
    {
      name: "",
      title: `Damage in one exchange against ${foeName}, after soak${note}`,
      kind: "bar",
      data: chartData,
      x: { field: "damage", title: "damage", type: "ordinal" },
      y: { field: "probability", title: "probability", type: "quantitative", format: ".0%" },
      color: { field: "side", title: "damage", type: "nominal", order: ["dealt", "taken"] },
      grouped: true,
    },
    {
      name: "defeat",
      title: `P(${foeName} defeated) by attack${note}`,
      kind: "line",
      data: attackRows,
      x: { field: "attacks", title: "attacks", type: "ordinal" },
      y: { field: "pDefeated", title: "P(defeated)", type: "quantitative", format: ".0%", domain: [0, 1] },
      step: true,
    },
  ];
}

/**
 * An exact attack's measures: one exchange solved (docs/rules.md 3.9), damage after soak each way for every
 * damage 0..the most one exchange can deal (the table shows those that can happen), the means, P(defeated by
 * attack n) up to 40, and the notes: overwhelming expertise, and the attacks to defeat against the seed's
 * guideline for an example foe. O(the exchange's cost).
 */
function solvedAttackMeasures(params: ParamsOf<typeof attackOptions>): AttackMeasures {
  const rules = rulesFrom(params);
  const example = params.foe === undefined ? undefined : FOES[params.foe];
  const foe = foeOf(params);
  const { power: difficulty, weapon: foeWeapon } = foeAttackOf(foe, params.attack);
  const exchange = solveExchange(params.handSize, params.limit, params.weapon, foeWeapon, params.policy, rules, queenValueOf(params.queen, rules), difficulty);
  const dealtAfterSoak = exchange.dealt.map((damage) => Math.max(0, damage - foe.soak));
  const takenAfterSoak = exchange.taken.map((damage) => Math.max(0, damage - params.soak));
  const maxAttacks = 40;
  const defeat = attacksToDefeat(exchange.dealt, foe, maxAttacks);
  const possible = new Set([...dealtAfterSoak.outcomes, ...takenAfterSoak.outcomes]);
  const maxDamage = maxExchangeDamage(Math.min(params.limit, params.handSize), params.weapon, foeWeapon, difficulty, foe.soak, params.soak);
  // Every damage 0..max, zeros included, so a simulation's outcomes carry the same names.
  const damages = Array.from({ length: maxDamage + 1 }, (_, damage) => ({
    damage,
    dealt: exactMeasure(dealtAfterSoak.probability(damage)),
    taken: exactMeasure(takenAfterSoak.probability(damage)),
    shown: possible.has(damage),
  }));
  // Attacks survived = attacks needed − 1; the guideline names a range of attacks survived.
  const median = defeat.byAttack.findIndex((p) => p.compare(Rational.of(1, 2)) >= 0);
  const survivedMedian = median < 0 ? undefined : median;
  const { guideline } = foe;
  const verdict =
    example === undefined || survivedMedian === undefined
      ? undefined
      : survivedMedian >= guideline.min && (guideline.max === undefined || survivedMedian <= guideline.max)
        ? "within"
        : "outside";
  const offer = overwhelmingExpertise(Math.min(params.limit, params.handSize), difficulty);
  const guidelineWords = `the seed's guideline for a ${guideline.kind} (survives ${guideline.min}${guideline.max === undefined ? "+" : `–${guideline.max}`} attacks from attack power 5)`;
  return {
    damages,
    expectedDealt: exactMeasure(dealtAfterSoak.mean()),
    expectedTaken: exactMeasure(takenAfterSoak.mean()),
    byAttack: defeat.byAttack.map(exactMeasure),
    ...(defeat.expected === undefined ? {} : { expectedAttacks: defeat.expected.toNumber() }),
    ...(survivedMedian === undefined ? {} : { medianAttacksSurvived: survivedMedian }),
    notes: offer
      ? [{ title: `Overwhelming expertise (${citeRules("3.6")}): ${Math.min(params.limit, params.handSize)} playable cards against difficulty ${difficulty} allow a ${offer} without playing; the figures below are for playing.`, columns: [], rows: [] }]
      : [],
    defeatTitle:
      defeat.expected === undefined
        ? `This attacker can never bring the foe down` + (example ? ` — consistent with ${guidelineWords}` : "") + "."
        : `Attacks to defeat: expected ${formatNumber(defeat.expected.toNumber())}; the median attack survived is ${survivedMedian ?? `more than ${maxAttacks}`}` + (verdict ? ` — ${verdict} ${guidelineWords}` : ""),
  };
}

/**
 * The report's explanations of an attack run's two charts against an example foe, from the run's own
 * figures: mean damage each way, how often the attack deals nothing, and the attacks it takes to defeat
 * the foe against the seed's guideline (docs/rules.md 3.9). O(rows).
 */
/** 1st, 2nd, 3rd, 4th … for the numbers an explanation names. */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

function explainAttack(foeName: (typeof FOE_NAMES)[number]) {
  const foe = FOES[foeName];
  const range = `${foe.guideline.min}${foe.guideline.max === undefined ? "+" : `–${foe.guideline.max}`}`;
  // "Horus the Corrupted" is a name; "Fanatic" and "Cultist" take an article.
  const the = foe.name.includes(" ") ? foe.name : `the ${foe.name}`;
  const one = (value: number) => formatNumber(Number(value.toFixed(1)));
  return {
    "": (result: AnalysisResult) => {
      const nothing = Number(result.rows.find((row) => row.damage === 0)?.dealt ?? 0);
      const dealt = fieldOf(result.summary, "expectedDealt");
      const taken = fieldOf(result.summary, "expectedTaken");
      const lesson =
        dealt === 0
          ? `Every hit this character can land is swallowed by soak ${foe.soak}, so without a weapon or a much higher attack power it should not pick this fight.`
          : `Soak ${foe.soak} comes off every hit and ${formatPercent(nothing)} of exchanges deal nothing at all, so the character ${dealt < taken ? "loses" : "wins"} the trade of damage; a weapon's bonus counts in full against soak.`;
      return (
        `Blue bars are the damage the character (attack power 5, hand 7, no weapon) deals to ${the} in one exchange after its soak, orange the damage it takes back with no soak of its own; each bar is the chance of that much. ` +
        `It deals ${one(dealt)} on average and takes ${one(taken)}. ${lesson}`
      );
    },
    defeat: (result: AnalysisResult) => {
      const byAttack = result.details?.["attacksToDefeat"] ?? [];
      const median = byAttack.find((row) => Number(row.pDefeated) >= 0.5);
      const what = `The step line is the chance that ${the} (health ${foe.health}) is down after that many attacks, each from a fresh hand.`;
      if (median === undefined) {
        return `${what} It stays at 0% through ${byAttack.length} attacks: attack power 5 cannot bring this foe down, so the seed's guideline for a ${foe.guideline.kind} (survives ${range} attacks) holds only because the foe is out of reach.`;
      }
      const survived = Number(median.attacks) - 1;
      const within = survived >= foe.guideline.min && (foe.guideline.max === undefined || survived <= foe.guideline.max);
      return (
        `${what} Half the time it falls by the ${ordinal(Number(median.attacks))} attack (${one(fieldOf(result.summary, "expectedAttacksToDefeat"))} expected), so it typically survives ${survived} against the seed's ${range} for a ${foe.guideline.kind}: ` +
        (within ? "the guideline holds for this foe." : `${the} is ${survived > (foe.guideline.max ?? Infinity) ? "tougher than the guideline says for this attacker, but the seed does not say how the attacker is armed: a dagger's +1 may be all it takes (oddsmith audit)" : "weaker than the guideline says for this attacker, so a GM may raise its health or soak"}.`)
      );
    },
  };
}

/** `oddsmith ultimo attack`: one exchange against a foe, and the attacks it takes to defeat it. */
export const attackAnalysis = defineAnalysis({
  summary: "one combat exchange against a foe exactly: damage dealt and taken, and attacks needed to defeat it",
  rules: ["3.9"],
  options: attackOptions,
  validate: (params) => {
    const custom = [params.foePower, params.foeWeapon, params.foeSoak, params.foeHealth, params.foeArmor].some((value) => value !== undefined);
    const foe = { foe: params.foe, power: params.foePower, health: params.foeHealth, soak: params.foeSoak, armor: params.foeArmor, custom };
    return [...ruleProblems(params), ...foeProblems(foe, { custom: "--foe-power/--foe-weapon/--foe-soak/--foe-health", power: "--foe-power", others: "--foe-weapon, --foe-soak, --foe-armor" })];
  },
  exactCost: (params) => exchangeCost(params, foeAttackOf(foeOf(params), params.attack).power),
  run: (params) => {
    const foe = foeOf(params);
    const setup = { foe, limit: params.limit, weapon: params.weapon, handSize: params.handSize, policy: params.policy, difficulty: foeAttackOf(foe, params.attack).power };
    return attackResult(solvedAttackMeasures(params), setup);
  },
  exactLimits: (params) => largeDeckProblems(rulesFrom(params), "ultimo attack"),
  sampleLimits: (params) => samplerPolicyProblems(params.policy),
  sampler: {
    plan: (params) => {
      refuseSampling(samplerPolicyProblems(params.policy));
      return sampleAttack(attackSetup(params));
    },
    result: (estimates, params) => {
      const setup = attackSetup(params);
      return attackResult(sampledAttackMeasures(estimates, setup), { ...setup, policy: "greedy" });
    },
    validation: [
      { limit: "5", foe: "fanatic" },
      { limit: "5", handSize: "6", foe: "cultist", attack: "ranged", weapon: "1" },
      { limit: "4", foePower: "4", foeHealth: "6", foeSoak: "2", foeArmor: "1", foeWeapon: "1", tally: "half-rating" },
    ],
  },
  reportRuns: FOE_NAMES.map((foe) => ({
    name: `attack-${foe}`,
    title: `Attack power 5 (hand 7, greedy, no weapon) against the ${FOES[foe].name}: the seed's foe guideline`,
    params: { limit: 5, foe },
    explanations: explainAttack(foe),
  })),
});
