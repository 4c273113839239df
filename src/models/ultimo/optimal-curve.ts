/**
 * The optimal policy's difficulty curve (docs/rules.md 3.1, 3.8, objective=success): every hand plays, at
 * each difficulty and card limit, its best joker-free sub-hand in that sub-hand's best row.
 */
import { ExactSums } from "../../core/exact/exact-sums.js";
import { itemAt } from "../../core/checked-index.js";
import { f64Add, f64At, i32At, i8At } from "../../core/typed-index.js";
import { playerDeck, type PlayerCard } from "./cards.js";
import { countRows, type CurveWeights } from "./curve-weights.js";
import { forEachHand, forEachSubHand, subHandTable } from "./hands.js";
import { arrangements } from "./plays.js";
import type { ChallengeRules } from "./rules.js";
import { OUTCOME_COUNT } from "./outcome.js";

/**
 * Each sub-hand's best row at every difficulty (the first of its rows with the most successes or better):
 * bestRow[m · width + d] indexes `counts`, bestSuccess the same its successes. Every row of every sub-hand
 * is counted once (countRows). O(rows × (D + P²)).
 */
function bestRows(subHandCards: readonly (readonly PlayerCard[])[], rules: ChallengeRules, maxDifficulty: number) {
  const width = maxDifficulty + 1;
  const rows = subHandCards.map((cards) => arrangements(cards));
  const counts = countRows(rows.flat(), rules, maxDifficulty);
  const bestRow = new Int32Array(subHandCards.length * width);
  const bestSuccess = new Float64Array(subHandCards.length * width).fill(-1);
  // Rows are counted in order, sub-hand by sub-hand: owner[row] is the sub-hand a row belongs to.
  const owner = rows.flatMap((list, m) => list.map(() => m));
  counts.forEach((c, row) => {
    const m = itemAt(owner, row);
    for (let d = 0; d < width; d++) {
      const success = f64At(c, d * OUTCOME_COUNT) + f64At(c, d * OUTCOME_COUNT + 1);
      if (success > f64At(bestSuccess, m * width + d)) {
        bestSuccess[m * width + d] = success;
        bestRow[m * width + d] = row;
      }
    }
  });
  return { counts, bestRow, bestSuccess };
}

/**
 * The sub-hands in order of preference at each difficulty: order[d · M + p] the p-th best, position[d · M +
 * m] its place; best = most successes or better, ties to docs/rules.md 3.8's order (fewer cards, then
 * weaker cards played). O(D · M log M).
 */
function preferences(bestSuccess: Float64Array, tieRank: Int32Array, width: number) {
  const count = tieRank.length;
  const order = new Int32Array(width * count);
  const position = new Int32Array(width * count);
  for (let d = 0; d < width; d++) {
    const ranked = Array.from({ length: count }, (_, m) => m).sort((a, b) => f64At(bestSuccess, b * width + d) - f64At(bestSuccess, a * width + d) || i32At(tieRank, a) - i32At(tieRank, b));
    ranked.forEach((m, p) => {
      order[d * count + p] = m;
      position[d * count + m] = p;
    });
  }
  return { order, position };
}

/**
 * The rank of each sub-hand in subHandTable's order from its counts, built digit by digit:
 * offsets[(kind · (L+1) + room) · (L+1) + take] is the number of sub-hands before those that take `take` of
 * the kind with `room` cards still free. O(kinds × L²).
 */
function rankOffsets(allowed: readonly number[], maxSize: number): Float64Array {
  const kinds = allowed.length;
  const side = maxSize + 1;
  // below[k · side + r]: sub-hands of the kinds k.. with at most r cards.
  const below = new Float64Array((kinds + 1) * side).fill(1, kinds * side);
  for (let k = kinds - 1; k >= 0; k--) {
    const most = itemAt(allowed, k);
    for (let r = 0; r <= maxSize; r++) for (let t = 0; t <= Math.min(r, most); t++) f64Add(below, k * side + r, f64At(below, (k + 1) * side + r - t));
  }
  const offsets = new Float64Array(kinds * side * side);
  allowed.forEach((most, k) => {
    for (let r = 0; r <= maxSize; r++) for (let t = 1; t <= Math.min(r, most); t++) offsets[(k * side + r) * side + t] = f64At(offsets, (k * side + r) * side + t - 1) + f64At(below, (k + 1) * side + r - t + 1);
  });
  return offsets;
}

/**
 * Which sub-hands can be a hand's choice at each difficulty: bit d % 31 of useful[⌊d / 31⌋ · M + m] is set when m is preferred
 * to every sub-hand of its own (a hand holding m holds those too, and they fit every limit m fits, so a
 * sub-hand beaten by one of its own is never chosen there). From the down-closure minimum of the
 * preference positions, sub-hands taken in order of size. O(M × kinds × D).
 */
function usefulSubHands(subHandCards: readonly (readonly PlayerCard[])[], counts: (m: number) => Int8Array, rankOf: (counts: Int8Array) => number, position: Int32Array, width: number): Int32Array {
  const count = subHandCards.length;
  const below = new Int32Array(count * width);
  const useful = new Int32Array(Math.ceil(width / 31) * count);
  const bySize = Array.from({ length: count }, (_, m) => m).sort((a, b) => itemAt(subHandCards, a).length - itemAt(subHandCards, b).length);
  for (const m of bySize) {
    const own = counts(m);
    // below[m · width + d]: the best position among m's proper sub-hands (count when it has none).
    below.fill(count, m * width, (m + 1) * width);
    own.forEach((held, k) => {
      if (held === 0) return;
      own[k] = held - 1;
      const child = rankOf(own);
      own[k] = held;
      for (let d = 0; d < width; d++) below[m * width + d] = Math.min(i32At(below, m * width + d), i32At(below, child * width + d), i32At(position, d * count + child));
    });
    for (let d = 0; d < width; d++) {
      const at = Math.floor(d / 31) * count + m;
      if (i32At(position, d * count + m) < i32At(below, m * width + d)) useful[at] = i32At(useful, at) | (1 << d % 31);
    }
  }
  return useful;
}

/**
 * The optimal curve's weights: every hand (forEachHand), the sub-hands it holds (ranked directly, no
 * lookup), and per difficulty one pass over them keeping the best of each size, then the best up to each
 * limit; deals summed per (limit, difficulty, sub-hand), then Σ deals × the best row's Dealer counts.
 * Cost: O(rows × (D + P²)) counting plus O(hands × held sub-hands × D).
 */
export function optimalCurve(handSize: number, cardLimit: number, rules: ChallengeRules, queenValue: number, maxDifficulty: number): CurveWeights {
  const deck = playerDeck(rules, queenValue);
  const { subHandCards, tieRank, allowed } = subHandTable(deck, cardLimit);
  const count = subHandCards.length;
  const width = maxDifficulty + 1;
  const { counts, bestRow, bestSuccess } = bestRows(subHandCards, rules, maxDifficulty);
  const { order, position } = preferences(bestSuccess, tieRank, width);
  const sizeOf = Int32Array.from(subHandCards, (cards) => cards.length);
  const offsets = rankOffsets(allowed, cardLimit);
  const side = cardLimit + 1;
  const chosen = new Float64Array(cardLimit * width * count);
  const held = new Int32Array(count);
  const bestOfSize = new Int32Array(side);
  let heldCount = 0;
  const collect = (hand: Int8Array, kind: number, room: number, rank: number) => {
    if (kind === allowed.length) {
      held[heldCount++] = rank;
      return;
    }
    const most = Math.min(room, i8At(hand, kind), itemAt(allowed, kind));
    for (let take = 0; take <= most; take++) collect(hand, kind + 1, room - take, rank + f64At(offsets, (kind * side + room) * side + take));
  };
  const rankOf = (own: Int8Array) => {
    let rank = 0;
    let room = cardLimit;
    own.forEach((take, kind) => {
      rank += f64At(offsets, (kind * side + room) * side + take);
      room -= take;
    });
    return rank;
  };
  const kindCounts = subHandCards.map(() => new Int8Array(allowed.length));
  forEachSubHand(allowed, cardLimit, (own) => itemAt(kindCounts, rankOf(own)).set(own));
  const useful = usefulSubHands(subHandCards, (m) => itemAt(kindCounts, m), rankOf, position, width);
  // bestOfSize per difficulty, filled from the useful sub-hands held only.
  const bestBy = new Int32Array(width * side);
  forEachHand(deck, handSize, (hand, deals) => {
    heldCount = 0;
    collect(hand, 0, cardLimit, 0);
    bestBy.fill(count);
    for (let i = 0; i < heldCount; i++) {
      const m = i32At(held, i);
      const size = i32At(sizeOf, m);
      for (let block = 0; block * 31 < width; block++) {
        let bits = i32At(useful, block * count + m);
        while (bits !== 0) {
          const d = block * 31 + 31 - Math.clz32(bits & -bits);
          bits &= bits - 1;
          const p = i32At(position, d * count + m);
          if (p < i32At(bestBy, d * side + size)) bestBy[d * side + size] = p;
        }
      }
    }
    for (let d = 0; d < width; d++) {
      const at = d * count;
      for (let size = 0; size < side; size++) bestOfSize[size] = i32At(bestBy, d * side + size);
      // Limit 1 may also play nothing (the empty sub-hand); each limit keeps the best of the one below.
      let best = Math.min(i32At(bestOfSize, 0), bestOfSize[1] ?? count);
      for (let limit = 1; limit <= cardLimit; limit++) {
        if (limit > 1) best = Math.min(best, i32At(bestOfSize, limit));
        f64Add(chosen, ((limit - 1) * width + d) * count + i32At(order, at + best), deals);
      }
    }
  });
  return chosenWeights(chosen, cardLimit, maxDifficulty, count, bestSuccess, (m, d) => itemAt(counts, i32At(bestRow, m * width + d)));
}

/**
 * Σ deals × the chosen sub-hand's successes per limit and difficulty, and Σ deals × its best row's Dealer
 * counts at the last limit: chosen[(limit · width + d) · M + m] the deals choosing m. O(limits × D × M).
 */
function chosenWeights(chosen: Float64Array, cardLimit: number, maxDifficulty: number, count: number, bestSuccess: Float64Array, rowCounts: (m: number, d: number) => Float64Array): CurveWeights {
  const width = maxDifficulty + 1;
  const outcomes = new ExactSums(width * OUTCOME_COUNT);
  const success = Array.from({ length: cardLimit }, () => new ExactSums(width));
  for (let limit = 0; limit < cardLimit; limit++) {
    for (let d = 0; d < width; d++) {
      for (let m = 0; m < count; m++) {
        const deals = f64At(chosen, (limit * width + d) * count + m);
        if (deals === 0) continue;
        itemAt(success, limit).add(d, deals, f64At(bestSuccess, m * width + d));
        if (limit === cardLimit - 1) {
          const c = rowCounts(m, d);
          for (let o = 0; o < OUTCOME_COUNT; o++) outcomes.add(d * OUTCOME_COUNT + o, deals, f64At(c, d * OUTCOME_COUNT + o));
        }
      }
    }
  }
  return { maxDifficulty, outcomes: outcomes.values(), success: success.map((sums) => sums.values()) };
}
