/**
 * The analysis an address names, read with nothing else loaded: the page's first script (boot.ts) tells the
 * compute worker which analysis's code to fetch before the page's own modules arrive (early-worker.ts).
 */

/**
 * The analysis an address names, `#/<game>/<name>?…` (an embed's `#/embed/<game>/<name>?…` too), decoded;
 * undefined when it names none. O(address).
 * @example analysisOfAddress("#/kingstone/check?bonus=3") // { game: "kingstone", analysis: "check" }
 */
export function analysisOfAddress(hash: string): { game: string; analysis: string } | undefined {
  const named = /^#?\/(?:embed\/)?([^/?]+)\/([^/?]+)/.exec(hash);
  if (named === null) return undefined;
  try {
    return { game: decodeURIComponent(named[1] ?? ""), analysis: decodeURIComponent(named[2] ?? "") };
  } catch {
    return undefined;
  }
}
