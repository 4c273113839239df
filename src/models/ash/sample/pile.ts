/** A real deck in play for the campaign sampler: draw pile, cards on the table, discard pile (docs/rules.md 4.2–4.4). */
import type { Random } from "../../../core/random.js";
import { u8At } from "../../../core/typed-index.js";
import { DECK_SIZE } from "./card-ids.js";

/**
 * A deck of real cards as a draw pile, the cards on the table in the current check, and a discard pile.
 * Drawing takes a uniform card of the draw pile (the same as drawing the top card of a shuffled deck);
 * when the draw pile is empty the discard pile is shuffled into a new one (the cards on the table stay
 * out until the check ends). Allocates nothing after construction.
 */
export class Pile {
  private readonly drawPile = new Uint8Array(DECK_SIZE);
  private drawCount = 0;
  private readonly discardPile = new Uint8Array(DECK_SIZE);
  private discardCount = 0;
  private readonly table = new Uint8Array(DECK_SIZE);
  private tableCount = 0;

  /** A fresh deck of all 54 cards, nothing discarded or on the table. */
  reset(): void {
    for (let id = 0; id < DECK_SIZE; id++) this.drawPile[id] = id;
    this.drawCount = DECK_SIZE;
    this.discardCount = 0;
    this.tableCount = 0;
  }

  /** A card drawn into the hand (it leaves the pile), or −1 when no card is left to draw. */
  draw(random: Random): number {
    if (this.drawCount === 0) {
      // Reshuffle: the discard pile becomes the draw pile (draws are uniform, so no shuffle is needed).
      for (let i = 0; i < this.discardCount; i++) this.drawPile[i] = u8At(this.discardPile, i);
      this.drawCount = this.discardCount;
      this.discardCount = 0;
      if (this.drawCount === 0) return -1;
    }
    const at = random.below(this.drawCount);
    const card = u8At(this.drawPile, at);
    this.drawPile[at] = u8At(this.drawPile, --this.drawCount);
    return card;
  }

  /** A card played or discarded in this check: it lies on the table until the check ends. */
  toTable(card: number): void {
    this.table[this.tableCount++] = card;
  }

  /** The check is over: the cards on the table go to the discard pile. */
  endCheck(): void {
    for (let i = 0; i < this.tableCount; i++) this.discardPile[this.discardCount++] = u8At(this.table, i);
    this.tableCount = 0;
  }
}
