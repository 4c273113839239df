import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { VERDICTS } from "../../src/framework/audit.js";
import { auditClaims, AUDITS } from "../../src/analyses/index.js";

// The rule texts sit beside the repository (../shared/seeds/, as the README's link to RULES.md).
const seeds = fileURLToPath(new URL("../../../shared/seeds/", import.meta.url));
const claims = auditClaims();

describe("the audit's claims (RULES.md 6)", () => {
  it("every audited game has claims; ids are unique within a game", () => {
    for (const [game, audit] of Object.entries(AUDITS)) {
      const ids = audit().map((c) => c.id);
      expect(ids.length, game).toBeGreaterThan(0);
      expect(new Set(ids).size, game).toBe(ids.length);
    }
  });

  it("auditClaims(game) is that game's part of auditClaims()", () => {
    expect(auditClaims("zilch").map((c) => c.id)).toEqual(claims.filter((c) => c.game === "zilch").map((c) => c.id));
    expect(auditClaims("ash")).toEqual([]);
  });

  it.each(claims.map((c) => [`${c.game} ${c.id}`, c] as const))("%s has a verdict, a figure and its docs/rules.md section", (_, claim) => {
    expect(VERDICTS).toContain(claim.verdict);
    expect(claim.figure.length).toBeGreaterThan(0);
    expect(claim.rulesRef).toMatch(/^docs\/rules\.md §\d\.\d+$/);
  });

  // The seeds are not part of the repository: where a checkout has no ../shared/seeds/ this is skipped (and counted as skipped).
  it.skipIf(!existsSync(seeds)).each(claims.map((c) => [`${c.game} ${c.id}`, c] as const))("%s quotes its seed verbatim, passage by passage", (_, claim) => {
    const text = readFileSync(`${seeds}${claim.source.seed}`, "utf8");
    for (const passage of claim.quote.split(" … ")) expect(text, passage).toContain(passage);
  });
});
