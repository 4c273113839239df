/**
 * The page's computation: (debounced) each edit of a form with no problems is sent to the compute worker,
 * replacing a run still going; the answer, the status and the stop button's action come back.
 */
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import type { AnalysisResult } from "../../framework/analysis.js";
import type { AnalysisEntry } from "../../framework/registered-analysis.js";
import type { MonteCarloFacts } from "../../pipeline/compute-run.js";
import { ComputeClient } from "../compute/compute-client.js";
import { pagePlugins } from "./page-plugins.js";
import { rawOf, simulationOf, type FormState } from "./form-run.js";

/**
 * How long an edit in a burst waits for the next keystroke before it is computed. An edit that comes after
 * a quiet spell at least this long (a click, a step, a value pasted, a burst's first key) is computed at
 * once (issue 28 §9: an edit redraws within 100 ms), so only the keys after it wait.
 */
const DEBOUNCE_MS = 40;

/** An answer, and the address and analysis it answers. */
export interface Computed {
  readonly hash: string;
  /** "game/name": another analysis's answer is never shown, not even dimmed. */
  readonly analysis: string;
  readonly result: AnalysisResult;
  readonly facts: MonteCarloFacts | undefined;
  readonly milliseconds: number;
}

/** Where the computation stands. */
export type RunStatus =
  | { readonly kind: "idle" }
  | { readonly kind: "computing"; readonly done: number; readonly planned: number }
  | { readonly kind: "stopped" }
  | { readonly kind: "failed"; readonly message: string };

export function useRun(entry: AnalysisEntry, form: FormState, hash: string, problems: readonly string[]) {
  const client = useMemo(() => new ComputeClient(pagePlugins), []);
  const [computed, setComputed] = useState<Computed | undefined>();
  const [status, setStatus] = useState<RunStatus>({ kind: "idle" });
  // The address's own run, as the page opens, waits for no keystroke: only edits are debounced.
  const opening = useRef(true);
  const lastEdit = useRef(-Infinity);
  useEffect(() => {
    const now = performance.now();
    const delay = opening.current || now - lastEdit.current >= DEBOUNCE_MS ? 0 : DEBOUNCE_MS;
    opening.current = false;
    lastEdit.current = now;
    if (problems.length > 0) {
      client.stop();
      setStatus({ kind: "idle" });
      return;
    }
    const timer = setTimeout(() => {
      setStatus({ kind: "computing", done: 0, planned: 0 });
      const { raw } = rawOf(entry, form.values);
      const request = { game: form.game, analysis: form.analysis, raw, simulation: simulationOf(form) };
      void client.run(request, (done, planned) => setStatus({ kind: "computing", done, planned })).then((outcome) => {
        if (outcome.kind === "result") {
          setComputed({ hash, analysis: `${form.game}/${form.analysis}`, result: outcome.result, facts: outcome.facts, milliseconds: outcome.milliseconds });
          setStatus({ kind: "idle" });
        } else if (outcome.kind === "problems") setStatus({ kind: "failed", message: outcome.problems.join("\n") });
        else if (outcome.kind === "failed") setStatus({ kind: "failed", message: outcome.message });
        else if (!client.busy) setStatus((now) => (now.kind === "computing" ? { kind: "stopped" } : now));
      });
    }, delay);
    return () => clearTimeout(timer);
  }, [hash, problems.length]);
  return { computed, status, stop: () => client.stop() };
}
