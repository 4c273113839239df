import type { AnalysisResult, OutcomeRow, Row, SamplePlan } from "../../core/analysis.js";
import { tallyOffsets, type Estimates, type TallyLayout } from "../../core/estimate.js";
import { estimatedOutcomeRows } from "../../core/estimated-result.js";
import { formatPercent } from "../../core/format.js";
import type { Random } from "../../core/random.js";
import { CONTEST_OUTCOMES, contestOutcome, type Ties } from "./contest-outcome.js";
import { degreeOf, DEGREES, rollTable } from "./roll.js";
import { proportionFigures } from "./sampled-figures.js";

/**
 * The tally group of one target's degrees (RULES.md 2.2). O(1).
 * @example targetGroup(6) // "target 6"
 */
export function targetGroup(target: number): string {
  return `target ${target}`;
}

/**
 * The tally group of one cell of the contest heatmap (RULES.md 2.3). O(1).
 * @example cellGroup(11, 6) // "contest 11 vs 6"
 */
export function cellGroup(a: number, b: number): string {
  return `contest ${a} vs ${b}`;
}

/**
 * The trial loop of the degree table and the contest heatmap (RULES.md 2.1–2.3): each trial rolls one
 * roll R from {@link rollTable} and tallies R's degree ({@link degreeOf}) against every target, and rolls
 * a second roll S and tallies {@link contestOutcome}(R, S) for every cell (A rolls R, B rolls S). The
 * same rolls serve every target and every cell (each group is still exactly one test or contest; the
 * groups are correlated, which no figure reads). Groups: one per target (`target t`, the four degrees),
 * then one per cell (`contest a vs b`). Cost per trial: two uniform draws and O(targets + cells) reads.
 * @example sampleTable([6, 7], [6], "draw", false).layout.groups.map((g) => g.name) // ["target 6", "target 7", "contest 6 vs 6"]
 */
export function sampleTable(targets: readonly number[], contest: readonly number[], ties: Ties, explodeChain: boolean): SamplePlan {
  const top = Math.max(0, ...targets.map((t) => t + 5), ...contest);
  const { values } = rollTable(top, explodeChain);
  const faces = values.length;
  const width = top + 2;
  // degreeAt[k · width + roll]: the degree index of roll against targets[k].
  const degreeAt = new Int32Array(targets.length * width);
  targets.forEach((target, k) => {
    for (let roll = 0; roll < width; roll++) degreeAt[k * width + roll] = degreeOf(roll, target);
  });
  const cells = contest.flatMap((a) => contest.map((b) => [a, b] as const));
  // outcomeAt[(c · width + R) · width + S]: the outcome index of cell c with rolls R (A) and S (B).
  const outcomeAt = new Int32Array(cells.length * width * width);
  cells.forEach(([a, b], c) => {
    for (let aRoll = 0; aRoll < width; aRoll++) {
      for (let bRoll = 0; bRoll < width; bRoll++) {
        outcomeAt[(c * width + aRoll) * width + bRoll] = CONTEST_OUTCOMES.indexOf(contestOutcome(aRoll, bRoll, { a, b, ties, explodeChain }));
      }
    }
  });
  const layout: TallyLayout = {
    groups: [
      ...targets.map((target) => ({ name: targetGroup(target), categories: [...DEGREES] })),
      ...cells.map(([a, b]) => ({ name: cellGroup(a, b), categories: [...CONTEST_OUTCOMES] })),
    ],
  };
  const offsets = tallyOffsets(layout);
  const targetAt = Int32Array.from(targets, (_, k) => offsets.groups[k]!);
  const cellAt = Int32Array.from(cells, (_, c) => offsets.groups[targets.length + c]!);
  const targetCount = targets.length;
  const cellCount = cells.length;
  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      const roll = values[random.below(faces)]!;
      const other = values[random.below(faces)]!;
      for (let k = 0; k < targetCount; k++) tally[targetAt[k]! + degreeAt[k * width + roll]!]!++;
      for (let c = 0; c < cellCount; c++) tally[cellAt[c]! + outcomeAt[(c * width + roll) * width + other]!]!++;
    }
  };
  return { layout, run };
}

/**
 * A simulated degree table and heatmap in the exact result's shape: every target's degrees with 95%
 * intervals and counts (each row tagged with its target), CSV rows per target, the heatmap cells as the
 * `contest` details (pAWins with `Low`/`High`), the tables and a heatmap chart. O(targets + cells).
 */
export function tableSampledResult(estimates: Estimates, targets: readonly number[], contest: readonly number[], ties: Ties, explodeChain: boolean): AnalysisResult {
  const outcomes: OutcomeRow[] = targets.flatMap((target) => estimatedOutcomeRows(estimates, targetGroup(target)).map((row) => ({ ...row, target })));
  const rows: Row[] = targets.map((target) => {
    const degrees = estimatedOutcomeRows(estimates, targetGroup(target));
    const success = proportionFigures(estimates, targetGroup(target), { pSuccess: ["critical-success", "success"] });
    return { target, ...Object.fromEntries(degrees.map((d) => [d.outcome, d.probability])), ...success, ...Object.fromEntries(degrees.map((d) => [`${d.outcome}Count`, d.count ?? null])) };
  });
  const contestRows: Row[] = contest.flatMap((a) => contest.map((b) => ({ a, b, ...proportionFigures(estimates, cellGroup(a, b), { pAWins: ["a-wins"] }) })));
  const roll = explodeChain ? "1d12, 12 → +1d8 chained" : "1d12, 12 → +1d8";
  const simulated = `simulated, ${estimates.trials} trials`;
  return {
    outcomes,
    summary: { targets: targets.length, contestCells: contestRows.length },
    summaryExact: {},
    rows,
    details: { contest: contestRows },
    table: {
      columns: ["target", ...DEGREES, "P(success)", "95% interval"],
      rows: rows.map((r) => [String(r.target), ...DEGREES.map((d) => formatPercent(r[d] as number)), formatPercent(r.pSuccess as number), `${formatPercent(r.pSuccessLow as number)}–${formatPercent(r.pSuccessHigh as number)}`]),
    },
    extraTables: [
      {
        title: `P(A wins) by A's target (rows) and B's target (columns), ties=${ties} (${simulated})`,
        columns: ["A \\ B", ...contest.map(String)],
        rows: contest.map((a) => [String(a), ...contestRows.filter((r) => r.a === a).map((r) => formatPercent(r.pAWins as number))]),
      },
    ],
    charts: [
      {
        name: "",
        title: `Degrees of a Suit test by target (${roll}, ${simulated})`,
        kind: "area",
        data: outcomes.map(({ target, outcome, probability }) => ({ target: target ?? null, degree: outcome, probability })),
        x: { field: "target", title: "target", type: "quantitative" },
        y: { field: "probability", title: "probability", type: "quantitative", format: ".0%", domain: [0, 1] },
        color: { field: "degree", title: "degree", type: "ordinal", order: [...DEGREES].reverse(), scheme: "redblue" },
      },
      {
        name: "contest",
        title: `Contest: P(A wins) by target (ties=${ties}, ${roll}, ${simulated})`,
        kind: "heatmap",
        data: contestRows.map(({ a, b, pAWins }) => ({ a, b, pAWins })),
        x: { field: "b", title: "B's target", type: "ordinal" },
        y: { field: "a", title: "A's target (initiator)", type: "ordinal" },
        color: { field: "pAWins", title: "P(A wins)", type: "quantitative", format: ".0%" },
        labels: true,
      },
    ],
  };
}
