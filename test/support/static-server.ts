import { readFile, stat } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, resolve, sep } from "node:path";

/** The types a built static site holds; any other file is answered 404, so a test sees it fail to load. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
};

/** The decoded path of a request's URL ("" when it does not decode, which then matches no file). */
function pathOf(url = "/"): string {
  try {
    return decodeURIComponent(new URL(url, "http://host").pathname);
  } catch {
    return "";
  }
}

/** A running server: its base address (ending in "/") and how to stop it. */
export interface RunningServer {
  readonly url: string;
  readonly close: () => Promise<void>;
}

/**
 * Serves `folder` on 127.0.0.1 at a free port, as a plain static host would (a folder's index.html for
 * its path; no caching, no compression). Paths outside the folder, missing files and other types are 404.
 * For the tests and the bench: deliberately not `oddsmith serve`, so the workbench is checked against any host.
 * @example const { url, close } = await serveFolder("dist/web"); // url "http://127.0.0.1:40123/"
 */
export async function serveFolder(folder: string): Promise<RunningServer> {
  const base = resolve(folder);
  const server = createServer((request, response) => {
    const notFound = () => response.writeHead(404, { "content-type": "text/plain" }).end(`not found: ${request.url}\n`);
    const path = pathOf(request.url);
    const file = resolve(join(base, path.endsWith("/") ? `${path}index.html` : path));
    const type = CONTENT_TYPES[extname(file)];
    if (type === undefined || !file.startsWith(base + sep)) return notFound();
    void stat(file)
      .then((info) => (info.isFile() ? readFile(file) : undefined))
      .then((body) => (body === undefined ? notFound() : response.writeHead(200, { "content-type": type, "content-length": body.length, "cache-control": "no-store" }).end(body)))
      .catch(() => notFound());
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((done, fail) => {
        server.closeAllConnections();
        server.close((error) => (error ? fail(error) : done()));
      }),
  };
}
