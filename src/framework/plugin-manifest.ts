/**
 * The workbench's list of plugins (docs/extending.md): `oddsmith serve --plugin FILE` and a report made with
 * plugins put it into the page's index.html as a JSON script element, and serve each plugin file beside the
 * page; the page imports each one from its URL (relative to the page) and registers its analyses. A page
 * without the element (the plain built workbench, a static copy) has no plugins and asks for nothing more.
 */

/** The id of the script element holding the manifest. */
export const PLUGIN_MANIFEST_ID = "oddsmith-plugins";

/** One plugin of the page: where the page imports it from (relative to the page) and the file as the person gave it. */
export interface PagePlugin {
  readonly url: string;
  readonly label: string;
}

/** The page's plugins, in the order the command line and the config gave them. */
export interface PluginManifest {
  readonly plugins: readonly PagePlugin[];
}

/**
 * Where the page finds the plugin file `file` (its path or URL), the `index`-th plugin: its own folder per
 * plugin, so two files of one name do not clash. O(length of the path).
 * @example pluginPath(0, "/home/me/rules/roll-under.js") // "plugins/1/roll-under.js"
 */
export function pluginPath(index: number, file: string): string {
  return `plugins/${index + 1}/${encodeURIComponent(file.split(/[\\/]/).pop() ?? "plugin.js")}`;
}

/**
 * The page `html` with the manifest as a JSON script element at the end of its head ("<" escaped, so a
 * label cannot end the element). O(length of the page).
 * @example withPluginManifest("<head></head>", { plugins: [] }) // '<head><script type="application/json" id="oddsmith-plugins">{"plugins":[]}</script>\n</head>'
 */
export function withPluginManifest(html: string, manifest: PluginManifest): string {
  const element = `<script type="application/json" id="${PLUGIN_MANIFEST_ID}">${JSON.stringify(manifest).replace(/</g, "\\u003c")}</script>\n`;
  const end = html.indexOf("</head>");
  return end < 0 ? `${element}${html}` : `${html.slice(0, end)}${element}${html.slice(end)}`;
}

/**
 * The manifest in the text of the page's element, or undefined when it is not one (no plugins then).
 * @example readPluginManifest('{"plugins":[{"url":"plugins/1/a.js","label":"a.js"}]}')?.plugins.length // 1
 */
export function readPluginManifest(text: string): PluginManifest | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    const plugins = typeof parsed === "object" && parsed !== null && "plugins" in parsed ? parsed.plugins : undefined;
    if (!Array.isArray(plugins)) return undefined;
    const read = plugins.flatMap((entry: unknown): PagePlugin[] =>
      typeof entry === "object" && entry !== null && "url" in entry && "label" in entry && typeof entry.url === "string" && typeof entry.label === "string" ? [{ url: entry.url, label: entry.label }] : [],
    );
    return read.length === plugins.length ? { plugins: read } : undefined;
  } catch {
    return undefined;
  }
}
