// A designer's own mechanic as an oddsmith plugin (docs/extending.md): a d20 roll-under check, with
// advantage (roll two d20, keep the lower) or disadvantage (keep the higher). A 1 is a critical success.
// The file imports nothing: oddsmith hands it its API, so the CLI, its worker threads and the workbench's
// browser workers all load the same file.
export default function rollUnder(oddsmith) {
  const { defineAnalysis, integerOption, choiceOption, die, keepLowest, keepHighest, outcomeRows, summaryOf, cheapCost } = oddsmith;
  const OUTCOMES = ["critical", "success", "failure"];
  const outcomeOf = (roll, target) => (roll === 1 ? "critical" : roll <= target ? "success" : "failure");
  const roll = { none: () => die(20), advantage: () => keepLowest(2, 20, 1), disadvantage: () => keepHighest(2, 20, 1) };

  return [
    defineAnalysis({
      game: "d20",
      name: "roll-under",
      summary: "a d20 roll-under check: at or under the target succeeds, a 1 is critical; advantage keeps the lower of two d20",
      options: {
        target: integerOption({ min: 1, max: 20, doc: "the target: a roll at or under it succeeds" }),
        advantage: choiceOption(["none", "advantage", "disadvantage"], { doc: "roll one d20, or two keeping the lower (advantage) or the higher", default: "none" }),
      },
      exactCost: () => cheapCost(0, "one d20 or two"),
      // Exact: the distribution of the kept die, mapped to outcomes (20 or 400 faces weighed as bigints).
      run: ({ target, advantage }) => {
        const outcomes = roll[advantage]().map((face) => outcomeOf(face, target));
        const rows = outcomeRows(outcomes);
        const ordered = OUTCOMES.flatMap((name) => rows.filter((row) => row.outcome === name));
        return {
          outcomes: ordered,
          ...summaryOf({ pSuccess: outcomes.probabilityWhere((outcome) => outcome !== "failure") }),
          rows: ordered,
          charts: [{ name: "", title: `d20 roll-under ${target} (${advantage})`, kind: "bar", data: ordered, x: { field: "outcome", title: "outcome", type: "nominal", order: OUTCOMES }, y: { field: "probability", title: "probability", type: "quantitative", format: ".0%" } }],
        };
      },
      // Monte Carlo: the same rule, two draws per trial, counted into the outcome group.
      sampler: {
        plan: ({ target, advantage }) => ({
          layout: { groups: [{ name: "outcome", categories: OUTCOMES }] },
          run: (random, trials, tally) => {
            for (let i = 0; i < trials; i++) {
              const first = random.below(20) + 1;
              const second = advantage === "none" ? first : random.below(20) + 1;
              const kept = advantage === "disadvantage" ? Math.max(first, second) : Math.min(first, second);
              tally[kept === 1 ? 0 : kept <= target ? 1 : 2]++;
            }
          },
        }),
        validation: [{ target: 12, advantage: "advantage" }],
      },
      reportRuns: [{ name: "roll-under", title: "d20 roll-under 12 with advantage", params: { target: 12, advantage: "advantage" } }],
    }),
  ];
}
