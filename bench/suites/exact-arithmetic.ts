import { fraction } from "mathjs";
import { Rational } from "../../src/core/rational.js";
import { time, type Suite } from "../measure.js";

/** Exact arithmetic as the solvers use it: 1,000 expectations over 2d6, our bigint Rational against mathjs fractions. */
export const exactArithmeticSuite: Suite = {
  name: "exact-arithmetic",
  summary: "bigint Rational against mathjs fractions",
  run: () => {
    const weights = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
    const ours = "1,000 expectations over 2d6, bigint Rational";
    return [
      {
        workload: ours,
        timing: time(() => {
          let total = Rational.ZERO;
          for (let rep = 0; rep < 1000; rep++) {
            let sum = Rational.ZERO;
            for (let i = 0; i < 11; i++) sum = sum.add(Rational.of(weights[i]! * (i + 2 - (rep % 7)), 36));
            total = total.add(sum);
          }
          return total;
        }, 10, 2),
        baseline: { workload: "1,000 expectations over 2d6, mathjs fractions", source: "mathjs fractions, same work, this run" },
      },
      {
        workload: "1,000 expectations over 2d6, mathjs fractions",
        timing: time(() => {
          let total = fraction(0);
          for (let rep = 0; rep < 1000; rep++) {
            let sum = fraction(0);
            for (let i = 0; i < 11; i++) sum = sum.add(fraction(weights[i]! * (i + 2 - (rep % 7)), 36));
            total = total.add(sum);
          }
          return total;
        }, 10, 2),
      },
    ];
  },
};
