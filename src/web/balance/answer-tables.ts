/**
 * The Balance view's tables for situations (issue 26 §6): a GM's chart (one row per situation, one column
 * per tier, each cell the design and the exact chance it gives) and a `per: each` answer (one row per
 * situation, its best design or nearest miss, and its figures), the cells `oddsmith balance FILE` prints,
 * the columns in the form's words.
 */
import type { BalanceQuestion, BalanceRun } from "../../balance/balance.js";
import { balanceTable, type ProbabilityOf } from "../../balance/balance-table.js";
import type { EvaluatedDesign } from "../../balance/design.js";
import type { TextTable } from "../../framework/analysis.js";
import { formatNumber, formatPercent } from "../../framework/format.js";
import { pointLabel } from "../../framework/grid.js";
import type { AnalysisEntry } from "../../framework/registered-analysis.js";
import { figureWords, variedLabel } from "./balance-question.js";
import type { TierRule } from "../../balance/question-words.js";
import { figureLabel } from "../../balance/targets.js";

/** How each tier rule reads in a chart's title, around the figure's words. */
const RULE_WORDS: Readonly<Record<TierRule, (figure: string) => string>> = {
  closest: (figure) => `${figure} closest to each tier's chance`,
  "at-least": (figure) => `the lowest ${figure} at or above each tier's chance`,
  "at-most": (figure) => `the highest ${figure} at or below each tier's chance`,
};

/** A design's chosen options in a cell, joined by " · " as the command line joins them. */
function designCell(question: Omit<BalanceQuestion, "rowField">, design: EvaluatedDesign): string {
  return question.choose.map(([field]) => String(design.design[field])).join(" · ");
}

/**
 * The GM's chart: a row per situation, a column per tier (its name and chance), each cell the best design
 * and the chance it gives with its exact fraction (`5: 83.3% (5/6)`), or `none (nearest …)`. O(situations × tiers).
 */
export function tierTable(entry: AnalysisEntry, question: Omit<BalanceQuestion, "rowField">, run: BalanceRun, probability: ProbabilityOf): TextTable {
  const tiers = question.tiers?.chances ?? [];
  const figure = question.tiers?.figure ?? { name: "" };
  const situations = [...new Map(run.answers.map((answer) => [pointLabel(answer.situation), answer.situation])).values()];
  const show = (value: number) => (probability(figure) ? formatPercent(value) : formatNumber(value));
  const cell = (situation: string, tier: string) => {
    const answer = run.answers.find((one) => one.tier?.name === tier && pointLabel(one.situation) === situation);
    const best = answer?.designs[0];
    const miss = answer?.misses[0];
    if (best === undefined) return miss === undefined ? "none" : `none (nearest ${designCell(question, miss)})`;
    const chance = best.preferred === undefined ? "" : `${show(best.preferred.value)}${best.preferred.exact === undefined ? "" : ` (${best.preferred.exact})`}`;
    return `${designCell(question, best)}: ${chance}`;
  };
  const acrossLabels = question.across.map(([field]) => variedLabel(entry, field));
  return {
    title: `${question.choose.map(([field]) => variedLabel(entry, field)).join(" · ")} per tier: ${RULE_WORDS[question.tiers?.rule ?? "closest"](figureWords(figureLabel(figure)))}`,
    columns: [acrossLabels.join(", ") || "situation", ...tiers.map(([name, chance]) => `${name} ${formatPercent(chance)}`)],
    rows: situations.map((situation) => [question.across.map(([field]) => String(situation[field])).join(", ") || "all", ...tiers.map(([name]) => cell(pointLabel(situation), name))]),
  };
}

/**
 * The designs of a run over situations as the command line's table lists them, the columns named in the
 * form's words: with `per: each`, each situation's best design (or its nearest miss) alone; with `per:
 * all`, every design that meets (or the nearest misses). O(designs × targets).
 */
export function situationTable(entry: AnalysisEntry, question: Omit<BalanceQuestion, "rowField">, run: BalanceRun, probability: ProbabilityOf): TextTable {
  const best = question.per === "each" ? { ...run, answers: run.answers.map((answer) => ({ ...answer, designs: answer.designs.slice(0, 1), misses: answer.designs.length > 0 ? [] : answer.misses.slice(0, 1) })) } : run;
  const table = balanceTable(question, best, `${entry.game} ${entry.name}`, probability);
  const fields = new Set([...question.choose, ...question.across].map(([field]) => field));
  return { ...table, columns: table.columns.map((column) => (fields.has(column) ? variedLabel(entry, column) : column)) };
}
