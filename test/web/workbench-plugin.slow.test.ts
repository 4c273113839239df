import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliDocument, root, type RunDocument } from "../support/cli.js";
import { GAMES } from "../../src/analyses/catalog.js";
import { CHROMIUM, downloadText, launchChromium, openAnswered, outcomeColumn, watchedContext } from "../support/workbench-page.js";

const BIN = fileURLToPath(new URL("../../bin/oddsmith.js", import.meta.url));
const EXAMPLE = join(root, "docs/examples/roll-under.js");
const required = process.env.ODDSMITH_REQUIRE_BROWSER === "1";

/** `oddsmith serve --port 0 …` as a user runs it: the URL from its first line, closed with Ctrl-C. */
async function startServe(args: readonly string[]): Promise<{ url: string; close: () => Promise<void> }> {
  const child = spawn(process.execPath, [BIN, "serve", "--port", "0", ...args], { stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /oddsmith workbench: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(stdout);
      if (match) resolve(match[1]!);
    });
    child.once("exit", (code) => reject(new Error(`oddsmith serve exited ${code} before listening: ${stderr}`)));
  });
  return { url, close: async () => void (child.kill("SIGINT"), await once(child, "exit")) };
}

/** Each outcome with its count, estimate and interval: what a seeded run must reproduce. */
function tallies(document: RunDocument): unknown[] {
  return document.outcomes.map(({ outcome, count, probability, low, high }) => [outcome, count, probability, low, high]);
}

const CLI = ["--plugin", EXAMPLE, "d20", "roll-under", "--target", "12", "--advantage", "advantage"];

describe.skipIf(!existsSync(CHROMIUM) && !required)("the workbench with a plugin (oddsmith serve --plugin), in headless Chromium", () => {
  let browser: Browser | undefined;
  let server: { url: string; close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServe(["--plugin", EXAMPLE]), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("lists d20 roll-under, and its exact answer and seeded Monte Carlo counts are the CLI's", async () => {
    const watched = await watchedContext(browser!, new URL(server!.url).origin);
    const start = await watched.context.newPage();
    await start.goto(server!.url);
    await start.selectOption("#game", "d20");
    await start.waitForSelector("#option-target");
    expect(await start.locator("#analysis option").allTextContents()).toEqual(["roll-under"]);
    await start.fill("#option-target", "12");
    await start.selectOption("#option-advantage", "advantage");
    const exactHash = "#/d20/roll-under?target=12&advantage=advantage";
    const exact = await openAnswered(watched.context, server!.url, exactHash);
    expect(await outcomeColumn(exact, "exact")).toEqual(cliDocument(CLI).outcomes.map((row) => [row.outcome, row.exact]));
    expect(await exact.textContent("#command")).toBe("oddsmith d20 roll-under --target 12 --advantage advantage");
    const seeded = `${exactHash}&mc=200000&seed=5&threads=2`;
    const simulated = await openAnswered(watched.context, server!.url, seeded);
    const document = JSON.parse(await downloadText(simulated, "d20-roll-under.json")) as RunDocument;
    expect(tallies(document)).toEqual(tallies(cliDocument([...CLI, "--mc", "200000", "--seed", "5"])));
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  });

  it("names a plugin that fails to load above the form; the built-in analyses still answer", async () => {
    const folder = mkdtempSync(join(tmpdir(), "oddsmith-web-plugin-"));
    const broken = join(folder, "broken.js");
    // Valid in Node (the CLI checks it before serving), throwing in the page.
    writeFileSync(
      broken,
      `export default (o) => {
  if (typeof document !== "undefined") throw new Error("this plugin needs Node's file system");
  return [o.defineAnalysis({ game: "coin", name: "flip", summary: "a coin", options: {}, run: () => ({ outcomes: [], rows: [], charts: [] }) })];
};
`,
    );
    const other = await startServe(["--plugin", broken]);
    try {
      const watched = await watchedContext(browser!, new URL(other.url).origin);
      const page = await openAnswered(watched.context, other.url, "#/kingstone/check?bonus=3&dc=10");
      expect(await page.locator("#game option").allTextContents()).toEqual([...GAMES]);
      expect(watched.problems).toEqual([]);
      await page.screenshot({ path: join(tmpdir(), "workbench-plugin-broken-1280.png") });
      expect(await page.locator(".problems.plugins li").allTextContents()).toEqual(['plugin "broken.js": failed while loading: this plugin needs Node\'s file system']);
      await watched.context.close();
    } finally {
      await other.close();
    }
  });
});
