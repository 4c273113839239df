import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../../src/analyses/index.js";

describe("the random-hand samplers play greedily", () => {
  it.each(["curve", "pick", "attack"])("%s --mc with --policy optimal is refused with the reason (its sampleLimits, and its plan)", (name) => {
    const analysis = findAnalysis("ultimo", name)!;
    const message = '--policy: with --mc, greedy (the sampler plays the greedy play of each random hand; optimal play is solved exactly only), received "optimal"';
    const prepare = (raw: Record<string, unknown>) => {
      const prepared = analysis.prepare(name === "attack" ? { ...raw, foe: "fanatic" } : raw);
      if (!prepared.ok) throw new Error(prepared.errors.join("; "));
      return prepared.value;
    };
    const optimal = prepare({ handSize: 7, limit: 4, policy: "optimal" });
    expect(optimal.sampleLimits()).toEqual([message]);
    expect(prepare({ handSize: 7, limit: 4, policy: "greedy" }).sampleLimits()).toEqual([]);
    expect(() => optimal.plan!()).toThrow(message);
  });
});
