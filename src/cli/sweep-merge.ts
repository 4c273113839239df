/**
 * `oddsmith sweep merge FILES… [--csv OUT] [--chart FILE] [--json]`: joins the documents of
 * `oddsmith sweep FILE --shard I/N` into the whole sweep, and writes exactly what the whole run writes.
 */
import { dirname, resolve } from "node:path";
import { z } from "zod";
import { messages, quoteReceived } from "../core/messages.js";
import { parseStrictJson } from "../core/strict-json.js";
import { mergeShards, type SweepShard } from "../pipeline/sweep-shards.js";
import { readInputFile } from "./input-file.js";
import { prepareOutputFolders } from "./output-paths.js";
import { STANDARD_OUTPUT } from "./outputs.js";
import { finishSweep, sweepOutputs, type OutputRequest } from "./sweep-deliver.js";
import { checkSweepFile } from "./sweep-file.js";
import { UsageError } from "./usage-error.js";

const HELP = "oddsmith sweep merge";

const value = z.union([z.string(), z.number(), z.boolean()]);
const measureSchema = z.object({ value: z.number(), exact: z.string().optional(), low: z.number().optional(), high: z.number().optional() });
const resultSchema = z.object({ index: z.number().int(), point: z.record(z.string(), value), measure: measureSchema, trials: z.number().optional(), seed: z.number().optional() });

/** The document `oddsmith sweep FILE --shard I/N` prints. */
const shardSchema = z.object({
  oddsmithSweepShard: z.literal(1),
  sweep: z.object({ file: z.string(), sha256: z.string(), content: z.unknown() }),
  shard: z.object({ index: z.number().int(), count: z.number().int() }),
  monteCarlo: z.object({ trials: z.number(), seed: z.number(), precision: z.number().nullable() }).nullable(),
  points: z.number().int(),
  probability: z.boolean(),
  results: z.array(resultSchema),
});

/** Reads one shard document, or a problem naming the file. */
function readShard(path: string): { shard: SweepShard } | { problem: string } {
  const read = readInputFile("sweep merge", path);
  if ("problem" in read) return read;
  const json = parseStrictJson(read.text);
  if ("problem" in json) return { problem: json.syntax ? messages.notShard(path, `not JSON: ${json.problem}`) : messages.fileStructure("sweep merge", path, json.problem) };
  const parsed = shardSchema.safeParse(json.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { problem: messages.notShard(path, `${issue.path.join(".") || "the document"}: ${issue.message}`) };
  }
  const { oddsmithSweepShard: _version, ...shard } = parsed.data;
  return { shard: shard as SweepShard };
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
  const merged = mergeShards(read.map((file) => ({ label: quoteReceived(file.path), shard: (file as { shard: SweepShard }).shard })));
  if ("problems" in merged) throw new UsageError(merged.problems, HELP);
  const { first } = merged;
  const checked = await checkSweepFile(first.sweep.file, first.sweep.content);
  if (checked.spec === undefined) throw new UsageError(checked.problems, HELP);
  const outputs = sweepOutputs(checked.spec, first.sweep.file, request, false);
  if (outputs.problems.length > 0) throw new UsageError(outputs.problems, HELP);
  const folderProblems = await prepareOutputFolders([outputs.csv, outputs.chart].flatMap((output) => (output && output.path !== STANDARD_OUTPUT ? [{ flag: output.label, folder: dirname(resolve(output.path)) }] : [])));
  if (folderProblems.length > 0) throw new UsageError(folderProblems, HELP);
  const simulation = first.monteCarlo === null ? undefined : { seed: first.monteCarlo.seed, precision: first.monteCarlo.precision ?? undefined };
  return finishSweep(checked.spec, merged.points, merged.probability, simulation, outputs, request.json);
}
