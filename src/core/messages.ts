/**
 * Every message oddsmith shows a person about their input, in one place so that they read alike:
 * the flag or field first, then what is allowed, then what was received.
 */

/** How a received value is quoted in a message: strings and lists as JSON, the rest as written. */
export function quoteReceived(raw: unknown): string {
  return typeof raw === "string" || Array.isArray(raw) ? JSON.stringify(raw) : String(raw);
}

export const messages = {
  /** @example messages.notAllowed("--dc", "an integer from 1 to 40", "ten") // '--dc: expected an integer from 1 to 40, received "ten"' */
  notAllowed: (flag: string, allowed: string, raw: unknown) => `${flag}: expected ${allowed}, received ${quoteReceived(raw)}`,
  /** @example messages.required("--dc", "an integer from 1 to 40") // "--dc is required: an integer from 1 to 40" */
  required: (flag: string, allowed: string) => `${flag} is required: ${allowed}`,
  /** @example messages.refused("--play", "a joker must be played first, before 9", "9,X") // '--play: a joker must be played first, before 9, received "9,X"' */
  refused: (flag: string, why: string, raw: unknown) => `${flag}: ${why}, received ${quoteReceived(raw)}`,
  unknownField: (field: string) => `unknown option ${field}`,
  unknownOption: (flag: string, options: readonly string[]) => `unknown option ${flag} (options: ${options.join(", ")})`,
  unexpectedArgument: (word: string) => `unexpected argument ${JSON.stringify(word)}`,
  unknownCommand: (commanderMessage: string, commands: readonly string[]) => `${commanderMessage} (commands: ${commands.join(", ")})`,
  problemCount: (count: number) => (count === 1 ? "1 problem" : `${count} problems`),
  seeHelp: (command: string) => `Run '${command} --help' to see every option.`,
  seeCommands: (command: string) => `Run '${command} --help' to see the commands.`,
  emptyPath: (flag: string, kind: "file" | "folder") => `${flag}: expected a ${kind} name, received ""`,
  folderForFile: (flag: string, path: string) => `${flag}: expected a file name, received the folder ${JSON.stringify(path)}`,
  fileForFolder: (flag: string, path: string) => `${flag}: expected a folder, received the file ${JSON.stringify(path)}`,
  fileInTheWay: (flag: string, path: string, file: string) => `${flag}: cannot write ${JSON.stringify(path)}: ${file} is a file, not a folder`,
  notWritable: (flag: string, path: string, folder: string) => `${flag}: cannot write ${JSON.stringify(path)}: the folder ${folder} is not writable`,
  /** @example messages.notReportFolder("--out", "docs", ["notes.txt"]) // '--out: expected a new or empty folder, or a previous report, received "docs", which holds other files (notes.txt); the report replaces its folder whole' */
  notReportFolder: (flag: string, path: string, foreign: readonly string[]) =>
    `${flag}: expected a new or empty folder, or a previous report, received ${JSON.stringify(path)}, which holds other files (${foreign.slice(0, 5).join(", ")}${foreign.length > 5 ? ", …" : ""}); the report replaces its folder whole`,
  /** @example messages.noManifestToKeep("--game", "reports") // '--game: the report in "reports" has no readable run.json, so its other games cannot be kept; run the whole report (without --game), or use a new --out' */
  noManifestToKeep: (flag: string, path: string) =>
    `${flag}: the report in ${JSON.stringify(path)} has no readable run.json, so its other games cannot be kept; run the whole report (without --game), or use a new --out`,
  folderNotCreated: (flag: string, folder: string, reason: string) => `${flag}: cannot create the folder ${JSON.stringify(folder)} (${reason})`,
  /** @example messages.oneOf(["--target", "--suit"]) // "give exactly one of --target, --suit" */
  oneOf: (flags: readonly string[]) => `give exactly one of ${flags.join(", ")}`,
  /** @example messages.onlyWith("--skill", "--suit") // "--skill: only allowed with --suit" */
  onlyWith: (flag: string, other: string) => `${flag}: only allowed with ${other}`,
  /** @example messages.together(["--a-suit", "--b-suit"]) // "give --a-suit and --b-suit together, or neither" */
  together: (flags: readonly string[]) => `give ${flags.join(" and ")} together, or neither`,
  // zilch / agony (docs/rules.md 2)
  /** @example messages.notSampled("--method point-buy", "it counts legal builds, it rolls nothing") // "--mc: --method point-buy cannot be simulated (it counts legal builds, it rolls nothing); run it without --mc" */
  notSampled: (what: string, why: string) => `--mc: ${what} cannot be simulated (${why}); run it without --mc`,
  // Ash card checks (docs/rules.md 4)
  /** @example messages.cardTwice("--hand", "QH") // '--hand: the card "QH" is given twice' */
  cardTwice: (flag: string, card: string) => `${flag}: the card ${JSON.stringify(card)} is given twice`,
  tooManyJokers: (flag: string, count: number) => `${flag}: a deck holds 2 jokers, received ${count}`,
  /** @example messages.cardNotInHand("--play", "QH", ["7C"]) // '--play: expected cards from --hand (7C), received "QH", which is not in the hand' */
  cardNotInHand: (flag: string, card: string, hand: readonly string[]) =>
    `${flag}: expected cards from --hand (${hand.length ? hand.join(", ") : "empty"}), received ${JSON.stringify(card)}, which is not in the hand`,
  playedAndDiscarded: (card: string) => `--play and --discard: the card ${JSON.stringify(card)} cannot be both played and discarded`,
  choicesNeedGivenPolicy: (policy: string) => `--play and --discard apply to --policy given only, received --policy ${policy}`,
  tooManyCards: (needed: number, what: string) => `the check needs ${needed} cards from one 54-card deck (${what}), more than it holds`,
  notBoth: (flags: readonly string[]) => `give ${flags.join(" or ")}, not both`,
  noneOf: (flags: readonly string[]) => `give ${flags.join(" or ")}`,
  scenarioField: (path: string, problem: string) => `--scenario: ${path}: ${problem}`,
  fileUnreadable: (flag: string, path: string, reason: string) => `${flag}: cannot read ${JSON.stringify(path)} (${reason})`,
  fileNotJson: (flag: string, path: string, reason: string) => `${flag}: ${JSON.stringify(path)} is not JSON (${reason})`,
  // Monte Carlo (issue 6)
  /** @example messages.stopped("ultimo challenge") // "stopped: ultimo challenge was interrupted before it finished; nothing was written" */
  stopped: (what: string) => `stopped: ${what} was interrupted before it finished; nothing was written`,
  /** @example messages.noSampler("--mc", "ultimo best", ["ultimo challenge"]) // "--mc: ultimo best has no Monte Carlo sampler (analyses with one: ultimo challenge)" */
  noSampler: (flag: string, what: string, withSampler: readonly string[]) => `${flag}: ${what} has no Monte Carlo sampler (analyses with one: ${withSampler.join(", ")})`,
  // Exact costs (issue 16)
  /** @example messages.exactTooCostly("ultimo curve", "about 4 min", "hand 9, limits 1..9", "give --mc N to simulate, or a smaller --hand-size") // "ultimo curve: an exact answer would take about 4 min (hand 9, limits 1..9); give --mc N to simulate, or a smaller --hand-size" */
  exactTooCostly: (what: string, duration: string, drivers: string, wayOut: string) => `${what}: an exact answer would take ${duration} (${drivers}); ${wayOut}`,
  // Sweeps and comparisons (issue 7)
  /** @example messages.compareFormat("tally", "tally=versus,half-rating") // '--compare: expected option=value,value (e.g. tally=versus,half-rating), received "tally"' */
  compareFormat: (raw: string, example: string) => `--compare: expected option=value,value (e.g. ${example}), received ${JSON.stringify(raw)}`,
  /** @example messages.compareOption("tallies", ["tally", "dealer-joker"]) // '--compare: expected an option of this analysis (tally, dealer-joker), received "tallies"' */
  compareOption: (raw: string, options: readonly string[]) => `--compare: expected an option of this analysis (${options.join(", ")}), received ${JSON.stringify(raw)}`,
  /** @example messages.compareValue("--tally", "one of versus, half-rating", "half") // '--compare: --tally takes one of versus, half-rating, received "half"' */
  compareValue: (flag: string, allowed: string, raw: string) => `--compare: ${flag} takes ${allowed}, received ${JSON.stringify(raw)}`,
  /** @example messages.compareTooFew("--tally", ["versus"]) // '--compare: expected at least two different values of --tally, received "versus"' */
  compareTooFew: (flag: string, values: readonly string[]) => `--compare: expected at least two different values of ${flag}, received ${JSON.stringify(values.join(","))}`,
  /** @example messages.compareAlternative("--method", ["--fairness"]) // "--compare: --method cannot be compared while --fairness is given (they are alternatives: give exactly one of --method, --fairness)" */
  compareAlternative: (flag: string, others: readonly string[]) =>
    `--compare: ${flag} cannot be compared while ${others.join(", ")} ${others.length === 1 ? "is" : "are"} given (they are alternatives: give exactly one of ${[flag, ...others].join(", ")})`,
  /** @example messages.compareAndSet("--tally") // "--compare: --tally is also given as its own flag; compare its readings or set it, not both" */
  compareAndSet: (flag: string) => `--compare: ${flag} is also given as its own flag; compare its readings or set it, not both`,
  // The workbench server (oddsmith serve)
  /** @example messages.portInUse(4173, "127.0.0.1") // "--port: 4173 is in use on 127.0.0.1; give another with --port N (0 picks any free port)" */
  portInUse: (port: number, host: string) => `--port: ${port} is in use on ${host}; give another with --port N (0 picks any free port)`,
  /** @example messages.portDenied(80, "127.0.0.1") // "--port: 80 is not allowed on 127.0.0.1 (ports below 1024 need administrator rights); give another with --port N" */
  portDenied: (port: number, host: string) => `--port: ${port} is not allowed on ${host} (ports below 1024 need administrator rights); give another with --port N`,
  /** @example messages.badHost("192.0.2.1", "EADDRNOTAVAIL") // '--host: cannot listen on "192.0.2.1" (EADDRNOTAVAIL: not an address of this machine); give one of its addresses, e.g. 127.0.0.1 (the default) or 0.0.0.0 (every interface)' */
  badHost: (host: string, code: string) =>
    `--host: cannot listen on ${JSON.stringify(host)} (${code}: ${code === "EADDRNOTAVAIL" ? "not an address of this machine" : code === "ENOTFOUND" ? "no such host name" : "the name could not be resolved"}); give one of its addresses, e.g. 127.0.0.1 (the default) or 0.0.0.0 (every interface)`,
  /** @example messages.workbenchNotBuilt("/app/dist/web/index.html") // "the workbench is not built (/app/dist/web/index.html is missing): run `npm run build`, then oddsmith serve again" */
  workbenchNotBuilt: (indexFile: string) => `the workbench is not built (${indexFile} is missing): run \`npm run build\`, then oddsmith serve again`,
  /** @example messages.browserNotOpened("http://127.0.0.1:4173/", "spawn xdg-open ENOENT") // "oddsmith: could not open a browser (spawn xdg-open ENOENT); open http://127.0.0.1:4173/ yourself" */
  browserNotOpened: (url: string, reason: string) => `oddsmith: could not open a browser (${reason}); open ${url} yourself`,
  /** @example messages.serverClosed("http://127.0.0.1:4173/") // "stopped: the workbench at http://127.0.0.1:4173/ is closed" */
  serverClosed: (url: string) => `stopped: the workbench at ${url} is closed`,
  internalError: (message: string) => `oddsmith: internal error: ${message}`,
} as const;
