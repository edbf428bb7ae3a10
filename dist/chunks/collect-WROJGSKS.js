import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  collectChanges,
  partitionBookkeeping
} from "./chunk-RZWEQBTX.js";
import {
  coverageText,
  requireLease
} from "./chunk-B5O2NMDJ.js";
import "./chunk-AM2F4LNC.js";
import {
  parseSnapshotDigest
} from "./chunk-EAVLLODN.js";
import "./chunk-ZNRL6J3Y.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-ZGORSKNC.js";
import {
  processWriter
} from "./chunk-D7VFYC6H.js";
import "./chunk-UQMMWR47.js";
import {
  displayPath
} from "./chunk-ZT57TTI4.js";
import "./chunk-YT7Y3P5F.js";
import {
  jsonDocument,
  ndjsonRecord
} from "./chunk-ZYKSCLTF.js";
import {
  VERSION
} from "./chunk-JAGC6QL5.js";
import {
  loadLeaseFile
} from "./chunk-PSDHP56R.js";
import "./chunk-6SQ7ZP4W.js";
import "./chunk-VXI5MPQM.js";
import "./chunk-ZINUF5QY.js";
import "./chunk-4VQ2XZDF.js";
import "./chunk-Y73WV6VH.js";
import "./chunk-DAMF7RYP.js";
import "./chunk-WYYRDCIS.js";
import "./chunk-IMH2DE2T.js";

// src/cli/collect.ts
async function runCollect(opts, w = processWriter) {
  const digest = opts.snapshotDigest === void 0 ? void 0 : parseSnapshotDigest(opts.snapshotDigest, "--snapshot-digest");
  const lease = loadLeaseFile(requireLease(opts.lease));
  if (opts.snapshot !== void 0 && opts.snapshotDigest === void 0) {
    w.err(
      "forge-gate: warning: the snapshot is not pinned; pass --snapshot-digest (from `forge-gate snapshot`) so a manifest replaced during the run is refused\n"
    );
  }
  const result = await collectChanges({
    lease,
    snapshotPath: opts.snapshot,
    snapshotDigest: digest,
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
  if ((result.coverage.failed ?? []).length > 0) {
    for (const f of result.coverage.failed ?? [])
      w.err(`forge-gate: error: the ${f.scope} scope could not be collected: ${displayPath(f.reason)}
`);
    return 2;
  }
  return 0;
}
function formatChanges(changes, bookkeeping, result, format, nul) {
  switch (format) {
    case "json":
      return `${JSON.stringify(jsonDocument({ changes, bookkeeping, coverage: result.coverage, git: result.git ?? null }))}
`;
    case "ndjson": {
      const lines = changes.map((c) => ndjsonRecord("change", c));
      lines.push(ndjsonRecord("coverage", { version: VERSION, bookkeeping, ...result.coverage }));
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
