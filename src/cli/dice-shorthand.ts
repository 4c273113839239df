/**
 * `oddsmith dice EXPR [EXPR…] [flags]`: the dice expressions written straight after `dice` are the
 * `dice roll --expr` list (docs/dice.md), so a designer types a roll as AnyDice takes one.
 */
import { analysisNames } from "../analyses/catalog.js";

/**
 * The command line with `dice EXPR…` rewritten to `dice roll --expr "EXPR; …"`; any other line as it was
 * (`dice roll …`, `dice --help`). The expressions are the words after `dice` up to the first flag. O(words).
 * @example diceShorthand(["dice", "4d6kh3", "3d6", "--json"]) // ["dice", "roll", "--expr", "4d6kh3; 3d6", "--json"]
 */
export function diceShorthand(argv: readonly string[]): string[] {
  const [first, second] = argv;
  if (first !== "dice" || second === undefined || second === "help" || second.startsWith("--") || analysisNames("dice").includes(second)) return [...argv];
  const rest = argv.slice(1);
  const flagAt = rest.findIndex((word) => word.startsWith("--"));
  const expressions = flagAt < 0 ? rest : rest.slice(0, flagAt);
  return ["dice", "roll", "--expr", expressions.join("; "), ...(flagAt < 0 ? [] : rest.slice(flagAt))];
}
