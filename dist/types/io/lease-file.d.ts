import { type Lease } from "../core/lease.js";
/** Reads, size-caps and validates a lease file. Every failure is a ForgeGateError (exit 2). */
export declare function loadLeaseFile(file: string, opts?: {
    home?: string;
}): Lease;
