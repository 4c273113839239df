/**
 * `oddsmith ash pick`: for GMs, the number of Opposing cards (the difficulty, docs/rules.md 4.2) that
 * gives a check a wanted P(success or better): the closest, or with `--at-least` the most Opposing cards
 * that still give at least it (`--at-most`: the fewest that give at most it). Each count is one exact
 * check through the Ash check solver (solveAshCheck).
 */
import { defineAnalysis, type AnalysisResult } from "../../framework/analysis.js";
import { formatPercent } from "../../framework/format.js";
import { messages } from "../../framework/messages.js";
import { choiceOption, probabilityOption, type ParamsOf, worded } from "../../framework/options.js";
import { exactPickResult } from "../../framework/pick-result.js";
import { pickRuleOf, pickRuleOptions, pickRuleProblems } from "../../framework/pick-target.js";
import { cardsNeeded, solveAshCheck } from "../../models/ash/check.js";
import { CHECK_LIMITS, type AshCheckSetup } from "../../models/ash/building-the-total.js";
import { checkSeconds } from "./solve-costs.js";
import { cardListOption, cardsOf, checkSettingOptions, decisionOptions, deckOptions, handProblems } from "./options.js";
import { citeRules } from "../../framework/rules-citation.js";
import { summaryFigure } from "./summary-figure.js";

/** The policies a pick plays the hand by: `given` needs a play, which a pick over many checks has not. */
const PICK_POLICIES = ["none", "all", "optimal"] as const;

const { opposing: _opposing, ...settingWithoutOpposing } = checkSettingOptions;

const ashPickOptions = {
  ...settingWithoutOpposing,
  target: probabilityOption({ label: "Wanted chance", help: "The chance of success or better the Opposing count should give (0.6, 3/5 or 60%).", doc: "the wanted P(success or better)", default: 0.5 }),
  ...pickRuleOptions,
  hand: worded(cardListOption("the cards in the player's hand"), { label: "Hand", help: "The cards in the player's hand (QH,7C,AS).", rules: "4.5" }),
  policy: choiceOption(PICK_POLICIES, { label: "How the hand is used", rules: "4.5", doc: `how the hand is used (${citeRules("4.5")}): none (trait cards only), all, optimal`, default: "none" }),
  ...deckOptions,
  ...decisionOptions,
} as const;
type AshPickParams = ParamsOf<typeof ashPickOptions>;

/** The check at `opposing` Opposing cards, the pick's other options as given. */
function setupAt(params: AshPickParams, opposing: number): AshCheckSetup {
  return { ...params, opposing, hand: cardsOf(params.hand), play: [], discard: [], policy: params.policy };
}

/**
 * The Opposing counts a pick chooses among, easiest first: 0 up to CHECK_LIMITS' 20, while the GM's
 * cards (and, with decks=shared, the player's too) fit one 54-card deck. O(counts).
 */
function opposingCounts(params: AshPickParams): number[] {
  const counts: number[] = [];
  for (let opposing = CHECK_LIMITS.opposing.min; opposing <= CHECK_LIMITS.opposing.max; opposing++) {
    const needed = cardsNeeded(setupAt(params, opposing));
    if ((params.decks === "shared" ? needed.player + needed.gm : needed.gm) > 54) break;
    counts.push(opposing);
  }
  return counts;
}

/** The report's words for a pick: the line, the pick, and what one more Opposing card costs. */
function pickExplanation(result: AnalysisResult): string {
  const at = (opposing: number) => Number(result.rows.find((row) => row.opposing === opposing)?.pSuccessOrBetter ?? 0);
  const opposing = summaryFigure(result, "opposing");
  return (
    `The line is P(success or better) of a Trait 2 check with no hand at each number of Opposing cards, and the dashed line the wanted ${formatPercent(summaryFigure(result, "target"))}. ` +
    `${opposing} Opposing card${opposing === 1 ? " is" : "s are"} the most that still give at least that, ${formatPercent(at(opposing))}; one more card drops it to ${formatPercent(at(opposing + 1))}, and each card after that takes a smaller share of what is left.`
  );
}

/** `oddsmith ash pick`: the Opposing count that gives a check a wanted chance of success or better. */
export const ashPickAnalysis = defineAnalysis({
  summary: "the number of Opposing cards whose P(success or better) is closest to a target (or the most at least it, the fewest at most it)",
  rules: ["4.2", "4.3"],
  options: ashPickOptions,
  validate: (params) => {
    const problems = [...pickRuleProblems(params), ...handProblems(params.hand, [], [])];
    const needed = cardsNeeded(setupAt(params, 0));
    if (needed.player > 54) problems.push(messages.tooManyCards(needed.player, "hand, trait and discards"));
    else if (opposingCounts(params).length === 0) problems.push(messages.tooManyCards(needed.player + needed.gm, "hand, trait, discards and Strain"));
    return problems;
  },
  exactCost: (params) => ({ seconds: opposingCounts(params).length * checkSeconds(params.policy, params.hand.length), what: `${opposingCounts(params).length} checks with a ${params.hand.length}-card hand, policy ${params.policy}`, smaller: "a smaller --hand" }),
  run: (params) => {
    const candidates = opposingCounts(params).map((opposing) => ({ value: opposing, chance: solveAshCheck(setupAt(params, opposing)).pSuccessOrBetter }));
    return exactPickResult(candidates, {
      words: { thing: "Opposing", chance: "P(success or better)" },
      field: "opposing",
      chanceField: "pSuccessOrBetter",
      targetField: "target",
      label: String,
      title: `P(success or better) by Opposing cards: ${params.suit}, trait ${params.trait}, ${params.strain} strain, ${params.hand.length ? `hand ${params.hand.join(",")}` : "no hand"} (policy ${params.policy})`,
      target: params.target,
      rule: pickRuleOf(params),
    });
  },
  reportRuns: [
    {
      name: "pick-trait2-at-least-25",
      title: "The most Opposing cards that still give a Trait 2 check at least 25% success or better",
      params: { suit: "hearts", trait: 2, target: 0.25, atLeast: true },
      explanations: { "": pickExplanation },
    },
  ],
});
