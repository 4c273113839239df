import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// STYLE.md: core imports nothing of ours; models import core; sim imports core and models; report
// imports core; cli may import everything.
const ALLOWED: Record<string, readonly string[]> = {
  core: ["core"],
  models: ["core", "models"],
  sim: ["core", "models", "sim"],
  report: ["core", "report"],
  cli: ["core", "models", "sim", "report", "cli"],
};

const src = fileURLToPath(new URL("../src", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : [],
  );
}

describe("architecture", () => {
  const files = sourceFiles(src).filter((file) => relative(src, file).includes("/"));
  it("every source file lives in a known layer", () => {
    for (const file of files) expect(Object.keys(ALLOWED), file).toContain(relative(src, file).split("/")[0]);
  });
  it.each(Object.keys(ALLOWED))("src/%s imports only what its layer may", (layer) => {
    for (const file of files.filter((f) => relative(src, f).startsWith(`${layer}/`))) {
      const text = readFileSync(file, "utf8");
      for (const [, target] of text.matchAll(/from\s+"(\.[^"]+)"/g)) {
        const imported = relative(src, join(file, "..", target!)).split("/")[0]!;
        expect(ALLOWED[layer], `${relative(src, file)} imports ${target}`).toContain(imported);
      }
    }
  });
  it("models hold no I/O: no node: imports, no process access", () => {
    for (const file of files.filter((f) => relative(src, f).startsWith("models/") || relative(src, f).startsWith("core/"))) {
      const text = readFileSync(file, "utf8");
      expect(text, file).not.toMatch(/from\s+"node:/);
      expect(text, file).not.toMatch(/\bprocess\./);
    }
  });
  it("randomness is injected: no Math.random, crypto or clock in core, models or sim", () => {
    for (const file of files.filter((f) => /^(models|core|sim)\//.test(relative(src, f)))) {
      const text = readFileSync(file, "utf8");
      expect(text, file).not.toMatch(/Math\.random|crypto\.|Date\.now|new Date\(/);
    }
  });
  it("no grab-bag utils module", () => {
    expect(files.filter((f) => /utils?\.ts$/.test(f))).toEqual([]);
  });
});
