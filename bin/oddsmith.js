#!/usr/bin/env node
// The installed command: runs the bundled CLI (npm ci builds dist/ in its prepare step; scripts/bundle-cli.mjs
// bundles dist/cli/bin.js into dist/bundle/, whose one file starts in under twice a bare `node`).
import { existsSync } from "node:fs";

const entry = new URL("../dist/bundle/cli.js", import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write("oddsmith: dist/ is missing; run `npm ci` (or `npm run build`) first.\n");
  process.exit(1);
}
await import(entry.href);
