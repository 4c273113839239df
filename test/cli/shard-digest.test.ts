import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SHARD_FORMAT, shardDigest, shardDocumentText } from "../../src/cli/shard-digest.js";

describe("shardDigest and shardDocumentText", () => {
  it("the digest is the SHA-256 of the content's compact JSON, and the document carries it last", () => {
    const content = { oddsmithSweepShard: SHARD_FORMAT, points: 3, results: [{ index: 0, measure: { value: 0.5 } }] };
    const expected = createHash("sha256").update('{"oddsmithSweepShard":2,"points":3,"results":[{"index":0,"measure":{"value":0.5}}]}').digest("hex");
    expect(shardDigest(content)).toBe(expected);
    const document = JSON.parse(shardDocumentText(content));
    expect(Object.keys(document)).toEqual(["oddsmithSweepShard", "points", "results", "sha256"]);
    expect(document.sha256).toBe(expected);
  });
  it("a reader recomputes it from the parsed document; one changed digit changes it", () => {
    const text = shardDocumentText({ oddsmithSweepShard: SHARD_FORMAT, value: 1 / 6 });
    const { sha256, ...content } = JSON.parse(text);
    expect(shardDigest(content)).toBe(sha256);
    expect(shardDigest({ ...content, value: 0.99 })).not.toBe(sha256);
  });
});
