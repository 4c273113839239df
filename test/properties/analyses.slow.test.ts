/**
 * Every analysis in the registry, given random valid parameters (a small valid run, test/support/small-runs.ts,
 * with about three options redrawn from their specs, test/support/option-arbitraries.ts): its outcome probabilities lie in
 * [0, 1] and each distribution among them sums to exactly 1 (the exact fractions added as bigints); it gives
 * the same answer twice; and its JSON document, CSV rows and chart data agree with the result (the CSV
 * parses back to the rows, every chart's data survives JSON and its spec compiles with no warning).
 * Simulation-only analyses run 2,000 trials at a random seed. Replay a failure: test/support/properties.ts.
 */
import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AnalysisResult } from "../../src/framework/analysis.js";
import { Rational } from "../../src/core/exact/rational.js";
import type { AnalysisEntry } from "../../src/framework/registered-analysis.js";
import { ANALYSES } from "../../src/analyses/index.js";
import { checkRun } from "../../src/pipeline/check-run.js";
import { computeRun, resultDocument } from "../../src/pipeline/compute-run.js";
import { toCsv } from "../../src/pipeline/csv.js";
import { distributionBlocks } from "../../src/pipeline/ordered-outcomes.js";
import { toVegaLite } from "../../src/pipeline/vega-lite.js";
import { vegaLiteWarnings } from "../../src/report/render-svg.js";
import { paramsArbitrary } from "../support/option-arbitraries.js";
import { checkProperty } from "../support/properties.js";

/**
 * Every outcome's probability in [0, 1] and equal to its exact fraction; each distribution of the outcomes
 * (cut by their data, distributionBlocks, as the invariants test cuts them; a lone row is a figure of its
 * own) sums to exactly 1, and in floats within rounding.
 */
function expectOutcomes(result: AnalysisResult): void {
  for (const row of result.outcomes) {
    expect(row.probability).toBeGreaterThanOrEqual(0);
    expect(row.probability).toBeLessThanOrEqual(1);
    if (row.exact === undefined) continue;
    const exact = fractionOf(row.exact);
    expect(exact.compare(Rational.ZERO) >= 0 && exact.compare(Rational.ONE) <= 0, `${row.outcome}: ${row.exact} in [0, 1]`).toBe(true);
    expect(Math.abs(exact.toNumber() - row.probability)).toBeLessThan(1e-12);
  }
  for (const block of distributionBlocks(result.outcomes)) {
    if (block.length < 2) continue;
    const rows = block.flatMap((index) => result.outcomes.slice(index, index + 1));
    const names = rows.map((row) => row.outcome).join(",");
    if (rows.every((row) => row.exact !== undefined)) expect(rows.reduce((sum, row) => sum.add(fractionOf(row.exact ?? "0")), Rational.ZERO).toString(), `the exact distribution ${names}`).toBe("1/1");
    expect(rows.reduce((sum, row) => sum + row.probability, 0), `the distribution ${names}`).toBeCloseTo(1, 9);
  }
}

/** An exact fraction as the outcome rows write it ("7/12", "1"). */
function fractionOf(text: string): Rational {
  const [numerator = "0", denominator = "1"] = text.split("/");
  return Rational.of(BigInt(numerator), BigInt(denominator));
}

/** The JSON document holds the result as it is; the CSV parses back to the rows; each chart's data survives JSON, names its fields and compiles cleanly. */
async function expectOutputsAgree(analysis: AnalysisEntry, params: Readonly<Record<string, unknown>>, result: AnalysisResult): Promise<void> {
  const document = JSON.parse(JSON.stringify(resultDocument(analysis, params, result))) as { outcomes: unknown; summary: unknown };
  expect(document.outcomes).toEqual(result.outcomes);
  expect(document.summary).toEqual(result.summary);
  const csv = parse(toCsv(result.rows), { columns: true }) as Record<string, string>[];
  expect(csv).toHaveLength(result.rows.length);
  csv.forEach((line, i) => {
    for (const [column, text] of Object.entries(line)) {
      const cell = result.rows[i]![column];
      expect(text, `CSV row ${i + 1}, ${column}`).toBe(cell === undefined || cell === null ? "" : String(cell));
    }
  });
  for (const chart of result.charts) {
    expect(JSON.parse(JSON.stringify(chart.data))).toEqual(chart.data);
    for (const field of [chart.x.field, chart.y.field, chart.color?.field].filter((name) => name !== undefined)) {
      if (chart.data.length > 0) expect(chart.data.some((datum) => field in datum), `chart ${chart.name}: a datum with ${field}`).toBe(true);
    }
    expect(await vegaLiteWarnings(toVegaLite(chart)), `chart ${chart.name}`).toEqual([]);
  }
}

describe.each(ANALYSES.map((analysis) => [`${analysis.game} ${analysis.name}`, analysis] as const))("%s with random valid parameters", (id, analysis) => {
  it("probabilities in [0, 1], distributions summing to exactly 1, the same answer twice, and JSON, CSV and charts that agree", async () => {
    const property = fc.asyncProperty(paramsArbitrary(analysis), fc.integer({ min: 0, max: 2 ** 31 }), async (raw, seed) => {
      const simulation = analysis.exact ? {} : { trials: "2000", seed: String(seed), threads: "1" };
      const checked = checkRun(analysis, raw, simulation);
      fc.pre(checked.run !== undefined);
      const first = await computeRun(checked.run!);
      const second = await computeRun(checked.run!);
      expect(second.result).toEqual(first.result);
      expectOutcomes(first.result);
      await expectOutputsAgree(analysis, checked.run!.prepared.params, first.result);
    });
    await checkProperty(id, property, 20, 1.8);
  });
});
