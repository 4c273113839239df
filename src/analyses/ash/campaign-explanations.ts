import type { AnalysisResult, Row } from "../../framework/analysis.js";
import { formatPercent } from "../../framework/format.js";
import { summaryFigure } from "./summary-figure.js";
import { INJURY_WOUNDS, SHOCK_WOUNDS } from "../../models/ash/wounds-and-rest.js";

/** The Wounds chart's bands and colours in words, bottom to top (campaign-result.ts's WOUND_BANDS). */
const BANDS_IN_WORDS = `from ${INJURY_WOUNDS + 1} or more (past the exit threshold, dark orange, bottom) through ${INJURY_WOUNDS} (permanent injury), ${SHOCK_WOUNDS}–${INJURY_WOUNDS - 1} (Shock, grey) and 1–${SHOCK_WOUNDS - 1} to none (dark blue, top)`;

/**
 * P(the Wounds after the last step pass `test`), from a campaign result's `wounds` details (exact or
 * simulated alike). O(steps × Wounds values).
 */
function lastStepWoundShare(result: AnalysisResult, test: (wounds: number) => boolean): number {
  const wounds = result.details?.["wounds"] ?? [];
  const last = Math.max(...wounds.map((row) => Number(row.step)));
  return wounds.filter((row) => row.step === last && test(Number(row.wounds))).reduce((sum, row) => sum + Number(row.probability), 0);
}

/**
 * The lesson of a campaign's Wounds chart from the last step's figures: a sequence that kills, one whose
 * average hides both ends, or a slow drain. `show` formats a probability ("about" for a simulation). O(1).
 * @example woundsLesson(0.4, 0.05, "1.41", String).startsWith("The average of 1.41") // true
 */
export function woundsLesson(unhurt: number, exit: number, meanWounds: string, show: (p: number) => string): string {
  if (exit >= 0.5) return `More than half the characters end past ${INJURY_WOUNDS} Wounds and out of the story: as written this sequence kills, so it needs rests or easier checks before it reaches the table.`;
  if (unhurt >= 0.2) return `The average of ${meanWounds} Wounds hides both ends: plan for the character who comes through whole and for the one who is out of the story (${show(exit)}).`;
  return `Almost every character ends wounded while ${show(exit)} leave the story: the cost of this sequence is a slow drain, not sudden death.`;
}

/**
 * The report's explanations of an exact campaign run's three charts (risks, load, Wounds), from the run's
 * own steps and Wounds distributions; `what` names the sequence in plain words. O(steps × Wounds values).
 */
export function explainCampaign(what: string) {
  const steps = (result: AnalysisResult) => result.details?.["steps"] ?? [];
  const at = (row: Row) => `step ${row.step}, "${row.label}"`;
  return {
    "": (result: AnalysisResult) => {
      const rows = steps(result);
      const exitFirst = rows.find((row) => Number(row.pExit) >= 0.1);
      const shockPeak = rows.reduce((peak, row) => (Number(row.pShock) > Number(peak.pShock) ? row : peak));
      const lesson = exitFirst
        ? `Exit first reaches 10% after ${at(exitFirst)}: a GM running this sequence should give the party its rest or healing before that point.`
        : `Exit stays below 10%, and Shock peaks at ${formatPercent(Number(shockPeak.pShock))} after ${at(shockPeak)}: that is where the party needs its rest.`;
      return (
        `Each line follows the character step by step through ${what}: the chance of being in Shock (${SHOCK_WOUNDS} or more Wounds) after that step, and the chance that a permanent injury (${INJURY_WOUNDS} Wounds) or an exit (more than ${INJURY_WOUNDS}) has happened so far. ` +
        `By the end Shock stands at ${formatPercent(summaryFigure(result, "pShock"))}, injury at ${formatPercent(summaryFigure(result, "pInjury"))} and exit at ${formatPercent(summaryFigure(result, "pExit"))}. ${lesson}`
      );
    },
    load: (result: AnalysisResult) => {
      const rows = steps(result);
      const rests = rows.some((row) => String(row.label).endsWith("rest"));
      const woundsDrop = rows.some((row, i) => i > 0 && Number(row.expectedWounds) < Number(rows[i - 1]?.expectedWounds));
      const two = (value: number) => value.toFixed(2);
      return (
        `The two lines are the expected Strain (blue) and the expected Wounds (orange) after each step of ${what}. ` +
        `Strain ends at ${two(summaryFigure(result, "expectedStrain"))} and Wounds at ${two(summaryFigure(result, "expectedWounds"))} on average; ${rests ? `rests cut Strain back${woundsDrop ? " and only a full rest takes a Wound off" : " but never take a Wound off"}` : "with no rest neither ever goes down"}. ` +
        `Every point of Strain is one more GM card against the next check, so ${rests ? "the saw-tooth shows how much each rest buys before the climb starts again." : "a rising Strain line means each check is harder than the last: this is the spiral the Shock line shows closing."}`
      );
    },
    wounds: (result: AnalysisResult) => {
      const share = (test: (wounds: number) => boolean) => lastStepWoundShare(result, test);
      return (
        `Each bar is the distribution of Wounds after a step in the rulebook's bands, ${BANDS_IN_WORDS}. ` +
        `After the last step ${formatPercent(share((w) => w === 0))} of characters have no Wound and ${formatPercent(share((w) => w >= SHOCK_WOUNDS))} carry ${SHOCK_WOUNDS} or more, in Shock. ` +
        woundsLesson(share((w) => w === 0), summaryFigure(result, "pExit"), summaryFigure(result, "expectedWounds").toFixed(2), formatPercent)
      );
    },
  };
}


/**
 * The report's explanations of a simulated campaign's three charts (risks, load, Wounds), from its own
 * figures: each simulated figure is "about", and the exact chain counts as in agreement when it lies inside
 * the simulation's 95% interval. O(steps × Wounds values).
 * @example Object.keys(explainComparedCampaign()) // ["", "load", "wounds"]
 */
export function explainComparedCampaign(): Record<"" | "load" | "wounds", (result: AnalysisResult) => string> {
  const about = (p: number) => `about ${formatPercent(p)}`;
  const inside = (result: AnalysisResult, key: string) => summaryFigure(result, `${key}Chain`) >= summaryFigure(result, `${key}Low`) && summaryFigure(result, `${key}Chain`) <= summaryFigure(result, `${key}High`);
  const trials = (result: AnalysisResult) => Number(result.rows[0]?.trials ?? 0).toLocaleString("en-US");
  const verdict = (result: AnalysisResult, key: string, unit: (value: number) => string) => {
    const difference = summaryFigure(result, `${key}`) - summaryFigure(result, `${key}Chain`);
    return inside(result, key)
      ? "The chain lies inside the simulation's 95% interval, so its fresh-hand shortcut is safe for this sequence and its exact figures can be trusted."
      : `Real hands make it ${difference > 0 ? "worse" : "kinder"} by about ${unit(Math.abs(difference))}, so the chain's fresh-hand shortcut ${difference > 0 ? "understates" : "overstates"} the danger of this sequence by that much.`;
  };
  return {
    "": (result) =>
      `Solid lines are ${trials(result)} simulated runs with real hands from a real depleting deck (shaded: 95% bands), dashed lines the exact chain, which deals a fresh random hand at every check; the colours are P(Shock), P(injury so far) and P(exit so far). ` +
      `At the end the simulation gives ${about(summaryFigure(result, "pExit"))} exit against ${formatPercent(summaryFigure(result, "pExitChain"))} in the chain, and ${about(summaryFigure(result, "pShock"))} Shock against ${formatPercent(summaryFigure(result, "pShockChain"))}. ` +
      verdict(result, "pExit", (value) => `${(value * 100).toFixed(1)} points of exit`),
    load: (result) =>
      "The lines are the expected Strain (blue) and Wounds (orange) after each step, simulated with real hands (solid, with 95% bands) beside the exact chain (dashed). " +
      `At the end the simulation gives about ${summaryFigure(result, "expectedWounds").toFixed(2)} Wounds against ${summaryFigure(result, "expectedWoundsChain").toFixed(2)} in the chain, and about ${summaryFigure(result, "expectedStrain").toFixed(2)} Strain against ${summaryFigure(result, "expectedStrainChain").toFixed(2)}. ` +
      verdict(result, "expectedWounds", (value) => `${value.toFixed(2)} Wounds`),
    wounds: (result) => {
      const share = (test: (wounds: number) => boolean) => lastStepWoundShare(result, test);
      return (
        `Each bar is the simulated distribution of Wounds after a step with real hands, in the rulebook's bands, ${BANDS_IN_WORDS}. ` +
        `After the last step ${about(share((w) => w === 0))} of characters have no Wound and ${about(share((w) => w >= SHOCK_WOUNDS))} carry ${SHOCK_WOUNDS} or more, in Shock. ` +
        woundsLesson(share((w) => w === 0), summaryFigure(result, "pExit"), `about ${summaryFigure(result, "expectedWounds").toFixed(2)}`, about)
      );
    },
  };
}
