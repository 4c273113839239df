/**
 * The command examples of the docs, found, run and compared with what the docs show. The conventions
 * (they are the docs' conventions too, stated once here):
 *
 * - An example is a fenced code block in README.md, bench/README.md or docs/**.md whose first line starts
 *   with `$ npx oddsmith`. Every `$ ` line in it is a shell command; the lines after it, up to the next
 *   `$ ` line, are what the command prints: stdout and stderr together, as a terminal shows them. Later
 *   commands of a block may be other shell commands (`head`, `sed`) reading what an earlier one wrote.
 * - Each command runs from the repository root through bash, with `npx oddsmith` replaced by the built
 *   CLI (`node bin/oddsmith.js`, which is what `npx oddsmith` runs after `npm ci`).
 * - Exit code: 2 when the shown output has the line every usage error ends with, `Run 'oddsmith … --help'
 *   to see …` (bad input: the problems are on stderr, shown in the block), else 0.
 * - A shown line `…` stands for any number of lines (none included); a `…` inside a shown line stands for
 *   any text within that line (a message's list of analyses, which the registry writes: `(analyses with one:
 *   kingstone check, …)`), so a new analysis leaves the page true.
 * - Timing is normalised on both sides before comparing: decimal seconds (`1.2407 s`), milliseconds
 *   (`(12 ms)`), rates (`805,992 trials/s`) and the thread count of the `Monte Carlo:` line (with no
 *   `--threads`, it depends on the machine and on how long the run takes). Trailing whitespace and
 *   trailing blank lines are ignored.
 * - Files: `--csv`, `--chart` and `--out` are rewritten to a fresh temporary folder (and the folder is
 *   mapped back to the shown path in the output), so nothing is written into the repository (`-`,
 *   standard output, stays); a sweep
 *   file's own outputs go to sweeps/out/, which git ignores. A file an example reads (`--scenario`, a
 *   sweep file) must be tracked in the repository.
 * - An example that takes more than about 5 s is marked with the line `<!-- slow example -->` just above
 *   its fence; those run in test/docs/command-examples.slow.test.ts (npm run test:slow), the rest in
 *   test/docs/command-examples.test.ts.
 */
import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, isAbsolute, join, relative } from "node:path";
import { root } from "./cli.js";

/** One shell command of an example and the output the docs show for it. */
export interface ExampleCommand {
  readonly command: string;
  readonly shown: string;
}

/** One example block: where it is, whether it is slow, and its commands in order. */
export interface CommandExample {
  readonly file: string;
  readonly line: number;
  readonly slow: boolean;
  readonly commands: readonly ExampleCommand[];
}

/** The marker line, just above a fence, of an example that takes more than about 5 s. */
export const SLOW_MARKER = "<!-- slow example -->";

function markdownFiles(): string[] {
  const files = ["README.md", "bench/README.md"].filter((file) => existsSync(join(root, file)));
  const docs = join(root, "docs");
  if (existsSync(docs)) {
    for (const entry of readdirSync(docs, { recursive: true, encoding: "utf8" }).sort()) {
      if (entry.endsWith(".md")) files.push(join("docs", entry));
    }
  }
  return files;
}

/** Every command example of the docs, in file order. */
export function findCommandExamples(): CommandExample[] {
  const examples: CommandExample[] = [];
  for (const file of markdownFiles()) {
    const lines = readFileSync(join(root, file), "utf8").split("\n");
    for (let start = 0; start < lines.length; start++) {
      const fence = /^(`{3,})/.exec(lines[start]!);
      if (!fence) continue;
      let end = start + 1;
      while (end < lines.length && !lines[end]!.startsWith(fence[1]!)) end++;
      const body = lines.slice(start + 1, end);
      if (body[0]?.startsWith("$ npx oddsmith")) {
        const commands: { command: string; shown: string[] }[] = [];
        for (const line of body) {
          if (line.startsWith("$ ")) commands.push({ command: line.slice(2), shown: [] });
          else commands[commands.length - 1]!.shown.push(line);
        }
        const slow = start > 0 && lines[start - 1]!.trim() === SLOW_MARKER;
        examples.push({ file, line: start + 2, slow, commands: commands.map(({ command, shown }) => ({ command, shown: shown.join("\n") })) });
      }
      start = end;
    }
  }
  return examples;
}

/** The output with timing replaced by placeholders, trailing whitespace and trailing blank lines dropped. */
export function normaliseOutput(text: string): string {
  return text
    .split("\n")
    .map((line) => {
      let result = line
        .replace(/\d[\d,]*\.\d+ s\b/g, "<seconds> s")
        .replace(/\d[\d,]*(?:\.\d+)? ms\b/g, "<ms> ms")
        .replace(/\d[\d,]*(?:\.\d+)?(?: [kMG])? ([a-z]+)\/s\b/g, "<rate> $1/s");
      // The line's seconds may round to a whole number ("1 s"), and its thread count depends on the machine.
      if (result.startsWith("Monte Carlo:")) result = result.replace(/\b\d+ threads?\b/, "<threads>").replace(/, \d[\d,]* s \(/, ", <seconds> s (");
      return result.trimEnd();
    })
    .join("\n")
    .replace(/\n+$/, "");
}

/** Whether one output line matches one shown line, a `…` inside it standing for any text of the line. */
function lineMatches(shown: string, actual: string): boolean {
  if (shown === actual) return true;
  if (!shown.includes("…")) return false;
  const pattern = shown.split("…").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".*");
  return new RegExp(`^${pattern}$`).test(actual);
}

/** Whether `actual` matches `shown` line for line, a shown line `…` standing for any number of lines (lineMatches within a line). */
export function matchesShown(shown: string, actual: string): boolean {
  const want = shown === "" ? [] : shown.split("\n");
  const have = actual === "" ? [] : actual.split("\n");
  const memo = new Map<string, boolean>();
  const match = (i: number, j: number): boolean => {
    const key = `${i},${j}`;
    const cached = memo.get(key);
    if (cached !== undefined) return cached;
    let result: boolean;
    if (i === want.length) result = j === have.length;
    else if (want[i] === "…") result = match(i + 1, j) || (j < have.length && match(i, j + 1));
    else result = j < have.length && lineMatches(want[i]!, have[j]!) && match(i + 1, j + 1);
    memo.set(key, result);
    return result;
  };
  return match(0, 0);
}

/** The exit code an example's shown output implies: 2 for bad input, else 0. */
export function expectedStatus(shown: string): number {
  return /^Run 'oddsmith [^']*--help' to see /m.test(shown) ? 2 : 0;
}

let trackedFiles: Set<string> | undefined;

/** Problems with the files a command reads: each must be tracked by git. */
export function untrackedInputs(command: string): string[] {
  trackedFiles ??= new Set(execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n"));
  // `sweep merge` reads shard documents an earlier command of the example wrote, not files of the repository.
  const inputs = [...command.matchAll(/(?:--scenario[ =]|npx oddsmith sweep (?!merge ))(\S+)/g)].map((match) => match[1]!);
  return inputs.filter((file) => !trackedFiles!.has(file)).map((file) => `${file} is not a file in the repository`);
}

/** The shell command to run, its written files moved into `scratch`, and how to map the output back. */
export function rewriteCommand(command: string, scratch: string): { shell: string; mapBack: (output: string) => string } {
  const moves: { folder: string; absolute: boolean }[] = [];
  const shell = command
    .replace(/(--(?:csv|chart|out)[ =])(\S+)/g, (whole: string, flag: string, path: string) => {
      if (path === "-") return whole; // standard output: nothing is written
      const folder = join(scratch, String(moves.length));
      moves.push({ folder, absolute: isAbsolute(path) });
      const moved = join(folder, path.replace(/^\/+/, ""));
      mkdirSync(dirname(moved), { recursive: true });
      return `${flag}${moved}`;
    })
    .replace(/\bnpx oddsmith\b/g, "node bin/oddsmith.js");
  const mapBack = (output: string) => moves.reduce((text, move) => text.split(`${move.folder}/`).join(move.absolute ? "/" : ""), output);
  return { shell, mapBack };
}

/** Runs one shell command from the repository root, stderr into the same stream as stdout. */
export function runShell(shell: string): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    execFile("bash", ["-c", `exec 2>&1\n${shell}`], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, env: { ...process.env, FORCE_COLOR: "0" } }, (error, stdout) => {
      const status = error === null ? 0 : typeof error.code === "number" ? error.code : 1;
      resolve({ status, output: stdout });
    });
  });
}

/** A fresh scratch folder for one example's written files. */
export function scratchFolder(): string {
  return mkdtempSync(join(tmpdir(), "oddsmith-example-"));
}

/** Why the built CLI cannot stand for the sources, or undefined when dist/ is current. */
export function staleBuild(): string | undefined {
  const built = join(root, "dist/cli/bin.js");
  if (!existsSync(built)) return "dist/ is missing: run npm run build (or npm ci) first";
  const builtAt = statSync(built).mtimeMs;
  for (const entry of readdirSync(join(root, "src"), { recursive: true, encoding: "utf8" })) {
    const path = join(root, "src", entry);
    if (entry.endsWith(".ts") && statSync(path).mtimeMs > builtAt) return `dist/ is older than ${relative(root, path)}: run npm run build (the examples run the built CLI, as npx oddsmith does)`;
  }
  return undefined;
}

/** Runs one example's commands in order; returns a failure message per command that does not print what is shown. */
export async function checkExample(example: CommandExample): Promise<string[]> {
  const failures: string[] = [];
  const scratch = scratchFolder();
  for (const { command, shown } of example.commands) {
    if (command.startsWith("npx oddsmith")) failures.push(...untrackedInputs(command));
    const { shell, mapBack } = rewriteCommand(command, scratch);
    const { status, output } = await runShell(shell);
    const actual = normaliseOutput(mapBack(output));
    const expected = normaliseOutput(shown);
    const wantStatus = command.startsWith("npx oddsmith") ? expectedStatus(shown) : 0;
    if (status !== wantStatus) failures.push(`$ ${command}\nexited with ${status}, expected ${wantStatus}; it printed:\n${actual}`);
    else if (!matchesShown(expected, actual)) failures.push(`$ ${command}\nshown:\n${expected}\n\nprinted:\n${actual}`);
  }
  return failures;
}
