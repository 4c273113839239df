/**
 * The audit of Ultimo's claims about its own odds and numbers (docs/rules.md 3.1, 3.9 and 6): the foe
 * guidelines for the example foes (from solveExchange and attacksToDefeat), the Aid limit against the
 * Butler's trait, and the example characters' stamina.
 */
import { claimMaker, exactFigure, type AuditClaim, type ClaimAsTarget, type Verdict } from "../../framework/audit.js";
import { formatNumber } from "../../framework/format.js";
import { Rational } from "../../core/exact/rational.js";
import { attacksToDefeat, solveExchange } from "../../models/ultimo/attack.js";
import { attackPower, stamina } from "../../models/ultimo/character.js";
import { unpairedTally } from "../../models/ultimo/pairing.js";
import { FOE_NAMES, FOES, type Foe } from "../../models/ultimo/foes.js";
import { overwhelmingExpertise } from "../../models/ultimo/outcome.js";
import { DEFAULT_RULES } from "../../models/ultimo/rules.js";
import { citeRules } from "../../framework/rules-citation.js";
import { itemAt } from "../../core/checked-index.js";

const SEED = "003_2c199a6a66e689ad.txt";

/** An Ultimo claim from its fields, with the game and the seed. */
const claimFrom = claimMaker("ultimo", SEED);

/**
 * The guideline's character (docs/rules.md 3.9): attack power 5; a 7-card hand (the example characters' stamina),
 * played greedily, no weapon. The seed names no weapon, so a guideline this attacker misses is checked
 * again with the seed's lightest sample weapons (ARMED_READINGS).
 */
export const GUIDELINE_ATTACKER = { attackPower: 5, handSize: 7, weapon: 0, policy: "greedy", queenValue: 2 } as const;

/** The seed's lightest sample weapons ("Sample Weapons": Dagger +1, Shortsword +2), the other readings of the guideline's attacker. */
export const ARMED_READINGS = [
  { weapon: 1, name: "a dagger (+1)" },
  { weapon: 2, name: "a shortsword (+2)" },
] as const;

/** How far the exact chain of attacks is followed; a foe standing after this many is "more than" it. */
const MAX_ATTACKS = 40;

/** What the audit reads off the chain of attacks against one foe. */
export interface FoeSurvival {
  /** P(defeated by attack n), n = 1..MAX_ATTACKS. */
  readonly byAttack: readonly Rational[];
  /** The median number of attacks survived (attacks to defeat − 1), or undefined past MAX_ATTACKS. */
  readonly medianSurvived: number | undefined;
  /** P(the attacks survived lie in the guideline's range). */
  readonly pWithinGuideline: Rational;
  readonly expectedAttacks: Rational | undefined;
  /** The most damage one attack deals before soak. */
  readonly maxDealt: number;
}

/**
 * How many attacks of the guideline's character a foe survives (docs/rules.md 3.9): one exact exchange
 * against the foe's melee attack power, then the Markov chain of attacksToDefeat; "survives n attacks" is
 * read as attacks to defeat − 1, and the guideline as its median. Cost: one solveExchange (about half a
 * second for a 7-card hand) plus the chain.
 * @example foeSurvival(FOES.fanatic).medianSurvived // 3
 * @example foeSurvival(FOES.fanatic, 1).medianSurvived // 2
 */
export function foeSurvival(foe: Foe, weapon: number = GUIDELINE_ATTACKER.weapon): FoeSurvival {
  const { attackPower, handSize, policy, queenValue } = GUIDELINE_ATTACKER;
  const exchange = solveExchange(handSize, attackPower, weapon, foe.meleeWeapon, policy, DEFAULT_RULES, queenValue, foe.melee);
  const { byAttack, expected } = attacksToDefeat(exchange.dealt, foe, MAX_ATTACKS);
  const half = Rational.of(1, 2);
  const median = byAttack.findIndex((p) => p.compare(half) >= 0);
  const defeatedBy = (attacks: number) => (attacks <= 0 ? Rational.ZERO : itemAt(byAttack, attacks - 1));
  const { min, max } = foe.guideline;
  // Survived s attacks = defeated at attack s + 1.
  const pWithinGuideline = (max === undefined ? Rational.ONE : defeatedBy(max + 1)).subtract(defeatedBy(min));
  return { byAttack, medianSurvived: median < 0 ? undefined : median, pWithinGuideline, expectedAttacks: expected, maxDealt: Math.max(...exchange.dealt.outcomes) };
}

function guidelineQuote(foe: Foe): string {
  const survives = { minion: "1 or 2", "greater minion": "3-5", host: "10+" }[foe.guideline.kind];
  return `Should be able to survive ${survives} attacks from a character with 5 attack power.`;
}

function foeClaim(name: (typeof FOE_NAMES)[number]): AuditClaim {
  const foe = FOES[name];
  const survival = foeSurvival(foe);
  const { min, max, kind } = foe.guideline;
  const range = max === undefined ? `${min} or more` : min === max ? `${min}` : `${min}–${max}`;
  const median = survival.medianSurvived;
  const isWithin = (m: number | undefined) => (m === undefined ? max === undefined : m >= min && (max === undefined || m <= max));
  const within = isWithin(median);
  // Unarmed misses the guideline: does a light weapon of the seed's meet it? Then it rests on the reading.
  const armed = within ? [] : ARMED_READINGS.map((reading) => ({ ...reading, median: foeSurvival(foe, reading.weapon).medianSurvived }));
  const armedWithin = armed.filter((reading) => isWithin(reading.median));
  const verdict: Verdict = within ? "holds" : armedWithin.length > 0 ? "depends on the reading" : "fails";
  const armedText = armed.map((reading) => `with ${reading.name}: median ${reading.median ?? `over ${MAX_ATTACKS}`}`);
  const neverDefeated = survival.expectedAttacks === undefined && itemAt(survival.byAttack, survival.byAttack.length - 1).equals(Rational.ZERO);
  const medianText =
    neverDefeated
      ? `never defeated: one attack deals at most ${survival.maxDealt} before soak ${foe.soak}`
      : median === undefined
      ? `it is still standing after ${MAX_ATTACKS} attacks more often than not (P(defeated by attack ${MAX_ATTACKS}) ${exactFigure(itemAt(survival.byAttack, survival.byAttack.length - 1))})`
      : `median attacks survived ${median} (P(defeated by attack ${median + 1}) ${exactFigure(itemAt(survival.byAttack, median))})`;
  const expected = survival.expectedAttacks === undefined ? [] : [`expected attacks to defeat ${formatNumber(survival.expectedAttacks.toNumber())}`];
  // The claim as a balance question: the weapon (0..3) that brings the median attacks survived into the guideline.
  const question: ClaimAsTarget = {
    game: "ultimo",
    analysis: "attack",
    fixed: { limit: GUIDELINE_ATTACKER.attackPower, handSize: GUIDELINE_ATTACKER.handSize, policy: GUIDELINE_ATTACKER.policy, foe: name },
    choose: [["weapon", [0, 1, 2, 3]]],
    targets: [{ figure: "medianAttacksSurvived", atLeast: min, ...(max === undefined ? {} : { atMost: max }) }],
  };
  const asTarget = within ? {} : { asTarget: question };
  return claimFrom({
    ...asTarget,
    id: `foe-${name}`,
    title: `${foe.name} (${kind}) survives ${range} attacks`,
    section: "Creating foes: Health and Soak",
    quote: guidelineQuote(foe),
    rulesRef: citeRules("3.9"),
    question: `How many attacks of attack power 5 (hand ${GUIDELINE_ATTACKER.handSize}, greedy, no weapon) does the ${foe.name} (health ${foe.health}, soak ${foe.soak}, melee ${foe.melee}) survive?`,
    figure: [`unarmed: ${medianText}`, `P(survives ${range}) ${exactFigure(survival.pWithinGuideline)}`, ...expected, ...armedText].join("; "),
    verdict,
    detail:
      `Each attack is one exchange against difficulty ${foe.melee} with a fresh 7-card hand; damage through soak ${foe.soak}${foe.armor > 0 ? ` (${foe.armor} of it armor, lost to a hit of ${foe.armor} or more)` : ""}. ` +
      (within
        ? `The ${kind} guideline holds${neverDefeated ? " trivially: this attacker can never bring it down" : " at the median"}.`
        : `The ${kind} guideline says ${range}; against an unarmed attacker the ${foe.name} survives ${median === undefined || (max !== undefined && median > max) ? "more" : "fewer"} at the median` +
          (armedWithin.length > 0
            ? `, but with ${armedWithin.map((reading) => reading.name).join(" or ")} it survives ${range}: the seed does not say how the character is armed.`
            : `, and still does with ${armed.map((reading) => reading.name).join(" or ")}.`)),
    exact: Object.fromEntries(survival.byAttack.slice(0, 12).map((p, i) => [`P(defeated by attack ${i + 1})`, p.toString()])),
  });
}

function aidClaim(): AuditClaim {
  const aidLimit = 12;
  const butlerBase = 15;
  const butler = 17;
  // The seed's "Checks usually range in difficulty from 0-15": the hardest usual check.
  const hardest = 15;
  const tally = (cards: number) => {
    const { successes, failures } = unpairedTally(cards, hardest);
    return `${cards} cards ${successes > 0 ? `${successes} unpaired successes` : failures > 0 ? `${failures} unpaired failures` : "no unpaired card"}`;
  };
  return claimFrom({
    id: "aid-limit",
    title: "Aid 12, yet the Butler's 17 instead of 15",
    section: "Aid; Backgrounds: Butler",
    quote: "Players acting as a team can play up to 12 cards together. … When this character aids others the party can play 17 cards instead of 15.",
    rulesRef: citeRules("3.1"),
    question: "Do the Aid rule and the Butler's trait agree on how many cards a team may play?",
    figure: `Aid limit ${aidLimit}, the Butler's base ${butlerBase} (${butlerBase - aidLimit} more); at difficulty ${hardest}: ${[aidLimit, butlerBase, butler].map(tally).join(", ")}`,
    verdict: "fails",
    detail:
      `The seed contradicts itself: the Aid rule's limit is ${aidLimit}, the Butler's trait assumes ${butlerBase}. The toolkit keeps ${aidLimit} (--aid-limit, ${citeRules("3.1")}); ` +
      `reading the trait as +${butler - butlerBase} over the Aid limit gives the Butler's team ${aidLimit + butler - butlerBase}. ` +
      `Against the hardest usual difficulty the difference is whole failures before any card is compared.`,
  });
}

/** The seed's two example characters: the ratings and skills their figures use, and the figures its table prints. */
export const EXAMPLE_CHARACTERS = [
  {
    name: "Amoral Mad Scientist",
    ratings: { str: 1, vit: 6, agi: 6 },
    skills: { brawling: 0, shooting: 0, toughness: 0 },
    printed: { stamina: 7, health: 6, melee: 3, ranged: 3 },
  },
  {
    name: "Kind-Hearted Abomination",
    ratings: { str: 10, vit: 6, agi: 1 },
    skills: { brawling: 4, shooting: 0, toughness: 2 },
    printed: { stamina: 7, health: 8, melee: 9, ranged: 5 },
  },
] as const;

function staminaClaim(): AuditClaim {
  const rows = EXAMPLE_CHARACTERS.map((c) => ({ ...c, printedStamina: c.printed.stamina, bare: stamina(c.ratings, false), full: stamina(c.ratings, true) }));
  const bareMatches = rows.every((r) => r.bare === r.printedStamina);
  const fullMatches = rows.every((r) => r.full === r.printedStamina);
  const verdict: Verdict = bareMatches && fullMatches ? "holds" : bareMatches || fullMatches ? "depends on the reading" : "fails";
  return claimFrom({
    id: "example-stamina",
    title: "example characters' stamina is 7",
    section: "Example Characters; Stamina; Health",
    quote: "4+ ½ AGI or ½ VIT … Having full health increases a character's stamina by +1. … <i>Stamina</i>\t7\t7",
    rulesRef: citeRules("3.1"),
    question: "Does 4 + ½ AGI or ½ VIT (+1 at full health) give the printed stamina of 7?",
    figure: rows.map((r) => `${r.name} (AGI ${r.ratings.agi}, VIT ${r.ratings.vit}): ${r.bare}, ${r.full} at full health; printed ${r.printedStamina}`).join("; "),
    verdict,
    detail: bareMatches
      ? "The table holds if it lists stamina without the full-health +1; at full health each of them holds 8 cards."
      : fullMatches
        ? "The table holds only with the full-health +1."
        : "Neither reading gives the printed figure.",
  });
}

function combatFiguresClaim(): AuditClaim {
  const rows = EXAMPLE_CHARACTERS.map((c) => ({
    name: c.name,
    printed: c.printed,
    // Health is VIT + Toughness (the seed's "VIT + Toughness").
    computed: { health: c.ratings.vit + c.skills.toughness, melee: attackPower(c.ratings, c.skills.brawling), ranged: attackPower(c.ratings, c.skills.shooting) },
  }));
  const figures = ["health", "melee", "ranged"] as const;
  const mismatches = rows.flatMap((r) => figures.filter((f) => r.computed[f] !== r.printed[f]).map((f) => `${r.name} ${f}`));
  return claimFrom({
    id: "example-attack-power",
    title: "example characters' health and attack power",
    section: "Example Characters; Character Abilities",
    quote: "VIT + Toughness … Melee: ½ STR or AGI + Brawling … Ranged: ½ STR or AGI + Shooting … <i>Health</i>\t6\t8 … <i>Melee</i>\t3\t9 … <i>Ranged</i>\t3\t5",
    rulesRef: citeRules("3.9"),
    question: "Do the rules give the printed health and attack powers (the card limits of their attacks) from the characters' ratings and skills?",
    figure: rows
      .map((r) => `${r.name}: ${figures.map((f) => `${f} ${r.computed[f]}${r.computed[f] === r.printed[f] ? "" : ` (printed ${r.printed[f]})`}`).join(", ")}`)
      .join("; "),
    verdict: mismatches.length === 0 ? "holds" : "fails",
    detail:
      mismatches.length === 0
        ? "Every printed figure follows from the ratings and skills; Shooting, and the Scientist's Brawling and Toughness, count 0 as the seed lists no such skill for them."
        : `Not reproduced: ${mismatches.join(", ")}.`,
  });
}

/** The difficulties 0..4 as overwhelming expertise treats them for `playable` cards: "success at 0, partial success at 1–2, nothing at 3–4". */
function expertiseOffers(playable: number, difficulties: readonly number[]): { text: string; covered: number } {
  const groups: { offer: string; from: number; to: number }[] = [];
  for (const difficulty of difficulties) {
    const offer = overwhelmingExpertise(playable, difficulty)?.replace("-", " ") ?? "nothing";
    const last = groups.at(-1);
    if (last !== undefined && last.offer === offer) last.to = difficulty;
    else groups.push({ offer, from: difficulty, to: difficulty });
  }
  const text = groups.map((g) => `${g.offer} at ${g.from === g.to ? g.from : `${g.from}–${g.to}`}`).join(", ");
  return { text, covered: difficulties.filter((d) => overwhelmingExpertise(playable, d) !== undefined).length };
}

function trivialChecksClaim(): AuditClaim {
  const trivial = [0, 1, 2, 3, 4];
  // Stamina 7 (the example characters) and 8 at full health; a card limit at least the hand.
  const hands = [7, 8];
  const offers = hands.map((hand) => ({ hand, ...expertiseOffers(hand, trivial) }));
  const best = Math.max(...offers.map((o) => o.covered));
  const verdict: Verdict = best === trivial.length ? "holds" : best === 0 ? "fails" : "partly";
  return claimFrom({
    id: "trivial-checks-expertise",
    title: "checks 0–4 are covered by overwhelming expertise",
    section: "Difficulty: 0-4",
    quote: "Checks between the values of 0-4 are considered trivial. … these checks are often covered by the overwhelming expertise rule.",
    rulesRef: citeRules("3.6"),
    question: "Which of the difficulties 0–4 does overwhelming expertise (D + 5 playable cards: partial success; D + 7: success) spare a 7- or 8-card hand?",
    figure: offers.map((o) => `${o.hand} cards: ${o.text}`).join("; "),
    verdict,
    detail:
      `Even a character whose card limit reaches the whole hand is spared at most ${best} of the ${trivial.length} trivial difficulties; a smaller card limit covers fewer. ` +
      `The example characters' hands hold 7 cards (8 at full health); overwhelming expertise counts min(card limit, hand size) (${citeRules("3.6")}).`,
  });
}

/**
 * Ultimo's audited claims (docs/rules.md 3.1, 3.9, 6): the three example foes against the foe guidelines, the
 * Aid limit against the Butler, and the example characters' stamina. Cost: three exact exchanges (about
 * 4 s of CPU in all on the 2-core reference machine, median of 3).
 */
export function auditUltimo(): AuditClaim[] {
  return [...FOE_NAMES.map(foeClaim), aidClaim(), staminaClaim(), combatFiguresClaim(), trivialChecksClaim()];
}
