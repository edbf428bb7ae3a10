import { posix } from "node:path";
import type { Analysis } from "../analysis.js";
import { has, lit, normArg, optValue, optValues, type Parsed, parseOpts, spec } from "../options.js";
import { defineRemote, pushConfig, recordPush } from "../push-targets.js";
import {
  DYN,
  isSecretPath,
  quoteForShell,
  revealsSecrets,
  type StdinSource,
  show,
  type Val,
} from "../values.js";
import { account } from "./account.js";
import { GH_READ, GH_SPECS } from "./gh-specs.js";
import { GIT_GLOBAL, GIT_SPECS } from "./git-specs.js";
import { gitPatch } from "./patches.js";
import { H } from "./registry.js";

/** git and gh. */

// --- git ----------------------------------------------------------------------------------------

export const GIT_READ = new Set(
  "status log diff show blame annotate shortlog describe rev-parse rev-list ls-files ls-tree ls-remote cat-file grep whatchanged name-rev merge-base for-each-ref show-ref show-branch count-objects var verify-commit verify-tag check-ignore check-attr check-ref-format version help cherry range-diff diff-tree diff-files diff-index fsck get-tar-commit-id column instaweb-status".split(
    " ",
  ),
);
export const GIT_WRITE_OK = new Set(
  "add commit fetch pull merge cherry-pick revert init am format-patch notes bisect sparse-checkout lfs submodule mergetool-status rerere archive bundle gc prune-packed repack pack-refs maintenance-run citool apply switch".split(
    " ",
  ),
);
export const DANGEROUS_GIT_CONFIG =
  /^(https?\.proxy|http\.(.*\.)?(proxy|sslverify|sslcainfo|sslcert|extraheader|cookiefile)|core\.(hookspath|fsmonitor|sshcommand|pager|editor|askpass|gitproxy|attributesfile|excludesfile|worktree|alternaterefscommand)|submodule\..*\.update|init\.templatedir|trace2\..*|alias\..*|filter\..*|diff\.external|diff\..*\.(textconv|command)|(diff|merge)tool\..*|(diff|merge)\.(tool|guitool)|merge\..*\.driver|credential\..*|include\.path|includeif\..*|url\..*\.insteadof|protocol\..*|uploadpack\..*|receive\..*|sequence\.editor|gpg\.(.*\.)?program|interactive\.difffilter|(web|browser|man)\..*|pager\..*|http\..*\.proxy|remote\..*\.(uploadpack|receivepack))$/i;

/**
 * Values of program-running keys that run nothing but a plain pager or no program at all
 * (`core.pager=cat`, `pager.log=false`, `core.hooksPath=/dev/null`, `core.editor=true`), and
 * aliases that name a git command rather than a shell one (no `!`): those are judged as the
 * command they expand to where they are used (redteam3).
 */
export function harmlessGitConfig(key: string, value: string | null): boolean {
  if (value === null || value.includes(DYN)) return false;
  const k = key.toLowerCase();
  const v = value.trim();
  if (/^(core\.pager|pager\..+)$/.test(k)) return /^(cat|more|less(\s+-[A-Za-z]+)*|true|false|)$/.test(v);
  if (k === "core.hookspath") return v === "/dev/null";
  if (/^(core\.editor|sequence\.editor)$/.test(k)) return v === "true" || v === ":";
  if (k === "core.fsmonitor") return v === "false";
  if (/^alias\.[^.]+$/.test(k)) return v !== "" && !v.startsWith("!") && !/^-/.test(v);
  return false;
}

/** git's transports that run a command (`ext::sh -c …`, `fd::`), named anywhere in a git command. */
function commandTransport(args: Val[], a: Analysis): boolean {
  const t = args.find((v) => /^(--[a-z-]+=)?(ext|fd)::/.test(normArg(v)));
  if (!t) return false;
  a.block("git_config_exec", `\`git\` given ${show(t)}, a transport that runs a command`);
  return true;
}

/**
 * Discarding uncommitted changes to named files rewrites those files, no more than `cp`/an edit
 * would: judge them as writes (inside the lease → allowed). Pathspec magic or globs
 * make the set of files unknowable statically, so those stay grey.
 */
export function discardPaths(targets: Val[], a: Analysis, via: string): void {
  // A directory (`src/`) discards every change below it: as much as `git checkout .` for that tree.
  if (targets.length === 0 || targets.some((v) => v.glob || v.dyn || /^:|[*?[]|\/$/.test(v.s))) {
    a.grey("git_discard", `${via} discards uncommitted changes to those files`);
    return;
  }
  for (const t of targets) a.write(t, "rdelete", via);
}

/**
 * What git's pathspecs reach (`git rm`; `git stash push`, which puts files back: `rwrite`): unlike a shell word, `*`, `?` and `[` match across
 * directories (`'*main.tf'` names infra/prod/main.tf, a word the shell left unexpanded too), so a
 * pattern reaches everything below its fixed directory; top magic (`:/x`, `:(top)x`) names a path
 * from the top of the repository git runs in (repo-top.ts), judged from each place's top. Other
 * magic (exclusions, attributes, case folding) names files nobody can list here: grey.
 */
function pathspecWrites(
  targets: Val[],
  a: Analysis,
  op: "delete" | "rdelete" | "rwrite",
  via: string,
  index: boolean,
): void {
  const write = (v: Val, o: "delete" | "rdelete" | "rwrite") =>
    index ? a.indexWrite(v, o, `${via} --cached`) : a.write(v, o, via);
  for (const v of targets) {
    if (v.dyn) {
      write(v, op);
      continue;
    }
    let s = v.s;
    let fromTop = false;
    if (s.startsWith(":")) {
      const m = /^:(?:\/(?![!^:/])|\(top\))(.*)$/s.exec(s);
      if (!m) {
        a.grey(
          "git_pathspec",
          `${via} is given pathspec magic (${show(v)}): which files it names cannot be known`,
        );
        continue;
      }
      s = m[1]!;
      fromTop = true;
    }
    const wild = s.search(/[*?[\\]/);
    const target = wild < 0 ? s || "." : s.slice(0, s.lastIndexOf("/", wild) + 1) || ".";
    const o = wild < 0 || op === "rwrite" ? op : "rdelete";
    if (!fromTop) {
      write(lit(target), o);
      continue;
    }
    for (const { top } of a.repoTops()) {
      if (top === null) {
        a.grey(
          "git_pathspec",
          `${via} ${show(v)} names a path from the repository's top, which cannot be known here`,
        );
        continue;
      }
      write(lit(posix.join(top, target)), o);
    }
  }
}

/**
 * `--pathspec-from-file`: the paths are in a file (or on standard input) the call does not show, so
 * which files the command changes cannot be known (a protected one among them). True when so.
 */
function pathspecFromFile(p: Parsed, a: Analysis, via: string): boolean {
  if (!has(p, "--pathspec-from-file")) return false;
  const from = optValue(p, "--pathspec-from-file");
  a.grey(
    "git_pathspec",
    `${via} takes its paths from ${from === null || from.s === "-" ? "its standard input" : show(from)}, whose text the call does not show: which files it changes cannot be known`,
  );
  return true;
}

H.git = (args, a, io) => {
  const g = account("`git`", args, GIT_GLOBAL, a, "caller");
  if (commandTransport(args, a)) return null;
  const dirs: Val[] = [];
  let elsewhere: string | null = null;
  /** Aliases of git commands given with `-c` (no `!`): name → the words they expand to. */
  const aliases = new Map<string, string>();
  for (const o of g.opts) {
    // Each `-C` is taken relative to the one before (git's own rule).
    if (o.name === "-C" && o.value) dirs.push(o.value);
    else if (o.name === "-c") {
      const kv = o.value;
      const key = kv?.s.split("=")[0] ?? "";
      const value = kv?.s.includes("=") ? kv.s.slice(kv.s.indexOf("=") + 1) : null;
      if (kv && !kv.dyn && harmlessGitConfig(key, value)) {
        if (/^alias\./i.test(key)) aliases.set(key.slice(6).toLowerCase(), value!);
        continue;
      }
      if (!kv || kv.dyn || DANGEROUS_GIT_CONFIG.test(key)) {
        a.block("git_config_exec", `\`git -c ${kv ? show(kv) : ""}\` makes git run an arbitrary program`);
        return null;
      }
      pushConfig(
        a,
        key,
        kv.s.includes("=") ? kv.s.slice(kv.s.indexOf("=") + 1) : "true",
        `\`git -c ${show(kv)}\``,
      );
    } else if (o.name === "--exec-path" || o.name === "--config-env")
      a.grey("git_exec_path", `\`git ${o.name}\` changes what git executes`);
    else if (o.name === "--git-dir" || o.name === "--work-tree") elsewhere = o.name;
  }
  const sub = g.positional[0]?.s ?? "";
  const rest = g.positional.slice(1);
  if (g.positional[0]?.dyn) {
    a.grey("git_unknown", "the git subcommand cannot be known before it runs");
    return null;
  }
  const via = `\`git ${sub}\``;
  // An alias of a git command runs that command with the rest of the words (git's own expansion).
  const alias = aliases.get(sub.toLowerCase());
  if (alias !== undefined) {
    const before = dirs.map((d) => `-C ${quoteForShell(d.s)} `).join("");
    a.nested(`git ${before}${alias} ${rest.map((v) => quoteForShell(v.s)).join(" ")}`, `the alias ${via}`);
    return null;
  }
  const run = (): StdinSource | null => {
    const sp = GIT_SPECS[sub];
    let p: Parsed;
    if (sp) p = account(via, rest, sp, a);
    else {
      p = parseOpts(rest, []);
      if (p.opts.length > 0)
        a.grey("unknown_option", `${via} is given options forge-gate has no spec for (${p.opts[0]!.name})`);
    }
    if (sub === "ls-remote" && p.positional[0]) a.host(p.positional[0].s, via, false);
    if (sub === "" || GIT_READ.has(sub)) return { text: null, network: false, secret: false, via };
    // Another repository or work tree: what a writing subcommand changes is not where it seems.
    if (elsewhere)
      a.grey("git_elsewhere", `${via} with ${elsewhere} works on another repository or work tree`);
    const pos = p.positional.map((v) => normArg(v));
    const wholeTree = (v: string) =>
      v === "." || v === ":/" || v === "*" || v === ":" || v === "./" || v === ":/*" || v === "'*'";
    switch (sub) {
      case "add":
        stagesSecrets(p, a, via);
        break;
      case "notes":
        messageSecrets(p, a, via);
        break;
      case "reset":
        if (has(p, "--hard", "--merge", "--keep")) {
          a.block("git_destructive", "`git reset --hard` discards uncommitted work");
          return null;
        }
        break;
      case "clean":
        if (has(p, "-n", "--dry-run")) return null;
        // Without -f git refuses only while clean.requireForce holds, and a config (`git -c`, an
        // earlier `git config`) can turn that off: any clean that may run deletes untracked files.
        a.block("git_destructive", "`git clean` deletes untracked files");
        return null;
      case "push": {
        if (
          has(
            p,
            "-f",
            "--force",
            "--force-with-lease",
            "--force-if-includes",
            "--mirror",
            "-d",
            "--delete",
            "--prune",
          )
        ) {
          a.block(
            "git_destructive",
            "`git push --force`/`--delete`/`--mirror` rewrites or deletes remote history",
          );
          return null;
        }
        if (pos.some((r) => r.startsWith("+") || /^:[^/]/.test(r) || r.includes(":+"))) {
          a.block("git_destructive", "`git push +refspec`/`:ref` force-updates or deletes a remote branch");
          return null;
        }
        if (pos.some((r, k) => k > 0 && r.includes(DYN)))
          a.grey("git_dynamic", `${via} to a ref that cannot be known before it runs`);
        // A pattern refspec (`refs/heads/*:refs/heads/*`) pushes every branch it matches, shared ones too.
        if (pos.some((r, k) => k > 0 && r.includes("*")))
          a.grey("git_push_many", `${via} pushes every branch a pattern matches`);
        // An agent pushes its own branch; a push straight onto the shared branch skips review.
        const shared = pos
          .slice(1)
          .find((r) =>
            /^(main|master|trunk|develop|production|prod)$/.test(
              (r.split(":").pop() ?? "").replace(/^refs\/heads\//, ""),
            ),
          );
        if (shared !== undefined || has(p, "--all", "--branches"))
          a.grey(
            "push_shared_branch",
            `${via} ${shared ?? "--all"} pushes onto a shared branch, bypassing review`,
          );
        // The repository: the first positional word, or `--repo` (git-push(1)); none is the branch's remote.
        const repo = optValue(p, "--repo") ?? p.positional[0] ?? null;
        if (repo) a.host(normArg(repo), via, true);
        recordPush(a, repo ? (repo.dyn ? null : normArg(repo)) : "origin", via);
        a.project(via);
        return null;
      }
      case "checkout": {
        const dashdash = rest.findIndex((v) => v.s === "--");
        const paths = dashdash === -1 ? [] : rest.slice(dashdash + 1).map((v) => v.s);
        if (has(p, "-B"))
          a.grey("git_discard", `${via} -B resets an existing branch and may drop its commits`);
        if (has(p, "-f", "--force") || pos.some(wholeTree) || paths.some(wholeTree)) {
          a.block("git_destructive", "`git checkout .`/`--force` discards uncommitted changes");
          return null;
        }
        if (pathspecFromFile(p, a, via)) return null;
        if (paths.length > 0 || (dashdash === -1 && pos.length > 1)) {
          const targets = dashdash === -1 ? p.positional.slice(1) : rest.slice(dashdash + 1);
          discardPaths(targets, a, "`git checkout -- <paths>`");
          return null;
        }
        a.project(via);
        return null;
      }
      case "switch":
        if (has(p, "-f", "--force", "--discard-changes")) {
          a.block("git_destructive", "`git switch --force`/`--discard-changes` discards uncommitted changes");
          return null;
        }
        if (has(p, "-C", "--force-create"))
          a.grey("git_discard", `${via} -C resets an existing branch and may drop its commits`);
        break;
      case "restore": {
        const staged = has(p, "-S", "--staged");
        const worktree = has(p, "-W", "--worktree") || !staged;
        if (!worktree) {
          a.project(via);
          return null;
        }
        if (pos.some(wholeTree)) {
          a.block("git_destructive", "`git restore .` discards uncommitted changes");
          return null;
        }
        discardPaths(p.positional, a, "`git restore <paths>`");
        return null;
      }
      case "branch":
        if (has(p, "-D") || (has(p, "-d", "--delete") && has(p, "-f", "--force"))) {
          a.block("git_destructive", "`git branch -D` deletes a branch with unmerged work");
          return null;
        }
        if (has(p, "-M", "-C")) a.grey("git_discard", `${via} -M/-C overwrites an existing branch`);
        // `git branch -f main HEAD~5` moves an existing branch, dropping its commits.
        else if (has(p, "-f", "--force") && pos.length > 0)
          a.grey("git_discard", `${via} -f moves an existing branch and may drop its commits`);
        break;
      case "submodule":
      case "bisect": {
        // `git submodule foreach CMD` / `git bisect run CMD` run a command (the former through a shell).
        const at = pos.indexOf(sub === "submodule" ? "foreach" : "run");
        if (at === -1) break;
        const rest = p.positional.slice(at + 1);
        if (rest.length === 0) break;
        if (sub === "submodule") {
          if (rest.some((v) => v.dyn))
            a.grey("dynamic_eval", `${via} foreach runs a command that cannot be known`);
          else a.nested(rest.map((v) => v.s).join(" "), `${via} foreach`);
          a.fx.readOnly = false;
          return null;
        }
        return a.run(rest, null, false);
      }
      case "stash": {
        const action = pos[0] ?? "push";
        if (action === "drop" || action === "clear") {
          a.block("git_destructive", `\`git stash ${action}\` deletes stashed work`);
          return null;
        }
        if (action === "list" || action === "show") return { text: null, network: false, secret: false, via };
        // `git stash push [--] <pathspec>…` (and `git stash -- <pathspec>…`) puts the named files back
        // to their committed state, their changes into the stash: it writes each of them, as
        // `git checkout -- <paths>` does (a protected one too).
        const dashdash = rest.findIndex((v) => v.s === "--");
        const pushAt = rest.findIndex((v) => v.s === "push");
        const named =
          dashdash >= 0 && (pushAt < 0 || pushAt > dashdash)
            ? rest.slice(dashdash + 1)
            : action === "push"
              ? p.positional.slice(1)
              : [];
        if (action === "push" || dashdash >= 0) {
          if (pathspecFromFile(p, a, via)) return null;
          // A pattern matches in every directory (a protected file too): the files it names are
          // whichever have changes, which cannot be listed here.
          if (named.some((v) => v.glob || (!v.dyn && /[*?[]/.test(v.s)))) {
            a.grey(
              "git_pathspec",
              `${via} push is given a pattern: which changed files it puts back cannot be known`,
            );
            return null;
          }
          pathspecWrites(named, a, "rwrite", "`git stash push -- <paths>`", false);
        }
        break;
      }
      case "sparse-checkout":
        if (pos[0] === "list") return { text: null, network: false, secret: false, via };
        // The work tree is rewritten to the patterns: every file outside them (a protected one
        // too) leaves the work tree, and back again on `disable`.
        a.grey(
          "git_sparse",
          `${via} ${pos[0] ?? ""} removes every file outside its patterns from the work tree`,
        );
        return null;
      case "reflog":
        if (pos[0] === "expire" || pos[0] === "delete") {
          a.block("git_destructive", `\`git reflog ${pos[0]}\` destroys the recovery log`);
          return null;
        }
        return { text: null, network: false, secret: false, via };
      case "update-ref":
        if (has(p, "-d")) {
          a.block("git_destructive", "`git update-ref -d` deletes a ref");
          return null;
        }
        a.grey("git_plumbing", `${via} rewrites refs directly`);
        return null;
      case "filter-branch":
      case "filter-repo":
        a.block("git_destructive", `${via} rewrites the whole history`);
        return null;
      case "tag":
        messageSecrets(p, a, via);
        if (has(p, "-d", "--delete")) {
          a.grey("git_discard", "`git tag -d` deletes a tag");
          return null;
        }
        if (pos.length === 0 || has(p, "-l", "--list", "-n", "--contains", "--points-at", "--merged"))
          return { text: null, network: false, secret: false, via };
        break;
      case "remote":
        if (pos.length === 0 || pos[0] === "-v" || pos[0] === "show" || pos[0] === "get-url")
          return { text: null, network: false, secret: false, via };
        if ((pos[0] === "add" || pos[0] === "set-url") && p.positional[2]) {
          a.host(p.positional[2].s, via, false);
          const name = p.positional[1]!;
          defineRemote(
            a,
            name.dyn ? DYN : name.s,
            p.positional[2].dyn ? null : p.positional[2].s,
            `\`git remote ${pos[0]}\``,
          );
        }
        // A remote renamed to the agent's own name: its pushes now go wherever that remote points.
        if (pos[0] === "rename" && p.positional[2]) {
          const to = p.positional[2];
          defineRemote(a, to.dyn ? DYN : to.s, null, "`git remote rename`");
        }
        if (
          pos[0] === "add" ||
          pos[0] === "set-url" ||
          pos[0] === "rename" ||
          pos[0] === "update" ||
          pos[0] === "prune" ||
          pos[0] === "set-head"
        )
          break;
        a.grey("git_remote", `${via} ${pos[0]} changes the repository's remotes`);
        return null;
      case "config": {
        const rewrites = has(
          p,
          "--unset",
          "--unset-all",
          "--remove-section",
          "--rename-section",
          "--replace-all",
          "-e",
          "--edit",
        );
        if (has(p, "--global", "--system", "--file", "-f")) {
          if (has(p, "--get", "--get-all", "--get-regexp", "-l", "--list", "--show-origin")) return null;
          a.grey(
            "git_config_global",
            `${via} --global/--system changes configuration outside the repository`,
          );
          return null;
        }
        if (
          has(
            p,
            "--get",
            "--get-all",
            "--get-regexp",
            "-l",
            "--list",
            "--show-origin",
            "--show-scope",
            "--get-urlmatch",
          ) ||
          (pos.length <= 1 && !rewrites)
        )
          return null;
        if (rewrites) {
          a.grey("git_config", `${via} removes, renames or rewrites configuration entries`);
          return null;
        }
        const at = pos[0] === "set" || pos[0] === "unset" ? 1 : 0;
        const key = pos[at] ?? "";
        if (!key.includes(DYN) && pushConfig(a, key, pos[at + 1] ?? null, via)) {
          a.project(via);
          return null;
        }
        if (harmlessGitConfig(key, pos[at + 1] ?? null)) {
          a.project(via);
          return null;
        }
        if (DANGEROUS_GIT_CONFIG.test(key) || key.includes(DYN)) {
          a.block("persistence", `\`git config ${key}\` makes git run an arbitrary program later`);
          return null;
        }
        a.project(via);
        return null;
      }
      case "init":
        for (const d of p.positional.slice(0, 1)) a.write(d, "write", via);
        for (const d of optValues(p, "--separate-git-dir")) a.write(d, "rwrite", via);
        break;
      case "clone": {
        for (const d of optValues(p, "--separate-git-dir")) a.write(d, "rwrite", via);
        // `clone -c key=value` writes the key into the new repository, where the checkout (and every
        // later git command there) honours it, as `git -c` would.
        for (const kv of optValues(p, "-c", "--config")) {
          const key = kv.s.split("=")[0] ?? "";
          const value = kv.s.includes("=") ? kv.s.slice(kv.s.indexOf("=") + 1) : null;
          if (kv.dyn || (DANGEROUS_GIT_CONFIG.test(key) && !harmlessGitConfig(key, value))) {
            a.block(
              "git_config_exec",
              `${via} -c ${show(kv)} makes git run an arbitrary program in the clone`,
            );
            return null;
          }
        }
        const url = p.positional[0];
        if (url) a.host(url.s, via, false);
        const dest =
          p.positional[1] ??
          (url ? lit(posix.basename(url.s.replace(/\/+$/, "")).replace(/\.git$/, "")) : null);
        if (dest) {
          a.write(dest, "write", via);
          a.fetched(dest);
        }
        return null;
      }
      case "mv": {
        // The sources leave (with all they hold); the destination receives them.
        const [dest, ...sources] = [...p.positional].reverse();
        for (const v of sources) a.write(v, "rdelete", via);
        if (dest) a.write(dest, "rwrite", via);
        return null;
      }
      case "rm": {
        if (pathspecFromFile(p, a, via)) return null;
        const recursive = has(p, "-r");
        if (has(p, "--cached")) {
          // The index only: the next commit deletes these paths (a protected one, or one below a
          // protected directory, is changed in the repository) while the work tree keeps them.
          a.project(via);
          pathspecWrites(p.positional, a, recursive ? "rdelete" : "delete", via, true);
          return null;
        }
        pathspecWrites(p.positional, a, recursive ? "rdelete" : "delete", via, false);
        return null;
      }
      case "worktree": {
        const action = pos[0];
        if (action === "list") return null;
        if (action === "add" && p.positional[1]) {
          a.write(p.positional[1], "write", via);
          return null;
        }
        if (action === "remove") {
          if (has(p, "-f", "--force")) {
            a.block(
              "git_destructive",
              "`git worktree remove --force` deletes a worktree with uncommitted changes",
            );
            return null;
          }
          if (p.positional[1]) a.write(p.positional[1], "rdelete", via);
          return null;
        }
        if (action === "move") {
          // The worktree leaves its place (with all it holds) for the new one.
          if (p.positional[1]) a.write(p.positional[1], "rdelete", via);
          if (p.positional[2]) a.write(p.positional[2], "rwrite", via);
          break;
        }
        if (action === "prune" || action === "lock" || action === "unlock" || action === "repair") break;
        a.grey("git_unknown", `${via} ${action ?? ""}`);
        return null;
      }
      case "rebase":
        if (has(p, "-i", "--interactive", "--exec", "-x")) {
          a.grey("git_interactive", "`git rebase -i/--exec` needs an editor or runs commands");
          return null;
        }
        break;
      case "apply":
        // What a patch writes is read from the patch (patches.ts), not left to "project tooling".
        gitPatch("apply", p, a, via, io.stdin);
        return null;
      case "commit":
      case "merge":
      case "cherry-pick":
      case "revert":
      case "am":
        // `git commit PATHS` stages the named paths first, as `git add` would.
        if (sub === "commit") stagesSecrets(p, a, via);
        messageSecrets(p, a, via);
        if (sub === "am") gitPatch("am", p, a, via, io.stdin);
        break;
      case "checkout-index": {
        // With `--prefix=DIR/` it exports the index below DIR; without, it (re)writes work-tree
        // files from the index, which `-f` overwrites (redteam3).
        const prefix = optValue(p, "--prefix");
        if (!prefix || prefix.dyn || has(p, "--stdin")) {
          a.grey("git_discard", `${via} writes work-tree files from the index`);
          return null;
        }
        a.write(lit(posix.dirname(`${prefix.s}x`)), "rwrite", via);
        break;
      }
      case "lfs":
        // `git lfs install`/`uninstall`/`update` write the user's global configuration (filters
        // and hooks) unless told `--local`/`--worktree`.
        if (/^(install|uninstall|update)$/.test(pos[0] ?? "") && !has(p, "--local", "--worktree")) {
          a.grey("git_config_global", `${via} ${pos[0]} changes configuration outside the repository`);
          return null;
        }
        break;
      default:
        if (!GIT_WRITE_OK.has(sub)) {
          a.grey(
            "git_unknown",
            `\`git ${sub}\` is not a git command forge-gate knows (aliases can run anything)`,
          );
          return null;
        }
    }
    if (sub === "fetch" || sub === "pull") for (const r of pos.slice(0, 1)) a.host(r, via, false);
    if (sub === "format-patch") {
      const out = optValue(p, "-o", "--output-directory");
      if (out) a.write(out, "write", via);
    }
    if (sub === "archive") {
      const out = optValue(p, "-o", "--output");
      if (out) a.write(out, "write", via);
    }
    if (sub === "bundle" && pos[0] === "create" && p.positional[1]) a.write(p.positional[1], "write", via);
    if (sub === "submodule" && pos[0] === "add" && pos[1]) {
      a.host(pos[1], via, false);
      // The project then depends on a repository's code, not on a registry release: as a
      // package.json dependency pointed at a git URL, the next checkout with submodules builds it.
      a.grey(
        "remote_package",
        `${via} add makes the project depend on the code of ${pos[1]}, not on a registry release`,
      );
      // The submodule's checkout is fetched code, like a clone's.
      const dest = p.positional[2] ?? lit(posix.basename(pos[1].replace(/\/+$/, "")).replace(/\.git$/, ""));
      a.fetched(dest);
    }
    // A template directory is copied into .git, hooks included.
    if (has(p, "--template"))
      a.grey("git_hooks", `${via} --template installs files (hooks) from another directory`);
    a.project(via);
    return null;
  };
  const inDirs = (k: number): StdinSource | null =>
    k === dirs.length ? run() : a.inDir(dirs[k]!, () => inDirs(k + 1));
  return inDirs(0);
};

const GH_EMPTY = spec("--help", "data");
H.gh = (args, a) => {
  a.fx.readOnly = false;
  const [group, action] = [args[0]?.s ?? "", args[1]?.s ?? ""];
  // Every word accounted for: the subcommand's spec, any group's read, else no option at all.
  const single = /^(api|status|browse|search|help|version)$/.test(group);
  const key = single ? group : `${group} ${action}`;
  const sp =
    GH_SPECS[key] ??
    (!single && /^(view|list|status|diff|checks|search|browse)$/.test(action) ? GH_READ : GH_EMPTY);
  const skip = single && group !== "search" ? 1 : 2;
  // The words taken as the command's names must be names: an option there is accounted for by nothing.
  const named = args.slice(0, skip).find((v) => v.dyn || normArg(v).startsWith("-"));
  if (named) {
    a.grey("unknown_option", `\`gh\` is given ${show(named)} where its command should be`);
    // Whatever the option, the command after it is judged too (`gh --x repo delete o/r`).
    const rest = args.filter((v) => v !== named);
    if (rest.length < args.length && !named.dyn) H.gh!(rest, a, { name: "gh", stdin: null, piped: false });
  }
  const parsed = account(`\`gh ${key}\``, args.slice(skip), sp, a);
  // A body, title or field built from an environment dump or a secret (`--body "$(env)"`).
  if (args.some((v) => v.secret > 0))
    a.grey("secret_send", `\`gh ${key}\` sends a credential or the environment to GitHub`);
  // What gh reads from a file it sends to GitHub (`--body-file .env`, `-F .env`, `--input`): a
  // credential there is published through a channel the lease allows.
  for (const o of parsed.opts) {
    const v = o.value;
    if (!v || sp.opts.get(o.name)?.role !== "read") continue;
    const reveals = v.dyn ? (isSecretPath(v.s, a.ctx.home) ? show(v) : false) : a.credentialIn(v);
    if (reveals !== false)
      a.grey("secret_send", `\`gh ${key}\` ${o.name} sends ${reveals}, which holds credentials, to GitHub`);
  }
  if (key === "repo clone" && args.some((v) => v.s === "--"))
    a.grey("unknown_option", "`gh repo clone` passes options to `git clone` after `--`");
  if (group === "api") {
    const p = parseOpts(args.slice(1), [
      "-X",
      "--method",
      "-f",
      "-F",
      "--field",
      "--raw-field",
      "-H",
      "--header",
      "--input",
      "-q",
      "--jq",
      "-t",
      "--template",
      "--hostname",
      "--cache",
    ]);
    const method = optValue(p, "-X", "--method")?.s.toUpperCase();
    if ((method && method !== "GET") || has(p, "-f", "-F", "--field", "--raw-field", "--input")) {
      a.grey("remote_change", "`gh api` with a method or fields changes GitHub state");
    }
    return null;
  }
  if (group === "auth" && (action !== "status" || args.some((v) => /^(-t|--show-token)$/.test(normArg(v))))) {
    a.grey("secret_read", `\`gh auth ${action}\` prints or changes GitHub credentials`);
    return null;
  }
  if (
    /^(view|list|status|diff|checks|search|browse)$/.test(action) ||
    /^(status|search|browse|help|version|--version|auth-status)$/.test(group)
  )
    return null;
  if (group === "auth" && action === "status") return null;
  // An agent's approval is not a review (as for the GitHub MCP server's reviews, mcp/github.ts).
  if (group === "pr" && action === "review" && args.some((v) => /^(--approve|-a)$/.test(normArg(v)))) {
    a.grey(
      "remote_approve",
      "`gh pr review --approve` approves a pull request: an agent's approval bypasses review",
    );
    return null;
  }
  if (
    (group === "pr" && /^(create|comment|edit|ready|checkout|review)$/.test(action)) ||
    (group === "issue" && /^(create|comment|edit)$/.test(action)) ||
    (group === "run" && /^(watch|rerun|download)$/.test(action))
  ) {
    if (action === "checkout" || action === "download") a.project(`\`gh ${group} ${action}\``);
    return null;
  }
  if (group === "repo" && action === "clone") {
    const dest = args[3] ?? (args[2] ? lit(posix.basename(args[2].s)) : null);
    if (dest) {
      a.write(dest, "write", "`gh repo clone`");
      a.fetched(dest);
    }
    return null;
  }
  if ((group === "repo" && action === "delete") || (group === "release" && action === "delete")) {
    a.block("remote_destroy", `\`gh ${group} ${action}\` deletes GitHub data`);
    return null;
  }
  a.grey("remote_change", `\`gh ${group} ${action}\` changes GitHub state`);
  return null;
};

/**
 * Staging a credential (`git add .env.production`, `git add -f ~/.ssh/id_rsa`) puts it in the next
 * commit, and a push, a pull request or a later `git bundle` publishes it through a channel the
 * lease allows. `-f` stages what `.gitignore` keeps out, where local secrets live: forced over a
 * directory, a glob or the whole tree it may stage any of them.
 */
function stagesSecrets(p: Parsed, a: Analysis, via: string): void {
  const force = has(p, "-f", "--force");
  if (has(p, "--pathspec-from-file") && force) {
    a.grey("secret_stage", `${via} -f stages ignored files listed elsewhere, which may hold credentials`);
    return;
  }
  for (const v of p.positional) {
    if (v.dyn) {
      if (force) a.grey("secret_stage", `${via} -f stages ignored files named at run time`);
      continue;
    }
    const path = v.s.replace(/^:(\/|\(\w+\))?/, "");
    if (a.secretFile(path) || a.abs(lit(path))?.some((x) => revealsSecrets(x, a.ctx.home, false))) {
      a.grey("secret_stage", `${via} stages ${v.s}, a credential file, for the next commit`);
      return;
    }
    // A forced directory, glob or whole tree: ignored files below it (`.env*`, keys) are staged too.
    if (
      force &&
      (/[*?[]/.test(path) || path === "" || path === "." || path.endsWith("/") || !/\.[\w-]+$/.test(path))
    ) {
      a.grey("secret_stage", `${via} -f stages ignored files below ${v.s}, where credentials are kept`);
      return;
    }
  }
  if (force && has(p, "-A", "--all") && p.positional.length === 0)
    a.grey("secret_stage", `${via} -f stages ignored files across the tree, where credentials are kept`);
}

/** Options whose value is a file or commit a message is taken from. */
const MESSAGE_FROM = new Set(["-F", "--file", "-C", "--reuse-message", "-c", "--reedit-message"]);

/**
 * A commit, tag or note whose message comes from a credential file (`-F .env`) or from words built
 * of an environment dump or a secret (`-m "$(env)"`): the next push publishes it.
 */
function messageSecrets(p: Parsed, a: Analysis, via: string): void {
  for (const o of p.opts) {
    const v = o.value;
    if (!v) continue;
    if (v.secret > 0) {
      a.grey("secret_send", `${via} ${o.name} records a credential or the environment in history`);
      return;
    }
    if (!MESSAGE_FROM.has(o.name) || v.dyn) continue;
    const reveals = a.credentialIn(v);
    if (reveals !== false) {
      a.grey("secret_send", `${via} ${o.name} takes its message from ${reveals}, which holds credentials`);
      return;
    }
  }
}
