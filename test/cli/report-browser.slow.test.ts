import { existsSync, readdirSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { writeReport } from "../../src/report/write-report.js";
import { estimatedRunHeight, svgSize, type ChartSize } from "../../src/report/game-page.js";
import { auditClaims } from "../../src/analyses/index.js";
import type { RunManifest } from "../../src/report/run-manifest.js";
import { FAKE_WORKBENCH_TITLE, fakeWorkbench } from "../support/fake-workbench.js";

// The audit (RULES.md 6) takes seconds to solve: solved once for the report and this file's checks alike.
vi.mock(import("../../src/analyses/index.js"), async (importOriginal) => (await import("../support/cached-audit.js")).withCachedAudit(await importOriginal()));

/** Debian's chromium (playwright's own browser download does not work here; `.ci/run` installs this one). */
const CHROMIUM = "/usr/bin/chromium";
const ARTIFACTS = fileURLToPath(new URL("../../test-artifacts/", import.meta.url));
// CI installs chromium and sets this, so there the test cannot be skipped; on a machine without chromium it is.
const required = process.env.ODDSMITH_REQUIRE_BROWSER === "1";
const available = existsSync(CHROMIUM);

/** What the page shows of one chart image: its file, whether it loaded, its own size, its size on the page and its container's width. */
interface ShownImage {
  readonly src: string | null;
  readonly loaded: boolean;
  readonly width: number;
  readonly height: number;
  readonly shown: number;
  readonly container: number;
}

async function shownImages(page: Page): Promise<ShownImage[]> {
  return page.$$eval("img.chart-image", (nodes) =>
    nodes.map((node) => {
      // The test has no DOM types: the fields read off an HTMLImageElement and its figure.
      const image = node as unknown as { complete: boolean; naturalWidth: number; naturalHeight: number; getAttribute(name: string): string | null; getBoundingClientRect(): { width: number }; closest(selector: string): { clientWidth: number } | null };
      return { src: image.getAttribute("src"), loaded: image.complete, width: image.naturalWidth, height: image.naturalHeight, shown: image.getBoundingClientRect().width, container: image.closest(".chart")?.clientWidth ?? 0 };
    }),
  );
}

/** The page's width as laid out and the window's: equal when nothing overflows sideways. */
async function pageWidths(page: Page): Promise<{ scroll: number; window: number }> {
  return page.evaluate(() => {
    const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement;
    return { scroll: root.scrollWidth, window: root.clientWidth };
  });
}

describe.skipIf(!available && !required)("the report page in headless Chromium", () => {
  let out: string;
  let manifest: RunManifest;
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    expect(available, `${CHROMIUM} is missing: install it with apt-get install chromium`).toBe(true);
    out = join(await mkdtemp(join(tmpdir(), "oddsmith-browser-")), "reports");
    await writeReport({ out, quick: true, workbench: await fakeWorkbench() });
    manifest = JSON.parse(await readFile(join(out, "run.json"), "utf8")) as RunManifest;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    });
    page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    page.on("console", (message) => message.type() === "error" && problems.push(`console: ${message.text()}`));
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("requestfailed", (request) => problems.push(`failed to load ${request.url()}`));
    await page.goto(pathToFileURL(join(out, "index.html")).href, { waitUntil: "load" });
    await mkdir(ARTIFACTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    if (out) await rm(dirname(out), { recursive: true, force: true });
  });

  it("at 1280 px each game's page shows every chart of run.json rendered, as wide as its box (the column, or half of it for a narrow chart), with no console errors or failed loads", async () => {
    const games = [...new Set(manifest.entries.map((entry) => entry.game))];
    for (const game of games) {
      await page.goto(pathToFileURL(join(out, game, "index.html")).href, { waitUntil: "load" });
      const drawn = manifest.entries.filter((entry) => entry.game === game).flatMap((entry) => entry.charts.filter((chart) => chart.sentence === undefined).map((chart) => chart.svg.slice(game.length + 1)));
      const images = await shownImages(page);
      expect(images.map((image) => image.src)).toEqual(drawn);
      const column = await page.evaluate(() => (globalThis as unknown as { document: { querySelector(s: string): { clientWidth: number } } }).document.querySelector("details.run")!.clientWidth);
      expect(column).toBe(880);
      for (const image of images) {
        expect([image.src, image.loaded, image.width > 50, image.height > 50]).toEqual([image.src, true, true, true]);
        // Fills its box: the whole column, or half of it (less the gap) for a chart drawn under 440 px.
        const expected = image.width < 440 ? (880 - 24) / 2 : 880;
        expect([image.src, Math.round(image.shown), Math.round(image.container)]).toEqual([image.src, expected, expected]);
      }
      expect(problems).toEqual([]);
    }
    await page.goto(pathToFileURL(join(out, "kingstone", "index.html")).href, { waitUntil: "load" });
    await page.screenshot({ path: join(ARTIFACTS, "report-kingstone-top.png") });
    await page.goto(pathToFileURL(join(out, "index.html")).href, { waitUntil: "load" });
    expect(await page.$$eval("section[id]", (nodes) => nodes.map((node) => node.id))).toEqual(["audit"]);
    expect(problems).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, "report.png"), fullPage: true });
    await page.screenshot({ path: join(ARTIFACTS, "report-top.png") });
  });

  it("lays each run out at 1280 px within −8%…+2% of the height gamePageParts splits pages by, and no page is taller than 20,000 px (issue 28 §10)", async () => {
    const sizes = new Map<string, ChartSize>();
    for (const chart of manifest.entries.flatMap((entry) => entry.charts)) {
      const size = svgSize(await readFile(join(out, chart.svg), "utf8"));
      if (size !== undefined) sizes.set(chart.svg, size);
    }
    const view = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    try {
      for (const game of [...new Set(manifest.entries.map((entry) => entry.game))]) {
        await view.goto(pathToFileURL(join(out, game, "index.html")).href, { waitUntil: "load" });
        const laid = new Map(await view.$$eval("details.run", (runs) => runs.map((run) => [run.id, run.getBoundingClientRect().height] as const)));
        for (const entry of manifest.entries.filter((e) => e.game === game)) {
          const ratio = (laid.get(`${game}-${entry.run}`) ?? 0) / estimatedRunHeight(entry, sizes);
          expect([entry.run, ratio > 0.92 && ratio < 1.02]).toEqual([entry.run, true]);
        }
        expect([game, (await view.evaluate(() => (globalThis as unknown as { document: { body: { scrollHeight: number } } }).document.body.scrollHeight)) <= 20_000]).toEqual([game, true]);
      }
    } finally {
      await view.close();
    }
  });

  it("lists every run in the index's contents, and each link opens its game's page at the run, open, with a link back to the contents", async () => {
    const links = await page.$$eval("#contents ol ol a", (nodes) => nodes.map((node) => node.getAttribute("href")));
    expect(links).toEqual(manifest.entries.map((entry) => `${entry.game}/index.html#${entry.game}-${entry.run}`));
    const last = manifest.entries.at(-1)!;
    const game = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await game.goto(new URL(`${last.game}/index.html#${last.game}-${last.run}`, page.url()).href, { waitUntil: "load" });
      const shown = await game.evaluate((id) => {
        const doc = (globalThis as unknown as { document: { getElementById(id: string): { open: boolean; getBoundingClientRect(): { top: number }; querySelector(s: string): { getAttribute(n: string): string | null } | null } | null } }).document;
        const run = doc.getElementById(id)!;
        return { open: run.open, top: Math.abs(Math.round(run.getBoundingClientRect().top)), back: run.querySelector(".top a")?.getAttribute("href") ?? null };
      }, `${last.game}-${last.run}`);
      expect(shown).toEqual({ open: true, top: 0, back: "#contents" });
      // A run folds on its title, with no script.
      await game.click(`#${last.game}-${last.run} > summary`);
      expect(await game.$eval(`#${last.game}-${last.run}`, (node) => (node as unknown as { open: boolean }).open)).toBe(false);
    } finally {
      await game.close();
    }
  });

  it("puts each chart's explanation below it, and a chart of one value as its sentence", async () => {
    const blocks: { below: boolean; explanation: number; sentence: string | null }[] = [];
    for (const game of [...new Set(manifest.entries.map((entry) => entry.game))]) {
      const view = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
      await view.goto(pathToFileURL(join(out, game, "index.html")).href, { waitUntil: "load" });
      blocks.push(
        ...(await view.$$eval(".chart", (nodes) =>
          nodes.map((node) => {
            const shown = node.querySelector("figure, .sentence")!.getBoundingClientRect();
            const about = node.querySelector(".about")!.getBoundingClientRect();
            return { below: about.top >= shown.bottom - 1, explanation: node.querySelector(".about .explanation")?.textContent?.length ?? 0, sentence: node.querySelector(".sentence p")?.textContent ?? null };
          }),
        )),
      );
      await view.close();
    }
    const charts = manifest.entries.flatMap((entry) => entry.charts);
    expect(blocks.map((block) => block.sentence)).toEqual(charts.map((chart) => chart.sentence ?? null));
    for (const block of blocks) expect([block.below, block.explanation > 40]).toEqual([true, true]);
  });

  it("sums the audit up, its claims in a <details> closed by default", async () => {
    expect(await page.textContent("#audit .audit-count")).toMatch(new RegExp(`^${auditClaims().length} claims checked: `));
    expect(await page.$eval("#audit details", (node) => (node as unknown as { open: boolean }).open)).toBe(false);
    expect(await page.isVisible("#audit table.audit")).toBe(false);
    expect(await page.$$eval("#audit table.audit tbody tr", (rows) => rows.length)).toBe(auditClaims().length);
  });

  it("links every run to the workbench copy at its address, and the link opens it there", async () => {
    const kingstone = await browser.newPage();
    await kingstone.goto(pathToFileURL(join(out, "kingstone", "index.html")).href, { waitUntil: "load" });
    const links = await kingstone.$$eval("details.run", (runs) => runs.map((run) => [run.id, run.querySelector("a.workbench")?.getAttribute("href") ?? null]));
    await kingstone.close();
    const entries = manifest.entries.filter((entry) => entry.game === "kingstone");
    expect(links).toEqual(entries.map((entry) => [`${entry.game}-${entry.run}`, `../workbench/index.html${entry.permalink}`]));
    const workbench = await browser.newPage();
    workbench.on("pageerror", (error) => problems.push(`workbench page error: ${error.message}`));
    workbench.on("requestfailed", (request) => problems.push(`workbench failed to load ${request.url()}`));
    try {
      await workbench.goto(new URL("workbench/index.html#/kingstone/check?bonus=3&dc=10", page.url()).href, { waitUntil: "load" });
      expect(await workbench.title()).toBe(FAKE_WORKBENCH_TITLE);
      expect(await workbench.textContent("#address")).toBe("#/kingstone/check?bonus=3&dc=10");
      expect(problems).toEqual([]);
    } finally {
      await workbench.close();
    }
  });

  it("at 390 px no page overflows sideways: charts scale down to the screen's width (screenshots in test-artifacts/)", async () => {
    const narrow = await browser.newPage({ viewport: { width: 390, height: 900 } });
    try {
      // Every page: the index and each game's pages (a long game's runs go on to page-2.html).
      const gamePages = (game: string) => readdirSync(join(out, game)).filter((name) => name.endsWith(".html")).map((name) => `${game}/${name}`);
      for (const path of ["index.html", ...new Set(manifest.entries.flatMap((entry) => gamePages(entry.game)))]) {
        await narrow.goto(pathToFileURL(join(out, path)).href, { waitUntil: "load" });
        const widths = await pageWidths(narrow);
        expect([path, widths.scroll]).toEqual([path, widths.window]);
        for (const image of await shownImages(narrow)) expect([image.src, Math.round(image.shown) <= image.container]).toEqual([image.src, true]);
        if (path === "ash/index.html") await narrow.screenshot({ path: join(ARTIFACTS, "report-400.png") });
      }
    } finally {
      await narrow.close();
    }
  });
});
