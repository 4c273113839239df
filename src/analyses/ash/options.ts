import { OddsmithError } from "../../core/errors.js";
import { cardName, parseCard, parseCards, SUITS, type Card } from "../../core/cards.js";
import { messages } from "../../framework/messages.js";
import { choiceOption, flagOption, integerOption, readOption, textOption } from "../../framework/options.js";
import { Rational } from "../../core/exact/rational.js";
import { CHECK_LIMITS, HAND_LIMIT, ROLES, DECKS, REVEALS } from "../../models/ash/building-the-total.js";
import { OUTCOMES } from "../../models/ash/outcome-ladder.js";
import { OutcomeUtilities, UTILITY_LIMITS } from "../../models/ash/outcome-utilities.js";
import { readUtilities, type UtilitiesProblem } from "./utilities-text.js";
import { itemAt } from "../../core/checked-index.js";


/**
 * A list of cards in notation, suits required ("QH,7C,AS"; jokers JL, JB or X), at most HAND_LIMIT, as
 * their canonical names (so parameters print and re-read as written).
 * @example parseCardList("qh, 7c") // ["QH", "7C"]
 */
export function parseCardList(raw: string): string[] | undefined {
  const parsed = parseCards(raw, "required");
  return parsed.ok && parsed.cards.length <= HAND_LIMIT ? parsed.cards.map(cardName) : undefined;
}

/**
 * The cards of canonical names (from parseCardList).
 * @example cardsOf(["AS"]) // [{ kind: "ranked", rank: "A", suit: "spades" }]
 */
export function cardsOf(names: readonly string[]): Card[] {
  return names.map((name) => {
    const card = parseCard(name, "required");
    if (card === undefined) throw new OddsmithError("cards", "card names, rank then suit (parseCardList's)", name);
    return card;
  });
}

const CARD_LIST = `up to ${HAND_LIMIT} cards, rank then suit, e.g. "QH,7C,AS" (jokers JL, JB or X)`;

/** No cards: a card list's default. */
const NO_CARDS: string[] = [];

/** A card-list option (hand, play, discard). */
export function cardListOption(doc: string) {
  return textOption({ allowed: CARD_LIST, doc, parse: parseCardList, default: NO_CARDS, cards: { suits: "required", limit: HAND_LIMIT } });
}

/**
 * A non-negative rational cost: "0", "0.25", "1/4", at most 10.
 * @example parseCost("1/4")?.toString() // "1/4"
 */
export function parseCost(raw: string): Rational | undefined {
  const fraction = /^(\d+)\/(\d+)$/.exec(raw);
  const decimal = /^(\d+)(?:\.(\d+))?$/.exec(raw);
  let value: Rational | undefined;
  if (fraction && fraction[2] !== "0" && Number(fraction[2]) > 0) value = Rational.of(BigInt(itemAt(fraction, 1)), BigInt(itemAt(fraction, 2)));
  else if (decimal) {
    const decimals = decimal[2] ?? "";
    value = Rational.of(BigInt(`${decimal[1]}${decimals}`), 10n ** BigInt(decimals.length));
  }
  return value !== undefined && value.compare(Rational.of(10)) <= 0 ? value : undefined;
}

/** The options every Ash check-based analysis shares (docs/rules.md 4.2). */
export const deckOptions = {
  decks: choiceOption(DECKS, { label: "GM deck", help: "Where Opposing and Strain cards come from: a separate GM deck, or the player's deck.", rules: "4.2", doc: "where Opposing and Strain cards come from: a separate GM deck, or the player's deck", default: "separate" }),
} as const;

/** The options of one check's setting (docs/rules.md 4.1–4.3). */
export const checkSettingOptions = {
  suit: choiceOption(SUITS, { label: "Suit", rules: "4.1", doc: "the check's suit (♣ Grit, ♦ Sharp, ♥ Wits, ♠ Quick)" }),
  trait: integerOption({ label: "Trait rank", rules: "4.2", ...CHECK_LIMITS.trait, doc: "rank of the relevant Trait (cards drawn from the deck; 0 in Shock)" }),
  opposing: integerOption({ label: "Opposing cards", rules: "4.2", main: true, ...CHECK_LIMITS.opposing, default: 0, doc: "Opposing cards the GM draws (the difficulty)" }),
  strain: integerOption({ label: "Strain", rules: "4.2", ...CHECK_LIMITS.strain, default: 0, doc: "the character's current Strain (one GM card per point)" }),
  wounds: integerOption({ label: "Wounds", rules: "4.4", ...CHECK_LIMITS.wounds, default: 0, doc: "the character's current Wounds (3+ is Shock: Traits count 0)" }),
  weaponSt: integerOption({ label: "Weapon Strength (ST)", rules: "4.2", ...CHECK_LIMITS.weaponSt, default: 0, doc: "weapon Strength (ST) in a combat check" }),
  armor: integerOption({ label: "Armor rating (AR)", rules: "4.2", ...CHECK_LIMITS.armor, default: 0, doc: "the target's armor rating (AR)" }),
  pierce: integerOption({ label: "Pierce (+ marks)", rules: "4.2", ...CHECK_LIMITS.pierce, default: 0, doc: "the weapon's \"+\" marks: each lowers AR by one first" }),
  role: choiceOption(ROLES, { label: "Role", rules: "4.2", doc: "attacker adds the weapon's ST after armor; target subtracts it", default: "attacker" }),
  evocation: flagOption({ label: "Evocation", rules: "4.4", doc: "an evocation or psychic evocation: +1 Strain after the check" }),
} as const;

const UTILITY_NUMBER = `a number from -${UTILITY_LIMITS.magnitude} to ${UTILITY_LIMITS.magnitude} ("2", "-0.5" or "5/2")`;
const UTILITIES_ALLOWED = `outcome=utility pairs, e.g. "superb=3,success=1" (outcomes ${OUTCOMES.join(", ")}; each ${UTILITY_NUMBER}; outcomes left out keep their default)`;

/** The message of one bad item of a --utilities text. */
function utilitiesMessage(problem: UtilitiesProblem): string {
  if (problem.kind === "outcome") return messages.notAllowed("--utilities", `an outcome among ${OUTCOMES.join(", ")}`, problem.item);
  if (problem.kind === "twice") return messages.refused("--utilities", "each outcome once", problem.item);
  if (problem.kind === "number") return messages.notAllowed("--utilities", `outcome=utility with ${UTILITY_NUMBER}`, problem.item);
  return messages.notAllowed("--utilities", `outcome=utility, the outcome among ${OUTCOMES.join(", ")}`, problem.item);
}

/**
 * `--utilities superb=3,success=1,…`: the outcome utilities the optimal play maximises (docs/rules.md 4.5),
 * each bad item named in its own message.
 * @example utilitiesOption.parse("success=1")?.toString() // "superb=3, success=1, messy=1, failure=0, bad=-1, dismal=-2"
 */
export const utilitiesOption = readOption<OutcomeUtilities>({ label: "Outcome utilities", rules: "4.5",
  allowed: UTILITIES_ALLOWED,
  doc: "the utility of each outcome that the optimal play maximises and E[utility] reports",
  read: (raw) => {
    const read = readUtilities(raw);
    return read.ok ? { value: OutcomeUtilities.of(read.values) } : { refused: read.problems.map(utilitiesMessage) };
  },
  default: OutcomeUtilities.DEFAULT,
});

/** Reveal and card cost for the decision (docs/rules.md 4.2, 4.5). */
export const decisionOptions = {
  reveal: choiceOption(REVEALS, { label: "GM's cards shown", rules: "4.5", doc: "whether the GM's cards are shown before the player decides", default: "before" }),
  cardCost: textOption({ label: "Cost of a hand card", rules: "4.5",
    allowed: 'a cost from 0 to 10 as "0.25" or "1/4"',
    doc: "utility the optimal policy gives up per hand card used",
    parse: parseCost,
    default: Rational.ZERO,
  }),
  utilities: utilitiesOption,
} as const;

/** The problems of a hand (card names) and the cards played or discarded from it: repeats, jokers, cards not held. */
export function handProblems(handNames: readonly string[], playNames: readonly string[], discardNames: readonly string[]): string[] {
  const problems: string[] = [];
  const hand = cardsOf(handNames);
  const play = cardsOf(playNames);
  const discard = cardsOf(discardNames);
  const names = hand.map(cardName);
  const seen = new Set<string>();
  for (const name of names) {
    if (name !== "X" && seen.has(name)) problems.push(messages.cardTwice("--hand", name));
    seen.add(name);
  }
  const jokers = hand.filter((card) => card.kind === "joker").length;
  if (jokers > 2) problems.push(messages.tooManyJokers("--hand", jokers));
  const left = [...names];
  const used = new Set<string>();
  for (const [flag, cards] of [["--play", play], ["--discard", discard]] as const) {
    for (const card of cards) {
      const name = cardName(card);
      const at = left.indexOf(name);
      if (at >= 0) {
        left.splice(at, 1);
        used.add(`${flag} ${name}`);
      } else if (names.includes(name) && flag === "--discard" && used.has(`--play ${name}`)) {
        problems.push(messages.playedAndDiscarded(name));
      } else if (names.includes(name)) {
        problems.push(messages.cardTwice(flag, name));
      } else {
        problems.push(messages.cardNotInHand(flag, name, names));
      }
    }
  }
  return problems;
}
