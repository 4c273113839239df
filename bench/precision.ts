import { Z95 } from "../src/core/estimate.js";

/**
 * The trials a sampler needs for its 95% interval around a probability p to have half-width `halfWidth`:
 * n = z² · p(1 − p) / halfWidth² (the normal approximation), rounded up. O(1).
 * @example trialsForHalfWidth(0.5, 0.001) // 960365
 */
export function trialsForHalfWidth(p: number, halfWidth: number, z = Z95): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`p: expected a probability in 0..1, received ${p}`);
  if (!(halfWidth > 0)) throw new RangeError(`halfWidth: expected a positive number, received ${halfWidth}`);
  return Math.max(1, Math.ceil((z * z * p * (1 - p)) / (halfWidth * halfWidth)));
}
