import type { Analysis } from "./analysis.js";
import type { PushEffect } from "./effects.js";
/** A repository given by URL or path rather than by remote name (git-push(1) "GIT URLS"). */
export declare function isRepositoryUrl(s: string): boolean;
/** Records a push (or, `later`, a change of where later pushes go) to `target`: a remote name or a URL. */
export declare function recordPush(a: Analysis, target: string | null, via: string, later?: boolean): void;
/**
 * A remote (re)defined in this script (`git remote add NAME URL`, `set-url`, `git config
 * remote.NAME.url URL`): later pushes to NAME go to URL. Repointing the agent's own remote is a push
 * destination change in itself: the next call's plain `git push` goes there.
 */
export declare function defineRemote(a: Analysis, name: string, url: string | null, via: string): void;
/**
 * git configuration that decides where a push goes, given on the command line (`git -c K=V`) or
 * written (`git config K V`). Returns true when the key is one of them (and was recorded).
 */
export declare function pushConfig(a: Analysis, key: string, value: string | null, via: string): boolean;
/** `owner/name` of a GitHub URL (https, ssh, scp-like), lower-cased; null for anything else. */
export declare function githubRepo(url: string): string | null;
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
export declare function judgePushes(pushes: PushEffect[], leaseRepo: string | null): PushVerdict | null;
