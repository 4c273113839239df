import { describe, expect, it } from "vitest";
import { auditZilch } from "../../../src/analyses/zilch/audit.js";

const claims = auditZilch();
const claim = (id: string) => claims.find((c) => c.id === id)!;

describe("the zilch audit (RULES.md 2.1, 2.2, 6)", () => {
  it('"a 6 … succeeds an average task 50%" holds: faces 1..6 of the d12 (48 of the 96 pairs), single or chained d8', () => {
    const six = claim("suit-6-fifty-percent");
    expect(six.verdict).toBe("holds");
    expect(six.exact).toEqual({ "target 6": "1/2", "target 6, chained d8": "1/2" });
  });

  // Target 11 and 12: faces 1..11 pass, the 12 becomes 13..20: 11/12 both. Target 13: + the pair (12, 1): 88/96 + 1/96 = 89/96.
  // Target 20: every pair passes, so the 12 adds 8/96 = 1/12.
  it("a 12 never passes a target up to 12 (11/12 at both 11 and 12), passes from 13 (89/96): partly", () => {
    const twelve = claim("twelve-never-passes");
    expect(twelve.verdict).toBe("partly");
    expect(twelve.exact).toEqual({ "target 11": "11/12", "target 12": "11/12", "target 13": "89/96" });
    expect(twelve.figure).toContain("from target 13 a 12 can pass: P(12 shown and passing) is 1/96 (1.0%) at 13, 1/12 (8.3%) at 20");
  });

  // Suit 6 → 11: rolls 2..6 (S→CS) and 7..11 (F→S) are 10/12 = 80/96, rolls 13..16 (CF→F) 4/96: 84/96 = 7/8.
  // Suit 11 → 16: rolls 7..11 (S→CS) 40/96, 13..16 (F→S) 4/96, 17..20 (CF→F) 4/96: 48/96 = 1/2 — no longer "most".
  it('"+5 … adds 1 to your resulting degree" in most cases: 7/8 at Suit 6, but 1/2 at Suit 11 and 1/4 at 14: partly', () => {
    const skill = claim("skill-adds-one-degree");
    expect(skill.verdict).toBe("partly");
    expect(skill.exact["Suit 6"]).toBe("7/8");
    expect(skill.exact["Suit 11"]).toBe("1/2");
    expect(skill.exact["Suit 14"]).toBe("1/4");
    expect(skill.detail).toContain("for Suits 2–10 only");
  });
});
