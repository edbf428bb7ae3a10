import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  collectChanges,
  judgeChanges
} from "./chunk-XUN4J5AO.js";
import {
  relocatedProbe
} from "./chunk-TU6JC6OE.js";
import {
  runGit
} from "./chunk-UKX6K55G.js";
import {
  createNodeProbe
} from "./chunk-OKWI4XFX.js";
import {
  defaultCaseMode
} from "./chunk-Y2LAQXY6.js";
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
