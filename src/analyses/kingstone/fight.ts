/**
 * `oddsmith kingstone fight`: a character against an example enemy of seed 001 (or a custom one) until one
 * falls, by simulation only: P(win), P(dies), the rounds and the harm taken, one fight or a grid of them.
 */
import { defineAnalysis, simulatedFrom, type AnalysisResult, type ChartRequest, type OutcomeRow, type Row } from "../../framework/analysis.js";
import { type Estimates } from "../../core/estimate.js";
import { estimatedOutcomeRows, estimatedTable, outcomeBarChart } from "../../framework/estimated-result.js";
import { estimatedMeasure, measureColumns, summaryFrom, type EstimatedMeasure } from "../../framework/measure.js";
import { formatPercent } from "../../framework/format.js";
import { messages } from "../../framework/messages.js";
import { choiceOption, flagName, integerOption, optionalOption, rangeOption, textOption, type ParamsOf } from "../../framework/options.js";
import { solveCheck } from "../../models/kingstone/check.js";
import { solveDeathSaves } from "../../models/kingstone/death-saves.js";
import { customEnemy, ENEMIES, enemyNamed, harmSlots, type Enemy } from "../../models/kingstone/enemies.js";
import { DC_RANGE } from "../../models/kingstone/roll.js";
import { FIGHT_OUTCOMES, FIGHT_RANGES, fightCategories, fightGroup, type FightSetup } from "../../models/kingstone/fight.js";
import { sampleFight } from "../../models/kingstone/sample/fight.js";
import { formatBonus } from "./labels.js";
import { deathOptions, rollOptions } from "./options.js";
import { fieldOf, itemAt } from "../../core/checked-index.js";

/**
 * The enemies an `--enemy` value names: one example enemy's CLI word, a comma list of them, or `all`.
 * O(enemies).
 * @example parseEnemies("big-rat,dracosimian").map((enemy) => enemy.ac) // [7, 13]
 */
export function parseEnemies(raw: string): Enemy[] | undefined {
  if (raw === "all") return [...ENEMIES];
  const enemies: Enemy[] = [];
  for (const name of raw.split(",")) {
    const enemy = enemyNamed(name.trim());
    if (enemy === undefined) return undefined;
    enemies.push(enemy);
  }
  return enemies.length === 0 ? undefined : [...new Set(enemies)];
}

/**
 * An enemy as a label names it: the title and AC of an example enemy, the AC alone for a custom one
 * (whose title is already its AC). O(1).
 * @example enemyLabel(kingstone.customEnemy(9, 1)) + "; " + enemyLabel({ ...kingstone.customEnemy(7, 1), title: "Big Rat" }) // "AC 9; Big Rat (AC 7)"
 */
export function enemyLabel(enemy: Enemy): string {
  return enemy.title === `AC ${enemy.ac}` ? enemy.title : `${enemy.title} (AC ${enemy.ac})`;
}

/** The options of `kingstone fight`: the enemies or a custom AC, the character, its ally's death-save help, the ladder. */
const options = {
  enemy: optionalOption(
    textOption({ label: "Enemy", help: "The enemy fought: one of seed 001's example enemies, several, or all; or a custom enemy's AC instead.", rules: "1.7",
      allowed: `an example enemy (${ENEMIES.map((enemy) => enemy.name).join(", ")}), a comma list of them, or all`,
      doc: "the enemy fought (seed 001's Example Enemies); or give --ac for a custom one",
      parse: parseEnemies,
    }),
  ),
  ac: optionalOption(integerOption({ label: "Custom enemy's AC", help: "A custom enemy's armor class, instead of an example enemy.", ...DC_RANGE, doc: "a custom enemy's AC (instead of --enemy)" })),
  effectMultiplier: optionalOption(integerOption({ label: "Custom enemy's effect multiplier", min: 1, max: 3, doc: "a custom enemy's multiplier of the effect of failed rolls (the seed's 'doubled', 'tripled')" })),
  enemyHarm: integerOption({ label: "Enemy's harm", ...FIGHT_RANGES.enemyHarm, default: 4, doc: "the enemy's harm: the harm that beats it (the seed prints none for its examples)" }),
  bonus: rangeOption({ label: "Attack bonuses", main: true, ...FIGHT_RANGES.bonus, doc: "attack bonuses: skill + attribute + modifiers (one fight each)" }),
  weaponHarm: integerOption({ label: "Weapon harm", ...FIGHT_RANGES.weaponHarm, default: 2, doc: "harm of a hit before extra degrees (weapons 1 or 2, Destruction spells 2)" }),
  slots: integerOption({ label: "Harm slots", ...FIGHT_RANGES.classSlots, default: 3, doc: "the class's harm slots before Endurance (the seed's class table is missing)" }),
  endurance: integerOption({ ...FIGHT_RANGES.endurance, default: 0, doc: "Endurance level: +1 harm slot at II, +2 more at VI; the death saves' bonus" }),
  strength: integerOption({ label: "Strength bonus", ...FIGHT_RANGES.strength, default: 0, doc: "bonus of the Skyrat Chevalier's Str vs 10 roll" }),
  allyBonus: deathOptions.allyBonus,
  allyAttempts: deathOptions.allyAttempts,
  allyFirst: deathOptions.allyFirst,
  startDc: deathOptions.startDc,
  ladder: rollOptions.ladder,
  quirks: choiceOption(["on", "off"] as const, { label: "Enemy quirks", doc: "apply the example enemies' quirks (off: AC and harm only)", default: "on" }),
  maxRounds: integerOption({ label: "Most rounds", ...FIGHT_RANGES.maxRounds, default: 100, doc: "a fight still going after this many rounds is undecided" }),
} as const;

type FightParams = ParamsOf<typeof options>;

/** The fight setup of validated parameters: the enemies named, or one custom enemy for --ac. O(enemies). */
export function fightSetupOf(params: FightParams): FightSetup {
  // The analysis's validate asks for --enemy or --ac, so one of them is here.
  if (params.enemy === undefined && params.ac === undefined) throw new RangeError("a fight needs --enemy or --ac");
  const enemies = params.enemy ?? [customEnemy(params.ac ?? 0, params.effectMultiplier ?? 1)];
  return {
    enemies,
    bonuses: params.bonus,
    enemyHarm: params.enemyHarm,
    weaponHarm: params.weaponHarm,
    classSlots: params.slots,
    endurance: params.endurance,
    strength: params.strength,
    allyBonus: params.allyBonus,
    allyAttempts: params.allyAttempts,
    allyFirst: params.allyFirst,
    startDc: params.startDc,
    ladder: params.ladder,
    quirks: params.quirks === "on",
    maxRounds: params.maxRounds,
  };
}

const P_NAMES: Readonly<Record<string, string>> = { win: "pWin", stabilised: "pStabilised", dies: "pDies", escaped: "pEscaped", undecided: "pUndecided" };

/** One fight's measures: each outcome it can end in (pWin, pDies…), then its expected rounds and harm taken, with 95% intervals. O(outcomes). */
function fightMeasures(estimates: Estimates, group: string): Record<string, EstimatedMeasure> {
  const outcomes = Object.entries(fieldOf(estimates.groups, group)).map(([outcome, e]) => [fieldOf(P_NAMES, outcome), estimatedMeasure(e)] as const);
  const mean = (quantity: string) => estimatedMeasure(fieldOf(estimates.quantities, `${group} ${quantity}`));
  return { ...Object.fromEntries(outcomes), expectedRounds: mean("rounds"), expectedHarmTaken: mean("harmTaken") };
}

/**
 * The simulated fights as a result: one fight's outcomes and figures (or every fight's outcomes, with enemy
 * and bonus columns, and no summary), one CSV row per fight, and the charts (the
 * outcomes with 95% error bars for one fight; P(win) and P(dies) heatmaps over enemy × bonus for several).
 * O(fights).
 */
export function sampledFightResult(estimates: Estimates, setup: FightSetup): AnalysisResult {
  const fights = setup.enemies.flatMap((enemy) => setup.bonuses.map((bonus) => ({ enemy, bonus, group: fightGroup(enemy, bonus) })));
  const several = fights.length > 1;
  const outcomes: OutcomeRow[] = fights.flatMap(({ enemy, bonus, group }) =>
    estimatedOutcomeRows(estimates, group).map((row) => (several ? { enemy: enemy.name, ac: enemy.ac, bonus, ...row } : row)),
  );
  // Every row has the same columns: an outcome some fight cannot end in (escaped) is empty there.
  const columns = FIGHT_OUTCOMES.filter((outcome) => fights.some(({ group }) => fieldOf(estimates.groups, group)[outcome] !== undefined));
  const rows: Row[] = fights.map(({ enemy, bonus, group }) => {
    const measured = columns.map((outcome) => {
      const e = fieldOf(estimates.groups, group)[outcome];
      const name = fieldOf(P_NAMES, outcome);
      return e === undefined ? { [name]: null, [`${name}Low`]: null, [`${name}High`]: null } : measureColumns(name, name, estimatedMeasure(e));
    });
    const mean = (quantity: string) => fieldOf(estimates.quantities, `${group} ${quantity}`).mean;
    return { enemy: enemy.name, ac: enemy.ac, bonus, ...Object.fromEntries(measured.flatMap((measuredColumns) => Object.entries(measuredColumns))), expectedRounds: mean("rounds"), expectedHarmTaken: mean("harmTaken"), trials: estimates.trials };
  });
  const first = itemAt(fights, 0);
  // Summary figures belong to one fight; several fights give theirs row by row.
  const summary = several ? {} : summaryFrom(fightMeasures(estimates, first.group)).summary;
  const slots = harmSlots(setup.classSlots, setup.endurance);
  const who = `${slots} harm slots, Endurance ${setup.endurance}, hits for ${setup.weaponHarm}; enemy harm ${setup.enemyHarm}${setup.quirks ? "" : ", no quirks"}`;
  const charts: ChartRequest[] = several
    ? (["pWin", "pDies"] as const).map((field, k) => ({
        name: k === 0 ? "" : "dies",
        title: `${field === "pWin" ? "P(win)" : "P(dies)"} by enemy and attack bonus (simulated)`,
        kind: "heatmap" as const,
        labels: true,
        data: rows.map((row) => ({ enemy: fieldOf(row, "enemy"), bonus: fieldOf(row, "bonus"), [field]: fieldOf(row, field) })),
        x: { field: "enemy", title: "enemy", type: "nominal" as const, order: setup.enemies.map((enemy) => enemy.name) },
        y: { field: "bonus", title: "attack bonus", type: "ordinal" as const },
        color: { field, title: field === "pWin" ? "P(win)" : "P(dies)", type: "quantitative" as const, format: ".0%" },
      }))
    : [outcomeBarChart(outcomes, `Fight (simulated): ${formatBonus(first.bonus)} against ${enemyLabel(first.enemy)}`, fightCategories(first.enemy, setup.quirks))];
  const percent = (value: unknown) => (typeof value === "number" ? formatPercent(value) : "");
  return {
    outcomes,
    summary,
    summaryExact: {},
    rows,
    charts,
    table: several
      ? {
          columns: ["enemy", "AC", "bonus", "P(win)", "P(stabilised)", "P(dies)", "escaped or undecided", "rounds", "harm taken"],
          rows: rows.map((row) => [
            String(row.enemy),
            String(row.ac),
            String(row.bonus),
            percent(row.pWin),
            percent(row.pStabilised),
            percent(row.pDies),
            percent(Number(row.pEscaped ?? 0) + Number(row.pUndecided ?? 0)),
            Number(row.expectedRounds).toFixed(2),
            Number(row.expectedHarmTaken).toFixed(2),
          ]),
        }
      : estimatedTable(outcomes, `${formatBonus(first.bonus)} against ${enemyLabel(first.enemy)}, ${who}`),
  };
}

// The report's words for the fight charts. Every figure is simulated, so each is quoted as "about" a whole percent.
const about = (probability: number) => (probability > 0 && probability < 0.005 ? "under 1%" : `about ${Math.round(probability * 100)}%`);
const titleOf = (name: unknown) => ENEMIES.find((enemy) => enemy.name === name)?.title ?? String(name);

interface FightCell {
  readonly enemy: string;
  readonly ac: number;
  readonly bonus: number;
  readonly pWin: number;
  readonly pDies: number;
  readonly halfWidth: number;
}

function fightCells(result: AnalysisResult): FightCell[] {
  return result.rows.map((row) => ({
    enemy: String(row.enemy),
    ac: Number(row.ac),
    bonus: Number(row.bonus),
    pWin: Number(row.pWin),
    pDies: Number(row.pDies),
    halfWidth: Math.max((Number(row.pWinHigh) - Number(row.pWinLow)) / 2, (Number(row.pDiesHigh) - Number(row.pDiesLow)) / 2),
  }));
}

function everyEnemyWinExplanation(result: AnalysisResult): string {
  const cells = fightCells(result);
  const bonuses = cells.map((cell) => cell.bonus);
  const low = Math.min(...bonuses);
  const high = Math.max(...bonuses);
  const atLow = cells.filter((cell) => cell.bonus === low && cell.pWin > 0.5);
  const atHigh = cells.filter((cell) => cell.bonus === high);
  const winnable = atHigh.filter((cell) => cell.pWin > 0.5);
  const hardest = Math.max(...winnable.map((cell) => cell.ac));
  const beyond = atHigh.filter((cell) => cell.ac > hardest).sort((a, b) => b.pWin - a.pWin)[0];
  const margin = Math.max(...cells.map((cell) => cell.halfWidth));
  return (
    `Each cell is the simulated chance that the character wins, by attack bonus (rows) and example enemy (columns, AC ${Math.min(...cells.map((c) => c.ac))} to ${Math.max(...cells.map((c) => c.ac))}), purple for hopeless and yellow for sure; each figure is within about ${Math.ceil(margin * 100)} point of the exact chance (95%). ` +
    `At ${formatBonus(low)} the character wins more often than not only against ${atLow.map((cell) => `the ${titleOf(cell.enemy)} (${about(cell.pWin)})`).join(" and ") || "no enemy"}; at ${formatBonus(high)} against every enemy up to AC ${hardest}` +
    (beyond ? `, and beyond that at best ${about(beyond.pWin)} (the ${titleOf(beyond.enemy)}). ` : ". ") +
    `A GM should treat enemies above AC ${hardest} as foes for a party or a veteran, and read AC only as a guide: the enemies' quirks move the odds too.`
  );
}

function everyEnemyDiesExplanation(result: AnalysisResult): string {
  // A fight the character cannot win ends in its death saves: those of the run's defaults (Endurance 0, one +0 ally attempt a round, from DC 7).
  const saves = solveDeathSaves({ endurance: 0, allyBonus: 0, allyAttempts: 1, allyFirst: false, startDc: 7 }).dies.toNumber();
  const cells = fightCells(result);
  const hopeless = cells.filter((cell) => cell.pWin < 0.005);
  const settle = hopeless.reduce((sum, cell) => sum + cell.pDies, 0) / hopeless.length;
  const second = cells.filter((cell) => cell.bonus === 2);
  // The lowest AC from which every enemy kills a +2 character more often than not.
  const deadly = second.filter((cell) => second.filter((other) => other.ac >= cell.ac).every((other) => other.pDies > 0.5)).sort((a, b) => a.ac - b.ac)[0];
  return (
    "The same grid for the chance that the character dies; the other lost fights end with its +0 ally stabilising it after it falls. " +
    `Against an enemy it cannot beat, P(dies) settles at ${about(settle)}, the exact ${formatPercent(saves)} of an Endurance 0 character's death saves with a +0 ally: every such fight ends on the ground. ` +
    (deadly ? `At +2 every enemy from AC ${deadly.ac} up kills the character more often than not, so such fights are lethal, not just hard.` : "No enemy kills a +2 character more often than not.")
  );
}

function oneFightExplanation(enemyName: string, bonus: number) {
  return (result: AnalysisResult): string => {
    const enemy = enemyNamed(enemyName);
    if (enemy === undefined) throw new RangeError(`no example enemy named ${enemyName}`);
    const hit = solveCheck({ dice: "2d6", reroll: "none", goal: "success", ladder: "paired", bonus, dc: enemy.ac }).pSuccess.toNumber();
    return (
      `Bars are the simulated chances (thin ticks: 95% intervals) that a ${formatBonus(bonus)} character fighting the ${enemy.title} alone wins, falls and is stabilised by its ally, dies, or is still fighting when the simulation stops. ` +
      `It wins only ${about(fieldOf(result.summary, "pWin"))} and dies ${about(fieldOf(result.summary, "pDies"))}, the fight lasting about ${fieldOf(result.summary, "expectedRounds").toFixed(1)} rounds on average: against AC ${enemy.ac} it hits with ${formatPercent(hit)} of its attacks${enemy.quirks.effectMultiplier > 1 ? ", and every failure's effect is doubled" : ""}. ` +
      `The ${enemy.title} is a fight for a whole party, not a duel for one ${formatBonus(bonus)} fighter.`
    );
  };
}

/** `oddsmith kingstone fight`: a character against an example or custom enemy, by simulation only. */
export const fightAnalysis = defineAnalysis({
  summary: "a character fights an example enemy (or a custom one) until one falls: P(win), P(dies), rounds, harm taken (simulation)",
  rules: ["1.7", "1.5"],
  options,
  validate: (params) => {
    const problems: string[] = [];
    if ((params.enemy === undefined) === (params.ac === undefined)) problems.push(messages.oneOf([flagName("enemy", options.enemy), flagName("ac", options.ac)]));
    if (params.effectMultiplier !== undefined && params.ac === undefined) problems.push(messages.onlyWith(flagName("effectMultiplier", options.effectMultiplier), flagName("ac", options.ac)));
    return problems;
  },
  sampler: simulatedFrom(fightSetupOf, sampleFight, sampledFightResult),
  reportRuns: [
    {
      name: "fight-every-enemy",
      title: "Fights against every example enemy at attack bonus 0..5 (3 class slots, Endurance 0, 2-harm weapon, enemy harm 4, an ally at +0)",
      params: { enemy: "all", bonus: "0..5" },
      monteCarlo: { trials: 20_000, seed: 1 },
      explanations: { "": everyEnemyWinExplanation, dies: everyEnemyDiesExplanation },
    },
    {
      name: "fight-dracosimian-bonus3",
      title: "One fight: +3 against the Dracosimian (AC 13, failures' effect doubled)",
      params: { enemy: "dracosimian", bonus: "3" },
      monteCarlo: { trials: 100_000, seed: 1 },
      explanations: { "": oneFightExplanation("dracosimian", 3) },
    },
  ],
});
