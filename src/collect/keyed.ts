import type { Lease } from "../core/lease.js";
import type { ChangeRecord } from "./types.js";

export function judgeKeyedFiles(
  _changes: ChangeRecord[],
  _keyed: Record<string, string>,
  _lease: Lease,
): void {}

export function keyedHeader(_lease: Lease): { keyed?: Record<string, string> } {
  return {};
}
