import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  realCollectors,
  realGit
} from "./chunk-BGAQ5YYV.js";
import "./chunk-FYD3VAPK.js";
import "./chunk-V22EUA4Z.js";
import {
  takeSnapshot
} from "./chunk-XQUXIISH.js";
import "./chunk-ZGORSKNC.js";
import "./chunk-535JYKR2.js";
import "./chunk-4VQ2XZDF.js";
import "./chunk-57NQJXNH.js";
import "./chunk-IQZQWFQT.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-RBEH6Q7F.js";
import "./chunk-IMH2DE2T.js";
export {
  realCollectors,
  realGit,
  takeSnapshot
};
