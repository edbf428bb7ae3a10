import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  gnuFind,
  startFind,
  walkRootsToFd
} from "./chunk-XO5CW577.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-NVHKMAOS.js";
import "./chunk-DAMF7RYP.js";
import "./chunk-IMH2DE2T.js";
export {
  gnuFind,
  startFind,
  walkRootsToFd
};
