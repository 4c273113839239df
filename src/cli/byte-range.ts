/**
 * The part of a file a request's Range header asks for (RFC 9110 §14): one byte range, or the whole file,
 * or none that can be sent (416). Written for `oddsmith serve`, whose former static handler (sirv 3.0.2)
 * crashed the process on `bytes=5-2` and `bytes=0-18446744073709551615`.
 */

/** The whole file (200), bytes start..end inclusive (206), or a range the file cannot satisfy (416). */
export type ByteRange = { readonly kind: "whole" } | { readonly kind: "part"; readonly start: number; readonly end: number } | { readonly kind: "unsatisfiable" };

const WHOLE: ByteRange = { kind: "whole" };
const UNSATISFIABLE: ByteRange = { kind: "unsatisfiable" };

/** `bytes=first-last`, `bytes=first-` or `bytes=-suffix`, with optional spaces (digits only, any length). */
const SINGLE_RANGE = /^\s*(\d*)\s*-\s*(\d*)\s*$/;

/**
 * The range of a file of `size` bytes that a Range header asks for. No header, another unit or several
 * ranges: the whole file (a server may ignore Range, and this one sends no multipart). A malformed or
 * invalid range (`bytes=5-2`, `bytes=x`), or one starting at or past the end: unsatisfiable. A last byte
 * past the end (`bytes=0-18446744073709551615`) is cut to the file's last byte, as RFC 9110 §14.1.1 says.
 * Numbers too large to be exact stay ordered, so they are never passed on uncut. O(header length).
 * @example byteRange("bytes=5-2", 10) // { kind: "unsatisfiable" }
 * @example byteRange("bytes=2-", 10) // { kind: "part", start: 2, end: 9 }
 * @example byteRange("bytes=-3", 10) // { kind: "part", start: 7, end: 9 }
 */
export function byteRange(header: string | undefined, size: number): ByteRange {
  if (header === undefined) return WHOLE;
  const equals = header.indexOf("=");
  if (equals < 0 || header.slice(0, equals).trim().toLowerCase() !== "bytes") return WHOLE;
  const spec = header.slice(equals + 1);
  if (spec.includes(",")) return WHOLE;
  const match = SINGLE_RANGE.exec(spec);
  if (match === null) return UNSATISFIABLE;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return UNSATISFIABLE;
  if (first === "") {
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? UNSATISFIABLE : { kind: "part", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return UNSATISFIABLE;
  if (start >= size) return UNSATISFIABLE;
  return { kind: "part", start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}
