import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// STYLE.md: core (the vocabulary) imports nothing of ours; models import core only; the framework (what an
// analysis is) imports core; analyses import models, the framework and core; sim imports core and the
// framework; pipeline imports those; report, cli (and the web workbench) sit on top.
const ALLOWED: Record<string, readonly string[]> = {
  core: ["core"],
  models: ["core", "models"],
  framework: ["core", "framework"],
  analyses: ["core", "framework", "models", "analyses"],
  sim: ["core", "framework", "sim"],
  pipeline: ["core", "framework", "models", "analyses", "sim", "pipeline"],
  // balance: the inverse question (issue 26), a stage above the pipeline it reads results through; portable,
  // so the workbench's Balance view can run it in a worker.
  balance: ["core", "framework", "analyses", "sim", "pipeline", "balance"],
  // report: the whole report, planning its runs, computing them on a pool of worker threads (which load
  // plugin-api.ts for a plugin's analyses), writing the files and the page; a Node layer, not portable.
  report: ["core", "framework", "analyses", "sim", "pipeline", "balance", "report", "plugin-api.ts"],
  cli: ["core", "framework", "models", "analyses", "sim", "pipeline", "balance", "report", "cli"],
  // plugin-api.ts: the re-exports a plugin's default export receives, in the page's workers too (issue 18).
  web: ["core", "framework", "models", "analyses", "sim", "pipeline", "balance", "web", "plugin-api.ts"],
};

/** The Node edges of the layers that must run in a browser: the sampling engine's Node adapter and its worker. */
const NODE_ADAPTERS = ["sim/node-host.ts", "sim/worker.ts"];
/** Layers whose code runs in a browser as well as in Node (a Web Worker included). */
const PORTABLE = ["core", "framework", "models", "analyses", "sim", "pipeline", "balance", "web"];

const src = fileURLToPath(new URL("../src", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** The relative imports of a file (static `import … from` and `export … from`), as paths of .ts files under src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:import|export)\s[^;]*?from\s+"(\.[^"]+)"/g)].map(([, target]) => resolveSource(join(dirname(file), target!)));
}

/** The source file an import names: its .js written as the .ts or .tsx beside it. */
function resolveSource(path: string): string {
  const ts = path.replace(/\.js$/, ".ts");
  return existsSync(ts) ? ts : path.replace(/\.js$/, ".tsx");
}

const files = sourceFiles(src).filter((file) => relative(src, file).includes("/"));
const layerOf = (file: string) => relative(src, file).split("/")[0]!;

describe("architecture", () => {
  it("every source file lives in a known layer", () => {
    for (const file of files) expect(Object.keys(ALLOWED), file).toContain(layerOf(file));
  });
  it.each(Object.keys(ALLOWED))("src/%s imports only what its layer may", (layer) => {
    for (const file of files.filter((f) => layerOf(f) === layer)) {
      for (const target of importsOf(file)) expect(ALLOWED[layer], `${relative(src, file)} imports ${relative(src, target)}`).toContain(layerOf(target));
    }
  });
  it("nothing outside src/cli imports it (the top-level entries included): cli parses arguments and prints, and calls down", () => {
    const outside = sourceFiles(src).filter((file) => layerOf(file) !== "cli");
    expect(outside.length).toBeGreaterThan(100);
    const upward = outside.flatMap((file) => importsOf(file).filter((target) => layerOf(target) === "cli").map((target) => `${relative(src, file)} imports ${relative(src, target)}`));
    expect(upward).toEqual([]);
  });
  it("no import cycles between source files", () => {
    const graph = new Map(sourceFiles(src).map((file) => [file, importsOf(file)]));
    const state = new Map<string, "open" | "done">();
    const cycles: string[] = [];
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        cycles.push([...path.slice(path.indexOf(file)), file].map((f) => relative(src, f)).join(" → "));
        return;
      }
      state.set(file, "open");
      for (const target of graph.get(file) ?? []) visit(target, [...path, file]);
      state.set(file, "done");
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });
  it("no import runs back up between folders two deep (models/ultimo, web/state): the folders' graph has no cycle (issue 25: web/compute → web/state was the last)", () => {
    const folderOf = (file: string) => relative(src, file).split("/").slice(0, -1).slice(0, 2).join("/") || "(top)";
    const edges = new Map<string, Set<string>>();
    for (const file of sourceFiles(src)) for (const target of importsOf(file)) if (folderOf(file) !== folderOf(target)) edges.set(folderOf(file), (edges.get(folderOf(file)) ?? new Set()).add(folderOf(target)));
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      [...(edges.get(from) ?? [])].some((next) => next === to || (!seen.has(next) && (seen.add(next), reaches(next, to, seen))));
    expect(edges.size).toBeGreaterThan(20);
    const back = [...edges].flatMap(([from, targets]) => [...targets].filter((to) => reaches(to, from)).map((to) => `${from} → ${to}`));
    expect(back).toEqual([]);
  });
  it("the portable layers import nothing Node-only (no node:*, fs, path, os, worker_threads, piscina) and touch no process", () => {
    const portable = files.filter((f) => PORTABLE.includes(layerOf(f)) && !NODE_ADAPTERS.includes(relative(src, f)));
    expect(portable.length).toBeGreaterThan(100);
    for (const file of portable) {
      const text = readFileSync(file, "utf8");
      expect(text, file).not.toMatch(/from\s+"(node:[^"]+|fs|path|os|worker_threads|child_process|piscina|cli-progress|commander)"/);
      expect(text, file).not.toMatch(/\bprocess\.|\bBuffer\.|\bsetImmediate\(/);
    }
  });
  it("only the Node adapters of the engine import them, and nothing portable imports the adapters", () => {
    for (const file of files.filter((f) => PORTABLE.includes(layerOf(f)))) {
      for (const target of importsOf(file)) if (NODE_ADAPTERS.includes(relative(src, target))) expect(NODE_ADAPTERS, `${relative(src, file)} imports ${relative(src, target)}`).toContain(relative(src, file));
    }
  });
  it("randomness is injected: no Math.random, crypto or clock in core, models, analyses or sim", () => {
    for (const file of files.filter((f) => /^(models|core|analyses|sim)\//.test(relative(src, f)))) {
      const text = readFileSync(file, "utf8");
      expect(text, file).not.toMatch(/Math\.random|crypto\.|Date\.now|new Date\(/);
    }
  });
  it("no grab-bag utils module", () => {
    expect(files.filter((f) => /utils?\.ts$/.test(f))).toEqual([]);
  });
  it("no `as never` or `as unknown as` casts in src/", () => {
    const casts = sourceFiles(src).flatMap((file) => (readFileSync(file, "utf8").match(/\bas never\b|\bas unknown as\b/g) ?? []).map(() => relative(src, file)));
    expect(casts).toEqual([]);
  });
});
