/**
 * Every message oddsmith shows a person about their input, in one place so that they read alike:
 * the flag or field first, then what is allowed, then what was received.
 */

import { formatCount, formatDuration, formatRate } from "./format.js";
import { QUOTE_LIMIT, quoteReceived } from "../core/quote-received.js";

/** What can stand at a path instead of a regular file, in words. */
export const FILE_KINDS = {
  folder: "a folder",
  fifo: "a named pipe (FIFO)",
  character: "a character device",
  block: "a block device",
  socket: "a socket",
  special: "a special file",
} as const;

/** The file system's refusals of a write, in words (errno codes as Node names them). */
/** The commands whose runs split into shards (`--shard I/N`) and merge back (`… merge`). */
export type ShardedCommand = "sweep" | "balance";

const OS_ERROR_WORDS: Readonly<Record<string, string>> = {
  ENOENT: "no such folder",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EROFS: "the file system is read-only",
  ENOSPC: "no space left on the device",
  EDQUOT: "the disk quota is used up",
  EISDIR: "it is a folder",
  ENOTDIR: "a part of the path is a file, not a folder",
  EEXIST: "something else is already there",
  ENOTEMPTY: "a folder that is not empty is in the way",
  ELOOP: "too many symbolic links",
  ENAMETOOLONG: "the name is too long",
  EBUSY: "it is busy",
  ETXTBSY: "it is busy",
  EXDEV: "it is on another file system",
  EINVAL: "the file system does not allow it",
  EIO: "an input/output error",
  EMFILE: "too many open files",
  ENFILE: "too many open files",
};

/**
 * An errno code in words, for a message about a file.
 * @example osErrorWords("ENOSPC") // "no space left on the device"
 */
export function osErrorWords(code: string | undefined): string {
  return (code !== undefined && OS_ERROR_WORDS[code]) || `the system refused${code ? `: ${code}` : ""}`;
}

export const messages = {
  /** @example messages.notAllowed("--dc", "an integer from 1 to 40", "ten") // '--dc: expected an integer from 1 to 40, received "ten"' */
  notAllowed: (flag: string, allowed: string, raw: unknown) => `${flag}: expected ${allowed}, received ${quoteReceived(raw)}`,
  /** @example messages.emptyValue("--play", "cards like J,A,K") // "--play: expected cards like J,A,K, received an empty value" */
  emptyValue: (flag: string, allowed: string) => `${flag}: expected ${allowed}, received an empty value`,
  /** @example messages.emptyItem("--play", "cards like J,A,K", "J,,A", 2) // '--play: expected cards like J,A,K, received "J,,A", whose item 2 is empty' */
  emptyItem: (flag: string, allowed: string, raw: string, item: number) => `${flag}: expected ${allowed}, received ${quoteReceived(raw)}, whose item ${item} is empty`,
  /** @example messages.required("--dc", "an integer from 1 to 40") // "--dc is required: an integer from 1 to 40" */
  required: (flag: string, allowed: string) => `${flag} is required: ${allowed}`,
  /** @example messages.refused("--play", "a joker must be played first, before 9", "9,X") // '--play: a joker must be played first, before 9, received "9,X"' */
  refused: (flag: string, why: string, raw: unknown) => `${flag}: ${why}, received ${quoteReceived(raw)}`,
  /** @example messages.givenTwice("--bonus", 2) // "--bonus: given 2 times, but it takes one value" */
  givenTwice: (flag: string, times: number) => `${flag}: given ${times} times, but it takes one value`,
  /** @example messages.valueMissing("--bonus", "an integer from -10 to 20") // "--bonus: a value is required (an integer from -10 to 20)" */
  valueMissing: (flag: string, allowed?: string) => `${flag}: a value is required${allowed === undefined ? "" : ` (${allowed})`}`,
  unknownField: (field: string) => `unknown option ${field}`,
  unknownOption: (flag: string, options: readonly string[]) => `unknown option ${flag.length > QUOTE_LIMIT ? quoteReceived(flag) : flag} (options: ${options.join(", ")})`,
  unexpectedArgument: (word: string) => `unexpected argument ${quoteReceived(word)}`,
  unknownCommand: (commanderMessage: string, commands: readonly string[]) => `${commanderMessage} (commands: ${commands.join(", ")})`,
  problemCount: (count: number) => (count === 1 ? "1 problem" : `${count} problems`),
  seeHelp: (command: string) => `Run '${command} --help' to see every option.`,
  seeCommands: (command: string) => `Run '${command} --help' to see the commands.`,
  emptyPath: (flag: string, kind: "file" | "folder") => `${flag}: expected a ${kind} name, received ""`,
  folderForFile: (flag: string, path: string) => `${flag}: expected a file name, received the folder ${quoteReceived(path)}`,
  fileForFolder: (flag: string, path: string) => `${flag}: expected a folder, received the file ${quoteReceived(path)}`,
  fileInTheWay: (flag: string, path: string, file: string) => `${flag}: cannot write ${quoteReceived(path)}: ${file} is a file, not a folder`,
  notWritable: (flag: string, path: string, folder: string) => `${flag}: cannot write ${quoteReceived(path)}: the folder ${folder} is not writable`,
  /** @example messages.notReportFolder("--out", "docs", ["notes.txt"]) // '--out: expected a new or empty folder, or a previous report, received "docs", which holds files the report did not write (notes.txt); the report never deletes them: move them, or give another --out' */
  notReportFolder: (flag: string, path: string, foreign: readonly string[]) =>
    `${flag}: expected a new or empty folder, or a previous report, received ${quoteReceived(path)}, which holds files the report did not write (${foreign.slice(0, 5).join(", ")}${foreign.length > 5 ? `, … ${foreign.length} in all` : ""}); the report never deletes them: move them, or give another ${flag}`,
  /** @example messages.unreadableManifest("--out", "reports") // '--out: the report in "reports" has no readable run.json, so its files cannot be told from yours and it is not replaced; move what is yours, delete the rest, or give another --out' */
  unreadableManifest: (flag: string, path: string) =>
    `${flag}: the report in ${quoteReceived(path)} has no readable run.json, so its files cannot be told from yours and it is not replaced; move what is yours, delete the rest, or give another ${flag}`,
  previousReportKept: "the previous report is unchanged",
  folderNotCreated: (flag: string, folder: string, reason: string) => `${flag}: cannot create the folder ${quoteReceived(folder)} (${reason})`,
  // Outputs (issue 16: nothing lost, nothing overwritten)
  /** @example messages.notRegularFile("--csv", "pipe", "fifo") // '--csv: cannot write "pipe": it is a named pipe (FIFO), not a regular file (- means standard output)' */
  notRegularFile: (flag: string, path: string, kind: keyof typeof FILE_KINDS) =>
    `${flag}: cannot write ${quoteReceived(path)}: it is ${FILE_KINDS[kind]}, not a regular file${flag === "--csv" || flag === "--chart" ? " (- means standard output)" : ""}`,
  /** @example messages.kernelFileSystem("--csv", "/proc/x.csv", "proc") // `--csv: cannot write "/proc/x.csv": it is in the kernel's proc file system, which holds no files` */
  kernelFileSystem: (flag: string, path: string, fileSystem: string) => `${flag}: cannot write ${quoteReceived(path)}: it is in the kernel's ${fileSystem} file system, which holds no files`,
  /** @example messages.linkIntoMissingFolder("--csv", "latest.csv", "/gone/run.csv") // '--csv: cannot write "latest.csv": it is a symbolic link to /gone/run.csv, whose folder does not exist' */
  linkIntoMissingFolder: (flag: string, path: string, target: string) => `${flag}: cannot write ${quoteReceived(path)}: it is a symbolic link to ${target}, whose folder does not exist`,
  /** @example messages.outputFailed("--csv", "/x/t.csv", "ENOENT") // '--csv: cannot write "/x/t.csv" (no such folder)' */
  outputFailed: (flag: string, path: string, code: string | undefined) => `${flag}: cannot write ${quoteReceived(path)} (${osErrorWords(code)})`,
  /** @example messages.standardOutputTaken("--csv", "--json") // '--csv: - sends it to standard output, which --json already takes; give a file name, or leave out --json' */
  standardOutputTaken: (flag: string, other: string) => `${flag}: - sends it to standard output, which ${other} already takes; give a file name, or leave out ${other}`,
  /** @example messages.outputOutsideFolder("x.yaml: csv", "/etc/x", "--csv") // 'x.yaml: csv: expected a relative path inside the file\'s own folder (no absolute path, no "..", no symbolic link leading out), received "/etc/x"; to write elsewhere, give --csv on the command line' */
  outputOutsideFolder: (key: string, path: string, flag: string) =>
    `${key}: expected a relative path inside the file's own folder (no absolute path, no "..", no symbolic link leading out), received ${quoteReceived(path)}; to write elsewhere, give ${flag} on the command line`,
  /** @example messages.outputsCollide("--chart", "--csv", "out.svg") // '--chart: names the same file as --csv ("out.svg"), so one output would be lost; give each its own file' */
  outputsCollide: (flag: string, other: string, path: string) => `${flag}: names the same file as ${other} (${quoteReceived(path)}), so one output would be lost; give each its own file`,
  /** @example messages.chartsNotOnStandardOutput(["degrees"]) // "note: --chart - prints the main chart only; give --chart FILE.vl.json for the others (degrees)" */
  chartsNotOnStandardOutput: (names: readonly string[]) => `note: --chart - prints the main chart only; give --chart FILE.vl.json for the others (${names.join(", ")})`,
  /** @example messages.outputKept([]) // "nothing was written" */
  outputKept: (written: readonly string[]) => (written.length === 0 ? "nothing was written" : `already written: ${written.join(", ")}`),
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
  /** `oddsmith sweep FILE --shard I/N` with a bad I/N. */
  shardSpec: (max: number, raw: string) => `--shard: expected I/N, shard I of N counted from 0 (whole numbers, 0 ≤ I < N ≤ ${max}), received ${quoteReceived(raw)}`,
  /** `oddsmith sweep merge` given shards of different runs: what differs, with both values. */
  shardsDiffer: (file: string, what: string, theirs: string, firstFile: string, ours: string, command: ShardedCommand = "sweep") =>
    `${command} merge: ${file} is a shard of another ${what} (${theirs}) than ${firstFile} (${ours}); merge the shards of one ${command} run`,
  shardTwice: (shard: string, firstFile: string, file: string, command: ShardedCommand = "sweep") => `${command} merge: shard ${shard} is given twice (${firstFile} and ${file})`,
  shardsMissing: (missing: readonly string[], given: readonly string[], command: ShardedCommand = "sweep") =>
    `${command} merge: ${missing.length === 1 ? `shard ${missing[0]} is` : `shards ${missing.join(", ")} are`} missing (given: ${given.join(", ")})`,
  shardPointsWrong: (file: string, shard: string, command: ShardedCommand = "sweep") => `${command} merge: ${file} does not hold the points of shard ${shard} (was it edited?)`,
  /** @example messages.shardEdited("s1.json") // 'sweep merge: "s1.json" was changed after it was computed (its content does not match its recorded sha256); compute the shard again' */
  shardEdited: (path: string, command: ShardedCommand = "sweep") => `${command} merge: ${quoteReceived(path)} was changed after it was computed (its content does not match its recorded sha256); compute the shard again`,
  /** @example messages.shardPointWrong(4, "bonus=9, dc=10", "bonus=1, dc=13") // "sweep merge: point 4 of the shards is bonus=9, dc=10, but the sweep file's point 4 is bonus=1, dc=13 (was a shard edited?)" */
  shardPointWrong: (index: number, found: string, expected: string, command: ShardedCommand = "sweep") => `${command} merge: point ${index} of the shards is ${found}, but the ${command} file's point ${index} is ${expected} (was a shard edited?)`,
  /** @example messages.notForMerge("--html", "balance", ["--csv", "--chart", "--html", "--json"]) // "--html: not an option of balance merge (it takes --csv, --chart, --html and --json; the shards were computed with the rest)" */
  notForMerge: (flag: string, command: ShardedCommand = "sweep", takes: readonly string[] = ["--csv", "--chart", "--json"]) =>
    `${flag}: not an option of ${command} merge (it takes ${takes.slice(0, -1).join(", ")} and ${takes.at(-1)}; the shards were computed with the rest)`,
  noShards: "sweep merge: expected at least one shard file, received none",
  notShard: (path: string, why: string, command: ShardedCommand = "sweep") => `${command} merge: ${quoteReceived(path)} is not a shard document of \`oddsmith ${command} FILE --shard I/N\` (${why})`,
  cardTwice: (flag: string, card: string) => `${flag}: the card ${quoteReceived(card)} is given twice`,
  tooManyJokers: (flag: string, count: number) => `${flag}: a deck holds 2 jokers, received ${count}`,
  /** @example messages.cardNotInHand("--play", "QH", ["7C"]) // '--play: expected cards from --hand (7C), received "QH", which is not in the hand' */
  cardNotInHand: (flag: string, card: string, hand: readonly string[]) =>
    `${flag}: expected cards from --hand (${hand.length ? hand.join(", ") : "empty"}), received ${quoteReceived(card)}, which is not in the hand`,
  playedAndDiscarded: (card: string) => `--play and --discard: the card ${quoteReceived(card)} cannot be both played and discarded`,
  choicesNeedGivenPolicy: (policy: string) => `--play and --discard apply to --policy given only, received --policy ${policy}`,
  tooManyCards: (needed: number, what: string, size = 54) => `the check needs ${needed} cards from one ${size}-card deck (${what}), more than it holds`,
  notBoth: (flags: readonly string[]) => `give ${flags.join(" or ")}, not both`,
  noneOf: (flags: readonly string[]) => `give ${flags.join(" or ")}`,
  scenarioField: (path: string, problem: string) => `--scenario: ${path}: ${problem}`,
  // Input files (issue 24 §4): what a file must be before it is read, and what its content may not do
  /** @example messages.inputRefused("--scenario", "s.json", messages.notRegularInput("fifo")) // '--scenario: cannot read "s.json": it is a named pipe (FIFO), not a regular file' */
  inputRefused: (flag: string, path: string, reason: string) => `${flag}: cannot read ${quoteReceived(path)}: ${reason}`,
  /** @example messages.notRegularInput("character") // "it is a character device, not a regular file" */
  notRegularInput: (kind: keyof typeof FILE_KINDS) => `it is ${FILE_KINDS[kind]}, not a regular file`,
  /** @example messages.inputTooLarge(16 * 1024 * 1024) // "it holds more than 16 MB, the most an input file may hold" */
  inputTooLarge: (limit: number) => `it holds more than ${limit / 2 ** 20} MB, the most an input file may hold`,
  /** @example messages.inKernelFileSystem("proc") // "it is in the kernel's proc file system, which holds no files" */
  inKernelFileSystem: (fileSystem: string) => `it is in the kernel's ${fileSystem} file system, which holds no files`,
  /** @example messages.fileStructure("--deck", "d.json", "gives the key \"cards\" twice in one object (at line 1, column 14); each key may appear once") // '--deck: "d.json" gives the key "cards" twice in one object (at line 1, column 14); each key may appear once' */
  fileStructure: (flag: string, path: string, problem: string) => `${flag}: ${quoteReceived(path)} ${problem}`,
  /** @example messages.jsonBoxStructure("--deck", "gives the key \"a\" twice in one object (at line 1, column 10); each key may appear once") // '--deck: the JSON gives the key "a" twice in one object (at line 1, column 10); each key may appear once' */
  jsonBoxStructure: (flag: string, problem: string) => `${flag}: the JSON ${problem}`,
  /** @example messages.moreProblems("--deck d.json", 3) // "--deck d.json: … and 3 more problems" */
  moreProblems: (what: string, count: number) => `${what}: … and ${formatCount(count)} more problem${count === 1 ? "" : "s"}`,
  fileUnreadable: (flag: string, path: string, reason: string) => `${flag}: cannot read ${quoteReceived(path)} (${reason})`,
  /** @example messages.fileEmpty("sweep", "s.yaml", "a sweep") // 'sweep: "s.yaml" is empty; expected a sweep' */
  fileEmpty: (flag: string, path: string, expected: string) => `${flag}: ${quoteReceived(path)} is empty; expected ${expected}`,
  fileNotJson: (flag: string, path: string, reason: string) => `${flag}: ${quoteReceived(path)} is not JSON (${reason})`,
  /** @example messages.fileNotYaml("--dealer-deck", "d.yaml", "bad indentation") // '--dealer-deck: "d.yaml" is not YAML (bad indentation)' */
  fileNotYaml: (flag: string, path: string, reason: string) => `${flag}: ${quoteReceived(path)} is not YAML (${reason})`,
  /** @example messages.fileField("--dealer-deck", "d.yaml", "--dealer-deck: cards[0].count: expected a whole number ≥ 1") // "--dealer-deck d.yaml: cards[0].count: expected a whole number ≥ 1" */
  fileField: (flag: string, path: string, problem: string) => (problem.startsWith(`${flag}: `) ? `${flag} ${path}: ${problem.slice(flag.length + 2)}` : problem),
  // Monte Carlo (issue 6)
  /** @example messages.stopped("ultimo challenge") // "stopped: ultimo challenge was interrupted before it finished; nothing was written" */
  stopped: (what: string) => `stopped: ${what} was interrupted before it finished; nothing was written`,
  /** @example messages.reportStopped(true) // "stopped: the report was interrupted before it finished; the previous report is unchanged" */
  reportStopped: (hadReport: boolean) => `stopped: the report was interrupted before it finished; ${hadReport ? "the previous report is unchanged" : "nothing was written"}`,
  /** @example messages.exactOnly("--know", "Know Thy Enemy is") // "--know: only without --mc or --precision (Know Thy Enemy is solved exactly, not simulated yet)" */
  exactOnly: (flag: string, what: string) => `${flag}: only without --mc or --precision (${what} solved exactly, not simulated yet)`,
  /** @example messages.noSampler("--mc", "ultimo best", ["ultimo challenge"]) // "--mc: ultimo best has no Monte Carlo sampler (analyses with one: ultimo challenge)" */
  /** @example messages.nothingToValidate("kingstone marks", "has no Monte Carlo sampler") // "kingstone marks has no Monte Carlo sampler: validate compares a sampler with the exact solver, so there is nothing to validate" */
  nothingToValidate: (what: string, why: string) => `${what} ${why}: validate compares a sampler with the exact solver, so there is nothing to validate`,
  /** @example messages.unknownAnalysis("kingstone", "chek", ["check", "table"]) // 'unknown analysis "chek" of kingstone (analyses: check, table)' */
  unknownAnalysis: (game: string, name: string, names: readonly string[]) => `unknown analysis ${quoteReceived(name)} of ${game} (analyses: ${names.join(", ")})`,
  /** @example messages.pluginProblem("./roll.js", "exports no analyses") // 'plugin "./roll.js": exports no analyses' */
  pluginProblem: (file: string, problem: string) => `plugin ${quoteReceived(file)}: ${problem}`,
  /** @example messages.configLoaded("./oddsmith.config.js") // "oddsmith: loaded plugins from ./oddsmith.config.js" */
  configLoaded: (file: string) => `oddsmith: loaded plugins from ${file}`,
  /** @example messages.unknownGame("kingston", ["kingstone", "zilch"]) // 'unknown game "kingston" (games: kingstone, zilch)' */
  unknownGame: (game: string, games: readonly string[]) => `unknown game ${quoteReceived(game)} (games: ${games.join(", ")})`,
  noSampler: (flag: string, what: string, withSampler: readonly string[]) => `${flag}: ${what} has no Monte Carlo sampler (analyses with one: ${withSampler.join(", ")})`,
  // Exact costs (issue 16)
  /** @example messages.exactTooCostly("ultimo curve", "about 4 min", "hand 9, limits 1..9", "give --mc N to simulate, or a smaller --hand-size") // "ultimo curve: an exact answer would take about 4 min (hand 9, limits 1..9); give --mc N to simulate, or a smaller --hand-size" */
  exactTooCostly: (what: string, duration: string, drivers: string, wayOut: string) => `${what}: an exact answer would take ${duration} (${drivers}); ${wayOut}`,
  /** @example messages.totalTooCostly("kingstone check --compare", "about 5 min", 31, "about 60 s", "give --mc N to simulate, or fewer readings") // "kingstone check --compare: its 31 exact runs would take about 5 min together, above the bound of about 60 s a command may take before any work (there is no flag to lift it); give --mc N to simulate, or fewer readings" */
  totalTooCostly: (what: string, duration: string, runs: number, bound: string, wayOut: string) =>
    `${what}: its ${runs} exact runs would take ${duration} together, above the bound of ${bound} a command may take before any work (there is no flag to lift it); ${wayOut}`,
  // Sweeps and comparisons (issue 7)
  /** @example messages.compareFormat("tally", "tally=versus,half-rating") // '--compare: expected option=value,value (e.g. tally=versus,half-rating), received "tally"' */
  compareFormat: (raw: string, example: string) => `--compare: expected option=value,value (e.g. ${example}), received ${quoteReceived(raw)}`,
  /** @example messages.compareOption("tallies", ["tally", "dealer-joker"]) // '--compare: expected an option of this analysis (tally, dealer-joker), received "tallies"' */
  compareOption: (raw: string, options: readonly string[]) => `--compare: expected an option of this analysis (${options.join(", ")}), received ${quoteReceived(raw)}`,
  /** @example messages.compareValue("--tally", "one of versus, half-rating", "half") // '--compare: --tally takes one of versus, half-rating, received "half"' */
  compareValue: (flag: string, allowed: string, raw: string) => `--compare: ${flag} takes ${allowed}, received ${quoteReceived(raw)}`,
  /** @example messages.compareTooFew("--tally", ["versus"]) // '--compare: expected at least two different values of --tally, received "versus"' */
  compareTooFew: (flag: string, values: readonly string[]) => `--compare: expected at least two different values of ${flag}, received ${quoteReceived(values.join(","))}`,
  /** @example messages.compareAlternative("--method", ["--fairness"]) // "--compare: --method cannot be compared while --fairness is given (they are alternatives: give exactly one of --method, --fairness)" */
  compareAlternative: (flag: string, others: readonly string[]) =>
    `--compare: ${flag} cannot be compared while ${others.join(", ")} ${others.length === 1 ? "is" : "are"} given (they are alternatives: give exactly one of ${[flag, ...others].join(", ")})`,
  /** @example messages.compareAndSet("--tally") // "--compare: --tally is also given as its own flag; compare its readings or set it, not both" */
  compareAndSet: (flag: string) => `--compare: ${flag} is also given as its own flag; compare its readings or set it, not both`,
  // Limits before work (issue 16)
  /** @example messages.spanTooLong(2000, 100000001, { from: 0, to: 100000000 }) // "expected at most 2000 values, received a span of 100,000,001 (from 0 to 100000000 by 1); a sweep runs at most 2000 points" */
  spanTooLong: (limit: number, count: number, span: { readonly from: number; readonly to: number; readonly step?: number }) =>
    `expected at most ${limit} values, received a span of ${formatCount(count)} (from ${span.from} to ${span.to} by ${span.step ?? 1}); a sweep runs at most ${limit} points`,
  /** @example messages.gridTooLarge(2000, [31, 40, 2]) // "expected at most 2000 points, received 31 × 40 × 2 = 2,480" */
  gridTooLarge: (limit: number, counts: readonly number[]) => `expected at most ${limit} points, received ${counts.join(" × ")} = ${formatCount(counts.reduce((product, count) => product * count, 1))}`,
  /** @example messages.stalled("the sampler of kingstone check made no progress in shard 3 for 60 s") // "stopped: the sampler of kingstone check made no progress in shard 3 for 60 s; nothing was written" */
  stalled: (why: string, kept = "nothing was written") => `stopped: ${why}; ${kept}`,
  /** @example messages.threadsCapped(64, 2) // "note: --threads 64 capped at 2, the machine's available parallelism" */
  threadsCapped: (asked: number, cores: number) => `note: --threads ${asked} capped at ${cores}, the machine's available parallelism`,
  /**
   * The note before a long simulation: its cost model's figures (draws counted on its first trials, the
   * reference machine's rate), never a timing, so it reads the same on any machine.
   * @example messages.longSimulation({ seconds: 1250, threads: 2, trials: 1e10, drawsPerTrial: 6, threadRate: 4.1e6, upTo: false }) // "note: about 21 min on 2 threads (10,000,000,000 trials of 6 random draws, ~4.1 M trials/s a thread on the reference machine); Ctrl-C stops it"
   */
  longSimulation: (estimate: { readonly seconds: number; readonly threads: number; readonly trials: number; readonly drawsPerTrial: number; readonly threadRate: number; readonly upTo: boolean }) =>
    `note: ${estimate.upTo ? "at most " : ""}about ${formatDuration(estimate.seconds)} on ${estimate.threads} thread${estimate.threads === 1 ? "" : "s"} (${estimate.upTo ? "up to " : ""}${estimate.trials.toLocaleString("en-US")} trials of ${Number(estimate.drawsPerTrial.toPrecision(2)).toLocaleString("en-US")} random draw${estimate.drawsPerTrial === 1 ? "" : "s"}, ~${formatRate(estimate.threadRate)} trials/s a thread on the reference machine${estimate.upTo ? "; --precision may stop it sooner" : ""}); Ctrl-C stops it`,
  // The workbench server (oddsmith serve)
  /** @example messages.portInUse(4173, "127.0.0.1") // "--port: 4173 is in use on 127.0.0.1; give another with --port N (0 picks any free port)" */
  portInUse: (port: number, host: string) => `--port: ${port} is in use on ${host}; give another with --port N (0 picks any free port)`,
  /** @example messages.portDenied(80, "127.0.0.1") // "--port: 80 is not allowed on 127.0.0.1 (ports below 1024 need administrator rights); give another with --port N" */
  portDenied: (port: number, host: string) => `--port: ${port} is not allowed on ${host} (ports below 1024 need administrator rights); give another with --port N`,
  /** @example messages.badHost("192.0.2.1", "EADDRNOTAVAIL") // '--host: cannot listen on "192.0.2.1" (EADDRNOTAVAIL: not an address of this machine); give one of its addresses, e.g. 127.0.0.1 (the default) or 0.0.0.0 (every interface)' */
  badHost: (host: string, code: string) =>
    `--host: cannot listen on ${quoteReceived(host)} (${code}: ${code === "EADDRNOTAVAIL" ? "not an address of this machine" : code === "ENOTFOUND" ? "no such host name" : "the name could not be resolved"}); give one of its addresses, e.g. 127.0.0.1 (the default) or 0.0.0.0 (every interface)`,
  /** @example messages.workbenchNotBuilt("/app/dist/web/index.html") // "the workbench is not built (/app/dist/web/index.html is missing): run `npm run build`, then oddsmith serve again" */
  workbenchNotBuilt: (indexFile: string) => `the workbench is not built (${indexFile} is missing): run \`npm run build\`, then oddsmith serve again`,
  /** @example messages.browserNotOpened("http://127.0.0.1:4173/", "spawn xdg-open ENOENT") // "oddsmith: could not open a browser (spawn xdg-open ENOENT); open http://127.0.0.1:4173/ yourself" */
  browserNotOpened: (url: string, reason: string) => `oddsmith: could not open a browser (${reason}); open ${url} yourself`,
  /** @example messages.serverClosed("http://127.0.0.1:4173/") // "stopped: the workbench at http://127.0.0.1:4173/ is closed" */
  serverClosed: (url: string, what = "the workbench") => `stopped: ${what} at ${url} is closed`,
  /** @example messages.hostNotAllowed("evil.example") // 'blocked: the host "evil.example" is not allowed; to answer it, start oddsmith serve with --allowed-host evil.example' */
  hostNotAllowed: (host: string) => `blocked: the host ${quoteReceived(host)} is not allowed; to answer it, start oddsmith serve with --allowed-host ${host}`,
  internalError: (message: string) => `oddsmith: internal error: ${message}`,
} as const;
