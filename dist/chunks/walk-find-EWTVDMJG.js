import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  findArgLists,
  gnuFind,
  gnuFindAsync,
  startFind,
  unnamedFile,
  unnamedFiles,
  walkRootsToFds
} from "./chunk-ZNRL6J3Y.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-Y73WV6VH.js";
import "./chunk-DAMF7RYP.js";
import "./chunk-IMH2DE2T.js";
export {
  findArgLists,
  gnuFind,
  gnuFindAsync,
  startFind,
  unnamedFile,
  unnamedFiles,
  walkRootsToFds
};
