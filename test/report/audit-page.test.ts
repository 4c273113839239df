import { describe, expect, it } from "vitest";
import type { AuditClaim } from "../../src/core/audit.js";
import { auditCsv, auditRows, renderAuditSection } from "../../src/report/audit-page.js";

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
