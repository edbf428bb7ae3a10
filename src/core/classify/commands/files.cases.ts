import type { CaseTable } from "./registry.js";

/** What `files.ts` decides, ESLint RuleTester-style: run by test/classify/engine-families.test.ts (lease: worktree /srv/forge/wt-47). */
export const cases: CaseTable = {
  allow: [
    // csplit writes its prefix files
    "csplit -f out/part notes.md '/^##/' '{*}'",
    // dd writes where its operands land
    "dd if=/dev/zero of=build/disk.img bs=1M count=8",
    // A redirection is opened by the shell, which takes a quoted tilde as a name.
    "echo x > '~/notes'",
    "mkdir -p a b && ln -s ../b a/l && echo x > a/l/../b/ok.txt",
    "rm -rf build",
    "rm -f -- -weird",
    "cp -r src/a src/b",
    "mv a.ts b.ts",
    "mkdir -p src/x",
    "touch a.txt",
    "chmod +x scripts/a.sh",
    "chmod -x scripts/a.sh",
    "tee out.log",
    "ln -s a.ts b.ts",
    "mktemp",
    "mktemp -d",
    "mktemp -p /tmp/forge-47",
    "mktemp out/run.XXXXXX",
    "cp -r /tmp/forge-47/gh/. .github/ISSUE_TEMPLATE/",
    "rm -rf .github/ISSUE_TEMPLATE",
    "tar -xzf fixtures/a.tgz -C test/fixtures",
  ],
  block: [
    // bash expands `~` after the `=` of an assignment-shaped word, in any argument (redteam3)
    "dd of=~/.bashrc oflag=append conv=notrunc <<< 'x'",
    "dd status=none if=a of=~/x",
    // `..` after a link this command made leaves the link's target, as the kernel walks it.
    "ln -s .github/workflows wf && rm -rf wf/../../.git",
    "mkdir -p a && ln -s ../.github a/gh && echo x > a/gh/../.git/config",
    "rm -rf /",
    "rm -rf 2>/dev/null /etc",
    "chmod 2>/dev/null -R 777 /",
    "cp --target-directory=/etc a",
    "cp -t/etc a",
    "mv a /etc/b",
    "rm -fr ~",
    "tee /etc/hosts",
    "dd if=x of=/dev/sda",
    // bash expands a tilde after the `=` (and each `:`) of a word shaped like an assignment.
    "dd if=/tmp/forge-47/x of=~/.bashrc",
    "echo evil | dd of=~/.profile",
    "mktemp -p /etc",
    "mktemp --tmpdir=/etc x.XXXX",
    "TMPDIR=/etc mktemp",
    // Protected paths reached through a parent.
    "rm -rf .github",
    "mv .github .github.bak",
    "chmod -R 777 .github",
    "chown -R nobody .git/..",
    "rm -rf .claude",
    "mv .git /tmp/forge-47/g",
    "rsync -a --delete /tmp/forge-47/x/ .",
  ],
  grey: [
    // A tilde the shell leaves alone (escaped, quoted, after `--opt=`) reaches the program as text,
    // which may read it as the home directory (npm, pip, ssh do): the write may land there.
    "dd if=a of=\\~/x",
    "cp a '~/.bashrc'",
    "pip install --target=~/x requests",
    "rm --frobnicate x",
    "cp --frobnicate a b",
    "mkdir --frobnicate x",
    "rm $X",
    "dd if=/home/dev/.ssh/id_rsa",
    "TMPDIR=$X mktemp",
    // A copy or extraction of unknown content into a directory that holds protected paths.
    "cp -r /tmp/forge-47/gh/. .github/",
    "rsync -a /tmp/forge-47/gh/ .github/",
    "cp -r /tmp/forge-47/x/. .",
    "tar -xzf vendor.tgz",
    "unzip x.zip",
    "mv /tmp/forge-47/hooks .git/..",
  ],
};
