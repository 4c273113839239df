import { createRequire } from "node:module";

/** The version a package.json names, or "unknown" when it names none. O(1). */
export function versionOf(manifest: unknown): string {
  return typeof manifest === "object" && manifest !== null && "version" in manifest && typeof manifest.version === "string" ? manifest.version : "unknown";
}

/** oddsmith's version, from its package.json two folders up (from src/report, dist/report or dist/bundle alike). */
export const PACKAGE_VERSION = versionOf(createRequire(import.meta.url)("../../package.json"));
