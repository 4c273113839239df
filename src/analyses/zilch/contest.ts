/** `oddsmith zilch contest`: who wins a contest of Suit tests (docs/rules.md 2.3), exact or simulated. */
import { defineAnalysis, type AnalysisResult } from "../../framework/analysis.js";
import { exactMeasure, outcomeRowFrom, summaryFrom, type Measure } from "../../framework/measure.js";
import { cheapCost } from "../../framework/exact-cost.js";
import type { Estimates } from "../../core/estimate.js";
import { formatPercent } from "../../framework/format.js";
import { messages } from "../../framework/messages.js";
import { choiceOption, optionalOption, type ParamsOf, worded } from "../../framework/options.js";
import { CONTEST_OUTCOMES, solveContest, TIES, type ContestOutcome, type ContestSetup, type Ties } from "../../models/zilch/contest.js";
import { CONTEST_GROUP, sampleContest } from "../../models/zilch/sample/contest.js";
import { solveTest } from "../../models/zilch/suit-test.js";
import { ZILCH_DIE } from "../../models/zilch/die.js";
import { dieOption, explodeChainOption, rollName, suitOption, targetOption } from "./options.js";
import { exactBarChart, groupShare, measuredRow, simulatedView, type MeasuredRow } from "./sampled-figures.js";

const sideSuitOption = (side: string) => optionalOption(suitOption(`side ${side}'s Suit value, compared by --ties higher-suit (default: the targets are compared)`));

const CONTEST_OPTIONS = {
  a: worded(targetOption("side A's target (the initiator)"), { label: "Side A's target", help: "Side A's number to roll under (A started the contest).", rules: "2.3" }),
  b: worded(targetOption("side B's target"), { label: "Side B's target", rules: "2.3" }),
  ties: choiceOption(TIES, { label: "Ties", help: "Equal successful rolls: a draw, the initiator (A) wins, or the higher Suit wins (then a draw).", rules: "2.3", default: "draw", doc: "equal successful rolls: a draw, the initiator (A) wins, or the higher Suit wins (then a draw)" }),
  aSuit: worded(sideSuitOption("A"), { label: "Side A's Suit", help: "Side A's Suit value, compared when ties go to the higher Suit (else the targets are compared).", rules: "2.3" }),
  bSuit: worded(sideSuitOption("B"), { label: "Side B's Suit", help: "Side B's Suit value, compared when ties go to the higher Suit (else the targets are compared).", rules: "2.3" }),
  explodeChain: explodeChainOption,
  die: dieOption,
};
type ContestParams = ParamsOf<typeof CONTEST_OPTIONS>;

/** The contest a run of `zilch contest` asks about. */
function setupFrom(params: ContestParams): ContestSetup {
  return {
    a: params.a,
    b: params.b,
    ties: params.ties,
    explodeChain: params.explodeChain,
    die: params.die,
    ...(params.aSuit === undefined ? {} : { aSuit: params.aSuit }),
    ...(params.bSuit === undefined ? {} : { bSuit: params.bSuit }),
  };
}

/** The roll in a contest's title when the die is not the rules' d12!d8 (whose titles never named it). */
function dieWords(setup: ContestSetup): string {
  return setup.die === undefined || setup.die === ZILCH_DIE ? "" : `, ${rollName(setup.explodeChain, setup.die)}`;
}

/** The figures of a contest's summary. */
export const CONTEST_FIGURES = ["pAWins", "pBWins", "pDraw"] as const;
type ContestRow = { readonly a: number; readonly b: number; readonly ties: Ties } & MeasuredRow;
/** A contest's result: its three outcomes, their summary figures and a row per outcome. */
export type ContestResult = AnalysisResult<(typeof CONTEST_FIGURES)[number], ContestRow>;

/**
 * The one result of a contest, exact or simulated alike (issue 25 §7): the three outcomes (with 95%
 * intervals and counts when simulated), pAWins, pBWins, pDraw, CSV rows and the bar chart (error bars
 * and a table when simulated). O(1).
 */
export function contestResult(measures: Readonly<Record<ContestOutcome, Measure>>, setup: ContestSetup, trials?: number): ContestResult {
  const outcomes = CONTEST_OUTCOMES.map((outcome) => outcomeRowFrom(outcome, measures[outcome]));
  const title = `Contest: target ${setup.a} (A) against ${setup.b} (B), ties=${setup.ties}${dieWords(setup)}`;
  const base = {
    outcomes,
    ...summaryFrom({ pAWins: measures["a-wins"], pBWins: measures["b-wins"], pDraw: measures.draw }),
    rows: CONTEST_OUTCOMES.map((outcome) => ({ a: setup.a, b: setup.b, ties: setup.ties, ...measuredRow(outcome, measures[outcome]) })),
  };
  if (trials !== undefined) return { ...base, ...simulatedView(outcomes, title, CONTEST_OUTCOMES, trials) };
  return {
    ...base,
    charts: [exactBarChart(outcomes, title, { title: "outcome", order: CONTEST_OUTCOMES })],
  };
}

/**
 * A simulated contest in the exact result's shape (contestResult with estimated measures). O(1).
 * @throws {RangeError} when the estimates have no `contest` group.
 */
export function contestSampledResult(estimates: Estimates, setup: ContestSetup): ContestResult {
  const share = (outcome: ContestOutcome) => groupShare(estimates, CONTEST_GROUP, [outcome]);
  return contestResult({ "a-wins": share("a-wins"), "b-wins": share("b-wins"), draw: share("draw") }, setup, estimates.trials);
}

// The report's words for the contest bars.
const CONTEST_BARS = "The bars are the chances that A (the initiator) wins, B wins, or the contest is a draw, when both test under their targets: a lone success wins and two successes go to the lower roll.";

function evenContestExplanation(target: number) {
  return (result: ContestResult): string => {
    const { pAWins, pDraw } = result.summary;
    const bothFail = (1 - solveTest(target, false).pSuccess.toNumber()) ** 2;
    return (
      `${CONTEST_BARS} ` +
      `Two average humans (target ${target} each) win ${formatPercent(pAWins)} apiece and draw ${formatPercent(pDraw)} of the time, when both fail or roll the same success. ` +
      `A GM should decide what a draw means: the ties option (initiator or higher Suit) settles only the ${formatPercent(pDraw - bothFail)} of equal rolls, while the ${formatPercent(bothFail)} of double failures stay draws.`
    );
  };
}

function skilledContestExplanation(a: number, b: number) {
  return (result: ContestResult): string => {
    const { pAWins, pBWins, pDraw } = result.summary;
    const succeeds = (target: number) => formatPercent(solveTest(target, false).pSuccess.toNumber());
    return (
      `${CONTEST_BARS} ` +
      `Target ${a} (Suit 6 with a Skill) against an untrained ${b}, with equal rolls going to the initiator: A wins ${formatPercent(pAWins)}, B ${formatPercent(pBWins)}, and a draw (${formatPercent(pDraw)}) needs both to fail. ` +
      `Alone these tests succeed ${succeeds(a)} and ${succeeds(b)}, but a Skill does not make the roll lower, so the untrained side still wins about one contest in ${Math.round(1 / pBWins)}.`
    );
  };
}

/** `oddsmith zilch contest`: who wins a contest of Suit tests. */
export const contestAnalysis = defineAnalysis<typeof CONTEST_OPTIONS, ContestResult>({
  summary: "exact chances of a contest of Suit tests: A wins, B wins, or a draw",
  rules: ["2.3"],
  options: CONTEST_OPTIONS,
  validate: (params) => {
    const suits = [params.aSuit !== undefined ? "--a-suit" : "", params.bSuit !== undefined ? "--b-suit" : ""].filter((f) => f !== "");
    if (suits.length > 0 && params.ties !== "higher-suit") return suits.map((flag) => messages.onlyWith(flag, "--ties higher-suit"));
    if (suits.length === 1) return [messages.together(["--a-suit", "--b-suit"])];
    return [];
  },
  // Always cheap: its largest case takes under 0.01 s (bench/exact-costs.ts).
  exactCost: () => cheapCost(0.01, "one contest"),
  run: (params) => {
    const setup = setupFrom(params);
    const solution = solveContest(setup);
    return contestResult({ "a-wins": exactMeasure(solution.aWins), "b-wins": exactMeasure(solution.bWins), draw: exactMeasure(solution.draw) }, setup);
  },
  sampler: {
    plan: (params) => sampleContest(setupFrom(params)),
    result: (estimates, params) => contestSampledResult(estimates, setupFrom(params)),
    validation: [{ a: "6", b: "6" }, { a: "11", b: "6", ties: "initiator" }, { a: "14", b: "17", ties: "higher-suit", aSuit: "K", bSuit: "9", explodeChain: true }, { a: "9", b: "11", die: "d10!d6" }],
  },
  reportRuns: [
    { name: "contest-6-vs-6", title: "Two average humans (Suit 6 against Suit 6)", params: { a: 6, b: 6 }, explanations: { "": evenContestExplanation(6) } },
    {
      name: "contest-11-vs-6-initiator",
      title: "Suit 6 + Skill (11) initiates against an average 6; the initiator takes equal rolls",
      params: { a: 11, b: 6, ties: "initiator" },
      explanations: { "": skilledContestExplanation(11, 6) },
    },
  ],
});
