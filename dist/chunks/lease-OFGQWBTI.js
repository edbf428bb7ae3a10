import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  runLeaseCheck,
  runLeaseInit
} from "./chunk-RJCIFJ7J.js";
import "./chunk-FO3WNIPM.js";
import "./chunk-CIZ7DEH6.js";
import "./chunk-ZYKSCLTF.js";
import "./chunk-JAGC6QL5.js";
import "./chunk-GQZGEGIE.js";
import "./chunk-HIXSFSN2.js";
import "./chunk-7BPUFEQG.js";
import "./chunk-WD62FTKG.js";
import "./chunk-DBWIACBH.js";
import "./chunk-A2XNAKQR.js";
import "./chunk-QEJECJYU.js";
import "./chunk-IMH2DE2T.js";
export {
  runLeaseCheck,
  runLeaseInit
};
