/**
 * The five worked examples of the Kingstone rulebook's degree table (docs/rules.md 1.2), as data, and the
 * ladders that reproduce each: how the default `paired` ladder was chosen.
 */
import { degreeName, degreeOf, LADDERS, type Degree, type Ladder } from "./ladder.js";

/** One of the rulebook's worked examples of the degree table (docs/rules.md 1.2). */
export interface WorkedExample {
  readonly id: string;
  readonly section: string;
  readonly quote: string;
  readonly total: number;
  readonly dc: number;
  readonly stated: Degree;
}

/** The five worked examples docs/rules.md 1.2 lists, with the degree each states. */
export const WORKED_EXAMPLES: readonly WorkedExample[] = [
  {
    id: "example-9-vs-dc-9",
    section: "Example Play",
    quote: "Ryeen gets a nine, which just meets, and as such beats, the spell DC.",
    total: 9,
    dc: 9,
    stated: { result: "success", degree: 1 },
  },
  {
    id: "example-11-vs-dc-10",
    section: "Degrees of Success",
    quote: "The GM decides a DC of 10 is suitable. The player gets an 11 total, and so the stated effect occurs.",
    total: 11,
    dc: 10,
    stated: { result: "success", degree: 1 },
  },
  {
    id: "example-8-vs-dc-10",
    section: "Degrees of Success",
    quote: "pretend the player got an 8 in the above example, not an 11. With a DC of 10, that is two below, and is a second-degree failure.",
    total: 8,
    dc: 10,
    stated: { result: "failure", degree: 2 },
  },
  {
    id: "example-9-vs-ac-11",
    section: "Example Play",
    quote: "of 9 does not beat an armour class of 11 and is within the Second Degree of Failure. This means Farian takes one Harm",
    total: 9,
    dc: 11,
    stated: { result: "failure", degree: 2 },
  },
  {
    id: "example-14-vs-ac-11",
    section: "Example Play",
    quote: "she rolls a 14 … which is a Second Degree Success against an AC of 11. The GM decides the extra effect is another Harm",
    total: 14,
    dc: 11,
    stated: { result: "success", degree: 2 },
  },
];

/**
 * The ladders (docs/rules.md 1.2) that give a worked example the degree it states. O(ladders).
 * @example laddersReproducing(WORKED_EXAMPLES[4]) // ["paired"]
 */
export function laddersReproducing(example: WorkedExample): Ladder[] {
  return LADDERS.filter((ladder) => degreeName(degreeOf(example.total - example.dc, ladder)) === degreeName(example.stated));
}
