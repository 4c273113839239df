import { beforeAll, describe, expect, it } from "vitest";
import { analysesOf } from "../../../src/analyses/index.js";
import { coverageProblems, explainReportRuns, unmarkedPercents, type ExplainedChart, explanationProblems } from "../../support/report-explanations.js";

describe("every Ash report chart has its explanation (simulated runs with 2,000 trials)", () => {
  let charts: ExplainedChart[] = [];
  beforeAll(async () => {
    charts = await explainReportRuns("ash", 2_000);
  });

  it("covers every chart of every report run the registry lists for ash", () => {
    expect(coverageProblems("ash", charts)).toEqual([]);
    expect(charts.length).toBeGreaterThanOrEqual(analysesOf("ash").flatMap((analysis) => analysis.reportRuns).length);
  });
  it("each is two or three sentences of at most 600 characters, with no unformatted value", () => {
    expect(explanationProblems(charts)).toEqual([]);
  });
  it("a simulated run quotes every figure as an estimate ('about', 'under', 'over'), the chain's as 'against'", () => {
    for (const { run, chart, text, simulated } of charts) if (simulated) expect(unmarkedPercents(text!), `${run} [${chart}]: ${text}`).toEqual([]);
  });
  it("Trait 0 against 0 Opposing draws nothing, a total of 0: a failure every time, no Wound (the Wounds chart's 0.00)", () => {
    // The wounds explanation quotes Trait 2 from 0 Opposing: two cards of value ≥ 0 can never total below 0.
    expect(charts.find((chart) => chart.run === "table" && chart.chart === "wounds")!.text).toContain("(0.00 at 0,");
  });
  it("Strain is drawn like Opposing cards: Strain 2 at Trait 2 against 1 equals Strain 0 against 3", () => {
    const result = charts.find((chart) => chart.run === "table-strain")!.result;
    const cell = (strain: number, opposing: number) => result.rows.find((row) => row.hand === "empty" && row.trait === 2 && row.strain === strain && row.opposing === opposing)!.pSuccessOrBetter;
    expect(cell(2, 1)).toBe(cell(0, 3));
    expect(charts.find((chart) => chart.run === "table-strain" && chart.chart === "success-strain2")!.text).toContain(`to ${(Number(cell(0, 3)) * 100).toFixed(1)}%`);
  });
  it("Trait 2 against 2 Opposing from two fresh decks is symmetric: any success is exactly as likely as a Wound", () => {
    // The player's two cards and the GM's two are drawn alike from alike decks, so the total X − Y is
    // symmetric about 0: P(total ≥ 1) = P(total ≤ −1).
    const text = charts.find((chart) => chart.run === "check-trait2-opposing2")!.text!;
    const [, succeeds, wounds] = /messy included, ([\d.]+%), while bad or dismal \(a Wound or two\) comes ([\d.]+%)/.exec(text)!;
    expect(succeeds).toBe(wounds);
    expect(succeeds).toBe("37.8%");
  });
});
