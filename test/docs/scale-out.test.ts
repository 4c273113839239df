// docs/scale-out.md: its command examples run with the other docs' (command-examples.test.ts); its Kubernetes
// Indexed Job manifest is checked here: an Indexed Job whose completions are --shard's N, and whose container
// command, run locally for every JOB_COMPLETION_INDEX (the volume a temporary folder, the image's oddsmith the
// built CLI), gives shards that merge into exactly the unsharded run's CSV.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { root } from "../support/cli.js";

const doc = readFileSync(join(root, "docs/scale-out.md"), "utf8");
const manifest = parse(/```yaml\n([\s\S]*?)```/.exec(doc)![1]!);
const container = manifest.spec.template.spec.containers[0];

describe("docs/scale-out.md's Kubernetes manifest", () => {
  it("is an Indexed Job whose completions are the N of --shard \"$JOB_COMPLETION_INDEX/N\"", () => {
    expect(manifest).toMatchObject({ apiVersion: "batch/v1", kind: "Job", spec: { completionMode: "Indexed" } });
    expect(manifest.spec.template.spec.restartPolicy).toBe("Never");
    const script: string = container.command[2];
    expect(container.command.slice(0, 2)).toEqual(["sh", "-c"]);
    expect(script).toContain(`--shard "$JOB_COMPLETION_INDEX/${manifest.spec.completions}"`);
    // The sweep file it names is mounted from the ConfigMap at workingDir/sweeps, and is a file of the repository.
    const file = /oddsmith sweep (\S+)/.exec(script)![1]!;
    expect(container.volumeMounts).toContainEqual({ name: "sweep", mountPath: `${container.workingDir}/${file.split("/")[0]}` });
    expect(readFileSync(join(root, file), "utf8").length).toBeGreaterThan(0);
  });

  it("its command, run for every index, gives shards that merge into the unsharded run's bytes", () => {
    const shards = mkdtempSync(join(tmpdir(), "oddsmith-indexed-job-"));
    const cli = `node ${join(root, "bin/oddsmith.js")}`;
    const script = (container.command[2] as string).replaceAll("/shards/", `${shards}/`).replace(/^oddsmith /, `${cli} `);
    for (let index = 0; index < manifest.spec.completions; index++) {
      execFileSync("sh", ["-c", script], { cwd: root, env: { ...process.env, JOB_COMPLETION_INDEX: String(index) } });
    }
    const written = readdirSync(shards).sort();
    expect(written).toEqual(Array.from({ length: manifest.spec.completions }, (_, i) => `shard-${i}.json`));
    const sweepArgs = /^oddsmith sweep (.*?) --shard/.exec(container.command[2])![1]!.split(" ");
    const merged = execFileSync("sh", ["-c", `${cli} sweep merge ${shards}/shard-*.json --csv -`], { cwd: root, encoding: "utf8" });
    const whole = execFileSync("sh", ["-c", `${cli} sweep ${sweepArgs.join(" ")} --csv - 2>/dev/null`], { cwd: root, encoding: "utf8" });
    expect(merged).toBe(whole);
  });
});
