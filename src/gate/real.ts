/** The real collectors and git, wired for the CLI and the Action. */
import { runGit } from "../collect/git.js";
import { collectChanges, judgeChanges, takeSnapshot } from "../collect/index.js";
import type { GitRunner } from "../effects/quarantine.js";
import type { GateDeps } from "./gate.js";

export const realCollectors: Pick<GateDeps, "collect" | "judge"> = {
  collect: (opts) => collectChanges(opts),
  judge: (lease, result) => judgeChanges(lease, result),
};

/** The collectors' safe git runner (nothing the repository configures runs). */
export const realGit: GitRunner = (args, cwd) => runGit(args, { cwd });

export { takeSnapshot };
