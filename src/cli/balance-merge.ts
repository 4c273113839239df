/**
 * `oddsmith balance merge FILES… [--csv OUT] [--chart FILE] [--html FILE] [--json]`: joins the documents
 * of `oddsmith balance FILE --shard I/N` into the whole balance, and prints and writes exactly what the
 * whole run does. A shard file is untrusted input: it is read as a sweep's shard is (src/cli/sweep-merge.ts):
 * its digest, every field's range, one balance file and shard count, each shard once, none missing, and
 * its points the ones the balance file it carries can reach, in order. Shards of a simulated balance
 * (each a set of designs with every simulation its rounds made) must share the rule (trials, seed,
 * rounds); the merge reruns the rule reading their simulations, and refuses one that lacks a simulation the
 * rerun needs, naming the file.
 */
import { z } from "zod";
import { quoteReceived } from "../core/quote-received.js";
import { itemAt } from "../core/checked-index.js";
import type { ResultFigures } from "../framework/analysis.js";
import { expandGrid, pointLabel, type GridPoint } from "../framework/grid.js";
import { messages } from "../framework/messages.js";
import { parseStrictJson } from "../framework/strict-json.js";
import { pointKey } from "../balance/solve-cache.js";
import { MAX_SHARDS, mergeShards, type Shard } from "../pipeline/sweep-shards.js";
import { readInputFile } from "../report/input-file.js";
import { MAX_BALANCE_POINTS, checkBalanceFile } from "./balance-file.js";
import { balanceOutputs, deliverBalance, searchBalance, solvedPoints } from "./balance-deliver.js";
import { BALANCE_SHARD_FORMAT, type BalanceShardSimulation } from "./balance-shard.js";
import { MAX_ROUNDS, deliverSimulated, searchSimulated } from "./balance-simulated.js";
import type { BalanceSpec } from "./balance-file.js";
import type { SimulatePoint } from "../balance/simulated.js";
import { MAX_TRIALS } from "../sim/monte-carlo-options.js";
import { fileOutputPaths } from "./sweep-deliver.js";
import { prepareFileFolders } from "./outputs.js";
import { shardDigest } from "./shard-digest.js";
import type { OutputRequest } from "./sweep-deliver.js";
import { specOrRefusal, UsageError } from "./usage-error.js";

const HELP = "oddsmith balance merge";

const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const count = (most: number) => z.number().int().min(0).max(most);
const probability = z.number().min(0).max(1);
const fraction = z.string().regex(/^-?\d+\/[1-9]\d*$/, { error: "expected a fraction n/d" });
const figuresSchema = z.strictObject({
  outcomes: z.array(z.looseObject({ outcome: z.string(), probability, exact: fraction.optional() }).catchall(cell)),
  summary: z.record(z.string(), z.number()),
  summaryExact: z.record(z.string(), fraction),
  rows: z.array(z.record(z.string(), cell)).optional(),
});
const pointSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
const simulationSchema = z.strictObject({ point: pointSchema, trials: z.number().int().min(1).max(MAX_TRIALS), figures: figuresSchema });
const resultSchema = z.strictObject({ index: count(MAX_BALANCE_POINTS - 1), point: pointSchema, figures: figuresSchema.optional(), simulations: z.array(simulationSchema).optional() });
const ruleSchema = z.strictObject({ trials: z.number().int().min(1).max(MAX_TRIALS), seed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), rounds: z.number().int().min(1).max(MAX_ROUNDS) });

/** The document `oddsmith balance FILE --shard I/N` prints; every count and probability range-checked. */
const shardSchema = z
  .strictObject({
    oddsmithBalanceShard: z.literal(BALANCE_SHARD_FORMAT, { error: `expected ${BALANCE_SHARD_FORMAT}, the format this oddsmith writes (compute the shard again with it)` }),
    balance: z.strictObject({ file: z.string(), sha256: z.string().regex(/^[0-9a-f]{64}$/), content: z.unknown() }),
    shard: z.strictObject({ index: count(MAX_SHARDS - 1), count: count(MAX_SHARDS).min(1) }),
    monteCarlo: ruleSchema.optional(),
    points: count(MAX_BALANCE_POINTS).min(1),
    results: z.array(resultSchema),
    sha256: z.string(),
  })
  .superRefine((shard, context) => {
    if (shard.shard.index >= shard.shard.count) context.addIssue({ code: "custom", path: ["shard", "index"], message: `expected below the shard count ${shard.shard.count}` });
    shard.results.forEach(({ index }, i) => {
      if (index >= shard.points) context.addIssue({ code: "custom", path: ["results", i, "index"], message: `expected below the point count ${shard.points}` });
    });
    // An exact shard holds each point's figures; a simulated one each design's simulations.
    const held = shard.monteCarlo === undefined ? "figures" : "simulations";
    shard.results.forEach((result, i) => {
      if (result[held] === undefined) context.addIssue({ code: "custom", path: ["results", i, held], message: `expected the ${held} of this ${held === "figures" ? "point" : "design"}` });
    });
  });

/** One point a shard solved (or, simulated, one design with its simulations), as the merge keeps it. */
interface SolvedPoint {
  readonly point: GridPoint;
  readonly figures?: ResultFigures;
  readonly simulations?: readonly BalanceShardSimulation[];
}

/** Reads one shard document, or a problem naming the file: not JSON, a digest that does not match its content, a field out of range. */
function readShard(path: string): { shard: Shard<SolvedPoint>; rounds?: number } | { problem: string } {
  const read = readInputFile("balance merge", path);
  if ("problem" in read) return read;
  const json = parseStrictJson(read.text);
  if ("problem" in json) return { problem: json.syntax ? messages.notShard(path, `not JSON: ${json.problem}`, "balance") : messages.fileStructure("balance merge", path, json.problem) };
  const raw: unknown = json.value;
  // The digest is over the content as written (before the schema's parsing drops anything); an edit is named as one.
  if (raw !== null && typeof raw === "object" && !Array.isArray(raw) && "sha256" in raw && typeof raw.sha256 === "string") {
    const { sha256: recorded, ...content } = raw;
    if (shardDigest(content) !== recorded) return { problem: messages.shardEdited(path, "balance") };
  }
  const parsed = shardSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = itemAt(parsed.error.issues, 0);
    return { problem: messages.notShard(path, `${issue.path.join(".") || "the document"}: ${issue.message}`, "balance") };
  }
  const { balance, shard, points, results, monteCarlo } = parsed.data;
  // The merge compares files, seeds, trials, shard counts and points as a sweep's does (rounds: below).
  const simulation = monteCarlo === undefined ? null : { trials: monteCarlo.trials, seed: monteCarlo.seed, precision: null };
  return { shard: { sweep: balance, shard, monteCarlo: simulation, points, probability: true, results }, ...(monteCarlo === undefined ? {} : { rounds: monteCarlo.rounds }) };
}

/**
 * Merges shard documents into the whole balance: every file read and checked (one balance file and shard
 * count; each shard once; none missing), the balance file they carry checked again and its points compared
 * with the shards', then the search run on the shards' figures and the table, JSON document, CSV, chart and
 * page delivered as the whole run delivers them. Only the command line's outputs are written (the balance
 * file's own name paths on the machine that ran it). Returns standard output's text and the notes.
 * @throws {UsageError} naming the file, for any problem with a shard or the flags.
 */
export async function runBalanceMerge(paths: readonly string[], request: OutputRequest & { readonly html?: string }): Promise<{ stdout: string; notes: string[] }> {
  if (paths.length === 0) throw new UsageError(["balance merge: expected at least one shard file, received none"], HELP);
  const read = paths.map((path) => ({ path, ...readShard(path) }));
  const problems = read.flatMap((file) => ("problem" in file ? [file.problem] : []));
  if (problems.length > 0) throw new UsageError(problems, HELP);
  const merged = mergeShards(read.flatMap((file) => ("shard" in file ? [{ label: quoteReceived(file.path), shard: file.shard }] : [])), "balance");
  if ("problems" in merged) throw new UsageError(merged.problems, HELP);
  const file = merged.first.sweep.file;
  const spec = specOrRefusal(await checkBalanceFile(file, merged.first.sweep.content), HELP);
  if (merged.first.monteCarlo !== null) return mergeSimulated(read.flatMap((one) => ("shard" in one ? [{ label: quoteReceived(one.path), ...one }] : [])), spec, merged.points, request);
  const expected = solvedPoints(spec.question);
  const wrong = expected.length !== merged.points.length ? 0 : merged.points.findIndex((solved, i) => pointKey(solved.point) !== pointKey(itemAt(expected, i)));
  if (wrong >= 0) throw new UsageError([messages.shardPointWrong(wrong, pointLabel(merged.points[wrong]?.point ?? {}), pointLabel(expected[wrong] ?? {}), "balance")], HELP);
  const outputProblems: string[] = [];
  const outputs = balanceOutputs(file, spec, request, outputProblems, false);
  if (outputProblems.length > 0) throw new UsageError(outputProblems, HELP);
  await prepareFileFolders([outputs.csv, outputs.chart, outputs.html], HELP);
  const figures = new Map(merged.points.flatMap((solved) => (solved.figures === undefined ? [] : [[pointKey(solved.point), solved.figures] as const])));
  const figuresAt = (point: GridPoint) => {
    const found = figures.get(pointKey(point));
    // Every point the search reaches is one solvedPoints lists, and the shards hold each (checked above).
    if (found === undefined) throw new Error(`balance merge: the point ${pointLabel(point)} is in no shard`);
    return found;
  };
  return deliverBalance(spec, searchBalance(file, spec, figuresAt, HELP), outputs, request.json);
}

/** A shard as read, with its label and, when simulated, the rule's rounds. */
interface ReadShard {
  readonly label: string;
  readonly path: string;
  readonly shard: Shard<SolvedPoint>;
  readonly rounds?: number;
}

/**
 * Merges the shards of a simulated balance: one rule (the rounds compared here; seed and trials by
 * mergeShards), each design where the grid has it, then the rule rerun in-process reading the shards'
 * simulations, so the table, JSON and CSV are the whole run's. Cost: the rule's, with lookups for simulations.
 * @throws {UsageError} naming the file, for rounds that differ, a design out of place or a simulation a shard lacks.
 */
async function mergeSimulated(shards: readonly ReadShard[], spec: BalanceSpec, designs: ReadonlyArray<SolvedPoint & { readonly index: number }>, request: OutputRequest & { readonly html?: string }): Promise<{ stdout: string; notes: string[] }> {
  const first = itemAt(shards, 0);
  const other = shards.find((one) => one.rounds !== first.rounds);
  if (other !== undefined) throw new UsageError([messages.shardsDiffer(other.label, "rounds", String(other.rounds), first.label, String(first.rounds), "balance")], HELP);
  const file = first.shard.sweep.file;
  const expected = expandGrid(spec.question.choose, Number.MAX_SAFE_INTEGER);
  const wrong = expected.length !== designs.length ? 0 : designs.findIndex((design, i) => pointKey(design.point) !== pointKey(itemAt(expected, i)));
  if (wrong >= 0) throw new UsageError([messages.shardPointWrong(wrong, pointLabel(designs[wrong]?.point ?? {}), pointLabel(expected[wrong] ?? {}), "balance")], HELP);
  const problems: string[] = [];
  for (const [flag, given] of [["--chart", request.chart], ["--html", request.html]] as const) if (given !== undefined) problems.push(`${flag}: a simulated balance writes its table, JSON and CSV only`);
  const outputs = fileOutputPaths(spec, file, request, false);
  problems.push(...outputs.problems);
  if (problems.length > 0) throw new UsageError(problems, HELP);
  await prepareFileFolders([outputs.csv], HELP);
  const made = new Map(designs.flatMap((design) => (design.simulations ?? []).map((made) => [`${made.trials} ${pointKey(made.point)}`, made.figures] as const)));
  const { count } = first.shard.shard;
  const owner = new Map(shards.map((one) => [one.shard.shard.index, one.path]));
  const simulate: SimulatePoint = async (point, trials, _seed, design) => {
    const found = made.get(`${trials} ${pointKey(point)}`);
    if (found === undefined) throw new UsageError([messages.notShard(owner.get(design % count) ?? file, `results: design ${design} (${pointLabel(itemAt(expected, design))}) lacks its simulation of ${pointLabel(point)} at ${trials} trials, which the rule needs (compute the shard again)`, "balance")], HELP);
    return found;
  };
  const rule = { trials: first.shard.monteCarlo?.trials ?? 0, seed: first.shard.monteCarlo?.seed ?? 0, rounds: first.rounds ?? 0 };
  return deliverSimulated(spec, await searchSimulated(file, spec, simulate, rule, HELP), rule, request.json, outputs.csv);
}
