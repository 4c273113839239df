import { Command, Option } from "commander";
import { RULEBOOK_GAMES } from "../framework/analysis.js";
import { VERDICTS, type AuditClaim } from "../framework/audit.js";
import { choiceOption, flagName, optionalOption, validateParams } from "../framework/options.js";
import { AUDIT_CATALOG } from "../analyses/catalog.js";
import { renderTable } from "../pipeline/text-result.js";
import { messages } from "../framework/messages.js";
import { SimulationStopped } from "../sim/simulate.js";
import { checkStopped, interruptibly, stopCause } from "./signals.js";
import { StoppedError, UsageError } from "./usage-error.js";
import { citeRules } from "../framework/rules-citation.js";
import { TOOL_COMMANDS } from "./tool-commands.js";
import { nearestSetting, nearestTable, type NearestSetting } from "./audit-nearest.js";

const OPTIONS = {
  game: optionalOption(choiceOption(RULEBOOK_GAMES, { doc: "audit only this game's rulebook" })),
};

/** The audit for people: one row per claim (game, claim, verdict, figure), then the count of each verdict, then the nearest rule settings. */
function auditTable(claims: readonly AuditClaim[], game: string | undefined, nearest: readonly NearestSetting[]): string {
  if (claims.length === 0) return `The ${game} rulebook makes no claim about its own odds that ${citeRules("6")} marks for the audit.`;
  const table = renderTable({ columns: ["game", "claim", "verdict", "figure"], rows: claims.map((c) => [c.game, c.title, c.verdict, c.figure]) });
  const counts = VERDICTS.map((verdict) => ({ verdict, count: claims.filter((c) => c.verdict === verdict).length })).filter((c) => c.count > 0);
  const tally = counts.map((c) => `${c.count} ${c.verdict}`).join(", ");
  const settings = nearestTable(claims, nearest);
  const after = settings === undefined ? "" : `\n\nThe nearest rule setting under which a claim that fails or depends on the reading would hold (oddsmith balance, the claim as its target):\n${renderTable(settings)}`;
  return `${table}\n\n${claims.length} claims: ${tally}. The quotes, questions and reasons: oddsmith audit --json.${after}`;
}

/**
 * `oddsmith audit [--game G] [--json]`: each rulebook claim about its own odds (docs/rules.md 6), the exact
 * figure from the solvers and a verdict, as a table or as the JSON document. A claim that fails is a
 * finding, not an error: the exit code is 0.
 */
export function auditCommand(done: (text: string) => void): Command {
  const command = new Command("audit").description(TOOL_COMMANDS.audit.summary);
  for (const [field, spec] of Object.entries(OPTIONS)) {
    command.addOption(new Option(`${flagName(field, spec)} <value>`, `${spec.doc} (${spec.allowed}; optional)`));
  }
  command.option("--json", "print the JSON document: every claim with its source, quote, question, figure, verdict, detail and exact fractions");
  command.action(async (values: Record<string, unknown>) => {
    const validated = validateParams(OPTIONS, { ...(values.game === undefined ? {} : { game: values.game }) });
    if (!validated.ok) throw new UsageError(validated.errors, "oddsmith audit");
    const { game } = validated.value;
    const claims: AuditClaim[] = [];
    // A game at a time, so that a stop signal is seen between games (Ctrl-C also within one).
    for (const id of RULEBOOK_GAMES.filter((g) => game === undefined || g === game)) {
      const audit = await AUDIT_CATALOG[id]?.();
      try {
        claims.push(...interruptibly(() => audit?.() ?? []));
      } catch (error) {
        throw error instanceof SimulationStopped ? new StoppedError(messages.stopped("audit"), stopCause()) : error;
      }
      await checkStopped(messages.stopped("audit"));
    }
    const nearest: NearestSetting[] = [];
    for (const claim of claims) {
      const found = await nearestSetting(claim);
      if (found !== undefined) nearest.push(found);
    }
    // The JSON states each claim's nearest setting in place of the question it asked (asTarget).
    const documented = claims.map(({ asTarget: _asked, ...claim }) => {
      const found = nearest.find((n) => n.id === claim.id);
      return found === undefined ? claim : { ...claim, nearest: { setting: found.setting, holds: found.holds, figures: found.figures } };
    });
    done(values.json === true ? JSON.stringify({ audit: citeRules("6"), game: game ?? "all", claims: documented }, null, 2) : auditTable(claims, game, nearest));
  });
  return command;
}
