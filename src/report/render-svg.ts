import type { VegaLiteSpec } from "./vega-lite.js";

/** The result of compiling and rendering one Vega-Lite spec headless. */
export interface RenderedChart {
  readonly svg: string;
  /** Vega-Lite's warnings while compiling (a correct spec has none). */
  readonly warnings: readonly string[];
}

/**
 * Compiles a Vega-Lite spec with vega-lite and renders it to SVG with vega, headless (no canvas, no
 * browser). vega and vega-lite are imported on first use only, so commands that draw nothing stay fast
 * to start (~70 ms for the first chart in a process, ~15 ms after).
 */
export async function renderSvg(spec: VegaLiteSpec): Promise<RenderedChart> {
  const [vega, vegaLite] = await Promise.all([import("vega"), import("vega-lite")]);
  const warnings = compileWarnings();
  const compiled = vegaLite.compile(spec as never, { logger: warnings.logger });
  const view = new vega.View(vega.parse(compiled.spec), { renderer: "none" });
  try {
    const svg = await view.toSVG();
    return { svg, warnings: warnings.messages };
  } finally {
    view.finalize();
  }
}

/**
 * Compiles a Vega-Lite spec and returns its warnings only (the tests require none for every chart).
 */
export async function vegaLiteWarnings(spec: VegaLiteSpec): Promise<readonly string[]> {
  const vegaLite = await import("vega-lite");
  const warnings = compileWarnings();
  vegaLite.compile(spec as never, { logger: warnings.logger });
  return warnings.messages;
}

function compileWarnings() {
  const messages: string[] = [];
  // A logger of vega-util's shape that keeps warnings and errors instead of printing them.
  const logger = {
    level(_?: number) {
      return logger as never;
    },
    error(...args: unknown[]) {
      messages.push(args.map(String).join(" "));
      return logger;
    },
    warn(...args: unknown[]) {
      messages.push(args.map(String).join(" "));
      return logger;
    },
    info() {
      return logger;
    },
    debug() {
      return logger;
    },
  };
  return { logger, messages };
}
