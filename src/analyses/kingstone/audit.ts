/**
 * The audit of Kingstone's claims about its own odds (docs/rules.md 1.7, 1.2 and 6): the DC advice, and the
 * degree table read three ways against the rulebook's five worked examples. Every figure comes from
 * solveCheck and degreeOf; this file words the claims.
 */
import { claimMaker, exactFigure, type AuditClaim, type Verdict } from "../../framework/audit.js";
import { Rational } from "../../core/exact/rational.js";
import { impliedBonus, plainChance, SEARCHED_BONUSES } from "../../models/kingstone/dc-advice.js";
import { degreeName, degreeOf, LADDERS, signedEffect } from "../../models/kingstone/ladder.js";
import { laddersReproducing, WORKED_EXAMPLES, type WorkedExample } from "../../models/kingstone/worked-examples.js";
import { NO_MODIFIERS, SPELL_MODIFIERS, spellDc, type SpellSetup } from "../../models/kingstone/spell.js";
import { formatBonus } from "./labels.js";
import { citeRules } from "../../framework/rules-citation.js";
import { itemAt } from "../../core/checked-index.js";

const SEED = "001_e8d89b9f1fbc07e2.txt";

/** A Kingstone claim from its fields, with the game and the seed. */
const claimFrom = claimMaker("kingstone", SEED);

/** "+2 gives 5/12 (41.7%)" for a plain check. */
function gives(bonus: number, dc: number): string {
  return `${formatBonus(bonus)} gives ${exactFigure(plainChance(bonus, dc))}`;
}

/** The figure and verdict of one DC claim: the exact bonus if there is one, else the two around it. */
function dcFigures(dc: number, target: Rational, claimed: string): Pick<AuditClaim, "figure" | "verdict" | "detail" | "exact"> {
  const implied = impliedBonus(dc, target);
  const untrained = `An untrained person with no attribute (+0) has ${exactFigure(plainChance(0, dc))} at DC ${dc}.`;
  const exact = Object.fromEntries(SEARCHED_BONUSES.filter((b) => b >= -1 && b <= 5).map((b) => [`bonus ${formatBonus(b)}`, plainChance(b, dc).toString()]));
  if (implied.exact.length > 0) {
    return {
      figure: `${implied.exact.map((bonus) => gives(bonus, dc)).join("; ")} at DC ${dc}, exactly ${claimed}`,
      verdict: "holds",
      detail: `Holds for a bonus of ${implied.exact.map(formatBonus).join(" or ")} exactly (2d6 + bonus ≥ ${dc}). ${untrained}`,
      exact,
    };
  }
  const around = [implied.below, implied.above].filter((b): b is number => b !== undefined);
  const nearest =
    implied.nearest.length > 1 ? `${implied.nearest.map(formatBonus).join(" and ")} are equally far from it` : `the nearest is ${formatBonus(itemAt(implied.nearest, 0))}`;
  return {
    figure: `no integer bonus gives ${claimed} at DC ${dc}: ${around.map((bonus) => gives(bonus, dc)).join(", ")}`,
    verdict: "fails",
    detail: `No bonus gives exactly ${claimed}; ${nearest}. ${untrained}`,
    exact,
  };
}

/** The dice a DC claim's nearest setting chooses among (docs/kingstone.md's designer dice), and the bonuses of an average person. */
const CLAIM_DICE = ["2d6", "3d6", "2d8", "2d10", "1d20", "3d6kh2", "4d6kh3"] as const;
const CLAIM_BONUSES = [-1, 0, 1, 2, 3, 4, 5] as const;

/** DC claims as a balance question: the dice and bonus that give each DC exactly its chance (docs/rules.md 1.7). */
function dcAsTarget(chances: ReadonlyArray<{ readonly dc: number; readonly chance: number }>): AuditClaim["asTarget"] {
  return { game: "kingstone", analysis: "check", fixed: {}, choose: [["dice", CLAIM_DICE], ["bonus", CLAIM_BONUSES]], targets: chances.map(({ dc, chance }) => ({ figure: "pSuccess", atLeast: chance, atMost: chance, when: { dc } })) };
}

/** The claim of the DC advice (docs/rules.md 1.7) that a DC is `claimed` for someone: its quote, question and figures. O(bonuses). */
function dcClaim(claim: Pick<AuditClaim, "id" | "title" | "quote">, dc: number, target: Rational, claimed: string): AuditClaim {
  return claimFrom({
    id: claim.id,
    title: claim.title,
    section: "Difficulty Classes",
    quote: claim.quote,
    rulesRef: citeRules("1.7"),
    question: `Which bonus gives 2d6 + bonus ≥ ${dc} a chance of ${claimed}?`,
    ...dcFigures(dc, target, claimed),
    asTarget: dcAsTarget([{ dc, chance: target.toNumber() }]),
  });
}

/**
 * Worked examples as a balance question (docs/rules.md 1.2): which ladder reads each example's total
 * against its DC as the degree it states. A total is the one-faced die 1d1 plus total − 1, so the check's
 * expected signed effect (docs/rules.md 1.3) is its one degree's, which names the degree.
 */
function examplesAsTarget(examples: readonly WorkedExample[]): AuditClaim["asTarget"] {
  const targets = examples.map((example) => {
    const effect = signedEffect(example.stated);
    return { figure: "expectedEffect", atLeast: effect, atMost: effect, when: { bonus: example.total - 1, dc: example.dc } };
  });
  return { game: "kingstone", analysis: "check", fixed: { dice: "1d1" }, choose: [["ladder", LADDERS]], targets };
}

function signed(margin: number): string {
  return margin > 0 ? `+${margin}` : margin < 0 ? `−${-margin}` : "0";
}

function exampleClaim(example: WorkedExample): AuditClaim {
  const margin = example.total - example.dc;
  const reproducing = laddersReproducing(example);
  const others = LADDERS.filter((ladder) => !reproducing.includes(ladder));
  const verdict: Verdict = others.length === 0 ? "holds" : reproducing.length === 0 ? "fails" : "depends on the reading";
  const against = example.id.includes("-ac-") ? "AC" : "DC";
  return claimFrom({
    id: example.id,
    title: `example: ${example.total} vs ${against} ${example.dc} is ${degreeName(example.stated)}`,
    section: example.section,
    quote: example.quote,
    rulesRef: citeRules("1.2"),
    question: `Which degree ladders give margin ${signed(margin)} the stated ${degreeName(example.stated)}?`,
    figure: `margin ${signed(margin)}: ${LADDERS.map((ladder) => `${ladder} ${degreeName(degreeOf(margin, ladder))}`).join(", ")}`,
    verdict,
    detail:
      others.length === 0
        ? `Every ladder reads margin ${signed(margin)} as ${degreeName(example.stated)}.`
        : `Reproduced by ${reproducing.join(", ") || "no ladder"}; not by ${others.join(", ")} (paired is the default, ${citeRules("1.2")}).`,
    asTarget: examplesAsTarget([example]),
  });
}

function ladderTableClaim(): AuditClaim {
  const counts = LADDERS.map((ladder) => {
    const missed = WORKED_EXAMPLES.filter((example) => !laddersReproducing(example).includes(ladder));
    const reproduced = WORKED_EXAMPLES.length - missed.length;
    const not = missed.length === 0 ? "" : ` (not ${missed.map((e) => `${e.total} vs ${e.id.includes("-ac-") ? "AC" : "DC"} ${e.dc}`).join(", ")})`;
    return { ladder, reproduced, text: `${ladder} ${reproduced} of ${WORKED_EXAMPLES.length}${not}` };
  });
  const all = counts.filter((c) => c.reproduced === WORKED_EXAMPLES.length).map((c) => c.ladder);
  return claimFrom({
    id: "degree-table",
    title: "the degree table (9 columns, 8 names)",
    section: "Degrees of Success",
    quote: "etc\t-4, -5\t-2, -3\t-1\tDC\t+1\t+2, +3\t+4, +5\tetc … Each degree of failure or success beyond the first adds an extra effect.",
    rulesRef: citeRules("1.2"),
    question: "Which reading of the table (ladder=paired, shifted, linear) reproduces all five worked examples?",
    figure: `worked examples reproduced: ${counts.map((c) => c.text).join("; ")}`,
    verdict: all.length === LADDERS.length ? "holds" : all.length === 0 ? "fails" : "depends on the reading",
    detail:
      `The table has nine margin columns but eight degree names (its last success column is even headed "Nth Degree Failure"), so it needs a reading. ` +
      `Only ${all.join(", ")} agrees with every worked example; it is the default (${citeRules("1.2")}).`,
    asTarget: examplesAsTarget(WORKED_EXAMPLES),
  });
}

const SPELL_SECTION = "Spell DCs";

/** A spell's DC and P(success) at a bonus, as the audit prints it. */
function spellFigure(bonus: number, spell: SpellSetup): { readonly dc: number; readonly chance: Rational } {
  const { dc } = spellDc(spell);
  return { dc, chance: plainChance(bonus, dc) };
}

/** The spell table's claims (docs/rules.md 1.7): its reach to the worked example's DC, and the two rows it leaves open. */
function spellClaims(): AuditClaim[] {
  const minusOne = SPELL_MODIFIERS.filter((row) => row.change("transmutation") === -1 && row.disciplines === undefined).map((row) => row.words);
  const targets = (discipline: SpellSetup["discipline"], extraTargets: number) => spellFigure(3, { ...NO_MODIFIERS, discipline, extraTargets });
  const perTarget = targets("restoration", 2);
  const once = targets("restoration", 1);
  const resurrect = { ...NO_MODIFIERS, discipline: "restoration", resurrection: true } as const;
  const oneMinus = spellFigure(3, { ...resurrect, diedMinute: true });
  const stacked = { dc: oneMinus.dc - 3, chance: plainChance(3, oneMinus.dc - 3) };
  return [
    claimFrom({
      id: "spell-example-dc",
      title: "the example spell's DC 9 comes from the table",
      section: "Example Play",
      quote: "after the GM has calculated the spell's Difficulty Class (DC) with the player, Ryeen rolls two six-sided dice … Ryeen gets a nine, which just meets, and as such beats, the spell DC.",
      rulesRef: citeRules("1.7"),
      question: "Can the spell table (base 10) give the frog spell a DC of 9, so that a 9 just meets it?",
      figure: `DC 9 = 10 − 1, from one −1 row (${minusOne.join(", ")}); at DC 9 a bonus of +3 succeeds ${exactFigure(plainChance(3, 9))}`,
      verdict: "holds",
      detail: `The table reaches 9 with any one −1 row; speaking to a frog on the road fits ${minusOne[0]}. A 9 then just meets it, as the example says.`,
      exact: { "bonus +3 DC 9": plainChance(3, 9).toString() },
    }),
    claimFrom({
      id: "spell-another-target",
      title: "+2/+3 \"Effects Another Target\"",
      section: SPELL_SECTION,
      quote: "Destruction, Transmutation\t+2 Effects Another Target … Restoration\t+3 Effects Another Target",
      rulesRef: citeRules("1.7"),
      question: "Does the row count once per extra target, and by how much for each discipline?",
      figure: `two extra targets of a Restoration spell: DC ${perTarget.dc} per target (${formatBonus(3)} succeeds ${exactFigure(perTarget.chance)}), DC ${once.dc} if counted once (${exactFigure(once.chance)}); Transmutation or Destruction +2 each`,
      verdict: "depends on the reading",
      detail: "The table lists the row twice, +2 for Destruction and Transmutation and +3 for Restoration, and does not say whether it counts per target. oddsmith's default counts it per extra target (--extra-targets N), as \"Per Other Spellcaster Helping\" counts per helper.",
      exact: { "bonus +3 per target": perTarget.chance.toString(), "bonus +3 once": once.chance.toString() },
    }),
    claimFrom({
      id: "spell-died-minute-day",
      title: "−3 died in the last minute, −3 in the last day",
      section: SPELL_SECTION,
      quote: "Restoration\t+3 Resurrection Attempt\t-3 Target Died in the last Minute\tRestoration … -3 Target Died in the last Day\tRestoration",
      rulesRef: citeRules("1.7"),
      question: "Does a target dead for under a minute (so also under a day) take −3 once or −6?",
      figure: `resurrection within the minute at ${formatBonus(3)}: DC ${oneMinus.dc} taking −3 once, ${exactFigure(oneMinus.chance)}; DC ${stacked.dc} if both rows stack, ${exactFigure(stacked.chance)}`,
      verdict: "depends on the reading",
      detail: "Both rows are −3, so the minute earns nothing over the day unless they stack. oddsmith's default takes one −3 (--died-minute and --died-day exclude each other).",
      exact: { "bonus +3 once": oneMinus.chance.toString(), "bonus +3 stacked": stacked.chance.toString() },
    }),
  ];
}

/**
 * Kingstone's audited claims (docs/rules.md 1.7, 1.2, 6), each figure from the exact solver: the DC 10 and
 * DC 13 advice, the two together, the five worked examples, the degree table and the spell table's three. O(bonuses).
 * @example auditKingstone().find((claim) => claim.id === "dc-advice-one-person").verdict // "fails"
 */
export function auditKingstone(): AuditClaim[] {
  const half = Rational.of(1, 2);
  const oneIn36 = Rational.of(1, 36);
  const dc10 = impliedBonus(10, half);
  const dc13 = impliedBonus(13, oneIn36);
  const both = dc10.exact.filter((bonus) => dc13.exact.includes(bonus));
  const quote10 = "A DC of 10 is something the average person (not adventurer!) could do fifty percent of the time";
  const quote13 = "A DC of 13 would be something that person could do once every thirty-six attempts";
  const dc10Candidates = [dc10.below, dc10.above].filter((b): b is number => b !== undefined);
  return [
    dcClaim({ id: "dc-10-fifty-percent", title: "DC 10 is 50% for the average person", quote: quote10 }, 10, half, "1/2"),
    dcClaim({ id: "dc-13-one-in-36", title: "DC 13 is 1 in 36 for that person", quote: quote13 }, 13, oneIn36, "1/36"),
    claimFrom({
      id: "dc-advice-one-person",
      title: "DC 10 and DC 13 fit one bonus",
      section: "Difficulty Classes",
      quote: `${quote10} … ${quote13}`,
      rulesRef: citeRules("1.7"),
      question: "Is there one bonus for which DC 10 gives 1/2 and DC 13 gives 1/36?",
      figure:
        `DC 13 at 1/36 needs ${dc13.exact.map(formatBonus).join(" or ") || "no integer bonus"}, ` +
        `which ${dc13.exact.map((b) => `gives DC 10 ${exactFigure(plainChance(b, 10))}`).join(", ")}; ` +
        `DC 10 at 1/2 lies between ${dc10Candidates.map(formatBonus).join(" and ")}, which give DC 13 ${dc10Candidates.map((b) => exactFigure(plainChance(b, 13))).join(" and ")}`,
      verdict: both.length > 0 ? "holds" : "fails",
      detail:
        both.length > 0
          ? `Both hold for ${both.map(formatBonus).join(" or ")}.`
          : "No single integer bonus satisfies both: the DC 13 figure fits one bonus exactly, and that bonus is far from even odds at DC 10.",
      exact: Object.fromEntries([...new Set([...dc13.exact, ...dc10Candidates])].flatMap((b) => [
        [`bonus ${formatBonus(b)} DC 10`, plainChance(b, 10).toString()],
        [`bonus ${formatBonus(b)} DC 13`, plainChance(b, 13).toString()],
      ])),
      asTarget: dcAsTarget([{ dc: 10, chance: 1 / 2 }, { dc: 13, chance: 1 / 36 }]),
    }),
    ...WORKED_EXAMPLES.map(exampleClaim),
    ladderTableClaim(),
    ...spellClaims(),
  ];
}
