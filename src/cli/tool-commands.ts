/**
 * The commands beside the games' and the report: their names in help order, each one's help line and
 * summary. Each command's module reads its summary here; main.ts loads a module only when the command line
 * names its command, and lists the others in help from this table alone, so `oddsmith kingstone check …`
 * and `oddsmith --help` load none of them (issue 29: start-up).
 */
import { citeRules } from "../framework/rules-citation.js";

/** A command of the table: its term in the help's command list (as commander prints its name, flags and arguments) and its summary. */
export interface ToolCommand {
  readonly term: string;
  readonly summary: string;
}

/** The commands in help order. A test checks each term against the loaded command's own. */
export const TOOL_COMMANDS = {
  sweep: {
    term: "sweep [options] <file>",
    summary: "one analysis over a grid of parameters (a JSON or YAML sweep file): a table, CSV rows and a heatmap or line chart",
  },
  balance: {
    term: "balance [options] <file>",
    summary: "which rules give these odds: the designs (option values) whose figures meet every target, ranked, or the nearest misses; exact, or simulated with --mc (docs/balance.md)",
  },
  validate: {
    term: "validate [options] [game] [analysis]",
    summary: "check every Monte Carlo sampler against its exact solver: a seeded simulation per case and a chi-squared test (p < 0.001 fails)",
  },
  audit: {
    term: "audit [options]",
    summary: `check each rulebook's claims about its own odds against the exact solvers (${citeRules("6")})`,
  },
  serve: {
    term: "serve [options]",
    summary: "serve the workbench (the web page of every analysis, built by npm run build) on this machine until Ctrl-C",
  },
} as const satisfies Readonly<Record<string, ToolCommand>>;

/** A command of the table, by name. */
export type ToolName = keyof typeof TOOL_COMMANDS;

/** Whether a word of the command line names a command of the table. O(1). */
export function isToolName(word: string | undefined): word is ToolName {
  return word !== undefined && Object.hasOwn(TOOL_COMMANDS, word);
}
