// The docs' command examples marked `<!-- slow example -->` (over about 5 s each): run by npm run test:slow,
// not by the main suite. Conventions: the top of test/support/command-examples.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { checkExample, findCommandExamples, staleBuild } from "../support/command-examples.js";

const slow = findCommandExamples().filter((example) => example.slow);

describe("the docs' slow command examples", () => {
  beforeAll(() => {
    const stale = staleBuild();
    if (stale !== undefined) throw new Error(stale);
  });

  it.concurrent.each(slow.map((example) => [`${example.file}:${example.line} ${example.commands[0]!.command}`, example] as const))(
    "%s",
    async (_, example) => {
      const failures = await checkExample(example);
      expect(failures, failures.join("\n\n")).toEqual([]);
    },
  );
});
