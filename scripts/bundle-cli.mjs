// Bundles the compiled CLI (dist/cli/bin.js) and its worker threads (simulation shards, report runs, balance shards) into dist/bundle/: one file to start,
// with each game's analyses, each command's heavy modules and each library split into chunks loaded only
// when a command needs them (issue 17: a check starts in under twice a bare `node`). Run by `npm run build`
// after tsc; bin/oddsmith.js starts dist/bundle/cli.js. Nothing is downloaded.
import { rmSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

// Each built-in analysis's help line, so that `oddsmith <game> --help` lists a game's analyses without loading
// them (src/cli/analysis-summaries.ts reads this file; issue 29: start-up).
const { ANALYSES } = await import("../dist/analyses/index.js");
const summaries = {};
for (const { game, name, summary } of ANALYSES) (summaries[game] ??= []).push([name, summary]);
writeFileSync("dist/analyses/summaries.json", `${JSON.stringify(summaries, null, 1)}\n`);

/**
 * commander requires node:child_process (and with it net, dgram, …) for executable subcommands, which
 * oddsmith has none of: it gets the module on first use instead of at start-up.
 */
const lazyChildProcess = {
  name: "lazy-child-process",
  setup(bundle) {
    bundle.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      args.importer.includes("node_modules/commander/") ? { path: "lazy-child-process", namespace: "lazy" } : undefined,
    );
    bundle.onLoad({ filter: /.*/, namespace: "lazy" }, () => ({
      contents: 'module.exports = new Proxy({}, { get: (_, key) => require("node:child_process")[key] });',
      loader: "js",
    }));
  },
};

rmSync("dist/bundle", { recursive: true, force: true });
await build({
  entryPoints: { cli: "dist/cli/bin.js", worker: "dist/sim/worker.js", "report-worker": "dist/report/report-worker.js", "balance-worker": "dist/cli/balance-worker.js" },
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  outdir: "dist/bundle",
  // Chunks sit beside the entry, two folders below the package, as dist/cli/*.js do (paths to package.json and dist/web).
  chunkNames: "[name]-[hash]",
  logLevel: "warning",
  // Less to read and parse at every start: a check's modules are 297 KB instead of 450 KB, ~6% less CPU to
  // start (A/B, issue 29). Names are kept (no mangling), so a stack trace still names its functions.
  minifyWhitespace: true,
  minifySyntax: true,
  plugins: [lazyChildProcess],
  // piscina finds its own worker file beside its code, and yaml's CommonJS build loses its named exports in a
  // bundle: both stay in node_modules (loaded by simulations and sweeps only).
  external: ["piscina", "yaml"],
  // Bundled CommonJS packages (commander, piscina…) call require(): give every chunk one.
  banner: { js: 'import { createRequire as __bundleRequire } from "node:module"; const require = __bundleRequire(import.meta.url);' },
});
