/**
 * What `oddsmith ultimo session` shows from a session's estimates (docs/rules.md 3.11, 5): per-challenge rows
 * and outcomes, the evening's figures, the terminal tables and the two charts.
 */
import type { AnalysisResult, ChartRequest, OutcomeRow, Row, Summary, TextTable } from "../../framework/analysis.js";
import { estimatedMeasure, measureColumns, probabilityColumns, summaryFrom } from "../../framework/measure.js";
import { proportionEstimate, type Estimates, type ProportionEstimate } from "../../core/estimate.js";
import { formatNumber, formatPercent } from "../../framework/format.js";
import { OUTCOMES } from "../../models/ultimo/outcome.js";
import { cardsLeftAfter, challengeGroup, EXHAUSTED_GROUP, PASSED_OUT, PASSED_OUT_GROUP, SESSION_QUANTITIES, THREAT_GROUP } from "../../models/ultimo/sample/session.js";
import type { Session } from "../../models/ultimo/session.js";
import { groupOf, categoryOf, quantityOf } from "../../framework/estimate-lookup.js";
import { itemAt } from "../../core/checked-index.js";

/** A challenge's categories in display order: the outcomes, best first, then passed out. */
const ORDER = [...OUTCOMES, PASSED_OUT] as const;

/** P(success or better) of a challenge's group, with its Wilson interval over all trials. */
function successOrBetter(group: Readonly<Record<string, ProportionEstimate>>): ProportionEstimate {
  const perfect = categoryOf(group, "perfect-success");
  return proportionEstimate(perfect.count + categoryOf(group, "success").count, perfect.total);
}

const interval = (low: number, high: number) => `${formatPercent(low)}–${formatPercent(high)}`;

/** A moment of the evening ("passed out at", "first exhausted at"): never, or a challenge, with its estimate. */
type MomentRow = { readonly challenge: string; readonly probability: number; readonly low: number; readonly high: number; readonly count: number };

/** Each challenge's outcomes (passed out included) as outcome rows. O(challenges). */
function outcomeRows(estimates: Estimates, session: Session): OutcomeRow[] {
  return session.challenges.flatMap((challenge, c) =>
    ORDER.map((outcome) => {
      const e = categoryOf(groupOf(estimates, challengeGroup(c)), outcome);
      return { outcome, challenge: c + 1, label: challenge.label, difficulty: challenge.difficulty, ...probabilityColumns(estimatedMeasure(e)) };
    }),
  );
}

/** One row per challenge: its setup, outcome mix, P(success or better) with its interval and the deck left after it. O(challenges). */
function challengeRows(estimates: Estimates, session: Session): Row[] {
  return session.challenges.map((challenge, c) => {
    const group = groupOf(estimates, challengeGroup(c));
    const success = successOrBetter(group);
    const left = quantityOf(estimates, cardsLeftAfter(c));
    return {
      challenge: c + 1,
      label: challenge.label,
      difficulty: challenge.difficulty,
      limit: challenge.limit,
      focus: challenge.focus,
      refill: challenge.refill,
      ...Object.fromEntries(ORDER.map((outcome) => [outcome, categoryOf(group, outcome).probability])),
      ...measureColumns("pSuccessOrBetter", "exact", estimatedMeasure(success)),
      cardsLeftInDeck: left.mean,
    };
  });
}

/** A moment group's rows, its "no" category shown as "never". O(challenges). */
function momentRows(estimates: Estimates, group: string): MomentRow[] {
  return Object.entries(groupOf(estimates, group)).map(([moment, e]) => ({ challenge: moment === "no" ? "never" : moment, probability: e.probability, low: e.low, high: e.high, count: e.count }));
}

/** P(the moment ever came): 1 − P(never). */
function ever(estimates: Estimates, group: string): ProportionEstimate {
  const never = categoryOf(groupOf(estimates, group), "no");
  return proportionEstimate(never.total - never.count, never.total);
}

/** The evening's figures with their 95% intervals (the shared measures): P(exhausted), P(passed out), then each quantity's mean. O(1). */
function eveningSummary(estimates: Estimates, pExhausted: ProportionEstimate, pPassedOut: ProportionEstimate): Summary<string> {
  const means = SESSION_QUANTITIES.map((quantity) => [quantity, estimatedMeasure(quantityOf(estimates, quantity))] as const);
  return summaryFrom<string>({ pExhausted: estimatedMeasure(pExhausted), pPassedOut: estimatedMeasure(pPassedOut), ...Object.fromEntries(means) }).summary;
}

/** The terminal's table: one line per challenge. O(challenges). */
function challengeTable(session: Session, rows: readonly Row[], who: string): TextTable {
  const { challenges } = session;
  return {
    title: `Session of ${challenges.length} challenge${challenges.length === 1 ? "" : "s"} (${who})`,
    columns: ["#", "challenge", "D", "limit", ...ORDER, "P(success+)", "95% interval", "deck left"],
    rows: challenges.map((challenge, c) => {
      const row = itemAt(rows, c);
      return [
        String(c + 1),
        challenge.label,
        String(challenge.difficulty),
        String(challenge.limit),
        ...ORDER.map((outcome) => formatPercent(Number(row[outcome]))),
        formatPercent(Number(row.pSuccessOrBetter)),
        interval(Number(row.pSuccessOrBetterLow), Number(row.pSuccessOrBetterHigh)),
        formatNumber(Number(row.cardsLeftInDeck)),
      ];
    }),
  };
}

/** The two charts: each challenge's outcomes, and the threat gained over the evening. O(challenges + threat values). */
function sessionCharts(estimates: Estimates, session: Session, shownThreat: readonly { threat: number; probability: number; low: number; high: number }[], who: string): ChartRequest[] {
  const { challenges } = session;
  // Short axis labels (the challenges' own labels are in the rows and the table).
  const name = (c: number) => `${c + 1}: D${itemAt(challenges, c).difficulty}, limit ${itemAt(challenges, c).limit}`;
  return [
    {
      name: "",
      title: `Outcomes of each challenge of the session (${who})`,
      kind: "bar",
      data: challenges.flatMap((challenge, c) => ORDER.map((outcome) => ({ challenge: name(c), label: challenge.label, outcome, probability: categoryOf(groupOf(estimates, challengeGroup(c)), outcome).probability }))),
      x: { field: "challenge", title: "challenge", type: "ordinal", order: challenges.map((_, c) => name(c)) },
      y: { field: "probability", title: "probability", type: "quantitative", format: ".0%", domain: [0, 1] },
      // Passed out at the bottom, then total failure up to perfect success; red failures, blue successes.
      color: { field: "outcome", title: "outcome", type: "ordinal", order: [...ORDER].reverse(), scheme: "redblue" },
    },
    {
      name: "threat",
      title: `Threat the Dealer gains over the session (mean ${formatNumber(quantityOf(estimates, "threat").mean)})`,
      kind: "bar",
      data: shownThreat.map(({ threat, probability, low, high }) => ({ threat, probability, low, high })),
      x: { field: "threat", title: "threat gained", type: "ordinal" },
      y: { field: "probability", title: "probability (95% interval)", type: "quantitative", format: ".0%" },
      interval: { low: "low", high: "high" },
    },
  ];
}

/**
 * The session's result from its estimates (docs/rules.md 3.11, 5): per challenge the outcome mix (passed out
 * included), P(success or better) with its 95% interval and the cards left in the deck after it; P(exhausted),
 * P(passed out) and when; the threat the Dealer accumulates (mean and distribution); cards left, exhaustions,
 * cards removed and focus left. O(challenges + threat values).
 */
export function sessionResult(estimates: Estimates, session: Session): AnalysisResult {
  const rows = challengeRows(estimates, session);
  const passedOut = momentRows(estimates, PASSED_OUT_GROUP);
  const exhausted = momentRows(estimates, EXHAUSTED_GROUP);
  const threatRows = Object.entries(groupOf(estimates, THREAT_GROUP)).map(([threat, e]) => ({ threat: Number(threat), probability: e.probability, low: e.low, high: e.high, count: e.count }));
  const highestThreat = threatRows.reduce((highest, row) => (row.count > 0 ? row.threat : highest), 0);
  const shownThreat = threatRows.filter((row) => row.threat <= highestThreat);
  const pPassedOut = ever(estimates, PASSED_OUT_GROUP);
  const who = `stamina ${session.character.stamina}, VIT ${session.character.vit}, focus ${session.character.focus}, ${session.policy}`;
  return {
    outcomes: outcomeRows(estimates, session),
    summary: eveningSummary(estimates, ever(estimates, EXHAUSTED_GROUP), pPassedOut),
    summaryExact: {},
    rows,
    details: { challenges: rows, threat: shownThreat, passedOutAt: passedOut, firstExhaustedAt: exhausted },
    table: challengeTable(session, rows, who),
    extraTables: [
      ...(pPassedOut.count > 0
        ? [{ title: "When the character passed out (before playing challenge #)", columns: ["challenge", "probability", "95% interval"], rows: passedOut.filter((row) => row.count > 0).map((row) => [row.challenge, formatPercent(row.probability), interval(row.low, row.high)]) }]
        : []),
    ],
    charts: sessionCharts(estimates, session, shownThreat, who),
  };
}
