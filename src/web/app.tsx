/**
 * The workbench: pick an analysis, edit its options, see the answer. The address holds the whole view
 * (`#/<game>/<analysis>?<flag>=<value>&…`); each edit is checked at once with the CLI's own checks, then
 * (debounced) computed in the compute worker, replacing a run still going.
 */
import { useEffect, useMemo, useState } from "preact/hooks";
import { analysisNames, gameIds } from "../analyses/catalog.js";
import { findLoaded, firstAnalysis, loadChoice } from "./state/registry.js";
import { flagName } from "../framework/options.js";
import type { AnalysisEntry } from "../framework/registered-analysis.js";
import { commandOf } from "../pipeline/permalink.js";
import { RunForm } from "./form/run-form.js";
import { CompareView } from "./results/compare-view.js";
import type { DownloadFile } from "./results/downloads.js";
import { ResultView } from "./results/result-view.js";
import { formOfHash, formProblems, hashOf, rawOf, simulationOf, type FormState } from "./state/form-run.js";
import { reportRunOf, startingForm } from "./state/report-run.js";
import { useAddress } from "./state/use-address.js";
import { usePins } from "./state/use-pins.js";
import { embedAddress, PLAIN_VIEW, queryOf, splitViewAddress, withView, type ViewState } from "./state/view-address.js";
import { useDarkScheme } from "./state/use-dark-scheme.js";
import { useRun, type Computed, type RunStatus } from "./state/use-run.js";
import { fieldOf } from "../core/checked-index.js";
import { firstValues, NO_BALANCE, type BalanceState } from "./state/balance-address.js";
import type { BalanceViewProps } from "./balance/balance-view.js";

/** The catalog's first analysis, which main.tsx loads before the page draws (registry.ts, loadShown). */
function firstEntry(): AnalysisEntry {
  const first = firstAnalysis();
  const entry = findLoaded(first.game, first.name);
  if (entry === undefined) throw new Error(`the workbench drew before ${first.game} ${first.name} was loaded`);
  return entry;
}

function initialRoute(): { form: FormState; view: ViewState; problems: string[] } {
  const split = splitViewAddress(location.hash);
  const read = formOfHash(split.run);
  return { form: read.form ?? startingForm(firstEntry()), view: read.form ? split.view : PLAIN_VIEW, problems: [...read.problems, ...split.problems] };
}

/** What holds the answer back while the Balance view is shown (never displayed: the answer is hidden then). */
const BALANCE_SHOWN = ["the Balance view is shown"];

/** A list of problems above the form (the plugins', the address's), drawn only when there are some. */
function ProblemList({ kind, label, problems }: { readonly kind: string; readonly label: string; readonly problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <ul class={`problems ${kind}`} aria-live="assertive" aria-label={label}>
      {problems.map((problem) => (
        <li>{problem}</li>
      ))}
    </ul>
  );
}

/** The workbench; `pluginProblems` are the page's plugins that did not load, shown above the form. */
export function App({ pluginProblems = [] }: { readonly pluginProblems?: readonly string[] }) {
  const initial = useMemo(initialRoute, []);
  const [form, setForm] = useState<FormState>(initial.form);
  const [addressProblems, setAddressProblems] = useState<string[]>(initial.problems);
  const [view, setView] = useState<ViewState>(initial.view);
  const dark = useDarkScheme();
  const entry = findLoaded(form.game, form.analysis) ?? firstEntry();
  const problems = useMemo(() => formProblems(entry, form), [entry, form]);
  const hash = hashOf(form);
  const balance = view.balance ?? NO_BALANCE;
  // While the Balance view is shown, its own worker searches: the answer waits until Answer is shown again.
  const { computed, status, stop } = useRun(entry, form, hash, balance.open ? BALANCE_SHOWN : problems);
  const pins = usePins(form.game, form.analysis, view.pins);
  useAddress(withView(hash, view), (read, readView, readProblems) => {
    setAddressProblems(readProblems);
    if (read) {
      setForm(read);
      setView(readView);
    }
  });
  const edit = (next: FormState) => {
    setAddressProblems([]);
    // Another analysis starts with its own view: pins belong to the analysis they were made in.
    if (next.game !== form.game || next.analysis !== form.analysis) setView(PLAIN_VIEW);
    setForm(next);
  };
  // While the Balance view is open, a varied option left empty in the form is no problem: it is varied.
  const shownProblems = useMemo(() => (balance.open ? formProblems(entry, { ...form, values: { ...form.values, ...firstValues([...balance.vary, ...balance.across]) } }) : problems), [entry, form, balance, problems]);
  const setBalance = (next: BalanceState) => setView({ ...view, balance: next });
  const pinned = view.pins.includes(queryOf(hash));
  const fresh = computed?.hash === hash;
  const shown = computed?.analysis === `${form.game}/${form.analysis}` ? computed : undefined;
  const params = rawOf(entry, form.values).raw;
  const command = commandOf(entry, params, simulationOf(form));
  return (
    <div class="app">
      <AnalysisPicker entry={entry} onChoose={(target) => edit(startingForm(target))} />
      <ProblemList kind="plugins" label="problems with the plugins" problems={pluginProblems} />
      <ProblemList kind="address" label="problems with the address" problems={addressProblems} />
      <main class="columns">
        <RunForm entry={entry} form={form} problems={shownProblems} onChange={edit} />
        <section class="results" aria-label="result" aria-busy={status.kind === "computing"}>
          <button type="button" class="to-options" onClick={showOptions}>
            Edit the options ({Object.keys(entry.options).length})
          </button>
          <ViewTabs balanceOpen={balance.open} onBalance={(open) => setBalance({ ...balance, open })} />
          {balance.open ? <LazyBalanceView entry={entry} form={form} balance={balance} onChange={setBalance} /> : null}
          <div hidden={balance.open}>
          <StatusLine status={problems.length > 0 ? { kind: "failed", message: "Nothing to compute until the options marked in red are fixed." } : status} computed={fresh ? computed : undefined} onStop={stop} />
          <CommandBar command={command} canPin={computed !== undefined && fresh && !pinned} pins={view.pins.length} onPin={() => setView({ ...view, pins: [...view.pins, queryOf(hash)] })} onUnpinAll={() => setView({ ...view, pins: [] })} />
          {shown ? (
            <div class={fresh ? "answer" : "answer stale"} data-hash={shown.hash}>
              {view.pins.length > 0 && fresh ? <CompareView entry={entry} pins={pins} current={{ form, result: shown.result }} dark={dark} onUnpin={(pin) => setView({ ...view, pins: view.pins.filter((kept) => kept !== pin) })} /> : null}
              <ResultView
                entry={entry}
                params={params}
                result={shown.result}
                facts={shown.facts}
                reportRun={fresh ? reportRunOf(entry, form) : undefined}
                dark={dark}
                inputs={fileInputs(entry, form)}
                view={view.view}
                onView={(next) => setView({ ...view, view: next })}
                embedOf={(index) => embedAddress(withView(hash, { ...view, pins: [] }), index)}
              />
            </div>
          ) : null}
          </div>
        </section>
      </main>
    </div>
  );
}

/** The two views of an analysis: its answer for the form's options, and Balance (which settings give these odds). */
function ViewTabs({ balanceOpen, onBalance }: { readonly balanceOpen: boolean; readonly onBalance: (open: boolean) => void }) {
  return (
    <div class="view-tabs" role="group" aria-label="view">
      <button type="button" aria-pressed={!balanceOpen} onClick={() => onBalance(false)}>
        Answer
      </button>
      <button type="button" aria-pressed={balanceOpen} onClick={() => onBalance(true)}>
        Balance
      </button>
    </div>
  );
}

type BalanceViewComponent = (props: BalanceViewProps) => ReturnType<typeof ViewTabs>;
let balanceViewLoading: Promise<BalanceViewComponent> | undefined;

/** The Balance view, whose code (and src/balance's) loads when it is first opened, not with the page. */
function LazyBalanceView(props: BalanceViewProps) {
  const [View, setView] = useState<BalanceViewComponent | undefined>();
  useEffect(() => {
    balanceViewLoading ??= import("./balance/balance-view.js").then((module) => module.BalanceView);
    void balanceViewLoading.then((loaded) => setView(() => loaded));
  }, []);
  return View ? <View {...props} /> : <p class="status" role="status">Loading the Balance view…</p>;
}

/** The command line of the run, its copy buttons (command and link) and the pin buttons. */
function CommandBar(props: { readonly command: string; readonly canPin: boolean; readonly pins: number; readonly onPin: () => void; readonly onUnpinAll: () => void }) {
  const { command, canPin, pins, onPin, onUnpinAll } = props;
  return (
    <div class="command">
      <code id="command">
        {command.split(" ").map((word, index) => (
          <>
            {index > 0 ? " " : ""}
            <span class="word">{word}</span>
          </>
        ))}
      </code>
      <button type="button" onClick={() => void navigator.clipboard?.writeText(command)}>
        Copy command
      </button>
      <button type="button" onClick={() => void navigator.clipboard?.writeText(location.href)}>
        Copy link
      </button>
      {canPin ? (
        <button type="button" onClick={onPin}>
          Pin to compare
        </button>
      ) : null}
      {pins > 0 ? (
        <button type="button" onClick={onUnpinAll}>
          Unpin all ({pins})
        </button>
      ) : null}
    </div>
  );
}

/**
 * On a phone the answer comes first and the form after it: one tap scrolls to the form and puts the cursor in
 * its first field.
 */
function showOptions(): void {
  const form = document.querySelector<HTMLFormElement>("form.run-form");
  form?.scrollIntoView({ block: "start" });
  form?.querySelector<HTMLElement>("input, select, textarea")?.focus({ preventScroll: true });
}

/** The page's heading, and the game and analysis lists (every analysis of the registry). */
function AnalysisPicker({ entry, onChoose }: { readonly entry: AnalysisEntry; readonly onChoose: (entry: AnalysisEntry) => void }) {
  const choose = (game: string, name?: string) => {
    // The chosen analysis's code is loaded when it is chosen (issue 28 §9).
    void loadChoice(game, name).then((target) => target && onChoose(target));
  };
  return (
    <>
      <header class="top">
        <h1>
          oddsmith <span>workbench</span>
        </h1>
        <nav aria-label="analyses">
          <label>
            game{" "}
            <select id="game" value={entry.game} onChange={(event) => choose(event.currentTarget.value)}>
              {gameIds().map((game) => (
                <option value={game}>{game}</option>
              ))}
            </select>
          </label>
          <label>
            analysis{" "}
            <select id="analysis" value={entry.name} onChange={(event) => choose(entry.game, event.currentTarget.value)}>
              {analysisNames(entry.game).map((name) => (
                <option value={name}>{name}</option>
              ))}
            </select>
          </label>
        </nav>
      </header>
      <p class="summary">
        <code>
          oddsmith {entry.game} {entry.name}
        </code>
        : {entry.summary}
        {entry.exact ? "" : " (simulated: this analysis has no exact solver)"}
      </p>
    </>
  );
}

/** The files a run's command line names: each file option's JSON, as `<flag>.json`. */
function fileInputs(entry: AnalysisEntry, form: FormState): DownloadFile[] {
  return Object.entries(entry.options)
    .filter(([field, spec]) => spec.kind === "json-file" && (form.values[field] ?? "").trim() !== "")
    .map(([field, spec]) => ({ name: `${flagName(field, spec).slice(2)}.json`, type: "application/json", text: fieldOf(form.values, field) }));
}

function StatusLine({ status, computed, onStop }: { readonly status: RunStatus; readonly computed: Computed | undefined; readonly onStop: () => void }) {
  if (status.kind === "computing") {
    return (
      <p class="status" role="status">
        Computing…{" "}
        {status.planned > 0 ? (
          <progress value={status.done} max={status.planned} aria-label="progress">
            {Math.round((100 * status.done) / status.planned)}%
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
  const took = computed ? `Answered in ${computed.milliseconds < 10 ? computed.milliseconds.toFixed(1) : Math.round(computed.milliseconds)} ms${computed.facts ? " (simulated)" : " (exact)"}.` : "\u00a0";
  return <p class="status" role="status">{took}</p>;
}
