import type { Analysis } from "../analysis.js";
import { spec } from "../options.js";
import { packageKeyRemovalRuns, packageKeyRuns } from "../surfaces/index.js";
import { NON_REGISTRY_SPEC } from "../surfaces/sources.js";
import { show, type Val } from "../values.js";
import { account } from "./account.js";
import { H, type Io } from "./registry.js";

/**
 * Commands that set up something another program runs later (an execution surface, see
 * `surfaces/catalog.ts`): git hook managers installing hooks, `npm pkg set` of a lifecycle
 * script, direnv trusting an `.envrc`. Setting one up escalates; running what a project already
 * configured (`pre-commit run`, `lefthook run`) is project tooling, like `npm test`.
 */

const surface = (a: Analysis, why: string) => a.grey("execution_surface", why);

/** `npm pkg set key=value…` / `npm pkg delete key…` / `npm set-script name cmd`: judged by the keys written. */
export function packageJsonEdit(pm: string, sub: string, rest: Val[], a: Analysis): void {
  const words = rest.filter((v) => !/^-/.test(v.s));
  const via = `\`${pm} ${sub}\``;
  if (sub === "set-script") {
    const name = words[0];
    if (!name || name.dyn || packageKeyRuns(["scripts", name.s]))
      surface(
        a,
        `${via} writes the package.json script ${name ? show(name) : "…"}, which installs run unasked`,
      );
    else scriptRunsLater(words[1], a, `${via} ${name.s}`);
    return;
  }
  const action = words[0]?.s;
  if (action === "get" || action === "fix") return;
  if (action !== "set" && action !== "delete") {
    a.grey(
      "unknown_subcommand",
      `${via} ${words[0] ? show(words[0]) : ""} is not a subcommand forge-gate knows`,
    );
    return;
  }
  for (const w of words.slice(1)) {
    const key = action === "set" ? w.s.slice(0, w.s.includes("=") ? w.s.indexOf("=") : undefined) : w.s;
    const path = key
      .replace(/\[([^\]]*)\]/g, ".$1")
      .split(".")
      .filter(Boolean);
    // A dependency, override or resolution pointed at a repository, URL or path: the next install
    // fetches and runs code from there rather than a registry release.
    const value = action === "set" && w.s.includes("=") ? w.s.slice(w.s.indexOf("=") + 1) : null;
    if (
      value !== null &&
      /^(dependencies|devDependencies|optionalDependencies|peerDependencies|bundleDependencies|overrides|resolutions|pnpm)$/.test(
        path[0] ?? "",
      ) &&
      NON_REGISTRY_SPEC.test(value)
    ) {
      surface(
        a,
        `${via} points package.json's ${show({ ...w, s: key })} at ${value}, not a registry release`,
      );
      continue;
    }
    // Deleting a script or a hook setting runs nothing; deleting pnpm's build allowlist may.
    if (w.dyn || (action === "set" ? packageKeyRuns(path) : packageKeyRemovalRuns(path)))
      surface(
        a,
        `${via} ${action}s package.json's ${show({ ...w, s: key })}, which decides what installs and git hooks run`,
      );
    else if (value !== null && path[0] === "scripts" && path.length === 2)
      scriptRunsLater({ ...w, s: value }, a, `${via} scripts.${path[1]}`);
  }
}

/**
 * A package.json script set by name (`npm pkg set scripts.x=…`, `npm set-script x …`) is the
 * project's code, like a Makefile recipe, and the next `npm run x` runs it: what it runs is judged
 * now, as the same command given here would be (the script runs where the package is).
 */
function scriptRunsLater(command: Val | undefined, a: Analysis, via: string): void {
  if (command === undefined) return;
  if (command.dyn) {
    a.grey("execution_surface", `${via} writes a script that cannot be known before it runs`);
    return;
  }
  a.nested(command.s, via);
}

/** Options of the hook managers' subcommands that run configured hooks (their manuals). */
const PRE_COMMIT_RUN = spec(
  "-a --all-files --files= --hook-stage= --show-diff-on-failure --from-ref= -s= --source= --to-ref= -o= " +
    "--origin= -v --verbose --color= --remote-branch= --remote-url= --checkout-type= --commit-msg-filename=",
  "data",
);
const LEFTHOOK_RUN = spec(
  "--all-files --files= --file= --force -f -v --verbose --no-tty --commands= --jobs= --no-auto-install",
  "data",
);

/** pre-commit (pre-commit.com) and prek, its reimplementation. */
function preCommit(args: Val[], a: Analysis, io: Io): null {
  const sub = args[0];
  const via = `\`${io.name} ${sub ? show(sub) : ""}\``.replace(/ `$/, "`");
  if (!sub || sub.dyn) {
    a.grey("unknown_subcommand", `${via} runs a subcommand that cannot be known`);
    return null;
  }
  switch (sub.s) {
    case "run":
      account(via, args.slice(1), PRE_COMMIT_RUN, a);
      a.project(via);
      return null;
    case "install":
    case "install-hooks":
    case "init-templatedir":
      surface(a, `${via} installs git hooks that run the configured commands on every commit`);
      return null;
    case "autoupdate":
    case "migrate-config":
      surface(a, `${via} rewrites .pre-commit-config.yaml, which runs on every commit`);
      return null;
    case "try-repo":
      a.grey("runs_program", `${via} downloads a hook repository and runs it`);
      return null;
    case "validate-config":
    case "validate-manifest":
    case "sample-config":
    case "help":
      return null;
    case "uninstall":
      a.project(via);
      return null;
    default:
      a.grey("unknown_subcommand", `${via} is not a subcommand forge-gate knows`);
      return null;
  }
}
H["pre-commit"] = preCommit;
H.prek = preCommit;

/** husky (typicode.github.io/husky): `husky` alone (v9) and `husky install` (v4–8) set core.hooksPath. */
function husky(args: Val[], a: Analysis): null {
  const sub = args[0]?.s;
  if (sub === "uninstall") a.project("`husky uninstall`");
  else
    surface(
      a,
      `\`husky${sub ? ` ${sub}` : ""}\` installs git hooks (core.hooksPath → .husky) that run on every commit`,
    );
  return null;
}
H.husky = husky;

/** lefthook (lefthook.dev). */
function lefthook(args: Val[], a: Analysis): null {
  const sub = args[0];
  if (!sub || sub.dyn) {
    a.grey("unknown_subcommand", "`lefthook` runs a subcommand that cannot be known");
    return null;
  }
  if (sub.s === "run") {
    account("`lefthook run`", args.slice(2), LEFTHOOK_RUN, a);
    a.project("`lefthook run`");
  } else if (sub.s === "install" || sub.s === "add")
    surface(a, `\`lefthook ${sub.s}\` installs git hooks that run the configured commands`);
  else if (sub.s === "uninstall") a.project("`lefthook uninstall`");
  else if (!/^(version|dump|validate|check-install|help)$/.test(sub.s))
    a.grey("unknown_subcommand", `\`lefthook ${show(sub)}\` is not a subcommand forge-gate knows`);
  return null;
}
H.lefthook = lefthook;

H["simple-git-hooks"] = (_args, a) => {
  surface(a, "`simple-git-hooks` installs the configured commands as git hooks");
  return null;
};

/** direnv (direnv.net): `allow` makes the shell run `.envrc` on every later `cd` into the directory. */
H.direnv = (args, a) => {
  const sub = args[0]?.s;
  if (sub === "allow" || sub === "permit" || sub === "grant")
    surface(a, "`direnv allow` lets .envrc run whenever a shell enters the directory");
  else if (!/^(deny|revoke|disallow|status|version|help)$/.test(sub ?? ""))
    a.grey("runs_program", `\`direnv ${sub ?? ""}\` runs an .envrc`);
  return null;
};

/** Hook managers run through npx/pnpx/bunx are judged the same. */
export const HOOK_MANAGERS = new Set(["husky", "pre-commit", "lefthook", "simple-git-hooks"]);
