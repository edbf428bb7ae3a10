/**
 * Every fenced example marked runnable in README.md and docs/*.md (info string `sh runnable` or
 * `bash runnable`, optionally `exit=N`) runs against the built CLI in a fresh sandbox, and its exit
 * status is checked. The marker and the sandbox are described in docs/development.md.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { GIT_ENV } from "../gate/helpers.js";
import { CLI } from "../support/cli.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

interface RunnableBlock {
  file: string;
  line: number;
  script: string;
  exit: number;
}

const FENCE = /^(`{3,}|~{3,})\s*(sh|bash)\s+runnable(?:\s+exit=(\d+))?\s*$/;

/** The runnable blocks of one Markdown text. Unterminated fences are an error, not a skipped block. */
function runnableBlocks(file: string, text: string): RunnableBlock[] {
  const lines = text.split("\n");
  const out: RunnableBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = FENCE.exec(lines[i]!);
    if (!m) continue;
    const close = lines.findIndex((l, j) => j > i && l.trim() === m[1]);
    if (close < 0) throw new Error(`${file}:${i + 1}: runnable block is never closed`);
    out.push({ file, line: i + 1, script: lines.slice(i + 1, close).join("\n"), exit: Number(m[3] ?? 0) });
    i = close;
  }
  return out;
}

const pages = [
  "README.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];
const blocks = pages.flatMap((p) => runnableBlocks(p, readFileSync(join(ROOT, p), "utf8")));

const LEASE = `version: 1
id: task-47-worker
worktree: .
write_roots: ["."]
protect: [".github/workflows/**"]
`;

const sandboxes: string[] = [];
afterAll(() => {
  for (const d of sandboxes) rmSync(d, { recursive: true, force: true });
});

/** A fresh sandbox: a git repository with the README's lease, forge-gate on PATH, private HOME and TMPDIR. */
function sandbox(): { repo: string; env: NodeJS.ProcessEnv } {
  const dir = mkdtempSync(join(tmpdir(), "fg-docs-"));
  sandboxes.push(dir);
  const bin = join(dir, "bin");
  const home = join(dir, "home");
  const tmp = join(dir, "tmp");
  const repo = join(dir, "repo");
  for (const d of [bin, home, tmp, join(repo, "src")]) mkdirSync(d, { recursive: true });
  writeFileSync(
    join(bin, "forge-gate"),
    `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} "$@"\n`,
  );
  chmodSync(join(bin, "forge-gate"), 0o755);
  const env = {
    PATH: `${bin}:${process.env.PATH ?? ""}`,
    HOME: home,
    TMPDIR: tmp,
    LANG: "C.UTF-8",
    ...GIT_ENV,
  };
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, env });
  git("init", "-q", "-b", "main");
  writeFileSync(join(repo, "README.md"), "hello\n");
  writeFileSync(join(repo, "src", "a.ts"), "export const a = 1;\n");
  git("add", ".");
  git("commit", "-q", "-m", "init");
  git("update-ref", "refs/remotes/origin/main", "HEAD");
  writeFileSync(join(repo, "lease.yaml"), LEASE);
  return { repo, env };
}

describe("runnable examples in the docs", () => {
  it("there are runnable examples to run (the README's doors among them)", () => {
    expect(blocks.filter((b) => b.file === "README.md").length).toBeGreaterThanOrEqual(4);
    expect(blocks.length).toBeGreaterThanOrEqual(10);
  });

  it("the marker parser finds blocks with exit codes and refuses an unclosed one", () => {
    const md =
      "x\n```sh runnable exit=2\nfalse\n```\n```sh\nnot runnable\n```\n~~~bash runnable\ntrue\n~~~\n";
    expect(runnableBlocks("t.md", md)).toEqual([
      { file: "t.md", line: 2, script: "false", exit: 2 },
      { file: "t.md", line: 8, script: "true", exit: 0 },
    ]);
    expect(() => runnableBlocks("t.md", "```sh runnable\ntrue\n")).toThrow(/never closed/);
  });

  for (const b of blocks) {
    it(`${b.file}:${b.line} exits ${b.exit}`, () => {
      const { repo, env } = sandbox();
      const r = spawnSync("bash", ["-e", "-o", "pipefail", "-c", b.script], {
        cwd: repo,
        env,
        encoding: "utf8",
        timeout: 120_000,
      });
      expect(r.status, `${b.file}:${b.line}\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`).toBe(b.exit);
    });
  }
});
