import type { Analysis } from "../analysis.js";
import { normArg, type Spec, spec } from "../options.js";
import type { Val } from "../values.js";
import { account } from "./account.js";
import { HANDLER_SPECS } from "./handler-specs.js";

/**
 * The options forge-gate knows for the handler commands that have no per-subcommand spec yet
 * (`SPEC_PENDING` in `index.ts`). Closed-world all the same: every option-looking word that is the
 * command's own (not its inner command's) must be one listed here, in any legal spelling, or the
 * call is grey. The lists hold only options that print, filter or select (no option that writes
 * elsewhere, reaches another host or daemon, or runs a program), from each tool's own reference;
 * a command missing from the table accepts no option at all.
 */
interface PendingSpec {
  /** The command's own options, wherever they stand among its words. */
  own: string;
  /**
   * Subcommands whose following words belong to an inner command (`uv run CMD…`, `bundle exec CMD…`):
   * after one of them only the leading options are the command's, up to the inner command's name.
   */
  runner?: RegExp;
  /** Only the words before the first positional are the command's (npx's package, a script, inline code). */
  lead?: true;
}

const PY_PROJECT =
  "-q --quiet -v --verbose --no-color --color= --offline --frozen --locked --no-sync --all-extras --extra= " +
  "--group= --dev --no-dev --only-dev --no-group= --only-group= --all-groups --all-packages --package= " +
  "--python= -p= --directory=dir --project=dir --no-cache --with= --with-editable= --with-requirements=read " +
  "--env-file=read --no-env-file --isolated --no-project --module -m --script -s --exact --inexact --active " +
  "--no-active --upgrade -U --upgrade-package= -P= --reinstall --compile-bytecode --refresh --no-install-project " +
  "--no-install-workspace --check --dry-run --resolution= --prerelease= --no-interaction -n --ansi --no-ansi " +
  "--no-root --only= --sync --all --without= --with-dev --no-plugins --tree --outdated --latest --depth= " +
  "-d= --invert --no-dedupe --universal --frozen-lockfile --clean --lock --no-update --verbose -vv -vvv";
const DENO_BUN =
  "-A --allow-all --allow-read=? --allow-write=? --allow-net=? --allow-env=? --allow-run=? --allow-sys=? " +
  "--allow-ffi=? -R -W -N -E -S --no-prompt --check=? --no-check=? --watch --watch-exclude= --quiet -q " +
  "--config=read -c=read --import-map=read --lock=? --frozen=? --no-lock --node-modules-dir=? --reload=? -r=? " +
  "--unstable --coverage=? --coverage-dir= --filter= --fail-fast=? --parallel --shuffle=? --doc --permit-no-files " +
  "--reporter= --junit-path= --ext= --ignore= --indent-width= --line-width= --single-quote --use-tabs " +
  "--no-semicolons --prose-wrap= --rules --rules-tags= --rules-include= --rules-exclude= --fix --compact " +
  "--json --timeout= --bail=? --only --todo --rerun-each= --update-snapshots -u --test-name-pattern= -t= " +
  "--preload=read --smol --hot --bun --silent --verbose --production --frozen-lockfile --no-save --dev -d " +
  "--exact --optional --peer --filter= --elide-lines= --if-present --all --ci";
const VERSIONS = "--help --version --json --long --latest --no-colors --silent -s --lts --installed --remote";

export const PENDING_SPECS: Record<string, PendingSpec> = {
  systemctl: {
    own:
      "--no-pager -l --full -a --all -t= --type= --state= -p= --property= -n= --lines= -o= --output= --user " +
      "--system -q --quiet --value --failed --plain --no-legend --reverse --after --before",
  },
  launchctl: { own: "" },
  uv: { own: PY_PROJECT, runner: /^(run|pip)$/ },
  poetry: { own: PY_PROJECT, runner: /^(run)$/ },
  pipenv: { own: PY_PROJECT, runner: /^(run)$/ },
  pdm: { own: PY_PROJECT, runner: /^(run)$/ },
  rye: { own: PY_PROJECT, runner: /^(run)$/ },
  hatch: { own: PY_PROJECT, runner: /^(run)$/ },
  pipx: { own: "--json --short --include-injected --verbose -v --quiet -q" },
  conda: {
    own: "--json -q --quiet -v --verbose -n= --name= -p= --prefix= --no-capture-output --live-stream --explicit --export --revisions -e --envs --full-name --show-channel-urls --no-pip --md5",
    runner: /^(run)$/,
  },
  deno: { own: DENO_BUN, runner: /^(run|x|task)$/ },
  bun: { own: DENO_BUN, runner: /^(run|x)$/ },
  bundle: {
    // bundle add/update/outdated (bundler's manuals); `add --git/--github/--path` (code from a
    // repository or a directory) and `--source` (another gem server) are left out, so grey.
    own:
      "--gemfile=read --jobs= -j= --retry= --quiet --verbose --local --prefer-local --frozen --deployment --without= --with= --path=write --parseable --paths --verbose " +
      "-v= --version= -g= --group= --groups -r= --require= --branch= --ref= --skip-install --strict --optimistic " +
      "--all --conservative --ruby --full-index --force --redownload --patch --minor --major --pre " +
      "--filter-major --filter-minor --filter-patch --only-explicit --porcelain",
    runner: /^(exec)$/,
  },
  gem: {
    own: "--local --remote --both --details --versions --all -a -e --exact -i --installed -d --no-details -q --quiet --verbose -V",
  },
  composer: {
    own: "--no-interaction -n --no-progress --no-dev --dev --prefer-dist --prefer-source --optimize-autoloader -o --classmap-authoritative -a --no-scripts --no-plugins --ansi --no-ansi -q --quiet -v -vv -vvv --verbose --direct -D --latest -l --minor-only --format= -f= --locked --strict --tree -t --no-check-publish --working-dir=dir -d=dir",
  },
  dotnet: {
    own: "-c= --configuration= -f= --framework= -r= --runtime= -v= --verbosity= --no-restore --no-build --nologo --filter= --logger= -l= --collect= --list-tests --project=dir -p=? --property=? --blame --tl=? --verify-no-changes --include-generated --severity= --diagnostics= --interactive -a= --arch=",
  },
  swift: {
    own: "-c= --configuration= --filter= --skip= --parallel --enable-code-coverage -v --verbose --vv --very-verbose --package-path=dir --scratch-path=write --product= --target= --show-bin-path --build-tests --skip-build -q --quiet --list-tests",
  },
  rustup: { own: "-v --verbose -q --quiet" },
  // `corepack pnpm@9 …`: the package manager's words are its own (judged by its handler).
  corepack: { own: "", runner: /^(npm|pnpm|yarn|npx|pnpx|yarnpkg)(@[\w.+-]*)?$/ },
  apt: {
    own: "--installed --upgradable --manual-installed --all-versions -a --names-only --full -q --quiet",
  },
  "apt-get": { own: "" },
  "apt-cache": { own: "--names-only --full --installed --recurse --no-all-versions -q --quiet" },
  brew: {
    own: "--versions --formula --formulae --cask --casks -1 -l --full-name --pinned --multiple --json=? --installed --desc -d --eval-all --tree --include-build --include-optional --include-test --skip-recommended --direct --recursive --verbose -v --quiet -q --oneline",
  },
  // nvm and the other version managers (aliased below).
  nvm: { own: VERSIONS },
  "cross-env": { own: "" },
  "cross-env-shell": { own: "" },
  "env-cmd": {
    own: "-f=read --file=read -e= --environments= -r=read --rc-file=read --fallback --no-override --use-shell --silent --verbose",
  },
};

// The same tool under another name.
for (const [alias, of] of [
  ...["fnm", "volta", "pyenv", "rbenv", "asdf", "mise", "sdk", "goenv", "nodenv"].map(
    (n) => [n, "nvm"] as const,
  ),
  ["mamba", "conda"],
  ["micromamba", "conda"],
] as const)
  PENDING_SPECS[alias] = PENDING_SPECS[of]!;

/** Each command's specs, built once: its options anywhere, and the same read POSIX-style after a runner. */
const built: Record<string, { anywhere: Spec; leading: Spec }> = {};

/**
 * Accounts for the own options of a command in SPEC_PENDING: an option not listed for it is grey,
 * a listed one whose value is written is a write (`account`). After a runner subcommand, only the
 * options before the inner command are the command's; `uv pip …` is accounted against pip's spec.
 */
export function accountPending(name: string, args: Val[], a: Analysis): void {
  const desc = PENDING_SPECS[name]?.own ?? "";
  built[name] ??= { anywhere: spec(desc, "data"), leading: spec(`+ ${desc}`, "data") };
  const { anywhere, leading } = built[name]!;
  const via = `\`${name}\``;
  const runner = PENDING_SPECS[name]?.runner;
  // The runner is the subcommand itself (`uv run`), or follows `tool` (`uv tool run`): a later word
  // spelled `run` is data (`uv add run --index-url …` is still accounted to the end).
  let at = -1;
  if (runner) {
    const plain: number[] = [];
    for (let k = 0; k < args.length && plain.length < 2; k++) {
      const s = normArg(args[k]!);
      if (s === "--") break;
      if (!s.startsWith("-")) plain.push(k);
    }
    const [first, second] = plain.map((k) => args[k]!);
    if (first && !first.dyn && runner.test(first.s)) at = plain[0]!;
    else if (first?.s === "tool" && second && !second.dyn && runner.test(second.s)) at = plain[1]!;
  }
  if (at === -1) {
    account(via, args, PENDING_SPECS[name]?.lead ? leading : anywhere, a);
    return;
  }
  account(via, args.slice(0, at), anywhere, a);
  const sub = args[at]!.s;
  if (sub === "pip") account(`\`${name} pip\``, args.slice(at + 1), HANDLER_SPECS.pip!, a);
  else account(`\`${name} ${sub}\``, args.slice(at + 1), leading, a);
}
