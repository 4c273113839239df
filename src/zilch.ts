/**
 * zilch / agony (docs/rules.md 2), the public API of one game: `import { zilch } from "oddsmith"`.
 *
 * - The roll and the Suit test (2.1–2.2): `rollWeights`, `rollAtMost`, `degreeOf`, `targetOf`, `solveTest`,
 *   `testWeights`, `skillRaisesOneDegree`, with `DEGREES`, `TARGET_RANGE`, `SUIT_RANGE`, `MODIFIER_RANGE`.
 * - The die (2.1): every roll function, solver and sampler takes the designer's own die (`"d10!d6"`, the
 *   rules' `ZILCH_DIE` d12!d8 by default): `readZilchDie`, `checkDie`, `DIE_ALLOWED`, `DIE_LIMITS`.
 * - The contest (2.3): `solveContest`, `contestWeights`, `contestOutcome`, `tieWinner`, `contestGrid`.
 * - Damage (2.4): `solveDamage`, `damageOf`, `WEAPONS`, `WEAPON_BONUS`.
 * - Character generation (2.5): `solveChargen`, `cardStats`, `pointBuyStats`, `independentStats`, `solveCardDeal`.
 * - Samplers (seeded trial loops for src/sim): `sampleTest`, `sampleContest`, `sampleTable`, `sampleDamage`, `sampleChargen`.
 * - The analyses as the registry runs them, by CLI name (`analyses.test`, derived from the registry), and the
 *   audit of the rulebook's claims (`auditZilch`).
 *
 * Every solver and sampler checks its setup once and throws OddsmithError naming a bad field.
 */
import { analysesByName } from "./analyses/index.js";
export { rollAtMost, rollTable, rollWeights } from "./models/zilch/roll.js";
export { DEGREES, degreeOf, succeeds, type Degree } from "./models/zilch/suit-test.js";
export { MODIFIER_RANGE, SUIT_RANGE, TARGET_RANGE, parseSuitValue, targetOf, type TargetParts } from "./models/zilch/target.js";
export { DIE_ALLOWED, DIE_LIMITS, ZILCH_DIE, checkDie, readZilchDie, type DieReading, type ZilchDie } from "./models/zilch/die.js";
export { skillRaisesOneDegree, solveTest, testWeights, type TestSolution } from "./models/zilch/suit-test.js";
export { CONTEST_OUTCOMES, TIES, checkContestSetup, contestOutcome, contestWeights, solveContest, tieWinner, type ContestOutcome, type ContestSetup, type ContestWeights, type Ties } from "./models/zilch/contest.js";
export { contestGrid, type ContestCell } from "./models/zilch/table.js";
export { FUDGE_DIE, MAX_DR, NO_EFFECT, WEAPONS, WEAPON_BONUS, damageOf, damageOutcome, dealt, solveDamage, type Weapon } from "./models/zilch/damage.js";
export {
  HIGH_POWERED_ROLLS,
  MAX_PLAYERS,
  MEASURES,
  METHODS,
  POINTS,
  START_RANGE,
  cardDealOf,
  cardStats,
  checkChargenSetup,
  independentStats,
  pointBuyStats,
  pointCost,
  rolledSuit,
  solveChargen,
  type ChargenSetup,
  type ChargenStats,
  type HighPoweredRoll,
  type Measure,
  type Method,
} from "./models/zilch/chargen.js";
export { checkCardDeal, redraws, solveCardDeal, type CardDeal, type SeatHand } from "./models/zilch/card-deal.js";
export { DEGREE_GROUP, sampleTest } from "./models/zilch/sample/suit-test.js";
export { CONTEST_GROUP, sampleContest } from "./models/zilch/sample/contest.js";
export { cellGroup, sampleTable, targetGroup } from "./models/zilch/sample/table.js";
export { DAMAGE_GROUP, sampleDamage } from "./models/zilch/sample/damage.js";
export { sampleChargen, seatGroups, seatQuantities } from "./models/zilch/sample/chargen.js";
export { describeMethod } from "./analyses/zilch/describe-method.js";
export { auditZilch } from "./analyses/zilch/audit.js";
/** Every zilch analysis of the registry by its CLI name (`zilch.analyses["test"]`), in display order: a new one is here from its registry line on. */
export const analyses = analysesByName("zilch");
