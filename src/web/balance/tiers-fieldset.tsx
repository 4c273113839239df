/**
 * The Balance view's tiers (issue 26 §6, a balance file's `tiers:`): named chances on one figure, a GM's
 * chart (easy 75%, moderate 50%, …), each row a tier's name and chance, editable; and how a tier reads its
 * chance (the closest design, or the best one at least or at most it). A name takes no comma (the address
 * separates tiers with one).
 */
import { TIER_RULES, type TierRule } from "../../balance/question-words.js";
import type { TiersState } from "../state/balance-address.js";
import type { FigureChoice } from "../compute/balance-solve.js";
import { figureWords } from "./balance-question.js";

/** The words of each tier rule. */
const RULE_TEXT: Readonly<Record<TierRule, string>> = { closest: "the closest", "at-least": "at least the chance (the hardest such)", "at-most": "at most the chance (the easiest such)" };

/** The tiers a chart starts with: the GM's four, on P(success) when the analysis reports it. */
export function tiersStarting(figures: readonly FigureChoice[]): TiersState {
  const figure = figures.find((one) => one.figure === "pSuccess")?.figure ?? figures.find((one) => one.probability)?.figure ?? "pSuccess";
  return { figure, rule: "at-least", chances: [{ name: "easy", percent: "75" }, { name: "moderate", percent: "50" }, { name: "hard", percent: "25" }, { name: "heroic", percent: "10" }] };
}

export interface TiersProps {
  readonly tiers: TiersState | undefined;
  readonly figures: readonly FigureChoice[];
  readonly onChange: (tiers: TiersState | undefined) => void;
}

/** The tiers' figure and rule, a row per tier (name, chance in percent, remove), and buttons that add a tier or drop them all. */
export function TiersFieldset({ tiers, figures, onChange }: TiersProps) {
  if (tiers === undefined) {
    return (
      <fieldset class="tiers">
        <legend>Tiers</legend>
        <button type="button" disabled={figures.length === 0} onClick={() => onChange(tiersStarting(figures))}>
          Add tiers (a chart: easy, moderate, hard, heroic)
        </button>
      </fieldset>
    );
  }
  const setChance = (index: number, next: { name: string; percent: string }) => onChange({ ...tiers, chances: tiers.chances.map((kept, i) => (i === index ? next : kept)) });
  return (
    <fieldset class="tiers">
      <legend>Tiers</legend>
      <label>
        figure{" "}
        <select id="tiers-figure" value={tiers.figure} onChange={(event) => onChange({ ...tiers, figure: event.currentTarget.value })}>
          {figures.some((one) => one.figure === tiers.figure) ? null : <option value={tiers.figure}>{figureWords(tiers.figure)}</option>}
          {figures.map((one) => (
            <option value={one.figure}>{figureWords(one.figure)}</option>
          ))}
        </select>
      </label>{" "}
      <label>
        each cell{" "}
        <select id="tiers-rule" value={tiers.rule} onChange={(event) => onChange({ ...tiers, rule: TIER_RULES.find((rule) => rule === event.currentTarget.value) ?? "closest" })}>
          {TIER_RULES.map((rule) => (
            <option value={rule}>{RULE_TEXT[rule]}</option>
          ))}
        </select>
      </label>
      {tiers.chances.map((tier, index) => (
        <div class="tier-row" role="group" aria-label={`tier ${tier.name || index + 1}`}>
          <label>
            name <input id={`tier-${index}-name`} type="text" size={10} value={tier.name} onInput={(event) => setChance(index, { ...tier, name: event.currentTarget.value.replaceAll(",", "") })} />
          </label>{" "}
          <label>
            chance <input id={`tier-${index}-chance`} type="text" inputMode="decimal" size={5} value={tier.percent} onInput={(event) => setChance(index, { ...tier, percent: event.currentTarget.value })} />%
          </label>{" "}
          <button type="button" aria-label={`Remove the tier ${tier.name || index + 1}`} onClick={() => onChange({ ...tiers, chances: tiers.chances.filter((_, i) => i !== index) })}>
            Remove
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onChange({ ...tiers, chances: [...tiers.chances, { name: `tier ${tiers.chances.length + 1}`, percent: "50" }] })}>
        Add a tier
      </button>{" "}
      <button type="button" onClick={() => onChange(undefined)}>
        Remove the tiers
      </button>
    </fieldset>
  );
}
