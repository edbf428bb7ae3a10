import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  formatReport,
  runViolations
} from "./chunk-YBC6KUWZ.js";
import "./chunk-ZGORSKNC.js";
import "./chunk-GODCAW7D.js";
import "./chunk-ZT57TTI4.js";
import "./chunk-EMYMUNIR.js";
import "./chunk-XOFEIBWA.js";
import "./chunk-535JYKR2.js";
import "./chunk-55ZBEWJF.js";
import "./chunk-4VQ2XZDF.js";
import "./chunk-57NQJXNH.js";
import "./chunk-RBEH6Q7F.js";
import "./chunk-IMH2DE2T.js";
export {
  formatReport,
  runViolations
};
