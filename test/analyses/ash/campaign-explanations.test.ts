import { describe, expect, it } from "vitest";
import { woundsLesson } from "../../../src/analyses/ash/campaign-explanations.js";

describe("the campaign's explanations", () => {
  it("woundsLesson: a sequence that kills, an average that hides both ends, a slow drain", () => {
    expect(woundsLesson(0.01, 0.6, "9", String)).toMatch(/^More than half the characters end past 5 Wounds/);
    expect(woundsLesson(0.4, 0.05, "1.41", String)).toMatch(/^The average of 1\.41 Wounds hides both ends/);
    expect(woundsLesson(0.1, 0.05, "3", String)).toMatch(/^Almost every character ends wounded while 0\.05 leave the story/);
  });
});
