/** A generation method's setup in words (docs/rules.md 2.5), for the chargen analysis's titles and tables. */
import type { ChargenSetup } from "../../models/zilch/chargen.js";

/**
 * A method's setup in words, for titles and tables.
 * @example describeMethod({ method: "cautious", players: 4, highPowered: true, highPoweredRoll: "8d8", start: 4 }) // "cautious, 1d8+4"
 */
export function describeMethod(setup: ChargenSetup): string {
  switch (setup.method) {
    case "cards":
      return `cards, ${setup.players} player${setup.players === 1 ? "" : "s"}${setup.highPowered ? ", high-powered (6..J, redraw at 30 or less)" : " (5..10, redraw at 25 or less)"}`;
    case "point-buy":
      return `point-buy from ${setup.start} (each legal build once)`;
    case "cautious":
      return !setup.highPowered ? "cautious, 1d6+4" : setup.highPoweredRoll === "plus6" ? "cautious, 1d6+6" : "cautious, 1d8+4";
    case "reckless":
      return "reckless, 2d6 each";
  }
}
