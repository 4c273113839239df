/**
 * The report's prose under the session's two charts (docs/rules.md 3.11), written from each run's simulated
 * figures.
 */
import type { AnalysisResult, Row } from "../../framework/analysis.js";
import { formatNumber, formatPercent } from "../../framework/format.js";
import { fieldOf } from "../../core/checked-index.js";

/**
 * The report's explanations of a session run's two charts, from its simulated figures (always "about"):
 * the hardest and easiest challenges, whether the deck lasted, and the threat the Dealer banks. O(rows).
 */
export function explainSession() {
  const about = (p: number) => `about ${formatPercent(p)}`;
  return {
    "": (result: AnalysisResult) => {
      const rows = result.rows;
      const odds = (row: Row) => Number(row.pSuccessOrBetter);
      const hardest = rows.reduce((worst, row) => (odds(row) < odds(worst) ? row : worst));
      const hopeless = rows.filter((row) => odds(row) < 0.01);
      const why = (row: Row) =>
        row.refill === false ? `#${row.challenge} is played from the cards left in hand` : `#${row.challenge} has a card limit of ${row.limit} against difficulty ${row.difficulty}`;
      const pExhausted = fieldOf(result.summary, "pExhausted");
      const deck =
        pExhausted === 0
          ? `The deck never ran out in any simulated evening (about ${Math.round(fieldOf(result.summary, "cardsLeft"))} cards were left at the end), so each challenge is decided by its difficulty and card limit, not by fatigue.`
          : `The deck ran out in ${about(pExhausted)} of evenings, so the last challenges are harder than their difficulty suggests.`;
      return (
        `Each bar is one challenge of the evening in order (D: difficulty, then the card limit), from passed out and total failure (red, bottom) to perfect success (dark blue, top), over ${Number(rows[0]?.trials ?? 0).toLocaleString("en-US")} simulated evenings. ` +
        (hopeless.length > 0
          ? `${hopeless.length === 1 ? "Challenge" : "Challenges"} ${hopeless.map((row) => `#${row.challenge}`).join(" and ")} succeeded in under 1% of evenings (${hopeless.map(why).join("; ")}): a GM should read ${hopeless.length === 1 ? "it" : "them"} as damage control, not as a chance. `
          : `The hardest is #${hardest.challenge}, ${hardest.label}, at ${about(odds(hardest))} success or better. `) +
        deck
      );
    },
    threat: (result: AnalysisResult) => {
      const threat = result.details?.["threat"] ?? [];
      const quantile = (q: number) => {
        let cumulative = 0;
        return threat.find((row) => (cumulative += Number(row.probability)) >= q)?.threat ?? 0;
      };
      return (
        "Each bar is the chance that the Dealer gains that much threat over the evening (1 per partial success, 2 per failure, 3 per total failure, 1 per focus spent), with 95% intervals. " +
        `It averages about ${formatNumber(Number(fieldOf(result.summary, "threat").toFixed(1)))}, and about 8 evenings in 10 land between ${quantile(0.1)} and ${quantile(0.9)}: that is the threat budget a GM can plan to spend against the party after such an evening.`
      );
    },
  };
}
