/**
 * One challenge of a simulated session (docs/rules.md 3.2–3.5): the Dealer draws `difficulty` cards from a
 * fresh deck and lays them, the player's row (as pair classes) is paired against them, and the tallies
 * become an outcome. The pairing rule is read once into a table, the outcome rule on first use of each
 * (difficulty, cards played, S, F, Dealer jack, facts).
 */
import { partialShuffle, type Random } from "../../../core/random.js";
import { dealerGroups } from "../dealer.js";
import { challengeOutcome, type PlayFacts } from "../outcome.js";
import { pairCards } from "../pairing.js";
import type { ChallengeRules } from "../rules.js";
import { CLASS_COUNT, classCard } from "./session-cards.js";
import { outside } from "../../../core/typed-index.js";

/** A row's facts from their bits (jack 1, joker 2, big joker 4). */
const FACTS_OF: readonly PlayFacts[] = Array.from({ length: 8 }, (_, bits) => ({ playedJack: (bits & 1) !== 0, playedJoker: (bits & 2) !== 0, autoFail: (bits & 4) !== 0 }));

/** The Dealer's deck and the pairing and outcome tables of one plan; its scratch arrays are reused. */
export class SessionChallenges {
  private readonly groupCount: number;
  private readonly jackGroup: number;
  /** pairing[class · groups + group]: 0 success, 1 failure, 2 cancel, from the one pairing rule. */
  private readonly pairing: Uint8Array;
  private readonly dealerDeck: Uint8Array;
  private readonly dealerRow: Uint8Array;
  /** Outcome indexes by (difficulty, played, S, F, jack, facts); −1 until first asked. */
  private readonly outcomeTable: Int8Array;
  private readonly width: number;

  /**
   * The tables for challenges up to `maxDifficulty` with up to `maxPlayed` cards played.
   * O(classes · Dealer groups + maxDifficulty · width³).
   */
  constructor(
    private readonly rules: ChallengeRules,
    maxDifficulty: number,
    maxPlayed: number,
  ) {
    const dealer = dealerGroups(rules);
    this.groupCount = dealer.length;
    this.jackGroup = dealer.findIndex((group) => group.kind === "jack");
    this.dealerDeck = new Uint8Array(dealer.reduce((sum, group) => sum + group.count, 0));
    let at = 0;
    dealer.forEach((group, g) => this.dealerDeck.fill(g, at, (at += group.count)));
    this.pairing = new Uint8Array(CLASS_COUNT * this.groupCount);
    for (let c = 0; c < CLASS_COUNT; c++) {
      dealer.forEach((group, g) => {
        const result = pairCards(classCard(c), group, rules);
        this.pairing[c * this.groupCount + g] = result === "success" ? 0 : result === "failure" ? 1 : 2;
      });
    }
    this.dealerRow = new Uint8Array(maxDifficulty + 1);
    this.width = Math.max(maxDifficulty, maxPlayed) + 1;
    this.outcomeTable = new Int8Array((maxDifficulty + 1) * this.width * this.width * this.width * 16).fill(-1);
  }

  /**
   * The outcome (an index into OUTCOMES) of the first `played` pair classes of `row` against `difficulty`
   * cards the Dealer draws from a fresh deck, laid in the Dealer's order; `facts` are the row's bits.
   * O(difficulty²) for the Dealer's row (difficulty is small), allocation-free.
   */
  outcome(random: Random, row: Uint8Array, played: number, difficulty: number, facts: number): number {
    const { dealerDeck, dealerRow, pairing, groupCount, width, outcomeTable } = this;
    partialShuffle(random, dealerDeck, difficulty, dealerDeck.length);
    let jack = 0;
    for (let d = 0; d < difficulty; d++) {
      const card = dealerDeck[d] ?? outside(d, dealerDeck.length);
      if (card === this.jackGroup) jack = 1;
      // Insertion sort into the Dealer's laying order (the groups are numbered in it).
      let k = d;
      for (; k > 0; k--) {
        const before = dealerRow[k - 1] ?? outside(k - 1, dealerRow.length);
        if (before <= card) break;
        dealerRow[k] = before;
      }
      dealerRow[k] = card;
    }
    const paired = played < difficulty ? played : difficulty;
    let s = played - paired;
    let f = difficulty - paired;
    for (let i = 0; i < paired; i++) {
      const pair = (row[i] ?? outside(i, row.length)) * groupCount + (dealerRow[i] ?? outside(i, dealerRow.length));
      const result = pairing[pair] ?? outside(pair, pairing.length);
      if (result === 0) s++;
      else if (result === 1) f++;
    }
    const key = ((((difficulty * width + played) * width + s) * width + f) * 2 + jack) * 8 + facts;
    let outcome = outcomeTable[key] ?? outside(key, outcomeTable.length);
    if (outcome < 0) {
      outcome = challengeOutcome(s, f, Math.max(played, difficulty) - s - f, difficulty, jack === 1, FACTS_OF[facts] ?? outside(facts, FACTS_OF.length), this.rules);
      outcomeTable[key] = outcome;
    }
    return outcome;
  }
}
