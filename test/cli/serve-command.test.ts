import { spawn } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { get } from "node:http";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_PORT, WORKBENCH_FOLDER, serveCommand, type ServeSettings } from "../../src/cli/serve-command.js";
import { StoppedError, UsageError } from "../../src/cli/usage-error.js";
import { signalWhen } from "../support/signals.js";
import { builtCli, expectUsageError, root, runMain } from "../support/cli.js";

/** A built workbench in miniature: an index.html and a script. */
async function workbenchFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "oddsmith-web-"));
  await writeFile(join(folder, "index.html"), '<!doctype html><script type="module" src="app.js"></script>');
  await writeFile(join(folder, "app.js"), "document.title = 'workbench';\n");
  return folder;
}

/** A port of 127.0.0.1 held open by this test, as another program would hold it. */
async function occupyPort(): Promise<{ port: number; blocker: Server }> {
  const blocker = createServer();
  await new Promise<void>((done) => blocker.listen(0, "127.0.0.1", done));
  return { port: (blocker.address() as { port: number }).port, blocker };
}

/**
 * Runs `serve` in this process with a stop the test controls: `line` is the line it announces (rejected
 * if it ends before listening), `stderr()` what it wrote there, and `stop()` closes the server and yields
 * what the command ended with (a StoppedError, or the UsageError it ended with before listening).
 */
function serveInProcess(args: readonly string[], settings: Partial<ServeSettings> & { folder: string }) {
  let stopServer!: () => void;
  const stopped = new Promise<void>((done) => (stopServer = done));
  let stderr = "";
  const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => ((stderr += String(chunk)), true));
  let announce!: (line: string) => void;
  const announced = new Promise<string>((done) => (announce = done));
  const command = serveCommand(announce, { stopped: () => stopped, openUrl: () => Promise.resolve(), ...settings }).exitOverride();
  const ended = command.parseAsync([...args], { from: "user" }).then(
    () => undefined,
    (error: unknown) => error,
  );
  // The line, or what the command ended with if it ended before listening.
  const line = Promise.race([announced, ended.then((error) => Promise.reject(error instanceof Error ? error : new Error(String(error))))]);
  line.catch(() => undefined); // a test that expects no line reads stop()'s error instead
  const stop = async () => {
    stopServer();
    const error = await ended;
    spy.mockRestore();
    return error;
  };
  running.push(stop);
  return { line, stderr: () => stderr, stop };
}

/** The stops of this test's in-process servers, and the ports it holds: released even when a test fails. */
const running: (() => Promise<unknown>)[] = [];
const blockers: Server[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((stop) => stop()));
  await Promise.all(blockers.splice(0).map((blocker) => new Promise((done) => blocker.close(done))));
});

describe("oddsmith serve, in process", () => {
  it("--root a report folder names it a report (issue 28 §10): its line and its closing line say so, not the workbench", async () => {
    const folder = await workbenchFolder();
    await writeFile(join(folder, "run.json"), '{"generator": "oddsmith report", "entries": []}\n');
    const run = serveInProcess(["--port", "0", "--root", folder], { folder: "/nowhere" });
    const line = await run.line;
    expect(line.replace(/:\d+\//, ":PORT/")).toBe(`oddsmith report: http://127.0.0.1:PORT/ (the report in ${folder})`);
    const url = line.replace("oddsmith report: ", "").replace(/ \(.*$/, "");
    expect((await fetch(`${url}run.json`)).status).toBe(200);
    const error = await run.stop();
    expect(error).toBeInstanceOf(StoppedError);
    expect((error as StoppedError).message).toBe(`stopped: the report at ${url} is closed`);
  });
  it("--port 0 announces one URL line, serves / as HTML and the script as text/javascript, and closes at the stop", async () => {
    const run = serveInProcess(["--port", "0"], { folder: await workbenchFolder() });
    const line = await run.line;
    expect(line).toMatch(/^oddsmith workbench: http:\/\/127\.0\.0\.1:\d+\/$/);
    const url = line.replace("oddsmith workbench: ", "");
    expect(Number(new URL(url).port)).toBeGreaterThan(0);
    const page = await fetch(url);
    expect([page.status, page.headers.get("content-type"), await page.text()]).toEqual([200, "text/html; charset=utf-8", '<!doctype html><script type="module" src="app.js"></script>']);
    const script = await fetch(`${url}app.js`);
    expect([script.status, script.headers.get("content-type"), await script.text()]).toEqual([200, "text/javascript", "document.title = 'workbench';\n"]);
    const error = await run.stop();
    expect(error).toBeInstanceOf(StoppedError);
    expect((error as StoppedError).message).toBe(`stopped: the workbench at ${url} is closed`);
    await expect(fetch(url)).rejects.toThrow();
  });

  it("--allowed-host (repeated) answers those names besides loopback ones; any other Host gets 403", async () => {
    const run = serveInProcess(["--port", "0", "--allowed-host", "box.lan", "--allowed-host", ".example.com"], { folder: await workbenchFolder() });
    const url = new URL((await run.line).replace("oddsmith workbench: ", ""));
    const statusFor = (host: string) =>
      new Promise<number | undefined>((resolve, reject) => {
        get({ host: "127.0.0.1", port: url.port, path: "/app.js", headers: { host }, agent: false }, (response) => {
          response.resume();
          resolve(response.statusCode);
        }).once("error", reject);
      });
    const hosts = ["box.lan", "cards.example.com", `localhost:${url.port}`, "evil.example", "box.lan.evil.example"];
    expect(await Promise.all(hosts.map(statusFor))).toEqual([200, 200, 200, 403, 403]);
    await run.stop();
  });

  it("--open hands the URL to the browser opener and keeps serving", async () => {
    const asked: string[] = [];
    const run = serveInProcess(["--port", "0", "--open"], { folder: await workbenchFolder(), openUrl: async (url) => void asked.push(url) });
    const url = (await run.line).replace("oddsmith workbench: ", "");
    expect((await fetch(url)).status).toBe(200);
    expect(asked).toEqual([url]);
    await run.stop();
    expect(run.stderr()).toBe("");
  });

  it("--open that cannot open a browser prints a note on stderr and keeps serving", async () => {
    const run = serveInProcess(["--port", "0", "--open"], { folder: await workbenchFolder(), openUrl: () => Promise.reject(new Error("spawn xdg-open ENOENT")) });
    const url = (await run.line).replace("oddsmith workbench: ", "");
    expect((await fetch(url)).status).toBe(200);
    expect(run.stderr()).toBe(`oddsmith: could not open a browser (spawn xdg-open ENOENT); open ${url} yourself\n`);
    expect(await run.stop()).toBeInstanceOf(StoppedError);
  });

  it("without --root, a workbench that is not built (no index.html) is a usage error that says to run npm run build", async () => {
    const empty = await mkdtemp(join(tmpdir(), "oddsmith-unbuilt-"));
    const error = await serveInProcess([], { folder: empty }).stop();
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError).problems).toEqual([`the workbench is not built (${join(empty, "index.html")} is missing): run \`npm run build\`, then oddsmith serve again`]);
  });
});

describe("oddsmith serve: bad flags and unusable ports (exit 2)", () => {
  it("a port in use: exit 2 naming --port, the port and the host, and how to give another", async () => {
    const { port, blocker } = await occupyPort();
    blockers.push(blocker);
    const stderr = await expectUsageError(["serve", "--port", String(port), "--root", await workbenchFolder()]);
    expect(stderr).toBe(`oddsmith: 1 problem\n  --port: ${port} is in use on 127.0.0.1; give another with --port N (0 picks any free port)\nRun 'oddsmith serve --help' to see every option.\n`);
  });

  it("a host that is not this machine's: exit 2 naming --host and the value", async () => {
    await expectUsageError(
      ["serve", "--port", "0", "--host", "192.0.2.1", "--root", await workbenchFolder()],
      '--host: cannot listen on "192.0.2.1" (EADDRNOTAVAIL: not an address of this machine); give one of its addresses, e.g. 127.0.0.1 (the default) or 0.0.0.0 (every interface)',
    );
  });

  it("bad --port values, a bad --host, an unknown flag and a stray word are reported together", async () => {
    const stderr = await expectUsageError(["serve", "--port", "abc", "--host", "local host", "--prot", "80", "now"]);
    expect(stderr).toBe(
      [
        "oddsmith: 4 problems",
        '  --port: expected an integer from 0 to 65535, received "abc"',
        '  --host: expected a host name or IP address of this machine: 127.0.0.1, localhost, ::1, 0.0.0.0 for every interface…, received "local host"',
        "  unknown option --prot (options: --port, --host, --open, --root, --allowed-host)",
        '  unexpected argument "now"',
        "Run 'oddsmith serve --help' to see every option.",
        "",
      ].join("\n"),
    );
    await expectUsageError(["serve", "--port", "70000"], '--port: expected an integer from 0 to 65535, received "70000"');
    await expectUsageError(["serve", "--port", "-1"], '--port: expected an integer from 0 to 65535, received "-1"');
    await expectUsageError(["serve", "--open=yes"], '--open: a switch takes no value, received "yes"');
  });

  it("--allowed-host refuses a port, a path or a space, one message per bad value", async () => {
    const stderr = await expectUsageError(["serve", "--allowed-host", "box.lan:4173", "--allowed-host", "good.lan", "--allowed-host", "a b/c", "--root", await workbenchFolder()]);
    const allowed = "a host name (box.lan), a name led by a dot for it and its subdomains (.example.com) or an IP address, without a port";
    expect(stderr).toBe(`oddsmith: 2 problems\n  --allowed-host: expected ${allowed}, received "box.lan:4173"\n  --allowed-host: expected ${allowed}, received "a b/c"\nRun 'oddsmith serve --help' to see every option.\n`);
  });

  it("--root must name a folder holding an index.html", async () => {
    const empty = await mkdtemp(join(tmpdir(), "oddsmith-empty-"));
    await expectUsageError(["serve", "--root", empty], `--root: expected a folder holding an index.html, received ${JSON.stringify(empty)}`);
  });

  it("--help lists every flag with its default, exit 0", async () => {
    const { status, stdout } = await runMain(["serve", "--help"]);
    expect(status).toBe(0);
    const text = stdout.replace(/\s+/g, " ");
    for (const expected of ["--port <value>", `default ${DEFAULT_PORT}`, "--host <value>", "default 127.0.0.1", "--open", "--root <value>", "--allowed-host <value>", "(repeatable)"]) expect(text).toContain(expected);
  });
});

describe("oddsmith serve: where the workbench is", () => {
  it("is the package's dist/web, from the sources as from dist/", () => {
    expect(WORKBENCH_FOLDER).toBe(join(fileURLToPath(new URL("../..", import.meta.url)), "dist", "web") + sep);
  });
});

describe("oddsmith serve, the installed command", () => {
  it("prints its URL line, serves the folder, and exits 130 at Ctrl-C with one line on stderr", async () => {
    const folder = await workbenchFolder();
    const child = spawn(process.execPath, [builtCli(), "serve", "--port", "0", "--root", folder], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const closed = new Promise<number | null>((done) => child.on("close", done));
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes("\n")) resolve(stdout.split("\n")[0]!);
      });
      void closed.then((code) => reject(new Error(`serve exited with ${code} before listening: ${stderr}`)));
    });
    // A folder given with --root that is neither a report nor a workbench build is named as a folder.
    expect(line.replace(/:\d+\//, ":PORT/")).toBe(`oddsmith serve: http://127.0.0.1:PORT/ (the folder ${folder})`);
    const url = line.replace("oddsmith serve: ", "").replace(/ \(.*$/, "");
    const script = await fetch(`${url}app.js`);
    expect([script.status, script.headers.get("content-type")]).toEqual([200, "text/javascript"]);
    expect(await (await fetch(url)).text()).toContain('src="app.js"');
    child.kill("SIGINT");
    expect(await closed).toBe(130);
    expect(stdout).toBe(`${line}\n`);
    expect(stderr).toBe(`\noddsmith: stopped: the folder ${folder} at ${url} is closed\n`);
  });
  it("exits 143 at SIGTERM, with the same line", async () => {
    const folder = await workbenchFolder();
    const run = await signalWhen(["serve", "--port", "0", "--root", folder], "SIGTERM", ({ stdout }) => stdout.includes("\n"));
    const url = run.stdout.replace("oddsmith serve: ", "").replace(/ \(.*$/s, "");
    expect(run.code).toBe(143);
    expect(run.stderr).toBe(`\noddsmith: stopped: the folder ${folder} at ${url} is closed\n`);
  });
});
