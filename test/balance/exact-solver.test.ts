import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadAnalysis } from "../../src/analyses/catalog.js";
import { exactSolver, sharedFigures } from "../../src/balance/exact-solver.js";
import type { PreparedRun } from "../../src/framework/registered-analysis.js";

describe("exactSolver", () => {
  it("solves the fixed options plus a point exactly (2d6 + 3 vs DC 10: 21/36 = 7/12), and refuses a point its options refuse, naming the point", async () => {
    const entry = await loadAnalysis("kingstone", "check");
    if (entry === undefined) throw new Error("kingstone check is registered");
    const solve = exactSolver(entry, { bonus: 3 });
    expect(solve({ dc: 10 }).summaryExact.pSuccess).toBe("7/12");
    expect(() => solve({ dc: 41 })).toThrow("dc=41: --dc: expected an integer from 1 to 40, received 41");
  });

  it("the balance search with its exact solver bundles for platform browser with nothing Node-only in it (the workbench's Balance view runs it in a worker)", async () => {
    const entries = ["../../src/balance/balance.ts", "../../src/balance/exact-solver.ts"].map((path) => fileURLToPath(new URL(path, import.meta.url)));
    const result = await build({ entryPoints: entries, bundle: true, platform: "browser", format: "esm", write: false, metafile: true, logLevel: "silent", outdir: "out" });
    expect(result.errors).toEqual([]);
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((input) => input.endsWith("src/balance/search-designs.ts"))).toBe(true);
    expect(inputs.filter((input) => /node_modules\/(piscina|commander|cli-progress)\/|src\/(cli|report)\/|node-host|sim\/worker/.test(input))).toEqual([]);
  });
});

describe("sharedFigures", () => {
  it("solves each figures key once: a Kingstone chart's bonus 0..10 × DC 1..40 (440 points) is 50 distinct DC − bonus margins, and each point's figures equal its own solve", async () => {
    const entry = await loadAnalysis("kingstone", "check");
    if (entry === undefined) throw new Error("kingstone check is registered");
    let solves = 0;
    const counted: PreparedRun[] = [];
    const figuresOf = sharedFigures();
    for (let bonus = 0; bonus <= 10; bonus++) {
      for (let dc = 1; dc <= 40; dc++) {
        const prepared = entry.prepare({ bonus, dc });
        if (!prepared.ok || prepared.value.figures === undefined) throw new Error("a valid check");
        const own = prepared.value.figures;
        const run: PreparedRun = { ...prepared.value, figures: () => (solves++, own()) };
        counted.push(run);
        expect(figuresOf(run)).toEqual(own());
      }
    }
    expect(counted).toHaveLength(440);
    expect(solves).toBe(50);
  });

  it("solves every run of an analysis without a figures key on its own (zilch test)", async () => {
    const entry = await loadAnalysis("zilch", "test");
    if (entry === undefined) throw new Error("zilch test is registered");
    const prepared = entry.prepare({ suit: 7, modifier: 0 });
    if (!prepared.ok || prepared.value.figures === undefined) throw new Error("a valid test");
    expect(prepared.value.figuresKey()).toBeUndefined();
    let solves = 0;
    const own = prepared.value.figures;
    const run: PreparedRun = { ...prepared.value, figures: () => (solves++, own()) };
    const figuresOf = sharedFigures();
    figuresOf(run);
    figuresOf(run);
    expect(solves).toBe(2);
  });
});
