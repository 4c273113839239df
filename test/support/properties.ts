/**
 * How the property-based tests (test/properties/) run fast-check: a run count per property, every run
 * made (so what a test checks never depends on the machine's speed or load), and a failing case reported
 * with the seed and path that replay it. Replay: `FC_SEED=<seed> FC_PATH=<path> npx vitest run
 * test/properties/<file>`; `FC_RUNS=<n>` runs every property n times (a longer search, locally);
 * `FC_BUDGET=1` also stops each property at its time budget (a quick local look, never in CI).
 */
import fc from "fast-check";
import { afterAll } from "vitest";

/** What each property ran, printed once per file: the runs made, the runs skipped (fc.pre) and the time. */
const ran: string[] = [];

afterAll(() => {
  if (ran.length > 0) process.stdout.write(`fast-check: ${ran.join("; ")}\n`);
});

/** A whole number from the environment, or undefined. */
function fromEnvironment(name: string): number | undefined {
  const text = process.env[name];
  return text === undefined || text.trim() === "" ? undefined : Number(text);
}

/**
 * A time budget between runs: once it is spent no further run starts, and the search ends as passed when
 * nothing failed. (fast-check's interruptAfterTimeLimit races the run in progress instead, leaving its
 * work, a pool of worker threads say, running behind the test.)
 */
function budget<T>(seconds: number): fc.Plugin<T> {
  return () => {
    const end = performance.now() + seconds * 1000;
    // fast-check fails a search interrupted before any run passed: the budget waits for one.
    let passed = 0;
    const count = <R>(outcome: R): R => {
      if (outcome === null) passed++;
      return outcome;
    };
    return {
      decorateRun: (run) => (value) => {
        if (passed > 0 && performance.now() >= end) return new fc.PreconditionFailure(true);
        const outcome = run(value);
        return outcome instanceof Promise ? outcome.then(count) : count(outcome);
      },
    };
  };
}

/**
 * Checks a property with fast-check: `runs` runs (or FC_RUNS), a random seed unless FC_SEED gives one. Only
 * under FC_BUDGET=1 is no run started after `seconds` (the first always runs; an interrupted search that
 * found nothing passes): a time budget would make the cases checked depend on the machine's load. A failure throws fast-check's report, which names the counterexample, the seed and the
 * path; the message adds the command that replays it.
 * @throws {Error} the report of the first failing case, shrunk
 */
export async function checkProperty<T>(name: string, property: fc.IAsyncProperty<T> | fc.IProperty<T>, runs: number, seconds: number): Promise<void> {
  const seed = fromEnvironment("FC_SEED");
  const path = process.env.FC_PATH;
  const started = performance.now();
  const details = await fc.check(property as fc.IAsyncProperty<T>, {
    numRuns: fromEnvironment("FC_RUNS") ?? runs,
    ...(seed === undefined ? {} : { seed }),
    ...(path === undefined || path === "" ? {} : { path }),
    plugins: process.env.FC_BUDGET === "1" ? [budget<T>(seconds)] : [],
    // Shrinking reruns the failing case many times; a shrunk report within the budget is enough.
    endOnFailure: false,
  });
  ran.push(`${name}: ${details.numRuns} runs, ${details.numSkips} skipped, ${((performance.now() - started) / 1000).toFixed(1)} s${details.interrupted ? " (time budget reached)" : ""}`);
  if (details.failed) {
    const report = fc.defaultReportMessage(details) ?? "the property failed";
    const cause = details.errorInstance instanceof Error ? `\n${details.errorInstance.message}` : "";
    throw new Error(`${name}: ${report}${cause}\nReplay: FC_SEED=${details.seed} FC_PATH=${details.counterexamplePath ?? ""} npx vitest run <this file>`);
  }
}
