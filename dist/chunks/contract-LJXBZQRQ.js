import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  SCHEMA_VERSION,
  errorDocument,
  jsonDocument,
  ndjsonRecord,
  ndjsonRecords
} from "./chunk-HHINRECB.js";
import {
  VERSION
} from "./chunk-JAGC6QL5.js";
import "./chunk-IMH2DE2T.js";
export {
  SCHEMA_VERSION,
  VERSION,
  errorDocument,
  jsonDocument,
  ndjsonRecord,
  ndjsonRecords
};
