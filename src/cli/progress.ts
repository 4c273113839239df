import type cliProgress from "cli-progress";
import { createRequire } from "node:module";

/** Runs shorter than this show no bar at all. */
const SHOW_AFTER_MS = 1000;

/**
 * A progress bar on stderr for a long simulation: shown only when stderr is a terminal and the output is
 * not JSON, and only once the run has taken about a second. `unit` names what is counted (a sweep counts
 * grid points). Returns the progress callback and `stop`.
 */
export function progressBar(enabled: boolean, label: string, unit = "trials"): { update: (done: number, planned: number) => void; stop: () => void } {
  if (!enabled || !process.stderr.isTTY) return { update: () => {}, stop: () => {} };
  const started = Date.now();
  let bar: cliProgress.SingleBar | undefined;
  return {
    update: (done, planned) => {
      if (bar === undefined) {
        if (Date.now() - started < SHOW_AFTER_MS) return;
        // Loaded when a bar is first drawn: most runs never show one.
        // require() is untyped: this is the cli-progress package whose types are imported above.
        const bars = createRequire(import.meta.url)("cli-progress") as typeof cliProgress;
        bar = new bars.SingleBar(
          { stream: process.stderr, format: `${label} [{bar}] {percentage}% | {value}/{total} ${unit} | {eta_formatted} left`, hideCursor: true, clearOnComplete: true },
          bars.Presets.shades_classic,
        );
        bar.start(planned, done);
      }
      bar.setTotal(planned);
      bar.update(done);
    },
    stop: () => bar?.stop(),
  };
}
