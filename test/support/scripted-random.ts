import type { Random } from "../../src/core/random.js";

/** A Random whose below(n) returns the scripted numbers in turn (then 0): draws chosen by hand, for enumeration. */
export function scriptedRandom(belows: readonly number[]): Random & { readonly used: () => number } {
  let next = 0;
  return {
    uint32: () => 0,
    float: () => 0,
    below: (n) => {
      const value = next < belows.length ? belows[next]! : 0;
      next++;
      if (value >= n) throw new Error(`scripted below(${n}) got ${value}`);
      return value;
    },
    used: () => next,
  };
}
