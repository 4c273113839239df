import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { expectSame, sized, summarise, type Suite, type Timing } from "../measure.js";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** A whole process per run, as a user meets it; returns its timing and its last stdout. */
function command(args: readonly string[], runs: number): { timing: Timing; stdout: string } {
  const samples: number[] = [];
  let stdout = "";
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const result = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8" });
    samples.push(performance.now() - start);
    if (result.status !== 0) throw new Error(`node ${args.join(" ")} failed: ${result.stderr}`);
    stdout = result.stdout;
  }
  return { timing: summarise(samples), stdout };
}

/**
 * A whole process per run timed by /usr/bin/time: its wall time and its CPU time (user + system, every
 * thread), each as a Timing in ms; undefined where /usr/bin/time is missing.
 */
function commandWithCpu(args: readonly string[], runs: number): { wall: Timing; cpu: Timing } | undefined {
  if (!existsSync("/usr/bin/time")) return undefined;
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const result = spawnSync("/usr/bin/time", ["-f", "%U %S %e", process.execPath, ...args], { cwd: root, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`node ${args.join(" ")} failed: ${result.stderr}`);
    const [user, system, elapsed] = result.stderr.trim().split("\n").at(-1)!.split(" ").map(Number) as [number, number, number];
    cpu.push((user + system) * 1000);
    wall.push(elapsed * 1000);
  }
  return { wall: summarise(wall), cpu: summarise(cpu) };
}

/** The report on `threads` threads: its wall time and its CPU time (issue 17's targets: 4 s and 6 CPU-s on two quiet cores). */
function reportRows(out: string, threads: number, runs: number) {
  const timed = commandWithCpu([`${root}bin/oddsmith.js`, "report", "--out", join(out, `report-${threads}`), "--threads", String(threads)], runs);
  if (timed === undefined) return [];
  const name = `oddsmith report --threads ${threads} (every game, with the simulated sections)`;
  return [
    { workload: `${name}, wall`, timing: timed.wall, ...(threads === 2 ? { target: { ms: 4000, source: "issue 17: 4 s on a quiet 2-core machine" } } : {}) },
    { workload: `${name}, CPU time (user + system, every thread; "ms" are CPU ms)`, timing: timed.cpu, ...(threads === 2 ? { target: { ms: 6000, source: "issue 17: 6 CPU-seconds" } } : {}) },
  ];
}

const CHECK = ["kingstone", "check", "--bonus", "3", "--dc", "10", "--json"];

/**
 * The CLI's start-up from the built dist/ (what `npx oddsmith` runs), against the same command run from
 * the sources under tsx (same output, checked) and a bare node start; and the main job.
 */
export const cliSuite: Suite = {
  name: "cli",
  summary: "start-up of the built CLI vs the sources under tsx and a bare node start; the main job",
  run: (context) => {
    const runs = sized(context, 10, 2);
    const built = command([`${root}bin/oddsmith.js`, ...CHECK], runs);
    const fromSource = command(["--import", "tsx", `${root}src/cli/bin.ts`, ...CHECK], sized(context, 5, 1));
    expectSame("oddsmith kingstone check from dist/ and from src/", built.stdout, fromSource.stdout);
    const bare = "node start (node -e '')";
    const sourceName = "baseline: the same check from the sources (node --import tsx src/cli/bin.ts)";
    const out = mkdtempSync(join(tmpdir(), "oddsmith-bench-"));
    try {
      return [
        { workload: bare, timing: command(["-e", ""], runs).timing },
        {
          workload: "oddsmith kingstone check --bonus 3 --dc 10 --json (built dist/)",
          timing: built.timing,
          baseline: { workload: sourceName, source: "same JSON (checked); the bare node start is the floor" },
          target: { ms: 1000, source: "issue 2: start-up well under a second" },
        },
        { workload: sourceName, timing: fromSource.timing },
        { workload: "oddsmith --help", timing: command([`${root}bin/oddsmith.js`, "--help"], runs).timing },
        {
          workload: "oddsmith kingstone table --chart x.svg (loads vega)",
          timing: command([`${root}bin/oddsmith.js`, "kingstone", "table", "--chart", join(out, "table.svg")], sized(context, 5, 1)).timing,
          target: { ms: 1000, source: "a charted command under a second" },
        },
        { workload: "node import mathjs", timing: command(["--input-type=module", "-e", 'await import("mathjs")'], sized(context, 5, 1)).timing },
        ...(context.quick
          ? []
          : [
              {
                workload: "oddsmith report (every game, with the simulated sections)",
                timing: command([`${root}bin/oddsmith.js`, "report", "--out", join(out, "report")], 3).timing,
                target: { ms: 60000, source: "issue 7: the whole report in under a minute on two cores" },
              },
              ...reportRows(out, 1, 3),
              ...reportRows(out, 2, 3),
            ]),
      ];
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  },
};
