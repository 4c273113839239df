/**
 * The `sweep merge` subcommand's flags and help; its work (src/cli/sweep-merge.ts, with zod) loads only when
 * it runs, so the CLI's start-up does not pay for it (issue 17).
 */
import type { Command } from "commander";
import { shardMergeCommand } from "./shard-merge-command.js";

/** The `sweep merge` subcommand. */
export function sweepMergeCommand(done: (text: string) => void): Command {
  return shardMergeCommand(
    {
      command: "sweep",
      description: "join the documents of `oddsmith sweep FILE --shard I/N` into the whole sweep: the same table, JSON, CSV and chart (docs/scale-out.md)",
      json: "print the JSON document (game, analysis, fixed, grid, measure, points)",
      outputs: [
        ["csv", "write the rows as CSV here"],
        ["chart", "write the chart here: FILE.vl.json or FILE.svg"],
      ],
      run: async (files, request) => (await import("./sweep-merge.js")).runSweepMerge(files, request),
    },
    done,
  );
}
