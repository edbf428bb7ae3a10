import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  coverageText,
  parseRootGroups,
  requireLease,
  runSnapshot,
  skippedList
} from "./chunk-B5O2NMDJ.js";
import "./chunk-EAVLLODN.js";
import "./chunk-ZNRL6J3Y.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-D7VFYC6H.js";
import "./chunk-ZT57TTI4.js";
import "./chunk-YT7Y3P5F.js";
import "./chunk-ZYKSCLTF.js";
import "./chunk-JAGC6QL5.js";
import "./chunk-PSDHP56R.js";
import "./chunk-6SQ7ZP4W.js";
import "./chunk-VXI5MPQM.js";
import "./chunk-ZINUF5QY.js";
import "./chunk-4VQ2XZDF.js";
import "./chunk-Y73WV6VH.js";
import "./chunk-DAMF7RYP.js";
import "./chunk-WYYRDCIS.js";
import "./chunk-IMH2DE2T.js";
export {
  coverageText,
  parseRootGroups,
  requireLease,
  runSnapshot,
  skippedList
};
