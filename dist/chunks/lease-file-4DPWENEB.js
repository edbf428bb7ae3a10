import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  loadLeaseFile
} from "./chunk-4U2JJVKT.js";
import "./chunk-2EE4JCRM.js";
import "./chunk-57NQJXNH.js";
import "./chunk-X2JVUT6O.js";
import "./chunk-ZEX5B76V.js";
export {
  loadLeaseFile
};
