import { posix } from "node:path";
import type { Analysis } from "../analysis.js";
import { dyn, has, normArg, optValue, optValues, parseOpts, spec } from "../options.js";
import { NON_REGISTRY_SPEC } from "../surfaces/sources.js";
import { type StdinSource, show, type Val } from "../values.js";
import { account } from "./account.js";
import { inlineCode } from "./inline-code.js";
import { H, type Io } from "./registry.js";
import { installsRemoteCode, localPackageSource, runsRemoteCode } from "./remote-code.js";
import { HOOK_MANAGERS, packageJsonEdit } from "./run-later.js";
import { ENV_RUNNERS, envRunner } from "./wrappers.js";

/** Package managers, language toolchains and project tooling. */

// ---------------------------------------------------------------------------------------------
// Project tooling: runs the project's own build/test code in the working directory and writes below it.

export const PROJECT_TOOLS = new Set(
  (
    "tsc tsx ts-node eslint prettier biome jest vitest mocha ava tap c8 nyc pytest py.test tox nox mypy pyright ruff black isort " +
    "flake8 pylint bandit coverage rspec rake rubocop phpunit phpstan psalm mvn gradle gradlew ant sbt lein " +
    "cmake ninja meson bazel bazelisk buck2 nx turbo lerna vite webpack rollup esbuild parcel next nuxt astro " +
    "svelte-kit vue-cli-service ng storybook playwright cypress gcc g++ cc c++ clang clang++ rustc rustfmt gofmt " +
    "javac kotlinc scalac swiftc ghc cabal stack dune zig elixir mix iex erl erlc rebar3 dart flutter " +
    "ctest cargo-nextest golangci-lint staticcheck shellcheck shfmt hadolint markdownlint stylelint htmlhint " +
    "autoreconf autoconf automake ./configure configure pre-commit husky lint-staged knip depcheck madge typedoc " +
    "jsdoc sphinx-build mkdocs hugo jekyll vitepress docusaurus tsup unbuild babel swc terser uglifyjs postcss sass " +
    "tailwindcss lessc graphql-codegen prisma drizzle-kit protoc buf sqlc wasm-pack trunk maturin hatch flit twine-check " +
    "doctest pdoc pydoc behave cucumber karma nodemon concurrently wireit just task invoke fab rails xcodebuild xcrun pod carthage " +
    "yamllint actionlint codespell goimports gofumpt clang-format clang-tidy erb_lint erblint standardrb"
  ).split(/\s+/),
);

/** C and C++ compilers (their plugins, wrappers and tool directories run code). */
const C_COMPILERS = new Set(["gcc", "g++", "cc", "c++", "clang", "clang++"]);

/** Options of project tools whose value is a file or directory they write. */
const OUTPUT_OPTION =
  /^(--(?:output-?file|output-?dir|junit-?xml|junit-xml|html-report|xml-report|json-report|txt-report|linecount-report|cobertura-xml-report|lineprecision-report|log-file|basetemp|cache-dir|coverage-?directory|declaration-?dir|ts-?build-?info-?file|result-log|data-file|report-file|reporter-outfile|html|json-file|cov-report))(?:=(.*))?$/i;

/** Task runners whose words after the task are the task's own arguments. */
const TASK_RUNNERS = new Set(["just", "task", "invoke", "fab", "rake"]);

/** Formatters and fixers, and whether the words given put them in their writing mode. */
const FORMATTERS: Record<string, (words: string[]) => boolean> = {
  prettier: (w) => w.some((x) => /^(--write|-w)$/.test(x)),
  eslint: (w) => w.some((x) => /^--fix(-dry-run)?$/.test(x) && x !== "--fix-dry-run"),
  biome: (w) => w.some((x) => /^--(write|fix|apply|apply-unsafe|unsafe)$/.test(x)),
  ruff: (w) => (w[0] === "format" ? !w.some((x) => /^--(check|diff)$/.test(x)) : w.includes("--fix")),
  black: (w) => !w.some((x) => /^--(check|diff)$/.test(x)),
  isort: (w) => !w.some((x) => /^(--check|--check-only|-c|--diff)$/.test(x)),
  autopep8: (w) => w.some((x) => /^(-i|--in-place)$/.test(x)),
  yapf: (w) => w.some((x) => /^(-i|--in-place)$/.test(x)),
  gofmt: (w) => w.includes("-w"),
  goimports: (w) => w.includes("-w"),
  rustfmt: (w) => !w.includes("--check"),
  "clang-format": (w) => w.includes("-i"),
  "clang-tidy": (w) => w.some((x) => /^--?fix(-errors)?$/.test(x)),
  gofumpt: (w) => w.includes("-w"),
  erb_lint: (w) => w.some((x) => /^(-a|--autocorrect)$/.test(x)),
  erblint: (w) => w.some((x) => /^(-a|--autocorrect)$/.test(x)),
  standardrb: (w) => w.some((x) => /^--fix$/.test(x)),
  shfmt: (w) => w.some((x) => /^(-w|--write)$/.test(x)),
  stylelint: (w) => w.includes("--fix"),
  markdownlint: (w) => w.includes("--fix"),
  standard: (w) => w.includes("--fix"),
  dprint: (w) => w[0] === "fmt",
};

/** Interpreters: `X file` runs a script, `X -c/-e code` runs inline code, `X` alone reads code from stdin. */
export function projectTool(name: string, args: Val[], a: Analysis): void {
  const p = parseOpts(args, [
    "-o",
    "--outDir",
    "--outdir",
    "--out-dir",
    "--outfile",
    "-C",
    "--prefix",
    "-d",
    "--dist-dir",
  ]);
  const out = optValues(p, "-o", "--outDir", "--outdir", "--out-dir", "--outfile", "--dist-dir");
  for (const o of out) if (o.s !== "-") a.write(o, "write", `\`${name}\` output`);
  // A C compiler's options that load code into it or swap its tools (a plugin, a wrapper program,
  // `-B` for as/ld, a specs file, a response file of options the call does not show): redteam3.
  if (C_COMPILERS.has(name)) {
    const runs = args.find((v) =>
      /^(-fplugin=|-fpass-plugin=|-fplugin-arg|-wrapper$|-B|@|-specs=|--specs=|-fuse-ld=.*\/|--ld-path=|-Xclang$|-load$|-no-integrated-as|--gcc-toolchain=|-ccc-)/.test(
        normArg(v),
      ),
    );
    if (runs) a.grey("runs_program", `\`${name}\` ${show(runs)} loads or runs another program`);
  }
  // MD/MF dependency files are written where they name.
  args.forEach((v, k) => {
    if (!C_COMPILERS.has(name) || v.dyn) return;
    const s = normArg(v);
    const dep = /^-(MF|MQ|MT)(.*)$/.exec(s);
    if (dep && dep[1] === "MF") {
      const value = dep[2] !== "" ? { ...v, s: dep[2]! } : args[k + 1];
      if (value) a.write(value, "write", `\`${name}\` -MF`);
    }
  });
  // Report, cache and output options of test runners, linters and compilers (`pytest
  // --junitxml=…`, `ruff --output-file …`, `jest --outputFile`, `mypy --html-report DIR`): written.
  args.forEach((v, k) => {
    const m = OUTPUT_OPTION.exec(normArg(v));
    if (!m || v.dyn) return;
    const value = m[2] !== undefined ? { ...v, s: m[2] } : args[k + 1];
    if (!value || (m[2] === undefined && value.s.startsWith("-"))) return;
    const path = { ...value, s: value.s.replace(/^(html|xml|json|lcov|annotate|term|term-missing):/, "") };
    if (path.s !== "" && path.s !== "-") a.write(path, "write", `\`${name}\` ${m[1]}`);
  });
  // A path the tool is pointed at (`--root /x`, `--write /x`, `--outDir=/x`, `../other`) is where it
  // reads, runs and may write: it must be inside the lease like the working directory. A relative
  // one that climbs is judged only where the working directory is certain (after `cd build &&`,
  // `cmake ..` may be either side of the cd, and is left to the working-directory check).
  for (const v of args) {
    const value = v.s.replace(/^--?[\w-]+=/, "");
    const climbs = /(^|\/)\.\.(\/|$)/.test(value) && a.cwds.length === 1;
    if (v.dyn || !(value.startsWith("/") || climbs)) continue;
    a.project(`\`${name}\` (pointed at ${show(v)})`, { ...v, s: value });
  }
  if (INLINE_RUNNERS.has(name) && inlineRunner(name, args, a)) return;
  // A task runner hands its recipe's words to the recipe, as `npm run x --` does.
  if (TASK_RUNNERS.has(name)) a.scriptArgs(p.positional.slice(1), `\`${name}\``);
  // A formatter or fixer in its writing mode rewrites the files below each path it is given: one
  // below a directory that holds protected paths may reach them (`prettier --write .github/`). The
  // project's own root is project tooling's usual ground, judged like any tool run there.
  if (FORMATTERS[name]?.(args.map((v) => normArg(v)))) {
    for (const t of p.positional) {
      if (!t.dyn && /^(check|format|lint|fmt|fix|ci)$/.test(t.s)) continue;
      // Files named only at run time (`$(git ls-files '*.yml')`, xargs's items) may be any file.
      if (t.dyn) {
        a.write(t, "rwrite", `\`${name}\``);
        continue;
      }
      const at = a.resolve(t);
      if (at?.every((x) => a.isCwd(x))) continue;
      // A glob the shell left alone (quoted) is the formatter's own: it expands braces and, like
      // fast-glob and minimatch with `dot`, matches hidden directories (`'**/*.{yml,yaml}'` reaches
      // `.github/workflows/ci.yml`).
      const own = !t.glob && /[*?[]/.test(t.s);
      a.write(
        own ? { ...t, hidden: true, braces: true } : t,
        "rwrite",
        `\`${name}\` (rewrites files below ${show(t)})`,
      );
    }
  }
  if (name === "playwright" && p.positional[0]?.s === "install") {
    a.grey("install_global", "`playwright install` downloads browsers outside the project");
    return;
  }
  a.project(`\`${name}\``);
}

// --- package managers and language toolchains --------------------------------------------------

export const NPX_SAFE = new Set(
  (
    "tsc typescript vitest jest eslint prettier @biomejs/biome biome tsx ts-node mocha playwright @playwright/test cypress " +
    "vite webpack rollup esbuild next nuxt astro svelte-kit turbo nx lerna tsup prisma drizzle-kit knip depcheck madge " +
    "typedoc jsdoc c8 nyc ava tap stylelint markdownlint markdownlint-cli2 husky lint-staged concurrently nodemon " +
    "create-react-app create-vite create-next-app degit http-server serve ncu npm-check-updates semantic-release changeset " +
    "@changesets/cli tailwindcss postcss sass babel @babel/cli swc @swc/cli terser uglify-js rimraf mkdirp cross-env " +
    "vue-tsc svelte-check @angular/cli ng storybook wrangler vercel netlify-cli firebase-tools openapi-typescript " +
    "graphql-codegen @graphql-codegen/cli orval ts-prune license-checker size-limit publint attw @arethetypeswrong/cli"
  ).split(/\s+/),
);

/** Packages that set up the environment and then run the command they are given. */

/** TypeScript runners that also take inline code (`tsx -e`, `ts-node -p`). */
export const INLINE_RUNNERS = new Set(["tsx", "ts-node", "ts-node-esm"]);

/** True when it handled inline code given to a TypeScript runner. */
export function inlineRunner(name: string, args: Val[], a: Analysis): boolean {
  const at = args.findIndex((v) => /^(-e|--eval|-p|--print)$/.test(normArg(v)));
  if (at === -1) return false;
  inlineCode(args[at + 1] ?? dyn(), a, `\`${name}\` ${normArg(args[at]!)}`);
  return true;
}

/**
 * npx/pnpx/bunx's own options (npm exec, pnpm dlx, bunx manuals): only the words before the package
 * are theirs; the package's own words are judged as that tool's. `--registry`, `--userconfig` and
 * the like are left out, so grey.
 */
const NPX_SPEC = spec(
  "+ -p= --package= -c= --call= -y --yes --no --no-install --ignore-existing -q --quiet --prefer-offline " +
    "--prefer-online --offline --node-options=command -w= --workspace= --workspaces --include-workspace-root --bun " +
    "--silent --verbose",
  "data",
);

export function npx(args: Val[], a: Analysis, io: Io): StdinSource | null {
  account(`\`${io.name}\``, args, NPX_SPEC, a);
  const p = parseOpts(args, ["-p", "--package", "-c", "--call", "--node-options"], true);
  const call = optValue(p, "-c", "--call");
  if (call) {
    if (call.dyn) a.grey("dynamic_command", "`npx -c` runs a command that cannot be known");
    else a.nested(call.s, "`npx -c`");
    return null;
  }
  // `-p PKG` installs PKG, whose binaries then run under the command's name.
  for (const extra of optValues(p, "-p", "--package")) {
    const name = extra.s.replace(/@[^@/]*$/, "") || extra.s;
    if (extra.dyn || (!NPX_SAFE.has(name) && !NPX_SAFE.has(extra.s)))
      a.grey("npx_unknown", `\`${io.name} -p ${show(extra)}\` installs a package forge-gate does not know`);
  }
  const pkg = p.positional[0];
  if (!pkg || pkg.dyn) {
    a.grey("npx_unknown", `\`${io.name}\` runs a package that cannot be known before it runs`);
    return null;
  }
  const bare = pkg.s.replace(/@[^@/]*$/, "") || pkg.s;
  if (bare === "rimraf") {
    for (const f of p.positional.slice(1)) if (!f.s.startsWith("-")) a.write(f, "rdelete", "`rimraf`");
    return null;
  }
  if (bare === "mkdirp") {
    for (const f of p.positional.slice(1))
      if (!f.s.startsWith("-")) a.write(f, "write", "`mkdirp`", { kind: "directory" });
    return null;
  }
  if (ENV_RUNNERS.has(bare)) return envRunner(p.positional.slice(1), a, io);
  if (HOOK_MANAGERS.has(bare)) return H[bare]!(p.positional.slice(1), a, { ...io, name: bare }) ?? null;
  if (NPX_SAFE.has(bare) || NPX_SAFE.has(pkg.s)) {
    if (INLINE_RUNNERS.has(bare) && inlineRunner(bare, p.positional.slice(1), a)) return null;
    const tool = bare.replace(/^@[^/]+\//, "").replace(/^(cli|test)$/, bare);
    // Every known package is project tooling: an output (`-o`) or a path outside is judged too.
    projectTool(PROJECT_TOOLS.has(tool) ? tool : bare, p.positional.slice(1), a);
    return null;
  }
  a.grey("npx_unknown", `\`${io.name} ${show(pkg)}\` downloads and runs a package forge-gate does not know`);
  return null;
}
H.npx = npx;
H.pnpx = npx;
H.bunx = npx;

/**
 * npm, pnpm and yarn options agents use, with what their values are: a registry or proxy is a host
 * the install contacts, `--pack-destination`/`--cache` are written, `--prefix`/`-C`/`--dir` is where
 * the project tooling runs. Any other option is grey. Words after `--` belong to the script.
 */
const NODE_PM = spec(
  "-D -P -O -E -S -B -g -w -W -r -y -q -s -f -d -h -v --save --save-dev --save-prod --save-optional --save-exact " +
    "--save-peer --save-bundle --no-save --dev --prod --production --optional --exact --global --force " +
    "--legacy-peer-deps --strict-peer-deps --no-package-lock --package-lock-only --prefer-offline --offline " +
    "--prefer-online --no-audit --no-fund --ignore-scripts --foreground-scripts --no-optional --dry-run --json " +
    "--long --parseable --all --silent --quiet --verbose --yes --no --version --help --frozen-lockfile " +
    "--no-frozen-lockfile --immutable --recursive --workspaces --include-workspace-root --if-present --watch " +
    "--no-git-tag-version --git-tag-version --sign-git-tag --install-links --no-install-links --color=? " +
    "--no-color --progress=? --no-progress --depth= --omit= --include= --loglevel= --workspace= --filter= -F= " +
    "--tag= --access= --otp= --preid= --message= -m= --script-shell=command --node-options=command " +
    "--registry=host --proxy=host --https-proxy=host --noproxy= --userconfig=read --globalconfig=read " +
    "--prefix=dir -C=dir --dir=dir --cwd=dir --pack-destination=write --cache=write --location= --save-dev=? " +
    "--store-dir=write --cache-folder=write --modules-folder=write --virtual-store-dir=write " +
    "--save-prod=? --audit-level= --before= --lockfile-only --fix --production=? --reporter= --stream " +
    "--parallel --sequential --aggregate-output --no-bail --bail --resume-from= --report-summary " +
    "--workspace-root --shamefully-hoist --fail-if-no-match --changed-files-ignore-pattern= --test-pattern= " +
    "--interactive --latest --compatible --unsafe-perm",
);

/** npm, pnpm and yarn options that take a value in the next word. */
export const NODE_PM_VALUE_OPTS = [
  "--prefix",
  "-C",
  "--dir",
  "--filter",
  "-F",
  "-w",
  "--workspace",
  "--cwd",
  "--registry",
  "--cache",
  "--userconfig",
  "--loglevel",
  "--pack-destination",
  "--tag",
  "--omit",
  "--include",
];

/** npm, pnpm and yarn subcommands (with npm's aliases) that run the root package's install-time lifecycle scripts. */
const INSTALLS =
  /^(install|i|in|ins|inst|insta|instal|isnt|isnta|isntal|isntall|add|ci|clean-install|ic|install-clean|isntall-clean|install-test|it|install-ci-test|cit|rebuild|rb|update|up|upgrade|udpate|dedupe|ddp|uninstall|un|unlink|remove|rm|r|pack)$/;

export function nodePackageManager(args: Val[], a: Analysis, io: Io): StdinSource | null {
  const dashdash = args.findIndex((v) => v.s === "--" && !v.dyn);
  const own = dashdash === -1 ? args : args.slice(0, dashdash);
  // `npm run <script> …`: the words after the script name are the script's, not npm's.
  const runAt = own.findIndex((v) =>
    /^(run|run-script|rum|urn|exec|x|dlx|test|t|tst|start|stop|restart)$/.test(v.s),
  );
  // yarn and pnpm hand the words after a lifecycle script (`yarn test --watchAll=false`) to it;
  // npm reads them as its own configuration.
  const lifecycle =
    runAt !== -1 && io.name !== "npm" && /^(test|t|tst|start|stop|restart)$/.test(own[runAt]!.s);
  const npmWords =
    runAt !== -1 && /^(run|run-script|rum|urn)$/.test(own[runAt]!.s)
      ? own.slice(0, runAt + 2)
      : runAt !== -1 && (/^(exec|x|dlx)$/.test(own[runAt]!.s) || lifecycle)
        ? own.slice(0, runAt + 1)
        : own;
  const checked = account(`\`${io.name}\``, npmWords, NODE_PM, a, "grey");
  // npm reads options after `run <script>` (before `--`) as its own configuration, these two too.
  if (io.name === "npm")
    for (const v of own.slice(npmWords.length)) {
      const opt = /^--(script-shell|node-options)(=|$)/.exec(v.s);
      if (opt || v.dyn)
        a.grey(
          "runs_program",
          `\`npm\` takes ${show(v)} after the script name as its own configuration${opt ? ", which runs a program" : ""}`,
        );
    }
  // The words after the script (and after `--`) are the script's own.
  const scriptWords = [...own.slice(npmWords.length), ...(dashdash === -1 ? [] : args.slice(dashdash + 1))];
  if (runAt !== -1)
    a.scriptArgs(
      scriptWords,
      `\`${io.name} ${own
        .slice(runAt, runAt + 2)
        .map((v) => v.s)
        .join(" ")}\``,
    );
  for (const o of checked.opts) {
    const role = NODE_PM.opts.get(o.name)?.role;
    if (role === "host" && o.value) a.host(o.value.s, `\`${io.name} ${o.name}\``, false);
    // A configuration file of unknown settings (a script shell, a registry, a prefix): redteam3.
    if (o.name === "--userconfig" || o.name === "--globalconfig")
      a.grey(
        "package_config",
        `\`${io.name} ${o.name}\` reads npm settings from a file the call does not show`,
      );
  }
  // npm reads options after a script's name as its own configuration (only `--` hands words to the
  // script): one that runs a program or moves npm elsewhere is npm's, not the script's (redteam3).
  if (io.name === "npm" && runAt !== -1) {
    const own2 = own.slice(npmWords.length);
    const cfg = own2.find((v) =>
      /^--(script-shell|node-options|userconfig|globalconfig|shell|prefix|cache|registry|location|global|g|ignore-scripts|before|proxy|https-proxy)(=|$)/.test(
        normArg(v),
      ),
    );
    if (cfg)
      a.grey(
        "package_config",
        `\`npm ${own[runAt]!.s}\` reads ${show(cfg)} after the script's name as npm's own setting`,
      );
  }
  const p = parseOpts(args, NODE_PM_VALUE_OPTS, true);
  const sub = p.positional[0]?.s ?? (io.name === "yarn" ? "install" : "");
  const rest = p.positional.slice(1);
  // Options may follow the subcommand too (`npm install --prefix ~ x`).
  const restOpts = parseOpts(rest, ["--prefix", "-C", "--dir", "--cwd"]);
  const via = `\`${io.name} ${sub}\``;
  const global =
    has(p, "-g", "--global", "--location") ||
    has(restOpts, "-g", "--global", "--location") ||
    rest.some((v) => v.s === "global") ||
    sub === "global";
  const prefix =
    optValue(p, "--prefix", "-C", "--dir", "--cwd") ?? optValue(restOpts, "--prefix", "-C", "--dir", "--cwd");
  const READ =
    /^(ls|list|ll|la|outdated|view|info|show|v|search|s|find|explain|why|help|doctor|prefix|root|bin|fund|query|audit|licenses|version-check|whoami|ping|config-get|owner-ls|completion|docs|home|repo|bugs|-v|--version|-h|--help)$/;
  if (READ.test(sub) && !(sub === "audit" && rest.some((v) => v.s === "fix"))) return null;
  if (sub === "config" || sub === "c") {
    const action = rest[0]?.s;
    // A registry token or password printed into the transcript.
    if (action === "get" && rest.slice(1).some((v) => v.dyn || /auth|token|pass|_key|cert|secret/i.test(v.s)))
      a.grey("secret_read", `${via} get prints a registry credential`);
    if (action === "get" || action === "list" || action === "ls") return null;
    a.grey("package_config", `${via} changes package-manager configuration outside the project`);
    return null;
  }
  // `publish --dry-run` packs and reports, publishing nothing: the pack's lifecycle scripts run.
  if (sub === "publish" && (has(p, "--dry-run") || has(restOpts, "--dry-run")) && !global) {
    a.lifecycle(via, prefix ?? undefined);
    a.project(via, prefix ?? undefined);
    return null;
  }
  if (
    /^(publish|unpublish|deprecate|dist-tag|owner|access|adduser|login|logout|token|team|org|hook|star|unstar|npm)$/.test(
      sub,
    )
  ) {
    a.grey("package_publish", `${via} changes the package registry`);
    return null;
  }
  if (global) {
    a.grey("install_global", `${via} -g installs outside the project`);
    return null;
  }
  if (sub === "exec" || sub === "x" || sub === "dlx") return npx(rest, a, io);
  for (const v of rest) {
    if (/^(https?|git\+\w+|git):\/\//.test(v.s)) a.host(v.s.replace(/^git\+/, ""), via, false);
    // Hosted-git shorthands fetch from that forge.
    const forge = /^(github|gitlab|bitbucket|gist):/.exec(v.s)?.[1];
    if (forge)
      a.host(
        `https://${forge === "gist" ? "gist.github.com" : `${forge}.${forge === "bitbucket" ? "org" : "com"}`}/`,
        via,
        false,
      );
  }
  if (sub === "cache" || sub === "store") {
    if (rest[0]?.s === "clean" || rest[0]?.s === "prune" || rest[0]?.s === "rm" || rest[0]?.s === "add") {
      a.grey("package_cache", `${via} ${rest[0]?.s} changes the shared package cache outside the project`);
      return null;
    }
    return null;
  }
  if (sub === "link" || sub === "ln" || sub === "unlink") {
    a.grey("install_global", `${via} links packages through the global prefix, outside the project`);
    return null;
  }
  if (sub === "pkg" || sub === "set-script") packageJsonEdit(io.name, sub, rest, a);
  // The package specs: the words that are neither options nor an option's value (`-w packages/a`).
  if (INSTALLS.test(sub)) {
    const specs = rest.filter(
      (v, k) =>
        !/^-/.test(v.s) &&
        !/^(-w|--workspace|--prefix|-C|--dir|--cwd|--filter|-F)$/.test(rest[k - 1]?.s ?? ""),
    );
    installsRemoteCode(specs, a, via, true);
    for (const v of specs) localPackageSource(v, a, via);
  }
  // `yarn set resolution DESCRIPTOR RESOLUTION`: a resolution from a repository, URL or path.
  if (
    sub === "set" &&
    rest[0]?.s === "resolution" &&
    rest[2] &&
    (rest[2].dyn || NON_REGISTRY_SPEC.test(rest[2].s))
  )
    a.grey(
      "remote_package",
      `${via} resolution points a dependency at ${show(rest[2])}, not a registry release`,
    );
  // An install (and pack) runs the project's own lifecycle scripts unasked: the engine judges them.
  if (INSTALLS.test(sub) && !has(p, "--ignore-scripts") && !has(restOpts, "--ignore-scripts"))
    a.lifecycle(via, prefix ?? undefined);
  a.project(via, prefix ?? undefined);
  return null;
}
H.npm = nodePackageManager;
H.pnpm = nodePackageManager;
H.yarn = nodePackageManager;
H.corepack = (args, a, io) => {
  // `corepack pnpm@9 add x`: the package manager itself runs, with every word judged as its own.
  const pm = /^(npm|pnpm|yarn|npx|pnpx|yarnpkg)(@[\w.+-]*)?$/.exec(
    args[0]?.dyn ? "" : (args[0]?.s ?? ""),
  )?.[1];
  if (pm)
    return a.run([{ ...args[0]!, s: pm === "yarnpkg" ? "yarn" : pm }, ...args.slice(1)], io.stdin, io.piped);
  if (args[0]?.s === "enable" || args[0]?.s === "disable" || args[0]?.s === "install")
    a.grey("install_global", "`corepack` changes global shims");
  else a.project("`corepack`");
  return null;
};

/**
 * `uv run CMD`, `poetry run CMD`, `conda run -n env CMD`: the environment is the project's, the
 * command is anything at all, so it is analysed like a command of its own. A bare `x.py` is Python.
 */
export function projectRunner(args: Val[], a: Analysis, io: Io): StdinSource | null {
  const p = parseOpts(
    args,
    [
      "--with",
      "--with-requirements",
      "--python",
      "-p",
      "--directory",
      "--project",
      "--extra",
      "--group",
      "--env-file",
      "--package",
      "--index",
      "-n",
      "--name",
      "--prefix",
      "-e",
      "--env",
    ],
    true,
  );
  const rest = p.positional;
  if (rest.length === 0) return null;
  const head = rest[0]!;
  if (!head.dyn && /\.py$/.test(head.s) && !head.s.includes("/"))
    return a.run([{ ...head, s: "python" }, ...rest], io.stdin, io.piped);
  return a.run(rest, io.stdin, io.piped);
}

/** pip's (and the pip-like managers') options that take a value in the next word. */
export const PY_PM_VALUE_OPTS = [
  "-t",
  "--target",
  "--prefix",
  "--root",
  "-r",
  "--requirement",
  "-c",
  "--constraint",
  "-i",
  "--index-url",
  "--extra-index-url",
  "-e",
  "--editable",
  "-d",
  "--dest",
  "--python",
  "-p",
  "--directory",
  "--project",
  "-f",
  "--find-links",
  "--proxy",
];

export function pythonPackageManager(args: Val[], a: Analysis, io: Io): StdinSource | null {
  const p = parseOpts(args, PY_PM_VALUE_OPTS);
  const sub = p.positional[0]?.s ?? "";
  const via = `\`${io.name} ${sub}\``;
  if (
    /^(list|show|freeze|check|search|help|config-list|debug|inspect|index|tree|version|--version)$/.test(sub)
  )
    return null;
  if (
    io.name === "uv" ||
    io.name === "poetry" ||
    io.name === "pipenv" ||
    io.name === "pdm" ||
    io.name === "rye" ||
    io.name === "hatch"
  ) {
    if (sub === "pip")
      return pythonPackageManager(args.slice(args.findIndex((v) => v.s === "pip") + 1), a, {
        ...io,
        name: "pip",
      });
    if (
      sub === "tool" ||
      sub === "self" ||
      (io.name === "uv" && sub === "python" && p.positional[1]?.s === "install")
    ) {
      if (p.positional[1]?.s === "run" || p.positional[1]?.s === "list") {
        a.project(via);
        return null;
      }
      a.grey("install_global", `${via} installs tools outside the project`);
      return null;
    }
    if (sub === "publish") {
      a.grey("package_publish", `${via} publishes to a registry`);
      return null;
    }
    // `poetry source add`, `pdm source`: another index the next install takes packages from.
    if (sub === "source" && p.positional[1]?.s !== "show") {
      a.grey("remote_package", `${via} ${p.positional[1]?.s ?? ""} changes where packages come from`);
      return null;
    }
    if (/^(add|install|sync|lock)$/.test(sub)) installsRemoteCode(p.positional.slice(1), a, via);
    if (sub === "run") {
      const target = p.positional[1];
      if (target && runsRemoteCode(target, a, via)) return null;
    }
    a.project(via, optValue(p, "--directory", "--project") ?? undefined);
    // `uv venv DIR`, `uv init DIR`, `poetry new DIR`: the environment or project is made there.
    if (sub === "venv" && p.positional[1])
      // A fresh virtualenv (see interpreters.ts' `-m venv`): its surfaces are judged when written later.
      a.write(p.positional[1], "write", via, { kind: "directory" });
    else if (/^(init|new)$/.test(sub) && p.positional[1]) a.write(p.positional[1], "rwrite", via);
    if (sub === "run") return projectRunner(args.slice(args.findIndex((v) => v.s === "run") + 1), a, io);
    return null;
  }
  for (const v of p.positional)
    if (/^(git\+)?(https?|ssh|git):\/\//.test(v.s)) a.host(v.s.replace(/^git\+/, ""), via, false);
  for (const u of optValues(p, "-i", "--index-url", "--extra-index-url", "-f", "--find-links", "--proxy"))
    if (!u.s.startsWith("/") && !u.s.startsWith(".")) a.host(u.s, `${via} (package index)`, false);
  if (sub === "install" || sub === "download" || sub === "wheel") {
    if (has(p, "--user", "--break-system-packages", "--root", "--prefix")) {
      a.grey("install_global", `${via} installs outside the project`);
      return null;
    }
    const target = optValue(p, "-t", "--target", "-d", "--dest");
    if (target) a.write(target, "write", via);
    if (sub !== "download")
      installsRemoteCode([...p.positional.slice(1), ...optValues(p, "-e", "--editable")], a, via);
    a.project(via);
    return null;
  }
  if (sub === "uninstall") {
    a.grey("package_remove", `${via} removes packages from the environment`);
    return null;
  }
  // `pip config list`/`debug` print the configuration; `get` of a credential-like key prints it.
  if (sub === "config" && /^(list|debug|get)$/.test(p.positional[1]?.s ?? "")) {
    const key = p.positional[2];
    if (p.positional[1]!.s === "get" && (!key || key.dyn || /auth|token|pass|cert|secret|key/i.test(key.s)))
      a.grey("secret_read", `${via} get prints a configuration value that may be a credential`);
    return null;
  }
  a.grey("unknown_command", `${via} is not a subcommand forge-gate knows`);
  return null;
}
for (const n of [
  "pip",
  "pip3",
  "uv",
  "poetry",
  "pipenv",
  "pdm",
  "rye",
  "hatch",
  "conda",
  "mamba",
  "micromamba",
  "pipx",
])
  H[n] = pythonPackageManager;
H.pipx = (args, a) => {
  if (args[0]?.s === "run") a.grey("npx_unknown", "`pipx run` downloads and runs a package");
  else if (args[0]?.s === "list") return null;
  else a.grey("install_global", "`pipx` installs tools outside the project");
  return null;
};
H.conda = (args, a, io) => {
  const sub = args[0]?.s ?? "";
  if (/^(list|info|search|env-list)$/.test(sub) || (sub === "env" && args[1]?.s === "list")) return null;
  if (sub === "run" || sub === "activate" || sub === "deactivate") {
    a.project("`conda`");
    if (sub === "run") return projectRunner(args.slice(1), a, io);
    return null;
  }
  a.grey("install_global", `\`conda ${sub}\` changes environments outside the project`);
  return null;
};
H.mamba = H.conda;
H.micromamba = H.conda;

H.cargo = (args, a) => {
  const p = parseOpts(args, [
    "--manifest-path",
    "-p",
    "--package",
    "--target-dir",
    "-Z",
    "--config",
    "-C",
    "--color",
    "-j",
    "--jobs",
    "--features",
    "-F",
    "--target",
    "--bin",
    "--example",
    "--test",
    "--bench",
    "--profile",
  ]);
  const sub = p.positional[0]?.s ?? "";
  const via = `\`cargo ${sub}\``;
  if (/^(install|uninstall|publish|login|logout|owner|yank)$/.test(sub)) {
    a.grey(
      sub === "publish" || sub === "yank" || sub === "owner" ? "package_publish" : "install_global",
      `${via} acts outside the project`,
    );
    return null;
  }
  for (const c of optValues(p, "--config")) cargoConfig(c, a, via);
  const target = optValue(p, "--target-dir");
  if (target) a.write(target, "write", via);
  // `cargo add --git/--registry/--index` takes the crate from a repository or another registry;
  // `--path` from a directory, which must be inside the lease.
  if (sub === "add") {
    const q = parseOpts(args.slice(args.findIndex((v) => v.s === "add") + 1), [
      "--git",
      "--path",
      "--registry",
      "--index",
      "--branch",
      "--tag",
      "--rev",
      "-F",
      "--features",
      "--rename",
      "-p",
      "--package",
      "--manifest-path",
      "--target",
    ]);
    const from = optValue(q, "--git", "--registry", "--index");
    if (from) a.grey("remote_package", `${via} takes the crate from ${show(from)}, not crates.io`);
    const path = optValue(q, "--path");
    if (path)
      a.scriptArgs(
        [path.s.startsWith("/") || path.s.startsWith("..") ? path : { ...path, s: `./${path.s}` }],
        `${via} --path (package source)`,
        true,
      );
  }
  if (sub === "new" || sub === "init") {
    if (p.positional[1]) a.write(p.positional[1], "write", via);
    else a.project(via);
    return null;
  }
  // `cargo vendor [DIR]` (default `vendor`) writes the crates' sources there (redteam3).
  if (sub === "vendor" && p.positional[1]) a.write(p.positional[1], "rwrite", via);
  // The build runs (build.rs, proc macros) in the manifest's package, wherever that is.
  const manifest = optValue(p, "--manifest-path");
  const dir = optValue(p, "-C") ?? (manifest ? { ...manifest, s: posix.dirname(manifest.s) } : null);
  a.project(via, dir ?? undefined);
  // `cargo run -- ARGS…`: the program's own words.
  const dashdash = args.findIndex((v) => v.s === "--");
  if (sub === "run" && dashdash !== -1) a.scriptArgs(args.slice(dashdash + 1), via);
  return null;
};
H.rustup = (args, a) => {
  if (/^(show|which|--version|-V|check|doc)$/.test(args[0]?.s ?? "")) return null;
  a.grey("install_global", "`rustup` changes the toolchain installation");
  return null;
};

H.go = (args, a, io) => {
  // `go -C DIR cmd …` (go 1.20+, first on the line): the command runs in DIR.
  if (args[0]?.s === "-C" && args[1]) {
    const dir = args[1];
    return a.inDir(dir, () => {
      a.project("`go -C`", dir);
      return H.go!(args.slice(2), a, io) ?? null;
    });
  }
  if (args[0]?.s.startsWith("-C=") || /^-C./.test(args[0]?.s ?? "")) {
    const dir = { ...args[0]!, s: args[0]!.s.replace(/^-C=?/, "") };
    return a.inDir(dir, () => {
      a.project("`go -C`", dir);
      return H.go!(args.slice(1), a, io) ?? null;
    });
  }
  const sub = args[0]?.s ?? "";
  const via = `\`go ${sub}\``;
  if (/^(version|env|list|doc|help)$/.test(sub) && !(sub === "env" && args.some((v) => v.s === "-w")))
    return null;
  if (sub === "env") {
    a.grey("package_config", "`go env -w` changes the global go configuration");
    return null;
  }
  if (sub === "install") {
    a.grey("install_global", "`go install` installs binaries outside the project");
    return null;
  }
  // `go work init/use DIR…`: the workspace builds with each DIR's code (a module source, like
  // `replace`), which must be inside the lease (redteam3).
  if (sub === "work" && /^(init|use)$/.test(args[1]?.s ?? "")) {
    const dirs = args.slice(2).filter((v) => !normArg(v).startsWith("-"));
    a.scriptArgs(
      dirs.map((d) => (d.s.startsWith("/") || d.s.startsWith("..") ? d : { ...d, s: `./${d.s}` })),
      `${via} (module source)`,
      true,
    );
  }
  if (sub === "clean" && args.some((v) => /^-(modcache|cache|testcache|fuzzcache)$/.test(v.s))) {
    a.grey("package_cache", "`go clean` with a cache flag deletes the shared caches outside the project");
    return null;
  }
  const p = parseOpts(args.slice(1), [
    "-o",
    "-C",
    "-ldflags",
    "-gcflags",
    "-tags",
    "-run",
    "-bench",
    "-count",
    "-timeout",
    "-p",
    "-exec",
    "-toolexec",
    "-mod",
    "-coverprofile",
    "-cpuprofile",
    "-memprofile",
    "-modfile",
    "-overlay",
    "-pkgdir",
  ]);
  if (has(p, "-exec", "-toolexec")) a.grey("inline_code", `${via} -exec runs another program`);
  // `go run example.com/tool@v1` downloads a module and runs it, like `npx pkg`.
  if (sub === "run" && p.positional.some((v) => /@|^[\w-]+\.[\w.-]+\//.test(v.s) && !/^\.{0,2}\//.test(v.s)))
    a.grey("npx_unknown", `${via} downloads a remote module and runs it`);
  const out = optValue(p, "-o", "-coverprofile", "-cpuprofile", "-memprofile");
  if (out) a.write(out, "write", via);
  a.project(via, optValue(p, "-C") ?? undefined);
  // `go run PKG ARGS…`: the program's own words.
  if (sub === "run") a.scriptArgs(p.positional.slice(1), via);
  return null;
};

H.make = (args, a) => {
  const p = parseOpts(args, [
    "-C",
    "--directory",
    "-f",
    "--file",
    "--makefile",
    "-j",
    "--jobs",
    "-l",
    "-o",
    "-W",
    "-I",
    "--eval",
    "-E",
  ]);
  if (p.positional.some((v) => v.s === "install" || v.s === "uninstall")) {
    a.grey("install_global", "`make install` usually writes outside the project");
    return null;
  }
  if (has(p, "--eval", "-E")) a.grey("inline_code", "`make --eval` runs extra make code");
  if (has(p, "-n", "--dry-run", "--just-print", "-q", "--question", "-p", "--print-data-base")) return null;
  a.project("`make`", optValue(p, "-C", "--directory") ?? undefined);
  // `make sync DEST=.github/workflows`: a variable's value is a path the recipes are handed.
  const vars = p.positional.filter((v) => !v.dyn && MAKE_VARIABLE.test(v.s));
  for (const v of vars) makeVariable(v, a);
  a.scriptArgs(
    vars.map((v) => ({ ...v, s: v.s.slice(v.s.indexOf("=") + 1) })),
    "`make`",
  );
  return null;
};

/**
 * `cargo --config KEY=VALUE` (doc.rust-lang.org/cargo/reference/config.html#command-line-overrides)
 * sets what `.cargo/config.toml` would: wrappers, runners, linkers, aliases, `[env]`, registries and
 * sources run or fetch what they name (`target.<triple>.runner = "rm -rf ~"` runs it at `cargo
 * run`). Only keys that shape the build's output pass; a config file (`--config PATH`) is text the
 * call does not show.
 */
function cargoConfig(v: Val, a: Analysis, via: string): void {
  if (
    !v.dyn &&
    /^\s*(profile\.[\w.-]+|term\.[\w.-]+|build\.(jobs|incremental|pipelining)|net\.(offline|retry))\s*=/.test(
      v.s,
    )
  )
    return;
  a.grey(
    "toolchain_config",
    `${via} --config ${show(v)} sets what cargo runs or fetches (as .cargo/config.toml would)`,
  );
}

/** A variable defined on make's command line: `NAME=`, `:=`, `::=`, `:::=`, `+=`, `?=`, `!=`. */
const MAKE_VARIABLE = /^[A-Za-z_][\w.-]*\s*(::?:?|\+|\?|!)?=/;

/**
 * make expands a command-line variable (`:=` at once, `=` wherever it is used) and runs what it
 * holds: `$(shell CMD)` runs CMD; `!=` runs the value itself as a shell command; `$(file …)` writes,
 * `$(eval …)`/`$(guile …)` run make or Scheme code (grey).
 */
function makeVariable(v: Val, a: Analysis): void {
  const m = MAKE_VARIABLE.exec(v.s)!;
  const value = v.s.slice(m[0].length);
  const via = `\`make ${v.s.slice(0, m[0].length)}\``;
  if (m[1] === "!") {
    a.nested(value, via);
    return;
  }
  if (/\$[({](file|eval|guile|value|call)\b/.test(value)) {
    a.grey("inline_code", `${via} holds make functions that write files or run make code`);
    return;
  }
  for (let at = value.search(/\$[({]shell\s/); at >= 0; ) {
    const open = value[at + 1]!;
    const close = open === "(" ? ")" : "}";
    let depth = 0;
    let end = -1;
    for (let i = at + 1; i < value.length; i++) {
      if (value[i] === open) depth++;
      else if (value[i] === close && --depth === 0) {
        end = i;
        break;
      }
    }
    if (end < 0) {
      a.grey("inline_code", `${via} holds a \`$(shell …)\` that does not close`);
      return;
    }
    a.nested(value.slice(at + 8, end), `the $(shell …) in ${via}`);
    const next = value.slice(end + 1).search(/\$[({]shell\s/);
    at = next < 0 ? -1 : end + 1 + next;
  }
}
H.gmake = H.make;

H.bundle = (all, a) => {
  // Options before the subcommand (`bundle --no-color exec …`, judged by the option lists) are not it.
  const first = all.findIndex((v) => v.dyn || !normArg(v).startsWith("-"));
  const args = first === -1 ? [] : all.slice(first);
  const sub = args[0]?.s ?? "install";
  // `bundle config set mirror.… URL`, `… source …`: where gems come from.
  if (sub === "config" && args.slice(1).some((v) => v.dyn || /mirror|source|https?:|gems?\./i.test(v.s))) {
    a.grey("remote_package", "`bundle config` changes where gems come from");
    return null;
  }
  if (sub === "exec") return args[1] ? a.run(args.slice(1), null, false) : null;
  if (/^(list|show|info|outdated|check|config-get|version|-v|--version)$/.test(sub)) return null;
  a.project(`\`bundle ${sub}\``);
  return null;
};
H.gem = (args, a) => {
  const sub = args[0]?.s ?? "";
  if (/^(list|search|info|query|env|help|contents|dependency|which|specification)$/.test(sub)) return null;
  if (sub === "build") {
    a.project("`gem build`");
    return null;
  }
  a.grey(
    sub === "push" || sub === "yank" ? "package_publish" : "install_global",
    `\`gem ${sub}\` acts outside the project`,
  );
  return null;
};
H.composer = (args, a) => {
  const sub = args[0]?.s ?? "";
  if (
    /^(show|info|outdated|licenses|validate|diagnose|depends|why|why-not|search|check-platform-reqs|about|list|help)$/.test(
      sub,
    )
  )
    return null;
  if (sub === "global") {
    a.grey("install_global", "`composer global` installs outside the project");
    return null;
  }
  // `composer config repositories.x vcs URL`, `repo`, `secure-http false`, a mirror: where
  // packages come from. Reading the configuration (`config --list`, `config KEY`) is fine.
  // Keys that only shape the project's own install (`sort-packages`, `platform.php`) are fine.
  const localKey =
    /^(sort-packages|optimize-autoloader|classmap-authoritative|process-timeout|platform-check|platform\.[\w.-]+)$/;
  if (sub === "config" && args.length > 2 && !(args[1] && !args[1].dyn && localKey.test(args[1].s))) {
    a.grey(
      "remote_package",
      "`composer config` changes the project's or the user's configuration (repositories, mirrors, TLS)",
    );
    return null;
  }
  if (sub === "config" && args[1] && /^(repo|repositories)/.test(args[1].s)) {
    a.grey("remote_package", "`composer config` changes where packages come from");
    return null;
  }
  a.project(`\`composer ${sub}\``);
  return null;
};
H.dotnet = (args, a) => {
  const sub = args[0]?.s ?? "";
  if (sub === "tool" && args.some((v) => v.s === "-g" || v.s === "--global")) {
    a.grey("install_global", "`dotnet tool -g` installs outside the project");
    return null;
  }
  if (sub === "nuget" && args[1]?.s === "push") {
    a.grey("package_publish", "`dotnet nuget push` publishes a package");
    return null;
  }
  if (/^(--info|--version|--list-sdks|--list-runtimes|list|sln-list)$/.test(sub)) return null;
  a.project(`\`dotnet ${sub}\``);
  return null;
};
H.swift = (args, a) => {
  a.project(`\`swift ${args[0]?.s ?? ""}\``);
  return null;
};
