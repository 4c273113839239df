/**
 * The audit's nearest rule settings (issue 26 §5): for each claim that fails or depends on the reading and
 * states itself as a balance question (`asTarget`), the balance search run with the claim as its target
 * names the setting under which it holds — the best design that meets — or, when none does, the nearest
 * miss and how far it falls short.
 */
import type { AuditClaim } from "../framework/audit.js";
import { formatNumber, formatPercent } from "../framework/format.js";
import { pointLabel, type GridPoint } from "../framework/grid.js";
import { loadAnalysis } from "../analyses/catalog.js";
import { balance, type BalanceQuestion } from "../balance/balance.js";
import { figureColumn } from "../balance/balance-rows.js";
import { exactSolver } from "../balance/exact-solver.js";
import { isProbabilityFigure, parseFigure } from "../balance/targets.js";

/** What the search found for one claim: the setting, whether the claim holds under it, and each targeted figure there. */
export interface NearestSetting {
  readonly id: string;
  readonly setting: GridPoint;
  readonly holds: boolean;
  /** Of the settings searched, how many make the claim hold. */
  readonly holding: number;
  /** How many settings were searched, and the options they vary (for "no setting of X, Y among N"). */
  readonly searched?: { readonly count: number; readonly options: readonly string[] };
  readonly figures: ReadonlyArray<{ readonly figure: string; readonly value: number; readonly exact?: string; readonly shortfall: number; readonly probability?: boolean }>;
}

/** A figure's value as the audit prints it: its fraction and percentage (or a number), and its shortfall when it misses. */
function shown(figure: NearestSetting["figures"][number]): string {
  const probability = figure.probability ?? (figure.value >= 0 && figure.value <= 1);
  const value = probability ? formatPercent(figure.value) : formatNumber(figure.value);
  const short = figure.shortfall > 0 ? `, short by ${probability ? formatPercent(figure.shortfall) : formatNumber(figure.shortfall)}` : "";
  // A whole number's fraction (2/1) adds nothing to the number itself.
  const exact = figure.exact === undefined || /^-?\d+\/1$/.test(figure.exact) ? undefined : figure.exact;
  return `${figure.figure} ${exact === undefined ? value : `${exact} (${value})`}${short}`;
}

/**
 * The nearest setting of one claim: undefined when it holds or states no balance question. Cost: one balance
 * search over the claim's settings (src/balance/balance.ts).
 * @throws {Error} when the claim names an analysis or option the registry does not have (a defect of the claim, not of input).
 */
export async function nearestSetting(claim: AuditClaim): Promise<NearestSetting | undefined> {
  const asked = claim.asTarget;
  if (asked === undefined || (claim.verdict !== "fails" && claim.verdict !== "depends on the reading")) return undefined;
  const entry = await loadAnalysis(asked.game, asked.analysis);
  if (entry === undefined) throw new Error(`audit claim ${claim.id}: no analysis ${asked.game} ${asked.analysis}`);
  const question: BalanceQuestion = {
    choose: asked.choose,
    across: [],
    per: "all",
    targets: asked.targets.map((target) => ({ figure: parseFigure(target.figure), ...(target.atLeast === undefined ? {} : { atLeast: target.atLeast }), ...(target.atMost === undefined ? {} : { atMost: target.atMost }), ...(target.when === undefined ? {} : { when: target.when }) })),
    prefer: { kind: "middle" },
  };
  const solve = exactSolver(entry, asked.fixed);
  const answer = balance(question, solve).answers[0];
  const best = answer?.designs[0] ?? answer?.misses[0];
  if (answer === undefined || best === undefined) return undefined;
  const figures = best.values.map((checked) => {
    const target = question.targets[checked.targetIndex];
    if (target === undefined) return { figure: "", value: checked.value.value, shortfall: checked.shortfall };
    // A figure that is not a probability (an expected effect of 1) is shown as a number, not 100%.
    const probability = isProbabilityFigure(solve({ ...best.design, ...target.when }), target.figure);
    return { figure: figureColumn(target.figure, target.when ?? {}), value: checked.value.value, ...(checked.value.exact === undefined ? {} : { exact: checked.value.exact }), shortfall: checked.shortfall, ...(probability ? {} : { probability }) };
  });
  const searched = { count: asked.choose.reduce((product, [, values]) => product * values.length, 1), options: asked.choose.map(([option]) => option) };
  return { id: claim.id, setting: best.design, holds: best.meets, holding: answer.designs.length, searched, figures };
}

/**
 * The lines the audit prints after its table: one row per claim with a nearest setting (game, claim, the
 * setting, its figures), and one per claim that fails or depends on the reading with no setting to search,
 * in the claims' order, under a sentence saying how they were found; empty when no setting was found. O(claims²).
 */
export function nearestTable(claims: readonly AuditClaim[], nearest: readonly NearestSetting[]): { readonly columns: string[]; readonly rows: string[][] } | undefined {
  if (nearest.length === 0) return undefined;
  const rows = claims.flatMap((claim) => {
    const found = nearest.find((n) => n.id === claim.id);
    if (found === undefined) {
      // A claim that fails or depends on the reading but states no balance question gets a row saying so.
      const unsearched = claim.asTarget === undefined && (claim.verdict === "fails" || claim.verdict === "depends on the reading");
      return unsearched ? [[claim.game, claim.title, "none searched: no analysis has a rule setting for it (a reading of the rulebook's text)", "—"]] : [];
    }
    // A claim no setting makes hold says so, naming the options and how many settings were searched.
    const none = found.holds || found.searched === undefined ? "" : `no setting of ${found.searched.options.join(", ")} among ${found.searched.count} holds; `;
    const setting = `${found.holds ? "holds with" : `${none}nearest miss:`} ${pointLabel(found.setting)}${found.holds && found.holding > 1 ? ` (1 of ${found.holding})` : ""}`;
    return [[claim.game, claim.title, setting, found.figures.map(shown).join("; ")]];
  });
  return { columns: ["game", "claim", "nearest rule setting", "figures there"], rows };
}
