/**
 * The exact cost models against the solvers: `node --import tsx bench/exact-costs.ts [--runs N] [--only TEXT]
 * [--list]`. For each case below it prints the analysis's own estimate (the exactCost every exact analysis
 * states, framework/exact-cost.ts), then runs the built CLI (`npm run build` first) N times (default 3) and
 * reports the median CPU seconds of the whole command (user + system, start-up included) and the median
 * wall seconds, with the load average, so that a busy machine shows as such. The constants in
 * src/analyses/<game>/solve-costs.ts were fitted to CPU timings like these; the help texts and docs quote
 * either the estimate or a median measured here. Never run by the tests (they assert no time).
 *
 *   cases ─► estimate (registry: prepare → exactCost) ─► CLI × N (CPU, wall) ─► table on stdout
 */
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { findAnalysis } from "../src/analyses/index.js";
import { formatDuration } from "../src/framework/exact-cost.js";
import { flagName } from "../src/framework/options.js";

/** One exact run to time: the analysis and its raw parameters as the CLI would receive them. */
interface CostCase {
  readonly game: string;
  readonly name: string;
  readonly raw: Readonly<Record<string, string>>;
}

const CASES: readonly CostCase[] = [
  { game: "ultimo", name: "curve", raw: { handSize: "7", limit: "4" } },
  { game: "ultimo", name: "curve", raw: { handSize: "7", limit: "5" } },
  { game: "ultimo", name: "curve", raw: { handSize: "8", limit: "5" } },
  { game: "ultimo", name: "curve", raw: { handSize: "6", limit: "6" } },
  { game: "ultimo", name: "curve", raw: { handSize: "8", limit: "8", policy: "greedy" } },
  { game: "ultimo", name: "curve", raw: { handSize: "10", limit: "8", policy: "greedy" } },
  { game: "ultimo", name: "curve", raw: { handSize: "7", limit: "7", policy: "optimal" } },
  { game: "ultimo", name: "curve", raw: { handSize: "10", limit: "10", policy: "greedy" } },
  { game: "ultimo", name: "pick", raw: { handSize: "7", limit: "5" } },
  { game: "ultimo", name: "flip", raw: { psyche: "10", difficulty: "5" } },
  { game: "ultimo", name: "attack", raw: { handSize: "8", limit: "5", foe: "horus", policy: "optimal" } },
  { game: "ultimo", name: "best", raw: { hand: "A,K,Q,J,10,9,8,7,6,5,4,3", limit: "8", difficulty: "10" } },
  { game: "ash", name: "campaign", raw: { checks: "20" } },
  { game: "ash", name: "campaign", raw: { checks: "40" } },
  { game: "ash", name: "campaign", raw: { checks: "70" } },
  { game: "ash", name: "campaign", raw: { checks: "100" } },
  { game: "ash", name: "campaign", raw: { checks: "100", restEvery: "4 half" } },
  { game: "ash", name: "table", raw: {} },
  { game: "ash", name: "table", raw: { trait: "0..10", opposing: "0..20", strain: "0..20", handSize: "0" } },
  { game: "ash", name: "check", raw: { suit: "hearts", trait: "3", hand: "2S,3S,4S,5S,6S,7S,8S,9S,10S,QS", policy: "optimal", opposing: "4", strain: "3" } },
  { game: "zilch", name: "chargen", raw: { method: "cards", players: "6" } },
  { game: "kingstone", name: "pick-dc", raw: { bonus: "-10", target: "0.99", reroll: "one-die-if-failed", dice: "3d6" } },
  { game: "kingstone", name: "pick-dc", raw: { bonus: "0", target: "0.5", reroll: "one-die", dice: "3d20" } },
  { game: "kingstone", name: "table", raw: { dice: "20d100kh10" } },
  { game: "kingstone", name: "table", raw: { dice: "3d20", reroll: "one-die" } },
  { game: "kingstone", name: "side", raw: { dice: "20d100kh10" } },
  { game: "kingstone", name: "check", raw: { dice: "20d100", bonus: "-10", dc: "40" } },
  { game: "kingstone", name: "check", raw: { dice: "20d100kh10", bonus: "-10", dc: "40" } },
  { game: "kingstone", name: "check", raw: { dice: "2d100", bonus: "-10", dc: "40", reroll: "one-die" } },
];

const root = fileURLToPath(new URL("..", import.meta.url));
// Preloaded into the CLI's process: its CPU seconds (every thread) on stderr as it exits.
const CPU_PROBE = `data:text/javascript,process.on("exit",()=>{const u=process.cpuUsage();process.stderr.write("\\ncpu-seconds "+(u.user+u.system)/1e6+"\\n")})`;

/** The command line of a case: `game name --flag value …`. */
function argvOf(costCase: CostCase): string[] {
  const analysis = findAnalysis(costCase.game, costCase.name)!;
  const flags = Object.entries(costCase.raw).flatMap(([field, value]) => {
    const flag = flagName(field, analysis.options[field]!);
    return analysis.options[field]!.variadic ? [flag, ...value.split(" ")] : [flag, value];
  });
  return [costCase.game, costCase.name, ...flags];
}

/** The analysis's own estimate of a case, in seconds. */
function estimateOf(costCase: CostCase): number {
  const prepared = findAnalysis(costCase.game, costCase.name)!.prepare(costCase.raw);
  if (!prepared.ok) throw new Error(`${argvOf(costCase).join(" ")}: ${prepared.errors.join("; ")}`);
  return prepared.value.exactCost()!.seconds;
}

/** One run of the built CLI: its CPU and wall seconds. */
function runOnce(argv: readonly string[]): { cpu: number; wall: number } {
  const started = performance.now();
  const run = spawnSync(process.execPath, ["--import", CPU_PROBE, "bin/oddsmith.js", ...argv], { cwd: root, encoding: "utf8", maxBuffer: 1 << 28 });
  const wall = (performance.now() - started) / 1000;
  const cpu = /cpu-seconds ([\d.e-]+)/.exec(run.stderr ?? "");
  if (run.status !== 0 || cpu === null) throw new Error(`oddsmith ${argv.join(" ")} exited ${run.status}: ${run.stderr}`);
  return { cpu: Number(cpu[1]), wall };
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function main(args: readonly string[]): void {
  const runs = args.includes("--runs") ? Number(args[args.indexOf("--runs") + 1]) : 3;
  const only = args.includes("--only") ? args[args.indexOf("--only") + 1]! : "";
  const cases = CASES.filter((costCase) => argvOf(costCase).join(" ").includes(only));
  if (args.includes("--list")) {
    for (const costCase of cases) console.log(`oddsmith ${argvOf(costCase).join(" ")}  (estimate ${formatDuration(estimateOf(costCase))})`);
    return;
  }
  console.log(`| command | estimate s | CPU s (median of ${runs}) | CPU / estimate | wall s (median) | load (1 min) |`);
  console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
  for (const costCase of cases) {
    const argv = argvOf(costCase);
    const estimate = estimateOf(costCase);
    const load = loadavg()[0]!;
    const timings = Array.from({ length: runs }, () => runOnce(argv));
    const cpu = median(timings.map((t) => t.cpu));
    const wall = median(timings.map((t) => t.wall));
    console.log(`| \`oddsmith ${argv.join(" ")}\` | ${estimate.toFixed(2)} | ${cpu.toFixed(2)} | ${(cpu / estimate).toFixed(2)} | ${wall.toFixed(2)} | ${load.toFixed(1)} |`);
  }
}

main(process.argv.slice(2));
