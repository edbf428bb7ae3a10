import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  formatReport,
  runViolations
} from "./chunk-GGT3CF5E.js";
import "./chunk-SMSU5XLG.js";
import "./chunk-GODCAW7D.js";
import "./chunk-APBUH4MG.js";
import "./chunk-4U2JJVKT.js";
import "./chunk-2EE4JCRM.js";
import "./chunk-UPI7DRHE.js";
import "./chunk-57NQJXNH.js";
import "./chunk-X2JVUT6O.js";
import "./chunk-ZEX5B76V.js";
export {
  formatReport,
  runViolations
};
