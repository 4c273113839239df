/**
 * `oddsmith kingstone marks`: the rolls a skill takes to reach each level (docs/rules.md 1.6), and how P(success)
 * at a DC grows with them.
 */
import { defineAnalysis, summaryOf, type AnalysisResult, type OutcomeRow, type Row } from "../../framework/analysis.js";
import { cheapCost } from "../../framework/exact-cost.js";
import { formatPercent } from "../../framework/format.js";
import { flagOption, integerOption } from "../../framework/options.js";
import { Rational } from "../../core/exact/rational.js";
import { solveCheck } from "../../models/kingstone/check.js";
import { levelSteps, MAX_VOTES } from "../../models/kingstone/marks.js";
import { BONUS_RANGE, DC_RANGE } from "../../models/kingstone/roll.js";
import { citeRules } from "../../framework/rules-citation.js";
import { itemAt } from "../../core/checked-index.js";

/** The report's words for the levelling step line: early levels are cheap, late ones buy little. */
function marksExplanation(focus: string) {
  return (result: AnalysisResult): string => {
    const at = (level: number): Row => {
      const row = result.rows.find((candidate) => candidate.level === level);
      if (row === undefined) throw new RangeError(`no row of level ${level}`);
      return row;
    };
    const last = itemAt(result.rows, result.rows.length - 1);
    const beforeLast = itemAt(result.rows, result.rows.length - 2);
    const percent = (row: Row) => formatPercent(Number(row.pSuccess));
    const points = ((Number(last.pSuccess) - Number(beforeLast.pSuccess)) * 100).toFixed(1);
    return (
      `The line is P(success) against the DC as the skill is rolled (${focus}, level L needs L columns), stepping up at each new level. ` +
      `The first two levels come within ${at(2).rolls} rolls and lift the chance from ${percent(at(0))} to ${percent(at(1))} to ${percent(at(2))}, but level ${last.level} takes ${last.rolls} rolls and its last ${Number(last.rolls) - Number(beforeLast.rolls)} add only ${points} points. ` +
      "Each level is the same +1 on 2d6, so a skill's first levels change play most and its last ones, near certainty, least; a designer who wants late levels to feel earned must give them more than +1."
    );
  };
}

/** `oddsmith kingstone marks`: the rolls a skill takes to level, and how P(success) grows with them. */
export const marksAnalysis = defineAnalysis({
  summary: "rolls needed to reach each level, and P(success) at a DC as the level grows",
  rules: ["1.6"],
  options: {
    level: integerOption({ label: "Highest skill level", help: "The highest skill level the marks are followed to.", rules: "1.6", min: 1, max: 12, doc: "the highest skill level to follow" }),
    secondary: flagOption({ label: "Secondary focus", help: "A secondary focus: 6 marks fill a column.", rules: "1.6", doc: "a secondary focus: 6 marks a column" }),
    distinction: flagOption({ label: "Expert's Distinction", help: "The Expert's Distinction: a roll gives 2 marks.", rules: "1.6", doc: "the Expert's Distinction: 2 marks a roll" }),
    dc: integerOption({ label: "Difficulty (DC)", help: "The DC whose chance of success is followed as the skill rises.", rules: "1.1", ...DC_RANGE, default: 10, doc: "the DC whose P(success) is followed" }),
    attribute: integerOption({ ...BONUS_RANGE, default: 0, doc: "attribute (and other fixed bonus) added to the skill level" }),
    votesPerSession: integerOption({ label: "Vote marks a session", help: "End-of-session vote marks this skill gets each session: one a vote, three questions.", rules: "1.6", min: 0, max: MAX_VOTES, default: 0, doc: `end-of-session vote marks this skill gets each session (${citeRules("1.6")}: one a vote, three questions)` }),
    rollsPerSession: integerOption({ label: "Rolls a session", help: "Rolls of the skill in a session; the session's vote marks come after them.", rules: "1.6", min: 1, max: 1000, default: 10, doc: "rolls of the skill in a session, after which its vote marks arrive (only with --votes-per-session)" }),
  },
  // Always cheap: its largest case takes under 0.01 s (bench/exact-costs.ts).
  exactCost: () => cheapCost(0.01, "one level's marks"),
  run: (params) => {
    const steps = [{ level: 0, marks: 0, rolls: 0 }, ...levelSteps(params.level, params)];
    const chanceAt = (level: number) =>
      solveCheck({ dice: "2d6", reroll: "none", goal: "success", ladder: "paired", bonus: level + params.attribute, dc: params.dc }).pSuccess;
    const outcomes: OutcomeRow[] = steps.map((step) => {
      const p = chanceAt(step.level);
      return { outcome: `level-${step.level}`, level: step.level, marks: step.marks, rolls: step.rolls, probability: p.toNumber(), exact: p.toString() };
    });
    const rows: Row[] = outcomes.map(({ level, marks, rolls, probability, exact }) => ({
      level: level ?? null,
      marks: marks ?? null,
      rolls: rolls ?? null,
      pSuccess: probability,
      exact: exact ?? null,
    }));
    const last = itemAt(steps, steps.length - 1);
    return {
      outcomes,
      ...summaryOf({ rollsToLevel: Rational.of(last.rolls), marksToLevel: Rational.of(last.marks), pSuccessAtLevel: chanceAt(last.level) }),
      rows,
      charts: [
        {
          name: "",
          title: `P(success) vs DC ${params.dc} by rolls made (attribute ${params.attribute}${params.secondary ? ", secondary focus" : ""}${params.distinction ? ", Distinction" : ""}${params.votesPerSession > 0 ? `, ${params.votesPerSession} vote mark${params.votesPerSession === 1 ? "" : "s"} every ${params.rollsPerSession} rolls` : ""})`,
          kind: "line",
          step: true,
          data: rows,
          x: { field: "rolls", title: "rolls of the skill", type: "quantitative" },
          y: { field: "pSuccess", title: "P(success)", type: "quantitative", format: ".0%" },
        },
      ],
      table: {
        columns: ["level", "marks", "rolls", `P(success vs DC ${params.dc})`],
        rows: outcomes.map((o) => [String(o.level), String(o.marks), String(o.rolls), formatPercent(o.probability)]),
      },
    };
  },
  reportRuns: [
    {
      name: "marks-level6",
      title: "Levelling a primary skill to 6 (P(success) vs DC 10, attribute +1)",
      params: { level: 6, attribute: 1 },
      explanations: { "": marksExplanation("primary skill, 3 marks a column") },
    },
    {
      name: "marks-level6-secondary",
      title: "The same for a secondary focus",
      params: { level: 6, attribute: 1, secondary: true },
      explanations: { "": marksExplanation("secondary focus, 6 marks a column") },
    },
  ],
});
