import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../src/analyses/index.js";
import { readPermalink } from "../../src/pipeline/permalink.js";
import { HIDDEN_STYLE, missingTools, ROOT, SCREENSHOTS } from "../../scripts/screenshots.js";

// The plan of `npm run screenshots` (issue 28 §11), checked without a browser: which pages it opens, at
// which sizes, and which files it writes, against the images the docs show.

/** Every workbench image a doc shows: [doc, path from the repository's root]. */
function shownImages(): [string, string][] {
  const docs = ["README.md", ...readdirSync(join(ROOT, "docs")).filter((name) => name.endsWith(".md")).map((name) => `docs/${name}`)];
  return docs.flatMap((doc) =>
    [...readFileSync(join(ROOT, doc), "utf8").matchAll(/!\[[^\]]*\]\(([^)]+\.png)\)/g)].map((match): [string, string] => [doc, doc === "README.md" ? match[1]! : `docs/${match[1]!}`]),
  );
}

describe("npm run screenshots: its plan", () => {
  it("makes the README's screenshot and every other one the docs show, and nothing they do not", () => {
    const shown = shownImages();
    expect(shown).toContainEqual(["README.md", "docs/workbench/kingstone-check-1280.png"]);
    expect([...new Set(shown.map(([, file]) => file))].sort()).toEqual(SCREENSHOTS.map((shot) => shot.file).sort());
    for (const shot of SCREENSHOTS) expect([shot.file, shown.filter(([, file]) => file === shot.file).map(([doc]) => doc)]).toEqual([shot.file, [...shot.shownIn]]);
  });
  it("opens fixed addresses of registry analyses whose options the CLI's checks accept, at fixed viewports named in the file", () => {
    expect(SCREENSHOTS.map((shot) => [shot.address, shot.width, shot.height])).toEqual([
      ["#/kingstone/check?bonus=3&dc=10", 1280, 900],
      ["#/ultimo/challenge?play=J,A,K,9,7&difficulty=all", 400, 900],
    ]);
    for (const shot of SCREENSHOTS) {
      const { run, problems } = readPermalink(shot.address, findAnalysis);
      expect([shot.address, problems]).toEqual([shot.address, []]);
      const entry = findAnalysis(run!.game, run!.analysis)!;
      const prepared = entry.prepare(run!.raw);
      expect([shot.address, prepared.ok ? [] : prepared.errors]).toEqual([shot.address, []]);
      expect(shot.file).toMatch(new RegExp(`^docs/workbench/${run!.game}-${run!.analysis}-${shot.width}\\.png$`));
    }
  });
  it("hides only the answer's timing line, the one machine-dependent text on the page", () => {
    expect(HIDDEN_STYLE).toBe("p.status { visibility: hidden; }");
  });
  it("refuses to start without a build or a browser, saying what to do", () => {
    expect(missingTools("/nowhere/web", "/nowhere/chromium")).toEqual([
      "the workbench is not built (/nowhere/web/index.html is missing): run `npm run build`, then npm run screenshots again",
      "no browser at /nowhere/chromium: install it with apt-get install chromium",
    ]);
  });
});
