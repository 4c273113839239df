/**
 * The page's compute worker: checks a run as the CLI does, then solves it exactly or simulates it on a pool
 * of shard workers (web-host.ts), posting progress and the result; or answers a Balance view's question
 * (balance-solve.ts). The page terminates it to cancel a run
 * that an edit made stale, and starts another.
 */
import { checkRun } from "../../pipeline/check-run.js";
import { computeRun } from "../../pipeline/compute-run.js";
import type { ComputeReply, ComputeRequest, WarmRequest } from "./messages.js";
import { webHost } from "./web-host.js";
import { analysisNames, gameIds, loadAnalysis } from "../../analyses/catalog.js";

const host = webHost();
const reply = (message: ComputeReply) => globalThis.postMessage(message);

/** Loads the analysis a WarmRequest names, or the catalog's first; an unknown name loads nothing. */
async function warm(request: WarmRequest): Promise<void> {
  const game = request.game ?? gameIds()[0] ?? "";
  await loadAnalysis(game, request.analysis ?? analysisNames(game)[0] ?? "").catch(() => undefined);
}

globalThis.addEventListener("message", (event: MessageEvent<ComputeRequest | WarmRequest>) => {
  const request = event.data;
  // The page's first message (early-worker.ts): fetch the shown analysis's code while the page draws; its
  // first run then finds it loaded (the catalog keeps the one promise). An unknown name loads nothing.
  if ("kind" in request) return void warm(request);
  void (async () => {
    const started = performance.now();
    try {
      // The page loaded these plugins without a problem; here they load once, at the first run.
      // Imported only when there are plugins: statically, the plugin API's modules would join this worker's
      // first chunk, which the analyses' chunks then wait on while it awaits them (a deadlock).
      const problems = request.plugins?.length ? await (await import("./load-plugin.js")).loadWebPlugins(request.plugins) : [];
      if (problems.length > 0) return reply({ id: request.id, kind: "problems", problems });
      // The catalog loads the requested analysis's module alone (issue 28 §9), with no top-level await that
      // could hold back the listener above (a module worker drops messages that come before it).
      const analysis = await loadAnalysis(request.game, request.analysis);
      if (analysis === undefined) return reply({ id: request.id, kind: "problems", problems: [`unknown analysis ${request.game} ${request.analysis}`] });
      if (request.balance !== undefined) {
        // The balance search loads only when a Balance view asks (the first answer does not wait for it).
        const { solveBalance } = await import("./balance-solve.js");
        const solved = solveBalance(analysis, request.raw, request.balance);
        return reply({ id: request.id, kind: "balance", solved, milliseconds: performance.now() - started });
      }
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
