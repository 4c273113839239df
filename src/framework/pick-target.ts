/**
 * Picking by a target chance, the question a GM asks (issue 18): among candidates ordered from the
 * easiest to the hardest (Kingstone DCs and Ultimo difficulties upward, zilch modifiers downward, Ash
 * Opposing counts upward), the one whose chance is closest to the target, or the hardest whose chance is
 * at least the target, or the easiest whose chance is at most it. Every pick (kingstone pick-dc, zilch
 * pick, ultimo pick, ash pick) selects through this one rule, exact or simulated alike.
 */
import { itemAt } from "../core/checked-index.js";
import { formatPercent } from "./format.js";
import { messages } from "./messages.js";
import { flagOption } from "./options.js";

/** How a pick reads its target: closest to it (the default), at least it, or at most it. */
export const PICK_RULES = ["closest", "at-least", "at-most"] as const;
export type PickRule = (typeof PICK_RULES)[number];

/** Chances closer than this count as equal, so exact fractions turned to floats tie as they should. */
const FLOAT_NOISE = 1e-12;

/**
 * The index of the candidate `rule` picks from `chances` (candidates easiest first), or undefined when no
 * candidate meets an at-least or at-most target. `closest`: the smallest distance to the target, a tie
 * going to the easier (earlier) candidate; `at-least`: the last (hardest) candidate whose chance is at
 * least the target; `at-most`: the first (easiest) whose chance is at most the target. The chances need
 * not be monotonic: "hardest" and "easiest" are positions in the candidates' order. Chances within 1e-12
 * of the target or of each other count as equal. O(chances).
 * @throws {RangeError} when there are no chances.
 * @example pickByTarget([1, 0.681, 0.523, 0.356], 0.6, "at-least") // 1
 * @example pickByTarget([1, 0.681, 0.523, 0.356], 0.6, "closest") // 2
 * @example pickByTarget([0.4, 0.2], 0.5, "at-least") // undefined
 */
export function pickByTarget(chances: readonly number[], target: number, rule: PickRule): number | undefined {
  if (chances.length === 0) throw new RangeError("pickByTarget: no candidates to pick from");
  if (rule === "at-least") {
    let last: number | undefined;
    chances.forEach((chance, i) => {
      if (chance >= target - FLOAT_NOISE) last = i;
    });
    return last;
  }
  if (rule === "at-most") {
    const index = chances.findIndex((chance) => chance <= target + FLOAT_NOISE);
    return index < 0 ? undefined : index;
  }
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  chances.forEach((chance, i) => {
    // Strictly closer by more than float noise: an exact tie keeps the easier (earlier) candidate.
    if (Math.abs(chance - target) < bestDistance - FLOAT_NOISE) [best, bestDistance] = [i, Math.abs(chance - target)];
  });
  return best;
}

/** The options every pick shares: `--at-least` and `--at-most` (neither: the closest to the target). */
export const pickRuleOptions = {
  atLeast: flagOption({ label: "At least the target", help: "Pick the hardest whose chance is at least the target, not the closest.", doc: "pick the hardest whose chance is at least the target (default: the closest to it)" }),
  atMost: flagOption({ label: "At most the target", help: "Pick the easiest whose chance is at most the target, not the closest.", doc: "pick the easiest whose chance is at most the target (default: the closest to it)" }),
} as const;

/** The flags of {@link pickRuleOptions} as validated. */
export interface PickRuleFlags {
  readonly atLeast: boolean;
  readonly atMost: boolean;
}

/**
 * The problems of a pick's rule flags: `--at-least` and `--at-most` together. O(1).
 * @example pickRuleProblems({ atLeast: true, atMost: true }) // ["give --at-least or --at-most, not both"]
 */
export function pickRuleProblems(flags: PickRuleFlags): string[] {
  return flags.atLeast && flags.atMost ? [messages.notBoth(["--at-least", "--at-most"])] : [];
}

/**
 * The rule the flags ask for (`--at-least`, `--at-most`, or neither: closest). O(1).
 * @throws {Error} when both flags are set (validation refuses that first, {@link pickRuleProblems}).
 * @example pickRuleOf({ atLeast: false, atMost: true }) // "at-most"
 */
export function pickRuleOf(flags: PickRuleFlags): PickRule {
  if (flags.atLeast && flags.atMost) throw new Error(messages.notBoth(["--at-least", "--at-most"]));
  return flags.atLeast ? "at-least" : flags.atMost ? "at-most" : "closest";
}

/** How a pick's sentence names its candidates and their chance: "DC" and "P(success)". */
export interface PickWords {
  /** The candidate's name before its label, e.g. "DC", "difficulty", "modifier", "Opposing". */
  readonly thing: string;
  /** The chance picked by, e.g. "P(success)". */
  readonly chance: string;
}

/**
 * The pick in one sentence for people, saying plainly when no candidate meets the target, and naming the
 * nearest miss then. O(candidates).
 * @example pickSentence({ thing: "DC", chance: "P(success)" }, ["11", "12"], [0.681, 0.523], 0.6, "at-least", 0) // "DC 11 is the hardest with P(success) at least 60.0%: 68.1%"
 * @example pickSentence({ thing: "DC", chance: "P(success)" }, ["11", "12"], [0.681, 0.523], 0.9, "at-least", undefined) // "No DC from 11 to 12 gives P(success) of at least 90.0%: the nearest, DC 11, gives 68.1%"
 */
export function pickSentence(words: PickWords, labels: readonly string[], chances: readonly number[], target: number, rule: PickRule, index: number | undefined): string {
  const { thing, chance } = words;
  const wanted = formatPercent(target);
  if (index !== undefined) {
    const named = `${thing} ${itemAt(labels, index)}`;
    const shown = formatPercent(itemAt(chances, index));
    if (rule === "closest") return `${named} gives ${chance} ${shown}, the closest to ${wanted}`;
    return `${named} is the ${rule === "at-least" ? "hardest" : "easiest"} with ${chance} ${rule === "at-least" ? "at least" : "at most"} ${wanted}: ${shown}`;
  }
  // The nearest miss: the largest chance when none reaches the target, the smallest when none stays under it.
  const nearest = chances.reduce((best, value, i) => ((rule === "at-least" ? value > itemAt(chances, best) : value < itemAt(chances, best)) ? i : best), 0);
  return `No ${thing} from ${itemAt(labels, 0)} to ${itemAt(labels, labels.length - 1)} gives ${chance} of ${rule === "at-least" ? "at least" : "at most"} ${wanted}: the nearest, ${thing} ${itemAt(labels, nearest)}, gives ${formatPercent(itemAt(chances, nearest))}`;
}
