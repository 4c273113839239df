import type { AnalysisResult, Row, SamplePlan } from "../../core/analysis.js";
import { addQuantity, estimatedSummary, proportionEstimate, tallyOffsets, type Estimates, type TallyLayout } from "../../core/estimate.js";
import { estimatedOutcomeRows, estimatedTable, outcomeBarChart } from "../../core/estimated-result.js";
import { formatPercent } from "../../core/format.js";
import { partialShuffle, type Random } from "../../core/random.js";
import type { PlayerCard } from "./cards.js";
import { dealerGroups } from "./dealer.js";
import { challengeOutcome, OUTCOMES, playFacts } from "./outcome.js";
import { pairCards } from "./pairing.js";
import type { ChallengeRules } from "./rules.js";

/** The tally group of one difficulty's outcomes. */
export function difficultyGroup(difficulty: number): string {
  return `difficulty ${difficulty}`;
}

/**
 * The trial loop of a play against the Dealer (RULES.md 3.2–3.5) for each difficulty in `difficulties`:
 * one partial shuffle of the Dealer's deck deals the largest difficulty, and its first d cards are the
 * Dealer's draw at difficulty d (each a uniform d-card draw). The drawn cards are kept sorted into the
 * Dealer's order by insertion as they come, so each difficulty's row is ready in turn. Pairings come from
 * a table built once with `pairCards`, outcomes from a table built once with `challengeOutcome`: the same
 * rule functions as the exact solver, and a trial allocates nothing. Tallies one group per difficulty
 * (the five outcomes) and the quantities successes, failures and cancels of the first difficulty.
 * Cost per trial: O(D_max · (D_max + P)).
 * @example sampleChallenge(readPlay("K"), DEFAULT_RULES, [1]).layout.groups[0].categories.length // 5
 */
export function sampleChallenge(play: readonly PlayerCard[], rules: ChallengeRules, difficulties: readonly number[]): SamplePlan {
  const groups = dealerGroups(rules);
  const groupCount = groups.length;
  const cards = play.length;
  const facts = playFacts(play);
  const maxDifficulty = Math.max(0, ...difficulties);
  // The Dealer's deck as group indices; lower index = laid earlier.
  const deck = new Uint8Array(groups.reduce((sum, group) => sum + group.count, 0));
  const fillDeck = () => {
    let at = 0;
    groups.forEach((group, g) => deck.fill(g, at, (at += group.count)));
  };
  fillDeck();
  const jackGroup = groups.findIndex((group) => group.kind === "jack");
  // pairing[i · G + g]: 0 success, 1 failure, 2 cancel of the player's card i against group g.
  const pairing = new Uint8Array(Math.max(1, cards * groupCount));
  for (let i = 0; i < cards; i++) {
    for (let g = 0; g < groupCount; g++) {
      const result = pairCards(play[i]!, groups[g]!, rules);
      pairing[i * groupCount + g] = result === "success" ? 0 : result === "failure" ? 1 : 2;
    }
  }
  // outcome[((d · W) + S) · W + F] · 2 + jack], W = max(P, D_max) + 1.
  const width = Math.max(cards, maxDifficulty) + 1;
  const outcome = new Int8Array((maxDifficulty + 1) * width * width * 2).fill(-1);
  for (let d = 0; d <= maxDifficulty; d++) {
    const rowLength = Math.max(cards, d);
    for (let s = 0; s <= rowLength; s++) {
      for (let f = 0; s + f <= rowLength; f++) {
        for (let jack = 0; jack < 2; jack++) {
          outcome[(((d * width + s) * width + f) << 1) | jack] = challengeOutcome(s, f, rowLength - s - f, d, jack === 1, facts, rules);
        }
      }
    }
  }
  const layout: TallyLayout = {
    groups: difficulties.map((difficulty) => ({ name: difficultyGroup(difficulty), categories: [...OUTCOMES] })),
    quantities: ["successes", "failures", "cancels"],
  };
  const offsets = tallyOffsets(layout);
  // Which tally group (if any) each difficulty feeds; the quantities follow the first difficulty listed.
  const groupAt = new Int32Array(maxDifficulty + 1).fill(-1);
  difficulties.forEach((difficulty, k) => (groupAt[difficulty] = offsets.groups[k]!));
  const quantityDifficulty = difficulties[0] ?? 0;
  const quantityAt = offsets.quantities[0]!;
  const row = new Uint8Array(maxDifficulty + 1);
  const deckLength = deck.length;

  const rowLength = Math.max(cards, maxDifficulty);
  const outcomeAt = groupAt[maxDifficulty]!;
  // The same pairing table as 0/1 columns, so the hot loop adds instead of branching on random data.
  const successOf = pairing.map((result) => (result === 0 ? 1 : 0));
  const failureOf = pairing.map((result) => (result === 1 ? 1 : 0));
  const paired = cards < maxDifficulty ? cards : maxDifficulty;
  const outcomeBase = maxDifficulty * width;
  // One difficulty (the common case): deal, sort the row, pair, tally — nothing per difficulty.
  const runOne = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      partialShuffle(random, deck, maxDifficulty, deckLength);
      let jack = 0;
      for (let d = 0; d < maxDifficulty; d++) {
        const card = deck[d]!;
        if (card === jackGroup) jack = 1;
        let k = d;
        while (k > 0 && row[k - 1]! > card) {
          row[k] = row[k - 1]!;
          k--;
        }
        row[k] = card;
      }
      let s = cards - paired;
      let f = maxDifficulty - paired;
      for (let i = 0; i < paired; i++) {
        const at = i * groupCount + row[i]!;
        s += successOf[at]!;
        f += failureOf[at]!;
      }
      tally[outcomeAt + outcome[(((outcomeBase + s) * width + f) << 1) | jack]!]!++;
      const c = rowLength - s - f;
      addQuantity(tally, quantityAt, s);
      tally[quantityAt + 2] += f;
      tally[quantityAt + 3] += f * f;
      tally[quantityAt + 4] += c;
      tally[quantityAt + 5] += c * c;
    }
  };

  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      partialShuffle(random, deck, maxDifficulty, deckLength);
      let jack = 0;
      for (let d = 0; d <= maxDifficulty; d++) {
        if (d > 0) {
          // Insert the d-th drawn card into the sorted row of the first d − 1.
          const card = deck[d - 1]!;
          if (card === jackGroup) jack = 1;
          let k = d - 1;
          while (k > 0 && row[k - 1]! > card) {
            row[k] = row[k - 1]!;
            k--;
          }
          row[k] = card;
        }
        const at = groupAt[d]!;
        if (at < 0) continue;
        const paired = cards < d ? cards : d;
        let s = cards - paired;
        let f = d - paired;
        for (let i = 0; i < paired; i++) {
          const result = pairing[i * groupCount + row[i]!]!;
          if (result === 0) s++;
          else if (result === 1) f++;
        }
        tally[at + outcome[(((d * width + s) * width + f) << 1) | jack]!]!++;
        if (d === quantityDifficulty) {
          const c = Math.max(cards, d) - s - f;
          addQuantity(tally, quantityAt, s);
          tally[quantityAt + 2] += f;
          tally[quantityAt + 3] += f * f;
          tally[quantityAt + 4] += c;
          tally[quantityAt + 5] += c * c;
        }
      }
    }
  };
  // The deck's order is the only state a trial leaves behind; the sorted row is rewritten every trial.
  return { layout, run: difficulties.length === 1 ? runOne : run, reset: fillDeck };
}

/**
 * The simulated challenge in the exact result's shape: for one difficulty the five outcomes with 95%
 * intervals and the summary pSuccessOrBetter, expectedSuccesses, expectedFailures, expectedCancels; for
 * several, a row per difficulty and the stacked chart of outcomes by difficulty. O(difficulties).
 */
export function sampledChallengeResult(estimates: Estimates, difficulties: readonly number[], playText: string): AnalysisResult {
  const successOrBetter = (difficulty: number) => {
    const group = estimates.groups[difficultyGroup(difficulty)]!;
    return proportionEstimate(group["perfect-success"]!.count + group.success!.count, group.success!.total);
  };
  const rows: Row[] = difficulties.map((difficulty) => {
    const group = estimates.groups[difficultyGroup(difficulty)]!;
    const p = successOrBetter(difficulty);
    return { difficulty, ...Object.fromEntries(OUTCOMES.map((outcome) => [outcome, group[outcome]!.probability])), pSuccessOrBetter: p.probability, low: p.low, high: p.high, trials: p.total };
  });
  if (difficulties.length === 1) {
    const difficulty = difficulties[0]!;
    const outcomes = estimatedOutcomeRows(estimates, difficultyGroup(difficulty));
    const q = estimates.quantities;
    return {
      outcomes,
      summary: estimatedSummary({ pSuccessOrBetter: successOrBetter(difficulty), expectedSuccesses: q.successes!, expectedFailures: q.failures!, expectedCancels: q.cancels! }),
      summaryExact: {},
      rows,
      charts: [outcomeBarChart(outcomes, `Play ${playText} against difficulty ${difficulty} (simulated)`, OUTCOMES)],
      table: estimatedTable(outcomes),
    };
  }
  return {
    outcomes: difficulties.flatMap((difficulty) => estimatedOutcomeRows(estimates, difficultyGroup(difficulty)).map((row) => ({ ...row, difficulty }))),
    summary: {},
    summaryExact: {},
    rows,
    details: { difficulties: rows },
    charts: [
      {
        name: "",
        title: `Play ${playText}: outcomes by difficulty (simulated)`,
        kind: "bar",
        data: difficulties.flatMap((difficulty) => OUTCOMES.map((outcome) => ({ difficulty, outcome, probability: estimates.groups[difficultyGroup(difficulty)]![outcome]!.probability }))),
        x: { field: "difficulty", title: "difficulty", type: "ordinal" },
        y: { field: "probability", title: "probability", type: "quantitative", format: ".0%", domain: [0, 1] },
        color: { field: "outcome", title: "outcome", type: "ordinal", order: [...OUTCOMES].reverse(), scheme: "redblue" },
      },
    ],
    table: {
      columns: ["difficulty", ...OUTCOMES, "P(success+)", "95% interval"],
      rows: difficulties.map((difficulty) => {
        const group = estimates.groups[difficultyGroup(difficulty)]!;
        const p = successOrBetter(difficulty);
        return [String(difficulty), ...OUTCOMES.map((outcome) => formatPercent(group[outcome]!.probability)), formatPercent(p.probability), `${formatPercent(p.low)}–${formatPercent(p.high)}`];
      }),
    },
  };
}
