import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  realCollectors,
  realGit
} from "./chunk-T5D7NJJM.js";
import "./chunk-YEW2JJFR.js";
import "./chunk-ZGORSKNC.js";
import "./chunk-TSX5QDDL.js";
import "./chunk-EVHKIWOT.js";
import {
  takeSnapshot
} from "./chunk-QKSFN3HB.js";
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
import "./chunk-7GWUJCIT.js";
import "./chunk-2E4GCLF7.js";
import "./chunk-QEJECJYU.js";
import "./chunk-IMH2DE2T.js";
export {
  realCollectors,
  realGit,
  takeSnapshot
};
