import type { Analysis } from "../analysis.js";
import type { Val } from "../values.js";

/**
 * Code named by where it is fetched from rather than by a registry's name: a URL (`deno run
 * https://…`, `uv run https://…/s.py`), a VCS spec (`git+https://…`, `git@host:o/r`) or a forge
 * shorthand (`github:o/r`). Running one runs code nobody has read; installing one builds it (its
 * setup.py, its npm `prepare`) from whatever the branch holds now, not from a published release.
 */

const URL_CODE = /^(https?|ftp|git|ssh|git\+[\w+]+):\/\//i;
const FORGE = /^(github|gitlab|bitbucket|gist|git\+[\w+]+):/i;
// `user@host:path`, but not a package manager's own protocols after a name (`lodash@npm:lodash-es`,
// `shared@workspace:*`): those are the registry or the project.
const SCP = /^[\w.-]+@(?!(npm|workspace|file|link|portal|patch|exec|jsr):)[\w.-]+:/;

/** The word names code by a URL, a VCS spec or a forge shorthand (`npmShorthand`: npm's `owner/repo` too). */
export function isRemoteCode(v: Val, npmShorthand = false): boolean {
  if (v.dyn) return false;
  const s = v.s.replace(/^[\w.-]+\s*@\s*(?=(git\+)?\w+:\/\/)/, ""); // PEP 508 `name @ URL`
  if (URL_CODE.test(s) || FORGE.test(s) || SCP.test(s)) return true;
  // npm reads `owner/repo` (and `owner/repo#ref`) as a GitHub repository; `@scope/pkg` is the registry's.
  return npmShorthand && /^[A-Za-z0-9][\w.-]*\/[\w.-]+(#\S*)?$/.test(s);
}

/**
 * A package spec that takes code from a directory or archive on this machine (`file:../x`,
 * `link:../x`, `../x`, `/abs/pkg.tgz`): its path must be inside the lease like a project program's
 * argument, since the install runs its scripts; `portal:`, `patch:` and `exec:` are grey.
 */
export function localPackageSource(v: Val, a: Analysis, via: string): void {
  if (v.dyn) return;
  if (/^(portal|patch|exec):/.test(v.s)) {
    a.grey("remote_package", `${via} installs ${v.s}, a package source forge-gate does not follow`);
    return;
  }
  const path = v.s.replace(/^(file|link):/, "");
  if (path === v.s && !/^(\.{1,2}\/|\/|~\/)/.test(path)) return;
  a.scriptArgs([{ ...v, s: path }], `${via} (package source)`, true);
}

/** A program run from a URL: download-and-execute in one word. */
export function runsRemoteCode(v: Val, a: Analysis, via: string): boolean {
  if (!isRemoteCode(v)) return false;
  a.block("download_exec", `${via} runs code fetched from ${v.s}`);
  return true;
}

/**
 * Packages installed from a URL or a repository rather than a registry, or from a directory or
 * archive this same command fetched (`git clone … d && pip install ./d`): their build runs their code.
 */
export function installsRemoteCode(words: Val[], a: Analysis, via: string, npmShorthand = false): void {
  const remote = words.find((v) => isRemoteCode(v, npmShorthand));
  if (remote) {
    a.grey(
      "remote_package",
      `${via} installs ${remote.s}, code from a repository or URL rather than a registry release, and runs its build`,
    );
    return;
  }
  const fetched = words.find((v) => !v.dyn && /^[./~]|\//.test(v.s) && a.isFetched(v));
  if (fetched)
    a.grey(
      "download_exec",
      `${via} installs ${fetched.s}, which this command just downloaded, and runs its build`,
    );
}
