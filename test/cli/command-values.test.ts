import { Command } from "commander";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deliverAnswer, monteCarloValues, textValues } from "../../src/cli/command-values.js";

describe("textValues", () => {
  it("textValues({ csv: 'a.csv', chart: undefined, json: true, shard: 3 }, [csv, chart, shard]) is { csv: 'a.csv' }: only texts, only the names asked", () => {
    expect(textValues({ csv: "a.csv", chart: undefined, json: true, shard: 3 }, ["csv", "chart", "shard"])).toEqual({ csv: "a.csv" });
    expect(Object.keys(textValues({ html: "p.html", csv: "" }, ["csv", "html"]))).toEqual(["csv", "html"]);
  });
});

describe("monteCarloValues", () => {
  it("adds the flags in the order given, each helped by its doc, where it applies, its values and default", () => {
    const command = new Command("x");
    monteCarloValues(command, ["seed", "trials"], (field) => `where ${field}`);
    expect(command.options.map((option) => option.long)).toEqual(["--seed", "--mc"]);
    expect(command.options[0]?.description).toBe(`the seed of the simulation's random streams, where seed (an integer from 0 to ${Number.MAX_SAFE_INTEGER}; default 1)`);
    expect(command.options[1]?.description).toMatch(/^run a Monte Carlo simulation of this many trials instead of the exact solver, where trials \(a whole number of trials from 1 to .*; optional\)$/);
  });

  it("reads the parsed values back by option field, leaving the command's other flags out", async () => {
    const command = new Command("x").exitOverride().option("--json");
    const read = monteCarloValues(command, ["trials", "seed", "threads"], () => "here");
    command.action(() => undefined);
    await command.parseAsync(["--mc", "500", "--threads", "2", "--json"], { from: "user" });
    expect(read(command.opts())).toEqual({ trials: "500", threads: "2" });
  });
});

describe("deliverAnswer", () => {
  afterEach(() => vi.restoreAllMocks());
  it("writes each note to standard error, a line each, then hands standard output to done", () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((text) => (written.push(String(text)), true));
    const done: string[] = [];
    deliverAnswer((text) => done.push(`done: ${text}`), { stdout: "table", notes: ["note: a", "note: b"] });
    expect(written).toEqual(["note: a\n", "note: b\n"]);
    expect(done).toEqual(["done: table"]);
  });
});
