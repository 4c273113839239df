/** The workbench's entry: draws the app into the page. */
import { render } from "preact";
import { App } from "./app.js";

const root = document.getElementById("app")!;
root.textContent = "";
render(<App />, root);
