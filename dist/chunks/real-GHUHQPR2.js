import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  realCollectors,
  realGit
} from "./chunk-QEDSV7MT.js";
import "./chunk-L4IE2T5F.js";
import "./chunk-AHKT3SFW.js";
import {
  takeSnapshot
} from "./chunk-HHUBFJI7.js";
import "./chunk-ZGORSKNC.js";
import "./chunk-ASKNMGNC.js";
import "./chunk-4VQ2XZDF.js";
import "./chunk-57NQJXNH.js";
import "./chunk-I2KDGWHT.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-DAMF7RYP.js";
import "./chunk-IMH2DE2T.js";
export {
  realCollectors,
  realGit,
  takeSnapshot
};
