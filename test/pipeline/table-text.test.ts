import { describe, expect, it } from "vitest";
import { tableBbcode, tableMarkdown, tableText } from "../../src/pipeline/table-text.js";

// The Kingstone check 2d6 + 3 vs DC 10's first rows, as the workbench shows them.
const CHECK = { title: "Check | DC 10", columns: ["outcome", "probability", "exact"], rows: [["success-3", "8.3%", "1/12"], ["failure-1", "13.9%", "5/36"]] };

describe("a table as text to paste (issue 28 §8)", () => {
  it("Markdown: a pipe table, figures right-aligned, pipes in the title escaped", () => {
    expect(tableMarkdown(CHECK)).toBe("**Check \\| DC 10**\n\n| outcome | probability | exact |\n| :-- | --: | --: |\n| success-3 | 8.3% | 1/12 |\n| failure-1 | 13.9% | 5/36 |\n");
  });
  it("BBCode: [table] rows of [th] and [td], brackets in cells turned to parentheses", () => {
    expect(tableBbcode({ columns: ["a[b]"], rows: [["[url]x[/url]"]] })).toBe("[table]\n[tr][th]a(b)[/th][/tr]\n[tr][td](url)x(/url)[/td][/tr]\n[/table]\n");
  });
  it("CSV: the header then the rows; a formula-leading cell escaped, a signed fraction left as it is", () => {
    expect(tableText({ columns: ["figure", "now − DC 12"], rows: [["=1+1", "-7/36"]] }, "CSV")).toBe("figure,now − DC 12\n'=1+1,-7/36\n");
  });
});
