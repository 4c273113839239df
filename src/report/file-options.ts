import type { AnalysisEntry } from "../framework/registered-analysis.js";
import { messages } from "../framework/messages.js";
import { flagName, PROBLEM_LIMIT } from "../framework/options.js";
import { parseStrictJson } from "../framework/strict-json.js";
import { parseYamlText, readInputFile } from "./input-file.js";


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
    const read = readInputFile(flag, value, baseDir);
    if ("problem" in read) {
      problems.push(read.problem);
      failedFlags.push(flag);
      continue;
    }
    const { text } = read;
    if (text.trim() === "") {
      problems.push(messages.fileEmpty(flag, value, spec.allowed));
      failedFlags.push(flag);
      continue;
    }
    const yaml = spec.yaml === true && /\.ya?ml$/i.test(value);
    const parsed = yaml ? parseYamlText(text) : parseStrictJson(text);
    if ("problem" in parsed) {
      if (!parsed.syntax) problems.push(messages.fileStructure(flag, value, parsed.problem));
      else problems.push(yaml ? messages.fileNotYaml(flag, value, parsed.problem) : messages.fileNotJson(flag, value, parsed.problem));
      failedFlags.push(flag);
      continue;
    }
    result[field] = parsed.value;
    // A deck file's problems name the file as well as the flag; a scenario's are listed by the option's own check.
    const fieldProblems = spec.yaml === true ? (spec.explain?.(parsed.value) ?? []) : [];
    if (fieldProblems.length > 0) {
      for (const problem of fieldProblems.slice(0, PROBLEM_LIMIT)) problems.push(messages.fileField(flag, value, problem));
      if (fieldProblems.length > PROBLEM_LIMIT) problems.push(messages.moreProblems(`${flag} ${value}`, fieldProblems.length - PROBLEM_LIMIT));
      failedFlags.push(flag);
    }
  }
  return { raw: result, problems, failedFlags };
}
