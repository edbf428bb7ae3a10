import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  ForgeGateError,
  errorText,
  isForgeGateError
} from "./chunk-QEJECJYU.js";
import "./chunk-IMH2DE2T.js";
export {
  ForgeGateError,
  errorText,
  isForgeGateError
};
