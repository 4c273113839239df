import { defineAnalysis, type AnalysisResult, type ChartField, type ChartRequest, type Row, type TextTable } from "../../framework/analysis.js";
import { estimatedMeasure, exactMeasure, proportionMeasure, summaryFrom, type Measure } from "../../framework/measure.js";
import type { Estimates } from "../../core/estimate.js";
import { estimatedTable, outcomeBarChart } from "../../framework/estimated-result.js";
import { formatNumber, formatPercent } from "../../framework/format.js";
import { messages } from "../../framework/messages.js";
import { choiceOption, optionalOption, type ParamsOf, worded } from "../../framework/options.js";
import { Rational } from "../../core/exact/rational.js";
import { cardsNeeded, solveAshCheck, type AshCheckSolution } from "../../models/ash/check.js";
import { type AshCheckSetup } from "../../models/ash/building-the-total.js";
import { POLICIES, type Policy } from "../../models/ash/play-policy.js";
import { checkConsequences, OUTCOMES, outcomeRecord, SUCCESSES, type AshOutcome } from "../../models/ash/outcome-ladder.js";
import { CHECK_GROUP, CHECK_QUANTITIES, sampleCheck } from "../../models/ash/sample/check.js";
import { checkSeconds } from "./solve-costs.js";
import { deckFileOption } from "../../framework/deck-file.js";
import { ASH_DECK_FILE_RULES, deckSizeOf, handDeckProblems } from "./deck-files.js";
import { cardListOption, cardsOf, checkSettingOptions, decisionOptions, deckOptions, handProblems } from "./options.js";

function percentOf(solution: AshCheckSolution, outcome: AshOutcome): string {
  return formatPercent(solution.outcomes.probability(outcome).toNumber());
}

/** The options of `ash check`. */
const ashCheckOptions = {
  ...checkSettingOptions,
  hand: worded(cardListOption("the cards in the player's hand"), { label: "Hand", help: "The cards in the player's hand (QH,7C,AS).", rules: "4.5", main: true }),
  play: worded(cardListOption("hand cards played (policy given)"), { label: "Cards played", help: "Hand cards played, when the hand is used as given.", rules: "4.5" }),
  discard: worded(cardListOption("hand cards discarded, each to draw and play one card (policy given)"), { label: "Cards discarded", help: "Hand cards discarded, each to draw and play one card, when the hand is used as given.", rules: "4.5" }),
  ...deckOptions,
  ...decisionOptions,
  deck: worded(deckFileOption({ flag: "deck", doc: "the designer's own player deck, a JSON or YAML file of cards with counts and optional values 0..3 (docs/ash.md); the hand is dealt from it", rules: ASH_DECK_FILE_RULES }), { label: "Player's own deck (file)", help: "The designer's own player deck: a JSON or YAML file of cards with counts and optional values 0..3 (see docs/ash.md); the hand is dealt from it.", rules: "4.1" }),
  gmDeck: worded(deckFileOption({ flag: "gm-deck", doc: "the designer's own GM deck for Opposing and Strain cards (decks separate), same format", rules: ASH_DECK_FILE_RULES }), { label: "GM's own deck (file)", help: "The designer's own GM deck for Opposing and Strain cards (with a separate GM deck), in the same format.", rules: "4.2" }),
  policy: optionalOption(choiceOption(POLICIES, { label: "How the hand is used", help: "Given (the cards played and discarded above), none, all, or optimal; as given when cards are played or discarded, else none.", rules: "4.5", doc: "how the hand is used: given (--play/--discard), none, all, optimal; default given with --play or --discard, else none" })),
} as const;

/** The setup of a check from its validated options: cards read, the policy's default filled in. */
function checkSetupOf(params: ParamsOf<typeof ashCheckOptions>): AshCheckSetup {
  const policy: Policy = params.policy ?? (params.play.length + params.discard.length > 0 ? "given" : "none");
  const { deck, gmDeck, ...rest } = params;
  return { ...rest, hand: cardsOf(params.hand), play: cardsOf(params.play), discard: cardsOf(params.discard), policy, ...(deck === undefined ? {} : { deck }), ...(gmDeck === undefined ? {} : { gmDeck }) };
}

/** The summary figures of an Ash check, in the order its summary prints them. */
export const CHECK_FIGURES = ["pSucceeds", "pSuccessOrBetter", "expectedStrain", "expectedWounds", "expectedCardsUsed", "expectedUtility"] as const;
export type CheckFigure = (typeof CHECK_FIGURES)[number];

/** One outcome of a check as its CSV row: the outcome's measure (exact fraction, or interval and count) and what it adds. */
export type CheckRow = (
  | { readonly outcome: string; readonly probability: number; readonly exact: string }
  | { readonly outcome: string; readonly probability: number; readonly low: number; readonly high: number; readonly count: number }
) & { readonly strainAdded: number; readonly woundsAdded: number };

/** The result of `ash check`, exact or simulated. */
export type CheckResult = AnalysisResult<CheckFigure, CheckRow>;

/** What only an exact solve shows: the solution and the policies compared beside it (optimal: none, all and optimal). */
interface SolvedCheck {
  readonly solution: AshCheckSolution;
  readonly compared: readonly AshCheckSolution[];
}

/** A check's outcome row from its measure: exact (probability, fraction) or estimated (probability, interval, count), then what it adds. */
function checkRowOf(outcome: AshOutcome, measure: Measure, added: { readonly strain: number; readonly wounds: number }): CheckRow {
  const tail = { strainAdded: added.strain, woundsAdded: added.wounds };
  return measure.kind === "exact"
    ? { outcome, probability: measure.value, exact: measure.exact, ...tail }
    : { outcome, probability: measure.value, low: measure.low, high: measure.high, count: measure.count ?? 0, ...tail };
}

/**
 * The one result builder of `ash check` (issue 25 §7): the outcome ladder and the summary figures from
 * their measures, exact or estimated; an exact solve adds its optimal plans, the policies compared and
 * their chart, a simulation its ladder with 95% intervals. O(outcomes × policies).
 */
function checkResult(params: ParamsOf<typeof ashCheckOptions>, ladder: Readonly<Record<AshOutcome, Measure>>, figures: Readonly<Record<CheckFigure, Measure>>, solved?: SolvedCheck): CheckResult {
  const setup = checkSetupOf(params);
  const rows = OUTCOMES.map((outcome) => checkRowOf(outcome, ladder[outcome], checkConsequences(outcome, params.wounds, params.evocation)));
  const shared = { outcomes: rows, ...summaryFrom(figures), rows };
  if (solved === undefined) {
    const title = `Ash check: ${params.suit}, trait ${params.trait}, ${params.opposing} opposing, ${params.strain} strain (policy ${setup.policy}, simulated)`;
    return { ...shared, charts: [outcomeBarChart(rows, title, OUTCOMES)], table: estimatedTable(rows) };
  }
  return { ...shared, ...solvedCheckParts(params, rows, solved) };
}

/** The parts of an exact check's result beyond its ladder and figures: its table, the optimal plans, the policies compared and their chart. */
function solvedCheckParts(params: ParamsOf<typeof ashCheckOptions>, rows: readonly CheckRow[], { solution, compared }: SolvedCheck): Pick<CheckResult, "table" | "extraTables" | "details" | "charts"> {
  const plans = solution.optimal?.plans ?? [];
  const extraTables: TextTable[] = [];
  if (solution.optimal) {
    const startWord = params.reveal === "before" ? "trait cards − GM cards" : "trait cards (GM cards hidden)";
    const stop = solution.optimal.stopFrom === undefined ? "" : `; stop at once from ${solution.optimal.stopFrom} or more`;
    extraTables.push({
      title: `Optimal play of ${params.hand.join(", ") || "an empty hand"} by starting total (${startWord}${params.weaponSt ? " + weapon" : ""})${stop}`,
      columns: ["start", "probability", "plan"],
      rows: plans.map((p) => [String(p.start), formatPercent(p.probability.toNumber()), p.share.compare(Rational.ONE) === 0 ? p.plan : `${p.plan} (${formatPercent(p.share.toNumber())} of draws)`]),
    });
    extraTables.push(comparisonTable(compared));
  }
  const chartRows: Row[] = compared.flatMap((s) => OUTCOMES.map((outcome) => ({ policy: s.policy, outcome, probability: s.outcomes.probability(outcome).toNumber() })));
  const handText = params.hand.length ? `hand ${params.hand.join(",")}` : "no hand";
  return {
    table: {
      columns: ["outcome", "probability", "exact", "strain", "wounds"],
      rows: rows.map((o) => [o.outcome, formatPercent(o.probability), "exact" in o ? o.exact : "", `+${o.strainAdded}`, `+${o.woundsAdded}`]),
    },
    ...(extraTables.length ? { extraTables } : {}),
    ...(solution.optimal
      ? {
          details: {
            plans: plans.map((p) => ({ start: p.start, probability: p.probability.toNumber(), plan: p.plan, share: p.share.toNumber() })),
            policies: compared.map((s) => ({
              policy: s.policy,
              ...Object.fromEntries(OUTCOMES.map((o) => [o, s.outcomes.probability(o).toNumber()])),
              expectedUtility: s.expectedUtility.toNumber(),
              expectedCardsUsed: s.expectedCardsUsed.toNumber(),
            })),
          },
        }
      : {}),
    charts: [
      {
        name: "",
        title: `Ash check: ${params.suit}, trait ${params.trait}, ${params.opposing} opposing, ${params.strain} strain, ${handText} (policy ${solution.policy})`,
        kind: "bar",
        data: chartRows,
        ...ladderBars(compared.map((s) => s.policy)),
      },
    ],
  };
}

/**
 * The check chart's axes: a bar per outcome, worst (dismal) to best (superb), in the ladder's colours; with
 * several policies compared, their bars side by side in each outcome, in the comparison palette. O(1).
 */
function ladderBars(policies: readonly string[]): Pick<ChartRequest, "x" | "y" | "color" | "grouped"> {
  const x: ChartField = { field: "outcome", title: "outcome", type: "ordinal", order: [...OUTCOMES].reverse() };
  const y: ChartField = { field: "probability", title: "probability", type: "quantitative", format: ".0%" };
  if (policies.length <= 1) return { x, y, color: { field: "outcome", title: "outcome", type: "ordinal", order: x.order, scheme: "redblue" } };
  return { x, y, color: { field: "policy", title: "policy", type: "nominal", order: policies, scheme: "comparison" }, grouped: true };
}

/** The measures of a simulated check: each outcome's share, the ladder's successes, and each quantity's mean, from the estimates. */
function sampledCheckResult(estimates: Estimates, params: ParamsOf<typeof ashCheckOptions>): CheckResult {
  const counts = estimates.groups[CHECK_GROUP];
  if (counts === undefined) throw new RangeError(`no tally group named ${CHECK_GROUP}`);
  const countOf = (outcome: AshOutcome) => counts[outcome]?.count ?? 0;
  const reached = OUTCOMES.reduce((sum, outcome) => sum + countOf(outcome), 0);
  const share = (outcomes: readonly AshOutcome[]) => proportionMeasure(outcomes.reduce((sum, outcome) => sum + countOf(outcome), 0), reached);
  const mean = (name: (typeof CHECK_QUANTITIES)[number]) => {
    const estimate = estimates.quantities[name];
    if (estimate === undefined) throw new RangeError(`no tallied quantity named ${name}`);
    return estimatedMeasure(estimate);
  };
  return checkResult(params, outcomeRecord((outcome) => share([outcome])), {
    pSucceeds: share(SUCCESSES),
    pSuccessOrBetter: share(["superb", "success"]),
    expectedStrain: mean("expectedStrain"),
    expectedWounds: mean("expectedWounds"),
    expectedCardsUsed: mean("expectedCardsUsed"),
    expectedUtility: mean("expectedUtility"),
  });
}

/** The side-by-side table of outcome distributions under several policies. */
function comparisonTable(solutions: readonly AshCheckSolution[]): TextTable {
  return {
    title: "The same check under each policy",
    columns: ["outcome", ...solutions.map((s) => s.policy)],
    rows: [
      ...OUTCOMES.map((outcome) => [outcome, ...solutions.map((s) => percentOf(s, outcome))]),
      ["E[utility]", ...solutions.map((s) => formatNumber(s.expectedUtility.toNumber()))],
      ["E[cards used]", ...solutions.map((s) => formatNumber(s.expectedCardsUsed.toNumber()))],
      ["E[wounds]", ...solutions.map((s) => formatNumber(s.expectedWounds.toNumber()))],
    ],
  };
}

/**
 * The report's explanation of a check with no hand: its ladder, what it costs, and how far an even match
 * is from an even chance, from the run's own figures. O(rows).
 */
function explainEmptyHandCheck(result: CheckResult): string {
  const p = (outcome: AshOutcome) => result.rows.find((row) => row.outcome === outcome)?.probability ?? 0;
  const fails = 1 - result.summary.pSucceeds;
  return (
    `The bars are the outcome ladder of a Hearts check with Trait 2 (two cards drawn and played) against 2 Opposing cards and an empty hand, one bar per outcome from dismal (dark orange, left) to superb (dark blue, right). ` +
    `It reaches success or better ${formatPercent(result.summary.pSuccessOrBetter)} of the time and any success, messy included, ${formatPercent(result.summary.pSucceeds)}, while bad or dismal (a Wound or two) comes ${formatPercent(p("bad") + p("dismal"))}. ` +
    `An even match of cards is not an even chance: it fails ${formatPercent(fails)} of the time, so a GM should count Trait equal to Opposing as a hard check, not a fair one.`
  );
}

/**
 * The report's explanation of the optimal-play comparison: each policy's P(success or better) and the
 * cards the optimal play spends against policy all, from the run's `policies` details. O(policies).
 */
function explainPolicies(result: CheckResult, handText: string): string {
  const policies = result.details?.["policies"] ?? [];
  const of = (policy: Policy) => policies.find((row) => row.policy === policy) ?? {};
  const successOrBetter = (policy: Policy) => Number(of(policy).superb) + Number(of(policy).success);
  const cards = (policy: Policy) => formatNumber(Number(Number(of(policy).expectedCardsUsed).toFixed(1)));
  const same = Math.abs(successOrBetter("optimal") - successOrBetter("all")) < 0.0005;
  return (
    `Each outcome of the same Spades check (Trait 3 against 4 Opposing and 3 Strain, all shown first), from dismal (left) to superb (right), has three bars side by side, one per use of the hand ${handText}: none (trait cards only), all (every card of value, zeros discarded to draw) and optimal (play, discard or stop card by card). ` +
    `Success or better comes ${formatPercent(successOrBetter("none"))} with none, ${formatPercent(successOrBetter("all"))} with all and ${formatPercent(successOrBetter("optimal"))} with optimal. ` +
    `The hand saves this check, and the optimal play ${same ? "matches all's chance" : "changes the chance"} while spending ${cards("optimal")} cards on average instead of ${cards("all")}: stopping once the total is safe keeps cards for the next check.`
  );
}

/** `oddsmith ash check`: the exact outcome distribution of one Ash check, and the best way to play the hand. */
export const ashCheckAnalysis = defineAnalysis<typeof ashCheckOptions, CheckResult>({
  summary: "exact outcome ladder of one card check, with the Strain and Wounds it adds, under a play policy",
  rules: ["4.1", "4.2", "4.3", "4.4", "4.5"],
  options: ashCheckOptions,
  validate: (params) => {
    const problems = [...handProblems(params.hand, params.play, params.discard), ...handDeckProblems(params.deck, params.hand)];
    const playerCards = deckSizeOf(params.deck);
    const gmCards = deckSizeOf(params.gmDeck);
    const chosen = params.play.length + params.discard.length > 0;
    if (chosen && params.policy !== undefined && params.policy !== "given") problems.push(messages.choicesNeedGivenPolicy(params.policy));
    const policy = params.policy ?? (chosen ? "given" : "none");
    const needed = cardsNeeded({ ...params, hand: cardsOf(params.hand), play: cardsOf(params.play), discard: cardsOf(params.discard), policy });
    if (params.decks === "shared" && needed.player + needed.gm > playerCards) problems.push(messages.tooManyCards(needed.player + needed.gm, "hand, trait, discards, Opposing and Strain", playerCards));
    else if (needed.player > playerCards) problems.push(messages.tooManyCards(needed.player, "hand, trait and discards", playerCards));
    else if (params.decks === "separate" && needed.gm > gmCards) problems.push(messages.tooManyCards(needed.gm, "Opposing and Strain", gmCards));
    return problems;
  },
  exactCost: (params) => {
    const policy = params.policy ?? (params.play.length + params.discard.length > 0 ? "given" : "none");
    return { seconds: checkSeconds(policy, params.hand.length), what: `a ${params.hand.length}-card hand, policy ${policy}`, smaller: "a smaller --hand" };
  },
  run: (params) => {
    const setup = checkSetupOf(params);
    const solution = solveAshCheck(setup);
    const compared = setup.policy === "optimal" ? [solveAshCheck({ ...setup, policy: "none" }), solveAshCheck({ ...setup, policy: "all" }), solution] : [solution];
    return checkResult(
      params,
      outcomeRecord((outcome) => exactMeasure(solution.outcomes.probability(outcome))),
      { pSucceeds: exactMeasure(solution.pSucceeds), pSuccessOrBetter: exactMeasure(solution.pSuccessOrBetter), expectedStrain: exactMeasure(solution.expectedStrain), expectedWounds: exactMeasure(solution.expectedWounds), expectedCardsUsed: exactMeasure(solution.expectedCardsUsed), expectedUtility: exactMeasure(solution.expectedUtility) },
      { solution, compared },
    );
  },
  sampler: {
    plan: (params) => sampleCheck(checkSetupOf(params)),
    result: sampledCheckResult,
    validation: [
      { suit: "hearts", trait: "2", opposing: "2", strain: "1" },
      { suit: "spades", trait: "2", hand: "QS,7C,AH,2D", opposing: "3", policy: "optimal" },
      { suit: "clubs", trait: "1", hand: "KC,3H,JD", opposing: "2", strain: "2", decks: "shared", policy: "all", weaponSt: "2", armor: "1" },
    ],
  },
  reportRuns: [
    {
      name: "check-trait2-opposing2",
      title: "A Trait 2 check against 2 Opposing cards, no hand",
      params: { suit: "hearts", trait: 2, opposing: 2 },
      explanations: { "": explainEmptyHandCheck },
    },
    {
      name: "check-optimal-hand",
      title: "Trait 3 with a 5-card hand against 4 Opposing and 3 Strain: the optimal play beside none and all",
      params: { suit: "spades", trait: 3, hand: "QS,7C,AH,2D,KC", opposing: 4, strain: 3, policy: "optimal" },
      explanations: { "": (result) => explainPolicies(result, "QS,7C,AH,2D,KC") },
    },
  ],
});
