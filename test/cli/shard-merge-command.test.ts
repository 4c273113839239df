import { describe, expect, it } from "vitest";
import { shardMergeCommand, type MergeRequest } from "../../src/cli/shard-merge-command.js";
import { UsageError } from "../../src/cli/usage-error.js";

/** A merge whose work records what it was asked. */
function recordingMerge(command: "sweep" | "balance", outputs: ReadonlyArray<readonly ["csv" | "chart" | "html", string]>) {
  const calls: Array<{ files: readonly string[]; request: MergeRequest }> = [];
  const printed: string[] = [];
  const merge = shardMergeCommand(
    { command, description: "join", json: "print JSON", outputs, run: async (files, request) => (calls.push({ files, request }), { stdout: `merged ${files.length}`, notes: [] }) },
    (text) => printed.push(text),
  ).exitOverride();
  return { merge, calls, printed };
}

describe("shardMergeCommand", () => {
  it("takes the shard files, --json and its outputs in order, and hands the work the files and the outputs given", async () => {
    const { merge, calls, printed } = recordingMerge("balance", [["csv", "CSV"], ["chart", "chart"], ["html", "page"]]);
    expect(merge.name()).toBe("merge");
    expect(merge.options.map((option) => [option.long, option.description])).toEqual([["--json", "print JSON"], ["--csv", "CSV"], ["--chart", "chart"], ["--html", "page"]]);
    await merge.parseAsync(["s0.json", "s1.json", "--html", "p.html", "--json"], { from: "user" });
    expect(calls).toEqual([{ files: ["s0.json", "s1.json"], request: { json: true, html: "p.html" } }]);
    expect(printed).toEqual(["merged 2"]);
  });

  it("refuses a flag of the command itself before the work, naming what the merge takes", async () => {
    const { merge, calls } = recordingMerge("balance", [["csv", "CSV"], ["chart", "chart"], ["html", "page"]]);
    merge.option("--max-rounds <n>");
    const refused = await merge.parseAsync(["s0.json", "--max-rounds", "3"], { from: "user" }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UsageError);
    expect(refused instanceof UsageError ? [refused.problems, refused.helpCommand] : []).toEqual([
      ["--max-rounds: not an option of balance merge (it takes --csv, --chart, --html and --json; the shards were computed with the rest)"],
      "oddsmith balance merge",
    ]);
    expect(calls).toEqual([]);
  });

  it("a sweep's merge names the sweep's outputs", async () => {
    const { merge } = recordingMerge("sweep", [["csv", "CSV"], ["chart", "chart"]]);
    merge.option("--mc <n>");
    const refused = await merge.parseAsync(["s0.json", "--mc", "9"], { from: "user" }).catch((error: unknown) => error);
    expect(refused instanceof UsageError ? refused.problems : []).toEqual(["--mc: not an option of sweep merge (it takes --csv, --chart and --json; the shards were computed with the rest)"]);
  });
});
