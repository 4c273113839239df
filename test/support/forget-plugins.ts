/**
 * A setup file of both test configs: test files share one module cache (isolate: false), so a plugin a file
 * registers is forgotten when that file ends, and the next file sees the built-in registry alone.
 */
import { afterAll } from "vitest";
import { forgetAddedAnalyses } from "../../src/analyses/catalog.js";

afterAll(() => forgetAddedAnalyses());
