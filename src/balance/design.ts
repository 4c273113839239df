/**
 * The words of a balance search: the options chosen and the situations, a design read against its
 * targets, and how designs that meet are ranked (issue 26 §1).
 */
import type { GridPoint, GridValue } from "../framework/grid.js";
import type { FigureSpec, FigureValue, Target } from "./targets.js";

/** Option fields with their values, in the file's order. */
export type Fields = ReadonlyArray<readonly [string, readonly GridValue[]]>;

/**
 * How designs that meet every target are ranked: the smallest worst-case distance to the targets'
 * middles (the default); a figure's largest or smallest (its worst case over the situations); an
 * option's largest or smallest value (in the file's order for values that are not numbers); or the
 * closest to a chance (a tier of a table).
 */
export type Preference =
  | { readonly kind: "middle" }
  | { readonly kind: "figure"; readonly figure: FigureSpec; readonly direction: "max" | "min" }
  | { readonly kind: "option"; readonly field: string; readonly direction: "max" | "min" }
  | { readonly kind: "closest"; readonly figure: FigureSpec; readonly value: number };

/** A target's figure for one design in one situation, and how far it falls outside the bound (0: met). */
export interface CheckedValue {
  readonly targetIndex: number;
  readonly situation: GridPoint;
  readonly value: FigureValue;
  readonly shortfall: number;
}

/** A design with every target read in every situation it applies to. */
export interface EvaluatedDesign {
  readonly design: GridPoint;
  /** Its place in the chosen options' grid (ties in ranking keep this order). */
  readonly order: number;
  readonly meets: boolean;
  readonly values: readonly CheckedValue[];
  /** The largest shortfall of any target in any situation (0 when it meets). */
  readonly worstShortfall: number;
  /** The figure a figure or closest preference ranked it by (its worst case over the situations). */
  readonly preferred?: FigureValue;
}

/** A question for one search: the chosen options, the situations every design must serve, the targets and the preference. */
export interface SearchQuestion {
  readonly choose: Fields;
  readonly situations: readonly GridPoint[];
  /** The options the situations vary (a target's `when` on another option is a reading it adds). */
  readonly acrossFields: readonly string[];
  readonly targets: readonly Target[];
  readonly prefer: Preference;
}
