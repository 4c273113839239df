/**
 * The embed view (issue 28 §8): one chart of a page and its sentence alone, at its own address
 * (`#/embed/kingstone/check?bonus=3&dc=10&chart=0`), for a blog's iframe or a virtual tabletop's journal. It
 * computes the run as the page does and links back to the whole page.
 */
import { useEffect, useMemo, useState } from "preact/hooks";
import type { AnalysisEntry } from "../framework/registered-analysis.js";
import { commandOf } from "../pipeline/permalink.js";
import { chartSentence, describeChart } from "../pipeline/chart-sentence.js";
import { cumulativeChart, isOrdered, type CumulativeView } from "../pipeline/ordered-outcomes.js";
import { toVegaLite } from "../pipeline/vega-lite.js";
import { ChartView } from "./results/chart-view.js";
import { formOfHash, formProblems, hashOf, rawOf, simulationOf, type FormState } from "./state/form-run.js";
import { useDarkScheme } from "./state/use-dark-scheme.js";
import { useRun } from "./state/use-run.js";
import { embeddedPage, splitEmbedAddress, splitViewAddress } from "./state/view-address.js";
import { findLoaded, loadShown } from "./state/registry.js";

/** What an embed address asks for, or the problems that keep it from being shown. */
function readEmbed(hash: string): { entry: AnalysisEntry; form: FormState; view: CumulativeView; chart: number; page: string } | { problems: readonly string[] } {
  const embed = splitEmbedAddress(hash);
  if (embed === undefined) return { problems: ["this is no embed address (#/embed/<game>/<analysis>?…&chart=0)"] };
  const split = splitViewAddress(embed.address);
  const read = formOfHash(split.run);
  const entry = read.form ? findLoaded(read.form.game, read.form.analysis) : undefined;
  const problems = [...embed.problems, ...split.problems, ...read.problems, ...(read.form && entry ? formProblems(entry, read.form) : [])];
  if (read.form === undefined || entry === undefined || problems.length > 0) return { problems };
  return { entry, form: read.form, view: split.view.view, chart: embed.chart, page: embed.address };
}

/** The embed view of the address the page was opened at (and of any address it moves to). */
export function EmbedView() {
  const [hash, setHash] = useState(location.hash);
  useEffect(() => {
    // The analysis a new address shows loads first (the page loads only what it shows, registry.ts).
    const onHash = () => void loadShown(embeddedPage(location.hash)).then(() => setHash(location.hash));
    addEventListener("hashchange", onHash);
    return () => removeEventListener("hashchange", onHash);
  }, []);
  const read = useMemo(() => readEmbed(hash), [hash]);
  if ("problems" in read) {
    return (
      <main class="embed">
        <ul class="problems address" aria-label="problems with the address">
          {read.problems.map((problem) => (
            <li>{problem}</li>
          ))}
        </ul>
      </main>
    );
  }
  return <EmbeddedChart key={hash} {...read} />;
}

function EmbeddedChart({ entry, form, view, chart: index, page }: { entry: AnalysisEntry; form: FormState; view: CumulativeView; chart: number; page: string }) {
  const dark = useDarkScheme();
  const { computed, status } = useRun(entry, form, hashOf(form), []);
  const result = computed?.result;
  const chart = result?.charts[index];
  const shown = result && chart ? cumulativeChart(chart, result.outcomes, isOrdered(result) ? view : "exactly") : undefined;
  // The chart changes only with the answer: the view and the index are the address's, fixed for this component (keyed by it).
  const spec = useMemo(() => (shown ? toVegaLite(shown) : undefined), [computed]);
  const command = commandOf(entry, rawOf(entry, form.values).raw, simulationOf(form));
  const sentence = shown ? chartSentence(shown) : undefined;
  return (
    <main class="embed" aria-busy={status.kind === "computing"}>
      {status.kind === "failed" ? <p class="problems">{status.message}</p> : null}
      {result && !chart ? <p class="problems">{`chart: this page has ${result.charts.length} chart${result.charts.length === 1 ? "" : "s"} (0 to ${result.charts.length - 1}), received ${index}`}</p> : null}
      {shown && spec ? (
        <>
          {sentence === undefined ? <ChartView spec={spec} label={shown.title} dark={dark} describedBy="embed-description" /> : null}
          <p class="chart-description" id="embed-description">
            {sentence ?? describeChart(shown)}
          </p>
        </>
      ) : status.kind === "computing" || status.kind === "idle" ? (
        <p class="loading">Computing…</p>
      ) : null}
      <p class="embed-source">
        <a href={`./${page}`} target="_blank" rel="noopener">
          {command}
        </a>{" "}
        — exact odds by oddsmith
      </p>
    </main>
  );
}
