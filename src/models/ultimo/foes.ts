/**
 * Foes (docs/rules.md 3.9): their combat figures, the seed's example foes, and a custom foe from its figures.
 */

/** A foe's combat figures (docs/rules.md 3.9). */
export interface Foe {
  readonly name: string;
  readonly health: number;
  /** Toughness + armor + shield. */
  readonly soak: number;
  /** The part of the soak that is armor, lost once a hit of at least this much lands. */
  readonly armor: number;
  readonly melee: number;
  readonly ranged: number;
  /** The foe's weapon damage, by attack. */
  readonly meleeWeapon: number;
  readonly rangedWeapon: number;
  /** Patience (the seed's "Patience"; 0 for a foe without it: minions). */
  readonly patience: number;
  /** The seed's guideline for attacks survived from attack power 5: minion 1–2, greater minion 3–5, host 10+. */
  readonly guideline: { readonly kind: string; readonly min: number; readonly max: number | undefined };
}

/** The seed's example foes (docs/rules.md 3.9); weapon damage is 0 where the seed names none; only Horus lists patience (20). */
export const FOES: Readonly<Record<"fanatic" | "cultist" | "horus", Foe>> = {
  fanatic: { name: "Fanatic", health: 6, soak: 1, armor: 0, melee: 6, ranged: 4, meleeWeapon: 0, rangedWeapon: 0, patience: 0, guideline: { kind: "minion", min: 1, max: 2 } },
  cultist: { name: "Cultist", health: 8, soak: 2, armor: 0, melee: 6, ranged: 8, meleeWeapon: 0, rangedWeapon: 0, patience: 0, guideline: { kind: "greater minion", min: 3, max: 5 } },
  horus: { name: "Horus the Corrupted", health: 18, soak: 10, armor: 5, melee: 11, ranged: 15, meleeWeapon: 5, rangedWeapon: 0, patience: 20, guideline: { kind: "host", min: 10, max: undefined } },
};
export const FOE_NAMES = ["fanatic", "cultist", "horus"] as const;

/**
 * The foe an attack or fight faces (docs/rules.md 3.9): an example foe, or the custom foe its flags describe
 * (soak and armor 0, weapon 0 and no patience unless given). O(1).
 * @throws {RangeError} for a custom foe without its health or attack power (the options require both)
 * @example foeOf({ foePower: 4, foeHealth: 6 }).soak // 0
 */
export function foeOf(params: {
  foe?: keyof typeof FOES | undefined;
  foeHealth?: number | undefined;
  foeSoak?: number | undefined;
  foeArmor?: number | undefined;
  foePower?: number | undefined;
  foeWeapon?: number | undefined;
  foePatience?: number | undefined;
}): Foe {
  if (params.foe !== undefined) return FOES[params.foe];
  const { foeHealth, foePower } = params;
  if (foeHealth === undefined || foePower === undefined) throw new RangeError("a custom foe needs its health and its attack power");
  return {
    name: "custom foe",
    health: foeHealth,
    soak: params.foeSoak ?? 0,
    armor: params.foeArmor ?? 0,
    melee: foePower,
    ranged: foePower,
    meleeWeapon: params.foeWeapon ?? 0,
    rangedWeapon: params.foeWeapon ?? 0,
    patience: params.foePatience ?? 0,
    guideline: { kind: "", min: 0, max: undefined },
  };
}
