import { findAnalysis } from "./src/models/index.js";
import { validateRun } from "./src/core/analysis.js";
import { simulate } from "./src/sim/simulate.js";
const a = findAnalysis("ash","check")!;
const N = Number(process.argv[2] ?? 400000);
const sets = [
 { suit: "spades", trait: "2", hand: "QS,7C,AH,2D", opposing: "3", policy: "optimal" },
 { suit: "spades", trait: "1", hand: "QS,7C,2D", opposing: "2", strain: "1", policy: "optimal", reveal: "after" },
 { suit: "hearts", trait: "1", hand: "QS,7C,AH", opposing: "2", policy: "optimal", decks: "shared" },
 { suit: "hearts", trait: "1", hand: "QS,7C,AH", opposing: "2", policy: "optimal", decks: "shared", reveal: "after", cardCost: "1/4" },
 { suit: "diamonds", trait: "2", hand: "QS,7C,AD,X", play: "AD", discard: "7C", opposing: "2", wounds: "3", evocation: true },
];
for (const raw of sets) {
  const v = validateRun(a, raw); if (!v.ok) throw v.errors;
  const exact = a.run!(v.value as never);
  const t0=performance.now();
  const run = await simulate(a, raw, v.value, { trials: N, seed: Number(process.argv[3] ?? 3), threads: 2 });
  const zs: string[] = [];
  for (const o of exact.outcomes) { const e = run.estimates.groups.outcome[o.outcome]; const se=Math.sqrt(o.probability*(1-o.probability)/N); zs.push(o.outcome+" "+(se? ((e.probability-o.probability)/se).toFixed(2):"-")); }
  for (const q of ["expectedStrain","expectedWounds","expectedCardsUsed","expectedUtility"]) { const e=run.estimates.quantities[q]; zs.push(q+" "+((e.mean-exact.summary[q])/e.standardError).toFixed(2)); }
  console.log(JSON.stringify(raw), (performance.now()-t0).toFixed(0)+"ms", zs.join(" | "));
}
