// Bundles the compiled CLI (dist/cli/bin.js) and its worker thread into dist/bundle/: one file to start,
// with each game's analyses, each command's heavy modules and each library split into chunks loaded only
// when a command needs them (issue 17: a check starts in under twice a bare `node`). Run by `npm run build`
// after tsc; bin/oddsmith.js starts dist/bundle/cli.js. Nothing is downloaded.
import { build } from "esbuild";

await build({
  entryPoints: { cli: "dist/cli/bin.js", worker: "dist/sim/worker.js" },
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  outdir: "dist/bundle",
  chunkNames: "[name]-[hash]",
  logLevel: "warning",
  // Bundled CommonJS packages (commander, piscina…) call require(): give every chunk one.
  banner: { js: 'import { createRequire as __bundleRequire } from "node:module"; const require = __bundleRequire(import.meta.url);' },
});
