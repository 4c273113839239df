/**
 * A combat exchange (docs/rules.md 3.9): an attack is a card challenge whose difficulty is the foe's attack
 * power; its successes and failures become damage dealt and taken, reduced by soak.
 */
import { itemAt } from "../../core/checked-index.js";
import { Distribution } from "../../core/distribution.js";
import { ExactSums } from "../../core/exact/exact-sums.js";
import { OddsmithError } from "../../core/errors.js";
import { Rational } from "../../core/exact/rational.js";
import { checkCount } from "./setup-checks.js";
import { CURVE_POLICIES, handPlays } from "./curve.js";
import { damageDealt, damageTaken } from "./damage.js";
import type { Foe } from "./foes.js";
import type { ChallengeRules } from "./rules.js";
import { armorHolds, damageAfterSoak } from "./soak.js";
import { countDealerDraws } from "./solve-challenge.js";
import { OUTCOME_COUNT } from "./outcome.js";
import { f64At } from "../../core/typed-index.js";

/** The exact result of one exchange, before soak. */
export interface Exchange {
  /** Damage the player's attack deals before the foe's soak. */
  readonly dealt: Distribution<number>;
  /** Damage the player takes before the player's soak. */
  readonly taken: Distribution<number>;
}

/**
 * One exchange exactly (docs/rules.md 3.9): a random hand of `handSize` cards played by `policy` with the
 * attack power as card limit, against the foe's attack power as difficulty. Perfect success deals 2 ×
 * (S + weapon) and takes nothing; success, partial and failure deal S + weapon and take F + foe weapon;
 * total failure deals nothing and takes F + foe weapon. Cost: handPlays plus one countChallenge with
 * tallies per distinct play, once per hand, limit, policy, rules and difficulty (exchangeTallies keeps the
 * last few: weapons only relabel the damage).
 * @throws {OddsmithError} when the hand size (1..20), attack power (1..20), a weapon (0..100), the policy, rules, queen value (2..10) or difficulty (0..54) is not one it can take.
 * @example solveExchange(1, 1, 0, 0, "greedy", DEFAULT_RULES, 2, 0).dealt.probability(2).toString() // "8/9"
 */
export function solveExchange(
  handSize: number,
  attackPower: number,
  weapon: number,
  foeWeapon: number,
  policy: (typeof CURVE_POLICIES)[number],
  rules: ChallengeRules,
  queenValue: number,
  difficulty: number,
): Exchange {
  checkCount("weapon", 0, 100, weapon);
  checkCount("foeWeapon", 0, 100, foeWeapon);
  // handPlays checks the hand, the card limit, the policy, the rules, the queen and the difficulty.
  const { tallies, width } = exchangeTallies(handSize, attackPower, policy, rules, queenValue, difficulty);
  const dealt = new Map<number, bigint>();
  const taken = new Map<number, bigint>();
  const add = (map: Map<number, bigint>, damage: number, weight: bigint) => map.set(damage, (map.get(damage) ?? 0n) + weight);
  for (let o = 0; o < OUTCOME_COUNT; o++) {
    for (let s = 0; s < width; s++) {
      for (let f = 0; f <= difficulty; f++) {
        const weight = itemAt(tallies, (o * width + s) * (difficulty + 1) + f);
        if (weight === 0n) continue;
        add(dealt, damageDealt(o, s, weapon), weight);
        add(taken, damageTaken(o, f, foeWeapon), weight);
      }
    }
  }
  return { dealt: Distribution.fromWeights([...dealt]), taken: Distribution.fromWeights([...taken]) };
}

/** The last exchanges' tallies by their parameters (the audit and the attack runs ask the same ones, with other weapons). */
const tallied = new Map<string, { tallies: bigint[]; width: number }>();
const TALLIED_KEPT = 8;

/**
 * Forgets the memoised exchange tallies (the bench times a cold exchange with it). O(1).
 * @example forgetExchanges() // undefined
 */
export function forgetExchanges(): void {
  tallied.clear();
}

/**
 * Σ over every hand's play of deals × the Dealer draws giving outcome o with S successes and F failures:
 * tallies[(o · width + S) · (difficulty + 1) + F], width = cards played + 1; memoised by its parameters.
 * Cost: handPlays plus one countChallenge with tallies per distinct play (exact sums in float limbs).
 */
function exchangeTallies(handSize: number, limit: number, policy: (typeof CURVE_POLICIES)[number], rules: ChallengeRules, queenValue: number, difficulty: number): { tallies: bigint[]; width: number } {
  const key = JSON.stringify([handSize, limit, policy, rules, queenValue, difficulty]);
  const known = tallied.get(key);
  if (known !== undefined) return known;
  const plays = handPlays(handSize, limit, policy, rules, queenValue, difficulty);
  const width = Math.max(1, ...plays.map(({ play }) => play.length)) + 1;
  const row = difficulty + 1;
  const sums = new ExactSums(OUTCOME_COUNT * width * row);
  for (const { play, deals } of plays) {
    const cards = play.length + 1;
    const histogram = new Float64Array((difficulty + 1) * OUTCOME_COUNT * cards * row);
    countDealerDraws(play, rules, difficulty, histogram);
    for (let o = 0; o < OUTCOME_COUNT; o++)
      for (let s = 0; s < cards; s++)
        for (let f = 0; f <= difficulty; f++) sums.add((o * width + s) * row + f, deals, f64At(histogram, ((difficulty * OUTCOME_COUNT + o) * cards + s) * row + f));
  }
  const result = { tallies: sums.values(), width };
  tallied.set(key, result);
  if (tallied.size > TALLIED_KEPT) {
    const oldest = tallied.keys().next();
    if (oldest.done !== true) tallied.delete(oldest.value);
  }
  return result;
}

/** How many attacks it takes to defeat the foe, exactly, as far as `maxAttacks`. */
export interface AttacksToDefeat {
  /** P(defeated by attack n), n = 1..maxAttacks. */
  readonly byAttack: readonly Rational[];
  /** E[attacks], or undefined when the player can never bring the foe down. */
  readonly expected: Rational | undefined;
}

/**
 * Attacks needed to bring the foe's health to 0 (docs/rules.md 3.9), each attack an independent exchange with
 * a fresh random hand (a stated simplification: the session simulation keeps the real deck). Damage is
 * reduced by the soak; the armor part of the soak is lost after the first hit whose damage before soak
 * is at least the armor value. A Markov chain on (damage so far, armor intact): E[attacks] by backward
 * substitution, P(defeated by n) by forward steps in integers over the n-th power of the damage weights'
 * total (one reduced fraction per attack, not one per step). O(health² × damage values + maxAttacks ×
 * health × damage values).
 * @throws {OddsmithError} when `dealt` is not a Distribution of damages, or the foe's health (1..1000), soak (0..1000), armor (0..soak) or maxAttacks (1..1000) is out of range.
 * @example attacksToDefeat(Distribution.fromWeights([[3, 1n]]), { health: 7, soak: 0, armor: 0 }, 3).byAttack.map((p) => p.toString()) // ["0/1", "0/1", "1/1"]
 */
export function attacksToDefeat(dealt: Distribution<number>, foe: Pick<Foe, "health" | "soak" | "armor">, maxAttacks: number): AttacksToDefeat {
  if (!(dealt instanceof Distribution)) throw new OddsmithError("dealt", "a Distribution of damage dealt (solveExchange(…).dealt)", dealt);
  checkCount("foe.health", 1, 1000, foe.health);
  checkCount("foe.soak", 0, 1000, foe.soak);
  checkCount("foe.armor", 0, foe.soak, foe.armor);
  checkCount("maxAttacks", 1, 1000, maxAttacks);
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
  const byAttack = defeatedBy(dealt, health, foe.armor > 0, next, maxAttacks);
  return { byAttack, expected: expected.get(key(0, foe.armor > 0)) };
}

/**
 * P(defeated by attack n), n = 1..maxAttacks, by forward steps of the chain on (damage so far, armor
 * intact): each state's mass an integer over T^n (T the damage weights' total), so a step makes bigint
 * products and sums only, and each attack one reduced fraction. O(maxAttacks × health × damage values).
 */
function defeatedBy(
  dealt: Distribution<number>,
  health: number,
  armored: boolean,
  next: (damage: number, intact: boolean, raw: number) => { damage: number; intact: boolean },
  maxAttacks: number,
): Rational[] {
  const total = dealt.total;
  const hits = dealt.outcomes.map((outcome, i) => ({ outcome, weight: dealt.weightAt(i) }));
  // State d · 2 + intact; masses over T^attack.
  let mass = new Map<number, bigint>([[armored ? 1 : 0, 1n]]);
  let defeated = 0n;
  let scale = 1n;
  const byAttack: Rational[] = [];
  for (let attack = 1; attack <= maxAttacks; attack++) {
    const after = new Map<number, bigint>();
    defeated *= total;
    scale *= total;
    for (const [state, p] of mass) {
      for (const { outcome, weight } of hits) {
        const to = next(state >> 1, (state & 1) === 1, outcome);
        const w = p * weight;
        if (to.damage >= health) defeated += w;
        else {
          const key = to.damage * 2 + (to.intact ? 1 : 0);
          after.set(key, (after.get(key) ?? 0n) + w);
        }
      }
    }
    mass = after;
    byAttack.push(Rational.of(defeated, scale));
  }
  return byAttack;
}

