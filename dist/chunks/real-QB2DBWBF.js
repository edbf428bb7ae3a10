import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  realCollectors,
  realGit
} from "./chunk-7IKINSFQ.js";
import "./chunk-A337JP3T.js";
import "./chunk-ZGORSKNC.js";
import "./chunk-SN7ZUIJU.js";
import "./chunk-UO7LUKBE.js";
import "./chunk-KLKGBCMB.js";
import {
  takeSnapshot
} from "./chunk-KRL2OHAQ.js";
import "./chunk-ETBM76X6.js";
import "./chunk-7UPUAGNQ.js";
import "./chunk-4WOJZGDD.js";
import "./chunk-R42VENM4.js";
import "./chunk-MH3LFAPP.js";
import "./chunk-MHDQ2IMT.js";
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
