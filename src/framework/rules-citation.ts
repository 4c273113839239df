/**
 * Citations of docs/rules.md, the toolkit's own statement of the rules, in the one form that every text a
 * user sees uses (help, labels, the report page, CSV, JSON): "docs/rules.md §3.7". Code comments may still
 * cite the project's specification as "RULES.md 3.7"; the numbers are the same.
 */

/** The page the citations name, from the repository's root. */
export const RULES_PAGE = "docs/rules.md";

/** Every numbered section of docs/rules.md, in page order (test/docs/rules.test.ts checks it against the page). */
export const RULES_SECTIONS = [
  "1", "1.1", "1.2", "1.3", "1.4", "1.5", "1.6", "1.7",
  "2", "2.1", "2.2", "2.3", "2.4", "2.5",
  "3", "3.1", "3.2", "3.3", "3.4", "3.5", "3.6", "3.7", "3.8", "3.9", "3.10", "3.11",
  "4", "4.1", "4.2", "4.3", "4.4", "4.5",
  "5", "6",
] as const;
export type RulesSection = (typeof RULES_SECTIONS)[number];

/**
 * A citation of one or more sections of docs/rules.md, as users read it. O(sections).
 * @example citeRules("3.7") // "docs/rules.md §3.7"
 * @example citeRules("1.7", "1.2") // "docs/rules.md §1.7, §1.2"
 */
export function citeRules(...sections: readonly [RulesSection, ...RulesSection[]]): string {
  return `${RULES_PAGE} ${sections.map((section) => `§${section}`).join(", ")}`;
}

/**
 * Every section a text cites in the form of `citeRules` ("docs/rules.md §1.7, §1.2" gives both), in order.
 * O(text length).
 * @example citedRulesSections("see docs/rules.md §3.1, §3.7") // ["3.1", "3.7"]
 */
export function citedRulesSections(text: string): string[] {
  // Every "§n.m" in a citation's run ("docs/rules.md §1.7, §1.2"), the first one included.
  return [...text.matchAll(/docs\/rules\.md §\d+(?:\.\d+)?(?:, §\d+(?:\.\d+)?)*/g)].flatMap(([citation]) => [...citation.matchAll(/§(\d+(?:\.\d+)?)/g)].map(([, section]) => section ?? ""));
}
