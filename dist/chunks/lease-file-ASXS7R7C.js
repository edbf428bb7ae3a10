import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  loadLeaseFile
} from "./chunk-GQZGEGIE.js";
import "./chunk-HIXSFSN2.js";
import "./chunk-7BPUFEQG.js";
import "./chunk-WD62FTKG.js";
import "./chunk-DBWIACBH.js";
import "./chunk-A2XNAKQR.js";
import "./chunk-QEJECJYU.js";
import "./chunk-IMH2DE2T.js";
export {
  loadLeaseFile
};
