/**
 * A shard document's own integrity (issue 24 §5): `oddsmith sweep FILE --shard I/N` records the SHA-256 of
 * its content, and `oddsmith sweep merge` recomputes it and refuses a document edited since (a value set
 * to 0.99, a point changed). It catches edits and damage in transit, not a forger who recomputes the
 * digest: the merge's range checks and its comparison with the sweep file stand behind it.
 */
import { sha256Hex } from "./lazy-builtins.js";

/** The version of the shard document format; 2 added the content's digest. */
export const SHARD_FORMAT = 2;

/**
 * The SHA-256 (hex) of a shard document's content: its JSON text without the `sha256` field, keys in the
 * order written (JSON.parse keeps it, so a reader recomputes the same text). O(document size).
 * @example shardDigest({ oddsmithSweepShard: 2 }) // "521ecf5214deb6cd4687b8f2a0764ea84a7c0e106548f26a58140046d3e61252"
 */
export function shardDigest(content: Readonly<Record<string, unknown>>): string {
  return sha256Hex(JSON.stringify(content));
}

/**
 * A shard document's text: its content with the digest of that content last, pretty-printed. O(document size).
 */
export function shardDocumentText(content: Readonly<Record<string, unknown>>): string {
  return JSON.stringify({ ...content, sha256: shardDigest(content) }, null, 2);
}
