/**
 * A static HTTP server for one folder (the workbench's dist/web): node:http with sirv, which gives the MIME
 * types (`.js` as text/javascript, `.wasm`, `.svg`, `.json`), ETags, ranges and index.html at `/`.
 */
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { basename, join } from "node:path";
import sirv from "sirv";
import { pluginPath, withPluginManifest } from "../core/plugin-manifest.js";

/** Why a server could not listen: the port is taken, the port is not allowed, or the host is not this machine's. */
export const START_PROBLEMS = ["port-in-use", "port-denied", "bad-host"] as const;

/** One of START_PROBLEMS. */
export type StartProblem = (typeof START_PROBLEMS)[number];

/** The system error codes of each start problem (getaddrinfo's EAI_AGAIN: a name that cannot be resolved here). */
const PROBLEM_OF_CODE: Readonly<Record<string, StartProblem>> = {
  EADDRINUSE: "port-in-use",
  EACCES: "port-denied",
  ENOTFOUND: "bad-host",
  EAI_AGAIN: "bad-host",
  EAI_FAIL: "bad-host",
  EADDRNOTAVAIL: "bad-host",
};

/** A server that could not start listening, for a reason the person can fix (another port or host). */
export class ServerStartError extends Error {
  constructor(
    readonly problem: StartProblem,
    readonly host: string,
    readonly port: number,
    /** The system error code, e.g. "EADDRINUSE". */
    readonly code: string,
  ) {
    super(`cannot listen on ${host}:${port} (${code})`);
    this.name = "ServerStartError";
  }
}

/** A listening server: where it is and how to stop it. */
export interface StaticServer {
  /** The address to open, with the port actually bound (port 0 picks one), e.g. "http://127.0.0.1:4173/". */
  readonly url: string;
  readonly port: number;
  /** Stops listening and ends every open connection; resolves once the server is closed. */
  close(): Promise<void>;
}

/** Where a static server listens and what it serves. */
export interface StaticServerOptions {
  /** The folder served at `/` (an absolute path, or relative to the current folder). */
  readonly folder: string;
  readonly host: string;
  /** 0..65535; 0 asks the system for any free port. */
  readonly port: number;
  /**
   * Plugin files (absolute paths) the page loads: each served at its pluginPath(), read at each request,
   * and index.html served with their manifest (src/core/plugin-manifest.ts). None: the folder as it is.
   */
  readonly plugins?: readonly string[];
}

/**
 * The URL of a host and port: an IPv6 address in brackets.
 * @example serverUrl("::1", 4173) // "http://[::1]:4173/"
 */
export function serverUrl(host: string, port: number): string {
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}/`;
}

/** Whether a request names a dot file or folder (`/.git/config`, `/%2Egit/config`), which is never served. */
function isHidden(requestUrl: string): boolean {
  const path = requestUrl.split(/[?#]/)[0]!;
  return path.split("/").some((segment) => segment.startsWith(".") || segment.toLowerCase().startsWith("%2e"));
}

/** Sends `body` uncached, as the files of the folder are (a plugin edited while serving is seen at the next reload). */
function send(response: ServerResponse, type: string, body: string | Buffer): void {
  response.writeHead(200, { "Content-Type": type, "Cache-Control": "no-cache" });
  response.end(body);
}

/**
 * Answers the requests that are the plugins' (index.html with the manifest, each plugin file) and returns
 * true, or returns false for the folder's files. O(plugins) per request, plus the file read.
 */
async function servePlugins(request: IncomingMessage, response: ServerResponse, folder: string, plugins: readonly string[]): Promise<boolean> {
  const path = new URL(request.url ?? "/", "http://host").pathname;
  if (path === "/" || path === "/index.html") {
    const manifest = { plugins: plugins.map((file, index) => ({ url: pluginPath(index, file), label: basename(file) })) };
    send(response, "text/html; charset=utf-8", withPluginManifest(await readFile(join(folder, "index.html"), "utf8"), manifest));
    return true;
  }
  const index = plugins.findIndex((file, i) => `/${pluginPath(i, file)}` === path);
  if (index < 0) return false;
  send(response, "text/javascript; charset=utf-8", await readFile(plugins[index]!));
  return true;
}

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.removeListener("listening", onListening);
      const problem = PROBLEM_OF_CODE[error.code ?? ""];
      reject(problem === undefined ? error : new ServerStartError(problem, host, port, error.code!));
    };
    const onListening = () => {
      server.removeListener("error", onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(port, host);
  });
}

/**
 * Starts serving `folder` on `host`:`port`. Files are read from disk at each request (sirv's dev mode) with
 * `Cache-Control: no-cache` and an ETag, so a rebuild while serving is seen at the next reload and an
 * unchanged file costs a 304. Dot files are not served; a missing file is a 404 (no fallback page: the
 * workbench routes by the URL's hash).
 * @throws {ServerStartError} (as a rejection) when the port is in use or not allowed, or the host is not an address of this machine.
 * @example
 *   const server = await startStaticServer({ folder: "dist/web", host: "127.0.0.1", port: 0 });
 *   server.url; // "http://127.0.0.1:40413/": the free port the system picked
 *   await server.close();
 */
export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const serve = sirv(options.folder, { dev: true, etag: true });
  const server = createServer((request, response) => {
    if (isHidden(request.url ?? "/")) {
      response.statusCode = 404;
      response.end();
      return;
    }
    if (options.plugins === undefined || options.plugins.length === 0) return serve(request, response);
    servePlugins(request, response, options.folder, options.plugins).then(
      (served) => served || serve(request, response),
      () => {
        // A plugin file removed while serving: a 404 the page reports as that plugin failing to load.
        response.statusCode = 404;
        response.end();
      },
    );
  });
  const port = await listen(server, options.host, options.port);
  return {
    url: serverUrl(options.host, port),
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Browsers keep connections alive: end them, or close() would wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
