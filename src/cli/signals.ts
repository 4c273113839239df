/**
 * Stopping a command from outside. While main() runs a command it watches SIGINT (Ctrl-C) and SIGTERM: the
 * first aborts stopSignal(), which simulations, sweeps, reports and the server listen to; the command then
 * ends with one line saying what was kept and exit code 130 (SIGINT) or 143 (SIGTERM), the shell's 128 + the
 * signal's number. A second signal ends the process at once (the default), for a command that does not stop.
 *
 * A JavaScript listener runs only when the thread is free, so a synchronous exact solve runs through
 * interruptibly(): SIGINT interrupts it where it stands (node:vm's breakOnSigint); a SIGTERM is taken as
 * soon as the solve returns, and checkStopped() between steps turns it into the stop before anything is
 * written.
 */
import { Script, createContext } from "node:vm";
import { SimulationStopped } from "../sim/simulate.js";
import { StoppedError } from "./usage-error.js";
import { errorCode } from "../sim/error-code.js";

/** The signals that stop a command, in the order a person sends them. */
export const STOP_SIGNALS = ["SIGINT", "SIGTERM"] as const;
export type StopSignal = (typeof STOP_SIGNALS)[number];

/** A stopped command's exit code: 128 + the signal's number, as a shell reports a process the signal ended. */
export const STOP_EXIT_CODES: Readonly<Record<StopSignal, number>> = { SIGINT: 130, SIGTERM: 143 };

/** The stop of the command main() is running (a fresh one that never aborts outside main()), and how to stop watching. */
let active = { aborter: new AbortController(), unwatch: () => {} };
let watching = false;

/** Aborts the running command's stop with `signal` and stops watching, so that the next signal ends the process. */
function stopWith(signal: StopSignal): void {
  active.unwatch();
  if (!active.aborter.signal.aborted) active.aborter.abort(signal);
}

/**
 * Starts watching SIGINT and SIGTERM for one command: the first aborts stopSignal() (its reason the
 * signal's name) and stops watching, so that a second one ends the process. Returns the function that
 * stops watching (main() calls it when the command ends). O(1).
 */
export function watchSignals(): () => void {
  // Already watching (bin.ts starts before loading the commands, so a signal at start-up counts too): the first watch owns it.
  if (watching) return () => {};
  watching = true;
  const onSignal = (signal: StopSignal) => stopWith(signal);
  const unwatch = () => {
    for (const signal of STOP_SIGNALS) process.removeListener(signal, onSignal);
  };
  active = { aborter: new AbortController(), unwatch };
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
  return () => {
    unwatch();
    watching = false;
    active = { aborter: new AbortController(), unwatch: () => {} };
  };
}

/** The stop of the running command: aborted, with the signal's name as its reason, once one has come. */
export function stopSignal(): AbortSignal {
  return active.aborter.signal;
}

/** The signal that stopped the command; SIGINT when none did (a stop requested otherwise reads as Ctrl-C). */
export function stopCause(): StopSignal {
  const reason: unknown = active.aborter.signal.reason;
  return STOP_SIGNALS.find((signal) => signal === reason) ?? "SIGINT";
}

/**
 * Throws the command's StoppedError (exit 130 or 143, `message` saying what was kept) when a stop signal
 * has come, after letting one that came during synchronous work reach its listener (two turns of the
 * event loop). Call it before writing anything.
 * @throws {StoppedError} when the command was signalled to stop
 */
export async function checkStopped(message: string): Promise<void> {
  // The first immediate ends the loop's current turn; the second comes after the next turn has polled for
  // I/O, which is when a signal that came during synchronous work reaches its listener.
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
  if (active.aborter.signal.aborted) throw new StoppedError(message, stopCause());
}

const slot: { compute: (() => unknown) | undefined } = { compute: undefined };
const context = createContext(slot);
const CALL = new Script("compute()");

/**
 * Runs a synchronous computation (an exact solve) so that SIGINT interrupts it mid-way instead of waiting
 * for it to return. The computation runs in this thread and context as a plain call would. O(1) besides it.
 * @throws {SimulationStopped} when SIGINT interrupted it (nothing it computed is kept); what it throws otherwise
 * @example interruptibly(() => 6 * 7) // 42
 */
export function interruptibly<T>(compute: () => T): T {
  const outer = slot.compute;
  slot.compute = compute;
  try {
    // The script calls slot.compute, which is `compute`: what it returns is a T.
    const result: T = CALL.runInContext(context, { breakOnSigint: true });
    return result;
  } catch (error) {
    if (errorCode(error) !== "ERR_SCRIPT_EXECUTION_INTERRUPTED") throw error;
    // node:vm took this SIGINT from the listeners: stop the command as they would have.
    stopWith("SIGINT");
    throw new SimulationStopped();
  } finally {
    slot.compute = outer;
  }
}
