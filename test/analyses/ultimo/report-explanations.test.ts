import { beforeAll, describe, expect, it } from "vitest";
import { analysesOf } from "../../../src/analyses/index.js";
import { coverageProblems, explainReportRuns, unmarkedPercents, type ExplainedChart, explanationProblems } from "../../support/report-explanations.js";

describe("every Ultimo report chart has its explanation (simulated runs with 2,000 trials)", () => {
  let charts: ExplainedChart[] = [];
  beforeAll(async () => {
    charts = await explainReportRuns("ultimo", 2_000);
  });

  it("covers every chart of every report run the registry lists for ultimo", () => {
    expect(coverageProblems("ultimo", charts)).toEqual([]);
    expect(charts.length).toBeGreaterThanOrEqual(analysesOf("ultimo").flatMap((analysis) => analysis.reportRuns).length);
  });
  it("each is two or three sentences of at most 600 characters, with no unformatted value", () => {
    expect(explanationProblems(charts)).toEqual([]);
  });
  it("a simulated run quotes every figure as an estimate ('about', 'under', 'over')", () => {
    for (const { run, chart, text, simulated } of charts) if (simulated) expect(unmarkedPercents(text!), `${run} [${chart}]: ${text}`).toEqual([]);
  });
  it("J,A,K,9,7: even odds up to difficulty 8 and never from 9 (at 9 the jack cancels and four cards meet four unpaired failures)", () => {
    const text = charts.find((chart) => chart.run === "challenge-jakq97")!.text!;
    expect(text).toContain("at even odds or better up to 8 (50.0% there), and never from 9 on");
    // 635801/1270410 at difficulty 8 (the run's exact figure) is 50.05%.
    expect(text).toContain("the odds fall from 90% to nothing in 3 steps");
  });
  it("the best play from K,9,7,4,2,J,Q at difficulty 6 needs all 4 cards: 3 cards cannot outscore 6 Dealer cards", () => {
    expect(charts.find((chart) => chart.run === "best-hand7-limit4-d6")!.text).toContain("With fewer than 4 cards no play can succeed");
  });
  it("attack power 5 with no weapon never hurts Horus (2 × 5 cards = 10 is all its soak of 10 takes)", () => {
    const horus = charts.filter((chart) => chart.run === "attack-horus");
    expect(horus.find((chart) => chart.chart === "")!.text).toContain("It deals 0 on average");
    expect(horus.find((chart) => chart.chart === "defeat")!.text).toContain("It stays at 0% through 40 attacks");
  });
  it("the evening's dodge at difficulty 6 with card limit 3 can never succeed (3 successes at most against 3 unpaired failures)", () => {
    expect(charts.find((chart) => chart.run === "session-evening-greedy" && chart.chart === "")!.text).toContain("#5 has a card limit of 3 against difficulty 6");
  });
});
