// The Action's entry point (dist/action.js): `runs.using: node24`, also runs on Node 20.
// It exports run() for harnesses such as @github/local-action, which import the entry and call it;
// the runner executes the file itself (`node dist/action.js`), and then it runs at once.
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runAction } from "./run.js";

/** Runs the Action once: exit code 0 pass, 1 refused, 2 error (also set on process.exitCode). */
export async function run(): Promise<number> {
  const code = await runAction({
    collectors: async () => (await import("../gate/real.js")).realCollectors,
    takeSnapshot: async (opts) => (await import("../gate/real.js")).takeSnapshot(opts),
    now: () => new Date(),
  });
  process.exitCode = code;
  return code;
}

function isMainModule(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMainModule()) await run();
