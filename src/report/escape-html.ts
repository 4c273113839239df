/** The entity of each character HTML text must not hold as itself. */
const ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Text made safe for HTML element content and quoted attribute values: & < > " ' as entities. O(length).
 * @example escapeHtml(`<a href="x">R&D's</a>`) // "&lt;a href=&quot;x&quot;&gt;R&amp;D&#39;s&lt;/a&gt;"
 */
export function escapeHtml(text: string): string {
  // The pattern matches exactly the five characters the table names, so `?? c` never keeps one.
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
