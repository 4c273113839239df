import { describe, expect, it } from "vitest";
import { toVegaLite } from "../../src/pipeline/vega-lite.js";

const chart = (domain?: readonly [number, number]) =>
  toVegaLite({
    name: "",
    title: "t",
    kind: "heatmap",
    data: [{ x: 1, y: 1, v: 1.5 }],
    x: { field: "x", title: "x", type: "ordinal" },
    y: { field: "y", title: "y", type: "ordinal" },
    color: { field: "v", title: "v", type: "quantitative", ...(domain ? { domain } : {}) },
    labels: true,
  }) as { layer: Array<{ encoding: { color: { scale?: { domain: number[] }; condition?: { test: string } } } }> };

describe("heatmap colour domain", () => {
  it("is 0..1 by default (probabilities) and the colour field's own domain when it gives one, labels switching colour at 60% of it", () => {
    expect(chart().layer[0]!.encoding.color.scale!.domain).toEqual([0, 1]);
    expect(chart([0, 2]).layer[0]!.encoding.color.scale!.domain).toEqual([0, 2]);
    expect(chart([0, 2]).layer[1]!.encoding.color.condition!.test).toBe('datum["v"] > 1.2');
  });
});
