import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ANALYSES } from "../../src/analyses/index.js";
import { flagName } from "../../src/framework/options.js";
import { RULES_PAGE, RULES_SECTIONS } from "../../src/framework/rules-citation.js";
import { RULES_INDEX_BEGIN, rulesIndex, rulesIndexMarkdown, rulesProse } from "../../scripts/rules-index.js";
import { ruleOptionsMarkdown } from "../../scripts/rule-options.js";

// docs/rules.md must say what the code does. Its generated index (scripts/rules-index.ts) lists, per
// section, the analyses that compute it and the options whose help cites it; these tests hold the prose to
// that index: no implemented rule is called "not modelled", and every analysis and option is described.

const page = readFileSync(fileURLToPath(new URL(`../../${RULES_PAGE}`, import.meta.url)), "utf8");

/** Words that say the toolkit leaves a rule out. */
const LEFT_OUT = /not modell?ed|does not model|not counted|not implemented|has no switch|no [\w-]+ analysis/i;

/** The prose of each numbered section, up to the next numbered heading (a "####" heading stays inside). */
function sectionTexts(prose: string): Map<string, string> {
  const parts = prose.split(/^#{2,3} (\d+(?:\.\d+)?)\.?\s.*$/m);
  const texts = new Map<string, string>();
  for (let i = 1; i < parts.length; i += 2) texts.set(parts[i]!, parts[i + 1]!);
  return texts;
}

/** Sentences of markdown prose: lines joined, split after a full stop, colon or semicolon, and at bullets and table rows. */
function sentences(text: string): string[] {
  return text
    .split(/\n(?=\s*(?:[-|]|\d+\.)\s)|\n\n/)
    .map((block) => block.replace(/\s*\n\s*/g, " "))
    .flatMap((block) => block.split(/(?<=[.;:])\s+(?=[A-Z*(`])/));
}

/** The words that name what an analysis or flag implements: the analysis's name, the flag's first word (its stem). */
function nameWord(name: string): RegExp {
  const first = name.replace(/^--/, "").split("-")[0]!;
  const stem = first.length > 4 && first.endsWith("s") ? first.slice(0, -1) : first;
  return new RegExp(`\\b${stem}`, "i");
}

describe("docs/rules.md's index of sections", () => {
  it("holds no generated index of its own, and links to the one docs/rule-options.md ends with (issue 25 §5: a new analysis edits no docs)", () => {
    expect(page).not.toContain(RULES_INDEX_BEGIN);
    expect(page).toContain("(rule-options.md#where-each-section-is-implemented)");
    expect(ruleOptionsMarkdown()).toContain(`${rulesIndexMarkdown()}\n`);
  });

  it("lists the sections docs/rules.md has, and every built-in analysis under at least one", () => {
    const headings = [...page.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.?\s/gm)].map((m) => m[1]);
    expect(headings).toEqual([...RULES_SECTIONS]);
    const unlisted = ANALYSES.filter((analysis) => analysis.rules.length === 0).map((analysis) => `${analysis.game} ${analysis.name}`);
    expect(unlisted).toEqual([]);
  });

  it("lists the five rules issue 23 found called 'not modelled' under the commands that implement them", () => {
    const row = (section: string) => rulesIndex().find((entry) => entry.section === section)!;
    const flags = (section: string) => row(section).flags.map((flag) => `${flag.game} ${flag.flag} (${flag.analyses.join(", ")})`);
    expect(row("1.7").analyses.map((analysis) => `${analysis.game} ${analysis.name}`)).toContain("kingstone spell");
    expect(flags("1.6")).toContain("kingstone --votes-per-session (marks)");
    expect(flags("3.1")).toEqual(expect.arrayContaining(["ultimo --aid (challenge, best)", "ultimo --aid-limit (challenge, best)"]));
    expect(flags("3.7")).toContain("ultimo --know (challenge, best)");
    expect(flags("3.11")).toContain("ultimo --burn (session)");
  });

  it("calls no rule 'not modelled' in a section whose analyses or citing flags implement it", () => {
    const texts = sectionTexts(rulesProse(page));
    const stale = rulesIndex().flatMap((row) => {
      const names = [...row.analyses.map((analysis) => analysis.name), ...row.flags.map((flag) => flag.flag)];
      return sentences(texts.get(row.section) ?? "")
        .filter((sentence) => LEFT_OUT.test(sentence))
        .flatMap((sentence) => names.filter((name) => nameWord(name).test(sentence)).map((name) => `§${row.section} (${name}): ${sentence.trim()}`));
    });
    expect(stale, `sentences that call an implemented rule left out:\n${stale.join("\n")}`).toEqual([]);
  });

  it("names every option flag in its prose", () => {
    const prose = rulesProse(page).replace(/\s+/g, " ");
    const named = (words: string) => new RegExp(`${words.replace(/[-]/g, "\\-")}(?![\\w-])`).test(prose);
    // An analysis added since the prose was written is described by the generated index (its `rules`, in
    // docs/rule-options.md): three touches (issue 25 §5). The flags it takes must be in the prose all the same.
    const missing = ANALYSES.flatMap((analysis) => [
      ...Object.entries(analysis.options)
        .map(([field, spec]) => flagName(field, spec))
        .filter((flag) => !named(flag))
        .map((flag) => `${analysis.game} ${analysis.name} ${flag}`),
    ]);
    expect(missing, `not described in ${RULES_PAGE}:\n${missing.join("\n")}`).toEqual([]);
  });
});
