/**
 * A whole fight (docs/rules.md 3.9), which only simulation reaches: exchanges between a character and a foe
 * until one side falls, with soak, armor that breaks, patience and the character's shrinking hand.
 */
import { defineAnalysis, simulatedFrom, type AnalysisResult, type Row } from "../../framework/analysis.js";
import { type Estimates } from "../../core/estimate.js";
import { estimatedOutcomeRows, estimatedTable, outcomeBarChart } from "../../framework/estimated-result.js";
import { estimatedMeasure, probabilityColumns, summaryFrom } from "../../framework/measure.js";
import { medianMeasure } from "../../framework/median-measure.js";
import { formatNumber, formatPercent } from "../../framework/format.js";
import { messages } from "../../framework/messages.js";
import { choiceOption, flagOption, integerOption, optionalOption, type ParamsOf } from "../../framework/options.js";
import { playedAttackPower } from "../../models/ultimo/fight.js";
import { FOE_NAMES, FOES, foeOf } from "../../models/ultimo/foes.js";
import { ruleOptions, ruleProblems } from "./rule-options.js";
import { FIGHT_RESULTS, sampleFight, type FightSetup } from "../../models/ultimo/sample/fight.js";
import { foeAttackOption, foeOptions, foeProblems, foeSideOf, queenOption } from "./options.js";
import { citeRules } from "../../framework/rules-citation.js";
import { groupOf, categoryOf, quantityOf } from "../../framework/estimate-lookup.js";
import { fieldOf } from "../../core/checked-index.js";

const fightOptions = {
  limit: integerOption({ label: "Attack power", help: "The character's attack power: ½ STR or AGI + Brawling or Shooting (the card limit).", rules: "3.9", min: 1, max: 10, doc: "the character's attack power: ½ STR or AGI + Brawling or Shooting (the card limit)" }),
  handSize: integerOption({ label: "Hand size", help: "The hand at full health (stamina + 1); one card fewer once wounded.", rules: "3.1", min: 1, max: 10, default: 7, doc: `the hand at full health (stamina + 1, ${citeRules("3.1")}); one card fewer once wounded` }),
  health: integerOption({ label: "Health", rules: "3.9", min: 1, max: 40, default: 8, doc: "the character's health (VIT + Toughness)" }),
  toughness: integerOption({ label: "Toughness", rules: "3.9", min: 0, max: 20, default: 2, doc: "Toughness: the soak that never breaks" }),
  armor: integerOption({ label: "Armor", rules: "3.9", min: 0, max: 20, default: 0, doc: "the armor's value: soak until a hit of at least this much lands" }),
  durable: flagOption({ label: "Durable armor", rules: "3.9", doc: "the armor is durable: once broken it keeps half its soak (rounded down)" }),
  shield: integerOption({ label: "Shield", rules: "3.9", min: 0, max: 20, default: 0, doc: "a shield's armor value (durable, as the seed's shield)" }),
  weapon: integerOption({ label: "Weapon damage", rules: "3.9", min: 0, max: 10, default: 0, doc: "the character's weapon damage" }),
  unconsciousAt: integerOption({ label: "Unconscious at", help: "The character is unconscious at this health or less: 2 (the seed's 'below 2' is 1; 0 for Ironman).", rules: "3.9", min: 0, max: 10, default: 2, doc: `the character is unconscious at this health or less (${citeRules("3.9")}: 2; the seed's 'below 2' is 1; 0 for Ironman)` }),
  foe: foeOptions.foe,
  attack: foeAttackOption("which of the foe's attack powers the fight is played against"),
  foeAttack: foeOptions.attackPower,
  foeHealth: foeOptions.health,
  foeSoak: optionalOption(integerOption({ label: "Custom foe's soak", min: 0, max: 30, doc: "a custom foe's soak (Toughness + armor)" })),
  foeArmor: foeOptions.armor,
  foeWeapon: foeOptions.weapon,
  foePatience: optionalOption(integerOption({ label: "Custom foe's patience", min: 0, max: 50, doc: "a custom foe's patience (0: none)" })),
  patientDefense: flagOption({ label: "Patient Defense", doc: "Horus's Patient Defense: damage that gets through soak comes off the foe's patience before its health, while patience lasts (the Dealer's choice)" }),
  threat: choiceOption(["paid", "none"] as const, { label: "Dealer's threat", rules: "3.9", doc: "an attack power of 12 or more: the Dealer pays 1 threat (paid) or has none and plays 10 (none)", default: "paid" }),
  maxRounds: integerOption({ label: "Most exchanges", min: 1, max: 100, default: 30, doc: "the fight is called undecided after this many exchanges" }),
  queen: queenOption,
  ...ruleOptions,
};
type FightParams = ParamsOf<typeof fightOptions>;

const CUSTOM_FLAGS = "--foe-attack/--foe-health/--foe-soak/--foe-armor/--foe-weapon/--foe-patience";

/** The fight's parameters as the sampler takes them. */
function fightSetup(params: FightParams): FightSetup {
  const side = foeSideOf(params, foeOf({ ...params, foePower: params.foeAttack }));
  return {
    limit: params.limit,
    handSize: params.handSize,
    health: params.health,
    toughness: params.toughness,
    armor: params.armor,
    durable: params.durable,
    shield: params.shield,
    weapon: params.weapon,
    unconsciousAt: params.unconsciousAt,
    ...side,
    // An attack power of 12 or more is played as the Dealer's threat allows (docs/rules.md 3.9).
    difficulty: playedAttackPower(side.difficulty, params.threat),
    patientDefense: params.patientDefense,
    maxRounds: params.maxRounds,
  };
}

/** One line naming both sides of a fight. */
function matchup(setup: FightSetup): string {
  const { foe } = setup;
  const gear = [setup.armor > 0 ? `armor ${setup.armor}${setup.durable ? " (durable)" : ""}` : "", setup.shield > 0 ? `shield ${setup.shield}` : "", `weapon +${setup.weapon}`].filter((part) => part !== "").join(", ");
  return (
    `Attack power ${setup.limit}, hand ${setup.handSize}, health ${setup.health}, Toughness ${setup.toughness}, ${gear} against ` +
    `${foe.name} (health ${foe.health}, soak ${foe.soak}${foe.armor > 0 ? ` incl. armor ${foe.armor}` : ""}${foe.patience > 0 ? `, patience ${foe.patience}${setup.patientDefense ? " with Patient Defense" : ""}` : ""}) at difficulty ${setup.difficulty}` +
    (setup.foeWeapon > 0 ? `, +${setup.foeWeapon} damage` : "")
  );
}

/**
 * The simulated fight as an analysis result: the four results with 95% intervals (the outcomes), P(win),
 * P(unconscious), P(dead), P(foe felled), the mean and median rounds (the median's interval by order statistics) and damage, the rounds distribution as CSV rows,
 * health lost, and their charts. Its figures and rows are the shared measures' (framework/measure.ts). O(rounds + health).
 */
function fightResult(estimates: Estimates, setup: FightSetup): AnalysisResult {
  const outcomes = estimatedOutcomeRows(estimates, "fight");
  const fight = groupOf(estimates, "fight");
  const felled = categoryOf(groupOf(estimates, "foe"), "felled");
  const roundEstimates = Object.entries(groupOf(estimates, "rounds"));
  const rounds = roundEstimates.map(([outcome, e]) => [Number(outcome), estimatedMeasure(e)] as const);
  const lost = Object.entries(groupOf(estimates, "health lost")).map(([outcome, e]) => [Number(outcome), estimatedMeasure(e)] as const);
  // The running share is counted in trials, then divided once: a running sum of the rows' floats can end
  // at 1.0000000000000002 (the invariant properties found it).
  let counted = 0;
  const roundRows: Row[] = rounds.map(([round, measure], i) => {
    const estimate = roundEstimates[i]?.[1];
    counted += estimate?.count ?? 0;
    return { rounds: round, ...probabilityColumns(measure), cumulative: estimate === undefined || estimate.total === 0 ? 0 : counted / estimate.total };
  });
  const lostRows: Row[] = lost.map(([healthLost, measure]) => ({ healthLost, ...probabilityColumns(measure) }));
  const mean = (name: string) => quantityOf(estimates, name);
  const lastRound = [...roundRows].reverse().find((row) => Number(row.count) > 0)?.rounds ?? 1;
  return {
    outcomes,
    ...summaryFrom({
      pWin: estimatedMeasure(categoryOf(fight, "win")),
      pUnconscious: estimatedMeasure(categoryOf(fight, "unconscious")),
      pDead: estimatedMeasure(categoryOf(fight, "dead")),
      pFoeFelled: estimatedMeasure(felled),
      expectedRounds: estimatedMeasure(mean("rounds")),
      medianRounds: medianMeasure(roundEstimates.map(([round, estimate]) => [Number(round), estimate.count] as const)),
      expectedDamageTaken: estimatedMeasure(mean("damageTaken")),
      expectedDamageDealt: estimatedMeasure(mean("damageDealt")),
    }),
    rows: roundRows,
    details: { rounds: roundRows, healthLost: lostRows },
    table: estimatedTable(outcomes, `${matchup(setup)}; simulated, ${estimates.trials} fights`),
    extraTables: [
      {
        title: `Rounds: mean ${formatNumber(mean("rounds").mean)}; damage taken: mean ${formatNumber(mean("damageTaken").mean)}; damage dealt: mean ${formatNumber(mean("damageDealt").mean)}`,
        columns: ["rounds", "P(fight ends then)", "95% interval", "P(over by then)"],
        rows: roundRows
          .filter((row) => Number(row.rounds) <= Math.min(12, Number(lastRound)))
          .map((row) => [String(row.rounds), formatPercent(Number(row.probability)), `${formatPercent(Number(row.low))}–${formatPercent(Number(row.high))}`, formatPercent(Number(row.cumulative))]),
      },
    ],
    charts: [
      outcomeBarChart(outcomes, `Fight against ${setup.foe.name}: how it ends (simulated)`, FIGHT_RESULTS),
      {
        name: "rounds",
        title: `Fight against ${setup.foe.name}: the round it ends (simulated)`,
        kind: "bar",
        data: roundRows.filter((row) => Number(row.rounds) <= Number(lastRound)),
        x: { field: "rounds", title: "rounds", type: "ordinal" },
        y: { field: "probability", title: "probability (95% interval)", type: "quantitative", format: ".0%" },
        interval: { low: "low", high: "high" },
      },
      {
        name: "health-lost",
        title: `Fight against ${setup.foe.name}: the character's health lost (simulated)`,
        kind: "bar",
        data: lostRows,
        x: { field: "healthLost", title: "health lost", type: "ordinal" },
        y: { field: "probability", title: "probability (95% interval)", type: "quantitative", format: ".0%" },
        interval: { low: "low", high: "high" },
      },
    ],
  };
}

/**
 * The report's explanations of a fight run's three charts, from its simulated figures (always "about"):
 * how fights end, when, and what they cost the character of `health`, unconscious at 2 or less. O(rows).
 */
function explainFight(health: number) {
  // A share of simulated fights: never "about 0%" or "about <0.1%".
  const about = (p: number) => (p === 0 ? "none" : p === 1 ? "all" : p < 0.0005 ? "under 0.1%" : p > 0.9995 ? "over 99.9%" : `about ${formatPercent(p)}`);
  const trials = (result: AnalysisResult) => Number(result.rows[0]?.trials ?? 0).toLocaleString("en-US");
  return {
    "": (result: AnalysisResult) => {
      const figure = (name: string) => fieldOf(result.summary, name);
      const [pWin, pUnconscious, pDead] = [figure("pWin"), figure("pUnconscious"), figure("pDead")];
      const lesson =
        pWin < 0.01
          ? "This character practically never wins: for it the foe is a story obstacle to avoid or outwit, not a fight to offer."
          : `So about 1 fight in ${Math.round(1 / Math.max(pDead, 1e-9))} kills the character: that is the price a GM sets by sending this foe.`;
      return (
        `Each bar is the share of ${trials(result)} simulated fights that ended that way (undecided: still going after 30 exchanges), with its 95% interval as a thin tick. ` +
        `Of these the character won ${about(pWin)}, was knocked unconscious in ${about(pUnconscious)} and died in ${about(pDead)}. ${lesson}`
      );
    },
    rounds: (result: AnalysisResult) => {
      const rounds = result.details?.["rounds"] ?? [];
      const mode = rounds.reduce((best, row) => (Number(row.probability) > Number(best.probability) ? row : best));
      const what = "Each bar is the chance that the fight is over after that many exchanges, one side or the other down, with 95% intervals as ticks.";
      return Number(mode.probability) > 0.99
        ? `${what} Every simulated fight ended in exchange ${mode.rounds}: the character is down before it can strike again, so no tactic over several rounds can help it.`
        : `${what} Most end after ${mode.rounds} (${about(Number(mode.probability))}), about ${formatNumber(Number(fieldOf(result.summary, "expectedRounds").toFixed(1)))} on average: budget about that many exchanges of table time per fight with this foe.`;
    },
    "health-lost": (result: AnalysisResult) => {
      const lost = result.details?.["healthLost"] ?? [];
      const share = (test: (lost: number) => boolean) => lost.filter((row) => test(Number(row.healthLost))).reduce((sum, row) => sum + Number(row.probability), 0);
      const unhurt = share((n) => n === 0);
      const down = share((n) => n >= health - 2);
      const lesson =
        unhurt >= 0.5
          ? "Most fights leave no mark, so the danger is a rare bad exchange rather than slow attrition."
          : down >= 0.5
            ? "Most fights end with the character down: this foe is beyond it."
            : "Damage spreads out: the character usually leaves hurt but standing.";
      return (
        `Each bar is the chance that the character ends the fight having lost that much of its ${health} health (unconscious at 2 or less), with 95% intervals. ` +
        `${unhurt === 0 ? "No fight left it unhurt" : `${about(unhurt).replace(/^./, (c) => c.toUpperCase())} of fights left it unhurt`} and ${about(down)} cost ${health - 2} or more, out of the fight. ${lesson}`
      );
    },
  };
}

/** `oddsmith ultimo fight`: a whole fight against a foe, by simulation only. */
export const fightAnalysis = defineAnalysis({
  summary: "a whole fight against a foe (simulated): P(win), P(unconscious), rounds and damage taken",
  rules: ["3.9"],
  options: fightOptions,
  validate: (params) => {
    const custom = [params.foeAttack, params.foeHealth, params.foeSoak, params.foeArmor, params.foeWeapon, params.foePatience].some((value) => value !== undefined);
    const foe = { foe: params.foe, power: params.foeAttack, health: params.foeHealth, soak: params.foeSoak, armor: params.foeArmor, custom };
    const problems = [...ruleProblems(params), ...foeProblems(foe, { custom: CUSTOM_FLAGS, power: "--foe-attack", others: "--foe-soak, --foe-armor, --foe-weapon, --foe-patience" })];
    if (params.patientDefense && foeOf({ ...params, foePower: params.foeAttack }).patience === 0 && (params.foe !== undefined || params.foeHealth !== undefined)) {
      problems.push(messages.refused("--patient-defense", "a foe with patience (horus, or --foe-patience above 0)", params.foe ?? "a custom foe without --foe-patience"));
    }
    if (params.unconsciousAt >= params.health) problems.push(messages.refused("--unconscious-at", `below --health ${params.health}`, params.unconsciousAt));
    return problems;
  },
  sampler: simulatedFrom(fightSetup, sampleFight, fightResult),
  reportRuns: [
    ...FOE_NAMES.map((foe) => ({
      name: `fight-${foe}`,
      title: `A starting character (attack power 5, the seed's yardstick; hand 7; health 8 and Toughness 2 as the example Abomination; heavy leather, armor 3; weapon +2) against the ${FOES[foe].name}, melee, greedy play`,
      params: { limit: 5, armor: 3, weapon: 2, foe },
      monteCarlo: { trials: 100_000, seed: 1 },
      explanations: explainFight(8),
    })),
    {
      name: "fight-horus-veteran",
      title: "A veteran (attack power 9 as the example Abomination, hand 8, health 12, Toughness 4, full plate 7 (durable), shield 2, greatsword +4) against Horus the Corrupted, melee",
      params: { limit: 9, handSize: 8, health: 12, toughness: 4, armor: 7, durable: true, shield: 2, weapon: 4, foe: "horus" },
      monteCarlo: { trials: 100_000, seed: 1 },
      explanations: explainFight(12),
    },
  ],
});
