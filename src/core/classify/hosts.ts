/**
 * Hosts a call may reach: loopback, and the cloud metadata services (instance credentials are one
 * GET away there, so reaching one is blocked with or without a network allowlist). An address is
 * recognised in every spelling a client resolves to it: dotted, decimal, hex, octal and short IPv4
 * forms (as the WHATWG URL parser and inet_aton read them), IPv4-mapped, -compatible and NAT64
 * IPv6, full-width dots, trailing dots, and wildcard-DNS names that embed the address (nip.io …).
 */

/** Hosts that never leave the machine. */
export const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?|0\.0\.0\.0)$/;

/** Metadata services reached by name (GCP, AWS, Equinix Metal, Oracle). */
const METADATA_NAMES = new Set([
  "metadata",
  "metadata.google.internal",
  "metadata.goog",
  "instance-data",
  "instance-data.ec2.internal",
  "metadata.packet.net",
  "metadata.platformequinix.com",
  "metadata.oraclecloud.com",
]);

/** Wildcard DNS services that answer `<address>.<service>` with that address. */
const WILDCARD_DNS =
  /\.(nip\.io|sslip\.io|xip\.io|traefik\.me|nip\.direct|backname\.io|localtest\.me|lvh\.me)$/;

/** One IPv4 part as inet_aton reads it (decimal, 0x hex, leading-0 octal); null when it is not a number. */
function part(s: string): number | null {
  if (/^0x[0-9a-f]*$/i.test(s)) return s.length === 2 ? 0 : Number.parseInt(s.slice(2), 16);
  if (/^0[0-7]+$/.test(s)) return Number.parseInt(s, 8);
  if (/^(0|[1-9]\d*)$/.test(s)) return Number(s);
  return null;
}

/** The 32-bit value of an IPv4 host in any of inet_aton's forms (`a`, `a.b`, `a.b.c`, `a.b.c.d`), or null. */
export function ipv4Of(host: string): number | null {
  const parts = host.replace(/\.$/, "").split(".");
  if (parts.length === 0 || parts.length > 4) return null;
  const nums = parts.map(part);
  if (nums.some((n) => n === null)) return null;
  const last = nums.pop()!;
  if (nums.some((n) => n! > 255) || last >= 256 ** (4 - nums.length)) return null;
  let v = 0;
  for (const n of nums) v = v * 256 + n!;
  return v * 256 ** (4 - nums.length) + last;
}

/** The eight 16-bit groups of an IPv6 address (with an embedded dotted IPv4 tail), or null. */
function ipv6Groups(host: string): number[] | null {
  let h = host.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!h.includes(":")) return null;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(h);
  if (v4) {
    const n = ipv4Of(v4[1]!);
    if (n === null) return null;
    h = `${h.slice(0, -v4[1]!.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const halves = h.split("::");
  if (halves.length > 2) return null;
  const groups = (s: string) => (s === "" ? [] : s.split(":"));
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  const fill = 8 - head.length - tail.length;
  if (fill < 0 || (halves.length === 1 && fill !== 0)) return null;
  const all = [...head, ...Array<string>(fill).fill("0"), ...tail];
  if (all.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  return all.map((g) => Number.parseInt(g, 16));
}

/** 169.254.0.0/16 (link-local: AWS, Azure, GCP, Oracle, ECS task metadata), Alibaba's and Oracle Classic's. */
function metadataV4(n: number): boolean {
  return n >>> 16 === (169 << 8) + 254 || n === ipv4Of("100.100.100.200") || n === ipv4Of("192.0.0.192");
}

function metadataV6(g: number[]): boolean {
  // fe80::/10 link-local, AWS's fd00:ec2::254.
  if ((g[0]! & 0xffc0) === 0xfe80) return true;
  if (g.join(":") === "64768:3778:0:0:0:0:0:596") return true;
  // IPv4-mapped (::ffff:a.b.c.d), -compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) addresses.
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  const embedded =
    (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) || (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6));
  return embedded && metadataV4(g[6]! * 65536 + g[7]!);
}

/** The host part of a URL or host word, as clients normalise it (lower case, full-width dots, trailing dot). */
function normalise(raw: string): string {
  let h = raw
    .trim()
    .toLowerCase()
    .replace(/[\u3002\uff0e\uff61]/g, ".");
  const m = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)/.exec(h);
  if (m) h = m[1]!;
  else
    h = h
      .replace(/^(?:[^@/?#]*@)?/, "")
      .replace(/[/?#].*$/, "")
      .replace(/:\d*$/, "");
  return h.replace(/\.+$/, "");
}

/** A cloud metadata service, however the host (or a URL naming it) is spelled. */
export function isMetadataHost(raw: string): boolean {
  const candidates = [normalise(raw)];
  // The WHATWG parser's own reading (percent-decoding, IDNA, the IPv4 forms it accepts).
  try {
    candidates.push(new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`).hostname);
  } catch {
    /* not a URL: the host word alone is judged */
  }
  for (const c of candidates) {
    const h = c.replace(/\.+$/, "");
    if (METADATA_NAMES.has(h)) return true;
    const v4 = ipv4Of(h);
    if (v4 !== null && metadataV4(v4)) return true;
    const v6 = ipv6Groups(h);
    if (v6 !== null && metadataV6(v6)) return true;
    const wild = WILDCARD_DNS.exec(h);
    if (wild) {
      const label = h.slice(0, -wild[0].length).split(".");
      // `169.254.169.254.nip.io`, `x.169-254-169-254.sslip.io`, `a9fea9fe.nip.io`
      for (let k = 0; k < label.length; k++) {
        const rest = label.slice(k).join(".");
        const dashed = label[label.length - 1]!.replace(/-/g, ".");
        const hex = /^[0-9a-f]{8}$/.test(label[label.length - 1]!)
          ? Number.parseInt(label.at(-1)!, 16)
          : null;
        for (const n of [ipv4Of(rest), ipv4Of(dashed), hex]) if (n !== null && metadataV4(n)) return true;
      }
    }
  }
  return false;
}
