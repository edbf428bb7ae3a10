import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  coverageText,
  parseRootGroups,
  requireLease,
  runSnapshot,
  skippedList
} from "./chunk-NFGNMXDY.js";
import "./chunk-YHJC3BCG.js";
import "./chunk-UKX6K55G.js";
import "./chunk-W4KO6P73.js";
import "./chunk-7UPUAGNQ.js";
import "./chunk-2ZCTCQDA.js";
import "./chunk-R42VENM4.js";
import "./chunk-NONV677T.js";
import "./chunk-MH3LFAPP.js";
import "./chunk-OKWI4XFX.js";
import "./chunk-JPEEWZHQ.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-HHINRECB.js";
import "./chunk-JAGC6QL5.js";
import "./chunk-3IHOBFWY.js";
import "./chunk-HIXSFSN2.js";
import "./chunk-UAY7SMOF.js";
import "./chunk-7GWUJCIT.js";
import "./chunk-Y2LAQXY6.js";
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
