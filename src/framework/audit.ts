/**
 * The vocabulary of the audit (docs/rules.md 6): a claim a rulebook makes about its own odds, the exact
 * figure the solvers give for it, and a plain verdict. Each game's claims and their checks live in
 * src/models/<game>/audit.ts; the CLI prints them and the report renders them.
 */
import { formatPercent } from "./format.js";
import type { Rational } from "../core/exact/rational.js";
import type { RulebookGame } from "./analysis.js";

/** The verdicts, in the order a reader weighs them. */
export const VERDICTS = ["holds", "fails", "partly", "depends on the reading"] as const;
export type Verdict = (typeof VERDICTS)[number];

/** Where a claim is printed: the seed file (in ../shared/seeds/) and the heading it stands under. */
export interface ClaimSource {
  readonly seed: string;
  readonly section: string;
}

/** One rulebook claim about its own odds, checked against the exact solvers. */
export interface AuditClaim {
  readonly game: RulebookGame;
  /** A stable kebab-case name, unique within the game. */
  readonly id: string;
  /** The claim in a few words, for the terminal table. */
  readonly title: string;
  readonly source: ClaimSource;
  /** The seed's words, verbatim; separate passages are joined by " … ". */
  readonly quote: string;
  /** The docs/rules.md section that marks the claim or fixes the rule it relies on. */
  readonly rulesRef: string;
  /** What the audit asks of the solvers. */
  readonly question: string;
  /** The exact answer, with its fractions, as one line. */
  readonly figure: string;
  readonly verdict: Verdict;
  /** Why the verdict, and under which bonus or reading, in plain sentences. */
  readonly detail: string;
  /** The exact figures behind `figure`, by name, as reduced fractions "n/d" (for scripts). */
  readonly exact: Readonly<Record<string, string>>;
  /** The claim as a balance question, for the nearest rule setting under which it would hold (issue 26 §5). */
  readonly asTarget?: ClaimAsTarget;
}

/**
 * A claim as a balance question (issue 26 §5): an analysis at fixed options, the rule settings it may
 * choose among, and the claim's figures as bounds; the balance search names the setting nearest to the
 * claim. Plain data: the audit's command runs the search.
 */
export interface ClaimAsTarget {
  readonly game: string;
  readonly analysis: string;
  readonly fixed: Readonly<Record<string, string | number | boolean>>;
  /** The settings to choose among, each option with its values, in the order they vary. */
  readonly choose: ReadonlyArray<readonly [string, ReadonlyArray<string | number | boolean>]>;
  /** Each figure of the claim and its bounds, optionally read at other options (`when`). */
  readonly targets: ReadonlyArray<{ readonly figure: string; readonly atLeast?: number; readonly atMost?: number; readonly when?: Readonly<Record<string, string | number | boolean>> }>;
}

/** A claim's own words and figures: what {@link claimMaker}'s builder completes with the game and the seed (no exact figures unless given). */
export type ClaimFields = Omit<AuditClaim, "game" | "source" | "exact"> & { readonly section: string; readonly exact?: AuditClaim["exact"] };

/**
 * The claim builder of one game's audit, whose claims all quote one seed file: each claim from its fields,
 * with the game, the source (the seed and the fields' section) and the exact figures (none unless given),
 * in the order the audit prints and writes them. O(1) a claim.
 * @example claimMaker("zilch", "004.txt")({ id: "x", title: "t", section: "Skills", quote: "q", rulesRef: "2.2", question: "?", figure: "f", verdict: "holds", detail: "d" }).source // { seed: "004.txt", section: "Skills" }
 */
export function claimMaker(game: RulebookGame, seed: string): (fields: ClaimFields) => AuditClaim {
  return ({ id, title, section, quote, rulesRef, question, figure, verdict, detail, exact = {}, asTarget }) => ({ game, id, title, source: { seed, section }, quote, rulesRef, question, figure, verdict, detail, exact, ...(asTarget === undefined ? {} : { asTarget }) });
}

/**
 * A probability as the audit prints it: the reduced fraction and the percentage; a fraction longer than
 * 40 characters is left to the claim's `exact` figures. O(digits).
 * @example exactFigure(Rational.of(5, 12)) // "5/12 (41.7%)"
 */
export function exactFigure(probability: Rational): string {
  const fraction = probability.toString();
  const percent = formatPercent(probability.toNumber());
  if (fraction.length > 40) return percent;
  return /^-?\d+\/1$/.test(fraction) ? `${fraction.slice(0, -2)} (${percent})` : `${fraction} (${percent})`;
}
