import { spawnSync } from "node:child_process";
import { summarise, type Timing } from "./measure.js";

/** What icepool answered and how long it took, or why it did not run. */
export type IcepoolRun = { readonly ok: true; readonly timing: Timing; readonly answer: unknown } | { readonly ok: false; readonly reason: string };

/**
 * Runs a Python snippet against the user's icepool checkout (`--icepool PATH`, put first on sys.path):
 * `setup` runs once, then the expression `work` is timed `runs` times inside Python (so the interpreter's
 * start-up and icepool's import are not counted) after one warm-up, and its last value is returned as
 * JSON. Python caches nothing between runs except what icepool itself caches. Cost: one python3 process.
 */
export function runIcepool(path: string, setup: string, work: string, runs: number): IcepoolRun {
  const script = [
    "import json, sys, time",
    "sys.path.insert(0, sys.argv[1])",
    "import icepool",
    setup,
    `work = lambda: ${work}`,
    "work()",
    "samples = []",
    "for _ in range(int(sys.argv[2])):",
    "    start = time.perf_counter(); answer = work(); samples.append((time.perf_counter() - start) * 1000)",
    "print(json.dumps({'samples': samples, 'answer': answer, 'version': getattr(icepool, '__version__', '?')}))",
  ].join("\n");
  const result = spawnSync("python3", ["-c", script, path, String(runs)], { encoding: "utf8", timeout: 600_000 });
  if (result.error) return { ok: false, reason: `python3 did not start (${result.error.message})` };
  if (result.status !== 0) {
    const lastLine = result.stderr.trim().split("\n").pop() ?? "";
    return { ok: false, reason: `icepool at ${path} did not run: ${lastLine}` };
  }
  const output = JSON.parse(result.stdout.trim().split("\n").pop()!) as { samples: number[]; answer: unknown };
  return { ok: true, timing: summarise(output.samples), answer: output.answer };
}
