import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  coverageText,
  parseRootGroups,
  requireLease,
  runSnapshot,
  skippedList
} from "./chunk-EYLZWR6C.js";
import "./chunk-SHQ6WKA7.js";
import "./chunk-GODCAW7D.js";
import "./chunk-ZT57TTI4.js";
import "./chunk-2FR2KZSE.js";
import "./chunk-XOFEIBWA.js";
import "./chunk-SEQRKZUK.js";
import "./chunk-V7NDT3UM.js";
import "./chunk-4VQ2XZDF.js";
import "./chunk-57NQJXNH.js";
import "./chunk-I2KDGWHT.js";
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
