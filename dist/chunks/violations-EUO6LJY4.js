import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  formatReport,
  pathSources,
  runViolations
} from "./chunk-ENXRV3P7.js";
import "./chunk-ZGORSKNC.js";
import "./chunk-FO3WNIPM.js";
import "./chunk-CIZ7DEH6.js";
import "./chunk-2FL7WXO7.js";
import "./chunk-MH3LFAPP.js";
import "./chunk-VX54PAZI.js";
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
  formatReport,
  pathSources,
  runViolations
};
