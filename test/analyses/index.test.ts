import { describe, expect, it } from "vitest";
import { ANALYSES, analysesOf, auditClaims, findAnalysis } from "../../src/analyses/index.js";
import { GAMES } from "../../src/analyses/catalog.js";

describe("the registry", () => {
  it("lists every analysis (24 today), each game's together in GAMES order, no game/name twice", () => {
    expect(ANALYSES.length).toBeGreaterThanOrEqual(24);
    const order = ANALYSES.map((analysis) => (GAMES as readonly string[]).indexOf(analysis.game));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(ANALYSES.map((analysis) => `${analysis.game} ${analysis.name}`)).size).toBe(ANALYSES.length);
  });
  it('analysesOf("kingstone") names the CLI words in display order; findAnalysis finds one, or undefined', () => {
    expect(analysesOf("kingstone").map((analysis) => analysis.name)).toEqual(["check", "table", "pick-dc", "death", "marks", "side", "spell", "fight"]);
    expect(findAnalysis("zilch", "contest")?.name).toBe("contest");
    expect(findAnalysis("zilch", "check")).toBeUndefined();
  });
  it("every analysis can be run exactly or has a sampler with default trials (a simulation-only analysis)", () => {
    for (const analysis of ANALYSES) expect(analysis.exact || analysis.sampler?.defaultTrials !== undefined, `${analysis.game} ${analysis.name}`).toBe(true);
  });
  it("every sampler's validation cases and every report run's parameters pass the analysis's own validation", () => {
    for (const analysis of ANALYSES) {
      for (const raw of analysis.sampler?.validation ?? []) expect(analysis.prepare(raw).ok, `${analysis.game} ${analysis.name} ${JSON.stringify(raw)}`).toBe(true);
      // Report runs that name a scenario file are read at the Node edge first (tested with the report).
      for (const run of analysis.reportRuns.filter((r) => !("scenario" in r.params))) expect(analysis.prepare(run.params).ok, `${analysis.game}/${run.name}`).toBe(true);
    }
  });
  it("every exact analysis estimates its cost (issue 16): a finite number of seconds and what drives it, for each of its report runs", () => {
    for (const analysis of ANALYSES.filter((entry) => entry.exact)) {
      const runs = analysis.reportRuns.filter((run) => !("scenario" in run.params));
      expect(runs.length, `${analysis.game} ${analysis.name} has a report run to cost`).toBeGreaterThan(0);
      for (const run of runs) {
        const prepared = analysis.prepare(run.params);
        const cost = prepared.ok ? prepared.value.exactCost() : undefined;
        expect(cost, `${analysis.game}/${run.name}`).toBeDefined();
        expect(Number.isFinite(cost!.seconds) && cost!.seconds >= 0, `${analysis.game}/${run.name}: ${cost!.seconds}`).toBe(true);
        expect(cost!.what.length, `${analysis.game}/${run.name}`).toBeGreaterThan(0);
      }
    }
  });
  it("prepare(raw) refuses an unknown option by name", () => {
    expect(findAnalysis("kingstone", "check")!.prepare({ bonus: 1, dc: 10, luck: 3 })).toEqual({ ok: false, errors: ["unknown option luck"] });
  });
  it('auditClaims("ash") is empty (its rulebook makes no claim about its odds); every audited game has claims', () => {
    expect(auditClaims("ash")).toEqual([]);
    expect(auditClaims("kingstone").length).toBeGreaterThan(0);
    expect(auditClaims("zilch").length).toBeGreaterThan(0);
  });
});
