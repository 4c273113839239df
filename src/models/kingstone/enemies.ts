/**
 * The rulebook's example enemies (seed 001, "Example Enemies"; ACs as docs/rules.md 1.7 lists them) and what
 * their quirks do in a fight of one character against one enemy. The seed prints an AC and a quirk for
 * each, but no harm (health): a fight takes the enemy's harm as an option.
 */

/** What an enemy's quirks change in a one-on-one fight (all zero/false for a plain enemy). */
export interface EnemyQuirks {
  /** "Effect from failing rolls on it is doubled" (2), "tripled" (3). */
  readonly effectMultiplier: number;
  /** Greenskin Shanka: "can reduce their harm taken by one, once per round". */
  readonly harmReduction: number;
  /** Skeletal Grudgebearer: "regains one harm every round". */
  readonly regeneration: number;
  /** Skeletal Grudgebearer: "for every harm it takes, the person who dealt it receives a -2 to their next roll". */
  readonly penaltyPerHarm: number;
  /** Phase-Aligned Leprechaun: "after gathering six effect from failed rolls, disappears" (0 = never). */
  readonly escapeAfterEffect: number;
  /** Big Rat: "instead of one effect from a failed roll, … roll End vs 7. On a fail, they take two harm." */
  readonly enduranceTrade: boolean;
  /** Skyrat Chevalier: "on a failed roll, the player rolls Str vs 10 or takes one harm". */
  readonly strengthRoll: boolean;
  /** Dame Eris Tyche: "for every two harm she takes, returns one" (2; 0 = none). */
  readonly returnsOnePer: number;
  /** Warlich Ymir: "for each harm he deals, he … heal[s] one harm". */
  readonly healsPerHarmDealt: number;
  /** Horse-Sized Bacteria: "on any failed roll, for each effect it also creates an exact copy of itself but with half as many harm slots". */
  readonly copiesPerEffect: boolean;
}

/** One example enemy: its CLI word, its printed name, AC, quirks as modelled, and what is left out. */
export interface Enemy {
  readonly name: string;
  readonly title: string;
  readonly ac: number;
  readonly quirks: EnemyQuirks;
  /** Quirks that change nothing when one character fights this one enemy, and why. */
  readonly notModelled?: string;
}

/** A plain enemy: AC and harm only. */
export const NO_QUIRKS: EnemyQuirks = {
  effectMultiplier: 1,
  harmReduction: 0,
  regeneration: 0,
  penaltyPerHarm: 0,
  escapeAfterEffect: 0,
  enduranceTrade: false,
  strengthRoll: false,
  returnsOnePer: 0,
  healsPerHarmDealt: 0,
  copiesPerEffect: false,
};

/** The DC and harm of the Big Rat's Endurance roll, and of the Skyrat Chevalier's Strength roll (seed 001). */
export const RAT_ROLL = { dc: 7, harm: 2 } as const;
export const SKYRAT_ROLL = { dc: 10, harm: 1 } as const;

/** The example enemies in the order of docs/rules.md 1.7 (by AC). */
export const ENEMIES: readonly Enemy[] = [
  { name: "big-rat", title: "Big Rat", ac: 7, quirks: { ...NO_QUIRKS, enduranceTrade: true } },
  { name: "greenskin-shanka", title: "Greenskin Shanka", ac: 9, quirks: { ...NO_QUIRKS, harmReduction: 1 } },
  { name: "horse-sized-bacteria", title: "Horse-Sized Bacteria", ac: 10, quirks: { ...NO_QUIRKS, copiesPerEffect: true } },
  {
    name: "pter-orc-dactyl",
    title: "Pter-orc-dactyl",
    ac: 12,
    quirks: NO_QUIRKS,
    notModelled: "flight (no movement in a fight); +1 effect per other Pter-orc-dactyl (there is none)",
  },
  {
    name: "warlich-ymir",
    title: "Warlich Ymir",
    ac: 12,
    quirks: { ...NO_QUIRKS, effectMultiplier: 3, healsPerHarmDealt: 1 },
    notModelled: "the Dame's healing and taking his harm (she is not in the fight)",
  },
  {
    name: "dracosimian",
    title: "Dracosimian",
    ac: 13,
    quirks: { ...NO_QUIRKS, effectMultiplier: 2 },
    notModelled: "+1 AC per harm dealt until the start of the next round (the lone character's next roll is in the next round)",
  },
  { name: "skeletal-grudgebearer", title: "Skeletal Grudgebearer", ac: 14, quirks: { ...NO_QUIRKS, regeneration: 1, penaltyPerHarm: 2 } },
  { name: "skyrat-chevalier", title: "Skyrat Chevalier", ac: 14, quirks: { ...NO_QUIRKS, effectMultiplier: 2, strengthRoll: true }, notModelled: "flight" },
  {
    name: "dame-eris-tyche",
    title: "Dame Eris Tyche",
    ac: 15,
    quirks: { ...NO_QUIRKS, effectMultiplier: 2, returnsOnePer: 2 },
    notModelled: "taking the Warlich's harm (he is not in the fight)",
  },
  {
    name: "phase-aligned-leprechaun",
    title: "Phase-Aligned Leprechaun",
    ac: 16,
    quirks: { ...NO_QUIRKS, escapeAfterEffect: 6 },
    notModelled: "stealing a special (specials are not modelled)",
  },
];

/**
 * The example enemy with this CLI word, or undefined. O(enemies).
 * @example enemyNamed("big-rat").ac // 7
 */
export function enemyNamed(name: string): Enemy | undefined {
  return ENEMIES.find((enemy) => enemy.name === name);
}

/**
 * A custom enemy (`--ac`): an AC and a multiplier of its failures' effect, no other quirk. O(1).
 * @example customEnemy(12, 2).quirks.effectMultiplier // 2
 */
export function customEnemy(ac: number, effectMultiplier: number): Enemy {
  return { name: `ac-${ac}`, title: `AC ${ac}`, ac, quirks: { ...NO_QUIRKS, effectMultiplier } };
}

/**
 * A character's harm slots (seed 001): the class's wounds plus Endurance II's one slot and Endurance
 * VI's two more. O(1).
 * @example harmSlots(3, 6) // 6
 */
export function harmSlots(classSlots: number, endurance: number): number {
  return classSlots + (endurance >= 2 ? 1 : 0) + (endurance >= 6 ? 2 : 0);
}
