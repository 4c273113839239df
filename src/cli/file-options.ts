import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import type { AnalysisEntry } from "../core/registered-analysis.js";
import { messages } from "../core/messages.js";
import { flagName } from "../core/options.js";

/** YAML text as data; the yaml package is loaded on the first YAML file, never at start-up. */
function parseYaml(text: string): unknown {
  const yaml = createRequire(import.meta.url)("yaml") as typeof import("yaml");
  return yaml.parse(text);
}

/**
 * Reads the files named by an analysis's json-file options (a campaign's --scenario) and puts their parsed
 * JSON in place of the file name, so the option's own parse and schema see the content; models do no I/O.
 * Relative names resolve against `baseDir`. An option marked `yaml` also reads YAML (a name ending .yaml or
 * .yml) and has its content checked here, so each problem names the file. A file that cannot be read, is
 * not JSON (YAML) or fails those checks is a problem naming the flag; its flag is listed in `failedFlags` so
 * the caller drops the option's own messages.
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
    const yaml = spec.yaml === true && /\.ya?ml$/i.test(value);
    try {
      result[field] = yaml ? parseYaml(text) : JSON.parse(text);
    } catch (error) {
      const reason = error instanceof Error ? error.message.split("\n")[0]! : String(error);
      problems.push(yaml ? messages.fileNotYaml(flag, value, reason) : messages.fileNotJson(flag, value, reason));
      failedFlags.push(flag);
      continue;
    }
    // A deck file's problems name the file as well as the flag.
    const fieldProblems = spec.yaml === true ? (spec.explain?.(result[field]) ?? []) : [];
    if (fieldProblems.length > 0) {
      problems.push(...fieldProblems.map((problem) => messages.fileField(flag, value, problem)));
      failedFlags.push(flag);
    }
  }
  return { raw: result, problems, failedFlags };
}
