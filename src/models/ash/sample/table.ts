/**
 * The table sampler (RULES.md 4.1–4.3): every cell of the Trait × Opposing grid from shuffled cards.
 */
import type { SamplePlan } from "../../../core/sample-plan.js";
import { addQuantity, tallyOffsets, type TallyLayout } from "../../../core/estimate.js";
import { partialShuffle, type Random } from "../../../core/random.js";
import { itemAt } from "../../../core/checked-index.js";
import { f64Add, f64At, i32At, u8At } from "../../../core/typed-index.js";
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
 * group per cell (the outcome ladder) and one quantity per cell (its Wounds). A cell's total is read from
 * running sums of the trial's cards: the GM's first Opposing + Strain cards, and the player's cards up to
 * the last one the cell plays. Cost per trial: one partial shuffle of 2·handSize + the largest Trait (+ the
 * largest Opposing + Strain) cards, their running sums, plus O(cells).
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
  // The hand is player[0, handSize); a cell's Trait cards follow it, then the draws for the hand's 0s.
  const plans = cells.map((cell, c) => ({
    gmCards: cell.opposing + cell.strain,
    // The player's cards a cell reads before the draws for 0s: the hand's place and its Trait cards.
    reach: handSize + cell.trait,
    random: cell.hand === "random",
    group: itemAt(offsets.groups, c),
    wounds: itemAt(offsets.quantities, c),
  }));
  // playerSums[k]: the first k player cards' values; gmSums[k]: the GM's first k cards'. Refilled every trial.
  const playerSums = new Int32Array(playerPart + 1);
  const gmSums = new Int32Array(mostGm + 1);

  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      if (shared) partialShuffle(random, player, playerPart + mostGm, DECK_SIZE);
      else {
        partialShuffle(random, player, playerPart, DECK_SIZE);
        partialShuffle(random, gm, mostGm, DECK_SIZE);
      }
      let zeros = 0;
      let sum = 0;
      for (let i = 0; i < playerPart; i++) {
        const value = u8At(player, i);
        if (i < handSize && value === 0) zeros++;
        playerSums[i + 1] = sum += value;
      }
      sum = 0;
      for (let i = 0; i < mostGm; i++) gmSums[i + 1] = sum += u8At(gmDeck, gmStart + i);
      // An empty hand adds its Trait cards alone; a random one plays its positive cards (a 0 adds nothing)
      // and draws one card per 0 after the Trait cards: every player card up to reach + zeros.
      const handSum = i32At(playerSums, handSize);
      for (const cell of plans) {
        const playerTotal = cell.random ? i32At(playerSums, cell.reach + zeros) : i32At(playerSums, cell.reach) - handSum;
        const outcome = u8At(outcomeAt, playerTotal - i32At(gmSums, cell.gmCards) - lowest);
        f64Add(tally, cell.group + outcome, 1);
        addQuantity(tally, cell.wounds, f64At(woundsOf, outcome));
      }
    }
  };
  return { layout, run };
}
