import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../../src/analyses/index.js";

const SUIT = "a Suit value from 2 to 14 or a card rank (2..10, J, Q, K, A)";
const PLAYERS = "an integer from 1 to 6 (each pile holds 6 cards, one per player)";

// Each zilch analysis refuses bad parameters with the exact message (flag, allowed values, value received).
const CASES = [
  ["test", {}, ["give exactly one of --target, --suit"]],
  ["test", { target: "ten" }, ['--target: expected an integer from -3 to 26, received "ten"']],
  ["test", { target: 27 }, ["--target: expected an integer from -3 to 26, received 27"]],
  ["test", { target: 9, suit: "9" }, ["give exactly one of --target, --suit"]],
  ["test", { target: 9, skill: true, boon: true }, ["--skill: only allowed with --suit", "--boon: only allowed with --suit"]],
  ["test", { suit: "15" }, [`--suit: expected ${SUIT}, received "15"`]],
  ["test", { suit: "JB" }, [`--suit: expected ${SUIT}, received "JB"`]],
  ["test", { suit: "K", modifier: "-6" }, ['--modifier: expected an integer from -5 to 5, received "-6"']],
  ["contest", { a: 6 }, ["--b is required: an integer from -3 to 26"]],
  ["contest", { a: "x", b: 6, ties: "coin" }, ['--a: expected an integer from -3 to 26, received "x"', '--ties: expected one of draw, initiator, higher-suit, received "coin"']],
  ["contest", { a: 6, b: 6, aSuit: "K" }, ["--a-suit: only allowed with --ties higher-suit"]],
  ["contest", { a: 6, b: 6, ties: "higher-suit", bSuit: "K" }, ["give --a-suit and --b-suit together, or neither"]],
  ["damage", { weapon: "spear", dr: 1 }, ['--weapon: expected one of tiny, light, heavy, great, received "spear"']],
  ["damage", { weapon: "great", dr: 4 }, ["--dr: expected an integer from 0 to 3, received 4"]],
  ["chargen", {}, ["give exactly one of --method, --fairness"]],
  ["chargen", { method: "cards", fairness: true }, ["give exactly one of --method, --fairness"]],
  ["chargen", { method: "dice" }, ['--method: expected one of cards, point-buy, cautious, reckless, received "dice"']],
  ["chargen", { method: "cards", players: "0" }, [`--players: expected ${PLAYERS}, received "0"`]],
  ["chargen", { method: "cards", players: "7" }, [`--players: expected ${PLAYERS}, received "7"`]],
  ["chargen", { method: "reckless", players: "2", highPowered: true }, ["--players: only allowed with --method cards", "--high-powered: only allowed with --method cards or cautious"]],
  ["chargen", { method: "cautious", start: 5, highPoweredRoll: "8d8" }, ["--start: only allowed with --method point-buy", "--high-powered-roll: only allowed with --method cautious --high-powered"]],
  ["chargen", { method: "point-buy", start: 7 }, ["--start: expected an integer from 4 to 6, received 7"]],
  ["chargen", { fairness: true, measure: "total" }, ["--measure: only allowed with --method"]],
  ["chargen", { method: "cards", measure: "worst" }, ['--measure: expected one of suit, total, best, received "worst"']],
  ["table", { target: "0..30" }, ['--target: expected integers from -3 to 26 as "a..b", "a" or "a,b,c", received "0..30"']],
] as const;

describe("bad zilch parameters", () => {
  it.each(CASES)("%s with %o is refused: %o", (name, raw, errors) => {
    expect(findAnalysis("zilch", name)!.prepare(raw)).toEqual({ ok: false, errors });
  });
});
