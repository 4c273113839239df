/** A terminal table (TextTable) as an HTML table: the same columns and cells the CLI prints. */
import type { TextTable } from "../../framework/analysis.js";

const NUMERIC = /^([<>]?[-+−]?\d[\d.,]*(%|\/\d+)?|—)?$/;
const FRACTION = /^-?\d+\/\d+$/;

/** A fraction that may break after its slash on a narrow screen (and anywhere, if one part is itself too long). */
function fractionCell(cell: string) {
  if (!FRACTION.test(cell)) return cell;
  const [numerator, denominator] = cell.split("/");
  return (
    <>
      {numerator}/<wbr />
      {denominator}
    </>
  );
}

export function TableView({ table, caption }: { readonly table: TextTable; readonly caption?: string }) {
  const numeric = table.columns.map((_, i) => table.rows.length > 0 && table.rows.every((row) => NUMERIC.test(row[i] ?? "")));
  return (
    // Focusable, so a keyboard can scroll a wide table inside its box.
    <div class="table-scroll" tabIndex={0} role="region" aria-label={caption ?? table.title ?? table.columns.join(", ")}>
      <table>
        {caption ?? table.title ? <caption>{caption ?? table.title}</caption> : null}
        <thead>
          <tr>
            {table.columns.map((column, i) => (
              <th scope="col" class={numeric[i] ? "num" : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr>
              {row.map((cell, i) => (i === 0 ? <th scope="row">{cell}</th> : <td class={numeric[i] ? (FRACTION.test(cell) ? "num frac" : "num") : undefined}>{fractionCell(cell)}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
