import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  runLeaseCheck,
  runLeaseInit
} from "./chunk-QJ5P3A2N.js";
import "./chunk-FO3WNIPM.js";
import "./chunk-CIZ7DEH6.js";
import "./chunk-ZYKSCLTF.js";
import "./chunk-JAGC6QL5.js";
import "./chunk-YPANS5NK.js";
import "./chunk-HIXSFSN2.js";
import "./chunk-KHWH25CK.js";
import "./chunk-7GWUJCIT.js";
import "./chunk-2E4GCLF7.js";
import "./chunk-QEJECJYU.js";
import "./chunk-IMH2DE2T.js";
export {
  runLeaseCheck,
  runLeaseInit
};
