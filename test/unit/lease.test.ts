import { describe, expect, it } from "vitest";
import { ForgeGateError } from "../../src/core/errors.js";
import { LEASE_MAX_BYTES, parseLease } from "../../src/core/lease.js";

const ctx = { source: "lease.yaml", baseDir: "/leases", home: "/home/u" };

function error(text: string): ForgeGateError {
  try {
    parseLease(text, ctx);
  } catch (err) {
    expect(err).toBeInstanceOf(ForgeGateError);
    return err as ForgeGateError;
  }
  throw new Error("expected the lease to be refused");
}

describe("parseLease", () => {
  it("normalises a full v1 lease", () => {
    const lease = parseLease(
      `version: 1
id: task-47
worktree: /srv/wt-47/
write_roots: [".", "/tmp/forge-47", "~/scratch", "", "sub/../sub"]
protect: [".github/workflows/**", "~/.npmrc", ""]
read_roots: [docs]
network: { allow: ["GitHub.com"] }
mcp: [{ server: github, tools: [get_issue] }, { server: fs }]
watch: ["~", /tmp]
issue: 47
pr: 62
repo: owner/name
base: origin/main
`,
      ctx,
    );
    expect(lease).toEqual({
      version: 1,
      id: "task-47",
      source: "lease",
      worktree: "/srv/wt-47",
      write_roots: ["/srv/wt-47", "/tmp/forge-47", "/home/u/scratch", "/srv/wt-47/sub"],
      protect: [".github/workflows/**", "/home/u/.npmrc"],
      read_roots: ["/srv/wt-47/docs"],
      network: { allow: ["github.com"] },
      mcp: [
        { server: "github", tools: ["get_issue"] },
        { server: "fs", tools: null },
      ],
      watch: ["/home/u", "/tmp"],
      agent: null,
      tools: [],
      keyed: [],
      issue: 47,
      pr: 62,
      repo: "owner/name",
      base: "origin/main",
    });
  });

  it("resolves relative roots against the lease file's directory without a worktree", () => {
    const lease = parseLease('{"version":1,"id":"x","write_roots":["wt"]}', ctx);
    expect(lease.write_roots).toEqual(["/leases/wt"]);
    expect(lease.network.allow).toBeNull();
  });

  it("keeps an empty write_roots: closed, not an error", () => {
    expect(parseLease("version: 1\nid: x\nwrite_roots: []\n", ctx).write_roots).toEqual([]);
  });

  it("accepts forge-loop's CapabilityPolicy unchanged", () => {
    const lease = parseLease(
      JSON.stringify({
        filesystem: { read_roots: ["/srv/repo"], write_roots: ["/srv/wt"] },
        network: { allow_domains: ["api.github.com"] },
        mcp: [{ server: "github", tools: ["get_issue"] }],
      }),
      { ...ctx, source: "/x/policy.json" },
    );
    expect(lease.source).toBe("capability_policy");
    expect(lease.write_roots).toEqual(["/srv/wt"]);
    expect(lease.read_roots).toEqual(["/srv/repo"]);
    expect(lease.network.allow).toEqual(["api.github.com"]);
    expect(lease.id).toBe("policy.json");
  });

  const bad: Array<[string, string, RegExp]> = [
    ["malformed YAML", "version: 1\nid: [unclosed\n", /malformed YAML/],
    ["malformed JSON", '{"version": 1,', /malformed JSON/],
    ["not an object (list)", "- a\n- b\n", /must be a mapping/],
    ["not an object (scalar)", "just text\n", /must be a mapping/],
    ["empty file", "\n  \n", /empty/],
    ["unknown key", "version: 1\nid: x\nwrite_roots: []\nwrite_root: [a]\n", /unknown key "write_root"/],
    [
      "unknown nested key",
      "version: 1\nid: x\nwrite_roots: []\nnetwork: { allowed: [] }\n",
      /network: unknown key/,
    ],
    ["missing write_roots", "version: 1\nid: x\n", /write_roots: is required/],
    ["wrong type", "version: 1\nid: x\nwrite_roots: [1]\n", /write_roots\[0\]: expected string/],
    ["write_roots not a list", "version: 1\nid: x\nwrite_roots: /srv\n", /write_roots: expected array/],
    ["missing id", "version: 1\nwrite_roots: []\n", /id: is required/],
    ["wrong version", "version: 2\nid: x\nwrite_roots: []\n", /version: must be 1/],
    [
      "filesystem root",
      "version: 1\nid: x\nwrite_roots: [/srv, /]\n",
      /write_roots\[1\]: "\/" is a filesystem root/,
    ],
    ["windows root", "version: 1\nid: x\nwrite_roots: ['C:\\']\n", /filesystem root/],
    ["root via ..", "version: 1\nid: x\nworktree: /srv\nwrite_roots: [../..]\n", /filesystem root/],
    ["newline in a root", 'version: 1\nid: x\nwrite_roots: ["a\\nb"]\n', /control characters/],
    [
      "option-like base",
      "version: 1\nid: x\nwrite_roots: []\nbase: --output=/tmp/x\n",
      /base: must be a git revision/,
    ],
    [
      "bad repo",
      "version: 1\nid: x\nwrite_roots: []\nrepo: not a repo\n",
      /repo: must look like owner\/name/,
    ],
    ["negative pr", "version: 1\nid: x\nwrite_roots: []\npr: -1\n", /pr:/],
    ["duplicate key", "version: 1\nid: x\nid: y\nwrite_roots: []\n", /malformed YAML/],
    [
      "policy without write_roots",
      '{"filesystem": {"read_roots": []}}',
      /filesystem.write_roots: is required/,
    ],
    ["policy unknown key", '{"filesystem": {"write_roots": []}, "extra": 1}', /unknown key "extra"/],
    [
      "duplicate JSON key",
      '{"version":1,"id":"x","write_roots":["/srv/wt"],"write_roots":["/home/op"]}',
      /malformed JSON/,
    ],
    ["custom YAML tag", "version: 1\nid: !!js/function x\nwrite_roots: []\n", /malformed YAML/],
    [
      "control character in protect",
      'version: 1\nid: x\nwrite_roots: []\nprotect: ["a\\u001bb"]\n',
      /protect\[0\]: must not contain control/,
    ],
    [
      "unbalanced glob",
      "version: 1\nid: x\nwrite_roots: []\nprotect: ['{a,b']\n",
      /protect\[0\]: is not a valid glob/,
    ],
    ["unbalanced bracket", "version: 1\nid: x\nwrite_roots: []\nprotect: ['[abc']\n", /not a valid glob/],
  ];
  for (const [name, text, pattern] of bad) {
    it(`refuses ${name} with a message naming what and where`, () => {
      const err = error(text);
      expect(err.describe()).toMatch(pattern);
      expect(err.describe()).toMatch(/^lease\.yaml: /);
      expect(err.exitCode).toBe(2);
      expect(err.hint).toBeTruthy();
    });
  }

  it("refuses a lease over the size cap", () => {
    const text = `version: 1\nid: x\nwrite_roots: []\n# ${"x".repeat(LEASE_MAX_BYTES)}\n`;
    expect(error(text).code).toBe("lease_too_large");
  });
});
