import { type Spec, spec } from "../options.js";

/**
 * Option specs of the commands that have a handler of their own (file writers, text tools,
 * archivers, shells): the dispatcher accounts for every word against them before the handler
 * judges what the command does, so an option no spec knows is grey even where the handler would
 * not have looked (GNU coreutils, sed, gawk, tar, gzip, bash manuals).
 */
const COMMON = "--help --version";
const S = (desc: string): Spec => spec(`${desc} ${COMMON}`, "data");

const COMPRESS =
  "-c -d -f -k -l -n -N -q -r -t -v -z -1 -2 -3 -4 -5 -6 -7 -8 -9 -T= -S= --stdout --to-stdout --decompress " +
  "--uncompress --force --keep --list --no-name --name --quiet --recursive --test --verbose --fast --best " +
  "--rsyncable --suffix= --threads= --synchronous --no-sparse --sparse --memory= --format= --check= " +
  "--long=? --ultra --rm --no-progress --progress -o=write --output=write";
const SHELL =
  "+ -a -b -c -e -f -h -i -k -l -m -n -p -r -s -t -u -v -x -B -C -E -H -P -T -o= +o= -O= +O= +e +x +u " +
  "--login --norc --noprofile --posix --verbose --restricted --noediting --debugger --dump-strings " +
  "--dump-po-strings --pretty-print --protected --rcfile=command --init-file=command";
const AWK =
  "-F= -v= -f=read -e= -b -c -C -d=? -D=? -g -h -i=read -l= -L=? -M -n -N -o=?write -O -p=?write -P -r " +
  "-s -S -t -V -W= --field-separator= --assign= --file=read --source= --characters-as-bytes --traditional " +
  "--copyright --dump-variables=?write --debug=? --gen-pot --include=read --load= --lint=? --bignum " +
  "--use-lc-numeric --non-decimal-data --pretty-print=?write --optimize --profile=?write --posix --re-interval " +
  "--no-optimize --sandbox --lint-old --exec=read";

const MAKE =
  "-B -d -e -i -k -n -p -q -r -R -s -S -t -v -w -L -O=? -j=? -l=? -C=dir -f=dir -I=dir -o= -W= " +
  "--always-make --debug=? --environment-overrides --eval=command --file=dir --makefile=dir --ignore-errors " +
  "--include-dir=dir --jobs=? --keep-going --load-average=? --check-symlink-times --just-print --dry-run " +
  "--recon --old-file= --assume-old= --output-sync=? --print-data-base --question --no-builtin-rules " +
  "--no-builtin-variables --silent --quiet --no-silent --stop --no-keep-going --touch --trace " +
  "--print-directory --no-print-directory --what-if= --new-file= --assume-new= --warn-undefined-variables " +
  "--directory=dir --shuffle=?";

const PIP =
  "-r=read -c=read -e= -t=write -d=write -i=host -f=host -U -q -v -y -I -l --requirement=read " +
  "--constraint=read --editable= --target=write --dest=write --index-url=host --extra-index-url=host " +
  "--find-links=host --no-index --upgrade --upgrade-strategy= --force-reinstall --ignore-installed --no-deps " +
  "--no-cache-dir --cache-dir=write --user --root=write --prefix=write --pre --quiet --verbose --yes " +
  "--no-build-isolation --no-binary= --only-binary= --prefer-binary --require-hashes --hash= --python= " +
  "--platform= --python-version= --implementation= --abi= --dry-run --report=write --progress-bar= " +
  "--disable-pip-version-check --no-input --timeout= --retries= --proxy=host --trusted-host= --cert=read " +
  "--client-cert=read --break-system-packages --no-warn-script-location --no-compile --compile --src=write " +
  "--outdated --uptodate --local --not-required --format= --exclude= --all --files --json --isolated " +
  "--no-color --log=write --exists-action= --use-pep517 --no-use-pep517 --config-settings= --global-option= " +
  "--check-build-dependencies --group= --list --path= --exclude-editable --include-editable --no-python-version-warning";
const CARGO =
  "-p= -j= -r -v -q -F= -Z= -C= -h -V -D= -W= -A= --package= --workspace --all --exclude= --lib --bin= --bins " +
  "--example= --examples --test= --tests --bench= --benches --all-targets --features= --all-features " +
  "--no-default-features --release --profile= --target= --target-dir=write --manifest-path=read " +
  "--message-format= --jobs= --keep-going --locked --offline --frozen --verbose --quiet --color= --config= " +
  "--no-run --no-fail-fast --doc --no-deps --open --document-private-items --check --fix --allow-dirty " +
  "--allow-staged --allow-no-vcs --broken-code --edition --edition-idioms --timings=? " +
  "--future-incompat-report --ignore-rust-version --unit-graph --out-dir=write --artifact-dir=write " +
  "--precise= --recursive --aggressive --dry-run --path= --git= --branch= --tag= --rev= --registry=host " +
  "--index=host --root=write --force --list --version --help --all-features --dev --build --optional " +
  "--rename= --name= --vcs= --edition= --exact --quiet --verbose " +
  // cargo search, tree and metadata.
  "--limit= -i= --invert= -e= --edges= --depth= --prefix= --no-dedupe -d --duplicates --charset= --format= " +
  "--format-version= --filter-platform=";
const GO =
  "- -o=write -v -x -n -a -race -msan -asan -cover -covermode= -coverpkg= -coverprofile=write -count= -run= " +
  "-bench= -benchmem -benchtime= -timeout= -short -failfast -parallel= -p= -tags= -ldflags= -gcflags= " +
  "-asmflags= -trimpath -mod= -modfile=read -buildvcs= -buildmode= -work -json -u -d -t -insecure!command " +
  "-C= -cpu= -list= -skip= -shuffle= -fuzz= -fuzztime= -fuzzminimizetime= -vet= -exec=command " +
  "-toolexec=command -overlay=read -pgo= -cpuprofile=write -memprofile=write -blockprofile=write " +
  "-mutexprofile=write -outputdir=write -trace=write -coverprofile=write -f= -m -e -deps -find -export " +
  "-c -compiled -test -w -l -s -r= -modcacherw -cache -testcache -modcache -fuzzcache -i -fix -all -h -help " +
  // go mod edit (`-replace` points the build at other code: left out, so grey), go tool cover, go list -m.
  "-require= -droprequire= -exclude= -dropexclude= -retract= -dropretract= -go= -toolchain= -module= -fmt " +
  "-print -func=read -html=read -versions -retracted -reuse=read";
const RSYNC =
  "-a -r -v -z -P -h -n -u -l -L -p -t -g -o -D -c -q -i -R -H -A -X -S -W -x -b -C -0 -4 -6 -e=command -f= " +
  "-T=write -B= --archive --recursive --verbose --compress --progress --partial --human-readable --dry-run " +
  "--update --links --copy-links --perms --times --group --owner --devices --specials --checksum --quiet " +
  "--itemize-changes --relative --hard-links --acls --xattrs --sparse --whole-file --one-file-system " +
  "--backup --cvs-exclude --from0 --delete --delete-before --delete-after --delete-during --delete-delay " +
  "--delete-excluded --del --remove-source-files --ignore-existing --existing --size-only --ignore-times " +
  "--no-perms --no-owner --no-group --no-times --stats --info= --exclude= --include= --filter= " +
  "--files-from=read --exclude-from=read --include-from=read --backup-dir=write --temp-dir=write " +
  "--partial-dir= --log-file=write --chmod= --chown= --rsh=command --rsync-path=command --bwlimit= " +
  "--timeout= --contimeout= --max-size= --min-size= --max-delete= --suffix= --mkpath --append " +
  "--append-verify --inplace --safe-links --copy-unsafe-links --munge-links --no-implied-dirs " +
  "--prune-empty-dirs --omit-dir-times --numeric-ids --checksum-choice= --compress-level= --port= " +
  "--password-file=read --out-format= --list-only";
const WGET =
  "-q -v -N -c -r -k -p -x -m -S -E -4 -6 -nv -nc -nd -nH -np -l= -O=write -o=write -a=write -P=write " +
  "-t= -T= -w= -U= -e=command -i=read -B= -Q= -A= -R= -D= --quiet --verbose --no-verbose --timestamping " +
  "--continue --recursive --level= --convert-links --page-requisites --no-parent --no-directories " +
  "--no-host-directories --force-directories --mirror --server-response --spider --output-document=write " +
  "--output-file=write --append-output=write --directory-prefix=write --tries= --timeout= --wait= " +
  "--user-agent= --header= --post-data= --post-file=read --body-data= --body-file=read --method= --user= " +
  "--password= --http-user= --http-password= --no-check-certificate --ca-certificate=read " +
  "--certificate=read --private-key=read --execute=command --input-file=read --base= --quota= " +
  "--limit-rate= --no-clobber --content-disposition --trust-server-names --show-progress --progress= " +
  "--max-redirect= --accept= --reject= --domains= --exclude-domains= --span-hosts --load-cookies=read " +
  "--save-cookies=write --keep-session-cookies --no-cache --no-proxy --inet4-only --inet6-only " +
  "--https-only --compression= --retry-connrefused --waitretry= --random-wait --delete-after " +
  "--adjust-extension --backups= --no-config --config=read --use-askpass=command --read-timeout= " +
  "--connect-timeout= --dns-timeout= --no-dns-cache --ignore-case --no-http-keep-alive --auth-no-challenge";

const DECLARE = "-a -A -f -F -g -i -l -n -r -t -u -x -p -I";

const HTTPIE =
  "-v --verbose -h --headers -b --body -p= --print= --pretty= -s= --style= -j --json -f --form -F --follow --check-status --timeout= -I --ignore-stdin -q --quiet --offline";

export const HANDLER_SPECS: Record<string, Spec> = {
  // Single-level tools whose handler allows reads only: their whole option set as allowed.
  ping: S("-c= -i= -W= -w= -s= -t= -q -n -4 -6 -D -O"),
  // netcat's port probe only (network.ts): every other option is a raw connection's, grey.
  nc: S("-z -v -n -4 -6 -w= -G="),
  ncat: S("-z -v -n -4 -6 -w="),
  netcat: S("-z -v -n -4 -6 -w="),
  ping6: S("-c= -i= -W= -w= -s= -t= -q -n -D -O"),
  dig: S(
    "-t= -c= -x= -4 -6 -p= +short +noall +answer +trace +nocmd +nocomments +stats +nostats +multiline +dnssec",
  ),
  nslookup: S("-type= -query= -debug -timeout= -port="),
  host: S("-t= -a -v -4 -6 -W= -c= -C -r -T -s"),
  drill: S("-t -x -4 -6 -D -S -T -p="),
  traceroute: S("-n -q= -w= -m= -f= -I -T -U -4 -6 -p="),
  tracepath: S("-n -b -l= -m= -p= -4 -6"),
  mtr: S(
    "-r --report -w --report-wide -c= --report-cycles= -n --no-dns -b --show-ips -4 -6 -T --tcp -u --udp -j --json",
  ),
  whois: S("-H -p= -a -r"),
  crontab: S("-l"),
  code: S(
    "-r --reuse-window -n --new-window -g --goto -d --diff -w --wait --list-extensions --show-versions",
  ),
  yq: S(
    "-r --raw-output -o= --output-format= -p= --input-format= -e --exit-status -C --colors -M --no-colors -I= --indent= -P --prettyPrint -j --tojson -N --no-doc -0 --nul-output -s= --split-exp= --expression= --from-file=read -n --null-input --unwrapScalar=? --header-preprocess=? -v --verbose -i --inplace",
  ),
  http: S(HTTPIE),
  dpkg: S(
    "-l --list -L --listfiles -s --status -S --search -p --print-avail --print-architecture -W --show -f= --showformat=",
  ),
  https: S(HTTPIE),
  xh: S(HTTPIE),
  cd: S("-L -P -e -@"),
  disown: S("-a -h -r"),
  set: S("-a -b -e -f -h -k -m -n -p -t -u -v -x -B -C -E -H -P -T -o="),
  shopt: S("-s -u -p -q -o"),
  patch: S(
    "-R -N -f -s -t -u -c -e -n -E -l -b -Z -T -p= -F= -i=read -o=write -d=dir -r=write -B= -V= -z= -D= " +
      "--strip= --reverse --forward --force --silent --quiet --batch --unified --context --ed --normal " +
      "--remove-empty-files --ignore-whitespace --backup --input=read --output=write --directory=dir " +
      "--reject-file=write --dry-run --verbose --binary --no-backup-if-mismatch --backup-if-mismatch " +
      "--merge=? --posix --suffix= --version-control= --follow-symlinks --fuzz= --set-utc --set-time " +
      "--quoting-style= --reject-format= --read-only=",
  ),
  pushd: S("-n #"),
  popd: S("-n #"),
  export: S("-f -n -p"),
  declare: S(DECLARE),
  typeset: S(DECLARE),
  local: S(DECLARE),
  readonly: S("-a -A -f -p"),
  unset: S("-f -v -n"),
  read: S("-a= -d= -e -i= -n= -N= -p= -r -s -t= -u="),
  mapfile: S("-d= -n= -O= -s= -t -u= -C= -c="),
  readarray: S("-d= -n= -O= -s= -t -u= -C= -c="),
  trap: S("-l -p -P"),
  kill: spec(
    "- # -s= -n= -l -L -HUP -INT -QUIT -KILL -TERM -USR1 -USR2 -STOP -CONT -ALRM -CHLD -PIPE -WINCH " +
      "-SIGHUP -SIGINT -SIGQUIT -SIGKILL -SIGTERM -SIGUSR1 -SIGUSR2 -SIGSTOP -SIGCONT -SIGALRM -SIGCHLD -SIGPIPE " +
      "-SIGWINCH",
    "data",
  ),
  pip: S(PIP),
  pip3: S(PIP),
  cargo: S(CARGO),
  go: S(GO),
  rsync: S(RSYNC),
  wget: S(WGET),
  make: S(MAKE),
  gmake: S(MAKE),
  rm: S(
    "-f -i -I -r -R -d -v --force --interactive=? --one-file-system --no-preserve-root --preserve-root=? " +
      "--recursive --dir --verbose",
  ),
  rmdir: S("-p -v --ignore-fail-on-non-empty --parents --verbose"),
  unlink: S(""),
  mkdir: S("-p -v -m= -Z --parents --verbose --mode= --context=?"),
  touch: S("-a -c -h -m -f -d= -r=read -t= --no-create --no-dereference --date= --reference=read --time="),
  tee: S("-a -i -p --append --ignore-interrupts --output-error=?"),
  cp: S(
    "-a -b -d -f -i -H -l -L -n -P -p -R -r -s -T -u -v -x -Z -t=write --archive --attributes-only --backup=? " +
      "--copy-contents --debug --force --interactive --link --dereference --no-clobber --no-dereference " +
      "--preserve=? --no-preserve= --parents --recursive --reflink=? --remove-destination --sparse= " +
      "--strip-trailing-slashes --symbolic-link --suffix= -S= --target-directory=write --no-target-directory " +
      "--update=? --verbose --one-file-system --context=? --keep-directory-symlink",
  ),
  mv: S(
    "-b -f -i -n -T -u -v -Z -t=write -S= --backup=? --force --interactive --no-clobber --no-copy " +
      "--strip-trailing-slashes --suffix= --target-directory=write --no-target-directory --update=? --verbose " +
      "--context --exchange",
  ),
  ln: S(
    "-b -d -F -f -i -L -n -P -r -s -T -v -t=write -S= --backup=? --directory --force --interactive --logical " +
      "--no-dereference --physical --relative --symbolic --suffix= --target-directory=write " +
      "--no-target-directory --verbose",
  ),
  install: S(
    "-b -C -c -d -D -p -s -v -Z -g= -m= -o= -t=write -S= --backup=? --compare --directory --group= --mode= " +
      "--owner= --preserve-timestamps --strip --strip-program=command --suffix= --target-directory=write " +
      "--no-target-directory --verbose --preserve-context --context=?",
  ),
  chmod: S(
    "-c -f -v -R --changes --silent --quiet --verbose --no-preserve-root --preserve-root --reference=read --recursive",
  ),
  chown: S(
    "-c -f -v -h -R -H -L -P --changes --silent --quiet --verbose --dereference --no-dereference --from= " +
      "--no-preserve-root --preserve-root --reference=read --recursive",
  ),
  chgrp: S(
    "-c -f -v -h -R -H -L -P --changes --silent --quiet --verbose --dereference --no-dereference " +
      "--no-preserve-root --preserve-root --reference=read --recursive",
  ),
  truncate: S("-c -o -s= -r=read --no-create --io-blocks --size= --reference=read"),
  shred: S(
    "-f -n= -s= -u -v -x -z --force --iterations= --random-source=read --size= --remove=? --verbose --exact --zero",
  ),
  sed: S(
    "-n -E -r -s -u -z -i=? -e= -f=read -l= --quiet --silent --regexp-extended --separate --unbuffered " +
      "--null-data --in-place=? --expression= --file=read --line-length= --posix --debug --sandbox " +
      "--follow-symlinks -b --binary",
  ),
  sort: S(
    "-b -d -f -g -i -M -h -n -R -r -V -c -C -m -s -u -z -k= -t= -o=write -S= -T=write --ignore-leading-blanks " +
      "--dictionary-order --ignore-case --general-numeric-sort --ignore-nonprinting --month-sort " +
      "--human-numeric-sort --numeric-sort --random-sort --reverse --version-sort --check=? --merge --stable " +
      "--unique --zero-terminated --key= --field-separator= --output=write --buffer-size= " +
      "--temporary-directory=write --parallel= --batch-size= --files0-from=read --random-source=read --sort= " +
      "--debug --compress-program=command",
  ),
  uniq: S(
    "-c -d -D -i -u -z -f= -s= -w= --count --repeated --all-repeated=? --group=? --ignore-case --unique " +
      "--zero-terminated --skip-fields= --skip-chars= --check-chars=",
  ),
  awk: S(AWK),
  gawk: S(AWK),
  mawk: S(AWK),
  nawk: S(AWK),
  tar: S(
    "-c -x -t -r -u -A -d -z -j -J -Z -a -v -k -m -o -p -P -h -O -S -W -U -B -G -i -l -M -n -s -w " +
      "-f= -C= -T=read -X=read -I=command -b= -H= -g=write -V= -K= -N= -L= -F=command " +
      "--create --extract --get --list --append --update --catenate --concatenate --delete --diff --compare " +
      "--gzip --gunzip --bzip2 --xz --lzma --lzip --lzop --zstd --compress --auto-compress --verbose " +
      "--keep-old-files --keep-newer-files --skip-old-files --overwrite --overwrite-dir --unlink-first " +
      "--recursive-unlink --no-overwrite-dir --touch --preserve-permissions --same-permissions " +
      "--no-same-permissions --same-owner --no-same-owner --numeric-owner --absolute-names --dereference " +
      "--hard-dereference --to-stdout --sparse --verify --ignore-zeros --ignore-failed-read --one-file-system " +
      "--no-recursion --recursion --wildcards --no-wildcards --anchored --no-anchored --null --no-null " +
      "--totals=? --checkpoint=? --show-transformed-names --strip-components= --exclude= --exclude-vcs " +
      "--exclude-vcs-ignores --exclude-caches --exclude-backups --exclude-tag= --exclude-from=read " +
      "--files-from=read --file= --directory= --format= --owner= --group= --mode= --mtime= --sort= " +
      "--transform= --xform= --blocking-factor= --record-size= --label= --newer= --after-date= " +
      "--newer-mtime= --occurrence=? --warning= --index-file=write --level= --listed-incremental=write " +
      "--use-compress-program=command --to-command=command --checkpoint-action=command " +
      "--info-script=command --new-volume-script=command --rsh-command=command --acls --no-acls --xattrs " +
      "--no-xattrs --selinux --no-selinux --posix --full-time --utc --quoting-style= --no-auto-compress",
  ),
  gzip: S(COMPRESS),
  gunzip: S(COMPRESS),
  bzip2: S(COMPRESS),
  bunzip2: S(COMPRESS),
  xz: S(COMPRESS),
  unxz: S(COMPRESS),
  zstd: S(COMPRESS),
  unzstd: S(COMPRESS),
  lz4: S(COMPRESS),
  zip: S(
    "-r -j -q -v -m -u -f -d -y -D -X -0 -1 -2 -3 -4 -5 -6 -7 -8 -9 -e -T -o -l -ll -A -F -FF -R -S -@ " +
      "-x= -i= -b=write -n= -P= -TT=command -Z= -t= -tt= --recurse-paths --junk-paths --quiet --verbose " +
      "--move --update --freshen --delete --symlinks --no-dir-entries --no-extra --encrypt --test --exclude= " +
      "--include= --password= --unzip-command=command",
  ),
  unzip: S("-l -t -z -v -o -n -q -qq -j -C -L -a -aa -b -u -f -X -K -P= -d= -x="),
  xxd: S(
    "-a -b -C -e -E -i -p -ps -r -u -d -R= -c= -g= -l= -o= -s= -n= --autoskip --bits --capitalize --include --plain --revert --uppercase",
  ),
  csplit: S(
    "-b= -f= -n= -k -s -q -z --suffix-format= --prefix= --digits= --keep-files --quiet --silent " +
      "--elide-empty-files --suppress-matched",
  ),
  split: S(
    "-a= -b= -C= -l= -n= -t= -d -x -e -u --suffix-length= --additional-suffix= --bytes= --line-bytes= " +
      "--lines= --number= --separator= --numeric-suffixes=? --hex-suffixes=? --elide-empty-files " +
      "--unbuffered --verbose --filter=command",
  ),
  sh: spec(SHELL, "data"),
  bash: spec(SHELL, "data"),
  dash: spec(SHELL, "data"),
  zsh: spec(`${SHELL} -d -g -y -Z -N --no-rcs --emulate=`, "data"),
  ksh: spec(SHELL, "data"),
};
