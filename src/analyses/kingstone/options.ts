/** The option specs several Kingstone analyses share: the check's dice and bonus, and the death-save chain's. */
import { choiceOption, flagOption, integerOption } from "../../core/options.js";
import { DEATH_RANGES } from "../../models/kingstone/death.js";
import { LADDERS } from "../../models/kingstone/ladder.js";
import { DICE, GOALS, REROLLS } from "../../models/kingstone/roll.js";

/** The options every Kingstone check-based analysis shares (docs/rules.md 1.1–1.3). */
export const rollOptions = {
  dice: choiceOption(DICE, { doc: "dice rolled (RULES.md 1.3): 3d6 = Strength V, 3d6kh2 keeps the two highest, 2d8 = Ready VI", default: "2d6" }),
  ladder: choiceOption(LADDERS, { doc: "degree ladder (RULES.md 1.2); paired agrees with all five worked examples", default: "paired" }),
  reroll: choiceOption(REROLLS, { doc: "reroll rule (RULES.md 1.3), taken by the optimal policy for --goal", default: "none" }),
  goal: choiceOption(GOALS, { doc: "what an optimal reroll maximises: P(success) or the expected signed effect", default: "success" }),
} as const;

/** The check bonus: skill + attribute + situational modifiers (docs/rules.md 1.1). */
export const bonusOption = integerOption({ min: -10, max: 20, doc: "bonus added to the dice: skill + attribute + modifiers" });

/** The options of the death-save chain (docs/rules.md 1.5), shared by `death` and `fight`; ranges as the solver checks them. */
export const deathOptions = {
  endurance: integerOption({ ...DEATH_RANGES.endurance, doc: "the dying character's Endurance (its only bonus)" }),
  allyBonus: integerOption({ ...DEATH_RANGES.allyBonus, default: 0, doc: "the ally's Proficiency roll bonus" }),
  allyAttempts: integerOption({ ...DEATH_RANGES.allyAttempts, default: 1, doc: "stabilising attempts per round (0 = no help)" }),
  allyFirst: flagOption({ doc: "an ally reaches the character before its first roll (DC 4)" }),
  startDc: integerOption({ ...DEATH_RANGES.startDc, default: 7, doc: "DC of the first roll (does not reset within a session)" }),
} as const;
