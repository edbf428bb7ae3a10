import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  findArgLists,
  gnuFind,
  gnuFindAsync,
  startFind,
  unnamedFile,
  unnamedFiles,
  walkRootsToFds
} from "./chunk-UZTS3OJL.js";
import "./chunk-R42VENM4.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-C2BVV36C.js";
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
