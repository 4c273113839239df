/**
 * `oddsmith zilch pick`: for GMs, the GM modifier (docs/rules.md 2.2: −5 very hard, −2 hard, +2 easy, +5
 * trivial, or any whole step between) that gives a Suit test a wanted P(success): the closest, or with
 * `--at-least` the hardest modifier that gives at least it (`--at-most`: the easiest that gives at most it).
 */
import { fieldOf } from "../../core/checked-index.js";
import { defineAnalysis, type AnalysisResult } from "../../framework/analysis.js";
import { cheapCost } from "../../framework/exact-cost.js";
import { formatPercent } from "../../framework/format.js";
import { flagOption, probabilityOption, worded } from "../../framework/options.js";
import { exactPickResult, type PickCandidate } from "../../framework/pick-result.js";
import { pickRuleOf, pickRuleOptions, pickRuleProblems } from "../../framework/pick-target.js";
import { MODIFIER_RANGE, targetOf } from "../../models/zilch/target.js";
import { solveTest } from "../../models/zilch/suit-test.js";
import { dieOption, explodeChainOption, rollName, suitOption } from "./options.js";
import { citeRules } from "../../framework/rules-citation.js";

/** The rulebook's names of the GM modifiers it lists (docs/rules.md 2.2). */
const MODIFIER_NAMES: Readonly<Record<number, string>> = { [-5]: "very hard", [-2]: "hard", 0: "average", 2: "easy", 5: "trivial" };

/**
 * A modifier as the table and sentences write it: signed, "+0" for none.
 * @example signedModifier(-2) // "-2"
 */
export function signedModifier(modifier: number): string {
  return modifier < 0 ? String(modifier) : `+${modifier}`;
}

/** The report's words for a pick: the line, the pick, and what one step of modifier is worth beside it. */
function pickExplanation(result: AnalysisResult): string {
  const at = (modifier: number) => Number(result.rows.find((row) => row.modifier === modifier)?.pSuccess ?? 0);
  const modifier = fieldOf(result.summary, "modifier");
  return (
    `The line is P(success) of the Suit test at each GM modifier, from +5 (trivial) on the right to −5 (very hard) on the left, and the dashed line the wanted ${formatPercent(fieldOf(result.summary, "chance"))}. ` +
    `${signedModifier(modifier)} is the hardest modifier that still gives at least that, ${formatPercent(at(modifier))}; one step harder, ${signedModifier(modifier - 1)} gives ${formatPercent(at(modifier - 1))}, so the closest pick would have let the test fall below the target.`
  );
}

/** `oddsmith zilch pick`: the GM modifier that gives a Suit test a wanted chance of success. */
export const zilchPickAnalysis = defineAnalysis({
  summary: "the GM modifier whose P(success) is closest to a wanted chance (or the hardest at least it, the easiest at most it)",
  rules: ["2.2"],
  options: {
    suit: worded(suitOption(`the Suit value tested (${citeRules("2.2")})`), { label: "Suit value", rules: "2.2" }),
    skill: flagOption({ label: "Skill applies", rules: "2.2", doc: "a relevant Skill applies: +5" }),
    boon: flagOption({ label: "Boon spent", rules: "2.2", doc: "a Boon is spent: +2, at most one per action" }),
    // `--target` is the test's roll-under number in zilch (zilch test), so the wanted chance has its own word.
    chance: probabilityOption({ label: "Wanted chance of success", help: "The chance of success (critical or plain) the modifier should give (0.6, 3/5 or 60%).", doc: "the wanted P(success) (critical or plain)", default: 0.5 }),
    ...pickRuleOptions,
    explodeChain: explodeChainOption,
    die: dieOption,
  },
  validate: pickRuleProblems,
  // Always cheap: eleven tests of O(target) each.
  exactCost: () => cheapCost(0.01, "eleven tests"),
  run: (params) => {
    // Candidates easiest first: the modifier from +5 (trivial) down to −5 (very hard).
    const candidates: PickCandidate[] = [];
    for (let modifier = MODIFIER_RANGE.max; modifier >= MODIFIER_RANGE.min; modifier--) {
      const target = targetOf({ suit: params.suit, skill: params.skill, modifier, boon: params.boon });
      candidates.push({ value: modifier, chance: solveTest(target, params.explodeChain, params.die).pSuccess, extra: { target, name: MODIFIER_NAMES[modifier] ?? "" } });
    }
    const who = `Suit ${params.suit}${params.skill ? " + Skill" : ""}${params.boon ? " + Boon" : ""}`;
    return exactPickResult(candidates, {
      words: { thing: "modifier", chance: "P(success)" },
      field: "modifier",
      chanceField: "pSuccess",
      targetField: "chance",
      label: signedModifier,
      title: `P(success) by GM modifier for ${who} (${rollName(params.explodeChain, params.die)})`,
      extraColumns: ["name", "target"],
      target: params.chance,
      rule: pickRuleOf(params),
    });
  },
  reportRuns: [
    {
      name: "pick-suit6-at-least-60",
      title: "The hardest GM modifier that still gives Suit 6 at least 60%",
      params: { suit: "6", chance: 0.6, atLeast: true },
      explanations: { "": pickExplanation },
    },
  ],
});
