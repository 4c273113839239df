/**
 * A balance table as a page to print (issue 26 §4, the GM's chart): the table's title, its cells in an
 * HTML table, and a print stylesheet that fits it on one page (landscape, no margins wasted, rows never
 * split). Self-contained: no script, no font or style fetched.
 */
import type { TextTable } from "../framework/analysis.js";
import { escapeHtml } from "./escape-html.js";

/** The page's style: readable on screen, and on paper one landscape page with the table's rows kept whole. */
const STYLE = `body { font: 14px/1.4 system-ui, sans-serif; margin: 2rem; color: #111; }
h1 { font-size: 1.1rem; margin: 0 0 1rem; }
table { border-collapse: collapse; }
th, td { border: 1px solid #999; padding: 0.3rem 0.6rem; text-align: right; font-variant-numeric: tabular-nums; }
th:first-child, td:first-child { text-align: left; font-weight: 600; }
thead th { background: #eee; }
@page { size: landscape; margin: 1cm; }
@media print {
  body { margin: 0; font-size: 10pt; }
  table { width: 100%; page-break-inside: avoid; }
  tr { break-inside: avoid; }
  thead th { background: none; border-bottom: 2px solid #000; }
}`;

/**
 * The page of a balance table: its title as the heading, the table, and the print stylesheet. O(cells).
 * @example balancePage({ title: "DC chart", columns: ["bonus", "easy 75.0%"], rows: [["0", "5: 83.3%"]] }).includes("<td>5: 83.3%</td>") // true
 */
export function balancePage(table: TextTable): string {
  const title = escapeHtml(table.title ?? "oddsmith balance");
  const head = table.columns.map((column) => `<th>${escapeHtml(column)}</th>`).join("");
  const body = table.rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join("")}</tr>`).join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
${STYLE}
</style>
</head>
<body>
<h1>${title}</h1>
<table>
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody>
</table>
</body>
</html>
`;
}
