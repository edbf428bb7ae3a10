import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  gnuFind,
  walkRootsToFd,
  walkRootsWithFind
} from "./chunk-OYLIM4IU.js";
import "./chunk-X2JVUT6O.js";
import "./chunk-ZEX5B76V.js";
export {
  gnuFind,
  walkRootsToFd,
  walkRootsWithFind
};
