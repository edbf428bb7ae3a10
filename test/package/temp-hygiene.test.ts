import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../support/temp.js";

// forge-gate writes its temporary files under TMPDIR and nowhere else, and removes them when it is
// done with them; so does `npm run example`. Checked where nothing else can write: every command runs
// in a mount namespace (bubblewrap) whose /tmp, /var/tmp and /dev/shm are empty and private to it,
// with TMPDIR and HOME elsewhere; afterwards those temp directories and TMPDIR must be empty. (The
// whole suite's own hygiene is checked by test/support/suite-temp.ts.)

const ROOT = resolve(".");
const CLI = join(ROOT, "dist", "cli.js");

/** Every subcommand, as a user runs it (a pass and a refusal), then the bundled example. */
const SCRIPT = String.raw`
set -euo pipefail
PS4='+ hygiene: '; set -x   # on a failure, the log says which command it was
fg() { node "$CLI" "$@"; }
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1 GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.com GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.com
w=$OWN/work; mkdir -p "$w" "$HOME" "$TMPDIR"
git init -q -b main "$w/main"; echo hi > "$w/main/README.md"; git -C "$w/main" add . ; git -C "$w/main" commit -qm init
git -C "$w/main" worktree add -q -b task "$w/wt"
printf 'version: 1\nid: hygiene\nworktree: %s\nwrite_roots: ["."]\n' "$w/wt" > "$w/lease.yaml"
cd "$w/wt"
fg violations --lease "$w/lease.yaml" src/a.ts /etc/passwd > /dev/null || [ $? -eq 1 ]
fg lease check "$w/lease.yaml" > /dev/null
fg lease init > /dev/null
digest=$(fg snapshot --lease "$w/lease.yaml" --default-roots worktree,repo --output "$w/run.fgsnap" --format json | node -pe 'JSON.parse(require("fs").readFileSync(0)).digest')
echo x > inside.txt
fg collect --lease "$w/lease.yaml" --snapshot "$w/run.fgsnap" --snapshot-digest "$digest" > /dev/null
fg gate --lease "$w/lease.yaml" --snapshot "$w/run.fgsnap" --snapshot-digest "$digest" --format json > /dev/null
fg run --lease "$w/lease.yaml" --default-roots worktree,repo --format json -- bash -c 'echo y > inside2.txt' > /dev/null
mkdir "$w/kept"
fg run --lease "$w/lease.yaml" --default-roots worktree,repo --snapshot-dir "$w/kept" -- bash -c 'echo z >> ../main/README.md' > /dev/null 2>&1 || [ $? -eq 1 ]
echo '{"tool_name":"Bash","tool_input":{"command":"rm -rf ~"}}' | XDG_STATE_HOME="$OWN/state" fg classify --lease "$w/lease.yaml" > /dev/null || [ $? -eq 1 ]
fg init claude --dry-run > /dev/null 2>&1
XDG_STATE_HOME="$OWN/state" fg doctor > /dev/null
cd "$OWN"
bash "$ROOT/examples/quickstart.sh" > /dev/null 2>&1
echo "TEMP:"; find /tmp /var/tmp /dev/shm -mindepth 1 -maxdepth 1 ! -path /tmp/own -printf '%p\n'
echo "TMPDIR:"; find "$TMPDIR" -mindepth 1 -maxdepth 1 -printf '%p\n'
`;

describe("forge-gate and the example leave nothing in the temp directories", () => {
  it("every subcommand and `npm run example`: /tmp, /var/tmp, /dev/shm and TMPDIR empty afterwards", () => {
    const own = tempDir("fg-hygiene-");
    const script = join(own, "script.sh");
    writeFileSync(script, SCRIPT);
    const r = spawnSync(
      "bwrap",
      [
        "--dev-bind",
        "/",
        "/",
        // A private /dev: the host's device nodes must not be replaceable from inside (a `git config
        // --global` with GIT_CONFIG_GLOBAL=/dev/null renames its lock file over the node).
        "--dev",
        "/dev",
        "--tmpfs",
        "/tmp",
        "--tmpfs",
        "/var/tmp",
        "--tmpfs",
        "/dev/shm",
        "--bind",
        own,
        "/tmp/own",
        "--setenv",
        "OWN",
        "/tmp/own",
        "--setenv",
        "TMPDIR",
        "/tmp/own/tmp",
        "--setenv",
        "HOME",
        "/tmp/own/home",
        "--setenv",
        "CLI",
        CLI,
        "--setenv",
        "ROOT",
        ROOT,
        "--",
        "bash",
        "/tmp/own/script.sh",
      ],
      { encoding: "utf8", env: { PATH: process.env.PATH ?? "/usr/bin:/bin" } },
    );
    expect(r.status, r.stderr + r.stdout).toBe(0);
    const [temp, tmpdir] = r.stdout.split("TMPDIR:\n");
    expect(temp!.replace("TEMP:\n", "").trim(), "written outside TMPDIR").toBe("");
    expect(tmpdir!.trim(), "left behind in TMPDIR").toBe("");
  });
});
