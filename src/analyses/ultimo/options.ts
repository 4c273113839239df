/**
 * The options several Ultimo analyses share beyond the rule readings (those are in
 * analyses/ultimo/rule-options.ts): cards and plays read from notation, the difficulty list, the queen's value,
 * and the extra rules of issue 18 (aid, focus, Know Thy Enemy).
 */
import { parseCards } from "../../core/cards.js";
import { messages } from "../../framework/messages.js";
import { choiceOption, integerOption, optionalOption, textOption, type OptionWords } from "../../framework/options.js";
import { deckProblem, placementProblem, readPlayerCard, type PlayerCard } from "../../models/ultimo/cards.js";
import { QUEEN_VALUES, type ChallengeRules } from "../../models/ultimo/rules.js";
import { FOE_NAMES, type Foe } from "../../models/ultimo/foes.js";
import { citeRules } from "../../framework/rules-citation.js";
import { queenValueOf, rulesFrom, type RuleParams } from "./rule-options.js";

/** The largest difficulty an analysis accepts (docs/rules.md 3.2: "rarely more" than 15; the seed lists C25). */
export const MAX_DIFFICULTY = 30;
/** The difficulties `--difficulty all` means. */
export const ALL_DIFFICULTIES = Array.from({ length: 21 }, (_, d) => d);

/** `--queen V`: the value of the discard-pile card a queen copies; by default a raw queen (2, or 5/8 with the queen traits). */
export const queenOption = optionalOption(
  integerOption({ label: "Queen's value", help: "The value a queen takes from the discard pile; left empty, a raw queen counts 2 (5 or 8 with the queen traits).", rules: "3.3", ...QUEEN_VALUES, doc: `the value a queen takes from the discard pile (${citeRules("3.3")}); default a raw queen: 2, 5 or 8 with the queen traits` }),
);

/**
 * The options an exchange and a fight share to name their foe (docs/rules.md 3.9): one of the seed's example
 * foes, or a custom foe's figures (foeOf reads them). Each analysis places them among its own options.
 */
export const foeOptions = {
  foe: optionalOption(choiceOption(FOE_NAMES, { label: "Foe", help: "One of the seed's example foes; or describe a custom foe below.", rules: "3.9", main: true, doc: "one of the seed's example foes" })),
  attackPower: optionalOption(integerOption({ label: "Custom foe's attack power", min: 0, max: 30, doc: "a custom foe's attack power (the difficulty)" })),
  weapon: optionalOption(integerOption({ label: "Custom foe's weapon damage", min: 0, max: 20, doc: "a custom foe's weapon damage" })),
  armor: optionalOption(integerOption({ label: "Custom foe's armor", min: 0, max: 30, doc: "the armor part of a custom foe's soak (lost after a hit of at least this much)" })),
  health: optionalOption(integerOption({ label: "Custom foe's health", min: 1, max: 100, doc: "a custom foe's health" })),
} as const;

/** Which of a foe's attacks an exchange or a fight is played against (docs/rules.md 3.9). */
export const FOE_ATTACKS = ["melee", "ranged"] as const;

/**
 * `--attack`: which of the foe's attacks is played against, its role in the analysis in `doc`.
 * @example foeAttackOption("which attack").parse("ranged") // "ranged"
 */
export function foeAttackOption(doc: string) {
  return choiceOption(FOE_ATTACKS, { label: "Foe's attack", rules: "3.9", doc, default: "melee" });
}

/**
 * A foe's attack (docs/rules.md 3.9): its attack power, the difficulty the character's hand is played
 * against, and its weapon's damage. O(1).
 * @example foeAttackOf(ultimo.FOES.horus, "melee") // { power: 11, weapon: 5 }
 */
export function foeAttackOf(foe: Foe, attack: (typeof FOE_ATTACKS)[number]): { readonly power: number; readonly weapon: number } {
  return attack === "melee" ? { power: foe.melee, weapon: foe.meleeWeapon } : { power: foe.ranged, weapon: foe.rangedWeapon };
}

/**
 * The foe's side of an exchange as the attack and fight samplers take it (docs/rules.md 3.9): the foe, its
 * chosen attack's power (the difficulty) and weapon damage, and the rules and queen's value the options give. O(1).
 * @example foeSideOf({ tally: "versus", oddRounding: "none", cancelsLowerRating: "true", dealerJoker: "loses", dealerJacks: "last", dealerQueen: 2, dealerDeck: "54", dealerDecks: 1, dealerDeckFile: undefined, trait: [], queen: undefined, attack: "ranged" }, ultimo.FOES.cultist).difficulty // 8
 */
export function foeSideOf(params: RuleParams & { readonly queen: number | undefined; readonly attack: (typeof FOE_ATTACKS)[number] }, foe: Foe) {
  const rules = rulesFrom(params);
  const { power, weapon } = foeAttackOf(foe, params.attack);
  return { foe, difficulty: power, foeWeapon: weapon, rules, queenValue: queenValueOf(params.queen, rules) };
}

/**
 * The problems of the foe the options name (docs/rules.md 3.9), in the analysis's flags: an example foe or a
 * custom foe's figures, not both (`custom`: whether any is given); a custom foe's attack power and health;
 * its armor at most its soak. `flags` words the custom flags as the analysis's help does. O(1).
 * @example foeProblems({ foe: undefined, power: 4, health: 6, soak: 1, armor: 2, custom: true }, { custom: "", power: "--foe-power", others: "" }) // ["--foe-armor: at most --foe-soak 1, received 2"]
 */
export function foeProblems(
  given: { readonly foe: string | undefined; readonly power: number | undefined; readonly health: number | undefined; readonly soak: number | undefined; readonly armor: number | undefined; readonly custom: boolean },
  flags: { readonly custom: string; readonly power: string; readonly others: string },
): string[] {
  const problems: string[] = [];
  if (given.foe !== undefined && given.custom) problems.push(messages.refused("--foe", `either an example foe or ${flags.custom}, not both`, given.foe));
  if (given.foe === undefined && (given.power === undefined || given.health === undefined)) {
    problems.push(messages.required("--foe", `one of ${FOE_NAMES.join(", ")}, or ${flags.power} and --foe-health (with ${flags.others})`));
  }
  if (given.armor !== undefined && given.armor > (given.soak ?? 0)) problems.push(messages.refused("--foe-armor", `at most --foe-soak ${given.soak ?? 0}`, given.armor));
  return problems;
}

/**
 * A list of cards in notation, as words (their meaning depends on the traits, read later by `readCards`).
 * @example cardListOption({ doc: "cards" }).parse("J, A,K") // ["J", "A", "K"]
 */
export function cardListOption(options: OptionWords & { doc: string; flag?: string }) {
  return textOption<string[]>({
    ...options,
    allowed: "cards like J,A,K,9,7 (2..10, J, Q, K, A; X, JL or JB for a joker; a suit letter where a trait needs it)",
    cards: { suits: "optional", limit: 54 },
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

/** Reads a play in the order given and checks the placement rules (docs/rules.md 3.3). */
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
export const difficultyOption = textOption<number[]>({ label: "Difficulty", help: "How many cards the Dealer draws: one difficulty, a range 4..8, a list 3,5,7, or all (0 to 20).", rules: "3.2",
  allowed: `an integer from 0 to ${MAX_DIFFICULTY}, a range a..b, a list a,b,c, or all (0..20)`,
  doc: `the difficulty: how many cards the Dealer draws (${citeRules("3.2")})`,
  parse: (raw) => {
    if (raw === "all") return ALL_DIFFICULTIES;
    const span = /^(\d+)\s*\.\.\s*(\d+)$/.exec(raw);
    const values = span ? Array.from({ length: Math.max(0, Number(span[2]) - Number(span[1]) + 1) }, (_, i) => Number(span[1]) + i) : raw.split(",").map((word) => (/^\s*\d+\s*$/.test(word) ? Number(word) : NaN));
    if (values.length === 0 || values.some((value) => !Number.isInteger(value) || value < 0 || value > MAX_DIFFICULTY)) return undefined;
    return [...new Set(values)].sort((a, b) => a - b);
  },
});

/** `--aid CARDS`: the allies' cards pooled with the player's (RULES.md 3.1 Aid). */
export const aidOption = optionalOption(cardListOption({ label: "Allies' cards (Aid)", help: "The allies' cards pooled with the player's, laid where the placement rules put them.", rules: "3.1", doc: `the allies' cards pooled with the player's (Aid, ${citeRules("3.1")}), laid where the placement rules put them` }));
/** `--aid-limit N`: the most cards a team plays together (RULES.md 3.1: 12; the Butler background says 17). */
export const aidLimitOption = integerOption({ label: "Team's card limit", help: "The most cards a team plays together with Aid: 12 (the Butler background says 17).", rules: "3.1", min: 1, max: 30, default: 12, doc: `the most cards a team plays together with --aid (${citeRules("3.1")}: 12; the Butler background says 17)` });
/** `--focus F`: focus spent, one extra card each from the top of the player's deck, added after the row is laid. */
export const focusOption = integerOption({ label: "Focus spent", help: "Focus spent: one extra card each from the top of the player's deck, added to the row.", rules: "3.1", min: 0, max: 5, default: 0, doc: `focus spent: one extra card each from the top of the player's deck, added to the row (${citeRules("3.1")})` });
/** `--know N`: Know Thy Enemy, the Dealer's cards the player sees before laying the row (RULES.md 3.7: ⌊INT/2⌋). */
export const knowOption = integerOption({ label: "Know Thy Enemy", help: "How many of the Dealer's cards the player sees before laying the row (⌊INT/2⌋).", rules: "3.7", min: 0, max: 5, default: 0, doc: `Know Thy Enemy: how many of the Dealer's cards the player sees before arranging (${citeRules("3.7")}, ⌊INT/2⌋)` });

/** The extra rules of issue 18 as one group of options, in help order: aid, its limit, focus and Know Thy Enemy. */
export const extraRuleOptions = { aid: aidOption, aidLimit: aidLimitOption, focus: focusOption, know: knowOption } as const;
