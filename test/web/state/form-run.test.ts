import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../../src/analyses/index.js";
import { formOfHash, formProblems, hashOf, problemsByField, rawOf } from "../../../src/web/state/form-run.js";
import { reportRunOf, startingForm } from "../../../src/web/state/report-run.js";

const check = findAnalysis("kingstone", "check")!;

describe("the workbench's form", () => {
  it("formOfHash(#/ultimo/challenge?play=A,K,9,7,5&difficulty=5&queen=2) fills the fields by their flags", () => {
    const { form, problems } = formOfHash("#/ultimo/challenge?play=A,K,9,7,5&difficulty=5&queen=2");
    expect(problems).toEqual([]);
    expect(form).toMatchObject({ game: "ultimo", analysis: "challenge", values: { play: "A,K,9,7,5", difficulty: "5", queen: "2" } });
    expect(hashOf(form!)).toBe("#/ultimo/challenge?play=A,K,9,7,5&difficulty=5&queen=2");
  });

  it("a bad value gives the CLI's message for its flag, and problemsByField puts it beside that field", () => {
    const { form } = formOfHash("#/kingstone/check?bonus=3&dc=ten");
    const problems = formProblems(check, form!);
    expect(problems).toEqual(['--dc: expected an integer from 1 to 40, received "ten"']);
    expect(problemsByField(check, problems).get("dc")).toEqual(problems);
  });

  it("a Monte Carlo flag's problem goes beside the Monte Carlo field", () => {
    const { form } = formOfHash("#/kingstone/check?bonus=3&dc=10&mc=0");
    const problems = formProblems(check, form!);
    expect(problems).toHaveLength(1);
    expect(problemsByField(check, problems).get("mc:trials")).toEqual(problems);
  });

  it("an unknown analysis or flag in the address is a problem, never a blank form", () => {
    expect(formOfHash("#/kingstone/nothing").problems[0]).toMatch(/^analysis: expected one of kingstone\/check, /);
    // An address whose escapes do not decode (issue 24): the same message, naming what was received.
    const undecodable = formOfHash("#/%E0%A4%A/check");
    expect([undecodable.form, undecodable.problems.length, undecodable.problems[0]]).toEqual([undefined, 1, expect.stringMatching(/^analysis: expected one of kingstone\/check, .*, received "%E0%A4%A\/check"$/)]);
    expect(formOfHash("#/kingstone/check?bonus=1&dc=9&colour=red").problems).toEqual([expect.stringMatching(/^unknown option --colour/)]);
  });

  it("empty fields are options not given; a switch is given only when ticked", () => {
    const marks = findAnalysis("kingstone", "marks")!;
    const flag = Object.entries(marks.options).find(([, spec]) => spec.kind === "flag");
    expect(flag).toBeDefined();
    expect(rawOf(marks, { [flag![0]]: "" }).raw).toEqual({});
    expect(rawOf(marks, { [flag![0]]: "true" }).raw).toEqual({ [flag![0]]: true });
  });

  it("a deck's JSON box is read as the CLI reads a file: a key twice or nesting past 64 levels is refused, naming the flag", () => {
    const challenge = findAnalysis("ultimo", "challenge")!;
    const twice = rawOf(challenge, { dealerDeckFile: '{"cards": [], "cards": [{"card": "A", "count": 4}]}' });
    expect(twice.raw).toEqual({});
    expect(twice.problems).toEqual(['--dealer-deck-file: the JSON gives the key "cards" twice in one object (at line 1, column 15); each key may appear once']);
    const deep = rawOf(challenge, { dealerDeckFile: `{"cards": ${"[".repeat(100_000)}${"]".repeat(100_000)}}` });
    expect(deep.problems).toEqual(["--dealer-deck-file: the JSON nests lists and objects deeper than 64 levels (at line 1, column 74); an input file may nest at most 64"]);
    expect(rawOf(challenge, { dealerDeckFile: '{"cards": [{"card": "A", "count": 4}]}' })).toEqual({ raw: { dealerDeckFile: { cards: [{ card: "A", count: 4 }] } }, problems: [] });
  });

  it("an analysis opens on its first report run, and the page knows it is that run (its explanations apply)", () => {
    const form = startingForm(check);
    expect(hashOf(form)).toBe("#/kingstone/check?bonus=3&dc=10");
    expect(reportRunOf(check, form)?.name).toBe("check-bonus3-dc10");
    expect(reportRunOf(check, { ...form, values: { ...form.values, dc: "11" } })).toBeUndefined();
  });
});
