/**
 * `oddsmith serve [--port N] [--host H] [--open] [--root DIR] [--allowed-host NAME…]`: serves the workbench (the static site that
 * `npm run build` writes into dist/web) on this machine until Ctrl-C. With `--plugin FILE` (or an
 * oddsmith.config.js) the page also shows and runs the plugins' analyses (src/framework/plugin-manifest.ts).
 */
import { Command, Option } from "commander";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { messages } from "../framework/messages.js";
import { flagName, flagOption, integerOption, optionalOption, textOption, validateParams, type OptionSpec } from "../framework/options.js";
import { allowedHostOf } from "./allowed-hosts.js";
import type { ServerStartError } from "./static-server.js";
import { stopCause, stopSignal } from "./signals.js";
import { StoppedError, UsageError } from "./usage-error.js";
import { itemAt } from "../core/checked-index.js";
import { TOOL_COMMANDS } from "./tool-commands.js";
import { servedKind, servedName } from "./served-folder.js";

const HELP = "oddsmith serve";

/** The port `serve` listens on without --port (Vite's preview port: what a web developer expects). */
export const DEFAULT_PORT = 4173;

/**
 * The built workbench, the package's dist/web. This module is dist/cli/serve-command.js when built and
 * src/cli/serve-command.ts under tsx: both sit two folders below the package (as main.ts's package.json).
 */
export const WORKBENCH_FOLDER = fileURLToPath(new URL("../../dist/web/", import.meta.url));

/** A host name, an IPv4 address or an IPv6 address (with an optional zone, fe80::1%eth0). */
const HOST = /^[A-Za-z0-9._%:-]+$/;

/** What --allowed-host takes, in words (for its help and its message). */
const ALLOWED_HOST = "a host name (box.lan), a name led by a dot for it and its subdomains (.example.com) or an IP address, without a port";

/**
 * --allowed-host NAME, repeatable: each value a host name the server also answers (src/cli/allowed-hosts.ts),
 * refused one message per bad value. Not given: loopback names and --host only.
 */
function allowedHostsOption(): OptionSpec<readonly string[]> {
  const list = (raw: unknown): unknown[] => (Array.isArray(raw) ? raw : [raw]);
  const hostOf = (raw: unknown) => (typeof raw === "string" ? allowedHostOf(raw.trim()) : undefined);
  return {
    kind: "text",
    doc: "also answer requests for this host name (repeatable); only loopback names and --host are answered without it, others get 403",
    allowed: ALLOWED_HOST,
    defaultValue: [],
    parse: (raw) => {
      const hosts = list(raw).map(hostOf);
      return hosts.every((host) => host !== undefined) ? hosts : undefined;
    },
    explain: (raw) => list(raw).flatMap((value) => (hostOf(value) === undefined ? [messages.notAllowed("--allowed-host", ALLOWED_HOST, value)] : [])),
  };
}

const OPTIONS = {
  port: integerOption({ min: 0, max: 65535, default: DEFAULT_PORT, doc: "the port to listen on, 0 for any free one" }),
  host: textOption({
    allowed: "a host name or IP address of this machine: 127.0.0.1, localhost, ::1, 0.0.0.0 for every interface…",
    doc: "the address to listen on",
    default: "127.0.0.1",
    parse: (raw) => (HOST.test(raw) ? raw : undefined),
  }),
  open: flagOption({ doc: "open the workbench in the default browser" }),
  root: optionalOption(
    textOption({
      allowed: "a folder holding an index.html",
      doc: "serve this folder instead of the built workbench: one built elsewhere, or any static site",
      parse: (raw) => (raw !== "" && existsSync(join(raw, "index.html")) ? resolve(raw) : undefined),
    }),
  ),
  allowedHost: allowedHostsOption(),
};

/** What `serve` needs from its surroundings; tests replace each. */
export interface ServeSettings {
  /** The folder served without --root. */
  readonly folder: string;
  /** Resolves when the server should close: by default at Ctrl-C (SIGINT) or SIGTERM. */
  readonly stopped: () => Promise<void>;
  /** Opens a URL in the default browser (--open); rejects with the reason it could not. */
  readonly openUrl: (url: string) => Promise<void>;
}

/** Resolves at the first SIGINT or SIGTERM (the command's stop, src/cli/signals.ts); the next one ends the process as usual. */
function untilSignal(): Promise<void> {
  const stop = stopSignal();
  return new Promise((resolve) => (stop.aborted ? resolve() : stop.addEventListener("abort", () => resolve(), { once: true })));
}

/**
 * Opens `url` with the `open` package (xdg-open, open or start, detached). The launcher is loaded only
 * when asked for, so other commands do not pay for it.
 * @throws {Error} (as a rejection) when the launcher cannot start or exits with an error (no browser found).
 */
async function openInBrowser(url: string): Promise<void> {
  const { default: open } = await import("open");
  const launcher = await open(url);
  const code = launcher.exitCode ?? (await new Promise<number | null>((done) => launcher.once("exit", done)));
  if (code !== null && code !== 0) throw new Error(`the browser launcher exited with code ${code}`);
}

/** The settings of the installed command: dist/web, Ctrl-C, the default browser. */
export const NODE_SERVE_SETTINGS: ServeSettings = { folder: WORKBENCH_FOLDER, stopped: untilSignal, openUrl: openInBrowser };

/** Every problem with the words commander did not take: unknown flags and stray arguments. */
function leftoverProblems(words: readonly string[], options: readonly string[]): string[] {
  const problems: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = itemAt(words, i);
    if (!word.startsWith("-")) problems.push(messages.unexpectedArgument(word));
    else if (word.includes("=") && options.includes(itemAt(word.split("="), 0))) {
      // Commander leaves a switch given a value (--open=yes) to us.
      problems.push(messages.refused(itemAt(word.split("="), 0), "a switch takes no value", word.slice(word.indexOf("=") + 1)));
    } else {
      problems.push(messages.unknownOption(itemAt(word.split("="), 0), options));
      if (i + 1 < words.length && !itemAt(words, i + 1).startsWith("-") && !word.includes("=")) i++; // its value
    }
  }
  return problems;
}

/** The server's start problem in the person's words, naming the flag to change. */
function startProblem(error: ServerStartError): string {
  if (error.problem === "port-in-use") return messages.portInUse(error.port, error.host);
  if (error.problem === "port-denied") return messages.portDenied(error.port, error.host);
  return messages.badHost(error.host, error.code);
}

/**
 * Checks the flags (every problem together), then serves the folder, prints one line with its URL to
 * stdout (through `done`), opens a browser if asked, and closes the server when `settings.stopped`
 * resolves.
 * @throws {UsageError} on bad flags, an unbuilt workbench, a port in use or not allowed, or a host not of this machine (exit 2).
 * @throws {StoppedError} once the server is closed (exit 130 after SIGINT, 143 after SIGTERM): serving ends only when it is stopped.
 */
async function serve(raw: Readonly<Record<string, unknown>>, leftovers: readonly string[], settings: ServeSettings, done: (text: string) => void): Promise<never> {
  const validated = validateParams(OPTIONS, raw);
  const problems = [...(validated.ok ? [] : validated.errors), ...leftoverProblems(leftovers, Object.entries(OPTIONS).map(([field, spec]) => flagName(field, spec)))];
  if (!validated.ok || problems.length > 0) throw new UsageError(problems, HELP);
  const { port, host, open, root, allowedHost } = validated.value;
  const folder = root ?? settings.folder;
  if (root === undefined && !existsSync(join(folder, "index.html"))) throw new UsageError([messages.workbenchNotBuilt(join(folder, "index.html"))], HELP);
  // node:http and the file handler are loaded by `serve` alone.
  const { ServerStartError, startStaticServer } = await import("./static-server.js");
  // The plugins of --plugin and oddsmith.config.js, loaded and checked by main before any command.
  const { loadedPluginFiles } = await import("./plugins.js");
  const server = await startStaticServer({ folder, host, port, plugins: loadedPluginFiles(), allowedHosts: allowedHost }).catch((error: unknown) => {
    throw error instanceof ServerStartError ? new UsageError([startProblem(error)], HELP) : error;
  });
  // Listen for the stop before saying where the server is: whoever reads the line may stop it at once.
  const stopped = settings.stopped();
  // The line names what is served: `--root reports` is a report, not the workbench.
  const served = servedName(root === undefined ? "workbench" : servedKind(folder), root);
  done(`${served.title}: ${server.url}${served.detail}`);
  if (open) settings.openUrl(server.url).catch((error: unknown) => process.stderr.write(`${messages.browserNotOpened(server.url, error instanceof Error ? error.message : String(error))}\n`));
  await stopped;
  await server.close();
  throw new StoppedError(messages.serverClosed(server.url, served.closing), stopCause());
}

/**
 * The `serve` command: its flags and help, wired to serve(). `settings` is for tests (a temporary folder,
 * a stop they control, a fake browser).
 */
export function serveCommand(done: (text: string) => void, settings: ServeSettings = NODE_SERVE_SETTINGS): Command {
  const command = new Command("serve")
    .description(TOOL_COMMANDS.serve.summary)
    .allowUnknownOption()
    .allowExcessArguments();
  const fieldOfAttribute = new Map<string, string>();
  for (const [field, spec] of Object.entries(OPTIONS)) {
    const flag = flagName(field, spec);
    const detail = spec.kind === "flag" ? "off unless given" : spec.defaultValue === undefined ? `${spec.allowed}; default the built workbench` : Array.isArray(spec.defaultValue) ? spec.allowed : `${spec.allowed}; default ${spec.defaultValue}`;
    const option = new Option(spec.kind === "flag" ? flag : `${flag} <value>`, `${spec.doc} (${detail})`);
    // A repeatable flag (an array default) keeps every value given, in order.
    if (Array.isArray(spec.defaultValue)) option.argParser((value: string, previous: unknown) => [...(Array.isArray(previous) ? previous : []), value]);
    fieldOfAttribute.set(option.attributeName(), field);
    command.addOption(option);
  }
  command.action(async (values: Record<string, unknown>, self: Command) => {
    const raw = Object.fromEntries(Object.entries(values).map(([attribute, value]) => [fieldOfAttribute.get(attribute) ?? attribute, value]));
    await serve(raw, self.args, settings, done);
  });
  return command;
}
