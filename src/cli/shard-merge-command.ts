/**
 * The `merge` subcommand of a command whose runs split into shards (`sweep merge`, `balance merge`): every
 * shard's document in, the whole run's outputs out. Its work loads only when it runs (`run` imports it), so
 * the CLI's start-up does not pay for it (issue 17).
 */
import { Command } from "commander";
import { messages, type ShardedCommand } from "../framework/messages.js";
import { deliverAnswer, textValues } from "./command-values.js";
import { UsageError } from "./usage-error.js";

/** The files a merge may write besides printing: the CSV, the chart and (a balance's) page. */
export type MergeOutput = "csv" | "chart" | "html";

/** What a merge is asked for: the JSON document or the table, and the files given. */
export type MergeRequest = { readonly json: boolean } & Partial<Record<MergeOutput, string>>;

/** One sharded command's merge: its help, the files it writes, and its work. */
export interface ShardMerge {
  readonly command: ShardedCommand;
  readonly description: string;
  /** The help line of `--json`. */
  readonly json: string;
  /** Each file it writes, with its help line, in the order `--help` lists them (after `--json`). */
  readonly outputs: ReadonlyArray<readonly [MergeOutput, string]>;
  /** The merge itself, loaded when the subcommand runs; returns standard output's text and the notes for stderr. */
  readonly run: (files: readonly string[], request: MergeRequest) => Promise<{ stdout: string; notes: string[] }>;
}

/**
 * The `merge` subcommand of a sharded command: its shard files, `--json` and its outputs. A flag of the
 * command itself (`--shard`, `--mc`) is refused naming what the merge takes, before the work loads. O(flags).
 * @throws {UsageError} (when it runs) for a flag the merge does not take.
 * @example shardMergeCommand({ command: "sweep", description: "join", json: "JSON", outputs: [["csv", "CSV"]], run: async () => ({ stdout: "", notes: [] }) }, () => undefined).options.map((o) => o.long) // ["--json", "--csv"]
 */
export function shardMergeCommand(merge: ShardMerge, done: (text: string) => void): Command {
  const names = merge.outputs.map(([name]) => name);
  const takes = new Set<string>(["json", ...names]);
  const command = new Command("merge").description(merge.description).argument("<files...>", "every shard's document, in any order").option("--json", merge.json);
  for (const [name, help] of merge.outputs) command.option(`--${name} <file>`, help);
  return command.action(async (files: string[], _options: unknown, self: Command) => {
    // Flags after `merge` may be read by the command itself first (its own outputs and --json): take them from both.
    const values: Record<string, unknown> = self.optsWithGlobals();
    const foreign = Object.keys(values).filter((name) => !takes.has(name));
    const flags = [...names.map((name) => `--${name}`), "--json"];
    if (foreign.length > 0) throw new UsageError(foreign.map((name) => messages.notForMerge(`--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, merge.command, flags)), `oddsmith ${merge.command} merge`);
    deliverAnswer(done, await merge.run(files, { json: values.json === true, ...textValues(values, names) }));
  });
}
