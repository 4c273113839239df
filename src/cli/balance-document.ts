/**
 * The question part of a balance run's JSON document (`oddsmith balance FILE --json`), the same for exact
 * and simulated runs: the game and analysis, the fixed options, the design space, the situations and each
 * target with its place in the file.
 */
import { figureLabel } from "../balance/targets.js";
import type { BalanceSpec } from "./balance-file.js";

/**
 * The question of a balance file as its JSON document states it. O(fields + targets).
 */
export function questionDocument(spec: BalanceSpec) {
  return {
    game: spec.analysis.game,
    analysis: spec.analysis.name,
    fixed: spec.fixed,
    choose: Object.fromEntries(spec.question.choose),
    across: Object.fromEntries(spec.question.across),
    per: spec.question.per,
    targets: spec.question.targets.map((target, i) => ({ field: spec.targetPaths[i], figure: figureLabel(target.figure), ...(target.atLeast === undefined ? {} : { atLeast: target.atLeast }), ...(target.atMost === undefined ? {} : { atMost: target.atMost }), ...(target.when ? { when: target.when } : {}) })),
  };
}
