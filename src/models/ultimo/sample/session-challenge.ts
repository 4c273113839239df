/**
 * One challenge of a simulated session (docs/rules.md 3.2–3.5): the Dealer draws `difficulty` cards from a
 * fresh deck and lays them, the player's row (as pair classes) is paired against them, and the tallies
 * become an outcome. The pairing rule is read once into a table, the outcome rule on first use of each
 * (difficulty, cards played, S, F, Dealer jack, facts).
 */
import type { Random } from "../../../core/random.js";
import { challengeOutcome, type PlayFacts } from "../outcome.js";
import type { ChallengeRules } from "../rules.js";
import { DealerRow } from "./dealer-row.js";
import { pairingTable } from "./pairing-table.js";
import { CLASS_COUNT, classCard } from "./session-cards.js";
import { outside } from "../../../core/typed-index.js";

/** A row's facts from their bits (jack 1, joker 2, big joker 4). */
const FACTS_OF: readonly PlayFacts[] = Array.from({ length: 8 }, (_, bits) => ({ playedJack: (bits & 1) !== 0, playedJoker: (bits & 2) !== 0, autoFail: (bits & 4) !== 0 }));

/** The Dealer's deck and the pairing and outcome tables of one plan; its scratch arrays are reused. */
export class SessionChallenges {
  private readonly groupCount: number;
  /** pairing[class · groups + group]: 0 success, 1 failure, 2 cancel, from the one pairing rule. */
  private readonly pairing: Uint8Array;
  private readonly dealer: DealerRow;
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
    this.dealer = new DealerRow(rules, maxDifficulty);
    const groups = this.dealer.groups;
    this.groupCount = groups.length;
    this.pairing = pairingTable(Array.from({ length: CLASS_COUNT }, (_, c) => classCard(c)), groups, rules);
    this.width = Math.max(maxDifficulty, maxPlayed) + 1;
    this.outcomeTable = new Int8Array((maxDifficulty + 1) * this.width * this.width * this.width * 16).fill(-1);
  }

  /**
   * The outcome (an index into OUTCOMES) of the first `played` pair classes of `row` against `difficulty`
   * cards the Dealer draws from a fresh deck, laid in the Dealer's order; `facts` are the row's bits.
   * O(difficulty²) for the Dealer's row (difficulty is small), allocation-free.
   */
  outcome(random: Random, row: Uint8Array, played: number, difficulty: number, facts: number): number {
    const { dealer, pairing, groupCount, width, outcomeTable } = this;
    dealer.deal(random, difficulty);
    const { row: dealerRow, jack } = dealer;
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
