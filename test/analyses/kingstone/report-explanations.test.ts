import { beforeAll, describe, expect, it } from "vitest";
import { analysesOf } from "../../../src/analyses/index.js";
import { coverageProblems, explainReportRuns, type ExplainedChart, explanationProblems } from "../../support/report-explanations.js";

// Every chart of every Kingstone report run, explained as the report explains it (the fights simulated with few trials).
let charts: ExplainedChart[] = [];
const explanationOf = (key: string) => charts.find((chart) => chart.key === key)!.text!;

beforeAll(async () => {
  charts = await explainReportRuns("kingstone", 2_000);
});

describe("kingstone report explanations: every chart has two or three plain sentences", () => {
  it("covers every chart of every report run the registry lists for kingstone", () => {
    expect(coverageProblems("kingstone", charts)).toEqual([]);
    expect(charts.length).toBeGreaterThanOrEqual(analysesOf("kingstone").flatMap((analysis) => analysis.reportRuns).length);
  });
  it("each is 2–3 sentences, at most 600 characters, with no unformatted value", () => {
    expect(explanationProblems(charts)).toEqual([]);
  });
  it("the simulated fights quote their own figures only as 'about' whole percents", () => {
    const simulated = charts.filter((chart) => chart.simulated);
    expect(simulated.map((chart) => chart.key)).toEqual(["fight-every-enemy", "fight-every-enemy/dies", "fight-dracosimian-bonus3"]);
    for (const { key, text: explanation } of simulated) expect(explanation, key).toMatch(/about \d+%/);
  });
});

describe("kingstone report explanations quote the runs' figures, worked by hand from 2d6", () => {
  it("2d6 + 3 vs DC 10: succeeds on 7+ (21/36 = 58.3%); extra effect on 9+ and on 5− alike (10/36 = 27.8%); failure-1 on a 6 (5/36 = 13.9%)", () => {
    const text = explanationOf("check-bonus3-dc10");
    expect(text).toContain("succeeds 58.3% of the time; 27.8% of rolls earn an extra effect (success-2 or better) and 27.8% suffer one");
    expect(text).toContain("(13.9%) changes nothing");
    expect(text).toContain("exactly as likely to suffer an extra effect as to earn one");
  });
  it("the one-die reroll starts from the plain 58.3% and beats a plain +4 (2d6 ≥ 6: 26/36 = 72.2%)", () => {
    expect(explanationOf("check-bonus3-dc10-reroll")).toContain("from 58.3% to ");
    expect(explanationOf("check-bonus3-dc10-reroll")).toContain("That beats a plain +4 bonus (72.2%)");
  });
  it("the grid: DC = bonus + 7 is 2d6 ≥ 7 (58.3%), bonus + 10 is 2d6 ≥ 10 (6/36 = 16.7%), nothing past bonus + 12", () => {
    const text = explanationOf("table");
    expect(text).toContain("DC = bonus + 7 succeeds 58.3% and bonus + 8 41.7%");
    expect(text).toContain("by 16.7 points, at bonus + 12 by only 2.8 points");
    expect(text).toContain("bonus + 10 (16.7%); past bonus + 12 nothing succeeds");
    expect(explanationOf("table-ladders-shifted")).toContain("exactly the paired ladder's");
  });
  it("degrees at +2 vs DC 10: success-2+ is 2d6 ≥ 10 (16.7%) paired, 2d6 ≥ 9 (10/36 = 27.8%) shifted; failure-2+ is 2d6 ≤ 6 (15/36 = 41.7%)", () => {
    expect(explanationOf("table/degrees")).toContain("earns an extra effect (success-2 or better) 16.7% of the time and suffers one (failure-2 or worse) 41.7%");
    expect(explanationOf("table-ladders-shifted/degrees")).toContain("earns an extra effect 27.8% of the time against 16.7% on the paired ladder");
  });
  it("pick-dc at +2 for 50%: DC 9 (58.3%) and DC 10 (41.7%) are equally far, and the easier one is picked", () => {
    expect(explanationOf("pick-dc-bonus2-half")).toContain("DC 9 gives 58.3% and DC 10 41.7%, equally far from the target, and the pick takes the easier one");
  });
  it("death saves alone at Endurance 0: 2d6 ≤ 6 kills in round 1 (15/36 = 41.7%), DC 13 is out of reach, so death is certain by round 3", () => {
    expect(explanationOf("death-endurance0-alone")).toContain("dies 100% of the time, 41.7% in the first round, and no one lasts past round 3 (DC 13)");
  });
  it("an untrained ally first needs 2d6 ≥ 4 (33/36 = 91.7%)", () => {
    expect(explanationOf("death-endurance0-ally0-first")).toContain("stabilises the character 91.7% of the time at once");
  });
  it("marks: level L takes 3·L(L+1)/2 rolls (9 for level 2, 63 for level 6; twice that for a secondary focus); +1 → +3 at DC 10 is 2d6 ≥ 9 → 2d6 ≥ 7 (27.8% → 58.3%)", () => {
    expect(explanationOf("marks-level6")).toContain("The first two levels come within 9 rolls and lift the chance from 27.8% to 41.7% to 58.3%, but level 6 takes 63 rolls and its last 18 add only 5.6 points");
    expect(explanationOf("marks-level6-secondary")).toContain("The first two levels come within 18 rolls");
    expect(explanationOf("marks-level6-secondary")).toContain("level 6 takes 126 rolls");
  });
  it("side rolls at +2: Proficiency I needs a 12 (1/36 = 2.8%), the Shield 2d6 ≥ 8 (15/36 = 41.7%)", () => {
    expect(explanationOf("side-bonus2")).toContain("the Shield blocks 41.7%");
    expect(explanationOf("side-bonus2")).toContain("Proficiency I doubles an effect 2.8%");
  });
  it("a hopeless fight ends in the death saves of Endurance 0 with a +0 ally: 15/36 + (21/36 · 15/36) · 30/36 + (21/36 · 15/36) · (6/36 · 30/36) = 65.3%", () => {
    expect(explanationOf("fight-every-enemy/dies")).toContain("the exact 65.3% of an Endurance 0 character's death saves with a +0 ally");
  });
  it("the Dracosimian fight: +3 hits AC 13 on 2d6 ≥ 10 (6/36 = 16.7%), an exact figure beside the simulated ones", () => {
    expect(explanationOf("fight-dracosimian-bonus3")).toContain("against AC 13 it hits with 16.7% of its attacks, and every failure's effect is doubled");
  });
});
