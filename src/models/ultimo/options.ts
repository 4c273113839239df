/**
 * The rule readings of docs/rules.md 3 as options (every Ultimo analysis and the session take them), the rule
 * set their values describe, and a queen's value under the traits. Card lists, difficulties and the queen
 * flag are analyses' options (src/analyses/ultimo/options.ts).
 */
import { messages } from "../../core/messages.js";
import { choiceOption, integerOption, textOption, type ParamsOf } from "../../core/options.js";
import { rawQueenValue } from "./cards.js";
import { DEALER_DECKS, DEALER_JACKS, DEALER_JOKERS, ODD_ROUNDINGS, TALLIES, TRAITS, type ChallengeRules, type Trait } from "./rules.js";

/**
 * The traits option: a comma-separated list of TRAITS (or "none").
 * @example traitOption.parse("gamblin-man,aged-wisdom") // ["gamblin-man", "aged-wisdom"]
 */
export const traitOption = textOption<Trait[]>({
  allowed: `a list of ${TRAITS.join(", ")} (or none), comma-separated or as repeated --trait`,
  doc: "traits that change the card rules (RULES.md 3.7)",
  default: [],
  variadic: true,
  parse: (raw) => {
    if (raw === "none") return [];
    const words = raw.split(/[\s,]+/).filter((word) => word !== "");
    return words.every((word) => (TRAITS as readonly string[]).includes(word)) ? [...new Set(words as Trait[])] : undefined;
  },
});

/** The rule readings of docs/rules.md 3, as options; `rulesFrom` turns their values into ChallengeRules. */
export const ruleOptions = {
  tally: choiceOption(TALLIES, { doc: "how S and F become an outcome (RULES.md 3.5): S against F, or S against half the rating", default: "versus" }),
  oddRounding: choiceOption(ODD_ROUNDINGS, { doc: "odd difficulties round the player's successes up (player) or not (none)", default: "player" }),
  cancelsLowerRating: choiceOption(["true", "false"] as const, { doc: "with --tally half-rating, cancels lower the rating (the seed's worked example)", default: "true" }),
  dealerJoker: choiceOption(DEALER_JOKERS, { doc: "what a Dealer joker does in a pairing (RULES.md 3.4 rule 4)", default: "beats-all" }),
  dealerJacks: choiceOption(DEALER_JACKS, { doc: "where the Dealer lays jacks (RULES.md 3.2)", default: "last" }),
  dealerQueen: integerOption({ min: 2, max: 10, default: 2, doc: "the value a Dealer queen counts as (RULES.md 3.2)" }),
  dealerDeck: choiceOption(DEALER_DECKS, { doc: "the Dealer's deck: 54 cards, or 52 without jokers", default: "54" }),
  trait: traitOption,
} as const;

/** The values of the rule options, derived from their specs. */
export type RuleParams = Readonly<ParamsOf<typeof ruleOptions>>;

/**
 * The rule set the options describe.
 * @example rulesFrom({ tally: "versus", oddRounding: "none", cancelsLowerRating: "true", dealerJoker: "loses", dealerJacks: "last", dealerQueen: 2, dealerDeck: "54", trait: [] }).oddRounding // "none"
 */
export function rulesFrom(params: RuleParams): ChallengeRules {
  return {
    tally: params.tally,
    oddRounding: params.oddRounding,
    cancelsLowerRating: params.cancelsLowerRating === "true",
    dealerJoker: params.dealerJoker,
    dealerJacks: params.dealerJacks,
    dealerQueen: params.dealerQueen,
    dealerDeck: params.dealerDeck,
    traits: params.trait,
  };
}

/** Problems between the rule options: God Save the Queen needs Long Live the Queen (docs/rules.md 3.7). */
export function ruleProblems(params: RuleParams): string[] {
  return params.trait.includes("god-save-the-queen") && !params.trait.includes("long-live-the-queen")
    ? [messages.refused("--trait", "god-save-the-queen needs long-live-the-queen", params.trait.join(","))]
    : [];
}

/** A queen's value: the one given, or a raw queen's under the traits. */
export function queenValueOf(queen: number | undefined, rules: ChallengeRules): number {
  return queen ?? rawQueenValue(rules);
}
