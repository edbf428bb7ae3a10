import { posix } from "node:path";
import type { Analysis } from "../analysis.js";
import { normArg, parseOpts } from "../options.js";
import { NON_REGISTRY_SPEC } from "../surfaces/sources.js";
import { DYN, hostOf, show, type Val } from "../values.js";
import { H, type Handler } from "./registry.js";
// The handlers this module judges the sources of are registered by these families first.
import "./interpreters.js";
import { NODE_PM_VALUE_OPTS, PY_PM_VALUE_OPTS } from "./packages.js";

/**
 * Where an install takes its packages from, on the command line: a dependency from a git
 * repository, a tarball URL, a fork's shorthand (`github:evil/lodash`, `evil/lodash`), another
 * index (`--index-url`, `--registry`, `cargo add --git`), a local directory outside the lease, or
 * configuration that points every later install elsewhere (`npm config set registry`, `bundle
 * config set mirror.…`, `composer config repositories.…`, `poetry source add`) is a change of who
 * supplies the code the next build runs. A registry's packages are the registry's; a fork's or a
 * mirror's are whoever owns it, and an allowed host (github.com) hosts everybody's. So such an
 * install is never a plain one: the host is judged against `network.allow` (outside it, refused),
 * and the call is escalated. An install from the ecosystem's default registry stays allowed.
 *
 * Each package manager's handler is wrapped (the handler still judges everything else: scripts,
 * writes, options); surfaces/sources.ts judges the same sources written into manifests.
 */

/** The ecosystems' default registries (and their download hosts): the source an install names by default. */
const DEFAULT_REGISTRIES = new Set([
  "registry.npmjs.org",
  "registry.yarnpkg.com",
  "registry.npmjs.com",
  "pypi.org",
  "pypi.python.org",
  "files.pythonhosted.org",
  "crates.io",
  "index.crates.io",
  "static.crates.io",
  "proxy.golang.org",
  "sum.golang.org",
  "rubygems.org",
  "index.rubygems.org",
  "repo.packagist.org",
  "packagist.org",
  "api.nuget.org",
  "jsr.io",
]);

/** A word that names a location by URL (any scheme) or scp-like `user@host:path`. */
const URLISH = /^[a-z][a-z0-9+.-]*:\/\/|^[\w.-]+@[\w.-]+:/i;

/** A local path (npm-package-arg's and pip's file specs; `file:` URLs and protocols stripped before). */
const LOCAL = /^(\.{1,2}(\/|$)|\/|~\/)/;

/**
 * A source other than the default registry, given as a URL or host: its host judged against the
 * lease's network allowlist, and the call escalated.
 */
export function packageSource(a: Analysis, v: Val, via: string): void {
  if (v.dyn) {
    a.grey("package_source", `${via} takes packages from a source that cannot be known before it runs`);
    return;
  }
  const raw = v.s.replace(/^(git\+|hg\+|svn\+|bzr\+|sparse\+|registry\+)/, "");
  const host = hostOf(raw);
  a.host(raw, via, false);
  if (host !== null && DEFAULT_REGISTRIES.has(host)) return;
  a.grey(
    "package_source",
    `${via} takes packages from ${show(v)}, not the package registry: code from a source the lease does not name`,
  );
}

/** A dependency in a local directory or archive: one outside the lease is code the lease never granted. */
function localSource(a: Analysis, path: Val, via: string): void {
  const p = path.s.startsWith("~/") ? a.ctx.home + path.s.slice(1) : path.s;
  for (const abs of a.resolve({ ...path, s: p }) ?? [])
    a.fx.pathArgs.push({ path: posix.normalize(abs), via, reads: true });
}

/** The forges npm's hosted-git shorthands name. */
function forgeUrl(spec: string): string {
  const forge = /^(github|gitlab|bitbucket|gist):/.exec(spec)?.[1] ?? "github";
  return `https://${forge === "gist" ? "gist.github.com" : `${forge}.${forge === "bitbucket" ? "org" : "com"}`}/${spec.replace(/^\w+:/, "")}`;
}

/**
 * One package spec of npm, pnpm, yarn or bun (npm-package-arg's grammar): `name`, `name@range` and
 * `alias@npm:name` are the registry's; a git, hosted-git, URL or tarball spec, bare or after
 * `name@`, is another source; a path is a local one.
 */
export function nodeSpec(a: Analysis, v: Val, via: string): void {
  if (v.dyn) {
    packageSource(a, v, via);
    return;
  }
  const s = v.s;
  if (s.startsWith("-") || /^(workspace|catalog|npm|jsr|node):/.test(s)) return;
  // The spec after `name@` (a scoped name's first `@` is its own).
  const at = s.indexOf("@", s.startsWith("@") ? 1 : 0);
  const spec = at > 0 && !/^git@/.test(s) ? s.slice(at + 1) : s;
  if (spec === s && LOCAL.test(s)) {
    localSource(a, v, via);
    return;
  }
  if (/^(file|link|portal):/.test(spec)) {
    localSource(a, { ...v, s: spec.replace(/^\w+:(\/\/)?/, "") }, via);
    return;
  }
  if (/^(workspace|catalog|npm|jsr):/.test(spec)) return;
  if (/^(github|gitlab|bitbucket|gist):/.test(spec) || /^[\w.-]+\/[\w.-]+(#.*)?$/.test(spec)) {
    packageSource(a, { ...v, s: forgeUrl(spec) }, via);
    return;
  }
  if (URLISH.test(spec) || NON_REGISTRY_SPEC.test(spec)) {
    packageSource(a, { ...v, s: spec.replace(/^git@([^:]+):/, "ssh://git@$1/") }, via);
    return;
  }
  // A tarball named by path without `./` (`npm install dist/pkg-1.0.0.tgz`).
  if (spec === s && /\.(tgz|tar\.gz|tar)$/.test(s)) localSource(a, v, via);
}

/**
 * One requirement of pip, uv, poetry, pdm or pipenv (PEP 508 and pip's requirement specifiers): a
 * name with a version is the index's; a VCS or archive URL, `name @ URL`, or a path is another source.
 */
export function pythonSpec(a: Analysis, v: Val, via: string): void {
  if (v.dyn) {
    packageSource(a, v, via);
    return;
  }
  const s = v.s.trim();
  if (s.startsWith("-")) return;
  const direct = /^[\w.[\],-]+\s*@\s*(.+)$/.exec(s)?.[1] ?? s;
  if (/^file:/.test(direct)) {
    localSource(a, { ...v, s: direct.replace(/^file:(\/\/)?/, "") }, via);
    return;
  }
  if (URLISH.test(direct) || /^(git|hg|svn|bzr)\+/.test(direct)) {
    packageSource(a, { ...v, s: direct }, via);
    return;
  }
  if (LOCAL.test(direct) || /\.(whl|tar\.gz|zip|tar\.bz2)$/.test(direct))
    localSource(a, { ...v, s: direct }, via);
}

/**
 * An index or find-links option's value: a URL or host is a source (the default index is not); a
 * path, where the option takes one (`--find-links ./wheels`), a local one.
 */
function indexValue(a: Analysis, v: Val, via: string, paths: boolean): void {
  if (paths && !v.dyn && (LOCAL.test(v.s) || /^file:/.test(v.s) || (!URLISH.test(v.s) && !hostOf(v.s)))) {
    localSource(a, { ...v, s: v.s.replace(/^file:(\/\/)?/, "") }, via);
    return;
  }
  packageSource(a, v, via);
}

/** The values of the options that name indexes, in every spelling (`-i URL`, `-iURL`, `--index-url=URL`). */
function indexOptions(a: Analysis, words: Val[], names: string[], via: string, paths = true): void {
  for (let k = 0; k < words.length; k++) {
    const s = normArg(words[k]!);
    if (s === "--") return;
    for (const n of names) {
      if (s === n)
        indexValue(a, words[k + 1] ?? { s: DYN, dyn: true, glob: false, secret: 0 }, `${via} ${n}`, paths);
      else if (n.startsWith("--") && s.startsWith(`${n}=`))
        indexValue(a, { ...words[k]!, s: s.slice(n.length + 1) }, `${via} ${n}`, paths);
      else if (!n.startsWith("--") && s.startsWith(n) && !s.startsWith("--") && s.length > n.length)
        indexValue(a, { ...words[k]!, s: s.slice(n.length) }, `${via} ${n}`, paths);
    }
  }
}

/** Configuration that points later installs elsewhere: escalated, its URL values judged as sources (never its key). */
function sourceConfig(a: Analysis, values: Val[], via: string, what: string): void {
  for (const v of values) if (v.dyn || URLISH.test(v.s)) packageSource(a, v, via);
  a.grey("package_source", `${via} ${what}`);
}

/** Wraps a handler with a judgement of the sources its words name. */
function judgeSources(name: string, judge: (args: Val[], a: Analysis) => void): void {
  const base: Handler | undefined = H[name];
  if (!base) return;
  H[name] = (args, a, io) => {
    judge(args, a);
    return base(args, a, io);
  };
}

// --- npm, pnpm, yarn, bun, deno ------------------------------------------------------------------

const NODE_INSTALLS =
  /^(install|i|in|ins|inst|insta|instal|isnt|isnta|isntal|isntall|add|a|update|up|upgrade|pack)$/;

function nodeSources(manager: string) {
  return (args: Val[], a: Analysis): void => {
    const dashdash = args.findIndex((v) => v.s === "--" && !v.dyn);
    const own = dashdash === -1 ? args : args.slice(0, dashdash);
    const p = parseOpts(own, NODE_PM_VALUE_OPTS);
    const sub = p.positional[0]?.s ?? (manager === "yarn" ? "install" : "");
    const via = `\`${manager} ${sub}\``;
    // `--registry URL` (npm, pnpm, yarn v1): every package of the install comes from there.
    indexOptions(a, own, ["--registry"], `\`${manager}\``, false);
    // `npm config set registry URL`, `npm set K V`, `yarn config set npmRegistryServer URL`.
    const action = p.positional[1]?.s ?? "";
    if (((sub === "config" || sub === "c") && /^(set|add)$/.test(action)) || sub === "set") {
      const words = p.positional.slice(sub === "set" ? 1 : 2);
      // `npm config set key=value` is the same as `key value`.
      const kv =
        words.length === 1 && !words[0]!.dyn && words[0]!.s.includes("=")
          ? [
              { ...words[0]!, s: words[0]!.s.slice(0, words[0]!.s.indexOf("=")) },
              { ...words[0]!, s: words[0]!.s.slice(words[0]!.s.indexOf("=") + 1) },
            ]
          : words;
      if (
        kv.some(
          (v) => v.dyn || /registry|proxy|strict-ssl|cafile|^ca$|npmScopes|unsafeHttpWhitelist/i.test(v.s),
        )
      )
        sourceConfig(a, kv.slice(1), via, "changes where packages come from for every later install");
      else if (sub === "set")
        a.grey("package_config", `${via} changes package-manager configuration outside the project`);
      return;
    }
    if (!NODE_INSTALLS.test(sub) || (manager === "deno" && sub !== "add" && sub !== "install")) return;
    for (const v of p.positional.slice(1)) nodeSpec(a, v, via);
  };
}
for (const m of ["npm", "pnpm", "yarn"]) judgeSources(m, nodeSources(m));
// bun and deno are interpreters with package-manager subcommands (`bun add`, `deno add`).
judgeSources("bun", (args, a) => {
  const sub = args.find((v) => !v.s.startsWith("-"))?.s ?? "";
  if (/^(add|a|install|i|update)$/.test(sub)) nodeSources("bun")(args, a);
});
judgeSources("deno", (args, a) => {
  const sub = args.find((v) => !v.s.startsWith("-"))?.s ?? "";
  if (sub === "add" || sub === "install") nodeSources("deno")(args, a);
});

// --- Python --------------------------------------------------------------------------------------

const PY_INDEX = [
  "-i",
  "--index-url",
  "--extra-index-url",
  "-f",
  "--find-links",
  "--index",
  "--default-index",
];
/** pip's value options, and those of uv/poetry/pdm that name a group, a source or a git ref. */
const PY_VALUE_OPTS = [
  ...PY_PM_VALUE_OPTS,
  "--index",
  "--default-index",
  "--trusted-host",
  "--group",
  "--extra",
  "--source",
  "--branch",
  "--tag",
  "--rev",
];

function pythonSources(manager: string) {
  const judge = (args: Val[], a: Analysis): void => {
    const p = parseOpts(args, PY_VALUE_OPTS);
    const sub = p.positional[0]?.s ?? "";
    const via = `\`${manager} ${sub}\``;
    if (sub === "pip") {
      pythonSources(`${manager} pip`)(args.slice(args.findIndex((v) => v.s === "pip") + 1), a);
      return;
    }
    // `poetry source add NAME URL`, `pip config set global.index-url URL`, `poetry config repositories.x URL`.
    if (sub === "source" && /^(add|update)$/.test(p.positional[1]?.s ?? "")) {
      sourceConfig(a, p.positional.slice(2), via, "adds a package source every later install uses");
      return;
    }
    if (sub === "config" && p.positional.length >= 3) {
      const kv = p.positional.slice(1);
      if (kv.some((v) => v.dyn || /index|repositor|source|pypi|find-links|trusted|url|cert/i.test(v.s)))
        sourceConfig(a, kv.slice(1), via, "changes where packages come from for every later install");
      else a.grey("package_config", `${via} changes package-manager configuration`);
      return;
    }
    if (!/^(install|download|wheel|add|sync|lock|update|upgrade)$/.test(sub)) return;
    indexOptions(a, args, PY_INDEX, via);
    if (args.some((v) => /^--trusted-host(=|$)/.test(normArg(v))))
      a.grey("package_source", `${via} --trusted-host installs from a host without checking its certificate`);
    // `-e URL` (editable VCS checkouts) and every requirement given.
    for (let k = 0; k < args.length; k++)
      if (/^(-e|--editable)$/.test(normArg(args[k]!)) && args[k + 1]) pythonSpec(a, args[k + 1]!, via);
      else if (/^--editable=/.test(normArg(args[k]!)))
        pythonSpec(a, { ...args[k]!, s: normArg(args[k]!).slice("--editable=".length) }, via);
    for (const v of p.positional.slice(1)) pythonSpec(a, v, via);
  };
  return judge;
}
for (const m of ["pip", "pip3", "uv", "poetry", "pipenv", "pdm", "rye"]) judgeSources(m, pythonSources(m));

// --- cargo ---------------------------------------------------------------------------------------

judgeSources("cargo", (args, a) => {
  const p = parseOpts(
    args,
    [
      "--git",
      "--registry",
      "--index",
      "--path",
      "--config",
      "--branch",
      "--tag",
      "--rev",
      "-p",
      "--package",
      "--manifest-path",
      "-F",
      "--features",
      "--rename",
    ],
    true,
  );
  const sub = p.positional[0]?.s ?? "";
  const via = `\`cargo ${sub}\``;
  for (let k = 0; k < args.length; k++) {
    const s = normArg(args[k]!);
    const [name, attached] =
      s.startsWith("--") && s.includes("=")
        ? [s.slice(0, s.indexOf("=")), s.slice(s.indexOf("=") + 1)]
        : [s, null];
    const value = attached !== null ? { ...args[k]!, s: attached } : args[k + 1];
    if (!value) continue;
    if (name === "--git" || name === "--index") packageSource(a, value, `${via} ${name}`);
    else if (name === "--registry")
      a.grey(
        "package_source",
        `${via} --registry takes packages from the registry ${show(value)}, not crates.io`,
      );
    else if (name === "--path" && sub === "add") localSource(a, value, `${via} --path`);
    // `--config 'source.crates-io.replace-with=…'`, `patch.crates-io.x.git=…`, `registries.x.index=…`.
    else if (
      name === "--config" &&
      (value.dyn || /^\s*(source|registries|registry|patch|net)\b|\[(source|patch|registries)/.test(value.s))
    )
      a.grey("package_source", `${via} --config changes where crates come from (${show(value)})`);
    // Any other `--config` but layout and output keys: a runner, linker, wrapper or rustc is a
    // program cargo runs, a file of settings is unread here (redteam3).
    else if (
      name === "--config" &&
      !/^\s*(profile\.[\w.-]+|term\.[\w.-]+|build\.jobs|build\.incremental|net\.retry|cargo-new\.vcs|future-incompat-report\.frequency)\s*=\s*[^=]*$/.test(
        value.s,
      )
    )
      a.grey(
        "runs_program",
        `${via} --config sets ${show(value)}: cargo may run a program it names or read settings from it`,
      );
  }
});

// --- Ruby, PHP, .NET -----------------------------------------------------------------------------

judgeSources("gem", (args, a) => {
  const sub = args[0]?.s ?? "";
  indexOptions(a, args, sub === "sources" ? ["--add", "-a"] : ["--source", "-s"], `\`gem ${sub}\``, false);
});

/** bundler(1) `bundle config` keys that only say how the project's own bundle is laid out. */
const BUNDLE_LOCAL_KEYS =
  /^(path|without|with|only|deployment|frozen|jobs|retry|clean|cache_all|cache_all_platforms|cache_path|bin|force_ruby_platform|specific_platform|no_prune|auto_install|silence_root_warning|disable_shared_gems|ignore_messages|lockfile_checksums)$/i;

judgeSources("bundle", (all, a) => {
  // Options before the subcommand (`bundle --no-color config …`) are not it.
  const args = all.slice(
    Math.max(
      0,
      all.findIndex((v) => v.dyn || !normArg(v).startsWith("-")),
    ),
  );
  const sub = args[0]?.s ?? "install";
  const via = `\`bundle ${sub}\``;
  if (sub === "add") {
    indexOptions(a, args, ["--source", "--git", "--github"], via, false);
    const path = args.findIndex((v) => /^--path(=|$)/.test(normArg(v)));
    if (path !== -1) {
      const s = normArg(args[path]!);
      const value = s.includes("=") ? { ...args[path]!, s: s.slice(s.indexOf("=") + 1) } : args[path + 1];
      if (value) localSource(a, value, `${via} --path`);
    }
    return;
  }
  if (sub !== "config") return;
  // Options (`--local`, `--global`, any other bundler rejects or ignores) are not the key or value.
  const words = args.slice(1).filter((v) => v.dyn || !normArg(v).startsWith("-"));
  const action = /^(set|unset|get|list)$/.test(words[0]?.s ?? "") ? words[0]!.s : null;
  const kv = action ? words.slice(1) : words;
  if (action === "get" || action === "list" || (action === null && kv.length <= 1)) return;
  const key = kv[0];
  if (!key || key.dyn || /^(mirror\.|https?:|gems\.|source)/i.test(key.s) || /^BUNDLE_MIRROR/i.test(key.s)) {
    sourceConfig(a, kv.slice(1), via, "points every later install at another gem source");
    return;
  }
  // The project's own `.bundle/config` for a layout key (the handler judges the project directory).
  const local = args.some((v) => normArg(v) === "--local");
  if (!local || !BUNDLE_LOCAL_KEYS.test(key.s) || kv.slice(1).some((v) => v.dyn || URLISH.test(v.s)))
    a.grey(
      "package_config",
      `${via} ${show(key)} changes bundler's configuration${local ? "" : " outside the project"}`,
    );
});

/** composer-config(1) settings that only say how the project's own dependencies are laid out. */
const COMPOSER_LOCAL_KEYS =
  /^(sort-packages|optimize-autoloader|classmap-authoritative|apcu-autoloader|preferred-install|platform(\..+)?|platform-check|process-timeout|minimum-stability|prefer-stable|discard-changes|notify-on-install|lock|audit\..+|name|description|type|license|homepage|keywords)$/;

judgeSources("composer", (args, a) => {
  const sub = args[0]?.s ?? "";
  const via = `\`composer ${sub}\``;
  if (sub === "require" || sub === "create-project")
    indexOptions(a, args, ["--repository", "--repository-url"], via, false);
  if (sub !== "config") return;
  const words = args.slice(1).filter((v) => !v.s.startsWith("-"));
  if (args.some((v) => /^(-l|--list|--editor|-e)$/.test(normArg(v))) || words.length <= 1) return;
  const key = words[0]!;
  if (key.dyn || /^(repositories|repo)(\.|$)|^(secure-http|disable-tls|cafile|capath)$/.test(key.s)) {
    sourceConfig(
      a,
      words.slice(1),
      via,
      `${show(key)} changes where packages come from for every later install`,
    );
    return;
  }
  if (!COMPOSER_LOCAL_KEYS.test(key.s) || args.some((v) => /^(-g|--global|--auth|-a)$/.test(normArg(v))))
    a.grey("package_config", `${via} ${show(key)} changes composer's configuration`);
});

judgeSources("dotnet", (args, a) => {
  const sub = args[0]?.s ?? "";
  const via = `\`dotnet ${sub}\``;
  // `-s` is `--source` for add, restore and tool (and `--settings` for test).
  if (/^(add|restore|tool)$/.test(sub)) indexOptions(a, args, ["--source", "-s", "--add-source"], via);
  else if (/^(build|publish|pack|run|new)$/.test(sub)) indexOptions(a, args, ["--source"], via);
  // `dotnet nuget add source URL`.
  if (args[0]?.s === "nuget" && args[1]?.s === "add" && args[2]?.s === "source" && args[3])
    sourceConfig(a, [args[3]], via, "adds a package source every later restore uses");
});

// --- environment ---------------------------------------------------------------------------------

/**
 * Variables that point an ecosystem's installs at another index or registry (npm/yarn/pip/uv/
 * poetry/pdm/cargo/bundler/gem/composer manuals): assigning one is a package-source change.
 */
const SOURCE_VARS =
  /^(npm_config_(registry|@[\w.-]+:registry)|NPM_CONFIG_REGISTRY|YARN_(REGISTRY|NPM_REGISTRY_SERVER)|PIP_(INDEX_URL|EXTRA_INDEX_URL|FIND_LINKS|TRUSTED_HOST)|UV_(INDEX_URL|EXTRA_INDEX_URL|INDEX|DEFAULT_INDEX|FIND_LINKS|INSECURE_HOST)|POETRY_(REPOSITORIES_[A-Z0-9_]+_URL|SOURCE_[A-Z0-9_]+)|PDM_PYPI_URL|CARGO_(REGISTRIES_[A-Z0-9_]+_INDEX|REGISTRY_INDEX|SOURCE_[A-Z0-9_]+)|GEM_HOST|RUBYGEMS_HOST|BUNDLE_MIRROR__[A-Z0-9_]+|COMPOSER_(REPOSITORIES|MIRROR_PATH_REPOS)|NUGET_SOURCE)$/;

/** Judges an assignment to a package-source variable; returns whether the name is one. */
export function sourceVariable(name: string, v: Val, a: Analysis): boolean {
  if (!SOURCE_VARS.test(name)) return false;
  if (v.dyn || v.s.trim() !== "") packageSource(a, { ...v, s: v.s.trim() }, `the package source in ${name}`);
  return true;
}
