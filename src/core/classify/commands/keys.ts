import type { Analysis } from "../analysis.js";
import { has, lit, optValue, parseSpec, spec } from "../options.js";
import { show, type Val } from "../values.js";
import { account } from "./account.js";
import { rawNetwork } from "./network.js";
import { H, type Io } from "./registry.js";

/**
 * Key and certificate tools (openssl, ssh-keygen). What they write is judged like any write (a key
 * generated into the scratch directory is fine, one written over `~/.ssh/id_ed25519` is not); what
 * they read is judged like a reader's operand (signing with, converting or printing a credential
 * that is not the project's is grey). A file they only write is never a credential read, whatever
 * its name: `-keyout /tmp/forge-47/dev.key` makes a new key.
 */

/** openssl's options: one dash, a value after a space; `-passin`/`-passout` take `pass:`/`file:`/`env:`. */
const OSSL_COMMON = "- -help -in=read -out=write -inform= -outform= -noout -text -passin= -passout= -engine=";
const OSSL_KEYGEN = "-aes128 -aes192 -aes256 -des3 -camellia256 -nodes -noenc";
const OPENSSL: Record<string, string> = {
  req:
    `-new -x509 -newkey= -key=read -keyout=write -days= -subj= -nodes -noenc -sha256 -sha384 -sha512 -config=read ` +
    `-extensions= -reqexts= -addext= -set_serial= -batch -verify -pubkey -nameopt= -utf8 -multivalue-rdn ` +
    `-keyform= -pkeyopt= -CA=read -CAkey=read -copy_extensions= -not_before= -not_after= ${OSSL_KEYGEN}`,
  x509:
    "-req -signkey=read -CA=read -CAkey=read -CAcreateserial -CAserial=write -days= -sha256 -sha384 -sha512 " +
    "-extfile=read -extensions= -subject -issuer -dates -startdate -enddate -fingerprint -serial -pubkey " +
    "-modulus -hash -subject_hash -issuer_hash -email -purpose -nameopt= -checkend= -ext= -set_serial= -copy_extensions= -noout",
  genrsa: `${OSSL_KEYGEN} -f4 -3 -primes=`,
  genpkey: `-algorithm= -pkeyopt= -paramfile=read -genparam ${OSSL_KEYGEN} -quiet`,
  ecparam: "-name= -genkey -list_curves -param_enc= -conv_form= -noout -check",
  rsa: `-pubin -pubout -RSAPublicKey_in -RSAPublicKey_out -modulus -check ${OSSL_KEYGEN}`,
  pkey: `-pubin -pubout -check -pubcheck ${OSSL_KEYGEN}`,
  ec: `-pubin -pubout -param_out -check ${OSSL_KEYGEN}`,
  rand: "-hex -base64",
  dgst: "-sha1 -sha256 -sha384 -sha512 -md5 -hex -binary -r -c -sign=read -verify=read -prverify=read -signature=read -hmac= -keyform=",
  verify:
    "-CAfile=read -CApath=read -untrusted=read -purpose= -verbose -show_chain -partial_chain -trusted=read",
  version: "-a -v -b -o -f -p -d -e -c",
  crl: "-CAfile=read -CApath=read -hash -issuer -lastupdate -nextupdate -fingerprint -noout",
  base64: "-d -e -A",
  pkcs12:
    "-export -inkey=read -certfile=read -name= -nokeys -nocerts -clcerts -cacerts -info -nodes -noenc -legacy",
  list: "-digest-commands -cipher-commands -cipher-algorithms -digest-algorithms -public-key-algorithms -commands",
};

/**
 * Where openssl's words are credentials read: any credential for a command that prints the key
 * it reads (`rsa`, `pkey`, `ec`, `pkcs12`, `base64`); one from outside the project (a home's keys,
 * another checkout's) for the others, which use a key without printing it (`req -key`, `dgst -sign`)
 * or read a certificate (`x509 -in cert.pem`): the project's own test certificate is its business.
 */
function credentialReads(words: Val[], a: Analysis, via: string, prints: boolean): boolean {
  for (const v of words) {
    if (v.dyn) continue;
    const reveals = a.credentialIn(v);
    if (reveals === false) continue;
    if (prints || a.secretEntry(v.s)) {
      a.grey("secret_read", `${via} reads ${reveals}, which holds credentials`);
      return true;
    }
  }
  return false;
}

function openssl(all: Val[], a: Analysis, io: Io): null {
  // openssl takes no option before its command: one there is unknown (grey), and the command after
  // it is still judged for what it does (an option never hides a host or a read).
  const first = all.findIndex((v) => v.dyn || !v.s.startsWith("-"));
  if (first > 0)
    a.grey("unknown_option", `\`openssl\` is given an option before its command (${show(all[0]!)})`);
  const args = first > 0 ? all.slice(first) : all;
  const sub = args[0]?.s ?? "";
  if (/^s_(client|server|time)$|^ocsp$/.test(sub)) {
    rawNetwork(args, a, io);
    return null;
  }
  const desc = OPENSSL[sub];
  const via = `\`openssl ${sub}\``;
  if (desc === undefined || args[0]!.dyn) {
    a.grey("unknown_command", `${via} is not an openssl command forge-gate knows`);
    return null;
  }
  // `openssl req`/`x509` print keys and certificates read through the roles below; the key a
  // command generates is written, never read.
  const sp = spec(`${OSSL_COMMON} ${desc}`, "data");
  const p = account(via, args.slice(1), sp, a);
  const reads = p.opts.filter((o) => sp.opts.get(o.name)?.role === "read" && o.value).map((o) => o.value!);
  // `-passin file:PATH` reads a passphrase file; `env:VAR` reads a variable.
  for (const o of p.opts)
    if ((o.name === "-passin" || o.name === "-passout") && o.value && /^file:/.test(o.value.s))
      reads.push({ ...o.value, s: o.value.s.slice(5) });
  if (credentialReads(reads, a, via, /^(rsa|pkey|ec|pkcs12|base64)$/.test(sub))) return null;
  // With no -out, what it makes (a key, a certificate) goes to the transcript.
  const out = has(p, "-out");
  if (/^(genrsa|genpkey)$/.test(sub) && !out)
    a.grey("secret_read", `${via} prints the private key it generates into the transcript`);
  return null;
}
H.openssl = openssl;

/** ssh-keygen's modes (OpenSSH manual): which letters read a key, write a file, or reach elsewhere. */
const SSH_KEYGEN = spec(
  "-t= -b= -N= -f= -C= -q -a= -m= -Z= -O= -P= -E= -l -y -e -i -p -c -R= -F= -H -A -v -L -B -D= -Q -k -u -Y= " +
    "-s= -I= -n= -V= -z= -w= -K -M= -G= -T= -r= -g -h -U -x",
  "data",
);

function sshKeygen(args: Val[], a: Analysis): null {
  const via = "`ssh-keygen`";
  const p = parseSpec(args, SSH_KEYGEN);
  // Grey, and still judged for what it is known to write: an option never hides a write.
  if (p.unknown.length > 0)
    a.grey("unknown_option", `${via} is given an option forge-gate does not know (${p.unknown[0]})`);
  if (p.opaque)
    a.grey("dynamic_option", `${via} gets a word whose value cannot be known where an option could stand`);
  const file = optValue(p, "-f");
  if (has(p, "-A")) {
    a.write(lit("/etc/ssh"), "rwrite", `${via} -A (host keys)`);
    return null;
  }
  if (has(p, "-Y", "-s", "-K", "-D", "-M", "-G", "-T", "-k")) {
    a.grey("ssh_keygen", `${via} signs, downloads or makes key material this analysis does not follow`);
    return null;
  }
  // known_hosts edits: `-R host` removes a host, `-H` hashes the file (default ~/.ssh/known_hosts).
  if (has(p, "-R", "-H")) {
    a.write(file ?? lit(`${a.ctx.home}/.ssh/known_hosts`), "write", `${via} (known_hosts)`);
    return null;
  }
  // Reads that print only what is public (a fingerprint, a public key, a found host line).
  if (has(p, "-l", "-y", "-e", "-i", "-F", "-B", "-L", "-Q")) return null;
  // Changing a key's passphrase or comment rewrites the key.
  if (has(p, "-p", "-c")) {
    if (file) a.write(file, "write", `${via} -p/-c`);
    else a.grey("ssh_keygen", `${via} -p/-c rewrites a key it asks for`);
    return null;
  }
  // Generating: the key and its .pub land at -f (by default ~/.ssh/id_<type>, asked interactively).
  if (!file) {
    a.grey("ssh_keygen", `${via} generates a key where it asks (by default in ~/.ssh)`);
    return null;
  }
  if (file.dyn) {
    a.write(file, "write", via);
    return null;
  }
  a.write(file, "write", `${via} (private key)`);
  a.write({ ...file, s: `${file.s}.pub` }, "write", `${via} (public key)`);
  return null;
}
H["ssh-keygen"] = sshKeygen;
