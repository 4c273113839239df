import { describe, expect, it } from "vitest";
import { pickDc } from "../../../src/models/kingstone/pick-dc.js";

const plain = { dice: "2d6", reroll: "none", goal: "success", ladder: "paired" } as const;

describe("pickDc", () => {
  it("bonus 0, target 1/2: DC 7 (7/12) and DC 8 (5/12) tie at 1/12 away; the easier DC 7 is picked, 6 and 8 either side", () => {
    const pick = pickDc(0, 0.5, plain);
    expect(pick.pick).toMatchObject({ dc: 7 });
    expect(pick.pick!.pSuccess.toString()).toBe("7/12");
    expect(pick.easier!.dc).toBe(6);
    expect(pick.harder!.pSuccess.toString()).toBe("5/12");
  });
  it("bonus 0, target 1/36 picks DC 12; target 0 picks DC 13 (the first impossible DC); target 1 picks DC 2", () => {
    expect(pickDc(0, 1 / 36, plain).pick!.dc).toBe(12);
    expect(pickDc(0, 0, plain).pick!.dc).toBe(13);
    expect(pickDc(0, 1, plain).pick!.dc).toBe(2);
    expect(pickDc(0, 1, plain).easier).toBeUndefined();
  });
  it("bonus 2, target 0.3 picks DC 11 (5/18 ≈ 27.8% beats 5/12 and 1/6)", () => {
    expect(pickDc(2, 0.3, plain).pick!.dc).toBe(11);
  });
});

describe("pickDc by rule", () => {
  const reroll = { ...plain, reroll: "one-die" } as const;
  it("bonus 3, one-die reroll, 60%: closest DC 12 (113/216), at least DC 11 (49/72), at most DC 12", () => {
    expect(pickDc(3, 0.6, reroll).pick!.pSuccess.toString()).toBe("113/216");
    expect(pickDc(3, 0.6, reroll, "at-least").pick!.pSuccess.toString()).toBe("49/72");
    expect(pickDc(3, 0.6, reroll, "at-most").pick!.dc).toBe(12);
  });
  it("no DC meets the rule: no pick, no neighbours, the curve still there", () => {
    const missed = pickDc(-10, 0.99, plain, "at-least");
    expect(missed.pick).toBeUndefined();
    expect(missed.easier).toBeUndefined();
    expect(missed.curve.map((chance) => chance.dc)).toEqual([1, 2, 3]);
  });
  it("refuses a rule it does not know", () => {
    // @ts-expect-error a rule outside PICK_RULES, as a JavaScript caller might pass
    expect(() => pickDc(0, 0.5, plain, "nearest")).toThrow('rule: expected one of closest, at-least, at-most, received "nearest"');
  });
});
