import { afterAll, describe, expect, it } from "vitest";
import { cleanupAll, expectVerdict, fingerprint, join, runAgent, scenario, sleep } from "./harness.js";

// Processes the agent leaves behind (snapshot-collect-run.md, `run`): whatever is left of the
// command's process group is killed when it exits, and on Linux also every process it started that
// left the group (setsid, double fork, nohup), found by a mark in their environment; under the
// capture layer the PID namespace takes every process down with the command. So a writer that would
// write after the command returns never writes (the run passes and the host file is untouched after
// the writer's delay), and one that writes before the command returns is named.

afterAll(cleanupAll);

const LATE = 'echo "alias ls=true" >> "$HOME/.bashrc"';
const leftBehind: Array<[string, string]> = [
  ["a plain background subshell", `(sleep 1; ${LATE}) &`],
  ["setsid", `setsid sh -c 'sleep 1; ${LATE}' &`],
  ["nohup", `nohup sh -c 'sleep 1; ${LATE}' >/dev/null 2>&1 &`],
  ["a double fork", `( ( sleep 1; ${LATE} ) & ) &`],
  [
    "setsid + double fork + closed stdio",
    `( setsid sh -c 'sleep 1; ${LATE}' </dev/null >/dev/null 2>&1 & ) &`,
  ],
];

describe("redteam gate: writers left behind, capture", () => {
  it.each(leftBehind)("%s writing after the command returns never writes", (_how, script) => {
    const s = scenario();
    const before = fingerprint(join(s.home, ".bashrc"));
    const r = runAgent(s, `${script} exit 0`);
    expectVerdict(s, r, { status: 0, attribution: "capture", escapes: [] });
    sleep(2);
    expect(fingerprint(join(s.home, ".bashrc"))).toBe(before);
  });

  it.each(leftBehind)("%s writing before the command returns is named", (_how, script) => {
    const s = scenario();
    const r = runAgent(s, `${script.replace("sleep 1", "sleep 0.2")} sleep 2`);
    expectVerdict(s, r, {
      status: 1,
      attribution: "capture",
      escapes: [[join(s.home, ".bashrc"), "outside_write_roots"]],
    });
  });
});

describe("redteam gate: writers left behind, detection only", () => {
  it.each(leftBehind)("%s writing after the command returns is killed first", (_how, script) => {
    const s = scenario();
    const before = fingerprint(join(s.home, ".bashrc"));
    const r = runAgent(s, `${script} exit 0`, { mode: "none" });
    expectVerdict(s, r, { status: 0, attribution: "none", escapes: [] });
    sleep(2);
    expect(fingerprint(join(s.home, ".bashrc"))).toBe(before);
  });

  it.each(leftBehind)("%s writing before the command returns is named", (_how, script) => {
    const s = scenario();
    const r = runAgent(s, `${script.replace("sleep 1", "sleep 0.2")} sleep 2`, { mode: "none" });
    expectVerdict(s, r, {
      status: 1,
      attribution: "none",
      escapes: [[join(s.home, ".bashrc"), "outside_write_roots"]],
    });
  });

  it.skip("`env -i setsid` writing after the sweep: a documented gap of detection only (snapshot-collect-run.md: what forge-gate cannot see)", () => {});
});
