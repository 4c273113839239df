import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runSweep } from "../../src/cli/sweep-command.js";
import { runSweepMerge } from "../../src/cli/sweep-merge.js";
import { runMain, STACK_LINE } from "../support/cli.js";

const EXACT = `game: kingstone
analysis: check
fixed: { ladder: paired }
grid:
  bonus: { from: 0, to: 3 }
  dc: [8, 10, 13]
measure: pSuccess
csv: out/rows.csv
`;

// Simulated: an Ultimo greedy curve, read at one difficulty (the kind of sweep a designer shards).
const SIMULATED = `game: ultimo
analysis: curve
fixed: { max-difficulty: 3, policy: greedy }
grid:
  hand-size: [3, 4, 5]
  limit: [2, 3]
measure: { column: pSuccessOrBetter, where: { difficulty: 3 } }
`;

/** A sweep file in a fresh folder. */
function sweepFile(text: string): { dir: string; path: string } {
  const dir = mkdtempSync(join(tmpdir(), "oddsmith-merge-"));
  const path = join(dir, "sweep.yaml");
  writeFileSync(path, text);
  return { dir, path };
}

/** Runs shards 0..count−1 of a sweep and writes their documents; returns their paths (in reverse, to show order does not matter). */
async function shards(path: string, dir: string, count: number, monteCarloRaw: Record<string, unknown> = {}): Promise<string[]> {
  const paths: string[] = [];
  for (let index = 0; index < count; index++) {
    const { stdout } = await runSweep(path, { json: false, monteCarloRaw, shard: `${index}/${count}` });
    paths.push(join(dir, `shard-${index}.json`));
    writeFileSync(paths[index]!, stdout);
  }
  return paths.reverse();
}

describe.each([
  ["an exact sweep", EXACT, {}],
  ["a simulated sweep", SIMULATED, { trials: 4000, seed: 11 }],
] as const)("3 shards merged equal the single run: %s", (_, text, monteCarloRaw) => {
  it("the same CSV and chart bytes, the same JSON document, the same table", async () => {
    const { dir, path } = sweepFile(text);
    const whole = await runSweep(path, { json: true, monteCarloRaw, csv: join(dir, "whole.csv"), chart: join(dir, "whole.vl.json") });
    const table = await runSweep(path, { json: false, monteCarloRaw, csv: join(dir, "whole-table.csv") });
    const paths = await shards(path, dir, 3, monteCarloRaw);
    const merged = await runSweepMerge(paths, { json: true, csv: join(dir, "merged.csv"), chart: join(dir, "merged.vl.json") });
    expect(merged.stdout).toBe(whole.stdout);
    expect(readFileSync(join(dir, "merged.csv"), "utf8")).toBe(readFileSync(join(dir, "whole.csv"), "utf8"));
    expect(readFileSync(join(dir, "merged.vl.json"), "utf8")).toBe(readFileSync(join(dir, "whole.vl.json"), "utf8"));
    expect((await runSweepMerge(paths, { json: false })).stdout).toBe(table.stdout);
    // The sweep file's own csv (EXACT names one) is not written by a merge: only the command line's outputs are.
    expect(existsSync(join(dir, "out", "rows.csv"))).toBe(false);
  });
});

describe("oddsmith sweep --shard and sweep merge: bad input exits 2 with a message, no stack trace, nothing written", () => {
  it("a bad --shard names the flag, the form and what was received", async () => {
    const { path } = sweepFile(EXACT);
    for (const raw of ["3/3", "one/3"]) {
      const run = await runMain(["sweep", path, "--shard", raw]);
      expect(run.status).toBe(2);
      expect(run.stdout).toBe("");
      expect(run.stderr).toContain(`--shard: expected I/N, shard I of N counted from 0 (whole numbers, 0 ≤ I < N ≤ 10000), received "${raw}"`);
      expect(run.stderr).not.toMatch(STACK_LINE);
    }
    const withCsv = await runMain(["sweep", path, "--shard", "0/2", "--csv", "x.csv"]);
    expect(withCsv.status).toBe(2);
    expect(withCsv.stderr).toContain("--csv: only allowed with a whole sweep or `oddsmith sweep merge`");
  });

  it("shards of another seed, trial count or sweep file, and a missing shard, are named", async () => {
    const { dir, path } = sweepFile(SIMULATED);
    const [two, one, zero] = await shards(path, dir, 3, { trials: 1000, seed: 1 });
    const other = join(dir, "other.json");
    writeFileSync(other, (await runSweep(path, { json: false, monteCarloRaw: { trials: 1000, seed: 2 }, shard: "1/3" })).stdout);
    const merge = (...files: string[]) => runMain(["sweep", "merge", ...files, "--csv", join(dir, "merged.csv")]);
    const seed = await merge(zero!, other, two!);
    expect(seed.status).toBe(2);
    expect(seed.stderr).toContain(`sweep merge: ${JSON.stringify(other)} is a shard of another seed (2) than ${JSON.stringify(zero)} (1); merge the shards of one sweep run`);
    writeFileSync(other, (await runSweep(path, { json: false, monteCarloRaw: { trials: 2000, seed: 1 }, shard: "1/3" })).stdout);
    expect((await merge(zero!, other, two!)).stderr).toContain("is a shard of another trial count (2000) than");
    const exact = sweepFile(EXACT);
    writeFileSync(other, (await runSweep(exact.path, { json: false, monteCarloRaw: {}, shard: "1/3" })).stdout);
    expect((await merge(zero!, other, two!)).stderr).toContain("is a shard of another sweep file (");
    const missing = await merge(zero!, two!);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain(`sweep merge: shard 1/3 is missing (given: 0/3 (${JSON.stringify(zero)}), 2/3 (${JSON.stringify(two)}))`);
    const notShard = await merge(zero!, one!, path);
    expect(notShard.stderr).toContain(`sweep merge: ${JSON.stringify(path)} is not a shard document of \`oddsmith sweep FILE --shard I/N\` (not JSON:`);
    const foreign = await runMain(["sweep", "merge", zero!, one!, two!, "--mc", "100"]);
    expect(foreign.stderr).toContain("--mc: not an option of sweep merge");
    for (const run of [seed, missing, notShard, foreign]) expect(run.stderr).not.toMatch(STACK_LINE);
    expect(existsSync(join(dir, "merged.csv"))).toBe(false);
    // And the three together merge.
    expect((await merge(zero!, one!, two!)).status).toBe(0);
    expect(existsSync(join(dir, "merged.csv"))).toBe(true);
  });
});
