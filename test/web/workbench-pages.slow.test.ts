import { describeWorkbenchPages } from "../support/describe-workbench.js";
import { serveFolder } from "../support/static-server.js";
import { WEB_DIST } from "../support/workbench-page.js";

// Every analysis page of the built workbench (dist/web) on a plain static server, bare and at a report run, at
// 1280 and 390 px with axe: beside workbench.slow.test.ts, so the slow suite runs the two files at once.
describeWorkbenchPages("every analysis page of the workbench (dist/web), in headless Chromium", () => serveFolder(WEB_DIST));
