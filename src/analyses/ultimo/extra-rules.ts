/**
 * The extra rules of issue 18 as the `challenge` and `best` analyses take them: aid cards, focus, Know Thy
 * Enemy and the Dealer's deck (several decks, a deck file), their checks and the exact solver's cost.
 */
import { messages } from "../../framework/messages.js";
import { playerDeck, type PlayerCard } from "../../models/ultimo/cards.js";
import { DEALER_DECK_SIZE } from "../../models/ultimo/setup-checks.js";
import { dealerDeckSize, dealerGroups } from "../../models/ultimo/dealer.js";
import { remainingDeck, weightedDraws } from "../../models/ultimo/extra-cards.js";
import type { ChallengeRules } from "../../models/ultimo/rules.js";
import { seenDraws, type ChallengeExtras } from "../../models/ultimo/variant-challenge.js";

/** The extra-rule options an analysis's parameters hold. */
export interface ExtraParams {
  readonly aid: readonly string[] | undefined;
  readonly aidLimit: number;
  readonly focus: number;
  readonly know: number;
}

/**
 * The extras of a challenge: focus cards from the player's deck without the cards already out of it. O(deck).
 * @example extrasOf({ aid: undefined, aidLimit: 12, focus: 1, know: 0 }, DEFAULT_RULES, 2, readPlay("A")).focusDeck.length // 14
 */
export function extrasOf(params: ExtraParams, rules: ChallengeRules, queenValue: number, out: readonly PlayerCard[]): ChallengeExtras {
  return { focus: params.focus, focusDeck: params.focus > 0 ? remainingDeck(playerDeck(rules, queenValue), out) : [], know: params.know };
}

/**
 * Whether the plain solvers serve (no extra rule, a Dealer deck of at most 54 cards) or the extras' exact solver must. O(kinds).
 * @example needsExtras({ aid: undefined, aidLimit: 12, focus: 0, know: 0 }, { ...DEFAULT_RULES, dealerDecks: 2 }) // true
 */
export function needsExtras(params: ExtraParams, rules: ChallengeRules): boolean {
  return params.aid !== undefined || params.focus > 0 || params.know > 0 || dealerDeckSize(rules) > DEALER_DECK_SIZE;
}

/**
 * Problems between the extra rules and the rest: the pooled cards above --aid-limit, difficulties above the
 * Dealer's deck. O(1).
 * @example extraProblems({ aid: ["A", "A"], aidLimit: 3, focus: 0, know: 0 }, 2, DEFAULT_RULES, 6) // ['--aid: at most --aid-limit 3 cards with the player\'s 2, received "A,A"']
 */
export function extraProblems(params: ExtraParams, ownCards: number, rules: ChallengeRules, maxDifficulty: number): string[] {
  const problems: string[] = [];
  const aid = params.aid ?? [];
  if (ownCards + aid.length > params.aidLimit && aid.length > 0) problems.push(messages.refused("--aid", `at most --aid-limit ${params.aidLimit} cards with the player's ${ownCards}`, aid.join(",")));
  const size = dealerDeckSize(rules);
  if (maxDifficulty > size) problems.push(messages.refused("--difficulty", `at most the Dealer deck's ${size} cards`, maxDifficulty));
  return problems;
}

/** Seconds one bigint Dealer count step costs on the 2-core machine (5.5 ms for a 5-card row at D = 20 on two decks: 172k steps). */
const STEP_SECONDS = 4e-8;

/**
 * The exact extras solver's estimated seconds for `rows` candidate rows of up to `cards` cards at
 * difficulty D: seen sets × rows × focus draws × one bigint count (G · (D+1) · (P+1)² · 2 · (n+1) steps). O(seen sets).
 * @example extrasSeconds(1, 5, DEFAULT_RULES, 6, { focus: 0, focusDeck: [], know: 0 }) < 0.01 // true
 */
export function extrasSeconds(rows: number, cards: number, rules: ChallengeRules, difficulty: number, extras: ChallengeExtras): number {
  const groups = dealerGroups(rules);
  const meanGroup = groups.reduce((sum, group) => sum + group.count, 0) / groups.length;
  const played = cards + extras.focus;
  const steps = groups.length * (difficulty + 1) * (played + 1) ** 2 * 2 * (meanGroup + 1);
  const focusDraws = extras.focus > 0 ? weightedDraws(extras.focusDeck, extras.focus).length : 1;
  const seenSets = extras.know > 0 ? seenDraws(rules, Math.min(extras.know, difficulty)).length : 1;
  return seenSets * rows * focusDraws * steps * STEP_SECONDS;
}

/**
 * What the samplers cannot do yet: focus and Know Thy Enemy are exact only. O(1).
 * @example extraSampleLimits({ aid: undefined, aidLimit: 12, focus: 1, know: 0 }) // ["--focus: only without --mc or --precision (focus cards are solved exactly, not simulated yet)"]
 */
export function extraSampleLimits(params: ExtraParams): string[] {
  return [...(params.focus > 0 ? [messages.exactOnly("--focus", "focus cards are")] : []), ...(params.know > 0 ? [messages.exactOnly("--know", "Know Thy Enemy is")] : [])];
}

/**
 * A Dealer deck above 54 cards (--dealer-decks 2 or more, or a large deck file) for a solver that counts
 * in float64 tables of at most 54 cards: refused, naming where it is solved. O(kinds).
 * @example largeDeckProblems({ ...DEFAULT_RULES, dealerDecks: 2 }, "ultimo curve") // ['--dealer-decks: a Dealer deck of at most 54 cards for the exact solver of ultimo curve (larger Dealer decks are solved exactly by ultimo challenge and ultimo best, or simulated with --mc), received "108 cards"']
 */
export function largeDeckProblems(rules: ChallengeRules, what: string): string[] {
  const size = dealerDeckSize(rules);
  if (size <= DEALER_DECK_SIZE) return [];
  const flag = (rules.dealerDecks ?? 1) > 1 ? "--dealer-decks" : "--dealer-deck-file";
  return [messages.refused(flag, `a Dealer deck of at most ${DEALER_DECK_SIZE} cards for the exact solver of ${what} (larger Dealer decks are solved exactly by ultimo challenge and ultimo best, or simulated with --mc)`, `${size} cards`)];
}
