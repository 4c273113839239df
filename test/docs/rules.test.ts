import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// docs/rules.md is the project's own specification. Code, tests, benchmarks, notebooks and docs cite it
// by section number as "RULES.md N.N" (the name of the specification the project was given, which lives
// outside the repository at ../shared/RULES.md). Every such citation must name a section that
// docs/rules.md has; and where ../shared/RULES.md is present beside the checkout, both files must have
// exactly the same numbered sections.

const root = fileURLToPath(new URL("../..", import.meta.url));
const rulesDoc = join(root, "docs", "rules.md");
const sharedRules = join(root, "..", "shared", "RULES.md");

/** Where citations are searched: these folders (recursively), the notebooks' TypeScript and the README. */
const CITING_DIRS = ["src", "test", "bench", "docs"];
const TEXT_FILE = /\.(?:ts|mts|mjs|js|md|json|ya?ml|snap|txt)$/;

/** A numbered heading: "## 1. Kingstone …" gives "1", "### 3.10 Luck flip" gives "3.10". */
const HEADING = /^#{1,6} (\d+(?:\.\d+)?)\.?\s/gm;

/**
 * A citation: "RULES.md 3.5", "RULES.md, 3.5", "RULES.md section 1", "RULES.md 1.1–1.3",
 * "RULES.md 3.1–3.5, 3.8, 3.10", "RULES.md 1.7, 1.2 and 6". Group 1 holds the list of numbers.
 */
const CITATION = /(?:RULES|rules)\.md,? (?:sections? |§ ?)?(\d+(?:\.\d+)?(?:(?:\s*[–-]\s*|,\s*|\s+and\s+)\d+(?:\.\d+)?)*)/g;

function headings(text: string): string[] {
  return [...text.matchAll(HEADING)].map((m) => m[1]!);
}

function textFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? textFiles(path) : TEXT_FILE.test(entry.name) ? [path] : [];
  });
}

function citingFiles(): string[] {
  const notebooks = join(root, "notebooks");
  return [
    ...CITING_DIRS.flatMap((dir) => textFiles(join(root, dir))),
    ...(existsSync(notebooks) ? readdirSync(notebooks).filter((name) => name.endsWith(".ts")).map((name) => join(notebooks, name)) : []),
    join(root, "README.md"),
  ];
}

/** Every section number each citation names (both ends of a range), with where it was found. */
function citations(): Array<{ section: string; where: string }> {
  return citingFiles().flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return [...text.matchAll(CITATION)].flatMap((m) => {
      const line = text.slice(0, m.index).split("\n").length;
      const where = `${relative(root, file)}:${line}: ${m[0]}`;
      return m[1]!.split(/\s*[–-]\s*|,\s*|\s+and\s+/).map((section) => ({ section, where }));
    });
  });
}

describe("docs/rules.md", () => {
  const doc = readFileSync(rulesDoc, "utf8");
  const sections = new Set(headings(doc));

  it("has numbered sections, each subsection under its section", () => {
    expect(sections.size).toBeGreaterThan(30);
    for (const section of sections) {
      if (section.includes(".")) expect(sections, `### ${section} has no ## ${section.split(".")[0]}`).toContain(section.split(".")[0]);
    }
  });

  it("has a heading for every section that a citation names", () => {
    const found = citations();
    // The project cites its specification a few hundred times; far fewer means the search broke.
    expect(found.length).toBeGreaterThan(300);
    const missing = found.filter(({ section }) => !sections.has(section)).map(({ where }) => where);
    expect(missing, `citations of sections docs/rules.md does not have:\n${missing.join("\n")}`).toEqual([]);
  });

  it.skipIf(!existsSync(sharedRules))("has exactly the numbered sections of ../shared/RULES.md", () => {
    const shared = headings(readFileSync(sharedRules, "utf8"));
    expect(shared.length).toBeGreaterThan(0);
    expect([...sections].sort()).toEqual([...new Set(shared)].sort());
  });
});
