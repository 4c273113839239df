/**
 * Summary figures named in words for people (the report page, the workbench): `pSuccess` → "P(success)",
 * `expectedExtraSuccessEffect` → "expected extra success effect". The JSON contract keeps the field names;
 * only what a page shows changes.
 */
import { itemAt } from "../core/checked-index.js";

/** Names whose word-by-word reading is poor, in the words of the analyses that write them. */
const FIGURE_NAMES: Readonly<Record<string, string>> = {
  dc: "DC",
  dr: "DR",
  pAnyAtLeast10: "P(a Suit of 10 or more)",
  expectedBest: "expected best Suit",
  varianceTotal: "variance of the total",
  hardestAtLeastEvenOdds: "hardest difficulty at even odds or better",
  pSuccessOrBetterGreedy: "P(success or better), played greedily",
};

/** camelCase words: a capitalised word, a run of capitals ("A" in pAWins), or a number. */
const WORD = /[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+/g;

/** A figure's words: lower case except single capitals (player "A", the "P" of a probability). */
function wordsOf(name: string): string[] {
  return (name.match(WORD) ?? [name]).map((word) => (/^[A-Z]$/.test(word) ? word : word.toLowerCase()));
}

/**
 * A summary figure's name in words: an override where the generic reading is poor, else its camelCase
 * words, a probability `p…` (or `…InP…`) read as "P(…)", and a `…Chain` figure as the exact chain's.
 * O(length of the name).
 * @example figureName("pSuccess") // "P(success)"
 * @example figureName("expectedExtraSuccessEffect") // "expected extra success effect"
 * @example figureName("differenceInPShock") // "difference in P(shock)"
 * @example figureName("pShockChain") // "P(shock), exact chain"
 * @example figureName("4d6kh3 mean") // "4d6kh3 mean"
 */
export function figureName(name: string): string {
  // A figure of one series among several ("4d6kh3 mean", dice roll): the series as written, then its figure.
  const space = name.lastIndexOf(" ");
  if (space > 0) return `${name.slice(0, space)} ${figureName(name.slice(space + 1))}`;
  const override = FIGURE_NAMES[name];
  if (override !== undefined) return override;
  const chain = /^(.+)Chain$/.exec(name);
  if (chain) return `${figureName(itemAt(chain, 1))}, exact chain`;
  const words = wordsOf(name);
  // "p" first or a lone "P" later opens a probability that runs to the end of the name.
  const at = words.findIndex((word, index) => (index === 0 ? word === "p" : word === "P") && index < words.length - 1);
  if (at < 0) return words.join(" ");
  return [...words.slice(0, at), `P(${words.slice(at + 1).join(" ")})`].join(" ");
}
