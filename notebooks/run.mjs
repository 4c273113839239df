#!/usr/bin/env node
// npm run notebooks [-- [--check] NAME ...]: executes every notebook in notebooks/ (or the named ones)
// headless with the Deno Jupyter kernel, keeps the executed outputs in each .ipynb, writes an HTML copy
// beside it, and exits 1 naming the notebook and cell of every cell that raised an error (the notebook is
// then left as it was). With --check (CI) it writes no notebook and also fails when a notebook's fresh
// outputs differ from the committed ones, so the committed answers (and docs/notebooks.md's quotes of them)
// cannot drift from the code. It installs what is missing first, saying what it does:
// - deno: the exact-pinned devDependency (`npm ci` installs it; the npm package ships the binary);
// - the Deno kernel, registered under node_modules/.cache/oddsmith-jupyter (XDG_DATA_HOME), so nothing
//   global is touched and `npm ci` starts it afresh;
// - Debian's jupyter-nbconvert, python3-nbclient and jupyter-client with apt-get when `jupyter nbconvert`
//   is absent and we are root (otherwise it prints the command and stops).
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const notebooksDir = dirname(fileURLToPath(import.meta.url));
const root = resolve(notebooksDir, "..");
const local = join(root, "node_modules", ".cache", "oddsmith-jupyter");
// Debian's Jupyter lives with the system Python; `python3` on PATH may be another one (pyenv).
const python = "/usr/bin/python3";
const APT_PACKAGES = ["jupyter-nbconvert", "python3-nbclient", "jupyter-client"];
const KERNEL = "deno";
// A cell that computes a whole exact curve may take a while on a loaded two-core machine.
const CELL_TIMEOUT_SECONDS = 600;

const env = {
  ...process.env,
  XDG_DATA_HOME: join(local, "data"),
  JUPYTER_PATH: join(local, "data", "jupyter"),
  JUPYTER_CONFIG_DIR: join(local, "config"),
  JUPYTER_RUNTIME_DIR: join(local, "runtime"),
  DENO_DIR: join(local, "deno"),
  DENO_NO_UPDATE_CHECK: "1",
  // Debian's jupyter_core warns about a future change of its directories on every start.
  JUPYTER_PLATFORM_DIRS: "1",
  PYTHONWARNINGS: "ignore",
};

function say(line) {
  console.log(`notebooks: ${line}`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { env, encoding: "utf8", ...options });
  if (result.error) throw result.error;
  return result;
}

function runOrDie(command, args, what, options = {}) {
  const result = run(command, args, { stdio: "inherit", ...options });
  if (result.status !== 0) {
    console.error(`notebooks: ${what} failed (${command} ${args.join(" ")} exited ${result.status})`);
    process.exit(1);
  }
}

function denoPath() {
  const binary = join(root, "node_modules", "deno", "deno");
  if (existsSync(binary)) return binary;
  const pinned = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).devDependencies?.deno;
  say(`deno is missing: npm install --no-save deno@${pinned} (the npm package ships its binary)`);
  runOrDie("npm", ["install", "--no-save", `deno@${pinned}`], "installing deno", { cwd: root });
  // The package's install script links the binary into place; bin.cjs does it when the script did not run.
  if (!existsSync(binary)) runOrDie("node", [join(root, "node_modules", "deno", "bin.cjs"), "--version"], "installing deno");
  return binary;
}

function hasNbconvert() {
  return existsSync(python) && run(python, ["-m", "nbconvert", "--version"]).status === 0;
}

function ensureNbconvert() {
  if (hasNbconvert()) return;
  const command = `apt-get install -y ${APT_PACKAGES.join(" ")}`;
  if (process.getuid?.() !== 0) {
    console.error(`notebooks: jupyter nbconvert is missing (${python} -m nbconvert); run as root: ${command}`);
    process.exit(1);
  }
  say(`jupyter nbconvert is missing: ${command}`);
  const install = () => run("apt-get", ["install", "-y", "--no-install-recommends", ...APT_PACKAGES], { stdio: "inherit", env: { ...env, DEBIAN_FRONTEND: "noninteractive" } });
  if (install().status !== 0) {
    say("apt-get install failed; apt-get update, then once more");
    runOrDie("apt-get", ["update"], "apt-get update");
    if (install().status !== 0) process.exit(1);
  }
  if (!hasNbconvert()) {
    console.error(`notebooks: ${python} -m nbconvert still does not run after ${command}`);
    process.exit(1);
  }
}

function ensureKernel(deno) {
  const spec = join(env.JUPYTER_PATH, "kernels", KERNEL, "kernel.json");
  // The kernel spec names the deno binary by its path: register again if the checkout moved.
  if (existsSync(spec) && JSON.parse(readFileSync(spec, "utf8")).argv?.[0] === deno) return;
  say(`registering the Deno kernel in ${relative(root, env.JUPYTER_PATH)}: deno jupyter --install --force`);
  runOrDie(deno, ["jupyter", "--install", "--force"], "registering the Deno kernel");
  if (!existsSync(spec)) {
    console.error(`notebooks: deno jupyter --install wrote no ${relative(root, spec)}`);
    process.exit(1);
  }
}

function notebooksToRun(names) {
  const all = readdirSync(notebooksDir).filter((file) => file.endsWith(".ipynb")).sort();
  if (names.length === 0) return all;
  return names.map((name) => {
    const file = basename(name).endsWith(".ipynb") ? basename(name) : `${basename(name)}.ipynb`;
    if (!all.includes(file)) {
      console.error(`notebooks: no notebook ${JSON.stringify(name)}; expected one of ${all.join(", ")}`);
      process.exit(2);
    }
    return file;
  });
}

/** Every cell whose outputs hold an error, as "cell N (first line of its source): Error: message". */
function erroredCells(notebook) {
  const errors = [];
  notebook.cells.forEach((cell, index) => {
    for (const output of cell.outputs ?? []) {
      if (output.output_type !== "error") continue;
      const source = (Array.isArray(cell.source) ? cell.source.join("") : cell.source).trim().split("\n")[0];
      // Deno's traceback lines carry terminal colours.
      const traceback = (output.traceback ?? []).join("\n").replace(/\x1b\[[0-9;]*m/g, "");
      errors.push(`cell ${index + 1} (${JSON.stringify(source)}): ${output.ename}: ${output.evalue}\n${traceback.replace(/^/gm, "    ")}`);
    }
  });
  return errors;
}

const check = process.argv.includes("--check");
const names = process.argv.slice(2).filter((arg) => arg !== "--check");
const files = notebooksToRun(names);
if (files.length === 0) {
  console.error("notebooks: no notebooks/*.ipynb to run");
  process.exit(1);
}
const deno = denoPath();
ensureNbconvert();
ensureKernel(deno);

const scratch = mkdtempSync(join(tmpdir(), "oddsmith-notebooks-"));
const failures = [];
try {
  for (const file of files) {
    const started = Date.now();
    const executed = join(scratch, file);
    // --allow-errors runs every cell, so all failing cells are named at once; the check is ours, below.
    const execute = () => run(python, [
      "-m", "nbconvert", "--to", "notebook", "--execute", "--allow-errors",
      `--ExecutePreprocessor.kernel_name=${KERNEL}`,
      `--ExecutePreprocessor.timeout=${CELL_TIMEOUT_SECONDS}`,
      // No per-cell timestamps, so re-running unchanged notebooks changes nothing in git.
      "--ExecutePreprocessor.record_timing=False",
      // nbclient waits only 4 s after a cell's reply for its outputs and then drops them with a warning; on
      // a loaded machine a chart came late and was lost. Wait as long as a cell may run, and fail if even that passes.
      `--ExecutePreprocessor.iopub_timeout=${CELL_TIMEOUT_SECONDS}`,
      "--ExecutePreprocessor.raise_on_iopub_timeout=True",
      "--output-dir", scratch, join(notebooksDir, file),
    ]);
    const result = execute();
    if (result.status !== 0 || !existsSync(executed)) {
      // Not a cell's error (those are caught by --allow-errors) but the run's: a dead kernel, a bad notebook.
      const reason = result.stderr.trim().split("\n").at(-1);
      failures.push(`${file}: nbconvert exited ${result.status}: ${reason}`);
      console.error(`notebooks: ${file} did not run\n${result.stderr}`);
      continue;
    }
    const errors = erroredCells(JSON.parse(readFileSync(executed, "utf8")));
    if (errors.length > 0) {
      for (const error of errors) failures.push(`${file}, ${error}`);
      console.error(`notebooks: ${file}: ${errors.length} cell${errors.length === 1 ? "" : "s"} failed (the notebook is left as it was)`);
      for (const error of errors) console.error(`  ${file}, ${error}`);
      continue;
    }
    const committed = join(notebooksDir, file);
    const cellsOf = (path) => JSON.stringify(JSON.parse(readFileSync(path, "utf8")).cells);
    let changed = cellsOf(executed) !== cellsOf(committed);
    // The Deno kernel sometimes files a cell's output under no cell (a race in the kernel, about one check
    // run in ten); a stale notebook differs on every run. So a difference is confirmed by running again.
    for (let again = 1; check && changed && again <= 2; again++) {
      say(`${file}: its outputs differ from the committed ones; running it again (${again} of 2) to tell a stale notebook from a lost output`);
      if (execute().status !== 0 || !existsSync(executed)) break;
      changed = cellsOf(executed) !== cellsOf(committed);
    }
    if (check && changed) {
      failures.push(`${file}: its outputs differ from the committed ones; run npm run notebooks and commit ${file}`);
      console.error(`notebooks: ${file} ran, but its outputs differ from the committed ones (run npm run notebooks and commit it)`);
    }
    if (!check) copyFileSync(executed, committed);
    const html = run(python, ["-m", "nbconvert", "--to", "html", "--output-dir", notebooksDir, executed]);
    if (html.status !== 0) {
      failures.push(`${file}: the HTML export failed\n${html.stderr}`);
      console.error(`notebooks: ${file}: the HTML export failed\n${html.stderr}`);
      continue;
    }
    const outputs = check ? (changed ? "outputs differ from the committed ones" : "outputs as committed") : changed ? "outputs updated" : "outputs unchanged";
    say(`${file} ran (${((Date.now() - started) / 1000).toFixed(1)} s, ${outputs}) → ${file.replace(/\.ipynb$/, ".html")}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`notebooks: ${failures.length} failure${failures.length === 1 ? "" : "s"}:`);
  for (const failure of failures) console.error(`  ${failure.split("\n")[0]}`);
  process.exit(1);
}
say(`all ${files.length} notebooks ran without an error`);
