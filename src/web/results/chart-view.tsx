/**
 * One chart drawn by vega-embed from the pipeline's Vega-Lite spec (the report's chart style), with
 * tooltips and the PNG/SVG export menu. vega-embed (and vega) load on the first chart drawn, not with the
 * page. The box keeps its height while a new spec draws, so nothing below it jumps.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import type { VegaLiteSpec } from "../../pipeline/vega-lite.js";
import { pageSpec } from "./page-spec.js";

type Embed = typeof import("vega-embed").default;
let embedLoading: Promise<Embed> | undefined;

function loadEmbed(): Promise<Embed> {
  embedLoading ??= import("vega-embed").then((module) => module.default);
  return embedLoading;
}

/** The title and subtitle of a spec, as the page shows them above the chart. */
function titleOf(spec: VegaLiteSpec): { text: string; subtitle?: string } {
  const title = spec.title;
  const lines = (value: unknown) => (Array.isArray(value) ? value.join(" ") : typeof value === "string" ? value : "");
  if (typeof title === "object" && title !== null && !Array.isArray(title)) {
    const text = "text" in title ? title.text : undefined;
    const subtitle = "subtitle" in title ? title.subtitle : undefined;
    return { text: lines(text), ...(subtitle ? { subtitle: lines(subtitle) } : {}) };
  }
  return { text: lines(title) };
}

/** What a drawn chart can give back: its picture as an SVG or PNG data address (vega's view draws both). */
type Picture = (type: "svg" | "png", scale: number) => Promise<string>;

/** A file name for a chart's picture: its label in lower-case words joined by dashes. */
const fileStem = (label: string) => label.replace(/[^\w-]+/g, "-").replace(/^-+|-+$/g, "").toLowerCase();

/** Saves a data address as a file, as a download link would. */
function saveAs(url: string, name: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
}

/**
 * One drawn chart: its title, the drawing (an image named by its label, described by `describedBy`, the
 * element holding its sentence) and buttons that save it as SVG or PNG (at twice the size, for print).
 */
export function ChartView({ spec, label, dark, describedBy }: { readonly spec: VegaLiteSpec; readonly label: string; readonly dark: boolean; readonly describedBy?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | undefined>();
  const [picture, setPicture] = useState<Picture | undefined>();
  useEffect(() => {
    let finalize: (() => void) | undefined;
    let cancelled = false;
    const element = box.current;
    if (element === null) return;
    loadEmbed()
      .then((embed) =>
        // pageSpec returns a Vega-Lite spec (toVegaLite's, restyled), which vega-embed takes: its type is wider than ours.
        embed(element, pageSpec(spec, element.clientWidth) as Parameters<Embed>[1], {
          actions: { export: true, source: false, compiled: false, editor: false },
          renderer: "svg",
          ...(dark ? { theme: "dark" as const } : {}),
          downloadFileName: label.replace(/[^\w-]+/g, "-").toLowerCase(),
        }),
      )
      .then((view) => {
        if (cancelled) view.finalize();
        else {
          // The drawing is an image named by the chart's title; vega-embed's menu button gets a name too.
          element.querySelector("svg")?.setAttribute("role", "img");
          element.querySelector("svg")?.setAttribute("aria-label", label);
          if (describedBy) element.querySelector("svg")?.setAttribute("aria-describedby", describedBy);
          element.querySelector("details > summary")?.setAttribute("aria-label", `chart menu: save “${label}” as SVG or PNG`);
          finalize = () => view.finalize();
          setPicture(() => (type: "svg" | "png", scale: number) => view.view.toImageURL(type, scale));
          setFailure(undefined);
        }
      })
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)));
    return () => {
      cancelled = true;
      finalize?.();
    };
  }, [spec, dark, label, describedBy]);
  const title = titleOf(spec);
  return (
    <figure class="chart">
      <figcaption class="chart-title">
        {title.text || label}
        {title.subtitle ? <span class="chart-subtitle">{title.subtitle}</span> : null}
      </figcaption>
      <div ref={box} class="chart-box" role="group" aria-label={label} />
      <div class="chart-save" role="group" aria-label={`save “${label}”`}>
        {(["svg", "png"] as const).map((type) => (
          <button type="button" disabled={picture === undefined} onClick={() => void picture?.(type, type === "png" ? 2 : 1).then((url) => saveAs(url, `${fileStem(label)}.${type}`))}>
            Save {type.toUpperCase()}
          </button>
        ))}
      </div>
      {failure ? <p class="problems">The chart could not be drawn: {failure}</p> : null}
    </figure>
  );
}
