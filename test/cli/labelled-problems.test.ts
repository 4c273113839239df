import { describe, expect, it } from "vitest";
import { mergeProblems } from "../../src/cli/labelled-problems.js";

describe("mergeProblems", () => {
  it("a problem only some runs have is prefixed with the first run that has it, and says how many more do", () => {
    expect(
      mergeProblems(
        [
          { label: "bonus=0", problems: [] },
          { label: "bonus=21, dc=8", problems: ["--bonus: bad"] },
          { label: "bonus=21, dc=10", problems: ["--bonus: bad"] },
          { label: "bonus=21, dc=12", problems: ["--bonus: bad"] },
        ],
        "grid point",
      ),
    ).toEqual(["grid point bonus=21, dc=8: --bonus: bad (and 2 more grid points)"]);
    expect(mergeProblems([{ label: "bonus=21", problems: ["--bonus: bad"] }, { label: "bonus=0", problems: [] }], "grid point")).toEqual(["grid point bonus=21: --bonus: bad"]);
  });
  it("one more is singular", () => {
    expect(mergeProblems([{ label: "a", problems: ["p"] }, { label: "b", problems: ["p"] }, { label: "c", problems: [] }], "reading")).toEqual(["reading a: p (and 1 more reading)"]);
  });
  it("a problem every run has is printed once, as it is; a run's repeated problem counts once", () => {
    expect(
      mergeProblems(
        [
          { label: "ladder=paired", problems: ["--dc is required", "--dc is required"] },
          { label: "ladder=linear", problems: ["--dc is required", "only here"] },
        ],
        "reading",
      ),
    ).toEqual(["--dc is required", "reading ladder=linear: only here"]);
  });
  it("a single run's problems are labelled with it; no problems, no lines", () => {
    expect(mergeProblems([{ label: "x=1", problems: ["bad"] }], "run")).toEqual(["run x=1: bad"]);
    expect(mergeProblems([{ label: "x=1", problems: [] }], "run")).toEqual([]);
  });
});
