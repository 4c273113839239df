/**
 * A card picker for a card-list option: the list as text (editable), the cards as chips in order (click to
 * remove), and a grid of the cards that may be added. A card whose addition the option's checks would
 * refuse (a deck's count, the placement rules of a play, the hand limit) is disabled, with the reason as
 * its title: the picker applies the CLI's own rules, asked through `problemsWith`.
 */
import { useMemo, useState } from "preact/hooks";
import { JOKERS, RANKS, SUIT_LETTERS, SUITS } from "../../core/cards.js";
import type { ControlProps } from "./control-props.js";
import { itemAt } from "../../core/checked-index.js";

const SUIT_SYMBOLS: Readonly<Record<string, string>> = { C: "♣", D: "♦", H: "♥", S: "♠" };
const JOKER_WORDS: Readonly<Record<(typeof JOKERS)[number], string>> = { little: "JL", big: "JB", any: "X" };

function candidates(suits: "required" | "optional"): string[] {
  if (suits === "optional") return [...RANKS, "X"];
  return [...SUITS.flatMap((suit) => RANKS.map((rank) => `${rank}${SUIT_LETTERS[suit]}`)), JOKER_WORDS.little, JOKER_WORDS.big];
}

function wordsOf(value: string): string[] {
  return value.split(/[\s,]+/).filter((word) => word !== "");
}

/** A card's label with its suit's symbol (QH → Q♥). */
function cardLabel(word: string): string {
  const suit = /^(.+?)([CDHS])$/i.exec(word);
  return suit && suit[1] !== "J" ? `${suit[1]}${SUIT_SYMBOLS[itemAt(suit, 2).toUpperCase()]}` : word;
}

export function CardPicker(props: ControlProps & { readonly common: Record<string, unknown> }) {
  const { spec, value, onChange, problemsWith, common, flag } = props;
  const words = wordsOf(value);
  const suited = spec.cards?.suits === "required";
  const [open, setOpen] = useState(false);
  // Each card's check runs the analysis's validation once (~1 ms): only while the grid is open, once per list.
  const reasons = useMemo(() => {
    if (!open) return new Map<string, string | undefined>();
    const full = words.length >= (spec.cards?.limit ?? Infinity);
    return new Map(
      candidates(spec.cards?.suits ?? "optional").map((card) => {
        if (full) return [card, `at most ${spec.cards?.limit} cards`];
        const problems = problemsWith?.([...words, card].join(",")) ?? [];
        return [card, problems.find((problem) => problem.startsWith(flag))];
      }),
    );
  }, [open, value]);
  return (
    <div class="card-picker">
      <input {...common} type="text" autoComplete="off" spellcheck={false} value={value} placeholder={suited ? "e.g. QH,7C,AS" : "e.g. J,A,K"} onInput={(event) => onChange(event.currentTarget.value)} />
      <div class="chips" aria-label={`${flag} cards in order`}>
        {words.map((word, index) => (
          <button type="button" class="chip" title={`remove ${word}`} aria-label={`remove ${word} (card ${index + 1})`} onClick={() => onChange(words.filter((_, i) => i !== index).join(","))}>
            {cardLabel(word)} ×
          </button>
        ))}
        {words.length > 0 ? (
          <button type="button" class="chip clear" onClick={() => onChange("")}>
            clear
          </button>
        ) : null}
      </div>
      <details class="deck" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>Add cards</summary>
        <div class={`deck-grid ${suited ? "suited" : "ranks"}`}>
          {candidates(spec.cards?.suits ?? "optional").map((card) => {
            const reason = reasons.get(card);
            return (
              <button type="button" class={`card suit-${card.slice(-1)}`} disabled={reason !== undefined} title={reason ?? `add ${card}`} aria-label={`add ${card}`} onClick={() => onChange([...words, card].join(","))}>
                {cardLabel(card)}
              </button>
            );
          })}
        </div>
      </details>
    </div>
  );
}
