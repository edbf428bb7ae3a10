import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  DEFAULT_CONFIG,
  decide,
  parsePayload
} from "./chunks/chunk-J3P2XMYO.js";
import {
  loadShellParser,
  shellParserStatus
} from "./chunks/chunk-LWI7FKO4.js";
import "./chunks/chunk-ISZIQKLR.js";
import {
  ViolationChecker,
  createNodeProbe,
  findViolations
} from "./chunks/chunk-5JERRH5J.js";
import "./chunks/chunk-AM6P3SUG.js";
import {
  loadLeaseFile,
  parseLease
} from "./chunks/chunk-GQZGEGIE.js";
import "./chunks/chunk-HIXSFSN2.js";
import "./chunks/chunk-7BPUFEQG.js";
import "./chunks/chunk-WD62FTKG.js";
import "./chunks/chunk-DBWIACBH.js";
import {
  defaultCaseMode
} from "./chunks/chunk-A2XNAKQR.js";
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
