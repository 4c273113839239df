import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../src/analyses/index.js";
import { commandOf, permalinkOf, readPermalink } from "../../src/pipeline/permalink.js";

const challenge = findAnalysis("ultimo", "challenge")!;
const check = findAnalysis("kingstone", "check")!;

describe("permalinks", () => {
  it("permalinkOf(ultimo challenge, play A,K,9,7,5 at difficulty 5, queen 2) keeps commas readable", () => {
    expect(permalinkOf(challenge, { play: ["A", "K", "9", "7", "5"], difficulty: 5, queen: 2 })).toBe("#/ultimo/challenge?play=A,K,9,7,5&difficulty=5&queen=2");
  });

  it("readPermalink reads flags by their CLI names into fields, and the Monte Carlo flags apart", () => {
    const read = readPermalink("#/kingstone/check?bonus=%2B3&dc=10&reroll=one-die&mc=100000&seed=7", findAnalysis);
    expect(read.problems).toEqual([]);
    expect(read.run).toEqual({ game: "kingstone", analysis: "check", raw: { bonus: "+3", dc: "10", reroll: "one-die" }, simulation: { trials: "100000", seed: "7" } });
  });

  it("a written address reads back to the same run", () => {
    const hash = permalinkOf(check, { bonus: "-2", dc: "12", reroll: "one-die" }, { trials: "1e5", seed: "3" });
    expect(readPermalink(hash, findAnalysis).run).toMatchObject({ raw: { bonus: "-2", dc: "12", reroll: "one-die" }, simulation: { trials: "1e5", seed: "3" } });
  });

  it("an unknown flag, a repeated one and a bad address are problems in the CLI's words", () => {
    expect(readPermalink("#/kingstone/check?bonus=1&bonus=2&colour=red", findAnalysis).problems).toEqual([
      '--bonus: given twice in the address, received "2"',
      expect.stringMatching(/^unknown option --colour \(options: --bonus, --dc,/),
    ]);
    expect(readPermalink("#kingstone", findAnalysis).problems).toEqual(['address: expected #/<game>/<analysis>?<flag>=<value>&…, received "#kingstone"']);
    expect(readPermalink("", findAnalysis)).toEqual({ problems: [] });
  });

  it("an escape that does not decode (#/%E0%A4%A/check, issue 24) is kept as written, never a URIError", () => {
    expect(readPermalink("#/%E0%A4%A/check", findAnalysis)).toEqual({ run: { game: "%E0%A4%A", analysis: "check", raw: {}, simulation: {} }, problems: [] });
    expect(readPermalink("#/kingstone/%E0%A4%A?dc=%E0%A4%A&%zz=1", findAnalysis).run).toEqual({ game: "kingstone", analysis: "%E0%A4%A", raw: {}, simulation: {} });
    expect(readPermalink("#/kingstone/check?dc=%E0%A4%A", findAnalysis).run?.raw).toEqual({ dc: "%E0%A4%A" });
  });

  it("commandOf gives the terminal's command for the page's run", () => {
    expect(commandOf(check, { bonus: "3", dc: "10" }, { trials: "100000", seed: "7" })).toBe("oddsmith kingstone check --bonus 3 --dc 10 --mc 100000 --seed 7");
    expect(commandOf(challenge, { play: "A,K,9", difficulty: "5" })).toBe("oddsmith ultimo challenge --play A,K,9 --difficulty 5");
  });
});
