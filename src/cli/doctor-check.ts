/**
 * One line of `forge-gate doctor`: ok, warn (a feature that is not needed by every command is
 * missing) or error (something needed is broken). Its own module so each group of checks can live
 * in its own file without importing doctor.
 */
export type CheckStatus = "ok" | "warn" | "error";

export interface Check {
  name: string;
  status: CheckStatus;
  detail: string;
  hint?: string;
}
