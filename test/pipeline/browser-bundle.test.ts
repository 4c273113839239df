import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The pipeline runs in a browser (the workbench, a Web Worker): bundling it for the browser must succeed
// with nothing Node-only inside. esbuild refuses node:* and Node built-ins on platform "browser".
describe("the pipeline in a browser", () => {
  it("src/pipeline/index.ts bundles for platform browser with no Node built-in, piscina or CLI package in it", async () => {
    const entry = fileURLToPath(new URL("../../src/pipeline/index.ts", import.meta.url));
    const result = await build({ entryPoints: [entry], bundle: true, platform: "browser", format: "esm", write: false, metafile: true, logLevel: "silent" });
    expect(result.errors).toEqual([]);
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((input) => input.endsWith("src/pipeline/compute-run.ts"))).toBe(true);
    expect(inputs.some((input) => input.endsWith("src/analyses/index.ts"))).toBe(true);
    expect(inputs.filter((input) => /node_modules\/(piscina|commander|cli-progress)\/|src\/(cli|report)\/|node-host|sim\/worker/.test(input))).toEqual([]);
  });
});
