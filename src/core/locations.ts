/**
 * Where a changed path sits relative to the repository, for the formats that attach findings to files
 * (SARIF locations, `file=` on workflow annotations). Pure: the caller passes the repository root.
 */
import { posix } from "node:path";
import { escapeWorkflowProperty } from "./escape.js";
import { lexicalAbsolute } from "./paths.js";

/**
 * `path` relative to `root` (both made absolute against `cwd`, lexically: a symlink's own path is the
 * file in the diff), or null when it is not strictly inside the root.
 */
export function repoRelative(path: string, cwd: string, root: string | null): string | null {
  if (root === null) return null;
  const abs = lexicalAbsolute(path, cwd);
  const top = lexicalAbsolute(root, cwd);
  const rel = posix.relative(top, abs);
  if (rel === "" || rel === ".." || rel.startsWith("../") || posix.isAbsolute(rel)) return null;
  return rel;
}

/**
 * A path as a URI reference: every segment percent-encoded, so `%`, `#`, `?`, spaces, control characters
 * and a leading `name:` (which would read as a scheme) stay part of the path. Absolute paths become
 * `file://` URIs.
 */
export function pathUri(path: string): string {
  // encodeURIComponent throws on a lone surrogate (possible in a JSON-escaped name): mark it U+FFFD.
  const wellFormed = path.replace(LONE_SURROGATE, "\ufffd");
  const encoded = wellFormed.split("/").map(encodeURIComponent).join("/");
  return path.startsWith("/") ? `file://${encoded}` : encoded;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export interface ReportPlace {
  /** Base of relative changed paths. */
  cwd: string;
  /** The repository root (null: unknown, no `file=`). */
  root: string | null;
}

/**
 * The properties of an annotation workflow command for a changed path: `file=` (repository-relative,
 * escaped) when the path is inside the repository, so the annotation attaches to the pull request's
 * diff, then `title=`. A path holding `##[` gets no `file=` (the runner reads old-style commands
 * anywhere in a line, and properties cannot escape `[`); the message still names it.
 */
export function annotationProperties(title: string, path: string, place: ReportPlace): string {
  const rel = repoRelative(path, place.cwd, place.root);
  const file = rel === null || rel.includes("##[") ? "" : `file=${escapeWorkflowProperty(rel)},`;
  return `${file}title=${escapeWorkflowProperty(title)}`;
}
