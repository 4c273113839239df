/**
 * The benchmark suite: `npm run bench [-- --suite NAME] [-- --quick] [-- --list] [-- --icepool PATH]
 * [-- --results DIR | --no-results] [-- --against [FILE]]`. Each suite times named workloads in-process (median of repeated
 * runs after warm-up) or as whole commands, beside a baseline written in the bench that computes the same
 * answer (checked before it is timed: the bench stops if they disagree) and, where an issue names one, a
 * target. One table is printed and the same rows are written to bench/results/<date>-<commit>.json and
 * .csv. Speed is measured here, never in tests. A suite is one file in bench/suites/ and one line below.
 *
 *   arguments ─► suites (workloads, baselines, agreement checks) ─► rows (median, spread, rate, speed-up)
 *                                                                   ├─► table on stdout
 *                                                                   └─► bench/results/<date>-<commit>.json|.csv
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BENCH_USAGE, parseBenchArgs } from "./args.js";
import { compareRows, comparisonLines, newestSaved, type SavedResults } from "./compare.js";
import { BaselineDisagrees, type BenchContext, type Suite } from "./measure.js";
import { resultRows, tableLines, writeResults, type ResultRow, type RunInfo } from "./results.js";
import { ashSuite } from "./suites/ash.js";
import { balanceSuite } from "./suites/balance.js";
import { cliSuite } from "./suites/cli.js";
import { exactArithmeticSuite } from "./suites/exact-arithmetic.js";
import { exactVersusMonteCarloSuite } from "./suites/exact-vs-mc.js";
import { icepoolSuite } from "./suites/icepool.js";
import { kingstoneSuite } from "./suites/kingstone.js";
import { startupSuite } from "./suites/startup.js";
import { monteCarloSuite } from "./suites/monte-carlo.js";
import { samplersSuite } from "./suites/samplers.js";
import { ultimoSuite } from "./suites/ultimo.js";
import { webSuite } from "./suites/web.js";
import { zilchSuite } from "./suites/zilch.js";

const SUITES: readonly Suite[] = [kingstoneSuite, zilchSuite, ultimoSuite, ashSuite, monteCarloSuite, samplersSuite, exactVersusMonteCarloSuite, exactArithmeticSuite, icepoolSuite, cliSuite, startupSuite, webSuite, balanceSuite];

const root = fileURLToPath(new URL("..", import.meta.url));

function git(args: string[]): string {
  try {
    return execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "";
  }
}

function cpuModel(): string {
  try {
    const line = readFileSync("/proc/cpuinfo", "utf8").split("\n").find((l) => l.startsWith("model name"));
    if (line) return line.slice(line.indexOf(":") + 1).trim();
  } catch {
    // not Linux: fall back on what Node reports
  }
  return cpus()[0]?.model ?? "unknown";
}

/** The results file `--against` names, or the newest committed one holding a row of the suites run; exits 2 when there is none. */
function savedResults(against: string | true, suites: readonly string[], quick: boolean): { path: string; saved: SavedResults } {
  const read = (path: string) => JSON.parse(readFileSync(join(root, path), "utf8")) as SavedResults;
  let path: string | undefined = against === true ? undefined : against;
  if (path === undefined) {
    const committed = git(["ls-files", "bench/results/*.json"]).split("\n").filter((file) => file !== "");
    path = newestSaved(committed.map((file) => ({ path: file, results: read(file) })), suites, quick);
  }
  if (path === undefined || !existsSync(join(root, path))) {
    console.error(`--against: expected a results file (bench/results/*.json), received ${path === undefined ? `none: no committed results hold a row of ${suites.join(", ")}` : JSON.stringify(path)}`);
    process.exit(2);
  }
  return { path, saved: read(path) };
}

const parsed = parseBenchArgs(process.argv.slice(2), SUITES.map((suite) => suite.name));
if (!parsed.ok) {
  for (const error of parsed.errors) console.error(error);
  process.exit(2);
}
const options = parsed.options;
if (options.help) {
  console.log(BENCH_USAGE);
  process.exit(0);
}
if (options.list) {
  for (const suite of SUITES) console.log(`${suite.name.padEnd(18)} ${suite.summary}`);
  process.exit(0);
}

const chosen = options.suite === undefined ? SUITES : SUITES.filter((suite) => suite.name === options.suite);
// Read before the run, so a wrong --against stops the bench before minutes of timing.
const against = options.against === undefined ? undefined : savedResults(options.against, chosen.map((suite) => suite.name), options.quick);
const context: BenchContext = { quick: options.quick, notes: [], ...(options.icepool === undefined ? {} : { icepool: options.icepool }) };
const loadStart = loadavg()[0]!;
const date = new Date().toISOString();
console.log(`node ${process.version}, ${cpuModel()}, ${availableParallelism()} cores, load ${loadStart.toFixed(2)}, ${date}${options.quick ? ", --quick" : ""}`);

const rows: ResultRow[] = [];
const medians = new Map<string, number>();
for (const suite of chosen) {
  const started = performance.now();
  try {
    const suiteRows = resultRows(suite.name, await suite.run(context), medians);
    for (const row of suiteRows) medians.set(row.workload, row.medianMs);
    rows.push(...suiteRows);
  } catch (error) {
    if (error instanceof BaselineDisagrees) {
      console.error(`bench ${suite.name}: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  console.error(`  ${suite.name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

for (const line of tableLines(rows)) console.log(line);
for (const note of context.notes) console.log(`note: ${note}`);

const loadEnd = loadavg()[0]!;
// The end's figure counts the bench's own pool and processes, so only the start's says whether others were busy.
if (loadStart >= availableParallelism()) {
  console.log(`note: the load average was ${loadStart.toFixed(2)} when the bench started, on ${availableParallelism()} cores: other work shared them, so these figures are noisy.`);
}
if (against !== undefined) {
  console.log("");
  for (const line of comparisonLines(against.saved, against.path, { loadStart, loadEnd, cores: availableParallelism() }, compareRows(against.saved.rows, rows))) console.log(line);
}
if (options.writeResults) {
  const info: RunInfo = {
    date,
    commit: git(["rev-parse", "--short", "HEAD"]) || "unknown",
    dirty: git(["status", "--porcelain", "--untracked-files=no"]) !== "",
    node: process.version,
    cpu: cpuModel(),
    cores: availableParallelism(),
    loadStart,
    loadEnd,
    quick: options.quick,
    suites: chosen.map((suite) => suite.name),
    notes: context.notes,
  };
  const paths = writeResults(options.results ?? `${root}bench/results`, info, rows);
  console.log(`results: ${paths.json}, ${paths.csv}`);
}
