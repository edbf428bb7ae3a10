import { ensureClient } from "../../scripts/clients.mjs";

/** Installs the pinned clients into the cache once, before any client test file runs. */
export default async function setup(): Promise<void> {
  for (const name of ["claude-code@2.1.330", "claude-code@2.1.197", "codex@0.169.0", "opencode@1.18.33"])
    await ensureClient(name, { log: (m) => process.stderr.write(`${m}\n`) });
}
