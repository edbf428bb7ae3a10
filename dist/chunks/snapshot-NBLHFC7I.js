import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  coverageText,
  parseRootGroups,
  requireLease,
  runSnapshot,
  skippedList
} from "./chunk-QSXV3YAL.js";
import "./chunk-CIZ7DEH6.js";
import "./chunk-CJHMZ2LU.js";
import "./chunk-E3D5VGS6.js";
import "./chunk-7UPUAGNQ.js";
import "./chunk-7YI4NLKI.js";
import "./chunk-R42VENM4.js";
import "./chunk-HRPQTIXR.js";
import "./chunk-MH3LFAPP.js";
import "./chunk-VX54PAZI.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-ZYKSCLTF.js";
import "./chunk-JAGC6QL5.js";
import "./chunk-VAPUAOZ5.js";
import "./chunk-HIXSFSN2.js";
import "./chunk-SLLCANGM.js";
import "./chunk-7GWUJCIT.js";
import "./chunk-64OOSWLQ.js";
import "./chunk-DB5K67RP.js";
import "./chunk-QEJECJYU.js";
import "./chunk-IMH2DE2T.js";
export {
  coverageText,
  parseRootGroups,
  requireLease,
  runSnapshot,
  skippedList
};
