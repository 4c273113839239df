/**
 * The workbench: pick an analysis, edit its options, see the answer. The address holds the whole view
 * (`#/<game>/<analysis>?<flag>=<value>&…`); each edit is checked at once with the CLI's own checks, then
 * (debounced) computed in the compute worker, replacing a run still going.
 */
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { ANALYSES, findAnalysis } from "../analyses/index.js";
import { GAMES, type AnalysisResult } from "../core/analysis.js";
import type { MonteCarloFacts } from "../pipeline/compute-run.js";
import { commandOf } from "../pipeline/permalink.js";
import { ComputeClient } from "./compute/compute-client.js";
import { CompareView, type Pinned } from "./results/compare-view.js";
import { RunForm } from "./form/run-form.js";
import { ResultView } from "./results/result-view.js";
import { formOfHash, formProblems, hashOf, rawOf, simulationOf, type FormState } from "./state/form-run.js";
import { reportRunOf, startingForm } from "./state/report-run.js";
import { useDarkScheme } from "./state/use-dark-scheme.js";

/** How long an edit waits for the next keystroke before it is computed. */
const DEBOUNCE_MS = 40;
/** Edits closer together than this replace the address instead of adding a history entry. */
const EDIT_BURST_MS = 1000;

interface Computed {
  readonly hash: string;
  readonly result: AnalysisResult;
  readonly facts: MonteCarloFacts | undefined;
  readonly milliseconds: number;
}

type Status =
  | { readonly kind: "idle" }
  | { readonly kind: "computing"; readonly done: number; readonly planned: number }
  | { readonly kind: "stopped" }
  | { readonly kind: "failed"; readonly message: string };

function initialRoute(): { form: FormState; problems: string[] } {
  const read = formOfHash(location.hash);
  return { form: read.form ?? startingForm(ANALYSES[0]!), problems: read.problems };
}

export function App() {
  const initial = useMemo(initialRoute, []);
  const [form, setForm] = useState<FormState>(initial.form);
  const [addressProblems, setAddressProblems] = useState<string[]>(initial.problems);
  const [computed, setComputed] = useState<Computed | undefined>();
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [pinned, setPinned] = useState<Pinned | undefined>();
  const dark = useDarkScheme();
  const client = useMemo(() => new ComputeClient(), []);
  // The page's own address is no edit: the first edit always adds a history entry, however soon it comes.
  const lastPush = useRef(-Infinity);
  const entry = findAnalysis(form.game, form.analysis) ?? ANALYSES[0]!;
  const problems = useMemo(() => formProblems(entry, form), [entry, form]);
  const hash = hashOf(form);

  // Back / Forward, and an address typed by hand.
  useEffect(() => {
    const onHash = () => {
      if (location.hash === hashOf(formRef.current)) return;
      const read = formOfHash(location.hash);
      setAddressProblems(read.problems);
      if (read.form) setForm(read.form);
    };
    addEventListener("hashchange", onHash);
    return () => removeEventListener("hashchange", onHash);
  }, []);
  const formRef = useRef(form);
  formRef.current = form;

  // Each edit: the address, then (debounced) the computation.
  useEffect(() => {
    if (location.hash !== hash) {
      const now = performance.now();
      if (location.hash === "" || now - lastPush.current < EDIT_BURST_MS) history.replaceState(null, "", hash);
      else history.pushState(null, "", hash);
      lastPush.current = now;
    }
    if (problems.length > 0) {
      client.stop();
      setStatus({ kind: "idle" });
      return;
    }
    const timer = setTimeout(() => {
      setStatus({ kind: "computing", done: 0, planned: 0 });
      const { raw } = rawOf(entry, form.values);
      void client.run({ game: form.game, analysis: form.analysis, raw, simulation: simulationOf(form) }, (done, planned) => setStatus({ kind: "computing", done, planned })).then((outcome) => {
        if (outcome.kind === "result") {
          setComputed({ hash, result: outcome.result, facts: outcome.facts, milliseconds: outcome.milliseconds });
          setStatus({ kind: "idle" });
        } else if (outcome.kind === "problems") setStatus({ kind: "failed", message: outcome.problems.join("\n") });
        else if (outcome.kind === "failed") setStatus({ kind: "failed", message: outcome.message });
        else if (outcome.kind === "stopped" && !client.busy) setStatus((now) => (now.kind === "computing" ? { kind: "stopped" } : now));
      });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [hash, problems.length]);

  const edit = (next: FormState) => {
    setAddressProblems([]);
    setForm(next);
  };
  const choose = (game: string, name: string) => {
    const target = findAnalysis(game, name);
    if (target) edit(startingForm(target));
  };
  const fresh = computed?.hash === hash;
  const params = rawOf(entry, form.values).raw;
  return (
    <div class="app">
      <header class="top">
        <h1>
          oddsmith <span>workbench</span>
        </h1>
        <nav aria-label="analyses">
          <label>
            game{" "}
            <select id="game" value={entry.game} onChange={(event) => choose(event.currentTarget.value, ANALYSES.find((a) => a.game === event.currentTarget.value)!.name)}>
              {GAMES.map((game) => (
                <option value={game}>{game}</option>
              ))}
            </select>
          </label>
          <label>
            analysis{" "}
            <select id="analysis" value={entry.name} onChange={(event) => choose(entry.game, event.currentTarget.value)}>
              {ANALYSES.filter((a) => a.game === entry.game).map((a) => (
                <option value={a.name}>{a.name}</option>
              ))}
            </select>
          </label>
        </nav>
      </header>
      <p class="summary">
        <code>oddsmith {entry.game} {entry.name}</code>: {entry.summary}
        {entry.exact ? "" : " (simulated: this analysis has no exact solver)"}
      </p>
      {addressProblems.length > 0 ? (
        <ul class="problems address" role="alert" aria-label="problems with the address">
          {addressProblems.map((problem) => (
            <li>{problem}</li>
          ))}
        </ul>
      ) : null}
      <main class="columns">
        <RunForm entry={entry} form={form} problems={problems} onChange={edit} />
        <section class="results" aria-label="result" aria-busy={status.kind === "computing"}>
          <StatusLine status={status} computed={fresh ? computed : undefined} onStop={() => client.stop()} />
          <div class="command">
            <code id="command">{commandOf(entry, params, simulationOf(form))}</code>
            <button type="button" onClick={() => void navigator.clipboard?.writeText(commandOf(entry, params, simulationOf(form)))}>
              Copy
            </button>
            {computed && fresh ? (
              <button type="button" onClick={() => setPinned({ form, result: computed.result })}>
                {pinned ? "Pin this instead" : "Pin to compare"}
              </button>
            ) : null}
            {pinned ? (
              <button type="button" onClick={() => setPinned(undefined)}>
                Unpin
              </button>
            ) : null}
          </div>
          {computed ? (
            <div class={fresh ? "answer" : "answer stale"} data-hash={computed.hash}>
              {pinned && fresh ? <CompareView entry={entry} pinned={pinned} current={{ form, result: computed.result }} dark={dark} /> : null}
              <ResultView entry={entry} params={params} result={computed.result} facts={computed.facts} reportRun={fresh ? reportRunOf(entry, form) : undefined} dark={dark} />
            </div>
          ) : null}
        </section>
      </main>
    </div>
  );
}

function StatusLine({ status, computed, onStop }: { readonly status: Status; readonly computed: Computed | undefined; readonly onStop: () => void }) {
  if (status.kind === "computing") {
    const share = status.planned > 0 ? status.done / status.planned : undefined;
    return (
      <p class="status" role="status">
        Computing…{" "}
        {share !== undefined ? (
          <progress value={status.done} max={status.planned} aria-label="progress">
            {Math.round(share * 100)}%
          </progress>
        ) : null}{" "}
        <button type="button" onClick={onStop}>
          Stop
        </button>
      </p>
    );
  }
  if (status.kind === "stopped") return <p class="status" role="status">Stopped. Edit an option to run again.</p>;
  if (status.kind === "failed") return <p class="status problems" role="alert">{status.message}</p>;
  return (
    <p class="status" role="status">
      {computed ? `Answered in ${computed.milliseconds < 10 ? computed.milliseconds.toFixed(1) : Math.round(computed.milliseconds)} ms${computed.facts ? " (simulated)" : " (exact)"}.` : "\u00a0"}
    </p>
  );
}
