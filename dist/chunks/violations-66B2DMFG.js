import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  formatReport,
  pathSources,
  runViolations
} from "./chunk-IRWYYAG7.js";
import "./chunk-UAE5GDVD.js";
import "./chunk-ZGORSKNC.js";
import "./chunk-W22LQUKU.js";
import "./chunk-FO3WNIPM.js";
import "./chunk-YHJC3BCG.js";
import "./chunk-GGD2DWSQ.js";
import "./chunk-MH3LFAPP.js";
import "./chunk-P66OBW5R.js";
import "./chunk-JPEEWZHQ.js";
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
  formatReport,
  pathSources,
  runViolations
};
