import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readManifest, type RunManifest } from "../../src/report/run-manifest.js";

const MANIFEST: RunManifest = { generator: "oddsmith report", version: "0.1.0", node: "v20.0.0", games: ["zilch"], quick: true, workbench: "workbench/index.html", entries: [] };

describe("readManifest", () => {
  it("reads back the run.json a report wrote", async () => {
    const dir = await mkdtemp(join(tmpdir(), "oddsmith-manifest-"));
    await writeFile(join(dir, "run.json"), JSON.stringify(MANIFEST));
    expect(await readManifest(dir)).toEqual(MANIFEST);
  });
  it("is undefined with no run.json, one that is not JSON, one not written by oddsmith report, or one without entries", async () => {
    const dir = await mkdtemp(join(tmpdir(), "oddsmith-manifest-"));
    expect(await readManifest(dir)).toBeUndefined();
    for (const text of ["{oops", JSON.stringify({ ...MANIFEST, generator: "someone else" }), JSON.stringify({ generator: "oddsmith report" }), "null"]) {
      await writeFile(join(dir, "run.json"), text);
      expect(await readManifest(dir), text).toBeUndefined();
    }
  });
});
