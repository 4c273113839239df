/**
 * What a plugin's default export receives (docs/extending.md): the functions a designer's own analysis is
 * written with. A plugin file written as `export default (oddsmith) => [oddsmith.defineAnalysis({…})]`
 * imports nothing, so the same file runs in the CLI, its worker threads and the workbench's browser
 * workers, each handing it this object. Re-exports only; everything here is also exported by the package
 * root.
 */
export { defineAnalysis, outcomeRows, summaryOf } from "./framework/analysis.js";
export { integerOption, probabilityOption, choiceOption, flagOption, textOption, optionalOption, rangeOption } from "./framework/options.js";
export { Distribution } from "./core/distribution.js";
export { Rational } from "./core/exact/rational.js";
export { die, sumDice, keepHighest, keepLowest } from "./core/dice/dice.js";
export { cheapCost } from "./framework/exact-cost.js";
export { defaultSampledResult, estimatedOutcomeRows } from "./framework/estimated-result.js";
export { tallyOffsets } from "./core/estimate.js";
