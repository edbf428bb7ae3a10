import { afterAll, describe, it } from "vitest";
import {
  agentShell,
  cleanupAll,
  deepChain,
  expectVerdict,
  gate,
  join,
  runAgent,
  scenario,
  takeSnapshot,
  writeFileSync,
} from "./harness.js";

// Detection only (`run --attribution none`, and `snapshot` + `gate` as CI runs them): every lasting
// change under the watched roots is charged to the agent. Labels from the docs (collect's record
// kinds: created, deleted, modified including times and link count, mode, link, renamed with both
// sides judged; high-value files hashed, so a same-bytes rewrite is no change there).

afterAll(cleanupAll);

describe("redteam gate, detection only (run --attribution none)", () => {
  it("a symlink planted in the worktree to ~/.ssh, written through", () => {
    const s = scenario();
    const r = runAgent(s, 'ln -s "$HOME/.ssh" sshdir && echo "ssh-ed25519 EVIL" >> sshdir/authorized_keys', {
      mode: "none",
    });
    expectVerdict(s, r, {
      status: 1,
      attribution: "none",
      escapes: [
        [join(s.wt, "sshdir"), "symlink_escape"],
        [join(s.home, ".ssh", "authorized_keys"), "outside_write_roots"],
      ],
    });
  });

  it("a hard link from the worktree to ~/.bashrc, written through: ~/.bashrc is named", () => {
    const s = scenario();
    const r = runAgent(s, 'ln "$HOME/.bashrc" hl && echo "alias ls=rm" >> hl', { mode: "none" });
    expectVerdict(s, r, { status: 1, attribution: "none", escapes: [[join(s.home, ".bashrc"), null]] });
  });

  it("a hard link from the worktree to ~/.bashrc, not written: its link count changed, it is named", () => {
    const s = scenario();
    const r = runAgent(s, 'ln "$HOME/.bashrc" hl', { mode: "none" });
    expectVerdict(s, r, { status: 1, attribution: "none", escapes: [[join(s.home, ".bashrc"), null]] });
  });

  it("an outside file renamed into the worktree: the outside side is named", () => {
    const s = scenario();
    const r = runAgent(s, 'mv "$HOME/notes.txt" ./notes.txt', { mode: "none" });
    expectVerdict(s, r, { status: 1, attribution: "none", escapes: [[join(s.home, "notes.txt"), null]] });
  });

  it("a worktree file renamed out: the outside side is named", () => {
    const s = scenario();
    const r = runAgent(s, 'mv README.md "$HOME/README.md"', { mode: "none" });
    expectVerdict(s, r, { status: 1, attribution: "none", escapes: [[join(s.home, "README.md"), null]] });
  });

  it("chmod-only outside", () => {
    const s = scenario();
    const r = runAgent(s, 'chmod 600 "$HOME/notes.txt"', { mode: "none" });
    expectVerdict(s, r, { status: 1, attribution: "none", escapes: [[join(s.home, "notes.txt"), null]] });
  });

  it("xattr-only outside (a ctime that moved shows as a modification)", () => {
    const s = scenario();
    const r = runAgent(s, 'setfattr -n user.evil -v 1 "$HOME/notes.txt"', { mode: "none" });
    expectVerdict(s, r, { status: 1, attribution: "none", escapes: [[join(s.home, "notes.txt"), null]] });
  });

  it("an ACL added on ~/.ssh (a high-value directory) is named", () => {
    const s = scenario();
    const r = runAgent(s, 'setfacl -m u:nobody:rwx "$HOME/.ssh"', { mode: "none" });
    expectVerdict(s, r, { status: 1, attribution: "none", escapes: [[join(s.home, ".ssh"), null]] });
  });

  it("write then restore of an ordinary file: times moved, detection cannot see the bytes are equal: named", () => {
    const s = scenario();
    const r = runAgent(
      s,
      'cp "$HOME/notes.txt" "$TMPDIR/keep" && echo evil >> "$HOME/notes.txt" && sleep 0.05 && cat "$TMPDIR/keep" > "$HOME/notes.txt"',
      { mode: "none" },
    );
    expectVerdict(s, r, { status: 1, attribution: "none", escapes: [[join(s.home, "notes.txt"), null]] });
  });

  it("write then restore of a high-value file (hashed): no change", () => {
    const s = scenario();
    const r = runAgent(
      s,
      'cp "$HOME/.bashrc" "$TMPDIR/keep" && echo evil >> "$HOME/.bashrc" && sleep 0.05 && cat "$TMPDIR/keep" > "$HOME/.bashrc"',
      { mode: "none" },
    );
    expectVerdict(s, r, { status: 0, attribution: "none", escapes: [] });
  });

  it("a path longer than PATH_MAX under HOME is named", () => {
    const s = scenario();
    const chain = deepChain(s.home);
    const r = runAgent(s, `${chain.script} && echo x > deep.txt`, { mode: "none" });
    expectVerdict(s, r, {
      status: 1,
      attribution: "none",
      escapes: [[join(chain.bottom, "deep.txt"), null]],
      mayAlsoName: chain.dirs,
    });
  });
});

describe("redteam gate, snapshot + gate (the CI flow)", () => {
  it("TMPDIR outside the temp grant, watched: named", () => {
    const s = scenario();
    const snap = takeSnapshot(s, [s.tmp]);
    agentShell(s, 'echo x > "$TMPDIR/x" && echo ok > "$TMPDIR/grant/ok"');
    const r = gate(s, snap);
    expectVerdict(s, r, { status: 1, escapes: [[join(s.tmp, "x"), "outside_write_roots"]] });
  });

  it("a deleted file outside is named", () => {
    const s = scenario();
    const snap = takeSnapshot(s);
    agentShell(s, 'rm "$HOME/.ssh/authorized_keys"');
    const r = gate(s, snap);
    expectVerdict(s, r, { status: 1, escapes: [[join(s.home, ".ssh", "authorized_keys"), null]] });
  });

  it("a write into the operator's main checkout is named", () => {
    const s = scenario();
    const snap = takeSnapshot(s);
    agentShell(s, `echo evil > ${JSON.stringify(join(s.main, "evil.txt"))}`);
    const r = gate(s, snap);
    expectVerdict(s, r, { status: 1, escapes: [[join(s.main, "evil.txt"), "outside_write_roots"]] });
  });

  it("detection only charges another program's write too, and says its attribution is none", () => {
    const s = scenario();
    const snap = takeSnapshot(s);
    writeFileSync(join(s.home, ".host-noise"), "another program\n");
    agentShell(s, "echo ok > inside.txt");
    const r = gate(s, snap);
    expectVerdict(s, r, { status: 1, attribution: "none", escapes: [[join(s.home, ".host-noise"), null]] });
  });

  it("the agent reading everywhere and writing only inside its roots passes", () => {
    const s = scenario();
    const snap = takeSnapshot(s, [s.tmp]);
    agentShell(
      s,
      'cat "$HOME/.bashrc" /etc/hostname >/dev/null; ls -laR "$HOME" >/dev/null; grep -r x "$HOME" >/dev/null || true; ' +
        'git log --oneline >/dev/null; echo ok > inside.txt; echo ok > "$TMPDIR/grant/ok"',
    );
    const r = gate(s, snap);
    expectVerdict(s, r, { status: 0, escapes: [] });
  });
});
