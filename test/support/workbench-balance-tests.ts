/**
 * The workbench's Balance view in Chromium (issue 26 §6): opened from an address, it shows the designs (or
 * the nearest misses) the exact search finds; a slider moved with the keyboard changes the question, the
 * address and the list; the address round-trips in a fresh browser; axe-core finds nothing serious; and
 * a page that does not open the view never fetches its code.
 */
import type { Page, Response } from "playwright-core";
import { expect, it } from "vitest";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root, runCli } from "./cli.js";
import type { Session } from "./describe-workbench.js";
import { answerTo, openAnswered } from "./workbench-page.js";

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** Bonus 3, DC 8..16, P(success) between 60% and 70% (the brief's question). */
const QUESTION = "#/kingstone/check?bonus=3&balance.open=true&balance.vary=dc%3A8..16&balance.target=pSuccess%3A0.6..0.7";
/** The same question with the lower bound slid to 55%. */
const SLID = "#/kingstone/check?bonus=3&balance.open=true&balance.vary=dc%3A8..16&balance.target=pSuccess%3A0.55..0.7";

/** The designs table once the answer to the shown question is in: its caption and rows of cells. */
async function designs(page: Page): Promise<{ caption: string; rows: string[][] }> {
  await page.waitForSelector(".designs:not(.stale) table");
  await page.waitForSelector(".balance .status:not(.problems)");
  return page.$eval(".designs table", (table) => ({
    caption: table.querySelector("caption")?.textContent ?? "",
    rows: [...table.querySelectorAll("tr")].map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? "")),
  }));
}

/**
 * The Kingstone DC chart (docs/balance.md's balance/kingstone-dc-chart.yaml) as the view's address: ladder
 * paired, DC 2..30 chosen, bonus 0..10 across, per each, tiers easy 75 / moderate 50 / hard 25 / heroic 10 at least.
 */
const DC_CHART = "#/kingstone/check?ladder=paired&balance.open=true&balance.vary=dc%3A2..30&balance.across=bonus%3A0..10&balance.per=each&balance.tiers=pSuccess%3Aat-least%3Aeasy%3D75%25%2Cmoderate%3D50%25%2Chard%3D25%25%2Cheroic%3D10%25";

/** The GM's chart once the answer to the shown question is in: its caption, header and rows of cells. */
async function chartCells(page: Page): Promise<{ caption: string; rows: string[][] }> {
  await page.waitForSelector(".designs:not(.stale) .answer-table");
  return page.$eval(".answer-table", (table) => ({
    caption: table.querySelector("caption")?.textContent ?? "",
    rows: [...table.querySelectorAll("tr")].map((row) => [...row.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").replace(/\s+/g, " ").trim())),
  }));
}

/** `oddsmith balance balance/kingstone-dc-chart.yaml`'s printed table (run from a copy without its csv: and chart:, so nothing is written), as rows of cells. */
function cliDcChart(): string[][] {
  const path = join(mkdtempSync(join(tmpdir(), "oddsmith-dc-chart-")), "dc-chart.yaml");
  writeFileSync(path, readFileSync(`${root}balance/kingstone-dc-chart.yaml`, "utf8").replace(/^(csv|chart):.*$/gm, ""));
  const run = runCli(["balance", path]);
  expect(run.status).toBe(0);
  return run.stdout.trim().split("\n").slice(2).map((line) => line.trim().split(/\s{2,}/));
}

const hashOf = (page: Page) => page.evaluate(() => (globalThis as unknown as { location: { hash: string } }).location.hash);

export function balanceTests(session: Session): void {
  // 2d6 + 3 vs DC d succeeds when 2d6 ≥ d − 3 (RULES.md 1.1): DC 9 → 26/36 = 13/18, DC 10 → 21/36 = 7/12, DC 11 → 15/36 = 5/12.
  it("a Kingstone check's Balance view from its address: 60–70% has only near misses; sliding the lower bound to 55% by keyboard lists DC 10 (7/12)", async () => {
    const { context } = await session.context();
    const page = await context.newPage();
    await page.goto(`${session.url()}${QUESTION}`);
    const before = await designs(page);
    expect(before.caption).toBe("No design meets every target: the nearest misses");
    expect(before.rows.slice(0, 3)).toEqual([
      ["rank", "Difficulty (DC)", "P(success) between 60.0% and 70.0%", "meets"],
      ["miss", "10", "58.3% (7/12), short by 1.7%", "no"],
      ["miss", "9", "72.2% (13/18), short by 2.2%", "no"],
    ]);
    expect(await page.locator(".balance .status").textContent()).toMatch(/^Searched with \d+ exact solves in /);
    const slider = page.getByRole("slider", { name: "P(success) at least" });
    await slider.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowLeft");
    await page.waitForFunction((hash) => (globalThis as unknown as { location: { hash: string } }).location.hash === hash, SLID);
    await page.waitForSelector(".designs:not(.stale) caption:text('1 design meets every target, best first')");
    const after = await designs(page);
    expect(after.rows).toEqual([
      ["rank", "Difficulty (DC)", "P(success) between 55.0% and 70.0%", "meets"],
      ["1", "10", "58.3% (7/12)", "yes"],
    ]);

    const { context: fresh } = await session.context();
    const opened = await fresh.newPage();
    await opened.goto(`${session.url()}${await hashOf(page)}`);
    expect(await designs(opened)).toEqual(after);
    expect(await opened.getByRole("slider", { name: "P(success) at least" }).inputValue()).toBe("0.55");
  });

  it("the Balance view is reached by keyboard and axe-core finds no serious or critical violation in it", async () => {
    const { context } = await session.context();
    const page = await context.newPage();
    await page.goto(`${session.url()}${QUESTION}`);
    await designs(page);
    const reached = new Set<string>();
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Tab");
      reached.add(await page.evaluate(() => {
        const active = (globalThis as unknown as { document: { activeElement: { id: string; textContent: string | null } | null } }).document.activeElement;
        return active?.id || active?.textContent || "";
      }));
    }
    for (const id of ["vary-0-option", "vary-0-kind", "vary-0-from", "vary-0-to", "vary-0-step", "target-0-figure", "target-0-kind", "target-0-low", "target-0-high", "Add a target", "Vary another option"]) expect([...reached]).toContain(id);
    await page.addScriptTag({ path: AXE });
    const violations = await page.evaluate(async () => {
      const axe = (globalThis as unknown as { axe: { run(context: unknown): Promise<{ violations: { id: string; impact: string }[] }> } }).axe;
      return (await axe.run({ include: [".balance"] })).violations.map(({ id, impact }) => `${id} (${impact})`);
    });
    console.log(`axe-core on the Balance view: ${violations.length === 0 ? "no violations" : violations.join(", ")}`);
    expect(violations.filter((violation) => /serious|critical/.test(violation))).toEqual([]);
  });

  it("a page that does not open the Balance view fetches none of its code, nor src/balance's", async () => {
    const { context } = await session.context();
    const scripts: Promise<{ file: string; text: string }>[] = [];
    const onResponse = (response: Response) => void (response.url().endsWith(".js") && scripts.push(response.text().then((text) => ({ file: new URL(response.url()).pathname, text }))));
    context.on("response", onResponse);
    const page = await openAnswered(context, session.url(), "#/kingstone/check?bonus=3&dc=10");
    await page.waitForSelector(answerTo("#/kingstone/check?bonus=3&dc=10"));
    // The scripts fetched until the answer: a later one (vega-embed for the chart) would be read after the
    // context closes, a rejection nothing awaits.
    context.off("response", onResponse);
    const fetched = await Promise.all(scripts);
    expect(fetched.length).toBeGreaterThan(0);
    // Words of src/balance (exact-solver.ts, targets.ts) and of the view: minifying keeps strings.
    const balanceWords = /balance reads exact figures|expected an ordered outcome of this analysis|Options to vary/;
    expect(fetched.filter(({ file, text }) => /balance/i.test(file) || balanceWords.test(text)).map(({ file }) => file)).toEqual([]);
  });

  // 2d6 + bonus ≥ DC (RULES.md 1.1): bonus 0 easy is DC 5 at 30/36 = 5/6 (DC 6 gives 26/36, under 75%); heroic DC 10 at 6/36 = 1/6.
  it("the Kingstone DC chart opens from its address: the DC per bonus and tier with each exact chance, the cells `oddsmith balance` prints, and its line chart", async () => {
    const { context } = await session.context();
    const page = await context.newPage();
    await page.goto(`${session.url()}${DC_CHART}`);
    const chart = await chartCells(page);
    expect(chart.caption).toBe("Difficulty (DC) per tier: the lowest P(success) at or above each tier's chance");
    expect(chart.rows[0]).toEqual(["Bonus", "easy 75.0%", "moderate 50.0%", "hard 25.0%", "heroic 10.0%"]);
    expect(chart.rows[1]).toEqual(["0", "5: 83.3% (5/6)", "7: 58.3% (7/12)", "9: 27.8% (5/18)", "10: 16.7% (1/6)"]);
    expect(chart.rows.slice(1).map((row) => row.map((cell) => cell.replace(/ \(\d+\/\d+\)$/, "")))).toEqual(cliDcChart());
    expect(await page.locator(".balance .status").textContent()).toMatch(/^Searched with 210 exact solves in /);
    await page.waitForSelector(".designs .chart-section svg");
    expect(await page.locator(".designs .chart-description").textContent()).toContain("easy: Difficulty (DC) rises from 5 at Bonus 0 to 15 at 10.");

    // A tier edited by keyboard changes the chart and the address, which opens the same chart afresh.
    const chance = page.locator("#tier-3-chance");
    await chance.focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("5");
    await page.waitForFunction(() => (globalThis as unknown as { location: { hash: string } }).location.hash.includes("heroic%3D5%25"));
    await page.waitForSelector(".designs:not(.stale) th:text('heroic 5.0%')");
    // Bonus 0 at 5%: DC 11 gives 3/36 = 1/12 (8.3%), DC 12 gives 1/36 (2.8%).
    expect((await chartCells(page)).rows[1]?.[4]).toBe("11: 8.3% (1/12)");
    const { context: fresh } = await session.context();
    const opened = await fresh.newPage();
    await opened.goto(`${session.url()}${await hashOf(page)}`);
    expect(await chartCells(opened)).toEqual(await chartCells(page));
  });

  it("the whole question's controls are reached by keyboard, labelled in the game's words, and axe-core finds nothing serious in the DC chart", async () => {
    const { context } = await session.context();
    const page = await context.newPage();
    await page.goto(`${session.url()}${DC_CHART}`);
    await chartCells(page);
    await page.getByRole("button", { name: "Add a target" }).click();
    await page.waitForSelector("#target-0-when");
    const reached = new Set<string>();
    await page.locator("#vary-0-option").focus();
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Tab");
      reached.add(await page.evaluate(() => (globalThis as unknown as { document: { activeElement: { id: string; textContent: string | null } | null } }).document.activeElement?.id || ""));
    }
    for (const id of ["across-0-option", "across-0-from", "across-0-to", "balance-per", "target-0-figure", "target-0-when", "tiers-figure", "tiers-rule", "tier-0-name", "tier-0-chance", "tier-3-chance"]) expect([...reached]).toContain(id);
    expect(await page.locator("#across-0-option option:checked").textContent()).toBe("Bonus");
    expect(await page.locator("#balance-per option:checked").textContent()).toBe("a design per situation");
    await page.addScriptTag({ path: AXE });
    const violations = await page.evaluate(async () => {
      const axe = (globalThis as unknown as { axe: { run(context: unknown): Promise<{ violations: { id: string; impact: string }[] }> } }).axe;
      return (await axe.run({ include: [".balance"] })).violations.map(({ id, impact }) => `${id} (${impact})`);
    });
    console.log(`axe-core on the Balance view's DC chart: ${violations.length === 0 ? "no violations" : violations.join(", ")}`);
    expect(violations.filter((violation) => /serious|critical/.test(violation))).toEqual([]);
  });
}
