/**
 * RULES.md 4.4, Wounds, Shock and rest: Shock at 3 Wounds (every Trait counts 0), permanent injury at 5,
 * exit above 5; a half rest refills the hand to 3 and lowers Strain to 1, a full rest to 5 and 0.
 */

/** The rest kinds (docs/rules.md 4.4). */
export const RESTS = ["half", "full"] as const;
export type Rest = (typeof RESTS)[number];

/** Shock: 3 or more Wounds (docs/rules.md 4.4), when every Trait counts as rank 0. */
export const SHOCK_WOUNDS = 3;
/** Permanent injury at 5 Wounds; more than 5 and the character exits the story (docs/rules.md 4.4). */
export const INJURY_WOUNDS = 5;

/** The rank a Trait counts as (docs/rules.md 4.4): 0 in Shock. */
export function traitInEffect(trait: number, wounds: number): number {
  return wounds >= SHOCK_WOUNDS ? 0 : trait;
}

/** What a rest leaves (docs/rules.md 4.4): the hand refilled to `hand` cards, Strain reduced to `strain`. */
export const REST_EFFECTS: Readonly<Record<Rest, { readonly hand: number; readonly strain: number }>> = {
  half: { hand: 3, strain: 1 },
  full: { hand: 5, strain: 0 },
};

