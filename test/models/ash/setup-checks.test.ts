import { describe, expect, it } from "vitest";
import { OddsmithError } from "../../../src/core/errors.js";
import { type AshCheckSetup } from "../../../src/models/ash/building-the-total.js";
import { checkCheckSetup } from "../../../src/models/ash/setup-checks.js";
import { solveAshCheck } from "../../../src/models/ash/check.js";
import { sampleCheck } from "../../../src/models/ash/sample/check.js";
import { ashSetup } from "../../support/ash-setup.js";

const BASE = ashSetup({ trait: 1 });

/** The message a call throws, and that it is an OddsmithError. */
function thrown(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(OddsmithError);
    return (error as Error).message;
  }
  throw new Error("expected a throw");
}

describe("checkCheckSetup (a library caller's setup, checked once at entry)", () => {
  it("checkCheckSetup(BASE) accepts a whole setup", () => {
    expect(() => checkCheckSetup(BASE)).not.toThrow();
  });
  it.each([
    [{ suit: "stars" }, 'suit: expected one of clubs, diamonds, hearts, spades, received "stars"'],
    [{ trait: 11 }, "trait: expected an integer from 0 to 10, received 11"],
    [{ opposing: 1.5 }, "opposing: expected an integer from 0 to 20, received 1.5"],
    [{ strain: -1 }, "strain: expected an integer from 0 to 30, received -1"],
    [{ hand: "QH" }, 'hand: expected a list of at most 10 cards, received "QH"'],
    [{ role: "defender" }, 'role: expected one of attacker, target, received "defender"'],
    [{ evocation: "yes" }, 'evocation: expected true or false, received "yes"'],
    [{ decks: "one" }, 'decks: expected one of separate, shared, received "one"'],
    [{ reveal: "never" }, 'reveal: expected one of before, after, received "never"'],
    [{ policy: "greedy" }, 'policy: expected one of given, none, all, optimal, received "greedy"'],
    [{ cardCost: 0.25 }, "cardCost: expected a Rational of at least 0, received 0.25"],
  ])("checkCheckSetup(BASE with %o) throws %s", (change, message) => {
    expect(thrown(() => checkCheckSetup({ ...BASE, ...change } as unknown as AshCheckSetup))).toBe(message);
  });
  it("solveAshCheck({ suit: \"hearts\" }) throws 'trait: expected an integer from 0 to 10, received undefined', not a TypeError", () => {
    expect(thrown(() => solveAshCheck({ suit: "hearts" } as unknown as AshCheckSetup))).toBe("trait: expected an integer from 0 to 10, received undefined");
  });
  it("sampleCheck(BASE with decks \"one\") throws before building a plan", () => {
    expect(thrown(() => sampleCheck({ ...BASE, decks: "one" } as unknown as AshCheckSetup))).toBe('decks: expected one of separate, shared, received "one"');
  });
});
