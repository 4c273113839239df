import { beforeAll, describe, expect, it } from "vitest";
import { analysesOf } from "../../../src/analyses/index.js";
import { coverageProblems, explainReportRuns, type ExplainedChart, explanationProblems } from "../../support/report-explanations.js";

// Every chart of every zilch report run, explained as the report explains it (all of them exact).
let charts: ExplainedChart[] = [];
const explanationOf = (key: string) => charts.find((chart) => chart.key === key)!.text!;

beforeAll(async () => {
  charts = await explainReportRuns("zilch", 2_000);
});

describe("zilch report explanations: every chart has two or three plain sentences", () => {
  it("covers every chart of every report run the registry lists for zilch", () => {
    expect(coverageProblems("zilch", charts)).toEqual([]);
    expect(charts.length).toBeGreaterThanOrEqual(analysesOf("zilch").flatMap((analysis) => analysis.reportRuns).length);
  });
  it("each is 2–3 sentences, at most 600 characters, with no unformatted value", () => {
    expect(explanationProblems(charts)).toEqual([]);
  });
});

describe("zilch report explanations quote the runs' figures, worked by hand from 1d12 (12 → 13..20)", () => {
  it("target 6: success on 1..6 (50%), critical on a 1 and on 13..20 (1/12 each); each point of target below 12 is one more face (8.3 points)", () => {
    const text = explanationOf("test-suit6");
    expect(text).toContain("succeeds 50.0% of the time, so its 50% claim holds, with criticals 8.3% for success and 8.3% for failure");
    expect(text).toContain("adds 8.3 points, so a +2 Boon or an easy task is worth 16.7 points and a Skill's +5 41.7 points");
  });
  it("target 12 = 9 + 5 − 2: only the exploded 12 fails (11/12 = 91.7%), and target 11 is the same 11/12", () => {
    const text = explanationOf("test-suit9-skill-hard");
    expect(text).toContain("is target 12: it succeeds 91.7% of the time, 58.3% critically");
    expect(text).toContain("target 11 succeeds just as often (91.7%)");
  });
  it("the degree table: +1/12 a point up to 11, nothing at 12, 1/96 (1.0 point) past it; the chained d8 moves only the roll of 20 (1/96)", () => {
    expect(explanationOf("table")).toContain("Up to 11 every point of target adds 8.3 points of success, at 12 it adds nothing");
    expect(explanationOf("table")).toContain("past 12 only 1.0 points each");
    expect(explanationOf("table-explode-chain")).toContain("nothing changes below target 15 and no degree moves by more than 1.0 points");
  });
  it("6 against 6: both fail 1/4, equal successes 6/144 (4.2%), so each side wins (1 − 1/4 − 1/24)/2 = 17/48 (35.4%)", () => {
    const text = explanationOf("contest-6-vs-6");
    expect(text).toContain("win 35.4% apiece and draw 29.2% of the time");
    expect(text).toContain("settles only the 4.2% of equal rolls, while the 25.0% of double failures stay draws");
  });
  it("11 against 6, initiator takes ties: a draw needs both to fail (1/12 · 1/2 = 4.2%); alone 11/12 and 1/2", () => {
    const text = explanationOf("contest-11-vs-6-initiator");
    expect(text).toContain("a draw (4.2%) needs both to fail");
    expect(text).toContain("Alone these tests succeed 91.7% and 50.0%");
  });
  it("the contest heatmap at equal targets 6 reads the same 35.4% as the contest run", () => {
    expect(explanationOf("table/contest")).toContain("Between equal targets A wins 35.4% at 6");
  });
  it("damage is bonus + 1dF − DR: light vs DR 1 is 0, 1, 2 (wounds 2/3, mean 1); great vs DR 4 is nothing, 0, 1 (mean 1/3)", () => {
    expect(explanationOf("damage-light-dr1")).toContain("wounds (1 or more) 66.7% of the time and deals 1 damage on average. ");
    expect(explanationOf("damage-great-dr3-reinforced")).toContain("wounds (1 or more) 33.3% of the time and deals 0.33 damage on average, and 33.3% of hits do nothing at all");
    expect(explanationOf("damage-heavy-dr2")).toContain("tiny against DR 0, light against DR 1, heavy against DR 2 and great against DR 3 all hit the same");
    expect(explanationOf("damage-heavy-dr2/weapons")).toContain("DR 4 lets only great weapons through, 33.3% of the time");
  });
  it("the fairness chart: cautious 4 × (1d6 + 4) averages 30, reckless 8d6 averages 28 with sd √(8 · 35/12) = 4.8 over 8..48", () => {
    const text = explanationOf("chargen-compare");
    expect(text).toContain("The averages lie between 28.0 and");
    expect(text).toContain("reckless (sd 4.8, totals 8 to 48) the most uneven");
  });
});
