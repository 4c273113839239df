/**
 * Brute-force oracles for the Ash card checks: real cards, every subset of every draw, counted one by one,
 * and the optimal play decided by trying every card in hand and averaging over every single card left in
 * the deck, with mathjs fractions. Written from RULES.md 4 without the solvers' value classes.
 */
import { F, subsets, type Exact } from "./brute-force.js";

export type Suit = "C" | "D" | "H" | "S";

/** A real card: rank and suit, or a joker. */
export interface RealCard {
  readonly rank: string;
  readonly suit: Suit | "joker";
}

/** The 54 cards of a deck. */
export function realDeck(): RealCard[] {
  const ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
  const cards: RealCard[] = [];
  for (const suit of ["C", "D", "H", "S"] as const) for (const rank of ranks) cards.push({ rank, suit });
  cards.push({ rank: "JL", suit: "joker" }, { rank: "JB", suit: "joker" });
  return cards;
}

/** RULES.md 4.1 written again: base 0/1/2/3, +1 on the check's suit except jokers. */
export function bruteValue(card: RealCard, suit: Suit): number {
  if (card.suit === "joker") return 3;
  const base = card.rank === "A" ? 2 : ["J", "Q", "K"].includes(card.rank) ? 1 : 0;
  return base + (card.suit === suit ? 1 : 0);
}

/** RULES.md 4.3's ladder written again, as a table lookup. */
export function bruteOutcome(total: number): string {
  const ladder: Record<string, string> = { "2": "success", "1": "messy", "0": "failure", "-1": "bad" };
  return total >= 3 ? "superb" : total <= -2 ? "dismal" : ladder[String(total)]!;
}

function addCount(map: Map<number, number>, key: number, count = 1) {
  map.set(key, (map.get(key) ?? 0) + count);
}

/** The sum of every `draws`-subset of `values`, counted. */
export function subsetSums(values: readonly number[], draws: number): Map<number, number> {
  const sums = new Map<number, number>();
  for (const subset of subsets(values.length, draws)) addCount(sums, subset.reduce((s, i) => s + values[i]!, 0));
  return sums;
}

/**
 * The outcome distribution of a check without decisions, by enumerating every subset of the player's
 * draws (from the deck without the hand) and of the GM's draws (a fresh deck, or what the player's draws
 * left with decks=shared).
 */
export function bruteFixedCheck(options: {
  suit: Suit;
  hand: readonly RealCard[];
  playedValue: number;
  playerDraws: number;
  opposingAndStrain: number;
  shared: boolean;
  weapon: number;
}): Map<string, Exact> {
  const handKeys = new Set(options.hand.map((c) => `${c.rank}${c.suit}`));
  const playerDeck = realDeck().filter((c) => !handKeys.has(`${c.rank}${c.suit}`)).map((c) => bruteValue(c, options.suit));
  const counts = new Map<string, number>();
  let total = 0;
  if (!options.shared) {
    const player = subsetSums(playerDeck, options.playerDraws);
    const gm = subsetSums(realDeck().map((c) => bruteValue(c, options.suit)), options.opposingAndStrain);
    for (const [p, pc] of player) {
      for (const [g, gc] of gm) {
        const outcome = bruteOutcome(options.playedValue + p - g + options.weapon);
        counts.set(outcome, (counts.get(outcome) ?? 0) + pc * gc);
        total += pc * gc;
      }
    }
  } else {
    for (const subset of subsets(playerDeck.length, options.playerDraws)) {
      const p = subset.reduce((s, i) => s + playerDeck[i]!, 0);
      const rest = playerDeck.filter((_, i) => !subset.includes(i));
      for (const [g, gc] of subsetSums(rest, options.opposingAndStrain)) {
        const outcome = bruteOutcome(options.playedValue + p - g + options.weapon);
        counts.set(outcome, (counts.get(outcome) ?? 0) + gc);
        total += gc;
      }
    }
  }
  return new Map([...counts].map(([outcome, count]) => [outcome, F(count, total)]));
}

const UTILITY: Record<string, number> = { superb: 3, success: 2, messy: 1, failure: 0, bad: -1, dismal: -2 };

/**
 * The optimal expected utility of playing `hand` (card values) with the player's deck given as a list of
 * card values: the GM's cards (from `gmDeck`, or with `shared` from the player's deck) and the trait cards
 * are enumerated subset by subset; then every play, discard (averaged over each card left) and stop is
 * tried, paying `cost` per hand card used. With `after`, the GM's cards are unseen: stopping scores the
 * average utility over every GM subset (of `gmDeck`, or with `shared` of the player's cards not seen).
 */
export function bruteOptimalUtility(
  deck: readonly number[],
  hand: readonly number[],
  trait: number,
  gmDeck: readonly number[],
  opposingAndStrain: number,
  cost: Exact,
  mode: { after?: boolean; shared?: boolean; utilities?: Readonly<Record<string, Exact>> } = {},
): Exact {
  const utility = (outcome: string): Exact => mode.utilities?.[outcome] ?? F(UTILITY[outcome]!);
  const memo = new Map<string, Exact>();
  const average = (values: readonly number[], total: number): Exact => {
    let sum = F(0);
    let count = 0;
    for (const [g, gc] of subsetSums(values, opposingAndStrain)) {
      sum = sum.add(utility(bruteOutcome(total - g)).mul(gc)) as Exact;
      count += gc;
    }
    return sum.div(count) as Exact;
  };
  const value = (deckLeft: number[], handLeft: number[], total: number): Exact => {
    const key = `${[...deckLeft].sort().join(".")}|${[...handLeft].sort().join(".")}|${total}`;
    const known = memo.get(key);
    if (known) return known;
    let best = mode.after ? average(mode.shared ? deckLeft : gmDeck, total) : utility(bruteOutcome(total));
    handLeft.forEach((card, i) => {
      const rest = handLeft.filter((_, j) => j !== i);
      const play = value(deckLeft, rest, total + card).sub(cost) as Exact;
      if (play.compare(best) > 0) best = play;
      if (deckLeft.length > (mode.after && mode.shared ? opposingAndStrain : 0)) {
        let sum = F(0);
        deckLeft.forEach((drawn, k) => {
          sum = sum.add(value(deckLeft.filter((_, m) => m !== k), rest, total + drawn)) as Exact;
        });
        const discard = sum.div(deckLeft.length).sub(cost) as Exact;
        if (discard.compare(best) > 0) best = discard;
      }
    });
    memo.set(key, best);
    return best;
  };
  let sum = F(0);
  let count = 0;
  // The GM's possible draws: none to enumerate when unseen; from the player's deck first when shared.
  const gmDrawsSeen: Array<{ left: number[]; sum: number; ways: number }> = [];
  if (mode.after) gmDrawsSeen.push({ left: [...deck], sum: 0, ways: 1 });
  else if (mode.shared) for (const subset of subsets(deck.length, opposingAndStrain)) gmDrawsSeen.push({ left: deck.filter((_, i) => !subset.includes(i)), sum: subset.reduce((s, i) => s + deck[i]!, 0), ways: 1 });
  else for (const [g, gc] of subsetSums(gmDeck, opposingAndStrain)) gmDrawsSeen.push({ left: [...deck], sum: g, ways: gc });
  for (const gm of gmDrawsSeen) {
    for (const traitSubset of subsets(gm.left.length, trait)) {
      const drawn = traitSubset.reduce((s, i) => s + gm.left[i]!, 0);
      const deckLeft = gm.left.filter((_, i) => !traitSubset.includes(i));
      sum = sum.add(value(deckLeft, [...hand], drawn - gm.sum).mul(gm.ways)) as Exact;
      count += gm.ways;
    }
  }
  return sum.div(count) as Exact;
}

/** Card values of a deck given as counts per value 0..3. */
export function valuesOfCounts(counts: readonly number[]): number[] {
  return counts.flatMap((count, value) => Array.from({ length: count }, () => value));
}

/** A campaign step as the brute force reads it. */
export type BruteStep = { check: { trait: number; opposing: number; evocation?: boolean } } | { rest: "half" | "full"; heal?: { trait: number; opposing: number } };

/** A path's end: strain, wounds, hand, injured, exited. */
export interface BruteEnd {
  strain: number;
  wounds: number;
  hand: number;
  injured: boolean;
  exited: boolean;
}

/**
 * Every path of a campaign enumerated one outcome at a time (RULES.md 4.3–4.4 written again): the
 * probability of each end state. `outcomeChances(hand, trait, gmCards)` gives a check's outcome
 * probabilities; hands are played whole (policy all) when `playHands`, leaving one card drawn after; with
 * "optimal" the chances are keyed "outcome/hand cards used" and the cards left stay in hand (at least one drawn).
 */
export function bruteCampaign(
  start: BruteEnd,
  steps: readonly BruteStep[],
  playHands: boolean | "optimal",
  outcomeChances: (hand: number, trait: number, gmCards: number) => Map<string, Exact>,
): Map<string, Exact> {
  const ends = new Map<string, Exact>();
  const walk = (at: number, state: BruteEnd, p: Exact) => {
    if (p.equals(0)) return;
    if (at === steps.length) {
      const key = `${state.strain},${state.wounds},${state.hand},${state.injured},${state.exited}`;
      ends.set(key, ends.has(key) ? (ends.get(key)!.add(p) as Exact) : p);
      return;
    }
    const step = steps[at]!;
    if ("rest" in step) {
      if (step.rest === "half") return walk(at + 1, { ...state, strain: Math.min(1, state.strain), hand: Math.max(3, state.hand) }, p);
      const rested = { ...state, strain: 0, hand: 5 };
      if (state.wounds <= 2) return walk(at + 1, { ...rested, wounds: Math.max(0, state.wounds - 1) }, p);
      if (!step.heal) return walk(at + 1, rested, p);
      const chances = outcomeChances(0, step.heal.trait, step.heal.opposing);
      let success = F(0);
      for (const [key, q] of chances) if (["superb", "success", "messy"].includes(key.split("/")[0]!)) success = success.add(q) as Exact;
      walk(at + 1, { ...rested, wounds: state.wounds - 1 }, p.mul(success) as Exact);
      walk(at + 1, rested, p.mul(F(1).sub(success)) as Exact);
      return;
    }
    const trait = state.wounds >= 3 ? 0 : step.check.trait;
    const chances = outcomeChances(playHands ? state.hand : 0, trait, step.check.opposing + state.strain);
    for (const [key, q] of chances) {
      const [outcome, used] = key.split("/");
      const hand = playHands === "optimal" ? Math.max(1, state.hand - Number(used)) : playHands ? 1 : state.hand;
      const wounds = state.wounds + (outcome === "bad" ? 1 : outcome === "dismal" ? 2 : 0);
      const strain = state.strain + (outcome === "messy" || outcome === "failure" ? 1 : 0) + (wounds > 0 ? 1 : 0) + (step.check.evocation ? 1 : 0);
      walk(at + 1, { strain, wounds, hand, injured: state.injured || wounds >= 5, exited: state.exited || wounds >= 6 }, p.mul(q) as Exact);
    }
  };
  walk(0, start, F(1));
  return ends;
}
