import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  coverageText,
  parseRootGroups,
  requireLease,
  runSnapshot,
  skippedList
} from "./chunk-HZG42MHC.js";
import "./chunk-SETHEKOK.js";
import "./chunk-GODCAW7D.js";
import "./chunk-ZT57TTI4.js";
import "./chunk-3YVBH2GF.js";
import "./chunk-XOFEIBWA.js";
import "./chunk-7MC2YSN6.js";
import "./chunk-V7NDT3UM.js";
import "./chunk-4VQ2XZDF.js";
import "./chunk-57NQJXNH.js";
import "./chunk-6HHDZT7Q.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-DAMF7RYP.js";
import "./chunk-IMH2DE2T.js";
export {
  coverageText,
  parseRootGroups,
  requireLease,
  runSnapshot,
  skippedList
};
