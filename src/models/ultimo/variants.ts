/** The readings of the card-challenge rules docs/rules.md 3 offers, as changes to a rule set. */
import type { ChallengeRules } from "./rules.js";

/** The readings docs/rules.md 3 offers, each as a change from the rules given (docs/rules.md 3.2, 3.4, 3.5). */
export const VARIANTS: ReadonlyArray<{ readonly name: string; readonly change: Partial<ChallengeRules> }> = [
  { name: "as given", change: {} },
  { name: "tally=half-rating", change: { tally: "half-rating" } },
  { name: "half-rating, cancels keep the rating", change: { tally: "half-rating", cancelsLowerRating: false } },
  { name: "oddRounding=none", change: { oddRounding: "none" } },
  { name: "dealerJoker=loses", change: { dealerJoker: "loses" } },
  { name: "dealerJoker=removed", change: { dealerJoker: "removed" } },
  { name: "dealerJacks=first", change: { dealerJacks: "first" } },
];
