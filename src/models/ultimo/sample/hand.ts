/**
 * The trial kernel every Ultimo sampler of a random hand shares (docs/rules.md 3.1–3.5, 3.8, 3.10): a hand
 * drawn from the player's own deck, laid greedily or as flipped, against a Dealer draw; pairings and
 * outcomes from tables filled by the one pairing rule and the one outcome rule.
 */
import type { Random } from "../../../core/random.js";
import { partialShuffle } from "../../../core/random.js";
import { playerDeck, type PlayerCard } from "../cards.js";
import { challengeOutcome, type PlayFacts } from "../outcome.js";
import { greedyOrder, layRow } from "../plays.js";
import type { ChallengeRules } from "../rules.js";
import { DealerRow } from "./dealer-row.js";
import { pairingTable } from "./pairing-table.js";

/** Fact bits of a row: a jack, a joker, Gamblin' Man's big joker. */
const JACK = 1;
const JOKER = 2;
const AUTO_FAIL = 4;
const FACTS: readonly PlayFacts[] = Array.from({ length: 8 }, (_, bits) => ({
  playedJack: (bits & JACK) !== 0,
  playedJoker: (bits & JOKER) !== 0,
  autoFail: (bits & AUTO_FAIL) !== 0,
}));

/**
 * A random hand against a random Dealer draw, allocation-free after construction: `drawHand` deals the
 * player's hand, `layGreedy` or `layFlipped` lays a row from it, `dealer` (a DealerRow) deals the Dealer's
 * row in the Dealer's order, `resolve` pairs the rows and returns the outcome's index in OUTCOMES
 * (successes and failures left in `successes`, `failures`). The greedy row takes kinds in greedyOrder and
 * lays them by layRow, both applied once here to the deck's kinds, so a row is the play greedyPlay makes
 * (cards that tie in strength behave alike). Outcomes are memoised calls of challengeOutcome. Costs: a
 * hand O(hand + kinds), a Dealer draw O(D²) by insertion, a resolve O(min(P, D)).
 * @example ((kernel) => (kernel.drawHand({ below: () => 0 }, 1), kernel.layFlipped(), kernel.dealer.deal({ below: () => 0 }, 0), kernel.resolve()))(new HandChallenge(DEFAULT_RULES, 2, 1, 0)) // 2
 */
export class HandChallenge {
  /** The kinds of the player's deck (playerDeck order). */
  readonly kinds: readonly PlayerCard[];
  /** The row last laid, as kind indices, and its length. */
  readonly row: Uint8Array;
  rowLength = 0;
  /** The Dealer's deck and row (the row in the Dealer's order). */
  readonly dealer: DealerRow;
  successes = 0;
  failures = 0;

  private readonly deck: Uint8Array;
  private readonly counts: Int8Array;
  private readonly pick: Int8Array;
  private readonly greedyKinds: Uint8Array;
  private readonly rowKinds: Uint8Array;
  private readonly factBits: Uint8Array;
  private rowFacts = 0;
  private readonly groupCount: number;
  private readonly pairing: Uint8Array;
  /** outcomes[offset(d, P) + (((s · (L + 1) + f) << 4) | facts << 1 | jack)], L = max(P, D); −1 until computed. */
  private readonly outcomes: Int8Array;
  private readonly offsets: Int32Array;
  private readonly maxCards: number;

  /** For rows of at most `maxCards` cards against difficulties 0..maxDifficulty. O(kinds × groups + table size). */
  constructor(
    private readonly rules: ChallengeRules,
    queenValue: number,
    maxCards: number,
    maxDifficulty: number,
  ) {
    const deckKinds = playerDeck(rules, queenValue);
    const cards = deckKinds.map((kind) => kind.card);
    this.kinds = cards;
    this.deck = new Uint8Array(deckKinds.reduce((sum, kind) => sum + kind.count, 0));
    let at = 0;
    deckKinds.forEach((kind, k) => this.deck.fill(k, at, (at += kind.count)));
    this.counts = new Int8Array(cards.length);
    this.pick = new Int8Array(cards.length);
    this.greedyKinds = Uint8Array.from(greedyOrder(cards).map((card) => cards.indexOf(card)));
    this.rowKinds = Uint8Array.from(layRow(cards).map((card) => cards.indexOf(card)));
    this.factBits = Uint8Array.from(cards.map((card) => (card.kind === "jack" ? JACK : 0) | (card.kind === "joker" ? JOKER : 0) | (card.autoFail ? AUTO_FAIL : 0)));
    this.maxCards = maxCards;
    this.row = new Uint8Array(Math.max(1, maxCards));

    this.dealer = new DealerRow(rules, maxDifficulty);
    const groups = this.dealer.groups;
    this.groupCount = groups.length;
    this.pairing = pairingTable(cards, groups, rules);
    this.offsets = new Int32Array((maxDifficulty + 1) * (maxCards + 1));
    let size = 0;
    for (let d = 0; d <= maxDifficulty; d++) {
      for (let p = 0; p <= maxCards; p++) {
        this.offsets[d * (maxCards + 1) + p] = size;
        const width = Math.max(p, d) + 1;
        size += width * width * 16;
      }
    }
    this.outcomes = new Int8Array(size).fill(-1);
  }

  // The trial methods below index with `!`, each index bounded by the constructor: deck, row and Dealer
  // entries are kind or group indices below counts' and pairing's sizes, rows hold at most maxCards and
  // maxDifficulty cards, offsets and outcomes are sized for every (d, P, S, F, facts, jack). The checked form
  // (`?? outside`) cost +4% instructions on `ultimo curve --mc` (callgrind, issue 25): these methods are
  // inlined into every hand sampler's trial loop, and the larger bodies no longer all fit V8's inlining budget.
  /** Deals a hand of `size` cards from a full shuffled player deck (docs/rules.md 3.1). O(size + kinds). */
  drawHand(random: Random, size: number): void {
    partialShuffle(random, this.deck, size);
    this.counts.fill(0);
    for (let i = 0; i < size; i++) this.counts[this.deck[i]!]!++;
  }

  /** Lays the greedy play of the hand (docs/rules.md 3.8): its min(limit, hand) strongest non-joker cards, by layRow. O(kinds + P). */
  layGreedy(limit: number): void {
    // The chosen multiset first, kinds in strength order; then laid kinds in row order.
    const pick = this.pick;
    pick.fill(0);
    let left = limit;
    for (let i = 0; i < this.greedyKinds.length && left > 0; i++) {
      const kind = this.greedyKinds[i]!;
      const take = Math.min(this.counts[kind]!, left);
      pick[kind] = take;
      left -= take;
    }
    this.layCounts(pick);
  }

  private layCounts(counts: Int8Array): void {
    let length = 0;
    let facts = 0;
    for (let i = 0; i < this.rowKinds.length; i++) {
      const kind = this.rowKinds[i]!;
      for (let n = counts[kind]!; n > 0; n--) {
        this.row[length++] = kind;
        facts |= this.factBits[kind]!;
      }
    }
    this.rowLength = length;
    this.rowFacts = facts;
  }

  /** Lays every card of the hand as the luck flip does (docs/rules.md 3.10): by layRow, jokers first. O(kinds + hand). */
  layFlipped(): void {
    this.layCounts(this.counts);
  }

  /**
   * Pairs the laid row against the Dealer's row (docs/rules.md 3.4) and returns the outcome's index in OUTCOMES
   * (docs/rules.md 3.5); the difficulty is the Dealer's row length. O(min(P, D)).
   */
  resolve(): number {
    const cards = this.rowLength;
    const { row: dealerRow, length: d, jack } = this.dealer;
    const paired = cards < d ? cards : d;
    let s = cards - paired;
    let f = d - paired;
    for (let i = 0; i < paired; i++) {
      const result = this.pairing[this.row[i]! * this.groupCount + dealerRow[i]!]!;
      if (result === 0) s++;
      else if (result === 1) f++;
    }
    this.successes = s;
    this.failures = f;
    const length = cards > d ? cards : d;
    const at = this.offsets[d * (this.maxCards + 1) + cards]! + ((((s * (length + 1) + f) << 3) | this.rowFacts) << 1 | jack);
    let outcome = this.outcomes[at]!;
    if (outcome < 0) {
      outcome = challengeOutcome(s, f, length - s - f, d, jack === 1, FACTS[this.rowFacts]!, this.rules);
      this.outcomes[at] = outcome;
    }
    return outcome;
  }
}
