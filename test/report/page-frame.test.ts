import { describe, expect, it } from "vitest";
import { gamePagePath, gamePartPath, pageLinks, REPORT_STYLE, reportPage, runAnchor } from "../../src/report/page-frame.js";

describe("reportPage", () => {
  const page = reportPage("Kingstone <& co>", ".extra { color: red; }", "<h1>Kingstone</h1>");
  it("is a whole static page: doctype, language, viewport, the title escaped, the shared stylesheet and the page's own rules", () => {
    expect(page.startsWith('<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>Kingstone &lt;&amp; co&gt;</title>')).toBe(true);
    expect(page).toContain(`<style>\n${REPORT_STYLE}\n.extra { color: red; }\n</style>`);
    expect(page.endsWith("<body>\n<h1>Kingstone</h1>\n</body>\n</html>\n")).toBe(true);
    expect(page).not.toContain("<script");
  });
  it("without rules of its own, the stylesheet is the shared one alone", () => {
    expect(reportPage("x", "", "")).toContain(`<style>\n${REPORT_STYLE}\n</style>`);
  });
  it("lays charts out as wide as an 880 px column, a narrow chart half of it, and every chart the screen's width on a phone", () => {
    expect(REPORT_STYLE).toContain("max-width: 880px");
    expect(REPORT_STYLE).toContain(".chart-image { display: block; width: 100%; height: auto; }");
    expect(REPORT_STYLE).toContain(".chart.half { flex: 0 1 calc(50% - 12px); }");
    expect(REPORT_STYLE).toContain("@media (max-width: 600px) { .chart.half { flex: 1 1 100%; } }");
  });
});

describe("pageLinks, gamePagePath, runAnchor", () => {
  it("joins the links with dots, escaped, the current page marked for screen readers", () => {
    expect(pageLinks([{ text: "Index", href: "../index.html" }, { text: "R&D", href: "index.html?a=1&b=2", current: true }])).toBe(
      '<nav class="games" aria-label="Report pages"><a href="../index.html">Index</a> · <a href="index.html?a=1&amp;b=2" aria-current="page">R&amp;D</a></nav>',
    );
  });
  it("puts a game's page in its own folder and anchors a run by game and file stem", () => {
    expect(gamePagePath("ash")).toBe("ash/index.html");
    expect([0, 1, 2].map((part) => gamePartPath("ultimo", part))).toEqual(["ultimo/index.html", "ultimo/page-2.html", "ultimo/page-3.html"]);
    expect(runAnchor("ash", "check")).toBe("ash-check");
  });
});
