import { afterAll, describe, expect, it } from "vitest";
import { cleanupAll, expectVerdict, join, runAgent, scenario, startNoise } from "./harness.js";

// Found after reading src/: the capture compares each upper-layer copy with the host's file as it is
// after the run. A file the agent only opened for writing or touched ("no change" by the docs' own rule)
// which another program changed on the host after the agent's copy-up differs from the host's, and is
// charged to the agent: rule 3 broken on a busy machine. The capture cannot know what the host held
// when the agent first opened the file (the layer keeps no copy of it, and an mtime-based excuse could
// be forged with `touch -r`), so the difference stays charged (evidence is never dropped) and each such
// record now says that another program changed the host's entry during the run.

afterAll(cleanupAll);

const OPENED: Array<[string, string]> = [
  [
    "opened for append, nothing written",
    'python3 -c \'import os; open(os.path.expanduser("~/.bash_history"), "a").close()\'',
  ],
  ["touched", 'touch "$HOME/.bash_history"'],
  ["chmod to the same mode", 'chmod 644 "$HOME/.bash_history"'],
];

describe("redteam gate, capture: another program changes a file the agent only opened", () => {
  it.each(OPENED)(
    "%s while another program appends to it: charged, and the report says the host's file changed too",
    (_how, script) => {
      const s = scenario();
      const noise = startNoise(s, 'echo "cmd $i" >> "$HOME/.bash_history"');
      let r: ReturnType<typeof runAgent>;
      try {
        r = runAgent(s, `${script}; sleep 1`);
      } finally {
        expect(noise.stop()).toBeGreaterThan(5);
      }
      expectVerdict(s, r, {
        status: 1,
        attribution: "capture",
        escapes: [[join(s.home, ".bash_history"), null]],
      });
      expect(r.doc.violations[0].detail).toMatch(/another program/);
      expect(r.doc.capture.limits.join("\n")).toMatch(/another program changed during the run/);
    },
  );

  it.skip.each(OPENED)(
    "KNOWN GAP (attribution): %s while another program appends to it should pass; the capture cannot know what the host held at the agent's copy-up",
    () => {},
  );

  it("the agent's own change to a file no one else touched carries no such doubt", () => {
    const s = scenario();
    const noise = startNoise(s, 'echo "cmd $i" >> "$HOME/.bash_history"');
    let r: ReturnType<typeof runAgent>;
    try {
      r = runAgent(s, 'echo "alias ls=true" >> "$HOME/.bashrc"; sleep 0.5');
    } finally {
      expect(noise.stop()).toBeGreaterThan(5);
    }
    expectVerdict(s, r, {
      status: 1,
      attribution: "capture",
      escapes: [[join(s.home, ".bashrc"), "outside_write_roots"]],
    });
    expect(r.doc.violations[0].detail ?? "").not.toMatch(/another program/);
  });
});
