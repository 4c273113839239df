/**
 * What `oddsmith serve` serves, named: the built workbench, a report (`oddsmith report`'s folder, told by
 * its run.json) or some other static site. Its first line and its closing line say which, so
 * `serve --root reports` does not call a report the workbench.
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** What a served folder holds. */
export type ServedKind = "workbench" | "report" | "site";

/** The most of a file read to tell what the folder is: a report's run.json is well under it. */
const READ_AT_MOST = 64 * 1024 * 1024;

/** Reads a small regular file, or "" when it is missing, unreadable, not a regular file (a FIFO would block) or too large. */
function textOf(path: string): string {
  try {
    const stat = statSync(path);
    return stat.isFile() && stat.size <= READ_AT_MOST ? readFileSync(path, "utf8") : "";
  } catch {
    return "";
  }
}

/**
 * What `folder` holds: a report when its run.json says `"generator": "oddsmith report"`, the workbench when
 * its index.html is titled "oddsmith workbench", else a site. Reads two files once, before serving. O(their sizes).
 */
export function servedKind(folder: string): ServedKind {
  let manifest: unknown;
  try {
    manifest = JSON.parse(textOf(join(folder, "run.json")));
  } catch {
    manifest = undefined;
  }
  const generator = typeof manifest === "object" && manifest !== null && "generator" in manifest ? manifest.generator : undefined;
  if (generator === "oddsmith report") return "report";
  return /<title>oddsmith workbench<\/title>/.test(textOf(join(folder, "index.html"))) ? "workbench" : "site";
}

/**
 * The words for what is served, for the line naming its address and the one saying it is closed; `root`
 * is the folder given with --root, undefined for the built workbench.
 * @example servedName("report", "/home/me/reports") // { title: "oddsmith report", detail: " (the report in /home/me/reports)", closing: "the report" }
 */
export function servedName(kind: ServedKind, root: string | undefined): { readonly title: string; readonly detail: string; readonly closing: string } {
  const where = root === undefined ? "" : root;
  if (kind === "report") return { title: "oddsmith report", detail: ` (the report in ${where})`, closing: "the report" };
  if (kind === "workbench") return { title: "oddsmith workbench", detail: root === undefined ? "" : ` (the workbench copy in ${where})`, closing: "the workbench" };
  return { title: "oddsmith serve", detail: ` (the folder ${where})`, closing: `the folder ${where}` };
}
