/**
 * Hosts a call may reach: loopback, and the cloud metadata services (instance credentials are one
 * GET away there, so reaching one is blocked with or without a network allowlist). An address is
 * recognised in every spelling a client resolves to it: dotted, decimal, hex, octal and short IPv4
 * forms (as the WHATWG URL parser and inet_aton read them), IPv4-mapped, -compatible and NAT64
 * IPv6, full-width dots, trailing dots, and wildcard-DNS names that embed the address (nip.io …).
 */
/** Hosts that never leave the machine. */
export declare const LOOPBACK: RegExp;
/** The 32-bit value of an IPv4 host in any of inet_aton's forms (`a`, `a.b`, `a.b.c`, `a.b.c.d`), or null. */
export declare function ipv4Of(host: string): number | null;
/** A cloud metadata service, however the host (or a URL naming it) is spelled. */
export declare function isMetadataHost(raw: string): boolean;
