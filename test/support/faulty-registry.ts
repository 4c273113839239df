/**
 * A registry of deliberately broken samplers, for the engine's failure tests: one throws in its trial
 * loop, one kills its worker thread (and does nothing in the main thread), one loops forever (the watchdog's). Workers load it by URL like the
 * real registry.
 */
import { defineAnalysis } from "../../src/framework/analysis.js";
import { registerAnalysis, type AnalysisEntry } from "../../src/framework/registered-analysis.js";
import { integerOption } from "../../src/framework/options.js";
import { isMainThread } from "node:worker_threads";

const options = { failAfter: integerOption({ min: 0, max: 1_000_000_000, doc: "trials before the failure", default: 0 }) };

function brokenAnalysis(name: string, fail: () => void) {
  return defineAnalysis({
    game: "kingstone",
    name,
    summary: "a broken sampler",
    options,
    sampler: {
      defaultTrials: 1000,
      plan: (params) => {
        let done = 0;
        return {
          layout: { groups: [{ name: "outcome", categories: ["heads", "tails"] }] },
          run: (random, trials, tally) => {
            for (let i = 0; i < trials; i++) {
              if (done++ >= params.failAfter) fail();
              tally[random.below(2)]!++;
            }
          },
        };
      },
    },
    reportRuns: [],
  });
}

export const throwingAnalysis = brokenAnalysis("throwing", () => {
  throw new Error("the dice rolled off the table");
});

// Kills a worker thread only: the calling thread runs shards too (this thread and T − 1 workers), and there
// process.exit would end the test's own process, so there its trials go on as if nothing happened.
export const exitingAnalysis = brokenAnalysis("exiting", () => {
  if (!isMainThread) process.exit(3);
});

export const loopingAnalysis = brokenAnalysis("looping", () => {
  for (;;);
});

export function findAnalysis(_game: string, name: string): AnalysisEntry | undefined {
  return [throwingAnalysis, exitingAnalysis, loopingAnalysis].map((analysis) => registerAnalysis(analysis)).find((analysis) => analysis.name === name);
}
