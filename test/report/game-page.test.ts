import { describe, expect, it } from "vitest";
import { COLUMN_WIDTH, estimatedRunHeight, gamePageParts, HALF_WIDTH_BELOW, howRun, PAGE_BUDGET, renderGamePage, renderGamePages, svgSize } from "../../src/report/game-page.js";
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

/** A run of `analysis` with one chart drawn `width` × `height` px and no explanation, figures or sentence. */
function sized(analysis: string, index: number, width = 880, height = 880): { entry: IndexEntry; size: [string, { width: number; height: number }] } {
  const svg = `kingstone/${analysis}-${index}.svg`;
  return { entry: { ...entry, analysis, run: `${analysis}-${index}`, title: `${analysis} ${index}`, charts: [{ title: "c", svg, spec: "s" }], figures: [] }, size: [svg, { width, height }] };
}

describe("estimatedRunHeight", () => {
  const half = (svg: string) => ({ title: "h", svg, spec: "s" });
  const sizes = new Map([
    ["full.svg", { width: 573, height: 364 }],
    ["a.svg", { width: 372, height: 200 }],
    ["b.svg", { width: 372, height: 100 }],
  ]);
  it("adds the run's 170 px, 22 px a figure, and each chart at the column's width (880 px) with its words (23 px a line of 105 characters), links and margins (98 px)", () => {
    expect(COLUMN_WIDTH).toBe(880);
    // 573 × 364 drawn at 880 wide: 880 × 364 / 573 = 559.02 px; a 150-character explanation is two lines.
    const one = { ...entry, figures: ["a", "b"], charts: [{ title: "t", svg: "full.svg", spec: "s", explanation: "x".repeat(150) }] };
    expect(estimatedRunHeight(one, sizes)).toBeCloseTo(170 + 44 + (880 * 364) / 573 + 46 + 98, 6);
  });
  it("puts two half-width charts (under 440 px) in one row, the taller setting its height, and a chart of one value as its sentence", () => {
    // Half the column less the gap: 428 px wide; 372 × 200 → 230.11 px, 372 × 100 → 115.05 px.
    const pair = { ...entry, figures: [], charts: [half("a.svg"), half("b.svg")] };
    expect(estimatedRunHeight(pair, sizes)).toBeCloseTo(170 + (428 * 200) / 372 + 98, 6);
    // A full-width chart between them breaks the row: each half chart then has a row of its own.
    const apart = { ...pair, charts: [half("b.svg"), { title: "t", svg: "full.svg", spec: "s" }, half("b.svg")] };
    expect(estimatedRunHeight(apart, sizes)).toBeCloseTo(170 + 2 * ((428 * 100) / 372 + 98) + (880 * 364) / 573 + 98, 6);
    // A sentence of 150 characters: two lines of 23 px under its 60 px heading and padding.
    const said = { ...pair, charts: [{ title: "t", svg: "a.svg", spec: "s", sentence: "y".repeat(150) }] };
    expect(estimatedRunHeight(said, sizes)).toBeCloseTo(170 + 60 + 46 + 98, 6);
  });
});

describe("gamePageParts", () => {
  // Each run is 170 + 880 + 98 = 1,148 px; a budget of six runs' contents (400 px) and three runs leaves room for exactly three.
  const budget = (runs: number) => 250 + 25 * runs + 3 * 1148;
  const runs = (plan: string) => [...plan].map((analysis, index) => sized(analysis, index));
  const split = (plan: string) => {
    const made = runs(plan);
    const parts = gamePageParts(made.map((run) => run.entry), new Map(made.map((run) => run.size)), budget(made.length));
    return parts.map((part) => part.map((run) => run.analysis).join(""));
  };
  it("keeps everything on one page when it fits (the budget, 18,500 px, keeps a page under 20,000 in Chromium)", () => {
    expect(PAGE_BUDGET).toBe(18_500);
    expect(split("aab")).toEqual(["aab"]);
    expect(split("")).toEqual([]);
  });
  it("starts a new page before an analysis that fits a page of its own but not what is left of this one", () => {
    expect(split("aabbbc")).toEqual(["aa", "bbb", "c"]);
    expect(split("abbcc")).toEqual(["abb", "cc"]);
  });
  it("fills pages run by run with an analysis too tall for any page, from where the page stands", () => {
    expect(split("adddddd")).toEqual(["add", "ddd", "d"]);
  });
  it("gives a run too tall for any page a page of its own", () => {
    const made = [sized("a", 0), sized("b", 1, 100, 10_000), sized("c", 2)];
    const parts = gamePageParts(made.map((run) => run.entry), new Map(made.map((run) => run.size)), budget(3));
    expect(parts.map((part) => part.map((run) => run.analysis).join(""))).toEqual(["a", "b", "c"]);
  });
});

describe("renderGamePages", () => {
  const made = [sized("challenge", 0), sized("fight", 1), sized("fight", 2)];
  const section = { game: "ultimo", title: "Ultimo", entries: made.map((run) => ({ ...run.entry, game: "ultimo" })) };
  const [first, second] = [section.entries.slice(0, 1), section.entries.slice(1)];
  const pages = renderGamePages(section, { links: reportLinks([section], "ultimo"), sizes: new Map(made.map((run) => run.size)), parts: [first, second] });
  it("writes each part at its path, index.html then page-2.html, titled with its number, each holding only its runs", () => {
    expect(pages.map((page) => page.path)).toEqual(["ultimo/index.html", "ultimo/page-2.html"]);
    expect(pages.map((page) => /<title>(.*)<\/title>/.exec(page.html)?.[1])).toEqual(["Ultimo, page 1 of 2 · oddsmith report", "Ultimo, page 2 of 2 · oddsmith report"]);
    expect(pages.map((page) => [...page.html.matchAll(/<details class="run" id="([^"]+)"/g)].map((match) => match[1]))).toEqual([["ultimo-challenge-0"], ["ultimo-fight-1", "ultimo-fight-2"]]);
  });
  it("lists every run of the game on each page, by page, linking the other page's runs there and this page's here", () => {
    expect(pages[1]?.html).toContain(
      '<p>3 runs on 2 pages; each folds on its title, and ends with a link back here.</p>\n<ol>\n' +
        '<li><a href="index.html">Page 1</a>: challenge\n<ol>\n<li><a href="index.html#ultimo-challenge-0">challenge 0</a> <span class="how">exact</span></li>\n</ol></li>\n' +
        '<li>Page 2 (this page): fight\n<ol>\n<li><a href="#ultimo-fight-1">fight 1</a> <span class="how">exact</span></li>\n<li><a href="#ultimo-fight-2">fight 2</a> <span class="how">exact</span></li>\n</ol></li>\n</ol>\n</nav>',
    );
    expect(pages[0]?.html).toContain('<li><a href="page-2.html">Page 2</a>: fight\n<ol>\n<li><a href="page-2.html#ultimo-fight-1">fight 1</a>');
  });
  it("is one page, as renderGamePage writes it, with no parts given", () => {
    const whole = renderGamePages(section, { links: [], sizes: new Map() });
    expect(whole.map((page) => page.path)).toEqual(["ultimo/index.html"]);
    expect(whole[0]?.html).toBe(renderGamePage(section, { links: [], sizes: new Map() }));
    expect(whole[0]?.html).toContain("<title>Ultimo · oddsmith report</title>");
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
