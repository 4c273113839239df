/**
 * The page's side of the compute worker: one run at a time. A new request while a run is still going
 * terminates that worker (an exact solver cannot be interrupted any other way) and starts a fresh one;
 * an idle worker is kept warm for the next edit.
 */
import type { PagePlugin } from "../../framework/plugin-manifest.js";
import type { ComputeReply, ComputeRequest } from "./messages.js";
import { newComputeWorker, takeEarlyWorker } from "./early-worker.js";

/** What a finished request gives the page. */
export type ComputeOutcome = Exclude<ComputeReply, { kind: "progress" }> | { readonly id: number; readonly kind: "stopped" };

export class ComputeClient {
  private worker: Worker | undefined;
  private current: { id: number; settle: (outcome: ComputeOutcome) => void } | undefined;
  private nextId = 1;

  /** A client whose runs load the plugins `plugins()` gives at each request (the page's, from web/state). */
  constructor(private readonly plugins: () => readonly PagePlugin[]) {}

  /** Runs a request, replacing any run still going; progress arrives through `onProgress`. */
  run(request: Omit<ComputeRequest, "id">, onProgress: (done: number, planned: number) => void): Promise<ComputeOutcome> {
    this.stop();
    const id = this.nextId++;
    const worker = this.ensureWorker();
    return new Promise((resolve) => {
      this.current = { id, settle: resolve };
      worker.onmessage = (event: MessageEvent<ComputeReply>) => {
        const reply = event.data;
        if (reply.id !== id) return;
        if (reply.kind === "progress") return onProgress(reply.done, reply.planned);
        this.current = undefined;
        resolve(reply);
      };
      worker.onerror = (event) => {
        event.preventDefault();
        this.current = undefined;
        this.discardWorker();
        resolve({ id, kind: "failed", message: event.message || "the compute worker failed to start" });
      };
      worker.postMessage({ ...request, id, plugins: this.plugins() } satisfies ComputeRequest);
    });
  }

  /** Stops the run still going, if any (its promise settles as "stopped"). */
  stop(): void {
    if (this.current === undefined) return;
    const { id, settle } = this.current;
    this.current = undefined;
    this.discardWorker();
    settle({ id, kind: "stopped" });
  }

  /** Stops the run still going and ends the worker (a view that asked is gone). */
  close(): void {
    this.stop();
    this.discardWorker();
  }

  /** Whether a run is going. */
  get busy(): boolean {
    return this.current !== undefined;
  }

  private ensureWorker(): Worker {
    // The first run takes the worker the page started as it loaded (boot.ts), its analysis already loading.
    this.worker ??= takeEarlyWorker() ?? newComputeWorker();
    return this.worker;
  }

  private discardWorker(): void {
    this.worker?.terminate();
    this.worker = undefined;
  }
}
