import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  loadLeaseFile
} from "./chunk-QYOVIOPO.js";
import "./chunk-HIXSFSN2.js";
import "./chunk-SLLCANGM.js";
import "./chunk-AYD2MXCV.js";
import "./chunk-A2XNAKQR.js";
import "./chunk-QEJECJYU.js";
import "./chunk-IMH2DE2T.js";
export {
  loadLeaseFile
};
