import { describe, expect, it } from "vitest";
import { addAt, addBigAt, entryOf, fieldOf, itemAt } from "../../src/core/checked-index.js";

describe("checked indexing", () => {
  it("itemAt reads in range and names the range outside it", () => {
    expect(itemAt(["a", "b", "c"], 2)).toBe("c");
    expect(itemAt(Int32Array.of(4, 5), 0)).toBe(4);
    expect(() => itemAt(["a", "b"], 2)).toThrow(new RangeError("index 2 is outside 0..1"));
    expect(() => itemAt(new Float64Array(3), -1)).toThrow(new RangeError("index -1 is outside 0..2"));
  });
  it("addAt adds into typed arrays and number arrays, and refuses an index outside them", () => {
    const tally = new Float64Array(3);
    addAt(tally, 1, 2.5);
    addAt(tally, 1, -1);
    expect(Array.from(tally)).toEqual([0, 1.5, 0]);
    const counts = [1, 2];
    addAt(counts, 0, 10);
    expect(counts).toEqual([11, 2]);
    expect(() => addAt(tally, 3, 1)).toThrow(new RangeError("index 3 is outside 0..2"));
  });
  it("addBigAt adds exact weights and refuses an index outside them", () => {
    const weights = [1n, 2n];
    addBigAt(weights, 1, 2n ** 70n);
    expect(weights).toEqual([1n, 2n + 2n ** 70n]);
    expect(() => addBigAt(weights, 2, 1n)).toThrow(new RangeError("index 2 is outside 0..1"));
  });
  it("fieldOf reads a record's field and names a missing one", () => {
    expect(fieldOf({ hit: 3, miss: 0 }, "miss")).toBe(0);
    expect(() => fieldOf({ hit: 3 }, "crit")).toThrow(new RangeError('no field "crit"'));
  });
  it("entryOf returns a present key's value and names a missing key", () => {
    const map = new Map([["hit", 3]]);
    expect(entryOf(map, "hit")).toBe(3);
    expect(() => entryOf(map, "miss")).toThrow(new RangeError("no entry for miss"));
  });
});
