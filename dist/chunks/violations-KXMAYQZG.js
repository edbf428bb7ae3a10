import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  formatReport,
  runViolations
} from "./chunk-V6PIMAZ3.js";
import "./chunk-ZGORSKNC.js";
import "./chunk-GODCAW7D.js";
import "./chunk-ZT57TTI4.js";
import "./chunk-CLSNLTUM.js";
import "./chunk-2EE4JCRM.js";
import "./chunk-LYXDRSJQ.js";
import "./chunk-55ZBEWJF.js";
import "./chunk-W4YBOK74.js";
import "./chunk-57NQJXNH.js";
import "./chunk-RBEH6Q7F.js";
import "./chunk-ZEX5B76V.js";
export {
  formatReport,
  runViolations
};
