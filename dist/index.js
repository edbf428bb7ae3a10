import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  DEFAULT_CONFIG,
  decide,
  parsePayload
} from "./chunks/chunk-V7ZSEHG7.js";
import "./chunks/chunk-FXFXURWO.js";
import {
  loadShellParser,
  shellParserStatus
} from "./chunks/chunk-XHFK7XV2.js";
import "./chunks/chunk-AM6P3SUG.js";
import {
  ViolationChecker,
  createNodeProbe,
  findViolations
} from "./chunks/chunk-YT7Y3P5F.js";
import {
  loadLeaseFile,
  parseLease
} from "./chunks/chunk-PSDHP56R.js";
import "./chunks/chunk-6SQ7ZP4W.js";
import "./chunks/chunk-VXI5MPQM.js";
import "./chunks/chunk-ZINUF5QY.js";
import "./chunks/chunk-4VQ2XZDF.js";
import "./chunks/chunk-Y73WV6VH.js";
import {
  defaultCaseMode
} from "./chunks/chunk-DAMF7RYP.js";
import {
  ForgeGateError,
  isForgeGateError
} from "./chunks/chunk-WYYRDCIS.js";
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
