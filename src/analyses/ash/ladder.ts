/** What every stacked Ash outcome-ladder chart shares: its colour key in words. */

/** The first sentence's colour key of every stacked Ash ladder chart. */
export const LADDER_COLOURS = "from dismal (dark red, bottom) to superb (dark blue, top)";
