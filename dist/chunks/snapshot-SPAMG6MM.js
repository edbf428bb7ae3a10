import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  coverageText,
  parseRootGroups,
  requireLease,
  runSnapshot,
  skippedList
} from "./chunk-GVCVW5GH.js";
import "./chunk-VISW2NVU.js";
import "./chunk-GODCAW7D.js";
import "./chunk-APBUH4MG.js";
import "./chunk-4U2JJVKT.js";
import "./chunk-2EE4JCRM.js";
import "./chunk-UPI7DRHE.js";
import "./chunk-57NQJXNH.js";
import "./chunk-OYLIM4IU.js";
import "./chunk-X2JVUT6O.js";
import "./chunk-ZEX5B76V.js";
export {
  coverageText,
  parseRootGroups,
  requireLease,
  runSnapshot,
  skippedList
};
