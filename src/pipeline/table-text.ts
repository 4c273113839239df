/**
 * A table as text to paste elsewhere (issue 28 §8): Markdown for blogs and wikis, BBCode for forums and
 * virtual-tabletop journals, CSV for spreadsheets.
 */
import type { TextTable } from "../framework/analysis.js";
import { textTableCsv } from "./csv.js";

/** The formats a table copies as, in the order the page offers them. */
export const TABLE_FORMATS = ["Markdown", "BBCode", "CSV"] as const;
export type TableFormat = (typeof TABLE_FORMATS)[number];

/** A Markdown cell: pipes escaped, line breaks as spaces. */
const markdownCell = (cell: string) => cell.replace(/\\/g, "\\\\").replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");

/** A BBCode cell: square brackets would open tags, so they become parentheses. */
const bbcodeCell = (cell: string) => cell.replace(/\[/g, "(").replace(/\]/g, ")");

/** Whether every cell of a column past the first is a figure (right-aligned in Markdown). */
function numericColumns(table: TextTable): boolean[] {
  return table.columns.map((_, i) => i > 0 && table.rows.length > 0 && table.rows.every((row) => /^[<>+\-−]?[\d.,/%]+(\s*\(.*\))?$|^—?$/.test(row[i] ?? "")));
}

/**
 * The table as Markdown (a GitHub-style pipe table, figures right-aligned, its title as a bold line above).
 * O(cells).
 * @example tableMarkdown({ columns: ["outcome", "exact"], rows: [["success", "7/12"]] }) // "| outcome | exact |\n| :-- | --: |\n| success | 7/12 |\n"
 */
export function tableMarkdown(table: TextTable): string {
  const numeric = numericColumns(table);
  const line = (cells: readonly string[]) => `| ${cells.map(markdownCell).join(" | ")} |`;
  const lines = [line(table.columns), `| ${numeric.map((right) => (right ? "--:" : ":--")).join(" | ")} |`, ...table.rows.map(line)];
  return `${table.title ? `**${markdownCell(table.title)}**\n\n` : ""}${lines.join("\n")}\n`;
}

/**
 * The table as BBCode ([table], [tr], [th], [td]: phpBB, Foundry's and Roll20's journals take it), its title
 * in bold above. O(cells).
 * @example tableBbcode({ columns: ["outcome"], rows: [["success"]] }) // "[table]\n[tr][th]outcome[/th][/tr]\n[tr][td]success[/td][/tr]\n[/table]\n"
 */
export function tableBbcode(table: TextTable): string {
  const row = (cells: readonly string[], tag: "th" | "td") => `[tr]${cells.map((cell) => `[${tag}]${bbcodeCell(cell)}[/${tag}]`).join("")}[/tr]`;
  const lines = ["[table]", row(table.columns, "th"), ...table.rows.map((cells) => row(cells, "td")), "[/table]"];
  return `${table.title ? `[b]${bbcodeCell(table.title)}[/b]\n` : ""}${lines.join("\n")}\n`;
}

/**
 * The table in one of the formats the page copies it as. O(cells).
 * @example tableText({ columns: ["a"], rows: [["1"]] }, "CSV") // "a\n1\n"
 */
export function tableText(table: TextTable, format: TableFormat): string {
  switch (format) {
    case "Markdown":
      return tableMarkdown(table);
    case "BBCode":
      return tableBbcode(table);
    case "CSV":
      return textTableCsv(table);
  }
}
