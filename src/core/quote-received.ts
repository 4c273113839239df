/** How a message quotes a value it received: short, and safe to print whatever was received. */

const isPlainObject = (raw: unknown): boolean => raw !== null && typeof raw === "object" && [Object.prototype, null].includes(Object.getPrototypeOf(raw));

/** JSON where the value has one (a bigint inside has none), else as written. */
function jsonOrString(raw: unknown): string {
  try {
    return JSON.stringify(raw) ?? String(raw);
  } catch {
    return String(raw);
  }
}

/** The most characters of a received value a message quotes; a longer one is cut, and its length stated. */
export const QUOTE_LIMIT = 80;

/**
 * How a received value is quoted in a message: strings, lists and plain objects as JSON, the rest as written; a
 * value longer than QUOTE_LIMIT characters is cut there, with "…" and its length, so a 100,000-character
 * value costs a line of stderr, not 100 KB. O(length).
 * @example quoteReceived("ten") // '"ten"'
 * @example quoteReceived("x".repeat(100)) // '"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…" (100 characters)'
 */
export function quoteReceived(raw: unknown): string {
  if (typeof raw === "string") return raw.length > QUOTE_LIMIT ? `${JSON.stringify(`${raw.slice(0, QUOTE_LIMIT)}…`)} (${raw.length} characters)` : JSON.stringify(raw);
  const text = Array.isArray(raw) || isPlainObject(raw) ? jsonOrString(raw) : String(raw);
  return text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT)}… (${text.length} characters)` : text;
}

