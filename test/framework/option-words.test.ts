import { describe, expect, it } from "vitest";
import { ANALYSES, findAnalysis } from "../../src/analyses/index.js";
import { flagName, integerOption, worded } from "../../src/framework/options.js";
import { MAIN_OPTION_LIMIT, mainOptionFields, optionHelp, optionLabel, optionRules } from "../../src/framework/option-words.js";
import { RULES_SECTIONS } from "../../src/framework/rules-citation.js";
import { MONTE_CARLO_OPTIONS } from "../../src/sim/monte-carlo-options.js";

const every = ANALYSES.flatMap((entry) => Object.entries(entry.options).map(([field, spec]) => ({ name: `${entry.game} ${entry.name} ${field}`, field, spec })));
const monteCarlo = Object.entries(MONTE_CARLO_OPTIONS).map(([field, spec]) => ({ name: `monte carlo ${field}`, field, spec }));

describe("the form's words for every option of the registry (issue 28 §1)", () => {
  it.each([...every, ...monteCarlo])("$name: a label and a help with no flag and no RULES.md citation", ({ field, spec }) => {
    const label = optionLabel(field, spec);
    const help = optionHelp(spec);
    expect(label).toMatch(/^[A-Z]/);
    for (const text of [label, help]) {
      expect(text).not.toMatch(/--[a-z]/);
      expect(text).not.toMatch(/RULES\.md|docs\/rules\.md §/);
      expect(text).not.toContain(flagName(field, spec));
    }
    expect(help).toMatch(/[.!?]$/);
    expect(help.split("\n")).toHaveLength(1);
    const rules = optionRules(spec);
    if (rules !== undefined) expect(RULES_SECTIONS).toContain(rules);
  });

  it("every option the form shows at once has a label written for it, not one made from its field", () => {
    const unwritten = ANALYSES.flatMap((entry) => mainOptionFields(entry.options).filter((field) => entry.options[field]?.label === undefined).map((field) => `${entry.game} ${entry.name} ${field}`));
    expect(unwritten).toEqual([]);
  });

  it.each(ANALYSES.map((entry) => ({ name: `${entry.game} ${entry.name}`, entry })))("$name shows three to five options at once (fewer only when it has fewer)", ({ entry }) => {
    const shown = mainOptionFields(entry.options).length;
    expect(shown).toBeGreaterThanOrEqual(Math.min(3, Object.keys(entry.options).length));
    expect(shown).toBeLessThanOrEqual(MAIN_OPTION_LIMIT);
  });
});

describe("option words", () => {
  it("kingstone check shows Bonus, Difficulty (DC) and Dice, the dice linked to docs/rules.md §1.3", () => {
    const check = findAnalysis("kingstone", "check");
    const options = check?.options ?? {};
    expect(mainOptionFields(options).map((field) => optionLabel(field, options[field]!))).toEqual(["Bonus", "Difficulty (DC)", "Dice"]);
    expect(optionRules(options.dice!)).toBe("1.3");
    expect(optionHelp(options.bonus!)).toBe("What the character adds to the dice: skill + attribute + modifiers.");
  });

  it("ash check shows its suit, Trait, Opposing cards and hand; the rest folds", () => {
    const options = findAnalysis("ash", "check")?.options ?? {};
    expect(mainOptionFields(options)).toEqual(["suit", "trait", "opposing", "hand"]);
  });

  it("without words of its own, an option is labelled by its field and helped by its doc without citations", () => {
    const spec = integerOption({ min: 1, max: 10, doc: "card limit (docs/rules.md §3.1)" });
    expect(optionLabel("cardLimit", spec)).toBe("Card limit");
    expect(optionHelp(spec)).toBe("Card limit.");
    expect(optionRules(spec)).toBe("3.1");
    expect(optionHelp(integerOption({ min: 1, max: 10, doc: "hand (stamina + 1, docs/rules.md §3.1); fewer once wounded" }))).toBe("Hand (stamina + 1); fewer once wounded.");
  });

  it("worded() gives a shared spec its words where it is used, leaving the spec itself unchanged", () => {
    const spec = integerOption({ min: 1, max: 10, doc: "x" });
    const labelled = worded(spec, { label: "Psyche", help: "Cards flipped.", rules: "3.10", main: true });
    expect([optionLabel("psyche", labelled), optionHelp(labelled), optionRules(labelled), labelled.main]).toEqual(["Psyche", "Cards flipped.", "3.10", true]);
    expect(spec.label).toBeUndefined();
  });

  it("pads to three options in spec order when fewer are required or main, and keeps only the marked ones when three are", () => {
    const flag = { kind: "flag" as const, doc: "", allowed: "", defaultValue: false, parse: () => false };
    expect(mainOptionFields({ a: flag, b: flag, c: flag, d: flag })).toEqual(["a", "b", "c"]);
    expect(mainOptionFields({ a: flag, b: { ...flag, main: true }, c: flag, d: { ...flag, main: true }, e: { ...flag, main: true } })).toEqual(["b", "d", "e"]);
  });
});
