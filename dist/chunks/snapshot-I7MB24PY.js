import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  coverageText,
  parseRootGroups,
  requireLease,
  runSnapshot,
  skippedList
} from "./chunk-XBNYGMYJ.js";
import "./chunk-XQUXIISH.js";
import "./chunk-GODCAW7D.js";
import "./chunk-ZT57TTI4.js";
import "./chunk-EMYMUNIR.js";
import "./chunk-XOFEIBWA.js";
import "./chunk-535JYKR2.js";
import "./chunk-55ZBEWJF.js";
import "./chunk-4VQ2XZDF.js";
import "./chunk-57NQJXNH.js";
import "./chunk-IQZQWFQT.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-RBEH6Q7F.js";
import "./chunk-IMH2DE2T.js";
export {
  coverageText,
  parseRootGroups,
  requireLease,
  runSnapshot,
  skippedList
};
