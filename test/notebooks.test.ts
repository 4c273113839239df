import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The committed notebooks as executed by `npm run notebooks` (CI re-runs them with --check and fails when
// a cell errors or an output differs). These checks need no Jupyter: they read the committed outputs.
const notebooksDir = fileURLToPath(new URL("../notebooks", import.meta.url));
const readme = readFileSync(fileURLToPath(new URL("../docs/notebooks.md", import.meta.url)), "utf8");

interface Output {
  readonly output_type: string;
  readonly data?: Readonly<Record<string, string | string[] | object>>;
}
interface Cell {
  readonly cell_type: "code" | "markdown";
  readonly source: string | string[];
  readonly metadata: { readonly tags?: readonly string[] };
  readonly execution_count?: number | null;
  readonly outputs?: readonly Output[];
}

const text = (value: string | string[] | object | undefined) => (Array.isArray(value) ? value.join("") : String(value ?? ""));
const files = readdirSync(notebooksDir).filter((file) => file.endsWith(".ipynb")).sort();
const notebooks = files.map((file) => {
  const notebook = JSON.parse(readFileSync(join(notebooksDir, file), "utf8")) as { cells: Cell[]; metadata: { kernelspec: { name: string } } };
  return { file, kernel: notebook.metadata.kernelspec.name, cells: notebook.cells, code: notebook.cells.filter((cell) => cell.cell_type === "code") };
});

describe("notebooks/", () => {
  it("holds the four designer questions of issue 7", () => {
    expect(files).toEqual(["ash-wound-spiral.ipynb", "kingstone-dc-advice.ipynb", "ultimo-fair-difficulty.ipynb", "zilch-chargen-fairness.ipynb"]);
  });

  describe.each(notebooks)("$file", ({ kernel, cells, code }) => {
    it("runs on the Deno kernel and every code cell ran, in order, without an error", () => {
      expect(kernel).toBe("deno");
      expect(code.map((cell) => cell.execution_count)).toEqual(code.map((_, i) => i + 1));
      expect(code.flatMap((cell) => cell.outputs ?? []).filter((output) => output.output_type === "error")).toEqual([]);
    });

    it("imports only the public API (src/index.ts) and the notebooks' display helpers", () => {
      const imports = code.flatMap((cell) => [...text(cell.source).matchAll(/from\s+"([^"]+)"/g)].map((match) => match[1]));
      expect(imports.length).toBeGreaterThan(0);
      for (const target of imports) expect(["../src/index.ts", "./show.ts"]).toContain(target);
    });

    it("shows a chart inline as a Vega-Lite spec, an SVG and an <img> of it", () => {
      const charts = code.flatMap((cell) => cell.outputs ?? []).filter((output) => output.data?.["application/vnd.vegalite.v5+json"] !== undefined);
      expect(charts.length).toBeGreaterThan(0);
      for (const chart of charts) {
        expect(text(chart.data!["image/svg+xml"])).toMatch(/^<svg/);
        const base64 = /src="data:image\/svg\+xml;base64,([^"]+)"/.exec(text(chart.data!["text/html"]))![1]!;
        expect(Buffer.from(base64, "base64").toString("utf8")).toBe(text(chart.data!["image/svg+xml"]));
      }
    });

    it("opens with a markdown question and ends with one answer written by its code, which docs/notebooks.md quotes", () => {
      expect(cells[0]!.cell_type).toBe("markdown");
      expect(text(cells[0]!.source)).toMatch(/^# .+\?/);
      const answers = code.filter((cell) => cell.metadata.tags?.includes("answer"));
      expect(answers).toHaveLength(1);
      expect(cells.at(-1)).toBe(answers[0]);
      const answer = text(answers[0]!.outputs!.find((output) => output.data?.["text/markdown"] !== undefined)!.data!["text/markdown"]);
      expect(answer).toMatch(/^\*\*.+\*\*\n- /);
      expect(readme).toContain(answer);
    });
  });
});
