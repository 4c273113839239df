import { describe, it } from "vitest";
import { expectAttackNearExact } from "../../../support/ultimo-attack.js";

// The larger exact exchanges (Horus, a 6-card hand against difficulty 8) behind the attack sampler's check: several seconds each.
describe("sampleAttack (slow cases)", () => {
  it.each([
    [{ limit: "4", handSize: "5", foe: "horus", weapon: "3", soak: "2" }],
    [{ limit: "6", handSize: "6", foe: "cultist", attack: "ranged", weapon: "1", trait: "gamblin-man" }],
  ])("sampleAttack(%o): damage dealt and taken, their means and the attacks to defeat lie within 4 standard errors of the exact exchange, seed 1", async (raw) => {
    await expectAttackNearExact(raw);
  });
});
