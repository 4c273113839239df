/** A terminal table (TextTable) as an HTML table: the same columns and cells the CLI prints, copied as Markdown, BBCode or CSV. */
import { useState } from "preact/hooks";
import type { TextTable } from "../../framework/analysis.js";
import { TABLE_FORMATS, tableText, type TableFormat } from "../../pipeline/table-text.js";

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

/** Buttons that copy a table as Markdown, BBCode or CSV, and a line that says what was copied. */
function CopyTable({ table, name }: { readonly table: TextTable; readonly name: string }) {
  const [copied, setCopied] = useState("");
  const copy = (format: TableFormat) =>
    void navigator.clipboard
      ?.writeText(tableText(table, format))
      .then(() => setCopied(`Copied as ${format}.`))
      .catch(() => setCopied(`The browser refused to copy (${format}).`));
  return (
    <div class="table-copy" role="group" aria-label={`copy the table “${name}”`}>
      Copy as{" "}
      {TABLE_FORMATS.map((format) => (
        <button type="button" onClick={() => copy(format)}>
          {format}
        </button>
      ))}{" "}
      <span role="status">{copied}</span>
    </div>
  );
}

export function TableView({ table, caption }: { readonly table: TextTable; readonly caption?: string }) {
  const name = caption ?? table.title ?? table.columns.join(", ");
  const numeric = table.columns.map((_, i) => table.rows.length > 0 && table.rows.every((row) => NUMERIC.test(row[i] ?? "")));
  return (
    <>
      {/* Focusable, so a keyboard can scroll a wide table inside its box. */}
      <div class="table-scroll" tabIndex={0} role="region" aria-label={name}>
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
      <CopyTable table={caption === undefined || table.title !== undefined ? table : { ...table, title: caption }} name={name} />
    </>
  );
}
