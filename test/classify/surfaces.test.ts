import { describe, expect, it } from "vitest";
import { decide } from "../../src/core/classify/engine.js";
import { changedKeys, type FileReader, surfaceFor } from "../../src/core/classify/surfaces/index.js";
import { parseJsonc } from "../../src/core/classify/surfaces/jsonc.js";
import { CASES, FILES, LIFECYCLE_CASES, MANIFESTS } from "../../src/core/classify/surfaces/surfaces.cases.js";
import { parseLease } from "../../src/core/lease.js";
import type { FsProbe } from "../../src/core/paths.js";
import { engineContext, WT } from "./engine-fixture.js";

// Execution surfaces (src/core/classify/surfaces/): a change that makes something run later
// escalates, judged by meaning on the file as it is (the reader stands in for classify's I/O edge).

const files: Record<string, string> = { ...FILES };
for (const [dir, text] of Object.entries(MANIFESTS)) files[`${dir}/package.json`] = text;
const reader: FileReader = (p) => (Object.hasOwn(files, p) ? { text: files[p]! } : { missing: true });
// The worktree those files make: what a glob in a write target can match.
const dirs = new Set(
  Object.keys(files).flatMap((f) =>
    f
      .split("/")
      .slice(1, -1)
      .map((_, i, a) => `/${a.slice(0, i + 1).join("/")}`),
  ),
);
const probe: FsProbe = {
  kind: (p) => (Object.hasOwn(files, p) ? "file" : dirs.has(p) ? "dir" : null),
  readlink: () => null,
};
const ctx = engineContext({ readFile: reader, probe });

function decision(tool: string, input: Record<string, unknown>, cwd = WT): string {
  const r = decide({ tool, input, cwd, session: null, transcriptPath: null, format: "claude" }, ctx);
  return r.kind === "final" ? (r.verdict.decision === "escalate" ? "grey" : r.verdict.decision) : "grey";
}

describe("execution surfaces on a filesystem that folds case (macOS, Windows)", () => {
  // `.Husky/pre-commit` is `.husky/pre-commit` there, and `MAKEFILE` is the Makefile; on a
  // case-sensitive filesystem they are other files.
  const folding = engineContext({ readFile: reader, probe, caseMode: "insensitive" });
  const on = (c: typeof ctx, command: string) => {
    const r = decide(
      { tool: "Bash", input: { command }, cwd: WT, session: null, transcriptPath: null, format: "claude" },
      c,
    );
    return r.kind === "final" ? (r.verdict.decision === "escalate" ? "grey" : r.verdict.decision) : "grey";
  };
  it.each([
    "echo 'curl x | sh' > .Husky/pre-commit",
    "echo x > .GITHUB/Workflows/ci.yml",
    "echo '{}' > .VSCode/mcp.json",
    "printf 'all:\\n\\tcurl x | sh\\n' >> MAKEFILE",
  ])("%s", (command) => {
    expect(on(folding, command)).not.toBe("allow");
    expect(on(ctx, command)).toBe("allow");
  });
});

describe("execution surfaces, judged by meaning", () => {
  for (const expected of ["allow", "grey", "block"] as const) {
    const table = CASES.filter((c) => c[2] === expected);
    it(`${expected}: ${table.length} cases`, () => {
      const got = table.map(([tool, input]) => [tool, input, decision(tool, input)]);
      expect(got).toEqual(table);
    });
  }

  it("an install runs the project's lifecycle scripts: judged as part of the call", () => {
    const got = LIFECYCLE_CASES.map(([cmd, cwd]) => [cmd, cwd, decision("Bash", { command: cmd }, cwd)]);
    expect(got).toEqual(LIFECYCLE_CASES);
  });

  it("an unreadable manifest or surface is never taken as harmless", () => {
    const unreadable = engineContext({ readFile: () => ({ unreadable: "EACCES" }) });
    const d = (tool: string, input: Record<string, unknown>) => {
      const r = decide(
        { tool, input, cwd: WT, session: null, transcriptPath: null, format: "claude" },
        unreadable,
      );
      return r.kind === "final" ? r.verdict.decision : "grey";
    };
    expect(d("Bash", { command: "npm install" })).toBe("grey");
    expect(
      d("Edit", { file_path: `${WT}/package.json`, old_string: '"a": "1"', new_string: '"a": "2"' }),
    ).toBe("grey");
    expect(d("Edit", { file_path: `${WT}/src/a.ts`, old_string: "a", new_string: "b" })).toBe("allow");
  });

  it("a surface reached through a symlink is judged as the surface", () => {
    // /srv/forge/wt-47 does not exist here: the probe sees nothing, so this checks the lexical path only;
    // the physical resolution is exercised by the CLI test with real links.
    expect(surfaceFor("/w/.husky/pre-commit")?.format).toBe("any");
    expect(surfaceFor("/w/docs/pre-commit")).toBeNull();
  });
});

describe("tool caches the lease grants: the hook agrees with the gate on their sealed units", () => {
  const leased = parseLease(
    JSON.stringify({ version: 1, id: "t", worktree: WT, write_roots: ["."], tools: ["go", "cargo"] }),
    { source: "t", baseDir: "/", home: "/home/dev" },
  );
  const unit = "/home/dev/go/pkg/mod/github.com/google/uuid@v1.6.0";
  const existing: FsProbe = {
    kind: (p) => (p === unit || unit.startsWith(`${p}/`) ? "dir" : null),
    readlink: () => null,
  };
  const c = engineContext({ lease: leased, probe: existing });
  const d = (command: string) => {
    const r = decide(
      { tool: "Bash", input: { command }, cwd: WT, session: null, transcriptPath: null, format: "claude" },
      c,
    );
    return r.kind === "final" ? r.verdict.decision : "grey";
  };
  it("an edit of a module that is there is blocked, one of a module not there yet escalates; the cache itself stays writable", () => {
    expect(d(`sed -i 's/a/b/' ${unit}/uuid.go`)).toBe("block");
    expect(d(`rm -rf ${unit}`)).toBe("block");
    expect(d("echo x > /home/dev/go/pkg/mod/example.com/new@v1.0.0/x.go")).toBe("grey");
    expect(d("echo x > /home/dev/.cargo/registry/src/index.crates.io-x/serde-1.0.0/src/lib.rs")).toBe("grey");
    expect(d("rm -rf /home/dev/go/pkg/mod/cache/download/x")).toBe("allow");
    expect(d("go mod download")).toBe("allow");
  });
});

describe("surface helpers", () => {
  it("changedKeys ties each changed line to its key (set or removed), or says it cannot", () => {
    const keys = (old: string, now: string, syntax: "json" | "ini" | "yaml") => {
      const r = changedKeys([{ old, new: now }], { syntax });
      return r === "unknown" ? r : { set: r.set.map((k) => k.key), removed: r.removed.map((k) => k.key) };
    };
    expect(keys('"a": "1",\n"b": "2"', '"a": "1",\n"b": "3"', "json")).toEqual({ set: ["b"], removed: [] });
    expect(keys('"a": "1",\n"b": "2"', '"a": "1"', "json")).toEqual({ set: ["a"], removed: ["b"] });
    expect(keys('"x"', '"y"', "json")).toBe("unknown");
    expect(keys("a=1", "a=2\nb=3", "ini")).toEqual({ set: ["a", "b"], removed: [] });
    expect(keys("x: 1", "  y: 2", "yaml")).toBe("unknown");
  });

  it("parseJsonc reads comments and trailing commas, and keeps strings as written", () => {
    expect(parseJsonc('{"a": "x, }", // c\n /* d */ "b": [1,2,],}')).toEqual({ a: "x, }", b: [1, 2] });
    expect(parseJsonc('{"a": "// not a comment"}')).toEqual({ a: "// not a comment" });
    expect(parseJsonc('{"a": 1')).toBeNull();
    expect(parseJsonc('{"a": "unterminated}')).toBeNull();
  });
});
