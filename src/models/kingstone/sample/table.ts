/**
 * The degree table's trial loop (docs/rules.md 1.1–1.2): one throw of the dice serves every cell.
 */
import type { SamplePlan } from "../../../core/sample-plan.js";
import { tallySlots, type TallyLayout } from "../../../core/estimate.js";
import type { Random } from "../../../core/random.js";
import { f64Add, f64At, i32At } from "../../../core/typed-index.js";
import { itemAt } from "../../../core/checked-index.js";
import { checkDiceSetup, type DiceSetup } from "../roll.js";
import { checkDegrees, checkDice, type CheckDice } from "./check.js";
import { anInteger, integerList } from "../setup-checks.js";

/**
 * The tally group of one bonus × DC cell: its degrees, named as `solveCheck` names them. O(1).
 * @example tableCellGroup(-2, 10) // "bonus -2 dc 10"
 */
export function tableCellGroup(bonus: number, dc: number): string {
  return `bonus ${bonus} dc ${dc}`;
}

/**
 * The quantity whose mean estimates a cell's expected signed effect (the exact table's `expectedEffect`). O(1).
 * @example tableEffectQuantity(3, 10) // "expectedEffect bonus 3 dc 10"
 */
export function tableEffectQuantity(bonus: number, dc: number): string {
  return `expectedEffect ${tableCellGroup(bonus, dc)}`;
}

/**
 * Adds `count` trials that each gave a quantity `value` to its counters (the sum at `at`, the sum of
 * squares after it, as tallySlots' `quantity` lays them out). O(1), no allocation.
 */
function addCountedQuantity(tally: Float64Array, at: number, value: number, count: number): void {
  const sum = count * value;
  f64Add(tally, at, sum);
  f64Add(tally, at + 1, sum * value);
}

/**
 * The cells a simulated table tallies: every bonus × DC of the grid, row by row, then the degrees
 * chart's bonus × every DC when that bonus is not a row of the grid. O(bonuses × DCs).
 * @example tableCells([0, 1], [7], 2).map((c) => `${c.bonus}/${c.dc}`).join(" ") // "0/7 1/7 2/7"
 */
export function tableCells(bonuses: readonly number[], dcs: readonly number[], degreesBonus: number): { readonly bonus: number; readonly dc: number }[] {
  const rows = bonuses.includes(degreesBonus) ? bonuses : [...bonuses, degreesBonus];
  return rows.flatMap((bonus) => dcs.map((dc) => ({ bonus, dc })));
}

/**
 * The trial loop of the bonus × DC table (docs/rules.md 1.1–1.3), from the check sampler's own tables: each
 * trial throws the dice once (one uniform code over the ordered rolls, {@link checkDice}) and that throw
 * serves every cell, as the zilch table sampler's one roll serves every target. Without a reroll the
 * result is looked up once and read against every cell's degree table ({@link checkDegrees}); with one,
 * each check finishes the throw with its own optimal reroll (the policy depends on bonus − DC), drawing
 * its own fresh die or roll. Cells are therefore correlated, but each cell's tally is an honest estimate
 * of that one check. A check depends on bonus − DC alone, so cells of one difference (a diagonal of the
 * grid) are one check with one tally. A trial only counts its final dice results; each chunk then folds
 * the counts into every cell's degrees and effect sums. Groups: one per cell ({@link tableCells},
 * `bonus b dc d`, the degrees); quantities: each cell's signed effect. Cost per trial: one draw and one
 * count without a reroll; with one, O(differences) table reads plus a draw per check that rerolls; no
 * allocation. Per chunk: O(cells × results). Plan: O(differences × (sides^count + check)).
 * @throws {OddsmithError} when a bonus or DC is not an integer, or a field of the setup is not allowed ({@link checkDiceSetup}).
 * @example sampleTable([3], [10, 11], 3, { dice: "2d6", reroll: "none", goal: "success", ladder: "paired" }).layout.groups.map((g) => g.name) // ["bonus 3 dc 10", "bonus 3 dc 11"]
 */
export function sampleTable(bonuses: readonly number[], dcs: readonly number[], degreesBonus: number, setup: DiceSetup): SamplePlan {
  integerList("bonuses", bonuses);
  integerList("dcs", dcs);
  anInteger("degreesBonus", degreesBonus);
  checkDiceSetup(setup);
  const cells = tableCells(bonuses, dcs, degreesBonus);
  // A check depends on bonus − DC alone (its margin, its reroll rule), so cells of one difference are one
  // check: built once, finished once per trial, and tallied alike.
  const differences = [...new Set(cells.map(({ bonus, dc }) => bonus - dc))];
  const checkOf = Int32Array.from(cells, ({ bonus, dc }) => differences.indexOf(bonus - dc));
  const checks = differences.map((difference) => ({ ...setup, bonus: difference, dc: 0 }));
  const degrees = checks.map((check) => checkDegrees(check));
  const layout: TallyLayout = {
    groups: cells.map(({ bonus, dc }, c) => ({ name: tableCellGroup(bonus, dc), categories: itemAt(degrees, i32At(checkOf, c)).categories })),
    quantities: cells.map(({ bonus, dc }) => tableEffectQuantity(bonus, dc)),
  };
  const slots = tallySlots(layout);
  const cellCount = cells.length;
  const checkCount = checks.length;
  // Every check's degree and effect tables side by side: check k's entry for result r is at k · width + r.
  const width = Math.max(...degrees.map((d) => d.categoryOf.length));
  const categoryAt = new Int32Array(checkCount * width);
  const effectAt = new Float64Array(checkCount * width);
  degrees.forEach((d, k) => {
    categoryAt.set(d.categoryOf, k * width);
    effectAt.set(d.effectOf, k * width);
  });
  const groupAt = Int32Array.from(cells, ({ bonus, dc }) => slots.groupStart(tableCellGroup(bonus, dc)));
  const quantityAt = Int32Array.from(cells, ({ bonus, dc }) => slots.quantity(tableEffectQuantity(bonus, dc)));
  const plain = setup.reroll === "none";
  // Without a reroll every check's dice are the same tables; with one, each check has its own policy.
  const shared = checkDice({ ...setup, bonus: 0, dc: 0, reroll: "none" });
  const diceOf: readonly CheckDice[] = plain ? [] : checks.map((check) => checkDice(check));
  const size = shared.size;
  // Scratch (the plan's, reused by every chunk): how often each final dice result came up, per check
  // (with a reroll) or once for all (without). A cell's tally is a function of its results' counts, so
  // it is folded in once per chunk: the same integer counts and sums as tallying every trial.
  const counts = new Float64Array(plain ? width : checkCount * width);
  const fold = (tally: Float64Array) => {
    for (let c = 0; c < cellCount; c++) {
      const k = i32At(checkOf, c);
      const from = plain ? 0 : k * width;
      const q = i32At(quantityAt, c);
      const group = i32At(groupAt, c);
      for (let r = 0; r < width; r++) {
        const count = f64At(counts, from + r);
        if (count === 0) continue;
        const at = k * width + r;
        f64Add(tally, group + i32At(categoryAt, at), count);
        addCountedQuantity(tally, q, f64At(effectAt, at), count);
      }
    }
  };
  const run = (random: Random, trials: number, tally: Float64Array) => {
    counts.fill(0);
    if (plain) {
      // Unchecked counts in the trial loops (a checked add cost this loop several percent, issue 25): a finished
      // result is below its check's degree table's length, and so below `width`.
      for (let trial = 0; trial < trials; trial++) counts[shared.finish(random.below(size), random)]! += 1;
    } else {
      for (let trial = 0; trial < trials; trial++) {
        const code = random.below(size);
        for (let k = 0; k < checkCount; k++) counts[k * width + diceOf[k]!.finish(code, random)]! += 1;
      }
    }
    fold(tally);
  };
  return { layout, run };
}
