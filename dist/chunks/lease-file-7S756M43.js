import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  loadLeaseFile
} from "./chunk-CLSNLTUM.js";
import "./chunk-2EE4JCRM.js";
import "./chunk-55ZBEWJF.js";
import "./chunk-W4YBOK74.js";
import "./chunk-57NQJXNH.js";
import "./chunk-RBEH6Q7F.js";
import "./chunk-ZEX5B76V.js";
export {
  loadLeaseFile
};
