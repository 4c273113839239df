/**
 * A Balance view's table over situations (a GM's chart, or a design per situation): the command line's
 * cells, each exact fraction in a span of its own that goes under its percentage on a phone, so a chart of
 * eleven bonuses and four tiers fits 390 px without a scroll.
 */
import type { TextTable } from "../../framework/analysis.js";

/** A cell with its exact fraction (`5: 83.3% (5/6)`) set apart. */
function cellParts(cell: string) {
  const match = /^(.*?) (\(-?\d+\/\d+\))(.*)$/.exec(cell);
  if (!match) return cell;
  return (
    <>
      {match[1]} <span class="exact">{match[2]}</span>
      {match[3]}
    </>
  );
}

/** The table, its first column the situation (a row header), scrollable by keyboard when it is still too wide. */
export function AnswerTable({ table }: { readonly table: TextTable }) {
  return (
    <div class="table-scroll" tabIndex={0} role="region" aria-label={table.title ?? "balance"}>
      <table class="designs-table answer-table">
        <caption>{table.title}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th scope="col">{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr>{row.map((cell, i) => (i === 0 ? <th scope="row">{cell}</th> : <td>{cellParts(cell)}</td>))}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
