import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  realCollectors,
  realGit
} from "./chunk-W2W4LFFZ.js";
import "./chunk-DYIFP2XP.js";
import "./chunk-V22EUA4Z.js";
import {
  takeSnapshot
} from "./chunk-27AMAIUU.js";
import "./chunk-ZGORSKNC.js";
import "./chunk-BEYMKIOT.js";
import "./chunk-W4YBOK74.js";
import "./chunk-57NQJXNH.js";
import "./chunk-IQZQWFQT.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-RBEH6Q7F.js";
import "./chunk-ZEX5B76V.js";
export {
  realCollectors,
  realGit,
  takeSnapshot
};
