import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";

// Temp directories a test file makes, removed when the file is done (registered once per file: each
// test file loads its own copy of this module). A test that needs one earlier removes it itself.

const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A new directory under the temp directory (TMPDIR, or `under`), by its real path, removed after the test file. */
export function tempDir(prefix: string, under: string = tmpdir()): string {
  const dir = realpathSync(mkdtempSync(join(under, prefix)));
  made.push(dir);
  return dir;
}
