/**
 * `oddsmith sweep merge FILES… [--csv OUT] [--chart FILE] [--json]`: joins the documents of
 * `oddsmith sweep FILE --shard I/N` into the whole sweep, and writes exactly what the whole run writes.
 */
import { z } from "zod";
import { MAX_GRID_POINTS, pointLabel, type GridPoint } from "../framework/grid.js";
import { messages } from "../framework/messages.js";
import { quoteReceived } from "../core/quote-received.js";
import { parseStrictJson } from "../framework/strict-json.js";
import type { SweepPoint } from "../pipeline/sweep.js";
import { MAX_SHARDS, mergeShards, type SweepShard } from "../pipeline/sweep-shards.js";
import { MAX_TRIALS } from "../sim/monte-carlo-options.js";
import { readInputFile } from "../report/input-file.js";
import { prepareFileFolders } from "./outputs.js";
import { finishSweep, sweepOutputs, type OutputRequest } from "./sweep-deliver.js";
import { SHARD_FORMAT, shardDigest } from "./shard-digest.js";
import { checkSweepFile } from "./sweep-file.js";
import { specOrRefusal, UsageError } from "./usage-error.js";
import { itemAt } from "../core/checked-index.js";

const HELP = "oddsmith sweep merge";

const value = z.union([z.string(), z.number(), z.boolean()]);
const count = (most: number) => z.number().int().min(0).max(most);
const measureSchema = z.object({ value: z.number(), exact: z.string().optional(), low: z.number().optional(), high: z.number().optional() });
const resultSchema = z.object({ index: count(MAX_GRID_POINTS - 1), point: z.record(z.string(), value), measure: measureSchema, trials: count(MAX_TRIALS).min(1).optional(), seed: z.number().int().optional() });

/** A probability's place: between 0 and 1. */
const isProbability = (x: number | undefined) => x === undefined || (x >= 0 && x <= 1);

/** An exact figure "n/d" agrees with its float (to the float's own rounding), or is absent. */
function exactAgrees(exact: string | undefined, float: number): boolean {
  if (exact === undefined) return true;
  const match = /^(-?\d+)\/(\d+)$/.exec(exact);
  if (match === null || /^0+$/.test(itemAt(match, 2))) return false;
  // Thousands of digits (an Ash campaign's fractions) overflow a float: both are cut to the denominator's top 900 bits first.
  const [numerator, denominator] = [BigInt(itemAt(match, 1)), BigInt(itemAt(match, 2))];
  const shift = BigInt(Math.max(0, denominator.toString(2).length - 900));
  const ratio = Number(numerator >> shift) / Number(denominator >> shift);
  return Math.abs(ratio - float) <= 1e-12 * Math.max(1, Math.abs(float));
}

/** The document `oddsmith sweep FILE --shard I/N` prints; every count and probability range-checked. */
const shardSchema = z
  .object({
    oddsmithSweepShard: z.literal(SHARD_FORMAT, { error: `expected ${SHARD_FORMAT}, the format this oddsmith writes (compute the shard again with it)` }),
    sweep: z.object({ file: z.string(), sha256: z.string().regex(/^[0-9a-f]{64}$/), content: z.unknown() }),
    shard: z.object({ index: count(MAX_SHARDS - 1), count: count(MAX_SHARDS).min(1) }),
    monteCarlo: z.object({ trials: count(MAX_TRIALS).min(1), seed: count(Number.MAX_SAFE_INTEGER), precision: z.number().gt(0).max(0.25).nullable() }).nullable(),
    points: count(MAX_GRID_POINTS).min(1),
    probability: z.boolean(),
    results: z.array(resultSchema),
    sha256: z.string(),
  })
  .superRefine((shard, context) => {
    const problem = (path: PropertyKey[], message: string) => context.addIssue({ code: "custom", path, message });
    if (shard.shard.index >= shard.shard.count) problem(["shard", "index"], `expected below the shard count ${shard.shard.count}`);
    shard.results.forEach(({ index, measure }, i) => {
      if (index >= shard.points) problem(["results", i, "index"], `expected below the point count ${shard.points}`);
      const { value: float, low, high, exact } = measure;
      if (shard.probability && ![float, low, high].every(isProbability)) problem(["results", i, "measure"], "expected probabilities from 0 to 1");
      else if ((low !== undefined && low > float) || (high !== undefined && high < float)) problem(["results", i, "measure"], "expected low ≤ value ≤ high");
      else if (!exactAgrees(exact, float)) problem(["results", i, "measure", "exact"], `expected the fraction n/d equal to value ${float}`);
    });
  });

/** Reads one shard document, or a problem naming the file: not JSON, a digest that does not match its content, a field out of range. */
function readShard(path: string): { shard: SweepShard } | { problem: string } {
  const read = readInputFile("sweep merge", path);
  if ("problem" in read) return read;
  const json = parseStrictJson(read.text);
  if ("problem" in json) return { problem: json.syntax ? messages.notShard(path, `not JSON: ${json.problem}`) : messages.fileStructure("sweep merge", path, json.problem) };
  const raw: unknown = json.value;
  // The digest is over the content as written (before the schema's parsing drops anything); an edit is named as one.
  if (raw !== null && typeof raw === "object" && !Array.isArray(raw) && "sha256" in raw && typeof raw.sha256 === "string") {
    const { sha256: recorded, ...content } = raw;
    if (shardDigest(content) !== recorded) return { problem: messages.shardEdited(path) };
  }
  const parsed = shardSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = itemAt(parsed.error.issues, 0);
    return { problem: messages.notShard(path, `${issue.path.join(".") || "the document"}: ${issue.message}`) };
  }
  const { oddsmithSweepShard: _version, sha256: _digest, ...shard } = parsed.data;
  return { shard };
}

/** The first merged point whose grid values are not the sweep file's at its index (an edited shard), in words. */
function pointProblem(points: readonly SweepPoint[], expected: readonly GridPoint[]): string | undefined {
  const wrong = points.findIndex((point, i) => pointLabel(point.point) !== pointLabel(itemAt(expected, i)));
  return wrong < 0 ? undefined : messages.shardPointWrong(wrong, pointLabel(itemAt(points, wrong).point), pointLabel(itemAt(expected, wrong)));
}

/**
 * Merges shard documents into the whole sweep: every file read and checked (one sweep file, seed, trial
 * count and shard count; each shard once; none missing), the sweep file they carry checked again, then
 * the table, JSON document, CSV and chart built as the whole run builds them. Only the command line's
 * --csv and --chart are written (the sweep file's own outputs name paths on the machine that ran it).
 */
export async function runSweepMerge(paths: readonly string[], request: OutputRequest): Promise<{ stdout: string; notes: string[] }> {
  const read = paths.map((path) => ({ path, ...readShard(path) }));
  const problems = read.flatMap((file) => ("problem" in file ? [file.problem] : []));
  if (problems.length > 0) throw new UsageError(problems, HELP);
  const merged = mergeShards(read.flatMap((file) => ("shard" in file ? [{ label: quoteReceived(file.path), shard: file.shard }] : [])));
  if ("problems" in merged) throw new UsageError(merged.problems, HELP);
  const points: SweepPoint[] = merged.points.map(({ index: _index, ...point }) => point);
  const { first } = merged;
  const checked = await checkSweepFile(first.sweep.file, first.sweep.content);
  const spec = specOrRefusal(checked, HELP);
  const wrongPoint = pointProblem(points, spec.points);
  if (wrongPoint !== undefined) throw new UsageError([wrongPoint], HELP);
  const outputs = sweepOutputs(spec, first.sweep.file, request, false);
  if (outputs.problems.length > 0) throw new UsageError(outputs.problems, HELP);
  await prepareFileFolders([outputs.csv, outputs.chart], HELP);
  const simulation = first.monteCarlo === null ? undefined : { seed: first.monteCarlo.seed, precision: first.monteCarlo.precision ?? undefined };
  return finishSweep(spec, points, merged.probability, simulation, outputs, request.json);
}
