import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  coverageText,
  parseRootGroups,
  requireLease,
  runSnapshot,
  skippedList
} from "./chunk-F2Q4CQRL.js";
import "./chunk-CIZ7DEH6.js";
import "./chunk-ZQSECEZ5.js";
import "./chunk-5RL4NDF5.js";
import "./chunk-7UPUAGNQ.js";
import "./chunk-4WOJZGDD.js";
import "./chunk-R42VENM4.js";
import "./chunk-MH3LFAPP.js";
import "./chunk-W2XYCMBU.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-ZYKSCLTF.js";
import "./chunk-JAGC6QL5.js";
import "./chunk-CRCVLQ7E.js";
import "./chunk-HIXSFSN2.js";
import "./chunk-SLLCANGM.js";
import "./chunk-7GWUJCIT.js";
import "./chunk-A2XNAKQR.js";
import "./chunk-DB5K67RP.js";
import "./chunk-QEJECJYU.js";
import "./chunk-IMH2DE2T.js";
export {
  coverageText,
  parseRootGroups,
  requireLease,
  runSnapshot,
  skippedList
};
