/**
 * The page's plugins: the manifest `oddsmith serve --plugin FILE` (or a report made with plugins) writes into
 * index.html, read once at start. The page registers each plugin's analyses before it draws, and its
 * compute worker loads the same plugins for each run. A page without a manifest has no plugins.
 */
import { PLUGIN_MANIFEST_ID, readPluginManifest, type PagePlugin } from "../../framework/plugin-manifest.js";
import { loadWebPlugins } from "../compute/load-plugin.js";

let loaded: readonly PagePlugin[] = [];

/** What the loader reads of the page (a Document has it): its address and its elements by id. */
export interface PluginPage {
  readonly baseURI: string;
  getElementById(id: string): { readonly textContent: string | null } | null;
}

/**
 * Reads the manifest of `page` and loads its plugins (URLs made absolute against the page); resolves to
 * the problems to show, each naming its plugin. O(plugins' loading).
 */
export async function loadPagePlugins(page: PluginPage): Promise<string[]> {
  const element = page.getElementById(PLUGIN_MANIFEST_ID);
  if (element === null) return [];
  const manifest = readPluginManifest(element.textContent ?? "");
  if (manifest === undefined) return [`the page's plugin list (#${PLUGIN_MANIFEST_ID}) is not { "plugins": [{ "url", "label" }, …] }`];
  const plugins = manifest.plugins.map((plugin) => ({ url: new URL(plugin.url, page.baseURI).href, label: plugin.label }));
  const problems: string[] = [];
  const ok: PagePlugin[] = [];
  for (const plugin of plugins) {
    const own = await loadWebPlugins([plugin]);
    if (own.length === 0) ok.push(plugin);
    problems.push(...own);
  }
  loaded = ok;
  return problems;
}

/** The plugins the page loaded without a problem (absolute URLs): what its compute worker loads too. */
export function pagePlugins(): readonly PagePlugin[] {
  return loaded;
}
