/**
 * The workbench's build: src/web → dist/web, a static site with relative asset paths (base "./"), so any
 * static host serves it, under a sub-path too. Workers are ES modules (the exact solver's worker and the
 * Monte Carlo shard workers it starts).
 */
import { defineConfig } from "vite";

export default defineConfig({
  root: "src/web",
  base: "./",
  publicDir: false,
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    target: "es2022",
    reportCompressedSize: false,
    chunkSizeWarningLimit: 2000,
  },
  worker: { format: "es" },
  // csv-stringify's Node build reads Buffer; its browser build carries what it needs.
  resolve: { alias: { "csv-stringify/sync": "csv-stringify/browser/esm/sync" } },
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
});
