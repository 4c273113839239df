import type { SamplePlan } from "../../core/analysis.js";
import { addQuantity, tallySlots, type TallyLayout } from "../../core/estimate.js";
import { partialShuffle, type Random } from "../../core/random.js";
import type { PlayerCard } from "./cards.js";
import { checkDifficulties, checkPlay, checkRules } from "./check-setup.js";
import { dealerGroups } from "./dealer.js";
import { challengeOutcome, OUTCOMES, playFacts } from "./outcome.js";
import { pairCards } from "./pairing.js";
import type { ChallengeRules } from "./rules.js";

/** The tally group of one difficulty's outcomes. */
export function difficultyGroup(difficulty: number): string {
  return `difficulty ${difficulty}`;
}

/** The tables a challenge trial reads, built once per plan from the one pairing rule and the one outcome rule. */
interface ChallengeTables {
  readonly cards: number;
  readonly maxDifficulty: number;
  readonly groupCount: number;
  readonly jackGroup: number;
  /** The Dealer's deck as group indices; lower index = laid earlier. */
  readonly deck: Uint8Array;
  readonly fillDeck: () => void;
  /** pairing[i · G + g]: 0 success, 1 failure, 2 cancel of the player's card i against group g. */
  readonly pairing: Uint8Array;
  /** outcome[(((d · W) + S) · W + F) · 2 + jack], W = `width` = max(P, D_max) + 1. */
  readonly outcome: Int8Array;
  readonly width: number;
}

function challengeTables(play: readonly PlayerCard[], rules: ChallengeRules, maxDifficulty: number): ChallengeTables {
  const groups = dealerGroups(rules);
  const groupCount = groups.length;
  const cards = play.length;
  const facts = playFacts(play);
  const deck = new Uint8Array(groups.reduce((sum, group) => sum + group.count, 0));
  const fillDeck = () => {
    let at = 0;
    groups.forEach((group, g) => deck.fill(g, at, (at += group.count)));
  };
  fillDeck();
  const pairing = new Uint8Array(Math.max(1, cards * groupCount));
  for (let i = 0; i < cards; i++) {
    for (let g = 0; g < groupCount; g++) {
      const result = pairCards(play[i]!, groups[g]!, rules);
      pairing[i * groupCount + g] = result === "success" ? 0 : result === "failure" ? 1 : 2;
    }
  }
  const width = Math.max(cards, maxDifficulty) + 1;
  const outcome = new Int8Array((maxDifficulty + 1) * width * width * 2).fill(-1);
  for (let d = 0; d <= maxDifficulty; d++) {
    const rowLength = Math.max(cards, d);
    for (let s = 0; s <= rowLength; s++) {
      for (let f = 0; s + f <= rowLength; f++) {
        for (let jack = 0; jack < 2; jack++) {
          outcome[(((d * width + s) * width + f) << 1) | jack] = challengeOutcome(s, f, rowLength - s - f, d, jack === 1, facts, rules);
        }
      }
    }
  }
  return { cards, maxDifficulty, groupCount, jackGroup: groups.findIndex((group) => group.kind === "jack"), deck, fillDeck, pairing, outcome, width };
}

/** Where a trial's figures go: each difficulty's outcome group (−1 for none), and the three quantities. */
interface ChallengeSlots {
  readonly groupAt: Int32Array;
  readonly successesAt: number;
  readonly failuresAt: number;
  readonly cancelsAt: number;
}

/** One difficulty (the common case): deal, sort the row, pair, tally — nothing per difficulty. */
function runOneDifficulty(tables: ChallengeTables, slots: ChallengeSlots) {
  const { cards, maxDifficulty, groupCount, jackGroup, deck, pairing, outcome, width } = tables;
  const { successesAt, failuresAt, cancelsAt } = slots;
  const deckLength = deck.length;
  const row = new Uint8Array(maxDifficulty + 1);
  const rowLength = Math.max(cards, maxDifficulty);
  const outcomeAt = slots.groupAt[maxDifficulty]!;
  // The pairing table as 0/1 columns, so the hot loop adds instead of branching on random data.
  const successOf = pairing.map((result) => (result === 0 ? 1 : 0));
  const failureOf = pairing.map((result) => (result === 1 ? 1 : 0));
  const paired = cards < maxDifficulty ? cards : maxDifficulty;
  const outcomeBase = maxDifficulty * width;
  return (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      partialShuffle(random, deck, maxDifficulty, deckLength);
      let jack = 0;
      for (let d = 0; d < maxDifficulty; d++) {
        const card = deck[d]!;
        if (card === jackGroup) jack = 1;
        let k = d;
        while (k > 0 && row[k - 1]! > card) {
          row[k] = row[k - 1]!;
          k--;
        }
        row[k] = card;
      }
      let s = cards - paired;
      let f = maxDifficulty - paired;
      for (let i = 0; i < paired; i++) {
        const at = i * groupCount + row[i]!;
        s += successOf[at]!;
        f += failureOf[at]!;
      }
      tally[outcomeAt + outcome[(((outcomeBase + s) * width + f) << 1) | jack]!]!++;
      addQuantity(tally, successesAt, s);
      addQuantity(tally, failuresAt, f);
      addQuantity(tally, cancelsAt, rowLength - s - f);
    }
  };
}

/** Several difficulties: the first d cards of one shuffle are the draw at d, inserted into the sorted row one by one. */
function runEveryDifficulty(tables: ChallengeTables, slots: ChallengeSlots, quantityDifficulty: number) {
  const { cards, maxDifficulty, groupCount, jackGroup, deck, pairing, outcome, width } = tables;
  const { groupAt, successesAt, failuresAt, cancelsAt } = slots;
  const deckLength = deck.length;
  const row = new Uint8Array(maxDifficulty + 1);
  return (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      partialShuffle(random, deck, maxDifficulty, deckLength);
      let jack = 0;
      for (let d = 0; d <= maxDifficulty; d++) {
        if (d > 0) {
          // Insert the d-th drawn card into the sorted row of the first d − 1.
          const card = deck[d - 1]!;
          if (card === jackGroup) jack = 1;
          let k = d - 1;
          while (k > 0 && row[k - 1]! > card) {
            row[k] = row[k - 1]!;
            k--;
          }
          row[k] = card;
        }
        const at = groupAt[d]!;
        if (at < 0) continue;
        const paired = cards < d ? cards : d;
        let s = cards - paired;
        let f = d - paired;
        for (let i = 0; i < paired; i++) {
          const result = pairing[i * groupCount + row[i]!]!;
          if (result === 0) s++;
          else if (result === 1) f++;
        }
        tally[at + outcome[(((d * width + s) * width + f) << 1) | jack]!]!++;
        if (d === quantityDifficulty) {
          addQuantity(tally, successesAt, s);
          addQuantity(tally, failuresAt, f);
          addQuantity(tally, cancelsAt, Math.max(cards, d) - s - f);
        }
      }
    }
  };
}

/**
 * The trial loop of a play against the Dealer (docs/rules.md 3.2–3.5) for each difficulty in `difficulties`:
 * one partial shuffle of the Dealer's deck deals the largest difficulty, and its first d cards are the
 * Dealer's draw at difficulty d (each a uniform d-card draw). The drawn cards are kept sorted into the
 * Dealer's order by insertion as they come, so each difficulty's row is ready in turn. Pairings come from
 * a table built once with `pairCards`, outcomes from a table built once with `challengeOutcome`: the same
 * rule functions as the exact solver, and a trial allocates nothing. Tallies one group per difficulty
 * (the five outcomes) and the quantities successes, failures and cancels of the first difficulty.
 * Cost per trial: O(D_max · (D_max + P)).
 * @throws {OddsmithError} when the play, the rules or a difficulty is not one a challenge can take (checked once, here).
 * @example sampleChallenge(readPlay("K"), DEFAULT_RULES, [1]).layout.groups[0].categories.length // 5
 */
export function sampleChallenge(play: readonly PlayerCard[], rules: ChallengeRules, difficulties: readonly number[]): SamplePlan {
  checkPlay("play", play);
  checkRules(rules);
  checkDifficulties("difficulties", difficulties);
  const tables = challengeTables(play, rules, Math.max(0, ...difficulties));
  const layout: TallyLayout = {
    groups: difficulties.map((difficulty) => ({ name: difficultyGroup(difficulty), categories: [...OUTCOMES] })),
    quantities: ["successes", "failures", "cancels"],
  };
  const named = tallySlots(layout);
  // Which tally group (if any) each difficulty feeds; the quantities follow the first difficulty listed.
  const groupAt = new Int32Array(tables.maxDifficulty + 1).fill(-1);
  for (const difficulty of difficulties) groupAt[difficulty] = named.groupStart(difficultyGroup(difficulty));
  const slots: ChallengeSlots = { groupAt, successesAt: named.quantity("successes"), failuresAt: named.quantity("failures"), cancelsAt: named.quantity("cancels") };
  // The deck's order is the only state a trial leaves behind; the sorted row is rewritten every trial.
  const run = difficulties.length === 1 ? runOneDifficulty(tables, slots) : runEveryDifficulty(tables, slots, difficulties[0] ?? 0);
  return { layout, run, reset: tables.fillDeck };
}
