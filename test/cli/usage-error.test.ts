import { describe, expect, it } from "vitest";
import { CheckFailed, specOrRefusal, StoppedError, UsageError } from "../../src/cli/usage-error.js";

describe("the CLI's errors", () => {
  it("UsageError carries every problem and the command whose --help says more; its message is the problems, a line each", () => {
    const error = new UsageError(["--dc is required: an integer from 1 to 40", '--bonus: expected an integer from -10 to 20, received "21"'], "oddsmith kingstone check");
    expect(error.problems).toHaveLength(2);
    expect(error.helpCommand).toBe("oddsmith kingstone check");
    expect(error.message).toBe('--dc is required: an integer from 1 to 40\n--bonus: expected an integer from -10 to 20, received "21"');
    expect(error.name).toBe("UsageError");
  });
  it("StoppedError and CheckFailed keep their message and name", () => {
    expect(new StoppedError("stopped")).toMatchObject({ name: "StoppedError", message: "stopped" });
    expect(new CheckFailed("1 of 2 cases DISAGREE")).toMatchObject({ name: "CheckFailed", message: "1 of 2 cases DISAGREE" });
    for (const error of [new UsageError([], "x"), new StoppedError(""), new CheckFailed("")]) expect(error).toBeInstanceOf(Error);
  });
  it("specOrRefusal returns the spec a reader found, and throws every problem it found when it found none", () => {
    expect(specOrRefusal({ spec: { points: 3 }, problems: [] }, "oddsmith sweep")).toEqual({ points: 3 });
    let thrown: unknown;
    try {
      specOrRefusal({ problems: ["s.yaml: grid: expected a mapping", "s.yaml: game: required"] }, "oddsmith sweep");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UsageError);
    expect(thrown).toMatchObject({ problems: ["s.yaml: grid: expected a mapping", "s.yaml: game: required"], helpCommand: "oddsmith sweep" });
  });
});
