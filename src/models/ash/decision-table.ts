/**
 * The optimal play's decision table (docs/rules.md 4.5): every solved state's decision by decisionKey, read
 * from DecisionStates' arrays instead of copied into a Map of its own.
 */
import type { ValueCounts } from "./card-values.js";

/** The decision of the optimal policy in one state. */
export interface PlayDecision {
  /** STOP_ACTION, or DISCARD_ACTION + v: discard a hand card of value v and draw. */
  readonly action: number;
  /** When the action is to stop: how many hand cards of each value 0..3 to play first. */
  readonly played: ValueCounts;
}

/** What the table reads of the solver (DecisionStates). */
export interface DecisionSource {
  readonly stateCount: number;
  idOfKey(key: number): number | undefined;
  decisionOf(id: number): PlayDecision;
  solvedStates(): IterableIterator<[number, number]>;
}

/**
 * The decisions of every solved state as a read-only map by decisionKey, read straight from the solver's
 * arrays (no copy): what a sampler's trial loop looks up instead of deciding again. get is O(1) (a Map hit
 * after a key's first lookup) and allocates nothing after it.
 */
export class DecisionTable implements ReadonlyMap<number, PlayDecision> {
  private readonly cache: Array<PlayDecision | undefined> = [];
  /** Decisions already looked up by key: a trial loop meets the same few states again and again. */
  private readonly byKey = new Map<number, PlayDecision>();
  constructor(private readonly states: DecisionSource) {}

  get size(): number {
    return this.states.stateCount;
  }

  get(key: number): PlayDecision | undefined {
    const known = this.byKey.get(key);
    if (known !== undefined) return known;
    const id = this.states.idOfKey(key);
    if (id === undefined) return undefined;
    const decision = (this.cache[id] ??= this.states.decisionOf(id));
    this.byKey.set(key, decision);
    return decision;
  }

  has(key: number): boolean {
    return this.states.idOfKey(key) !== undefined;
  }

  *entries(): MapIterator<[number, PlayDecision]> {
    for (const [key, id] of this.states.solvedStates()) yield [key, (this.cache[id] ??= this.states.decisionOf(id))];
  }

  *keys(): MapIterator<number> {
    for (const [key] of this.states.solvedStates()) yield key;
  }

  *values(): MapIterator<PlayDecision> {
    for (const [, decision] of this.entries()) yield decision;
  }

  forEach(callback: (value: PlayDecision, key: number, map: ReadonlyMap<number, PlayDecision>) => void): void {
    for (const [key, decision] of this.entries()) callback(decision, key, this);
  }

  [Symbol.iterator](): MapIterator<[number, PlayDecision]> {
    return this.entries();
  }
}
