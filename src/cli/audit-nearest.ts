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
import { parseFigure } from "../balance/targets.js";

/** What the search found for one claim: the setting, whether the claim holds under it, and each targeted figure there. */
export interface NearestSetting {
  readonly id: string;
  readonly setting: GridPoint;
  readonly holds: boolean;
  /** Of the settings searched, how many make the claim hold. */
  readonly holding: number;
  readonly figures: ReadonlyArray<{ readonly figure: string; readonly value: number; readonly exact?: string; readonly shortfall: number }>;
}

/** A figure's value as the audit prints it: its fraction and percentage (or a number), and its shortfall when it misses. */
function shown(figure: NearestSetting["figures"][number]): string {
  const probability = figure.value >= 0 && figure.value <= 1;
  const value = probability ? formatPercent(figure.value) : formatNumber(figure.value);
  const short = figure.shortfall > 0 ? `, short by ${probability ? formatPercent(figure.shortfall) : formatNumber(figure.shortfall)}` : "";
  return `${figure.figure} ${figure.exact === undefined ? value : `${figure.exact} (${value})`}${short}`;
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
  const answer = balance(question, exactSolver(entry, asked.fixed)).answers[0];
  const best = answer?.designs[0] ?? answer?.misses[0];
  if (answer === undefined || best === undefined) return undefined;
  const figures = best.values.map((checked) => {
    const target = question.targets[checked.targetIndex];
    return { figure: target === undefined ? "" : figureColumn(target.figure, target.when ?? {}), value: checked.value.value, ...(checked.value.exact === undefined ? {} : { exact: checked.value.exact }), shortfall: checked.shortfall };
  });
  return { id: claim.id, setting: best.design, holds: best.meets, holding: answer.designs.length, figures };
}

/**
 * The lines the audit prints after its table: one row per claim with a nearest setting (game, claim, the
 * setting, its figures), under a sentence saying how they were found; empty when there is none. O(claims).
 */
export function nearestTable(claims: readonly AuditClaim[], nearest: readonly NearestSetting[]): { readonly columns: string[]; readonly rows: string[][] } | undefined {
  if (nearest.length === 0) return undefined;
  const rows = nearest.flatMap((found) => {
    const claim = claims.find((c) => c.id === found.id);
    if (claim === undefined) return [];
    const setting = `${found.holds ? "holds with" : "nearest miss:"} ${pointLabel(found.setting)}${found.holds && found.holding > 1 ? ` (1 of ${found.holding})` : ""}`;
    return [[claim.game, claim.title, setting, found.figures.map(shown).join("; ")]];
  });
  return { columns: ["game", "claim", "nearest rule setting", "figures there"], rows };
}
