import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { toCsv } from "../../src/pipeline/csv.js";

describe("toCsv", () => {
  it("writes a header of every column in first-seen order and quotes as RFC 4180 asks", () => {
    expect(toCsv([{ a: 1, b: "x,y" }, { a: 2, c: true }])).toBe('a,b,c\n1,"x,y",\n2,,true\n');
  });
  it("toCsv([{ outcome: \"success-1\", probability: 0.5 }]) is the doc comment's text", () => {
    expect(toCsv([{ outcome: "success-1", probability: 0.5 }])).toBe("outcome,probability\nsuccess-1,0.5\n");
  });
  it("round-trips through a CSV parser: quotes, newlines, false and null", () => {
    const rows = [
      { name: 'the "average" person', note: "two\nlines", won: false, exact: null },
      { name: "x", note: "", won: true, exact: "7/12" },
    ];
    expect(parse(toCsv(rows), { columns: true })).toEqual([
      { name: 'the "average" person', note: "two\nlines", won: "false", exact: "" },
      { name: "x", note: "", won: "true", exact: "7/12" },
    ]);
  });
  it("escapes every formula-leading text cell (=, +, -, @, tab, CR) with a leading ' (issue 24 §6)", () => {
    const rows = [
      { deck: "=1+1.yaml", note: "+1 gives 1/36" },
      { deck: "@SUM(A1)", note: "-2+3" },
      { deck: "\tcmd", note: "\r=HYPERLINK(\"x\")" },
    ];
    expect(parse(toCsv(rows), { columns: true })).toEqual([
      { deck: "'=1+1.yaml", note: "'+1 gives 1/36" },
      { deck: "'@SUM(A1)", note: "'-2+3" },
      { deck: "'\tcmd", note: "'\r=HYPERLINK(\"x\")" },
    ]);
  });
  it("leaves numbers and numbers written as text alone: -1, -7/12, +3, -0.25, 1e-9 are not escaped, so ordinary rows keep their bytes", () => {
    expect(toCsv([{ bonus: -1, exact: "-7/12", shift: "+3", margin: "-0.25", tiny: 1e-9, text: "success-1" }])).toBe("bonus,exact,shift,margin,tiny,text\n-1,-7/12,+3,-0.25,1e-9,success-1\n");
  });
});
