import { describe, expect, it } from "vitest";
import type { AuditClaim } from "../../src/framework/audit.js";
import { auditCsv, auditRows, auditSummary, renderAuditSection } from "../../src/report/audit-page.js";

const claim: AuditClaim = {
  game: "kingstone",
  id: "dc-10-fifty-percent",
  title: "DC 10 is 50% <for> the \"average\" person",
  source: { seed: "001_e8d89b9f1fbc07e2.txt", section: "Difficulty Classes" },
  quote: "A DC of 10 is something the average person (not adventurer!) could do fifty percent of the time",
  rulesRef: "RULES.md 1.7",
  question: "Which bonus gives 2d6 + bonus ≥ 10 a chance of 1/2?",
  figure: "no integer bonus gives 1/2 at DC 10: +2 gives 5/12 (41.7%), +3 gives 7/12 (58.3%)",
  verdict: "depends on the reading",
  detail: "R&D's note",
  exact: { "bonus +2": "5/12", "bonus +3": "7/12" },
};

describe("the audit in the report", () => {
  it("renderAuditSection: a <section id=\"audit\"> with one row per claim, its text escaped and its verdict as a class", () => {
    const html = renderAuditSection([claim], "audit.csv");
    expect(html.startsWith('<section id="audit">')).toBe(true);
    expect(html.endsWith("</section>")).toBe(true);
    expect(html).toContain("DC 10 is 50% &lt;for&gt; the &quot;average&quot; person");
    expect(html).toContain("R&amp;D&#39;s note");
    expect(html).toContain('<td class="verdict verdict-depends-on-the-reading">depends on the reading</td>');
    expect(html).toContain('<tr id="audit-kingstone-dc-10-fifty-percent">');
    expect(html).toContain('<a href="audit.csv">CSV</a>');
    expect(html.match(/<tr id=/g)).toHaveLength(1);
  });

  it("renderAuditSection: the summary first, the claims' table in a <details> closed by default", () => {
    const html = renderAuditSection([claim, { ...claim, id: "second", verdict: "holds" }]);
    expect(html).toContain('<p class="audit-count">2 claims checked: 1 holds, 1 depends on the reading.</p>');
    expect(html).toContain("<details>\n<summary>Every claim: its quote, source, exact figure and verdict (2)</summary>");
    expect(html).not.toContain("<details open");
    expect(html.indexOf('class="audit-summary"')).toBeLessThan(html.indexOf("<details>"));
    expect(html.indexOf("<details>")).toBeLessThan(html.indexOf('<table class="audit">'));
  });

  it("auditSummary: the count of claims and of each verdict, in a sentence and per game with a total row", () => {
    const claims: AuditClaim[] = [
      claim,
      { ...claim, id: "b", verdict: "holds" },
      { ...claim, id: "c", verdict: "holds" },
      { ...claim, game: "zilch", id: "d", verdict: "fails" },
      { ...claim, game: "zilch", id: "e", verdict: "partly" },
    ];
    const summary = auditSummary(claims);
    expect(summary.sentence).toBe("5 claims checked: 2 hold, 1 fails, 1 holds partly, 1 depends on the reading.");
    expect(summary.table).toContain("<thead><tr><th>game</th><th>claims</th><th>hold</th><th>fail</th><th>partly</th><th>depend on the reading</th></tr></thead>");
    expect(summary.table).toContain("<tr><td>kingstone</td><td>3</td><td>2</td><td>0</td><td>0</td><td>1</td></tr>");
    expect(summary.table).toContain("<tr><td>zilch</td><td>2</td><td>0</td><td>1</td><td>1</td><td>0</td></tr>");
    expect(summary.table).toContain("<tfoot><tr><td>all</td><td>5</td><td>2</td><td>1</td><td>1</td><td>1</td></tr></tfoot>");
    expect(auditSummary([]).sentence).toBe("0 claims checked.");
  });

  it("auditRows: one row per claim with its fields, exact figures as name=n/d; auditCsv: a header and one quoted line per claim", () => {
    expect(auditRows([claim])).toEqual([
      {
        game: "kingstone",
        id: "dc-10-fifty-percent",
        claim: claim.title,
        verdict: "depends on the reading",
        figure: claim.figure,
        detail: "R&D's note",
        quote: claim.quote,
        question: claim.question,
        seed: "001_e8d89b9f1fbc07e2.txt",
        section: "Difficulty Classes",
        rulesRef: "RULES.md 1.7",
        exact: "bonus +2=5/12; bonus +3=7/12",
      },
    ]);
    const lines = auditCsv([claim, { ...claim, id: "second" }]).trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe("game,id,claim,verdict,figure,detail,quote,question,seed,section,rulesRef,exact");
    // The title's quotes are doubled inside a quoted field (RFC 4180); the figure's commas stay inside its quotes.
    expect(lines[1]).toBe(
      'kingstone,dc-10-fifty-percent,"DC 10 is 50% <for> the ""average"" person",depends on the reading,"no integer bonus gives 1/2 at DC 10: +2 gives 5/12 (41.7%), +3 gives 7/12 (58.3%)",R&D\'s note,A DC of 10 is something the average person (not adventurer!) could do fifty percent of the time,Which bonus gives 2d6 + bonus ≥ 10 a chance of 1/2?,001_e8d89b9f1fbc07e2.txt,Difficulty Classes,RULES.md 1.7,bonus +2=5/12; bonus +3=7/12',
    );
  });
});
