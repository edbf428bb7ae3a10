import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  formatReport,
  pathSources,
  runViolations
} from "./chunk-NHG67OD4.js";
import "./chunk-UAE5GDVD.js";
import "./chunk-ZGORSKNC.js";
import "./chunk-W22LQUKU.js";
import "./chunk-FO3WNIPM.js";
import "./chunk-YHJC3BCG.js";
import "./chunk-4R2JXY4Q.js";
import "./chunk-MH3LFAPP.js";
import "./chunk-OKWI4XFX.js";
import "./chunk-JPEEWZHQ.js";
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
  formatReport,
  pathSources,
  runViolations
};
