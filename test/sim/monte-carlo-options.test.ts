import { describe, expect, it } from "vitest";
import { DEFAULT_SEED, MAX_TRIALS, MONTE_CARLO_OPTIONS, trialsOption, validateMonteCarlo, wantsSimulation } from "../../src/sim/monte-carlo-options.js";

describe("trialsOption", () => {
  it("reads 1000000 written plainly, with separators or in e-notation", () => {
    for (const raw of ["1000000", "1_000_000", "1,000,000", "1e6", "1E6", " 1e6 ", 1_000_000]) expect(trialsOption.parse(raw), String(raw)).toBe(1_000_000);
    expect(trialsOption.parse("2.5e3")).toBe(2500);
    expect(trialsOption.parse("1e10")).toBe(MAX_TRIALS);
  });
  it("refuses 0, a fraction, a negative, more than 10^10, words and a misplaced separator", () => {
    for (const raw of ["0", "1.5", "-5", "2e10", "many", "1_00", "1e-3", "", true]) expect(trialsOption.parse(raw), String(raw)).toBeUndefined();
  });
});

describe("validateMonteCarlo", () => {
  it("no flags: no trials, the default seed 1, no threads or precision, and no simulation wanted", () => {
    const validated = validateMonteCarlo({});
    expect(validated).toEqual({ ok: true, value: { trials: undefined, seed: DEFAULT_SEED, threads: undefined, precision: undefined } });
    expect(validated.ok && wantsSimulation(validated.value)).toBe(false);
  });
  it("--mc or --precision alone asks for a simulation", () => {
    const trials = validateMonteCarlo({ trials: "1e5", seed: "7", threads: "2" });
    expect(trials).toEqual({ ok: true, value: { trials: 100_000, seed: 7, threads: 2, precision: undefined } });
    expect(trials.ok && wantsSimulation(trials.value)).toBe(true);
    const precision = validateMonteCarlo({ precision: "0.1%" });
    expect(precision.ok && precision.value.precision).toBeCloseTo(0.001, 15);
    expect(precision.ok && wantsSimulation(precision.value)).toBe(true);
  });
  it("refuses every bad flag together, each named with what is allowed and what was received", () => {
    expect(validateMonteCarlo({ trials: "0", seed: "1.5", threads: "0", precision: "2" })).toEqual({
      ok: false,
      errors: [
        '--mc: expected a whole number of trials from 1 to 1e10 (e.g. 1000000, 1_000_000 or 1e6), received "0"',
        '--seed: expected an integer from 0 to 9007199254740991, received "1.5"',
        '--threads: expected an integer from 1 to 256, received "0"',
        '--precision: expected a half-width above 0 and at most 0.25 (e.g. 0.001 or 0.1%), received "2"',
      ],
    });
    expect(validateMonteCarlo({ precision: "0" }).ok).toBe(false);
    expect(validateMonteCarlo({ precision: "0.25" }).ok).toBe(true);
  });
  it("the options' flags are --mc, --seed, --threads and --precision", () => {
    expect(Object.keys(MONTE_CARLO_OPTIONS)).toEqual(["trials", "seed", "threads", "precision"]);
    expect(trialsOption.flag).toBe("mc");
  });
});
