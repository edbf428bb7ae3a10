import { type Role, type Spec, spec } from "../options.js";

/**
 * Every option of every command that only reads, with its arity and the role of its value. These
 * commands are auto-approved only when each of their words is accounted for here: an option that is
 * not listed (a newer release's, a misspelt one, one that runs a program such as `rg --pre`) makes
 * the call grey. Written from each program's manual (GNU coreutils, grep, ripgrep, findutils,
 * procps, jq); options that write a file or run a program carry the `write`/`command` role.
 */
const S = (desc: string, positional: Role = "read"): Spec => spec(desc, positional);

const GREP =
  "-E -F -G -P -i -y -v -w -x -c -L -l -o -q -s -b -H -h -n -T -Z -z -a -I -r -R -U # -e= -f=read -m= -A= -B= -C= -d= -D= " +
  "--regexp= --file=read --ignore-case --no-ignore-case --invert-match --word-regexp --line-regexp --count " +
  "--files-without-match --files-with-matches --only-matching --quiet --silent --no-messages --byte-offset " +
  "--with-filename --no-filename --label= --line-number --initial-tab --null --null-data --text --binary-files= " +
  "--devices= --directories= --exclude= --exclude-from=read --exclude-dir= --include= --recursive " +
  "--dereference-recursive --line-buffered --max-count= --after-context= --before-context= --context= " +
  "--extended-regexp --fixed-strings --basic-regexp --perl-regexp --binary --color=? --colour=?";

const RG =
  "-i -s -S -v -w -x -F -n -N -l -c -o -u -L -H -I -p -U -z -a -b -0 -q -P " +
  "-e= -f=read -g= -t= -T= -A= -B= -C= -m= -j= -M= -r= -E= -d= " +
  "--regexp= --file=read --glob= --iglob= --type= --type-not= --type-add= --type-clear= --after-context= " +
  "--before-context= --context= --max-count= --threads= --max-columns= --replace= --encoding= --max-depth= " +
  "--maxdepth= --color= --colors= --sort= --sortr= --max-filesize= --ignore-file=read --path-separator= " +
  "--context-separator= --field-match-separator= --field-context-separator= --engine= --hyperlink-format= " +
  "--dfa-size-limit= --regex-size-limit= --pre=command --pre-glob= --hostname-bin=command " +
  "--files --hidden --no-hidden --no-ignore --no-ignore-vcs --no-ignore-parent --no-ignore-dot --no-ignore-global " +
  "--no-ignore-exclude --no-ignore-files --no-ignore-messages --follow --no-follow --count --count-matches " +
  "--files-with-matches --files-without-match --fixed-strings --no-fixed-strings --ignore-case --smart-case " +
  "--case-sensitive --invert-match --word-regexp --line-regexp --line-number --no-line-number --no-heading " +
  "--heading --with-filename --no-filename --only-matching --json --no-json --vimgrep --column --no-column " +
  "--byte-offset --null --null-data --text --no-text --pretty --multiline --no-multiline --multiline-dotall " +
  "--pcre2 --no-pcre2 --pcre2-version --trim --no-trim --stats --no-stats --quiet --search-zip --no-search-zip " +
  "--one-file-system --no-messages --messages --no-config --passthru --passthrough --unrestricted " +
  "--glob-case-insensitive --debug --trace --type-list --crlf --no-crlf --binary --no-binary --block-buffered " +
  "--line-buffered --auto-hybrid-regex --sort-files --include-zero --list-file-types --max-columns-preview " +
  "--mmap --no-mmap --no-unicode --unicode --no-encoding --invert-match --files-without-match --help --version";

const HEAD = "-c= -n= -q -v -z # --bytes= --lines= --quiet --silent --verbose --zero-terminated";
const SUMS =
  "-b -c -t -z -w --binary --check --tag --text --ignore-missing --quiet --status --strict --warn --zero";
const BASE = "-d -i -w= --decode --ignore-garbage --wrap=";

export const READER_SPECS: Record<string, Spec> = {
  ls: S(
    "-a -A -b -B -c -C -d -f -F -g -G -h -H -i -k -l -L -m -n -N -o -p -q -Q -r -R -s -S -t -u -U -v -x -X -Z -1 " +
      "-I= -T= -w= --all --almost-all --author --escape --block-size= --ignore-backups --color=? --colour=? " +
      "--directory --dired --classify=? --file-type --format= --full-time --group-directories-first --no-group " +
      "--human-readable --si --dereference-command-line --dereference-command-line-symlink-to-dir --hide= " +
      "--hyperlink=? --indicator-style= --inode --ignore= --kibibytes --dereference --numeric-uid-gid --literal " +
      "--hide-control-chars --show-control-chars --quote-name --quoting-style= --reverse --recursive --size " +
      "--sort= --time= --time-style= --tabsize= --width= --context --zero",
  ),
  cat: S(
    "-A -b -e -E -n -s -t -T -u -v --show-all --number-nonblank --show-ends --number --squeeze-blank " +
      "--show-tabs --show-nonprinting",
  ),
  tac: S("-b -r -s= --before --regex --separator="),
  bat: S(
    "-A -p -P -n -l= -H= -r= -m= -d -u --show-all --plain --paging= --language= --highlight-line= --line-range= " +
      "--map-syntax= --theme= --style= --color= --decorations= --tabs= --wrap= --number --diff --list-languages " +
      "--list-themes --file-name= --terminal-width= --no-config --italic-text= --squeeze-blank",
  ),
  head: S(HEAD),
  tail: S(`${HEAD} -f -F -s= --follow=? --retry --pid= --sleep-interval= --max-unchanged-stats=`),
  less: S(
    "-N -R -S -F -X -r -i -I -M -n -+F # -p= -x= --RAW-CONTROL-CHARS --chop-long-lines --quit-if-one-screen",
  ),
  more: S("-d -f -l -c -p -s -u -n= #"),
  wc: S("-c -m -l -L -w --bytes --chars --lines --max-line-length --words --files0-from=read --total="),
  grep: S(GREP),
  egrep: S(GREP),
  fgrep: S(GREP),
  rg: S(RG),
  ag: S(
    "-i -s -S -v -w -l -L -c -o -u -U -a -f -z -Q -G= -g= -A= -B= -C= -m= --ignore-case --case-sensitive " +
      "--smart-case --invert-match --word-regexp --files-with-matches --files-without-matches --count " +
      "--only-matching --hidden --unrestricted --literal --nocolor --color --noheading --heading --nogroup " +
      "--group --column --numbers --nonumbers --vimgrep --stats --ignore= --ignore-dir= --depth= --file-search-regex=",
  ),
  ack: S(
    "-i -s -v -w -l -L -c -o -h -H -Q -f -g= -A= -B= -C= -m= --ignore-case --smart-case --invert-match --word-regexp " +
      "--files-with-matches --files-without-matches --count --literal --nocolor --color --noheading --heading " +
      "--nogroup --group --column --type= --ignore-dir= --noignore-dir= --sort-files",
  ),
  tree: S(
    "-a -d -f -i -l -s -h -D -F -C -J -x -u -g -p -n -q -N -r -t -v -U -c -L= -P= -I= --noreport --dirsfirst " +
      "--gitignore --charset= --filelimit= --du --prune --matchdirs --ignore-case --info --sort= --filesfirst " +
      "-o=write --fromfile",
  ),
  stat: S("-L -f -t -c= --format= --printf= --terse --dereference --file-system --cached="),
  file: S(
    "-b -i -L -h -z -Z -k -l -N -p -r -s -E -0 -f=read -m=read -e= -F= -P= --mime --mime-type --mime-encoding " +
      "--brief --dereference --no-dereference --keep-going --uncompress --no-pad --special-files --extension " +
      "--files-from=read --magic-file=read --exclude= --separator= --print0 --raw --preserve-date",
  ),
  du: S(
    "-a -b -c -h -H -k -l -L -m -P -s -S -x -0 -D -d= -B= -t= -X=read --max-depth= --summarize --human-readable " +
      "--all --apparent-size --total --exclude= --exclude-from=read --threshold= --time=? --time-style= --si " +
      "--bytes --block-size= --count-links --dereference --dereference-args --no-dereference --one-file-system " +
      "--inodes --null --files0-from=read --separate-dirs",
  ),
  df: S(
    "-a -h -H -i -k -l -P -T -x= -t= -B= --output=? --total --human-readable --si --print-type --local " +
      "--portability --all --inodes --block-size= --type= --exclude-type= --sync --no-sync",
  ),
  pwd: S("-L -P"),
  which: S("-a -s --all --skip-alias --skip-functions --read-alias --read-functions", "data"),
  whereis: S("-b -m -s -u -l -B= -M= -S= -f", "data"),
  type: S("-a -f -p -P -t", "data"),
  realpath: S(
    "-e -m -L -P -q -s -z --relative-to= --relative-base= --canonicalize-existing --canonicalize-missing " +
      "--logical --physical --quiet --strip --no-symlinks --zero",
  ),
  readlink: S(
    "-f -e -m -n -q -s -v -z --canonicalize --canonicalize-existing --canonicalize-missing --no-newline " +
      "--quiet --silent --verbose --zero",
  ),
  basename: S("-a -s= -z --multiple --suffix= --zero", "data"),
  dirname: S("-z --zero", "data"),
  date: S(
    "-d= -f=read -I=? -R -u -r=read --date= --file=read --iso-8601=? --rfc-3339= --rfc-email --utc --universal " +
      "--reference=read --debug --resolution",
    "data",
  ),
  uname: S(
    "-a -s -n -r -v -m -p -i -o --all --kernel-name --nodename --kernel-release --kernel-version --machine " +
      "--processor --hardware-platform --operating-system",
    "data",
  ),
  whoami: S(""),
  id: S("-u -g -G -n -r -z -a -Z --user --group --groups --name --real --zero --context", "data"),
  groups: S("", "data"),
  hostname: S(
    "-f -s -i -I -d -A -a -y --fqdn --long --short --ip-address --all-ip-addresses --domain --alias",
    "data",
  ),
  diff: S(
    "-u -c -N -a -b -B -w -i -E -Z -q -r -s -y -p -t -T -l -P -d -e -f -n # -U= -C= -W= -x= -X=read -I= -F= -S= -L= -D= " +
      "--unified=? --context=? --brief --recursive --new-file --unidirectional-new-file --text --ignore-all-space " +
      "--ignore-space-change --ignore-blank-lines --ignore-case --ignore-file-name-case --no-ignore-file-name-case " +
      "--report-identical-files --side-by-side --width= --exclude= --exclude-from=read --color=? --label= " +
      "--no-dereference --strip-trailing-cr --minimal --speed-large-files --from-file=read --to-file=read " +
      "--ignore-matching-lines= --show-function-line= --show-c-function --suppress-common-lines --normal " +
      "--expand-tabs --initial-tab --ignore-tab-expansion --ignore-trailing-space --palette= --horizon-lines= " +
      "--line-format= --old-line-format= --new-line-format= --unchanged-line-format= --left-column " +
      "--suppress-blank-empty --tabsize= --starting-file= --ed --rcs --ifdef= --paginate --GTYPE-group-format=",
  ),
  diff3: S("-a -A -e -E -x -X -3 -i -m -T -L= --text --merge --label= --easy-only --show-all --ed"),
  cmp: S("-b -l -s -i= -n= --print-bytes --verbose --quiet --silent --ignore-initial= --bytes="),
  comm: S("-1 -2 -3 -z --check-order --nocheck-order --output-delimiter= --total --zero-terminated"),
  cut: S(
    "-n -s -z -b= -c= -d= -f= --bytes= --characters= --delimiter= --fields= --complement --only-delimited " +
      "--output-delimiter= --zero-terminated",
  ),
  tr: S("-c -C -d -s -t --complement --delete --squeeze-repeats --truncate-set1", "data"),
  nl: S(
    "-p -b= -d= -f= -h= -i= -l= -n= -s= -v= -w= --body-numbering= --section-delimiter= --footer-numbering= " +
      "--header-numbering= --line-increment= --join-blank-lines= --number-format= --no-renumber " +
      "--number-separator= --starting-line-number= --number-width=",
  ),
  column: S(
    "-t -n -x -e -J -L -R= -s= -o= -c= -N= -l= -H= -O= -E= -W= -r= -d --table --separator= --output-separator= " +
      "--output-width= --table-columns= --table-right= --table-hide= --table-order= --table-wrap= " +
      "--table-truncate= --table-noextreme= --table-name= --json --keep-empty-lines --fillrows --tree= " +
      "--tree-id= --tree-parent=",
  ),
  paste: S("-s -z -d= --delimiters= --serial --zero-terminated"),
  join: S(
    "-i -z -a= -e= -j= -o= -t= -v= -1= -2= --check-order --nocheck-order --header --ignore-case --zero-terminated",
  ),
  fold: S("-b -s -w= # --bytes --spaces --width="),
  fmt: S(
    "-c -s -t -u -p= -w= -g= # --crown-margin --split-only --tagged-paragraph --uniform-spacing --width= --goal= --prefix=",
  ),
  rev: S(""),
  expand: S("-i -t= --initial --tabs= #"),
  unexpand: S("-a -t= --all --first-only --tabs= #"),
  base64: S(BASE),
  base32: S(BASE),
  basenc: S(
    `${BASE} --base64 --base64url --base32 --base32hex --base16 --base2msbf --base2lsbf --z85 --base58`,
  ),
  md5sum: S(SUMS),
  sha1sum: S(SUMS),
  sha224sum: S(SUMS),
  sha256sum: S(SUMS),
  sha384sum: S(SUMS),
  sha512sum: S(SUMS),
  b2sum: S(`${SUMS} -l= --length=`),
  shasum: S(`${SUMS} -a= -0 -p -U --algorithm= --portable --UNIVERSAL --01`),
  cksum: S(`${SUMS} -a= -l= --algorithm= --length= --untagged --base64 --raw --debug`),
  sum: S("-r -s --sysv"),
  seq: S("-w -f= -s= -t= # --format= --separator= --equal-width", "data"),
  sleep: S("#", "data"),
  nproc: S("--all --ignore=", "data"),
  free: S(
    "-b -k -m -g -h -w -t -l -v -L --kilo --mega --giga --tera --peta --kibi --mebi --gibi --tebi --pebi " +
      "--bytes --human --si --total --lohi --wide --committed --line -s= -c= --seconds= --count=",
    "data",
  ),
  uptime: S("-p -s --pretty --since", "data"),
  ps: S(
    "-A -a -d -e -f -F -H -j -l -L -M -N -T -w -x -y -Z -o= -O= -p= -q= -C= -g= -G= -s= -t= -u= -U= " +
      "--pid= --ppid= --sort= --forest --no-headers --headers --format= --user= --User= --group= --Group= " +
      "--cols= --columns= --lines= --rows= --width= --deselect --tty= --quick-pid= --sid= --cumulative -ww",
    "data",
  ),
  pgrep: S(
    "-a -c -f -i -l -n -o -v -w -x -r= -d= -g= -G= -P= -s= -t= -u= -U= --count --full --ignore-case " +
      "--list-name --list-full --newest --oldest --inverse --lightweight --exact --delimiter= --pgroup= " +
      "--group= --parent= --session= --terminal= --euid= --uid= --ns= --nslist= --older= --signal=",
    "data",
  ),
  pidof: S("-s -c -q -x -z -o= -d= -n", "data"),
  lsof: S("-n -P -i=? -t -l -U -w -b -a -c= -p= -u= -d= -g= -s= +D= +d= -F= -R", "data"),
  ldd: S("-v -u -d -r --version --verbose --unused --data-relocs --function-relocs"),
  nm: S(
    "-a -A -B -C -D -g -h -l -n -o -p -P -r -s -S -u -v -V -j --demangle --dynamic --extern-only --defined-only " +
      "--undefined-only --line-numbers --numeric-sort --no-sort --portability --reverse-sort --print-size " +
      "--size-sort --print-file-name --format= -t= --radix= --target=",
  ),
  objdump: S(
    "-a -d -D -f -g -G -h -l -p -r -R -s -S -t -T -x -C -w -z --disassemble=? --disassemble-all " +
      "--file-headers --section-headers --headers --syms --dynamic-syms --reloc --dynamic-reloc --full-contents " +
      "--source --line-numbers --demangle=? --wide --private-headers --all-headers --no-show-raw-insn " +
      "-j= -M= -b= -m= --section= --disassembler-options= --target= --architecture= --start-address= " +
      "--stop-address=",
  ),
  readelf: S(
    "-a -h -l -S -g -t -e -s -n -r -u -d -V -A -c -D -I -W -C --all --file-header --program-headers --segments " +
      "--section-headers --sections --section-groups --section-details --headers --syms --symbols " +
      "--dyn-syms --notes --relocs --unwind --dynamic --version-info --arch-specific --archive-index " +
      "--use-dynamic --histogram --wide --demangle=? -x= -p= -R= --hex-dump= --string-dump= --relocated-dump= " +
      "--debug-dump=?",
  ),
  strings: S(
    "-a -d -f -w -e= -n= -t= -o -s= # --all --data --print-file-name --bytes= --radix= --encoding= --include-all-whitespace --output-separator=",
  ),
  hexdump: S(
    "-b -c -C -d -o -x -v -e= -f=read -n= -s= -L=? --canonical --length= --skip= --format= --format-file=read --no-squeezing",
  ),
  od: S(
    "-a -b -c -d -f -i -l -o -s -x -v -A= -j= -N= -S= -t= -w=? --address-radix= --endian= --skip-bytes= " +
      "--read-bytes= --strings=? --format= --output-duplicates --width=? --traditional",
  ),
  help: S("-d -m -s", "data"),
  info: S("-a -w --all --where --apropos= -o=write --output=write", "data"),
  expr: S("", "data"),
  locale: S("-a -m -c -k -v --all-locales --charmaps --category-name --keyword-name --verbose", "data"),
  getconf: S("-a -v=", "data"),
  lscpu: S(
    "-a -b -c -e=? -p=? -J -x -y -B -C=? --all --online --offline --json --hex --physical --bytes --extended=? --parse=?",
    "data",
  ),
  lsblk: S(
    "-a -b -d -f -J -l -m -n -p -P -r -S -t -z -o= -O -e= -I= -x= --all --bytes --nodeps --fs --json --list --noheadings --paths --pairs --raw --output= --output-all --sort= --tree",
    "data",
  ),
  lsusb: S("-v -t -s= -d=", "data"),
  lspci: S("-v -vv -vvv -k -n -nn -t -s= -d= -D -m -mm", "data"),
  printenv: S("-0 --null", "data"),
  tput: S("-T= -S -x", "data"),
  clear: S("-T= -V -x", "data"),
  cal: S(
    "-1 -3 -j -m -s -w -y -Y -A= -B= -n= --monday --sunday --julian --year --twelve --week=? --months=",
    "data",
  ),
  bc: S("-l -q -s -w -i --mathlib --quiet --standard --warn --interactive"),
  dc: S("-e= -f=read --expression= --file=read"),
  jq: S(
    "-r -j -a -c -n -e -s -S -C -M -R -h --raw-output --join-output --ascii-output --compact-output " +
      "--null-input --exit-status --slurp --sort-keys --color-output --monochrome-output --raw-input --tab " +
      "--seq --stream --stream-errors --raw-output0 --unbuffered --indent= -f=read --from-file=read -L= " +
      "--arg=data --argjson=data --slurpfile=data --rawfile=data --args --jsonargs",
  ),
  gron: S(
    "-u -s -c -m -k -v -j --ungron --stream --colorize --monochrome --no-sort --values --json --insecure",
  ),
  zcat: S("-f -q -v -l --force --quiet --verbose --list"),
  bzcat: S("-s -v --small --verbose"),
  xzcat: S("-v -q -T= --threads= --verbose --quiet --format= --single-stream"),
  zstdcat: S("-v -q -f --verbose --quiet --force"),
  lz4cat: S("-v -q -f"),
  gzcat: S("-f -q -v"),
  zless: S(""),
  zmore: S(""),
  look: S("-b -d -f -t= --alternative --alphanum --ignore-case --terminate=", "data"),
  apropos: S("-a -e -l -r -w -s= --and --exact --long --regex --wildcard --sections=", "data"),
  whatis: S("-l -r -w -s= --long --regex --wildcard --sections=", "data"),
  getent: S("-s= -i --service= --no-idn", "data"),
  netstat: S(
    "-a -c -e -g -i -l -n -o -p -r -s -t -u -w -x -A= --all --listening --numeric --program --route --statistics --tcp --udp --interfaces",
    "data",
  ),
  ss: S(
    "-a -e -H -i -l -m -n -o -p -r -s -t -u -w -x -4 -6 -Z -K -f= -A= --all --listening --numeric --processes --tcp --udp --summary --extended --info --memory --options --no-header",
    "data",
  ),
  arch: S("", "data"),
  users: S("", "data"),
  who: S(
    "-a -b -d -H -l -m -p -q -r -s -t -T -u -w --all --boot --dead --heading --login --count --runlevel --short --time --users --mesg",
    "data",
  ),
  w: S("-h -u -s -f -o -i -p --no-header --no-current --short --from --old-style --ip-addr --pids", "data"),
  last: S("-a -d -F -i -R -w -x -n= -s= -t= -f=read #", "data"),
  finger: S("-s -l -p -m", "data"),
  tty: S("-s --silent --quiet", "data"),
  stty: S("-a -g --all --save", "data"),
  logname: S("", "data"),
  vmstat: S(
    "-a -f -m -n -s -d -D -p= -t -w -S= --active --forks --slabs --one-header --stats --disk --disk-sum --partition= --timestamp --wide --unit=",
    "data",
  ),
  iostat: S("-c -d -h -k -m -N -t -x -y -z -p=? -j=", "data"),
  mpstat: S("-A -u -I= -P= -o=", "data"),
  top: S("-b -c -H -i -S -s -n= -d= -p= -u= -U= -o= -w=? -E= -e=", "data"),
  htop: S("-C -t -H -M -d= -p= -u= -s= --no-color --tree --no-mouse --readonly", "data"),
  pstree: S(
    "-a -A -c -g -G -h -H= -l -n -N= -p -s -S -t -T -u -U -Z --arguments --ascii --compact-not --show-pgids --long --numeric-sort --show-pids --show-parents --hide-threads",
    "data",
  ),
  numfmt: S(
    "-d= -z --debug --delimiter= --field= --format= --from= --from-unit= --grouping --header=? --invalid= --padding= --round= --suffix= --to= --to-unit= --zero-terminated",
    "data",
  ),
  factor: S("-h --exponents", "data"),
  tsort: S(""),
  locate: S(
    "-0 -A -b -c -e -i -l= -q -r= -S -w -d= --all --basename --count --existing --ignore-case --limit= --null --quiet --regex= --statistics --wholename --database=",
    "data",
  ),
  mdfind: S("-0 -count -onlyin= -live -name= -interpret -literal", "data"),
  whence: S("-v -c -w -p -a -m -s -S -x= -f", "data"),
  compgen: S("-a -b -c -d -e -f -g -j -k -s -u -v -A= -G= -W= -P= -S= -X= -o=", "data"),
  dirs: S("-c -l -p -v #", "data"),
  fc: S("-l -n -r -e=command -s", "data"),
  caller: S("", "data"),
  disown: S("-a -h -r", "data"),
  jobs: S("-l -n -p -r -s", "data"),
  cowsay: S("-b -d -g -p -s -t -w -y -n -e= -f= -T= -W= -l", "data"),
  figlet: S("-c -l -r -x -t -k -W -S -s -o -p -n -f= -d= -w= -m= -C=", "data"),
  lolcat: S("-a -f -t -i -F= -p= -S= -d= -s=", "data"),
  toilet: S("-f= -d= -w= -t -k -W -S -s -o --filter= --metal --gay -F=", "data"),
  yes: S("", "data"),
  reset: S("-q -e= -i= -k= -m= -I -Q -r -w", "data"),
  mktemp: S("-d -q -u -t -p= --directory --dry-run --quiet --suffix= --tmpdir=?", "data"),
  uuidgen: S("-r -t -m -s -n= -N= -x --random --time --md5 --sha1 --namespace= --name= --hex", "data"),
  shuf: S(
    "-e -i= -n= -r -z --echo --input-range= --head-count= --repeat --zero-terminated --random-source=read",
    "read",
  ),
  envsubst: S("-v --variables", "data"),
  pbpaste: S("-Prefer= -pboard=", "data"),
  pbcopy: S("-pboard=", "data"),
  iconv: S("-c -s -l -f= -t= --from-code= --to-code= --list --silent"),
  sw_vers: S("-productName -productVersion -buildVersion", "data"),
  lsb_release: S("-a -c -d -i -r -s -v --all --codename --description --id --release --short", "data"),
  hash: S("-r -d -l -t -p=command", "data"),
  enable: S("-a -n -p -s -d -f=command", "data"),
  bind: S("-l -p -P -v -V -S -s -m= -q= -u= -r= -f=read -x=command", "data"),
  complete: S(
    "-p -r -D -E -I -a -b -c -d -e -f -g -j -k -s -u -v -o= -A= -G= -W= -F=command -C=command -P= -S= -X=",
    "data",
  ),
  history: S("-c -d= -a -n -r -w -p -s #", "data"),
  ping: S(
    "-4 -6 -a -A -b -B -d -D -f -L -n -O -q -r -R -U -v -c= -i= -I= -l= -m= -M= -p= -Q= -s= -S= -t= -T= -w= -W=",
    "data",
  ),
  dig: S("-4 -6 -b= -c= -f=read -k=read -m -p= -q= -t= -x= -y= -r -u", "data"),
  nslookup: S("-type= -query= -debug -port= -timeout= -retry=", "data"),
  host: S("-a -A -c= -C -d -l -i -m= -N= -r -R= -s -t= -T -U -v -V -w -W= -4 -6", "data"),
  man: S(
    "-a -f -k -K -w -W -l -u -Z -t -7 -E= -L= -m= -M= -P=command -r= -s= -S= -C=read -H=command -T=? -X=? " +
      "--all --whatis --apropos --global-apropos --where --path --local-file --update --ditroff --troff " +
      "--ascii --encoding= --locale= --systems= --manpath= --pager=command --prompt= --sections= " +
      "--config-file=read --html=command --troff-device=? --gxditview=? --regex --wildcard --names-only",
    "data",
  ),
};

/**
 * Shell built-ins and commands whose words are all data: they take no options (or treat every word
 * as text), so nothing a word says can make them write or run anything.
 */
export const DATA_ONLY = new Set(
  (
    "echo printf true false test [ [[ : exit return break continue shift wait let unalias times umask ulimit " +
    "suspend logout bg fg"
  ).split(" "),
);
