import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  realCollectors,
  realGit
} from "./chunk-OQJFYTZC.js";
import "./chunk-MTLFQIYN.js";
import {
  takeSnapshot
} from "./chunk-VISW2NVU.js";
import "./chunk-SMSU5XLG.js";
import "./chunk-UPI7DRHE.js";
import "./chunk-57NQJXNH.js";
import "./chunk-OYLIM4IU.js";
import "./chunk-X2JVUT6O.js";
import "./chunk-ZEX5B76V.js";
export {
  realCollectors,
  realGit,
  takeSnapshot
};
