import { describe, expect, it, vi } from "vitest";
import { GAMES } from "../../src/analyses/catalog.js";
import { analysesOf } from "../../src/analyses/index.js";
import { runCli, runMain, expectUsageError } from "../support/cli.js";



describe("oddsmith: commands, flags and exit codes", () => {
  it("an unknown flag is named with the options there are", async () => {
    await expectUsageError(["kingstone", "check", "--bonus", "1", "--dc", "10", "--difficulty", "3"], "unknown option --difficulty (options: --bonus, --dc,");
  });
  it("a flag given without its value is refused", async () => {
    await expectUsageError(["kingstone", "check", "--bonus", "1", "--dc"], "--dc: a value is required (an integer from 1 to 40)");
  });
  it("an unknown game or analysis is refused with exit 2, naming the commands there are", async () => {
    const games = GAMES.filter((game) => analysesOf(game).length > 0);
    await expectUsageError(["kingstun", "check"], `unknown command 'kingstun' (commands: ${[...games, "report", "sweep", "balance", "validate", "audit", "serve"].join(", ")}) Did you mean kingstone?`);
    await expectUsageError(["kingstone", "chek"], "unknown command 'chek' (commands: check, table, pick-dc, death, marks, side, spell, fight)");
  });
  it("no command at all prints the help on stderr and exits 2 (the installed command, end to end)", () => {
    const { status, stderr } = runCli([]);
    expect(status).toBe(2);
    expect(stderr).toContain("Usage: oddsmith");
  });
  it("help asked for by the help command prints on stdout and exits 0 (help report, help kingstone, kingstone help check); a game without its analysis prints help on stderr and exits 2", async () => {
    for (const argv of [["help", "report"], ["help", "kingstone"], ["kingstone", "help", "check"], ["help"]]) {
      const { status, stdout, stderr } = await runMain(argv);
      expect([argv, status, stderr]).toEqual([argv, 0, ""]);
      expect(stdout).toContain("Usage: oddsmith");
    }
    const { status, stdout, stderr } = await runMain(["kingstone"]);
    expect([status, stdout]).toEqual([2, ""]);
    expect(stderr).toContain("Usage: oddsmith kingstone");
  });
  it("--help lists every option with its allowed values and default, exit 0", async () => {
    const { status, stdout } = await runMain(["kingstone", "check", "--help"]);
    expect(status).toBe(0);
    expect(stdout).toContain("--ladder <value>");
    expect(stdout.replace(/\s+/g, " ")).toContain("one of paired, shifted, linear; default paired");
  });
  it("every usage problem is printed together under a count, then where --help says more", async () => {
    const { stderr } = await runMain(["kingstone", "check", "--bonus", "21", "--dc", "ten"]);
    expect(stderr).toBe(
      'oddsmith: 2 problems\n  --bonus: expected an integer from -10 to 20, received "21"\n  --dc: expected an integer from 1 to 40, received "ten"\nRun \'oddsmith kingstone check --help\' to see every option.\n',
    );
  });
  it("--version prints the package's version and exits 0", async () => {
    const { status, stdout } = await runMain(["--version"]);
    expect(status).toBe(0);
    expect(stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe("main", () => {
  it("returns exit code 1 when a command fails its check", async () => {
    vi.resetModules();
    vi.doMock("../../src/cli/validate-command.js", async () => {
      const { Command } = await import("commander");
      const { CheckFailed: Failed } = await import("../../src/cli/usage-error.js");
      return {
        validateCommand: () =>
          new Command("validate").action(() => {
            throw new Failed("1 of 1 cases DISAGREE");
          }),
      };
    });
    const { main } = await import("../../src/cli/main.js");
    let stderr = "";
    const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => ((stderr += String(chunk)), true));
    const code = await main(["validate"]);
    spy.mockRestore();
    expect(code).toBe(1);
    // The failure is the check's verdict, already printed, not an internal error.
    expect(stderr).toBe("");
    vi.doUnmock("../../src/cli/validate-command.js");
    // Test files share a worker's module cache (vitest.config.ts: isolate false): drop the mocked modules, so
    // a later file imports the real CLI.
    vi.resetModules();
  });
});
