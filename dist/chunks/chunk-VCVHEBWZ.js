import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  collectChanges,
  judgeChanges
} from "./chunk-LCG2JPC6.js";
import {
  relocatedProbe
} from "./chunk-Y3CDK2HJ.js";
import {
  runGit
} from "./chunk-ZV25RXWC.js";
import {
  createNodeProbe
} from "./chunk-P66OBW5R.js";
import {
  defaultCaseMode
} from "./chunk-C2BVV36C.js";
import {
  ForgeGateError
} from "./chunk-QEJECJYU.js";

// src/gate/real.ts
import { realpathSync } from "node:fs";
var realCollectors = {
  collect: (opts) => collectChanges(opts),
  physicalPath: (dir) => physical(dir),
  judge: (lease, result, relocation) => relocation === void 0 ? judgeChanges(lease, result) : judgeRelocated(lease, result, relocation)
};
function judgeRelocated(lease, result, where) {
  const caseMode = defaultCaseMode(process.platform);
  const probe = createNodeProbe(caseMode);
  const checkout = physical(where.checkout);
  if (probe.realpath?.(where.worktree) === checkout) return judgeChanges(lease, result, { caseMode, probe });
  return judgeChanges(lease, result, {
    caseMode,
    probe: relocatedProbe(probe, { worktree: where.worktree, checkout }, caseMode)
  });
}
function physical(dir) {
  try {
    return realpathSync.native(dir);
  } catch (err) {
    throw new ForgeGateError(
      "checkout_unreadable",
      `cannot resolve the checkout ${JSON.stringify(dir)}: ${err.message}`,
      "Pass --checkout DIR (the Action: its worktree input) pointing at the checked-out branch"
    );
  }
}
var realGit = (args, cwd) => runGit(args, { cwd });

export {
  realCollectors,
  realGit
};
