import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  findArgLists,
  gnuFind,
  gnuFindAsync,
  startFind,
  unnamedFile,
  unnamedFiles,
  walkRootsToFds
} from "./chunk-7YI4NLKI.js";
import "./chunk-R42VENM4.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-64OOSWLQ.js";
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
