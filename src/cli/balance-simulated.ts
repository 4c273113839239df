/**
 * `oddsmith balance FILE` on simulated figures (issue 26 §3): an analysis only simulation reaches (a
 * fight, a session, a campaign), or any analysis with a sampler given `--mc`. Every point the question can
 * reach is checked with the Monte Carlo flags before any work, and the worst case of the sequential rule
 * (every point at every round) is refused above the trials a run may ask for; then src/balance/simulated.ts
 * runs the rule, each point simulated on this machine's threads at the one seed, and the designs met,
 * undecided or nearest are printed as a table or JSON and written as CSV. With `--shard I/N` it runs the
 * rule on the designs of index ≡ I (mod N) only and prints every simulation they made, for
 * `oddsmith balance merge` to rerun the rule on (balance-merge.ts).
 */
import { pointLabel } from "../framework/grid.js";
import { itemAt } from "../core/checked-index.js";
import { balanceSimulated, type SequentialRule, type SimulatePoint, type SimulatedRun } from "../balance/simulated.js";
import { reachablePoints } from "../balance/balance.js";
import { simulatedRows, simulatedTable } from "../balance/simulated-rows.js";
import { pointKey } from "../balance/solve-cache.js";
import { BalanceFigureProblem, isProbabilityFigure, type FigureSpec } from "../balance/targets.js";
import type { ResultFigures } from "../framework/analysis.js";
import type { CheckedRun } from "../pipeline/check-run.js";
import { toCsv } from "../pipeline/csv.js";
import { renderTable } from "../pipeline/text-result.js";
import { readShardSpec } from "../pipeline/sweep-shards.js";
import { MAX_TRIALS } from "../sim/monte-carlo-options.js";
import { messages } from "../framework/messages.js";
import { expandGrid } from "../framework/grid.js";
import { balanceShardText, type BalanceShardSimulation, type ShardedFile } from "./balance-shard.js";
import type { BalanceSpec } from "./balance-file.js";
import { questionDocument } from "./balance-document.js";
import { mergeProblems } from "./labelled-problems.js";
import { deliverOutputs, prepareFileFolders } from "./outputs.js";
import { checkCliRun, computeCliRun } from "./run-analysis.js";
import { fileOutputPaths } from "./sweep-deliver.js";
import { UsageError } from "./usage-error.js";

/** The rounds of the sequential rule when `--rounds` is not given: trials, then twice, then four times. */
export const DEFAULT_ROUNDS = 3;
/** The most rounds `--rounds` takes (the last at 2^7 = 128 times the first round's trials). */
export const MAX_ROUNDS = 8;

/** What the command line asks of a simulated balance: its outputs, the Monte Carlo flags as given, and `--rounds`. */
export interface SimulatedRequest {
  readonly json: boolean;
  readonly csv?: string;
  readonly chart?: string;
  readonly html?: string;
  readonly monteCarloRaw: Readonly<Record<string, unknown>>;
  readonly rounds?: string;
  /** `--shard I/N` as given: run the rule on shard I of N's designs and print their simulations. */
  readonly shard?: string;
}

/**
 * Reads `--rounds`: a whole number from 1 to MAX_ROUNDS, or the default. O(1).
 * @example readRounds("4") // { rounds: 4 }
 * @example readRounds("0") // { problem: '--rounds: expected a whole number of rounds from 1 to 8, received "0"' }
 */
export function readRounds(raw: string | undefined): { rounds: number } | { problem: string } {
  if (raw === undefined) return { rounds: DEFAULT_ROUNDS };
  const rounds = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  return rounds >= 1 && rounds <= MAX_ROUNDS ? { rounds } : { problem: `--rounds: expected a whole number of rounds from 1 to ${MAX_ROUNDS}, received ${JSON.stringify(raw)}` };
}

/** What a simulated balance reads of the file, in problems: the tiers, a preference and a row field are read on exact figures only. */
function unsupportedProblems(path: string, spec: BalanceSpec, request: SimulatedRequest): string[] {
  const simulated = "a simulated balance reads bounds only (targets), the designs met ranked by the distance of their estimates to the targets' middles";
  const problems: string[] = [];
  if (spec.question.tiers !== undefined) problems.push(`${path}: tiers: ${simulated}; give targets instead`);
  if (spec.question.prefer.kind !== "middle") problems.push(`${path}: prefer: ${simulated}; leave prefer out`);
  if (spec.question.rowField !== undefined) problems.push(`${path}: ${spec.question.rowField}: a row field is read from exact results only; simulated figures come whole`);
  if (spec.question.targets.length === 0) problems.push(`${path}: targets: expected at least one target for a simulated balance`);
  for (const [flag, given] of [["--chart", request.chart], ["--html", request.html], ["chart", spec.chart?.file]] as const) if (given !== undefined) problems.push(`${flag}: a simulated balance writes its table, JSON and CSV only`);
  if (request.monteCarloRaw.precision !== undefined) problems.push("--precision: a simulated balance spends its trials by the sequential rule (--mc, --rounds), not by a precision");
  return problems;
}

/**
 * Checks a simulated balance before any work: the question's fields, `--rounds`, every reachable point with
 * the Monte Carlo flags (the analysis's own messages, with the point), the worst case of the sequential
 * rule, and the CSV's path. Every checked point's run by key, the rounds, and the CSV.
 * @throws {UsageError} with every problem together.
 */
async function prepareSimulated(path: string, spec: BalanceSpec, request: SimulatedRequest, help: string) {
  const problems = unsupportedProblems(path, spec, request);
  const rounds = readRounds(request.rounds);
  if ("problem" in rounds) problems.push(rounds.problem);
  const points = reachablePoints(spec.question);
  const checks = points.map((point) => ({ point, ...checkCliRun(spec.analysis, { ...spec.fixed, ...point }, request.monteCarloRaw, spec.baseDir) }));
  problems.push(...mergeProblems(checks.map(({ point, problems }) => ({ label: pointLabel(point), problems })), "point"));
  const runs = new Map(checks.flatMap(({ point, run }) => (run?.monteCarlo === undefined ? [] : [[pointKey(point), { ...run, monteCarlo: run.monteCarlo }] as const])));
  const first = runs.values().next().value;
  if (problems.length === 0 && first !== undefined && "rounds" in rounds) {
    // The worst case: every point simulated at every round, trials doubling (trials × (2^rounds − 1) each).
    const worst = points.length * first.monteCarlo.trials * (2 ** rounds.rounds - 1);
    if (worst > MAX_TRIALS) problems.push(`${path}: choose: balance ${path} could simulate ${worst.toExponential(2).replace("+", "")} trials (${points.length} points × ${first.monteCarlo.trials.toLocaleString("en-US")} trials doubled over ${rounds.rounds} rounds), above the ${MAX_TRIALS.toExponential().replace("+", "")} a run may ask for; choose fewer values, or give a smaller --mc or --rounds`);
  }
  const shard = request.shard === undefined ? undefined : readShardSpec(request.shard);
  if (shard !== undefined && "problem" in shard) problems.push(shard.problem);
  if (shard !== undefined && request.csv !== undefined) problems.push(messages.onlyWith("--csv", "a whole balance or `oddsmith balance merge` (a shard prints its document)"));
  const outputs = shard !== undefined ? { problems: [] } : fileOutputPaths(spec, path, { json: request.json, ...(request.csv === undefined ? {} : { csv: request.csv }) });
  problems.push(...outputs.problems);
  if (problems.length > 0 || first === undefined || !("rounds" in rounds) || (shard !== undefined && "problem" in shard)) throw new UsageError(problems, help);
  await prepareFileFolders(["csv" in outputs ? outputs.csv : undefined], help);
  return { runs, rounds: rounds.rounds, trials: first.monteCarlo.trials, seed: first.monteCarlo.seed, ...("csv" in outputs && outputs.csv ? { csv: outputs.csv } : {}), ...(shard ? { shard } : {}) };
}

/** Simulates each point from its checked run at the round's trials and seed (on this machine's threads). */
function simulatorOf(runs: ReadonlyMap<string, Required<CheckedRun>>): SimulatePoint {
  const shown = new Set<string>();
  return async (point, trials, seed) => {
    const checked = runs.get(pointKey(point));
    // Every point the rule reaches was listed by reachablePoints and checked above.
    if (checked === undefined) throw new Error(`balance: the point ${pointLabel(point)} was not checked before the run`);
    return (await computeCliRun({ prepared: checked.prepared, monteCarlo: { ...checked.monteCarlo, trials, seed } }, false, shown)).result;
  };
}

/**
 * Runs the sequential rule with `simulate` lending each point's figures (on the designs `only` keeps); a
 * figure the analysis lacks becomes a usage error naming the target. The run and the first figures read.
 * @throws {UsageError} naming the file's field, or as `simulate` throws.
 */
export async function searchSimulated(path: string, spec: BalanceSpec, simulate: SimulatePoint, rule: SequentialRule, help: string, only?: (design: number) => boolean): Promise<{ run: SimulatedRun; first?: ResultFigures }> {
  let first: ResultFigures | undefined;
  const reading: SimulatePoint = async (point, trials, seed, design) => {
    const result = await simulate(point, trials, seed, design);
    first ??= result;
    return result;
  };
  try {
    const run = await balanceSimulated(spec.question, reading, rule, only);
    return { run, ...(first ? { first } : {}) };
  } catch (error) {
    if (!(error instanceof BalanceFigureProblem)) throw error;
    const index = /^targets\[(\d+)\]$/.exec(error.field)?.[1];
    throw new UsageError([`${path}: ${index === undefined ? error.field : (spec.targetPaths[Number(index)] ?? error.field)}: ${error.problem}`], help);
  }
}

/**
 * Delivers a simulated run as the whole run does: the CSV written atomically, then the table or the JSON
 * document (the question, the rule, the simulations, the designs). Standard output's text and the notes.
 */
export async function deliverSimulated(spec: BalanceSpec, searched: { run: SimulatedRun; first?: ResultFigures }, rule: SequentialRule, json: boolean, csv?: { path: string; label: string }): Promise<{ stdout: string; notes: string[] }> {
  const { run, first } = searched;
  const rows = simulatedRows(spec.question, run);
  const delivered = await deliverOutputs(csv === undefined ? [] : [{ flag: csv.label, path: csv.path, content: toCsv(rows) }]);
  if (delivered.stdout !== undefined) return { stdout: delivered.stdout, notes: delivered.notes };
  const what = `${spec.analysis.game} ${spec.analysis.name}`;
  const probability = (figure: FigureSpec) => (first === undefined ? true : isProbabilityFigure(first, figure));
  if (!json) return { stdout: renderTable(simulatedTable(spec.question, run, what, rule.seed, probability)), notes: delivered.notes };
  const document = {
    ...questionDocument(spec),
    monteCarlo: rule,
    simulations: run.simulations,
    designs: rows,
  };
  return { stdout: JSON.stringify(document, null, 2), notes: delivered.notes };
}

/**
 * Runs a balance file on simulated figures: checks it before any work, runs the sequential rule (the same
 * verdicts on any number of threads: each point's tallies depend on its seed and trials alone), and
 * delivers the table or JSON and the CSV. Returns standard output's text and the notes for stderr.
 * @throws {UsageError} for any problem with the file, the flags or a point.
 */
export async function runSimulatedBalance(path: string, spec: BalanceSpec, request: SimulatedRequest, help: string, file?: ShardedFile): Promise<{ stdout: string; notes: string[] }> {
  const prepared = await prepareSimulated(path, spec, request, help);
  const rule = { trials: prepared.trials, seed: prepared.seed, rounds: prepared.rounds };
  const simulate = simulatorOf(prepared.runs);
  if (prepared.shard === undefined) return deliverSimulated(spec, await searchSimulated(path, spec, simulate, rule, help), rule, request.json, prepared.csv);
  // A shard: the rule on its own designs, each simulation it made recorded under the design that asked.
  const { index, count } = prepared.shard;
  const designs = expandGrid(spec.question.choose, Number.MAX_SAFE_INTEGER);
  const made = designs.map((): BalanceShardSimulation[] => []);
  const recording: SimulatePoint = async (point, trials, seed, design) => {
    const { outcomes, summary, summaryExact, rows } = await simulate(point, trials, seed, design);
    made[design]?.push({ point, trials, figures: { outcomes, summary, summaryExact, ...(rows === undefined ? {} : { rows }) } });
    return { outcomes, summary, summaryExact, ...(rows === undefined ? {} : { rows }) };
  };
  await searchSimulated(path, spec, recording, rule, help, (design) => design % count === index);
  const results = made.flatMap((simulations, design) => (design % count === index ? [{ index: design, point: itemAt(designs, design), simulations }] : []));
  return { stdout: balanceShardText(file ?? { file: path, text: "", content: null }, prepared.shard, designs.length, results, rule), notes: [] };
}
