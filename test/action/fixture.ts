import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * The fixture the Action's self-test workflow gates (test/fixtures/action/make-fixture.sh): a
 * repository, a leased worktree beside its main checkout, and the lease, made in `dir`. Returns
 * what the script prints for $GITHUB_OUTPUT: `lease`, `worktree`, `main`.
 */
export function actionFixture(dir: string): Record<string, string> {
  const out = execFileSync("bash", [join(ROOT, "test/fixtures/action/make-fixture.sh"), dir], {
    encoding: "utf8",
  });
  return Object.fromEntries(
    out
      .trim()
      .split("\n")
      .map((l) => l.split("=", 2) as [string, string]),
  );
}
