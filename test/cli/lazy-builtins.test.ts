import { createHash } from "node:crypto";
import { isIPv4 } from "node:net";
import { describe, expect, it } from "vitest";
import { isIPv4Address, sha256Hex } from "../../src/cli/lazy-builtins.js";

describe("built-ins loaded on first use", () => {
  it('sha256Hex("") is SHA-256 of nothing, and of any text what node:crypto gives', () => {
    expect(sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(sha256Hex("oddsmith ✓")).toBe(createHash("sha256").update("oddsmith ✓").digest("hex"));
  });
  it("isIPv4Address is node:net's isIPv4: 127.0.0.1 yes; 256.0.0.1, ::1 and localhost no", () => {
    for (const text of ["127.0.0.1", "256.0.0.1", "::1", "localhost", "10.0.0"]) expect(isIPv4Address(text), text).toBe(isIPv4(text));
    expect(isIPv4Address("127.0.0.1")).toBe(true);
  });
});
