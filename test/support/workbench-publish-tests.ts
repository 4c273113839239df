/**
 * The workbench's keyboard, text alternatives and publishing (issue 28 §5, §7, §8), in Chromium: Tab
 * reaches every control and every chart menu; a number field steps with its arrow keys; each chart has its
 * sentence and a table; a chart saves as SVG; a table copies as Markdown; pins get an exact difference
 * table; the embed view shows a chart and its sentence alone.
 */
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import type { Session } from "./describe-workbench.js";
import { answerTo, chartsDrawn, openAnswered } from "./workbench-page.js";

const CHECK_DC_10 = "#/kingstone/check?bonus=3&dc=10";
// 2d6 + 3 vs DC 10 (docs/rules.md 1.2): success-1 is 11/36, success-3 and failure-3 3/36 each.
const CHECK_SENTENCE = "Probability is highest at outcome success-1 (30.6%) and lowest at outcome success-3 and failure-3 (8.3% each).";

/** The page as the test reads it: no DOM types here, only what these tests touch. */
interface Element {
  readonly tagName: string;
  readonly id: string;
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  getClientRects(): { length: number };
  closest(selector: string): Element | null;
  readonly parentElement: Element | null;
}
interface Document {
  querySelectorAll(selector: string): Iterable<Element>;
  readonly activeElement: Element | null;
}

/** Marks every control a keyboard should reach (shown, not disabled, not taken out of the Tab order) and returns their names. */
function markControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { document } = globalThis as unknown as { document: Document };
    const selector = "a[href], button, input, select, textarea, summary, [tabindex]";
    // Inside a closed <details> only its summary shows (More, Monte Carlo, the chart as a table).
    const folded = (element: Element) => {
      const details = element.closest("details:not([open])");
      return details !== null && !(element.tagName === "SUMMARY" && element.parentElement === details);
    };
    const controls = [...document.querySelectorAll(selector)].filter(
      (element) => element.getClientRects().length > 0 && !folded(element) && element.getAttribute("tabindex") !== "-1" && element.getAttribute("disabled") === null,
    );
    // Radio buttons of one group are one Tab stop: the checked one stands for the group.
    const reachable = controls.filter((element) => element.getAttribute("type") !== "radio" || element.getAttribute("checked") !== null || (element as unknown as { checked: boolean }).checked);
    return reachable.map((element, i) => {
      element.setAttribute("data-kb", String(i));
      return `${element.tagName.toLowerCase()}#${element.id}[${element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 30) ?? ""}]`;
    });
  });
}

export function publishTests(session: Session): void {
  it("Tab from the top reaches every control of the Kingstone check's page, every chart's menu and its Save buttons included", async () => {
    const { context } = await session.context();
    const page = await openAnswered(context, session.url(), CHECK_DC_10);
    await chartsDrawn(page);
    const controls = await markControls(page);
    expect(controls.some((name) => name.startsWith("summary#[chart menu"))).toBe(true);
    const reached = new Set<string>();
    for (let i = 0; i < controls.length + 10; i++) {
      await page.keyboard.press("Tab");
      reached.add(await page.evaluate(() => (globalThis as unknown as { document: Document }).document.activeElement?.getAttribute("data-kb") ?? ""));
    }
    expect(controls.filter((_, i) => !reached.has(String(i)))).toEqual([]);
  });

  it("a number field is a spin button: ArrowUp on the DC answers DC 11, its + and − step it too", async () => {
    const { context } = await session.context();
    const page = await openAnswered(context, session.url(), CHECK_DC_10);
    expect(await page.getAttribute("#option-dc", "role")).toBe("spinbutton");
    await page.focus("#option-dc");
    await page.keyboard.press("ArrowUp");
    await page.waitForSelector(answerTo("#/kingstone/check?bonus=3&dc=11"));
    await page.click("button[aria-label='Difficulty (DC): one less']");
    await page.waitForSelector(answerTo(CHECK_DC_10));
    expect(await page.getAttribute("#option-dc", "aria-valuenow")).toBe("10");
  });

  it("each chart has its sentence (the SVG's description) and the chart as a table; it saves as SVG; a table copies as Markdown", async () => {
    const { context } = await session.context();
    const page = await openAnswered(context, session.url(), CHECK_DC_10);
    await chartsDrawn(page);
    const describedBy = await page.getAttribute(".answer .chart-box svg", "aria-describedby");
    expect(await page.textContent(`[id="${describedBy}"]`)).toBe(CHECK_SENTENCE);
    await page.click(".chart-data summary");
    expect(await page.locator(".chart-data tbody tr").first().textContent()).toBe("success-38.3%");
    const [download] = await Promise.all([page.waitForEvent("download"), page.click(".chart-save button:text-is('Save SVG')")]);
    expect(download.suggestedFilename()).toBe("check-2d6-3-vs-dc-10-paired-ladder-reroll-none.svg");
    await page.evaluate(() => {
      const copied: string[] = [];
      Object.assign(globalThis, { copied });
      Object.defineProperty((globalThis as unknown as { navigator: object }).navigator, "clipboard", { value: { writeText: async (text: string) => void copied.push(text) } });
    });
    await page.locator(".table-copy").first().locator("button:text-is('Markdown')").click();
    await page.waitForSelector(".table-copy [role=status]:text-is('Copied as Markdown.')");
    const [markdown] = await page.evaluate(() => (globalThis as unknown as { copied: string[] }).copied);
    expect(markdown?.split("\n").slice(0, 3)).toEqual(["| outcome | probability | exact | P(this or better) |", "| :-- | --: | --: | --: |", "| success-3 | 8.3% | 1/12 | 8.3% |"]);
  });

  it("two pins get an exact difference table: DC 10 against DC 12 is +11/36 (+30.6 pts) in P(success)", async () => {
    const { context } = await session.context();
    const page = await context.newPage();
    await page.goto(`${session.url()}${CHECK_DC_10}&pin=bonus%3D3%26dc%3D12&pin=bonus%3D3%26dc%3D14`);
    await page.waitForSelector(".compare table:has(caption:has-text('Exact differences'))");
    const row = await page.locator(".compare table:has(caption:has-text('Exact differences')) tr:has(th:text-is('P(success)')) td").allTextContents();
    // 2d6 ≥ 7 is 21/36, ≥ 9 is 10/36, ≥ 11 is 3/36.
    expect(row).toEqual(["7/12", "+11/36 (+30.6 pts)", "+1/2 (+50.0 pts)"]);
  });

  it("the embed view shows the chart and its sentence alone, with a link to the whole page", async () => {
    const { context } = await session.context({ width: 390, height: 700 });
    const page = await context.newPage();
    await page.goto(`${session.url()}#/embed/kingstone/check?bonus=3&dc=10&chart=0`);
    await page.waitForSelector(".embed .chart-box svg");
    expect(await page.textContent(".embed .chart-description")).toBe(CHECK_SENTENCE);
    expect([await page.locator(".run-form, .command, #game").count(), await page.getAttribute(".embed-source a", "href")]).toEqual([0, `./${CHECK_DC_10}`]);
  });
}
