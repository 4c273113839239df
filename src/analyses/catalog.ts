/**
 * The registry: every analysis by game and name, each loaded only when asked for. The CLI's subcommands,
 * the report's sections, sweeps, `validate`, the Monte Carlo workers, the benchmarks and the workbench all
 * look analyses up here (or in ./index.ts, which loads them all), so a new analysis is one file in its
 * game's folder, one line below and one test file. Names and their order are known without loading any
 * analysis (help and suggestions cost nothing); `oddsmith kingstone check` loads the check's module alone.
 * Analyses a person adds with `--plugin` (src/analyses/plugin.ts) join through `addAnalyses`.
 */
import type { AuditClaim } from "../framework/audit.js";
import type { AnalysisIdentity } from "../framework/analysis.js";
import { registerAnalysis, type AnalysisEntry } from "../framework/registered-analysis.js";

/** Loads one analysis's module and registers its definition under the identity its registry line gives it. */
type Loader = (identity: AnalysisIdentity) => Promise<AnalysisEntry>;

/** Every built-in analysis, in display order (game, then the order a reader meets them): one line each. */
const BUILT_IN = {
  kingstone: {
    check: (id) => import("./kingstone/check.js").then((m) => registerAnalysis({ ...m.checkAnalysis, ...id })),
    table: (id) => import("./kingstone/table.js").then((m) => registerAnalysis({ ...m.tableAnalysis, ...id })),
    "pick-dc": (id) => import("./kingstone/pick-dc.js").then((m) => registerAnalysis({ ...m.pickDcAnalysis, ...id })),
    death: (id) => import("./kingstone/death.js").then((m) => registerAnalysis({ ...m.deathAnalysis, ...id })),
    marks: (id) => import("./kingstone/marks.js").then((m) => registerAnalysis({ ...m.marksAnalysis, ...id })),
    side: (id) => import("./kingstone/side.js").then((m) => registerAnalysis({ ...m.sideRollsAnalysis, ...id })),
    spell: (id) => import("./kingstone/spell.js").then((m) => registerAnalysis({ ...m.spellAnalysis, ...id })),
    fight: (id) => import("./kingstone/fight.js").then((m) => registerAnalysis({ ...m.fightAnalysis, ...id })),
  },
  zilch: {
    test: (id) => import("./zilch/test.js").then((m) => registerAnalysis({ ...m.testAnalysis, ...id })),
    pick: (id) => import("./zilch/pick.js").then((m) => registerAnalysis({ ...m.zilchPickAnalysis, ...id })),
    contest: (id) => import("./zilch/contest.js").then((m) => registerAnalysis({ ...m.contestAnalysis, ...id })),
    table: (id) => import("./zilch/table.js").then((m) => registerAnalysis({ ...m.tableAnalysis, ...id })),
    damage: (id) => import("./zilch/damage.js").then((m) => registerAnalysis({ ...m.damageAnalysis, ...id })),
    chargen: (id) => import("./zilch/chargen.js").then((m) => registerAnalysis({ ...m.chargenAnalysis, ...id })),
  },
  ultimo: {
    challenge: (id) => import("./ultimo/challenge.js").then((m) => registerAnalysis({ ...m.challengeAnalysis, ...id })),
    best: (id) => import("./ultimo/best.js").then((m) => registerAnalysis({ ...m.bestAnalysis, ...id })),
    curve: (id) => import("./ultimo/curve.js").then((m) => registerAnalysis({ ...m.curveAnalysis, ...id })),
    pick: (id) => import("./ultimo/pick.js").then((m) => registerAnalysis({ ...m.pickAnalysis, ...id })),
    flip: (id) => import("./ultimo/flip.js").then((m) => registerAnalysis({ ...m.flipAnalysis, ...id })),
    attack: (id) => import("./ultimo/attack.js").then((m) => registerAnalysis({ ...m.attackAnalysis, ...id })),
    fight: (id) => import("./ultimo/fight.js").then((m) => registerAnalysis({ ...m.fightAnalysis, ...id })),
    variants: (id) => import("./ultimo/variants.js").then((m) => registerAnalysis({ ...m.variantsAnalysis, ...id })),
    session: (id) => import("./ultimo/session.js").then((m) => registerAnalysis({ ...m.sessionAnalysis, ...id })),
  },
  ash: {
    check: (id) => import("./ash/check.js").then((m) => registerAnalysis({ ...m.ashCheckAnalysis, ...id })),
    pick: (id) => import("./ash/pick.js").then((m) => registerAnalysis({ ...m.ashPickAnalysis, ...id })),
    table: (id) => import("./ash/table.js").then((m) => registerAnalysis({ ...m.ashTableAnalysis, ...id })),
    campaign: (id) => import("./ash/campaign.js").then((m) => registerAnalysis({ ...m.ashCampaignAnalysis, ...id })),
  },
  dice: {
    roll: (id) => import("./dice/roll.js").then((m) => registerAnalysis({ ...m.rollAnalysis, ...id })),
  },
} satisfies Readonly<Record<string, Readonly<Record<string, Loader>>>>;

/** A built-in game's word: a key of the registry (its CLI word and its reports/ folder name). */
export type GameId = keyof typeof BUILT_IN;

/** The registry by game: every built-in analysis's loader, by name. */
export const CATALOG: { readonly [G in GameId]: Readonly<Record<string, Loader>> } = BUILT_IN;

/** The keys of a record in their order, typed as its keys. O(keys). */
function keysOf<K extends string>(record: Readonly<Record<K, unknown>>): K[] {
  const keys: K[] = [];
  for (const key in record) keys.push(key);
  return keys;
}

/**
 * The built-in games in display order (the four rulebooks' games, then any dice, docs/dice.md), derived from
 * the registry: a new game is its catalog entry, no other list. O(1).
 * @example GAMES.join(" ") // "kingstone zilch ultimo ash dice"
 */
export const GAMES: readonly GameId[] = keysOf(CATALOG);

/** Each game's audit of its rulebook's claims about its own odds (docs/rules.md 6); Ash's rulebook makes none. */
export const AUDIT_CATALOG: Readonly<Partial<Record<GameId, () => Promise<() => AuditClaim[]>>>> = {
  kingstone: () => import("./kingstone/audit.js").then((m) => m.auditKingstone),
  zilch: () => import("./zilch/audit.js").then((m) => m.auditZilch),
  ultimo: () => import("./ultimo/audit.js").then((m) => m.auditUltimo),
};

const loaded = new Map<string, Promise<AnalysisEntry>>();
const settled = new Map<string, AnalysisEntry>();
const added: AnalysisEntry[] = [];

function isGameId(game: string): game is GameId {
  return GAMES.some((id) => id === game);
}

/**
 * The games in display order: the built-in GAMES, then each plugin's own games in the order they were added.
 * @example gameIds().slice(0, 2) // ["kingstone", "zilch"]
 */
export function gameIds(): string[] {
  return [...new Set<string>([...GAMES, ...added.map((entry) => entry.game)])];
}

/**
 * The names of a game's analyses in display order (built-in, then added), without loading any. O(analyses).
 * @example analysisNames("kingstone").slice(0, 3) // ["check", "table", "pick-dc"]
 */
export function analysisNames(game: string): string[] {
  const builtIn = isGameId(game) ? Object.keys(CATALOG[game]) : [];
  return [...builtIn, ...added.filter((entry) => entry.game === game).map((entry) => entry.name)];
}

/**
 * The analysis `game name`, loading its module on first use (the same entry every time); undefined when
 * there is none. O(1) once loaded.
 * @example loadAnalysis("kingstone", "check").then((analysis) => analysis?.exact) // true
 */
export function loadAnalysis(game: string, name: string): Promise<AnalysisEntry | undefined> {
  const plugin = added.find((entry) => entry.game === game && entry.name === name);
  if (plugin !== undefined) return Promise.resolve(plugin);
  const loader = isGameId(game) && Object.hasOwn(CATALOG[game], name) ? CATALOG[game][name] : undefined;
  if (loader === undefined) return Promise.resolve(undefined);
  const key = `${game} ${name}`;
  let entry = loaded.get(key);
  if (entry === undefined) {
    entry = loader({ game, name }).then((registered) => (settled.set(key, registered), registered));
    loaded.set(key, entry);
  }
  return entry;
}

/**
 * Every analysis of one game, in display order, loading their modules.
 * @example loadGame("ash").then((analyses) => analyses.map((analysis) => analysis.name)) // ["check", "pick", "table", "campaign"]
 */
export async function loadGame(game: string): Promise<AnalysisEntry[]> {
  const entries = await Promise.all(analysisNames(game).map((name) => loadAnalysis(game, name)));
  return entries.filter((entry) => entry !== undefined);
}

/** Every analysis of every game, in display order (the first call loads every module: about 0.2 s of CPU). */
export async function loadAllAnalyses(): Promise<AnalysisEntry[]> {
  return (await Promise.all(gameIds().map(loadGame))).flat();
}

/** The built-in analyses already loaded and the added ones, in display order (what a synchronous lookup can see). */
export function loadedAnalyses(): AnalysisEntry[] {
  return gameIds().flatMap((game) => analysisNames(game).flatMap((name) => {
    const entry = added.find((a) => a.game === game && a.name === name) ?? settled.get(`${game} ${name}`);
    return entry === undefined ? [] : [entry];
  }));
}

/**
 * The analyses that take --mc, as "game name", in display order: every loaded one (the CLI loads them all
 * before it needs this list; ./index.ts loads them all at once).
 * @example loadAllAnalyses().then(() => analysesWithSampler().includes("ultimo challenge")) // true
 */
export function analysesWithSampler(): string[] {
  return loadedAnalyses().filter((analysis) => analysis.sampler !== undefined).map((analysis) => `${analysis.game} ${analysis.name}`);
}

/**
 * Adds analyses defined outside the package (a plugin, checked by src/analyses/plugin.ts) to the registry,
 * after the built-in ones of their game. The same entry added twice is kept once.
 */
export function addAnalyses(entries: readonly AnalysisEntry[]): void {
  for (const entry of entries) if (!added.includes(entry)) added.push(entry);
}

/**
 * Forgets every analysis added with addAnalyses: the registry holds the built-in analyses alone again (the
 * test suite calls it after each test file, which share one module cache). O(1).
 * @example forgetAddedAnalyses() // undefined
 */
export function forgetAddedAnalyses(): void {
  added.length = 0;
}

/** The analyses added with addAnalyses, in the order they came. */
export function addedAnalyses(): readonly AnalysisEntry[] {
  return added;
}

/**
 * The audited claims of one game, or of every game in GAMES order, computed from the solvers on each
 * call (Ultimo's take about 4 s of CPU on the 2-core reference machine: three exact exchanges).
 * @example loadAuditClaims("ash") // []
 */
export async function loadAuditClaims(game?: GameId): Promise<AuditClaim[]> {
  const audits = await Promise.all(GAMES.filter((id) => game === undefined || id === game).map((id) => AUDIT_CATALOG[id]?.()));
  return audits.flatMap((audit) => audit?.() ?? []);
}
