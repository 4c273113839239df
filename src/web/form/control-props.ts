/** What every option control is given: the option, its text, its problems and how to change it. */
import type { OptionSpec } from "../../framework/options.js";

export interface ControlProps {
  readonly field: string;
  readonly flag: string;
  readonly spec: OptionSpec<unknown>;
  readonly value: string;
  readonly problems: readonly string[];
  readonly onChange: (value: string) => void;
  /** For a card picker: the problems the list would have with one more card (the placement rules). */
  readonly problemsWith?: (value: string) => readonly string[];
}
