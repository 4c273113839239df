import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { RULE_OPTIONS_PAGE, ruleOptionsMarkdown } from "../../scripts/rule-options.js";

describe("docs/rule-options.md", () => {
  it("is what scripts/rule-options.ts generates from the option specs (npm run build writes it; git does not keep it)", () => {
    const committed = readFileSync(fileURLToPath(new URL(`../../${RULE_OPTIONS_PAGE}`, import.meta.url)), "utf8");
    // A plain boolean keeps the failure message short; the diff is one `npm run docs:options` away.
    expect(committed === ruleOptionsMarkdown(), `${RULE_OPTIONS_PAGE} is out of date with the option specs: run npm run build (or npm run docs:options)`).toBe(true);
  });
});
