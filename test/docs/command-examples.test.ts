// Every `$ npx oddsmith …` example of README.md, bench/README.md and docs/ is run and must print what the
// docs show. The conventions (what `…` means, how timing is normalised, how bad input and written files are
// handled, how slow examples are marked) are stated at the top of test/support/command-examples.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { checkExample, expectedStatus, findCommandExamples, matchesShown, normaliseOutput, staleBuild } from "../support/command-examples.js";

const examples = findCommandExamples();

describe("the docs' command examples", () => {
  beforeAll(() => {
    const stale = staleBuild();
    if (stale !== undefined) throw new Error(stale);
  });

  it("are found in README.md and docs/", () => {
    expect(examples.filter((example) => example.file === "README.md").length).toBeGreaterThanOrEqual(4);
    expect(examples.filter((example) => example.file.startsWith("docs/")).length).toBeGreaterThanOrEqual(20);
  });

  it.concurrent.each(examples.filter((example) => !example.slow).map((example) => [`${example.file}:${example.line} ${example.commands[0]!.command}`, example] as const))(
    "%s",
    async (_, example) => {
      const failures = await checkExample(example);
      expect(failures, failures.join("\n\n")).toEqual([]);
    },
  );
});

describe("the example conventions", () => {
  it("normaliseOutput replaces seconds, milliseconds, rates and the Monte Carlo line's threads", () => {
    expect(normaliseOutput("Monte Carlo: 1,000,000 trials, seed 1, 2 threads, 1.2407 s (805,992 trials/s); 95% intervals  \n\n")).toBe(
      "Monte Carlo: 1,000,000 trials, seed 1, <threads>, <seconds> s (<rate> trials/s); 95% intervals",
    );
    expect(normaliseOutput("ran (12 ms) and 3.5 M hands/s")).toBe("ran (<ms> ms) and <rate> hands/s");
    expect(normaliseOutput("takes about 9 s")).toBe("takes about 9 s");
  });

  it("matchesShown reads a line … as any number of lines", () => {
    expect(matchesShown("a\n…\nd", "a\nb\nc\nd")).toBe(true);
    expect(matchesShown("a\n…\nd", "a\nd")).toBe(true);
    expect(matchesShown("a\n…", "a\nb")).toBe(true);
    expect(matchesShown("a\n…\nd", "a\nb\nc")).toBe(false);
    expect(matchesShown("a\nb", "a\nb\nc")).toBe(false);
  });

  it("matchesShown reads a … inside a line as any text of that line, and nothing more", () => {
    expect(matchesShown("(analyses with one: kingstone check, …)", "(analyses with one: kingstone check, zilch test, ash campaign)")).toBe(true);
    expect(matchesShown("(analyses with one: kingstone check, …)", "(analyses with one: kingstone table, zilch test)")).toBe(false);
    expect(matchesShown("x (a.b, …) y", "x (a.b, c) y")).toBe(true);
    expect(matchesShown("x (a.b, …) y", "x (aXb, c) y")).toBe(false);
    expect(matchesShown("a, …", "a, b\nc")).toBe(false);
  });

  it("expectedStatus is 2 for shown bad input, else 0", () => {
    expect(expectedStatus("oddsmith: 2 problems\n  --ladder: …\nRun 'oddsmith kingstone check --help' to see every option.")).toBe(2);
    expect(expectedStatus("outcome  probability")).toBe(0);
  });
});
