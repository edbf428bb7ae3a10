import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  realCollectors,
  realGit
} from "./chunk-C5N5R3AL.js";
import "./chunk-L4ZBHKJU.js";
import "./chunk-ZGORSKNC.js";
import "./chunk-7KFA6ST7.js";
import "./chunk-2FL7WXO7.js";
import {
  takeSnapshot
} from "./chunk-CJHMZ2LU.js";
import "./chunk-E3D5VGS6.js";
import "./chunk-7UPUAGNQ.js";
import "./chunk-7YI4NLKI.js";
import "./chunk-R42VENM4.js";
import "./chunk-HRPQTIXR.js";
import "./chunk-MH3LFAPP.js";
import "./chunk-VX54PAZI.js";
import "./chunk-AM6P3SUG.js";
import "./chunk-ZYKSCLTF.js";
import "./chunk-JAGC6QL5.js";
import "./chunk-7GWUJCIT.js";
import "./chunk-64OOSWLQ.js";
import "./chunk-QEJECJYU.js";
import "./chunk-IMH2DE2T.js";
export {
  realCollectors,
  realGit,
  takeSnapshot
};
