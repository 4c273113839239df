import { spawnSync } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { auditClaims } from "../src/analyses/index.js";
import { plannedRuns } from "../src/report/write-report.js";
import { builtCli, root, runCli } from "./support/cli.js";
import { snapshotOf } from "./support/folders.js";

/**
 * The library call as a user's program makes it, in a process of its own: the built package's "oddsmith/node".
 */
function reportByCall(options: { out: string; game: string; quick: boolean }): { status: number | null; stdout: string; stderr: string } {
  const program = `import { writeReport } from ${JSON.stringify(join(root, "dist/node.js"))};
const { lines } = await writeReport(${JSON.stringify(options)});
console.log(lines.join("\\n"));`;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", program], { cwd: root, encoding: "utf8" });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("oddsmith/node", () => {
  it("writeReport({ out, game: 'zilch', quick: true }) writes byte for byte the files of `oddsmith report --game zilch --quick` and returns the lines it prints", async () => {
    builtCli(); // both sides run the build: refuse a stale one
    const parent = await mkdtemp(join(tmpdir(), "oddsmith-library-report-"));
    const [byCommand, byCall] = [join(parent, "command"), join(parent, "call")];
    const command = runCli(["report", "--out", byCommand, "--game", "zilch", "--quick"]);
    expect(command.status, command.stderr).toBe(0);
    const call = reportByCall({ out: byCall, game: "zilch", quick: true });
    expect(call.status, call.stderr).toBe(0);
    expect(call.stdout.replaceAll(byCall, byCommand)).toBe(command.stdout);
    // Its lines: the workbench copy's, then the runs (the registry's quick zilch runs), the audit and the count.
    expect(call.stdout.split("\n").slice(1, 3)).toEqual([`zilch: ${plannedRuns({ game: "zilch", quick: true }).length} runs → ${byCall}/zilch/index.html`, `audit: ${auditClaims().length} claims → ${join(byCall, "audit.csv")}`]);
    const [commandFiles, callFiles] = [await snapshotOf(byCommand), await snapshotOf(byCall)];
    expect([...callFiles.keys()]).toEqual([...commandFiles.keys()]);
    for (const [file, content] of callFiles) expect(content, file).toBe(commandFiles.get(file));
  });
});
