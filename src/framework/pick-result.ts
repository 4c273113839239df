/**
 * The result of a pick by a target chance over exactly solved candidates (zilch pick, ash pick): the
 * candidates' curve, the one the shared rule picks (framework/pick-target.ts) with its neighbours, the sentence
 * that says it (or says that no candidate meets the target), a line chart and the whole curve as a table.
 */
import { itemAt } from "../core/checked-index.js";
import type { AnalysisResult, OutcomeRow, Row } from "./analysis.js";
import { formatPercent } from "./format.js";
import { pickByTarget, pickSentence, type PickRule, type PickWords } from "./pick-target.js";
import type { Rational } from "../core/exact/rational.js";

/** One candidate: its value (a modifier, a count), its exact chance, and extra row fields (e.g. the test's target). */
export interface PickCandidate {
  readonly value: number;
  readonly chance: Rational;
  readonly extra?: Row;
}

/** How one pick names its candidates, its chance and its target, and which rule it reads the target by. */
export interface PickShape {
  readonly words: PickWords;
  /** The row and summary field of a candidate's value, e.g. "modifier". */
  readonly field: string;
  /** The row and summary field of its chance, e.g. "pSuccess". */
  readonly chanceField: string;
  /** The summary field of the wanted chance, e.g. "target". */
  readonly targetField: string;
  /** How a value reads in a sentence and the table, e.g. "+2". */
  readonly label: (value: number) => string;
  /** The chart's title before the pick, e.g. "P(success) by modifier for Suit 6". */
  readonly title: string;
  /** Extra table columns, read from each candidate's `extra` by the same names. */
  readonly extraColumns?: readonly string[];
  readonly target: number;
  readonly rule: PickRule;
}

/**
 * The pick among `candidates` (easiest first) as an analysis result: outcomes are the picked candidate and
 * its neighbours (roles easier, pick, harder; none when no candidate meets the target), the summary the
 * pick's value, chance and the target, `details.pick` the rule, whether a candidate meets it and the
 * sentence, the rows and `details.curve` every candidate. O(candidates).
 * @throws {RangeError} when there are no candidates.
 * @example exactPickResult([{ value: 1, chance: Rational.of(3n, 4n) }, { value: 2, chance: Rational.of(1n, 4n) }], { words: { thing: "count", chance: "P(win)" }, field: "count", chanceField: "pWin", targetField: "target", label: String, title: "P(win) by count", target: 0.5, rule: "at-least" }).summary // { count: 1, pWin: 0.75, target: 0.5 }
 */
export function exactPickResult(candidates: readonly PickCandidate[], shape: PickShape): AnalysisResult {
  const { field, chanceField, targetField, target, rule } = shape;
  const chances = candidates.map((candidate) => candidate.chance.toNumber());
  const index = pickByTarget(chances, target, rule);
  const sentence = pickSentence(shape.words, candidates.map((candidate) => shape.label(candidate.value)), chances, target, rule, index);
  const rows: Row[] = candidates.map((candidate, i) => ({ [field]: candidate.value, ...candidate.extra, [chanceField]: itemAt(chances, i), exact: candidate.chance.toString() }));
  const role = (i: number) => (i === index ? "pick" : index !== undefined && i === index - 1 ? "easier" : index !== undefined && i === index + 1 ? "harder" : "");
  const near = index === undefined ? [] : [index - 1, index, index + 1].filter((i) => i >= 0 && i < candidates.length);
  const outcomes: OutcomeRow[] = near.map((i) => {
    const { value, chance } = itemAt(candidates, i);
    return { outcome: `${field}${shape.label(value)}`, [field]: value, role: role(i), probability: itemAt(chances, i), exact: chance.toString() };
  });
  const picked = index === undefined ? undefined : itemAt(candidates, index);
  const summary: Record<string, number> = picked === undefined ? { [targetField]: target } : { [field]: picked.value, [chanceField]: picked.chance.toNumber(), [targetField]: target };
  const summaryExact: Record<string, string> = picked === undefined ? {} : { [chanceField]: picked.chance.toString() };
  const extraColumns = shape.extraColumns ?? [];
  return {
    outcomes,
    summary,
    summaryExact,
    rows,
    details: { curve: rows, pick: [{ rule, found: picked !== undefined, [field]: picked?.value ?? null, sentence }] },
    charts: [
      {
        name: "",
        title: `${shape.title} (${rule === "closest" ? "closest to" : rule.replace("-", " ")} ${formatPercent(target)}: ${picked === undefined ? "none" : `${shape.words.thing} ${shape.label(picked.value)}`})`,
        kind: "line",
        data: rows,
        x: { field, title: shape.words.thing, type: "quantitative" },
        y: { field: chanceField, title: shape.words.chance, type: "quantitative", format: ".0%", domain: [0, 1] },
        rule: { y: target, label: `target ${formatPercent(target)}` },
      },
    ],
    table: {
      title: `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`,
      columns: [shape.words.thing, ...extraColumns, shape.words.chance, "exact", ""],
      rows: candidates.map((candidate, i) => [
        shape.label(candidate.value),
        ...extraColumns.map((column) => String(candidate.extra?.[column] ?? "")),
        formatPercent(itemAt(chances, i)),
        candidate.chance.toString(),
        i === index ? "← pick" : role(i),
      ]),
    },
  };
}
