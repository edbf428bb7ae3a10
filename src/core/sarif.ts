/**
 * SARIF 2.1.0 for `violations` and `gate` (`--format sarif`), shaped for GitHub code scanning's upload:
 * one rule per violation reason, a repository-relative `artifactLocation.uri` under `%SRCROOT%` for paths
 * inside the repository (an absolute `file://` URI for paths outside it), and `partialFingerprints` so
 * an alert stays the same alert across runs. Paths are hostile: URIs are percent-encoded per segment and
 * messages carry the display form (control characters quoted). Written by hand, not with a SARIF
 * builder: the document is small and fixed, and the tests validate it against the official schema.
 */
import { createHash } from "node:crypto";
import { jsonDocument, VERSION } from "./contract.js";
import { displayPath } from "./escape.js";
import { pathUri, repoRelative } from "./locations.js";
import { lexicalAbsolute } from "./paths.js";
import type { Violation, ViolationReason } from "./violations/index.js";

export const SARIF_SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json";

/** The project's home (package.json's `homepage` without its fragment; a test keeps them equal). */
export const PROJECT_URL = "https://github.com/forge-gate/forge-gate";

/**
 * Where a reason is explained: its section of docs/output.md in this version's tag (each anchor is
 * checked against the page by a test), so the link in an alert says what that build meant.
 */
export function reasonHelpUri(reason: ViolationReason): string {
  return `${PROJECT_URL}/blob/v${VERSION}/docs/output.md#${reason}`;
}

/** GitHub rejects a run with more results than this; the rest are named in a notification. */
export const SARIF_MAX_RESULTS = 25_000;

interface RuleText {
  name: string;
  short: string;
  full: string;
  help: string;
}

/** The rules, in a fixed order (ruleIndex is stable across runs). */
export const SARIF_RULES: ReadonlyArray<[ViolationReason, RuleText]> = [
  [
    "outside_write_roots",
    {
      name: "OutsideWriteRoots",
      short: "A path was changed outside the lease's write roots",
      full: "The agent changed a path that none of the lease's write roots contains.",
      help: "Review the change: nothing from this run should merge until a human has. If the agent needs the path, grant it in the lease's write_roots.",
    },
  ],
  [
    "symlink_escape",
    {
      name: "SymlinkEscape",
      short: "A path inside a write root by name leads outside it through a symlink",
      full: "The changed path is inside a write root lexically, but a symbolic link on the way takes it outside every write root.",
      help: "Review the symlink and what was written through it; remove the link if the agent created it.",
    },
  ],
  [
    "protected",
    {
      name: "ProtectedPath",
      short: "A protected path was changed",
      full: "The changed path is inside a write root but matches the lease's protect globs or is a protected directory (such as .git).",
      help: "Protected paths are read-only for the agent; revert the change or widen the lease deliberately.",
    },
  ],
  [
    "unresolvable",
    {
      name: "Unresolvable",
      short: "A changed path could not be resolved",
      full: "forge-gate could not resolve where the changed path lands (permission denied or a symlink loop), so it cannot prove it is inside the lease.",
      help: "Inspect the path by hand; forge-gate fails closed on what it cannot resolve.",
    },
  ],
  [
    "environment",
    {
      name: "EnvironmentChanged",
      short: "A step changed the job's environment for later steps",
      full: "A step between the snapshot and the gate added or changed an environment variable (GITHUB_ENV) or a PATH entry (GITHUB_PATH), which decides what every later step of the job runs, the gate's own included.",
      help: "Review the step that wrote it; treat everything later in the job as untrusted and rely on the gate of a separate job.",
    },
  ],
];

export interface SarifNotification {
  level: "error" | "warning" | "note";
  text: string;
}

export interface SarifInput {
  violations: readonly Violation[];
  /** Base for relative violation paths. */
  cwd: string;
  /** The repository root paths are made relative to (null: every location is an absolute URI). */
  root: string | null;
  /** Run-level facts (verdict, lease, counts, coverage): kept under `runs[0].properties`. */
  properties: Record<string, unknown>;
  /** Things the reader must know that are not results: roots not covered, effects that failed. */
  notifications?: readonly SarifNotification[];
}

function ruleIndex(reason: ViolationReason): number {
  return SARIF_RULES.findIndex(([id]) => id === reason);
}

function message(v: Violation): string {
  const rule = v.rule ? ` (rule ${displayPath(v.rule)})` : "";
  const text = SARIF_RULES[ruleIndex(v.reason)]?.[1].short ?? v.reason;
  const where = v.resolved !== v.path ? `; it resolves to ${displayPath(v.resolved)}` : "";
  return `${text}: ${displayPath(v.path)}${rule}${where}.`;
}

function fingerprint(reason: string, location: string): string {
  return createHash("sha256").update(`${reason}\0${location}`).digest("hex");
}

function result(v: Violation, cwd: string, root: string | null): Record<string, unknown> {
  const rel = repoRelative(v.path, cwd, root);
  const abs = lexicalAbsolute(v.path, cwd);
  const artifactLocation =
    rel === null ? { uri: pathUri(abs) } : { uri: pathUri(rel), uriBaseId: "%SRCROOT%" };
  const index = ruleIndex(v.reason);
  return {
    ruleId: v.reason,
    ...(index >= 0 ? { ruleIndex: index } : {}),
    level: "error",
    message: { text: message(v) },
    // A path in the repository is anchored at its first line: the finding is about the whole file, and
    // code scanning shows a result at a line only (a path outside the repository has nowhere to show).
    // A variable or a PATH entry is no file: its name stands as the location, and as a logical one.
    locations: [
      {
        physicalLocation:
          rel === null ? { artifactLocation } : { artifactLocation, region: { startLine: 1 } },
        ...(v.reason === "environment" ? { logicalLocations: [{ name: v.path, kind: "variable" }] } : {}),
      },
    ],
    partialFingerprints: { "forgeGatePath/v1": fingerprint(v.reason, rel ?? abs) },
    properties: { path: v.path, resolved: v.resolved, ...(v.rule ? { rule: v.rule } : {}) },
  };
}

/** A SARIF 2.1.0 log with one run. */
export function sarifLog(input: SarifInput): Record<string, unknown> {
  const shown = input.violations.slice(0, SARIF_MAX_RESULTS);
  const notes: SarifNotification[] = [...(input.notifications ?? [])];
  const rest = input.violations.length - shown.length;
  if (rest > 0)
    notes.push({
      level: "error",
      text: `${rest} more violation(s) not listed (GitHub accepts ${SARIF_MAX_RESULTS} results per run); run forge-gate with --format json for all of them`,
    });
  const run: Record<string, unknown> = {
    tool: {
      driver: {
        name: "forge-gate",
        version: VERSION,
        semanticVersion: VERSION,
        informationUri: PROJECT_URL,
        rules: SARIF_RULES.map(([id, r]) => ({
          id,
          name: r.name,
          shortDescription: { text: r.short },
          fullDescription: { text: r.full },
          help: { text: r.help },
          helpUri: reasonHelpUri(id),
          defaultConfiguration: { level: "error" },
          properties: { tags: ["security"], precision: "very-high", "security-severity": "8.0" },
        })),
      },
    },
    invocations: [
      {
        executionSuccessful: true,
        ...(notes.length > 0
          ? {
              toolExecutionNotifications: notes.map((n) => ({
                level: n.level,
                message: { text: displayPath(n.text) },
              })),
            }
          : {}),
      },
    ],
    results: shown.map((v) => result(v, input.cwd, input.root)),
    properties: jsonDocument(input.properties),
  };
  if (input.root !== null) {
    const root = input.root.endsWith("/") ? input.root : `${input.root}/`;
    run.originalUriBaseIds = { "%SRCROOT%": { uri: pathUri(root) } };
  }
  return { $schema: SARIF_SCHEMA_URI, version: "2.1.0", runs: [run] };
}
