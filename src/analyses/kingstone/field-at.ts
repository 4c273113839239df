/**
 * A named field of a record that must hold it (an estimate's group or quantity, a row's cell), checked: the
 * Kingstone analyses read the groups their own samplers tallied, so a missing name is a bug, not a value.
 */

/**
 * The value of `key` in `record`. O(1).
 * @throws {RangeError} when the record has no such key.
 * @example fieldAt({ win: 3 }, "win") // 3
 */
export function fieldAt<T>(record: Readonly<Record<string, T>>, key: string): T {
  const value = record[key];
  if (value === undefined) throw new RangeError(`no field named ${key}`);
  return value;
}
