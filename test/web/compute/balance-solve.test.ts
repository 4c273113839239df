import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../../src/analyses/index.js";
import { balanceRows } from "../../../src/balance/balance-rows.js";
import { balanceTable } from "../../../src/balance/balance-table.js";
import type { Target } from "../../../src/balance/targets.js";
import { runBalance } from "../../../src/cli/balance-command.js";
import { figureChoices, solveBalance } from "../../../src/web/compute/balance-solve.js";
import { solveExactly } from "../../../src/pipeline/compute-run.js";
import { renderTable } from "../../../src/pipeline/text-result.js";
import { balanceAsk } from "../../../src/web/balance/balance-question.js";
import { tierTable } from "../../../src/web/balance/answer-tables.js";
import { NO_BALANCE, type BalanceState } from "../../../src/web/state/balance-address.js";
import { formOfHash } from "../../../src/web/state/form-run.js";
import { splitViewAddress, withView } from "../../../src/web/state/view-address.js";

const check = findAnalysis("kingstone", "check")!;
const DC_8_TO_16: [string, number[]][] = [["dc", [8, 9, 10, 11, 12, 13, 14, 15, 16]]];
/** The view's question over DC 8..16 alone, with these targets. */
const overDc = (targets: Target[]) => ({ choose: DC_8_TO_16, across: [], per: "all" as const, targets, prefer: { kind: "middle" as const } });

// 2d6 + 3 vs DC d succeeds when 2d6 ≥ d − 3 (RULES.md 1.1): DC 9 → 26/36 = 13/18, DC 10 → 21/36 = 7/12, DC 11 → 15/36 = 5/12.
describe("the Balance view's search in the worker (issue 26 §6)", () => {
  it("bonus 3, DC 8..16, P(success) 55–70%: DC 10 alone meets, at 7/12", () => {
    const solved = solveBalance(check, { bonus: "3" }, overDc([{ figure: { name: "pSuccess" }, atLeast: 0.55, atMost: 0.7 }]));
    const answer = solved.run!.answers[0]!;
    expect(answer.designs.map((design) => [design.design.dc, design.values[0]!.value.exact])).toEqual([[10, "7/12"]]);
    expect(answer.misses).toEqual([]);
    expect(solved.run!.solves).toBeGreaterThan(0);
    expect(solved.run!.solves).toBeLessThanOrEqual(9);
  });

  it("bonus 3, DC 8..16, P(success) 60–70%: none meets; the nearest misses are DC 10 (short by 1/60) and DC 9 (by 1/45)", () => {
    const answer = solveBalance(check, { bonus: "3" }, overDc([{ figure: { name: "pSuccess" }, atLeast: 0.6, atMost: 0.7 }])).run!.answers[0]!;
    expect(answer.designs).toEqual([]);
    expect(answer.misses.map((miss) => miss.design.dc)).toEqual([10, 9, 8, 11, 12]);
    expect(answer.misses[0]!.worstShortfall).toBeCloseTo(0.6 - 7 / 12, 12);
    expect(answer.misses[1]!.worstShortfall).toBeCloseTo(13 / 18 - 0.7, 12);
  });

  it("lists the figures a target may bound, with their values at the first design, before any target is set", () => {
    const solved = solveBalance(check, { bonus: "3" }, overDc([]));
    expect(solved.run).toBeUndefined();
    const pSuccess = solved.figures.find((figure) => figure.figure === "pSuccess");
    expect(pSuccess).toEqual({ figure: "pSuccess", probability: true, value: 5 / 6 });
    expect(solved.figures.map((figure) => figure.figure)).toContain("failure-1 or worse");
    expect(solved.figures.find((figure) => figure.figure === "expectedEffect")?.probability).toBe(false);
  });

  it("each figure's value is the solver's own: summary, outcomes and the or-worse sums", () => {
    const prepared = check.prepare({ bonus: "3", dc: "10" });
    if (!prepared.ok) throw new Error(prepared.errors.join("; "));
    const result = solveExactly(prepared.value);
    const choices = figureChoices(result);
    for (const row of result.outcomes) expect(choices.find((choice) => choice.figure === row.outcome)?.value).toBe(row.probability);
    const failures = result.outcomes.filter((row) => row.outcome.startsWith("failure")).reduce((sum, row) => sum + row.probability, 0);
    expect(choices.find((choice) => choice.figure === "failure-1 or worse")?.value).toBeCloseTo(failures, 12);
    expect(failures).toBeCloseTo(1 - 7 / 12, 12);
  });

  it("a design the analysis refuses is named with the analysis's own message", () => {
    expect(() => solveBalance(check, { bonus: "3" }, { ...overDc([{ figure: { name: "pSuccess" }, atLeast: 0.5 }]), choose: [["dc", [10, 400]]] })).toThrow(/dc=400: --dc/);
  });
});

/** A balance file of balance/ without its csv: and chart: (so the command line writes nothing), in a folder of its own. */
function bareCopy(file: string, replace: (text: string) => string = (text) => text): string {
  const path = join(mkdtempSync(join(tmpdir(), "oddsmith-view-")), "question.yaml");
  writeFileSync(path, replace(readFileSync(file, "utf8")).replace(/^(csv|chart):.*$/gm, ""));
  return path;
}

/**
 * One question asked both ways: `oddsmith balance FILE` (its table and its JSON designs) and the Balance
 * view opened at `address` (the address read, the question checked as the view checks it, searched by the
 * worker's code, then the same table and rows built from that run).
 */
async function bothWays(file: string, address: string) {
  const cli = await runBalance(file, { json: false });
  const document = JSON.parse((await runBalance(file, { json: true })).stdout);
  const split = splitViewAddress(address);
  const { form } = formOfHash(split.run);
  const entry = findAnalysis(form!.game, form!.analysis)!;
  const ask = balanceAsk(entry, form!, split.view.balance!);
  expect([split.problems, ask.problems]).toEqual([[], []]);
  const solved = solveBalance(entry, ask.fixed, ask.question);
  const probability = (figure: { name: string }) => solved.figures.find((one) => one.figure === figure.name)?.probability ?? true;
  const viewTable = balanceTable(ask.question, solved.run!, `${entry.game} ${entry.name}`, probability);
  return { cli, document, entry, ask, solved, viewTable, rows: balanceRows(ask.question, solved.run!), probability };
}

/** An address of the Balance view over `run`'s options, asking `balance`. */
const viewAddress = (run: string, balance: Partial<BalanceState>) => withView(run, { view: "exactly", pins: [], balance: { ...NO_BALANCE, open: true, ...balance } });

describe("the Balance view answers as `oddsmith balance FILE` does (issue 26 §6)", () => {
  it("the Kingstone DC chart (bonus 0..10 across, DC 2..30 chosen, easy 75 / moderate 50 / hard 25 / heroic 10, per each): the same table and rows, and each cell's exact chance", async () => {
    const address = viewAddress("#/kingstone/check?ladder=paired", {
      vary: [{ field: "dc", kind: "span", from: "2", to: "30", step: "" }],
      across: [{ field: "bonus", kind: "span", from: "0", to: "10", step: "" }],
      per: "each",
      tiers: { figure: "pSuccess", rule: "at-least", chances: [{ name: "easy", percent: "75" }, { name: "moderate", percent: "50" }, { name: "hard", percent: "25" }, { name: "heroic", percent: "10" }] },
    });
    const { cli, document, entry, ask, solved, viewTable, rows, probability } = await bothWays(bareCopy("balance/kingstone-dc-chart.yaml"), address);
    expect(renderTable(viewTable)).toBe(cli.stdout);
    expect(JSON.parse(JSON.stringify(rows))).toEqual(document.designs);
    // 2d6 + bonus ≥ DC (RULES.md 1.1): bonus 0 easy is DC 5 at 30/36 = 5/6 (DC 6 gives 26/36 < 75%); heroic DC 10 at 6/36 = 1/6.
    const chart = tierTable(entry, ask.question, solved.run!, probability);
    expect(chart.columns).toEqual(["Bonus", "easy 75.0%", "moderate 50.0%", "hard 25.0%", "heroic 10.0%"]);
    expect(chart.rows[0]).toEqual(["0", "5: 83.3% (5/6)", "7: 58.3% (7/12)", "9: 27.8% (5/18)", "10: 16.7% (1/6)"]);
    expect(chart.rows[10]).toEqual(["10", "15: 83.3% (5/6)", "17: 58.3% (7/12)", "19: 27.8% (5/18)", "20: 16.7% (1/6)"]);
    // Each cell is the command line's cell with its exact fraction after it.
    const cliCells = cli.stdout.trim().split("\n").slice(2).map((line) => line.trim().split(/\s{2,}/));
    expect(chart.rows.map((row) => row.map((cell) => cell.replace(/ \(\d+\/\d+\)$/, "")))).toEqual(cliCells);
  });

  it("the designer's question (dice × ladder, targets when bonus=3, dc=11 and when bonus=0, dc=8, per all): the same designs, ranked alike", async () => {
    const address = viewAddress("#/kingstone/check", {
      vary: [{ field: "dice", kind: "list", list: "2d6,3d6,3d6kh2,2d8,2d10,4d6kh3,2d6+1d4,3d4,1d12,1d20" }, { field: "ladder", kind: "list", list: "paired,shifted,linear" }],
      targets: [
        { figure: "pSuccess", kind: "between", low: 0.6, high: 0.7, when: "bonus=3, dc=11" },
        { figure: "failure-3 or worse", kind: "at-most", low: 0, high: 0.05, when: "bonus=3, dc=11" },
        { figure: "pSuccess", kind: "at-least", low: 0.4, high: 1, when: "bonus=0, dc=8" },
      ],
    });
    const { cli, document, viewTable, rows } = await bothWays(bareCopy("balance/kingstone-dice-ladder.yaml"), address);
    expect(renderTable(viewTable)).toBe(cli.stdout);
    expect(JSON.parse(JSON.stringify(rows))).toEqual(document.designs);
    expect(rows.length).toBeGreaterThan(0);
  });

  it("zilch's modifier per Suit value (tiers by the closest rule) and a prefer: { max: modifier } both ways", async () => {
    const tiers = { figure: "pSuccess", rule: "closest" as const, chances: [["trivial", "90"], ["easy", "70"], ["standard", "50"], ["hard", "30"], ["very hard", "10"]].map(([name, percent]) => ({ name: name!, percent: percent! })) };
    const chart = await bothWays(bareCopy("balance/zilch-modifier-chart.yaml"), viewAddress("#/zilch/test", { vary: [{ field: "modifier", kind: "span", from: "-5", to: "5", step: "" }], across: [{ field: "suit", kind: "span", from: "2", to: "14", step: "" }], per: "each", tiers }));
    expect(renderTable(chart.viewTable)).toBe(chart.cli.stdout);
    const preferring = bareCopy("balance/zilch-modifier-chart.yaml", (text) => text.replace(/^tiers:[\s\S]*$/m, "targets:\n  pSuccess: { at-least: 0.5 }\nprefer: { max: modifier }\n"));
    const each = await bothWays(preferring, viewAddress("#/zilch/test", { vary: [{ field: "modifier", kind: "span", from: "-5", to: "5", step: "" }], across: [{ field: "suit", kind: "span", from: "2", to: "14", step: "" }], per: "each", targets: [{ figure: "pSuccess", kind: "at-least", low: 0.5, high: 1 }], prefer: "max:modifier" }));
    expect(renderTable(each.viewTable)).toBe(each.cli.stdout);
    expect(JSON.parse(JSON.stringify(each.rows))).toEqual(each.document.designs);
  });

  it("per all over situations (one DC for bonus 2 and bonus 3, P(success) 50–80%, prefer the largest DC): the same designs both ways", async () => {
    const file = bareCopy("balance/kingstone-dc-chart.yaml", () => "game: kingstone\nanalysis: check\nchoose:\n  dc: { from: 8, to: 16 }\nacross:\n  bonus: [2, 3]\ntargets:\n  pSuccess: [0.5, 0.8]\nprefer: { max: dc }\n");
    const address = viewAddress("#/kingstone/check", { vary: [{ field: "dc", kind: "span", from: "8", to: "16", step: "" }], across: [{ field: "bonus", kind: "list", list: "2,3" }], targets: [{ figure: "pSuccess", kind: "between", low: 0.5, high: 0.8 }], prefer: "max:dc" });
    const { cli, document, rows, viewTable } = await bothWays(file, address);
    expect(renderTable(viewTable)).toBe(cli.stdout);
    expect(JSON.parse(JSON.stringify(rows))).toEqual(document.designs);
    // 2d6 ≥ DC − bonus in [50%, 80%] for both bonuses: DC 9 (bonus 2: 2d6 ≥ 7, 7/12; bonus 3: 2d6 ≥ 6, 13/18) and DC 8 (5/6 at bonus 3 is over 80%): DC 9 alone.
    expect(rows.map((row) => row.dc)).toEqual([9]);
  });

  it("Ultimo's difficulty per tier for hand 7, limit 4 (a row of the curve's answer): the same chart", async () => {
    const file = bareCopy("balance/ultimo-difficulty-chart.yaml", (text) => text.replace("hand-size: [6, 7]", "hand-size: [7]").replace("limit: [3, 4, 5]", "limit: [4]"));
    const tiers = { figure: "pSuccessOrBetter", rule: "at-least" as const, chances: [["trivial", "90"], ["easy", "70"], ["standard", "50"], ["hard", "30"], ["heroic", "10"]].map(([name, percent]) => ({ name: name!, percent: percent! })) };
    const { cli, viewTable } = await bothWays(file, viewAddress("#/ultimo/curve?max-difficulty=12", { vary: [{ field: "difficulty", kind: "span", from: "0", to: "12", step: "" }], across: [{ field: "handSize", kind: "list", list: "7" }, { field: "limit", kind: "list", list: "4" }], per: "each", tiers }));
    expect(renderTable(viewTable).split("\n").slice(1)).toEqual(cli.stdout.split("\n").slice(1));
  });
});
