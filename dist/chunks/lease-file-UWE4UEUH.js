import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  loadLeaseFile
} from "./chunk-V2O3M45A.js";
import "./chunk-HIXSFSN2.js";
import "./chunk-3DAW4GI7.js";
import "./chunk-7GWUJCIT.js";
import "./chunk-C2BVV36C.js";
import "./chunk-QEJECJYU.js";
import "./chunk-IMH2DE2T.js";
export {
  loadLeaseFile
};
