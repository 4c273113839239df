/**
 * The audit of zilch / agony's claims about its own odds (docs/rules.md 2.1, 2.2 and 6): the average Suit's
 * even chance, the 12 that explodes past every target up to 12, and the Skill's "+1 degree". Every
 * figure comes from solveTest and skillRaisesOneDegree (rollWeights and degreeOf).
 */
import { claimMaker, exactFigure, type AuditClaim } from "../../framework/audit.js";
import { Rational } from "../../core/exact/rational.js";
import { DEGREES } from "../../models/zilch/suit-test.js";
import { skillRaisesOneDegree, solveTest } from "../../models/zilch/suit-test.js";
import { citeRules } from "../../framework/rules-citation.js";
import { itemAt } from "../../core/checked-index.js";

const SEED = "004_7b062b2a62016866.txt";

/** A zilch claim from its fields, with the game and the seed. */
const claimFrom = claimMaker("zilch", SEED);
const SUIT_TEST = "Roll 1d12, which explodes into a +d8. (That is, on a die result of 12, +1d8.)";

function sixIsHalf(): AuditClaim {
  const single = solveTest(6, false).pSuccess;
  const chained = solveTest(6, true).pSuccess;
  const half = Rational.of(1, 2);
  const holds = single.equals(half) && chained.equals(half);
  return claimFrom({
    id: "suit-6-fifty-percent",
    title: "Suit 6 succeeds 50%",
    section: "Suit Test",
    quote: "The human average Suit value is a 6, which succeeds an average task 50% of the time.",
    rulesRef: citeRules("2.2"),
    question: "P(1d12, a 12 adding 1d8, rolls at or under 6)?",
    figure: `P(success) at target 6 is ${exactFigure(single)}; with the chained d8 (explodeChain) ${exactFigure(chained)}`,
    verdict: holds ? "holds" : single.equals(half) ? "depends on the reading" : "fails",
    detail: holds
      ? "Holds exactly under both readings: a roll of 6 or less never explodes, so the d8 cannot matter (6 of the d12's 12 faces)."
      : "The exploding die changes the figure; see the two readings.",
    exact: { "target 6": single.toString(), "target 6, chained d8": chained.toString() },
  });
}

function twelveNeverPasses(): AuditClaim {
  const at = (target: number) => solveTest(target, false).pSuccess;
  const eleven = at(11);
  // From the first target whose chance exceeds target 11's, a d12 showing 12 (then 12 + d8) can pass.
  let firstPassing = 12;
  while (at(firstPassing).equals(eleven)) firstPassing++;
  const passesAt = (target: number) => at(target).subtract(eleven);
  return claimFrom({
    id: "twelve-never-passes",
    title: "a 12 never passes a roll-under test",
    section: "Suit Test",
    quote: `${SUIT_TEST} To succeed in a test, roll less than or equal to your relevant skill value`,
    rulesRef: citeRules("2.1"),
    question: "For which targets can a d12 showing 12 (which becomes 13..20) still succeed?",
    figure:
      `P(success) is ${exactFigure(eleven)} at target 11 and ${exactFigure(at(12))} at target 12; ` +
      `from target ${firstPassing} a 12 can pass: P(12 shown and passing) is ${exactFigure(passesAt(firstPassing))} at ${firstPassing}, ${exactFigure(passesAt(20))} at 20`,
    verdict: "partly",
    detail:
      `A 12 never stands, so it fails every target up to ${firstPassing - 1}: every unaided Suit up to a queen (12), which is why Suits 11 and 12 succeed alike on a plain test. ` +
      `From target ${firstPassing} (a king or an ace, or any Suit from 8 with a Skill) 12 + d8 can pass.`,
    exact: { "target 11": eleven.toString(), "target 12": at(12).toString(), [`target ${firstPassing}`]: at(firstPassing).toString() },
  });
}

/** Sorted integers as ranges: "2–10, 12". */
function spans(values: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < values.length; i++) {
    let j = i;
    while (j + 1 < values.length && values[j + 1] === itemAt(values, j) + 1) j++;
    parts.push(i === j ? `${values[i]}` : `${values[i]}–${values[j]}`);
    i = j;
  }
  return parts.join(", ") || "none";
}

function skillAddsOneDegree(): AuditClaim {
  const suits = Array.from({ length: 13 }, (_, i) => i + 2);
  const chances = suits.map((suit) => ({ suit, chance: skillRaisesOneDegree(suit) }));
  const lowest = chances.reduce((low, c) => (c.chance.compare(low.chance) < 0 ? c : low));
  const highest = chances.reduce((high, c) => (c.chance.compare(high.chance) > 0 ? c : high));
  const half = Rational.of(1, 2);
  const mostEverywhere = chances.every((c) => c.chance.compare(half) > 0);
  const most = chances.filter((c) => c.chance.compare(half) > 0).map((c) => c.suit);
  return claimFrom({
    id: "skill-adds-one-degree",
    title: "a Skill's +5 adds 1 degree, mostly",
    section: "Skills",
    quote: "Whenever rolling a test to which one of your Skills applies, +5 to your Suit. (In most cases, this adds 1 to your resulting degree of success.)",
    rulesRef: citeRules("2.2"),
    question: `P(the roll's degree (${DEGREES.join(", ")}) is exactly one better with the Skill than without), for Suits 2..14`,
    figure:
      `Suit 6: ${exactFigure(skillRaisesOneDegree(6))}; lowest at Suit ${lowest.suit}, ${exactFigure(lowest.chance)}; highest at Suit ${highest.suit}, ${exactFigure(highest.chance)}`,
    verdict: mostEverywhere ? "holds" : chances.some((c) => c.chance.compare(half) > 0) ? "partly" : "fails",
    detail:
      "The degree bands are 5 wide, so +5 moves each roll one band up, unless it is a critical success already or a critical failure beyond reach. " +
      (mostEverywhere
        ? "That is more than half of the rolls for every Suit from 2 to 14."
        : `That is more than half of the rolls for Suits ${spans(most)} only; for higher Suits most rolls are critical successes already, which a Skill cannot raise.`),
    exact: Object.fromEntries(chances.map((c) => [`Suit ${c.suit}`, c.chance.toString()])),
  });
}

/**
 * zilch / agony's audited claims (docs/rules.md 2.1, 2.2, 6), each figure from the exact solver. O(targets²).
 * @example auditZilch().map((claim) => claim.verdict) // ["holds", "partly", "partly"]
 */
export function auditZilch(): AuditClaim[] {
  return [sixIsHalf(), twelveNeverPasses(), skillAddsOneDegree()];
}
