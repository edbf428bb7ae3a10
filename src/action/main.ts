// The Action's entry point (dist/action.js): `runs.using: node24`, also runs on Node 20.
import { runAction } from "./run.js";

process.exitCode = await runAction({
  collectors: async () => (await import("../gate/real.js")).realCollectors,
  takeSnapshot: async (opts) => (await import("../gate/real.js")).takeSnapshot(opts),
  now: () => new Date(),
});
