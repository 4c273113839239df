/**
 * `ash campaign`'s one result builder, exact and simulated alike (issue 25 §7): the exact chain and the
 * simulation each give every step's five figures and its Wounds and Strain distributions as measures (an
 * exact fraction, or an estimate with its 95% interval), and campaignResult builds the table, rows, details,
 * outcomes, summary and charts from them. A simulation also carries the exact chain's figure beside each of
 * its own, and the result shows that comparison as an extra: `…Chain` and difference columns, "(simulated −
 * chain)" in each cell, the chain's dashed lines.
 */
import type { AnalysisResult, ChartRequest, OutcomeRow, Row } from "../../framework/analysis.js";
import type { Estimates } from "../../core/estimate.js";
import { formatNumber, formatPercent } from "../../framework/format.js";
import { estimatedMeasure, probabilityColumns, type EstimatedMeasure, type ExactMeasure, type Measure } from "../../framework/measure.js";
import { categoryOf, groupOf, quantityOf } from "../../framework/estimate-lookup.js";
import type { Campaign } from "../../models/ash/campaign.js";
import { summarizeCampaign, type CampaignStepSummary } from "../../models/ash/campaign-figures.js";
import { INJURY_WOUNDS, SHOCK_WOUNDS } from "../../models/ash/wounds-and-rest.js";
import { campaignDistributionGroup, campaignGroup, campaignQuantity, type Hands } from "../../models/ash/sample/campaign.js";

/** A campaign's five figures per step, in the order rows and the summary show them; three events and two means. */
export const CAMPAIGN_FIGURES = [
  { key: "pShock", label: "P(Shock)", event: "shock" },
  { key: "pInjury", label: "P(injury so far)", event: "injury" },
  { key: "pExit", label: "P(exit so far)", event: "exit" },
  { key: "expectedStrain", label: "E[Strain]", quantity: "strain" },
  { key: "expectedWounds", label: "E[Wounds]", quantity: "wounds" },
] as const;

/** The name of one of a campaign's five figures. */
export type CampaignFigureKey = (typeof CAMPAIGN_FIGURES)[number]["key"];

/** One figure of one step: its measure and, in a simulation, the exact chain's value beside it. */
export interface CampaignFigure {
  readonly measure: Measure;
  readonly chain?: number;
}

/** One step as the builder takes it: its number (0 = the start), its label and its five figures. */
export interface CampaignStepMeasures {
  readonly step: number;
  readonly label: string;
  readonly figures: Readonly<Record<CampaignFigureKey, CampaignFigure>>;
}

/** P(value) exactly (the chain keeps its distributions as floats only, so no fraction), or as estimated. */
export type CampaignShare = { readonly kind: "exact"; readonly value: number } | EstimatedMeasure;

/** One (step, value) of the Wounds or Strain distribution, with the chain's P(value) beside a simulated one. */
export interface CampaignValueShare {
  readonly step: number;
  readonly value: number;
  readonly share: CampaignShare;
  readonly chain?: number;
}

/** What campaignResult builds a result from: every step's figures and distributions, and the titles' settings. */
export interface CampaignMeasures {
  readonly steps: readonly CampaignStepMeasures[];
  /** The exact chain lists each step's reached values; a simulation every value any step reached. */
  readonly wounds: readonly CampaignValueShare[];
  readonly strain: readonly CampaignValueShare[];
  /** The table's title: the campaign and how it was computed. */
  readonly setting: string;
  /** What the chart titles name after their subject. */
  readonly chartSetting: string;
  /** Whether each figure carries the exact chain's beside it (a simulation's comparison). */
  readonly compared: boolean;
}

/** How the exact result's title names each hand policy. */
const HAND_SETTINGS = { all: "random hand, policy all", none: "none", optimal: "random hand, policy optimal" } as const;

/** A step's columns of one figure: its value, its interval when estimated, the chain's and the difference (under `differenceName`) when compared. */
function figureColumns(name: string, figure: CampaignFigure, differenceName: string): Row {
  const { measure, chain } = figure;
  return {
    [name]: measure.value,
    ...(measure.kind === "estimated" ? { [`${name}Low`]: measure.low, [`${name}High`]: measure.high } : {}),
    ...(chain === undefined ? {} : { [`${name}Chain`]: chain, [differenceName]: measure.value - chain }),
  };
}

/** A step's row: step, label, each figure's columns, then the exact fractions of the three events. O(figures). */
function stepRow(step: CampaignStepMeasures): Row {
  const columns = CAMPAIGN_FIGURES.map(({ key }) => figureColumns(key, step.figures[key], `${key}Difference`));
  const fractions = CAMPAIGN_FIGURES.flatMap((figure) => {
    const measure = step.figures[figure.key].measure;
    return "event" in figure && measure.kind === "exact" ? [[`${figure.key}Exact`, measure.exact] as const] : [];
  });
  return { step: step.step, label: step.label, ...Object.assign({}, ...columns), ...Object.fromEntries(fractions) };
}

/** A share's fields: its probability, and its interval and count when estimated. */
function shareColumns(share: CampaignShare): Row {
  return share.kind === "exact" ? { probability: share.value } : { probability: share.value, low: share.low, high: share.high, count: share.count ?? null };
}

/** The values a distribution reached, in order. */
function valuesOf(shares: readonly CampaignValueShare[]): number[] {
  return [...new Set(shares.map((share) => share.value))].sort((a, b) => a - b);
}

/** One step's CSV columns of a distribution: p<Name><value> (0 for a value the step did not reach), and its interval when estimated. */
function distributionColumns(name: "Wounds" | "Strain", shares: readonly CampaignValueShare[], step: number): Row {
  const atStep = new Map(shares.filter((share) => share.step === step).map((share) => [share.value, share.share]));
  return Object.assign({}, ...valuesOf(shares).map((value) => {
    const share = atStep.get(value);
    return share === undefined || share.kind === "exact"
      ? { [`p${name}${value}`]: share?.value ?? 0 }
      : { [`p${name}${value}`]: share.value, [`p${name}${value}Low`]: share.low, [`p${name}${value}High`]: share.high };
  }));
}

/** The details' rows of a distribution: step, value, the share's fields and the chain's P(value) when compared. */
function distributionRows(measure: "wounds" | "strain", shares: readonly CampaignValueShare[]): Row[] {
  return shares.map((share) => ({ step: share.step, [measure]: share.value, ...shareColumns(share.share), ...(share.chain === undefined ? {} : { chain: share.chain }) }));
}

/** A difference as a cell shows it: signed points for probabilities, a signed number for means; 0 when it rounds to 0. */
function signed(value: number, percent: boolean): string {
  const rounded = percent ? Number((value * 100).toFixed(1)) : Number(value.toFixed(3));
  const text = percent ? `${Math.abs(rounded).toFixed(1)} pt` : formatNumber(Math.abs(rounded));
  return rounded > 0 ? `+${text}` : rounded < 0 ? `-${text}` : percent ? (value === 0 ? "0 pt" : "0.0 pt") : "0";
}

/** A figure's table cell: a percentage or a number (an estimated mean to 3 decimals), and "(simulated − chain)" when compared. */
function figureCell(figure: CampaignFigure, percent: boolean): string {
  const { measure, chain } = figure;
  const text = percent ? formatPercent(measure.value) : formatNumber(measure.kind === "exact" ? measure.value : Number(measure.value.toFixed(3)));
  return chain === undefined ? text : `${text} (${signed(measure.value - chain, percent)})`;
}

/** The last step's events as outcomes (each its own measure: a campaign may have all three) and every figure as summary figures. */
function lastStepFigures(last: CampaignStepMeasures): Pick<AnalysisResult, "outcomes" | "summary" | "summaryExact"> {
  const outcomes: OutcomeRow[] = CAMPAIGN_FIGURES.flatMap((figure) => {
    if (!("event" in figure)) return [];
    const { measure, chain } = last.figures[figure.key];
    return [{ outcome: figure.event, measure: figure.event, ...probabilityColumns(measure), ...(chain === undefined ? {} : { chain, difference: measure.value - chain }) }];
  });
  // Not "pXDifference": a difference is not a probability, and the terminal shows p… figures as percentages.
  const summary = Object.assign({}, ...CAMPAIGN_FIGURES.map(({ key }) => figureColumns(key, last.figures[key], `differenceIn${key.charAt(0).toUpperCase()}${key.slice(1)}`)));
  const summaryExact = Object.fromEntries(CAMPAIGN_FIGURES.flatMap(({ key }) => {
    const measure = last.figures[key].measure;
    return measure.kind === "exact" ? [[key, measure.exact]] : [];
  }));
  return { outcomes, summary, summaryExact };
}

const SIMULATED = "simulated";
const CHAIN = "exact chain";
const RISKS: readonly CampaignFigureKey[] = ["pShock", "pInjury", "pExit"];
const LOADS: readonly CampaignFigureKey[] = ["expectedStrain", "expectedWounds"];

/** One line chart's points: per step, each figure's value (with its interval when estimated), and the chain's beside it when compared. */
function series(measures: CampaignMeasures, kinds: readonly CampaignFigureKey[], field: string): Row[] {
  const shown = CAMPAIGN_FIGURES.filter((figure) => kinds.includes(figure.key));
  return measures.steps.flatMap(({ step, figures }) =>
    shown.flatMap(({ key, label }) => {
      const { measure, chain } = figures[key];
      const own = {
        step,
        measure: label,
        ...(measures.compared ? { source: SIMULATED } : {}),
        [field]: measure.value,
        ...(measure.kind === "estimated" ? { low: measure.low, high: measure.high } : {}),
      };
      return chain === undefined ? [own] : [own, { step, measure: label, source: CHAIN, [field]: chain, low: null, high: null }];
    }),
  );
}

/**
 * The Wounds bands the chart stacks, worst first, as docs/rules.md 4.4 draws them: more than INJURY_WOUNDS
 * (the exit threshold passed), INJURY_WOUNDS (permanent injury), SHOCK_WOUNDS up (Shock), wounded, none. Five
 * bands in the ordered outcomes' colours (dark orange to dark blue), where a colour per Wounds value made ~10
 * shades no reader tells apart (issue 28 §7).
 */
export const WOUND_BANDS: readonly { readonly label: string; readonly from: number }[] = [
  { label: `${INJURY_WOUNDS + 1} or more`, from: INJURY_WOUNDS + 1 },
  { label: `${INJURY_WOUNDS}: injured`, from: INJURY_WOUNDS },
  { label: `${SHOCK_WOUNDS}–${INJURY_WOUNDS - 1}: Shock`, from: SHOCK_WOUNDS },
  { label: `1–${SHOCK_WOUNDS - 1}`, from: 1 },
  { label: "none", from: 0 },
];

/**
 * The Wounds chart's bars: per step, P(Wounds in each band) summed over the values given (those reached),
 * in band order; a band no value reached at a step has no bar there. O(values).
 * @example woundBandRows([{ step: 1, value: 3, share: { kind: "exact", value: 0.25 } }, { step: 1, value: 4, share: { kind: "exact", value: 0.75 } }]) // [{ step: 1, wounds: "3–4: Shock", probability: 1 }]
 */
export function woundBandRows(shares: readonly CampaignValueShare[]): Row[] {
  const sums = new Map<string, { step: number; wounds: string; probability: number }>();
  for (const { step, value, share } of shares) {
    const band = WOUND_BANDS.find((b) => value >= b.from)?.label ?? "none";
    const key = `${step}/${band}`;
    const row = sums.get(key) ?? { step, wounds: band, probability: 0 };
    row.probability += share.value;
    sums.set(key, row);
  }
  const rank = (label: string) => WOUND_BANDS.findIndex((band) => band.label === label);
  return [...sums.values()].sort((a, b) => a.step - b.step || rank(a.wounds) - rank(b.wounds));
}

/**
 * The campaign's three charts from its measures: Shock, injury and exit by step; expected Strain and Wounds;
 * the Wounds distribution by step. Estimates draw their 95% bands; a simulation draws the chain's lines
 * dashed beside its own; the Wounds bars stack the rulebook's bands (WOUND_BANDS). O(steps × values).
 */
function campaignCharts(measures: CampaignMeasures): ChartRequest[] {
  const estimated = measures.steps.some(({ figures }) => figures.pShock.measure.kind === "estimated");
  const order = (kinds: readonly CampaignFigureKey[]) => CAMPAIGN_FIGURES.filter((figure) => kinds.includes(figure.key)).map((figure) => figure.label);
  const extras = {
    ...(measures.compared ? { dash: { field: "source", title: "", type: "nominal", order: [SIMULATED, CHAIN] } as const } : {}),
    ...(estimated ? { interval: { low: "low", high: "high" } } : {}),
  };
  const setting = measures.chartSetting;
  return [
    {
      name: "",
      title: `Shock, injury and exit by step: ${setting}`,
      kind: "line",
      data: series(measures, RISKS, "probability"),
      x: { field: "step", title: "step", type: "quantitative", format: "d" },
      y: { field: "probability", title: "probability", type: "quantitative", format: ".0%", domain: [0, 1] },
      color: { field: "measure", title: "", type: "nominal", order: order(RISKS) },
      ...extras,
    },
    {
      name: "load",
      title: `Expected Strain and Wounds by step: ${setting}`,
      kind: "line",
      data: series(measures, LOADS, "value"),
      x: { field: "step", title: "step", type: "quantitative", format: "d" },
      y: { field: "value", title: "expected", type: "quantitative" },
      color: { field: "measure", title: "", type: "nominal", order: order(LOADS) },
      ...extras,
    },
    {
      name: "wounds",
      title: `Wounds by step${estimated ? ", simulated" : ""}: ${setting}`,
      kind: "bar",
      // The bars a step reached: the chain lists only those; a simulation, those counted at least once.
      data: woundBandRows(measures.wounds.filter(({ share }) => share.kind === "exact" || (share.count ?? 0) > 0)),
      x: { field: "step", title: "step", type: "ordinal" },
      y: { field: "probability", title: "probability", type: "quantitative", format: ".0%", domain: [0, 1] },
      color: { field: "wounds", title: "Wounds", type: "ordinal", order: WOUND_BANDS.map((band) => band.label), scheme: "redblue" },
    },
  ];
}

/**
 * The result of `ash campaign` from its measures, exact or simulated (docs/rules.md 4.4): a table row per
 * step (E[strain], E[wounds], P(shock), P(injury), P(exit)), CSV rows with each step's Wounds and Strain
 * distributions as `pWounds<w>`/`pStrain<v>` columns, the details `steps`, `wounds` and `strain`, the last
 * step's events as outcomes and its figures as the summary, and three charts (risks, load, Wounds by step).
 * Estimates carry their 95% intervals throughout; a simulation's comparison with the chain is an extra. O(steps × values).
 * @throws {RangeError} when there is no step (a campaign always has its start).
 */
export function campaignResult(measures: CampaignMeasures): AnalysisResult {
  const { steps, wounds, strain } = measures;
  const last = steps.at(-1);
  if (last === undefined) throw new RangeError("a campaign has at least its start");
  const rows = steps.map(stepRow);
  return {
    ...lastStepFigures(last),
    rows: rows.map((row, i) => ({ ...row, ...distributionColumns("Wounds", wounds, i), ...distributionColumns("Strain", strain, i) })),
    details: { steps: rows, wounds: distributionRows("wounds", wounds), strain: distributionRows("strain", strain) },
    table: {
      title: measures.compared ? `${measures.setting}; each cell: simulated (simulated − exact chain)` : measures.setting,
      columns: ["step", "", "E[strain]", "E[wounds]", "P(shock)", "P(injury)", "P(exit)"],
      rows: steps.map(({ step, label, figures }) => [
        String(step),
        label,
        figureCell(figures.expectedStrain, false),
        figureCell(figures.expectedWounds, false),
        figureCell(figures.pShock, true),
        figureCell(figures.pInjury, true),
        figureCell(figures.pExit, true),
      ]),
    },
    charts: campaignCharts(measures),
  };
}

/** An exact fraction as a measure (the chain's fractions are reduced already, with Rational's read side). */
function exactFigure(fraction: { toNumber(): number; toString(): string }): ExactMeasure {
  return { kind: "exact", value: fraction.toNumber(), exact: fraction.toString() };
}

/** The exact chain's distribution shares: each step's reached values. */
function exactShares(chain: readonly CampaignStepSummary[], measure: "wounds" | "strain"): CampaignValueShare[] {
  return chain.flatMap((f) => f[measure].outcomes.map((value) => ({ step: f.step, value, share: { kind: "exact", value: f[measure].probability(value) } as const })));
}

/**
 * The exact Markov chain's measures of a campaign (docs/rules.md 4.4), every fraction reduced over the
 * chain's small primes (summarizeCampaign). O(summarizeCampaign).
 * @throws {OddsmithError} when a field of the campaign is not usable.
 */
export function exactCampaignMeasures(campaign: Campaign): CampaignMeasures {
  const chain = summarizeCampaign(campaign);
  const setting = `${campaign.title} (hands: ${HAND_SETTINGS[campaign.handPolicy]})`;
  return {
    steps: chain.map((f) => ({
      step: f.step,
      label: f.label,
      figures: figuresBy(({ key }) => ({ measure: exactFigure(f[key]) })),
    })),
    wounds: exactShares(chain, "wounds"),
    strain: exactShares(chain, "strain"),
    setting,
    chartSetting: setting,
    compared: false,
  };
}

/** A step's five figures, each made by `figureOf` from its entry in CAMPAIGN_FIGURES. */
function figuresBy(figureOf: (figure: (typeof CAMPAIGN_FIGURES)[number]) => CampaignFigure): Record<CampaignFigureKey, CampaignFigure> {
  const [shock, injury, exit, strain, wounds] = CAMPAIGN_FIGURES;
  return { pShock: figureOf(shock), pInjury: figureOf(injury), pExit: figureOf(exit), expectedStrain: figureOf(strain), expectedWounds: figureOf(wounds) };
}

/** One step's simulated figure (an event's "yes" share, or a quantity's mean) with the chain's beside it. @throws {RangeError} when it was not tallied. */
function simulatedFigure(estimates: Estimates, figures: CampaignStepSummary, step: number, figure: (typeof CAMPAIGN_FIGURES)[number]): CampaignFigure {
  const chain = figures[figure.key].toNumber();
  const estimate = "event" in figure ? categoryOf(groupOf(estimates, campaignGroup(figure.event, step)), "yes") : quantityOf(estimates, campaignQuantity(figure.quantity, step));
  return { measure: estimatedMeasure(estimate), chain };
}

/** Every step's simulated distribution of Strain or Wounds, over the values the chain or any trial reached, beside the chain's. O(steps × values). */
function simulatedShares(estimates: Estimates, chain: readonly CampaignStepSummary[], measure: "strain" | "wounds"): CampaignValueShare[] {
  const reached = new Set<number>();
  chain.forEach((figures, step) => {
    for (const value of figures[measure].outcomes) reached.add(value);
    for (const [category, e] of Object.entries(groupOf(estimates, campaignDistributionGroup(measure, step)))) if (e.count > 0) reached.add(Number(category));
  });
  const values = [...reached].sort((a, b) => a - b);
  return chain.flatMap((figures, step) =>
    values.map((value) => {
      const e = categoryOf(groupOf(estimates, campaignDistributionGroup(measure, step)), String(value));
      return { step, value, share: estimatedMeasure(e), chain: figures[measure].probability(value) };
    }),
  );
}

/**
 * A simulated campaign's measures (docs/rules.md 4.4), each estimate with its 95% interval beside the exact
 * chain's figure: with `hands: "markov"` the difference is sampling noise; with `hands: "real"` it is the
 * effect of real hands and a real depleting deck. O(summarizeCampaign + steps × values).
 * @throws {RangeError} when the estimates lack a group or quantity the campaign sampler tallies.
 */
export function simulatedCampaignMeasures(estimates: Estimates, campaign: Campaign, hands: Hands): CampaignMeasures {
  const chain = summarizeCampaign(campaign);
  const handsText = hands === "real" ? "real hands and a depleting deck" : "fresh random hands (the chain's assumption)";
  return {
    steps: chain.map((f, step) => ({ step, label: f.label, figures: figuresBy((figure) => simulatedFigure(estimates, f, step, figure)) })),
    wounds: simulatedShares(estimates, chain, "wounds"),
    strain: simulatedShares(estimates, chain, "strain"),
    setting: `${campaign.title} (simulated with ${handsText}, ${estimates.trials} trials)`,
    chartSetting: campaign.title,
    compared: true,
  };
}
