import { Help, type Command } from "commander";
import { describe, expect, it } from "vitest";
import { auditCommand } from "../../src/cli/audit-command.js";
import { balanceCommand } from "../../src/cli/balance-command.js";
import { buildProgram } from "../../src/cli/main.js";
import { serveCommand } from "../../src/cli/serve-command.js";
import { sweepCommand } from "../../src/cli/sweep-command.js";
import { isToolName, TOOL_COMMANDS, type ToolName } from "../../src/cli/tool-commands.js";
import { validateCommand } from "../../src/cli/validate-command.js";

const done = () => {};
const BUILT: Readonly<Record<ToolName, () => Command>> = {
  sweep: () => sweepCommand(done),
  balance: () => balanceCommand(done),
  validate: () => validateCommand(done),
  audit: () => auditCommand(done),
  serve: () => serveCommand(done),
};

describe("TOOL_COMMANDS", () => {
  it.each(Object.keys(TOOL_COMMANDS).filter(isToolName))("lists %s as its module builds it: the same help line and summary", (name) => {
    const command = BUILT[name]();
    expect(command.name()).toBe(name);
    expect(new Help().subcommandTerm(command)).toBe(TOOL_COMMANDS[name].term);
    expect(command.description()).toBe(TOOL_COMMANDS[name].summary);
  });

  it("gives the same top-level help whether the commands are listed from the table or built by their modules", () => {
    const listed = buildProgram(done);
    const built = buildProgram(done, new Map(), new Map(Object.entries(BUILT).map(([name, make]) => [name, () => make()])));
    expect(listed.helpInformation()).toBe(built.helpInformation());
    expect(listed.helpInformation()).toContain("validate [options] [game] [analysis]");
  });

  it("names only the table's commands", () => {
    expect(isToolName("sweep")).toBe(true);
    expect(isToolName("report")).toBe(false);
    expect(isToolName("toString")).toBe(false);
    expect(isToolName(undefined)).toBe(false);
  });
});
