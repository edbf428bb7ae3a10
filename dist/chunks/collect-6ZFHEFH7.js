import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  collectChanges,
  partitionBookkeeping
} from "./chunk-LCG2JPC6.js";
import "./chunk-ZGORSKNC.js";
import {
  coverageText,
  requireLease
} from "./chunk-U6DWJ6XS.js";
import {
  processWriter
} from "./chunk-YHJC3BCG.js";
import {
  GATE_ATTRIBUTION,
  parseSnapshotDigest
} from "./chunk-Y3CDK2HJ.js";
import "./chunk-GGD2DWSQ.js";
import {
  unpinnedSnapshotWarning
} from "./chunk-ZV25RXWC.js";
import "./chunk-ETZIDHND.js";
import "./chunk-7UPUAGNQ.js";
import "./chunk-UZTS3OJL.js";
import "./chunk-R42VENM4.js";
import "./chunk-MIKOCAMF.js";
import {
  displayPath
} from "./chunk-MH3LFAPP.js";
import "./chunk-P66OBW5R.js";
import "./chunk-JPEEWZHQ.js";
import "./chunk-AM6P3SUG.js";
import {
  jsonDocument,
  ndjsonRecord
} from "./chunk-HHINRECB.js";
import {
  VERSION
} from "./chunk-JAGC6QL5.js";
import {
  loadLeaseFile
} from "./chunk-V2O3M45A.js";
import "./chunk-HIXSFSN2.js";
import "./chunk-3DAW4GI7.js";
import "./chunk-7GWUJCIT.js";
import "./chunk-C2BVV36C.js";
import "./chunk-DB5K67RP.js";
import "./chunk-QEJECJYU.js";
import "./chunk-IMH2DE2T.js";

// src/cli/collect.ts
async function runCollect(opts, w = processWriter) {
  const digest = opts.snapshotDigest === void 0 ? void 0 : parseSnapshotDigest(opts.snapshotDigest, "--snapshot-digest");
  const lease = loadLeaseFile(requireLease(opts.lease));
  if (opts.snapshot !== void 0 && opts.snapshotDigest === void 0)
    w.err(`forge-gate: warning: ${unpinnedSnapshotWarning("--snapshot-digest")}
`);
  const result = await collectChanges({
    lease,
    snapshotPath: opts.snapshot,
    snapshotDigest: digest,
    base: opts.base,
    ...opts.state !== void 0 ? { stateDir: opts.state } : {}
  });
  const { changes, bookkeeping } = opts.includeGitBookkeeping ? { changes: result.changes, bookkeeping: [] } : partitionBookkeeping(result.changes, result.git);
  w.out(formatChanges(changes, bookkeeping.length, result, opts.format, Boolean(opts.null)));
  if (opts.format === "text") {
    const aside = bookkeeping.length > 0 ? ` (${bookkeeping.length} git bookkeeping change(s) set aside)` : "";
    w.err(`forge-gate: ${changes.length} change(s)${aside}
`);
    w.err(coverageText(result.coverage));
    w.err(`forge-gate: attribution: none: ${GATE_ATTRIBUTION.attribution_detail}
`);
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
      return `${JSON.stringify(jsonDocument({ changes, bookkeeping, coverage: result.coverage, git: result.git ?? null, ...GATE_ATTRIBUTION }))}
`;
    case "ndjson": {
      const lines = changes.map((c) => ndjsonRecord("change", c));
      lines.push(
        ndjsonRecord("coverage", { version: VERSION, bookkeeping, ...result.coverage, ...GATE_ATTRIBUTION })
      );
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
