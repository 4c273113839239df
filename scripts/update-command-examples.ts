/**
 * Rewrites the shown output of the docs' command examples with what the commands print now (the built
 * CLI; run npm run build first). An example whose shown output elides lines with `…` is left alone and
 * reported when it no longer matches, to be fixed by hand. Usage:
 *   node --import tsx scripts/update-command-examples.ts [FILE…]
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "../test/support/cli.js";
import { findCommandExamples, matchesShown, normaliseOutput, rewriteCommand, runShell, scratchFolder } from "../test/support/command-examples.js";

const only = process.argv.slice(2);
const examples = findCommandExamples().filter((example) => only.length === 0 || only.includes(example.file));
const byFile = new Map<string, typeof examples>();
for (const example of examples) byFile.set(example.file, [...(byFile.get(example.file) ?? []), example]);

for (const [file, fileExamples] of byFile) {
  const lines = readFileSync(join(root, file), "utf8").split("\n");
  // From the last example up, so earlier line numbers stay valid.
  for (const example of [...fileExamples].reverse()) {
    const scratch = scratchFolder();
    const body: string[] = [];
    for (const { command, shown } of example.commands) {
      const { shell, mapBack } = rewriteCommand(command, scratch);
      const printed = mapBack((await runShell(shell)).output)
        .split("\n")
        .map((line) => line.trimEnd())
        .join("\n")
        .replace(/\n+$/, "");
      const elided = shown.split("\n").includes("…");
      if (elided && !matchesShown(normaliseOutput(shown), normaliseOutput(printed))) process.stdout.write(`${file}:${example.line}: $ ${command}: elided output no longer matches; fix by hand\n`);
      body.push(`$ ${command}`, ...(elided ? shown.replace(/\n+$/, "") : printed).split("\n").filter((line, _index, all) => !(all.length === 1 && line === "")));
    }
    let end = example.line - 1;
    while (!lines[end]!.startsWith("```")) end++;
    lines.splice(example.line - 1, end - (example.line - 1), ...body);
  }
  writeFileSync(join(root, file), lines.join("\n"));
  process.stdout.write(`${file}: ${fileExamples.length} examples\n`);
}
