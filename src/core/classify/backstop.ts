import type { BackstopConfig, Verdict } from "./types.js";

/** Per-session denial counters kept in the state directory. */
export interface Counters {
  consecutive: number;
  total: number;
  /** Identity of the latest user message seen, to reset on a new user turn. */
  userTurn: string | null;
}

export const ZERO: Counters = { consecutive: 0, total: 0, userTurn: null };

/**
 * Applies the backstop to a verdict and returns the counters to store. A block that would be the
 * Nth consecutive (or Mth total) one in the session becomes an escalation, so a false positive
 * cannot loop the agent forever; allows reset the consecutive count; a new user turn resets both.
 */
export function applyBackstop(
  verdict: Verdict,
  prev: Counters,
  cfg: BackstopConfig,
  userTurn: string | null,
): { verdict: Verdict; next: Counters } {
  let c = prev;
  if (cfg.resetOnUserTurn && userTurn !== null && userTurn !== prev.userTurn)
    c = { consecutive: 0, total: 0, userTurn };
  if (verdict.decision === "allow") return { verdict, next: { ...c, consecutive: 0 } };
  if (verdict.decision !== "block") return { verdict, next: c };
  const next = { ...c, consecutive: c.consecutive + 1, total: c.total + 1 };
  if (next.consecutive >= cfg.consecutive || next.total >= cfg.total) {
    const which =
      next.consecutive >= cfg.consecutive ? `${next.consecutive} consecutive` : `${next.total} total`;
    return {
      verdict: {
        decision: "escalate",
        reason: `${verdict.reason} (${which} blocks in this session: handing over to a human)`,
        rule: verdict.rule,
        stage: "backstop",
      },
      next: { ...next, consecutive: 0 },
    };
  }
  return { verdict, next };
}
