import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { readManifestBytes, verifyManifest } from "../../src/collect/manifest-read.js";
import { CLI } from "../support/cli.js";
import { agentEnv, cli, type Fixture, makeFixture, runAgent, snapshotCli } from "./fixture.js";

interface Change {
  path: string;
  change: string;
  source: string;
  from?: string;
}
interface Collected {
  changes: Change[];
  coverage: { roots: string[]; skipped: { path: string; reason: string }[] };
}

function snap(f: Fixture, extra: string[] = [], output = join(f.snaps, "s.fgsnap")) {
  const r = snapshotCli(f, { extra, output });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as {
    snapshot: string;
    digest: string;
    roots: string[];
    skipped: { path: string; reason: string }[];
  };
}

function collectJson(f: Fixture, s: { snapshot: string; digest: string }): Collected {
  const r = cli(f, [
    "collect",
    "--lease",
    f.lease,
    "--snapshot",
    s.snapshot,
    "--snapshot-digest",
    s.digest,
    "--format",
    "json",
  ]);
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Collected;
}

function hostChanges(c: Collected): Change[] {
  return c.changes.filter((x) => x.source === "snapshot");
}

const isRoot = process.getuid?.() === 0;

describe("host scope: what the snapshot diff reports", () => {
  it("creates, deletes, content edits, renames (both sides), hard links, chmod and symlink retargets", () => {
    const f = makeFixture();
    mkdirSync(join(f.home, "dir"));
    writeFileSync(join(f.home, "dir", "inner.txt"), "inner\n");
    symlinkSync("notes.txt", join(f.home, "link"));
    const s = snap(f);
    runAgent(
      f,
      [
        'echo new > "$HOME/created.txt"',
        'rm "$HOME/old.txt"',
        'echo longer-content >> "$HOME/.bashrc"',
        'mv "$HOME/secret.txt" "$HOME/renamed.txt"',
        'ln "$HOME/notes.txt" "$WT/hardlink.txt"',
        'chmod 700 "$HOME/dir"',
        'ln -sfn old.txt "$HOME/link"',
        'mv "$HOME/dir" "$HOME/dir2"',
      ].join("\n"),
    );
    const got = hostChanges(collectJson(f, s));
    const h = (p: string) => join(f.home, p);
    expect(got).toContainEqual({ path: h("created.txt"), change: "created", source: "snapshot" });
    expect(got).toContainEqual({ path: h("old.txt"), change: "deleted", source: "snapshot" });
    expect(got).toContainEqual({ path: h(".bashrc"), change: "modified", source: "snapshot" });
    expect(got).toContainEqual({
      path: h("renamed.txt"),
      change: "renamed",
      source: "snapshot",
      from: h("secret.txt"),
    });
    // A new hard link: the outside file's link count changed, and the new name appeared inside.
    expect(got).toContainEqual({ path: h("notes.txt"), change: "modified", source: "snapshot" });
    expect(got).toContainEqual({ path: join(f.wt, "hardlink.txt"), change: "created", source: "snapshot" });
    expect(got).toContainEqual({ path: h("link"), change: "link", source: "snapshot" });
    // A directory chmodded, then renamed: its metadata no longer matches, so the two sides are not
    // paired (never by inode alone) and both are reported; what is inside it is paired.
    expect(got).toContainEqual({ path: h("dir2"), change: "created", source: "snapshot" });
    expect(got).toContainEqual({ path: h("dir"), change: "deleted", source: "snapshot" });
    expect(got).toContainEqual({
      path: h("dir2/inner.txt"),
      change: "renamed",
      source: "snapshot",
      from: h("dir/inner.txt"),
    });
    // Nothing else: untouched files are not reported.
    expect(got.map((c) => c.path)).not.toContain(join(f.wt, "README.md"));
  });

  it("many changes at once, in any walk order: a deleted tree, a created one, scattered edits, creations and a moved tree", () => {
    // Collect compares the walk with the manifest record by record and looks up only what differs:
    // a deleted tree longer than its look-ahead, a created one, and changes scattered between
    // unchanged entries must all come out exactly, whichever way it had to look them up.
    const f = makeFixture();
    const h = (p: string) => join(f.home, p);
    for (const d of ["gone", "kept", "moved"]) {
      mkdirSync(h(d));
      for (let i = 0; i < 150; i++) writeFileSync(h(`${d}/f${i}`), `${d} ${i}\n`);
    }
    const s = snap(f);
    runAgent(
      f,
      [
        'rm -r "$HOME/gone"',
        'mkdir "$HOME/fresh"',
        'for i in $(seq 0 149); do echo x > "$HOME/fresh/n$i"; done',
        'for i in $(seq 0 10 149); do echo more >> "$HOME/kept/f$i"; echo y > "$HOME/kept/new$i"; done',
        'mv "$HOME/moved" "$HOME/moved2"',
      ].join("\n"),
    );
    const got = hostChanges(collectJson(f, s)).filter((c) => !c.path.startsWith(f.snaps));
    const want: Change[] = [];
    const add = (path: string, change: string, from?: string) =>
      want.push({ path, change, source: "snapshot", ...(from ? { from } : {}) });
    add(h("gone"), "deleted");
    for (let i = 0; i < 150; i++) add(h(`gone/f${i}`), "deleted");
    add(h("fresh"), "created");
    for (let i = 0; i < 150; i++) add(h(`fresh/n${i}`), "created");
    for (let i = 0; i < 150; i += 10) {
      add(h(`kept/f${i}`), "modified");
      add(h(`kept/new${i}`), "created");
    }
    add(h("moved2"), "renamed", h("moved"));
    for (let i = 0; i < 150; i++) add(h(`moved2/f${i}`), "renamed", h(`moved/f${i}`));
    // The directories whose entries changed (their own times) and the home itself.
    const touchedDirs = new Set([f.home, h("kept")]);
    const rest = got.filter((c) => !(c.change === "modified" && touchedDirs.has(c.path)));
    const byPath = (a: Change, b: Change) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
    expect(rest.sort(byPath)).toEqual(want.sort(byPath));
  });

  it("chmod alone is a mode change; a same-size edit with its mtime restored is still a modification", () => {
    const f = makeFixture();
    writeFileSync(join(f.home, "same.txt"), "aaaa\n");
    const s = snap(f);
    runAgent(
      f,
      'chmod 600 "$HOME/notes.txt"\ncp -p "$HOME/same.txt" "$T/ref"\nprintf "bbbb\\n" > "$HOME/same.txt"\ntouch -r "$T/ref" "$HOME/same.txt"',
    );
    const got = hostChanges(collectJson(f, s));
    expect(got).toContainEqual({ path: join(f.home, "notes.txt"), change: "mode", source: "snapshot" });
    expect(got).toContainEqual({ path: join(f.home, "same.txt"), change: "modified", source: "snapshot" });
  });

  it("a write the instant after snapshot returns is seen, even a same-size one with its mtime put back", () => {
    const f = makeFixture();
    for (let i = 0; i < 5; i++) {
      const file = join(f.home, `quick-${i}.txt`);
      const out = join(f.snaps, `q${i}.fgsnap`);
      // One bash: touch the file, snapshot, and rewrite it immediately after snapshot returns.
      const script = [
        `printf 'aaaa' > "${file}"`,
        `cp -p "${file}" "${f.T}/qref"`,
        `"${process.execPath}" "${CLI}" snapshot --lease "${f.lease}" ${f.rootFlags.join(" ")} --output "${out}" > /dev/null`,
        `printf 'bbbb' > "${file}"`,
        `touch -r "${f.T}/qref" "${file}"`,
      ].join("\n");
      const r = spawnSync("bash", ["-c", script], { env: agentEnv(f), encoding: "utf8" });
      expect(r.status, r.stderr).toBe(0);
      const c = cli(f, ["collect", "--lease", f.lease, "--snapshot", out, "--format", "json"]);
      const got = hostChanges(JSON.parse(c.stdout) as Collected);
      expect(got).toContainEqual({ path: file, change: "modified", source: "snapshot" });
    }
  });

  it("hostile names (newline, tab, backslash) round-trip exactly and unchanged ones are not reported", () => {
    const f = makeFixture();
    const keep = join(f.home, "keep\nme\\\there");
    writeFileSync(keep, "k");
    const s = snap(f);
    const made = join(f.home, "new\nline\\x\ttab");
    writeFileSync(made, "n");
    const got = hostChanges(collectJson(f, s));
    expect(got).toEqual([{ path: made, change: "created", source: "snapshot" }]);
    // And -z output carries it byte-exact for `violations -z -`.
    const z = cli(f, ["collect", "--lease", f.lease, "--snapshot", s.snapshot, "-z"]);
    expect(z.stdout.split("\0")).toContain(made);
  });

  it("the manifest itself is not a change, even when it sits in a watched root", () => {
    const f = makeFixture();
    const s = snap(f, [], join(f.tmp, "s.fgsnap"));
    const got = hostChanges(collectJson(f, s));
    expect(got).toEqual([]);
  });

  it("merges nested and duplicate roots; never walks /proc; reports roots that do not exist", () => {
    const f = makeFixture();
    mkdirSync(join(f.home, "sub"));
    const s = snap(f, [
      "--watch",
      f.home,
      "--watch",
      join(f.home, "sub"),
      "--watch",
      "/proc",
      "--watch",
      join(f.T, "nope"),
    ]);
    expect(s.roots.filter((r) => r === f.home)).toHaveLength(1);
    expect(s.roots).not.toContain(join(f.home, "sub"));
    expect(s.roots).toEqual([...s.roots].sort());
    expect(s.skipped).toContainEqual(
      expect.objectContaining({ path: "/proc", reason: expect.stringMatching(/never watched/) }),
    );
    expect(s.skipped).toContainEqual({ path: join(f.T, "nope"), reason: "does not exist at snapshot time" });
    // The worktree, the main checkout and the common git dir are covered (merged into the repo root).
    expect(s.roots).toContain(f.wt);
    expect(s.roots).toContain(f.repo);
  });

  it("content-hashes high-value files (shell rc, git config and hooks) and nothing else", () => {
    const f = makeFixture();
    const s = snap(f);
    const text = readFileSync(s.snapshot, "utf8").trimEnd();
    const trailer = JSON.parse(text.slice(text.lastIndexOf("\n") + 3)) as { hashes: Record<string, string> };
    expect(trailer.hashes[join(f.home, ".bashrc")]).toMatch(/^[0-9a-f]{64}$/);
    expect(trailer.hashes[join(f.repo, ".git", "config")]).toMatch(/^[0-9a-f]{64}$/);
    expect(trailer.hashes[join(f.repo, ".git", "hooks", "pre-commit.sample")]).toMatch(/^[0-9a-f]{64}$/);
    expect(trailer.hashes[join(f.home, "notes.txt")]).toBeUndefined();
    expect(Object.keys(trailer.hashes).some((p) => p.includes("/objects/"))).toBe(false);
  });

  it("the find walker and the Node walker record exactly the same entries and hashes", () => {
    const f = makeFixture();
    mkdirSync(join(f.home, ".ssh"));
    writeFileSync(join(f.home, ".ssh", "authorized_keys"), "ssh-ed25519 AAAA\n");
    writeFileSync(join(f.home, "odd\nname\\with\ttabs"), "x");
    symlinkSync("target with\nnewline and \0".replace("\0", ""), join(f.home, "weird-link"));
    symlinkSync("/etc/passwd", join(f.wt, "abs-link"));
    spawnSync("mkfifo", [join(f.home, "fifo")]);
    const byFind = snap(f, [], join(f.snaps, "find.fgsnap"));
    const env = { ...agentEnv(f), FORGE_GATE_WALKER: "node" };
    const byNode = snapshotCli(f, {
      output: join(f.snaps, "node.fgsnap"),
      env: { FORGE_GATE_WALKER: "node" },
    });
    expect(byNode.status, byNode.stderr).toBe(0);
    const read = (p: string) => verifyManifest(p, readManifestBytes(p), { leaseId: "e2e-lease" });
    const a = read(byFind.snapshot);
    const b = read(join(f.snaps, "node.fgsnap"));
    // The two snapshots themselves differ (each saw the other's manifest file), and so do directory times.
    const entries = (m: typeof a) =>
      Object.fromEntries(
        Array.from({ length: m.records.count }, (_, i) => [m.records.pathAt(i), m.records.valueAt(i)]).filter(
          ([p]) => !p!.startsWith(f.snaps),
        ),
      );
    expect(entries(b)).toEqual(entries(a));
    expect(Object.fromEntries(b.hashes)).toEqual(Object.fromEntries(a.hashes));
    expect(entries(a)[join(f.home, "weird-link")]).toMatch(/^l .*\ttarget with\nnewline and $/);
    expect(a.hashes.get(join(f.home, ".ssh", "authorized_keys"))).toMatch(/^[0-9a-f]{64}$/);
    // And a collect through either walker reports nothing for an untouched machine.
    const quiet = spawnSync(
      process.execPath,
      [CLI, "collect", "--lease", f.lease, "--snapshot", join(f.snaps, "node.fgsnap"), "--format", "json"],
      { env, encoding: "utf8" },
    );
    expect(
      hostChanges(JSON.parse(quiet.stdout) as Collected).filter((c) => !c.path.startsWith(f.snaps)),
    ).toEqual([]);
  });

  it("find writes its records to an unnamed temporary file; with nowhere to write, the Node walker gives the same changes", () => {
    const f = makeFixture();
    const s = snap(f);
    runAgent(f, 'echo x > "$HOME/planted"; mkdir "$WT/new"; echo y > "$WT/new/f"; rm -f "$HOME/.profile"');
    const args = ["collect", "--lease", f.lease, "--snapshot", s.snapshot, "--snapshot-digest", s.digest];
    const collect = (env: NodeJS.ProcessEnv) =>
      spawnSync(process.execPath, [CLI, ...args, "--format", "json"], {
        env: { ...agentEnv(f), ...env },
        encoding: "utf8",
      });
    const viaFile = collect({});
    const noTemp = collect({ TMPDIR: join(f.T, "no-such-dir") });
    expect(viaFile.status, viaFile.stderr).toBe(0);
    expect(noTemp.status, noTemp.stderr).toBe(0);
    const changes = hostChanges(JSON.parse(viaFile.stdout) as Collected);
    expect(changes.map((c) => c.path)).toEqual(
      expect.arrayContaining([join(f.home, "planted"), join(f.wt, "new", "f")]),
    );
    expect(hostChanges(JSON.parse(noTemp.stdout) as Collected)).toEqual(changes);
    // The temporary file was unlinked before find started: the walk never saw it.
    expect(changes.some((c) => c.path.includes(".forge-gate-walk-"))).toBe(false);
  });

  it("unreadable directories are listed as skipped, never silently dropped or reported as deleted", () => {
    const f = makeFixture();
    // Root reads everything, so as root the walk runs as `nobody` (through setpriv) to meet a locked directory.
    const policy = join(f.T, "policy.json");
    writeFileSync(policy, JSON.stringify({ filesystem: { write_roots: [f.wt] } }));
    mkdirSync(join(f.home, "locked"));
    writeFileSync(join(f.home, "locked", "x"), "x");
    mkdirSync(join(f.home, "later"));
    writeFileSync(join(f.home, "later", "y"), "y");
    // `nobody` may not be able to reach this checkout (a clone inside a 0700 temp dir): run a copy of dist/.
    const cliPath = isRoot ? join(f.T, "dist", "cli.js") : CLI;
    if (isRoot) cpSync(dirname(CLI), join(f.T, "dist"), { recursive: true });
    if (isRoot) spawnSync("chmod", ["-R", "a+rwX", f.T]);
    chmodSync(join(f.home, "locked"), 0);
    const run = (args: string[]) => {
      const argv = [process.execPath, cliPath, ...args];
      const cmd = isRoot ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", ...argv] : argv;
      return spawnSync(cmd[0]!, cmd.slice(1), { env: agentEnv(f), encoding: "utf8" });
    };
    try {
      const out = join(f.snaps, "u.fgsnap");
      const sr = run([
        "snapshot",
        "--lease",
        policy,
        "--default-roots",
        "home",
        "--output",
        out,
        "--format",
        "json",
      ]);
      expect(sr.status, sr.stderr).toBe(0);
      const s = JSON.parse(sr.stdout) as { skipped: { path: string; reason: string }[] };
      expect(s.skipped).toContainEqual({
        path: join(f.home, "locked"),
        reason: expect.stringMatching(/EACCES/),
      });
      chmodSync(join(f.home, "later"), 0);
      const cr = run(["collect", "--lease", policy, "--snapshot", out, "--format", "json"]);
      expect(cr.status, cr.stderr).toBe(0);
      const c = JSON.parse(cr.stdout) as Collected;
      // The newly locked directory is a permission change, its children are not "deleted", and it is listed.
      // It is never set aside either: what cannot be read after the run is marked (tampered).
      expect(hostChanges(c)).toEqual([
        {
          path: join(f.home, "later"),
          change: "mode",
          source: "snapshot",
          tampered: "cannot be read after the run",
        },
      ]);
      expect(c.coverage.skipped.map((x) => x.path)).toEqual(
        expect.arrayContaining([join(f.home, "locked"), join(f.home, "later")]),
      );
    } finally {
      chmodSync(join(f.home, "locked"), 0o755);
      chmodSync(join(f.home, "later"), 0o755);
    }
  });
});
