import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { findAnalysis } from "../../../src/analyses/index.js";
import { loadWebPlugin, loadWebPlugins } from "../../../src/web/compute/load-plugin.js";
import { root } from "../../support/cli.js";

// The page's loader, run in Node against the example. Test files share one module cache, and the loader
// imports a URL once: this file's own query keeps another file's earlier load of the example from counting.
const url = `${pathToFileURL(`${root}docs/examples/roll-under.js`).href}?test=load-plugin`;

describe("loadWebPlugin", () => {
  it("imports the plugin, registers its analyses with their source, and loads a URL once", async () => {
    expect(await loadWebPlugins([{ url, label: "roll-under.js" }])).toEqual([]);
    expect(findAnalysis("d20", "roll-under")?.source).toBe(url);
    expect(await loadWebPlugin({ url, label: "again.js" })).toEqual([]);
  });
  it("names the plugin that cannot be imported", async () => {
    const problems = await loadWebPlugin({ url: pathToFileURL(`${root}docs/examples/missing.js`).href, label: "missing.js" });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^plugin "missing.js": failed while loading: /);
  });
});
