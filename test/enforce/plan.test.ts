import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isWithin } from "../../src/core/paths.js";
import {
  bwrapArgs,
  type GitFacts,
  hostAllowed,
  LOOSE_OBJECT_MOUNT_LIMIT,
  type Mount,
  PIN_WHY,
  planSandbox,
  type SandboxFacts,
  type SandboxPlan,
} from "../../src/core/sandbox-plan.js";
import { sbplString, seatbeltProfile } from "../../src/core/seatbelt.js";

/** What the layered mounts leave at `path`: the last mount covering it, else the read-only root. */
function effective(plan: SandboxPlan, path: string): Mount["kind"] {
  let kind: Mount["kind"] = "ro";
  for (const m of plan.mounts) if (isWithin(path, m.path)) kind = m.kind;
  return kind;
}

const base: SandboxFacts = {
  writeRoots: [],
  extraWritable: [],
  tempDirs: [],
  keepVisible: [],
  protectedPaths: [],
  git: null,
  networkAllow: [],
};

const linked: GitFacts = {
  gitDir: "/r/.git/worktrees/wt",
  commonDir: "/r/.git",
  ownRef: "refs/heads/agent",
  listings: {
    "/r/.git/worktrees/wt": ["HEAD", "commondir", "gitdir", "index", "logs"],
    "/r/.git": ["HEAD", "config", "hooks", "info", "logs", "objects", "packed-refs", "refs", "worktrees"],
    "/r/.git/objects": ["info", "pack", "ab"],
    "/r/.git/refs/heads": ["agent", "main", "release"],
    "/r/.git/logs/refs/heads": ["agent", "main"],
  },
};

describe("planSandbox: the filesystem model", () => {
  const plan = planSandbox({
    ...base,
    writeRoots: ["/w/wt", "/tmp/forge-47"],
    extraWritable: ["/home/u/.claude"],
    tempDirs: ["/tmp", "/var/tmp", "/tmp/t"],
    keepVisible: ["/tmp/fixture/home", "/w/wt", "/tmp/t/x"],
    protectedPaths: ["/w/wt/.git", "/w/wt/.github/workflows", "/etc/passwd"],
    git: linked,
  });
  const cases: [string, Mount["kind"]][] = [
    ["/w/wt/src/a.ts", "rw"],
    ["/w/wt", "rw"],
    ["/w/wt/.git", "ro"],
    ["/w/wt/.github/workflows/ci.yml", "ro"],
    ["/w/wt/.github/other.yml", "rw"],
    ["/w/sibling/x", "ro"],
    ["/home/u/.bashrc", "ro"],
    ["/home/u/.claude/session.json", "rw"],
    ["/tmp/forge-47/out", "rw"],
    ["/tmp/anything", "tmpfs"],
    ["/var/tmp/x", "tmpfs"],
    ["/tmp/t/y", "tmpfs"],
    ["/tmp/fixture/home/.bashrc", "ro"],
    ["/etc/passwd", "ro"],
    ["/r/.git/config", "ro"],
    ["/r/.git/hooks/pre-commit", "ro"],
    ["/r/.git/packed-refs", "ro"],
    ["/r/.git/objects/ab/cdef", "rw"],
    ["/r/.git/objects/new", "rw"],
    ["/r/.git/objects/info/alternates", "ro"],
    ["/r/.git/refs/heads/agent", "rw"],
    ["/r/.git/refs/heads/agent.lock", "rw"],
    ["/r/.git/refs/heads/main", "ro"],
    ["/r/.git/refs/heads/release", "ro"],
    ["/r/.git/refs/tags/v1", "ro"],
    ["/r/.git/logs/refs/heads/agent", "rw"],
    ["/r/.git/logs/refs/heads/main", "ro"],
    ["/r/.git/logs/HEAD", "ro"],
    ["/r/.git/worktrees/wt/index", "rw"],
    ["/r/.git/worktrees/wt/HEAD", "rw"],
    ["/r/.git/worktrees/wt/commondir", "ro"],
    ["/r/.git/worktrees/wt/gitdir", "ro"],
    ["/r/.git/worktrees/other/index", "ro"],
  ];
  for (const [path, kind] of cases) it(`${path} is ${kind}`, () => expect(effective(plan, path)).toBe(kind));

  it("keeps a nested temp dir private on its own (so $TMPDIR exists inside) and a granted one out", () => {
    expect(plan.privateTemp).toEqual(["/tmp", "/tmp/t", "/var/tmp"]);
  });
  it("binds back what the run needs under a private temp dir, read-only, and nothing it grants", () => {
    const visible = plan.mounts.filter((m) => m.why.startsWith("needed")).map((m) => m.path);
    expect(visible).toEqual(["/tmp/fixture/home", "/tmp/t/x"]);
  });
  it("names what it leaves to detection", () => {
    expect(plan.detectionOnly.join("\n")).toMatch(/new refs created beside the own branch/);
  });
});

describe("planSandbox: the repository's existing objects", () => {
  const withObjects = (loose: number): SandboxPlan =>
    planSandbox({
      ...base,
      writeRoots: ["/w/wt"],
      git: {
        ...linked,
        listings: {
          ...linked.listings,
          "/r/.git/objects/pack": ["pack-1.idx", "pack-1.pack"],
          "/r/.git/objects/ab": Array.from({ length: loose }, (_, i) => `c${i}`),
        },
      },
    });
  it("binds the packs and loose objects read-only, new objects beside them writable", () => {
    const plan = withObjects(2);
    expect(effective(plan, "/r/.git/objects/pack/pack-1.pack")).toBe("ro");
    expect(effective(plan, "/r/.git/objects/pack/pack-2.pack")).toBe("rw");
    expect(effective(plan, "/r/.git/objects/ab/c1")).toBe("ro");
    expect(effective(plan, "/r/.git/objects/ab/new")).toBe("rw");
    expect(plan.detectionOnly.join("\n")).not.toMatch(/loose objects/);
  });
  it("beyond the limit leaves the rest to detection and says so", () => {
    const plan = withObjects(LOOSE_OBJECT_MOUNT_LIMIT + 3);
    expect(plan.mounts.filter((m) => m.why === "existing git object")).toHaveLength(LOOSE_OBJECT_MOUNT_LIMIT);
    expect(plan.detectionOnly.join("\n")).toMatch(/3 of \d+ existing loose objects/);
  });
});

describe("planSandbox: read-only paths cannot be carried away by renaming a directory above them", () => {
  const plan = planSandbox({
    ...base,
    writeRoots: ["/w/wt"],
    extraWritable: ["/w/wt/a/cache"],
    protectedPaths: ["/w/wt/a/b/c/secret", "/w/wt/a/cache/d/keep"],
  });
  const pins = plan.mounts.filter((m) => m.why === PIN_WHY).map((m) => m.path);
  it("pins every directory between a read-only path and its writable mount", () => {
    expect(pins).toEqual(expect.arrayContaining(["/w/wt/a", "/w/wt/a/b", "/w/wt/a/b/c", "/w/wt/a/cache/d"]));
    expect(pins).not.toContain("/w/wt");
  });
  it("a pin never reopens what it covers", () => {
    expect(effective(plan, "/w/wt/a/b/c/secret")).toBe("ro");
    expect(effective(plan, "/w/wt/a/cache/d/keep")).toBe("ro");
    expect(effective(plan, "/w/wt/a/cache/d/new")).toBe("rw");
    expect(effective(plan, "/w/wt/a/b/other")).toBe("rw");
  });
  it("property: pinning changes no path's access, whatever the grants and protected paths", () => {
    const seg = fc.constantFrom("a", "b", "c");
    const path = fc.array(seg, { minLength: 1, maxLength: 4 }).map((p) => `/w/${p.join("/")}`);
    fc.assert(
      fc.property(
        fc.array(path, { maxLength: 3 }),
        fc.array(path, { maxLength: 4 }),
        path,
        (grants, prot, probe) => {
          const facts = { ...base, writeRoots: ["/w"], extraWritable: grants, protectedPaths: prot };
          const pinnedPlan = planSandbox(facts);
          const plain = { ...pinnedPlan, mounts: pinnedPlan.mounts.filter((m) => m.why !== PIN_WHY) };
          expect(effective(pinnedPlan, probe)).toBe(effective(plain, probe));
          for (const p of prot) expect(effective(pinnedPlan, p)).toBe("ro");
        },
      ),
    );
  });
});

describe("planSandbox: the main checkout as the worktree (gitdir = common dir)", () => {
  const git: GitFacts = {
    gitDir: "/r/.git",
    commonDir: "/r/.git",
    ownRef: "refs/heads/feature/x",
    listings: {
      "/r/.git": ["HEAD", "config", "description", "hooks", "index", "info", "logs", "objects", "refs"],
      "/r/.git/logs": ["HEAD", "refs"],
      "/r/.git/objects": ["info", "pack"],
      "/r/.git/refs/heads": ["feature", "main"],
      "/r/.git/refs/heads/feature": ["x", "y"],
      "/r/.git/logs/refs/heads": ["main"],
    },
  };
  const plan = planSandbox({ ...base, writeRoots: ["/r"], protectedPaths: ["/r/.git"], git });
  const cases: [string, Mount["kind"]][] = [
    ["/r/src/a", "rw"],
    ["/r/.git/index", "rw"],
    ["/r/.git/index.lock", "rw"],
    ["/r/.git/HEAD", "rw"],
    ["/r/.git/config", "ro"],
    ["/r/.git/hooks/post-checkout", "ro"],
    ["/r/.git/info/exclude", "ro"],
    ["/r/.git/description", "ro"],
    ["/r/.git/refs/heads/feature/x", "rw"],
    ["/r/.git/refs/heads/feature/y", "ro"],
    ["/r/.git/refs/heads/main", "ro"],
    // The reflog directory of a nested branch is missing: the deepest existing one is writable.
    ["/r/.git/logs/refs/heads/feature/x", "rw"],
    ["/r/.git/logs/refs/heads/main", "ro"],
    ["/r/.git/logs/HEAD", "rw"],
    ["/r/.git/logs/refs/remotes/origin/main", "ro"],
    ["/r/.git/refs/tags/v1", "ro"],
    ["/r/.git/objects/ab/cd", "rw"],
    ["/r/.git/objects/info/alternates", "ro"],
  ];
  for (const [path, kind] of cases) it(`${path} is ${kind}`, () => expect(effective(plan, path)).toBe(kind));
});

describe("planSandbox: properties", () => {
  const seg = fc.constantFrom("a", "b", "c", ".git", "tmp", "x");
  const path = fc.array(seg, { minLength: 1, maxLength: 4 }).map((s) => `/${s.join("/")}`);
  const facts = fc.record({
    writeRoots: fc.array(path, { maxLength: 3 }),
    extraWritable: fc.array(path, { maxLength: 2 }),
    tempDirs: fc.array(path, { maxLength: 2 }),
    keepVisible: fc.array(path, { maxLength: 3 }),
    protectedPaths: fc.array(path, { maxLength: 3 }),
    git: fc.constant(null),
    networkAllow: fc.option(fc.array(fc.constantFrom("github.com", "*.npmjs.org"), { maxLength: 2 })),
  });

  it("a path outside every grant and every temp dir is never writable", () => {
    fc.assert(
      fc.property(facts, path, (f, p) => {
        const granted = [...f.writeRoots, ...f.extraWritable];
        fc.pre(!granted.some((g) => isWithin(p, g)) && !f.tempDirs.some((t) => isWithin(p, t)));
        expect(effective(planSandbox(f), p)).toBe("ro");
      }),
    );
  });

  it("a protected path inside a grant is read-only, whatever else is granted", () => {
    fc.assert(
      fc.property(facts, (f) => {
        const plan = planSandbox(f);
        const granted = [...f.writeRoots, ...f.extraWritable];
        for (const p of f.protectedPaths)
          if (granted.some((g) => isWithin(p, g))) expect(effective(plan, p)).toBe("ro");
      }),
    );
  });

  it("a private temp dir nested under a path kept visible ($TMPDIR in a HOME that lives in /tmp) is still a fresh tmpfs", () => {
    // Found by the property below (seed -442188258): the read-only view of the kept path covered it.
    const plan = planSandbox({ ...base, tempDirs: ["/c", "/c/b/a"], keepVisible: ["/c/b"] });
    expect(effective(plan, "/c")).toBe("tmpfs");
    expect(effective(plan, "/c/b")).toBe("ro");
    expect(effective(plan, "/c/b/a")).toBe("tmpfs");
    expect(effective(plan, "/c/b/a/x")).toBe("tmpfs");
  });

  it("a granted path that nothing protects is writable; a private temp dir is a fresh tmpfs", () => {
    fc.assert(
      fc.property(facts, path, (f, p) => {
        const plan = planSandbox(f);
        const granted = [...f.writeRoots, ...f.extraWritable];
        if (granted.some((g) => isWithin(p, g)) && !f.protectedPaths.some((q) => isWithin(p, q)))
          expect(effective(plan, p)).toBe("rw");
        for (const t of plan.privateTemp)
          if (!f.keepVisible.some((v) => isWithin(v, t) && v !== t)) expect(effective(plan, t)).toBe("tmpfs");
      }),
    );
  });

  it("the Seatbelt profile allows a write exactly where the layered mounts end writable", () => {
    fc.assert(
      fc.property(facts, fc.array(path, { minLength: 1, maxLength: 8 }), (f, probes) => {
        const plan = planSandbox({ ...f, networkAllow: [] });
        const rules = parseWriteRules(seatbeltProfile(plan));
        for (const p of probes) expect(sbplAllowsWrite(rules, p)).toBe(effective(plan, p) === "rw");
      }),
    );
  });
});

/** The `(allow file-write* …)` rules of a generated profile: a subpath minus holes. */
function parseWriteRules(profile: string): { subject: string; holes: string[] }[] {
  const rules: { subject: string; holes: string[] }[] = [];
  const str = /"((?:[^"\\]|\\.)*)"/g;
  for (const line of profile.split("\n")) {
    if (
      !line.startsWith("(allow file-write* (subpath") &&
      !line.startsWith("(allow file-write* (require-all")
    )
      continue;
    const strings = [...line.matchAll(str)].map((m) => m[1]!.replace(/\\(.)/g, "$1"));
    rules.push({ subject: strings[0]!, holes: strings.slice(1) });
  }
  return rules;
}

function sbplAllowsWrite(rules: { subject: string; holes: string[] }[], p: string): boolean {
  return rules.some((r) => isWithin(p, r.subject) && !r.holes.some((h) => isWithin(p, h)));
}

describe("network plan and host matching", () => {
  it("null allow = open (said why), [] = none, a list = proxy", () => {
    expect(planSandbox({ ...base, networkAllow: null }).network.mode).toBe("open");
    expect(planSandbox({ ...base, networkAllow: [] }).network).toEqual({ mode: "none" });
    expect(planSandbox({ ...base, networkAllow: ["github.com"] }).network).toEqual({
      mode: "proxy",
      allow: ["github.com"],
    });
  });

  const table: [string, string[], boolean][] = [
    ["github.com", ["github.com"], true],
    ["GitHub.COM", ["github.com"], true],
    ["github.com.", ["github.com"], true],
    ["api.github.com", ["github.com"], false],
    ["evilgithub.com", ["github.com"], false],
    ["github.com.evil.example", ["github.com"], false],
    ["registry.npmjs.org", ["*.npmjs.org"], true],
    ["npmjs.org", ["*.npmjs.org"], true],
    ["evilnpmjs.org", ["*.npmjs.org"], false],
    ["localhost", ["github.com"], false],
    ["127.0.0.1", ["github.com"], false],
    ["::1", ["::1"], true],
    ["[::1]", ["::1"], true],
    ["", ["github.com"], false],
  ];
  for (const [host, allow, ok] of table)
    it(`${JSON.stringify(host)} with ${allow.join(",")}: ${ok ? "allowed" : "refused"}`, () =>
      expect(hostAllowed(host, allow)).toBe(ok));

  it("a host is never allowed by an empty list, and a prefix or suffix glued to an allowed name is refused", () => {
    const label = fc.stringMatching(/^[a-z0-9]{1,8}$/);
    fc.assert(
      fc.property(label, label, label, (a, b, c) => {
        const allowed = `${a}.${b}`;
        expect(hostAllowed(allowed, [])).toBe(false);
        expect(hostAllowed(`${c}${allowed}`, [allowed])).toBe(false);
        expect(hostAllowed(`${allowed}${c}`, [allowed])).toBe(c === "");
        expect(hostAllowed(`${c}.${allowed}`, [allowed])).toBe(false);
        expect(hostAllowed(`${c}.${allowed}`, [`*.${allowed}`])).toBe(true);
      }),
    );
  });
});

describe("bwrapArgs", () => {
  it("drops every capability, dies with its parent, has its own PID namespace and keeps the mount order", () => {
    const plan = planSandbox({
      ...base,
      writeRoots: ["/w"],
      protectedPaths: ["/w/.git"],
      tempDirs: ["/tmp"],
    });
    const args = bwrapArgs(plan);
    expect(args.join(" ")).toContain("--cap-drop ALL");
    for (const flag of ["--die-with-parent", "--unshare-pid", "--new-session", "--unshare-net"])
      expect(args).toContain(flag);
    const tail = args.slice(args.indexOf("--unshare-net") + 1);
    expect(tail).toEqual(["--tmpfs", "/tmp", "--bind", "/w", "/w", "--ro-bind", "/w/.git", "/w/.git"]);
  });
  it("covers host daemons' sockets with /dev/null after every bind (so none uncovers them), the kernel's knobs read-only", () => {
    const plan = planSandbox({ ...base, writeRoots: ["/h"], hostSockets: ["/h/.docker/run/docker.sock"] });
    const args = bwrapArgs(plan);
    expect(args.slice(-3)).toEqual(["--ro-bind", "/dev/null", "/h/.docker/run/docker.sock"]);
    expect(args.join(" ")).toContain("--ro-bind-try /proc/sys /proc/sys");
    expect(args.join(" ")).toContain("--ro-bind-try /proc/sysrq-trigger /proc/sysrq-trigger");
  });
  it("keeps the host network only when the lease does not restrict it; binds the proxy socket last", () => {
    expect(bwrapArgs(planSandbox({ ...base, networkAllow: null }))).not.toContain("--unshare-net");
    const args = bwrapArgs(planSandbox({ ...base, networkAllow: ["a.example"] }), {
      proxySocket: "/tmp/s/p.sock",
    });
    expect(args).toContain("--unshare-net");
    expect(args.slice(-3)).toEqual(["--bind", "/tmp/s/p.sock", "/tmp/s/p.sock"]);
  });
});

describe("seatbeltProfile", () => {
  const plan = planSandbox({
    ...base,
    writeRoots: ["/Users/a/wt"],
    protectedPaths: ["/Users/a/wt/.git", "/Users/a/wt/.github/workflows"],
    tempDirs: ["/private/tmp"],
    networkAllow: ["github.com"],
  });
  const profile = seatbeltProfile(plan, { proxyPort: 8123 });

  it("denies by default, reads everywhere, writes the write root minus its protected paths", () => {
    expect(profile.startsWith("(version 1)\n")).toBe(true);
    expect(profile).toContain("(deny default)");
    expect(profile).toContain("(allow file-read*)");
    expect(profile).toContain(
      '(allow file-write* (require-all (subpath "/Users/a/wt") (require-not (subpath "/Users/a/wt/.git")) (require-not (subpath "/Users/a/wt/.github/workflows"))))',
    );
    expect(profile).not.toMatch(/subpath "\/private\/tmp"/);
  });
  it("reaches only the proxy's loopback port when the lease lists hosts; nothing when it lists none", () => {
    expect(profile).toContain('(allow network-outbound (remote tcp "localhost:8123"))');
    expect(profile).not.toContain("(allow network*)");
    const none = seatbeltProfile(planSandbox({ ...base, networkAllow: [] }));
    expect(none).not.toMatch(/network/);
    expect(seatbeltProfile(planSandbox({ ...base, networkAllow: null }))).toContain("(allow network*)");
    expect(() => seatbeltProfile(plan)).toThrow(/proxy's port/);
  });
  it("escapes hostile paths: a quote or backslash cannot end the string and add a rule", () => {
    const evil = '/w/x") (allow file-write* (subpath "/';
    const p = seatbeltProfile(planSandbox({ ...base, writeRoots: [evil] }));
    expect(p).toContain('(subpath "/w/x\\") (allow file-write* (subpath \\"/")');
    expect(parseWriteRules(p)).toEqual([{ subject: evil, holes: [] }]);
  });
  it("sbplString round-trips any path without control characters, and refuses those with them", () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/[\u0000-\u001f\u007f]/.test(s)),
        (s) => {
          const lit = sbplString(s);
          expect(lit.slice(1, -1).replace(/\\(.)/g, "$1")).toBe(s);
          expect(lit.slice(1, -1)).not.toMatch(/(^|[^\\])(\\\\)*"/);
        },
      ),
    );
    expect(() => sbplString("/a\nb")).toThrow(/control characters/);
  });
});
