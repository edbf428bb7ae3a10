import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  realCollectors,
  realGit
} from "./chunk-RXWTQHX5.js";
import "./chunk-BTUJQAE3.js";
import "./chunk-ZGORSKNC.js";
import "./chunk-6WHYI7I7.js";
import "./chunk-KLKGBCMB.js";
import {
  takeSnapshot
} from "./chunk-ZQSECEZ5.js";
import "./chunk-5RL4NDF5.js";
import "./chunk-7UPUAGNQ.js";
import "./chunk-4WOJZGDD.js";
import "./chunk-R42VENM4.js";
import "./chunk-MH3LFAPP.js";
import "./chunk-W2XYCMBU.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-ZYKSCLTF.js";
import "./chunk-JAGC6QL5.js";
import "./chunk-7GWUJCIT.js";
import "./chunk-A2XNAKQR.js";
import "./chunk-QEJECJYU.js";
import "./chunk-IMH2DE2T.js";
export {
  realCollectors,
  realGit,
  takeSnapshot
};
