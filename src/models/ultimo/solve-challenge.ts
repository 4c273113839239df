/**
 * The exact card challenge (docs/rules.md 3.2–3.5): a play against every Dealer draw of each difficulty,
 * counted by a dynamic programme over the Dealer's groups (float64 counts, exact below 2^53).
 */
import { itemAt } from "../../core/checked-index.js";
import { BINOMIAL_TABLE, BINOMIAL_TABLE_MAX, binomialNumber } from "../../core/combinatorics.js";
import { Distribution } from "../../core/distribution.js";
import { Rational } from "../../core/exact/rational.js";
import type { PlayerCard } from "./cards.js";
import { checkCount, checkDifficulties, checkPlay, checkRules, DEALER_DECK_SIZE } from "./setup-checks.js";
import { dealerGroups, type DealerGroup } from "./dealer.js";
import { challengeOutcome, OUTCOMES, playFacts, type ChallengeOutcome, type PlayFacts, OUTCOME_COUNT } from "./outcome.js";
import { pairCards, unpairedFailures, unpairedSuccesses } from "./pairing.js";
import type { ChallengeRules } from "./rules.js";
import { f64Add, f64At, i32At, i8At } from "../../core/typed-index.js";

/** Outcome counts of one play against every difficulty 0..maxDifficulty. */
export interface ChallengeCounts {
  readonly maxDifficulty: number;
  /** counts[d * OUTCOME_COUNT + o]: how many d-card Dealer draws give OUTCOMES[o]; exact integers (each below 2^53). */
  readonly counts: Float64Array;
  /** totals[d] = C(Dealer deck size, d), the number of d-card draws. */
  readonly totals: Float64Array;
}

/**
 * Where the tallies of every draw go when they are wanted (expectations, damage): the draws of d cards
 * giving OUTCOMES[o] with S successes and F failures are tallies[((d · 5 + o) · (P+1) + S) · (max+1) + F].
 */
export type TallyHistogram = Float64Array;

/** The tables and accumulators of one countChallenge pass. */
interface DrawCount {
  readonly cards: number;
  readonly maxDifficulty: number;
  readonly width: number;
  readonly histogramRow: number;
  readonly facts: PlayFacts;
  readonly rules: ChallengeRules;
  /** cumulativeS[g · width + i]: successes (failures) of the play's first i cards against group g. */
  readonly cumulativeS: Int32Array;
  readonly cumulativeF: Int32Array;
  /** Cards left in groups g.., and those of them that are not jacks. */
  readonly left: Int32Array;
  readonly leftWithoutJacks: Int32Array;
  readonly counts: Float64Array;
  /** The outcome of each (difficulty, S, F, jack), worked out once per play on first use (−1 before). */
  readonly outcomeOf: Int8Array;
  readonly tallies: TallyHistogram | undefined;
}

function drawCount(play: readonly PlayerCard[], rules: ChallengeRules, groups: readonly DealerGroup[], maxDifficulty: number, tallies: TallyHistogram | undefined): DrawCount {
  const groupCount = groups.length;
  const cards = play.length;
  const width = cards + 1;
  const cumulativeS = new Int32Array(groupCount * width);
  const cumulativeF = new Int32Array(groupCount * width);
  for (let g = 0; g < groupCount; g++) {
    for (let i = 0; i < cards; i++) {
      const result = pairCards(itemAt(play, i), itemAt(groups, g), rules);
      cumulativeS[g * width + i + 1] = i32At(cumulativeS, g * width + i) + (result === "success" ? 1 : 0);
      cumulativeF[g * width + i + 1] = i32At(cumulativeF, g * width + i) + (result === "failure" ? 1 : 0);
    }
  }
  const left = new Int32Array(groupCount + 1);
  const leftWithoutJacks = new Int32Array(groupCount + 1);
  for (let g = groupCount - 1; g >= 0; g--) {
    left[g] = i32At(left, g + 1) + itemAt(groups, g).count;
    leftWithoutJacks[g] = i32At(leftWithoutJacks, g + 1) + (itemAt(groups, g).kind === "jack" ? 0 : itemAt(groups, g).count);
  }
  const histogramRow = maxDifficulty + 1;
  return {
    cards,
    maxDifficulty,
    width,
    histogramRow,
    facts: playFacts(play),
    rules,
    cumulativeS,
    cumulativeF,
    left,
    leftWithoutJacks,
    counts: new Float64Array((maxDifficulty + 1) * OUTCOME_COUNT),
    outcomeOf: new Int8Array((maxDifficulty + 1) * width * histogramRow * 2).fill(-1),
    tallies,
  };
}

/** Adds `ways` draws of `difficulty` cards ending with S successes, F failures and a jack drawn or not. */
function recordDraws(count: DrawCount, difficulty: number, s: number, f: number, jack: boolean, ways: number): void {
  const { width, histogramRow, outcomeOf, tallies } = count;
  const key = ((difficulty * width + s) * histogramRow + f) * 2 + (jack ? 1 : 0);
  let outcome = i8At(outcomeOf, key);
  if (outcome < 0) outcomeOf[key] = outcome = challengeOutcome(s, f, Math.max(count.cards, difficulty) - s - f, difficulty, jack, count.facts, count.rules);
  f64Add(count.counts, difficulty * OUTCOME_COUNT + outcome, ways);
  if (tallies !== undefined) f64Add(tallies, ((difficulty * OUTCOME_COUNT + outcome) * width + s) * histogramRow + f, ways);
}

/** The Dealer's row has passed the player's: the next j cards, from groups g.., are unpaired failures. */
function recordBeyondRow(count: DrawCount, position: number, s: number, f: number, jack: boolean, ways: number, g: number): void {
  const B = BINOMIAL_TABLE;
  const stride = BINOMIAL_TABLE_MAX + 1;
  const { left, leftWithoutJacks, cards, maxDifficulty } = count;
  const allRow = i32At(left, g) * stride;
  const withoutJackRow = i32At(leftWithoutJacks, g) * stride;
  for (let j = 0; position + j <= maxDifficulty; j++) {
    const all = f64At(B, allRow + j);
    if (all === 0) break;
    const difficulty = position + j;
    const failures = f + unpairedFailures(cards, difficulty);
    if (jack) recordDraws(count, difficulty, s, failures, true, ways * all);
    else {
      const withoutJack = j <= i32At(leftWithoutJacks, g) ? f64At(B, withoutJackRow + j) : 0;
      if (withoutJack > 0) recordDraws(count, difficulty, s, failures, false, ways * withoutJack);
      if (all > withoutJack) recordDraws(count, difficulty, s, failures, true, ways * (all - withoutJack));
    }
  }
}

/**
 * Draws k = 1..n cards of group g from every state inside the player's row: state[((position · width + s) ·
 * width + f) · 2 + jack]. Positions descending, so each state takes this group once (its targets lie
 * further on); draws that pass the row are finished in closed form.
 */
function drawGroup(count: DrawCount, state: Float64Array, group: DealerGroup, g: number): void {
  const B = BINOMIAL_TABLE;
  const stride = BINOMIAL_TABLE_MAX + 1;
  const { cards, width, maxDifficulty, cumulativeS, cumulativeF } = count;
  const n = group.count;
  const drawsJack = group.kind === "jack";
  for (let position = cards - 1; position >= 0; position--) {
    for (let s = 0; s <= position; s++) {
      for (let f = 0; s + f <= position; f++) {
        for (let jackBit = 0; jackBit < 2; jackBit++) {
          const weight = f64At(state, ((position * width + s) * width + f) * 2 + jackBit);
          if (weight === 0) continue;
          const jack = jackBit === 1 || drawsJack;
          for (let k = 1; k <= n && position + k <= maxDifficulty; k++) {
            const ways = weight * f64At(B, n * stride + k);
            const to = position + k;
            const end = to < cards ? to : cards;
            const s2 = s + i32At(cumulativeS, g * width + end) - i32At(cumulativeS, g * width + position);
            const f2 = f + i32At(cumulativeF, g * width + end) - i32At(cumulativeF, g * width + position);
            if (to < cards) f64Add(state, ((to * width + s2) * width + f2) * 2 + (jack ? 1 : 0), ways);
            else recordBeyondRow(count, to, s2, f2, jack, ways, g + 1);
          }
        }
      }
    }
  }
}

/** Draws that end inside the player's row: the player's remaining cards are unpaired successes. */
function recordShortDraws(count: DrawCount, state: Float64Array): void {
  const { cards, width, maxDifficulty } = count;
  for (let position = 0; position < cards && position <= maxDifficulty; position++) {
    for (let s = 0; s <= position; s++) {
      for (let f = 0; s + f <= position; f++) {
        for (let jackBit = 0; jackBit < 2; jackBit++) {
          const weight = f64At(state, ((position * width + s) * width + f) * 2 + jackBit);
          if (weight !== 0) recordDraws(count, position, s + unpairedSuccesses(cards, position), f, jackBit === 1, weight);
        }
      }
    }
  }
}

/**
 * Counts, exactly, the Dealer draws of every size 0..maxDifficulty by the outcome they give the play
 * (docs/rules.md 3.2–3.5), in one pass: a dynamic programme over the Dealer's groups in the Dealer's order
 * (jokers, aces, tens and kings, 9..2, jacks), drawing k of a group's n cards in C(n, k) ways. The state
 * is (cards drawn so far = the position reached, successes, failures, a jack drawn?) while the position is
 * inside the player's row; once the Dealer's cards pass the row, every further card is an unpaired failure,
 * so the rest is counted in closed form by C(cards left, j). Counts are integers below C(54, 27) < 2^53, so
 * float64 holds them exactly and the inner loop allocates nothing. Cost: O(G · P³ · n · D) for G groups,
 * P played cards, group size n ≤ 8 and D = maxDifficulty; a 7-card play against 0..20 is ~10⁵ steps.
 * @throws {OddsmithError} when the play, the rules or maxDifficulty (0..54) is not one a challenge can take.
 * @example countChallenge(readPlay("A"), DEFAULT_RULES, 1).counts.slice(5, 10).join(",") // "46,0,8,0,0"
 */
export function countChallenge(play: readonly PlayerCard[], rules: ChallengeRules, maxDifficulty: number, tallies?: TallyHistogram): ChallengeCounts {
  checkPlay("play", play);
  checkRules(rules);
  checkCount("maxDifficulty", 0, DEALER_DECK_SIZE, maxDifficulty);
  return countDealerDraws(play, rules, maxDifficulty, tallies);
}

/**
 * countChallenge without the entry checks, for the solvers that call it once per candidate play with
 * setups they have checked themselves. Same cost.
 * @example countDealerDraws(readPlay("A"), DEFAULT_RULES, 1).totals[1] // 54
 */
export function countDealerDraws(play: readonly PlayerCard[], rules: ChallengeRules, maxDifficulty: number, tallies?: TallyHistogram): ChallengeCounts {
  const groups = dealerGroups(rules);
  const count = drawCount(play, rules, groups, maxDifficulty, tallies);
  const deckSize = i32At(count.left, 0);
  const totals = new Float64Array(maxDifficulty + 1);
  for (let d = 0; d <= maxDifficulty; d++) totals[d] = binomialNumber(deckSize, d);
  const cards = play.length;
  const state = new Float64Array(Math.max(cards, 1) * count.width * count.width * 2);
  if (cards === 0) recordBeyondRow(count, 0, 0, 0, false, 1, 0);
  else state[0] = 1;
  groups.forEach((group, g) => drawGroup(count, state, group, g));
  recordShortDraws(count, state);
  return { maxDifficulty, counts: count.counts, totals };
}

/** The exact answer for one play at one difficulty. */
export interface ChallengeSolution {
  readonly difficulty: number;
  readonly outcomes: Distribution<ChallengeOutcome>;
  readonly pSuccessOrBetter: Rational;
  readonly expectedSuccesses: Rational;
  readonly expectedFailures: Rational;
  readonly expectedCancels: Rational;
}

/**
 * Solves a play exactly at each difficulty asked (docs/rules.md 3.2–3.5): the outcome distribution with every
 * outcome listed (zero weights kept out of the Distribution but shown as 0 by the analyses), P(success or
 * better) and the expected tallies. One countChallenge pass serves every difficulty: O(G · P³ · n · D_max)
 * plus O(D_max · P) bigint sums per difficulty asked.
 * @throws {OddsmithError} when the play, the rules or a difficulty (0..54) is not one a challenge can take.
 * @example solveChallenge(readPlay("K,9"), DEFAULT_RULES, [0])[0].outcomes.probability("perfect-success").toString() // "1/1"
 */
export function solveChallenge(play: readonly PlayerCard[], rules: ChallengeRules, difficulties: readonly number[]): ChallengeSolution[] {
  checkPlay("play", play);
  checkRules(rules);
  checkDifficulties("difficulties", difficulties);
  const maxDifficulty = Math.max(0, ...difficulties);
  const histogramRow = maxDifficulty + 1;
  const width = play.length + 1;
  const tallies = new Float64Array((maxDifficulty + 1) * OUTCOME_COUNT * width * histogramRow);
  const { counts, totals } = countDealerDraws(play, rules, maxDifficulty, tallies);
  return difficulties.map((difficulty) => {
    const total = BigInt(f64At(totals, difficulty));
    const outcomes = Distribution.fromWeights(OUTCOMES.map((outcome, o) => [outcome, BigInt(f64At(counts, difficulty * OUTCOME_COUNT + o))] as const));
    let successSum = 0n;
    let failureSum = 0n;
    let cancelSum = 0n;
    for (let i = 0; i < OUTCOME_COUNT * width; i++) {
      const s = i % width;
      for (let f = 0; f <= maxDifficulty; f++) {
        const ways = f64At(tallies, ((difficulty * OUTCOME_COUNT) * width + i) * histogramRow + f);
        if (ways === 0) continue;
        const weight = BigInt(ways);
        successSum += weight * BigInt(s);
        failureSum += weight * BigInt(f);
        cancelSum += weight * BigInt(Math.max(play.length, difficulty) - s - f);
      }
    }
    return {
      difficulty,
      outcomes,
      pSuccessOrBetter: Rational.of(BigInt(f64At(counts, difficulty * OUTCOME_COUNT) + f64At(counts, difficulty * OUTCOME_COUNT + 1)), total),
      expectedSuccesses: Rational.of(successSum, total),
      expectedFailures: Rational.of(failureSum, total),
      expectedCancels: Rational.of(cancelSum, total),
    };
  });
}
