/**
 * One chart drawn by vega-embed from the pipeline's Vega-Lite spec (the report's chart style), with
 * tooltips and the PNG/SVG export menu. vega-embed (and vega) load on the first chart drawn, not with the
 * page. The box keeps its height while a new spec draws, so nothing below it jumps.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import type { VegaLiteSpec } from "../../pipeline/vega-lite.js";

type Embed = typeof import("vega-embed").default;
let embedLoading: Promise<Embed> | undefined;

function loadEmbed(): Promise<Embed> {
  embedLoading ??= import("vega-embed").then((module) => module.default);
  return embedLoading;
}

export function ChartView({ spec, label, dark }: { readonly spec: VegaLiteSpec; readonly label: string; readonly dark: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | undefined>();
  useEffect(() => {
    let finalize: (() => void) | undefined;
    let cancelled = false;
    const element = box.current;
    if (element === null) return;
    loadEmbed()
      .then((embed) =>
        embed(element, { ...spec, width: "container", autosize: { type: "fit-x", contains: "padding" } } as Parameters<Embed>[1], {
          actions: { export: true, source: false, compiled: false, editor: false },
          renderer: "svg",
          ...(dark ? { theme: "dark" as const } : {}),
          downloadFileName: label.replace(/[^\w-]+/g, "-").toLowerCase(),
        }),
      )
      .then((view) => {
        if (cancelled) view.finalize();
        else {
          finalize = () => view.finalize();
          setFailure(undefined);
        }
      })
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)));
    return () => {
      cancelled = true;
      finalize?.();
    };
  }, [spec, dark, label]);
  return (
    <figure class="chart">
      <div ref={box} class="chart-box" role="img" aria-label={label} />
      {failure ? <p class="problems">The chart could not be drawn: {failure}</p> : null}
    </figure>
  );
}
