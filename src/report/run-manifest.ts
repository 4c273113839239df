import { readFile } from "node:fs/promises";
import type { IndexEntry } from "./index-page.js";

/** The report's run.json: what produced each file (analysis, parameters, seed and trials), and how the run was chosen. */
export interface RunManifest {
  readonly generator: "oddsmith report";
  readonly version: string;
  readonly node: string;
  /** The games this run wrote (`--game`), and whether it was the reduced `--quick` set. */
  readonly games: readonly string[];
  readonly quick: boolean;
  /** The page of the report's copy of the workbench ("workbench/index.html"), null when it has none (not built). */
  readonly workbench: string | null;
  readonly entries: readonly IndexEntry[];
  /**
   * Every file of the report, run.json and the workbench copy included, relative to its folder with "/":
   * the next report replaces these and refuses a folder holding anything else. (Missing from a run.json
   * written before it was recorded.)
   */
  readonly files?: readonly string[];
}

/** Whether parsed JSON is a report's run.json: written by `oddsmith report`, with its entries. O(1). */
function isRunManifest(value: unknown): value is RunManifest {
  return typeof value === "object" && value !== null && "generator" in value && value.generator === "oddsmith report" && "entries" in value && Array.isArray(value.entries);
}

/**
 * The run.json of a previous report in `folder`, or undefined when there is none or it is not ours (a
 * report written by an older version, a hand-edited file): the caller then starts afresh.
 */
export async function readManifest(folder: string): Promise<RunManifest | undefined> {
  const text = await readFile(`${folder}/run.json`, "utf8").catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isRunManifest(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
