import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  runLeaseCheck,
  runLeaseInit
} from "./chunk-L7KLC2GD.js";
import "./chunk-FO3WNIPM.js";
import "./chunk-CIZ7DEH6.js";
import "./chunk-ZYKSCLTF.js";
import "./chunk-JAGC6QL5.js";
import "./chunk-VAPUAOZ5.js";
import "./chunk-HIXSFSN2.js";
import "./chunk-SLLCANGM.js";
import "./chunk-7GWUJCIT.js";
import "./chunk-64OOSWLQ.js";
import "./chunk-QEJECJYU.js";
import "./chunk-IMH2DE2T.js";
export {
  runLeaseCheck,
  runLeaseInit
};
