import { describeWorkbench } from "../support/describe-workbench.js";
import { serveFolder } from "../support/static-server.js";
import { WEB_DIST } from "../support/workbench-page.js";

// The built workbench (dist/web) on a plain static server (node:http): what any static host would do.
describeWorkbench("the workbench (dist/web) on a plain static server, in headless Chromium", () => serveFolder(WEB_DIST));
