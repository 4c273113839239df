import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { balanceThreads } from "../../src/cli/balance-pool.js";
import { runCli } from "../support/cli.js";

describe("balanceThreads: the threads of an exact balance (issue 26 §2)", () => {
  it("is 1 without --threads, the count given within the cores and the points, and names --threads for a bad value", () => {
    expect(balanceThreads(undefined, 319, 2)).toEqual({ threads: 1, notes: [] });
    expect(balanceThreads("2", 319, 2)).toEqual({ threads: 2, notes: [] });
    expect(balanceThreads("1", 319, 8)).toEqual({ threads: 1, notes: [] });
    expect(balanceThreads("8", 3, 8)).toEqual({ threads: 3, notes: [] });
    expect(balanceThreads("64", 319, 2)).toEqual({ threads: 2, notes: ["note: --threads 64 capped at 2, the machine's available parallelism"] });
    expect(balanceThreads("0", 319, 2)).toEqual({ problem: '--threads: expected an integer from 1 to 256, received "0"' });
    expect(balanceThreads("two", 319, 2)).toEqual({ problem: '--threads: expected an integer from 1 to 256, received "two"' });
  });
});

describe("oddsmith balance FILE --threads N on an exact question: N shards on the pool, merged in-process", () => {
  // On a one-core machine --threads 2 is capped at 1, and the comparison holds trivially; the reference machine has 2.
  for (const file of ["balance/kingstone-dc-chart.yaml", "balance/kingstone-dice-ladder.yaml"]) {
    it(`${file}: 1 and 2 threads print the same table, JSON and CSV`, () => {
      const dir = mkdtempSync(join(tmpdir(), "oddsmith-balance-pool-"));
      const run = (threads: number, json: boolean) => runCli(["balance", file, "--threads", String(threads), "--csv", join(dir, `${threads}-${json}.csv`), ...(json ? ["--json"] : [])]);
      for (const json of [false, true]) {
        const one = run(1, json);
        const two = run(2, json);
        expect(one.status).toBe(0);
        expect(two.status).toBe(0);
        expect(two.stdout).toBe(one.stdout);
        expect(readFileSync(join(dir, `2-${json}.csv`), "utf8")).toBe(readFileSync(join(dir, `1-${json}.csv`), "utf8"));
        expect(one.stderr).not.toContain("shards");
      }
    });
  }

  it("the table's solve count is the search's, and the pool says how many points its shards solved", () => {
    const two = runCli(["balance", "balance/kingstone-dc-chart.yaml", "--threads", "2", "--csv", join(mkdtempSync(join(tmpdir(), "oddsmith-balance-pool-")), "c.csv")]);
    expect(two.stdout).toContain("kingstone check: pSuccess by tier (at-least), 210 solves, dc by bisection");
    // 29 DCs (2..30) × 11 bonuses: every point, where one thread's bisection solves 210 of them.
    if (!two.stderr.includes("capped at 1")) expect(two.stderr).toContain("note: 2 threads (this one and 1 worker) solved all 319 points the question can reach, as 2 shards; the solves counted are the search's");
  });

  it("a bad --threads, or --threads with --shard, exits 2 naming the flag, with no stack", () => {
    const cases: [string[], string][] = [
      [["--threads", "0"], '--threads: expected an integer from 1 to 256, received "0"'],
      [["--threads", "two"], '--threads: expected an integer from 1 to 256, received "two"'],
      [["--threads", "2", "--shard", "0/2"], "--threads: not with --shard (a shard runs in one thread; run more shards instead)"],
    ];
    for (const [args, problem] of cases) {
      const run = runCli(["balance", "balance/kingstone-dice-ladder.yaml", ...args]);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(problem);
      expect(run.stderr).not.toMatch(/^\s+at /m);
      expect(run.stdout).toBe("");
    }
  });
});
