/** The option specs several Kingstone analyses share: the check's dice and bonus, and the death-save chain's. */
import { OddsmithError } from "../../core/errors.js";
import { choiceOption, flagOption, integerOption, readOption, type OptionSpec } from "../../framework/options.js";
import { DEATH_RANGES } from "../../models/kingstone/death-saves.js";
import { LADDERS } from "../../models/kingstone/ladder.js";
import { BONUS_RANGE, CHECK_DICE_ALLOWED, checkDiceSetup, checkRollDice, DICE, GOALS, REROLLS, type DiceSetup } from "../../models/kingstone/roll.js";
import { citeRules } from "../../framework/rules-citation.js";

/** The dice a `--dice` value reads as, or the OddsmithError that refuses it. O(length). */
function readCheckDice(raw: string): ReturnType<typeof checkRollDice> | OddsmithError {
  try {
    return checkRollDice(raw);
  } catch (error) {
    if (error instanceof OddsmithError) return error;
    throw error;
  }
}

/**
 * `--dice` as a dice expression of the engine (docs/dice.md) with a numeric result, RULES.md 1.3's four names
 * among them; the value is the expression's canonical text ("2D6 + 1" → "2d6+1"). A refused value is
 * explained by the position and what was expected there, or by its `vs`.
 * @example diceOption.parse("4d6kh3") // "4d6kh3"
 */
export const diceOption: OptionSpec<string> = readOption<string>({ label: "Dice", help: "The dice rolled for the check: 2d6 as a rule; 3d6 at Strength V, 3d6 keeping the two highest, 2d8 at Ready VI, or any other dice expression (4d6kh3, 2d6+1d4, 2d6!, 4dF).", rules: "1.3",
  allowed: CHECK_DICE_ALLOWED,
  doc: `dice rolled, a dice expression (${citeRules("1.3")} names ${DICE.join(", ")}: 3d6 = Strength V, 3d6kh2 keeps the two highest, 2d8 = Ready VI; any other with a numeric result, e.g. 2d10, 4d6kh3, 2d6+1d4, 2d6!, 4dF; docs/dice.md)`,
  default: "2d6",
  read: (raw) => {
    const read = readCheckDice(raw);
    return read instanceof OddsmithError ? { refused: [`--${read.message}`] } : { value: read.text };
  },
});

/**
 * The problems between the dice options that each passed on its own (a one-die reroll needs one pool of
 * dice), in the CLI's words: the solvers' own check, its field named as a flag. O(1).
 * @example rollProblems({ dice: "2d6+1d4", reroll: "one-die", goal: "success", ladder: "paired" })[0].slice(0, 24) // "--reroll: expected none "
 */
export function rollProblems(setup: DiceSetup): string[] {
  try {
    checkDiceSetup(setup);
    return [];
  } catch (error) {
    if (error instanceof OddsmithError) return [`--${error.message}`];
    throw error;
  }
}

/** The options every Kingstone check-based analysis shares (docs/rules.md 1.1–1.3). */
export const rollOptions = {
  dice: diceOption,
  ladder: choiceOption(LADDERS, { label: "Degree ladder", help: "How margins above and below the DC become degrees of success and failure; paired agrees with all five worked examples.", rules: "1.2", doc: `degree ladder (${citeRules("1.2")}); paired agrees with all five worked examples`, default: "paired" }),
  reroll: choiceOption(REROLLS, { label: "Reroll", help: "Which reroll the character may take; it is taken whenever it helps the reroll goal.", rules: "1.3", doc: `reroll rule (${citeRules("1.3")}), taken by the optimal policy for --goal`, default: "none" }),
  goal: choiceOption(GOALS, { label: "Reroll goal", help: "What a reroll is taken for: the chance of success, or the expected degree (successes minus failures).", rules: "1.3", doc: "what an optimal reroll maximises: P(success) or the expected signed effect", default: "success" }),
} as const;

/** The check bonus: skill + attribute + situational modifiers (docs/rules.md 1.1). */
export const bonusOption = integerOption({ label: "Bonus", help: "What the character adds to the dice: skill + attribute + modifiers.", rules: "1.1", ...BONUS_RANGE, doc: "bonus added to the dice: skill + attribute + modifiers" });

/** The options of the death-save chain (docs/rules.md 1.5), shared by `death` and `fight`; ranges as the solver checks them. */
export const deathOptions = {
  endurance: integerOption({ label: "Endurance", help: "The dying character's Endurance, the only bonus of a death save.", rules: "1.5", ...DEATH_RANGES.endurance, doc: "the dying character's Endurance (its only bonus)" }),
  allyBonus: integerOption({ label: "Ally's bonus", help: "The ally's Proficiency roll bonus when stabilising.", rules: "1.5", ...DEATH_RANGES.allyBonus, default: 0, doc: "the ally's Proficiency roll bonus" }),
  allyAttempts: integerOption({ label: "Ally's attempts a round", help: "How many times an ally tries to stabilise each round (0: no help).", rules: "1.5", ...DEATH_RANGES.allyAttempts, default: 1, doc: "stabilising attempts per round (0 = no help)" }),
  allyFirst: flagOption({ label: "Ally there first", help: "An ally reaches the character before the first death save (DC 4).", rules: "1.5", doc: "an ally reaches the character before its first roll (DC 4)" }),
  startDc: integerOption({ label: "First save's DC", help: "The DC of the first death save; it does not reset within a session.", rules: "1.5", ...DEATH_RANGES.startDc, default: 7, doc: "DC of the first roll (does not reset within a session)" }),
} as const;
