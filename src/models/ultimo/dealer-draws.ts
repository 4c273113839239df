/**
 * The Dealer's draws counted in exact integers of any size (docs/rules.md 3.2–3.5): the counter behind
 * several Dealer decks, a designer's deck of more than 54 cards, and Know Thy Enemy's seen cards, where the
 * float64 counter of solve-challenge.ts would pass 2^53 or has no seen cards to hold.
 */
import { addBigAt, itemAt } from "../../core/checked-index.js";
import { binomial } from "../../core/combinatorics.js";
import type { PlayerCard } from "./cards.js";
import { dealerGroups, type DealerGroup } from "./dealer.js";
import { challengeOutcome, playFacts, OUTCOME_COUNT } from "./outcome.js";
import { pairCards, unpairedFailures, unpairedSuccesses } from "./pairing.js";
import type { ChallengeRules } from "./rules.js";
import { i32At } from "../../core/typed-index.js";

/** A row's outcome counts over the Dealer's draws of every size, with the tallies' sums. */
export interface ExactDrawCounts {
  readonly maxDifficulty: number;
  /** counts[d · 5 + o]: draws of d cards (the seen ones among them) giving OUTCOMES[o]. */
  readonly counts: readonly bigint[];
  /** totals[d]: every such draw, C(deck − seen, d − seen); 0 when d is below the seen cards. */
  readonly totals: readonly bigint[];
  /** Σ successes, failures and cancels over the draws of d cards (unpaired cards included). */
  readonly successSums: readonly bigint[];
  readonly failureSums: readonly bigint[];
  readonly cancelSums: readonly bigint[];
}

/** Successes and failures of the row's cards from..to−1 against a Dealer group, as prefix sums per group. */
function pairingSums(play: readonly PlayerCard[], groups: readonly DealerGroup[], rules: ChallengeRules): { s: Int32Array; f: Int32Array } {
  const width = play.length + 1;
  const s = new Int32Array(groups.length * width);
  const f = new Int32Array(groups.length * width);
  groups.forEach((group, g) => {
    play.forEach((card, i) => {
      const result = pairCards(card, group, rules);
      s[g * width + i + 1] = i32At(s, g * width + i) + (result === "success" ? 1 : 0);
      f[g * width + i + 1] = i32At(f, g * width + i) + (result === "failure" ? 1 : 0);
    });
  });
  return { s, f };
}

/**
 * Counts, exactly in bigint, the Dealer draws of every size 0..maxDifficulty by the outcome they give the
 * row (docs/rules.md 3.2–3.5), given the Dealer cards already seen (`seen[g]` of group g, Know Thy Enemy
 * 3.7; none by default): a dynamic programme over the Dealer's groups in the Dealer's order, where a group
 * adds its seen cards and k more of the rest in C(rest, k) ways. State: (cards laid, successes and failures
 * inside the player's row, a jack drawn?); beyond the row every Dealer card is an unpaired failure.
 * Cost: O(G · D · P² · n) bigint steps for G groups, D = maxDifficulty, P cards played, n cards a group.
 * @throws {RangeError} when `seen` names more cards of a group than it holds (callers check it).
 * @example countDrawsExactly(readPlay("A"), DEFAULT_RULES, 1).counts.slice(5, 10).join(",") // "46,0,8,0,0"
 */
export function countDrawsExactly(play: readonly PlayerCard[], rules: ChallengeRules, maxDifficulty: number, seen: readonly number[] = []): ExactDrawCounts {
  const groups = dealerGroups(rules);
  const cards = play.length;
  const width = cards + 1;
  const { s: sumS, f: sumF } = pairingSums(play, groups, rules);
  const at = (p: number, s: number, f: number, jack: number) => ((p * width + s) * width + f) * 2 + jack;
  let state: bigint[] = new Array<bigint>((maxDifficulty + 1) * width * width * 2).fill(0n);
  state[0] = 1n;
  groups.forEach((group, g) => {
    const forced = seen[g] ?? 0;
    const rest = group.count - forced;
    if (rest < 0) throw new RangeError(`seen ${forced} of a group of ${group.count}`);
    const ways = Array.from({ length: rest + 1 }, (_, k) => binomial(rest, k));
    const next: bigint[] = new Array<bigint>(state.length).fill(0n);
    for (let p = 0; p <= maxDifficulty; p++) {
      for (let s = 0; s <= cards; s++) {
        for (let f = 0; s + f <= cards; f++) {
          for (let jack = 0; jack < 2; jack++) {
            const weight = itemAt(state, at(p, s, f, jack));
            if (weight === 0n) continue;
            for (let k = 0; k <= rest && p + forced + k <= maxDifficulty; k++) {
              const to = p + forced + k;
              const from = Math.min(p, cards);
              const end = Math.min(to, cards);
              const s2 = s + i32At(sumS, g * width + end) - i32At(sumS, g * width + from);
              const f2 = f + i32At(sumF, g * width + end) - i32At(sumF, g * width + from);
              const jack2 = jack === 1 || (group.kind === "jack" && to > p) ? 1 : 0;
              addBigAt(next, at(to, s2, f2, jack2), weight * itemAt(ways, k));
            }
          }
        }
      }
    }
    state = next;
  });
  return tallyStates(state, play, rules, maxDifficulty, groups, seen);
}

/** The finished states as outcome counts and tally sums per difficulty. */
function tallyStates(state: readonly bigint[], play: readonly PlayerCard[], rules: ChallengeRules, maxDifficulty: number, groups: readonly DealerGroup[], seen: readonly number[]): ExactDrawCounts {
  const cards = play.length;
  const width = cards + 1;
  const facts = playFacts(play);
  const zeros = () => new Array<bigint>(maxDifficulty + 1).fill(0n);
  const counts = new Array<bigint>((maxDifficulty + 1) * OUTCOME_COUNT).fill(0n);
  const [successSums, failureSums, cancelSums] = [zeros(), zeros(), zeros()];
  for (let d = 0; d <= maxDifficulty; d++) {
    for (let s = 0; s <= cards; s++) {
      for (let f = 0; s + f <= cards; f++) {
        for (let jack = 0; jack < 2; jack++) {
          const weight = itemAt(state, ((d * width + s) * width + f) * 2 + jack);
          if (weight === 0n) continue;
          const successes = s + unpairedSuccesses(cards, d);
          const failures = f + unpairedFailures(cards, d);
          const cancels = Math.max(cards, d) - successes - failures;
          addBigAt(counts, d * OUTCOME_COUNT + challengeOutcome(successes, failures, cancels, d, jack === 1, facts, rules), weight);
          addBigAt(successSums, d, weight * BigInt(successes));
          addBigAt(failureSums, d, weight * BigInt(failures));
          addBigAt(cancelSums, d, weight * BigInt(cancels));
        }
      }
    }
  }
  const seenCount = seen.reduce((sum, n) => sum + n, 0);
  const deck = groups.reduce((sum, group) => sum + group.count, 0) - seenCount;
  const totals = Array.from({ length: maxDifficulty + 1 }, (_, d) => (d < seenCount ? 0n : binomial(deck, d - seenCount)));
  return { maxDifficulty, counts, totals, successSums, failureSums, cancelSums };
}
