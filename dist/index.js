import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  DEFAULT_CONFIG,
  decide,
  parsePayload
} from "./chunks/chunk-4QYUBAAX.js";
import {
  loadShellParser,
  shellParserStatus
} from "./chunks/chunk-LLRAMHJH.js";
import "./chunks/chunk-ISZIQKLR.js";
import "./chunks/chunk-W22LQUKU.js";
import {
  ViolationChecker,
  createNodeProbe,
  findViolations
} from "./chunks/chunk-P66OBW5R.js";
import "./chunks/chunk-JPEEWZHQ.js";
import "./chunks/chunk-AM6P3SUG.js";
import {
  loadLeaseFile,
  parseLease
} from "./chunks/chunk-V2O3M45A.js";
import "./chunks/chunk-HIXSFSN2.js";
import "./chunks/chunk-3DAW4GI7.js";
import "./chunks/chunk-7GWUJCIT.js";
import {
  defaultCaseMode
} from "./chunks/chunk-C2BVV36C.js";
import {
  ForgeGateError,
  isForgeGateError
} from "./chunks/chunk-QEJECJYU.js";
import "./chunks/chunk-IMH2DE2T.js";
export {
  DEFAULT_CONFIG,
  ForgeGateError,
  ViolationChecker,
  createNodeProbe,
  decide,
  defaultCaseMode,
  findViolations,
  isForgeGateError,
  loadLeaseFile,
  loadShellParser,
  parseLease,
  parsePayload,
  shellParserStatus
};
