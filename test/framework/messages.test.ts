import { describe, expect, it } from "vitest";
import { messages } from "../../src/framework/messages.js";
import { QUOTE_LIMIT, quoteReceived } from "../../src/core/quote-received.js";

describe("quoteReceived", () => {
  it("strings and lists as JSON, the rest as written", () => {
    expect(quoteReceived("ten")).toBe('"ten"');
    expect(quoteReceived(["a", 1])).toBe('["a",1]');
    expect(quoteReceived(21)).toBe("21");
    expect(quoteReceived(true)).toBe("true");
    expect(quoteReceived(null)).toBe("null");
    expect(quoteReceived({ a: 1 })).toBe('{"a":1}');
  });
  it("cuts a value longer than 80 characters there, with an ellipsis and its length", () => {
    expect(quoteReceived("x".repeat(80))).toBe(JSON.stringify("x".repeat(80)));
    expect(quoteReceived("x".repeat(100_000))).toBe(`"${"x".repeat(QUOTE_LIMIT)}…" (100000 characters)`);
    expect(quoteReceived(Array.from({ length: 50 }, (_, i) => i))).toMatch(/^\[0,1,2,.{60,}… \(141 characters\)$/);
    expect(messages.notAllowed("--dc", "an integer", "9".repeat(100_000)).length).toBeLessThan(150);
  });
});

describe("messages", () => {
  it("read alike: the flag first, then what is allowed, then what was received", () => {
    expect(messages.notAllowed("--dc", "an integer from 1 to 40", "ten")).toBe('--dc: expected an integer from 1 to 40, received "ten"');
    expect(messages.required("--dc", "an integer from 1 to 40")).toBe("--dc is required: an integer from 1 to 40");
    expect(messages.refused("--play", "a joker must be played first, before 9", "9,X")).toBe('--play: a joker must be played first, before 9, received "9,X"');
  });
  it("problemCount is singular for one", () => {
    expect([messages.problemCount(1), messages.problemCount(2)]).toEqual(["1 problem", "2 problems"]);
  });
  it("notReportFolder lists at most five foreign files, then how many in all", () => {
    expect(messages.notReportFolder("--out", "docs", ["notes.txt"])).toBe(
      '--out: expected a new or empty folder, or a previous report, received "docs", which holds files the report did not write (notes.txt); the report never deletes them: move them, or give another --out',
    );
    expect(messages.notReportFolder("--out", "d", ["a", "b", "c", "d", "e", "f"])).toContain("(a, b, c, d, e, … 6 in all)");
  });
  it("an output's errno code in words, and an unknown one named", () => {
    expect(messages.outputFailed("--csv", "t.csv", "EACCES")).toBe('--csv: cannot write "t.csv" (permission denied)');
    expect(messages.outputFailed("--csv", "t.csv", undefined)).toBe('--csv: cannot write "t.csv" (the system refused)');
    expect(messages.outputKept(["a.csv"])).toBe("already written: a.csv");
  });
  it("compareAlternative agrees in number with the flags given", () => {
    expect(messages.compareAlternative("--method", ["--fairness"])).toBe(
      "--compare: --method cannot be compared while --fairness is given (they are alternatives: give exactly one of --method, --fairness)",
    );
    expect(messages.compareAlternative("--a", ["--b", "--c"])).toBe("--compare: --a cannot be compared while --b, --c are given (they are alternatives: give exactly one of --a, --b, --c)");
  });
  it("the Monte Carlo and option-relation messages, word for word", () => {
    expect(messages.stopped("ultimo challenge")).toBe("stopped: ultimo challenge was interrupted before it finished; nothing was written");
    expect(messages.noSampler("--mc", "ultimo best", ["ultimo challenge"])).toBe("--mc: ultimo best has no Monte Carlo sampler (analyses with one: ultimo challenge)");
    expect(messages.oneOf(["--target", "--suit"])).toBe("give exactly one of --target, --suit");
    expect(messages.onlyWith("--skill", "--suit")).toBe("--skill: only allowed with --suit");
    expect(messages.together(["--a-suit", "--b-suit"])).toBe("give --a-suit and --b-suit together, or neither");
    expect(messages.cardNotInHand("--play", "QH", [])).toBe('--play: expected cards from --hand (empty), received "QH", which is not in the hand');
  });
});

describe("paths in messages", () => {
  it("a 300-character path is quoted to 80 characters with its length, as any received value (issue 16)", () => {
    const long = `/tmp/${"x".repeat(295)}`;
    for (const message of [messages.outputFailed("--csv", long, "ENOENT"), messages.folderForFile("--csv", long), messages.folderNotCreated("--out", long, "no space left"), messages.notReportFolder("--out", long, ["a.txt"])]) {
      expect(message).toContain("(300 characters)");
      expect(message.length).toBeLessThan(300);
    }
  });
});
