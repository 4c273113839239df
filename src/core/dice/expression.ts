/**
 * The dice expression language's syntax tree (docs/dice.md): what parseDice reads and what solveDice,
 * diceCost and diceThrower walk. Nodes are plain immutable data.
 */

/** The comparisons a face test may use, in the order the parser tries them (two characters first). */
export const COMPARISONS = [">=", "<=", "=", ">", "<"] as const;
export type Comparison = (typeof COMPARISONS)[number];

/** Which faces a reroll, an explosion or a success count acts on: a comparison or a set of faces. */
export type FaceTest = { readonly kind: "compare"; readonly op: Comparison; readonly value: number } | { readonly kind: "set"; readonly faces: readonly number[] };

/** The keep and drop modifiers, each narrowing the dice kept (highest first), in the order written. */
export const KEEPS = ["kh", "kl", "dh", "dl", "km"] as const;
export type KeepWhich = (typeof KEEPS)[number];

/** One keep or drop modifier: keep the `count` highest, lowest or middle, or drop the `count` highest or lowest. */
export interface Keep {
  readonly which: KeepWhich;
  readonly count: number;
}

/** An explosion: a die showing a face the test takes is rolled again and added, at most `depth` more times. */
export interface Explosion {
  readonly test: FaceTest;
  /** `!!`: the rolls make one die whose total is then counted; `!`: each roll is counted (they differ under success counting). */
  readonly compound: boolean;
  /** The written limit (`!:3`); absent means unbounded (solved to a cut-off, DICE_LEFTOVER_BOUND). */
  readonly depth?: number;
}

/** N dice of one kind, with their modifiers (applied per die: reroll, explode, count; then keep over the pool). */
export interface DiceNode {
  readonly kind: "dice";
  readonly count: number;
  /** The die's faces, a repeated face weighing more (d6 is 1..6, dF is −1, 0, 1). */
  readonly faces: readonly number[];
  readonly reroll?: { readonly test: FaceTest; readonly once: boolean };
  readonly explode?: Explosion;
  readonly keeps: readonly Keep[];
  /** Success counting: a die counts 1 when `success` takes it, −1 when `failure` does, else 0. */
  readonly successes?: { readonly success: FaceTest; readonly failure?: FaceTest };
}

/** The functions of several expressions: the highest, the lowest or the sum of their results. */
export const DICE_FUNCTIONS = ["max", "min", "sum", "highest", "lowest"] as const;
export type DiceFunction = (typeof DICE_FUNCTIONS)[number];

/** A node of a dice expression. */
export type DiceExpression =
  | { readonly kind: "number"; readonly value: number }
  | DiceNode
  | { readonly kind: "negate"; readonly operand: DiceExpression }
  | { readonly kind: "binary"; readonly op: "+" | "-" | "*"; readonly left: DiceExpression; readonly right: DiceExpression }
  | { readonly kind: "call"; readonly name: DiceFunction; readonly args: readonly DiceExpression[] };

/** A whole roll as written: one expression, or two opposed by `vs`. */
export interface DiceRoll {
  readonly text: string;
  readonly expression: DiceExpression;
  readonly opposed?: DiceExpression;
}

/**
 * Whether a face test takes `face`. O(size of a face set).
 * @example faceMatches({ kind: "compare", op: ">=", value: 8 }, 9) // true
 */
export function faceMatches(test: FaceTest, face: number): boolean {
  if (test.kind === "set") return test.faces.includes(face);
  switch (test.op) {
    case ">=":
      return face >= test.value;
    case "<=":
      return face <= test.value;
    case ">":
      return face > test.value;
    case "<":
      return face < test.value;
    case "=":
      return face === test.value;
  }
}

/**
 * The range [from, to) of kept positions among `count` dice sorted highest first, after the keeps in
 * the order written (each narrows the range left by the ones before). O(keeps).
 * @example keptRange(5, [{ which: "dh", count: 1 }, { which: "dl", count: 1 }]) // [1, 4]
 */
export function keptRange(count: number, keeps: readonly Keep[]): [number, number] {
  let from = 0;
  let to = count;
  for (const { which, count: k } of keeps) {
    const size = to - from;
    if (which === "kh") to = from + Math.min(k, size);
    else if (which === "kl") from = to - Math.min(k, size);
    else if (which === "dh") from = Math.min(to, from + k);
    else if (which === "dl") to = Math.max(from, to - k);
    else {
      // Keep middle: of the dice dropped, the odd one out is a low one.
      const dropped = Math.max(0, size - k);
      const high = Math.floor(dropped / 2);
      from += high;
      to -= dropped - high;
    }
  }
  return [from, to];
}
