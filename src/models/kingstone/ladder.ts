/**
 * Kingstone degrees of success and failure (docs/rules.md 1.2). The printed table is ambiguous; the default
 * `paired` ladder is the one that agrees with all five worked examples of the rulebook.
 */
export const LADDERS = ["paired", "shifted", "linear"] as const;
export type Ladder = (typeof LADDERS)[number];

/** A check's result and its degree (1 = first degree). */
export interface Degree {
  readonly result: "success" | "failure";
  readonly degree: number;
}

/**
 * The degree of a margin m = total − DC on a ladder (docs/rules.md 1.2): paired ⌊m/2⌋ + 1 for m ≥ 0 and
 * ⌊−m/2⌋ + 1 below; shifted gives +1 its own degree (1 at 0, 2 at +1, ⌊m/2⌋ + 2 from +2); linear one
 * degree per point. O(1).
 * @example degreeOf(5, "paired") // { result: "success", degree: 3 }
 */
export function degreeOf(margin: number, ladder: Ladder): Degree {
  if (margin >= 0) {
    switch (ladder) {
      case "paired":
        return { result: "success", degree: Math.floor(margin / 2) + 1 };
      case "shifted":
        return { result: "success", degree: margin < 2 ? margin + 1 : Math.floor(margin / 2) + 2 };
      case "linear":
        return { result: "success", degree: margin + 1 };
    }
  }
  return { result: "failure", degree: ladder === "linear" ? -margin : Math.floor(-margin / 2) + 1 };
}

/**
 * The JSON outcome name of a degree: `success-2`, `failure-1`, …
 * @example degreeName({ result: "failure", degree: 2 }) // "failure-2"
 */
export function degreeName(degree: Degree): string {
  return `${degree.result}-${degree.degree}`;
}

/** Each degree beyond the first adds one extra effect (docs/rules.md 1.2). */
export function extraEffect(degree: Degree): number {
  return degree.degree - 1;
}

/**
 * The signed effect that `goal=effect` maximises (docs/rules.md 1.3): +degree for a success, −(degree − 1)
 * for a failure.
 * @example signedEffect({ result: "failure", degree: 1 }) // 0
 */
export function signedEffect(degree: Degree): number {
  return degree.result === "success" ? degree.degree : 1 - degree.degree;
}

/**
 * Display order of degree names, best to worst as every game's outcomes run (issue 28 §4): successes by
 * falling degree, then failures by rising degree (success-3, success-2, success-1, failure-1, failure-2…).
 * @example compareDegreeNames("failure-1", "success-2") // > 0
 * @example ["success-1", "failure-2", "success-3", "failure-1"].sort(compareDegreeNames) // ["success-3", "success-1", "failure-1", "failure-2"]
 */
export function compareDegreeNames(a: string, b: string): number {
  const [resultA, degreeA] = a.split("-");
  const [resultB, degreeB] = b.split("-");
  if (resultA !== resultB) return resultA === "success" ? -1 : 1;
  return resultA === "success" ? Number(degreeB) - Number(degreeA) : Number(degreeA) - Number(degreeB);
}
