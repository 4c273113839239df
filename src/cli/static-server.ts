/**
 * A static HTTP server for one folder (the workbench's dist/web) on node:http, with the files' handler
 * its own (src/cli/static-files.ts: types, ETags, byte ranges, index.html at `/`) and a Host allow-list
 * (src/cli/allowed-hosts.ts). It replaced sirv 3.0.2, which a Range header could crash (sirv issues 140, 175).
 */
import { readFile, realpath } from "node:fs/promises";
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { basename, join } from "node:path";
import type { Duplex } from "node:stream";
import { messages } from "../framework/messages.js";
import { pluginPath, withPluginManifest } from "../framework/plugin-manifest.js";
import { hostNameOf, isAllowedHost } from "./allowed-hosts.js";
import { findFile, requestSegments, sendFile, sendText } from "./static-files.js";
import { itemAt } from "../core/checked-index.js";

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
   * and index.html served with their manifest (src/framework/plugin-manifest.ts). None: the folder as it is.
   */
  readonly plugins?: readonly string[];
  /** Host names answered besides loopback ones, in allowedHostOf() form (src/cli/allowed-hosts.ts). */
  readonly allowedHosts?: readonly string[];
}

/**
 * The URL of a host and port: an IPv6 address in brackets.
 * @example serverUrl("::1", 4173) // "http://[::1]:4173/"
 */
export function serverUrl(host: string, port: number): string {
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}/`;
}

/** Sends `body` uncached, as the folder's files are (a plugin edited while serving is seen at the next reload). */
function send(response: ServerResponse, type: string, body: string | Buffer): void {
  response.writeHead(200, { "Content-Type": type, "Cache-Control": "no-cache", "Content-Length": Buffer.byteLength(body) });
  response.end(body);
}

/** What a server answers from: the real folder, the plugin files and the allowed Host names. */
interface Site {
  readonly folder: string;
  readonly plugins: readonly string[];
  readonly allowedHosts: readonly string[];
}

/**
 * Answers one request: a Host that is not loopback or allowed gets 403, a method other than GET or HEAD
 * 405; then the plugins' requests (index.html with their manifest, each plugin file), then the folder's
 * files (404 for anything not found or not allowed). O(plugins + allowed hosts) per request, plus the file.
 */
async function answer(request: IncomingMessage, response: ServerResponse, site: Site): Promise<void> {
  // A page must never guess a type for what this server sends (a text file sniffed as HTML or script).
  response.setHeader("X-Content-Type-Options", "nosniff");
  if (!isAllowedHost(request.headers.host, site.allowedHosts)) {
    return sendText(response, 403, `${messages.hostNotAllowed(hostNameOf(request.headers.host ?? "") ?? request.headers.host ?? "")}\n`);
  }
  if (request.method !== "GET" && request.method !== "HEAD") return sendText(response, 405, "only GET and HEAD are answered\n", { Allow: "GET, HEAD" });
  const segments = requestSegments(request.url ?? "/");
  if (segments === undefined) return sendText(response, 404, "not found\n");
  if (site.plugins.length > 0) {
    const path = `/${segments.join("/")}`;
    if (path === "/" || path === "/index.html") {
      const manifest = { plugins: site.plugins.map((file, index) => ({ url: pluginPath(index, file), label: basename(file) })) };
      return send(response, "text/html; charset=utf-8", withPluginManifest(await readFile(join(site.folder, "index.html"), "utf8"), manifest));
    }
    const index = site.plugins.findIndex((file, i) => `/${decodeURIComponent(pluginPath(i, file))}` === path);
    if (index >= 0) {
      // A plugin file removed while serving: a 404 the page reports as that plugin failing to load.
      const source = await readFile(itemAt(site.plugins, index)).catch(() => undefined);
      return source === undefined ? sendText(response, 404, "not found\n") : send(response, "text/javascript; charset=utf-8", source);
    }
  }
  const file = await findFile(site.folder, segments);
  return file === undefined ? sendText(response, 404, "not found\n") : sendFile(request, response, file);
}

/** node:http's answers to a request it could not read (its codes: a header too large, a request too slow). */
const CLIENT_ERROR_STATUS: Readonly<Record<string, number>> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/**
 * Answers a request node:http could not parse (a broken request line, a 64 KB header) as node would, 400,
 * 408 or 431, but with nosniff and a type like every other answer; a connection already answering or gone
 * is only closed (node's own rule, read from its private `_httpMessage`).
 */
function refuseUnreadable(error: Error & { code?: string }, socket: Duplex): void {
  // node keeps the answer in progress on the socket as _httpMessage (not in its types); optional all the way.
  const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
  if (!socket.writable || answering || error.code === "ECONNRESET") return void socket.destroy();
  const status = CLIENT_ERROR_STATUS[error.code ?? ""] ?? 400;
  const body = `${STATUS_CODES[status]}\n`;
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: text/plain; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`);
}

/** Ends a request whose answer failed: a 500 if nothing was sent yet, else the connection (the server goes on). */
function failed(response: ServerResponse): void {
  if (!response.headersSent) sendText(response, 500, "internal error\n");
  else response.destroy();
}

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.removeListener("listening", onListening);
      const code = error.code ?? "";
      const problem = PROBLEM_OF_CODE[code];
      reject(problem === undefined ? error : new ServerStartError(problem, host, port, code));
    };
    const onListening = () => {
      server.removeListener("error", onError);
      // Listening on host:port, the server's address is that address (a string only for a pipe or socket file).
      const address = server.address();
      resolve(typeof address === "object" && address !== null ? address.port : port);
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(port, host);
  });
}

/**
 * Starts serving `folder` on `host`:`port`. Files are read from disk at each request with
 * `Cache-Control: no-cache` and an ETag, so a rebuild while serving is seen at the next reload and an
 * unchanged file costs a 304. Only loopback Host names, the listening host and `allowedHosts` are
 * answered (else 403); dot files, paths leaving the folder (symbolic links included) and missing files
 * are 404 (no fallback page: the workbench routes by the URL's hash). Every response says
 * `X-Content-Type-Options: nosniff` and has a Content-Type. No request ends the server: a failed answer is
 * a 500 or a closed connection.
 * @throws {ServerStartError} (as a rejection) when the port is in use or not allowed, or the host is not an address of this machine.
 * @example
 *   const server = await startStaticServer({ folder: "dist/web", host: "127.0.0.1", port: 0 });
 *   server.url; // "http://127.0.0.1:40413/": the free port the system picked
 *   await server.close();
 */
export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const listening = hostNameOf(options.host.includes(":") ? `[${options.host}]` : options.host);
  const site: Site = {
    folder: await realpath(options.folder),
    plugins: options.plugins ?? [],
    // The address listened on is allowed too (as Vite does), unless it is every interface's.
    allowedHosts: [...(options.allowedHosts ?? []), ...(listening === undefined || listening === "0.0.0.0" || listening === "[::]" ? [] : [listening])],
  };
  const server = createServer((request, response) => {
    answer(request, response, site).catch(() => failed(response));
  });
  server.on("clientError", refuseUnreadable);
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
