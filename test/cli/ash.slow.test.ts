import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runMain } from "../support/cli.js";

// Slow: the whole ash section (not --quick: the optimal hand, the dungeon and its simulated real hands are
// later runs), with the audit every report carries.
describe("oddsmith report --game ash", () => {
  it("the report's ash section: every run written, the scenario run reproducible from its command", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "oddsmith-")), "out");
    const { status, stdout } = await runMain(["report", "--out", dir, "--game", "ash"]);
    expect(status).toBe(0);
    expect(stdout).toContain("ash:");
    const files = readdirSync(join(dir, "ash"));
    for (const name of ["table.csv", "table.svg", "table-hand-wounds.svg", "check-optimal-hand.svg", "campaign-dungeon.csv", "campaign-dungeon-load.svg"]) expect(files).toContain(name);
    // The index links each run to its place on the game's page; the page links its files beside it.
    const index = readFileSync(join(dir, "index.html"), "utf8");
    // The game's pages: index.html, and page-2.html… when its runs go on past one page's height.
    const page = files.filter((name) => /^(index|page-\d+)\.html$/.test(name)).map((name) => readFileSync(join(dir, "ash", name), "utf8")).join("\n");
    expect(files).toContain("index.html");
    const links = [...index.matchAll(/(?:src|href)="(ash\/[^"]+)"/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(0);
    for (const link of [...links, ...[...page.matchAll(/(?:src|href)="([^"#:/][^"#:]*)"/g)].map((m) => `ash/${m[1]!}`)]) {
      const [file = "", fragment] = link.split("#");
      expect(existsSync(join(dir, file)), link).toBe(true);
      if (fragment !== undefined) expect(readFileSync(join(dir, file), "utf8"), link).toContain(`id="${fragment}"`);
    }
    expect(page).toContain("oddsmith ash campaign --scenario scenarios/ash/dungeon.json");
    // A simulated run's command carries its trials and seed, so it reproduces the same figures.
    expect(files).toContain("campaign-dungeon-real-hands.csv");
    expect(page).toContain("oddsmith ash campaign --scenario scenarios/ash/dungeon.json --mc 100000 --seed 1");
  });
});
