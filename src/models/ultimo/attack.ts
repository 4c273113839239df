/**
 * A combat exchange (RULES.md 3.9): an attack is a card challenge whose difficulty is the foe's attack
 * power; its successes and failures become damage dealt and taken, reduced by soak.
 */
import { defineAnalysis, summaryOf, type AnalysisResult, type ChartRequest, type Row } from "../../core/analysis.js";
import { proportionEstimate, type Estimates } from "../../core/estimate.js";
import { Distribution } from "../../core/distribution.js";
import { formatNumber, formatPercent } from "../../core/format.js";
import { messages } from "../../core/messages.js";
import { choiceOption, integerOption, optionalOption, type ParamsOf } from "../../core/options.js";
import { Rational } from "../../core/rational.js";
import { CURVE_POLICIES, curveProblem, handPlays, refuseSampling, samplerPolicyProblems } from "./curve.js";
import { overwhelmingExpertise } from "./outcome.js";
import { queenOption, queenValueOf, ruleOptions, ruleProblems, rulesFrom } from "./options.js";
import { attackCountCategories, sampleAttack, type AttackSetup } from "./sample-attack.js";
import { armorHolds, damageAfterSoak } from "./soak.js";
import { countChallenge } from "./solve-challenge.js";

/** A foe's combat figures (RULES.md 3.9). */
export interface Foe {
  readonly name: string;
  readonly health: number;
  /** Toughness + armor + shield. */
  readonly soak: number;
  /** The part of the soak that is armor, lost once a hit of at least this much lands. */
  readonly armor: number;
  readonly melee: number;
  readonly ranged: number;
  /** The foe's weapon damage, by attack. */
  readonly meleeWeapon: number;
  readonly rangedWeapon: number;
  /** Patience (the seed's "Patience"; 0 for a foe without it: minions). */
  readonly patience: number;
  /** The seed's guideline for attacks survived from attack power 5: minion 1–2, greater minion 3–5, host 10+. */
  readonly guideline: { readonly kind: string; readonly min: number; readonly max: number | undefined };
}

/** The seed's example foes (RULES.md 3.9); weapon damage is 0 where the seed names none; only Horus lists patience (20). */
export const FOES: Readonly<Record<"fanatic" | "cultist" | "horus", Foe>> = {
  fanatic: { name: "Fanatic", health: 6, soak: 1, armor: 0, melee: 6, ranged: 4, meleeWeapon: 0, rangedWeapon: 0, patience: 0, guideline: { kind: "minion", min: 1, max: 2 } },
  cultist: { name: "Cultist", health: 8, soak: 2, armor: 0, melee: 6, ranged: 8, meleeWeapon: 0, rangedWeapon: 0, patience: 0, guideline: { kind: "greater minion", min: 3, max: 5 } },
  horus: { name: "Horus the Corrupted", health: 18, soak: 10, armor: 5, melee: 11, ranged: 15, meleeWeapon: 5, rangedWeapon: 0, patience: 20, guideline: { kind: "host", min: 10, max: undefined } },
};
export const FOE_NAMES = ["fanatic", "cultist", "horus"] as const;

/**
 * Damage the player's attack deals before soak (RULES.md 3.9), from the outcome's index in OUTCOMES: a
 * perfect success deals 2 × (S + weapon), success, partial success and failure S + weapon, total failure
 * nothing. The one copy of the rule: the exact exchange and the samplers call it. O(1).
 * @example damageDealt(0, 3, 2) // 10
 */
export function damageDealt(outcome: number, successes: number, weapon: number): number {
  return outcome === 0 ? 2 * (successes + weapon) : outcome === 4 ? 0 : successes + weapon;
}

/**
 * Damage the player takes before soak (RULES.md 3.9), from the outcome's index in OUTCOMES: nothing on a
 * perfect success, otherwise F + the foe's weapon damage (a total failure adds a major effect, not
 * damage). O(1).
 * @example damageTaken(3, 2, 5) // 7
 */
export function damageTaken(outcome: number, failures: number, foeWeapon: number): number {
  return outcome === 0 ? 0 : failures + foeWeapon;
}

/**
 * The largest damage after soak either side can take in one exchange: 2 × (cards played + weapon) − the
 * foe's soak, or the difficulty + the foe's weapon − the player's soak. The attack's outcomes list every
 * damage from 0 to this, so the exact and the simulated results name the same outcomes. O(1).
 * @example maxExchangeDamage(5, 0, 0, 6, 1, 0) // 9
 */
export function maxExchangeDamage(playable: number, weapon: number, foeWeapon: number, difficulty: number, foeSoak: number, soak: number): number {
  return Math.max(0, 2 * (playable + weapon) - foeSoak, difficulty + foeWeapon - soak);
}

/**
 * The foe an attack or fight faces (RULES.md 3.9): an example foe, or the custom foe its flags describe
 * (soak and armor 0, weapon 0 and no patience unless given). O(1).
 * @example foeOf({ foePower: 4, foeHealth: 6 }).soak // 0
 */
export function foeOf(params: {
  foe?: keyof typeof FOES | undefined;
  foeHealth?: number | undefined;
  foeSoak?: number | undefined;
  foeArmor?: number | undefined;
  foePower?: number | undefined;
  foeWeapon?: number | undefined;
  foePatience?: number | undefined;
}): Foe {
  if (params.foe !== undefined) return FOES[params.foe];
  return {
    name: "custom foe",
    health: params.foeHealth!,
    soak: params.foeSoak ?? 0,
    armor: params.foeArmor ?? 0,
    melee: params.foePower!,
    ranged: params.foePower!,
    meleeWeapon: params.foeWeapon ?? 0,
    rangedWeapon: params.foeWeapon ?? 0,
    patience: params.foePatience ?? 0,
    guideline: { kind: "", min: 0, max: undefined },
  };
}

/** The exact result of one exchange, before soak. */
export interface Exchange {
  /** Damage the player's attack deals before the foe's soak. */
  readonly dealt: Distribution<number>;
  /** Damage the player takes before the player's soak. */
  readonly taken: Distribution<number>;
}

/**
 * One exchange exactly (RULES.md 3.9): a random hand of `handSize` cards played by `policy` with the
 * attack power as card limit, against the foe's attack power as difficulty. Perfect success deals 2 ×
 * (S + weapon) and takes nothing; success, partial and failure deal S + weapon and take F + foe weapon;
 * total failure deals nothing and takes F + foe weapon. Cost: handPlays plus one countChallenge with
 * tallies per distinct play.
 * @example solveExchange(1, 1, 0, 0, "greedy", DEFAULT_RULES, 2, 0).dealt.probability(2).toString() // "8/9"
 */
export function solveExchange(
  handSize: number,
  attackPower: number,
  weapon: number,
  foeWeapon: number,
  policy: (typeof CURVE_POLICIES)[number],
  rules: Parameters<typeof countChallenge>[1],
  queenValue: number,
  difficulty: number,
): Exchange {
  const dealt = new Map<number, bigint>();
  const taken = new Map<number, bigint>();
  const add = (map: Map<number, bigint>, damage: number, weight: bigint) => map.set(damage, (map.get(damage) ?? 0n) + weight);
  for (const { play, deals } of handPlays(handSize, attackPower, policy, rules, queenValue, difficulty)) {
    const width = play.length + 1;
    const row = difficulty + 1;
    const tallies = new Float64Array((difficulty + 1) * 5 * width * row);
    countChallenge(play, rules, difficulty, tallies);
    for (let o = 0; o < 5; o++) {
      for (let s = 0; s < width; s++) {
        for (let f = 0; f <= difficulty; f++) {
          const ways = tallies[((difficulty * 5 + o) * width + s) * row + f]!;
          if (ways === 0) continue;
          const weight = BigInt(deals) * BigInt(ways);
          add(dealt, damageDealt(o, s, weapon), weight);
          add(taken, damageTaken(o, f, foeWeapon), weight);
        }
      }
    }
  }
  return { dealt: Distribution.fromWeights([...dealt]), taken: Distribution.fromWeights([...taken]) };
}

/** How many attacks it takes to defeat the foe, exactly, as far as `maxAttacks`. */
export interface AttacksToDefeat {
  /** P(defeated by attack n), n = 1..maxAttacks. */
  readonly byAttack: readonly Rational[];
  /** E[attacks], or undefined when the player can never bring the foe down. */
  readonly expected: Rational | undefined;
}

/**
 * Attacks needed to bring the foe's health to 0 (RULES.md 3.9), each attack an independent exchange with
 * a fresh random hand (a stated simplification: the session simulation keeps the real deck). Damage is
 * reduced by the soak; the armor part of the soak is lost after the first hit whose damage before soak
 * is at least the armor value. A Markov chain on (damage so far, armor intact): E[attacks] by backward
 * substitution, P(defeated by n) by forward steps. O(health² × damage values + maxAttacks × health ×
 * damage values).
 */
export function attacksToDefeat(dealt: Distribution<number>, foe: Pick<Foe, "health" | "soak" | "armor">, maxAttacks: number): AttacksToDefeat {
  const { health } = foe;
  const hits = dealt.outcomes.map((outcome) => ({ outcome, probability: dealt.probability(outcome) }));
  const effective = (raw: number, intact: boolean) => damageAfterSoak(raw, foe.soak - foe.armor, foe.armor, intact, false);
  const next = (damage: number, intact: boolean, raw: number) => ({ damage: Math.min(health, damage + effective(raw, intact)), intact: intact && armorHolds(raw, foe.armor) });
  // Expected attacks from each state, highest damage first, broken armor before intact.
  const expected = new Map<string, Rational | undefined>();
  const key = (damage: number, intact: boolean) => `${damage}:${intact ? 1 : 0}`;
  for (const intact of foe.armor > 0 ? [false, true] : [false]) {
    for (let damage = health - 1; damage >= 0; damage--) {
      let stay = Rational.ZERO;
      let rest: Rational | undefined = Rational.ONE;
      for (const { outcome, probability } of hits) {
        const to = next(damage, intact, outcome);
        if (to.damage === damage && to.intact === intact) stay = stay.add(probability);
        else if (to.damage < health) {
          const there = expected.get(key(to.damage, to.intact));
          rest = there === undefined || rest === undefined ? undefined : rest.add(probability.multiply(there));
        }
      }
      expected.set(key(damage, intact), stay.compare(Rational.ONE) === 0 || rest === undefined ? undefined : rest.divide(Rational.ONE.subtract(stay)));
    }
  }
  let mass = new Map<string, Rational>([[key(0, foe.armor > 0), Rational.ONE]]);
  let defeated = Rational.ZERO;
  const byAttack: Rational[] = [];
  for (let attack = 1; attack <= maxAttacks; attack++) {
    const after = new Map<string, Rational>();
    for (const [state, p] of mass) {
      const [damage, intactBit] = state.split(":").map(Number) as [number, number];
      for (const { outcome, probability } of hits) {
        const to = next(damage, intactBit === 1, outcome);
        const weight = p.multiply(probability);
        if (to.damage >= health) defeated = defeated.add(weight);
        else after.set(key(to.damage, to.intact), (after.get(key(to.damage, to.intact)) ?? Rational.ZERO).add(weight));
      }
    }
    mass = after;
    byAttack.push(defeated);
  }
  return { byAttack, expected: expected.get(key(0, foe.armor > 0)) };
}

/** The options of `oddsmith ultimo attack`. */
const attackOptions = {
  limit: integerOption({ min: 1, max: 10, doc: "the player's attack power: ½ STR or AGI + Brawling or Shooting (the card limit)" }),
  weapon: integerOption({ min: 0, max: 10, default: 0, doc: "the player's weapon damage" }),
  soak: integerOption({ min: 0, max: 20, default: 0, doc: "the player's soak (Toughness + armor + shield)" }),
  handSize: integerOption({ min: 1, max: 10, default: 7, doc: "the player's hand size (stamina): a random hand from the player's deck" }),
  policy: choiceOption(CURVE_POLICIES, { doc: "how the hand is played (RULES.md 3.8)", default: "greedy" }),
  foe: optionalOption(choiceOption(FOE_NAMES, { doc: "one of the seed's example foes" })),
  attack: choiceOption(["melee", "ranged"] as const, { doc: "which of the foe's attack powers sets the difficulty", default: "melee" }),
  foePower: optionalOption(integerOption({ min: 0, max: 30, doc: "a custom foe's attack power (the difficulty)" })),
  foeWeapon: optionalOption(integerOption({ min: 0, max: 20, doc: "a custom foe's weapon damage" })),
  foeSoak: optionalOption(integerOption({ min: 0, max: 30, doc: "a custom foe's soak" })),
  foeArmor: optionalOption(integerOption({ min: 0, max: 30, doc: "the armor part of a custom foe's soak (lost after a hit of at least this much)" })),
  foeHealth: optionalOption(integerOption({ min: 1, max: 100, doc: "a custom foe's health" })),
  queen: queenOption,
  ...ruleOptions,
};

/** The attack's parameters as the sampler takes them. */
function attackSetup(params: ParamsOf<typeof attackOptions>): AttackSetup {
  const rules = rulesFrom(params);
  const foe = foeOf(params);
  return {
    handSize: params.handSize,
    limit: params.limit,
    weapon: params.weapon,
    soak: params.soak,
    foe,
    difficulty: params.attack === "melee" ? foe.melee : foe.ranged,
    foeWeapon: params.attack === "melee" ? foe.meleeWeapon : foe.rangedWeapon,
    rules,
    queenValue: queenValueOf(params.queen, rules),
    maxAttacks: 20,
  };
}

/**
 * The simulated attack in the exact attack's shape: damage dealt (the outcomes) and taken with 95%
 * intervals, their means, P(defeated by attack n) and the charts. O(damages + attacks).
 */
function sampledAttackResult(estimates: Estimates, setup: AttackSetup): AnalysisResult {
  const dealt = estimates.groups["dealt"]!;
  const taken = estimates.groups["taken"]!;
  const names = Object.keys(dealt);
  const outcomes = names.map((name) => ({
    outcome: name,
    probability: dealt[name]!.probability,
    low: dealt[name]!.low,
    high: dealt[name]!.high,
    count: dealt[name]!.count,
    taken: taken[name]!.probability,
    takenLow: taken[name]!.low,
    takenHigh: taken[name]!.high,
    takenCount: taken[name]!.count,
  }));
  const rows: Row[] = outcomes.map(({ outcome, ...rest }) => ({ damage: Number(outcome.slice("damage-".length)), ...rest }));
  const attacks = estimates.groups["attacks"]!;
  let felled = 0;
  const attackRows: Row[] = attackCountCategories(setup.maxAttacks)
    .slice(0, setup.maxAttacks)
    .map((name, n) => {
      felled += attacks[name]!.count;
      const estimate = proportionEstimate(felled, estimates.trials);
      return { attacks: n + 1, pDefeated: estimate.probability, low: estimate.low, high: estimate.high, count: felled };
    });
  const { foe } = setup;
  const mean = (name: string) => estimates.quantities[name]!;
  const chartData = rows.flatMap((row) => [
    { damage: row.damage, side: "dealt", probability: row.probability },
    { damage: row.damage, side: "taken", probability: row.taken },
  ]);
  return {
    outcomes,
    summary: {
      expectedDealt: mean("dealt").mean,
      expectedDealtLow: mean("dealt").low,
      expectedDealtHigh: mean("dealt").high,
      expectedTaken: mean("taken").mean,
      expectedTakenLow: mean("taken").low,
      expectedTakenHigh: mean("taken").high,
    },
    summaryExact: {},
    rows,
    details: { attacksToDefeat: attackRows },
    table: {
      title: `${foe.name} (health ${foe.health}, soak ${foe.soak}) against attack power ${setup.limit}, weapon +${setup.weapon}, hand ${setup.handSize} (greedy); difficulty ${setup.difficulty}; simulated, ${estimates.trials} trials`,
      columns: ["damage", "P(dealt)", "95% interval", "P(taken)", "95% interval"],
      rows: outcomes
        .filter((o) => o.count > 0 || o.takenCount > 0)
        .map((o) => [
          o.outcome.slice("damage-".length),
          formatPercent(o.probability),
          `${formatPercent(o.low)}–${formatPercent(o.high)}`,
          formatPercent(o.taken),
          `${formatPercent(o.takenLow)}–${formatPercent(o.takenHigh)}`,
        ]),
    },
    extraTables: [
      {
        title: `Attacks to defeat (each with a fresh hand), simulated up to ${setup.maxAttacks}`,
        columns: ["attacks", "P(defeated by then)", "95% interval"],
        rows: attackRows.slice(0, 12).map((row) => [String(row.attacks), formatPercent(Number(row.pDefeated)), `${formatPercent(Number(row.low))}–${formatPercent(Number(row.high))}`]),
      },
    ],
    charts: attackCharts(foe.name, chartData, attackRows, " (simulated)"),
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
 * The report's explanations of an attack run's two charts against an example foe, from the run's own
 * figures: mean damage each way, how often the attack deals nothing, and the attacks it takes to defeat
 * the foe against the seed's guideline (RULES.md 3.9). O(rows).
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
      const dealt = result.summary["expectedDealt"]!;
      const taken = result.summary["expectedTaken"]!;
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
        `${what} Half the time it falls by the ${ordinal(Number(median.attacks))} attack (${one(result.summary["expectedAttacksToDefeat"]!)} expected), so it typically survives ${survived} against the seed's ${range} for a ${foe.guideline.kind}: ` +
        (within ? "the guideline holds for this foe." : `${the} is ${survived > (foe.guideline.max ?? Infinity) ? "tougher than the guideline says for this attacker, but the seed does not say how the attacker is armed: a dagger's +1 may be all it takes (oddsmith audit)" : "weaker than the guideline says for this attacker, so a GM may raise its health or soak"}.`)
      );
    },
  };
}

/** `oddsmith ultimo attack`: one exchange against a foe, and the attacks it takes to defeat it. */
export const attackAnalysis = defineAnalysis({
  game: "ultimo",
  name: "attack",
  summary: "one combat exchange against a foe exactly: damage dealt and taken, and attacks needed to defeat it",
  options: attackOptions,
  validate: (params) => {
    const custom = [params.foePower, params.foeWeapon, params.foeSoak, params.foeHealth, params.foeArmor].some((value) => value !== undefined);
    const problems = ruleProblems(params);
    if (params.foe !== undefined && custom) problems.push(messages.refused("--foe", "either an example foe or --foe-power/--foe-weapon/--foe-soak/--foe-health, not both", params.foe));
    if (params.foe === undefined && (params.foePower === undefined || params.foeHealth === undefined)) {
      problems.push(messages.required("--foe", `one of ${FOE_NAMES.join(", ")}, or --foe-power and --foe-health (with --foe-weapon, --foe-soak, --foe-armor)`));
    }
    if (params.foeArmor !== undefined && params.foeArmor > (params.foeSoak ?? 0)) problems.push(messages.refused("--foe-armor", `at most --foe-soak ${params.foeSoak ?? 0}`, params.foeArmor));
    return problems;
  },
  exactLimits: (params) => {
    // One difficulty costs far less than a curve: only the optimal search over sub-hands needs the limit.
    const tooLarge = params.policy === "optimal" ? curveProblem(params.handSize, params.limit, params.policy) : undefined;
    return tooLarge === undefined ? [] : [messages.refused("--hand-size and --limit", `with --policy ${params.policy}, ${tooLarge}`, `${params.handSize} and ${params.limit}`)];
  },
  run: (params) => {
    const rules = rulesFrom(params);
    const example = params.foe === undefined ? undefined : FOES[params.foe];
    const foe = foeOf(params);
    const difficulty = params.attack === "melee" ? foe.melee : foe.ranged;
    const foeWeapon = params.attack === "melee" ? foe.meleeWeapon : foe.rangedWeapon;
    const exchange = solveExchange(params.handSize, params.limit, params.weapon, foeWeapon, params.policy, rules, queenValueOf(params.queen, rules), difficulty);
    const dealtAfterSoak = exchange.dealt.map((damage) => Math.max(0, damage - foe.soak));
    const takenAfterSoak = exchange.taken.map((damage) => Math.max(0, damage - params.soak));
    const maxAttacks = 40;
    const defeat = attacksToDefeat(exchange.dealt, foe, maxAttacks);
    const damages = [...new Set([...dealtAfterSoak.outcomes, ...takenAfterSoak.outcomes])].sort((a, b) => a - b);
    const maxDamage = maxExchangeDamage(Math.min(params.limit, params.handSize), params.weapon, foeWeapon, difficulty, foe.soak, params.soak);
    const rows: Row[] = damages.map((damage) => ({
      damage,
      dealt: dealtAfterSoak.probability(damage).toNumber(),
      dealtExact: dealtAfterSoak.probability(damage).toString(),
      taken: takenAfterSoak.probability(damage).toNumber(),
      takenExact: takenAfterSoak.probability(damage).toString(),
    }));
    const attackRows: Row[] = defeat.byAttack.map((p, i) => ({ attacks: i + 1, pDefeated: p.toNumber(), exact: p.toString() }));
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
    const figures = summaryOf({ expectedDealt: dealtAfterSoak.mean(), expectedTaken: takenAfterSoak.mean() });
    const chartData = damages.flatMap((damage) => [
      { damage, side: "dealt", probability: dealtAfterSoak.probability(damage).toNumber() },
      { damage, side: "taken", probability: takenAfterSoak.probability(damage).toNumber() },
    ]);
    return {
      // Every damage 0..max, zeros included, so a simulation's outcomes carry the same names.
      outcomes: Array.from({ length: maxDamage + 1 }, (_, damage) => ({
        outcome: `damage-${damage}`,
        probability: dealtAfterSoak.probability(damage).toNumber(),
        exact: dealtAfterSoak.probability(damage).toString(),
        taken: takenAfterSoak.probability(damage).toNumber(),
        takenExact: takenAfterSoak.probability(damage).toString(),
      })),
      // E[attacks] is exact too, but its fraction runs to hundreds of digits: the summary shows the float.
      summary: { ...figures.summary, ...(defeat.expected === undefined ? {} : { expectedAttacksToDefeat: defeat.expected.toNumber() }) },
      summaryExact: figures.summaryExact,
      rows,
      details: { attacksToDefeat: attackRows },
      table: {
        title: `${foe.name} (health ${foe.health}, soak ${foe.soak}) against attack power ${params.limit}, weapon +${params.weapon}, hand ${params.handSize} (${params.policy}); difficulty ${difficulty}`,
        columns: ["damage", "P(dealt)", "P(taken)"],
        rows: damages.map((damage) => [String(damage), formatPercent(dealtAfterSoak.probability(damage).toNumber()), formatPercent(takenAfterSoak.probability(damage).toNumber())]),
      },
      extraTables: [
        ...(offer
          ? [{ title: `Overwhelming expertise (RULES.md 3.6): ${Math.min(params.limit, params.handSize)} playable cards against difficulty ${difficulty} allow a ${offer} without playing; the figures below are for playing.`, columns: [], rows: [] }]
          : []),
        {
          title:
            defeat.expected === undefined
              ? `This attacker can never bring the foe down` + (example ? ` — consistent with the seed's guideline for a ${guideline.kind} (survives ${guideline.min}${guideline.max === undefined ? "+" : `–${guideline.max}`} attacks from attack power 5)` : "") + "."
              : `Attacks to defeat: expected ${formatNumber(defeat.expected.toNumber())}; the median attack survived is ${survivedMedian ?? `more than ${maxAttacks}`}` +
                (verdict ? ` — ${verdict} the seed's guideline for a ${guideline.kind} (survives ${guideline.min}${guideline.max === undefined ? "+" : `–${guideline.max}`} attacks from attack power 5)` : ""),
          columns: ["attacks", "P(defeated by then)"],
          rows: defeat.byAttack.slice(0, 12).map((p, i) => [String(i + 1), formatPercent(p.toNumber())]),
        },
      ],
      charts: attackCharts(foe.name, chartData, attackRows.slice(0, 20)),
    };
  },
  sampleLimits: (params) => samplerPolicyProblems(params.policy),
  sampler: {
    plan: (params) => {
      refuseSampling(samplerPolicyProblems(params.policy));
      return sampleAttack(attackSetup(params));
    },
    result: (estimates, params) => sampledAttackResult(estimates, attackSetup(params)),
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
