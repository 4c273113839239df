import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { icepoolFolder, runIcepool } from "../../bench/icepool.js";

/** A stand-in `icepool` package (the harness only imports it and reads its version) under `src/` of a fake checkout. */
function standIn(): string {
  const checkout = mkdtempSync(join(tmpdir(), "oddsmith-icepool-"));
  mkdirSync(join(checkout, "src", "icepool"), { recursive: true });
  writeFileSync(join(checkout, "src", "icepool", "__init__.py"), "__version__ = '0.0-stand-in'\ndef double(x): return 2 * x\n");
  return checkout;
}

describe("the icepool harness", () => {
  it("icepoolFolder: the checkout's src/, the package's own folder, or the path as given", () => {
    const checkout = standIn();
    expect(icepoolFolder(checkout)).toBe(join(checkout, "src"));
    expect(icepoolFolder(join(checkout, "src"))).toBe(join(checkout, "src"));
    expect(icepoolFolder("/nowhere")).toBe("/nowhere");
  });
  it("runs the work in Python after the setup and returns its answer, the timings, icepool's and Python's versions", () => {
    const run = runIcepool(standIn(), "base = 21", "[icepool.double(base), str(1)]", 3);
    expect(run.ok).toBe(true);
    if (!run.ok) return;
    expect(run.answer).toEqual([42, "1"]);
    expect(run.version).toBe("0.0-stand-in");
    expect(run.python).toMatch(/^3\.\d+/);
    expect(run.timing.runs).toBe(3);
  });
  it("says why when icepool does not load", () => {
    const run = runIcepool("/nowhere", "", "1", 1);
    expect(run).toEqual({ ok: false, reason: expect.stringContaining("icepool at /nowhere did not run: ModuleNotFoundError") });
  });
});
