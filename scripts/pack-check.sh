#!/usr/bin/env bash
# The package as a user gets it: `npm pack`, then, in an empty project, `npm install <tarball>` with
# install scripts off and engines strict, with no compiler on PATH (PATH holds only symlinks to node,
# npm, npx and sh), on this machine's Node and on Node 22 and 24 (npm packages node-<os>-<arch>@N
# ship the node binary; cached in $FORGE_GATE_NODE_CACHE, default ~/.cache/forge-gate-pack-check).
# For each: `npx forge-gate --help`, one real block from `classify` (`rm -rf ~`), `doctor` (on
# linux-x64 it must report the native parser, which ships prebuilt in dist/native/), the library
# entry, and the installed size (at most 15 MiB). Then once more with install scripts on.
#   PACK_CHECK_NODES="system 22 24"   which Node versions (system = the node on PATH)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/fg-pack-check.XXXXXX")"
trap 'rm -rf "$work"' EXIT
cache="${FORGE_GATE_NODE_CACHE:-$HOME/.cache/forge-gate-pack-check}"
nodes="${PACK_CHECK_NODES:-system 22 24}"
npm_cli="$(node -p 'require("path").join(require("path").dirname(process.execPath), "../lib/node_modules/npm/bin/npm-cli.js")')"
[ -f "$npm_cli" ] || npm_cli="$(dirname "$(readlink -f "$(command -v npm)")")/npm-cli.js"
[ -f "$npm_cli" ] || { echo "pack-check: cannot find npm-cli.js next to node or npm" >&2; exit 2; }
npx_cli="$(dirname "$npm_cli")/npx-cli.js"

fail() { echo "pack-check: FAIL ($1): $2" >&2; exit 1; }

cd "$repo"
npm run build --silent
tarball="$(npm pack --silent --pack-destination "$work")"
tarball="$work/$tarball"
echo "pack-check: $(basename "$tarball") $(du -k "$tarball" | cut -f1) KiB packed"

# The machine's way to reach the registry survives the empty environment below: its registry, its CA
# file and proxy (a TLS-inspecting proxy otherwise fails every fetch with SELF_SIGNED_CERT_IN_CHAIN and
# npm retries for minutes). Nothing else of the caller's npm configuration is passed on.
registry_env=()
for key in registry cafile https-proxy proxy; do
  value="$(npm config get "$key" 2>/dev/null || true)"
  case "$value" in "" | null | undefined) ;; *) registry_env+=("npm_config_${key//-/_}=$value") ;; esac
done
for var in NODE_EXTRA_CA_CERTS SSL_CERT_FILE HTTPS_PROXY HTTP_PROXY NO_PROXY https_proxy http_proxy no_proxy; do
  [ -n "${!var:-}" ] && registry_env+=("$var=${!var}")
done

# The node binary for a version: this machine's, or node-<os>-<arch>@N from npm (cached).
node_for() {
  if [ "$1" = system ]; then command -v node; return; fi
  local pkg dir
  pkg="$(node -p '`node-${process.platform}-${process.arch}`')@$1"
  dir="$cache/$pkg"
  if [ ! -x "$dir/node_modules/${pkg%@*}/bin/node" ]; then
    mkdir -p "$dir"
    npm install --silent --prefix "$dir" --no-save --no-audit --no-fund "$pkg" >&2
  fi
  echo "$dir/node_modules/${pkg%@*}/bin/node"
}

# A PATH with nothing on it but node, npm, npx and sh: no cc, c++, make or python.
make_path() {
  local bin="$1" node="$2"
  mkdir -p "$bin"
  ln -sf "$node" "$bin/node"
  ln -sf "$(command -v sh)" "$bin/sh"
  printf '#!/bin/sh\nexec "%s" "%s" "$@"\n' "$node" "$npm_cli" >"$bin/npm"
  printf '#!/bin/sh\nexec "%s" "%s" "$@"\n' "$node" "$npx_cli" >"$bin/npx"
  chmod +x "$bin/npm" "$bin/npx"
}

check_install() {
  local label="$1" node="$2" scripts="$3"
  local dir="$work/$label" bin="$work/$label-bin" home="$work/$label-home"
  mkdir -p "$dir" "$home"
  make_path "$bin" "$node"
  for tool in cc gcc c++ g++ make python3 python; do
    if PATH="$bin" command -v "$tool" >/dev/null 2>&1; then fail "$label" "$tool is on the restricted PATH"; fi
  done
  printf '{ "name": "pack-check", "private": true, "type": "module" }\n' >"$dir/package.json"
  local run=(env -i "PATH=$bin" "HOME=$home" "TMPDIR=$work" "npm_config_cache=$work/npm-cache" "${registry_env[@]}")
  local flags=(--no-audit --no-fund --engine-strict)
  [ "$scripts" = on ] || flags+=(--ignore-scripts)
  (cd "$dir" && "${run[@]}" npm install "${flags[@]}" "$tarball" >"$dir/install.log" 2>&1) ||
    { cat "$dir/install.log" >&2; fail "$label" "npm install ${flags[*]} failed"; }

  local help
  help="$(cd "$dir" && "${run[@]}" npx --no-install forge-gate --help)" || fail "$label" "forge-gate --help exited non-zero"
  grep -q "Usage: forge-gate" <<<"$help" || fail "$label" "--help printed no usage"

  # With a lease: its first read validates it (YAML and zod, from the package's dist/vendor/).
  printf 'version: 1\nid: pack-check\nworktree: %s\nwrite_roots: ["."]\n' "$dir" >"$dir/lease.yaml"
  local payload='{"session_id":"pack-check","cwd":"/tmp","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"rm -rf ~"}}'
  local verdict status=0
  verdict="$(cd "$dir" && printf '%s' "$payload" | "${run[@]}" npx --no-install forge-gate classify --lease lease.yaml)" || status=$?
  [ "$status" = 1 ] || fail "$label" "classify exited $status on rm -rf ~ (want 1): $verdict"
  grep -q '"decision":"block"' <<<"$verdict" || fail "$label" "classify did not block rm -rf ~: $verdict"

  local doctor
  doctor="$(cd "$dir" && "${run[@]}" npx --no-install forge-gate doctor --format json --lease lease.yaml)" ||
    fail "$label" "doctor exited non-zero: $doctor"
  local parser
  parser="$(node -e 'const d=JSON.parse(process.argv[1]); console.log(d.parser.kind)' "$doctor")"
  if [ "$("$node" -p 'process.platform + "-" + process.arch')" = linux-x64 ] && [ "$parser" != native ]; then
    fail "$label" "doctor reports the $parser parser; the package ships the native one for linux-x64: $doctor"
  fi

  (cd "$dir" && "${run[@]}" node --input-type=module -e '
    import { findViolations, parseLease, createNodeProbe, decide, loadShellParser } from "forge-gate";
    const lease = parseLease("version: 1\nid: t\nworktree: /w\nwrite_roots: [\".\"]\n", { source: "t", baseDir: "/", home: "/h" });
    const r = findViolations(["/w/a", "/etc/passwd"], { writeRoots: lease.write_roots, cwd: "/w", caseMode: "sensitive" }, createNodeProbe("sensitive"));
    if (r.violations.length !== 1 || typeof decide !== "function" || typeof (await loadShellParser()) !== "function") process.exit(1);
  ') || fail "$label" "the library entry (import from \"forge-gate\") does not work"

  local size
  size="$(du -sk "$dir/node_modules" | cut -f1)"
  [ "$size" -le $((15 * 1024)) ] || fail "$label" "installed size is $size KiB, over the 15 MiB budget"
  echo "pack-check: ok  $label  node $("$node" --version)  scripts $scripts  parser $parser  installed $((size / 1024)) MiB ($size KiB)"
}

for v in $nodes; do
  node_bin="$(node_for "$v")"
  check_install "node-$v" "$node_bin" off
done
check_install "node-system-scripts-on" "$(command -v node)" on
echo "pack-check: all installs passed"
