/**
 * The page's compute worker: checks a run as the CLI does, then solves it exactly or simulates it on a pool
 * of shard workers (web-host.ts), posting progress and the result. The page terminates it to cancel a run
 * that an edit made stale, and starts another.
 */
import { findAnalysis } from "../../analyses/index.js";
import { checkRun } from "../../pipeline/check-run.js";
import { computeRun } from "../../pipeline/compute-run.js";
import type { ComputeReply, ComputeRequest } from "./messages.js";
import { webHost } from "./web-host.js";

const host = webHost();
const reply = (message: ComputeReply) => globalThis.postMessage(message);

globalThis.addEventListener("message", (event: MessageEvent<ComputeRequest>) => {
  const request = event.data;
  void (async () => {
    const started = performance.now();
    try {
      const analysis = findAnalysis(request.game, request.analysis);
      if (analysis === undefined) return reply({ id: request.id, kind: "problems", problems: [`unknown analysis ${request.game} ${request.analysis}`] });
      // simulate() uses at most the host's cores, whatever --threads asks (the result says how many ran).
      const checked = checkRun(analysis, request.raw, request.simulation);
      if (checked.run === undefined) return reply({ id: request.id, kind: "problems", problems: checked.problems });
      const { result, facts } = await computeRun(checked.run, {
        host,
        onProgress: (done, planned) => reply({ id: request.id, kind: "progress", done, planned }),
      });
      reply({ id: request.id, kind: "result", result, ...(facts === undefined ? {} : { facts }), milliseconds: performance.now() - started });
    } catch (error) {
      reply({ id: request.id, kind: "failed", message: error instanceof Error ? error.message : String(error) });
    }
  })();
});
