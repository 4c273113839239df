/**
 * The `code` a thrown Node error carries ("ENOENT", "ERR_SCRIPT_EXECUTION_TIMEOUT"), or undefined for
 * anything else thrown: read by a guard, not a cast, so a thrown string or a plain Error is no surprise. O(1).
 * @example errorCode(Object.assign(new Error("gone"), { code: "ENOENT" })) // "ENOENT"
 * @example errorCode("not an error") // undefined
 */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  return typeof error.code === "string" ? error.code : undefined;
}
