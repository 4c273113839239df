/**
 * Plugins in the browser (docs/extending.md): the page and its workers import a plugin file from its URL
 * and register its analyses, handing its default export the plugin API the CLI hands it, so a seed gives
 * the CLI's counts here too.
 */
import { addPlugin, loadingProblem } from "../../analyses/plugin.js";
import { messages } from "../../framework/messages.js";
import type { PagePlugin } from "../../framework/plugin-manifest.js";
import * as api from "../../plugin-api.js";

const loads = new Map<string, Promise<string[]>>();

/**
 * Imports the plugin at `plugin.url` (absolute) and adds its analyses to this page's or worker's registry,
 * once per URL; resolves to its problems, each naming `plugin.label` (none when it loaded).
 * O(the plugin's own loading), then O(1).
 */
export function loadWebPlugin(plugin: PagePlugin): Promise<string[]> {
  let load = loads.get(plugin.url);
  if (load === undefined) {
    load = import(/* @vite-ignore */ plugin.url)
      .then((module: Record<string, unknown>) => addPlugin(module, api, plugin.url, plugin.label))
      .catch((error: unknown) => [messages.pluginProblem(plugin.label, loadingProblem(error))]);
    loads.set(plugin.url, load);
  }
  return load;
}

/** Loads plugins in order (a later one may not take an earlier one's names); resolves to every problem. */
export async function loadWebPlugins(plugins: readonly PagePlugin[]): Promise<string[]> {
  const problems: string[] = [];
  for (const plugin of plugins) problems.push(...(await loadWebPlugin(plugin)));
  return problems;
}
