/**
 * oddsmith's Node-only entry (`import { NODE_HOST } from "oddsmith/node"`): the Monte Carlo engine's Node
 * adapter, worker threads from a piscina pool. The main entry ("oddsmith") runs anywhere, a browser
 * included; pass this host to `simulate`, `computeRun` or `simulateRun` to use every core of the machine.
 * @example NODE_HOST.cores > 0 // true
 */
export { NODE_HOST, nodeHost, REGISTRY } from "./sim/node-host.js";
