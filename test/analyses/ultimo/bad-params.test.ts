import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../../src/analyses/index.js";
import { checkRun } from "../../../src/pipeline/check-run.js";

const CARDS = "cards like J,A,K,9,7 (2..10, J, Q, K, A; X, JL or JB for a joker; a suit letter where a trait needs it)";
const DIFFICULTY = "an integer from 0 to 30, a range a..b, a list a,b,c, or all (0..20)";

// Each Ultimo analysis refuses bad parameters with the exact message (flag, allowed values, value received).
const CASES = [
  ["challenge", { play: "K,Z,9", difficulty: 3 }, [`--play: expected ${CARDS}, received "K,Z,9"`]],
  ["challenge", { play: "9,K,10", difficulty: 3 }, ['--play: 10 must come before 9: aces, numbers and queens descend (kings and jacks anywhere), received "9,K,10"']],
  ["challenge", { play: "A,X", difficulty: 3 }, ['--play: a joker must be played first, before A, received "A,X"']],
  ["challenge", { play: "J,X,9", difficulty: 3 }, ['--play: a joker must be played first, before J, received "J,X,9"']],
  ["challenge", { play: "K,AS", difficulty: 3, trait: "jack-of-all-trades" }, ['--play: a joker must be played first, before K, received "K,AS"']],
  ["challenge", { play: "A,A,A,A,A", difficulty: 3 }, ['--play: one deck holds only 4 of A (5 given), received "A,A,A,A,A"']],
  ["best", { hand: "X,X,X,9", limit: 2, difficulty: 3 }, ['--hand: one deck holds only 2 of X (3 given), received "X,X,X,9"']],
  ["best", { hand: "AS,AS,9", limit: 2, difficulty: 3, trait: "aged-wisdom" }, ['--hand: one deck holds only 1 of AS (2 given), received "AS,AS,9"']],
  ["challenge", { play: "K", difficulty: "31" }, [`--difficulty: expected ${DIFFICULTY}, received "31"`]],
  ["challenge", { play: "K", difficulty: "-1" }, [`--difficulty: expected ${DIFFICULTY}, received "-1"`]],
  ["challenge", { play: "K" }, [`--difficulty is required: ${DIFFICULTY}`]],
  ["challenge", { play: "K,9", difficulty: 3, limit: 1 }, ['--play: at most --limit 1 cards, received "K,9"']],
  ["challenge", { play: "X,9", difficulty: 3, trait: "gamblin-man" }, ['--play: with gamblin-man a joker must be JL (an extra ace) or JB (fails the hand), received "X"']],
  ["challenge", { play: "K", difficulty: 3, trait: "god-save-the-queen" }, ['--trait: god-save-the-queen needs long-live-the-queen, received "god-save-the-queen"']],
  ["challenge", { play: "K", difficulty: 3, tally: "majority", dealerQueen: 11 }, ['--tally: expected one of versus, half-rating, received "majority"', '--dealer-queen: expected an integer from 2 to 10, received 11']],
  ["best", { hand: "K,9,7", limit: 4, difficulty: 6 }, ["--limit: at most the hand's 3 cards, received 4"]],
  ["best", { hand: "K,9,7", limit: 2, difficulty: 6, cardCost: "-1" }, ['--card-cost: expected a number of at least 0, as a decimal (0.25) or a fraction (1/4), received "-1"']],
  ["curve", { handSize: 0, limit: 4 }, ["--hand-size: expected an integer from 1 to 10, received 0"]],
  ["pick", { handSize: 7, limit: 4, target: "150%" }, ['--target: expected a probability from 0 to 1 (0.25, 1/4 or 25%), received "150%"']],
  ["flip", { psyche: 3, difficulty: 6 }, ["--difficulty: expected an integer from 1 to 5, received 6"]],
  ["attack", { limit: 5 }, ["--foe is required: one of fanatic, cultist, horus, or --foe-power and --foe-health (with --foe-weapon, --foe-soak, --foe-armor)"]],
  ["attack", { limit: 5, foe: "horus", foeHealth: 3 }, ['--foe: either an example foe or --foe-power/--foe-weapon/--foe-soak/--foe-health, not both, received "horus"']],
  ["attack", { limit: 5, foe: "dragon" }, ['--foe: expected one of fanatic, cultist, horus, received "dragon"']],
] as const;

describe("bad Ultimo parameters", () => {
  it.each(CASES)("%s with %o is refused: %o", (name, raw, errors) => {
    expect(findAnalysis("ultimo", name)!.prepare(raw)).toEqual({ ok: false, errors });
  });
});

// Sizes only the exact solver cannot reach in a minute: valid parameters (so --mc takes them), refused for an exact run
// by their estimated cost, with the way out (checkRun, issue 16).
const TOO_COSTLY = [
  ["curve", { handSize: "10", limit: "10" }, ["ultimo curve: an exact answer would take about 1 h (hand 10, 10 cards played, optimal); give --mc N --policy greedy to simulate, or a smaller --hand-size or --limit"]],
  ["pick", { handSize: "10", limit: "8" }, ["ultimo pick: an exact answer would take about 4 min (hand 10, 8 cards played, optimal); give --mc N --policy greedy to simulate, or a smaller --hand-size or --limit"]],
  ["attack", { handSize: "8", limit: "8", policy: "optimal", foe: "horus" }, ["ultimo attack: an exact answer would take about 7 min (hand 8, 8 cards played, optimal); give --mc N --policy greedy to simulate, or a smaller --hand-size or --limit"]],
  ["best", { hand: "A,K,Q,J,10,9,8,7,6,5,4,3,2,A,K,Q,J,10,9,8", limit: "12", difficulty: "10" }, ["ultimo best: an exact answer would take about 25 min (every play of up to 12 cards from 20 in hand); give a smaller --hand or --limit"]],
] as const;

describe("Ultimo sizes beyond the exact solver", () => {
  it.each(TOO_COSTLY)("%s with %o is valid, and its exact run is refused: %o", (name, raw, errors) => {
    const analysis = findAnalysis("ultimo", name)!;
    expect(analysis.prepare(raw).ok).toBe(true);
    expect(checkRun(analysis, raw).problems).toEqual(errors);
  });
  it("a hand the old fixed limit refused, estimated under a minute, now runs exactly: pick, hand 9, limit 6, greedy", () => {
    expect(checkRun(findAnalysis("ultimo", "pick")!, { handSize: "9", limit: "6", policy: "greedy" }).problems).toEqual([]);
  });
});
