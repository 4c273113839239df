/**
 * The `oddsmith` command: `oddsmith <game> <analysis> [flags]` for one analysis, `oddsmith report` for
 * the main job, `oddsmith sweep FILE` for an analysis over a grid of parameters, `oddsmith serve` for the
 * workbench. Parsing and printing only; every rule lives in src/models/.
 * Exit codes: 0 done, 2 bad usage (every problem printed together, no stack trace) or an output that cannot
 * be written (the path and the cause in words), 1 an internal error, a failed `validate` or a sampler without
 * progress for 60 s, 130 stopped by SIGINT (Ctrl-C) and 143 by SIGTERM, after one line saying what was kept
 * (src/cli/signals.ts).
 */
import { Command, CommanderError, Help, Option } from "commander";
import { existsSync } from "node:fs";
import { CONFIG_FILE, configNeeded, configPluginFiles, loadPluginFiles, pluginFlags } from "./plugins.js";
import type { AnalysisEntry } from "../framework/registered-analysis.js";
import { messages } from "../framework/messages.js";
import { flagName, type OptionSpecs } from "../framework/options.js";
import { diceShorthand } from "./dice-shorthand.js";
import { analysesWithSampler, analysisNames, GAMES, gameIds, loadAllAnalyses, loadAnalysis, loadGame } from "../analyses/catalog.js";
import { MONTE_CARLO_OPTIONS } from "../sim/monte-carlo-options.js";
import { compareExample, runComparison } from "./compare.js";
import { runAnalysis } from "./run-analysis.js";
import { deliverAnswer, textValues } from "./command-values.js";
import { STOP_EXIT_CODES, watchSignals } from "./signals.js";
import { commandPath, repeatedFlags, usageErrorOf, watchFlags } from "./strict-flags.js";
import { CheckFailed, OutputFailed, RunFailed, StoppedError, UsageError } from "./usage-error.js";
import { itemAt } from "../core/checked-index.js";
import { isToolName, TOOL_COMMANDS, type ToolName } from "./tool-commands.js";
import { gameSummaries, type GameSummaries } from "./analysis-summaries.js";
import { PACKAGE_VERSION as version } from "../report/package-version.js";


/** Other names a game answers to on the command line (docs/rules.md 4: one engine, two titles). */
const GAME_ALIASES: Readonly<Record<string, readonly string[]>> = { ash: ["diesel-empires"] };

const MONTE_CARLO_FLAGS = Object.entries(MONTE_CARLO_OPTIONS).map(([field, spec]) => flagName(field, spec));

function describeDefault(value: unknown): string {
  if (Array.isArray(value) && value.length === 0) return "none";
  // Whole-number fractions (an exact cost of 0/1) read as the number.
  return Array.isArray(value) && value.length > 2 ? `${value[0]}..${value[value.length - 1]}` : String(value).replace(/^(-?\d+)\/1$/, "$1");
}

function analysisCommand(analysis: AnalysisEntry, done: (text: string) => void): Command {
  const command = new Command(analysis.name).description(analysis.summary).allowUnknownOption().allowExcessArguments();
  const fieldOfAttribute = new Map<string, string>();
  for (const [field, spec] of Object.entries(analysis.options)) {
    const flag = flagName(field, spec);
    const required = spec.defaultValue === undefined && !spec.optional;
    // A switch takes no value on the command line (its "true or false" is for the API and scenario files).
    const detail = spec.kind === "flag" ? "off unless given" : `${spec.allowed}${required ? "; required" : spec.optional ? "; optional" : `; default ${describeDefault(spec.defaultValue)}`}`;
    const option = new Option(spec.kind === "flag" ? flag : spec.variadic ? `${flag} <value...>` : `${flag} <value>`, `${spec.doc} (${detail})`);
    fieldOfAttribute.set(option.attributeName(), field);
    command.addOption(option);
  }
  const monteCarloField = new Map<string, string>();
  if (analysis.sampler !== undefined) {
    const simulationOnly = !analysis.exact;
    for (const [field, spec] of Object.entries(MONTE_CARLO_OPTIONS)) {
      const flag = flagName(field, spec);
      const detail =
        field === "trials" && simulationOnly ? `${spec.allowed}; default ${analysis.sampler.defaultTrials}` : spec.defaultValue === undefined ? `${spec.allowed}; optional` : `${spec.allowed}; default ${spec.defaultValue}`;
      const doc = field === "trials" && simulationOnly ? "the trials to simulate (this analysis is simulation-only)" : spec.doc;
      const option = new Option(`${flag} <value>`, `${doc} (${detail})`);
      monteCarloField.set(option.attributeName(), field);
      command.addOption(option);
    }
  }
  command.option("--compare <option=values>", `answer under each reading of one option, side by side, e.g. ${compareExample(analysis)} (values split on commas, or on | when they hold commas)`);
  command
    .option("--json", "print the JSON document (game, analysis, params, outcomes, summary)")
    .option("--csv <file>", "also write the rows as CSV")
    .option("--chart <file>", "also write the chart: FILE.vl.json (Vega-Lite spec) or FILE.svg (rendered)")
    .action(async (values: Record<string, unknown>, self: Command) => {
      const raw: Record<string, unknown> = {};
      const monteCarloRaw: Record<string, unknown> = {};
      for (const [attribute, value] of Object.entries(values)) {
        const field = fieldOfAttribute.get(attribute);
        // A repeated flag's words are one value; one left empty (--trait '' --trait x) shows as an empty item.
        if (field !== undefined) raw[field] = Array.isArray(value) ? value.join(value.some((word) => String(word).trim() === "") ? "," : " ") : value;
        const simulationField = monteCarloField.get(attribute);
        if (simulationField !== undefined) monteCarloRaw[simulationField] = value;
      }
      const problems: string[] = repeatedFlags(self);
      const leftovers = self.args;
      // The list of analyses with a sampler, for the message that --mc needs one, comes from every analysis.
      if (analysis.sampler === undefined && (Object.keys(monteCarloRaw).length > 0 || leftovers.some((word) => MONTE_CARLO_FLAGS.includes(itemAt(word.split("="), 0))))) await loadAllAnalyses();
      for (let i = 0; i < leftovers.length; i++) {
        const word = itemAt(leftovers, i);
        const monteCarloFlag = MONTE_CARLO_FLAGS.find((flag) => word.split("=")[0] === flag);
        if (monteCarloFlag !== undefined) {
          problems.push(messages.noSampler(monteCarloFlag, `${analysis.game} ${analysis.name}`, analysesWithSampler()));
          if (i + 1 < leftovers.length && !itemAt(leftovers, i + 1).startsWith("-")) i++;
        } else if (word.startsWith("-")) {
          problems.push(messages.unknownOption(itemAt(word.split("="), 0), self.options.flatMap((o) => (o.long ? [o.long] : []))));
          if (i + 1 < leftovers.length && !itemAt(leftovers, i + 1).startsWith("-")) i++; // its value
        } else {
          problems.push(messages.unexpectedArgument(word));
        }
      }
      const output = { json: values.json === true, ...textValues(values, ["csv", "chart"]) };
      deliverAnswer(
        done,
        typeof values.compare === "string"
          ? await runComparison(analysis, raw, values.compare, output, problems, monteCarloRaw)
          : await runAnalysis(analysis, raw, output, problems, monteCarloRaw),
      );
    });
  return command;
}

/**
 * The whole command tree, built from the registry's names: each game in `loaded` gets its analyses'
 * commands (their flags need the analyses' modules); a game in `listed` gets its analyses by name and
 * summary alone, for its help (analysis-summaries.ts); the others are listed by name only, so help costs no
 * analysis module. Likewise the commands of TOOL_COMMANDS: those in `tools` are built by their modules, the
 * others listed by their help line alone.
 */
export function buildProgram(
  done: (text: string) => void,
  loaded: ReadonlyMap<string, readonly AnalysisEntry[]> = new Map(),
  tools: ReadonlyMap<string, MakeCommand> = new Map(),
  summaries: ReadonlyMap<string, GameSummaries> = new Map(),
): Command {
  const program = new Command("oddsmith")
    .description("Exact probabilities for tabletop RPG checks resolved with dice or cards")
    .version(version)
    .showSuggestionAfterError(true);
  for (const game of gameIds()) {
    const names = analysisNames(game);
    if (names.length === 0) continue;
    const gameCommand = new Command(game).description(`${game} analyses: ${names.join(", ")}`);
    for (const alias of GAME_ALIASES[game] ?? []) gameCommand.alias(alias);
    for (const analysis of loaded.get(game) ?? []) gameCommand.addCommand(analysisCommand(analysis, done));
    const terms = new Map<Command, string>();
    for (const [name, summary] of summaries.get(game) ?? []) {
      // Listed for help only: every analysis command takes options (--json at least), and no arguments.
      const listedCommand = new Command(name).description(summary);
      terms.set(listedCommand, `${name} [options]`);
      gameCommand.addCommand(listedCommand);
    }
    if (terms.size > 0) gameCommand.configureHelp({ subcommandTerm: (command) => terms.get(command) ?? new Help().subcommandTerm(command) });
    program.addCommand(gameCommand);
  }
  program
    .command("report")
    .description("the main job: every standard analysis as CSV, Vega-Lite and SVG, with run.json and an index.html")
    .option("--out <dir>", "the folder to write into (replaced whole when the report is done)", "reports")
    .option("--game <game>", `only this game's runs (${GAMES.join(", ")}); the other games of a previous report are kept`)
    .option("--quick", "the reduced report: the first standard run of each analysis")
    .option("--threads <n>", "threads computing the runs, 1..256 (default: the machine's cores); the report is the same on any count")
    .action(async (options: { out: string; game?: string; quick?: boolean; threads?: string }) => {
      // The report loads every analysis (and its libraries): only when asked for.
      const { reportCommand } = await import("./report-command.js");
      const { lines, notes } = await reportCommand(options);
      deliverAnswer(done, { stdout: lines.join("\n"), notes });
    });
  // The other commands: the one the command line names, built by its module; the rest listed by name, help line and summary.
  const listed = new Map<Command, string>();
  for (const [name, { term, summary }] of Object.entries(TOOL_COMMANDS)) {
    const made = tools.get(name);
    const command = made === undefined ? new Command(name).description(summary) : made(done);
    if (made === undefined) listed.set(command, term);
    program.addCommand(command);
  }
  const help = new Help();
  program.configureHelp({ subcommandTerm: (command) => listed.get(command) ?? help.subcommandTerm(command) });
  // An analysis lists repeated flags with its other problems; every other command refuses them before it acts.
  program.hook("preAction", (_, command) => {
    const repeated = command.parent?.parent === program ? [] : repeatedFlags(command);
    if (repeated.length > 0) throw new UsageError(repeated, commandPath(command));
  });
  watchFlags(program);
  return program;
}

/** The option specs behind a command's flags, for a message that says what value a flag wants. */
function specsOf(command: Command, loaded: ReadonlyMap<string, readonly AnalysisEntry[]>): OptionSpecs {
  const analysis = command.parent?.parent ? loaded.get(command.parent.name())?.find((entry) => entry.name === command.name()) : undefined;
  return { ...MONTE_CARLO_OPTIONS, ...analysis?.options };
}

/**
 * The game whose analyses a command line runs or asks help for (`kingstone check …`, `help ash`,
 * `diesel-empires check`), by its registry id, and the analysis it names when it names one; undefined for
 * the other commands.
 * @example commandTarget(["diesel-empires", "check", "--trait", "3"]) // { game: "ash", name: "check" }
 */
export function commandTarget(argv: readonly string[]): { readonly game: string; readonly name?: string } | undefined {
  const words = argv[0] === "help" ? argv.slice(1) : argv;
  const game = words[0] === undefined ? undefined : gameIds().find((id) => id === words[0] || (GAME_ALIASES[id] ?? []).includes(itemAt(words, 0)));
  if (game === undefined) return undefined;
  // `ultimo help curve` asks for the curve's help, as `ultimo curve --help` does.
  const name = words[1] === "help" ? words[2] : words[1];
  return name !== undefined && analysisNames(game).includes(name) ? { game, name } : { game };
}

/** Builds a command of TOOL_COMMANDS, given where its output goes. */
type MakeCommand = (done: (text: string) => void) => Command;

/** Each command of TOOL_COMMANDS: its module, loaded only when the command line names the command. */
const TOOL_MODULES: Readonly<Record<ToolName, () => Promise<MakeCommand>>> = {
  sweep: () => import("./sweep-command.js").then((module) => module.sweepCommand),
  balance: () => import("./balance-command.js").then((module) => module.balanceCommand),
  validate: () => import("./validate-command.js").then((module) => (done) => module.validateCommand(done)),
  audit: () => import("./audit-command.js").then((module) => module.auditCommand),
  serve: () => import("./serve-command.js").then((module) => (done) => module.serveCommand(done)),
};

/**
 * The commands of TOOL_COMMANDS a command line runs or asks help for (`sweep FILE`, `help audit`), built by
 * their modules; none for the others, whose help lists them from the table.
 */
async function toolsFor(argv: readonly string[]): Promise<Map<string, MakeCommand>> {
  const word = argv[0] === "help" ? argv[1] : argv[0];
  return isToolName(word) ? new Map([[word, await TOOL_MODULES[word]()]]) : new Map();
}

/**
 * The analyses a command line needs, by game: the one it runs (`kingstone check …` loads the check
 * alone), or, for the game it asks help for, every analysis's summary from the build (`listed`), else
 * every analysis; none for the other commands.
 */
async function analysesFor(argv: readonly string[]): Promise<{ loaded: Map<string, readonly AnalysisEntry[]>; listed: Map<string, GameSummaries> }> {
  const target = commandTarget(argv);
  if (target === undefined) return { loaded: new Map(), listed: new Map() };
  const one = target.name === undefined ? undefined : await loadAnalysis(target.game, target.name);
  if (one !== undefined) return { loaded: new Map([[target.game, [one]]]), listed: new Map() };
  const summaries = gameSummaries(target.game);
  if (summaries !== undefined) return { loaded: new Map(), listed: new Map([[target.game, summaries]]) };
  return { loaded: new Map([[target.game, await loadGame(target.game)]]), listed: new Map() };
}

/**
 * Loads the plugins of the command line (`--plugin FILE`) and, for a command that needs them
 * (configNeeded), of oddsmith.config.js, saying so on stderr; returns the command line without the
 * --plugin words.
 * @throws {UsageError} naming each plugin file and what is wrong with it (exit 2).
 */
async function withPlugins(argv: readonly string[]): Promise<string[]> {
  const given = pluginFlags(argv);
  const useConfig = configNeeded(given.argv) && existsSync(CONFIG_FILE);
  if (given.files.length === 0 && given.problems.length === 0 && !useConfig) return given.argv;
  const config = useConfig ? await configPluginFiles() : { files: [], problems: [] };
  const problems = [...given.problems, ...config.problems, ...(await loadPluginFiles([...config.files, ...given.files]))];
  if (problems.length > 0) throw new UsageError(problems, "oddsmith");
  if (useConfig) process.stderr.write(`${messages.configLoaded(`./${CONFIG_FILE}`)}\n`);
  return given.argv;
}

/** Runs the CLI with argv (without node and script) and returns the exit code. */
export async function main(commandLine: readonly string[]): Promise<number> {
  let argv: readonly string[];
  try {
    argv = diceShorthand(await withPlugins(commandLine));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`oddsmith: ${messages.problemCount(error.problems.length)}\n${error.problems.map((problem) => `  ${problem}\n`).join("")}${messages.seeHelp(error.helpCommand)}\n`);
    return 2;
  }
  const [{ loaded, listed }, tools] = await Promise.all([analysesFor(argv), toolsFor(argv)]);
  const program = buildProgram((text) => process.stdout.write(`${text}\n`), loaded, tools, listed);
  const unwatch = watchSignals();
  try {
    await program.parseAsync([...argv], { from: "user" });
    return 0;
  } catch (thrown) {
    // Commander's errors in a command with options (a flag without its value) read like every usage error.
    const error = thrown instanceof CommanderError ? (usageErrorOf(thrown, (command) => specsOf(command, loaded)) ?? thrown) : thrown;
    if (error instanceof UsageError) {
      const count = error.problems.length;
      process.stderr.write(`oddsmith: ${messages.problemCount(count)}\n`);
      for (const problem of error.problems) process.stderr.write(`  ${problem}\n`);
      process.stderr.write(`${messages.seeHelp(error.helpCommand)}\n`);
      return 2;
    }
    if (error instanceof CheckFailed) return 1; // its report is already on stdout
    if (error instanceof OutputFailed) {
      process.stderr.write(`oddsmith: ${error.message}\n`);
      return 2;
    }
    if (error instanceof RunFailed) {
      process.stderr.write(`oddsmith: ${error.message}\n`);
      return 1;
    }
    if (error instanceof StoppedError) {
      process.stderr.write(`\noddsmith: ${error.message}\n`);
      return STOP_EXIT_CODES[error.signal];
    }
    if (error instanceof CommanderError) {
      if (error.code === "commander.helpDisplayed" || error.code === "commander.version") return 0;
      // `help X` asked for help (commander's exit code 0); no command given printed help instead (its code 1): a usage error.
      if (error.code === "commander.help") return error.exitCode === 0 ? 0 : 2;
      const parent = program.commands.find((command) => command.name() === argv[0]) ?? program;
      const commands = parent.commands.map((command) => command.name()).filter((name) => name !== "help");
      const [message = "", suggestion] = error.message.replace(/^error: /, "").split("\n");
      const text = error.code === "commander.unknownCommand" ? messages.unknownCommand(message, commands) : message;
      const hint = suggestion ? ` ${suggestion.replace(/^\((.*)\)$/, "$1")}` : "";
      process.stderr.write(`oddsmith: ${text}${hint}\n${messages.seeCommands(parent === program ? "oddsmith" : `oddsmith ${parent.name()}`)}\n`);
      return 2;
    }
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${messages.internalError(message)}\n`);
    if (process.env.ODDSMITH_DEBUG && error instanceof Error) process.stderr.write(`${error.stack}\n`);
    return 1;
  } finally {
    unwatch();
  }
}
