/**
 * The trial loop of an Ultimo session (RULES.md 3.11): one character's real 54-card deck, hand, discard
 * pile and focus through a list of challenges, each against a fresh Dealer deck, under a play policy.
 */
import type { SamplePlan } from "../../core/analysis.js";
import { addQuantity, tallyOffsets, type TallyLayout } from "../../core/estimate.js";
import { partialShuffle, type Random } from "../../core/random.js";
import { Rational } from "../../core/rational.js";
import { comparePlays, rankPlay, type RankedPlay } from "./best.js";
import { playerDeck, rawQueenValue, type PlayerCard } from "./cards.js";
import { dealerGroups } from "./dealer.js";
import { challengeOutcome, OUTCOMES, overwhelmingExpertise, playFacts, type PlayFacts } from "./outcome.js";
import { pairCards } from "./pairing.js";
import { arrangements, greedyPlay, layRow, subHands } from "./plays.js";
import type { ChallengeRules } from "./rules.js";
import type { CharacterTrait } from "./session-scenario.js";

/** How a session's hands are played (RULES.md 3.8, 3.11). */
export const SESSION_POLICIES = ["greedy", "conserve", "optimal-per-challenge"] as const;
export type SessionPolicy = (typeof SESSION_POLICIES)[number];

/** Which automatic results of overwhelming expertise (RULES.md 3.6) the player takes instead of playing. */
export const EXPERTISE_USES = ["success", "any", "never"] as const;
export type ExpertiseUse = (typeof EXPERTISE_USES)[number];

/** One challenge of a session. */
export interface SessionChallenge {
  readonly label: string;
  readonly difficulty: number;
  readonly limit: number;
  /** conserve's target P(success or better) for this challenge. */
  readonly target: number;
  /** Focus the player spends on it (when they have it): that many extra cards from the top of the deck. */
  readonly focus: number;
  /** Whether a new round starts with it, so the hand is refilled to stamina first. */
  readonly refill: boolean;
}

/** The character who plays the session. */
export interface SessionCharacter {
  /** Stamina: the hand is refilled to this many cards (RULES.md 3.1). */
  readonly stamina: number;
  /** Vitality: an exhaustion removes 10 − ⌊VIT/2⌋ cards (RULES.md 3.11). */
  readonly vit: number;
  /** Focus points at the start of the session. */
  readonly focus: number;
  /** Personality: a perfect success refunds ⌊PER/2⌋ focus (seed, "Perfect Success"). */
  readonly personality: number;
  readonly traits: readonly CharacterTrait[];
}

/** Everything a session's trials depend on. */
export interface Session {
  readonly character: SessionCharacter;
  readonly challenges: readonly SessionChallenge[];
  readonly policy: SessionPolicy;
  readonly expertise: ExpertiseUse;
  readonly rules: ChallengeRules;
}

/** Threat the Dealer gains per outcome, in OUTCOMES order (RULES.md 3.11: partial 1, failure 2, total failure 3). */
export const OUTCOME_THREAT = [0, 0, 1, 2, 3] as const;

/** The category a challenge gets when the character passed out before it. */
export const PASSED_OUT = "passed-out";

/**
 * Cards an exhaustion removes from play (RULES.md 3.11): 10 − ⌊VIT/2⌋, 2 fewer with Marathoner and a
 * further 3 with Going the Distance, never below 0.
 * @example exhaustionCards(6, ["marathoner"]) // 5
 */
export function exhaustionCards(vit: number, traits: readonly CharacterTrait[]): number {
  const reduction = (traits.includes("marathoner") ? 2 : 0) + (traits.includes("going-the-distance") ? 3 : 0);
  return Math.max(0, 10 - Math.floor(vit / 2) - reduction);
}

/**
 * The tally group of challenge `index` (from 0); after the challenges come pass-out, exhaustion and threat.
 * @example challengeGroup(0) // "challenge 1"
 */
export function challengeGroup(index: number): string {
  return `challenge ${index + 1}`;
}
export const PASSED_OUT_GROUP = "passed out at";
export const EXHAUSTED_GROUP = "first exhausted at";
export const THREAT_GROUP = "threat";

// Pair classes: a card's behaviour in a pairing. Jokers 0, aces 1, jacks 2, values 2..10 as 3..11,
// Gamblin' Man's big joker 12 (it pairs as a joker but fails the hand).
const CLASS_COUNT = 13;
function pairClass(card: PlayerCard): number {
  if (card.kind === "joker") return card.autoFail ? 12 : 0;
  return card.kind === "ace" ? 1 : card.kind === "jack" ? 2 : card.value + 1;
}
const classCard = (pairClassIndex: number): PlayerCard =>
  pairClassIndex === 0 || pairClassIndex === 12
    ? { kind: "joker", value: 0, free: false, autoFail: pairClassIndex === 12, label: "X" }
    : pairClassIndex === 1
      ? { kind: "ace", value: 0, free: false, autoFail: false, label: "A" }
      : pairClassIndex === 2
        ? { kind: "jack", value: 0, free: true, autoFail: false, label: "J" }
        : { kind: "value", value: pairClassIndex - 1, free: false, autoFail: false, label: String(pairClassIndex - 1) };

/**
 * The session's trial loop (RULES.md 3.1–3.11). Per trial: the player's 54-card deck (playerDeck, under the
 * card traits) is shuffled once; each challenge that starts a round refills the hand to stamina; when the
 * deck runs out the character is exhausted: the discard pile is shuffled in as the new deck and its top
 * 10 − ⌊VIT/2⌋ (− trait reductions) cards leave play; when the hand cannot be filled to stamina the
 * character passes out and plays no further challenge. Overwhelming expertise (3.6) is taken as `expertise`
 * says. Focus spent draws that many extra cards from the top of the deck, which are played with the hand's
 * cards, and gives the Dealer that much threat unless the challenge is a perfect success (which refunds
 * ⌊PER/2⌋ focus); a focus card that cannot be drawn is not spent. A queen takes the highest value in the
 * discard pile other than an ace, joker, jack or queen (the best for the player in every pairing), or its
 * raw value. Policies: greedy plays greedyPlay's cards, laid by layRow — both read once per queen value into
 * orders of the deck's kinds, so a trial picks and lays cards by walking those orders; conserve cuts that
 * play to its k strongest cards for the smallest k whose exact P(success or better) (rankPlay, cached per
 * row and difficulty) reaches the target, else plays it whole; optimal-per-challenge takes rankPlays' order
 * (comparePlays over every sub-hand in every row, with the focus cards in every row), each set of cards'
 * best row found once per plan and difficulty, each hand's decision cached. The Dealer draws from a fresh
 * deck per challenge; pairings come from a table built once with pairCards, outcomes from challengeOutcome
 * (tabled on first use), threat from OUTCOME_THREAT. Played cards go to the discard pile. Youthful Ambition
 * is used once, at the start of the first round whose discard pile holds two aces: the aces and jokers of
 * the discard pile are shuffled back into the deck.
 * Cost per trial: O(54 + Σ over challenges (D + kinds + P)) for greedy, allocation-free; conserve adds up
 * to limit + 1 row lookups per challenge (a new row: one exact solve); optimal, once its caches are warm,
 * one decision lookup per challenge (a new hand: every sub-hand of it, ~0.1–1 ms).
 * @example sampleSession(sessionFrom({ ...DEFAULT_SESSION_PARAMS, challenges: 2, difficulty: 3, limit: 4 })).layout.groups.map((group) => group.name) // ["challenge 1", "challenge 2", "passed out at", "first exhausted at", "threat"]
 */
export function sampleSession(session: Session): SamplePlan {
  const { character, challenges, rules, policy, expertise } = session;
  const challengeCount = challenges.length;
  const rawQueen = rawQueenValue(rules);
  const kinds = playerDeck(rules, rawQueen);
  const kindCount = kinds.length;
  const queenKind = kinds.findIndex((kind) => kind.card.label === "Q");
  const queenCards: PlayerCard[] = [];
  for (let value = 2; value <= 10; value++) queenCards[value] = playerDeck(rules, value)[queenKind]!.card;
  const kindOfCard = new Map<PlayerCard, number>(kinds.map((kind, k) => [kind.card, k]));
  for (let value = 2; value <= 10; value++) kindOfCard.set(queenCards[value]!, queenKind);
  // A card's worth to a queen copying it from the discard pile: number cards and kings (what counts as one).
  const discardValue = new Int8Array(kindCount).fill(-1);
  const returnsWithAmbition = new Uint8Array(kindCount);
  const isAce = new Uint8Array(kindCount);
  kinds.forEach((kind, k) => {
    if (kind.card.kind === "value" && k !== queenKind) discardValue[k] = kind.card.value;
    returnsWithAmbition[k] = kind.card.kind === "ace" || kind.card.kind === "joker" || kind.card.label.startsWith("A") ? 1 : 0;
    isAce[k] = kind.card.kind === "ace" ? 1 : 0;
  });
  const baseDeck = new Uint8Array(kinds.reduce((sum, kind) => sum + kind.count, 0));
  let at = 0;
  kinds.forEach((kind, k) => baseDeck.fill(k, at, (at += kind.count)));
  const deckSize = baseDeck.length;

  const dealer = dealerGroups(rules);
  const groupCount = dealer.length;
  const jackGroup = dealer.findIndex((group) => group.kind === "jack");
  const dealerBase = new Uint8Array(dealer.reduce((sum, group) => sum + group.count, 0));
  at = 0;
  dealer.forEach((group, g) => dealerBase.fill(g, at, (at += group.count)));
  // pairing[class · G + g]: 0 success, 1 failure, 2 cancel, from the one pairing rule.
  const pairing = new Uint8Array(CLASS_COUNT * groupCount);
  for (let c = 0; c < CLASS_COUNT; c++) {
    for (let g = 0; g < groupCount; g++) {
      const result = pairCards(classCard(c), dealer[g]!, rules);
      pairing[c * groupCount + g] = result === "success" ? 0 : result === "failure" ? 1 : 2;
    }
  }
  // The outcome of (difficulty, cards played, S, F, Dealer jack, facts), from the one outcome rule on first use.
  const factsOf: PlayFacts[] = Array.from({ length: 8 }, (_, bits) => ({ playedJack: (bits & 1) !== 0, playedJoker: (bits & 2) !== 0, autoFail: (bits & 4) !== 0 }));
  const maxDifficulty = Math.max(0, ...challenges.map((challenge) => challenge.difficulty));
  const maxPlayed = Math.max(0, ...challenges.map((challenge) => Math.min(challenge.limit, character.stamina) + challenge.focus));
  const width = Math.max(maxDifficulty, maxPlayed) + 1;
  const outcomeTable = new Int8Array((maxDifficulty + 1) * width * width * width * 16).fill(-1);

  // greedyPlay's choice and layRow's order as orders of the deck's kinds, per queen value, read from the
  // two functions themselves (greedy picks strongest first, ties in hand order; layRow sorts stably).
  const greedyOrder = new Uint8Array(11 * kindCount);
  const greedyOrderLength = new Uint8Array(11);
  const layOrder = new Uint8Array(11 * kindCount);
  const classOf = new Uint8Array(11 * kindCount);
  for (let queenValue = 2; queenValue <= 10; queenValue++) {
    const oneOfEach = kinds.map((kind, k) => (k === queenKind ? queenCards[queenValue]! : kind.card));
    // Among equal strengths the queen goes last: kept in hand, it may copy a higher card from the discard
    // pile later (greedyPlay keeps ties in hand order, so the queen is put at the end of the hand it sees).
    const queenLast = [...oneOfEach.filter((_, k) => k !== queenKind), oneOfEach[queenKind]!];
    let previous: PlayerCard[] = [];
    for (let size = 1; size <= kindCount; size++) {
      const chosen = greedyPlay(queenLast, size);
      if (chosen.length < size) break; // jokers are never chosen
      greedyOrder[queenValue * kindCount + size - 1] = oneOfEach.indexOf(chosen.find((card) => !previous.includes(card))!);
      greedyOrderLength[queenValue] = size;
      previous = chosen;
    }
    layRow(oneOfEach).forEach((card, i) => (layOrder[queenValue * kindCount + i] = oneOfEach.indexOf(card)));
    oneOfEach.forEach((card, k) => (classOf[queenValue * kindCount + k] = pairClass(card)));
  }
  // conserve: P(success or better) of a row by difficulty, keyed by its pair classes' counts in base 16
  // (a row laid by layRow is fixed by that multiset); each new row is one exact rankPlay.
  const successOfRow = Array.from({ length: maxDifficulty + 1 }, () => new Map<number, number>());
  const classPlace = Array.from({ length: CLASS_COUNT }, (_, c) => 16 ** c);

  // optimal-per-challenge: decisions per challenge spec (difficulty, limit), hand key → focus-cards key → decision.
  const specKeys = new Map<string, number>();
  const specOf = new Int32Array(challengeCount);
  challenges.forEach((challenge, c) => {
    const key = `${challenge.difficulty},${challenge.limit}`;
    if (!specKeys.has(key)) specKeys.set(key, specKeys.size);
    specOf[c] = specKeys.get(key)!;
  });
  const caches: Map<number, Map<number, number>>[] = Array.from({ length: specKeys.size }, () => new Map());
  const place = Array.from({ length: kindCount + 1 }, (_, k) => 5 ** k);
  // A decision: the hand cards it plays (kinds), its row as pair classes, and its facts (jack 1, joker 2, big joker 4).
  const decisionHandStart: number[] = [];
  const decisionHandLength: number[] = [];
  const decisionRowStart: number[] = [];
  const decisionRowLength: number[] = [];
  const decisionFacts: number[] = [];
  const poolHand: number[] = [];
  const poolRow: number[] = [];
  const ranked = new Map<string, RankedPlay>();
  const rankedRow = (row: readonly PlayerCard[], difficulty: number): RankedPlay => {
    const key = `${difficulty}:${row.map(pairClass).join(",")}`;
    let entry = ranked.get(key);
    if (entry === undefined) ranked.set(key, (entry = rankPlay(row, difficulty, rules, Rational.ZERO)));
    return entry;
  };
  // rankPlays' order (RULES.md 3.8: P(success or better), then fewer cards, then the stronger kept) over every
  // sub-hand in every row, with the focus cards always in the row.
  const bestRowOf = Array.from({ length: maxDifficulty + 1 }, () => new Map<number, { readonly scored: RankedPlay; readonly row: PlayerCard[] }>());
  const decideOptimal = (challenge: SessionChallenge, handCards: PlayerCard[], forcedCards: PlayerCard[], queenValue: number): number => {
    const limit = Math.min(challenge.limit, handCards.length);
    const known = bestRowOf[challenge.difficulty]!;
    let forcedKey = queenValue * place[kindCount]!;
    for (const card of forcedCards) forcedKey += place[kindOfCard.get(card)!]!;
    let best: RankedPlay | undefined;
    let chosen: PlayerCard[] = [];
    let row: PlayerCard[] = [];
    for (const sub of subHands(handCards, limit)) {
      // Each set of cards keeps its best row, found once per plan and difficulty.
      let key = forcedKey;
      for (const card of sub) key += place[kindOfCard.get(card)!]!;
      let entry = known.get(key);
      if (entry === undefined) {
        let subBest: RankedPlay | undefined;
        let subRow: PlayerCard[] = [];
        for (const candidate of arrangements([...forcedCards, ...sub])) {
          const scored = rankedRow(candidate, challenge.difficulty);
          if (subBest === undefined || comparePlays(scored, subBest, "success") < 0) {
            subBest = scored;
            subRow = candidate;
          }
        }
        known.set(key, (entry = { scored: subBest!, row: subRow }));
      }
      if (best === undefined || comparePlays(entry.scored, best, "success") < 0) {
        best = entry.scored;
        chosen = sub;
        row = entry.row;
      }
    }
    const facts = playFacts(row);
    decisionHandStart.push(poolHand.length);
    decisionHandLength.push(chosen.length);
    for (const card of chosen) poolHand.push(kindOfCard.get(card)!);
    decisionRowStart.push(poolRow.length);
    decisionRowLength.push(row.length);
    for (const card of row) poolRow.push(pairClass(card));
    decisionFacts.push((facts.playedJack ? 1 : 0) | (facts.playedJoker ? 2 : 0) | (facts.autoFail ? 4 : 0));
    return decisionFacts.length - 1;
  };

  const removedPerExhaustion = exhaustionCards(character.vit, character.traits);
  const ambition = character.traits.includes("youthful-ambition");
  const refund = Math.floor(character.personality / 2);
  const maxThreat = challenges.reduce((sum, challenge) => sum + 3 + challenge.focus, 0);
  const moments = ["no", ...challenges.map((_, c) => String(c + 1))];
  const layout: TallyLayout = {
    groups: [
      ...challenges.map((_, c) => ({ name: challengeGroup(c), categories: [...OUTCOMES, PASSED_OUT] })),
      { name: PASSED_OUT_GROUP, categories: moments },
      { name: EXHAUSTED_GROUP, categories: moments },
      { name: THREAT_GROUP, categories: Array.from({ length: maxThreat + 1 }, (_, t) => String(t)) },
    ],
    quantities: ["threat", "cardsLeft", "exhaustions", "cardsRemoved", "focusLeft", ...challenges.map((_, c) => `cardsLeftAfter${c + 1}`)],
  };
  const offsets = tallyOffsets(layout);
  const passedOutAt = offsets.groups[challengeCount]!;
  const exhaustedAt = offsets.groups[challengeCount + 1]!;
  const threatAt = offsets.groups[challengeCount + 2]!;
  const quantityAt = offsets.quantities;

  // Scratch state of one trial, reused.
  const deck = new Uint8Array(deckSize);
  const hand = new Int8Array(kindCount);
  const discard = new Uint8Array(deckSize);
  const forced = new Uint8Array(deckSize);
  const forcedCounts = new Int8Array(kindCount);
  const chosen = new Int8Array(kindCount);
  const row = new Uint8Array(deckSize);
  const dealerDeck = dealerBase.slice();
  const dealerRow = new Uint8Array(maxDifficulty + 1);
  let deckCount = 0;
  let discardCount = 0;
  let discardBest = 0;
  let exhaustions = 0;
  let removed = 0;
  let firstExhausted = -1;

  // The next card from the top of the deck, exhausting when it has run out; −1 when none is left at all.
  const draw = (random: Random, challenge: number): number => {
    if (deckCount === 0) {
      if (discardCount === 0) return -1;
      for (let i = 0; i < discardCount; i++) deck[i] = discard[i]!;
      deckCount = discardCount;
      discardCount = 0;
      discardBest = rawQueen;
      partialShuffle(random, deck, deckCount, deckCount);
      const gone = Math.min(removedPerExhaustion, deckCount);
      // The shuffled deck is drawn from its end: its top cards are the last ones.
      deckCount -= gone;
      removed += gone;
      exhaustions++;
      if (firstExhausted < 0) firstExhausted = challenge;
      if (deckCount === 0) return -1;
    }
    return deck[--deckCount]!;
  };
  const toDiscard = (kind: number) => {
    discard[discardCount++] = kind;
    if (discardValue[kind]! > discardBest) discardBest = discardValue[kind]!;
  };

  const run = (random: Random, trials: number, tally: Float64Array) => {
    for (let trial = 0; trial < trials; trial++) {
      deck.set(baseDeck);
      deckCount = deckSize;
      partialShuffle(random, deck, deckSize, deckSize);
      hand.fill(0);
      let handSize = 0;
      discardCount = 0;
      discardBest = rawQueen;
      exhaustions = 0;
      removed = 0;
      firstExhausted = -1;
      let focus = character.focus;
      let threat = 0;
      let passedOut = -1;
      let ambitionUsed = !ambition;
      for (let c = 0; c < challengeCount; c++) {
        const challenge = challenges[c]!;
        const groupAt = offsets.groups[c]!;
        if (passedOut < 0 && challenge.refill) {
          if (!ambitionUsed) {
            let aces = 0;
            for (let i = 0; i < discardCount; i++) aces += isAce[discard[i]!]!;
            if (aces >= 2) {
              ambitionUsed = true;
              let kept = 0;
              for (let i = 0; i < discardCount; i++) {
                const kind = discard[i]!;
                if (returnsWithAmbition[kind] === 1) deck[deckCount++] = kind;
                else discard[kept++] = kind;
              }
              discardCount = kept;
              partialShuffle(random, deck, deckCount, deckCount);
            }
          }
          while (handSize < character.stamina) {
            const card = draw(random, c);
            if (card < 0) {
              passedOut = c;
              break;
            }
            hand[card]!++;
            handSize++;
          }
        }
        if (passedOut >= 0) {
          tally[groupAt + 5]!++;
          addQuantity(tally, quantityAt[5 + c]!, deckCount);
          continue;
        }
        const difficulty = challenge.difficulty;
        const offer = expertise === "never" ? undefined : overwhelmingExpertise(Math.min(challenge.limit, handSize), difficulty);
        let outcome: number;
        if (offer === "success" || (offer === "partial-success" && expertise === "any")) {
          outcome = offer === "success" ? 1 : 2;
        } else {
          let forcedCount = 0;
          const spend = Math.min(challenge.focus, focus);
          for (let i = 0; i < spend; i++) {
            const card = draw(random, c);
            if (card < 0) break;
            forced[forcedCount++] = card;
          }
          focus -= forcedCount;
          const queenValue = discardBest;
          const limit = challenge.limit < handSize ? challenge.limit : handSize;
          let played = 0;
          let facts = 0;
          if (policy === "optimal-per-challenge") {
            // The decision's key: the hand and the focus cards as counts in base 5, and the queen's value when one is held.
            let handKey = 0;
            for (let k = 0; k < kindCount; k++) handKey += hand[k]! * place[k]!;
            let forcedKey = 0;
            let forcedQueens = 0;
            for (let i = 0; i < forcedCount; i++) {
              forcedKey += place[forced[i]!]!;
              if (forced[i] === queenKind) forcedQueens++;
            }
            if (hand[queenKind]! > 0 || forcedQueens > 0) handKey += queenValue * place[kindCount]!;
            const cache = caches[specOf[c]!]!;
            let byForced = cache.get(handKey);
            if (byForced === undefined) cache.set(handKey, (byForced = new Map()));
            let decision = byForced.get(forcedKey);
            if (decision === undefined) {
              const handCards: PlayerCard[] = [];
              const cardOf = (kind: number) => (kind === queenKind ? queenCards[queenValue]! : kinds[kind]!.card);
              for (let k = 0; k < kindCount; k++) for (let i = 0; i < hand[k]!; i++) handCards.push(cardOf(k));
              const forcedCards = Array.from(forced.subarray(0, forcedCount), cardOf);
              byForced.set(forcedKey, (decision = decideOptimal(challenge, handCards, forcedCards, queenValue)));
            }
            chosen.fill(0);
            const handStart = decisionHandStart[decision]!;
            for (let i = handStart; i < handStart + decisionHandLength[decision]!; i++) chosen[poolHand[i]!]!++;
            played = decisionRowLength[decision]!;
            for (let i = 0; i < played; i++) row[i] = poolRow[decisionRowStart[decision]! + i]!;
            facts = decisionFacts[decision]!;
          } else {
            forcedCounts.fill(0);
            for (let i = 0; i < forcedCount; i++) forcedCounts[forced[i]!]!++;
            // greedy plays `limit` cards; conserve the fewest (from 0 up) whose row reaches the target, else `limit`.
            for (let size = policy === "greedy" ? limit : 0; ; size++) {
              chosen.fill(0);
              let remaining = size;
              const order = queenValue * kindCount;
              for (let i = 0; i < greedyOrderLength[queenValue]! && remaining > 0; i++) {
                const kind = greedyOrder[order + i]!;
                const take = hand[kind]! < remaining ? hand[kind]! : remaining;
                chosen[kind] = take;
                remaining -= take;
              }
              played = 0;
              facts = 0;
              let rowKey = 0;
              for (let i = 0; i < kindCount; i++) {
                const kind = layOrder[order + i]!;
                const pairClassIndex = classOf[order + kind]!;
                const count = chosen[kind]! + forcedCounts[kind]!;
                for (let j = 0; j < count; j++) row[played++] = pairClassIndex;
                if (count > 0) {
                  rowKey += count * classPlace[pairClassIndex]!;
                  facts |= pairClassIndex === 2 ? 1 : pairClassIndex === 0 ? 2 : pairClassIndex === 12 ? 6 : 0;
                }
              }
              if (size >= limit) break;
              const known = successOfRow[difficulty]!;
              let success = known.get(rowKey);
              if (success === undefined) {
                success = rankPlay(Array.from(row.subarray(0, played), classCard), difficulty, rules, Rational.ZERO).pSuccessOrBetter.toNumber();
                known.set(rowKey, success);
              }
              if (success >= challenge.target) break;
            }
          }
          // Play: the chosen cards leave the hand; the Dealer draws; the row is paired.
          for (let k = 0; k < kindCount; k++) {
            hand[k] -= chosen[k]!;
            handSize -= chosen[k]!;
          }
          partialShuffle(random, dealerDeck, difficulty, dealerDeck.length);
          let jack = 0;
          for (let d = 0; d < difficulty; d++) {
            const card = dealerDeck[d]!;
            if (card === jackGroup) jack = 1;
            let k = d;
            while (k > 0 && dealerRow[k - 1]! > card) {
              dealerRow[k] = dealerRow[k - 1]!;
              k--;
            }
            dealerRow[k] = card;
          }
          const paired = played < difficulty ? played : difficulty;
          let s = played - paired;
          let f = difficulty - paired;
          for (let i = 0; i < paired; i++) {
            const result = pairing[row[i]! * groupCount + dealerRow[i]!]!;
            if (result === 0) s++;
            else if (result === 1) f++;
          }
          const key = ((((difficulty * width + played) * width + s) * width + f) * 2 + jack) * 8 + facts;
          outcome = outcomeTable[key]!;
          if (outcome < 0) {
            outcome = challengeOutcome(s, f, Math.max(played, difficulty) - s - f, difficulty, jack === 1, factsOf[facts]!, rules);
            outcomeTable[key] = outcome;
          }
          for (let k = 0; k < kindCount; k++) for (let j = 0; j < chosen[k]!; j++) toDiscard(k);
          for (let i = 0; i < forcedCount; i++) toDiscard(forced[i]!);
          if (outcome === 0) focus = Math.min(character.focus, focus + refund);
          else threat += forcedCount;
        }
        threat += OUTCOME_THREAT[outcome]!;
        tally[groupAt + outcome]!++;
        addQuantity(tally, quantityAt[5 + c]!, deckCount);
      }
      tally[passedOutAt + passedOut + 1]!++;
      tally[exhaustedAt + firstExhausted + 1]!++;
      tally[threatAt + threat]!++;
      addQuantity(tally, quantityAt[0]!, threat);
      addQuantity(tally, quantityAt[1]!, deckCount);
      addQuantity(tally, quantityAt[2]!, exhaustions);
      addQuantity(tally, quantityAt[3]!, removed);
      addQuantity(tally, quantityAt[4]!, focus);
    }
  };
  return { layout, run };
}
