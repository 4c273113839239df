import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expectSame, sized, summarise, type Measurement, type Suite } from "../measure.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const PRELOAD = fileURLToPath(new URL("../cpu-at-exit.mjs", import.meta.url));

/** One whole process: its CPU milliseconds (reported by the process itself at exit) and its stdout. */
function cpuOf(args: readonly string[]): { ms: number; stdout: string } {
  const result = spawnSync(process.execPath, ["--import", PRELOAD, ...args], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe", "pipe"] });
  if (result.status !== 0) throw new Error(`node ${args.join(" ")} failed: ${result.stderr}`);
  return { ms: Number(result.output[3]) / 1000, stdout: result.stdout };
}

/** Commands timed against a bare node start, each as a whole process. */
const COMMANDS = [
  { workload: "oddsmith kingstone check --bonus 2 --dc 9 (one exact check)", args: ["kingstone", "check", "--bonus", "2", "--dc", "9"] },
  { workload: "oddsmith --help", args: ["--help"] },
  { workload: "oddsmith kingstone --help (loads one game)", args: ["kingstone", "--help"] },
] as const;

/**
 * Issue 17: the CPU time of starting the built CLI for one exact check and for help, against a bare
 * `node -e ''` in the same run (the runs interleave, so a neighbour's load falls on both alike). The
 * target is twice the bare start measured here.
 */
export const startupSuite: Suite = {
  name: "startup",
  summary: "CPU time of the CLI's start-up (one exact check, help) against a bare node start, interleaved (issue 17)",
  run: (context) => {
    const runs = sized(context, 30, 5);
    const bare: number[] = [];
    const samples: number[][] = COMMANDS.map(() => []);
    let checkOutput = "";
    for (let i = 0; i < runs; i++) {
      bare.push(cpuOf(["-e", ""]).ms);
      COMMANDS.forEach((command, j) => {
        const run = cpuOf([`${root}bin/oddsmith.js`, ...command.args]);
        samples[j]!.push(run.ms);
        if (j === 0) checkOutput = run.stdout;
      });
    }
    expectSame("the check's answer", checkOutput.includes("pSuccess                     58.3%   7/12"), true);
    const floor = summarise(bare);
    const bareName = "baseline: bare node start, CPU ms (node -e '')";
    return [
      { workload: bareName, timing: floor },
      ...COMMANDS.map(
        (command, j): Measurement => ({
          workload: `${command.workload}, CPU ms`,
          timing: summarise(samples[j]!),
          baseline: { workload: bareName, source: "the same run, interleaved" },
          target: { ms: 2 * floor.medianMs, source: "issue 17: at most twice a bare node start" },
        }),
      ),
    ];
  },
};
