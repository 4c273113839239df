import type { TopLevelSpec } from "vega-lite";
import type { VegaLiteSpec } from "../pipeline/vega-lite.js";
import { vegaTextWidth, type TextItem } from "./text-width.js";

/** Whether a plain spec object is a Vega-Lite top-level spec: toVegaLite always writes its schema and data. */
function isTopLevelSpec(spec: VegaLiteSpec): spec is VegaLiteSpec & TopLevelSpec {
  return typeof spec.$schema === "string" && spec.$schema.includes("vega-lite");
}

function topLevel(spec: VegaLiteSpec): TopLevelSpec {
  if (!isTopLevelSpec(spec)) throw new Error("not a Vega-Lite spec: it names no vega-lite $schema");
  return spec;
}

/** vega's text measurer (vega-scenegraph's, re-exported by vega at run time; vega's typings leave it out). */
interface WithTextMetrics {
  readonly textMetrics: { width: (item: TextItem, text: unknown) => number };
}

function hasTextMetrics(module: object): module is WithTextMetrics {
  return "textMetrics" in module && typeof module.textMetrics === "object" && module.textMetrics !== null && "width" in module.textMetrics;
}

/** Makes vega measure text as a browser draws it, through vega's own hook for a measurer of one's own (vl-convert sets it too). */
function measureLikeABrowser(vega: object): void {
  if (hasTextMetrics(vega)) vega.textMetrics.width = vegaTextWidth;
}

/** The result of compiling and rendering one Vega-Lite spec headless. */
export interface RenderedChart {
  readonly svg: string;
  /** Vega-Lite's warnings while compiling (a correct spec has none). */
  readonly warnings: readonly string[];
}

/**
 * Compiles a Vega-Lite spec with vega-lite and renders it to SVG with vega, headless (no canvas, no
 * browser), text measured as a browser draws it (text-width.ts) rather than by vega's rough reckoning, its
 * gradient and clip ids named after `name`, the chart's file name (ownIds).
 * vega and vega-lite are imported on first use only, so commands that draw nothing stay fast to start
 * (on the 2-core reference machine, 0.35–1 s for the first chart in a process, most of it importing them;
 * 25–90 ms for each chart after).
 */
export async function renderSvg(spec: VegaLiteSpec, name = "chart"): Promise<RenderedChart> {
  const [vega, vegaLite, { expressionInterpreter }] = await Promise.all([import("vega"), import("vega-lite"), import("vega-interpreter")]);
  measureLikeABrowser(vega);
  const warnings = compileWarnings();
  const compiled = vegaLite.compile(topLevel(spec), { logger: warnings.logger });
  // The chart's expressions are interpreted from their syntax trees (vega-interpreter) rather than compiled
  // into functions: a chart drawn once evaluates each a few times, so compiling them cost more than it saved
  // (all 91 of the report's charts: the same bytes, a third less CPU; bench/README.md).
  const view = new vega.View(vega.parse(compiled.spec, undefined, { ast: true }), { renderer: "none", expr: expressionInterpreter });
  try {
    const svg = await view.toSVG();
    return { svg: ownIds(svg, name), warnings: warnings.messages };
  } finally {
    view.finalize();
  }
}

/**
 * An SVG's gradient and clip ids named after its chart (`<name>-gradient-1`, `<name>-clip-2`, numbered in order of
 * appearance) instead of vega's counters, which run on through a process (gradient_17 in the 17th chart
 * with a gradient): the same chart then has the same bytes in any thread or process, so the report's SVGs
 * are drawn in its workers (issue 29). `name` is kept to letters, digits, _ and - (an XML name). O(SVG length).
 * @example ownIds('<linearGradient id="gradient_7"/><rect fill="url(#gradient_7)"/>', "table") // '<linearGradient id="table-gradient-1"/><rect fill="url(#table-gradient-1)"/>'
 */
export function ownIds(svg: string, name: string): string {
  const prefix = /^[A-Za-z]/.test(name) ? name.replace(/[^A-Za-z0-9_-]/g, "-") : `chart-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
  const renamed = new Map<string, string>();
  let count = 0;
  // vega's ids: gradient_N, clipN, and p_gradient_N for a radial gradient's pattern.
  for (const [, id, kind] of svg.matchAll(/\bid="((?:p_)?(gradient|clip)_?\d+)"/g)) {
    if (id === undefined || renamed.has(id)) continue;
    renamed.set(id, `${prefix}-${id.startsWith("p_") ? "pattern" : kind}-${++count}`);
  }
  if (renamed.size === 0) return svg;
  // Only whole ids: in an id attribute, or referred to as #id (url(#id), href="#id").
  return svg.replace(/(id="|#)((?:p_)?(?:gradient|clip)_?\d+)(?=[")])/g, (whole, lead: string, id: string) => {
    const own = renamed.get(id);
    return own === undefined ? whole : `${lead}${own}`;
  });
}

/**
 * Compiles a Vega-Lite spec and returns its warnings only (the tests require none for every chart).
 */
export async function vegaLiteWarnings(spec: VegaLiteSpec): Promise<readonly string[]> {
  const vegaLite = await import("vega-lite");
  const warnings = compileWarnings();
  vegaLite.compile(topLevel(spec), { logger: warnings.logger });
  return warnings.messages;
}

/** A logger of vega-util's shape that keeps warnings and errors instead of printing them. */
class KeptWarnings {
  readonly messages: string[] = [];
  /** vega-util's level(): the level when asked, the logger when set; warnings are kept at every level. */
  level(_?: number): number | this {
    return _ === undefined ? 0 : this;
  }
  error(...args: unknown[]): this {
    this.messages.push(args.map(String).join(" "));
    return this;
  }
  warn(...args: unknown[]): this {
    this.messages.push(args.map(String).join(" "));
    return this;
  }
  info(): this {
    return this;
  }
  debug(): this {
    return this;
  }
}

function compileWarnings() {
  const logger = new KeptWarnings();
  return { logger, messages: logger.messages };
}
