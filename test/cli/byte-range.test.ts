import { describe, expect, it } from "vitest";
import { byteRange } from "../../src/cli/byte-range.js";

// Worked by hand from RFC 9110 §14.1.1 (range specs), §14.1.2 (byte ranges) and §15.5.17 (416), for a 10-byte file.
describe("byteRange(header, 10)", () => {
  it.each([
    ["bytes=0-0", 0, 0],
    ["bytes=2-5", 2, 5],
    ["bytes=2-", 2, 9],
    ["bytes=9-", 9, 9],
    ["bytes=-3", 7, 9],
    ["bytes=-10", 0, 9],
    ["bytes=-11", 0, 9], // a suffix longer than the file is the whole file
    ["bytes=3-12", 3, 9], // a last byte past the end is cut to the last byte
    ["bytes=0-18446744073709551615", 0, 9], // 2^64 − 1: not exact as a double, still past the end
    ["Bytes = 1 - 2", 1, 2], // the unit is case-insensitive; spaces around the numbers are tolerated
  ])("%s is bytes %i..%i", (header, start, end) => {
    expect(byteRange(header, 10)).toEqual({ kind: "part", start, end });
  });

  it.each(["bytes=5-2", "bytes=10-", "bytes=10-20", "bytes=99999999999999999999999-", "bytes=-0", "bytes=", "bytes=-", "bytes=abc", "bytes=1-2-3", "bytes=0x1-2", "bytes=1.5-2"])(
    "%s cannot be satisfied (416)",
    (header) => {
      expect(byteRange(header, 10)).toEqual({ kind: "unsatisfiable" });
    },
  );

  it.each([undefined, "items=0-1", "bytes 0-1", "bytes=0-1,4-5", "bytes=5-2,0-1"])("%s is the whole file (no Range, another unit, several ranges)", (header) => {
    expect(byteRange(header, 10)).toEqual({ kind: "whole" });
  });

  it("an empty file satisfies no range, not even a suffix", () => {
    expect([byteRange("bytes=0-", 0), byteRange("bytes=-1", 0), byteRange(undefined, 0)]).toEqual([{ kind: "unsatisfiable" }, { kind: "unsatisfiable" }, { kind: "whole" }]);
  });

  it("every single range of a 6-byte file agrees with the RFC's rule, enumerated (first 0..8, last 0..8 or none)", () => {
    for (let first = 0; first <= 8; first++) {
      for (const last of [undefined, 0, 1, 2, 3, 4, 5, 6, 7, 8]) {
        const expected = (last !== undefined && last < first) || first >= 6 ? { kind: "unsatisfiable" } : { kind: "part", start: first, end: Math.min(last ?? 5, 5) };
        expect([first, last, byteRange(`bytes=${first}-${last ?? ""}`, 6)]).toEqual([first, last, expected]);
      }
    }
  });
});
