import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { describeWorkbench } from "../support/describe-workbench.js";

const BIN = fileURLToPath(new URL("../../bin/oddsmith.js", import.meta.url));

/** `oddsmith serve --port 0` as a user runs it: the URL from its first line, closed with Ctrl-C (exit 130). */
async function startServe(): Promise<{ url: string; close: () => Promise<void> }> {
  const child = spawn(process.execPath, [BIN, "serve", "--port", "0"], { stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /oddsmith workbench: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(stdout);
      if (match) resolve(match[1]!);
    });
    child.once("exit", (code) => reject(new Error(`oddsmith serve exited ${code} before listening: ${stderr}`)));
  });
  return {
    url,
    close: async () => {
      const exited = once(child, "exit");
      child.kill("SIGINT");
      const [code] = await exited;
      if (code !== 130) throw new Error(`oddsmith serve exited ${code} on Ctrl-C, not 130: ${stderr}`);
    },
  };
}

// The same checks against `oddsmith serve` (its own file handler on node:http), the way the README starts the workbench;
// the sweeps over every analysis page run once, in workbench-pages.slow.test.ts (the same files from a plain static server).
describeWorkbench("the workbench served by oddsmith serve, in headless Chromium", startServe);
