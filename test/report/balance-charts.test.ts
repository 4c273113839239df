import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { answerBalanceChart, balanceChartKey, balanceChartsFor, REPORT_BALANCE_CHARTS, writeBalanceCharts } from "../../src/report/balance-charts.js";
import { RULEBOOK_GAMES } from "../../src/framework/analysis.js";

describe("the report's GM charts (issue 26 §4)", () => {
  it("has one chart per rulebook game, in the games' order", () => {
    expect(REPORT_BALANCE_CHARTS.map((chart) => chart.game)).toEqual([...RULEBOOK_GAMES]);
  });

  it("writeBalanceCharts writes the Kingstone DC chart's CSV and SVG (bonus 0: easy DC 5 at P(2d6 ≥ 5) = 30/36 = 5/6, heroic DC 10 at 6/36 = 1/6) and the Ash threat ladder, and leaves out the games not asked for", async () => {
    const folder = mkdtempSync(join(tmpdir(), "oddsmith-balance-charts-"));
    const keys = balanceChartsFor(["kingstone", "ash"]).map(balanceChartKey);
    expect(keys).toEqual(["kingstone/dc-chart", "ash/opposing-chart"]);
    const answers = [];
    for (const key of keys) answers.push(await answerBalanceChart(key, false));
    const { section, files, warnings } = await writeBalanceCharts(folder, answers);
    expect([files, warnings]).toEqual([4, []]);
    const csv = readFileSync(join(folder, "kingstone/balance-dc-chart.csv"), "utf8").split("\n");
    expect(csv[0]).toBe("bonus,tier,chance,rank,dc,pSuccess,pSuccess exact,meets");
    expect(csv[1]).toBe("0,easy,0.75,1,5,0.8333333333333334,5/6,true");
    expect(csv[4]).toBe("0,heroic,0.1,1,10,0.16666666666666666,1/6,true");
    // bonus 10 shifts every DC by 10: heroic DC 20 at 1/6 again.
    expect(csv.find((line) => line.startsWith("10,heroic,"))).toBe("10,heroic,0.1,1,20,0.16666666666666666,1/6,true");
    expect(readFileSync(join(folder, "kingstone/balance-dc-chart.svg"), "utf8")).toMatch(/^<svg/);
    expect(existsSync(join(folder, "ash/balance-opposing-chart.csv"))).toBe(true);
    expect(existsSync(join(folder, "zilch"))).toBe(false);
    expect(section.id).toBe("balance");
    expect(section.html).toContain("<td>5: 83.3%</td>");
    expect(section.html).toContain('<img class="chart-image" src="kingstone/balance-dc-chart.svg"');
    expect(section.html).not.toContain("balance-zilch");
    // The Kingstone chart's 4 tiers × 2 columns are wider than a 390 px phone: each table scrolls in its own box.
    expect(section.html.match(/<div class="balance-scroll"><table class="balance-chart">/g)).toHaveLength(2);
    expect(section.style).toContain(".balance-scroll { overflow-x: auto; }");
  });

  it("draws a chart where it is answered (a report worker) to the bytes it is written with when drawn later", async () => {
    const drawnAhead = await answerBalanceChart("ash/opposing-chart", true);
    const later = await answerBalanceChart("ash/opposing-chart", false);
    const [ahead, here] = [mkdtempSync(join(tmpdir(), "oddsmith-balance-ahead-")), mkdtempSync(join(tmpdir(), "oddsmith-balance-here-"))];
    await writeBalanceCharts(ahead, [drawnAhead]);
    await writeBalanceCharts(here, [later]);
    const svg = readFileSync(join(ahead, "ash/balance-opposing-chart.svg"), "utf8");
    expect(svg).toMatch(/^<svg/);
    expect(svg).toBe(readFileSync(join(here, "ash/balance-opposing-chart.svg"), "utf8"));
    expect(readFileSync(join(ahead, "ash/balance-opposing-chart.csv"), "utf8")).toBe(readFileSync(join(here, "ash/balance-opposing-chart.csv"), "utf8"));
  });

  it("refuses a key that names no chart", async () => {
    await expect(answerBalanceChart("kingstone/nope", false)).rejects.toThrow("no report balance chart kingstone/nope");
  });
});
