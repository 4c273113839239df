/**
 * The compute worker started as the page's first act (issue 28 §9: the first answer within 1 s of a cold
 * load): boot.ts starts it before the page's own modules have loaded, and tells it which analysis the address
 * shows, so the worker fetches and evaluates its code while the page fetches, evaluates and draws its own.
 * The page's ComputeClient then takes this worker for its first run instead of starting one after drawing.
 */
import type { WarmRequest } from "./messages.js";

let early: Worker | undefined;

/** A new compute worker (a module worker: compute-worker.ts). */
export function newComputeWorker(): Worker {
  return new Worker(new URL("./compute-worker.ts", import.meta.url), { type: "module" });
}

/**
 * Starts the compute worker now and asks it to load `named`, the analysis the address shows (or, none
 * named, the catalog's first, the page's fallback). Once per page: a second call does nothing. O(1) here;
 * the loading runs in the worker.
 */
export function startEarlyWorker(named: { readonly game: string; readonly analysis: string } | undefined): void {
  if (early !== undefined) return;
  early = newComputeWorker();
  early.postMessage({ kind: "warm", ...named } satisfies WarmRequest);
}

/** The worker startEarlyWorker started, handed over once (later calls get undefined, and start their own). */
export function takeEarlyWorker(): Worker | undefined {
  const worker = early;
  early = undefined;
  return worker;
}
