import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  loadLeaseFile
} from "./chunk-W5S4PGIV.js";
import "./chunk-XOFEIBWA.js";
import "./chunk-V7NDT3UM.js";
import "./chunk-4VQ2XZDF.js";
import "./chunk-57NQJXNH.js";
import "./chunk-RBEH6Q7F.js";
import "./chunk-IMH2DE2T.js";
export {
  loadLeaseFile
};
