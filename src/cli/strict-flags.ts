/**
 * What commander lets through or words for itself, made strict and worded like every other usage error: a
 * flag that takes one value given twice (commander keeps the last, silently), and commander's own errors in
 * a command that has options rather than subcommands (a flag without its value, an unknown flag, a stray
 * argument), which name the command's --help rather than its parent's.
 */
import type { Command, CommanderError } from "commander";
import { messages } from "../framework/messages.js";
import { flagName, type OptionSpecs } from "../framework/options.js";
import { UsageError } from "./usage-error.js";

/** How many times each single-value flag was given, per command (the program is built afresh for each run). */
const counts = new WeakMap<Command, Map<string, number>>();
/** The command whose parsing raised each commander error. */
const origins = new WeakMap<Error, Command>();

/**
 * Makes `command` and every command under it count their single-value flags as they are parsed and exit
 * through exceptions (for main() to word) instead of process.exit. A variadic flag (`--trait a --trait b`)
 * or one with a collecting parser (serve's `--allowed-host a --allowed-host b`) keeps its repeats and a
 * switch means the same given twice, so none of them is counted. O(options).
 */
export function watchFlags(command: Command): void {
  const given = new Map<string, number>();
  counts.set(command, given);
  for (const option of command.options) {
    if (option.variadic || option.parseArg !== undefined || !(option.required || option.optional)) continue;
    const flag = option.long ?? option.flags;
    command.on(`option:${option.name()}`, () => given.set(flag, (given.get(flag) ?? 0) + 1));
  }
  command.exitOverride((error) => {
    origins.set(error, command);
    throw error;
  });
  command.configureOutput({ outputError: () => {} });
  for (const child of command.commands) watchFlags(child);
}

/**
 * The problems of the single-value flags given more than once to `command`, in words (after `--bonus 2
 * --bonus 3`: "--bonus: given 2 times, but it takes one value"); empty when none was. O(options).
 */
export function repeatedFlags(command: Command): string[] {
  return [...(counts.get(command) ?? [])].flatMap(([flag, times]) => (times > 1 ? [messages.givenTwice(flag, times)] : []));
}

/** The words that run a command, from the program's name down: "oddsmith kingstone check". */
export function commandPath(command: Command): string {
  return command.parent ? `${commandPath(command.parent)} ${command.name()}` : command.name();
}

/**
 * A commander error raised while parsing a command that takes options (not subcommands) as a usage error of
 * that command: a missing value says which value is wanted (from `specsOf`, the command's option specs when
 * it has them), other errors keep commander's words. Undefined for errors of a command that only has
 * subcommands (an unknown command), help and version.
 */
export function usageErrorOf(error: CommanderError, specsOf: (command: Command) => OptionSpecs): UsageError | undefined {
  const command = origins.get(error);
  // A command with subcommands and no arguments of its own only dispatches; `sweep FILE` (with `sweep merge`) takes options.
  if (command === undefined || (command.commands.length > 0 && command.registeredArguments.length === 0)) return undefined;
  if (["commander.helpDisplayed", "commander.version", "commander.help"].includes(error.code)) return undefined;
  const helpCommand = commandPath(command);
  if (error.code === "commander.optionMissingArgument") {
    const flag = /'(--?[\w-]+)/.exec(error.message)?.[1] ?? "";
    const spec = Object.entries(specsOf(command)).find(([field, option]) => flagName(field, option) === flag)?.[1];
    return new UsageError([messages.valueMissing(flag, spec?.allowed)], helpCommand);
  }
  const [message, suggestion] = error.message.replace(/^error: /, "").split("\n");
  return new UsageError([`${message}${suggestion ? ` ${suggestion.replace(/^\((.*)\)$/, "$1")}` : ""}`], helpCommand);
}
