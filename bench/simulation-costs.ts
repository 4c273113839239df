/**
 * The simulation cost model against the samplers: `node --import tsx bench/simulation-costs.ts [--only TEXT]`.
 * For every analysis with a sampler, on its small run (test/support/small-runs.ts) and a few heavier ones
 * below, it prints the draws a trial counted by trialDraws (what a simulation's estimate and long-run note
 * use, src/sim/run-shard.ts), the CPU time a trial measured in this thread (doubling runs until 0.3 CPU-s),
 * the time a draw that makes, and the ratio to SECONDS_PER_DRAW; with the load average, so a busy machine
 * shows as such. SECONDS_PER_DRAW is the geometric mean of the "ns a draw" column. Never run by the tests.
 *
 *   small runs + CASES ─► prepare ─► trialDraws (counted) ─► plan.run × n (CPU timed) ─► table on stdout
 */
import { loadavg } from "node:os";
import { findAnalysis } from "../src/analyses/index.js";
import { tallyOffsets } from "../src/core/estimate.js";
import { SECONDS_PER_DRAW, trialDraws } from "../src/sim/run-shard.js";
import { seedState, Xoshiro128 } from "../src/sim/xoshiro.js";
import { SMALL_RUNS } from "../test/support/small-runs.js";

/** Heavier runs than the small ones: the docs' examples and the samplers whose trials do most work. */
const CASES: readonly (readonly [string, Readonly<Record<string, unknown>>])[] = [
  ["ultimo challenge", { play: "J,A,K,9,7", difficulty: "6" }],
  ["ultimo fight", { limit: "5", armor: "3", weapon: "2", foe: "cultist" }],
  ["ultimo session", { challenges: "4", difficulty: "5", limit: "4", policy: "optimal-per-challenge" }],
  ["ash campaign", { checks: "10", hands: "real" }],
];

/** CPU seconds of this process so far. */
const cpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
console.log(`load average ${loadavg().map((load) => load.toFixed(1)).join(" ")}; SECONDS_PER_DRAW ${SECONDS_PER_DRAW * 1e9} ns`);
console.log(["run", "draws/trial", "µs/trial", "ns/draw", "× model"].join("\t"));
const perDraw: number[] = [];
for (const [id, raw] of [...Object.entries(SMALL_RUNS), ...CASES]) {
  const label = `${id} ${JSON.stringify(raw)}`;
  if (only !== undefined && !label.includes(only)) continue;
  const [game, name] = id.split(" ");
  const prepared = findAnalysis(game!, name!)?.prepare(raw);
  if (prepared === undefined || !prepared.ok || prepared.value.plan === undefined) continue;
  const draws = trialDraws(prepared.value, seedState(1), 1e9);
  const plan = prepared.value.plan();
  const tally = new Float64Array(tallyOffsets(plan.layout).size);
  const random = new Xoshiro128(seedState(2));
  plan.run(random, 2000, tally);
  let trials = 2000;
  let seconds = 0;
  for (;;) {
    const started = cpuSeconds();
    plan.run(random, trials, tally);
    seconds = cpuSeconds() - started;
    if (seconds > 0.3) break;
    trials *= 2;
  }
  const nsPerDraw = (seconds / trials / Math.max(draws, 1)) * 1e9;
  perDraw.push(nsPerDraw);
  console.log([label, draws.toFixed(1), ((seconds / trials) * 1e6).toFixed(3), nsPerDraw.toFixed(1), (nsPerDraw / (SECONDS_PER_DRAW * 1e9)).toFixed(2)].join("\t"));
}
const geometricMean = Math.exp(perDraw.reduce((sum, ns) => sum + Math.log(ns), 0) / perDraw.length);
console.log(`geometric mean ${geometricMean.toFixed(1)} ns a draw over ${perDraw.length} runs`);
