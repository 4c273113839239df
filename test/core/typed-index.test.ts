import { describe, expect, it } from "vitest";
import { f64Add, f64At, i32Add, i32At, i8At, outside, u16At, u8At } from "../../src/core/typed-index.js";

describe("checked one-kind typed-array indexing", () => {
  it("each reader returns the element in range, zeros included, and names the range outside it", () => {
    expect(f64At(Float64Array.of(0.5, 0, -2), 1)).toBe(0);
    expect(i32At(Int32Array.of(4, -5), 1)).toBe(-5);
    expect(i8At(Int8Array.of(3, -1), 1)).toBe(-1);
    expect(u8At(Uint8Array.of(7, 255), 1)).toBe(255);
    expect(u16At(Uint16Array.of(300, 2), 0)).toBe(300);
    expect(() => f64At(new Float64Array(3), 3)).toThrow(new RangeError("index 3 is outside 0..2"));
    expect(() => i32At(new Int32Array(2), -1)).toThrow(new RangeError("index -1 is outside 0..1"));
    expect(() => i8At(new Int8Array(1), 1.5)).toThrow(new RangeError("index 1.5 is outside 0..0"));
    expect(() => u8At(new Uint8Array(0), 0)).toThrow(new RangeError("index 0 is outside 0..-1"));
    expect(() => u16At(new Uint16Array(4), 4)).toThrow(new RangeError("index 4 is outside 0..3"));
  });
  it("the adders add into the element, wrap as the array's kind does, and refuse an index outside it", () => {
    const tally = new Float64Array(3);
    f64Add(tally, 1, 2.5);
    f64Add(tally, 1, -1);
    expect(Array.from(tally)).toEqual([0, 1.5, 0]);
    const counts = Int32Array.of(2 ** 31 - 1, 0);
    i32Add(counts, 0, 1);
    i32Add(counts, 1, -3);
    expect(Array.from(counts)).toEqual([-(2 ** 31), -3]);
    expect(() => f64Add(tally, 3, 1)).toThrow(new RangeError("index 3 is outside 0..2"));
    expect(() => i32Add(counts, 2, 1)).toThrow(new RangeError("index 2 is outside 0..1"));
    expect(Array.from(counts)).toEqual([-(2 ** 31), -3]);
  });
  it("outside is the far side of an inline checked read: never reached in range, a RangeError naming the range out of it", () => {
    const deck = Uint8Array.of(4, 0, 7);
    const read = (at: number) => deck[at] ?? outside(at, deck.length);
    expect([read(0), read(1), read(2)]).toEqual([4, 0, 7]);
    expect(() => read(3)).toThrow(new RangeError("index 3 is outside 0..2"));
    expect(() => read(-1)).toThrow(new RangeError("index -1 is outside 0..2"));
    const names = ["a", ""];
    expect(names[1] ?? outside(1, names.length)).toBe("");
    expect(() => names[2] ?? outside(2, names.length)).toThrow(new RangeError("index 2 is outside 0..1"));
  });
});
