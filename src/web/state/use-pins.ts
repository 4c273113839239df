/**
 * The pinned runs' answers (issue 28 §3, §5): each pin the address holds is computed once, one at a time, on
 * a compute worker of its own (so an edit of the current run never stops a pin), and kept while it stays pinned.
 */
import { useEffect, useMemo, useState } from "preact/hooks";
import type { AnalysisResult } from "../../framework/analysis.js";
import { ComputeClient } from "../compute/compute-client.js";
import { formOfHash, rawOf, simulationOf, type FormState } from "./form-run.js";
import { findLoaded as findAnalysis } from "./registry.js";
import { pinAddress } from "./view-address.js";
import { pagePlugins } from "./page-plugins.js";

/** A pinned run: its form, and its answer once computed. */
export interface PinnedRun {
  readonly pin: string;
  readonly form: FormState | undefined;
  readonly result: AnalysisResult | undefined;
}

export function usePins(game: string, analysis: string, pins: readonly string[]): PinnedRun[] {
  // A pin of a plugin's analysis needs the page's plugins in its worker too.
  const client = useMemo(() => new ComputeClient(pagePlugins), []);
  // null: the pin's run was refused or failed (its form shows why when opened); it is not tried again.
  const [results, setResults] = useState<ReadonlyMap<string, AnalysisResult | null>>(new Map());
  const forms = useMemo(() => pins.map((pin) => ({ pin, form: formOfHash(pinAddress(game, analysis, pin)).form })), [game, analysis, pins.join("\n")]);
  useEffect(() => {
    const missing = forms.filter(({ pin, form }) => form !== undefined && !results.has(`${game}/${analysis}?${pin}`));
    const first = missing[0];
    const entry = findAnalysis(game, analysis);
    if (first?.form === undefined || entry === undefined) return;
    const form = first.form;
    const key = `${game}/${analysis}?${first.pin}`;
    void client.run({ game, analysis, raw: rawOf(entry, form.values).raw, simulation: simulationOf(form) }, () => {}).then((outcome) => {
      if (outcome.kind !== "stopped") setResults((now) => new Map([...now, [key, outcome.kind === "result" ? outcome.result : null]]));
    });
  }, [forms, results]);
  return forms.map(({ pin, form }) => ({ pin, form, result: results.get(`${game}/${analysis}?${pin}`) ?? undefined }));
}
