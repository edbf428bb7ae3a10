import type { CaseTable } from "./registry.js";

/** What `builtins.ts` decides, ESLint RuleTester-style: run by test/classify/engine-families.test.ts (lease: worktree /srv/forge/wt-47). */
export const cases: CaseTable = {
  allow: [
    // Arithmetic on counts and numbers (evaluated.ts).
    "i=0; while read -r l; do i=$((i+1)); done < f; echo $i",
    "count=$(wc -l < f); [[ $count -gt 10 ]] && echo big",
    "for i in $(seq 1 3); do echo $((i+1)); done",
    "printf -v out '%s' hi; echo $out",
    "mapfile -t lines < f",
    "declare -i n=5",
    "for v in PATH HOME; do echo ${!v}; done",
    "a=(x y); a[0]=z; echo ${a[1]} ${s:1:2} ${x:-default} ${#a[@]}",
    "PS4='+ ${BASH_SOURCE}:${LINENO}: '; set -x; make",
    "cd src && ls",
    "export FOO=1",
    "source ./scripts/env.sh",
    "exec ls",
    // Where each path lands, after every cd (see cwd.ts).
    "cd web && rm -rf ../.next",
    "cd packages/api && rm -rf ../../dist",
    "( cd ..; ls ) && rm -rf build",
    "cd web || exit 1; rm -rf ../.next",
    "set -e; cd web; rm -rf ../.next",
    "pushd web >/dev/null && rm -rf ../dist && popd",
    "cd src && cd .. && rm -rf build",
    "echo $(cd /etc) && rm -rf build",
    "nice cd /etc && rm -rf build",
    "f() { cd web; }; f && rm -rf ../dist",
    'cd web && rm -rf "$PWD/../dist"',
    "cd web; cd -; ls",
    "sleep 30 & wait",
    "npm run dev > /tmp/forge-47/dev.log 2>&1 & disown",
    // Traps that run later, with absolute paths or none; a trap reset or listed.
    "trap 'rm -rf /tmp/forge-47/work' EXIT; mkdir -p /tmp/forge-47/work",
    "trap 'echo done' EXIT; npm test",
    "source /dev/stdin <<< 'cd /tmp/forge-47'; rm -rf ./x",
  ],
  block: [
    // an option trap does not know never makes its action safe
    "trap --frob 'rm -rf ~' EXIT",
    // An array element's subscript is expanded when bash evaluates it: quoted text runs as code.
    "[[ -v 'a[$(rm -rf ~)]' ]]",
    "test -v 'a[$(rm -rf ~)]'",
    "printf -v 'a[$(rm -rf ~)]' x",
    "read 'a[$(rm -rf ~)]' <<< x",
    "unset 'a[$(rm -rf ~)]'",
    "let 'a[$(rm -rf ~)]=1'",
    "declare -i n='a[$(rm -rf ~)]'",
    "declare 'a[$(rm -rf ~)]=1'",
    "getopts ab 'a[$(rm -rf ~)]'",
    "x='a[$(rm -rf ~)]'; echo $((x))",
    "n='a[$(rm -rf ~)]'; [[ $n -eq 0 ]]",
    "mapfile -C 'rm -rf ~' -c 1 < README.md",
    // A prompt is expanded later (PS4 at each traced command, `${x@P}`): its substitutions run then.
    "PS4='$(rm -rf ~)'; set -x; true",
    "s=abc; o='a[$(rm -rf ~)]'; echo ${s:o}",
    "i='b[$(rm -rf ~)]'; echo ${a[$i]}",
    "i='b[$(rm -rf ~)]'; a[i]=1",
    "declare -n r='a[$(rm -rf ~)]'; echo $r",
    "x='a[$(rm -rf ~)]'; echo ${!x}",
    "x='$(rm -rf ~)'; echo \"${x@P}\"",
    "eval 'rm -rf /'",
    "kill -9 -1",
    "cd / && rm -rf etc",
    "cd /etc && rm -rf passwd",
    "command cd /etc && rm -rf passwd",
    "eval 'cd /etc' && rm -rf passwd",
    "cd .. && rm -rf wt-48",
    "pushd ~ && rm -rf .bashrc",
    "cd ~ && echo x >> .bashrc",
    "f() { cd /etc; }; f && rm -rf passwd",
    'cd ~ && rm -rf "$PWD/projects"',
    "CDPATH=/etc; cd /etc/ssh && rm -rf x",
  ],
  grey: [
    // A value read at run time, evaluated as an expression.
    "x=$(cat f); echo $((x+1))",
    "echo $(( $(cat f) + 1 ))",
    "read n < f; echo $((n+1))",
    "declare -i n=$(cat f)",
    'x=$(cat f); echo "${x@P}"',
    'eval "$CMD"',
    'trap "$X" EXIT',
    "pkill node",
    'declare -n r=HOME; rm -rf "$r"',
    // Credentials read where the path lands.
    "cd ~/.ssh && cat id_*",
    "pushd ~/.aws >/dev/null && cat credentials",
    "cd ~/.ssh && tar czf /tmp/forge-47/k.tgz .",
    "cd ~ && grep -r token .",
    'cd ~/.ssh && cat "$PWD/id_rsa"',
    // A working directory that cannot be known makes the relative paths after it unknown.
    'cd "$DIR" && cat notes.txt',
    'cd "$DIR" && rm -rf build',
    "popd && rm -rf build",
    "cd /etc; cd - && rm -rf x",
    // A path outside the lease in only one of the places the shell may be (a cd that may fail, a
    // CDPATH entry): not allowed, not blocked.
    "cd web; rm -rf ../.next",
    "cd /etc; rm -rf passwd",
    "CDPATH=/etc; cd ssh && rm -rf x",
    // Detached jobs that talk to the network or repeat effects keep running after the call.
    "nohup sh -c 'while true; do curl -s https://api.github.com/x; sleep 60; done' &",
    "(while true; do date >> /tmp/forge-47/beat; sleep 5; done) &",
    "curl -s https://api.github.com/x & disown",
    "setsid curl -s https://api.github.com/x",
    // The loop ends where its condition left the shell (redteam2).
    "until cd /etc; do sleep 1; done; rm -rf passwd",
    "while ! cd /etc; do :; done; rm -rf passwd",
    // A trap's code runs later, wherever the shell is by then; one run between commands that
    // moves the shell leaves every later place unknown (redteam2).
    "trap 'rm -rf passwd' EXIT; cd /etc",
    "trap -- 'rm -rf passwd' EXIT; cd /etc",
    "trap 'rm -rf passwd' ERR; cd /etc; false",
    "trap 'cd /etc' DEBUG; rm -rf passwd",
    // Code sourced from standard input runs in this shell: its cd moves it (redteam2).
    "source /dev/stdin <<< 'cd /etc'; rm -rf passwd",
    ". /dev/stdin <<'EOF'\ncd /etc\nEOF\nrm -rf passwd",
  ],
};
