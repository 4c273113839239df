import { describe, expect, it } from "vitest";
import { degreeBarChart } from "../../../src/analyses/kingstone/degree-chart.js";

describe("degreeBarChart", () => {
  it("keeps the degrees' order and colours each by the word before its dash", () => {
    const chart = degreeBarChart([{ outcome: "success-2", probability: 0.25 }, { outcome: "success-1", probability: 0.5 }, { outcome: "failure-1", probability: 0.25 }], "Check");
    expect(chart.x.order).toEqual(["success-2", "success-1", "failure-1"]);
    expect(chart.data.map((row) => row.result)).toEqual(["success", "success", "failure"]);
    expect(chart.title).toBe("Check");
  });
});
