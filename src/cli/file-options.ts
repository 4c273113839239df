import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { AnalysisEntry } from "../core/registered-analysis.js";
import { messages } from "../core/messages.js";
import { flagName } from "../core/options.js";

/**
 * Reads the files named by an analysis's json-file options (a campaign's --scenario) and puts their parsed
 * JSON in place of the file name, so the option's own parse and schema see the content; models do no I/O.
 * Relative names resolve against `baseDir`. A file that cannot be read or is not JSON is a problem naming
 * the flag; its flag is listed in `failedFlags` so the caller drops the option's own "expected …" message.
 */
export function readFileOptions(
  analysis: Pick<AnalysisEntry, "options">,
  raw: Readonly<Record<string, unknown>>,
  baseDir: string = process.cwd(),
): { raw: Record<string, unknown>; problems: string[]; failedFlags: string[] } {
  const result: Record<string, unknown> = { ...raw };
  const problems: string[] = [];
  const failedFlags: string[] = [];
  for (const [field, spec] of Object.entries(analysis.options)) {
    const value = raw[field];
    if (spec.kind !== "json-file" || typeof value !== "string") continue;
    const flag = flagName(field, spec);
    if (value.trim() === "") {
      problems.push(messages.emptyValue(flag, spec.allowed));
      failedFlags.push(flag);
      continue;
    }
    let text: string;
    try {
      text = readFileSync(resolve(baseDir, value), "utf8");
    } catch (error) {
      problems.push(messages.fileUnreadable(flag, value, (error as NodeJS.ErrnoException).code ?? String(error)));
      failedFlags.push(flag);
      continue;
    }
    if (text.trim() === "") {
      problems.push(messages.fileEmpty(flag, value, spec.allowed));
      failedFlags.push(flag);
      continue;
    }
    try {
      result[field] = JSON.parse(text);
    } catch (error) {
      problems.push(messages.fileNotJson(flag, value, error instanceof Error ? error.message : String(error)));
      failedFlags.push(flag);
    }
  }
  return { raw: result, problems, failedFlags };
}
