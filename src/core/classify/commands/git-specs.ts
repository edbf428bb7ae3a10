import { type Spec, spec } from "../options.js";

/**
 * git's own options and those of the subcommands agents run, from git's manual pages. A
 * subcommand is accounted for only through its spec: an option not listed (or a subcommand with
 * no spec given any option) is grey. Options that write a file carry `write`, those that run a
 * program `command`.
 */

/** `git [global options] <subcommand>`: options stop at the subcommand. */
export const GIT_GLOBAL = spec(
  "+ -C=dir -c= --git-dir= --work-tree= --namespace= --exec-path=?command --config-env=command -p --paginate " +
    "-P --no-pager --no-replace-objects --no-lazy-fetch --bare --literal-pathspecs --glob-pathspecs " +
    "--noglob-pathspecs --icase-pathspecs --no-optional-locks --no-advice --super-prefix= --attr-source= " +
    "--html-path --man-path --info-path --list-cmds=",
);

/** Options every diff-producing command takes (diff, log -p, show, diff-tree, format-patch, stash show). */
const DIFF =
  "-p -u -s -z -R -a -b -w -W -B=? -M=? -C=? -D -l= -S= -G= -O= -U= --patch --no-patch --unified= --raw " +
  "--patch-with-raw --patch-with-stat --stat=? --compact-summary --numstat --shortstat --dirstat=? " +
  "--cumulative --dirstat-by-file=? --summary --name-only --name-status --submodule=? --color=? --no-color " +
  "--color-moved=? --no-color-moved --color-moved-ws= --color-words=? --word-diff=? --word-diff-regex= " +
  "--no-renames --rename-empty --no-rename-empty --check --ws-error-highlight= --full-index --binary --abbrev=? " +
  "--break-rewrites=? --find-renames=? --find-copies=? --find-copies-harder --irreversible-delete " +
  "--diff-filter= --find-object= --pickaxe-all --pickaxe-regex --relative=? --no-relative --text " +
  "--ignore-cr-at-eol --ignore-space-at-eol --ignore-space-change --ignore-all-space --ignore-blank-lines " +
  "--ignore-matching-lines= -I= --inter-hunk-context= --function-context --exit-code --quiet --no-ext-diff " +
  "--ext-diff!command --textconv --no-textconv --ignore-submodules=? --src-prefix= --dst-prefix= --no-prefix " +
  "--default-prefix --line-prefix= --ita-invisible-in-index --ita-visible-in-index --minimal --patience " +
  "--histogram --anchored= --diff-algorithm= --indent-heuristic --no-indent-heuristic --stat-width= " +
  "--stat-name-width= --stat-graph-width= --stat-count= --output=write --output-indicator-new= " +
  "--output-indicator-old= --output-indicator-context= --merge-base --no-index --cached --staged " +
  "--skip-to= --rotate-to= --1 --2 --3 -1 -2 -3 --base --ours --theirs -0 --follow --remerge-diff " +
  "--dd --diff-merges= --no-diff-merges --combined-all-paths -m -c --cc -t --root";

/** Options of the commands that walk history (log, shortlog, rev-list, show, whatchanged). */
const REVS =
  "# -n= -i -E -F -P -g --max-count= --skip= --since= --after= --until= --before= --since-as-filter= " +
  "--author= --committer= --grep-reflog= --grep= --all-match --invert-grep --regexp-ignore-case " +
  "--basic-regexp --extended-regexp --fixed-strings --perl-regexp --remove-empty --merges --no-merges " +
  "--min-parents= --max-parents= --no-min-parents --no-max-parents --first-parent --exclude-first-parent-only " +
  "--not --all --branches=? --tags=? --remotes=? --glob= --exclude= --exclude-hidden= --reflog --alternate-refs " +
  "--single-worktree --ignore-missing --bisect --stdin --cherry-mark --cherry-pick --left-only --right-only " +
  "--cherry --walk-reflogs --merge --boundary --simplify-by-decoration --show-pulls --full-history " +
  "--dense --sparse --simplify-merges --ancestry-path=? --date-order --author-date-order --topo-order " +
  "--reverse --no-walk=? --do-walk --pretty=? --format= --abbrev-commit --no-abbrev-commit --oneline " +
  "--encoding= --expand-tabs=? --no-expand-tabs --notes=? --no-notes --show-notes-by-default --show-notes=? " +
  "--standard-notes --no-standard-notes --show-signature --relative-date --date= --parents --children " +
  "--left-right --graph --show-linear-break=? --decorate=? --no-decorate --decorate-refs= " +
  "--decorate-refs-exclude= --clear-decorations --source --mailmap --no-mailmap --use-mailmap --no-use-mailmap " +
  "--full-diff --log-size --L= -L= --show-origin --count --objects --objects-edge --no-object-names " +
  "--in-commit-order --unpacked --timestamp --header --max-age= --min-age=";

const G = (desc: string): Spec => spec(desc, "data");

export const GIT_SPECS: Record<string, Spec> = {
  status: G(
    "-s -b -v -z -u=? --short --branch --show-stash --porcelain=? --long --verbose --untracked-files=? " +
      "--ignore-submodules=? --ignored=? --column=? --no-column --ahead-behind --no-ahead-behind --renames " +
      "--no-renames --find-renames=?",
  ),
  log: G(`${DIFF} ${REVS}`),
  whatchanged: G(`${DIFF} ${REVS}`),
  show: G(`${DIFF} ${REVS}`),
  diff: G(DIFF),
  "diff-tree": G(`${DIFF} ${REVS} -r --stdin --no-commit-id`),
  "diff-files": G(DIFF),
  "diff-index": G(DIFF),
  shortlog: G(`${REVS} -s -n -e -w=? -c --summary --numbered --email --committer --group=`),
  "rev-list": G(REVS),
  "range-diff": G(`${DIFF} --creation-factor= --no-dual-color --left-only --right-only`),
  blame: G(
    "-b -c -e -f -l -n -p -s -t -w -M=? -C=? -L= -S= --root --show-stats --score-debug --show-name " +
      "--show-number --show-email --porcelain --line-porcelain --incremental --encoding= --contents= --date= " +
      "--progress --no-progress --ignore-rev= --ignore-revs-file= --color-lines --color-by-age --minimal " +
      "--abbrev=? --reverse --first-parent",
  ),
  annotate: G("-b -c -e -f -l -n -p -s -t -w -M=? -C=? -L= --root --porcelain --date= --abbrev=?"),
  describe: G(
    "--all --tags --contains --abbrev= --candidates= --exact-match --debug --long --match= --exclude= --always " +
      "--first-parent --dirty=? --broken=?",
  ),
  "rev-parse": G(
    "--parseopt --sq-quote --keep-dashdash --stop-at-non-option --stuck-long --revs-only --no-revs --flags " +
      "--no-flags --default= --prefix= --verify -q --quiet --sq --short=? --not --abbrev-ref=? --symbolic " +
      "--symbolic-full-name --all --branches=? --tags=? --remotes=? --glob= --exclude= --disambiguate= " +
      "--local-env-vars --path-format= --git-dir --git-common-dir --resolve-git-dir= --git-path= " +
      "--show-toplevel --show-superproject-working-tree --shared-index-path --absolute-git-dir " +
      "--is-inside-git-dir --is-inside-work-tree --is-bare-repository --is-shallow-repository --show-cdup " +
      "--show-prefix --show-object-format=? --show-ref-format --since= --after= --until= --before= --git-common-dir",
  ),
  "ls-files": G(
    "-c -d -m -o -i -s -u -k -t -v -f -z -x= -X= --cached --deleted --modified --others --ignored --stage " +
      "--unmerged --killed --directory --no-empty-directory --eol --deduplicate --exclude= --exclude-from= " +
      "--exclude-per-directory= --exclude-standard --error-unmatch --with-tree= --full-name --recurse-submodules " +
      "--abbrev=? --debug --format= --sparse",
  ),
  "ls-tree": G(
    "-d -r -t -l -z --long --name-only --name-status --object-only --full-name --full-tree --abbrev=? --format=",
  ),
  "ls-remote": G(
    "-h -t -q -b --heads --tags --branches --refs --quiet --exit-code --get-url --symref --sort= -o= --server-option= --upload-pack=command",
  ),
  "cat-file": G(
    "-t -s -e -p --textconv --filters --path= --batch=? --batch-check=? --batch-command=? --batch-all-objects --buffer --unordered --allow-unknown-type --follow-symlinks -Z -z --mailmap --no-mailmap --use-mailmap",
  ),
  grep: G(
    "-a -i -I -w -v -h -H -l -L -z -c -p -W -o -q -n -b -E -G -F -P -r -e= -f= -A= -B= -C= -m= # " +
      "--cached --no-index --untracked --no-exclude-standard --exclude-standard --recurse-submodules " +
      "--text --textconv --no-textconv --ignore-case --max-depth= --word-regexp --invert-match --full-name " +
      "--extended-regexp --basic-regexp --perl-regexp --fixed-strings --line-number --column --files-with-matches " +
      "--name-only --files-without-match --null --only-matching --count --color=? --no-color --break --heading " +
      "--show-function --context= --after-context= --before-context= --function-context --max-count= " +
      "--threads= --and --or --not --all-match --quiet -O=?command --open-files-in-pager=?command",
  ),
  "name-rev": G("--tags --refs= --exclude= --all --annotate-stdin --name-only --no-undefined --always"),
  "merge-base": G("-a --all --octopus --independent --is-ancestor --fork-point"),
  "for-each-ref": G(
    "--count= --shell --perl --python --tcl --sort= --format= --color=? --points-at= --merged=? --no-merged=? --contains=? --no-contains=? --ignore-case --omit-empty --exclude= --stdin",
  ),
  "show-ref": G(
    "--head --branches --tags --heads -d --dereference -s --hash=? --verify --abbrev=? -q --quiet --exclude-existing=? --exists",
  ),
  "show-branch": G(
    "-a -r --all --remotes --topo-order --date-order --current --sparse --more= --list --merge-base --independent --no-name --sha1-name --topics -g --reflog=? --color=? --no-color",
  ),
  "count-objects": G("-v -H --verbose --human-readable"),
  "check-ignore": G("-q -v -n -z --quiet --verbose --stdin --non-matching --no-index"),
  "check-attr": G("-a -z --all --cached --stdin --source="),
  "check-ref-format": G("--normalize --allow-onelevel --no-allow-onelevel --refspec-pattern --branch"),
  "verify-commit": G("-v --verbose --raw"),
  "verify-tag": G("-v --verbose --raw --format="),
  var: G("-l"),
  version: G("--build-options"),
  help: G(
    "-a -g -i -m -w -c --all --guides --config --info --man --web --verbose --no-verbose --external-commands --aliases --no-external-commands --no-aliases",
  ),
  cherry: G("-v --abbrev=?"),
  fsck: G(
    "--unreachable --dangling --no-dangling --root --tags --cache --no-reflogs --full --no-full --connectivity-only --strict --verbose --lost-found --name-objects --progress --no-progress",
  ),
  add: G(
    "-n -v -f -i -p -e -u -A -N --dry-run --verbose --force --sparse --interactive --patch --edit --update --all " +
      "--no-ignore-removal --no-all --ignore-removal --intent-to-add --refresh --ignore-errors --ignore-missing " +
      "--no-warn-embedded-repo --renormalize --chmod= --pathspec-from-file= --pathspec-file-nul",
  ),
  commit: G(
    "-a -p -C= -c= -s -n -e -i -o -q -v -u=? -m= -F= -t= -S=? --all --patch --reuse-message= --reedit-message= " +
      "--fixup= --squash= --reset-author --short --branch --porcelain --long -z --null --file= --author= " +
      "--date= --message= --template= --signoff --no-signoff --trailer= --no-verify --verify --allow-empty " +
      "--allow-empty-message --cleanup= --edit --no-edit --amend --no-post-rewrite --include --only " +
      "--pathspec-from-file= --pathspec-file-nul --untracked-files=? --verbose --quiet --dry-run --status " +
      "--no-status --gpg-sign=? --no-gpg-sign",
  ),
  push: G(
    "-f -n -u -q -v -d -4 -6 -o= --all --branches --prune --mirror --dry-run --porcelain --delete --tags " +
      "--follow-tags --no-follow-tags --signed=? --no-signed --atomic --no-atomic --push-option= " +
      "--receive-pack=command --exec=command --force-with-lease=? --no-force-with-lease --force " +
      "--force-if-includes --no-force-if-includes --repo= --set-upstream --thin --no-thin --quiet --verbose " +
      "--progress --no-progress --recurse-submodules= --no-recurse-submodules --verify --no-verify --ipv4 --ipv6",
  ),
  fetch: G(
    "-a -f -k -m -n -p -P -q -t -u -v -j= -o= -4 -6 --all --append --atomic --depth= --deepen= --shallow-since= " +
      "--shallow-exclude= --unshallow --update-shallow --negotiation-tip= --negotiate-only --dry-run " +
      "--porcelain --write-fetch-head --no-write-fetch-head --force --keep --multiple --auto-maintenance " +
      "--no-auto-maintenance --auto-gc --no-auto-gc --write-commit-graph --no-write-commit-graph --prefetch " +
      "--prune --prune-tags --no-tags --refetch --refmap= --tags --recurse-submodules=? --no-recurse-submodules " +
      "--jobs= --set-upstream --upload-pack=command --quiet --verbose --progress --no-progress --server-option= " +
      "--show-forced-updates --no-show-forced-updates --ipv4 --ipv6 --filter=",
  ),
  pull: G(
    "-q -v -r=? -n -e -s= -X= -4 -6 -f -k -p -t -a -j= --quiet --verbose --recurse-submodules=? " +
      "--no-recurse-submodules --commit --no-commit --edit --no-edit --cleanup= --ff --no-ff --ff-only " +
      "--gpg-sign=? --no-gpg-sign --log=? --no-log --signoff --no-signoff --stat --no-stat --squash --no-squash " +
      "--verify --no-verify --strategy= --strategy-option= --verify-signatures --no-verify-signatures " +
      "--summary --no-summary --autostash --no-autostash --allow-unrelated-histories --rebase=? --no-rebase " +
      "--all --append --atomic --depth= --deepen= --shallow-since= --shallow-exclude= --unshallow " +
      "--update-shallow --force --keep --prune --no-tags --tags --jobs= --set-upstream --upload-pack=command " +
      "--progress --no-progress --ipv4 --ipv6 --dry-run",
  ),
  merge: G(
    "-n -s= -X= -m= -F= -S=? -e -q -v --commit --no-commit --edit --no-edit --cleanup= --ff --no-ff --ff-only " +
      "--gpg-sign=? --no-gpg-sign --log=? --no-log --signoff --no-signoff --stat --no-stat --squash " +
      "--no-squash --verify --no-verify --strategy= --strategy-option= --verify-signatures " +
      "--no-verify-signatures --summary --no-summary --quiet --verbose --progress --no-progress --autostash " +
      "--no-autostash --allow-unrelated-histories --rerere-autoupdate --no-rerere-autoupdate --overwrite-ignore " +
      "--no-overwrite-ignore --abort --quit --continue --into-name= --file= --message=",
  ),
  "cherry-pick": G(
    "-e -x -r -m= -n -s -S=? --edit --cleanup= --mainline= --no-commit --signoff --gpg-sign=? --no-gpg-sign " +
      "--ff --allow-empty --allow-empty-message --empty= --keep-redundant-commits --strategy= -X= " +
      "--strategy-option= --rerere-autoupdate --no-rerere-autoupdate --continue --skip --quit --abort",
  ),
  revert: G(
    "-e -m= -n -s -S=? --edit --no-edit --cleanup= --mainline= --no-commit --signoff --gpg-sign=? " +
      "--no-gpg-sign --strategy= -X= --strategy-option= --rerere-autoupdate --no-rerere-autoupdate --reference " +
      "--continue --skip --quit --abort",
  ),
  rebase: G(
    "-i -x=command -r -m -s= -X= -q -v -n -f -C= -S=? --onto= --keep-base --continue --skip --abort --quit " +
      "--edit-todo --show-current-patch --apply --merge --empty= --keep-empty --no-keep-empty " +
      "--reapply-cherry-picks --no-reapply-cherry-picks --allow-empty-message --strategy= --strategy-option= " +
      "--rerere-autoupdate --no-rerere-autoupdate --gpg-sign=? --no-gpg-sign --quiet --verbose --stat " +
      "--no-stat --no-verify --verify --force-rebase --no-ff --fork-point --no-fork-point --ignore-whitespace " +
      "--whitespace= --committer-date-is-author-date --ignore-date --reset-author-date --signoff " +
      "--interactive --rebase-merges=? --no-rebase-merges --exec=command --root --autosquash --no-autosquash " +
      "--autostash --no-autostash --reschedule-failed-exec --no-reschedule-failed-exec --update-refs " +
      "--no-update-refs --context=",
  ),
  checkout: G(
    "-q -f -b= -B= -t -l -d -m -p --quiet --progress --no-progress --force --ours --theirs --track=? --no-track " +
      "--guess --no-guess --detach --orphan= --ignore-skip-worktree-bits --merge --conflict= --patch " +
      "--ignore-other-worktrees --overwrite-ignore --no-overwrite-ignore --recurse-submodules " +
      "--no-recurse-submodules --overlay --no-overlay --pathspec-from-file= --pathspec-file-nul",
  ),
  switch: G(
    "-c= -C= -d -f -m -q -t --create= --force-create= --detach --guess --no-guess --force --discard-changes " +
      "--merge --conflict= --quiet --progress --no-progress --track=? --no-track --orphan= " +
      "--ignore-other-worktrees --recurse-submodules --no-recurse-submodules",
  ),
  restore: G(
    "-s= -p -W -S -q -m --source= --patch --worktree --staged --quiet --progress --no-progress --ours --theirs " +
      "--merge --conflict= --ignore-unmerged --ignore-skip-worktree-bits --recurse-submodules " +
      "--no-recurse-submodules --overlay --no-overlay --pathspec-from-file= --pathspec-file-nul",
  ),
  reset: G(
    "-q -p -N --soft --mixed --hard --merge --keep --quiet --no-quiet --patch --recurse-submodules " +
      "--no-recurse-submodules --pathspec-from-file= --pathspec-file-nul --no-refresh --refresh",
  ),
  clean: G("-d -f -i -n -q -x -X -e= --force --interactive --dry-run --quiet --exclude="),
  branch: G(
    "-d -D -f -m -M -c -C -l -a -r -v -vv -q -t -u= --delete --create-reflog --force --move --copy --color=? " +
      "--no-color --column=? --no-column --list --remotes --all --verbose --quiet --abbrev=? --no-abbrev " +
      "--track=? --no-track --set-upstream-to= --unset-upstream --edit-description --contains=? --no-contains=? " +
      "--merged=? --no-merged=? --sort= --points-at= --format= --show-current --ignore-case --omit-empty " +
      "--recurse-submodules",
  ),
  tag: G(
    "-a -s -u= -f -d -v -n=? -l -m= -F= -e -i --annotate --sign --no-sign --local-user= --force --delete --verify " +
      "--list --sort= --color=? --ignore-case --omit-empty --column=? --no-column --contains=? --no-contains=? " +
      "--merged=? --no-merged=? --points-at= --message= --file= --trailer= --edit --cleanup= --create-reflog " +
      "--format=",
  ),
  stash: G(
    "-p -k -u -a -q -m= -S --patch --keep-index --no-keep-index --include-untracked --no-include-untracked " +
      "--all --quiet --message= --staged --index --pathspec-from-file= --pathspec-file-nul --only-untracked " +
      `${DIFF}`,
  ),
  remote: G(
    "-v --verbose -t= -m= -f --tags --no-tags --mirror=? --push --add --delete --all --dry-run -n --auto",
  ),
  config: G(
    "--global --system --local --worktree -f= --file= --blob= --get --get-all --get-regexp --get-urlmatch " +
      "--replace-all --add --unset --unset-all --rename-section --remove-section -l --list --fixed-value " +
      "--type= --bool --int --bool-or-int --path --expiry-date --no-type -z --null --name-only --includes " +
      "--no-includes --show-origin --show-scope --default= -e --edit --all --regexp --url= --value= --comment=",
  ),
  clone: G(
    "-l -s -q -v -n -o= -b= -u=command -c= -j= --local --no-hardlinks --shared --reference= --reference-if-able= " +
      "--dissociate --quiet --verbose --progress --server-option= --no-checkout --reject-shallow " +
      "--no-reject-shallow --bare --sparse --filter= --also-filter-submodules --mirror --origin= --branch= " +
      "--revision= --upload-pack=command --template=command --config= --depth= --shallow-since= " +
      "--shallow-exclude= --single-branch --no-single-branch --no-tags --tags --recurse-submodules=? " +
      "--shallow-submodules --no-shallow-submodules --remote-submodules --no-remote-submodules " +
      "--separate-git-dir= --ref-format= --jobs= --bundle-uri=",
  ),
  "checkout-index": G(
    "-u -f -a -q -n -z --index --force --all --quiet --no-create --stdin --temp --ignore-skip-worktree-bits " +
      "--prefix= --stage=",
  ),
  init: G(
    "-q -b= --quiet --bare --template=command --separate-git-dir= --object-format= --ref-format= " +
      "--initial-branch= --shared=?",
  ),
  worktree: G(
    "-f -b= -B= -d -q -v -n --force --detach --checkout --no-checkout --lock --reason= --orphan --track " +
      "--no-track --guess-remote --no-guess-remote --relative-paths --no-relative-paths --quiet --verbose " +
      "--porcelain -z --expire= --dry-run",
  ),
  mv: G("-f -k -n -v --force --dry-run --verbose --sparse"),
  rm: G(
    "-f -n -r -q --force --dry-run --cached --ignore-unmatch --quiet --sparse --pathspec-from-file= --pathspec-file-nul",
  ),
  submodule: G(
    "-q -b= -f -N -r --quiet --cached --branch= --force --name= --reference= --depth= --init --remote " +
      "--no-fetch --checkout --rebase --merge --recursive --jobs= --single-branch --no-single-branch " +
      "--recommend-shallow --no-recommend-shallow --dissociate --progress --all --summary-limit= --files " +
      "--for-status --filter=",
  ),
  bisect: G("--term-old= --term-new= --term-good= --term-bad= --no-checkout --first-parent"),
  "format-patch": G(
    `${DIFF} ${REVS} -o=write -k -N -n -s -v= --output-directory=write --stdout --attach=? --inline=? --thread=? ` +
      "--no-thread --in-reply-to= --ignore-if-in-upstream --always --cover-from-description= --subject-prefix= " +
      "--filename-max-length= --rfc=? --reroll-count= --to= --cc= --from=? --force-in-body-from --add-header= " +
      "--cover-letter --no-cover-letter --signature= --no-signature --signature-file= --suffix= --numbered " +
      "--no-numbered --start-number= --quiet --zero-commit --base= --progress --interdiff= --range-diff= " +
      "--creation-factor= --notes=? --no-notes --signoff --keep-subject --description-file= --encode-email-headers",
  ),
  apply: G(
    "-p= -C= -R -v -q -z --stat --numstat --summary --check --index --intent-to-add --cached --3way " +
      "--no-3way --ours --theirs --union --build-fake-ancestor= --reverse --reject --unidiff-zero --apply " +
      "--no-add --allow-binary-replacement --binary --exclude= --include= --ignore-space-change " +
      "--ignore-whitespace --whitespace= --inaccurate-eof --verbose --quiet --recount --directory= --unsafe-paths " +
      "--allow-empty",
  ),
  am: G(
    "-s -k -3 -q -u -n -c -S=? -C= -p= --signoff --keep --keep-non-patch --keep-cr --no-keep-cr --scissors " +
      "--no-scissors --quoted-cr= --empty= --message-id --no-message-id --quiet --utf8 --no-utf8 --3way --no-3way " +
      "--rerere-autoupdate --no-rerere-autoupdate --ignore-space-change --ignore-whitespace --whitespace= " +
      "--directory= --exclude= --include= --reject --patch-format= --interactive --no-verify " +
      "--committer-date-is-author-date --ignore-date --skip --gpg-sign=? --no-gpg-sign --continue --resolved " +
      "-r --resolvemsg= --abort --quit --retry --show-current-patch=? --allow-empty",
  ),
  reflog: G(
    `${REVS} --expire= --expire-unreachable= --rewrite --updateref --stale-fix --dry-run --verbose --all --single-worktree`,
  ),
  archive: G(
    "-v -l -o=write --format= --list --verbose --prefix= --output=write --add-file= --add-virtual-file= --worktree-attributes --mtime= --remote= --exec=command -0 -1 -2 -3 -4 -5 -6 -7 -8 -9",
  ),
  gc: G(
    "--aggressive --auto --detach --no-detach --cruft --no-cruft --max-cruft-size= --prune=? --no-prune --quiet --force --keep-largest-pack",
  ),
  "update-ref": G("-m= -d --no-deref --create-reflog --stdin -z"),
  notes: G(
    "-f -m= -F= -c= -C= --ref= --force --message= --file= --reuse-message= --reedit-message= --allow-empty --stripspace --no-stripspace -n --dry-run -v --verbose -q --quiet --stdin --ignore-missing -s= --strategy= --commit --abort",
  ),
  "sparse-checkout": G(
    "--cone --no-cone --sparse-index --no-sparse-index --stdin --skip-checks --rules-file=",
  ),
  maintenance: G("--auto --schedule= --quiet --task= --scheduler="),
  "pack-refs": G("--all --no-prune --auto --include= --exclude="),
  repack: G(
    "-a -A -d -f -F -q -n -l -b -m -k -i -g= --quiet --local --window= --depth= --threads= --max-pack-size= --write-bitmap-index --pack-kept-objects --keep-pack= --unpack-unreachable= --keep-unreachable --delta-islands --geometric= --write-midx --cruft --cruft-expiration= --filter= --filter-to=",
  ),
  bundle: G("-q --quiet --progress --all --version="),
  rerere: G(""),
  lfs: G(
    "-I= -X= --include= --exclude= --all --everything --dry-run --skip-repo --local --system --force --manual --skip-smudge",
  ),
  "update-index": G(
    "--add --remove --refresh --really-refresh -q --ignore-submodules --unmerged --ignore-missing --assume-unchanged --no-assume-unchanged --skip-worktree --no-skip-worktree --chmod= --force-remove --replace --stdin -z --verbose --index-info --cacheinfo= --info-only --again --unresolve --index-version= --split-index --no-split-index --untracked-cache --no-untracked-cache --fsmonitor --no-fsmonitor --fsmonitor-valid --no-fsmonitor-valid",
  ),
};
