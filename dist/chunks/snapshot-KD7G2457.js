import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  coverageText,
  parseRootGroups,
  requireLease,
  runSnapshot,
  skippedList
} from "./chunk-U6DWJ6XS.js";
import "./chunk-YHJC3BCG.js";
import "./chunk-ZV25RXWC.js";
import "./chunk-ETZIDHND.js";
import "./chunk-7UPUAGNQ.js";
import "./chunk-UZTS3OJL.js";
import "./chunk-R42VENM4.js";
import "./chunk-MIKOCAMF.js";
import "./chunk-MH3LFAPP.js";
import "./chunk-P66OBW5R.js";
import "./chunk-JPEEWZHQ.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-HHINRECB.js";
import "./chunk-JAGC6QL5.js";
import "./chunk-V2O3M45A.js";
import "./chunk-HIXSFSN2.js";
import "./chunk-3DAW4GI7.js";
import "./chunk-7GWUJCIT.js";
import "./chunk-C2BVV36C.js";
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
