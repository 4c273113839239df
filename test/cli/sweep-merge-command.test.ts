import { describe, expect, it } from "vitest";
import { sweepMergeCommand } from "../../src/cli/sweep-merge-command.js";

describe("sweepMergeCommand", () => {
  it("is the `merge` subcommand taking shard files and the whole run's outputs", () => {
    const command = sweepMergeCommand(() => undefined);
    expect(command.name()).toBe("merge");
    expect(command.options.map((option) => option.long)).toEqual(["--json", "--csv", "--chart"]);
    expect(command.registeredArguments.map((argument) => [argument.name(), argument.variadic])).toEqual([["files", true]]);
  });

  it("refuses a flag of the sweep itself (--shard) before loading the merge", async () => {
    const command = sweepMergeCommand(() => undefined).exitOverride();
    command.option("--shard <spec>");
    await expect(command.parseAsync(["a.json", "--shard", "0/3"], { from: "user" })).rejects.toThrow(/--shard/);
  });
});
