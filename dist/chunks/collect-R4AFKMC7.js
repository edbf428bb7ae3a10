import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  collectChanges,
  partitionBookkeeping
} from "./chunk-M7UIYAA7.js";
import {
  coverageText,
  requireLease
} from "./chunk-HZG42MHC.js";
import "./chunk-SETHEKOK.js";
import "./chunk-ZGORSKNC.js";
import {
  processWriter
} from "./chunk-GODCAW7D.js";
import {
  displayPath
} from "./chunk-ZT57TTI4.js";
import {
  loadLeaseFile
} from "./chunk-3YVBH2GF.js";
import "./chunk-XOFEIBWA.js";
import "./chunk-7MC2YSN6.js";
import "./chunk-V7NDT3UM.js";
import "./chunk-4VQ2XZDF.js";
import "./chunk-57NQJXNH.js";
import "./chunk-6HHDZT7Q.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-DAMF7RYP.js";
import "./chunk-IMH2DE2T.js";

// src/cli/collect.ts
async function runCollect(opts, w = processWriter) {
  const lease = loadLeaseFile(requireLease(opts.lease));
  if (opts.snapshot !== void 0 && opts.snapshotDigest === void 0) {
    w.err(
      "forge-gate: warning: the snapshot is not pinned; pass --snapshot-digest (from `forge-gate snapshot`) so a manifest replaced during the run is refused\n"
    );
  }
  const result = await collectChanges({
    lease,
    snapshotPath: opts.snapshot,
    snapshotDigest: opts.snapshotDigest,
    base: opts.base
  });
  const { changes, bookkeeping } = opts.includeGitBookkeeping ? { changes: result.changes, bookkeeping: [] } : partitionBookkeeping(result.changes, result.git);
  w.out(formatChanges(changes, bookkeeping.length, result, opts.format, Boolean(opts.null)));
  if (opts.format === "text") {
    const aside = bookkeeping.length > 0 ? ` (${bookkeeping.length} git bookkeeping change(s) set aside)` : "";
    w.err(`forge-gate: ${changes.length} change(s)${aside}
`);
    w.err(coverageText(result.coverage));
  }
  return 0;
}
function formatChanges(changes, bookkeeping, result, format, nul) {
  switch (format) {
    case "json":
      return `${JSON.stringify({ schema_version: 1, changes, bookkeeping, coverage: result.coverage, git: result.git ?? null })}
`;
    case "ndjson": {
      const lines = changes.map((c) => JSON.stringify({ type: "change", ...c }));
      lines.push(JSON.stringify({ type: "coverage", bookkeeping, ...result.coverage }));
      return `${lines.join("\n")}
`;
    }
    default:
      if (nul) {
        return changes.map((c) => c.from === void 0 ? `${c.path}\0` : `${c.path}\0${c.from}\0`).join("");
      }
      return changes.map((c) => {
        const from = c.from === void 0 ? "" : ` (from ${displayPath(c.from)})`;
        return `${c.change}	${c.source}	${displayPath(c.path)}${from}
`;
      }).join("");
  }
}
export {
  formatChanges,
  runCollect
};
