/**
 * The built-in analyses' help lines without their modules: `npm run build` writes each analysis's summary
 * into dist/analyses/summaries.json (scripts/bundle-cli.mjs), and `oddsmith <game> --help` lists a game's
 * analyses from it instead of loading every analysis of the game (issue 29: start-up; `ultimo --help`
 * loaded 88 modules). Run from the sources there is no such file, and the analyses are loaded as before.
 */
import { readFileSync } from "node:fs";
import { analysisNames } from "../analyses/catalog.js";

/** Where the build writes the summaries: beside the compiled catalog, from dist/cli or dist/bundle alike. */
export const SUMMARIES_FILE = new URL("../analyses/summaries.json", import.meta.url);

/** One game's analyses as its help lists them: name and summary, in display order. */
export type GameSummaries = readonly (readonly [name: string, summary: string])[];

/** Whether a parsed value is one game's list of [name, summary] pairs. */
function isGameSummaries(value: unknown): value is GameSummaries {
  return Array.isArray(value) && value.every((pair: unknown) => Array.isArray(pair) && pair.length === 2 && typeof pair[0] === "string" && typeof pair[1] === "string");
}

/**
 * A built-in game's analyses from the build's summaries file, or undefined when there is no file (the
 * sources), it cannot be read, or it does not list exactly the catalog's analyses of the game in order
 * (a file left from an older build): the caller then loads the analyses. O(file size).
 * @example gameSummaries("kingstone", '{"kingstone":[["check","…"]]}') // undefined
 */
export function gameSummaries(game: string, text = readSummaries()): GameSummaries | undefined {
  if (text === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== "object" || parsed === null || !Object.hasOwn(parsed, game)) return undefined;
  const listed: unknown = Object.entries(parsed).find(([key]) => key === game)?.[1];
  if (!isGameSummaries(listed)) return undefined;
  const names = analysisNames(game);
  return listed.length === names.length && listed.every(([name], index) => name === names[index]) ? listed : undefined;
}

/** The summaries file's text, or undefined when there is none. */
function readSummaries(): string | undefined {
  try {
    return readFileSync(SUMMARIES_FILE, "utf8");
  } catch {
    return undefined;
  }
}
