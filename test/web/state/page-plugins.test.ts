import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { loadPagePlugins, pagePlugins, type PluginPage } from "../../../src/web/state/page-plugins.js";
import { root } from "../../support/cli.js";

/** The part of a page loadPagePlugins reads: its manifest element and its address. */
function page(text: string | undefined): PluginPage {
  const element = text === undefined ? null : { textContent: text };
  return { baseURI: pathToFileURL(root).href, getElementById: () => element };
}

describe("loadPagePlugins", () => {
  it("loads nothing from a page without a manifest (the plain built workbench)", async () => {
    expect(await loadPagePlugins(page(undefined))).toEqual([]);
    expect(pagePlugins()).toEqual([]);
  });
  it("loads the manifest's plugins against the page's address and keeps those that loaded", async () => {
    const manifest = { plugins: [{ url: "docs/examples/roll-under.js", label: "roll-under.js" }, { url: "docs/examples/none.js", label: "none.js" }] };
    const problems = await loadPagePlugins(page(JSON.stringify(manifest)));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^plugin "none.js": failed while loading/);
    expect(pagePlugins()).toEqual([{ url: pathToFileURL(`${root}docs/examples/roll-under.js`).href, label: "roll-under.js" }]);
  });
  it("says so when the manifest is not one", async () => {
    expect(await loadPagePlugins(page("nonsense"))).toEqual([`the page's plugin list (#oddsmith-plugins) is not { "plugins": [{ "url", "label" }, …] }`]);
  });
});
