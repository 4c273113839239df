import type { AnalysisResult, Cell, ChartRequest, OutcomeRow, Row } from "../../framework/analysis.js";
import type { Estimates, ProportionEstimate } from "../../core/estimate.js";
import { formatNumber, formatPercent } from "../../framework/format.js";
import type { Campaign } from "../../models/ash/campaign.js";
import { summarizeCampaign, type CampaignStepSummary } from "../../models/ash/campaign-figures.js";
import { campaignDistributionGroup, campaignGroup, campaignQuantity, CAMPAIGN_EVENTS, type Hands } from "../../models/ash/sample/campaign.js";

/** The measures compared per step, their chain figure and their simulated estimate. */
const MEASURES = [
  { key: "pShock", label: "P(Shock)", event: "shock" },
  { key: "pInjury", label: "P(injury so far)", event: "injury" },
  { key: "pExit", label: "P(exit so far)", event: "exit" },
  { key: "expectedStrain", label: "E[Strain]", quantity: "strain" },
  { key: "expectedWounds", label: "E[Wounds]", quantity: "wounds" },
] as const;

type MeasureKey = (typeof MEASURES)[number]["key"];

/** One step's simulated figure with its 95% interval beside the exact chain's. */
interface Compared {
  readonly simulated: number;
  readonly low: number;
  readonly high: number;
  readonly chain: number;
}

/**
 * A tally group of the estimates, checked: the campaign sampler tallies every group this result reads.
 * @throws {RangeError} when the estimates have no group of that name.
 */
function groupOf(estimates: Estimates, name: string): Readonly<Record<string, ProportionEstimate>> {
  const group = estimates.groups[name];
  if (group === undefined) throw new RangeError(`no tally group named ${name}`);
  return group;
}

/** One category's estimate in a group, checked. @throws {RangeError} when the group has no such category. */
function categoryOf(group: Readonly<Record<string, ProportionEstimate>>, category: string): ProportionEstimate {
  const estimate = group[category];
  if (estimate === undefined) throw new RangeError(`no tally category named ${category}`);
  return estimate;
}

/** One step's simulated figure beside the chain's: an event's "yes" share, or a quantity's mean. @throws {RangeError} when it was not tallied. */
function comparedOf(estimates: Estimates, figures: CampaignStepSummary, step: number, key: MeasureKey): Compared {
  // Every MeasureKey is a key of MEASURES, so the fallback is never taken.
  const measure = MEASURES.find((m) => m.key === key) ?? MEASURES[0];
  const chain = figures[key].toNumber();
  if ("event" in measure) {
    const e = categoryOf(groupOf(estimates, campaignGroup(measure.event, step)), "yes");
    return { simulated: e.probability, low: e.low, high: e.high, chain };
  }
  const name = campaignQuantity(measure.quantity, step);
  const e = estimates.quantities[name];
  if (e === undefined) throw new RangeError(`no tallied quantity named ${name}`);
  return { simulated: e.mean, low: e.low, high: e.high, chain };
}

/** A difference as the table shows it: signed points for probabilities, a signed number for means; 0 when it rounds to 0. */
function signed(value: number, percent: boolean): string {
  const rounded = percent ? Number((value * 100).toFixed(1)) : Number(value.toFixed(3));
  const text = percent ? `${Math.abs(rounded).toFixed(1)} pt` : formatNumber(Math.abs(rounded));
  return rounded > 0 ? `+${text}` : rounded < 0 ? `-${text}` : percent ? (value === 0 ? "0 pt" : "0.0 pt") : "0";
}

/**
 * The simulated campaign beside the exact Markov chain (docs/rules.md 4.4): per step, P(Shock), P(permanent
 * injury so far), P(exit so far), E[Strain] and E[Wounds] as simulated (with 95% intervals), as the chain
 * gives them, and their difference (simulated − chain; summary `differenceInPExit` and so on). With `hands: "markov"` the difference is sampling
 * noise; with `hands: "real"` it is the effect of real hands and a real depleting deck. Table, CSV rows
 * (one per step, with each step's Wounds and Strain distributions as `pWounds<w>`, `pWounds<w>Low`,
 * `pWounds<w>High` columns like the exact CSV's), the details `wounds` and `strain` (every step's
 * distribution as the exact JSON has them, simulated with intervals, beside the chain's `chain`), line
 * charts with both (the simulated lines with their 95% bands), a stacked Wounds chart, and the last step's
 * figures as outcomes and summary. O(steps × values) after summarizeCampaign.
 */
export function comparedCampaignResult(estimates: Estimates, campaign: Campaign, hands: Hands): AnalysisResult {
  const chain = summarizeCampaign(campaign);
  const steps = comparedSteps(estimates, chain);
  const labels = ["start", ...campaign.steps.map((step) => step.label)];
  const handsText = hands === "real" ? "real hands and a depleting deck" : "fresh random hands (the chain's assumption)";
  const setting = `${campaign.title} (simulated with ${handsText}, ${estimates.trials} trials)`;
  const wounds = simulatedDistribution(estimates, chain, "wounds");
  const strain = simulatedDistribution(estimates, chain, "strain");
  const rows = comparedRows(steps, labels);
  const { outcomes, summary } = lastStepFigures(estimates, steps);
  const cell = (c: Compared, percent: boolean) => `${percent ? formatPercent(c.simulated) : formatNumber(Number(c.simulated.toFixed(3)))} (${signed(c.simulated - c.chain, percent)})`;
  return {
    outcomes,
    summary,
    summaryExact: {},
    rows: rows.map((row, step) => ({ ...row, ...distributionColumns(wounds, strain, step) })),
    details: { steps: rows, wounds: wounds.rows, strain: strain.rows },
    table: {
      title: `${setting}; each cell: simulated (simulated − exact chain)`,
      columns: ["step", "", "E[strain]", "E[wounds]", "P(shock)", "P(injury)", "P(exit)"],
      rows: steps.map((c, step) => [
        String(step),
        labels[step] ?? "",
        cell(c.expectedStrain, false),
        cell(c.expectedWounds, false),
        cell(c.pShock, true),
        cell(c.pInjury, true),
        cell(c.pExit, true),
      ]),
    },
    charts: comparedCharts(steps, wounds, campaign.title),
  };
}

/** Every step's measures, simulated (with 95% intervals) beside the chain's. O(steps). */
function comparedSteps(estimates: Estimates, chain: readonly CampaignStepSummary[]): Array<Record<MeasureKey, Compared>> {
  return chain.map((figures, step) => ({
    pShock: comparedOf(estimates, figures, step, "pShock"),
    pInjury: comparedOf(estimates, figures, step, "pInjury"),
    pExit: comparedOf(estimates, figures, step, "pExit"),
    expectedStrain: comparedOf(estimates, figures, step, "expectedStrain"),
    expectedWounds: comparedOf(estimates, figures, step, "expectedWounds"),
  }));
}

/** A simulated distribution by step: the values the chain or a trial reached, and one row per (step, value). */
interface SimulatedDistribution {
  readonly values: number[];
  readonly rows: DistributionRow[];
}

/** One (step, value) of a simulated distribution: its share with 95% interval and count, and the chain's. */
type DistributionRow = { readonly step: number; readonly probability: number; readonly low: number; readonly high: number; readonly count: number; readonly chain: number; readonly [column: string]: Cell };

/** Every step's simulated Strain or Wounds distribution, over the values the chain or a trial reached. O(steps × values). */
function simulatedDistribution(estimates: Estimates, chain: readonly CampaignStepSummary[], measure: "strain" | "wounds"): SimulatedDistribution {
  const reached = new Set<number>();
  chain.forEach((figures, step) => {
    for (const value of figures[measure].outcomes) reached.add(value);
    for (const [category, e] of Object.entries(groupOf(estimates, campaignDistributionGroup(measure, step)))) if (e.count > 0) reached.add(Number(category));
  });
  const values = [...reached].sort((a, b) => a - b);
  const rows: DistributionRow[] = chain.flatMap((figures, step) =>
    values.map((value) => {
      const e = categoryOf(groupOf(estimates, campaignDistributionGroup(measure, step)), String(value));
      return { step, [measure]: value, probability: e.probability, low: e.low, high: e.high, count: e.count, chain: figures[measure].probability(value) };
    }),
  );
  return { values, rows };
}

/** One step's CSV columns of the Wounds and Strain distributions: pWounds<w>, pWounds<w>Low, pWounds<w>High, then Strain's. */
function distributionColumns(wounds: SimulatedDistribution, strain: SimulatedDistribution, step: number): Record<string, number> {
  const columns: Record<string, number> = {};
  for (const [name, d] of [["Wounds", wounds], ["Strain", strain]] as const) {
    for (const row of d.rows) {
      if (row.step !== step) continue;
      const value = row[name === "Wounds" ? "wounds" : "strain"];
      columns[`p${name}${value}`] = row.probability;
      columns[`p${name}${value}Low`] = row.low;
      columns[`p${name}${value}High`] = row.high;
    }
  }
  return columns;
}

/** One compared measure's columns, in the CSV's and the summary's order: simulated, its 95% interval, the chain's, and the difference under `differenceName`. */
function comparedColumns(key: MeasureKey, c: Compared, differenceName: string): Record<string, number> {
  return { [key]: c.simulated, [`${key}Low`]: c.low, [`${key}High`]: c.high, [`${key}Chain`]: c.chain, [differenceName]: c.simulated - c.chain };
}

/** One row per step: each measure simulated, its interval, the chain's and the difference. */
function comparedRows(steps: ReadonlyArray<Record<MeasureKey, Compared>>, labels: readonly string[]): Row[] {
  return steps.map((compared, step) => {
    const columns = MEASURES.map((measure) => comparedColumns(measure.key, compared[measure.key], `${measure.key}Difference`));
    return { step, label: labels[step] ?? "", ...Object.fromEntries(columns.flatMap((c) => Object.entries(c))) };
  });
}

const RISKS: readonly MeasureKey[] = ["pShock", "pInjury", "pExit"];
/** The figure of each event the campaign sampler tallies. */
const RISK_OF = { shock: "pShock", injury: "pInjury", exit: "pExit" } as const satisfies Record<(typeof CAMPAIGN_EVENTS)[number], MeasureKey>;
const LOADS: readonly MeasureKey[] = ["expectedStrain", "expectedWounds"];

/** The last step's events as outcomes (with the chain and the difference) and every measure as summary figures. */
function lastStepFigures(estimates: Estimates, steps: ReadonlyArray<Record<MeasureKey, Compared>>): { outcomes: OutcomeRow[]; summary: Record<string, number> } {
  const last = steps.at(-1);
  // A campaign's steps start with its start state, so there is always a last one.
  if (last === undefined) throw new RangeError("a campaign has at least its start");
  const lastStep = steps.length - 1;
  const outcomes: OutcomeRow[] = CAMPAIGN_EVENTS.map((event) => {
    const key = RISK_OF[event];
    const e = categoryOf(groupOf(estimates, campaignGroup(event, lastStep)), "yes");
    // Three events, not one distribution: each row is its own measure (as the exact result's).
    return { outcome: event, measure: event, probability: e.probability, low: e.low, high: e.high, count: e.count, chain: last[key].chain, difference: e.probability - last[key].chain };
  });
  // Not "pXDifference": a difference is not a probability, and the terminal shows p… figures as percentages.
  const columns = MEASURES.map((measure) => comparedColumns(measure.key, last[measure.key], `differenceIn${measure.key.charAt(0).toUpperCase()}${measure.key.slice(1)}`));
  return { outcomes, summary: Object.fromEntries(columns.flatMap((c) => Object.entries(c))) };
}

/** The compared charts: risks and load (simulated solid with 95% bands, the chain dashed) and the simulated Wounds by step. */
function comparedCharts(steps: ReadonlyArray<Record<MeasureKey, Compared>>, wounds: SimulatedDistribution, title: string): ChartRequest[] {
  const simulatedName = "simulated";
  const chainName = "exact chain";
  const series = (kinds: readonly MeasureKey[], field: string): Row[] =>
    steps.flatMap((compared, step) =>
      MEASURES.filter((m) => kinds.includes(m.key)).flatMap((m) => [
        { step, measure: m.label, source: simulatedName, [field]: compared[m.key].simulated, low: compared[m.key].low, high: compared[m.key].high },
        { step, measure: m.label, source: chainName, [field]: compared[m.key].chain, low: null, high: null },
      ]),
    );
  const order = (kinds: readonly MeasureKey[]) => MEASURES.filter((m) => kinds.includes(m.key)).map((m) => m.label);
  const dash = { field: "source", title: "", type: "nominal", order: [simulatedName, chainName] } as const;
  return [
    {
      name: "",
      title: `Shock, injury and exit by step: ${title}`,
      kind: "line",
      data: series(RISKS, "probability"),
      x: { field: "step", title: "step", type: "quantitative", format: "d" },
      y: { field: "probability", title: "probability", type: "quantitative", format: ".0%", domain: [0, 1] },
      color: { field: "measure", title: "", type: "nominal", order: order(RISKS) },
      dash,
      interval: { low: "low", high: "high" },
    },
    {
      name: "load",
      title: `Expected Strain and Wounds by step: ${title}`,
      kind: "line",
      data: series(LOADS, "value"),
      x: { field: "step", title: "step", type: "quantitative", format: "d" },
      y: { field: "value", title: "expected", type: "quantitative" },
      color: { field: "measure", title: "", type: "nominal", order: order(LOADS) },
      dash,
      interval: { low: "low", high: "high" },
    },
    {
      name: "wounds",
      title: `Wounds by step, simulated: ${title}`,
      kind: "bar",
      data: wounds.rows.filter((row) => row.count > 0).map((row) => ({ step: row.step, wounds: String(row.wounds), probability: row.probability })),
      x: { field: "step", title: "step", type: "ordinal" },
      y: { field: "probability", title: "probability", type: "quantitative", format: ".0%", domain: [0, 1] },
      color: { field: "wounds", title: "Wounds", type: "ordinal", order: wounds.values.map(String), scheme: "yelloworangered" },
    },
  ];
}
