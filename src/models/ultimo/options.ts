/**
 * The options every Ultimo analysis shares: the rule readings of RULES.md 3 as flags, and how cards,
 * plays, hands and difficulties are read from them.
 */
import { parseCards } from "../../core/cards.js";
import { messages } from "../../core/messages.js";
import { choiceOption, integerOption, optionalOption, textOption } from "../../core/options.js";
import { deckProblem, placementProblem, rawQueenValue, readPlayerCard, type PlayerCard } from "./cards.js";
import { DEALER_DECKS, DEALER_JACKS, DEALER_JOKERS, ODD_ROUNDINGS, TALLIES, TRAITS, type ChallengeRules, type Trait } from "./rules.js";

/** The largest difficulty an analysis accepts (RULES.md 3.2: "rarely more" than 15; the seed lists C25). */
export const MAX_DIFFICULTY = 30;
/** The difficulties `--difficulty all` means. */
export const ALL_DIFFICULTIES = Array.from({ length: 21 }, (_, d) => d);

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
    if (raw === "" || raw === "none") return [];
    const words = raw.split(/[\s,]+/).filter((word) => word !== "");
    return words.every((word) => (TRAITS as readonly string[]).includes(word)) ? [...new Set(words as Trait[])] : undefined;
  },
});

/** The rule readings of RULES.md 3, as options; `rulesFrom` turns their values into ChallengeRules. */
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

/** The values of the rule options. */
export interface RuleParams {
  readonly tally: ChallengeRules["tally"];
  readonly oddRounding: ChallengeRules["oddRounding"];
  readonly cancelsLowerRating: "true" | "false";
  readonly dealerJoker: ChallengeRules["dealerJoker"];
  readonly dealerJacks: ChallengeRules["dealerJacks"];
  readonly dealerQueen: number;
  readonly dealerDeck: ChallengeRules["dealerDeck"];
  readonly trait: readonly Trait[];
}

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

/** Problems between the rule options: God Save the Queen needs Long Live the Queen (RULES.md 3.7). */
export function ruleProblems(params: RuleParams): string[] {
  return params.trait.includes("god-save-the-queen") && !params.trait.includes("long-live-the-queen")
    ? [messages.refused("--trait", "god-save-the-queen needs long-live-the-queen", params.trait.join(","))]
    : [];
}

/** `--queen V`: the value of the discard-pile card a queen copies; by default a raw queen (2, or 5/8 with the queen traits). */
export const queenOption = optionalOption(
  integerOption({ min: 2, max: 10, doc: "the value a queen takes from the discard pile (RULES.md 3.3); default a raw queen: 2, 5 or 8 with the queen traits" }),
);

/** A queen's value: the one given, or a raw queen's under the traits. */
export function queenValueOf(queen: number | undefined, rules: ChallengeRules): number {
  return queen ?? rawQueenValue(rules);
}

/**
 * A list of cards in notation, as words (their meaning depends on the traits, read later by `readCards`).
 * @example cardListOption({ doc: "cards" }).parse("J, A,K") // ["J", "A", "K"]
 */
export function cardListOption(options: { doc: string; flag?: string }) {
  return textOption<string[]>({
    allowed: "cards like J,A,K,9,7 (2..10, J, Q, K, A; X, JL or JB for a joker; a suit letter where a trait needs it)",
    doc: options.doc,
    ...(options.flag === undefined ? {} : { flag: options.flag }),
    parse: (raw) => {
      const read = parseCards(raw, "optional");
      return read.ok ? raw.split(/[\s,]+/).filter((word) => word !== "") : undefined;
    },
  });
}

/**
 * Reads card words under the rules: the cards, or messages naming the flag and the word refused.
 * @example readCards(["K", "X"], "--hand", DEFAULT_RULES, 2).problems // []
 */
export function readCards(words: readonly string[], flag: string, rules: ChallengeRules, queenValue: number): { cards: PlayerCard[]; problems: string[] } {
  const cards: PlayerCard[] = [];
  const problems: string[] = [];
  for (const word of words) {
    const card = readPlayerCard(word, rules, queenValue);
    if ("refused" in card) problems.push(messages.refused(flag, card.refused, word));
    else cards.push(card);
  }
  const tooMany = problems.length === 0 ? deckProblem(cards, rules) : undefined;
  if (tooMany !== undefined) problems.push(messages.refused(flag, tooMany, words.join(",")));
  return { cards, problems };
}

/** Reads a play in the order given and checks the placement rules (RULES.md 3.3). */
export function readPlayInOrder(words: readonly string[], flag: string, rules: ChallengeRules, queenValue: number): { cards: PlayerCard[]; problems: string[] } {
  const read = readCards(words, flag, rules, queenValue);
  if (read.problems.length > 0) return read;
  const problem = placementProblem(read.cards);
  return problem === undefined ? read : { cards: read.cards, problems: [messages.refused(flag, problem, words.join(","))] };
}

/**
 * `--difficulty`: one difficulty, a range "a..b", a list "a,b,c", or "all" (0..20).
 * @example difficultyOption.parse("all").length // 21
 */
export const difficultyOption = textOption<number[]>({
  allowed: `an integer from 0 to ${MAX_DIFFICULTY}, a range a..b, a list a,b,c, or all (0..20)`,
  doc: "the difficulty: how many cards the Dealer draws (RULES.md 3.2)",
  parse: (raw) => {
    if (raw === "all") return ALL_DIFFICULTIES;
    const span = /^(\d+)\s*\.\.\s*(\d+)$/.exec(raw);
    const values = span ? Array.from({ length: Math.max(0, Number(span[2]) - Number(span[1]) + 1) }, (_, i) => Number(span[1]) + i) : raw.split(",").map((word) => (/^\s*\d+\s*$/.test(word) ? Number(word) : NaN));
    if (values.length === 0 || values.some((value) => !Number.isInteger(value) || value < 0 || value > MAX_DIFFICULTY)) return undefined;
    return [...new Set(values)].sort((a, b) => a - b);
  },
});
