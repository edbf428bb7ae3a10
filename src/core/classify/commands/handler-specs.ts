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

export const HANDLER_SPECS: Record<string, Spec> = {
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
      "-f= -C= -T=read -X=read -I=command -b= -H= -g= -V= -K= -N= -L= -F=command " +
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
