import { describe, expect, it } from "vitest";
import { pluginPath, readPluginManifest, withPluginManifest } from "../../src/framework/plugin-manifest.js";

describe("the workbench's plugin manifest", () => {
  it("gives each plugin a folder of its own, so two files of one name do not clash", () => {
    expect([pluginPath(0, "/a/roll.js"), pluginPath(1, "C:\\b\\roll.js"), pluginPath(2, "my rules.js")]).toEqual(["plugins/1/roll.js", "plugins/2/roll.js", "plugins/3/my%20rules.js"]);
  });
  it("goes into the page's head and reads back; '<' in a label cannot end its element", () => {
    const manifest = { plugins: [{ url: "plugins/1/a.js", label: "</script><b>" }] };
    const page = withPluginManifest("<html><head><title>t</title></head><body></body></html>", manifest);
    expect(page).toMatch(/^<html><head><title>t<\/title><script type="application\/json" id="oddsmith-plugins">\{.*\}<\/script>\n<\/head><body>/);
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    const text = /id="oddsmith-plugins">(.*)<\/script>/.exec(page)![1]!;
    expect(readPluginManifest(text)).toEqual(manifest);
  });
  it("reads anything else as no manifest", () => {
    expect([readPluginManifest("{"), readPluginManifest("[]"), readPluginManifest('{"plugins":[{"url":1}]}')]).toEqual([undefined, undefined, undefined]);
  });
});
