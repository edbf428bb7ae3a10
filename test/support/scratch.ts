import { mkdirSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";

/**
 * A directory outside every temp directory, for fixtures whose sibling directories must be ordinary
 * places on the host: the capture layer (and --enforce) make the temp directories private, so a write
 * to `/tmp/fixture/sibling` is never seen by the host at all, while the same write beside a checkout in
 * `/srv` must be captured and named. The checkout's own `.scratch/` (git-ignored); each test removes
 * what it made there.
 */
export function scratchRoot(): string {
  const dir = fileURLToPath(new URL("../../.scratch", import.meta.url));
  mkdirSync(dir, { recursive: true });
  return realpathSync(dir);
}

/** True when `scratchRoot()` happens to lie in a temp directory (a clone under /tmp): sibling writes are then private. */
export function scratchIsTemp(): boolean {
  const root = scratchRoot();
  return [tmpdir(), "/tmp", "/var/tmp", "/dev/shm"].some((t) => {
    let real: string;
    try {
      real = realpathSync(t);
    } catch {
      return false;
    }
    return root === real || root.startsWith(`${real}/`);
  });
}
