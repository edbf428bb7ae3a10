import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  formatReport,
  pathSources,
  runViolations
} from "./chunk-PK7MJIO2.js";
import "./chunk-ZGORSKNC.js";
import "./chunk-FO3WNIPM.js";
import "./chunk-CIZ7DEH6.js";
import "./chunk-KLKGBCMB.js";
import "./chunk-MH3LFAPP.js";
import "./chunk-W2XYCMBU.js";
import "./chunk-ZYKSCLTF.js";
import "./chunk-JAGC6QL5.js";
import "./chunk-CRCVLQ7E.js";
import "./chunk-HIXSFSN2.js";
import "./chunk-SLLCANGM.js";
import "./chunk-7GWUJCIT.js";
import "./chunk-A2XNAKQR.js";
import "./chunk-DB5K67RP.js";
import "./chunk-QEJECJYU.js";
import "./chunk-IMH2DE2T.js";
export {
  formatReport,
  pathSources,
  runViolations
};
