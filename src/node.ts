/**
 * oddsmith's Node-only entry (`import { NODE_HOST, writeReport } from "oddsmith/node"`): the Monte Carlo
 * engine's Node adapter, worker threads from a piscina pool, and the report. The main entry ("oddsmith")
 * runs anywhere, a browser included; pass this host to `simulate`, `computeRun` or `simulateRun` to use
 * every core of the machine, and call `writeReport` for the files `oddsmith report` writes, byte for byte.
 * @example NODE_HOST.cores > 0 // true
 */
export { NODE_HOST, nodeHost, REGISTRY } from "./sim/node-host.js";
export { plannedRuns, ReportRefused, ReportStopped, writeReport, type ReportOptions, type ReportOutput } from "./report/write-report.js";
