/**
 * The audit in the report (docs/rules.md 6): the claims as an HTML section of the index page and as the rows
 * of audit.csv. The claims come from the registry's AUDITS; this module only lays them out.
 */
import type { Row } from "../framework/analysis.js";
import { VERDICTS, type AuditClaim, type Verdict } from "../framework/audit.js";
import { toCsv } from "../pipeline/csv.js";
import { citeRules } from "../framework/rules-citation.js";
import { escapeHtml } from "./escape-html.js";
import { itemAt } from "../core/checked-index.js";

/** CSS for the audit section's summary, table and verdicts, for the page's <style>. */
export const AUDIT_STYLE = `table.audit-summary { border-collapse: collapse; margin: 0.5em 0 1em; font-size: 0.9em; }
table.audit-summary th, table.audit-summary td { border-top: 1px solid #ddd; padding: 0.3em 0.45em; text-align: right; vertical-align: bottom; }
table.audit-summary th:first-child, table.audit-summary td:first-child { text-align: left; }
table.audit-summary tfoot td { font-weight: bold; border-top: 2px solid #bbb; }
#audit details > summary { cursor: pointer; color: #0645ad; margin: 0.5em 0; }
.table-scroll { overflow-x: auto; }
table.audit { border-collapse: collapse; width: 100%; font-size: 0.95em; }
table.audit th, table.audit td { border-top: 1px solid #ddd; padding: 0.4em 0.6em; text-align: left; vertical-align: top; }
table.audit blockquote { margin: 0.3em 0; color: #555; font-style: italic; }
table.audit .source, table.audit .detail { font-size: 0.85em; color: #555; margin: 0.3em 0 0; }
.verdict { font-weight: bold; white-space: nowrap; }
.verdict-holds { color: #1a7f37; }
.verdict-fails { color: #b3261e; }
.verdict-partly, .verdict-depends-on-the-reading { color: #9a6700; }`;

/** A verdict as a CSS class: "depends on the reading" → "verdict-depends-on-the-reading". */
function verdictClass(verdict: string): string {
  return `verdict verdict-${verdict.replace(/\s+/g, "-")}`;
}

/** A verdict's column heading and, in the summary sentence, its count: "3 hold", "1 depends on the reading". */
const VERDICT_WORDS: Readonly<Record<Verdict, { readonly heading: string; readonly one: string; readonly many: string }>> = {
  holds: { heading: "hold", one: "holds", many: "hold" },
  fails: { heading: "fail", one: "fails", many: "fail" },
  partly: { heading: "partly", one: "holds partly", many: "hold partly" },
  "depends on the reading": { heading: "depend on the reading", one: "depends on the reading", many: "depend on the reading" },
};

/** How many claims have each verdict, in VERDICTS order. */
function verdictCounts(claims: readonly AuditClaim[]): number[] {
  return VERDICTS.map((verdict) => claims.filter((claim) => claim.verdict === verdict).length);
}

/**
 * The audit at a glance: a sentence with the counts ("19 claims checked: 11 hold, 3 fail, …") and a table of
 * claims and verdicts per game, with a total row. O(claims).
 * @example auditSummary([]).sentence // "0 claims checked."
 */
export function auditSummary(claims: readonly AuditClaim[]): { readonly sentence: string; readonly table: string } {
  const counts = verdictCounts(claims);
  const parts = VERDICTS.flatMap((verdict, i) => (itemAt(counts, i) === 0 ? [] : [`${counts[i]} ${counts[i] === 1 ? VERDICT_WORDS[verdict].one : VERDICT_WORDS[verdict].many}`]));
  const sentence = `${claims.length} claim${claims.length === 1 ? "" : "s"} checked${parts.length > 0 ? `: ${parts.join(", ")}` : ""}.`;
  const games = [...new Set(claims.map((claim) => claim.game))];
  const row = (name: string, some: readonly AuditClaim[]) => `<td>${escapeHtml(name)}</td><td>${some.length}</td>${verdictCounts(some).map((count) => `<td>${count}</td>`).join("")}`;
  const table =
    `<table class="audit-summary">\n<thead><tr><th>game</th><th>claims</th>${VERDICTS.map((verdict) => `<th>${VERDICT_WORDS[verdict].heading}</th>`).join("")}</tr></thead>\n` +
    `<tbody>\n${games.map((game) => `<tr>${row(game, claims.filter((claim) => claim.game === game))}</tr>`).join("\n")}\n</tbody>\n` +
    `<tfoot><tr>${row("all", claims)}</tr></tfoot>\n</table>`;
  return { sentence, table };
}

/**
 * The audit as the report's `<section id="audit">`: the summary (counts per game and verdict), then, on
 * demand (a closed `<details>`), one table row per claim with its quote, source, figure, reason and
 * verdict; every text escaped. `csvHref` links the section to its CSV. O(claims).
 * @example renderAuditSection([]).startsWith('<section id="audit">') // true
 */
export function renderAuditSection(claims: readonly AuditClaim[], csvHref?: string): string {
  const summary = auditSummary(claims);
  const rows = claims
    .map((claim) => {
      const source = `${claim.source.seed}, ${claim.source.section} · ${claim.rulesRef}`;
      return (
        `<tr id="audit-${escapeHtml(claim.game)}-${escapeHtml(claim.id)}">` +
        `<td>${escapeHtml(claim.game)}</td>` +
        `<td><strong>${escapeHtml(claim.title)}</strong><blockquote>${escapeHtml(claim.quote)}</blockquote><p class="source">${escapeHtml(source)}</p></td>` +
        `<td>${escapeHtml(claim.figure)}<p class="detail">${escapeHtml(claim.detail)}</p></td>` +
        `<td class="${verdictClass(claim.verdict)}">${escapeHtml(claim.verdict)}</td>` +
        `</tr>`
      );
    })
    .join("\n");
  const csv = csvHref === undefined ? "" : ` · <a href="${escapeHtml(csvHref)}">CSV</a>`;
  return `<section id="audit">
<h2>The rulebooks' own claims</h2>
<p>Each claim a rulebook makes about its own odds (${citeRules("6")}), the exact figure from the solvers, and a verdict: holds, fails, partly, or depends on the reading. <code>oddsmith audit</code>${csv}</p>
<p class="audit-count">${escapeHtml(summary.sentence)}</p>
<div class="table-scroll">${summary.table}</div>
<details>
<summary>Every claim: its quote, source, exact figure and verdict (${claims.length})</summary>
<div class="table-scroll">
<table class="audit">
<thead><tr><th>game</th><th>claim</th><th>figure</th><th>verdict</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</div>
</details>
</section>`;
}

/**
 * The rows of audit.csv: one per claim, the exact figures as "name=n/d" joined by "; ". O(claims).
 * @example auditRows([]) // []
 */
export function auditRows(claims: readonly AuditClaim[]): Row[] {
  return claims.map((claim) => ({
    game: claim.game,
    id: claim.id,
    claim: claim.title,
    verdict: claim.verdict,
    figure: claim.figure,
    detail: claim.detail,
    quote: claim.quote,
    question: claim.question,
    seed: claim.source.seed,
    section: claim.source.section,
    rulesRef: claim.rulesRef,
    exact: Object.entries(claim.exact)
      .map(([name, fraction]) => `${name}=${fraction}`)
      .join("; "),
  }));
}

/**
 * audit.csv's text: auditRows through the report's CSV writer (RFC 4180 quoting). O(claims).
 * @example auditCsv([]) // "\n"
 */
export function auditCsv(claims: readonly AuditClaim[]): string {
  return toCsv(auditRows(claims));
}
