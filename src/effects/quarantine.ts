import { closeSync, constants, existsSync, lstatSync, openSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { compactTimestamp } from "../core/verdict.js";
import { applied, type Effect, failed, skipped } from "../gate/gate.js";
import { linkedGitDirs } from "../io/git-dirs.js";

/** Runs git (the collectors' safe runner: nothing the repository configures executes). */
export type GitRunner = (args: string[], cwd: string) => Promise<unknown>;

export const QUARANTINE_MARKER = ".forge-gate-quarantine.json";

/**
 * The `quarantine` effect: moves the lease's linked worktree aside to `<name>.quarantined-<ts>` with
 * `git worktree move` (so git's metadata follows it and it stays a working worktree), locks it
 * against `git worktree prune`, and leaves a marker file holding the event. Nothing is deleted.
 */
export function quarantineEffect(git: GitRunner): Effect {
  return {
    name: "quarantine",
    async run({ lease, event }) {
      const wt = lease.worktree;
      if (wt === null) return skipped("quarantine", "the lease names no worktree");
      if (!existsSync(wt)) return failed("quarantine", `worktree ${wt} does not exist here; nothing to move`);
      if (linkedGitDirs([wt]).length === 0) {
        return failed(
          "quarantine",
          `${wt} is not a linked git worktree (a main checkout cannot be moved aside); stop using it until it is reviewed`,
        );
      }
      const target = freeName(
        join(dirname(wt), `${basename(wt)}.quarantined-${compactTimestamp(new Date(event.ts))}`),
      );
      await git(["worktree", "move", wt, target], wt);
      const reason = `forge-gate: merge refused for lease ${lease.id} at ${event.ts} (${event.paths.length} path(s) escaped)`;
      // The move happened; anything after it that fails is reported alongside it, not instead of it.
      const problems: string[] = [];
      try {
        await git(["worktree", "lock", "--reason", reason, target], target);
      } catch (err) {
        problems.push(`not locked: ${(err as Error).message}`);
      }
      try {
        writeMarker(target, { quarantined_from: wt, quarantined_to: target, event });
      } catch (err) {
        problems.push(`marker not written: ${(err as Error).message}`);
      }
      const detail = `moved ${wt} to ${target}`;
      if (problems.length > 0) return failed("quarantine", `${detail}, but ${problems.join("; ")}`);
      return applied("quarantine", `${detail}, locked, marker ${QUARANTINE_MARKER} written`);
    },
  };
}

/** First of `p`, `p-2`, `p-3`, … that does not exist (two refusals within one second). */
function freeName(p: string): string {
  if (!taken(p)) return p;
  for (let i = 2; ; i++) if (!taken(`${p}-${i}`)) return `${p}-${i}`;
}

function taken(p: string): boolean {
  return lstatSync(p, { throwIfNoEntry: false }) !== undefined;
}

function writeMarker(dir: string, body: unknown): void {
  // O_EXCL|O_NOFOLLOW: never overwrite or follow something the agent left under that name.
  const fd = openSync(
    join(dir, QUARANTINE_MARKER),
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    0o644,
  );
  try {
    writeSync(fd, `${JSON.stringify(body, null, 2)}\n`);
  } finally {
    closeSync(fd);
  }
}
