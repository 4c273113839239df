/**
 * The page's entry (index.html's one script). It imports nothing but the worker's starter and the address's
 * reader (state/address-analysis.ts, which imports nothing), so it runs as soon as its small chunk arrives
 * and starts what the first answer waits for (issue 28 §9) before the page's own modules are fetched: the
 * compute worker, told which analysis the address shows, so that the worker fetches and evaluates its code
 * while the page fetches, evaluates and draws its own. Then it loads the page (main.tsx), whose first run
 * takes that worker (compute-client.ts).
 */
import { startEarlyWorker } from "./compute/early-worker.js";
import { analysisOfAddress } from "./state/address-analysis.js";

startEarlyWorker(analysisOfAddress(location.hash));
await import("./main.js");
