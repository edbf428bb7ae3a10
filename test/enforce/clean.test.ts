import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { git, makeFixture } from "../collect/fixture.js";
import { enforcedRun, reportOf } from "./helpers.js";

/** Clean work under `run --enforce`: what an agent does inside its lease still works, and passes. */
describe("run --enforce: clean work passes", () => {
  it("edits, creates, deletes and commits on its own branch (twice, with the reflog and index)", () => {
    const f = makeFixture();
    const r = enforcedRun(
      f,
      [
        "echo more >> README.md",
        "echo new > src/new.txt",
        "git rm -q src/gone.txt",
        "git add -A",
        'git commit -qm "agent work"',
        "echo again >> src/a.txt",
        'git commit -qam "more work"',
        "git status --short",
        "git log --oneline -3",
      ].join("\n"),
    );
    const report = reportOf(r);
    expect(report.command.exit_code, r.stderr).toBe(0);
    expect(report.enforced).toBe(true);
    expect(report.verdict).toBe("pass");
    expect(r.status).toBe(0);
    expect(git(["log", "--format=%s", "-2", "agent"], f.repo).trim().split("\n")).toEqual([
      "more work",
      "agent work",
    ]);
    expect(git(["rev-parse", "main"], f.repo)).not.toBe(git(["rev-parse", "agent"], f.repo));
    expect(git(["status", "--porcelain"], f.wt).trim()).toBe("");
  });

  it("the main checkout leased as the worktree: committing on its branch works, .git/config stays read-only", () => {
    const f = makeFixture();
    writeFileSync(
      f.lease,
      `version: 1\nid: main-lease\nworktree: ${f.repo}\nwrite_roots: ["."]\nbase: main\n`,
    );
    git(["checkout", "-q", "-b", "work"], f.repo, f.env);
    const r = enforcedRun(
      f,
      `cd "$REPO"\necho x >> README.md\ngit commit -qam "main checkout work"\nif git config core.fsmonitor evil; then exit 9; fi\nif echo x > .git/hooks/pre-commit; then exit 8; fi\ntrue`,
    );
    const report = reportOf(r);
    expect(report.command.exit_code, r.stderr).toBe(0);
    expect(report.verdict, JSON.stringify(report.violations)).toBe("pass");
    expect(git(["log", "--format=%s", "-1", "work"], f.repo).trim()).toBe("main checkout work");
    expect(readFileSync(join(f.repo, ".git", "config"), "utf8")).not.toMatch(/fsmonitor/);
    expect(existsSync(join(f.repo, ".git", "hooks", "pre-commit"))).toBe(false);
  }, 60_000);

  it("a real npm install into the worktree (cache in the private temp), then the project's tests", () => {
    const f = makeFixture();
    const pkg = join(f.T, "pkgsrc");
    mkdirSync(pkg);
    writeFileSync(join(pkg, "package.json"), '{"name":"tiny-dep","version":"1.0.0","main":"index.js"}\n');
    writeFileSync(join(pkg, "index.js"), "module.exports = (a, b) => a + b;\n");
    execFileSync("npm", ["pack", "-q", "--pack-destination", f.wt], {
      cwd: pkg,
      env: { ...process.env, ...f.env },
    });
    writeFileSync(join(f.wt, "package.json"), '{"name":"app","version":"1.0.0","private":true}\n');
    writeFileSync(
      join(f.wt, "add.test.mjs"),
      'import { test } from "node:test";\nimport assert from "node:assert";\nimport { createRequire } from "node:module";\nconst add = createRequire(import.meta.url)("tiny-dep");\ntest("adds", () => assert.equal(add(2, 3), 5));\n',
    );
    git(["add", "."], f.wt, f.env);
    git(["commit", "-qm", "app"], f.wt, f.env);
    const r = enforcedRun(
      f,
      [
        'export npm_config_cache="$TMPDIR/npm-cache"',
        "npm install --offline --no-audit --no-fund ./tiny-dep-1.0.0.tgz",
        "test -f node_modules/tiny-dep/index.js",
        "node --test add.test.mjs",
      ].join("\n"),
    );
    const report = reportOf(r);
    expect(report.command.exit_code, r.stderr).toBe(0);
    expect(report.verdict, JSON.stringify(report.violations)).toBe("pass");
    expect(existsSync(join(f.wt, "node_modules", "tiny-dep", "index.js"))).toBe(true);
    expect(existsSync(join(f.home, ".npm"))).toBe(false);
  }, 90_000);

  it("a granted scratch directory under the private /tmp that is missing is created and writable", () => {
    const f = makeFixture({ writeRoots: '[".", "scratch-root/cache"]' });
    const scratch = join(f.wt, "..", "scratch-root", "cache");
    writeFileSync(
      f.lease,
      readFileSync(f.lease, "utf8").replace('"scratch-root/cache"', JSON.stringify(scratch)),
    );
    // Beside the grant, under the private /tmp: the write lands in the sandbox's own tmpfs, never outside.
    const r = enforcedRun(
      f,
      `echo cached > "${scratch}/entry"\necho x > "${join(f.T, "scratch-root")}/beside"`,
    );
    const report = reportOf(r);
    expect(report.command.exit_code, r.stderr).toBe(0);
    expect(report.verdict, JSON.stringify(report.violations)).toBe("pass");
    expect(readFileSync(join(scratch, "entry"), "utf8")).toBe("cached\n");
    expect(existsSync(join(f.T, "scratch-root", "beside"))).toBe(false);
    expect(report.enforcement?.detection_only.join("\n")).toMatch(
      /did not exist: created before the snapshot/,
    );
  });

  it("the report says what was enforced (json) and the text format says it on stderr", () => {
    const f = makeFixture();
    const r = enforcedRun(f, "true");
    const e = reportOf(r).enforcement!;
    expect(e).toMatchObject({ enforced: true, mode: "strict", backend: "bubblewrap", network: "open" });
    expect(e.private_temp).toContain("/tmp");
    expect(e.detection_only.join("\n")).toMatch(/network not restricted by the lease/);
    const text = enforcedRun(f, "true", ["--enforce", "--format", "text"]);
    expect(text.stderr).toMatch(/enforced by bubblewrap: .*private temp .*\/tmp/);
  });
});

describe("run --enforce: a lease on a subdirectory of the checkout", () => {
  it("commits on the own branch from a leased subdirectory; the rest of the checkout stays read-only", () => {
    const f = makeFixture();
    writeFileSync(
      f.lease,
      `version: 1\nid: sub\nworktree: ${join(f.wt, "src")}\nwrite_roots: ["."]\nbase: main\n`,
    );
    const r = enforcedRun(
      f,
      'cd src\necho more >> a.txt\ngit commit -qam "sub work"\nif echo x >> ../README.md; then exit 9; fi\ntrue',
    );
    const report = reportOf(r);
    expect(report.command.exit_code, r.stderr).toBe(0);
    expect(report.verdict, JSON.stringify(report.violations)).toBe("pass");
    expect(git(["log", "--format=%s", "-1", "agent"], f.repo).trim()).toBe("sub work");
    expect(readFileSync(join(f.wt, "README.md"), "utf8")).toBe("hello\n");
  });
});
