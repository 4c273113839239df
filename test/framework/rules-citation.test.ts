import { describe, expect, it } from "vitest";
import { citedRulesSections, citeRules, RULES_SECTIONS } from "../../src/framework/rules-citation.js";

describe("citeRules", () => {
  it('citeRules("3.7") is "docs/rules.md §3.7"; several sections share the page name', () => {
    expect(citeRules("3.7")).toBe("docs/rules.md §3.7");
    expect(citeRules("1.7", "1.2", "6")).toBe("docs/rules.md §1.7, §1.2, §6");
  });

  it("citedRulesSections reads back every section a citation names, and nothing from RULES.md or a bare number", () => {
    for (const section of RULES_SECTIONS) expect(citedRulesSections(`(${citeRules(section)})`)).toEqual([section]);
    expect(citedRulesSections(`a (${citeRules("3.7", "3.11")}) and b (${citeRules("4.5")}'s utilities)`)).toEqual(["3.7", "3.11", "4.5"]);
    expect(citedRulesSections("RULES.md 3.7, rules.md 3.1, §2.2")).toEqual([]);
  });
});
