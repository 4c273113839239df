import { describe, expect, it } from "vitest";
import { HALF_WIDTH_BELOW, howRun, renderGamePage, svgSize } from "../../src/report/game-page.js";
import type { IndexEntry } from "../../src/report/index-page.js";
import { reportLinks } from "../../src/report/index-page.js";

const entry: IndexEntry = {
  game: "kingstone",
  analysis: "check",
  run: "check-bonus3-dc10",
  title: "2d6 + 3 vs DC 10 <paired>",
  params: { bonus: 3, dc: 10 },
  monteCarlo: null,
  command: "oddsmith kingstone check --bonus 3 --dc 10",
  permalink: "#/kingstone/check?bonus=3&dc=10",
  csv: "kingstone/check-bonus3-dc10.csv",
  charts: [{ title: "Degrees", svg: "kingstone/check-bonus3-dc10.svg", spec: "kingstone/check-bonus3-dc10.vl.json", explanation: "Each bar is a degree & its chance." }],
  figures: ["P(success): 58.3% (7/12)"],
};
const simulated: IndexEntry = {
  ...entry,
  analysis: "fight",
  run: "fight",
  title: "A fight",
  monteCarlo: { trials: 20_000, seed: 1 },
  permalink: "#/kingstone/fight?enemy=dracosimian&mc=20000&seed=1",
  charts: [
    { title: "Rounds", svg: "kingstone/fight.svg", spec: "kingstone/fight.vl.json", sentence: "Every result has rounds 1 (100%)." },
    { title: "Outcomes", svg: "kingstone/fight-outcomes.svg", spec: "kingstone/fight-outcomes.vl.json" },
  ],
  figures: [],
};

describe("renderGamePage", () => {
  const section = { game: "kingstone", title: "Kingstone — 2d6", entries: [entry, simulated] };
  const sizes = new Map([
    ["kingstone/check-bonus3-dc10.svg", { width: 573, height: 364 }],
    ["kingstone/fight-outcomes.svg", { width: 372, height: 200 }],
  ]);
  const page = renderGamePage(section, { links: reportLinks([section], "kingstone"), workbench: "workbench/index.html", sizes });
  it("is a static page titled by its game, linking back to the index, with a contents list of every run", () => {
    expect(page.startsWith("<!doctype html>\n")).toBe(true);
    expect(page).not.toContain("<script");
    expect(page).toContain("<title>Kingstone — 2d6 · oddsmith report</title>");
    expect(page).toContain('<nav class="games" aria-label="Report pages"><a href="../index.html">Index</a> · <a href="index.html" aria-current="page">Kingstone</a></nav>\n<h1>Kingstone — 2d6</h1>');
    expect(page).toContain(
      '<ol>\n<li><a href="#kingstone-check-bonus3-dc10">2d6 + 3 vs DC 10 &lt;paired&gt;</a> <span class="how">exact</span></li>\n<li><a href="#kingstone-fight">A fight</a> <span class="how">simulated</span></li>\n</ol>',
    );
  });
  it("folds each run in an open <details> (no script), its title the summary, and ends it with a link back to the contents", () => {
    expect(page).toContain('<details class="run" id="kingstone-check-bonus3-dc10" open>\n<summary><h2>2d6 + 3 vs DC 10 &lt;paired&gt;</h2><span class="how">exact</span></summary>');
    expect(page.match(/<details class="run"/g)).toHaveLength(2);
    expect(page.match(/<p class="top"><a href="#contents">↑ Contents<\/a><\/p>\n<\/details>/g)).toHaveLength(2);
  });
  it("shows each run's command, how it ran and its figures, with paths from the game's folder", () => {
    expect(page).toContain('<p class="run-line"><code>oddsmith kingstone check --bonus 3 --dc 10</code><br>exact · <a href="check-bonus3-dc10.csv">CSV</a> · parameters in <a href="../run.json">run.json</a>');
    expect(page).toContain("<br>simulated: 20,000 trials, seed 1 · ");
    expect(page).toContain('<ul class="figures"><li>P(success): 58.3% (7/12)</li></ul>');
    expect(page.match(/class="figures"/g)).toHaveLength(1);
  });
  it("draws each chart at its drawn size's proportions as wide as the column, a narrow one (under 440 px) at half, its explanation and links below", () => {
    expect(HALF_WIDTH_BELOW).toBe(440);
    expect(page).toContain(
      '<div class="chart"><figure><img class="chart-image" src="check-bonus3-dc10.svg" width="573" height="364" alt="Degrees"></figure><div class="about"><p class="explanation">Each bar is a degree &amp; its chance.</p><p class="links"><a href="check-bonus3-dc10.vl.json">Vega-Lite spec</a> · <a href="check-bonus3-dc10.svg">SVG</a> · <a href="check-bonus3-dc10.csv">CSV</a></p></div></div>',
    );
    expect(page).toContain('<div class="chart half"><figure><img class="chart-image" src="fight-outcomes.svg" width="372" height="200" alt="Outcomes">');
    expect(page.match(/class="explanation"/g)).toHaveLength(1);
  });
  it("shows a chart of one value as its sentence, titled, in the chart's place (its files still linked)", () => {
    expect(page).toContain('<div class="chart"><div class="sentence"><h3>Rounds</h3><p>Every result has rounds 1 (100%).</p></div><div class="about"><p class="links"><a href="fight.vl.json">Vega-Lite spec</a>');
    expect(page).not.toContain('src="fight.svg"');
  });
  it("links each run to its address in the workbench copy one folder up, escaped; without a copy, none", () => {
    expect(page).toContain('run.json</a> · <a class="workbench" href="../workbench/index.html#/kingstone/check?bonus=3&amp;dc=10">Open in the workbench</a></p>');
    expect(page).toContain('href="../workbench/index.html#/kingstone/fight?enemy=dracosimian&amp;mc=20000&amp;seed=1"');
    expect(renderGamePage(section, { links: [], sizes })).not.toContain("workbench");
  });
  it("links a file outside the game's folder (a plugin run's, another game's) from one folder up, and an unknown size gives no width", () => {
    const other = renderGamePage({ ...section, entries: [{ ...entry, csv: "shared/x.csv" }] }, { links: [], sizes: new Map() });
    expect(other).toContain('<a href="../shared/x.csv">CSV</a>');
    expect(other).toContain('<img class="chart-image" src="check-bonus3-dc10.svg" alt="Degrees">');
  });
});

describe("svgSize, howRun", () => {
  it("reads the root element's width and height, and nothing from an element inside", () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" class="marks" width="817" height="443.5" viewBox="0 0 817 443"><rect width="5" height="6"/></svg>')).toEqual({ width: 817, height: 443.5 });
    expect(svgSize('<svg viewBox="0 0 10 10"><rect width="5" height="6"/></svg>')).toBeUndefined();
    expect(svgSize("not an svg")).toBeUndefined();
  });
  it("says exact, or the trials and seed", () => {
    expect(howRun({ monteCarlo: null })).toBe("exact");
    expect(howRun({ monteCarlo: { trials: 100_000, seed: 7 } })).toBe("simulated: 100,000 trials, seed 7");
  });
});
