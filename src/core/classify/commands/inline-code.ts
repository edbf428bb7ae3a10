import type { Analysis } from "../analysis.js";
import { isMetadataHost } from "../hosts.js";
import { isSecretDir, type Val } from "../values.js";
import { type InlineWrite, inlineWrites } from "./inline-writes.js";

/** Inline code in another language (python -c, node -e): judged by the APIs it names. */

/**
 * Inline code in another language cannot be parsed here; it is auto-approved only when it names
 * none of the APIs that write files, run processes or open connections. Anything else is grey.
 */
export const INLINE_SIDE_EFFECTS =
  /\b(open\s*\([^)]*,\s*(?:mode\s*=\s*)?['"][^'"]*[wax+]|write|unlink|remove|rmtree|rmdir|mkdir|rename|replace|chmod|chown|truncate|system|popen|subprocess|spawn|exec|eval|fork|kill|socket|connect|urlopen|urllib|requests|http|fetch|axios|curl|fs\.|child_process|shutil|os\.(?!path|environ\.get|getcwd|listdir|sep|getenv|name|walk|scandir|cpu_count)|Deno\.(?!args|env\.get|cwd)|File\.(write|delete|open)|FileUtils|IO\.popen|`|\$\(|__import__|importlib|compile\s*\(|pickle|marshal|ctypes|setattr|getattr|globals|__builtins__|import\s+os\s+as|from\s+os\s+import|passthru|shell_exec|proc_open|pcntl_exec|do\s+shell\s+script|(?:send|post|put|delete|patch|upload)(?![a-z])|smtplib|ftplib|paramiko|boto3|sqlite3|psycopg|pymysql|redis|sudo|require\s*\(\s*['"](fs|child_process|net|http|https|dgram|cluster|worker_threads)['"])/i;

/** Credential-store APIs of the common languages (see inlineCode). */
const CREDENTIAL_STORE_APIS =
  /\bkeyring\.(get_password|get_credential|get_keyring)|\bimport\s+(keyring|secretstorage)\b|\bfrom\s+(keyring|secretstorage)\b|\bsecretstorage\.|\bkeytar\b|\bSecKeychain|\bSecItemCopyMatching|\bkwallet|\bgnome_?keyring|\blibsecret|\bSecret\.password_lookup|find-(generic|internet)-password/i;

/** A shell command given as a string literal to a process API (`os.system("…")`, `execSync('…')`). */
const SHELL_CALL =
  /\b(?:system|popen|exec|execSync|spawnSync|shell_exec|passthru|proc_open|check_output|check_call|getoutput|getstatusoutput|run|call|Popen)\s*\(\s*(?:\[\s*)?(["'])((?:\\.|(?!\1)[^\\])*)\1/g;

const STRING = /(["'])((?:\\.|(?!\1)[^\\])*)\1/g;
const ARGV_CALL =
  /\b(?:run|call|Popen|check_call|check_output|spawnSync|spawn|execFileSync|execFile|execvp|execv|system)\s*\(\s*(?:\[([^\]]*)\]|((?:["'][^"']*["']\s*,\s*)\[[^\]]*\]))/g;

/**
 * Inline code that runs something is judged as what it runs, where that is written out: a shell
 * command in a string literal given to a process API, or (when the code hands its own arguments to
 * exec/system/spawn: `exec { $ARGV[0] } @ARGV`, `os.execvp(sys.argv[1], sys.argv[1:])`) the
 * arguments that follow the code. Other code is judged by the APIs it names (inlineCode).
 */
export function inlineRuns(code: Val, rest: Val[], a: Analysis, via: string): void {
  if (code.dyn) return;
  for (const m of code.s.matchAll(SHELL_CALL)) {
    const literal = m[2]!.replace(/\\(["'\\])/g, "$1");
    if (/\s/.test(literal) || /^[\w./-]+$/.test(literal)) a.nested(literal, `the command ${via} runs`);
  }
  for (const m of code.s.matchAll(/`([^`]+)`/g)) a.nested(m[1]!, `the command ${via} runs`);
  // An argument vector written out: `subprocess.run(["rm", "-rf", "/"])`, `spawnSync("rm", ["-rf", "/"])`.
  for (const m of code.s.matchAll(ARGV_CALL)) {
    const words = [...(m[1] ?? "").matchAll(STRING), ...(m[2] ?? "").matchAll(STRING)].map((s) => s[2]!);
    if (words.length > 0)
      a.run(
        words.map((w) => ({ s: w, dyn: false, glob: false, secret: 0 as const })),
        null,
        false,
      );
  }
  const runsArgs =
    /\b(sys\.argv|process\.argv|ARGV|@ARGV|\$ARGV|\$argv|commandArgs|Deno\.args)/.test(code.s) &&
    /\b(exec\w*|system|spawn\w*|subprocess|Popen|popen|run|call|passthru|proc_open|Command)\b/.test(code.s);
  if (runsArgs && rest.length > 0) a.run(rest, null, false);
}

export function inlineCode(code: Val, a: Analysis, via: string, rest: Val[] = []): void {
  inlineRuns(code, rest, a, via);
  a.fx.readOnly = false;
  if (code.net) {
    a.block("download_exec", `${via} runs downloaded code`);
    return;
  }
  // Libraries that read the desktop's credential stores (python keyring/secretstorage, node
  // keytar, macOS Security, KWallet, libsecret bindings) print a password, whatever tool runs them.
  if (!code.dyn && CREDENTIAL_STORE_APIS.test(code.s)) {
    a.grey("secret_read", `${via} reads a credential store (keyring, keychain, wallet)`);
    return;
  }
  if (code.dyn) {
    a.grey("inline_code", `${via} runs code that cannot be known before it runs`);
    return;
  }
  for (const m of code.s.matchAll(/\b(?:https?|ftp|gopher|dict):\/\/[^\s'"`)<>]+/gi)) {
    if (isMetadataHost(m[0])) {
      a.block(
        "cloud_metadata",
        `${via} reaches a cloud metadata service (${m[0]}), which hands out instance credentials`,
      );
      return;
    }
  }
  if (/curl|wget|https?:\/\//i.test(code.s) && /\|\s*(ba|z|da)?sh\b|exec|eval|system/i.test(code.s)) {
    a.block("download_exec", `${via} runs inline code that downloads and executes`);
    return;
  }
  const writes = inlineWrites(code.s);
  // A path in the code that is a credential file where it lands (not one it only writes): read.
  for (const lit of code.s.matchAll(/(["'])((?:\\.|(?!\1)[^\\])*)\1/g)) {
    const text = lit[2]!;
    if (
      text === "" ||
      /\s/.test(text) ||
      writes.some((w) => w.spans.some(([b, e]) => b <= lit.index && lit.index < e))
    )
      continue;
    if (a.secretFile(text) || isSecretDir(text, a.ctx.home)) {
      a.grey("secret_read", `${via} names the credential file ${text}`);
      break;
    }
  }
  judgeInlineWrites(writes, a, via);
  // Where the code's relative paths land is followed from where it starts: a change of directory in
  // the code, or a link it makes and may write through, moves them somewhere its text does not say.
  if (writes.length > 0 && CHDIR.test(code.s))
    a.grey(
      "inline_code",
      `${via} changes directory in its code, so where its writes land cannot be followed`,
    );
  else if (writes.some((w) => LINK_API.test(w.api)))
    a.grey("inline_code", `${via} makes a link in its code, through which its other paths may lead anywhere`);
  // What is left once each write with a known destination is accounted for (and the imports of the
  // file APIs it uses) must name no other side effect.
  if (INLINE_SIDE_EFFECTS.test(accountedFor(code.s, writes))) {
    a.grey("inline_code", `${via} runs inline code that may write files, run processes or use the network`);
  }
}

/** A change of the working directory in inline code (node, python, ruby, perl, php, lua's lfs). */
const CHDIR = /(?<![\w$])(?:process\.chdir|os\.f?chdir|Dir\.chdir|lfs\.chdir|chdir)\b/;
/** The link-making calls among the inline writes (inline-writes.ts names each by its API text). */
const LINK_API =
  /(?<![\w$])(?:[\w$]+\.)*(?:symlinkSync|symlink|linkSync|link|symlink_to|hardlink_to|ln|ln_s|ln_sf)\b/;

/** The imports that only bring in file APIs: every use of those APIs is judged on its own. */
const FILE_API_IMPORTS =
  /require\s*\(\s*['"](?:node:)?fs(?:\/promises)?['"]\s*\)|import\s+(?:\*\s+as\s+)?\w+\s+from\s+['"](?:node:)?fs(?:\/promises)?['"]|import\s*\{[^}]*\}\s*from\s*['"](?:node:)?fs(?:\/promises)?['"]|\bimport\s+(?:pathlib|shutil)\b|\bfrom\s+(?:pathlib|shutil)\s+import\s+[\w, ]+|\brequire\s+['"]fileutils['"]|\buse\s+File::\w+(?:\s+qw\([^)]*\))?/g;

/** The code with each write whose destination is known (and the file-API imports) blanked out. */
export function accountedFor(code: string, writes: InlineWrite[]): string {
  if (writes.length === 0 || writes.some((w) => w.path === null)) return code;
  const chars = code.split("");
  for (const w of writes) for (const [b, e] of w.spans) for (let k = b; k < e; k++) chars[k] = " ";
  // `.write(…)`/`.close()` on the handle such a call returned.
  return chars
    .join("")
    .replace(FILE_API_IMPORTS, " ")
    .replace(/\.\s*(?:write|writelines|close|flush|end)\s*\(/g, " (");
}

/**
 * Files inline code writes: each literal destination is judged where it lands (against the lease,
 * protected and sensitive paths); one that is computed cannot be, so the code is never allowed.
 */
export function judgeInlineWrites(writes: InlineWrite[], a: Analysis, via: string): void {
  if (writes.length > 0) a.fx.readOnly = false;
  for (const w of writes) {
    if (w.path === null)
      a.grey(
        "dynamic_target",
        `${via} writes (${w.api.trim()}…) to a path that cannot be known before it runs`,
      );
    else if (w.path !== "" && !/^\/dev\/(null|std(out|err))$/.test(w.path))
      a.write(
        {
          s: w.path.startsWith("~/") ? a.ctx.home + w.path.slice(1) : w.path,
          dyn: false,
          glob: false,
          secret: 0,
        },
        w.op,
        `${via} (${w.api.replace(/\s+/g, " ").trim()}…)`,
      );
  }
}
