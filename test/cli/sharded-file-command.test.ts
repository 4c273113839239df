import { Command } from "commander";
import { describe, expect, it } from "vitest";
import { shardedFileCommand, type FileRequest } from "../../src/cli/sharded-file-command.js";
import { TOOL_COMMANDS } from "../../src/cli/tool-commands.js";

/** A balance-like file command whose work records what it was asked, and whose merge records the `done` it was built with. */
function recordingCommand() {
  const calls: Array<{ file: string; request: FileRequest<"rounds"> }> = [];
  const printed: string[] = [];
  const mergeDone: Array<(text: string) => void> = [];
  const command = shardedFileCommand(
    {
      command: "balance",
      file: "the file",
      monteCarlo: ["trials", "seed"],
      where: (field) => `for ${field}`,
      flags: [["rounds", "<n>", "rounds help"]],
      json: "json help",
      outputs: [
        ["csv", "csv help"],
        ["html", "html help"],
      ],
      shard: "shard help",
      merge: (done) => (mergeDone.push(done), new Command("merge")),
      run: async (file, request) => (calls.push({ file, request }), { stdout: `answered ${file}`, notes: [] }),
    },
    (text) => printed.push(text),
  ).exitOverride();
  return { command, calls, printed, mergeDone };
}

describe("shardedFileCommand", () => {
  it("declares <file>, the Monte Carlo flags, its own flags, --json, its outputs and --shard in that order, each with its help, and its merge", () => {
    const { command, mergeDone } = recordingCommand();
    expect(command.name()).toBe("balance");
    expect(command.description()).toBe(TOOL_COMMANDS.balance.summary);
    expect(command.registeredArguments.map((argument) => [argument.name(), argument.description])).toEqual([["file", "the file"]]);
    expect(command.options.map((option) => option.flags)).toEqual(["--mc <value>", "--seed <value>", "--rounds <n>", "--json", "--csv <file>", "--html <file>", "--shard <I/N>"]);
    expect(command.options.slice(2).map((option) => option.description)).toEqual(["rounds help", "json help", "csv help", "html help", "shard help"]);
    expect(command.options[1]?.description).toMatch(/, for seed \(/);
    expect(command.commands.map((sub) => sub.name())).toEqual(["merge"]);
    expect(mergeDone).toHaveLength(1);
  });

  it("hands the work the file, --json, the Monte Carlo values by field and the text flags given (and no others), and prints its answer", async () => {
    const { command, calls, printed } = recordingCommand();
    await command.parseAsync(["q.yaml", "--mc", "500", "--rounds", "3", "--html", "p.html", "--shard", "1/4"], { from: "user" });
    expect(calls).toEqual([{ file: "q.yaml", request: { json: false, monteCarloRaw: { trials: "500" }, rounds: "3", html: "p.html", shard: "1/4" } }]);
    expect(printed).toEqual(["answered q.yaml"]);
  });

  it("reads --json as true and leaves every flag not given out of the request", async () => {
    const { command, calls } = recordingCommand();
    await command.parseAsync(["q.yaml", "--json"], { from: "user" });
    expect(calls).toEqual([{ file: "q.yaml", request: { json: true, monteCarloRaw: {} } }]);
  });
});
