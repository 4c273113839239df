import { describe, expect, it } from "vitest";
import { errorCode } from "../../src/sim/error-code.js";

describe("errorCode", () => {
  it("is the code of a Node error: reading a missing file gives ENOENT", async () => {
    const { readFile } = await import("node:fs/promises");
    const error = await readFile("/no/such/file/at/all").catch((caught: unknown) => caught);
    expect(errorCode(error)).toBe("ENOENT");
  });
  it("is undefined for a plain Error, a string, null, and a code that is not a string", () => {
    expect([errorCode(new Error("x")), errorCode("ENOENT"), errorCode(null), errorCode({ code: 2 })]).toEqual([undefined, undefined, undefined, undefined]);
  });
});
