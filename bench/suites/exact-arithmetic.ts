import { fraction, type Fraction } from "mathjs";
import { Rational } from "../../src/core/exact/rational.js";
import { fractionText } from "../exact-text.js";
import { expectSame, sized, time, type Suite } from "../measure.js";

const WEIGHTS = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];

/** 1,000 expectations over 2d6 with our bigint Rational. */
function withRational(): Rational {
  let total = Rational.ZERO;
  for (let rep = 0; rep < 1000; rep++) {
    let sum = Rational.ZERO;
    for (let i = 0; i < 11; i++) sum = sum.add(Rational.of(WEIGHTS[i]! * (i + 2 - (rep % 7)), 36));
    total = total.add(sum);
  }
  return total;
}

/** The same with mathjs fractions: the naive rational arithmetic a first version would use. */
function withMathjs(): Fraction {
  let total = fraction(0);
  for (let rep = 0; rep < 1000; rep++) {
    let sum = fraction(0);
    for (let i = 0; i < 11; i++) sum = sum.add(fraction(WEIGHTS[i]! * (i + 2 - (rep % 7)), 36));
    total = total.add(sum);
  }
  return total;
}

/** Exact arithmetic as the solvers use it: 1,000 expectations over 2d6, our bigint Rational against mathjs fractions. */
export const exactArithmeticSuite: Suite = {
  name: "exact-arithmetic",
  summary: "bigint Rational against mathjs fractions",
  run: (context) => {
    expectSame("1,000 expectations over 2d6", fractionText(withRational()), withMathjs().toFraction());
    const baseline = "baseline: 1,000 expectations over 2d6, mathjs fractions";
    return [
      {
        workload: "1,000 expectations over 2d6 (11,000 additions), bigint Rational",
        timing: time(withRational, sized(context, 10, 2), sized(context, 2, 1)),
        throughput: { count: 11_000, unit: "additions" },
        baseline: { workload: baseline, source: "mathjs fractions, same total (checked)" },
      },
      { workload: baseline, timing: time(withMathjs, sized(context, 10, 2), sized(context, 2, 1)), throughput: { count: 11_000, unit: "additions" } },
    ];
  },
};
