/**
 * The `sweep merge` subcommand's flags and help; its work (src/cli/sweep-merge.ts, with zod) loads only when
 * it runs, so the CLI's start-up does not pay for it (issue 17).
 */
import { Command } from "commander";
import { messages } from "../framework/messages.js";
import { UsageError } from "./usage-error.js";

const HELP = "oddsmith sweep merge";

/** The `sweep merge` subcommand. */
export function sweepMergeCommand(done: (text: string) => void): Command {
  return new Command("merge")
    .description("join the documents of `oddsmith sweep FILE --shard I/N` into the whole sweep: the same table, JSON, CSV and chart (docs/scale-out.md)")
    .argument("<files...>", "every shard's document, in any order")
    .option("--json", "print the JSON document (game, analysis, fixed, grid, measure, points)")
    .option("--csv <file>", "write the rows as CSV here")
    .option("--chart <file>", "write the chart here: FILE.vl.json or FILE.svg")
    .action(async (files: string[], _options: unknown, command: Command) => {
      // Flags after `merge` may be read by `sweep` first (its own --csv, --chart, --json): take them from both.
      const values: Record<string, unknown> = command.optsWithGlobals();
      const foreign = Object.keys(values).filter((name) => !["json", "csv", "chart"].includes(name));
      if (foreign.length > 0) throw new UsageError(foreign.map((name) => messages.notForMerge(`--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`)), HELP);
      const { runSweepMerge } = await import("./sweep-merge.js");
      const { stdout, notes } = await runSweepMerge(files, {
        json: values.json === true,
        ...(typeof values.csv === "string" ? { csv: values.csv } : {}),
        ...(typeof values.chart === "string" ? { chart: values.chart } : {}),
      });
      for (const note of notes) process.stderr.write(`${note}\n`);
      done(stdout);
    });
}
