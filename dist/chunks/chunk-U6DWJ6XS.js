import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  processWriter
} from "./chunk-YHJC3BCG.js";
import {
  ROOT_GROUPS,
  takeSnapshot
} from "./chunk-ZV25RXWC.js";
import {
  displayPath
} from "./chunk-MH3LFAPP.js";
import {
  jsonDocument
} from "./chunk-HHINRECB.js";
import {
  loadLeaseFile
} from "./chunk-V2O3M45A.js";
import {
  outputFile
} from "./chunk-DB5K67RP.js";
import {
  ForgeGateError
} from "./chunk-QEJECJYU.js";

// src/cli/snapshot.ts
function parseRootGroups(value, knob = "--default-roots") {
  if (value === void 0 || value.trim() === "all") return [...ROOT_GROUPS];
  if (value.trim() === "none") return [];
  const out = [];
  for (const raw of value.split(",")) {
    const g = raw.trim();
    if (g === "") continue;
    if (!ROOT_GROUPS.includes(g)) {
      throw new ForgeGateError(
        "usage",
        `${knob}: unknown group ${JSON.stringify(g)}`,
        `Use a comma-separated list of ${ROOT_GROUPS.join(", ")} (or all / none)`
      );
    }
    if (!out.includes(g)) out.push(g);
  }
  return out;
}
function requireLease(lease) {
  if (!lease)
    throw new ForgeGateError(
      "usage",
      "no lease given",
      "Pass --lease FILE (`forge-gate lease init > lease.yaml` writes a starter lease for this repository)"
    );
  return lease;
}
async function runSnapshot(opts, w = processWriter) {
  const output = opts.output === void 0 ? void 0 : outputFile(
    opts.output,
    "--output",
    "Pass --output FILE in an existing directory outside every write root"
  );
  const lease = loadLeaseFile(requireLease(opts.lease));
  const result = await takeSnapshot({
    lease,
    output,
    watch: opts.watch,
    defaultRoots: parseRootGroups(opts.defaultRoots)
  });
  if (opts.format === "json") {
    w.out(`${JSON.stringify(jsonDocument(result))}
`);
  } else {
    w.out(`${displayPath(result.snapshot)}
`);
    w.err(`forge-gate: snapshot of ${result.entries} entries, digest ${result.digest}
`);
    w.err(coverageText({ scopes: ["snapshot"], roots: result.roots, skipped: result.skipped }));
  }
  return 0;
}
function coverageText(c) {
  const lines = [`forge-gate: watched: ${c.roots.map(displayPath).join(", ") || "(nothing)"}`];
  if (c.skipped.length > 0) lines.push(`forge-gate: not watched (${c.skipped.length}):`);
  for (const s of c.skipped.slice(0, 20)) lines.push(`  ${displayPath(s.path)}: ${displayPath(s.reason)}`);
  if (c.skipped.length > 20) lines.push(`  \u2026 and ${c.skipped.length - 20} more (see --format json)`);
  for (const f of c.failed ?? [])
    lines.push(`forge-gate: NOT COVERED: the ${f.scope} scope failed: ${displayPath(f.reason)}`);
  return `${lines.join("\n")}
`;
}
function skippedList(s) {
  return s;
}

export {
  parseRootGroups,
  requireLease,
  runSnapshot,
  coverageText,
  skippedList
};
