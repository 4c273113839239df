import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { builtCli, root } from "./cli.js";

/** The CPU seconds a process (all its threads) has used so far, from /proc (Linux). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime and stime, in clock ticks
}

/** How a signalled run ended: its exit code (null when the signal itself ended it) and what it printed. */
export interface SignalledRun {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `node <args>` (the built CLI by default), waits until `ready` says the command is at work, sends
 * `signal` once, and resolves when the process has ended. Waiting on the command's own progress (its CPU
 * time, a line it printed), not a wall-clock delay, keeps it right on a loaded machine.
 */
export async function signalWhen(
  args: readonly string[],
  signal: NodeJS.Signals,
  ready: (run: { pid: number; stdout: string; stderr: string }) => boolean,
  options: { script?: readonly string[]; cwd?: string } = {},
): Promise<SignalledRun> {
  const child = spawn(process.execPath, [...(options.script ?? [builtCli()]), ...args], { cwd: options.cwd ?? root, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.on("close", (code, by) => done({ code, signal: by })));
  let running = true;
  void ended.then(() => (running = false));
  // No cap on the wait (a busy machine may take minutes): the test's hang guard stops a command that never gets ready.
  while (running && !ready({ pid: child.pid!, stdout, stderr })) await new Promise((resolve) => setTimeout(resolve, 50));
  if (running) child.kill(signal);
  const end = await ended;
  return { ...end, stdout, stderr };
}

/** A `ready` for signalWhen: the process has used `seconds` of CPU time (the built CLI starts in about 0.3 s). */
export const busyFor =
  (seconds: number) =>
  ({ pid }: { pid: number }): boolean => {
    try {
      return cpuSeconds(pid) >= seconds;
    } catch {
      return false; // not started yet, or already gone
    }
  };
