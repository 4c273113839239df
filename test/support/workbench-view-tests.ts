/**
 * The workbench's address holds the whole view (issue 28 §3): a view built by hand (options edited, results
 * pinned, the at-least view chosen), opened from its link in a fresh browser context, shows exactly the same.
 */
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { Session } from "./describe-workbench.js";
import { createRequire } from "node:module";
import { ANALYSES } from "../../src/analyses/index.js";
import { answerTo } from "./workbench-page.js";
import { explainChart } from "../../src/framework/analysis.js";
import { reportRunSimulation } from "../../src/pipeline/check-run.js";
import { reportRunHash } from "../../src/web/state/report-run.js";
import { reportRunResult } from "./report-explanations.js";
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";

/** Where the pages' screenshots at 390 px go (beside describe-workbench.ts's). */
const ARTIFACTS = fileURLToPath(new URL("../../test-artifacts/workbench/", import.meta.url));

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** What a reader sees of a view: the address, the form's values, the chosen reading, and every table's text (the comparison's first). */
async function seenView(page: Page) {
  await page.waitForSelector(".compare table");
  await page.waitForFunction(() => (globalThis as unknown as { document: { querySelector(selector: string): unknown } }).document.querySelector(".compare .loading") === null);
  return {
    hash: await page.evaluate(() => (globalThis as unknown as { location: { hash: string } }).location.hash),
    values: await page.$$eval(".run-form input[type=text]", (inputs) => inputs.map((input) => [input.getAttribute("data-field"), (input as unknown as { value: string }).value])),
    reading: await page.$$eval("input[name=cumulative]", (radios) => radios.filter((radio) => (radio as unknown as { checked: boolean }).checked).map((radio) => radio.getAttribute("value"))),
    pins: await page.locator(".compare .pins li").allTextContents(),
    tables: await page.$$eval(".answer table", (tables) => tables.map((table) => table.textContent)),
  };
}

async function editDc(page: Page, dc: string): Promise<void> {
  await page.fill("#option-dc", dc);
  await page.waitForSelector(answerTo(`#/kingstone/check?bonus=3&dc=${dc}`));
}

export function viewTests(session: Session): void {
  it("a link to a view with two pins and the at-least reading, opened in a fresh browser, restores the same view", async () => {
    const { context } = await session.context();
    const page = await context.newPage();
    await page.goto(`${session.url()}#/kingstone/check?bonus=3&dc=12`);
    await page.waitForSelector(answerTo("#/kingstone/check?bonus=3&dc=12"));
    await page.getByRole("button", { name: "Pin to compare" }).click();
    await editDc(page, "14");
    await page.getByRole("button", { name: "Pin to compare" }).click();
    await editDc(page, "10");
    await page.check("input[name=cumulative][value='at least']");
    const seen = await seenView(page);
    expect(seen.hash).toBe("#/kingstone/check?bonus=3&dc=10&view=at-least&pin=bonus%3D3%26dc%3D12&pin=bonus%3D3%26dc%3D14");
    expect(seen.reading).toEqual(["at least"]);
    expect(seen.pins).toEqual(["Unpin pinned: Difficulty (DC) 12", "Unpin pinned: Difficulty (DC) 14"]);
    expect(seen.tables[0]).toContain("now: Difficulty (DC) 10");

    const { context: fresh } = await session.context();
    const opened = await fresh.newPage();
    await opened.goto(`${session.url()}${seen.hash}`);
    await opened.waitForSelector(answerTo("#/kingstone/check?bonus=3&dc=10"));
    expect(await seenView(opened)).toEqual(seen);
  });

  it("Copy link sits beside Copy command", async () => {
    const { context } = await session.context();
    const page = await context.newPage();
    await page.goto(`${session.url()}#/kingstone/check?bonus=3&dc=10`);
    await page.waitForSelector(answerTo("#/kingstone/check?bonus=3&dc=10"));
    expect(await page.locator(".command button").allTextContents()).toEqual(["Copy command", "Copy link", "Pin to compare"]);
  });
}

/** Every analysis of the registry, as a bare address opens it (its options' defaults). */
const PAGES = ANALYSES.map((entry) => ({ page: `#/${entry.game}/${entry.name}` }));

/**
 * Every analysis of the registry at one of its report's runs (issue 28 §12): its first exact run, else its
 * first (simulated, as the page runs it, at the run's own trials and seed).
 */
const RUN_PAGES = ANALYSES.flatMap((entry) => {
  const run = entry.reportRuns.find((candidate) => entry.exact && candidate.monteCarlo === undefined) ?? entry.reportRuns[0];
  return run === undefined ? [] : [{ entry, run, hash: reportRunHash(entry, run) }];
});

/** The report's explanations of each RUN_PAGES run's charts, in chart order, resolved here as the report does (once for both widths). */
let runExplanations: Promise<string[][]> | undefined;
function explanationsOfRuns(): Promise<string[][]> {
  runExplanations ??= Promise.all(
    RUN_PAGES.map(async ({ entry, run }) => {
      const { result } = await reportRunResult(entry, run, reportRunSimulation(entry, run)?.trials ?? 0);
      return result.charts.flatMap((chart) => explainChart(run, chart, result) ?? []);
    }),
  );
  return runExplanations;
}

/** axe-core's violations on a page (axe from node_modules, nothing downloaded): rule, impact and how many nodes. */
async function axeViolations(page: Page): Promise<{ id: string; impact: string; nodes: number }[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe;
    return (await axe.run()).violations.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.length }));
  });
}

/** How many pixels the page is wider than its window (0 when nothing is cut off sideways). */
function overflowOf(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

/** The widths every analysis page is tested at (issue 28 §12): a laptop's and a phone's. */
const WIDTHS: readonly number[] = [1280, 390];

/**
 * Every analysis page of the registry (PAGES) at 1280 and at 390 px, once its answer shows, or at once when
 * the page names options to fill in (or after 20 s for a long simulation): axe-core (from node_modules,
 * nothing downloaded) finds no serious or critical violation (issue 28 §7), and the page is no wider than
 * the window, nothing cut off sideways (§2; a wide table scrolls inside its own box). The counts by impact
 * are logged, and a screenshot of each page at 390 px goes to test-artifacts/.
 */
export function accessibilityTests(session: Session): void {
  it.each(WIDTHS)("at %i px axe-core finds no serious or critical violation on any analysis page, and none is wider than the window", async (width) => {
    const { context } = await session.context({ width, height: 900 });
    await mkdir(ARTIFACTS, { recursive: true });
    const counts: Record<string, number> = {};
    const found: string[] = [];
    const wide: string[] = [];
    for (const { page: hash } of PAGES) {
      const page = await context.newPage();
      await page.goto(`${session.url()}${hash}`);
      // A page whose options need filling in says so at once (its problems): only a page that computes is waited for.
      await page.waitForSelector(".answer, .status.problems", { timeout: 20_000 }).catch(() => undefined);
      const violations = await axeViolations(page);
      for (const { id, impact, nodes } of violations) {
        counts[impact] = (counts[impact] ?? 0) + nodes;
        if (impact === "serious" || impact === "critical") found.push(`${hash}: ${id} (${impact}, ${nodes})`);
      }
      const over = await overflowOf(page);
      if (over > 0) wide.push(`${hash}: ${over} px wider than the window`);
      if (width < 1280) await page.screenshot({ path: `${ARTIFACTS}${hash.slice(2).replace("/", "-")}-${width}.png`, fullPage: true });
      await page.close();
    }
    console.log(`axe-core over ${PAGES.length} analysis pages at ${width} px: ${JSON.stringify(counts)}`);
    expect(found).toEqual([]);
    expect(wide).toEqual([]);
  });
}

/**
 * Every analysis of the registry opened at one of its report's runs (RUN_PAGES), at 1280 and 390 px, once
 * its answer to that address shows: the page knows the run (its answer's address is the run's) and shows the
 * report's explanation of each chart word for word, as resolved here from the run's own result; axe-core
 * finds no serious or critical violation and nothing is wider than the window. A screenshot of each at
 * 390 px goes to test-artifacts/.
 */
export function runPageTests(session: Session): void {
  it.each(WIDTHS)("at %i px every analysis at one of its report's runs shows the report's explanations, and axe-core finds nothing serious or critical", async (width) => {
    const [expected, { context }] = await Promise.all([explanationsOfRuns(), session.context({ width, height: 900 })]);
    await mkdir(ARTIFACTS, { recursive: true });
    const counts: Record<string, number> = {};
    const problems: string[] = [];
    for (const [index, { entry, run, hash }] of RUN_PAGES.entries()) {
      const page = await context.newPage();
      await page.goto(`${session.url()}${hash}`);
      await page.waitForSelector(".answer:not(.stale), .status.problems");
      const answered = await page.getAttribute(".answer", "data-hash").catch(() => null);
      if (answered !== hash) problems.push(`${hash}: the answer is to ${answered ?? "nothing"}`);
      const shown = await page.locator(".answer .explanation").allTextContents();
      if (JSON.stringify(shown) !== JSON.stringify(expected[index])) problems.push(`${entry.game} ${entry.name} at the run ${run.name}: shows ${JSON.stringify(shown)}, the report ${JSON.stringify(expected[index])}`);
      for (const { id, impact, nodes } of await axeViolations(page)) {
        counts[impact] = (counts[impact] ?? 0) + nodes;
        if (impact === "serious" || impact === "critical") problems.push(`${hash}: ${id} (${impact}, ${nodes})`);
      }
      const over = await overflowOf(page);
      if (over > 0) problems.push(`${hash}: ${over} px wider than the window`);
      if (width < 1280) await page.screenshot({ path: `${ARTIFACTS}${entry.game}-${entry.name}-run-${width}.png`, fullPage: true });
      await page.close();
    }
    console.log(`axe-core over ${RUN_PAGES.length} analysis pages at a report run, ${width} px: ${JSON.stringify(counts)}`);
    expect(expected.every((texts) => texts.length > 0)).toBe(true);
    expect(problems).toEqual([]);
  });
}
