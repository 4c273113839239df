#!/usr/bin/env node
// The installed command: runs the compiled CLI (npm ci builds dist/ in its prepare step).
import { existsSync } from "node:fs";

const entry = new URL("../dist/cli/bin.js", import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write("oddsmith: dist/ is missing; run `npm ci` (or `npm run build`) first.\n");
  process.exit(1);
}
await import(entry.href);
