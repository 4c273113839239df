/**
 * One chart drawn by vega-embed from the pipeline's Vega-Lite spec (the report's chart style), with
 * tooltips and the PNG/SVG export menu. vega-embed (and vega) load on the first chart drawn, not with the
 * page. The box keeps its height while a new spec draws, so nothing below it jumps. A new answer whose
 * chart has the same shape replaces the drawn view's rows (issue 28 §9: an edit redraws within 100 ms);
 * another shape builds a new view. The box's `data-drawn` changes on every draw.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import type { VegaLiteSpec } from "../../pipeline/vega-lite.js";
import { ANSWER_DATA, pageSpec, splitAnswerData } from "./page-spec.js";

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

/**
 * A new vega-embed view of `view` in `element`, with the export menu (vega-embed loads on the first call).
 * Builds in one box must not overlap: vega-embed clears the box when it starts but adds its menu when it
 * ends, so a stale build finishing late left its menu beside the new one, unnamed (axe-core's summary-name,
 * seen in CI under load); ChartView chains them.
 */
function embedView(element: HTMLElement, view: VegaLiteSpec, dark: boolean, label: string): ReturnType<Embed> {
  return loadEmbed().then((embed) =>
    // pageSpec returns a Vega-Lite spec (toVegaLite's, restyled), which vega-embed takes: its type is wider than ours.
    embed(element, view as Parameters<Embed>[1], {
      actions: { export: true, source: false, compiled: false, editor: false },
      renderer: "svg",
      ...(dark ? { theme: "dark" as const } : {}),
      downloadFileName: downloadStem(label),
    }),
  );
}

/** A view drawn by vega-embed, and what it was drawn from: a new answer of the same shape only replaces its rows. */
interface Drawn {
  readonly embedded: Awaited<ReturnType<Embed>>;
  /** The shape of its spec (splitAnswerData), or undefined when its rows could not be split off (then every answer rebuilds it). */
  readonly shape: string | undefined;
  readonly dark: boolean;
}

/**
 * Names a drawn chart by its title: the drawing is an image with that name, described by its sentences;
 * vega-embed's menu button is named, and its export links save files named after it (renamed when a
 * redraw in place changes the title).
 */
function nameDrawing(element: HTMLElement, label: string, describedBy: string | undefined): void {
  const svg = element.querySelector("svg");
  svg?.setAttribute("role", "img");
  svg?.setAttribute("aria-label", label);
  if (describedBy) svg?.setAttribute("aria-describedby", describedBy);
  for (const summary of element.querySelectorAll(":scope > details > summary")) summary.setAttribute("aria-label", `chart menu: save “${label}” as SVG or PNG`);
  for (const link of element.querySelectorAll<HTMLAnchorElement>(".vega-actions a[download]")) link.download = link.download.replace(/^.*(\.\w+)$/, `${downloadStem(label)}$1`);
}

/** The file name vega-embed's export links give a chart (before the extension). */
const downloadStem = (label: string) => label.replace(/[^\w-]+/g, "-").toLowerCase();

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
  // The drawn view and what it was drawn from; each effect's turn, so a slower earlier draw never wins.
  const drawn = useRef<Drawn | undefined>(undefined);
  const turn = useRef(0);
  useEffect(() => () => drawn.current?.embedded.finalize(), []);
  // A new view to build, left by the layout effect below for the effect after it (built after the paint).
  const rebuild = useRef<{ readonly mine: number; readonly view: VegaLiteSpec; readonly shape: string | undefined } | undefined>(undefined);
  // The build under way in the box (settled when none is): the next waits for it.
  const building = useRef<Promise<void>>(Promise.resolve());
  // Before the page paints the new answer (not a frame after it, as useEffect would): a redrawn chart's rows
  // go in with the tables' (issue 28 §9), and one paint shows both.
  useLayoutEffect(() => {
    const element = box.current;
    if (element === null) return;
    const mine = ++turn.current;
    const page = pageSpec(spec, element.clientWidth);
    const split = splitAnswerData(page);
    const shown = drawn.current;
    if (split !== undefined && shown !== undefined && shown.shape === split.shape && shown.dark === dark) {
      // Only the rows (and the title: "… vs DC 12") changed (issue 28 §9): the drawn view takes the new rows.
      shown.embedded.view
        .data(ANSWER_DATA, [...split.rows])
        .runAsync()
        .then(() => {
          if (turn.current !== mine) return;
          nameDrawing(element, label, describedBy);
          element.setAttribute("data-drawn", String(mine));
        })
        .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)));
      return;
    }
    // Another shape: the drawn view is ended and a new one built in its box (which keeps its height meanwhile).
    shown?.embedded.finalize();
    drawn.current = undefined;
    rebuild.current = { mine, view: split?.spec ?? page, shape: split?.shape };
  }, [spec, dark, label, describedBy]);
  // After the paint: the first chart's library (vega-embed) is fetched after the answer's table shows (§9).
  useEffect(() => {
    const element = box.current;
    const wanted = rebuild.current;
    rebuild.current = undefined;
    if (element === null || wanted === undefined || wanted.mine !== turn.current) return;
    const { mine, shape } = wanted;
    // One build at a time in a box (see embedView); one a newer answer overtook is skipped.
    const build = building.current.then(() => {
      if (turn.current !== mine) return;
      return embedView(element, wanted.view, dark, label).then((embedded) => {
        if (turn.current !== mine) return embedded.finalize();
        drawn.current = { embedded, shape, dark };
        nameDrawing(element, label, describedBy);
        setPicture(() => (type: "svg" | "png", scale: number) => embedded.view.toImageURL(type, scale));
        setFailure(undefined);
        element.setAttribute("data-drawn", String(mine));
      });
    });
    building.current = build.catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)));
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
