import { describe, expect, it } from "vitest";
import { fieldAt } from "../../../src/analyses/kingstone/field-at.js";

describe("fieldAt", () => {
  it("reads a field that is there (0 included) and refuses one that is not, naming it", () => {
    expect(fieldAt({ win: 3, dies: 0 }, "dies")).toBe(0);
    expect(() => fieldAt({ win: 3 }, "escaped")).toThrow(new RangeError("no field named escaped"));
  });
});
