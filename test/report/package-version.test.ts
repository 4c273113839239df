import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PACKAGE_VERSION, versionOf } from "../../src/report/package-version.js";

describe("the package version", () => {
  it("is package.json's version", () => {
    const manifest: unknown = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
    expect(PACKAGE_VERSION).toBe(versionOf(manifest));
    expect(PACKAGE_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });
  it("is 'unknown' for a manifest without a version string", () => {
    expect([versionOf({}), versionOf({ version: 1 }), versionOf(null)]).toEqual(["unknown", "unknown", "unknown"]);
  });
});
