import { parse } from "csv-parse/sync";
import { existsSync, writeFileSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { auditClaims } from "../../src/analyses/index.js";
import { ReportRefused, ReportStopped, plannedRuns, writeReport, type ReportOutput } from "../../src/report/write-report.js";
import { OUTCOMES as ULTIMO_OUTCOMES } from "../../src/models/ultimo/outcome.js";
import { PASSED_OUT } from "../../src/models/ultimo/sample/session.js";
import { DEGREES as ZILCH_DEGREES } from "../../src/models/zilch/suit-test.js";
import { vegaLiteWarnings } from "../../src/report/render-svg.js";
import type { RunManifest } from "../../src/report/run-manifest.js";
import { runMain } from "../support/cli.js";
import { fakeWorkbench } from "../support/fake-workbench.js";
import { filesUnder, snapshotOf } from "../support/folders.js";

// The audit (RULES.md 6) is the same in every report and takes seconds to solve (the ultimo foe-survival
// claims): this file solves it once, and every report written here carries those same claims.
vi.mock(import("../../src/analyses/index.js"), async (importOriginal) => (await import("../support/cached-audit.js")).withCachedAudit(await importOriginal()));

/**
 * The distributions a report CSV holds, each as the probabilities that must sum to 1. Long form: the column
 * before `probability` names the outcome and the columns before it the group (contest a,b,ties | outcome).
 * Wide form: a row's outcome columns (an Ultimo or zilch outcome set, pWounds0.., pStrain0..).
 */
function distributionsOf(rows: readonly Record<string, string>[], columns: readonly string[]): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  const add = (key: string, value: number) => groups.set(key, [...(groups.get(key) ?? []), value]);
  const at = columns.indexOf("probability");
  if (at > 0) {
    const keyColumns = columns.slice(0, at - 1);
    for (const row of rows) add(`long ${keyColumns.map((c) => row[c]).join(",")}`, Number(row.probability));
  }
  const whole = (names: readonly string[]) => (names.every((name) => columns.includes(name)) ? [...names] : []);
  const wideSets: string[][] = [
    whole(ULTIMO_OUTCOMES).concat(columns.includes(PASSED_OUT) ? [PASSED_OUT] : []),
    whole(ZILCH_DEGREES),
    columns.filter((c) => /^pWounds\d+$/.test(c)),
    columns.filter((c) => /^pStrain\d+$/.test(c)),
  ].filter((set) => set.length > 1);
  rows.forEach((row, index) => {
    for (const set of wideSets) for (const column of set) add(`wide ${set[0]} row ${index}`, Number(row[column]));
  });
  return groups;
}

/** Text as the page escapes it. */
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

describe("oddsmith report --quick", () => {
  let out: string;
  let output: ReportOutput;
  let manifest: RunManifest;
  let files: string[];
  let index: string;
  /** Each game's page, <game>/index.html, by game. */
  const pages = new Map<string, string>();
  /** A path relative to the index as its game's page links it: "kingstone/t.svg" → "t.svg". */
  const local = (path: string) => path.slice(path.indexOf("/") + 1);
  const pageOf = (game: string) => pages.get(game) ?? "";
  beforeAll(async () => {
    out = join(await mkdtemp(join(tmpdir(), "oddsmith-report-")), "reports");
    output = await writeReport({ out, quick: true, workbench: await fakeWorkbench() });
    manifest = JSON.parse(await readFile(join(out, "run.json"), "utf8")) as RunManifest;
    files = await filesUnder(out);
    index = await readFile(join(out, "index.html"), "utf8");
    for (const game of manifest.games) pages.set(game, await readFile(join(out, game, "index.html"), "utf8"));
  });

  it("writes the quick file list: per planned run (the registry's) <run>.csv and each chart's .svg and .vl.json, the main one <run>.svg, each game's page <game>/index.html, then audit.csv, index.html, run.json and the workbench copy", () => {
    const runFiles = manifest.entries.flatMap((entry) => [entry.csv, ...entry.charts.flatMap((chart) => [chart.svg, chart.spec])]);
    const gamePages = [...new Set(manifest.entries.map((entry) => `${entry.game}/index.html`))];
    expect(gamePages).toHaveLength(5);
    expect(files).toEqual([...runFiles, ...gamePages, "audit.csv", "index.html", "run.json", "workbench/assets/app.js", "workbench/index.html"].sort());
    for (const [index, { analysis, run }] of plannedRuns({ quick: true }).entries()) {
      const entry = manifest.entries[index];
      expect(entry?.csv).toBe(`${analysis.game}/${run.name}.csv`);
      expect(entry?.charts[0]).toMatchObject({ svg: `${analysis.game}/${run.name}.svg`, spec: `${analysis.game}/${run.name}.vl.json` });
      for (const chart of entry?.charts.slice(1) ?? []) expect(chart.svg).toMatch(new RegExp(`^${analysis.game}/${run.name}-[a-z0-9-]+\\.svg$`));
    }
  });

  it("run.json lists every file the report wrote, its workbench copy and itself included (issue 16: the next report replaces only these)", () => {
    expect(manifest.files).toEqual(files);
    expect(manifest.files).toContain("workbench/assets/app.js");
    expect(manifest.files).toContain("run.json");
  });

  it("runs the first standard run of each analysis, and run.json records each one's parameters and seed", () => {
    expect(manifest.quick).toBe(true);
    expect(manifest.entries.map((entry) => `${entry.game}/${entry.run}`)).toEqual(plannedRuns({ quick: true }).map(({ analysis, run }) => `${analysis.game}/${run.name}`));
    const fight = manifest.entries.find((entry) => entry.game === "kingstone" && entry.analysis === "fight")!;
    expect(fight.monteCarlo).toEqual({ trials: 20_000, seed: 1 });
    expect(fight.command).toContain("--mc 20000 --seed 1");
    const check = manifest.entries.find((entry) => entry.game === "kingstone" && entry.analysis === "check")!;
    expect(check).toMatchObject({ params: { bonus: 3, dc: 10 }, monteCarlo: null, command: "oddsmith kingstone check --bonus 3 --dc 10" });
  });

  it("links every file it names; its game's page shows every chart at its drawn size, or its sentence for a chart of one value; the index links every run", async () => {
    const named = manifest.entries.flatMap((entry) => [entry.csv, ...entry.charts.flatMap((chart) => [chart.svg, chart.spec])]);
    for (const file of named) expect(files).toContain(file);
    for (const entry of manifest.entries) {
      expect(index).toContain(`<li><a href="${entry.game}/index.html#${entry.game}-${entry.run}">${escaped(entry.title)}</a>`);
      expect(pageOf(entry.game)).toContain(`<details class="run" id="${entry.game}-${entry.run}" open>`);
      for (const chart of entry.charts) {
        const svg = await readFile(join(out, chart.svg), "utf8");
        const [width, height] = [/width="(\d+)"/.exec(svg)![1], /height="(\d+)"/.exec(svg)![1]];
        expect(pageOf(entry.game)).toContain(chart.sentence === undefined ? `src="${local(chart.svg)}" width="${width}" height="${height}"` : `<p>${escaped(chart.sentence)}</p>`);
      }
    }
    expect(files.filter((file) => file.endsWith(".svg"))).toHaveLength(named.filter((file) => file.endsWith(".svg")).length);
  });

  it("shows 1dF's damage (a third each of 0, 1, 2) as a sentence, not a chart of three equal bars", () => {
    const damage = manifest.entries.find((entry) => entry.run === "damage-light-dr1")!;
    expect(damage.charts.map((chart) => chart.sentence)).toEqual(["Probability is 33.3% throughout: damage dealt 0, 1, 2.", undefined]);
    expect(pageOf("zilch")).toContain('<div class="sentence"><h3>Damage: light weapon (+2) + 1dF against DR 1</h3><p>Probability is 33.3% throughout: damage dealt 0, 1, 2.</p></div>');
    expect(pageOf("zilch")).not.toContain('src="damage-light-dr1.svg"');
  });

  it("explains every chart in two or three sentences, on the page below it", async () => {
    for (const entry of manifest.entries)
      for (const chart of entry.charts) {
        expect(chart.explanation, chart.svg).toMatch(/^[A-Z].{40,600}[.!?]$/s);
        expect(pageOf(entry.game)).toContain(escaped(chart.explanation!));
      }
  });

  it("copies the built workbench into workbench/ and links each run to its address there: check-bonus3-dc10 → workbench/index.html#/kingstone/check?bonus=3&dc=10", () => {
    expect(files.filter((file) => file.startsWith("workbench/"))).toEqual(["workbench/assets/app.js", "workbench/index.html"]);
    expect(manifest.workbench).toBe("workbench/index.html");
    const check = manifest.entries.find((entry) => entry.run === "check-bonus3-dc10")!;
    expect(check.permalink).toBe("#/kingstone/check?bonus=3&dc=10");
    expect(pageOf("kingstone")).toContain('<a class="workbench" href="../workbench/index.html#/kingstone/check?bonus=3&amp;dc=10">Open in the workbench</a>');
    // A simulated run's address carries its trials and seed; a scenario file's, its JSON.
    expect(manifest.entries.find((entry) => entry.analysis === "fight" && entry.game === "kingstone")!.permalink).toMatch(/&mc=20000&seed=1$/);
    expect(manifest.entries.find((entry) => entry.analysis === "session")!.permalink).toMatch(/^#\/ultimo\/session\?scenario=%7B/);
    expect([...pages.values()].join("\n").match(/>Open in the workbench</g)).toHaveLength(manifest.entries.length);
    expect(output.lines[0]).toBe(`workbench: a copy in ${join(out, "workbench")}/, linked from every run`);
    expect(output.notes).toEqual([]);
  });

  it("names the summary figures in words on the page and in run.json (the JSON contract keeps its field names)", () => {
    const check = manifest.entries.find((entry) => entry.run === "check-bonus3-dc10")!;
    expect(check.figures).toEqual(["P(success): 58.3% (7/12)", "expected effect: 0.5833 (7/12)", "expected extra success effect: 0.3611 (13/36)", "expected extra failure effect: 0.3611 (13/36)"]);
    expect(pageOf("kingstone")).toContain("<li>expected extra success effect: 0.3611 (13/36)</li>");
    expect(pageOf("kingstone")).not.toMatch(/<li>(pSuccess|expectedExtraSuccessEffect):/);
  });

  it("sums the audit up with its real counts, the claims themselves closed in a <details>", () => {
    const claims = auditClaims();
    const count = (verdict: string) => claims.filter((claim) => claim.verdict === verdict).length;
    expect(claims.length).toBeGreaterThan(10);
    expect(index).toContain(`<p class="audit-count">${claims.length} claims checked: ${count("holds")} hold, ${count("fails")} fail, ${count("partly")} hold partly, ${count("depends on the reading")} depend on the reading.</p>`);
    expect(index).toContain(`<tfoot><tr><td>all</td><td>${claims.length}</td><td>${count("holds")}</td>`);
    expect(index).toContain(`<summary>Every claim: its quote, source, exact figure and verdict (${claims.length})</summary>`);
    expect(index.match(/<tr id="audit-/g)).toHaveLength(claims.length);
  });

  it("renders every SVG with marks in it (not an empty frame)", async () => {
    for (const file of files.filter((f) => f.endsWith(".svg"))) {
      const svg = await readFile(join(out, file), "utf8");
      expect([file, (svg.match(/<path|<rect|<line/g) ?? []).length > 5]).toEqual([file, true]);
    }
  });

  it("emits only Vega-Lite specs that compile with zero warnings", async () => {
    const specs = files.filter((file) => file.endsWith(".vl.json"));
    expect(specs.length).toBeGreaterThan(20);
    for (const file of specs) {
      const spec = JSON.parse(await readFile(join(out, file), "utf8"));
      expect([file, await vegaLiteWarnings(spec)]).toEqual([file, []]);
    }
  });

  it("writes CSVs that parse, with probabilities in [0, 1] that sum to 1 per distribution", async () => {
    let distributions = 0;
    for (const file of files.filter((f) => f.endsWith(".csv"))) {
      const text = await readFile(join(out, file), "utf8");
      const rows = parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[];
      expect(rows.length, file).toBeGreaterThan(0);
      const columns = Object.keys(rows[0]!);
      for (const row of rows)
        for (const column of columns.filter((c) => c === "probability" || /^p[A-Z]/.test(c))) {
          // Exact columns hold fractions "n/d".
          const [numerator, denominator = "1"] = row[column]!.split("/");
          const value = Number(numerator) / Number(denominator);
          if (row[column] !== "") expect(value >= 0 && value <= 1 + 1e-12, `${file} ${column} = ${row[column]}`).toBe(true);
        }
      for (const [group, probabilities] of distributionsOf(rows, columns)) {
        const total = probabilities.reduce((sum, p) => sum + p, 0);
        expect(Math.abs(total - 1), `${file} ${group} sums to ${total}`).toBeLessThan(1e-9);
        distributions++;
      }
    }
    expect(distributions).toBeGreaterThan(50);
  });
});

describe("the workbench copy", () => {
  it("with no built workbench: no copy, no links, and one note; a later report with one puts its copy in, replacing the old", async () => {
    const out = join(await mkdtemp(join(tmpdir(), "oddsmith-workbench-")), "reports");
    const missing = join(out, "..", "not-built");
    const first = await writeReport({ out, game: "kingstone", quick: true, workbench: missing });
    expect(first.notes).toEqual([`note: no built workbench in ${missing} (npm run build makes it): the report has no workbench/ copy and no links to it`]);
    expect(first.lines.join("\n")).not.toContain("workbench:");
    expect(existsSync(join(out, "workbench"))).toBe(false);
    expect(await readFile(join(out, "index.html"), "utf8")).not.toContain("workbench");
    expect(await readFile(join(out, "kingstone", "index.html"), "utf8")).not.toContain("workbench");
    expect((JSON.parse(await readFile(join(out, "run.json"), "utf8")) as RunManifest).workbench).toBeNull();

    await writeReport({ out, game: "kingstone", quick: true, workbench: await fakeWorkbench("// first") });
    await writeReport({ out, game: "zilch", quick: true, workbench: await fakeWorkbench("// second") });
    expect(await readFile(join(out, "workbench", "assets", "app.js"), "utf8")).toBe("// second\n");
    // The kept Kingstone runs link to the new copy too: their addresses are in run.json.
    expect(await readFile(join(out, "kingstone", "index.html"), "utf8")).toContain('href="../workbench/index.html#/kingstone/check?bonus=3&amp;dc=10"');
    await writeReport({ out, game: "zilch", quick: true, workbench: missing });
    expect(existsSync(join(out, "workbench"))).toBe(false);
  });
});

describe("a stopped or partial report", () => {
  it("a file put into the folder while the report runs stops the swap: exit 2 naming it, the file and the previous report kept", async () => {
    const parent = await mkdtemp(join(tmpdir(), "oddsmith-late-"));
    const out = join(parent, "reports");
    await writeReport({ out, game: "kingstone", quick: true });
    const before = await snapshotOf(out);
    const late = writeReport({ out, game: "kingstone", quick: true, onProgress: (done) => done === 1 && void writeFileSync(join(out, "kingstone", "mine.txt"), "mine") });
    await expect(late).rejects.toThrow("which holds files the report did not write (kingstone/mine.txt)");
    expect(await snapshotOf(out)).toEqual(new Map([...before, ["kingstone/mine.txt", "mine"]]));
    expect(await readdir(parent)).toEqual(["reports"]);
  });

  it("leaves the previous report intact when it is aborted, and keeps no staging folder", async () => {
    const parent = await mkdtemp(join(tmpdir(), "oddsmith-abort-"));
    const out = join(parent, "reports");
    await writeReport({ out, game: "kingstone", quick: true });
    const before = await snapshotOf(out);
    const aborter = new AbortController();
    const stopped = writeReport({ out, quick: true, signal: aborter.signal, onProgress: (done) => done === 3 && aborter.abort() });
    await expect(stopped).rejects.toBeInstanceOf(ReportStopped);
    expect(await snapshotOf(out)).toEqual(before);
    expect(await readdir(parent)).toEqual(["reports"]);
  });

  it("with --game, replaces that game and keeps the other games of the previous report", async () => {
    const out = join(await mkdtemp(join(tmpdir(), "oddsmith-game-")), "reports");
    await writeReport({ out, game: "kingstone", quick: true });
    await writeReport({ out, game: "zilch", quick: true });
    const manifest = JSON.parse(await readFile(join(out, "run.json"), "utf8")) as RunManifest;
    expect(manifest.games).toEqual(["kingstone", "zilch"]);
    expect(new Set(manifest.entries.map((entry) => entry.game))).toEqual(new Set(["kingstone", "zilch"]));
    expect(existsSync(join(out, "kingstone", "check-bonus3-dc10.svg"))).toBe(true);
    // Both games' pages are there and linked from the index, the kept one written anew (it links the zilch page).
    expect(await readFile(join(out, "index.html"), "utf8")).toContain('<a href="kingstone/index.html">');
    expect(await readFile(join(out, "kingstone", "index.html"), "utf8")).toContain('<a href="../zilch/index.html">zilch / agony</a>');
  });

  it("keeps the folder's README, drops a kept game whose folder was deleted, and refuses a report whose run.json it cannot read", async () => {
    const out = join(await mkdtemp(join(tmpdir(), "oddsmith-keep-")), "reports");
    await writeReport({ out, game: "kingstone", quick: true });
    await writeFile(join(out, "README.md"), "# my notes\n");
    await writeReport({ out, game: "zilch", quick: true });
    expect(await readFile(join(out, "README.md"), "utf8")).toBe("# my notes\n");
    await rm(join(out, "kingstone"), { recursive: true });
    const { lines } = await writeReport({ out, game: "zilch", quick: true });
    expect(lines.join("\n")).not.toContain("kept from the previous report");
    const manifest = JSON.parse(await readFile(join(out, "run.json"), "utf8")) as RunManifest;
    expect(manifest.games).toEqual(["zilch"]);
    expect(await readFile(join(out, "index.html"), "utf8")).not.toContain('href="kingstone/');

    await writeFile(join(out, "run.json"), "{oops");
    const result = await runMain(["report", "--out", out, "--game", "kingstone", "--quick"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`--out: the report in ${JSON.stringify(out)} has no readable run.json, so its files cannot be told from yours and it is not replaced`);
    expect(existsSync(join(out, "zilch", "test-suit6.csv"))).toBe(true);
  });
});

describe("writeReport refuses a game it does not know", () => {
  it("throws ReportRefused naming the field, the games and the value, and writes nothing", async () => {
    const out = join(await mkdtemp(join(tmpdir(), "oddsmith-report-game-")), "reports");
    const refusal = writeReport({ out, game: "nope" });
    await expect(refusal).rejects.toBeInstanceOf(ReportRefused);
    await expect(refusal).rejects.toThrow('game: expected one of kingstone, zilch, ultimo, ash, dice, received "nope"');
    expect(existsSync(out)).toBe(false);
  });
});
