/**
 * How wide a chart's text is drawn, for headless Vega. Without a canvas Vega reckons every character 0.8 em
 * wide, about 60% more than a browser draws, so the report's SVGs had room for text twice as long as
 * theirs: blank bands under slanted labels, beside legends and titles. The widths below are what Chromium
 * draws for `sans-serif` (Arial's metrics, which Liberation Sans and Helvetica share), measured with a
 * canvas, in hundredths of an em.
 */

const CHARACTERS = " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~…×—–≥≤−°½·→";
import { itemAt } from "../core/checked-index.js";
// prettier-ignore
const NORMAL = [28,28,35,56,56,89,67,19,33,33,39,58,28,33,28,28,56,56,56,56,56,56,56,56,56,56,28,28,58,58,58,56,102,67,67,72,72,67,61,78,72,28,50,67,56,83,72,78,67,78,72,67,61,72,67,94,67,67,61,28,28,28,47,56,33,56,56,50,56,56,28,56,56,22,22,50,22,83,56,56,56,56,33,50,28,56,50,72,50,50,50,33,26,33,58,100,58,100,56,55,55,58,40,83,28,100];
// prettier-ignore
const BOLD = [28,33,47,56,56,89,72,24,33,33,39,58,28,33,28,28,56,56,56,56,56,56,56,56,56,56,33,33,58,58,58,61,98,72,72,72,72,67,61,78,72,28,56,72,61,83,72,78,67,78,72,67,61,72,67,94,67,67,61,33,28,33,58,56,33,56,61,56,61,56,33,61,61,28,28,56,28,89,61,61,61,61,39,56,33,61,56,78,56,56,50,39,28,39,58,100,58,100,56,55,55,58,40,83,28,100];
/** A character the table lacks counts as wide as a capital. */
const OTHER = 72;

const widths = (table: readonly number[]) => new Map([...CHARACTERS].map((character, i) => [character, itemAt(table, i)]));
const NORMAL_WIDTHS = widths(NORMAL);
const BOLD_WIDTHS = widths(BOLD);

/**
 * The width in pixels of a line of text in sans-serif at `fontSize` px, bold or not. O(length).
 * @example textWidth("100%", 10, false) // 25.7
 */
export function textWidth(text: string, fontSize: number, bold: boolean): number {
  const table = bold ? BOLD_WIDTHS : NORMAL_WIDTHS;
  let hundredths = 0;
  for (const character of text) hundredths += table.get(character) ?? OTHER;
  return (hundredths * fontSize) / 100;
}

/** The fields of a Vega text item that its width depends on. */
export interface TextItem {
  readonly fontSize?: number | string | null;
  readonly fontWeight?: number | string | null;
  readonly limit?: number | null;
}

/**
 * The width Vega should reckon for a text item (its `textMetrics.width`): the text measured with the
 * item's font size (Vega's default 11) and weight, at most the item's `limit` (Vega cuts longer text
 * there). O(length).
 * @example vegaTextWidth({ fontSize: 10 }, "100%") // 25.7
 */
export function vegaTextWidth(item: TextItem, text: unknown): number {
  const fontSize = item.fontSize === null || item.fontSize === undefined ? 11 : Number(item.fontSize) || 0;
  const weight = item.fontWeight;
  const bold = weight === "bold" || weight === "bolder" || (typeof weight === "number" && weight >= 600) || (typeof weight === "string" && Number(weight) >= 600);
  const width = textWidth(text === null || text === undefined ? "" : String(text).trim(), fontSize, bold);
  return item.limit !== null && item.limit !== undefined && item.limit > 0 ? Math.min(width, item.limit) : width;
}
