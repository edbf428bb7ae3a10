import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  collectChanges,
  judgeChanges
} from "./chunk-MTLFQIYN.js";
import {
  runGit
} from "./chunk-VISW2NVU.js";

// src/gate/real.ts
var realCollectors = {
  collect: (opts) => collectChanges(opts),
  judge: (lease, result) => judgeChanges(lease, result)
};
var realGit = (args, cwd) => runGit(args, { cwd });

export {
  realCollectors,
  realGit
};
