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
    const index = readFileSync(join(dir, "index.html"), "utf8");
    for (const link of [...index.matchAll(/(?:src|href)="(ash\/[^"]+)"/g)].map((m) => m[1]!)) expect(existsSync(join(dir, link)), link).toBe(true);
    expect(index).toContain("oddsmith ash campaign --scenario scenarios/ash/dungeon.json");
    // A simulated run's command carries its trials and seed, so it reproduces the same figures.
    expect(files).toContain("campaign-dungeon-real-hands.csv");
    expect(index).toContain("oddsmith ash campaign --scenario scenarios/ash/dungeon.json --mc 100000 --seed 1");
  });
});
