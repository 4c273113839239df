import type * as registry from "../../src/analyses/index.js";

/**
 * The registry module with `auditClaims` solved once per game and then remembered: the report tests write
 * many reports, each carrying the same audit, which takes seconds to solve. It answers as the real one does
 * for every argument, so it is harmless to a later test file that shares the worker's modules.
 */
export function withCachedAudit(actual: typeof registry): typeof registry {
  const claims = new Map<string, ReturnType<typeof actual.auditClaims>>();
  const auditClaims = (game?: Parameters<typeof actual.auditClaims>[0]) => {
    const key = game ?? "every game";
    if (!claims.has(key)) claims.set(key, actual.auditClaims(game));
    return claims.get(key)!;
  };
  return { ...actual, auditClaims };
}
