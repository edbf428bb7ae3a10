import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  hookTarget,
  initProject,
  plan,
  planRemove,
  runInit
} from "./chunk-4S56XXZU.js";
import "./chunk-ZIVAWMME.js";
import "./chunk-ISZIQKLR.js";
import "./chunk-FO3WNIPM.js";
import "./chunk-YHJC3BCG.js";
import "./chunk-HHINRECB.js";
import "./chunk-JAGC6QL5.js";
import "./chunk-3IHOBFWY.js";
import "./chunk-HIXSFSN2.js";
import "./chunk-UAY7SMOF.js";
import "./chunk-7GWUJCIT.js";
import "./chunk-Y2LAQXY6.js";
import "./chunk-QEJECJYU.js";
import "./chunk-IMH2DE2T.js";
export {
  hookTarget,
  initProject,
  plan,
  planRemove,
  runInit
};
