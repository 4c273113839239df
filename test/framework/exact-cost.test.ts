import { describe, expect, it } from "vitest";
import { cheapCost, EXACT_COST_BOUND_SECONDS, formatDuration } from "../../src/framework/exact-cost.js";

describe("formatDuration", () => {
  it("rounds an estimate as far as it deserves: under a second, seconds, minutes, hours, days, more than a year", () => {
    expect(formatDuration(0)).toBe("under a second");
    expect(formatDuration(0.49)).toBe("under a second");
    expect(formatDuration(0.5)).toBe("about 1 s");
    expect(formatDuration(26.4)).toBe("about 26 s");
    expect(formatDuration(59.4)).toBe("about 59 s");
    expect(formatDuration(60)).toBe("about 1 min");
    expect(formatDuration(250)).toBe("about 4 min");
    expect(formatDuration(3600)).toBe("about 1 h");
    expect(formatDuration(30 * 3600)).toBe("about 30 h");
    expect(formatDuration(5 * 86400)).toBe("about 5 days");
    expect(formatDuration(2 * 365 * 86400)).toBe("more than a year");
    expect(formatDuration(Infinity)).toBe("more than a year");
  });
});

describe("cheapCost and the bound", () => {
  it("cheapCost(0.01, 'one roll') is a constant tiny cost; the bound is a minute", () => {
    expect(cheapCost(0.01, "one roll")).toEqual({ seconds: 0.01, what: "one roll", smaller: "smaller parameters" });
    expect(EXACT_COST_BOUND_SECONDS).toBe(60);
  });
});
