/**
 * Driving the built workbench (dist/web) in headless Chromium: the browser, a watched context (console
 * errors, page errors, failed loads and requests off the local server, in words), the answer of an address,
 * the outcome table and the page's downloads. Shared by the workbench's browser tests and the `web` bench
 * suite (so nothing here imports vitest).
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

/** Debian's chromium (playwright's own browser download does not work here; `.ci/run` installs this one). */
export const CHROMIUM = "/usr/bin/chromium";
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"];

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The built workbench: `npm run build` (tsc, then vite build) writes it. */
export const WEB_DIST = `${root}dist/web/`;

/** Starts headless Chromium. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/**
 * Why dist/web cannot stand for src/ (missing, or older than a source file: vite rewrites index.html on
 * every build), or "" when it can.
 */
export function webDistProblem(): string {
  const index = `${WEB_DIST}index.html`;
  if (!existsSync(index)) return "dist/web/index.html is missing: run `npm run build` (npm test and npm cit build it)";
  const built = statSync(index).mtimeMs;
  const newer = readdirSync(`${root}src`, { recursive: true, encoding: "utf8" }).find((file) => /\.(tsx?|css|html)$/.test(file) && statSync(`${root}src/${file}`).mtimeMs > built);
  return newer === undefined ? "" : `dist/web is older than src/${newer}: run \`npm run build\``;
}

/** A browser context whose troubles are written down as they happen. */
export interface WatchedContext {
  readonly context: BrowserContext;
  /** Console errors (the page's and its workers'), uncaught errors, failed loads and HTTP errors. */
  readonly problems: string[];
  /** Requests to any host but the local server's. */
  readonly foreign: string[];
}

/**
 * A fresh context (a cold cache) at a viewport, watched: every request off `origin` is recorded, and
 * console errors, page errors, failed loads and HTTP errors. (Requests are watched, not routed: routing
 * changes what Chromium loads, e.g. it then never asks for /favicon.ico.)
 */
export async function watchedContext(browser: Browser, origin: string, viewport = { width: 1280, height: 900 }): Promise<WatchedContext> {
  const context = await browser.newContext({ viewport });
  // No waits of its own (Playwright's default is 30 s an action): vitest's hang guard bounds a test on a busy machine.
  context.setDefaultTimeout(0);
  const problems: string[] = [];
  const foreign: string[] = [];
  const local = (url: URL) => url.origin === origin || url.protocol === "blob:" || url.protocol === "data:";
  context.on("request", (request) => !local(new URL(request.url())) && foreign.push(request.url()));
  context.on("console", (message) => message.type() === "error" && problems.push(`console error: ${message.text()}`));
  context.on("weberror", (error) => problems.push(`page error: ${error.error().message}`));
  context.on("requestfailed", (request) => problems.push(`failed to load ${request.url()}: ${request.failure()?.errorText}`));
  context.on("response", (response) => response.status() >= 400 && problems.push(`HTTP ${response.status()} for ${response.url()}`));
  return { context, problems, foreign };
}

/** The CSS selector of the current (not stale) answer to an address. */
export function answerTo(hash: string): string {
  return `.answer[data-hash="${hash.replace(/["\\]/g, "\\$&")}"]:not(.stale)`;
}

/** Opens the page at an address and waits for its answer (with no time limit by default: the test's hang guard bounds it). */
export async function openAnswered(context: BrowserContext, url: string, hash: string, timeout = 0): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${url}${hash}`);
  await page.waitForSelector(answerTo(hash), { timeout });
  return page;
}

/** Waits until every chart box of the answer holds its drawn SVG (vega-embed draws them after the table). */
export async function chartsDrawn(page: Page): Promise<number> {
  await page.waitForFunction(() => {
    // The test has no DOM types: the page's document, as far as this reads it.
    const { document } = globalThis as unknown as { document: { querySelectorAll(selector: string): Iterable<{ querySelector(selector: string): unknown }> } };
    const boxes = [...document.querySelectorAll(".answer .chart-box")];
    return boxes.length > 0 && boxes.every((box) => box.querySelector("svg") !== null);
  });
  return page.locator(".answer .chart-box").count();
}

/**
 * Marks each drawn chart's box with the draw it shows (its `data-drawn`), so {@link chartRedrawn} sees the
 * next draw: a redraw in place (chart-view.tsx) keeps the same SVG element.
 */
export async function markCharts(page: Page): Promise<void> {
  await page.$$eval(".answer .chart-box", (boxes) => boxes.forEach((box) => box.setAttribute("data-before-edit", box.getAttribute("data-drawn") ?? "")));
}

/** Waits until a chart of the answer has been drawn again since {@link markCharts} (in place, or a new box). */
export async function chartRedrawn(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const { document } = globalThis as unknown as { document: { querySelectorAll(selector: string): Iterable<{ getAttribute(name: string): string | null }> } };
    return [...document.querySelectorAll(".answer .chart-box[data-drawn]")].some((box) => box.getAttribute("data-drawn") !== box.getAttribute("data-before-edit"));
  });
}

/** A table as text: its column headings and its rows of cells (the row heading first). */
export interface TableText {
  readonly columns: string[];
  readonly rows: string[][];
}

/** The tables of the current answer, in order (the first is the CLI's outcome table). */
export function answerTables(page: Page): Promise<TableText[]> {
  return page.$$eval(".answer .result table", (tables) =>
    tables.map((table) => ({
      columns: [...table.querySelectorAll("thead th")].map((cell) => cell.textContent ?? ""),
      rows: [...table.querySelectorAll("tbody tr")].map((row) => [...row.children].map((cell) => cell.textContent ?? "")),
    })),
  );
}

/** Each outcome's cell in one column of the outcome table, in the table's order: [[outcome, cell], …]. */
export async function outcomeColumn(page: Page, column: string): Promise<[string, string][]> {
  const [table] = await answerTables(page);
  const index = table?.columns.indexOf(column) ?? -1;
  if (table === undefined || index < 0) throw new Error(`the answer has no outcome table with a "${column}" column: ${JSON.stringify(table?.columns)}`);
  return table.rows.map((row) => [row[0]!, row[index]!]);
}

/** The text of the page's download named `name` (a blob: link, read inside the page). */
export async function downloadText(page: Page, name: string): Promise<string> {
  const href = await page.getAttribute(`.downloads a[download="${name}"]`, "href");
  if (href === null) throw new Error(`no download named ${name}`);
  return page.evaluate(async (link) => (await fetch(link)).text(), href);
}
