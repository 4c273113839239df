/**
 * `npm run screenshots`: the docs' screenshots of the workbench, made by a script, not by hand (issue 28
 * §11). It serves the built workbench (dist/web, which `npm run build` writes) with oddsmith's own static
 * server on a free port of 127.0.0.1, opens each planned address in Debian's chromium (playwright-core),
 * waits for the answer and its chart, and writes each PNG atomically (a temporary file renamed over the old
 * one) at the path README.md and docs/workbench.md show. Deterministic settings: a fixed viewport, one
 * device pixel per CSS pixel, reduced motion, the light theme, the en-US locale and UTC, and fixed
 * addresses; the page computes exact answers, so a run gives the same pictures on any machine with the
 * same chromium and fonts (the answer's timing line is hidden: HIDDEN_STYLE). test/docs/screenshots.test.ts checks the plan without a browser.
 */
import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** One screenshot: the file written (from the repository's root), the page's address, and the viewport. */
export interface Screenshot {
  readonly file: string;
  /** The workbench address opened, `#/<game>/<analysis>?…`. */
  readonly address: string;
  readonly width: number;
  readonly height: number;
  /** The docs that show the file. */
  readonly shownIn: readonly string[];
}

/** The screenshots the docs show, in the order they are made. */
export const SCREENSHOTS: readonly Screenshot[] = [
  { file: "docs/workbench/kingstone-check-1280.png", address: "#/kingstone/check?bonus=3&dc=10", width: 1280, height: 900, shownIn: ["README.md", "docs/workbench.md"] },
  { file: "docs/workbench/ultimo-challenge-400.png", address: "#/ultimo/challenge?play=J,A,K,9,7&difficulty=all", width: 400, height: 900, shownIn: ["docs/workbench.md"] },
];

/** The repository's root (this file is scripts/screenshots.ts). */
export const ROOT = fileURLToPath(new URL("../", import.meta.url));

/** Debian's chromium: playwright's own browser download does not work here (docs/report.md). */
export const CHROMIUM = "/usr/bin/chromium";

/** The built site served, and the file that says it is built. */
export const BUILT = join(ROOT, "dist", "web");

/**
 * Hidden in every screenshot: the line saying how long the answer took ("Answered in 1510 ms"), the one
 * thing on the page that depends on the machine's speed. Its space stays, so the layout is the user's.
 */
export const HIDDEN_STYLE = "p.status { visibility: hidden; }";

/** How long one page may take to show its answer and chart before the script gives up (a hang guard, not a measure). */
const PAGE_LIMIT_MS = 60_000;

/** The problems that stop the script before it starts a browser: no build, no chromium. */
export function missingTools(built = BUILT, chromium = CHROMIUM): string[] {
  return [
    ...(existsSync(join(built, "index.html")) ? [] : [`the workbench is not built (${join(built, "index.html")} is missing): run \`npm run build\`, then npm run screenshots again`]),
    ...(existsSync(chromium) ? [] : [`no browser at ${chromium}: install it with apt-get install chromium`]),
  ];
}

/** Serves the build, shoots every planned page, closes everything; returns the files written. */
export async function takeScreenshots(plan: readonly Screenshot[] = SCREENSHOTS, root = ROOT): Promise<string[]> {
  const { chromium } = await import("playwright-core");
  const { startStaticServer } = await import("../src/cli/static-server.js");
  const server = await startStaticServer({ folder: BUILT, host: "127.0.0.1", port: 0 });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu", "--font-render-hinting=none"] });
  const written: string[] = [];
  try {
    for (const shot of plan) {
      const context = await browser.newContext({ viewport: { width: shot.width, height: shot.height }, deviceScaleFactor: 1, reducedMotion: "reduce", colorScheme: "light", locale: "en-US", timezoneId: "UTC" });
      const page = await context.newPage();
      await page.goto(`${server.url}${shot.address}`, { waitUntil: "load" });
      // The answer for this address, then its chart drawn (vega-embed puts an <svg> in the chart's box).
      await page.waitForSelector(".answer:not(.stale)", { timeout: PAGE_LIMIT_MS });
      await page.waitForSelector(".chart-box svg", { timeout: PAGE_LIMIT_MS });
      await page.evaluate("document.fonts.ready");
      const target = join(root, shot.file);
      const partial = `${target}.partial-${process.pid}.png`;
      try {
        await page.screenshot({ path: partial, fullPage: true, animations: "disabled", caret: "hide", style: HIDDEN_STYLE });
        await rename(partial, target);
      } finally {
        await rm(partial, { force: true });
      }
      written.push(shot.file);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return written;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const problems = missingTools();
  if (problems.length > 0) {
    for (const problem of problems) process.stderr.write(`npm run screenshots: ${problem}\n`);
    process.exit(2);
  }
  for (const file of await takeScreenshots()) process.stdout.write(`wrote ${file}\n`);
}
