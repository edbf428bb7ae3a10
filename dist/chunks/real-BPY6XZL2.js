import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  realCollectors,
  realGit
} from "./chunk-HE23OBEY.js";
import "./chunk-M7UIYAA7.js";
import "./chunk-AHKT3SFW.js";
import {
  takeSnapshot
} from "./chunk-SETHEKOK.js";
import "./chunk-ZGORSKNC.js";
import "./chunk-7MC2YSN6.js";
import "./chunk-4VQ2XZDF.js";
import "./chunk-57NQJXNH.js";
import "./chunk-6HHDZT7Q.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-DAMF7RYP.js";
import "./chunk-IMH2DE2T.js";
export {
  realCollectors,
  realGit,
  takeSnapshot
};
