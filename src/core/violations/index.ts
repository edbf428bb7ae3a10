import type { FsProbe } from "../paths.js";
import { isBlank } from "../paths.js";
import { ViolationChecker } from "./checker.js";
import { HAND_ESCAPE, HAND_FRESH, HAND_RAW, type PathKernel, type RecordRegion } from "./kernel.js";
import type { Violation, ViolationPolicy, ViolationReport } from "./types.js";

export { ViolationChecker } from "./checker.js";
export type { PathKernel, PathKernelAddon, RecordRegion, RecordSource } from "./kernel.js";
export type { Violation, ViolationPolicy, ViolationReason, ViolationReport } from "./types.js";

/**
 * Checks every changed path against the policy: blank entries skipped, duplicates (same lexical
 * absolute path) reported once in first-seen order.
 */
export function findViolations(
  paths: Iterable<string>,
  policy: ViolationPolicy,
  probe: FsProbe,
): ViolationReport {
  return findViolationsInBatches([paths], policy, probe);
}

/**
 * `findViolations` over paths that arrive in batches: strings (records split from streamed input
 * chunks, arguments), or, with the native kernel, regions of whole records as bytes (all of one
 * separator: the kernel is made for it).
 */
export function findViolationsInBatches(
  batches: Iterable<Iterable<string> | RecordRegion>,
  policy: ViolationPolicy,
  probe: FsProbe,
  kernel?: { native: PathKernel; separator: number },
): ViolationReport {
  const checker = new ViolationChecker(policy, probe, undefined, kernel);
  const violations: Violation[] = [];
  const regions = new RegionReader(checker, violations);
  for (const batch of batches) {
    if ("bytes" in batch) {
      regions.read(batch);
      continue;
    }
    for (const p of batch) {
      if (isBlank(p)) continue;
      const v = checker.checkOnce(p);
      if (v) violations.push(v);
    }
  }
  return { checked: checker.checked, violations };
}

/** Hands regions to the kernel and judges what it hands back, in input order. */
class RegionReader {
  private readonly out = new Int32Array(2 + 4 * 4096);
  /** The source being read, and how many of its records came before the region. */
  private source: RecordRegion["source"] | null = null;
  private before = 0;

  constructor(
    private readonly checker: ViolationChecker,
    private readonly violations: Violation[],
  ) {}

  read(region: RecordRegion): void {
    const { checker, out, violations } = this;
    if (!checker.scans) throw new Error("internal: records as bytes without the path kernel");
    if (region.source !== this.source) {
      this.source = region.source;
      this.before = 0;
    }
    const bytes = region.bytes;
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    let at = 0;
    let index = 0;
    while (at <= bytes.length) {
      at = checker.scan(bytes, at, out, index);
      const handed = out[0]!;
      index = out[1]!;
      for (let i = 0, o = 2; i < handed; i++, o += 4) {
        const start = out[o]!;
        const end = out[o + 1]!;
        const kind = out[o + 2]!;
        let v: Violation | null | undefined;
        if (kind === HAND_RAW) {
          const p = region.source.record(bytes, start, end, this.before + out[o + 3]!);
          if (isBlank(p)) continue;
          v = checker.checkOnce(p);
        } else if (kind === HAND_FRESH) v = checker.checkFresh(text.toString("latin1", start, end));
        else v = checker.outsideFresh(text.toString("latin1", start, end), kind === HAND_ESCAPE);
        if (v) violations.push(v);
      }
    }
    this.before += index;
  }
}
