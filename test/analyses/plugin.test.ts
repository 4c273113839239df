import { describe, expect, it } from "vitest";
import { addPlugin } from "../../src/analyses/plugin.js";
import * as api from "../../src/plugin-api.js";

describe("addPlugin", () => {
  it("refuses a module with no analyses, and a definition that is not a lower-case word or lacks a solver, naming the file", () => {
    expect(addPlugin({}, api, "file:///x.js", "x.js")).toEqual(['plugin "x.js": exports no analyses: default-export a function (oddsmith) => [analyses…], or export const analyses = […]']);
    expect(addPlugin({ analyses: [{ game: "D20", name: "a b", summary: "", options: {} }] }, api, "file:///x.js", "x.js")).toEqual([
      'plugin "x.js": analysis D20 a b: game must be a lower-case word (letters, digits, dashes) other than a command (report, sweep, balance, validate, audit, serve, help), received "D20"',
      'plugin "x.js": analysis D20 a b: name must be a lower-case word (letters, digits, dashes), received "a b"',
      'plugin "x.js": analysis D20 a b: give run (the exact solver) or sampler (a Monte Carlo sampler), or both',
    ]);
  });
  it("calls a default-exported function with the API and refuses a name clash with a built-in analysis", () => {
    const module = { default: (oddsmith: typeof api) => [oddsmith.defineAnalysis({ game: "zilch", name: "test", summary: "", options: {}, run: () => ({ outcomes: [], summary: {}, summaryExact: {}, rows: [], charts: [] }), reportRuns: [] })] };
    expect(addPlugin(module, api, "file:///x.js", "x.js")).toEqual(['plugin "x.js": analysis zilch test: the name is taken (a built-in analysis or one added before has it)']);
  });
});
