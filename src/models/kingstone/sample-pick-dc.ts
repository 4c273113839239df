import type { AnalysisResult, OutcomeRow, Row, SamplePlan } from "../../core/analysis.js";
import { proportionEstimate, type Estimates, type ProportionEstimate } from "../../core/estimate.js";
import { formatPercent } from "../../core/format.js";
import { closestToTarget, pickDcCandidates } from "./pick-dc.js";
import { sampleTable, tableCellGroup, type TableSetup } from "./sample-table.js";

/**
 * The trial loop of a simulated DC pick (RULES.md 1.1): the table sampler's plan ({@link sampleTable})
 * for the one bonus over every candidate DC ({@link pickDcCandidates}), so one throw serves every DC.
 * Groups: one per DC (`bonus b dc d`, the degrees). Cost per trial: one draw (plus one per DC that
 * rerolls) and O(DCs) table reads; no allocation.
 * @example samplePickDc(10, { dice: "2d6", reroll: "none", goal: "success", ladder: "paired" }).layout.groups.length // 12
 */
export function samplePickDc(bonus: number, setup: TableSetup): SamplePlan {
  return sampleTable([bonus], pickDcCandidates(bonus, setup), bonus, setup);
}

/**
 * The simulated pick in the exact pick's shape: the DC whose simulated P(success) is closest to the
 * target ({@link closestToTarget}, the exact pick's rule), its neighbours, each with a 95% Wilson interval
 * and count, the whole simulated curve as CSV rows and a line chart, and the picked DC's interval as
 * `pSuccessLow`/`pSuccessHigh`. O(DCs × degrees).
 */
export function sampledPickDcResult(estimates: Estimates, bonus: number, target: number, setup: TableSetup): AnalysisResult {
  const dcs = pickDcCandidates(bonus, setup);
  const chances: ProportionEstimate[] = dcs.map((dc) => {
    const group = estimates.groups[tableCellGroup(bonus, dc)]!;
    const successes = Object.entries(group).filter(([name]) => name.startsWith("success")).reduce((sum, [, e]) => sum + e.count, 0);
    return proportionEstimate(successes, estimates.trials);
  });
  const best = closestToTarget(
    chances.map((chance) => chance.probability),
    target,
  );
  const pick = chances[best]!;
  const row = (i: number, role: string): OutcomeRow => ({ outcome: `dc-${dcs[i]!}`, dc: dcs[i]!, role, probability: chances[i]!.probability, low: chances[i]!.low, high: chances[i]!.high, count: chances[i]!.count });
  const outcomes = [...(best > 0 ? [row(best - 1, "easier")] : []), row(best, "pick"), ...(best < dcs.length - 1 ? [row(best + 1, "harder")] : [])];
  const rows: Row[] = dcs.map((dc, i) => ({ dc, pSuccess: chances[i]!.probability, pSuccessLow: chances[i]!.low, pSuccessHigh: chances[i]!.high }));
  const simulated = `simulated, ${estimates.trials} trials`;
  return {
    outcomes,
    summary: { dc: dcs[best]!, pSuccess: pick.probability, pSuccessLow: pick.low, pSuccessHigh: pick.high, target },
    summaryExact: {},
    rows,
    details: { curve: rows },
    charts: [
      {
        name: "",
        title: `P(success) by DC for bonus ${bonus} (target ${target}, pick DC ${dcs[best]!}; ${simulated})`,
        kind: "line",
        data: rows,
        x: { field: "dc", title: "DC", type: "quantitative" },
        y: { field: "pSuccess", title: "P(success)", type: "quantitative", format: ".0%" },
        rule: { y: target, label: `target ${target}` },
      },
    ],
    table: {
      title: `The pick from simulated P(success) (${simulated}): DC ${dcs[best]!} at ${formatPercent(pick.probability)}, 95% interval ${formatPercent(pick.low)}–${formatPercent(pick.high)}`,
      columns: ["DC", "P(success)", "95% interval", ""],
      rows: outcomes.map((o) => [String(o.dc), formatPercent(o.probability), `${formatPercent(Number(o.low))}–${formatPercent(Number(o.high))}`, o.role === "pick" ? "← pick" : String(o.role)]),
    },
  };
}
