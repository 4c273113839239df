import { describe, expect, it } from "vitest";
import { describeMethod } from "../../../src/analyses/zilch/describe-method.js";

describe("describeMethod (RULES.md 2.5)", () => {
  const base = { players: 4, highPowered: false, highPoweredRoll: "plus6", start: 4 } as const;
  it('describeMethod names each setup: "cautious, 1d8+4", "cards, 1 player (5..10, redraw at 25 or less)", "reckless, 2d6 each"', () => {
    expect(describeMethod({ ...base, method: "cautious", highPowered: true, highPoweredRoll: "8d8" })).toBe("cautious, 1d8+4");
    expect(describeMethod({ ...base, method: "cards", players: 1 })).toBe("cards, 1 player (5..10, redraw at 25 or less)");
    expect(describeMethod({ ...base, method: "reckless" })).toBe("reckless, 2d6 each");
  });
});
