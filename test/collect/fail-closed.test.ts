import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/cli.js";
import { agentEnv, cli, type Fixture, gateRun, makeFixture, snapshotCli } from "./fixture.js";

function snapshot(f: Fixture, lease = f.lease): { snapshot: string; digest: string } {
  const r = snapshotCli(f, { lease });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as { snapshot: string; digest: string };
}

/** Drops 60 characters from the middle of the records section. */
function cutRecords(text: string): string {
  const start = text.indexOf("\n", text.indexOf("\nH ") + 1) + 1;
  return text.slice(0, start + 100) + text.slice(start + 160);
}

function collect(f: Fixture, args: string[]) {
  return cli(f, ["collect", "--lease", f.lease, ...args]);
}

describe("collect fails closed (exit 2, a message that says what to do), never 'no changes'", () => {
  it("git is missing", () => {
    const f = makeFixture();
    const env = { ...agentEnv(f), PATH: join(f.T, "empty-path") };
    for (const args of [
      ["collect", "--lease", f.lease],
      ["snapshot", "--lease", f.lease, "--output", join(f.snaps, "x.fgsnap")],
    ]) {
      const r = runCli(args, { cwd: f.T, env });
      expect(r.status).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toMatch(/git is not installed.*Install git/);
    }
  });

  it("the worktree is not a git repository", () => {
    const f = makeFixture();
    const plain = join(f.T, "plain");
    mkdirSync(plain);
    writeFileSync(f.lease, `version: 1\nid: e2e-lease\nworktree: ${plain}\nwrite_roots: ["."]\nbase: main\n`);
    const r = collect(f, []);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/is not a git repository.*worktree/);
    const s = cli(f, ["snapshot", "--lease", f.lease, "--output", join(f.snaps, "x.fgsnap")]);
    expect(s.status).toBe(2);
  });

  it("the worktree does not exist", () => {
    const f = makeFixture();
    writeFileSync(f.lease, `version: 1\nid: e2e-lease\nworktree: ${join(f.T, "nope")}\nwrite_roots: ["."]\n`);
    const r = cli(f, ["snapshot", "--lease", f.lease, "--output", join(f.snaps, "x.fgsnap")]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/worktree .* does not exist/);
  });

  it("an unknown base", () => {
    const f = makeFixture();
    const r = collect(f, ["--base", "no-such-branch"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/"no-such-branch" is not a commit.*git fetch/);
    const dash = collect(f, ["--base", "--output=/tmp/x"]);
    expect(dash.status).toBe(2);
  });

  it("no base at all and no snapshot to take HEAD from", () => {
    const f = makeFixture();
    writeFileSync(f.lease, `version: 1\nid: e2e-lease\nworktree: ${f.wt}\nwrite_roots: ["."]\n`);
    const r = collect(f, []);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/no base.*--base/);
  });

  it("a snapshot that is missing", () => {
    const f = makeFixture();
    const r = collect(f, ["--snapshot", join(f.snaps, "missing.fgsnap")]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/cannot read snapshot .*no such file/);
  });

  it("a snapshot that is corrupt or truncated", () => {
    const f = makeFixture();
    const { snapshot: path } = snapshot(f);
    const text = readFileSync(path, "utf8");
    const trailerAt = text.lastIndexOf("\nT ");
    const trailer = JSON.parse(text.slice(trailerAt + 3)) as { entries: number; records_bytes: number };
    const withTrailer = (t: object) => `${text.slice(0, trailerAt)}\nT ${JSON.stringify(t)}\n`;
    const cases: [string, string][] = [
      ["not a manifest\n", "not a forge-gate snapshot"],
      [text.slice(0, trailerAt + 1), "truncated"],
      [text.slice(0, text.length - 5), "truncated"],
      [cutRecords(text), "truncated or edited"],
      [withTrailer({ ...trailer, entries: trailer.entries + 1 }), "entry count"],
      [text.replace(/\0f [^\0]*\0/, "\0f 1 2\0"), "truncated or edited|malformed"],
    ];
    for (const [content, why] of cases) {
      writeFileSync(path, content);
      const r = collect(f, ["--snapshot", path]);
      expect(r.status, why).toBe(2);
      expect(r.stderr).toMatch(new RegExp(why));
    }
  });

  it("a snapshot taken for another lease", () => {
    const f = makeFixture();
    const other = join(f.T, "other.yaml");
    writeFileSync(other, readFileSync(f.lease, "utf8").replace("id: e2e-lease", "id: someone-else"));
    const { snapshot: path } = snapshot(f, other);
    const r = collect(f, ["--snapshot", path]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/taken for lease "someone-else", not "e2e-lease"/);
  });

  it("a snapshot whose digest does not match", () => {
    const f = makeFixture();
    const { snapshot: path, digest } = snapshot(f);
    const wrong = `sha256:${"0".repeat(64)}`;
    const r = collect(f, ["--snapshot", path, "--snapshot-digest", wrong]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/expected sha256:0000.*changed after it was taken/);
    // A forged manifest (the .bashrc record dropped, the trailer and its body digest redone) parses,
    // but not with the pinned digest.
    const text = readFileSync(path, "utf8");
    const rec = text.match(/[^\0\n]* \/[^\0]*\/home\/\.bashrc\0/)![0];
    const trailerAt = text.lastIndexOf("\nT ");
    const trailer = JSON.parse(text.slice(trailerAt + 3)) as { entries: number; records_bytes: number };
    const body = text.slice(0, trailerAt).replace(rec, "");
    const forged = `${body}\nT ${JSON.stringify({
      ...trailer,
      body_digest: `sha256:${createHash("sha256").update(body).digest("hex")}`,
      entries: trailer.entries - 1,
      records_bytes: trailer.records_bytes - Buffer.byteLength(rec),
    })}\n`;
    writeFileSync(path, forged);
    expect(collect(f, ["--snapshot", path]).status).toBe(0);
    const pinned = collect(f, ["--snapshot", path, "--snapshot-digest", digest]);
    expect(pinned.status).toBe(2);
    expect(pinned.stderr).toMatch(/changed after it was taken/);
  });

  it("forge-gate run refuses a manifest the agent rewrote during the run (detection only)", () => {
    const f = makeFixture();
    const r = gateRun(f, 'for m in "$TMPDIR"/forge-gate-run-*/*.fgsnap; do echo "E evil" >> "$m"; done', [
      "--attribution",
      "none",
    ]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/changed after it was taken/);
  });

  it("under the capture layer the manifest is out of the agent's reach (its temp dir is private)", () => {
    const f = makeFixture();
    const r = gateRun(
      f,
      'for m in "$TMPDIR"/forge-gate-run-*/*.fgsnap; do if [ -e "$m" ]; then echo "E evil" >> "$m"; exit 9; fi; done',
    );
    expect(r.status, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { command: { exit_code: number } }).command.exit_code).toBe(0);
  });

  it("a snapshot output inside a write root is refused", () => {
    const f = makeFixture();
    const r = cli(f, ["snapshot", "--lease", f.lease, ...f.rootFlags, "--output", join(f.wt, "snap.fgsnap")]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/inside the lease's write roots.*outside every write root/);
  });

  it("a lease without worktree and no snapshot has nothing to collect", () => {
    const f = makeFixture();
    const policy = join(f.T, "policy.json");
    writeFileSync(policy, JSON.stringify({ filesystem: { write_roots: [f.wt] } }));
    const r = cli(f, ["collect", "--lease", policy]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/nothing to collect/);
  });

  it("run: a command that cannot start, and no command at all", () => {
    const f = makeFixture();
    const r = cli(f, ["run", "--lease", f.lease, ...f.rootFlags, "--", join(f.T, "no-such-agent")]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/cannot run .*no-such-agent.*ENOENT/);
    expect(cli(f, ["run", "--lease", f.lease]).status).toBe(2);
  });

  it("run and snapshot: no lease, or a bad --default-roots", () => {
    const f = makeFixture();
    expect(cli(f, ["snapshot"]).stderr).toMatch(/no lease given/);
    const r = cli(f, ["snapshot", "--lease", f.lease, "--default-roots", "home,everything"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/unknown group "everything"/);
  });
});
