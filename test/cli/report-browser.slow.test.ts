import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import { writeReport } from "../../src/cli/write-report.js";
import { auditClaims } from "../../src/analyses/index.js";
import type { RunManifest } from "../../src/report/run-manifest.js";

/** Debian's chromium (playwright's own browser download does not work here; `.ci/run` installs this one). */
const CHROMIUM = "/usr/bin/chromium";
const ARTIFACTS = fileURLToPath(new URL("../../test-artifacts/", import.meta.url));
// CI installs chromium and sets this, so there the test cannot be skipped; on a machine without chromium it is.
const required = process.env.ODDSMITH_REQUIRE_BROWSER === "1";
const available = existsSync(CHROMIUM);

describe("the report page in headless Chromium", () => {
  it.skipIf(!available && !required)("shows every chart of run.json rendered, with no console errors or failed loads (screenshot in test-artifacts/)", async () => {
    expect(available, `${CHROMIUM} is missing: install it with apt-get install chromium`).toBe(true);
    const out = join(await mkdtemp(join(tmpdir(), "oddsmith-browser-")), "reports");
    await writeReport({ out, quick: true });
    const manifest = JSON.parse(await readFile(join(out, "run.json"), "utf8")) as RunManifest;
    const charts = manifest.entries.flatMap((entry) => entry.charts.map((chart) => chart.svg));

    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1250, height: 1000 } });
      const problems: string[] = [];
      page.on("console", (message) => message.type() === "error" && problems.push(`console: ${message.text()}`));
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      page.on("requestfailed", (request) => problems.push(`failed to load ${request.url()}`));
      await page.goto(pathToFileURL(join(out, "index.html")).href, { waitUntil: "load" });

      const images = await page.$$eval("img.chart-image", (nodes) =>
        nodes.map((node) => {
          // The test has no DOM types: the fields read off an HTMLImageElement.
          const image = node as unknown as { complete: boolean; naturalWidth: number; naturalHeight: number; getAttribute(name: string): string | null; getBoundingClientRect(): { width: number } };
          return { src: image.getAttribute("src"), loaded: image.complete, width: image.naturalWidth, height: image.naturalHeight, shown: image.getBoundingClientRect().width };
        }),
      );
      expect(images.map((image) => image.src)).toEqual(charts);
      for (const image of images) expect([image.src, image.loaded, image.width > 50, image.height > 50, image.shown > 50]).toEqual([image.src, true, true, true, true]);
      expect(await page.$$eval("section[id]", (nodes) => nodes.map((node) => node.id))).toEqual(expect.arrayContaining(["kingstone", "zilch", "ultimo", "ash"]));
      // Each chart sits beside its explanation; the audit's table shows every claim.
      const explanations = await page.$$eval(".chart", (nodes) => nodes.map((node) => node.querySelector(".about .explanation")?.textContent?.length ?? 0));
      expect(explanations).toHaveLength(charts.length);
      for (const length of explanations) expect(length).toBeGreaterThan(40);
      expect(await page.$$eval("#audit tbody tr", (rows) => rows.length)).toBe(auditClaims().length);
      expect(problems).toEqual([]);

      await mkdir(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: join(ARTIFACTS, "report.png"), fullPage: true });
      await page.screenshot({ path: join(ARTIFACTS, "report-top.png") });
    } finally {
      await browser.close();
      await rm(dirname(out), { recursive: true, force: true });
    }
  }, 300_000);
});
