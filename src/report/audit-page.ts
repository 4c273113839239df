/**
 * The audit in the report (docs/rules.md 6): the claims as an HTML section of the index page and as the rows
 * of audit.csv. The claims come from the registry's AUDITS; this module only lays them out.
 */
import type { Row } from "../core/analysis.js";
import type { AuditClaim } from "../core/audit.js";
import { toCsv } from "../pipeline/csv.js";
import { escapeHtml } from "./escape-html.js";

/** CSS for the audit section's table and verdicts, for the page's <style>. */
export const AUDIT_STYLE = `table.audit { border-collapse: collapse; width: 100%; font-size: 0.95em; }
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

/**
 * The audit as the report's `<section id="audit">`: one table row per claim with its quote, source,
 * figure, reason and verdict; every text escaped. `csvHref` links the section to its CSV. O(claims).
 * @example renderAuditSection([]).startsWith('<section id="audit">') // true
 */
export function renderAuditSection(claims: readonly AuditClaim[], csvHref?: string): string {
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
<p>Each claim a rulebook makes about its own odds (RULES.md 6), the exact figure from the solvers, and a verdict: holds, fails, partly, or depends on the reading. <code>oddsmith audit</code>${csv}</p>
<table class="audit">
<thead><tr><th>game</th><th>claim</th><th>figure</th><th>verdict</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
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
