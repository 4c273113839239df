/**
 * Kingstone, the public API of one game: `import { kingstone } from "oddsmith"`. 2d6 + bonus against a
 * DC, read on a ladder of degrees (docs/rules.md 1). In it:
 * - the rules as data and pure functions: the degree ladders (`degreeOf`), the dice and reroll rules, the
 *   side rolls, the death-save chain's DCs, the levelling of skills, the example enemies and their quirks,
 *   the rulebook's worked examples;
 * - the exact solvers: `solveRoll`, `solveCheck`, `solveTable`, `pickDc`, `solveDeathSaves`, `levelSteps`,
 *   `sideRollChance`, `impliedBonus`; each checks its setup once and throws an `OddsmithError` naming a bad field;
 * - the samplers' trial loops (`sampleCheck`, `sampleTable`, `samplePickDc`, `sampleDeathSaves`,
 *   `sampleSideRolls`, `sampleFight`) and the dice they draw (`checkDice`, `deathSavesRoller`);
 * - the analyses the CLI and the report run, by CLI name (`analyses.check`, derived from the registry), and the rulebook audit.
 * Re-exports only.
 */
import { analysesByName } from "./analyses/index.js";
export { LADDERS, degreeOf, degreeName, extraEffect, signedEffect, compareDegreeNames, type Ladder, type Degree } from "./models/kingstone/ladder.js";
export {
  DICE,
  DICE_POOLS,
  REROLLS,
  GOALS,
  DC_RANGE,
  checkDiceSetup,
  checkRollDice,
  canonicalDiceText,
  diceResultRange,
  CHECK_DICE_ALLOWED,
  type CheckDiceRoll,
  rerollPool,
  REROLL_POOL_LIMIT,
  checkRollSetup,
  rerollRule,
  solveRoll,
  rerollAdvice,
  pickDcCandidates,
  type Dice,
  type Reroll,
  type Goal,
  type RollSetup,
  type DiceSetup,
  type RerollAdvice,
} from "./models/kingstone/roll.js";
export { solveCheck, meetsDc, type CheckSolution } from "./models/kingstone/check.js";
export { solveTable, type TableCell } from "./models/kingstone/table.js";
export { pickDc, closestToTarget, type DcPick, type DcChance } from "./analyses/kingstone/pick-dc.js";
export { solveDeathSaves, checkDeathSetup, DEATH_OUTCOMES, DEATH_RANGES, ALLY_FIRST_DC, DEATH_DC_STEP, type DeathSetup, type DeathSolution, type DeathRound } from "./models/kingstone/death-saves.js";
export { levelSteps, MAX_LEVEL, type LevelStep, type MarksSetup } from "./models/kingstone/marks.js";
export { sideRollChance, SIDE_ROLLS, type SideRollName } from "./models/kingstone/side-rolls.js";
export { ENEMIES, NO_QUIRKS, enemyNamed, customEnemy, harmSlots, type Enemy, type EnemyQuirks } from "./models/kingstone/enemies.js";
export { plainChance, impliedBonus, type ImpliedBonus } from "./models/kingstone/dc-advice.js";
export { WORKED_EXAMPLES, laddersReproducing, type WorkedExample } from "./models/kingstone/worked-examples.js";
export { sampleCheck, checkDice, checkDegrees, CHECK_TABLE_LIMIT, CHECK_GROUP, CHECK_QUANTITIES, type CheckDice, type CheckDegrees } from "./models/kingstone/sample/check.js";
export { sampleTable, tableCellGroup, tableEffectQuantity, tableCells } from "./models/kingstone/sample/table.js";
export { samplePickDc } from "./models/kingstone/sample/pick-dc.js";
export { sampleDeathSaves, deathSavesRoller, rollDeathSaves, roll2d6, deathRoundLimit } from "./models/kingstone/sample/death-saves.js";
export { sampleSideRolls, SIDE_OUTCOMES } from "./models/kingstone/sample/side-rolls.js";
export { sampleFight } from "./models/kingstone/sample/fight.js";
export { checkFightSetup, FIGHT_OUTCOMES, FIGHT_RANGES, fightGroup, type FightSetup, type FightOutcome } from "./models/kingstone/fight.js";
export { DISCIPLINES, NO_MODIFIERS, SPELL_BASE_DC, SPELL_COUNT_MAX, SPELL_COUNTS, SPELL_MODIFIERS, SPELL_SWITCHES, checkSpell, spellConflicts, spellDc, type Discipline, type SpellConflict, type SpellDcTerm, type SpellModifier, type SpellSetup } from "./models/kingstone/spell.js";
export { parseEnemies, fightSetupOf } from "./analyses/kingstone/fight.js";
export { auditKingstone } from "./analyses/kingstone/audit.js";
export { formatBonus, withBonus } from "./analyses/kingstone/labels.js";
/** Every kingstone analysis of the registry by its CLI name (`kingstone.analyses["check"]`), in display order: a new one is here from its registry line on. */
export const analyses = analysesByName("kingstone");
