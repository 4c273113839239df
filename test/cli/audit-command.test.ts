import { describe, expect, it } from "vitest";
import { runMain } from "../support/cli.js";

describe("oddsmith audit", () => {
  it("--game kingstone: the table of claims, verdicts and figures, the tally of verdicts, exit 0", async () => {
    const { status, stdout, stderr } = await runMain(["audit", "--game", "kingstone"]);
    expect(status).toBe(0);
    expect(stderr).toBe("");
    expect(stdout).toMatch(/^game\s+claim\s+verdict\s+figure$/m);
    expect(stdout).toMatch(/^kingstone\s+DC 10 is 50% for the average person\s+fails\s+no integer bonus gives 1\/2 at DC 10: \+2 gives 5\/12 \(41\.7%\), \+3 gives 7\/12 \(58\.3%\)$/m);
    expect(stdout).toMatch(/^kingstone\s+DC 13 is 1 in 36 for that person\s+holds\s+\+1 gives 1\/36/m);
    expect(stdout).toContain("12 claims: 5 holds, 2 fails, 5 depends on the reading.");
    expect(stdout).not.toMatch(/^(zilch|ultimo)\s/m);
  });

  it("--game zilch --json: the JSON document with every field of each claim", async () => {
    const { status, stdout } = await runMain(["audit", "--game", "zilch", "--json"]);
    expect(status).toBe(0);
    const document = JSON.parse(stdout);
    expect(document.game).toBe("zilch");
    expect(document.claims.map((c: { id: string }) => c.id)).toEqual(["suit-6-fifty-percent", "twelve-never-passes", "skill-adds-one-degree"]);
    expect(Object.keys(document.claims[0])).toEqual(["game", "id", "title", "source", "quote", "rulesRef", "question", "figure", "verdict", "detail", "exact"]);
    expect(document.claims[0]).toMatchObject({ verdict: "holds", exact: { "target 6": "1/2" }, source: { seed: "004_7b062b2a62016866.txt" } });
  });

  it("--game ash: no marked claim, said plainly, exit 0", async () => {
    const { status, stdout } = await runMain(["audit", "--game", "ash"]);
    expect(status).toBe(0);
    expect(stdout.trim()).toBe("The ash rulebook makes no claim about its own odds that docs/rules.md §6 marks for the audit.");
  });

  it("a bad --game: exit 2, the flag, the allowed games and the value received, no stack trace, nothing on stdout", async () => {
    const { status, stdout, stderr } = await runMain(["audit", "--game", "chess"]);
    expect(status).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toBe(
      'oddsmith: 1 problem\n  --game: expected one of kingstone, zilch, ultimo, ash, received "chess"\nRun \'oddsmith audit --help\' to see every option.\n',
    );
  });

  it("an unknown flag: exit 2, no stack trace", async () => {
    const { status, stderr } = await runMain(["audit", "--games", "zilch"]);
    expect(status).toBe(2);
    expect(stderr).toContain("unknown option '--games'");
    expect(stderr).not.toMatch(/^\s+at /m);
  });
});
