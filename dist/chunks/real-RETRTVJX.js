import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  realCollectors,
  realGit
} from "./chunk-6SXU6RSW.js";
import "./chunk-RZWEQBTX.js";
import "./chunk-AM2F4LNC.js";
import {
  takeSnapshot
} from "./chunk-EAVLLODN.js";
import "./chunk-ZNRL6J3Y.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-ZGORSKNC.js";
import "./chunk-UQMMWR47.js";
import "./chunk-ZT57TTI4.js";
import "./chunk-YT7Y3P5F.js";
import "./chunk-ZYKSCLTF.js";
import "./chunk-JAGC6QL5.js";
import "./chunk-ZINUF5QY.js";
import "./chunk-4VQ2XZDF.js";
import "./chunk-Y73WV6VH.js";
import "./chunk-DAMF7RYP.js";
import "./chunk-WYYRDCIS.js";
import "./chunk-IMH2DE2T.js";
export {
  realCollectors,
  realGit,
  takeSnapshot
};
