import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runMain, expectUsageError } from "../support/cli.js";


describe("oddsmith ash / diesel-empires", () => {
  it("diesel-empires is the same game: the same JSON document, game ash, every option's default filled in", async () => {
    const args = ["check", "--suit", "hearts", "--trait", "1", "--json"];
    const ash = await runMain(["ash", ...args]);
    const diesel = await runMain(["diesel-empires", ...args]);
    expect(ash.status).toBe(0);
    expect(diesel.stdout).toBe(ash.stdout);
    const document = JSON.parse(ash.stdout);
    expect(document.game).toBe("ash");
    expect(document.params).toMatchObject({ suit: "hearts", trait: 1, opposing: 0, strain: 0, wounds: 0, decks: "separate", reveal: "before", hand: [] });
    // Trait 1 alone: the drawn card's value (RULES.md 4.1 counts 27/18/6/3).
    expect(document.outcomes.map((o: { outcome: string; exact: string }) => [o.outcome, o.exact])).toEqual([
      ["superb", "1/18"],
      ["success", "1/9"],
      ["messy", "1/3"],
      ["failure", "1/2"],
      ["bad", "0/1"],
      ["dismal", "0/1"],
    ]);
    expect(document.outcomes[2]).toMatchObject({ strainAdded: 1, woundsAdded: 0 });
  });
  it("--policy optimal prints the plan in words and the policies side by side; --json carries plans and policies", async () => {
    const args = ["ash", "check", "--suit", "hearts", "--trait", "0", "--hand", "QH,AH,7C"];
    const { stdout } = await runMain([...args, "--policy", "optimal"]);
    expect(stdout).toMatch(/0\s+100%\s+play AH; stop/);
    expect(stdout).toContain("The same check under each policy");
    expect(stdout).toMatch(/outcome\s+none\s+all\s+optimal/);
    const document = JSON.parse((await runMain([...args, "--policy", "optimal", "--json"])).stdout);
    expect(document.plans).toEqual([{ start: 0, probability: 1, plan: "play AH; stop", share: 1 }]);
    expect(document.policies.map((p: { policy: string }) => p.policy)).toEqual(["none", "all", "optimal"]);
  });
  it("bad input: an unknown suit, a card given twice, a card played that is not in hand, negative strain — all at once, exit 2", async () => {
    await expectUsageError(
      ["ash", "check", "--suit", "stars", "--trait", "1", "--strain", "-1"],
      "2 problems",
      '--suit: expected one of clubs, diamonds, hearts, spades, received "stars"',
      '--strain: expected an integer from 0 to 30, received "-1"',
    );
    await expectUsageError(
      ["ash", "check", "--suit", "clubs", "--trait", "1", "--hand", "QH,QH,7C", "--play", "AS"],
      '--hand: the card "QH" is given twice',
      '--play: expected cards from --hand (QH, QH, 7C), received "AS", which is not in the hand',
    );
  });
  it("campaign --scenario reads the file; a missing file, a file that is not JSON and a bad field are refused with exit 2", async () => {
    const { status, stdout } = await runMain(["ash", "campaign", "--scenario", "scenarios/ash/dungeon.json", "--json"]);
    expect(status).toBe(0);
    const document = JSON.parse(stdout);
    expect(document.steps[0]).toMatchObject({ step: 0, label: "start", pShock: 0 });
    expect(document.steps.at(-1).label).toBe("full rest");
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-ash-"));
    await expectUsageError(["ash", "campaign", "--scenario", join(dir, "none.json")], `--scenario: cannot read ${JSON.stringify(join(dir, "none.json"))} (ENOENT)`);
    writeFileSync(join(dir, "broken.json"), "{ steps: ");
    await expectUsageError(["ash", "campaign", "--scenario", join(dir, "broken.json")], `--scenario: ${JSON.stringify(join(dir, "broken.json"))} is not JSON`);
    writeFileSync(join(dir, "bad.json"), JSON.stringify({ steps: [{ rest: "nap" }, { check: { trait: 1, opposing: 1, weapon: { strength: 2, role: "bystander" } } }] }));
    await expectUsageError(
      ["ash", "campaign", "--scenario", join(dir, "bad.json")],
      '--scenario: steps[0].rest: expected one of half, full, received "nap"',
      '--scenario: steps[1].check.weapon.role: expected one of attacker, target, received "bystander"',
    );
  });
  it("campaign with the simple flags: 3 checks and a full rest every 2", async () => {
    const document = JSON.parse((await runMain(["ash", "campaign", "--checks", "3", "--rest-every", "2", "--rest", "full", "--json"])).stdout);
    expect(document.steps.map((s: { label: string }) => s.label)).toEqual(["start", "check 1", "check 2", "full rest", "check 3"]);
  });
  it("campaign --rest-every K full, as the issue writes it, is the same as --rest-every K --rest full", async () => {
    const words = JSON.parse((await runMain(["ash", "campaign", "--checks", "3", "--rest-every", "2", "full", "--json"])).stdout);
    const flags = JSON.parse((await runMain(["ash", "campaign", "--checks", "3", "--rest-every", "2", "--rest", "full", "--json"])).stdout);
    expect(words.steps).toEqual(flags.steps);
    await expectUsageError(["ash", "campaign", "--checks", "3", "--rest-every", "2", "full", "--rest", "half"], '--rest: the kind --rest-every names (full), received "half"');
  });
  it("campaign of 100 checks at 20 Opposing: refused before any work (exit 2, nothing written) with the estimate and the --mc way out", async () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsmith-ash-"));
    const args = ["ash", "campaign", "--checks", "100", "--opposing", "20", "--trait", "10", "--csv", join(dir, "campaign.csv")];
    await expectUsageError(args, "ash campaign: an exact answer would take about 2 min (100 checks); give --mc N to simulate, or fewer --checks, or more rests (--rest-every)");
    expect(existsSync(join(dir, "campaign.csv"))).toBe(false);
  });
});
