import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { userNamespaceBlock } from "../../src/attribution/capture/index.js";
import { cases as captureCases } from "../../src/attribution/capture.cases.js";
import {
  type AttributionCases,
  MACHINE_CAPTURE,
  MACHINE_SANDBOX,
} from "../../src/attribution/machine.cases.js";
import { cases as noneCases } from "../../src/attribution/none.cases.js";
import { cases as sandboxCases } from "../../src/attribution/sandbox.cases.js";
import { walkCovers } from "../../src/collect/snapshot.js";
import { appendAll } from "../../src/core/arrays.js";
import { reachability, splitHostActivity, type ViewEntry } from "../../src/core/attribution.js";
import {
  bwrapCaptureArgs,
  CAPTURE_MOUNT_SCRIPT,
  type CaptureFacts,
  captureView,
  directoriesToList,
  failedOverlays,
  MAX_OVERLAYS,
  planCapture,
} from "../../src/core/capture-plan.js";
import type { ChangeRecord } from "../../src/core/change-types.js";
import { type MountEntry, parseMountinfo } from "../../src/core/mountinfo.js";
import { isWithin } from "../../src/core/paths.js";
import { planSandbox, sandboxView } from "../../src/core/sandbox-plan.js";

const change = (path: string, extra: Partial<ChangeRecord> = {}): ChangeRecord => ({
  path,
  change: "modified",
  source: "snapshot",
  ...extra,
});

function expectCases(view: ViewEntry[] | null, c: AttributionCases) {
  const all = [...c.agent, ...c.host].map((p) => change(p));
  const { judged, hostActivity } =
    view === null ? { judged: all, hostActivity: [] } : splitHostActivity(all, view);
  expect(judged.map((x) => x.path).sort()).toEqual([...c.agent].sort());
  expect(hostActivity.map((x) => x.path).sort()).toEqual([...c.host].sort());
}

describe("each attribution backend's case table (ESLint-style, beside the backend)", () => {
  it("sandbox (run --enforce): only the sandbox's writable set is the agent's", () => {
    expectCases(sandboxView(planSandbox(MACHINE_SANDBOX)), sandboxCases);
  });
  it("capture, mounts locked (a user namespace)", () => {
    expectCases(captureView(planCapture(MACHINE_CAPTURE)), captureCases);
  });
  it("capture, as root in the initial namespace (nothing locked)", () => {
    expectCases(captureView(planCapture({ ...MACHINE_CAPTURE, locked: false })), captureCases);
  });
  it("none: everything is the agent's", () => {
    expectCases(null, noneCases);
  });
});

describe("splitHostActivity", () => {
  const view: ViewEntry[] = [
    { path: "/", writable: false },
    { path: "/w", writable: true },
    { path: "/w/ro", writable: false },
    { path: "/w/ro/pin", writable: true },
  ];
  it("the last mount containing a path decides, whatever its depth", () => {
    const { judged, hostActivity } = splitHostActivity(
      ["/w/a", "/w/ro/x", "/w/ro/pin/y", "/etc/x", "/w"].map((p) => change(p)),
      view,
    );
    expect(judged.map((c) => c.path)).toEqual(["/w/a", "/w/ro/pin/y", "/w"]);
    expect(hostActivity.map((c) => c.path)).toEqual(["/w/ro/x", "/etc/x"]);
  });
  it("a shallower mount applied later covers a deeper one applied before", () => {
    const { hostActivity } = splitHostActivity(
      [change("/a/b/c")],
      [
        { path: "/a/b", writable: true },
        { path: "/a", writable: false },
      ],
    );
    expect(hostActivity).toHaveLength(1);
  });
  it("a record judged where it really changed: a keyed file changed through a link into a grant is the agent's", () => {
    const keyed = change("/home/dev/.claude.json", { tampered: "mcpServers added" });
    const viaGrant = splitHostActivity([keyed], view, () => "/w/c.json");
    expect(viaGrant.judged).toEqual([keyed]);
    const viaHost = splitHostActivity([keyed], view, () => "/etc/c.json");
    expect(viaHost.hostActivity).toEqual([keyed]);
  });

  it("a rename with one side the agent could write is judged; git and captured records always are", () => {
    const { judged } = splitHostActivity(
      [
        change("/etc/x", { change: "renamed", from: "/w/x" }),
        change("/etc/y", { source: "git" }),
        change("/etc/z", { source: "capture" }),
      ],
      view,
    );
    expect(judged).toHaveLength(3);
  });
});

describe("parseMountinfo", () => {
  it("reads the mount point (octal escapes undone), the type and read-only from either flag set", () => {
    const text = [
      "22 27 0:21 / /proc rw,relatime - proc proc rw",
      "27 1 254:0 / / rw,relatime - ext4 /dev/vda rw,discard",
      "28 27 0:25 / /mnt/with\\040space\\011tab ro,nosuid - tmpfs none ro,size=4k",
      "29 27 0:26 / /back\\134slash rw shared:1 master:2 - ext4 /dev/x ro",
      "",
    ].join("\n");
    expect(parseMountinfo(text)).toEqual([
      { id: 22, parent: 27, path: "/proc", fsType: "proc", readOnly: false },
      { id: 27, parent: 1, path: "/", fsType: "ext4", readOnly: false },
      { id: 28, parent: 27, path: "/mnt/with space\ttab", fsType: "tmpfs", readOnly: true },
      { id: 29, parent: 27, path: "/back\\slash", fsType: "ext4", readOnly: true },
    ]);
  });
  it("a line it cannot read is an error, not a mount left out", () => {
    expect(() => parseMountinfo("22 27 0:21 / /proc rw\n")).toThrow(/unexpected mountinfo line/);
  });
});

describe("planCapture", () => {
  const plan = planCapture(MACHINE_CAPTURE);
  const stepAt = (p: string) => plan.steps.filter((s) => s.path === p);

  it("each directory without mounts below is one overlay; a directory holding mounts is a read-only skeleton", () => {
    const overlaid = plan.overlays.map((o) => o.path).sort();
    expect(overlaid).toEqual(["/etc", "/home", "/srv", "/usr", "/var"]);
    expect(stepAt("/bin")).toEqual([{ kind: "symlink", path: "/bin", target: "usr/bin" }]);
    expect(stepAt("/boot/vmlinuz")[0]?.kind).toBe("ro");
    expect(stepAt("/boot/efi")[0]?.kind).toBe("ro");
    expect(stepAt("/snap/core/1")[0]?.kind).toBe("ro");
    expect(plan.steps.at(-1)).toEqual({ kind: "remount-ro", path: "/" });
  });

  it("pseudo filesystems: a fresh /proc and /dev, /sys read-only; temp dirs and /run private", () => {
    expect(stepAt("/proc")).toEqual([{ kind: "proc", path: "/proc" }]);
    expect(stepAt("/dev")).toEqual([{ kind: "dev", path: "/dev" }]);
    expect(stepAt("/sys")[0]?.kind).toBe("ro");
    expect(plan.privateTemp).toEqual(["/run", "/tmp", "/dev/shm", "/var/tmp"]);
    expect(plan.steps.some((s) => s.path === "/run/user/1000")).toBe(false);
  });

  it("the grants and the repository's git directories are bound writable after every overlay", () => {
    const rw = plan.steps.filter((s) => s.kind === "rw").map((s) => s.path);
    // Parents first (a deeper bind on top of a shallower one).
    expect(rw).toEqual([
      "/home/dev/.claude.json",
      "/home/dev/.npm",
      "/srv/forge/wt-47",
      "/srv/forge/repo/.git",
    ]);
    const lastOverlay = Math.max(...plan.steps.map((s, i) => (s.kind === "overlay" ? i : -1)));
    const firstRw = plan.steps.findIndex((s) => s.kind === "rw");
    expect(firstRw).toBeGreaterThan(lastOverlay);
    expect(plan.notCaptured).toEqual([]);
  });

  it("host daemon sockets are masked and the capture directory is hidden", () => {
    expect(stepAt("/home/dev/.docker/run/docker.sock")[0]?.kind).toBe("mask");
    // Under the private /tmp already: nothing to add.
    expect(stepAt(MACHINE_CAPTURE.captureDir)).toEqual([]);
    const elsewhere = planCapture({ ...MACHINE_CAPTURE, captureDir: "/home/dev/snaps/capture-y" });
    expect(elsewhere.steps.filter((s) => s.path === "/home/dev/snaps/capture-y")[0]?.kind).toBe("tmpfs");
  });

  it("what the run needs under a private temp dir is captured too (not read-only, not hidden)", () => {
    const f: CaptureFacts = {
      ...MACHINE_CAPTURE,
      sandbox: {
        ...MACHINE_SANDBOX,
        keepVisible: [...MACHINE_SANDBOX.keepVisible, "/tmp/fx/home", "/tmp/fx/agent.sh"],
      },
      entries: {
        ...MACHINE_CAPTURE.entries,
        "/tmp/fx/home": { kind: "dir" },
        "/tmp/fx/agent.sh": { kind: "file" },
      },
    };
    const p = planCapture(f);
    const tmpfs = p.steps.findIndex((s) => s.path === "/tmp");
    const home = p.steps.findIndex((s) => s.path === "/tmp/fx/home");
    expect(p.steps[home]?.kind).toBe("overlay");
    expect(home).toBeGreaterThan(tmpfs);
    expect(p.steps.find((s) => s.path === "/tmp/fx/agent.sh")?.kind).toBe("ro");
  });

  it("a private temp dir inside a kept path ($TMPDIR in a HOME that lives in /tmp) is a tmpfs on top of its overlay", () => {
    const f: CaptureFacts = {
      ...MACHINE_CAPTURE,
      sandbox: {
        ...MACHINE_SANDBOX,
        tempDirs: [...MACHINE_SANDBOX.tempDirs, "/tmp/fx/home/tmp"],
        keepVisible: [...MACHINE_SANDBOX.keepVisible, "/tmp/fx/home"],
      },
      entries: { ...MACHINE_CAPTURE.entries, "/tmp/fx/home": { kind: "dir" } },
    };
    const p = planCapture(f);
    const home = p.steps.findIndex((s) => s.path === "/tmp/fx/home");
    const temp = p.steps.findIndex((s) => s.path === "/tmp/fx/home/tmp");
    expect(p.steps[home]?.kind).toBe("overlay");
    expect(p.steps[temp]?.kind).toBe("tmpfs");
    // Mounted after the overlay, or the overlay would cover it and mktemp's files be captured writes.
    expect(temp).toBeGreaterThan(home);
    const view = captureView(p);
    const last = view.filter((v) => "/tmp/fx/home/tmp/x".startsWith(`${v.path}/`)).at(-1);
    expect(last?.path).toBe("/tmp/fx/home/tmp");
  });

  it("root in the initial namespace: one overlay per mount, submounts on top", () => {
    const p = planCapture({ ...MACHINE_CAPTURE, locked: false });
    expect(p.overlays.map((o) => o.path)).toEqual(["/", "/home"]);
    expect(p.steps.some((s) => s.kind === "remount-ro")).toBe(false);
    expect(p.steps.findIndex((s) => s.path === "/home")).toBeGreaterThan(
      p.steps.findIndex((s) => s.path === "/"),
    );
  });

  it("a directory whose overlay failed (a probe said so) is shared, said with why", () => {
    const p = planCapture({ ...MACHINE_CAPTURE, failed: { "/srv": "wrong fs type" } });
    expect(p.steps.find((s) => s.path === "/srv")?.kind).toBe("rw");
    expect(p.notCaptured).toEqual([
      { path: "/srv", why: expect.stringMatching(/wrong fs type.*detection only/) },
    ]);
  });

  it(`beyond ${MAX_OVERLAYS} overlays, the rest is shared and said`, () => {
    const names = Array.from({ length: MAX_OVERLAYS + 5 }, (_, i) => `d${i}`);
    const p = planCapture({
      ...MACHINE_CAPTURE,
      listings: { ...MACHINE_CAPTURE.listings, "/": [...MACHINE_CAPTURE.listings["/"]!, ...names] },
      entries: {
        ...MACHINE_CAPTURE.entries,
        ...Object.fromEntries(names.map((n) => [`/${n}`, { kind: "dir" }])),
      },
    });
    expect(p.overlays).toHaveLength(MAX_OVERLAYS);
    expect(p.notCaptured.length).toBeGreaterThan(0);
  });

  it("directoriesToList: every directory on the way to a mount point, none inside the pseudo filesystems", () => {
    expect(directoriesToList(MACHINE_CAPTURE.mounts)).toEqual([
      "/",
      "/boot",
      "/run",
      "/run/user",
      "/snap",
      "/snap/core",
    ]);
  });

  it("renders bubblewrap arguments: the agent keeps its uid and gid (a user namespace), root keeps only safe capabilities", () => {
    const user = bwrapCaptureArgs(plan, {
      layers: "/L",
      cwd: "/srv/forge/wt-47",
      user: { uid: 1000, gid: 100 },
      statusFd: 3,
    });
    expect(user.join(" ")).toContain("--unshare-user --uid 1000 --gid 100");
    expect(user.join(" ")).toContain("--bind /L/m/0 /etc");
    expect(user.join(" ")).toContain("--chdir /srv/forge/wt-47 --json-status-fd 3");
    const root = bwrapCaptureArgs(plan, { layers: "/L", cwd: "/", user: null });
    expect(root.join(" ")).toContain("--cap-drop ALL");
    expect(root).not.toContain("CAP_SYS_ADMIN");
    expect(root).not.toContain("CAP_MKNOD");
    expect(root).not.toContain("CAP_DAC_READ_SEARCH");
  });

  it("the mount script never puts a host path in a mount option, and its failures are parsed", () => {
    expect(CAPTURE_MOUNT_SCRIPT).toContain('"lowerdir=l/$1,upperdir=u/$1,workdir=w/$1$opts"');
    expect([
      ...failedOverlays(
        "noise\nforge-gate-capture: overlay 3: mount: wrong fs type\nforge-gate-capture: overlay 12: x\n",
      ),
    ]).toEqual([
      [3, "mount: wrong fs type"],
      [12, "x"],
    ]);
  });
});

/** Random mount tables over a small namespace of names, with a grant and a private temp dir. */
const segment = fc.constantFrom("a", "b", "c", "d");
const absPath = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => `/${s.join("/")}`);

describe("planCapture invariants (property)", () => {
  it("a user namespace: no overlay holds, above a place the run works in, a directory it could not copy up", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(absPath, { maxLength: 3 }),
        absPath,
        absPath,
        absPath,
        fc.uniqueArray(absPath, { maxLength: 6 }),
        (mps, grant, temp, home, owned) => {
          const rootOwned = ["/", ...owned.filter((p) => p !== home)];
          const { plan } = build(mps, grant, temp, true, rootOwned, 1000, [home]);
          if (isWithin(home, grant) || isWithin(home, temp)) return;
          for (const o of plan.overlays) {
            if (!isWithin(home, o.path) || home === o.path) continue;
            for (
              let d = home.slice(0, home.lastIndexOf("/")) || "/";
              d !== o.path;
              d = d.slice(0, d.lastIndexOf("/")) || "/"
            )
              expect(rootOwned.includes(d), `${d}, between overlay ${o.path} and ${home}`).toBe(false);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  const build = (
    mountPaths: string[],
    grant: string,
    temp: string,
    locked: boolean,
    rootOwned: readonly string[] = [],
    copyUpUid: number | null = null,
    keepVisible: string[] = [],
  ) => {
    const mounts: MountEntry[] = [
      { id: 1, parent: 0, path: "/", fsType: "ext4", readOnly: false },
      ...mountPaths.map((p, i) => ({ id: i + 2, parent: 1, path: p, fsType: "ext4", readOnly: false })),
    ];
    // Every path of the namespace exists as a directory, so listings and entries are complete.
    const all = new Set<string>(["/"]);
    const addWithParents = (p: string) => {
      for (let q = p; q !== "/"; q = q.slice(0, Math.max(1, q.lastIndexOf("/")))) all.add(q);
    };
    for (const a of ["a", "b", "c", "d"]) for (const b of ["", "/a", "/b"]) addWithParents(`/${a}${b}`);
    for (const p of [...mountPaths, grant, temp, ...keepVisible]) addWithParents(p);
    const entries = Object.fromEntries(
      [...all].map((p) => [p, { kind: "dir" as const, uid: rootOwned.includes(p) ? 0 : 1000 }]),
    );
    const listings: Record<string, string[]> = {};
    for (const p of all) {
      if (p === "/") continue;
      const parent = p.slice(0, Math.max(1, p.lastIndexOf("/")));
      listings[parent] = [...(listings[parent] ?? []), p.slice(p.lastIndexOf("/") + 1)];
    }
    const facts: CaptureFacts = {
      sandbox: {
        writeRoots: [grant],
        extraWritable: [],
        tempDirs: [temp],
        keepVisible,
        protectedPaths: [],
        git: null,
        networkAllow: null,
      },
      mounts,
      locked,
      copyUpUid,
      entries,
      listings,
      captureDir: `${temp}/cap`,
    };
    return { facts, plan: planCapture(facts), all: [...all] };
  };

  it("locked: no overlay has a mount point below it (the kernel would refuse it); every path is in one place", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(absPath, { maxLength: 5 }),
        absPath,
        absPath,
        fc.boolean(),
        (mps, grant, temp, locked) => {
          const { plan, all, facts } = build(mps, grant, temp, locked);
          if (locked)
            for (const o of plan.overlays)
              expect(mps.filter((m) => m !== o.path && isWithin(m, o.path))).toEqual([]);
          const view = captureView(plan);
          for (const p of all) {
            const granted = isWithin(p, grant);
            const priv = !granted && isWithin(p, temp) && !isWithin(temp, grant);
            const { judged } = splitHostActivity([change(p)], view);
            // The agent's writes reach the host only inside the grant.
            expect(judged.length === 1, `${p} (grant ${grant}, temp ${temp})`).toBe(granted);
            // Outside the grant and the private temp dir, each path is captured or visibly read-only.
            if (!granted && !priv) {
              let covering = null as null | (typeof plan.steps)[number];
              for (const st of plan.steps)
                if (st.kind !== "remount-ro" && isWithin(p, st.path)) covering = st;
              const skeleton =
                locked && facts.listings[p] !== undefined && mps.some((m) => m !== p && isWithin(m, p));
              expect(covering !== null || skeleton, p).toBe(true);
              if (covering !== null && !skeleton) expect(["overlay", "ro", "rw"]).toContain(covering.kind);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("userNamespaceBlock: why a machine cannot capture, and the sysctl that lifts it", () => {
  const knobs = (values: Record<string, string>) => (p: string) => values[p] ?? null;
  it.each([
    [
      { "/proc/sys/kernel/apparmor_restrict_unprivileged_userns": "1" },
      /AppArmor.*sysctl -w kernel\.apparmor_restrict_unprivileged_userns=0/,
    ],
    [{ "/proc/sys/kernel/unprivileged_userns_clone": "0" }, /kernel\.unprivileged_userns_clone=1/],
    [{ "/proc/sys/user/max_user_namespaces": "0" }, /max_user_namespaces=0/],
  ])("%o", (values, why) => {
    expect(userNamespaceBlock(knobs(values))).toMatch(why);
  });
  it("nothing known in the way: null", () => {
    expect(
      userNamespaceBlock(
        knobs({
          "/proc/sys/kernel/apparmor_restrict_unprivileged_userns": "0",
          "/proc/sys/user/max_user_namespaces": "63000",
        }),
      ),
    ).toBeNull();
  });
});

describe("a busy machine's numbers", () => {
  it("300,000 host changes are split and appended without overflowing the stack (push(...items) would)", () => {
    const changes = Array.from({ length: 300_000 }, (_, i) => change(`/tmp/other/f${i}`));
    const { judged, hostActivity } = splitHostActivity(changes, [{ path: "/srv/wt", writable: true }]);
    expect(judged).toHaveLength(0);
    expect(hostActivity).toHaveLength(300_000);
    expect(() => [].push(...(hostActivity as never[]))).toThrow(RangeError);
    expect(appendAll<ChangeRecord>([], hostActivity)).toHaveLength(300_000);
  });
});

describe("reachability: what of a root the agent's writes can reach (the snapshot walks only that)", () => {
  const view: ViewEntry[] = [
    { path: "/", writable: false, why: "read-only to the agent (the sandbox)" },
    { path: "/home/u", writable: false, why: "the capture layer" },
    { path: "/home/u/.npm", writable: true },
    { path: "/home/u/.npm/_hidden", writable: false, why: "protected" },
    { path: "/home/u/.npm/_hidden/deeper", writable: true },
    { path: "/tmp", writable: false, why: "the agent had a private /tmp" },
    { path: "/tmp/forge-47", writable: true },
    { path: "/srv/wt", writable: true },
    { path: "/srv/wt/.git/hooks", writable: false, why: "protected" },
    { path: "/opt/late", writable: true },
    { path: "/opt", writable: false, why: "covered later" },
  ];
  it("a root the agent can write at is walked whole, read-only places inside it included", () => {
    expect(reachability(view)("/srv/wt")).toEqual({ parts: ["/srv/wt"], why: null });
    expect(reachability(view)("/srv/wt/src")).toEqual({ parts: ["/srv/wt/src"], why: null });
  });
  it("a root it cannot write at: only the outermost places inside it where it can, with why", () => {
    expect(reachability(view)("/home/u")).toEqual({ parts: ["/home/u/.npm"], why: "the capture layer" });
    expect(reachability(view)("/tmp")).toEqual({
      parts: ["/tmp/forge-47"],
      why: "the agent had a private /tmp",
    });
    expect(reachability(view)("/var/tmp")).toEqual({
      parts: [],
      why: "read-only to the agent (the sandbox)",
    });
  });
  it("a place covered by a later read-only mount is not reachable (the view's order decides)", () => {
    expect(reachability(view)("/opt/late")).toEqual({ parts: [], why: "covered later" });
  });
  it("outside every entry: nothing is reachable", () => {
    expect(reachability([{ path: "/y", writable: true }])("/x")).toEqual({
      parts: [],
      why: "outside every place the agent could write",
    });
  });
  it("agrees with splitHostActivity: every change it would judge lies in a part walked (property)", () => {
    const names = ["a", "b", "c"];
    const path = fc
      .array(fc.constantFrom(...names), { minLength: 0, maxLength: 3 })
      .map((s) => `/${s.join("/")}`);
    fc.assert(
      fc.property(
        fc.array(fc.record({ path, writable: fc.boolean() }), { maxLength: 6 }),
        path,
        fc.array(path, { maxLength: 8 }),
        (entries, root, paths) => {
          const v: ViewEntry[] = entries;
          const { parts } = reachability(v)(root);
          const inRoot = paths.filter((p) => isWithin(p, root));
          const { judged } = splitHostActivity(
            inRoot.map((p) => change(p)),
            v,
          );
          for (const c of judged)
            expect(
              parts.some((q) => isWithin(c.path, q)),
              `${c.path} in ${parts}`,
            ).toBe(true);
        },
      ),
    );
  });
});

describe("walkCovers: a snapshot taken with one view, checked against the view the agent runs in", () => {
  const snap = {
    roots: ["/srv/wt", "/home/u/.npm"],
    narrowed: [{ path: "/home/u", parts: ["/home/u/.npm"] }],
  };
  const view: ViewEntry[] = [
    { path: "/", writable: false },
    { path: "/srv/wt", writable: true },
    { path: "/home/u/.npm", writable: true },
  ];
  it("the same view: covered", () => {
    expect(walkCovers(snap, view)).toBe(true);
  });
  it("detection only now (the attribution fell back): not covered, everything must be walked", () => {
    expect(walkCovers(snap, null)).toBe(false);
    expect(walkCovers({ roots: ["/"], narrowed: [] }, null)).toBe(true);
  });
  it("a place inside a narrowed root became writable (an overlay could not be mounted): not covered", () => {
    expect(walkCovers(snap, [...view, { path: "/", writable: true }])).toBe(false);
  });
});
