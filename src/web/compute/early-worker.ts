/**
 * The compute worker started as the page's first act (issue 28 §9: the first answer within 1 s of a cold
 * load): boot.ts starts it before the page's own modules have loaded, and tells it which analysis the address
 * shows, so the worker fetches and evaluates its code while the page fetches, evaluates and draws its own.
 * The page's ComputeClient then takes this worker for its first run instead of starting one after drawing.
 */
import type { WarmRequest } from "./messages.js";
import { analysisOfAddress } from "../state/address-analysis.js";

let early: Worker | undefined;

/** A new compute worker (a module worker: compute-worker.ts). */
export function newComputeWorker(): Worker {
  return new Worker(new URL("./compute-worker.ts", import.meta.url), { type: "module" });
}

/**
 * Starts the compute worker now and asks it to load the analysis `hash` names (or, naming none, the
 * catalog's first, the page's fallback). Once per page: a second call does nothing. O(1) here; the loading
 * runs in the worker.
 */
export function startEarlyWorker(hash: string): void {
  if (early !== undefined) return;
  early = newComputeWorker();
  early.postMessage({ kind: "warm", ...analysisOfAddress(hash) } satisfies WarmRequest);
}

/** The worker startEarlyWorker started, handed over once (later calls get undefined, and start their own). */
export function takeEarlyWorker(): Worker | undefined {
  const worker = early;
  early = undefined;
  return worker;
}
