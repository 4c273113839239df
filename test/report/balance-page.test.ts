import { describe, expect, it } from "vitest";
import { balancePage } from "../../src/report/balance-page.js";

describe("balancePage", () => {
  it("writes the table's title, columns and cells, escaped, with a print stylesheet for one landscape page", () => {
    const page = balancePage({ title: "kingstone check: pSuccess by tier <at-least>", columns: ["bonus", "easy 75.0%"], rows: [["0", "5: 83.3%"], ["1", "6: 83.3%"]] });
    expect(page).toContain("<h1>kingstone check: pSuccess by tier &lt;at-least&gt;</h1>");
    expect(page).toContain("<thead><tr><th>bonus</th><th>easy 75.0%</th></tr></thead>");
    expect(page).toContain("<tr><td>0</td><td>5: 83.3%</td></tr>\n<tr><td>1</td><td>6: 83.3%</td></tr>");
    expect(page).toContain("@page { size: landscape; margin: 1cm; }");
    expect(page).toContain("@media print");
    expect(page).not.toMatch(/<script|https?:/);
  });
});
