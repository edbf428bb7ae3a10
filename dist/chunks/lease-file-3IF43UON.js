import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  loadLeaseFile
} from "./chunk-PSDHP56R.js";
import "./chunk-6SQ7ZP4W.js";
import "./chunk-VXI5MPQM.js";
import "./chunk-ZINUF5QY.js";
import "./chunk-4VQ2XZDF.js";
import "./chunk-Y73WV6VH.js";
import "./chunk-DAMF7RYP.js";
import "./chunk-WYYRDCIS.js";
import "./chunk-IMH2DE2T.js";
export {
  loadLeaseFile
};
