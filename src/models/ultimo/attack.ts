/**
 * A combat exchange (docs/rules.md 3.9): an attack is a card challenge whose difficulty is the foe's attack
 * power; its successes and failures become damage dealt and taken, reduced by soak.
 */
import { Distribution } from "../../core/distribution.js";
import { OddsmithError } from "../../core/errors.js";
import { Rational } from "../../core/rational.js";
import { checkCount } from "./check-setup.js";
import { CURVE_POLICIES, handPlays } from "./curve.js";
import { damageDealt, damageTaken } from "./damage.js";
import type { Foe } from "./foes.js";
import type { ChallengeRules } from "./rules.js";
import { armorHolds, damageAfterSoak } from "./soak.js";
import { countDealerDraws } from "./solve-challenge.js";

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
 * tallies per distinct play.
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
  const dealt = new Map<number, bigint>();
  const taken = new Map<number, bigint>();
  const add = (map: Map<number, bigint>, damage: number, weight: bigint) => map.set(damage, (map.get(damage) ?? 0n) + weight);
  for (const { play, deals } of handPlays(handSize, attackPower, policy, rules, queenValue, difficulty)) {
    const width = play.length + 1;
    const row = difficulty + 1;
    const tallies = new Float64Array((difficulty + 1) * 5 * width * row);
    countDealerDraws(play, rules, difficulty, tallies);
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
 * Attacks needed to bring the foe's health to 0 (docs/rules.md 3.9), each attack an independent exchange with
 * a fresh random hand (a stated simplification: the session simulation keeps the real deck). Damage is
 * reduced by the soak; the armor part of the soak is lost after the first hit whose damage before soak
 * is at least the armor value. A Markov chain on (damage so far, armor intact): E[attacks] by backward
 * substitution, P(defeated by n) by forward steps. O(health² × damage values + maxAttacks × health ×
 * damage values).
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
