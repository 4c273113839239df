/**
 * The rule readings of docs/rules.md 3 as options (every Ultimo analysis and the session take them), the rule
 * set their values describe, and a queen's value under the traits. Card lists, difficulties and the queen
 * flag are analyses' options (src/analyses/ultimo/options.ts).
 */
import { deckFileOption, type DeckFile, type DeckFileRules } from "../../framework/deck-file.js";
import { messages } from "../../framework/messages.js";
import { choiceOption, integerOption, textOption, type ParamsOf, worded } from "../../framework/options.js";
import { rawQueenValue } from "../../models/ultimo/cards.js";
import { DEALER_DECK_SIZE, DEALER_DECKS, DEALER_JACKS, DEALER_JOKERS, MAX_DEALER_DECKS, ODD_ROUNDINGS, QUEEN_VALUES, TALLIES, TRAITS, DEFAULT_RULES, isTrait, type ChallengeRules, type DealerCardCount, type Trait } from "../../models/ultimo/rules.js";
import { citeRules } from "../../framework/rules-citation.js";

/**
 * A list of traits from an option's text: "none", or words (comma- or space-separated) each passing `isOne`,
 * repeats dropped; undefined when a word is not a trait. O(words × traits).
 * @example traitListOf("aged-wisdom, aged-wisdom", (word) => word === "aged-wisdom") // ["aged-wisdom"]
 */
export function traitListOf<T extends string>(raw: string, isOne: (word: string) => word is T): T[] | undefined {
  if (raw === "none") return [];
  const words = raw.split(/[\s,]+/).filter((word) => word !== "");
  const traits = words.filter(isOne);
  return traits.length === words.length ? [...new Set(traits)] : undefined;
}

/**
 * The traits option: a comma-separated list of TRAITS (or "none").
 * @example traitOption.parse("gamblin-man,aged-wisdom") // ["gamblin-man", "aged-wisdom"]
 */
export const traitOption = textOption<Trait[]>({ label: "Traits", help: "Traits that change the card rules, comma-separated.", rules: "3.7",
  allowed: `a list of ${TRAITS.join(", ")} (or none), comma-separated or as repeated --trait`,
  doc: `traits that change the card rules (${citeRules("3.7")})`,
  default: [],
  variadic: true,
  parse: (raw) => traitListOf(raw, isTrait),
});

/** What an Ultimo Dealer deck file allows: bare ranks, values 1..10 on plain cards, up to four decks' worth. */
export const DEALER_DECK_FILE_RULES: DeckFileRules = { suits: "optional", values: [1, 10], maxCards: DEALER_DECK_SIZE * MAX_DEALER_DECKS };

/**
 * Ultimo's own checks on a Dealer deck file: only a plain card (2..10, Q, K) takes a value, since an ace's,
 * jack's or joker's rule decides its pairings (docs/rules.md 3.4). O(cards).
 * @example dealerDeckFileProblems({ cards: [{ card: { kind: "ranked", rank: "A", suit: undefined }, name: "A", count: 4, value: 3 }] }, "--dealer-deck-file") // ["--dealer-deck-file: cards[0].value: an ace, jack or joker takes no value (its own rule decides its pairings), received 3"]
 */
export function dealerDeckFileProblems(file: DeckFile, flag: string): string[] {
  return file.cards.flatMap((line, i) =>
    line.value !== undefined && (line.card.kind === "joker" || ["A", "J"].includes(line.card.rank))
      ? [`${flag}: cards[${i}].value: an ace, jack or joker takes no value (its own rule decides its pairings), received ${line.value}`]
      : [],
  );
}

/**
 * A Dealer deck file's cards as the Dealer's kinds (docs/rules.md 3.2): jokers alike, aces, jacks, and plain
 * cards at their value (the file's, else face value, kings 10, queens `dealerQueen`). O(cards).
 * @example dealerCardsOf({ cards: [{ card: { kind: "ranked", rank: "K", suit: undefined }, name: "K", count: 6, value: 9 }] }, 2) // [{ kind: "value", value: 9, count: 6, label: "K=9" }]
 */
export function dealerCardsOf(file: DeckFile, dealerQueen: number): DealerCardCount[] {
  return file.cards.map((line): DealerCardCount => {
    const card = line.card;
    if (card.kind === "joker") return { kind: "joker", value: 0, count: line.count, label: "X" };
    if (card.rank === "A" || card.rank === "J") return { kind: card.rank === "A" ? "ace" : "jack", value: 0, count: line.count, label: card.rank };
    const face = card.rank === "K" ? 10 : card.rank === "Q" ? dealerQueen : Number(card.rank);
    const value = line.value ?? face;
    return { kind: "value", value, count: line.count, label: value === face ? card.rank : `${card.rank}=${value}` };
  });
}

/** The rule readings of docs/rules.md 3, as options; `rulesFrom` turns their values into ChallengeRules. */
export const ruleOptions = {
  tally: choiceOption(TALLIES, { label: "Tally", help: "How successes (S) and failures (F) become an outcome: S against F, or S against half the rating.", rules: "3.5", doc: `how S and F become an outcome (${citeRules("3.5")}): S against F, or S against half the rating`, default: "versus" }),
  oddRounding: choiceOption(ODD_ROUNDINGS, { label: "Odd difficulty rounding", help: "At an odd difficulty, the player's successes round up (player) or not (none).", rules: "3.5", doc: "odd difficulties round the player's successes up (player) or not (none)", default: "player" }),
  cancelsLowerRating: choiceOption(["true", "false"] as const, { label: "Cancels lower the rating", help: "With the half-rating tally, cancelled cards lower the rating (the seed's worked example).", rules: "3.5", doc: "with --tally half-rating, cancels lower the rating (the seed's worked example)", default: "true" }),
  dealerJoker: choiceOption(DEALER_JOKERS, { label: "Dealer's joker", help: "What a Dealer joker does in a pairing.", rules: "3.4", doc: `what a Dealer joker does in a pairing (${citeRules("3.4")} rule 4)`, default: "beats-all" }),
  dealerJacks: choiceOption(DEALER_JACKS, { label: "Dealer's jacks", help: "Where the Dealer lays jacks.", rules: "3.2", doc: `where the Dealer lays jacks (${citeRules("3.2")})`, default: "last" }),
  dealerQueen: integerOption({ label: "Dealer's queen value", help: "The value a Dealer queen counts as.", rules: "3.2", ...QUEEN_VALUES, default: DEFAULT_RULES.dealerQueen, doc: `the value a Dealer queen counts as (${citeRules("3.2")})` }),
  dealerDeck: choiceOption(DEALER_DECKS, { label: "Dealer's deck", rules: "3.1", doc: "the Dealer's deck: 54 cards, or 52 without jokers", default: "54" }),
  dealerDecks: integerOption({ label: "Dealer's decks", help: "How many Dealer decks are shuffled together.", rules: "3.1", min: 1, max: MAX_DEALER_DECKS, default: 1, doc: `how many Dealer decks are shuffled together (${citeRules("3.1")})` }),
  dealerDeckFile: worded(
    deckFileOption({
    flag: "dealer-deck-file",
    doc: "the designer's own Dealer deck, a JSON or YAML file of cards with counts and values (docs/ultimo.md); with --dealer-decks N, N copies",
    rules: DEALER_DECK_FILE_RULES,
    problems: dealerDeckFileProblems,
    }),
    { label: "Dealer's own deck (file)", help: "The designer's own Dealer deck: a JSON or YAML file of cards with counts and values (see docs/ultimo.md); copied once per Dealer deck.", rules: "3.1" },
  ),
  trait: traitOption,
} as const;

/** The values of the rule options, derived from their specs. */
export type RuleParams = Readonly<ParamsOf<typeof ruleOptions>>;

/**
 * The rule set the options describe.
 * @example rulesFrom({ tally: "versus", oddRounding: "none", cancelsLowerRating: "true", dealerJoker: "loses", dealerJacks: "last", dealerQueen: 2, dealerDeck: "54", dealerDecks: 1, dealerDeckFile: undefined, trait: [] }).oddRounding // "none"
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
    // Left out at their defaults, so a default rule set stays DEFAULT_RULES.
    ...(params.dealerDecks === 1 ? {} : { dealerDecks: params.dealerDecks }),
    ...(params.dealerDeckFile === undefined ? {} : { dealerCards: dealerCardsOf(params.dealerDeckFile, params.dealerQueen) }),
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
