import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  coverageText,
  parseRootGroups,
  requireLease,
  runSnapshot,
  skippedList
} from "./chunk-S4NUK766.js";
import "./chunk-XQUXIISH.js";
import "./chunk-GODCAW7D.js";
import "./chunk-ZT57TTI4.js";
import "./chunk-W5S4PGIV.js";
import "./chunk-XOFEIBWA.js";
import "./chunk-535JYKR2.js";
import "./chunk-V7NDT3UM.js";
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
