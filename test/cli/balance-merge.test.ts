import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runBalance } from "../../src/cli/balance-command.js";
import { runBalanceMerge } from "../../src/cli/balance-merge.js";
import { UsageError } from "../../src/cli/usage-error.js";
import { root } from "../support/cli.js";

/** The shard documents of `file` split N ways, written to a fresh folder: their paths. */
async function shards(file: string, count: number, dir: string, name = "s"): Promise<string[]> {
  const paths: string[] = [];
  for (let index = 0; index < count; index++) {
    const path = join(dir, `${name}${index}.json`);
    writeFileSync(path, (await runBalance(file, { json: false, shard: `${index}/${count}` })).stdout);
    paths.push(path);
  }
  return paths;
}

async function problemsOf(paths: readonly string[]): Promise<readonly string[]> {
  try {
    await runBalanceMerge(paths, { json: false });
  } catch (error) {
    if (error instanceof UsageError) return error.problems;
    throw error;
  }
  throw new Error("the merge ran");
}

describe("oddsmith balance FILE --shard I/N and balance merge (issue 26 §2)", () => {
  it.each([
    ["balance/kingstone-dc-chart.yaml", 3],
    ["balance/kingstone-dice-ladder.yaml", 4],
    ["balance/ash-opposing.yaml", 2],
  ])("%s in %i shards merges into the whole run's bytes: the table, --json, the CSV, the chart and the page", async (file, count) => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-balance-shards-"));
    const paths = await shards(join(root, file), count, dir);
    const whole = (name: string) => ({ csv: join(dir, `whole-${name}.csv`), chart: join(dir, `whole-${name}.vl.json`), html: join(dir, `whole-${name}.html`) });
    const merged = (name: string) => ({ csv: join(dir, `merged-${name}.csv`), chart: join(dir, `merged-${name}.vl.json`), html: join(dir, `merged-${name}.html`) });
    for (const json of [false, true]) {
      const ours = await runBalance(join(root, file), { json, ...whole(String(json)) });
      const theirs = await runBalanceMerge(paths, { json, ...merged(String(json)) });
      expect(theirs.stdout).toBe(ours.stdout);
      for (const key of ["csv", "chart", "html"] as const) expect(readFileSync(merged(String(json))[key], "utf8")).toBe(readFileSync(whole(String(json))[key], "utf8"));
    }
    // In any order.
    expect((await runBalanceMerge([...paths].reverse(), { json: true })).stdout).toBe((await runBalance(join(root, file), { json: true, csv: join(dir, "again.csv") })).stdout);
  });

  it("refuses, naming the file: a missing shard, one given twice, shards of two balance files, an edited shard, a file that is not a shard", async () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-balance-shards-"));
    const [s0, s1, s2] = await shards(join(root, "balance/kingstone-dice-ladder.yaml"), 3, dir);
    const [d0] = await shards(join(root, "balance/ash-opposing.yaml"), 3, dir, "ash");
    if (s0 === undefined || s1 === undefined || s2 === undefined || d0 === undefined) throw new Error("three shards written");
    expect(await problemsOf([s0, s2])).toEqual([`balance merge: shard 1/3 is missing (given: 0/3 ("${s0}"), 2/3 ("${s2}"))`]);
    expect(await problemsOf([s0, s1, s1, s2])).toEqual([`balance merge: shard 1/3 is given twice ("${s1}" and "${s1}")`]);
    expect((await problemsOf([s0, d0]))[0]).toMatch(new RegExp(`^balance merge: "${d0}" is a shard of another balance file \\(.*ash-opposing.yaml, sha256 [0-9a-f]{12}…\\) than "${s0}" \\(.*kingstone-dice-ladder.yaml, sha256 [0-9a-f]{12}…\\); merge the shards of one balance run$`));
    const edited = join(dir, "edited.json");
    const document = JSON.parse(readFileSync(s1, "utf8"));
    document.results[0].figures.summary.pSuccess = 0.99;
    writeFileSync(edited, JSON.stringify(document));
    expect(await problemsOf([s0, edited, s2])).toEqual([`balance merge: "${edited}" was changed after it was computed (its content does not match its recorded sha256); compute the shard again`]);
    const csv = join(dir, "not.csv");
    writeFileSync(csv, "rank,dice\n1,2d6\n");
    expect(await problemsOf([csv])).toEqual([`balance merge: "${csv}" is not a shard document of \`oddsmith balance FILE --shard I/N\` (not JSON: Unexpected token 'r', "rank,dice)`]);
    // A sweep's shard is not a balance's.
    const sweep = join(dir, "sweep.json");
    writeFileSync(sweep, JSON.stringify({ oddsmithSweepShard: 2 }));
    expect(await problemsOf([sweep])).toEqual([`balance merge: "${sweep}" is not a shard document of \`oddsmith balance FILE --shard I/N\` (oddsmithBalanceShard: expected 1, the format this oddsmith writes (compute the shard again with it))`]);
  });

  it("refuses a shard whose points are not the ones its balance file reaches, and a probability out of range", async () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-balance-shards-"));
    const [s0] = await shards(join(root, "balance/kingstone-dice-ladder.yaml"), 1, dir);
    if (s0 === undefined) throw new Error("one shard written");
    const { shardDigest } = await import("../../src/cli/shard-digest.js");
    const rewrite = (change: (document: { results: Array<{ point: Record<string, unknown>; figures: { outcomes: Array<{ probability: number }> } }> }) => void) => {
      const { sha256: _digest, ...content } = JSON.parse(readFileSync(s0, "utf8"));
      change(content);
      const path = join(dir, `rewritten-${Math.random().toString(36).slice(2)}.json`);
      writeFileSync(path, JSON.stringify({ ...content, sha256: shardDigest(content) }));
      return path;
    };
    const moved = rewrite((document) => void (document.results[0]!.point.dice = "1d20"));
    expect(await problemsOf([moved])).toEqual(["balance merge: point 0 of the shards is dice=1d20, ladder=paired, bonus=3, dc=11, but the balance file's point 0 is dice=2d6, ladder=paired, bonus=3, dc=11 (was a shard edited?)"]);
    const big = rewrite((document) => void (document.results[0]!.figures.outcomes[0]!.probability = 1.5));
    expect(await problemsOf([big])).toEqual([`balance merge: "${big}" is not a shard document of \`oddsmith balance FILE --shard I/N\` (results.0.figures.outcomes.0.probability: Too big: expected number to be <=1)`]);
  });

  it("a shard takes no outputs", async () => {
    const problems = async (request: Parameters<typeof runBalance>[1], file = "balance/kingstone-dc-chart.yaml") => {
      try {
        await runBalance(join(root, file), request);
      } catch (error) {
        if (error instanceof UsageError) return error.problems;
        throw error;
      }
      return [];
    };
    expect(await problems({ json: false, shard: "0/2", csv: "x.csv" })).toEqual(["--csv: only allowed with a whole balance or `oddsmith balance merge` (a shard prints its document)"]);
    expect(await problems({ json: false, shard: "2/2" })).toEqual(['--shard: expected I/N, shard I of N counted from 0 (whole numbers, 0 ≤ I < N ≤ 10000), received "2/2"']);
  });
});

// 2d6 + bonus vs DC 8..12 against [0.585, 0.72]: at bonus 4, DC 10 (26/36 = 0.7222) and DC 11 (21/36 =
// 0.5833) sit just outside the bounds, so their intervals straddle them and later rounds (4,000 and 8,000
// trials) simulate them again; at bonus 3, DC 9 and 10 do.
const SIMULATED = `game: kingstone
analysis: check
choose: { dc: [8, 9, 10, 11, 12] }
across: { bonus: [3, 4] }
per: each
targets: { pSuccess: { between: [0.585, 0.72] } }
`;

describe("oddsmith balance FILE --mc N --shard I/N and balance merge: a simulated balance (issue 26 §2, §3)", () => {
  const dir = mkdtempSync(join(tmpdir(), "oddsmith-balance-mc-shards-"));
  const file = join(dir, "simulated.yaml");
  writeFileSync(file, SIMULATED);
  const shardsAt = async (count: number, name: string, monteCarloRaw: Readonly<Record<string, unknown>> = { trials: "2000" }, rounds?: string) => {
    const paths: string[] = [];
    for (let index = 0; index < count; index++) {
      const path = join(dir, `${name}${index}.json`);
      writeFileSync(path, (await runBalance(file, { json: false, monteCarloRaw, shard: `${index}/${count}`, ...(rounds === undefined ? {} : { rounds }) })).stdout);
      paths.push(path);
    }
    return paths;
  };

  it.each([2, 3])("in %i shards, given in order and reversed, merges into the whole run's bytes: the table, --json and the CSV", async (count) => {
    const paths = await shardsAt(count, `m${count}-`);
    const whole = await runBalance(file, { json: true, monteCarloRaw: { trials: "2000" }, csv: join(dir, `whole-${count}.csv`) });
    const wholeTable = await runBalance(file, { json: false, monteCarloRaw: { trials: "2000" } });
    const document = JSON.parse(whole.stdout);
    // The rule went past its first round: the designs near a bound were simulated again at 4,000 and 8,000 trials.
    expect(document.designs.map((row: Record<string, unknown>) => [row.bonus, row.dc, row.trials, row.meets])).toEqual([
      [3, 9, 8000, "undecided"],
      [4, 10, 8000, "undecided"],
    ]);
    expect(document.simulations).toBeGreaterThan(10);
    for (const order of [paths, [...paths].reverse()]) {
      const csv = join(dir, `merged-${count}-${order === paths ? "in" : "reversed"}.csv`);
      expect((await runBalanceMerge(order, { json: true, csv })).stdout).toBe(whole.stdout);
      expect(readFileSync(csv, "utf8")).toBe(readFileSync(join(dir, `whole-${count}.csv`), "utf8"));
      expect((await runBalanceMerge(order, { json: false })).stdout).toBe(wholeTable.stdout);
    }
  });

  it("refuses, naming the file: shards of another seed or rounds, an edited simulation, a shard lacking a simulation the rule needs, a missing shard", async () => {
    const [s0, s1] = await shardsAt(2, "r");
    if (s0 === undefined || s1 === undefined) throw new Error("two shards");
    const [, seeded] = await shardsAt(2, "seed2-", { trials: "2000", seed: "2" });
    expect(await problemsOf([s0, seeded ?? ""])).toEqual([`balance merge: "${seeded}" is a shard of another seed (2) than "${s0}" (1); merge the shards of one balance run`]);
    const [, longer] = await shardsAt(2, "rounds4-", { trials: "2000" }, "4");
    expect(await problemsOf([s0, longer ?? ""])).toEqual([`balance merge: "${longer}" is a shard of another rounds (4) than "${s0}" (3); merge the shards of one balance run`]);
    const edited = join(dir, "edited.json");
    writeFileSync(edited, readFileSync(s1, "utf8").replace(/"pSuccess": 0\.\d+/, '"pSuccess": 0.65'));
    expect(await problemsOf([s0, edited])).toEqual([`balance merge: "${edited}" was changed after it was computed (its content does not match its recorded sha256); compute the shard again`]);
    // A shard whose digest was recomputed after its last simulation was removed: the rerun finds the gap.
    const { shardDigest } = await import("../../src/cli/shard-digest.js");
    const { sha256: _digest, ...content } = JSON.parse(readFileSync(s1, "utf8"));
    const design = content.results.find((result: { simulations: unknown[] }) => result.simulations.length > 1);
    const last = design.simulations.reduce((most: number, made: { trials: number }, i: number) => (made.trials > design.simulations[most].trials ? i : most), 0);
    const [dropped] = design.simulations.splice(last, 1);
    const lacking = join(dir, "lacking.json");
    writeFileSync(lacking, JSON.stringify({ ...content, sha256: shardDigest(content) }));
    expect(dropped.trials).toBe(8000);
    expect(await problemsOf([s0, lacking])).toEqual([
      `balance merge: "${lacking}" is not a shard document of \`oddsmith balance FILE --shard I/N\` (results: design ${design.index} (dc=${design.point.dc}) lacks its simulation of ${Object.entries(dropped.point).map(([field, value]) => `${field}=${value}`).join(", ")} at ${dropped.trials} trials, which the rule needs (compute the shard again))`,
    ]);
    expect(await problemsOf([s1])).toEqual([`balance merge: shard 0/2 is missing (given: 1/2 ("${s1}"))`]);
    await expect(runBalance(file, { json: false, shard: "0/2", csv: join(dir, "x.csv"), monteCarloRaw: { trials: "2000" } })).rejects.toThrow(/--csv: only allowed with a whole balance or `oddsmith balance merge`/);
  });
});
