import { describe, expect, it } from "vitest";
import { readPlay } from "../../../../src/models/ultimo/cards.js";
import { DEFAULT_RULES, type ChallengeRules } from "../../../../src/models/ultimo/rules.js";
import { countChallenge } from "../../../../src/models/ultimo/solve-challenge.js";
import { classFacts, pairClass } from "../../../../src/models/ultimo/sample/session-cards.js";
import { SessionChallenges } from "../../../../src/models/ultimo/sample/session-challenge.js";
import { scriptedRandom } from "../../../support/scripted-random.js";

/** Every ordered Dealer draw of `difficulty` cards (by the partial shuffle's choices), each from a fresh deck, by outcome. */
function enumerateDraws(play: string, difficulty: number, rules: ChallengeRules): number[] {
  const cards = readPlay(play, rules);
  const row = Uint8Array.from(cards.map(pairClass));
  const facts = row.reduce((bits, c) => bits | classFacts(c), 0);
  const counts = [0, 0, 0, 0, 0];
  const visit = (choices: number[]) => {
    if (choices.length === difficulty) {
      const challenges = new SessionChallenges(rules, difficulty, row.length);
      counts[challenges.outcome(scriptedRandom(choices), row, row.length, difficulty, facts)]!++;
      return;
    }
    for (let j = 0; j < 54 - choices.length; j++) visit([...choices, j]);
  };
  visit([]);
  return counts;
}

describe("SessionChallenges.outcome against countChallenge (every Dealer draw)", () => {
  it.each([
    ["9", 1, DEFAULT_RULES],
    ["A,K,9", 2, DEFAULT_RULES],
    ["J,9", 2, DEFAULT_RULES],
    ["X,10,5", 2, DEFAULT_RULES],
    ["Q,7", 2, { ...DEFAULT_RULES, dealerJacks: "first" as const, tally: "half-rating" as const }],
  ])("%s against every ordered draw of %i cards: the exact counts × draws' orders", (play, difficulty, rules) => {
    const exact = countChallenge(readPlay(play, rules), rules, difficulty).counts.slice(difficulty * 5, difficulty * 5 + 5);
    const orders = difficulty === 2 ? 2 : 1;
    expect(enumerateDraws(play, difficulty, rules)).toEqual(Array.from(exact, (count) => count * orders));
  });
  it("difficulty 0 draws nothing: a 9 unpaired is a perfect success (outcome 0)", () => {
    const challenges = new SessionChallenges(DEFAULT_RULES, 0, 1);
    const random = scriptedRandom([]);
    expect(challenges.outcome(random, Uint8Array.of(10), 1, 0, 0)).toBe(0);
    expect(random.used()).toBe(0);
  });
});
