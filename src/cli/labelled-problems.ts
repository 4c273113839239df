/**
 * The problems of many runs of one analysis (a sweep's grid points, a comparison's readings), merged so
 * that one bad value is reported once: a problem every run has is printed as it is; one that only some
 * runs have is prefixed with the first run that has it, and says how many more do.
 * @example mergeProblems([{ label: "bonus=21", problems: ["--bonus: bad"] }, { label: "bonus=0", problems: [] }], "grid point") // ["grid point bonus=21: --bonus: bad"]
 */
export function mergeProblems(runs: ReadonlyArray<{ readonly label: string; readonly problems: readonly string[] }>, what: string): string[] {
  const byProblem = new Map<string, string[]>();
  for (const { label, problems } of runs) {
    for (const problem of new Set(problems)) byProblem.set(problem, [...(byProblem.get(problem) ?? []), label]);
  }
  return [...byProblem].map(([problem, labels]) => {
    if (runs.length > 1 && labels.length === runs.length) return problem;
    const more = labels.length - 1;
    return `${what} ${labels[0]}: ${problem}${more > 0 ? ` (and ${more} more ${what}${more === 1 ? "" : "s"})` : ""}`;
  });
}
