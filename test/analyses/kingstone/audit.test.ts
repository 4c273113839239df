import { describe, expect, it } from "vitest";
import { Rational } from "../../../src/core/exact/rational.js";
import { auditKingstone } from "../../../src/analyses/kingstone/audit.js";
import { impliedBonus, plainChance } from "../../../src/models/kingstone/dc-advice.js";
import { laddersReproducing, WORKED_EXAMPLES } from "../../../src/models/kingstone/worked-examples.js";

const claims = auditKingstone();
const claim = (id: string) => claims.find((c) => c.id === id)!;

/** P(2d6 + bonus ≥ dc) by counting the 36 rolls: the independent brute force. */
function countedChance(bonus: number, dc: number): Rational {
  let ways = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b + bonus >= dc) ways++;
  return Rational.of(ways, 36);
}

describe("the Kingstone audit (RULES.md 1.7, 1.2, 6)", () => {
  it("plainChance(bonus, dc) equals the count over the 36 rolls for bonuses −3..9 at DC 10 and 13", () => {
    for (const dc of [10, 13]) for (let bonus = -3; bonus <= 9; bonus++) expect(plainChance(bonus, dc).equals(countedChance(bonus, dc)), `${bonus} vs ${dc}`).toBe(true);
  });

  it("impliedBonus(10, 1/2): no exact bonus; +2 (2d6 ≥ 8: 15/36) and +3 (2d6 ≥ 7: 21/36) lie 3/36 either side, equally near", () => {
    expect(impliedBonus(10, Rational.of(1, 2))).toEqual({ exact: [], below: 2, above: 3, nearest: [2, 3] });
  });

  it("impliedBonus(13, 1/36): exactly +1 (2d6 ≥ 12: the one roll 6-6)", () => {
    expect(impliedBonus(13, Rational.of(1, 36)).exact).toEqual([1]);
  });

  it('"DC 10 … fifty percent" fails: +2 gives 5/12 (41.7%), +3 gives 7/12 (58.3%); +0 gives 2d6 ≥ 10 = 6/36 = 1/6', () => {
    const dc10 = claim("dc-10-fifty-percent");
    expect(dc10.verdict).toBe("fails");
    expect(dc10.figure).toBe("no integer bonus gives 1/2 at DC 10: +2 gives 5/12 (41.7%), +3 gives 7/12 (58.3%)");
    expect(dc10.detail).toContain("+2 and +3 are equally far from it");
    expect(dc10.exact["bonus +0"]).toBe("1/6");
  });

  it('"DC 13 … once every thirty-six attempts" holds for +1 exactly', () => {
    const dc13 = claim("dc-13-one-in-36");
    expect(dc13.verdict).toBe("holds");
    expect(dc13.figure).toBe("+1 gives 1/36 (2.8%) at DC 13, exactly 1/36");
  });

  it("no single bonus satisfies both: +1 gives DC 10 2d6 ≥ 9 = 10/36 = 5/18; +2 and +3 give DC 13 3/36 = 1/12 and 6/36 = 1/6", () => {
    const both = claim("dc-advice-one-person");
    expect(both.verdict).toBe("fails");
    expect(both.figure).toBe("DC 13 at 1/36 needs +1, which gives DC 10 5/18 (27.8%); DC 10 at 1/2 lies between +2 and +3, which give DC 13 1/12 (8.3%) and 1/6 (16.7%)");
  });

  // Margins: 9−9 = 0, 11−10 = +1, 8−10 = −2, 9−11 = −2, 14−11 = +3. Paired: ⌊m/2⌋ + 1 (success), ⌊−m/2⌋ + 1 (failure);
  // shifted: +1 is success-2 and +3 is ⌊3/2⌋ + 2 = success-3; linear: m + 1 = success-2 and success-4.
  it("the worked examples: paired reproduces all five; shifted and linear miss 11 vs DC 10 and 14 vs AC 11", () => {
    expect(WORKED_EXAMPLES.map(laddersReproducing)).toEqual([
      ["paired", "shifted", "linear"],
      ["paired"],
      ["paired", "shifted", "linear"],
      ["paired", "shifted", "linear"],
      ["paired"],
    ]);
    expect(WORKED_EXAMPLES.map((e) => claim(e.id).verdict)).toEqual(["holds", "depends on the reading", "holds", "holds", "depends on the reading"]);
    expect(claim("example-14-vs-ac-11").figure).toBe("margin +3: paired success-2, shifted success-3, linear success-4");
  });

  it("the degree table depends on the reading: paired 5 of 5, shifted and linear 3 of 5", () => {
    const table = claim("degree-table");
    expect(table.verdict).toBe("depends on the reading");
    expect(table.figure).toBe(
      "worked examples reproduced: paired 5 of 5; shifted 3 of 5 (not 11 vs DC 10, 14 vs AC 11); linear 3 of 5 (not 11 vs DC 10, 14 vs AC 11)",
    );
  });
});
