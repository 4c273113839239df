import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { summarise, type Suite, type Timing } from "../measure.js";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** A whole `oddsmith` process per run, as a user meets it. */
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

/** The CLI's start-up and the main job, from the built dist/. */
export const cliSuite: Suite = {
  name: "cli",
  summary: "start-up of the built CLI and the main job",
  run: () => {
    const underASecond = { ms: 1000, source: "target (issue 2): start-up well under a second" };
    return [
      { workload: "node start", timing: nodeEval("") },
      { workload: "node import mathjs", timing: nodeEval('await import("mathjs")'), baseline: { workload: "node start", source: "a bare node start, this run" } },
      { workload: "oddsmith kingstone check", timing: command(["kingstone", "check", "--bonus", "3", "--dc", "10"]), baseline: underASecond },
      { workload: "oddsmith --help", timing: command(["--help"]), baseline: underASecond },
      { workload: "oddsmith kingstone table --chart x.svg", timing: command(["kingstone", "table", "--chart", "/tmp/oddsmith-bench.svg"], 5), baseline: { ms: 1000, source: "target: a charted command under a second" } },
      { workload: "oddsmith report", timing: command(["report", "--out", "/tmp/oddsmith-bench-report"], 3), baseline: { ms: 60000, source: "target (issue 7): the whole report in under a minute on two cores" } },
    ];
  },
};
