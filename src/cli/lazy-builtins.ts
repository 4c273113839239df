/**
 * Node built-ins that only some commands need, loaded on first use rather than at start-up: node:crypto
 * (~7 ms) for sweep and shard digests, node:net (~4 ms) for the workbench server's host check. A check or
 * `--help` then starts without them (issue 29: start-up within 1.8× a bare `node`).
 */
import { createRequire } from "node:module";

const loadBuiltin = createRequire(import.meta.url);

/**
 * The SHA-256 of a text, as lowercase hex. O(text length).
 * @example sha256Hex("") // "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
 */
export function sha256Hex(text: string): string {
  const crypto: typeof import("node:crypto") = loadBuiltin("node:crypto");
  return crypto.createHash("sha256").update(text).digest("hex");
}

/**
 * Whether a text is an IPv4 address in dotted-quad form (node:net's isIPv4). O(text length).
 * @example isIPv4Address("127.0.0.1") // true
 */
export function isIPv4Address(text: string): boolean {
  const net: typeof import("node:net") = loadBuiltin("node:net");
  return net.isIPv4(text);
}
