// Hostile requests to `oddsmith serve`'s server (issue 24 §2, §3): each is answered, none ends the process,
// and the server still answers afterwards. All traffic goes to 127.0.0.1, a bounded number of requests, each
// with a time bound (a hang fails the test instead of stalling it).
import { execFileSync } from "node:child_process";
import { mkdtemp, mkdir, symlink, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startStaticServer, type StaticServer } from "../../src/cli/static-server.js";

const INDEX = "<!doctype html><title>workbench</title>"; // 39 bytes

/** A served folder: index.html and a copy (not the page a plugin manifest rewrites), a script, a file with no extension, a dot file, and a secret beside the folder. */
async function siteFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "oddsmith-attack-"));
  await mkdir(join(folder, "assets"));
  await writeFile(join(folder, "index.html"), INDEX);
  await writeFile(join(folder, "copy.html"), INDEX);
  await writeFile(join(folder, "assets", "app.js"), "export const answer = 42;\n");
  await writeFile(join(folder, "LICENSE"), "MIT\n");
  await writeFile(join(folder, ".env"), "SECRET=1\n");
  await writeFile(join(folder, "..", `${basename(folder)}-secret.txt`), "not for the browser\n");
  return folder;
}

/** What came back on a raw connection: status, headers (lowercase names) and body; status 0 if the connection closed with no answer. */
interface RawAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/**
 * Sends `request` (bytes exactly as written) on a fresh connection to 127.0.0.1:port and reads until the
 * server closes it; rejects after 10 s (a hang is a failure, not a stall).
 */
function rawRequest(port: number, request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error(`no answer in 10 s to ${String(request).slice(0, 80)}`));
    });
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => undefined); // a reset after the answer is the server closing a bad connection
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body: rest.join("\r\n\r\n") });
    });
    // Written, not ended: node:http drops a request whose client half-closes before the answer is ready.
    socket.write(request);
  });
}

/** A GET of `path` with extra header lines, closing the connection after the answer; Host is 127.0.0.1 unless given. */
function get(port: number, path: string, headers: Readonly<Record<string, string>> = {}): Promise<RawAnswer> {
  const all = { Host: `127.0.0.1:${port}`, ...headers, Connection: "close" };
  return rawRequest(port, `GET ${path} HTTP/1.1\r\n${Object.entries(all).map(([name, value]) => `${name}: ${value}\r\n`).join("")}\r\n`);
}

const opened: StaticServer[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((server) => server.close()));
});

async function start(folder: string, more: { plugins?: readonly string[]; allowedHosts?: readonly string[] } = {}): Promise<StaticServer> {
  const server = await startStaticServer({ folder, host: "127.0.0.1", port: 0, ...more });
  opened.push(server);
  return server;
}

/** The server still serves index.html whole. */
async function expectAlive(server: StaticServer): Promise<void> {
  const answer = await get(server.port, "/copy.html");
  expect([answer.status, answer.body]).toEqual([200, INDEX]);
}

// [Range header, status, Content-Range, body] for the 39-byte index.html, worked by hand from RFC 9110 §14.
const RANGES: readonly (readonly [string, number, string | undefined, string])[] = [
  ["bytes=2-5", 206, "bytes 2-5/39", "doct"],
  ["bytes=-5", 206, "bytes 34-38/39", "itle>"],
  ["bytes=30-", 206, "bytes 30-38/39", "h</title>"],
  ["bytes=5-2", 416, "bytes */39", "range not satisfiable: the file has 39 bytes\n"], // sirv 3.0.2 crashed here
  ["bytes=0-18446744073709551615", 206, "bytes 0-38/39", INDEX], // …and here
  ["bytes=-18446744073709551615", 206, "bytes 0-38/39", INDEX],
  ["bytes=99999999999999999999999-", 416, "bytes */39", "range not satisfiable: the file has 39 bytes\n"],
  ["bytes=39-40", 416, "bytes */39", "range not satisfiable: the file has 39 bytes\n"],
  ["bytes=-0", 416, "bytes */39", "range not satisfiable: the file has 39 bytes\n"],
  ["bytes=abc", 416, "bytes */39", "range not satisfiable: the file has 39 bytes\n"],
  ["bytes=1-2-3", 416, "bytes */39", "range not satisfiable: the file has 39 bytes\n"],
  ["bytes=", 416, "bytes */39", "range not satisfiable: the file has 39 bytes\n"],
  ["bytes=0-1,5-2", 200, undefined, INDEX], // several ranges: the whole file (no multipart)
  ["pages=0-1", 200, undefined, INDEX], // another unit: ignored
];

describe("serve survives malformed Range headers (issue 24 §2)", () => {
  for (const plugins of [false, true]) {
    it(`${plugins ? "with a plugin" : "without plugins"}: each Range gets its 206, 416 or 200, and the server still answers`, async () => {
      const folder = await siteFolder();
      const plugin = join(folder, "..", `${basename(folder)}-roll.js`);
      await writeFile(plugin, "export default () => [];\n");
      const server = await start(folder, plugins ? { plugins: [plugin] } : {});
      for (const [range, status, contentRange, body] of RANGES) {
        const answer = await get(server.port, "/copy.html", { Range: range });
        expect([range, answer.status, answer.headers["content-range"], answer.body]).toEqual([range, status, contentRange, body]);
      }
      // With plugins, index.html is written afresh with their manifest: a Range on it gets the whole page.
      if (plugins) expect((await get(server.port, "/index.html", { Range: "bytes=5-2" })).status).toBe(200);
      await expectAlive(server);
    });
  }

  it("If-Range (which cannot match a weak ETag) and HEAD: the whole file's headers, HEAD with no body", async () => {
    const server = await start(await siteFolder());
    const ifRange = await get(server.port, "/index.html", { Range: "bytes=2-5", "If-Range": 'W/"39-0"' });
    expect([ifRange.status, ifRange.body]).toEqual([200, INDEX]);
    const head = await rawRequest(server.port, `HEAD /index.html HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect([head.status, head.headers["content-length"], head.headers["content-type"], head.body]).toEqual([200, "39", "text/html; charset=utf-8", ""]);
  });
});

describe("serve survives bad encodings, huge headers and aborted connections (issue 24 §2)", () => {
  it("an encoding that does not decode, a NUL, a backslash, a doubled slash: 404, and the server still answers", async () => {
    const folder = await siteFolder();
    const server = await start(folder);
    for (const path of ["/%E0%A4%A", "/%", "/%zz/index.html", "/index.html%00", "/assets%5c..%5c..%5cetc%5cpasswd", "//index.html", "/assets/%2e%2e/%2e%2e/" + `${basename(folder)}-secret.txt`]) {
      expect([path, (await get(server.port, path)).status]).toEqual([path, 404]);
    }
    await expectAlive(server);
  });

  it("a 64 KB header gets 431, a broken request line or a TLS hello 400 (with nosniff and a type), and the server still answers", async () => {
    const server = await start(await siteFolder());
    const answers = [
      await get(server.port, "/index.html", { "X-Padding": "a".repeat(65_536) }),
      await rawRequest(server.port, "GARBAGE\r\n\r\n"),
      await rawRequest(server.port, Buffer.from([0x16, 0x03, 0x01, 0x00, 0xff, 0x01])), // a TLS hello
    ];
    expect(answers.map((answer) => [answer.status, answer.headers["x-content-type-options"], answer.headers["content-type"]])).toEqual([
      [431, "nosniff", "text/plain; charset=utf-8"],
      [400, "nosniff", "text/plain; charset=utf-8"],
      [400, "nosniff", "text/plain; charset=utf-8"],
    ]);
    await expectAlive(server);
  });

  it("connections that go away mid-request, mid-answer or at once: the server still answers", async () => {
    const folder = await siteFolder();
    await writeFile(join(folder, "big.bin"), Buffer.alloc(4 * 1024 * 1024, 7));
    const server = await start(folder);
    const abort = (request: string, after: "sent" | "first byte") =>
      new Promise<void>((done) => {
        const socket = connect(server.port, "127.0.0.1", () => {
          socket.write(request);
          if (after === "sent") socket.destroy();
        });
        socket.on("data", () => socket.destroy());
        socket.on("error", () => undefined);
        socket.on("close", () => done());
      });
    for (let round = 0; round < 5; round++) {
      await abort("GET /big.bin HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", "first byte");
      await abort("GET /big.bin HTTP/1.1\r\nHost: 127.0.0.1\r\nRange: bytes=1000-\r\n\r\n", "first byte");
      await abort("GET /big.bin HTTP/1.1\r\nHost: 127.0", "sent");
      await abort("GET /index.html HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", "sent");
    }
    await expectAlive(server);
    const whole = await get(server.port, "/big.bin", { Range: "bytes=-3" });
    expect([whole.status, whole.headers["content-range"], whole.body]).toEqual([206, `bytes ${4 * 1024 * 1024 - 3}-${4 * 1024 * 1024 - 1}/${4 * 1024 * 1024}`, "\x07\x07\x07"]);
  });

  it("a method other than GET or HEAD gets 405 with Allow", async () => {
    const server = await start(await siteFolder());
    const answer = await rawRequest(server.port, "POST /index.html HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\nConnection: close\r\n\r\nhi");
    expect([answer.status, answer.headers.allow]).toEqual([405, "GET, HEAD"]);
    await expectAlive(server);
  });
});

describe("serve answers only loopback and allowed Host names (issue 24 §3, DNS rebinding)", () => {
  it("loopback names and addresses are answered; any other name gets 403 saying how to allow it", async () => {
    const server = await start(await siteFolder());
    for (const host of ["127.0.0.1", `127.0.0.1:${server.port}`, "127.8.9.10", `localhost:${server.port}`, "LOCALHOST", "app.localhost", `[::1]:${server.port}`, "[0:0:0:0:0:0:0:1]"]) {
      expect([host, (await get(server.port, "/", { Host: host })).status]).toEqual([host, 200]);
    }
    for (const host of ["evil.example", `evil.example:${server.port}`, "localhost.evil.example", "127.0.0.1.evil.example", "192.168.1.5", "evil.example@127.0.0.1", "[::2]", ""]) {
      const answer = await get(server.port, "/", { Host: host });
      expect([host, answer.status]).toEqual([host, 403]);
    }
    const refused = await get(server.port, "/index.html", { Host: `evil.example:${server.port}` });
    expect(refused.body).toBe('blocked: the host "evil.example" is not allowed; to answer it, start oddsmith serve with --allowed-host evil.example\n');
    // HTTP/1.0 lets a client leave Host out: refused too.
    expect((await rawRequest(server.port, "GET / HTTP/1.0\r\n\r\n")).status).toBe(403);
  });

  it("allowedHosts adds names (a leading dot: the domain and its subdomains); plugin files are refused to other hosts too", async () => {
    const folder = await siteFolder();
    const plugin = join(folder, "..", `${basename(folder)}-roll.js`);
    await writeFile(plugin, "export default () => [];\n");
    const server = await start(folder, { plugins: [plugin], allowedHosts: ["box.lan", ".example.com"] });
    for (const [host, status] of [["box.lan", 200], ["BOX.LAN:80", 200], ["example.com", 200], ["cards.example.com", 200], ["badexample.com", 403], ["box.lan.evil", 403]] as const) {
      expect([host, (await get(server.port, `/plugins/1/${basename(plugin)}`, { Host: host })).status]).toEqual([host, status]);
    }
    expect((await get(server.port, "/", { Host: "evil.example" })).status).toBe(403);
  });
});

describe("serve sends nothing from outside its folder (issue 24 §3, symbolic links)", () => {
  it("a link to /etc/passwd, to a file beside the folder, to a folder outside or to a dot file: 404; a link inside the folder: served", async () => {
    const folder = await siteFolder();
    const outside = await mkdtemp(join(tmpdir(), "oddsmith-outside-"));
    await writeFile(join(outside, "data.json"), '{"private":true}');
    await symlink("/etc/passwd", join(folder, "passwd"));
    await symlink(join(folder, "..", `${basename(folder)}-secret.txt`), join(folder, "secret.txt"));
    await symlink(outside, join(folder, "linked"));
    await symlink(join(folder, ".env"), join(folder, "env.txt"));
    await symlink(join(folder, "assets", "app.js"), join(folder, "app-link.js"));
    const server = await start(folder);
    for (const path of ["/passwd", "/secret.txt", "/linked/data.json", "/env.txt"]) {
      expect([path, (await get(server.port, path)).status]).toEqual([path, 404]);
    }
    const inside = await get(server.port, "/app-link.js");
    expect([inside.status, inside.headers["content-type"], inside.body]).toEqual([200, "text/javascript", "export const answer = 42;\n"]);
  });

  it("a FIFO in the folder is a 404 at once (it is never opened for reading), and the server still answers", async () => {
    const folder = await siteFolder();
    execFileSync("mkfifo", [join(folder, "pipe.js")]);
    const server = await start(folder);
    expect((await get(server.port, "/pipe.js")).status).toBe(404);
    await expectAlive(server);
  });
});

describe("every answer says nosniff and has a Content-Type (issue 24 §3)", () => {
  it("200, 206, 304, 403, 404, 405 and 416 all carry X-Content-Type-Options: nosniff and a type; a file with no extension is application/octet-stream", async () => {
    const server = await start(await siteFolder());
    const etag = (await get(server.port, "/index.html")).headers.etag!;
    const answers = [
      await get(server.port, "/index.html"),
      await get(server.port, "/LICENSE"),
      await get(server.port, "/index.html", { Range: "bytes=0-1" }),
      await get(server.port, "/index.html", { "If-None-Match": etag }),
      await get(server.port, "/", { Host: "evil.example" }),
      await get(server.port, "/nothing"),
      await rawRequest(server.port, "DELETE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"),
      await get(server.port, "/index.html", { Range: "bytes=5-2" }),
    ];
    expect(answers.map((answer) => [answer.status, answer.headers["x-content-type-options"], answer.headers["content-type"]])).toEqual([
      [200, "nosniff", "text/html; charset=utf-8"],
      [200, "nosniff", "application/octet-stream"],
      [206, "nosniff", "text/html; charset=utf-8"],
      [304, "nosniff", "text/html; charset=utf-8"],
      [403, "nosniff", "text/plain; charset=utf-8"],
      [404, "nosniff", "text/plain; charset=utf-8"],
      [405, "nosniff", "text/plain; charset=utf-8"],
      [416, "nosniff", "text/plain; charset=utf-8"],
    ]);
    expect(answers[1]!.body).toBe("MIT\n");
  });
});
