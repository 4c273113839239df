/**
 * The Balance view's search (issue 26 §6): each edit of its question (debounced) is sent to a compute
 * worker of its own, replacing a search still going (the client ends that worker: a stale search is
 * cancelled, never awaited); the last answer stays shown, dimmed, until the new one comes.
 */
import { useEffect, useMemo, useState } from "preact/hooks";
import type { AnalysisEntry } from "../../framework/registered-analysis.js";
import { ComputeClient } from "../compute/compute-client.js";
import type { BalanceSolved } from "../compute/balance-solve.js";
import { pagePlugins } from "../state/page-plugins.js";
import type { AskedQuestion, BalanceAsk } from "./balance-question.js";

/** How long an edit waits for the next one (a slider dragged) before it is searched. */
const DEBOUNCE_MS = 40;

/** A search's answer and the question it answers (its key). */
export interface BalanceAnswered {
  readonly key: string;
  /** The question answered (a stale answer is drawn with its own question, not the one being edited). */
  readonly question: AskedQuestion;
  readonly solved: BalanceSolved;
  readonly milliseconds: number;
}

/** Where the search stands. */
export type BalanceStatus = { readonly kind: "idle" } | { readonly kind: "searching" } | { readonly kind: "failed"; readonly message: string };

/** The key of a question: what the worker is asked, as text. */
export function askKey(entry: AnalysisEntry, ask: BalanceAsk): string {
  return JSON.stringify([entry.game, entry.name, ask.fixed, ask.question]);
}

/** Searches `ask` in a worker whenever it changes (and has no problems); the answer, its key and the status. */
export function useBalance(entry: AnalysisEntry, ask: BalanceAsk): { readonly answered: BalanceAnswered | undefined; readonly status: BalanceStatus; readonly key: string } {
  const client = useMemo(() => new ComputeClient(pagePlugins), []);
  const [answered, setAnswered] = useState<BalanceAnswered | undefined>();
  const [status, setStatus] = useState<BalanceStatus>({ kind: "idle" });
  const key = askKey(entry, ask);
  useEffect(() => () => client.close(), []);
  useEffect(() => {
    if (ask.problems.length > 0) {
      client.stop();
      setStatus({ kind: "failed", message: ask.problems.join("\n") });
      return;
    }
    const timer = setTimeout(() => {
      setStatus({ kind: "searching" });
      const request = { game: entry.game, analysis: entry.name, raw: ask.fixed, simulation: {}, balance: ask.question };
      void client.run(request, () => undefined).then((outcome) => {
        if (outcome.kind === "balance") {
          setAnswered({ key, question: ask.question, solved: outcome.solved, milliseconds: outcome.milliseconds });
          setStatus({ kind: "idle" });
        } else if (outcome.kind === "problems") setStatus({ kind: "failed", message: outcome.problems.join("\n") });
        else if (outcome.kind === "failed") setStatus({ kind: "failed", message: outcome.message });
      });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, ask.problems.join("\n")]);
  return { answered, status, key };
}
