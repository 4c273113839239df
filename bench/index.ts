/**
 * The benchmark suite: `npm run bench`. Each workload is named, timed in-process (median of repeated
 * runs after warm-up) or as a whole command, and shown beside a baseline: a target from the issue
 * tracker or a reference figure (see bench/baselines.json). Speed is measured here, never in tests.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { fraction } from "mathjs";
import { Rational } from "../src/core/rational.js";
import { LADDERS } from "../src/models/kingstone/ladder.js";
import { solveTable } from "../src/models/kingstone/table.js";
import { summarise, time, type Timing } from "./measure.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const baselines = JSON.parse(readFileSync(new URL("./baselines.json", import.meta.url), "utf8")) as Record<string, { ms?: number; workload?: string; source: string }>;

interface Line {
  readonly workload: string;
  readonly timing: Timing;
}
const lines: Line[] = [];

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

// 1. The whole Kingstone table grid, every ladder.
const bonuses = range(-5, 15);
const dcs = range(2, 20);
const plain = { dice: "2d6", reroll: "none", goal: "success" } as const;
lines.push({
  workload: "kingstone-table-grid",
  timing: time(() => {
    for (const ladder of LADDERS) solveTable(bonuses, dcs, { ...plain, ladder });
  }),
});
lines.push({
  workload: "kingstone-table-grid-one-die-reroll",
  timing: time(() => solveTable(bonuses, dcs, { ...plain, reroll: "one-die", ladder: "paired" }), 5, 1),
});

// 2. Exact arithmetic as the solvers use it: 1,000 expectations over 2d6 (weights /36, small values),
//    our bigint Rational against mathjs fractions (fraction.js through mathjs's dispatch).
const weights = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
lines.push({
  workload: "exact-expectations-rational",
  timing: time(() => {
    let total = Rational.ZERO;
    for (let rep = 0; rep < 1000; rep++) {
      let sum = Rational.ZERO;
      for (let i = 0; i < 11; i++) sum = sum.add(Rational.of(weights[i]! * (i + 2 - rep % 7), 36));
      total = total.add(sum);
    }
    return total;
  }, 10, 2),
});
lines.push({
  workload: "exact-expectations-mathjs",
  timing: time(() => {
    let total = fraction(0);
    for (let rep = 0; rep < 1000; rep++) {
      let sum = fraction(0);
      for (let i = 0; i < 11; i++) sum = sum.add(fraction(weights[i]! * (i + 2 - rep % 7), 36));
      total = total.add(sum);
    }
    return total;
  }, 10, 2),
});

// 3. The CLI as a user meets it: a whole process per run.
function command(args: string[], runs = 10): Timing {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const result = spawnSync(process.execPath, [`${root}/bin/oddsmith.js`, ...args], { encoding: "utf8" });
    samples.push(performance.now() - start);
    if (result.status !== 0) throw new Error(`oddsmith ${args.join(" ")} failed: ${result.stderr}`);
  }
  return summarise(samples);
}
function nodeEval(code: string, runs = 5): Timing {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    spawnSync(process.execPath, ["--input-type=module", "-e", code], { cwd: root });
    samples.push(performance.now() - start);
  }
  return summarise(samples);
}
lines.push({ workload: "node-start", timing: nodeEval("") });
lines.push({ workload: "node-import-mathjs", timing: nodeEval('await import("mathjs")') });
lines.push({ workload: "cli-check", timing: command(["kingstone", "check", "--bonus", "3", "--dc", "10"]) });
lines.push({ workload: "cli-help", timing: command(["--help"]) });
lines.push({ workload: "cli-table-svg", timing: command(["kingstone", "table", "--chart", "/tmp/oddsmith-bench.svg"], 5) });
lines.push({ workload: "cli-report", timing: command(["report", "--out", "/tmp/oddsmith-bench-report"], 3) });

const medians = new Map(lines.map(({ workload, timing }) => [workload, timing.medianMs]));
const rows = lines.map(({ workload, timing }) => {
  // A baseline is a fixed figure (ms) or another workload of this same run.
  const entry = baselines[workload];
  const baseline = entry && { ms: entry.ms ?? medians.get(entry.workload!)!, source: entry.source };
  return [
    workload,
    timing.medianMs.toFixed(2),
    `${timing.minMs.toFixed(2)}–${timing.maxMs.toFixed(2)}`,
    String(timing.runs),
    baseline ? baseline.ms.toFixed(2) : "",
    baseline ? `${(timing.medianMs / baseline.ms).toFixed(2)}×` : "",
    baseline?.source ?? "",
  ];
});
const header = ["workload", "median ms", "range ms", "runs", "baseline ms", "vs baseline", "baseline source"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const print = (cells: string[]) => console.log(cells.map((c, i) => (i > 0 && i < 6 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join("  ").trimEnd());
console.log(`node ${process.version}, ${new Date().toISOString()}`);
print(header);
for (const row of rows) print(row);
