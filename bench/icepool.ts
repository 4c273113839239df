import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { summarise, type Timing } from "./measure.js";

/** What icepool answered and how long it took (and which icepool and Python), or why it did not run. */
export type IcepoolRun =
  | { readonly ok: true; readonly timing: Timing; readonly answer: unknown; readonly version: string; readonly python: string }
  | { readonly ok: false; readonly reason: string };

/**
 * The folder to put first on Python's sys.path for `--icepool PATH`: PATH itself when it holds the
 * `icepool` package, else PATH/src (a checkout of the repository: the package lives in src/). O(1).
 * @example icepoolFolder("/nowhere") // "/nowhere"
 */
export function icepoolFolder(path: string): string {
  if (existsSync(join(path, "icepool", "__init__.py"))) return path;
  return existsSync(join(path, "src", "icepool", "__init__.py")) ? join(path, "src") : path;
}

/**
 * Runs a Python snippet against the user's icepool checkout (`--icepool PATH`, see icepoolFolder):
 * `setup` runs once, then the expression `work` is timed `runs` times inside Python in CPU time
 * (`time.process_time`: the interpreter's start-up and icepool's import are not counted) after one warm-up, and its last value is returned as
 * JSON. Python caches nothing between runs except what icepool itself caches (a workload that builds a
 * fresh evaluator each run keeps icepool's per-evaluator cache from answering). Cost: one python3 process.
 */
export function runIcepool(path: string, setup: string, work: string, runs: number): IcepoolRun {
  const script = [
    "import json, sys, time, platform",
    "sys.path.insert(0, sys.argv[1])",
    "import icepool",
    setup,
    `work = lambda: ${work}`,
    "work()",
    "samples = []",
    "for _ in range(int(sys.argv[2])):",
    "    start = time.process_time(); answer = work(); samples.append((time.process_time() - start) * 1000)",
    "print(json.dumps({'samples': samples, 'answer': answer, 'version': getattr(icepool, '__version__', '?'), 'python': platform.python_version()}))",
  ].join("\n");
  const folder = icepoolFolder(path);
  const result = spawnSync("python3", ["-c", script, folder, String(runs)], { encoding: "utf8", timeout: 600_000 });
  if (result.error) return { ok: false, reason: `python3 did not start (${result.error.message})` };
  if (result.status !== 0) {
    const lastLine = result.stderr.trim().split("\n").pop() ?? "";
    return { ok: false, reason: `icepool at ${folder} did not run: ${lastLine}` };
  }
  const output = JSON.parse(result.stdout.trim().split("\n").pop()!) as { samples: number[]; answer: unknown; version: string; python: string };
  return { ok: true, timing: summarise(output.samples), answer: output.answer, version: output.version, python: output.python };
}
