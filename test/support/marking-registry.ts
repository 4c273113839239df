/**
 * A registry for the pool's structure tests: a fair coin whose every shard leaves an empty marker file
 * named after the thread that computes it (`<dir>/<threadId>-<n>`, written when the shard's plan is made,
 * that is when the shard starts), so a test can see which thread ran each shard, and how many a worker
 * started, without reading a message from it. Workers load it by URL like the real registry.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { threadId } from "node:worker_threads";
import { defineAnalysis } from "../../src/framework/analysis.js";
import { textOption } from "../../src/framework/options.js";
import { registerAnalysis, type AnalysisEntry } from "../../src/framework/registered-analysis.js";

/** Plans made in this thread: numbers the markers. */
let plansMade = 0;

export const markingAnalysis = defineAnalysis({
  game: "kingstone",
  name: "marking",
  summary: "a coin whose shards mark the thread that ran them",
  options: { dir: textOption({ allowed: "a directory", doc: "where each shard leaves its marker", parse: (raw) => raw }) },
  sampler: {
    defaultTrials: 1000,
    plan: (params) => {
      writeFileSync(join(params.dir, `${threadId}-${plansMade++}`), "");
      return {
        layout: { groups: [{ name: "outcome", categories: ["heads", "tails"] }] },
        run: (random, trials, tally) => {
          for (let i = 0; i < trials; i++) tally[random.below(2)]!++;
        },
      };
    },
  },
  reportRuns: [],
});

export function findAnalysis(_game: string, name: string): AnalysisEntry | undefined {
  const entry = registerAnalysis(markingAnalysis);
  return entry.name === name ? entry : undefined;
}
