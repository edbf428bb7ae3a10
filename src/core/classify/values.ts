import { matcher, staticPrefix, witnessSegment } from "./reach.js";

/** Stands in for the part of a word whose value cannot be known statically. */
export const DYN = "\u0000";

export interface Val {
  /** The value with quotes removed; unknown parts replaced by DYN. */
  s: string;
  dyn: boolean;
  /** Contains unquoted glob characters. */
  glob: boolean;
  /** 2: derived from an environment dump or a secret file; 1: from a secret-looking variable. */
  secret: 0 | 1 | 2;
  /** Produced by a command substitution that fetches from the network (`$(curl …)`, `<(wget …)`). */
  net?: boolean;
  /**
   * Holds an unquoted expansion whose value is unknown: at run time it may split into any number
   * of words (options included) or vanish. No spec can account for such a word's role.
   */
  split?: boolean;
  /** Stands for items a wrapper reads from its stdin (`xargs`, `parallel`): paths listed upstream. */
  fromStdin?: boolean;
  /** A glob whose wildcards match hidden entries too (a path find reports: `{}`, its output). */
  hidden?: boolean;
  /** A glob the program expands itself (a formatter's quoted pattern): braces are alternatives. */
  braces?: boolean;
  /** `"${arr[@]}"`: the array's elements, each its own word (`s` holds them joined by spaces). */
  fields?: string[];
}
/** What flows into a pipeline stage's standard input. */
export interface StdinSource {
  /** Static text (heredoc, here-string, echo/printf of static words). */
  text: string | null;
  /** The producer fetched it from the network. */
  network: boolean;
  /** The producer dumps the environment or reads a secret file. */
  secret: boolean;
  via: string;
  /** The text lists paths as find reports them (globs in it match hidden entries). */
  hidden?: boolean;
}

export function commandBase(s: string): string {
  const cut = s.lastIndexOf("/");
  return cut === -1 ? s : s.slice(cut + 1);
}

/** Files whose content is a credential. Reading them is escalated; sending them out is blocked. */
export function isSecretPath(p: string, home: string): boolean {
  const h = p.startsWith("~/") ? home + p.slice(1) : p;
  // Templates of secret files hold no secrets.
  if (/\.env\.(example|sample|template|dist|defaults)$|\.pub$/.test(h)) return false;
  if (!h.startsWith("/"))
    return /(^|\/)(\.env(\.[\w.-]+)?|id_(rsa|dsa|ecdsa|ed25519)|\.netrc|\.git-credentials)$/.test(h);
  return (
    /\/\.ssh\/(id_[^/]*|.*_key|authorized_keys)$/.test(h) ||
    /\/\.(aws\/credentials|aws\/config|netrc|git-credentials|pgpass|npmrc|pypirc|docker\/config\.json|kube\/config)$/.test(
      h,
    ) ||
    /\/\.config\/(gh\/hosts\.yml|gcloud\/.*|hub|rclone\/rclone\.conf|git\/credentials)$/.test(h) ||
    /\/\.(azure\/.*|terraform\.d\/credentials\.tfrc\.json|terraformrc|cargo\/credentials(\.toml)?|gem\/credentials|my\.cnf|vault-token|boto|s3cfg|dockercfg|composer\/auth\.json|m2\/settings\.xml|gradle\/gradle\.properties|config\/configstore\/.*|yarnrc\.yml)$/.test(
      h,
    ) ||
    /\/\.gnupg\//.test(h) ||
    // Agent clients' own credentials, and the secrets a container or pod is handed.
    /\/\.claude\/\.credentials\.json$|\/\.claude\.json$|\/\.codex\/auth\.json$|\/\.local\/share\/opencode\/auth\.json$|\/\.config\/github-copilot\/(hosts|apps)\.json$/.test(
      h,
    ) ||
    /^\/(var\/)?run\/secrets\//.test(h) ||
    /^\/etc\/(shadow|gshadow|sudoers)/.test(h) ||
    // A process's environment, by any PID spelling (`self`, `$PPID`, `$$`, a task of it).
    /^\/proc\/[^/]+\/(task\/[^/]+\/)?environ$/.test(h) ||
    // Desktop credential stores and password managers: GNOME keyring, KWallet, pass, KeePass,
    // macOS keychains, browsers' saved logins and cookies.
    /\/\.local\/share\/(keyrings|kwalletd)\/|\/\.kde4?\/share\/apps\/kwallet\/|\/\.password-store\/|\/Library\/Keychains\/|\/\.config\/(Bitwarden|1Password|op|keepassxc|KeePass)\//.test(
      h,
    ) ||
    /\.(kdbx?|keychain(-db)?|keyring|kwl)$/.test(h) ||
    /\/\.mozilla\/firefox\/[^/]+\/(logins\.json|key[34]\.db|cookies\.sqlite|signons\.sqlite)$/.test(h) ||
    /\/\.config\/(google-chrome|chromium|BraveSoftware\/[^/]+|microsoft-edge|vivaldi)\/[^/]+\/(Login Data|Cookies|Web Data)$/.test(
      h,
    ) ||
    /\/[^/]*\.(pem|key|p12|pfx|jks|keystore|ppk)$|\/id_(rsa|dsa|ecdsa|ed25519)[^/]*$/.test(h) ||
    /\/\.(bash|zsh|sh|python|node_repl|psql|mysql|sqlite|rediscli|lesshst)_?history$|\/\.zhistory$/.test(h) ||
    /(^|\/)\.env(\.[\w-]+)?$/.test(h)
  );
}

/** Directories that hold credentials as a whole: archiving or copying one carries the secrets along. */
export function isSecretDir(p: string, home: string): boolean {
  const h = p.startsWith("~/") ? home + p.slice(1) : p.replace(/\/+$/, "");
  const at = h.lastIndexOf("/.");
  return at > 0 && isHomeDir(h.slice(0, at), home) && CREDENTIAL_DIR.test(h.slice(at + 1));
}

/** Directories in a home that hold credentials as a whole. */
const CREDENTIAL_DIRS = [
  ".ssh",
  ".aws",
  ".gnupg",
  ".kube",
  ".docker",
  ".config/gh",
  ".config/gcloud",
  ".password-store",
  ".local/share/keyrings",
  ".local/share/kwalletd",
  ".mozilla/firefox",
  ".config/op",
  ".config/Bitwarden",
];
const CREDENTIAL_DIR = new RegExp(`^(${CREDENTIAL_DIRS.map((d) => d.replace(/[./]/g, "\\$&")).join("|")})$`);

/** A user's home directory: this one, or any other user's (their keys are keys too). */
export function isHomeDir(d: string, home: string): boolean {
  return d === home || /^\/(home\/[^/]+|root|Users\/[^/]+|var\/root)$/.test(d);
}

/** The host of a URL or `host:path`/`user@host` spelling, lower-cased; null when there is none. */
/**
 * A URL whose host depends on who parses it: a backslash, or a character WHATWG parsers drop, in
 * the authority — browsers and Node read `\` as `/` (`https://evil.example\@api.github.com/` is
 * evil.example), curl does not (redteam2).
 */
export function ambiguousAuthority(raw: string): boolean {
  return /^[a-zA-Z][a-zA-Z0-9+.-]*:(\/\/[^/?#]*[\\\t\n\r]|[\\/]*\\)/.test(raw);
}

export function hostOf(raw: string): string | null {
  if (raw.includes(DYN)) return null;
  if (ambiguousAuthority(raw)) return null;
  const m = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]+\]|[^:/?#]+)/.exec(raw);
  if (m) return m[1]!.toLowerCase();
  if (/^[\w.-]+\.[a-zA-Z]{2,}(:\d+)?(\/|$)/.test(raw)) return (raw.split(/[:/]/)[0] ?? "").toLowerCase();
  // scp-like `user@host:path` (git, scp, rsync)
  const scp = /^[\w.-]+@([\w.-]+\.[a-zA-Z]{2,}|\[[^\]]+\]):/.exec(raw);
  if (scp) return scp[1]!.toLowerCase();
  return null;
}

/** A value for messages: DYN shown as `…`. */
export function show(v: Val): string {
  return v.s.replaceAll(DYN, "…");
}

export function quoteForShell(s: string): string {
  return `'${s.replaceAll("'", "'\\''")}'`;
}

export const lit = (s: string, glob = false): Val => ({ s, dyn: false, glob, secret: 0 });
export const dynVal = (secret: 0 | 1 | 2 = 0): Val => ({ s: DYN, dyn: true, glob: false, secret });

/**
 * A path whose reading can reveal credentials: a secret file, a credential directory or anything in
 * one, or a glob whose fixed part is such a directory. With `recursive`, also a directory above a
 * credential directory (`grep -r token ~`, `rg password ~/.config`).
 */
export function revealsSecrets(p: string, home: string, recursive: boolean): boolean {
  // Values arrive expanded: a `~` still in one was quoted and names a file called `~`.
  if (p.startsWith("~")) return false;
  const h = p.replace(/(.)\/+$/, "$1");
  if (h.includes("/**/")) return deepGlobReveals(h, home);
  const fixed = h.split(/[*?[{]/)[0]!.replace(/\/[^/]*$/, (m) => (h.length > m.length ? m : ""));
  const stem = /[*?[{]/.test(h) ? fixed.replace(/\/+$/, "") || "/" : h;
  if (isSecretPath(h, home) || isSecretPath(stem, home)) return true;
  for (let d = stem; d.length > 1; d = d.slice(0, d.lastIndexOf("/")) || "/")
    if (isSecretDir(d, home)) return true;
  if (!recursive || !h.startsWith("/")) return false;
  // At or above any user's home (`/`, `/home`, `/home/other`): its credential directories are read.
  if (isHomeDir(stem, home) || /^\/(home|Users)?$/.test(stem)) return true;
  return CREDENTIAL_DIRS.some((d) => `${home}/${d}`.startsWith(stem === "/" ? "/" : `${stem}/`));
}

/**
 * A glob that reaches any depth (`~/**&#47;id_*`, find's matches): it reveals credentials when a
 * credential file it may match exists by name: a witness of its last segment in a credential
 * directory below its fixed part, or right below the fixed part (`.env`, `*.pem`).
 */
function deepGlobReveals(glob: string, home: string): boolean {
  const isMatch = matcher(glob, true);
  if (isMatch === null) return true;
  const stem = staticPrefix(glob);
  const last = glob.slice(glob.lastIndexOf("/") + 1);
  // A wildcard standing for nothing too (`.env*` matches `.env`).
  const names = [witnessSegment(last), witnessSegment(last.replace(/\*/g, ""))];
  const dirs = [stem, ...CREDENTIAL_DIRS.map((d) => `${home}/${d}`).filter((d) => isWithinDir(d, stem))];
  return dirs.some((d) =>
    [...names, "id_rsa", "credentials", "config.json"].some((n) => {
      const c = `${d}/${n}`;
      return isMatch(c) && isSecretPath(c, home);
    }),
  );
}

function isWithinDir(child: string, root: string): boolean {
  return child === root || root === "/" || child.startsWith(`${root}/`);
}
