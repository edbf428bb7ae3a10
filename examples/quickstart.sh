#!/usr/bin/env bash
# The README's quick start: a throw-away repository, a worktree leased to an "agent", an agent
# script that writes inside and outside its lease, and forge-gate naming the escapes.
# Everything happens under a fresh temporary directory (HOME and TMPDIR included), which is removed
# at the end (FORGE_GATE_DEMO_KEEP=1 keeps it to look at); nothing else is touched.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
fg() { node "$here/dist/cli.js" "$@"; }

demo="$(mktemp -d "${TMPDIR:-/tmp}/forge-gate-demo.XXXXXX")"
if [ "${FORGE_GATE_DEMO_KEEP:-}" = 1 ]; then
  trap 'echo; echo "demo files kept in $demo"' EXIT
else
  trap 'rm -rf "$demo"' EXIT
fi
# forge-gate's own temporary files (the run's snapshot) go under the demo directory too.
# GIT_CONFIG_GLOBAL too: a caller's (tests often point it at /dev/null) would receive the demo's config.
export HOME="$demo/home" TMPDIR="$demo/tmp" GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL="$demo/home/.gitconfig"
mkdir -p "$HOME" "$TMPDIR"
git config --global user.name demo && git config --global user.email demo@example.invalid
git config --global init.defaultBranch main

echo "== a repository with a worktree leased to the agent: $demo"
git init -q "$demo/repo"
echo "hello" > "$demo/repo/README.md"
git -C "$demo/repo" add README.md && git -C "$demo/repo" commit -qm init
git -C "$demo/repo" worktree add -q -b agent/task-1 "$demo/wt"

cat > "$demo/lease.yaml" <<LEASE
version: 1
id: demo-task-1
worktree: $demo/wt
write_roots: ["."]
protect: [".github/workflows/**"]
base: main
LEASE
fg lease check "$demo/lease.yaml" >/dev/null && echo "lease ok: $demo/lease.yaml"

echo
echo "== 1. violations: a pure check of a list of changed paths"
printf '%s\0' "src/app.ts" "$demo/repo/README.md" "$HOME/.bashrc" ".github/workflows/ci.yml" |
  fg violations --lease "$demo/lease.yaml" -z - --format json || echo "(exit $? — violations found)"

cat > "$demo/agent.sh" <<'AGENT'
#!/usr/bin/env bash
# A misbehaving agent: does its job inside the worktree, then escapes.
mkdir -p src && echo 'export const x = 1;' > src/app.ts
git add src && git commit -qm "agent: add app"
echo "pwned" >> ../repo/README.md          # the operator's main checkout beside the worktree
echo 'alias ls="rm -rf ~"' >> "$HOME/.bashrc"   # persistence in the user's shell
AGENT
chmod +x "$demo/agent.sh"

echo
echo "== 2. run: snapshot, run the agent, collect every write, judge it"
set +e
# The demo watches its own directory instead of the machine's whole /tmp (a real run watches the
# temp directories too; the report lists what was and was not covered).
(cd "$demo/wt" && fg run --lease "$demo/lease.yaml" --default-roots worktree,repo,home --watch "$demo" -- "$demo/agent.sh")
status=$?
set -e
echo "forge-gate run exited $status (1 = the agent escaped its lease)"
[ "$status" -eq 1 ] || { echo "expected exit 1" >&2; exit 1; }
