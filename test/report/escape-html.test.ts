import { describe, expect, it } from "vitest";
import { escapeHtml } from "../../src/report/escape-html.js";

describe("escapeHtml", () => {
  it("escapes & < > \" ' as entities: the doc comment's example", () => {
    expect(escapeHtml(`<a href="x">R&D's</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;R&amp;D&#39;s&lt;/a&gt;");
  });
  it("escapes an ampersand once (no double escaping of what it writes) and leaves other text alone", () => {
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
    expect(escapeHtml("2d6 + 3 ≥ 10 — 58.3%")).toBe("2d6 + 3 ≥ 10 — 58.3%");
    expect(escapeHtml("")).toBe("");
  });
});
