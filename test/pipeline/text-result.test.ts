import { describe, expect, it } from "vitest";
import { commandLine, outcomesTable, renderResult, renderTable, summaryFigures, withAtLeastColumn } from "../../src/pipeline/text-result.js";
import type { AnalysisResult } from "../../src/framework/analysis.js";

describe("renderTable", () => {
  it("aligns text left and figures right, two spaces between columns, no trailing spaces", () => {
    expect(renderTable({ columns: ["a", "b"], rows: [["x", "1"]] })).toBe("a  b\nx  1");
    expect(renderTable({ title: "T", columns: ["outcome", "p"], rows: [["success-1", "30.6%"], ["f", "2.8%"], ["g", "<0.1%"]] })).toBe(
      ["T", "outcome        p", "success-1  30.6%", "f           2.8%", "g          <0.1%"].join("\n"),
    );
  });
  it("a dash (a cell a reading lacks) aligns with the figures; a table without rows is its title", () => {
    expect(renderTable({ columns: ["n", "value"], rows: [["a", "—"], ["b", "100%"]] })).toBe("n  value\na      —\nb   100%");
    expect(renderTable({ title: "nothing", columns: ["a"], rows: [] })).toBe("nothing");
    expect(renderTable({ columns: ["a"], rows: [] })).toBe("");
  });
});

describe("summaryFigures", () => {
  it("leaves exact fractions over 40 characters to the JSON document", () => {
    const long = `${"1".repeat(30)}/${"3".repeat(30)}`;
    expect(summaryFigures({ outcomes: [], summary: { pA: 0.5, pB: 1 / 3 }, summaryExact: { pA: "1/2", pB: long }, rows: [], charts: [] })).toEqual([
      { name: "pA", shown: "50.0%", exact: "1/2" },
      { name: "pB", shown: "33.3%" },
    ]);
  });
  it("p… figures as percentages, others as numbers; whole-number fractions dropped; an estimate's Low and High become its interval", () => {
    expect(
      summaryFigures({
        outcomes: [],
        summary: { pWin: 0.5, pWinLow: 0.45, pWinHigh: 0.55, rounds: 5, expectedEffect: 41 / 36, meanLow: 3 },
        summaryExact: { rounds: "5/1", expectedEffect: "41/36" },
        rows: [],
        charts: [],
      }),
    ).toEqual([
      { name: "pWin", shown: "50.0%", interval: "45.0%–55.0%" },
      { name: "rounds", shown: "5" },
      { name: "expectedEffect", shown: "1.1389", exact: "41/36" },
      // A name ending in Low with no figure of its own is a figure.
      { name: "meanLow", shown: "3" },
    ]);
  });
});

describe("renderResult", () => {
  const exact: AnalysisResult = {
    outcomes: [
      { outcome: "success", probability: 7 / 12, exact: "7/12" },
      { outcome: "failure", probability: 5 / 12, exact: "5/12" },
    ],
    summary: { pSuccess: 7 / 12 },
    summaryExact: { pSuccess: "7/12" },
    rows: [],
    charts: [],
  };
  it("an exact result: its outcomes with fractions, then the summary with an exact column", () => {
    expect(renderResult(exact)).toBe(
      ["outcome  probability  exact", "success        58.3%   7/12", "failure        41.7%   5/12", "", "summary   value  exact", "pSuccess  58.3%   7/12"].join("\n"),
    );
  });
  it("a simulated result: the summary's third column is the 95% interval, never the exact fraction", () => {
    const text = renderResult({ ...exact, summary: { pSuccess: 0.58, pSuccessLow: 0.57, pSuccessHigh: 0.59 }, summaryExact: {} }, true);
    expect(text.split("\n").slice(-2)).toEqual(["summary   value  95% interval", "pSuccess  58.0%  57.0%–59.0%"]);
  });
  it("its own table and extra tables replace the outcome list, each separated by a blank line", () => {
    const text = renderResult({ ...exact, summary: {}, table: { columns: ["x"], rows: [["1"]] }, extraTables: [{ title: "more", columns: ["y"], rows: [["2"]] }] });
    expect(text).toBe("x\n1\n\nmore\ny\n2");
  });
});

describe("commandLine", () => {
  it("reproduces a run: switches bare, false ones left out, values with spaces or quotes quoted (a comma list is one shell word)", () => {
    expect(commandLine("kingstone", "check", [["--bonus", 3], ["--dc", 10]])).toBe("oddsmith kingstone check --bonus 3 --dc 10");
    expect(commandLine("kingstone", "death", [["--ally-first", true], ["--distinction", false]])).toBe("oddsmith kingstone death --ally-first");
    expect(commandLine("ultimo", "challenge", [["--play", "J,A,K"], ["--note", 'say "hi"']])).toBe('oddsmith ultimo challenge --play J,A,K --note "say \\"hi\\""');
  });
});

describe("the 'this or better' column (issue 18)", () => {
  const outcomes = [
    { outcome: "superb", probability: 0.25, exact: "1/4", pAtLeast: 0.25 },
    { outcome: "success", probability: 0.25, exact: "1/4", pAtLeast: 0.5 },
    { outcome: "failure", probability: 0.5, exact: "1/2", pAtLeast: 1 },
  ];
  it("renderResult adds it to the plain outcome table, and to a table whose rows are the outcomes in order", () => {
    expect(renderResult({ outcomes, summary: {}, summaryExact: {}, rows: [], charts: [] })).toBe(
      ["outcome  probability  exact  P(this or better)", "superb         25.0%    1/4              25.0%", "success        25.0%    1/4              50.0%", "failure        50.0%    1/2               100%"].join("\n"),
    );
    const table = { columns: ["outcome", "strain"], rows: [["superb", "+0"], ["success", "+0"], ["failure", "+1"]] };
    expect(withAtLeastColumn(table, outcomes).rows[2]).toEqual(["failure", "+1", "100%"]);
  });
  it("leaves alone a table of other rows and outcomes without the figure", () => {
    const curve = { columns: ["difficulty", "P"], rows: [["1", "50%"]] };
    expect(withAtLeastColumn(curve, outcomes)).toBe(curve);
    const plain = outcomes.map(({ outcome, probability }) => ({ outcome, probability }));
    expect(withAtLeastColumn(outcomesTable(plain), plain).columns).toEqual(["outcome", "probability", "exact"]);
  });
});
