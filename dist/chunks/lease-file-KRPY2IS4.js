import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  loadLeaseFile
} from "./chunk-VAPUAOZ5.js";
import "./chunk-HIXSFSN2.js";
import "./chunk-SLLCANGM.js";
import "./chunk-7GWUJCIT.js";
import "./chunk-64OOSWLQ.js";
import "./chunk-QEJECJYU.js";
import "./chunk-IMH2DE2T.js";
export {
  loadLeaseFile
};
