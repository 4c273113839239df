import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The fake workbench page's title, to recognise it in a browser. */
export const FAKE_WORKBENCH_TITLE = "oddsmith workbench (a test's stand-in)";

/**
 * A small stand-in for the built workbench (`npm run build` writes dist/web with Vite): index.html and
 * one script, which writes the page's address (its `#/…`) into `<p id="address">`. The report tests give
 * it to writeReport as `workbench`, so they do not depend on whether dist/web is built. The script is a
 * classic one: Chromium refuses module scripts from file:// pages, and the report is opened as a file.
 */
export async function fakeWorkbench(script = 'document.getElementById("address").textContent = location.hash;'): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "oddsmith-web-"));
  await mkdir(join(folder, "assets"));
  await writeFile(join(folder, "index.html"), `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${FAKE_WORKBENCH_TITLE}</title></head><body><p id="address"></p><script src="./assets/app.js"></script></body></html>\n`);
  await writeFile(join(folder, "assets", "app.js"), `${script}\n`);
  return folder;
}
