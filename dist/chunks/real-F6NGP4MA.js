import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  realCollectors,
  realGit
} from "./chunk-C5PPLKMK.js";
import "./chunk-MT5CO2YE.js";
import "./chunk-ZGORSKNC.js";
import "./chunk-264RHPPT.js";
import "./chunk-UO7LUKBE.js";
import "./chunk-KLKGBCMB.js";
import {
  takeSnapshot
} from "./chunk-47CE3U73.js";
import "./chunk-ETBM76X6.js";
import "./chunk-7UPUAGNQ.js";
import "./chunk-4H3SZEE4.js";
import "./chunk-R42VENM4.js";
import "./chunk-MH3LFAPP.js";
import "./chunk-5JERRH5J.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-ZYKSCLTF.js";
import "./chunk-JAGC6QL5.js";
import "./chunk-WD62FTKG.js";
import "./chunk-DBWIACBH.js";
import "./chunk-A2XNAKQR.js";
import "./chunk-QEJECJYU.js";
import "./chunk-IMH2DE2T.js";
export {
  realCollectors,
  realGit,
  takeSnapshot
};
