import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runSweep } from "../../src/cli/sweep-command.js";
import { shardDigest } from "../../src/cli/shard-digest.js";
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

describe("a shard carries its own integrity (issue 24 §5)", () => {
  /** A shard document read back, edited by `edit`, and written again; with `redigest` its sha256 is recomputed as a forger would. */
  function tamper(file: string, edit: (document: Record<string, any>) => void, redigest: boolean): void {
    const document = JSON.parse(readFileSync(file, "utf8"));
    edit(document);
    if (redigest) {
      const { sha256: _old, ...content } = document;
      document.sha256 = shardDigest(content);
    }
    writeFileSync(file, JSON.stringify(document, null, 2));
  }

  it("an edited value, an out-of-range probability, a changed point, a wrong exact fraction or an old document: exit 2 naming the file, nothing written", async () => {
    const { dir, path } = sweepFile(EXACT);
    const [two, one, zero] = await shards(path, dir, 3);
    const pristine = readFileSync(one!, "utf8");
    const merged = join(dir, "merged.csv");
    const merge = () => runMain(["sweep", "merge", zero!, one!, two!, "--csv", merged]);
    const expectRefused = async (message: string) => {
      const run = await merge();
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(message);
      expect(run.stderr).not.toMatch(STACK_LINE);
      expect(existsSync(merged)).toBe(false);
      writeFileSync(one!, pristine);
    };
    // Shard 1/3 holds points 1, 4, 7, 10 (bonus 0 dc 10, bonus 1 dc 10, …): its first measure is P(2d6 ≥ 10) = 1/6.
    expect(JSON.parse(pristine).results[0]).toEqual({ index: 1, point: { bonus: 0, dc: 10 }, measure: { value: 1 / 6, exact: "1/6" } });
    tamper(one!, (document) => (document.results[0].measure.value = 0.99), false);
    await expectRefused(`sweep merge: ${JSON.stringify(one)} was changed after it was computed (its content does not match its recorded sha256); compute the shard again`);
    tamper(one!, (document) => (document.results[0].measure = { value: 5 }), true);
    await expectRefused(`sweep merge: ${JSON.stringify(one)} is not a shard document of \`oddsmith sweep FILE --shard I/N\` (results.0.measure: expected probabilities from 0 to 1)`);
    tamper(one!, (document) => (document.results[0].measure.value = 0.99), true);
    await expectRefused(`(results.0.measure.exact: expected the fraction n/d equal to value 0.99)`);
    tamper(one!, (document) => (document.results[0].point.bonus = 9), true);
    await expectRefused("sweep merge: point 1 of the shards is bonus=9, dc=10, but the sweep file's point 1 is bonus=0, dc=10 (was a shard edited?)");
    tamper(one!, (document) => (document.points = 1e9), true);
    await expectRefused("(points: ");
    // A document of the first format, which had no digest.
    tamper(one!, (document) => {
      document.oddsmithSweepShard = 1;
      delete document.sha256;
    }, false);
    await expectRefused("(oddsmithSweepShard: expected 2, the format this oddsmith writes (compute the shard again with it))");
    // An exact fraction of 500 digits, equal to its float, is accepted (it would overflow a float read whole).
    tamper(one!, (document) => (document.results[0].measure.exact = `${10n ** 500n}/${6n * 10n ** 500n}`), true);
    expect((await merge()).status).toBe(0);
    rmSync(merged);
    writeFileSync(one!, pristine);
    // The untouched shards merge.
    expect((await merge()).status).toBe(0);
    expect(readFileSync(merged, "utf8").split("\n")[2]).toBe(`0,10,${1 / 6},1/6`);
  }, 60_000);
});
