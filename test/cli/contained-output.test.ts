import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { containedOutputProblem } from "../../src/cli/contained-output.js";
import { messages } from "../../src/framework/messages.js";

/** A sweep file's folder beside a folder outside it, in a fresh temporary folder. */
function folders(): { inside: string; outside: string } {
  const root = mkdtempSync(join(tmpdir(), "oddsmith-contained-"));
  const inside = join(root, "sweeps");
  const outside = join(root, "elsewhere");
  mkdirSync(inside);
  mkdirSync(outside);
  return { inside, outside };
}

const refused = (path: string, flag = "--csv") => messages.outputOutsideFolder("x.yaml: csv", path, flag);

describe("containedOutputProblem", () => {
  it("allows a relative path inside the folder, in a subfolder that does not exist yet too", () => {
    const { inside } = folders();
    expect(containedOutputProblem("x.yaml: csv", inside, "rows.csv", "--csv")).toBeUndefined();
    expect(containedOutputProblem("x.yaml: csv", inside, "out/deeper/rows.csv", "--csv")).toBeUndefined();
    expect(containedOutputProblem("x.yaml: csv", inside, "./out/rows.csv", "--csv")).toBeUndefined();
  });
  it("refuses an absolute path and any .. part, even one that comes back inside", () => {
    const { inside, outside } = folders();
    for (const path of [join(outside, "run.sh"), "/etc/cron.daily/x", "../elsewhere/run.sh", "out/../rows.csv", "..", "out\\..\\..\\x.csv"]) {
      expect(containedOutputProblem("x.yaml: csv", inside, path, "--csv")).toBe(refused(path));
    }
  });
  it("refuses a path through a symbolic link leading out: a linked folder, a linked file, a dangling link", () => {
    const { inside, outside } = folders();
    symlinkSync(outside, join(inside, "out"));
    writeFileSync(join(outside, "run.sh"), "echo hi\n");
    symlinkSync(join(outside, "run.sh"), join(inside, "rows.csv"));
    symlinkSync(join(outside, "missing.sh"), join(inside, "dangling.csv"));
    expect(containedOutputProblem("x.yaml: csv", inside, "out/rows.csv", "--csv")).toBe(refused("out/rows.csv"));
    expect(containedOutputProblem("x.yaml: csv", inside, "out/new/rows.csv", "--csv")).toBe(refused("out/new/rows.csv"));
    expect(containedOutputProblem("x.yaml: csv", inside, "rows.csv", "--csv")).toBe(refused("rows.csv"));
    expect(containedOutputProblem("x.yaml: csv", inside, "dangling.csv", "--csv")).toBe(refused("dangling.csv"));
  });
  it("allows a link that stays inside, and a sweep folder that is itself reached through a link", () => {
    const { inside, outside } = folders();
    mkdirSync(join(inside, "real"));
    symlinkSync(join(inside, "real"), join(inside, "alias"));
    expect(containedOutputProblem("x.yaml: csv", inside, "alias/rows.csv", "--csv")).toBeUndefined();
    const linkedFolder = join(outside, "to-sweeps");
    symlinkSync(inside, linkedFolder);
    expect(containedOutputProblem("x.yaml: csv", linkedFolder, "out/rows.csv", "--csv")).toBeUndefined();
  });
  it("refuses the folder itself (a file cannot be written there) and names the flag that would write elsewhere", () => {
    const { inside } = folders();
    expect(containedOutputProblem("x.yaml: chart", inside, ".", "--chart")).toBe(messages.outputOutsideFolder("x.yaml: chart", ".", "--chart"));
  });
});
