/**
 * The report's total cost guard (issue 24 §8): `oddsmith report` adds up the exact estimates of every run it
 * plans, a plugin's report runs included, and refuses before any work when they pass the bound one run
 * has (EXACT_COST_BOUND_SECONDS), writing nothing.
 */
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addAnalyses, forgetAddedAnalyses } from "../../src/analyses/catalog.js";
import { defineAnalysis } from "../../src/framework/analysis.js";
import { EXACT_COST_BOUND_SECONDS } from "../../src/framework/exact-cost.js";
import { integerOption } from "../../src/framework/options.js";
import { registerAnalysis } from "../../src/framework/registered-analysis.js";
import { plannedRuns, ReportRefused, writeReport } from "../../src/report/write-report.js";
import { reportRunSimulation, totalExactSeconds } from "../../src/pipeline/check-run.js";
import { runMain, STACK_LINE } from "../support/cli.js";

/** A plugin analysis whose two report runs are each estimated at 50 s: each within the bound, 100 s together. */
const costly = registerAnalysis(
  defineAnalysis({
    game: "kingstone",
    name: "costly",
    summary: "an analysis whose exact runs are dear",
    options: { size: integerOption({ min: 1, max: 2, default: 1, doc: "which run" }) },
    exactCost: (params) => ({ seconds: 50, what: `run ${params.size}`, smaller: "nothing" }),
    run: () => {
      throw new Error("the guard refuses before any run is computed");
    },
    reportRuns: [
      { name: "costly-1", title: "The first dear run", params: { size: 1 } },
      { name: "costly-2", title: "The second dear run", params: { size: 2 } },
    ],
  }),
);

describe("oddsmith report refuses runs that are too costly together (issue 24 §8)", () => {
  beforeAll(() => addAnalyses([costly]));
  afterAll(() => forgetAddedAnalyses());

  // The message's count: every exact run of the Kingstone section, the two dear ones included.
  const exactRuns = () => plannedRuns({ game: "kingstone" }).filter(({ analysis, run }) => reportRunSimulation(analysis, run) === undefined);
  const message = () => `report: its ${exactRuns().length} exact runs would take about 2 min together, above the bound of about 1 min a command may take before any work (there is no flag to lift it); give --mc N to simulate, or --game G for one game's runs`;

  it("each dear run is within one run's bound of 60 s, and the Kingstone section's runs are above it together (100 s and the built-in runs)", () => {
    expect(EXACT_COST_BOUND_SECONDS).toBe(60);
    const prepared = exactRuns().map(({ analysis, run }) => ({ prepared: analysis.prepare(run.params) }));
    expect(prepared.every((run) => run.prepared.ok)).toBe(true);
    const runs = prepared.map((run) => ({ prepared: (run.prepared as Extract<typeof run.prepared, { ok: true }>).value }));
    const dear = runs.filter((run) => run.prepared.analysis === costly);
    expect(dear.map((run) => run.prepared.exactCost()!.seconds)).toEqual([50, 50]);
    expect(totalExactSeconds(runs)).toBeGreaterThan(100);
    expect(totalExactSeconds(runs)).toBeLessThan(110);
  });

  it("writeReport throws ReportRefused naming the total, the runs and the bound, and creates no folder", async () => {
    const parent = mkdtempSync(join(tmpdir(), "oddsmith-guard-"));
    const out = join(parent, "reports");
    const refusal = await writeReport({ out, game: "kingstone" }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ReportRefused);
    expect(refusal instanceof ReportRefused && refusal.problems).toEqual([message()]);
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(parent)).toEqual([]);
  });

  it("oddsmith report --game kingstone exits 2 with the message on stderr, no stack trace, nothing written", async () => {
    const parent = mkdtempSync(join(tmpdir(), "oddsmith-guard-"));
    const out = join(parent, "reports");
    const { status, stdout, stderr } = await runMain(["report", "--out", out, "--game", "kingstone"]);
    expect(status).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain(message());
    expect(stderr).not.toMatch(STACK_LINE);
    expect(readdirSync(parent)).toEqual([]);
  });
});
