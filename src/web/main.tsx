/** The workbench's page (boot.ts, the entry, loads it after starting the compute worker): loads the page's plugins (if the server listed any), then draws the app (or an embed view) into the page. */
import { render } from "preact";
import { App } from "./app.js";
import { EmbedView } from "./embed-view.js";
import { loadPagePlugins } from "./state/page-plugins.js";
import { embeddedPage, splitEmbedAddress } from "./state/view-address.js";
import { loadShown } from "./state/registry.js";

const root = document.getElementById("app");
if (root === null) throw new Error('the workbench page has no <div id="app"> to draw into (index.html holds one)');
// Only the analysis the address shows (and the first, the page's fallback) is loaded before the page draws;
// a built-in one starts loading now, beside the plugins (issue 28 §9), and a plugin's once they are in.
const shown = loadShown(embeddedPage(location.hash));
// A plugin that fails to load is named above the form; the built-in analyses work as ever.
const pluginProblems = await loadPagePlugins(document).catch((error: unknown) => [`the plugins could not be loaded: ${error instanceof Error ? error.message : String(error)}`]);
await shown;
await loadShown(embeddedPage(location.hash));
root.textContent = "";
render(splitEmbedAddress(location.hash) ? <EmbedView /> : <App pluginProblems={pluginProblems} />, root);
