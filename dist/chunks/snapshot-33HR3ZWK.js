import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  coverageText,
  parseRootGroups,
  requireLease,
  runSnapshot,
  skippedList
} from "./chunk-YAV4PM7I.js";
import "./chunk-CIZ7DEH6.js";
import "./chunk-47CE3U73.js";
import "./chunk-ETBM76X6.js";
import "./chunk-7UPUAGNQ.js";
import "./chunk-4H3SZEE4.js";
import "./chunk-R42VENM4.js";
import "./chunk-MH3LFAPP.js";
import "./chunk-5JERRH5J.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-ZYKSCLTF.js";
import "./chunk-JAGC6QL5.js";
import "./chunk-GQZGEGIE.js";
import "./chunk-HIXSFSN2.js";
import "./chunk-7BPUFEQG.js";
import "./chunk-WD62FTKG.js";
import "./chunk-DBWIACBH.js";
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
