/**
 * A command that answers the question in a file and splits into shards (`sweep FILE`, `balance FILE`): the
 * file argument, the Monte Carlo flags, the command's own flags, `--json`, the files it writes, `--shard I/N`
 * and its `merge` subcommand, declared once; each command gives its own help words and its work.
 */
import { Command } from "commander";
import type { ShardedCommand } from "../framework/messages.js";
import type { MonteCarloField } from "../sim/monte-carlo-options.js";
import { deliverAnswer, monteCarloValues, textValues } from "./command-values.js";
import type { MergeOutput } from "./shard-merge-command.js";
import { TOOL_COMMANDS } from "./tool-commands.js";

/** What a file command's work is asked: the JSON document or the table, its Monte Carlo flags by field, and the text flags given. */
export type FileRequest<K extends string> = { readonly json: boolean; readonly monteCarloRaw: Record<string, unknown> } & Partial<Record<K | MergeOutput | "shard", string>>;

/** One sharded file command: its help, in the order `--help` lists it, and its work. */
export interface ShardedFile<K extends string> {
  readonly command: ShardedCommand;
  /** The help of the file argument. */
  readonly file: string;
  /** The Monte Carlo flags it takes, by field, listed first; `where(field)` says what each applies to. */
  readonly monteCarlo: readonly MonteCarloField[];
  readonly where: (field: MonteCarloField) => string;
  /** The command's own text flags, listed next: name, value placeholder, help. */
  readonly flags?: ReadonlyArray<readonly [K, string, string]>;
  /** The help line of `--json`. */
  readonly json: string;
  /** Each file it writes (`--NAME <file>`), with its help line, listed after `--json`. */
  readonly outputs: ReadonlyArray<readonly [MergeOutput, string]>;
  /** The help line of `--shard <I/N>`, listed last. */
  readonly shard: string;
  /** The builder of its `merge` subcommand (shard-merge-command.ts), given where the answer goes. */
  readonly merge: (done: (text: string) => void) => Command;
  /** The work: standard output's text and the notes for stderr. */
  readonly run: (file: string, request: FileRequest<K>) => Promise<{ stdout: string; notes: string[] }>;
}

/**
 * The command of `spec`: `<file>`, the Monte Carlo flags, its own flags, `--json`, its outputs, `--shard` and
 * `merge`, whose action hands the work the file, `--json`, the Monte Carlo values and the text flags given. O(flags).
 */
export function shardedFileCommand<K extends string = never>(spec: ShardedFile<K>, done: (text: string) => void): Command {
  const command = new Command(spec.command).description(TOOL_COMMANDS[spec.command].summary).argument("<file>", spec.file);
  const monteCarloOf = monteCarloValues(command, spec.monteCarlo, spec.where);
  const flags = spec.flags ?? [];
  for (const [name, value, help] of flags) command.option(`--${name} ${value}`, help);
  command.option("--json", spec.json);
  for (const [name, help] of spec.outputs) command.option(`--${name} <file>`, help);
  const names = [...flags.map(([name]) => name), ...spec.outputs.map(([name]) => name), "shard" as const];
  return command
    .option("--shard <I/N>", spec.shard)
    .addCommand(spec.merge(done))
    .action(async (file: string, values: Record<string, unknown>) => {
      deliverAnswer(done, await spec.run(file, { json: values.json === true, monteCarloRaw: monteCarloOf(values), ...textValues(values, names) }));
    });
}
