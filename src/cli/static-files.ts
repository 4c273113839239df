/**
 * The files of a served folder: which file a request's path names (never one whose real path, after
 * symbolic links, leaves the folder, and never a dot file) and how it is sent (its type, an ETag and a
 * 304, one byte range or a 416). Used by `oddsmith serve` (src/cli/static-server.ts).
 */
import { constants, type Stats } from "node:fs";
import { open, realpath, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, relative, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import { lookup } from "mrmime";
import { byteRange } from "./byte-range.js";
import { itemAt } from "../core/checked-index.js";

/** A file a request names: its real path, inside the served folder. */
export interface FoundFile {
  readonly path: string;
}

/** The type of a file without one of its own (no extension, or one nobody registered): bytes, never sniffed. */
const UNKNOWN_TYPE = "application/octet-stream";

/**
 * The Content-Type of a file by its extension (`.js` text/javascript, `.wasm`, `.svg`, `.json`…), HTML as
 * UTF-8, and application/octet-stream for any other (an empty type would let a browser guess). O(1).
 * @example contentTypeOf("index.html") // "text/html; charset=utf-8"
 * @example contentTypeOf("LICENSE") // "application/octet-stream"
 */
export function contentTypeOf(path: string): string {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const type = name.includes(".") ? lookup(name) : undefined;
  if (type === undefined) return UNKNOWN_TYPE;
  return type === "text/html" ? "text/html; charset=utf-8" : type;
}

/**
 * The decoded path segments of a request's URL (origin form `/a/b?q`, or absolute form), or undefined when
 * it names nothing that is served: an encoding that does not decode (`%E0%A4%A`), a NUL or a backslash, or
 * a segment that is empty-dotted or hidden (`.`, `..`, `.git`, `%2e%2e`). O(length).
 * @example requestSegments("/assets/die%20six.svg?v=2") // ["assets", "die six.svg"]
 * @example requestSegments("/%2e%2e/secret") // undefined
 */
export function requestSegments(url: string): string[] | undefined {
  let path = itemAt(url.split(/[?#]/, 1), 0);
  if (!path.startsWith("/")) {
    try {
      path = new URL(url).pathname;
    } catch {
      return undefined;
    }
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return undefined;
  const segments = decoded.split("/").slice(1);
  if (segments.some((segment, i) => segment.startsWith(".") || (segment === "" && i < segments.length - 1))) return undefined;
  return segments;
}

/** Whether a real path lies inside the real folder, by no hidden segment. */
function isInside(folder: string, path: string): boolean {
  const rest = relative(folder, path);
  return rest !== "" && !rest.startsWith(`..${sep}`) && rest !== ".." && !rest.split(sep).some((segment) => segment.startsWith("."));
}

/**
 * The file that path segments name in `folder` (a real path: no symbolic link in it): the file itself,
 * else `name.html`, else the folder's index.html (a path ending in "/" asks for the index alone). A
 * candidate whose real path leaves the folder or passes through a dot folder is skipped, so a link to
 * /etc/passwd inside the folder is a 404. O(3 realpath calls).
 */
export async function findFile(folder: string, segments: readonly string[]): Promise<FoundFile | undefined> {
  const path = join(folder, ...segments);
  const last = segments[segments.length - 1];
  const candidates = last === "" || last === undefined ? [join(path, "index.html")] : [path, `${path}.html`, join(path, "index.html")];
  for (const candidate of candidates) {
    const real = await realpath(candidate).catch(() => undefined);
    if (real === undefined || !isInside(folder, real)) continue;
    const info = await stat(real).catch(() => undefined);
    if (info?.isFile()) return { path: real };
  }
  return undefined;
}

/** The ETag of a file's version: its size and modification time, as the former handler (sirv) wrote it. */
function etagOf(info: Stats): string {
  return `W/"${info.size}-${info.mtime.getTime()}"`;
}

/** Whether an If-None-Match header holds the ETag (weak comparison, RFC 9110 §13.1.2), or is "*". */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || strip(tag) === strip(etag));
}

/**
 * Sends a found file (GET or HEAD): uncached without revalidation (`Cache-Control: no-cache` and an
 * ETag, a 304 to a request holding it), a Range header's one byte range as 206, a range it cannot
 * satisfy as 416. The file is opened without following a link and must still be a regular file (it may
 * have been replaced since it was found); a client that goes away ends the read. O(the bytes sent).
 */
export async function sendFile(request: IncomingMessage, response: ServerResponse, file: FoundFile): Promise<void> {
  const handle = await open(file.path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK).catch(() => undefined);
  if (handle === undefined) return sendText(response, 404, "not found\n");
  try {
    const info = await handle.stat();
    if (!info.isFile()) return sendText(response, 404, "not found\n");
    const etag = etagOf(info);
    response.setHeader("Content-Type", contentTypeOf(file.path));
    response.setHeader("Cache-Control", "no-cache");
    response.setHeader("ETag", etag);
    response.setHeader("Last-Modified", info.mtime.toUTCString());
    response.setHeader("Accept-Ranges", "bytes");
    if (matchesEtag(request.headers["if-none-match"], etag)) return void response.writeHead(304).end();
    // An If-Range cannot match a weak ETag (RFC 9110 §13.1.5): the whole file, as if no Range were sent.
    const range = request.headers["if-range"] === undefined ? byteRange(request.headers.range, info.size) : ({ kind: "whole" } as const);
    if (range.kind === "unsatisfiable") return sendText(response, 416, `range not satisfiable: the file has ${info.size} bytes\n`, { "Content-Range": `bytes */${info.size}` });
    const [start, end] = range.kind === "part" ? [range.start, range.end] : [0, info.size - 1];
    response.writeHead(range.kind === "part" ? 206 : 200, {
      "Content-Length": end - start + 1,
      ...(range.kind === "part" ? { "Content-Range": `bytes ${start}-${end}/${info.size}` } : {}),
    });
    if (request.method === "HEAD" || end < start) return void response.end();
    // The FileHandle's own stream: its close() below waits for a read still pending when the client went away
    // (a stream on the bare descriptor, closed under a pending read, crashed the process in the abort test).
    await pipeline(handle.createReadStream({ start, end, autoClose: false }), response).catch(() => response.destroy());
  } finally {
    await handle.close();
  }
}

/**
 * Answers with a short plain-text body (a 403, 404, 405, 416 or 500), nothing cached.
 * @example sendText(response, 404, "not found\n")
 */
export function sendText(response: ServerResponse, status: number, text: string, headers: Readonly<Record<string, string>> = {}): void {
  response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Content-Length": Buffer.byteLength(text), ...headers });
  response.end(text);
}
