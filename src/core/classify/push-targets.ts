import type { Analysis } from "./analysis.js";
import type { PushEffect } from "./effects.js";
import { DYN } from "./values.js";

/**
 * Where a `git push` sends the agent's commits. The agent pushes to its own repository: the one the
 * lease names (`repo: owner/name`), else the remote its worktree's branch tracks (`origin`, or a
 * plain `git push`). A push to an explicit URL, to another remote, or through configuration that
 * repoints a remote (`git remote set-url origin …`, `-c remote.origin.pushurl=…`,
 * `remote.pushDefault`, `url.….pushInsteadOf`) hands the repository to someone else: exfiltration,
 * even on an allowed host (github.com hosts everybody's repositories). The analysis records each
 * destination (a PushEffect); the engine judges them against the lease (judgePushes).
 */

/** The agent's own remote, as every worktree forge-gate leases names it. */
const OWN_REMOTE = "origin";

/** Remotes this script (re)defined: name → URL (null: repointed to something not known). */
const defined = new WeakMap<Analysis, Map<string, string | null>>();

function remotesOf(a: Analysis): Map<string, string | null> {
  let m = defined.get(a);
  if (!m) {
    m = new Map();
    defined.set(a, m);
  }
  return m;
}

/** A repository given by URL or path rather than by remote name (git-push(1) "GIT URLS"). */
export function isRepositoryUrl(s: string): boolean {
  return (
    /^[a-z][a-z0-9+.-]*:\/\//i.test(s) ||
    /^[^/:\s]+@[^/:\s]+:/.test(s) ||
    /^[./~]/.test(s) ||
    /^[\w.-]+:[^/]/.test(s)
  );
}

/** Records a push (or, `later`, a change of where later pushes go) to `target`: a remote name or a URL. */
export function recordPush(a: Analysis, target: string | null, via: string, later = false): void {
  a.fx.readOnly = false;
  if (target === null || target.includes(DYN)) {
    a.fx.pushes.push({ target: target ?? OWN_REMOTE, via, kind: "unknown", later });
    return;
  }
  if (isRepositoryUrl(target)) {
    a.fx.pushes.push({ target, via, kind: "url", later });
    return;
  }
  const redefined = remotesOf(a).get(target);
  if (redefined !== undefined) {
    a.fx.pushes.push(
      redefined === null
        ? { target, via, kind: "unknown", later }
        : { target: redefined, via, kind: "url", later },
    );
    return;
  }
  if (target !== OWN_REMOTE) a.fx.pushes.push({ target, via, kind: "remote", later });
}

/**
 * A remote (re)defined in this script (`git remote add NAME URL`, `set-url`, `git config
 * remote.NAME.url URL`): later pushes to NAME go to URL. Repointing the agent's own remote is a push
 * destination change in itself: the next call's plain `git push` goes there.
 */
export function defineRemote(a: Analysis, name: string, url: string | null, via: string): void {
  remotesOf(a).set(name, url === null || url.includes(DYN) ? null : url);
  if (name === OWN_REMOTE || name.includes(DYN)) recordPush(a, name.includes(DYN) ? null : name, via, true);
}

/**
 * git configuration that decides where a push goes, given on the command line (`git -c K=V`) or
 * written (`git config K V`). Returns true when the key is one of them (and was recorded).
 */
export function pushConfig(a: Analysis, key: string, value: string | null, via: string): boolean {
  const k = key.toLowerCase();
  const remote = /^remote\.(.+)\.(push)?url$/.exec(k);
  if (remote) {
    defineRemote(
      a,
      key.slice("remote.".length, key.length - (remote[2] ? ".pushurl" : ".url").length),
      value,
      via,
    );
    return true;
  }
  if (
    /^url\..*\.(push)?insteadof$/.test(k) ||
    /^(remote\.pushdefault|branch\..*\.(pushremote|remote))$/.test(k)
  ) {
    a.fx.pushes.push({ target: `${key}=${value ?? "…"}`, via, kind: "config", later: true });
    a.fx.readOnly = false;
    return true;
  }
  return false;
}

/** `owner/name` of a GitHub URL (https, ssh, scp-like), lower-cased; null for anything else. */
export function githubRepo(url: string): string | null {
  const m =
    /^(?:git\+)?(?:https?|ssh|git):\/\/(?:[^@/]+@)?(?:www\.)?github\.com(?::\d+)?\/([^/]+)\/([^/?#]+?)(?:\.git)?\/?$/i.exec(
      url,
    ) ?? /^(?:[^@/:]+@)?github\.com:([^/]+)\/([^/?#]+?)(?:\.git)?\/?$/i.exec(url);
  return m ? `${m[1]}/${m[2]}`.toLowerCase() : null;
}

export interface PushVerdict {
  decision: "block" | "grey";
  rule: string;
  reason: string;
}

/**
 * The pushes of a call judged against the lease's repository: a URL naming that repository is the
 * agent's own; a URL naming another one is refused when the lease names its repository (the call
 * certainly hands commits elsewhere) and escalated when it does not (it may be the tracked remote's
 * own URL); another remote, an unknown one, or configuration that moves pushes elsewhere is escalated.
 */
export function judgePushes(pushes: PushEffect[], leaseRepo: string | null): PushVerdict | null {
  let grey: PushVerdict | null = null;
  const own = leaseRepo?.toLowerCase() ?? null;
  for (const p of pushes) {
    const goes = p.later ? `${p.via} makes pushes go to` : `${p.via} pushes to`;
    if (p.kind === "url") {
      const repo = githubRepo(p.target);
      if (own !== null && repo === own) continue;
      if (own !== null)
        return {
          decision: "block",
          rule: "git_push_elsewhere",
          reason: `${goes} ${p.target}, a repository the lease does not name (repo: ${leaseRepo})`,
        };
      grey ??= {
        decision: "grey",
        rule: "git_push_elsewhere",
        reason: `${goes} ${p.target}, not the remote the worktree's branch tracks (name the repository in the lease's \`repo:\`)`,
      };
    } else
      grey ??= {
        decision: "grey",
        rule: "git_push_elsewhere",
        reason:
          p.kind === "remote"
            ? `${goes} the remote ${p.target}, which may be another repository than the agent's own (origin)`
            : p.kind === "config"
              ? `${p.via} sets ${p.target}, which changes where pushes go`
              : `${goes} a repository that cannot be known before it runs`,
      };
  }
  return grey;
}
