import { mkdirSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathUri, repoRelative } from "../../src/core/locations.js";
import { SARIF_RULES, sarifLog } from "../../src/core/sarif.js";
import { formatGateReport, GATE_ATTRIBUTION, type GateReport } from "../../src/core/verdict.js";
import type { Violation } from "../../src/core/violations/index.js";
import { VERSION } from "../../src/version.js";
import { agent, git, type LeasedRepo, leasedRepo, snapshotOf } from "../gate/helpers.js";
import { runCli } from "../support/cli.js";
import { expectCodeScanningAccepts, expectValid, type SarifLog } from "../support/sarif.js";

/** The path a location names, decoded. */
function decoded(uri: string): string {
  return uri
    .replace(/^file:\/\//, "")
    .split("/")
    .map(decodeURIComponent)
    .join("/");
}

// Names an agent could give files to break out of a format (kept to what a Linux filesystem allows).
const HOSTILE = [
  "evil\n::error::x",
  "50% #1 ?.txt",
  "c:d,e.txt",
  "##[group]x",
  "bidi\u202ecod.sh",
  "tab\there",
  'quote"back\\slash',
  "über ✓.md",
];

let repo: LeasedRepo;
beforeAll(() => {
  repo = leasedRepo({ extraLease: 'protect: [".github/workflows/**"]\n' });
  mkdirSync(join(repo.wt, ".github", "workflows"), { recursive: true });
  symlinkSync("/etc", join(repo.wt, "etc-link"));
});
afterAll(() => rmSync(repo.root, { recursive: true, force: true }));

describe("--format sarif (built CLI, real repository)", () => {
  it("violations: valid SARIF 2.1.0 that code scanning accepts, with repository-relative locations", () => {
    const paths = [
      ".github/workflows/ci.yml",
      "etc-link/passwd",
      "src/ok.ts",
      join(repo.main, "escaped.txt"),
      ...HOSTILE.map((h) => `.github/workflows/${h}`),
    ];
    const r = runCli(["violations", "--lease", repo.lease, "--format", "sarif", "-z", "-"], {
      input: paths.map((p) => `${p}\0`).join(""),
      cwd: repo.wt,
    });
    expect(r.status, r.stderr).toBe(1);
    const log = JSON.parse(r.stdout);
    expectValid(log);
    expectCodeScanningAccepts(log);
    const run = log.runs[0]!;
    expect(run.tool.driver).toMatchObject({ name: "forge-gate", version: VERSION });
    expect(run.tool.driver.rules.map((x) => x.id)).toEqual(SARIF_RULES.map(([id]) => id));
    expect(run.properties).toMatchObject({ schema_version: 1, version: VERSION, verdict: "refused" });
    expect(run.originalUriBaseIds?.["%SRCROOT%"]?.uri).toBe(pathUri(`${repo.wt}/`));

    const byPath = new Map(run.results.map((x) => [x.properties.path, x]));
    expect(run.results.map((x) => x.properties.path).sort()).toEqual(
      paths.filter((p) => p !== "src/ok.ts").sort(),
    );
    const protectedOne = byPath.get(".github/workflows/ci.yml")!;
    expect(protectedOne.ruleId).toBe("protected");
    expect(protectedOne.locations[0]!.physicalLocation.artifactLocation).toEqual({
      uri: ".github/workflows/ci.yml",
      uriBaseId: "%SRCROOT%",
    });
    // A symlink escape attaches to the link's own path in the diff.
    expect(byPath.get("etc-link/passwd")!.ruleId).toBe("symlink_escape");
    expect(byPath.get("etc-link/passwd")!.locations[0]!.physicalLocation.artifactLocation.uri).toBe(
      "etc-link/passwd",
    );
    // Outside the repository: an absolute file URI, no base.
    const outside = byPath.get(join(repo.main, "escaped.txt"))!;
    expect(outside.locations[0]!.physicalLocation.artifactLocation).toEqual({
      uri: pathUri(join(repo.main, "escaped.txt")),
    });
    // Hostile names: each one URI-encoded, decoding back to exactly the name; messages stay one line.
    for (const h of HOSTILE) {
      const res = byPath.get(`.github/workflows/${h}`)!;
      expect(decoded(res.locations[0]!.physicalLocation.artifactLocation.uri)).toBe(`.github/workflows/${h}`);
      expect(res.message.text).not.toMatch(/[\n\r\u202e]/);
    }
  });

  it("violations: file= is relative to the repository root, also from a subdirectory", () => {
    const sub = join(repo.wt, "src");
    const r = runCli(
      ["violations", "--root", ".", "--protect", "gen/**", "--format", "github", "gen/x.ts", "/etc/y"],
      { cwd: sub },
    );
    expect(r.status).toBe(1);
    const lines = r.stdout.split("\n");
    expect(lines[0]).toMatch(/^::error file=src\/gen\/x\.ts,title=forge-gate%3A protected::/);
    expect(lines[1]).toMatch(/^::error title=forge-gate%3A outside_write_roots::\/etc\/y /);
  });

  it("violations: fingerprints are stable across runs and differ between paths", () => {
    const run = () =>
      JSON.parse(
        runCli(["violations", "--lease", repo.lease, "--format", "sarif", "/etc/a", "/etc/b"], {
          cwd: repo.wt,
        }).stdout,
      ) as SarifLog;
    const [a, b] = [run(), run()];
    const prints = (l: SarifLog) => l.runs[0]!.results.map((x) => x.partialFingerprints["forgeGatePath/v1"]);
    expect(prints(a)).toEqual(prints(b));
    expect(new Set(prints(a)).size).toBe(2);
  });

  it("violations: a pass is a valid log with no results", () => {
    const r = runCli(["violations", "--lease", repo.lease, "--format", "sarif", "src/a.ts"], {
      cwd: repo.wt,
    });
    expect(r.status).toBe(0);
    const log = JSON.parse(r.stdout);
    expectValid(log);
    expect(log.runs[0]!.results).toEqual([]);
    expect(log.runs[0]!.properties.verdict).toBe("pass");
  });

  it("gate: a real escape as valid SARIF, coverage gaps as notifications", () => {
    const snap = join(repo.root, "sarif.fgsnap");
    const { digest } = snapshotOf(repo.lease, snap);
    agent(repo.wt, "echo x > .github/workflows/new.yml && printf pwned > ../main/escaped-by-gate.txt");
    const g = runCli(
      ["gate", "--lease", repo.lease, "--snapshot", snap, "--snapshot-digest", digest, "--format", "sarif"],
      { cwd: repo.wt },
    );
    expect(g.status, g.stderr).toBe(1);
    const log = JSON.parse(g.stdout);
    expectValid(log);
    expectCodeScanningAccepts(log);
    const results = log.runs[0]!.results;
    expect(
      results.map((x) => [x.ruleId, x.locations[0]!.physicalLocation.artifactLocation.uri]).sort(),
    ).toEqual(
      [
        ["outside_write_roots", pathUri(join(repo.main, "escaped-by-gate.txt"))],
        ["protected", ".github/workflows/new.yml"],
        ["symlink_escape", "etc-link"], // the untracked link to /etc made before the run
      ].sort(),
    );
    expect(log.runs[0]!.properties).toMatchObject({
      verdict: "refused",
      lease: "task-47-worker",
      version: VERSION,
    });
    // home and temp were left out: said, not silent.
    const notes = JSON.stringify(log.runs[0]!.invocations[0]!.toolExecutionNotifications ?? []);
    expect(notes).toMatch(/not covered/);
    git(repo.wt, "checkout", "-q", "--", ".");
  });

  it("a malformed --snapshot-digest is a format error (exit 2), before anything is read, never tampering", () => {
    for (const bad of [
      "sha256:xyz",
      "deadbeef",
      `sha256:${"0".repeat(63)}`,
      `sha1:${"0".repeat(64)}`,
      " ",
      "",
    ]) {
      for (const cmd of ["gate", "collect"]) {
        const r = runCli([cmd, "--lease", join(repo.root, "missing.yaml"), "--snapshot-digest", bad]);
        expect(r.status).toBe(2);
        expect(r.stderr).toMatch(/is not a snapshot digest: expected sha256: followed by 64 hex digits/);
        expect(r.stderr).not.toMatch(/changed after it was taken|tamper/);
      }
    }
  });
});

describe("SARIF and file= for any path (property)", () => {
  const name = fc
    .string({ unit: "grapheme", minLength: 1, maxLength: 12 })
    .filter((s) => !s.includes("/") && s !== "." && s !== ".."); // violation paths are normalised: no . or .. segments
  const relPath = fc.array(name, { minLength: 1, maxLength: 4 }).map((a) => a.join("/"));
  const reason = fc.constantFrom(...SARIF_RULES.map(([id]) => id));

  it("every log validates, every location decodes back to its path", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(relPath, reason, fc.boolean()), { maxLength: 8 }), (items) => {
        const violations: Violation[] = items.map(([p, r, outside]) => {
          const path = outside ? `/elsewhere/${p}` : p;
          return { path, resolved: path, reason: r };
        });
        const log = sarifLog({ violations, cwd: "/repo/wt", root: "/repo/wt", properties: {} });
        expectValid(log);
        expectCodeScanningAccepts(log);
        log.runs[0]!.results.forEach((res, i) => {
          const v = violations[i]!;
          const rel = repoRelative(v.path, "/repo/wt", "/repo/wt");
          const loc = res.locations[0]!.physicalLocation.artifactLocation;
          if (rel === null) expect(decoded(loc.uri)).toBe(`/elsewhere/${v.path.slice("/elsewhere/".length)}`);
          else expect(decoded(loc.uri)).toBe(rel);
        });
      }),
      { numRuns: 150 },
    );
  });

  it("github annotations: one line per violation, file= only inside the repository, properties escaped", () => {
    fc.assert(
      fc.property(relPath, fc.boolean(), (p, outside) => {
        const path = outside ? `/elsewhere/${p}` : p;
        const report: GateReport = {
          schema_version: 1,
          version: VERSION,
          verdict: "refused",
          lease: "l",
          violations: [{ path, resolved: path, reason: "outside_write_roots" }],
          changes: 1,
          coverage: { scopes: ["git"], roots: ["/repo/wt"], skipped: [] },
          ...GATE_ATTRIBUTION,
          effects: [],
        };
        const out = formatGateReport(report, "github", 10, { cwd: "/repo/wt", root: "/repo/wt" });
        const lines = out.split("\n").filter((l) => l !== "");
        expect(lines).toHaveLength(3); // the annotation, the attribution notice and the verdict line
        expect(lines[1]).toMatch(/^::notice title=forge-gate attribution::none: detection only/);
        const m = /^::error (?:file=([^,:]*),)?title=([^,:]*)::/.exec(lines[0]!);
        expect(m).not.toBeNull();
        const file = m![1];
        if (outside || path.includes("##[")) expect(file).toBeUndefined();
        else {
          expect(file).toBeDefined();
          // The runner's own unescaping gives the path back.
          const back = file!
            .replace(/%0D/g, "\r")
            .replace(/%0A/g, "\n")
            .replace(/%3A/g, ":")
            .replace(/%2C/g, ",")
            .replace(/%25/g, "%");
          expect(back).toBe(repoRelative(path, "/repo/wt", "/repo/wt"));
        }
      }),
      { numRuns: 300 },
    );
  });
});
