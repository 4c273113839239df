import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { get } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { ServerStartError, serverUrl, startStaticServer, type StaticServer } from "../../src/cli/static-server.js";

/** A folder shaped like a Vite build: index.html, hashed assets, a wasm module, a picture, data and a dot file. */
async function siteFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "oddsmith-site-"));
  await mkdir(join(folder, "assets"));
  await writeFile(join(folder, "index.html"), "<!doctype html><title>workbench</title>");
  await writeFile(join(folder, "assets", "index-3f2a.js"), "export const answer = 42;\n");
  await writeFile(join(folder, "assets", "engine.wasm"), Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]));
  await writeFile(join(folder, "assets", "die.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(folder, "registry.json"), '{"games":4}');
  await writeFile(join(folder, ".env"), "SECRET=1");
  return folder;
}

/** A TCP port held open by this test, as another program would hold it. */
function occupiedPort(host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const blocker = createServer();
    blocker.once("error", reject);
    blocker.listen(0, host, () => resolve(blocker));
  });
}

/** The status of a GET of `path` sent exactly as written (no URL normalisation). */
function rawStatus(port: number, path: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get({ host: "127.0.0.1", port, path, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).once("error", reject);
  });
}

const opened: StaticServer[] = [];
const blockers: Server[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((server) => server.close()));
  await Promise.all(blockers.splice(0).map((blocker) => new Promise((done) => blocker.close(done))));
});

async function start(folder: string, host = "127.0.0.1", port = 0, plugins?: readonly string[]): Promise<StaticServer> {
  const server = await startStaticServer({ folder, host, port, ...(plugins ? { plugins } : {}) });
  opened.push(server);
  return server;
}

describe("startStaticServer", () => {
  it("on port 0 listens on a free port of 127.0.0.1 and says so in its URL", async () => {
    const server = await start(await siteFolder());
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/`);
  });

  it("serves index.html at / and by name, as UTF-8 HTML with no-cache and an ETag", async () => {
    const server = await start(await siteFolder());
    for (const path of ["", "index.html"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("etag")).toMatch(/^W\/"\d+-\d+"$/);
      expect(await response.text()).toBe("<!doctype html><title>workbench</title>");
    }
  });

  it("gives each file of a build its MIME type: .js text/javascript, .wasm, .svg, .json", async () => {
    const server = await start(await siteFolder());
    const types: Record<string, string> = {
      "assets/index-3f2a.js": "text/javascript",
      "assets/engine.wasm": "application/wasm",
      "assets/die.svg": "image/svg+xml",
      "registry.json": "application/json",
    };
    for (const [path, type] of Object.entries(types)) {
      const response = await fetch(`${server.url}${path}`);
      expect([path, response.status, response.headers.get("content-type")]).toEqual([path, 200, type]);
    }
    expect(await (await fetch(`${server.url}assets/index-3f2a.js`)).text()).toBe("export const answer = 42;\n");
  });

  it("answers 304 to a request that already holds the file's ETag", async () => {
    const server = await start(await siteFolder());
    const etag = (await fetch(server.url)).headers.get("etag")!;
    const again = await fetch(server.url, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("answers 404 for a missing file (no fallback page) and for dot files", async () => {
    const server = await start(await siteFolder());
    for (const path of ["nothing.js", "kingstone/check", ".env", "%2Eenv"]) {
      expect([path, (await fetch(`${server.url}${path}`)).status]).toEqual([path, 404]);
    }
  });

  it("answers 404 for a path that climbs out of the folder to a file beside it, as written or percent-encoded", async () => {
    const folder = await siteFolder();
    await writeFile(join(folder, "..", `${basename(folder)}-secret.txt`), "not for the browser");
    const server = await start(folder);
    // fetch() would resolve the dots itself: send the paths as written, as a hostile page could.
    for (const path of [`/../${basename(folder)}-secret.txt`, `/%2e%2e/${basename(folder)}-secret.txt`, `/assets/%2E%2E/%2E%2E/${basename(folder)}-secret.txt`]) {
      expect([path, await rawStatus(server.port, path)]).toEqual([path, 404]);
    }
  });

  it("serves a file written after it started (a rebuild while serving is seen at the next reload)", async () => {
    const folder = await siteFolder();
    const server = await start(folder);
    await writeFile(join(folder, "assets", "index-9c1d.js"), "export const answer = 43;\n");
    const response = await fetch(`${server.url}assets/index-9c1d.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("export const answer = 43;\n");
  });

  it("close() ends open keep-alive connections and frees the port", async () => {
    const server = await startStaticServer({ folder: await siteFolder(), host: "127.0.0.1", port: 0 });
    await (await fetch(server.url)).text(); // fetch keeps the connection alive
    await server.close();
    await expect(fetch(server.url)).rejects.toThrow();
    const again = await start(await siteFolder(), "127.0.0.1", server.port);
    expect(again.port).toBe(server.port);
  });

  it("rejects with a port-in-use ServerStartError naming the host and port when the port is taken", async () => {
    const blocker = await occupiedPort("127.0.0.1");
    blockers.push(blocker);
    const port = (blocker.address() as { port: number }).port;
    const error = await startStaticServer({ folder: await siteFolder(), host: "127.0.0.1", port }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerStartError);
    expect(error).toMatchObject({ problem: "port-in-use", host: "127.0.0.1", port, code: "EADDRINUSE" });
  });

  it("rejects with a bad-host ServerStartError for an address that is not this machine's (192.0.2.1, TEST-NET-1)", async () => {
    const error = await startStaticServer({ folder: await siteFolder(), host: "192.0.2.1", port: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerStartError);
    expect(error).toMatchObject({ problem: "bad-host", host: "192.0.2.1", code: "EADDRNOTAVAIL" });
  });
});

describe("serverUrl", () => {
  it("writes an IPv4 address or a name as is, an IPv6 address in brackets", () => {
    expect(serverUrl("127.0.0.1", 4173)).toBe("http://127.0.0.1:4173/");
    expect(serverUrl("localhost", 80)).toBe("http://localhost:80/");
    expect(serverUrl("::1", 4173)).toBe("http://[::1]:4173/");
  });

  it("with plugins: index.html carries their manifest, each file is served at its path, read at each request", async () => {
    const folder = await siteFolder();
    await writeFile(join(folder, "index.html"), "<!doctype html><head><title>workbench</title></head>");
    const plugin = join(folder, "..", `${basename(folder)}-roll.js`);
    await writeFile(plugin, "export default () => [];\n");
    const server = await start(folder, "127.0.0.1", 0, [plugin]);
    for (const path of ["", "index.html"]) {
      const page = await fetch(`${server.url}${path}`);
      expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await page.text()).toBe(`<!doctype html><head><title>workbench</title><script type="application/json" id="oddsmith-plugins">{"plugins":[{"url":"plugins/1/${basename(plugin)}","label":"${basename(plugin)}"}]}</script>\n</head>`);
    }
    await writeFile(plugin, "export default () => [1];\n");
    const file = await fetch(`${server.url}plugins/1/${basename(plugin)}`);
    expect([file.status, file.headers.get("content-type"), file.headers.get("cache-control"), await file.text()]).toEqual([200, "text/javascript; charset=utf-8", "no-cache", "export default () => [1];\n"]);
    expect((await fetch(`${server.url}plugins/2/${basename(plugin)}`)).status).toBe(404);
    expect(await (await fetch(`${server.url}assets/index-3f2a.js`)).text()).toBe("export const answer = 42;\n");
  });
});
