import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  VERSION
} from "./chunk-JAGC6QL5.js";

// src/core/contract.ts
var SCHEMA_VERSION = 1;
function jsonDocument(body) {
  return { schema_version: SCHEMA_VERSION, version: VERSION, ...body };
}
function ndjsonRecord(type, body) {
  return JSON.stringify({ schema_version: SCHEMA_VERSION, type, ...body });
}
function errorDocument(code, message) {
  return `${JSON.stringify(jsonDocument({ verdict: "error", error: { code, message } }))}
`;
}

export {
  SCHEMA_VERSION,
  jsonDocument,
  ndjsonRecord,
  errorDocument
};
