import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  hookTarget,
  initProject,
  plan,
  planRemove,
  runInit
} from "./chunk-HJFUD4PL.js";
import "./chunk-B4R4SFYP.js";
import "./chunk-ISZIQKLR.js";
import "./chunk-FO3WNIPM.js";
import "./chunk-YHJC3BCG.js";
import "./chunk-HHINRECB.js";
import "./chunk-JAGC6QL5.js";
import "./chunk-M2AEJADP.js";
import "./chunk-HIXSFSN2.js";
import "./chunk-UAY7SMOF.js";
import "./chunk-7GWUJCIT.js";
import "./chunk-2E4GCLF7.js";
import "./chunk-QEJECJYU.js";
import "./chunk-IMH2DE2T.js";
export {
  hookTarget,
  initProject,
  plan,
  planRemove,
  runInit
};
