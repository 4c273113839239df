/**
 * The long signal cases (signals.test.ts has the rest): SIGTERM reaches a synchronous step only when it
 * returns, so an audit signalled inside Ultimo's (its longest game, seconds) ends after that game.
 */
import { describe, expect, it } from "vitest";
import { busyFor, signalWhen } from "../support/signals.js";

describe("audit", () => {
  it("SIGTERM, exit 143 once the game in progress is audited, one line, nothing printed", async () => {
    const run = await signalWhen(["audit"], "SIGTERM", busyFor(0.6));
    expect([run.code, run.stdout]).toEqual([143, ""]);
    expect(run.stderr).toBe("\noddsmith: stopped: audit was interrupted before it finished; nothing was written\n");
  });
});
