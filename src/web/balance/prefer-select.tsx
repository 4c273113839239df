/**
 * The Balance view's preference (issue 26 §6, a balance file's `prefer:`): how the designs that meet every
 * target are ranked: nearest the targets' middles (the default), or the largest or smallest of a figure
 * (its worst case over the situations) or of a varied option (the hardest DC).
 */
import type { AnalysisEntry } from "../../framework/registered-analysis.js";
import type { FigureChoice } from "../compute/balance-solve.js";
import { figureWords, variedLabel } from "./balance-question.js";

/**
 * The choices of the preference: `middle`, then each varied option's and each figure's `max:` and `min:`, in the page's words. O(options + figures).
 */
export function preferChoices(entry: AnalysisEntry, varied: readonly string[], figures: readonly FigureChoice[]): Array<readonly [string, string]> {
  return [
    ["middle", "nearest the targets' middles"],
    ...varied.flatMap((field) => [[`max:${field}`, `the largest ${variedLabel(entry, field)}`] as const, [`min:${field}`, `the smallest ${variedLabel(entry, field)}`] as const]),
    ...figures.flatMap(({ figure }) => [[`max:${figure}`, `the highest ${figureWords(figure)}`] as const, [`min:${figure}`, `the lowest ${figureWords(figure)}`] as const]),
  ];
}

export interface PreferProps {
  readonly entry: AnalysisEntry;
  readonly prefer: string;
  readonly varied: readonly string[];
  readonly figures: readonly FigureChoice[];
  readonly onChange: (prefer: string) => void;
}

/** A select of the preference (the one given kept, even before the figures are known). */
export function PreferSelect({ entry, prefer, varied, figures, onChange }: PreferProps) {
  const choices = preferChoices(entry, varied, figures);
  return (
    <label class="prefer">
      prefer{" "}
      <select id="balance-prefer" value={prefer} onChange={(event) => onChange(event.currentTarget.value)}>
        {choices.some(([value]) => value === prefer) ? null : <option value={prefer}>{prefer}</option>}
        {choices.map(([value, words]) => (
          <option value={value}>{words}</option>
        ))}
      </select>
    </label>
  );
}
