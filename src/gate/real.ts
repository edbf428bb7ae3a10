/** The real collectors and git, wired for the CLI and the Action. */
import { realpathSync } from "node:fs";
import { runGit } from "../collect/git.js";
import { collectChanges, judgeChanges, takeSnapshot } from "../collect/index.js";
import { ForgeGateError } from "../core/errors.js";
import type { Lease } from "../core/lease.js";
import { defaultCaseMode } from "../core/paths.js";
import type { GitRunner } from "../effects/quarantine.js";
import { createNodeProbe } from "../io/fs-probe.js";
import { type Relocation, relocatedProbe } from "./coordinates.js";
import type { GateDeps } from "./gate.js";

export const realCollectors: Pick<GateDeps, "collect" | "judge" | "physicalPath"> = {
  collect: (opts) => collectChanges(opts),
  physicalPath: (dir) => physical(dir),
  judge: (lease, result, relocation) =>
    relocation === undefined ? judgeChanges(lease, result) : judgeRelocated(lease, result, relocation),
};

/**
 * A checkout elsewhere (a `pull_request` job): the same violations core judges the lease's paths,
 * on the checkout's real filesystem seen through the lease's coordinates, so committed symlinks
 * are followed exactly as they would be where the agent ran.
 */
function judgeRelocated(lease: Lease, result: Parameters<GateDeps["judge"]>[1], where: Relocation) {
  const caseMode = defaultCaseMode(process.platform);
  const probe = createNodeProbe(caseMode);
  const checkout = physical(where.checkout);
  // The checkout is the worktree under another spelling: nothing to translate.
  if (probe.realpath?.(where.worktree) === checkout) return judgeChanges(lease, result, { caseMode, probe });
  return judgeChanges(lease, result, {
    caseMode,
    probe: relocatedProbe(probe, { worktree: where.worktree, checkout }, caseMode),
  });
}

function physical(dir: string): string {
  try {
    return realpathSync.native(dir);
  } catch (err) {
    throw new ForgeGateError(
      "checkout_unreadable",
      `cannot resolve the checkout ${JSON.stringify(dir)}: ${(err as Error).message}`,
      "Pass --checkout DIR (the Action: its worktree input) pointing at the checked-out branch",
    );
  }
}

/** The collectors' safe git runner (nothing the repository configures runs). */
export const realGit: GitRunner = (args, cwd) => runGit(args, { cwd });

export { takeSnapshot };
