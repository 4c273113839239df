/**
 * The designer's own Ash decks (issue 18) as files, in the shared deck-file format (src/framework/deck-file.ts):
 * what an Ash deck file allows, and what a hand must be under it. How a checked file's cards count in a check
 * is a rule, in src/models/ash/designer-deck.ts.
 */
import { deckFileSize, type DeckFile, type DeckFileRules } from "../../framework/deck-file.js";
import { quoteReceived } from "../../core/quote-received.js";

/** What an Ash deck file allows: suits written (they decide the suit bonus), values 0..3, at most 63 cards. */
export const ASH_DECK_FILE_RULES: DeckFileRules = { suits: "required", values: [0, 3], maxCards: 63 };

/**
 * The problems of a hand under the player's deck file: every hand card must be one the deck holds, no more
 * often than it holds it (the hand is dealt from that deck). O(hand × cards).
 * @example handDeckProblems({ cards: [{ card: { kind: "ranked", rank: "A", suit: "hearts" }, name: "AH", count: 1 }] }, ["AH", "KS"]) // ['--hand: the card "KS" is not in the --deck file (cards: AH)']
 */
export function handDeckProblems(file: DeckFile | undefined, handNames: readonly string[]): string[] {
  if (file === undefined) return [];
  const problems: string[] = [];
  const left = new Map(file.cards.map((line) => [line.name, line.count]));
  for (const name of handNames) {
    const count = left.get(name);
    if (count === undefined || count === 0) problems.push(`--hand: the card ${quoteReceived(name)} is ${count === undefined ? "not in" : "held more often than"} the --deck file (cards: ${file.cards.map((line) => line.name).join(", ")})`);
    else left.set(name, count - 1);
  }
  return problems;
}

/** How many cards a deck holds: the file's, or 54. */
export function deckSizeOf(file: DeckFile | undefined): number {
  return file === undefined ? 54 : deckFileSize(file);
}
