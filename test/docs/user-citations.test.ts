import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ANALYSES, auditClaims } from "../../src/analyses/index.js";
import type { AuditClaim } from "../../src/framework/audit.js";
import { citedRulesSections, citeRules, RULES_PAGE } from "../../src/framework/rules-citation.js";
import { auditCsv, renderAuditSection } from "../../src/report/audit-page.js";
import { renderIndexPage } from "../../src/report/index-page.js";
import { MONTE_CARLO_OPTIONS } from "../../src/sim/monte-carlo-options.js";

// Whatever a user reads — `--help`, the workbench's help texts (both print the option specs), summaries,
// report explanations, the report page, audit.csv and the audit's JSON — cites the rules as docs/rules.md
// with a section the page has ("docs/rules.md §3.7", citeRules' form), never "RULES.md", the project's
// specification, which is not in the repository. Code comments may cite RULES.md; nothing else in src/ may.

const root = fileURLToPath(new URL("../..", import.meta.url));
const sections = new Set([...readFileSync(join(root, RULES_PAGE), "utf8").matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.?\s/gm)].map((m) => m[1]!));

/** What is wrong with the citations of one user-facing text: a RULES.md, a bare rules.md, a section the page lacks. */
function citationProblems(text: string): string[] {
  const problems: string[] = [];
  if (text.includes("RULES.md")) problems.push("cites RULES.md");
  const mentions = text.match(/rules\.md/g)?.length ?? 0;
  const cited = text.match(/docs\/rules\.md §\d/g)?.length ?? 0;
  if (mentions > cited) problems.push(`names rules.md ${mentions - cited} time(s) without "${RULES_PAGE} §N"`);
  for (const section of citedRulesSections(text)) if (!sections.has(section)) problems.push(`cites §${section}, which ${RULES_PAGE} does not have`);
  return problems;
}

/** Every text of the registry a user reads, with where it comes from. */
function registryTexts(): Array<{ where: string; text: string }> {
  const options = (where: string, specs: Readonly<Record<string, { doc: string; allowed: string }>>) =>
    Object.entries(specs).flatMap(([field, spec]) => [
      { where: `${where} ${field} doc`, text: spec.doc },
      { where: `${where} ${field} allowed`, text: spec.allowed },
    ]);
  return [
    ...options("monte carlo", MONTE_CARLO_OPTIONS),
    ...ANALYSES.flatMap((analysis) => {
      const where = `${analysis.game} ${analysis.name}`;
      return [
        { where: `${where} summary`, text: analysis.summary },
        ...options(where, analysis.options),
        ...analysis.reportRuns.flatMap((run) => [
          { where: `${where} report run ${run.name} title`, text: run.title },
          ...Object.entries(run.explanations ?? {}).flatMap(([chart, explanation]) =>
            typeof explanation === "string" ? [{ where: `${where} report run ${run.name} explanation ${chart}`, text: explanation }] : [],
          ),
        ]),
      ];
    }),
  ];
}

/** Every string a claim carries into the terminal, the JSON, audit.csv and the report page. */
function claimTexts(claims: readonly AuditClaim[]): Array<{ where: string; text: string }> {
  return claims.flatMap((claim) =>
    Object.entries(claim).flatMap(([field, value]) => (typeof value === "string" ? [{ where: `audit ${claim.game} ${claim.id} ${field}`, text: value }] : [])),
  );
}

/** The lines of src/ outside comments ("//", a doc comment's "*" line, "/*") that say RULES.md. */
function sourceLinesCitingTheSpecification(): string[] {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : /\.(?:ts|tsx|html|css)$/.test(entry.name) ? [join(dir, entry.name)] : [],
    );
  return files(join(root, "src")).flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, i) => {
        const at = line.indexOf("RULES.md");
        if (at < 0 || /^\s*(?:\/\/|\*|\/\*)/.test(line)) return [];
        const comment = line.indexOf("//");
        return comment >= 0 && comment < at ? [] : [`${relative(root, file)}:${i + 1}: ${line.trim()}`];
      }),
  );
}

describe("user-facing citations of the rules", () => {
  it("the checker refuses RULES.md, a bare rules.md and a section the page lacks, and takes citeRules' form", () => {
    expect(citationProblems("degree ladder (RULES.md 1.2)")).toEqual(["cites RULES.md"]);
    expect(citationProblems("see docs/rules.md 1.2")).toEqual(['names rules.md 1 time(s) without "docs/rules.md §N"']);
    expect(citationProblems(`see docs/rules.md §${"9.9"}`)).toEqual(["cites §9.9, which docs/rules.md does not have"]);
    expect(citationProblems(`traits (${citeRules("3.7", "3.11")})`)).toEqual([]);
  });

  it("every option's help, summary and report text of the registry cites docs/rules.md by a section it has", () => {
    const texts = registryTexts();
    // Dozens of option help texts cite a section; far fewer would mean the walk missed them.
    expect(texts.filter(({ text }) => citedRulesSections(text).length > 0).length).toBeGreaterThan(40);
    const bad = texts.flatMap(({ where, text }) => citationProblems(text).map((problem) => `${where}: ${problem}`));
    expect(bad).toEqual([]);
  });

  it("every audit claim (Kingstone's and zilch's, computed), its CSV and its report section cite docs/rules.md by a section it has", () => {
    const claims = [...auditClaims("kingstone"), ...auditClaims("zilch")];
    expect(claims.every((claim) => /^docs\/rules\.md §\d/.test(claim.rulesRef))).toBe(true);
    const texts = [...claimTexts(claims), { where: "audit.csv", text: auditCsv(claims) }, { where: "report audit section", text: renderAuditSection(claims, "audit.csv") }];
    const bad = texts.flatMap(({ where, text }) => citationProblems(text).map((problem) => `${where}: ${problem}`));
    expect(bad).toEqual([]);
  });

  it("the report's index page names docs/rules.md and not RULES.md", () => {
    const page = renderIndexPage([], "oddsmith report");
    expect(page).toContain(`the rules stated in ${RULES_PAGE}`);
    expect(page).not.toContain("RULES.md");
  });

  it("no line of src/ outside a comment says RULES.md (help, workbench, report, CSV and JSON text all come from src/)", () => {
    expect(sourceLinesCitingTheSpecification()).toEqual([]);
  });
});
