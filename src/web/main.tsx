/** The workbench's entry: loads the page's plugins (if the server listed any), then draws the app (or an embed view) into the page. */
import { render } from "preact";
import { App } from "./app.js";
import { EmbedView } from "./embed-view.js";
import { loadPagePlugins } from "./state/page-plugins.js";
import { embeddedPage, splitEmbedAddress } from "./state/view-address.js";
import { loadShown } from "./state/registry.js";

const root = document.getElementById("app")!; // index.html holds <div id="app">
// A plugin that fails to load is named above the form; the built-in analyses work as ever.
const pluginProblems = await loadPagePlugins(document).catch((error: unknown) => [`the plugins could not be loaded: ${error instanceof Error ? error.message : String(error)}`]);
// Only the analysis the address shows (and the first, the page's fallback) is loaded before the page draws.
await loadShown(embeddedPage(location.hash));
root.textContent = "";
render(splitEmbedAddress(location.hash) ? <EmbedView /> : <App pluginProblems={pluginProblems} />, root);
