import { describe, expect, it } from "vitest";
import { drawTable, DRAW_TABLE_LIMIT } from "../../src/core/draw-table.js";

describe("drawTable", () => {
  it("drawTable([2n, 0n, 1n, 3n]) holds each index as many times as its weight, in order", () => {
    expect(Array.from(drawTable([2n, 0n, 1n, 3n]))).toEqual([0, 0, 2, 3, 3, 3]);
  });
  it("refuses a zero total, a negative weight and a total above the limit", () => {
    expect(() => drawTable([0n, 0n])).toThrow("drawTable: the total weight must be in 1..2097152, received 0");
    expect(() => drawTable([1n, -1n])).toThrow("drawTable: negative weight -1");
    expect(() => drawTable([BigInt(DRAW_TABLE_LIMIT), 1n])).toThrow(RangeError);
  });
});
