import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  coverageText,
  parseRootGroups,
  requireLease,
  runSnapshot,
  skippedList
} from "./chunk-4EG3JQHJ.js";
import "./chunk-YHJC3BCG.js";
import "./chunk-QKSFN3HB.js";
import "./chunk-DMCTFUCT.js";
import "./chunk-7UPUAGNQ.js";
import "./chunk-A7X7FJZO.js";
import "./chunk-R42VENM4.js";
import "./chunk-Q76WD3OT.js";
import "./chunk-MH3LFAPP.js";
import "./chunk-KEKKEZVN.js";
import "./chunk-JPEEWZHQ.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-HHINRECB.js";
import "./chunk-JAGC6QL5.js";
import "./chunk-M2AEJADP.js";
import "./chunk-HIXSFSN2.js";
import "./chunk-UAY7SMOF.js";
import "./chunk-7GWUJCIT.js";
import "./chunk-2E4GCLF7.js";
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
