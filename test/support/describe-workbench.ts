/**
 * The workbench's browser tests, for any server of dist/web: `describeWorkbench(name, start)` runs them
 * against the site `start` serves (a plain static server, `oddsmith serve`, …). Each page is held to the
 * built CLI's own answers (its JSON, its printed table, its messages), and every test fails on a console
 * error, an uncaught error, a failed load or a request off the local server.
 */
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cliDocument, cliProblems, runCli, type RunDocument } from "./cli.js";
import { accessibilityTests, runPageTests, viewTests } from "./workbench-view-tests.js";
import { publishTests } from "./workbench-publish-tests.js";
import { balanceTests } from "./workbench-balance-tests.js";
import {
  answerTo,
  chartRedrawn,
  chartsDrawn,
  CHROMIUM,
  downloadText,
  launchChromium,
  markCharts,
  openAnswered,
  outcomeColumn,
  answerTables,
  watchedContext,
  webDistProblem,
  type WatchedContext,
} from "./workbench-page.js";

const ARTIFACTS = fileURLToPath(new URL("../../test-artifacts/workbench/", import.meta.url));
// CI installs chromium and sets this, so there the tests cannot be skipped; on a machine without chromium they are.
const required = process.env.ODDSMITH_REQUIRE_BROWSER === "1";
const available = existsSync(CHROMIUM);

/** A server of dist/web: its base address (ending in "/") and how to stop it. */
export interface WorkbenchServer {
  readonly url: string;
  readonly close: () => Promise<void>;
}

/** One permalink per game, with the CLI command it stands for (quick exact analyses) and that command as the page writes it. */
const PERMALINKS = [
  { hash: "#/kingstone/check?bonus=3&dc=10", args: ["kingstone", "check", "--bonus", "3", "--dc", "10"], command: "oddsmith kingstone check --bonus 3 --dc 10" },
  { hash: "#/zilch/test?suit=9&skill=true", args: ["zilch", "test", "--suit", "9", "--skill"], command: "oddsmith zilch test --suit 9 --skill" },
  {
    hash: "#/ultimo/challenge?play=A,K,9,7,5&difficulty=5&queen=2",
    args: ["ultimo", "challenge", "--play", "A,K,9,7,5", "--difficulty", "5", "--queen", "2"],
    command: "oddsmith ultimo challenge --play A,K,9,7,5 --difficulty 5 --queen 2",
  },
  {
    hash: "#/ash/check?suit=hearts&trait=3&opposing=2&hand=QH,7C,AS&policy=optimal",
    args: ["ash", "check", "--suit", "hearts", "--trait", "3", "--opposing", "2", "--hand", "QH,7C,AS", "--policy", "optimal"],
    command: "oddsmith ash check --suit hearts --trait 3 --opposing 2 --hand QH,7C,AS --policy optimal",
  },
] as const;

const CHECK = ["kingstone", "check", "--bonus", "3"];
const CHECK_DC_10 = "#/kingstone/check?bonus=3&dc=10";
const CHECK_DC_12 = "#/kingstone/check?bonus=3&dc=12";

/** Each outcome's exact fraction in a CLI document, as [outcome, fraction] in its order. */
function exactFractions(document: RunDocument): [string, string | undefined][] {
  return document.outcomes.map((row) => [row.outcome, row.exact]);
}

/** The first table the CLI prints for a command (its outcome table), as the page's table reads: headings, then rows of cells. */
function cliTable(args: readonly string[]): { columns: string[]; rows: string[][] } {
  const run = runCli(args);
  if (run.status !== 0) throw new Error(`oddsmith ${args.join(" ")} failed: ${run.stderr}`);
  const [header = "", ...lines] = run.stdout.split("\n\n")[0]!.split("\n");
  const cells = (line: string) => line.trim().split(/\s{2,}/);
  return { columns: cells(header), rows: lines.map(cells) };
}

/** The file name of a page at an address: `kingstone-check`. */
function stemOf(hash: string): string {
  return hash.slice(2, hash.indexOf("?")).replace("/", "-");
}

/** The browser and server the tests share, and a fresh watched context per use, checked after each test. */
export interface Session {
  readonly url: () => string;
  readonly context: (viewport?: { width: number; height: number }) => Promise<WatchedContext>;
}

function useSession(start: () => Promise<WorkbenchServer>): Session {
  let server: WorkbenchServer | undefined;
  let browser: Browser | undefined;
  const opened: WatchedContext[] = [];
  beforeAll(async () => {
    expect(available, `${CHROMIUM} is missing: install it with apt-get install chromium`).toBe(true);
    expect(webDistProblem()).toBe("");
    [server, browser] = await Promise.all([start(), launchChromium()]);
  });
  afterEach(async () => {
    const contexts = opened.splice(0);
    const problems = contexts.flatMap((watched) => watched.problems);
    const foreign = contexts.flatMap((watched) => watched.foreign);
    await Promise.all(contexts.map((watched) => watched.context.close()));
    expect(problems, "console errors, page errors or failed loads").toEqual([]);
    expect(foreign, "requests off the local server").toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    url: () => server!.url,
    context: async (viewport) => {
      const watched = await watchedContext(browser!, new URL(server!.url).origin, viewport);
      opened.push(watched);
      return watched;
    },
  };
}

/**
 * The workbench's browser tests against the site `start` serves (stopped after them). Skipped where
 * chromium is missing, unless ODDSMITH_REQUIRE_BROWSER=1 (CI), where that fails them. The sweeps over
 * every analysis page are {@link describeWorkbenchPages}.
 */
export function describeWorkbench(name: string, start: () => Promise<WorkbenchServer>): void {
  describe.skipIf(!available && !required)(name, () => {
    const session = useSession(start);
    permalinkTests(session);
    editTests(session);
    badAddressTests(session);
    keyboardTests(session);
    monteCarloTests(session);
    viewTests(session);
    publishTests(session);
    balanceTests(session);
  });
}

/**
 * The sweeps over every analysis page of the site `start` serves: bare and at one of its report's runs, at
 * 1280 and 390 px, with axe (minutes: a file of their own, so the slow suite runs them beside the others).
 */
export function describeWorkbenchPages(name: string, start: () => Promise<WorkbenchServer>): void {
  describe.skipIf(!available && !required)(name, () => {
    const session = useSession(start);
    accessibilityTests(session);
    runPageTests(session);
  });
}

function permalinkTests(session: Session): void {
  it.each(PERMALINKS)("$hash shows the table and exact fractions the CLI prints (screenshot at 1280 px)", async ({ hash, args, command }) => {
    const { context } = await session.context({ width: 1280, height: 900 });
    const page = await openAnswered(context, session.url(), hash);
    const document = cliDocument(args);
    expect(await outcomeColumn(page, "exact")).toEqual(exactFractions(document));
    expect(document.outcomes.every((row) => /^\d+(\/\d+)?$/.test(row.exact ?? ""))).toBe(true);
    expect((await answerTables(page))[0]).toEqual(cliTable(args));
    expect(await page.textContent("#command")).toBe(command);
    expect(command).toBe(`oddsmith ${args.join(" ")}`); // the page's command is the one the CLI was run with
    expect(await page.textContent(".status")).toMatch(/^Answered in [\d.]+ ms \(exact\)\.$/);
    expect(await chartsDrawn(page)).toBeGreaterThan(0);
    await mkdir(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: `${ARTIFACTS}${stemOf(hash)}-1280.png`, fullPage: true });
  });

  it.each(PERMALINKS)("$hash fits a 400 px screen without sideways scrolling (screenshot at 400 px)", async ({ hash }) => {
    const { context } = await session.context({ width: 400, height: 900 });
    const page = await openAnswered(context, session.url(), hash);
    await chartsDrawn(page);
    const scrollWidth = await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth);
    await mkdir(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: `${ARTIFACTS}${stemOf(hash)}-400.png`, fullPage: true });
    expect(scrollWidth).toBeLessThanOrEqual(400);
  });
}

/** The location's hash of a page. */
function hashOf(page: Page): Promise<string> {
  return page.evaluate(() => (globalThis as unknown as { location: { hash: string } }).location.hash);
}

function badAddressTests(session: Session): void {
  // Issue 24: #/%E0%A4%A/check left the page blank (a URIError).
  it.each([{ width: 1280 }, { width: 400 }])("an address whose percent-escapes do not decode shows its problem above a working form, never a blank page (screenshot at $width px)", async ({ width }) => {
    const { context } = await session.context({ width, height: 900 });
    const page = await context.newPage();
    await page.goto(`${session.url()}#/%E0%A4%A/check`);
    await page.waitForSelector(".problems.address li");
    expect(await page.locator(".problems.address li").allTextContents()).toEqual([expect.stringMatching(/^analysis: expected one of kingstone\/check, .*, received "%E0%A4%A\/check"$/)]);
    // The first analysis's form stands in, and answers.
    await page.waitForSelector(".answer");
    expect(await page.locator(".option").count()).toBeGreaterThan(0);
    expect(await chartsDrawn(page)).toBeGreaterThan(0);
    await mkdir(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: `${ARTIFACTS}bad-address-${width}.png`, fullPage: true });
  });
}

function editTests(session: Session): void {
  it("typing 12 into --dc answers dc 12 with the CLI's fractions and puts it in the address (edit → answer time logged)", async () => {
    const { context } = await session.context();
    const page = await openAnswered(context, session.url(), CHECK_DC_10);
    await chartsDrawn(page);
    // Marks the drawn chart, to see it drawn again (in place: issue 28 §9).
    await markCharts(page);
    const started = performance.now();
    await page.fill("#option-dc", "12");
    await page.waitForSelector(answerTo(CHECK_DC_12));
    const answered = performance.now() - started;
    await chartRedrawn(page);
    const drawn = performance.now() - started;
    console.log(`workbench: edit --dc 10 → 12, answer shown after ${answered.toFixed(0)} ms, chart redrawn after ${drawn.toFixed(0)} ms (seen from the test)`);
    expect(await outcomeColumn(page, "exact")).toEqual(exactFractions(cliDocument([...CHECK, "--dc", "12"])));
    expect(await hashOf(page)).toBe(CHECK_DC_12);
    expect(await page.textContent("#command")).toBe("oddsmith kingstone check --bonus 3 --dc 12");
  });

  it("--dc ten, in the address and typed into the field, shows the CLI's message beside the field, the flag in the form's words", async () => {
    expect(cliProblems([...CHECK, "--dc", "ten"])).toEqual(['--dc: expected an integer from 1 to 40, received "ten"']);
    const expected = ['“Difficulty (DC)”: expected an integer from 1 to 40, received "ten"'];
    const { context } = await session.context();
    const page = await context.newPage();
    await page.goto(`${session.url()}#/kingstone/check?bonus=3&dc=ten`);
    await page.waitForSelector(".option.invalid .problems li");
    expect(await page.locator(".option.invalid .problems li").allTextContents()).toEqual(expected);
    expect(await page.locator(".option.invalid #option-dc").inputValue()).toBe("ten");
    expect(await page.locator(".problems.address li").count()).toBe(0);
    expect(await page.locator(".answer").count()).toBe(0);

    const typed = await openAnswered(context, session.url(), CHECK_DC_10);
    await typed.fill("#option-dc", "");
    await typed.locator("#option-dc").pressSequentially("ten");
    await typed.waitForFunction(() => (globalThis as unknown as { location: { hash: string } }).location.hash.endsWith("dc=ten"));
    expect(await typed.locator(".option.invalid .problems li").allTextContents()).toEqual(expected);
    expect(await typed.locator(".option.invalid #option-dc").inputValue()).toBe("ten");
    // The last answer stays, marked as not answering the address any more.
    expect(await typed.locator(".answer.stale").getAttribute("data-hash")).toBe(CHECK_DC_10);
  });

  it("Back brings back the previous values and answer, and Forward the edited ones", async () => {
    const { context } = await session.context();
    const page = await openAnswered(context, session.url(), CHECK_DC_10);
    const before = await outcomeColumn(page, "exact");
    await page.fill("#option-dc", "12");
    await page.waitForSelector(answerTo(CHECK_DC_12));
    const after = await outcomeColumn(page, "exact");
    await page.goBack();
    await page.waitForSelector(answerTo(CHECK_DC_10));
    expect([await page.inputValue("#option-bonus"), await page.inputValue("#option-dc"), await hashOf(page)]).toEqual(["3", "10", CHECK_DC_10]);
    expect(await outcomeColumn(page, "exact")).toEqual(before);
    await page.goForward();
    await page.waitForSelector(answerTo(CHECK_DC_12));
    expect(await page.inputValue("#option-dc")).toBe("12");
    expect(await outcomeColumn(page, "exact")).toEqual(after);
  });
}

function keyboardTests(session: Session): void {
  it("Tab from the top reaches the game, the analysis and the first option; typing there answers the new value", async () => {
    const { context } = await session.context();
    const page = await openAnswered(context, session.url(), CHECK_DC_10);
    const focused: string[] = [];
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Tab");
      focused.push(await page.evaluate(() => (globalThis as unknown as { document: { activeElement: { id: string } | null } }).document.activeElement?.id ?? ""));
    }
    expect(focused).toEqual(["game", "analysis", "option-bonus"]);
    await page.keyboard.press("Control+A");
    await page.keyboard.type("5");
    await page.waitForSelector(answerTo("#/kingstone/check?bonus=5&dc=10"));
    expect(await outcomeColumn(page, "exact")).toEqual(exactFractions(cliDocument(["kingstone", "check", "--bonus", "5", "--dc", "10"])));
  });
}

/** Seeded runs: the page's JSON download must count what `--mc 300000 --seed 7` counts. */
const SEEDED = [
  { hash: "#/kingstone/check?bonus=3&dc=10&mc=300000&seed=7", args: [...CHECK, "--dc", "10", "--mc", "300000", "--seed", "7"] },
  {
    hash: "#/ultimo/challenge?play=A,K,9,7,5&difficulty=5&queen=2&mc=300000&seed=7",
    args: ["ultimo", "challenge", "--play", "A,K,9,7,5", "--difficulty", "5", "--queen", "2", "--mc", "300000", "--seed", "7"],
  },
] as const;

/** What a seeded run must reproduce: each outcome's count, estimate and interval. */
function tallies(document: RunDocument): unknown[] {
  return document.outcomes.map(({ outcome, count, probability, low, high }) => [outcome, count, probability, low, high]);
}

function monteCarloTests(session: Session): void {
  it.each(SEEDED)("$hash counts what the CLI counts, on the page's default workers, threads=1 and threads=2", async ({ hash, args }) => {
    const cli = cliDocument(args);
    expect(cli.outcomes.reduce((sum, row) => sum + (row.count ?? 0), 0)).toBe(300_000);
    const { context } = await session.context();
    for (const threads of ["", "&threads=1", "&threads=2"]) {
      const page = await openAnswered(context, session.url(), `${hash}${threads}`);
      expect(await page.textContent(".status")).toMatch(/^Answered in [\d.]+ ms \(simulated\)\.$/);
      const document = JSON.parse(await downloadText(page, `${stemOf(hash)}.json`)) as RunDocument;
      expect(document.monteCarlo).toMatchObject({ trials: 300_000, seed: 7 });
      expect([threads, tallies(document)]).toEqual([threads, tallies(cli)]);
      await page.close();
    }
  });

  it("a simulation-only analysis (kingstone fight) shows its progress and stops on Stop", async () => {
    const { context } = await session.context();
    const page = await context.newPage();
    await page.goto(`${session.url()}#/kingstone/fight?enemy=big-rat&bonus=3&mc=1000000000`);
    expect(await page.textContent(".summary")).toContain("(simulated: this analysis has no exact solver)");
    const progress = page.locator(".status progress");
    await progress.waitFor();
    expect(await progress.getAttribute("max")).toBe("1000000000");
    await page.waitForFunction(() => Number((globalThis as unknown as { document: { querySelector(s: string): { value: number } | null } }).document.querySelector(".status progress")?.value) > 0);
    await page.click(".status button:text-is('Stop')");
    await page.waitForSelector(".status:text-is('Stopped. Edit an option to run again.')");
    // Stopped for good: no late answer or progress arrives.
    await page.waitForTimeout(500);
    expect([await page.textContent(".status"), await progress.count(), await page.locator(".answer").count()]).toEqual(["Stopped. Edit an option to run again.", 0, 0]);
  });
}
