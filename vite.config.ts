/**
 * The workbench's build: src/web → dist/web, a static site with relative asset paths (base "./"), so any
 * static host serves it, under a sub-path too. Workers are ES modules (the exact solver's worker and the
 * Monte Carlo shard workers it starts).
 */
import { readFileSync } from "node:fs";
import { defineConfig, type Plugin } from "vite";

/** Text for HTML: the five characters that could open markup, escaped. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * docs/rules.md as rules.html beside the page, each numbered heading with the id `s<number>` ("### 3.1 Decks"
 * → id "s3.1"), so an option's help links its rule's section; the rest is kept as preformatted text.
 */
function rulesPage(): Plugin {
  return {
    name: "oddsmith-rules-page",
    generateBundle() {
      const lines = readFileSync(new URL("docs/rules.md", import.meta.url), "utf8").split("\n");
      const body = lines
        .map((line) => {
          const heading = /^(#{1,4}) (?:(\d+(?:\.\d+)?)\.? )?(.*)$/.exec(line);
          if (!heading) return escapeHtml(line);
          const level = heading[1]?.length ?? 1;
          const id = heading[2] === undefined ? "" : ` id="s${heading[2]}"`;
          return `</pre><h${level}${id}>${escapeHtml(line.replace(/^#+ /, ""))}</h${level}><pre>`;
        })
        .join("\n");
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>oddsmith rules</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:auto;padding:1rem}pre{white-space:pre-wrap;font:inherit}</style></head><body><pre>${body}</pre></body></html>\n`;
      this.emitFile({ type: "asset", fileName: "rules.html", source: html });
    },
  };
}

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
  plugins: [rulesPage()],
  worker: { format: "es" },
  // csv-stringify's Node build reads Buffer; its browser build carries what it needs.
  resolve: { alias: { "csv-stringify/sync": "csv-stringify/browser/esm/sync" } },
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
});
