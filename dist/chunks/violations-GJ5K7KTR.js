import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  formatReport,
  pathSources,
  runViolations
} from "./chunk-WVHGOGID.js";
import "./chunk-UAE5GDVD.js";
import "./chunk-ZGORSKNC.js";
import "./chunk-W22LQUKU.js";
import "./chunk-FO3WNIPM.js";
import "./chunk-YHJC3BCG.js";
import "./chunk-EVHKIWOT.js";
import "./chunk-MH3LFAPP.js";
import "./chunk-KEKKEZVN.js";
import "./chunk-JPEEWZHQ.js";
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
  formatReport,
  pathSources,
  runViolations
};
