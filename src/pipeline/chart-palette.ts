/**
 * The charts' colours (issue 28 §7): every colour a mark is drawn in has a contrast of at least 3:1 with the
 * white background (WCAG's figure for graphics), and the categorical palettes are told apart by readers with
 * any of the common colour-vision deficiencies (hues from Okabe and Ito's and Paul Tol's palettes, darkened
 * where the originals are too light for 3:1). Ordered outcomes run from a dark orange (worst) through grey to
 * a dark blue (best), an orange–blue axis every common deficiency keeps apart; comparisons of pinned runs use
 * a palette of their own, so a reading never looks like an outcome.
 */

/** Colours for unordered categories (outcome kinds, measures): blue, vermillion, purple, green, grey. */
export const CATEGORICAL = ["#0072B2", "#C84E00", "#A3477F", "#1B7837", "#555555"] as const;

/** Colours for readings compared side by side (pins, `--compare`): indigo, teal, wine, brown, slate. */
export const COMPARISON = ["#332288", "#117A6F", "#882255", "#8A5A00", "#3D5A80"] as const;

/** The ordered ramp's stops, worst to best: dark orange, orange, grey, blue, dark blue. */
const DIVERGING_STOPS = ["#8C3A00", "#C25E00", "#6E6E6E", "#2F6DB5", "#0B3C78"] as const;

/** A sequential ramp's stops, least to most: orange to dark red (Wounds). */
const SEQUENTIAL_STOPS = ["#B86200", "#A3340D", "#6E0B12"] as const;

/** The white the report's and the workbench's charts are drawn on. */
export const CHART_BACKGROUND = "#ffffff";

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hexOf([r, g, b]: readonly number[]): string {
  return `#${[r, g, b].map((channel) => Math.round(channel ?? 0).toString(16).padStart(2, "0")).join("")}`;
}

/**
 * n colours spread evenly along a ramp of stops (linear in sRGB between neighbouring stops). O(n).
 * @example rampOf(["#000000", "#ffffff"], 3) // ["#000000", "#808080", "#ffffff"]
 */
export function rampOf(stops: readonly string[], n: number): string[] {
  if (n <= 1) return [stops[Math.floor(stops.length / 2)] ?? "#000000"];
  return Array.from({ length: n }, (_, i) => {
    const at = (i / (n - 1)) * (stops.length - 1);
    const low = Math.min(Math.floor(at), stops.length - 2);
    const t = at - low;
    const [a, b] = [channels(stops[low] ?? "#000000"), channels(stops[low + 1] ?? "#000000")];
    return hexOf(a.map((channel, k) => channel + (itemOr(b, k) - channel) * t));
  });
}

function itemOr(values: readonly number[], index: number): number {
  return values[index] ?? 0;
}

/**
 * The WCAG contrast ratio of two colours, from 1 (the same) to 21 (black on white). O(1).
 * @example contrastRatio("#000000", "#ffffff") // 21
 */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b2] = channels(hex).map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b2 ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/**
 * The colours of a colour field with `count` values: an ordered field (a scheme named, or values in an order)
 * on the worst-to-best ramp ("redblue") or the sequential one ("yelloworangered"); readings compared on the
 * comparison palette; anything else on the categorical palette, repeating past its five colours. O(count).
 * @example paletteOf("redblue", 3) // ["#8c3a00", "#6e6e6e", "#0b3c78"]
 */
export function paletteOf(scheme: string | undefined, count: number): string[] {
  if (scheme === "redblue") return rampOf(DIVERGING_STOPS, count);
  if (scheme === "yelloworangered") return rampOf(SEQUENTIAL_STOPS, count);
  const colours: readonly string[] = scheme === "comparison" ? COMPARISON : CATEGORICAL;
  return Array.from({ length: Math.max(count, 1) }, (_, i) => colours[i % colours.length] ?? "#000000");
}
