/**
 * The benchmark suite: `npm run bench [-- --suite NAME] [-- --list]`. Each suite times named workloads
 * in-process (median of repeated runs after warm-up) or as whole commands, and shows each beside its
 * baseline: a target from the issue tracker, a reference figure, or another workload of the same run.
 * Speed is measured here, never in tests. A suite is one file in bench/suites/ and one line below.
 */
import { type Measurement, type Suite } from "./measure.js";
import { ashSuite } from "./suites/ash.js";
import { cliSuite } from "./suites/cli.js";
import { exactArithmeticSuite } from "./suites/exact-arithmetic.js";
import { kingstoneSuite } from "./suites/kingstone.js";
import { monteCarloSuite } from "./suites/monte-carlo.js";
import { ultimoSuite } from "./suites/ultimo.js";
import { zilchSuite } from "./suites/zilch.js";

const SUITES: readonly Suite[] = [kingstoneSuite, zilchSuite, ultimoSuite, ashSuite, monteCarloSuite, exactArithmeticSuite, cliSuite];

const args = process.argv.slice(2);
if (args.includes("--list")) {
  for (const suite of SUITES) console.log(`${suite.name.padEnd(18)} ${suite.summary}`);
  process.exit(0);
}
const wanted = args.includes("--suite") ? args[args.indexOf("--suite") + 1] : undefined;
const chosen = wanted === undefined ? SUITES : SUITES.filter((suite) => suite.name === wanted);
if (chosen.length === 0) {
  console.error(`--suite: expected one of ${SUITES.map((suite) => suite.name).join(", ")}, received ${JSON.stringify(wanted ?? "")}`);
  process.exit(2);
}

const lines: Measurement[] = [];
for (const suite of chosen) lines.push(...(await suite.run()));

/** A ratio to the baseline: "0.34×", or "1/18000×" when far below it. */
function ratioText(ratio: number): string {
  return ratio >= 0.01 ? `${ratio.toFixed(2)}×` : `1/${Math.round(1 / ratio)}×`;
}

const medians = new Map(lines.map(({ workload, timing }) => [workload, timing.medianMs]));
const rows = lines.map(({ workload, timing, baseline }) => {
  const baselineMs = baseline === undefined ? undefined : "ms" in baseline ? baseline.ms : medians.get(baseline.workload);
  return [
    workload,
    timing.medianMs.toFixed(2),
    `${timing.minMs.toFixed(2)}–${timing.maxMs.toFixed(2)}`,
    String(timing.runs),
    baselineMs === undefined ? "" : baselineMs.toFixed(2),
    baselineMs === undefined ? "" : ratioText(timing.medianMs / baselineMs),
    baseline?.source ?? "",
  ];
});
const header = ["workload", "median ms", "range ms", "runs", "baseline ms", "vs baseline", "baseline source"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const print = (cells: string[]) => console.log(cells.map((c, i) => (i > 0 && i < 6 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join("  ").trimEnd());
console.log(`node ${process.version}, ${new Date().toISOString()}`);
print(header);
for (const row of rows) print(row);
