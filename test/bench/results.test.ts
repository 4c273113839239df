import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resultFileStem, resultRows, resultsCsv, speedupText, rateText, writeResults, type RunInfo } from "../../bench/results.js";

const timing = (medianMs: number) => ({ medianMs, minMs: medianMs / 2, maxMs: medianMs * 2, runs: 3 });

describe("resultRows", () => {
  const rows = resultRows("s", [
    { workload: "fast", timing: timing(4), throughput: { count: 1_000_000, unit: "trials" }, baseline: { workload: "slow", source: "naive" }, target: { ms: 5, source: "issue" } },
    { workload: "slow", timing: timing(100) },
  ]);
  it("a baseline's median over the workload's is the speed-up: 100 ms / 4 ms = 25×", () => {
    expect(rows[0]).toEqual({
      suite: "s",
      workload: "fast",
      medianMs: 4,
      minMs: 2,
      maxMs: 8,
      runs: 3,
      throughput: 250_000_000,
      throughputUnit: "trials",
      baseline: "slow",
      baselineMs: 100,
      speedup: 25,
      baselineSource: "naive",
      targetMs: 5,
      targetSource: "issue",
    });
  });
  it("a baseline measured by an earlier suite of the same run is found", () => {
    expect(resultRows("t", [{ workload: "x", timing: timing(2), baseline: { workload: "slow", source: "" } }], new Map([["slow", 10]]))[0]!.speedup).toBe(5);
  });
  it("a baseline not measured in the run is an error", () => {
    expect(() => resultRows("s", [{ workload: "x", timing: timing(1), baseline: { workload: "nowhere", source: "" } }])).toThrow('x: its baseline "nowhere" was not measured in this run');
  });
});

describe("the table's figures", () => {
  it.each([
    [25, "25.0×"],
    [0.5, "0.500×"],
    [1234.4, "1,234×"],
    [1 / 1800, "1/1,800×"],
  ])("speedupText(%s) is %s", (speedup, text) => expect(speedupText(speedup)).toBe(text));
  it("rateText puts /s after the unit's first word", () => {
    expect(rateText(9_200_000, "trials per thread")).toBe("9.20 M trials/s per thread");
    expect(rateText(512, "cells")).toBe("512 cells/s");
  });
});

describe("writeResults", () => {
  const info: RunInfo = { date: "2026-11-22T20:15:00.000Z", commit: "abc1234", dirty: false, node: "v20.20.2", cpu: "AMD EPYC", cores: 2, loadStart: 1.5, loadEnd: 1.7, quick: false, suites: ["s"] };
  const rows = resultRows("s", [
    { workload: "a, with a comma", timing: timing(4), baseline: { workload: "b", source: "naive" } },
    { workload: "b", timing: timing(8) },
  ]);
  it("names the files <date>-<commit>, with the suite when one ran and -quick for a quick run", () => {
    expect(resultFileStem(info.date, info.commit, false)).toBe("2026-11-22-abc1234");
    expect(resultFileStem(info.date, info.commit, true)).toBe("2026-11-22-abc1234-quick");
    expect(resultFileStem(info.date, info.commit, true, "zilch")).toBe("2026-11-22-abc1234-zilch-quick");
  });
  it("writes the JSON (run info and rows) and the CSV, and leaves no temporary file", () => {
    const folder = join(mkdtempSync(join(tmpdir(), "bench-results-")), "results");
    const paths = writeResults(folder, { ...info, suites: ["s", "t"] }, rows);
    expect(readdirSync(folder).sort()).toEqual(["2026-11-22-abc1234.csv", "2026-11-22-abc1234.json"]);
    expect(JSON.parse(readFileSync(paths.json, "utf8"))).toEqual({ ...info, suites: ["s", "t"], rows });
    expect(readFileSync(paths.csv, "utf8").split("\n")).toEqual([
      "suite,workload,medianMs,minMs,maxMs,runs,throughput,throughputUnit,baseline,baselineMs,speedup,baselineSource,targetMs,targetSource",
      's,"a, with a comma",4,2,8,3,,,b,8,2,naive,,',
      "s,b,8,4,16,3,,,,,,,,",
      "",
    ]);
  });
  it("resultsCsv of no rows is the header alone", () => {
    expect(resultsCsv([])).toBe("suite,workload,medianMs,minMs,maxMs,runs,throughput,throughputUnit,baseline,baselineMs,speedup,baselineSource,targetMs,targetSource\n");
  });
});

describe("writeResults for one suite", () => {
  it("names the files after the suite, so a later run of one suite keeps the full run's files", () => {
    const folder = mkdtempSync(join(tmpdir(), "bench-results-"));
    const info: RunInfo = { date: "2026-11-22T20:15:00.000Z", commit: "abc1234", dirty: false, node: "v20.20.2", cpu: "AMD EPYC", cores: 2, loadStart: 1, loadEnd: 1, quick: false, suites: ["zilch"] };
    writeResults(folder, info, []);
    expect(readdirSync(folder).sort()).toEqual(["2026-11-22-abc1234-zilch.csv", "2026-11-22-abc1234-zilch.json"]);
  });
});
