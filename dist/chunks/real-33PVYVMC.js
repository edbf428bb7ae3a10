import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  realCollectors,
  realGit
} from "./chunk-MAUJJGWO.js";
import "./chunk-MHTCD5U3.js";
import "./chunk-V22EUA4Z.js";
import {
  takeSnapshot
} from "./chunk-B54UXARW.js";
import "./chunk-ZGORSKNC.js";
import "./chunk-LYXDRSJQ.js";
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
