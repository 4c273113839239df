/**
 * A small valid run of every analysis: raw parameters as the command line writes them, each solved (or
 * simulated, per shard) in well under a second. The property tests lay random options over them
 * (test/properties/). An analysis's small run is its first report run (the registry's), unless SMALL_RUNS
 * names a smaller one: a new analysis whose first report run is cheap needs no line here.
 */
import type { AnalysisEntry } from "../../src/framework/registered-analysis.js";
import type { CliValue } from "./option-arbitraries.js";

/** The small runs chosen by hand, by "game name", where the first report run is dearer or reads a file. */
export const SMALL_RUNS: Readonly<Record<string, Readonly<Record<string, CliValue>>>> = {
  "kingstone check": { bonus: "3", dc: "10" },
  "kingstone table": { bonus: "2", dc: "8..9" },
  "kingstone pick-dc": { bonus: "2", target: "0.5" },
  "kingstone death": { endurance: "1" },
  "kingstone marks": { level: "3" },
  "kingstone side": {},
  "kingstone spell": { bonus: "2" },
  "kingstone fight": { enemy: "big-rat", bonus: "2" },
  "zilch test": { suit: "6" },
  "zilch pick": { suit: "6", chance: "0.6", atLeast: true },
  "zilch contest": { a: "6", b: "7" },
  "zilch table": { target: "5..6", contest: "5" },
  "zilch damage": { weapon: "light", dr: "1" },
  "zilch chargen": { method: "cautious", measure: "total" },
  "ultimo challenge": { play: "J,A,K", difficulty: "4" },
  "ultimo best": { hand: "K,9,7,4", limit: "3", difficulty: "4" },
  "ultimo curve": { handSize: "3", limit: "2", maxDifficulty: "4", policy: "greedy" },
  "ultimo pick": { handSize: "3", limit: "2", policy: "greedy" },
  "ultimo flip": { psyche: "3", difficulty: "3" },
  "ultimo attack": { limit: "2", handSize: "3", foe: "fanatic" },
  "ultimo fight": { limit: "3", handSize: "4", foe: "fanatic" },
  "ultimo variants": { play: "K,9,7", difficulty: "3..4" },
  "ultimo session": { challenges: "2", difficulty: "3", limit: "4" },
  "ash check": { suit: "hearts", trait: "2", opposing: "2" },
  "ash pick": { suit: "hearts", trait: "2", target: "0.2" },
  "ash table": { trait: "1..2", opposing: "1..2" },
  "ash campaign": { checks: "2", hands: "markov" },
};

/**
 * The small run of an analysis: its SMALL_RUNS line, else its first report run's parameters as the command
 * line writes them (a flag true, every other value as text), else no options at all.
 */
export function smallRunOf(analysis: Pick<AnalysisEntry, "game" | "name" | "reportRuns">): Readonly<Record<string, CliValue>> {
  const chosen = SMALL_RUNS[`${analysis.game} ${analysis.name}`];
  if (chosen !== undefined) return chosen;
  const params = analysis.reportRuns[0]?.params ?? {};
  return Object.fromEntries(Object.entries(params).flatMap(([field, value]) => (value === false ? [] : [[field, value === true ? true : Array.isArray(value) ? value.join(",") : String(value)] as const])));
}
