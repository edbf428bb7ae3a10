import { homedir } from "node:os";
import { join } from "node:path";

/** The state directory (backstop counters, validated-file and code caches) unless --state is given. */
export function defaultStateDir(): string {
  const base = process.env.XDG_STATE_HOME || join(homedir(), ".local", "state");
  return join(base, "forge-gate");
}
