import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { tallyOffsets } from "../../src/core/estimate.js";
import { readPlay, type PlayerCard } from "../../src/models/ultimo/cards.js";
import { dealerGroups } from "../../src/models/ultimo/dealer.js";
import { challengeOutcome, OUTCOMES, playFacts } from "../../src/models/ultimo/outcome.js";
import { DEFAULT_RULES, type ChallengeRules } from "../../src/models/ultimo/rules.js";
import { findAnalysis } from "../../src/analyses/index.js";
import { planOf } from "../../src/sim/run-shard.js";
import { countChallenge } from "../../src/models/ultimo/solve-challenge.js";
import { seedState, Xoshiro128 } from "../../src/sim/xoshiro.js";
import { tallyRow } from "../../test/support/ultimo-brute-force.js";
import { poolOverhead } from "../pool-overhead.js";
import { expectNear, expectSame, sized, summarise, time, type Measurement, type Suite } from "../measure.js";

const PLAY = "J,A,K,9,7";
const root = fileURLToPath(new URL("../..", import.meta.url));
const DIFFICULTY = 6;
/** GNU time, for a child process's CPU-seconds (Node reports its own only). */
const TIME = "/usr/bin/time";

/** Runs `node args…`, returning its stdout, wall ms and (with GNU time) user + system CPU ms of all its threads. */
function timedProcess(args: readonly string[]): { stdout: string; wallMs: number; cpuMs?: number } {
  const dir = mkdtempSync(join(tmpdir(), "oddsmith-bench-"));
  try {
    const timeFile = join(dir, "time");
    const command = existsSync(TIME) ? [TIME, "-f", "%U %S", "-o", timeFile, process.execPath, ...args] : [process.execPath, ...args];
    const start = performance.now();
    const result = spawnSync(command[0]!, command.slice(1), { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    const wallMs = performance.now() - start;
    if (result.status !== 0) throw new Error(`oddsmith ${args.slice(1).join(" ")} failed: ${result.stderr}`);
    if (!existsSync(timeFile)) return { stdout: result.stdout, wallMs };
    const [user, system] = readFileSync(timeFile, "utf8").trim().split(/\s+/).slice(-2).map(Number);
    return { stdout: result.stdout, wallMs, cpuMs: (user! + system!) * 1000 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The baseline trial loop, written as a first version would be: a fresh copy of the Dealer's deck every
 * trial, a full Fisher–Yates shuffle with Math.random, the first D cards sorted into the Dealer's order,
 * each position paired through `pairCards` and the outcome from `challengeOutcome`, counted by name.
 */
export function naiveChallengeLoop(play: readonly PlayerCard[], rules: ChallengeRules, difficulty: number, trials: number): Record<string, number> {
  const groups = dealerGroups(rules);
  const deck = groups.flatMap((group, g) => Array.from({ length: group.count }, () => g));
  const facts = playFacts(play);
  const counts: Record<string, number> = {};
  for (let t = 0; t < trials; t++) {
    const shuffled = [...deck];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    const row = shuffled.slice(0, difficulty).sort((a, b) => a - b).map((g) => groups[g]!);
    const { s, f, c } = tallyRow(play, row, rules);
    const outcome = OUTCOMES[challengeOutcome(s, f, c, difficulty, row.some((card) => card.kind === "jack"), facts, rules)]!;
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  return counts;
}

/**
 * The Monte Carlo engine against issue 17's targets: an Ultimo challenge (5-card play J,A,K,9,7 against
 * difficulty 6) on one core against a naive trial loop and the PRNG's ceiling (6 draws per trial), and
 * through the pool, as whole CLI runs from dist/ (2·10^8 trials; `--quick` 4·10^6), on 1 thread up to
 * every core: the rate per thread and the speed-up over 1 thread, by wall clock and by CPU-seconds; and the
 * pool's CPU overhead per shard (bench/pool-overhead.ts).
 */
export const monteCarloSuite: Suite = {
  name: "monte-carlo",
  summary: "Ultimo challenge sampler vs a naive trial loop and the PRNG ceiling; the pool from 1 thread to every core",
  run: async (context) => {
    const trials = sized(context, 2_000_000, 200_000);
    const poolTrials = sized(context, 200_000_000, 4_000_000);
    const runs = sized(context, 7, 1);
    const play = readPlay(PLAY);
    const random = new Xoshiro128(seedState(1));
    let sink = 0;
    // The sampler as every run finds it: through the registry, from the CLI's options.
    const prepared = findAnalysis("ultimo", "challenge")!.prepare({ play: PLAY, difficulty: DIFFICULTY });
    if (!prepared.ok) throw new Error(prepared.errors.join("; "));
    const plan = planOf(prepared.value);
    const tally = new Float64Array(tallyOffsets(plan.layout).size);

    // Both loops against the exact P(success or better) before either is timed.
    const exact = countChallenge(play, DEFAULT_RULES, DIFFICULTY);
    const pSuccess = (exact.counts[DIFFICULTY * 5]! + exact.counts[DIFFICULTY * 5 + 1]!) / exact.totals[DIFFICULTY]!;
    plan.run(new Xoshiro128(seedState(2)), trials, tally);
    expectNear("ultimo challenge sampler", pSuccess, tally[0]! + tally[1]!, trials);
    const naiveTrials = trials / 10;
    const naive = naiveChallengeLoop(play, DEFAULT_RULES, DIFFICULTY, naiveTrials);
    expectNear("ultimo challenge, naive trial loop", pSuccess, (naive["perfect-success"] ?? 0) + (naive["success"] ?? 0), naiveTrials);

    const count = (n: number) => n.toLocaleString("en-US");
    const ceiling = `PRNG ceiling: ${count(6 * trials)} xoshiro128** below(54) draws (6 per trial x ${count(trials)})`;
    const naiveName = `baseline: naive trial loop (copy, full shuffle with Math.random, sort, pairCards), ${count(naiveTrials)} trials, time x10`;
    const oneCore = `ultimo challenge ${PLAY} vs D ${DIFFICULTY}, ${count(trials)} trials, one core (plan.run)`;

    // The pool as a user meets it: whole `oddsmith … --mc N --threads T` processes from dist/, timed by wall
    // clock and, through /usr/bin/time, by CPU-seconds (every thread of the process; what a shared machine
    // can still measure).
    const cores = availableParallelism();
    // The scaling up to the machine's cores (issue 29 §3): 1, 2, then doubling, and the core count itself.
    const threadCounts = [...new Set([1, 2, 4, 8, 16, 32, 64, 128, cores])].filter((threads) => threads <= Math.max(2, cores)).sort((a, b) => a - b);
    const pooled: Measurement[] = [];
    // Seed i gives the same counts on any number of threads (issue 6): the pooled runs compute one answer.
    const countsBySeed = new Map<number, string>();
    const name = (n: number, clock: string) => `oddsmith ultimo challenge --play ${PLAY} --difficulty ${DIFFICULTY} --mc ${count(poolTrials)} --threads ${n} (whole process, dist/, ${clock})`;
    for (const threads of threadCounts) {
      const wall: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < sized(context, 3, 1); i++) {
        const args = [`${root}bin/oddsmith.js`, "ultimo", "challenge", "--play", PLAY, "--difficulty", String(DIFFICULTY), "--mc", String(poolTrials), "--seed", String(i + 1), "--threads", String(threads), "--json"];
        const { stdout, wallMs, cpuMs } = timedProcess(args);
        wall.push(wallMs);
        if (cpuMs !== undefined) cpu.push(cpuMs);
        const outcomes = (JSON.parse(stdout) as { outcomes: { outcome: string; count: number }[] }).outcomes;
        const counted = Object.fromEntries(outcomes.map((row) => [row.outcome, row.count]));
        expectNear(`ultimo challenge --mc on ${threads} threads`, pSuccess, counted["perfect-success"]! + counted["success"]!, poolTrials);
        if (threads === 1) countsBySeed.set(i, JSON.stringify(counted));
        else expectSame(`seed ${i + 1} on ${threads} threads against 1 thread`, JSON.stringify(counted), countsBySeed.get(i));
      }
      const speedUp = `speed-up over 1 thread, same counts seed for seed (checked; issue 17: ≥ 1.9× on 2)${threads > cores ? `; only ${cores} cores here` : ""}`;
      pooled.push({
        workload: name(threads, "wall"),
        timing: summarise(wall),
        throughput: { count: poolTrials / threads, unit: "trials per thread" },
        ...(threads === 1 ? {} : { baseline: { workload: name(1, "wall"), source: `${speedUp}; wall time means something on a quiet machine only` } }),
      });
      if (cpu.length === 0) continue;
      // CPU-seconds per thread: at T threads the process's CPU-seconds / T, so its ratio to 1 thread is T × CPU(1) / CPU(T):
      // what threading costs in CPU, not a speed-up. Threads that ran one after another show the same ratio
      // (issue 23: 1.80× "by CPU" beside 1.03× by wall); only the wall row says whether they ran at once.
      pooled.push({
        workload: name(threads, "CPU-seconds per thread"),
        timing: summarise(cpu.map((ms) => ms / threads)),
        throughput: { count: poolTrials / threads, unit: "trials per thread" },
        ...(threads === 1
          ? { target: { ms: poolTrials / 20e3, source: "issue 17: ≥ 20 M trials per CPU-second, whole process" } }
          : { baseline: { workload: name(1, "CPU-seconds per thread"), source: "T × CPU(1) / CPU(T): the CPU threading costs (T× means none), not a speed-up; the wall row is the speed-up" } }),
      });
    }
    if (!existsSync(TIME)) context.notes.push(`monte-carlo: ${TIME} is missing, so the whole-process runs are timed by wall clock only`);

    const measurements: Measurement[] = [
      {
        workload: oneCore,
        timing: time(() => plan.run(random, trials, tally), runs, sized(context, 2, 1)),
        throughput: { count: trials, unit: "trials" },
        baseline: { workload: naiveName, source: "naive loop, same P(success or better) within 5 SE (checked); its time scaled ×10" },
        target: { ms: trials / 25e3, source: "issue 17: ≥ 25 M trials/s per core" },
      },
      {
        workload: naiveName,
        timing: (() => {
          const t = time(() => naiveChallengeLoop(play, DEFAULT_RULES, DIFFICULTY, naiveTrials), sized(context, 3, 1), 1);
          return { medianMs: t.medianMs * 10, minMs: t.minMs * 10, maxMs: t.maxMs * 10, runs: t.runs };
        })(),
        throughput: { count: trials, unit: "trials" },
      },
      {
        workload: ceiling,
        timing: time(() => {
          for (let i = 0; i < 6 * trials; i++) sink += random.below(54);
        }, runs, sized(context, 2, 1)),
        throughput: { count: 6 * trials, unit: "draws" },
      },
      ...pooled,
      ...(await poolOverhead(sized(context, 4000, 1000), sized(context, 5, 1))),
    ];
    if (sink < 0) console.log(sink);
    return measurements;
  },
};
