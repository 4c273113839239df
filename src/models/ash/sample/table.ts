/**
 * The table sampler (RULES.md 4.1–4.3): every cell of the Trait × Opposing grid from shuffled cards.
 */
import type { SamplePlan } from "../../../core/sample-plan.js";
import { addQuantity, tallyOffsets, type TallyLayout } from "../../../core/estimate.js";
import { partialShuffle, type Random } from "../../../core/random.js";
import { cardValues, DECK_SIZE } from "./card-ids.js";
import { checkConsequences, OUTCOMES } from "../outcome-ladder.js";
import { outcomeTable } from "./check.js";
import type { Decks } from "../building-the-total.js";
import { checkTableGrid } from "../table.js";

/** A cell of the Ash table: Trait rank, Opposing cards, Strain, and an empty or a random hand. */
export interface TableCellKey {
  readonly trait: number;
  readonly opposing: number;
  readonly strain: number;
  readonly hand: "empty" | "random";
}

/**
 * The tally group of one cell's outcome ladder (categories OUTCOMES).
 * @example tableCellGroup({ trait: 2, opposing: 3, strain: 0, hand: "random" }) // "trait 2 vs 3, strain 0, random hand"
 */
export function tableCellGroup(cell: TableCellKey): string {
  return `trait ${cell.trait} vs ${cell.opposing}, strain ${cell.strain}, ${cell.hand} hand`;
}

/**
 * The tally quantity of one cell's Wounds from the check.
 * @example tableCellWounds({ trait: 0, opposing: 0, strain: 1, hand: "empty" }) // "wounds: trait 0 vs 0, strain 1, empty hand"
 */
export function tableCellWounds(cell: TableCellKey): string {
  return `wounds: ${tableCellGroup(cell)}`;
}

/**
 * The cells of a table in solveAshTable's order: strain, then Trait, then Opposing, empty hand before random.
 * @example tableCells([1], [0, 2], [0]).length // 4
 */
export function tableCells(traits: readonly number[], opposings: readonly number[], strains: readonly number[]): TableCellKey[] {
  return strains.flatMap((strain) => traits.flatMap((trait) => opposings.flatMap((opposing) => (["empty", "random"] as const).map((hand) => ({ trait, opposing, strain, hand })))));
}

/**
 * The trial loop of the Ash table (docs/rules.md 4.1–4.3): every trial shuffles the player's deck (and the GM's
 * separate deck) once, partially, and plays every cell from it: the GM's Opposing and Strain cards
 * subtracted, the Trait cards added, and for the random hand `handSize` cards dealt and played under
 * policy all (a card of positive value played, a 0 discarded to draw one card, whatever its value). With
 * one shared deck the hand, the player's draws and the GM's cards are disjoint parts of the one shuffle.
 * Every cell reads a uniformly random deal, so each cell's own distribution is the exact table's; cells
 * of one trial share their cards (correlated), which no figure depends on. Values come from cardValue
 * (through cardValues; a fresh deck holds the same values in every suit, so the clubs row stands for all),
 * outcomes from outcomeOf and Wounds from checkConsequences, through tables built once. Tallies one
 * group per cell (the outcome ladder) and one quantity per cell (its Wounds). Cost per trial: one partial
 * shuffle of 2·handSize + the largest Trait (+ the largest Opposing + Strain) cards, plus O(cells ×
 * (Trait + Opposing + Strain + handSize)).
 * @throws {OddsmithError} when the grid is not usable (checkTableGrid).
 * @example sampleAshTable([0, 1], [0], [0], 5, "separate").layout.groups.length // 4
 */
export function sampleAshTable(traits: readonly number[], opposings: readonly number[], strains: readonly number[], handSize: number, decks: Decks): SamplePlan {
  checkTableGrid(traits, opposings, strains, handSize, decks);
  const cells = tableCells(traits, opposings, strains);
  const shared = decks === "shared";
  const values = cardValues().subarray(0, DECK_SIZE);
  const player = Uint8Array.from(values);
  const gm = Uint8Array.from(values);
  const mostTrait = Math.max(...traits);
  const mostGm = Math.max(...opposings) + Math.max(...strains);
  // The player's part of the shuffle: the hand, one draw per hand card (a 0 discarded), the Trait cards.
  const playerPart = 2 * handSize + mostTrait;
  // A shared deck puts the GM's cards right after the player's part (the analysis checks that they fit).
  const gmStart = shared ? playerPart : 0;
  const gmDeck = shared ? player : gm;

  const cellTrait = Int32Array.from(cells, (cell) => cell.trait);
  const cellGm = Int32Array.from(cells, (cell) => cell.opposing + cell.strain);
  const cellHand = Int32Array.from(cells, (cell) => (cell.hand === "random" ? handSize : 0));
  // A total runs from −3 per GM card to +3 per player card.
  const lowest = -3 * mostGm;
  const outcomeAt = outcomeTable(lowest, 3 * playerPart);
  const woundsOf = Float64Array.from(OUTCOMES, (outcome) => checkConsequences(outcome, 0, false).wounds);

  const layout: TallyLayout = {
    groups: cells.map((cell) => ({ name: tableCellGroup(cell), categories: [...OUTCOMES] })),
    quantities: cells.map(tableCellWounds),
  };
  // Cell c owns group c and quantity c of the layout (built from `cells` in order), so its offsets are read
  // directly; tallySlots's name maps would add 16–60 ms (CPU) for the largest grid (9,702 cells), per thread.
  const offsets = tallyOffsets(layout);
  const groupAt = Int32Array.from(offsets.groups);
  const woundsAt = Int32Array.from(offsets.quantities);
  const cellCount = cells.length;

  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      if (shared) partialShuffle(random, player, playerPart + mostGm, DECK_SIZE);
      else {
        partialShuffle(random, player, playerPart, DECK_SIZE);
        partialShuffle(random, gm, mostGm, DECK_SIZE);
      }
      for (let c = 0; c < cellCount; c++) {
        let total = 0;
        const gmCards = cellGm[c]!;
        for (let i = 0; i < gmCards; i++) total -= gmDeck[gmStart + i]!;
        const hand = cellHand[c]!;
        // The hand is player[0, hand); the Trait cards and the draws for 0s follow it.
        let next = handSize;
        const trait = cellTrait[c]!;
        for (let i = 0; i < trait; i++) total += player[next++]!;
        for (let i = 0; i < hand; i++) {
          const value = player[i]!;
          total += value > 0 ? value : player[next++]!;
        }
        const outcome = outcomeAt[total - lowest]!;
        tally[groupAt[c]! + outcome]!++;
        addQuantity(tally, woundsAt[c]!, woundsOf[outcome]!);
      }
    }
  };
  return { layout, run };
}
