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
function ndjsonRecords(type, bodies) {
  if (bodies.length === 0) return "";
  const head = `{"schema_version":${SCHEMA_VERSION},"type":${JSON.stringify(type)}`;
  const all = JSON.stringify(bodies.map((body) => ({ schema_version: SCHEMA_VERSION, type, ...body })));
  let boundaries = 0;
  const lines = all.slice(1, -1).replaceAll(`},${head}`, () => {
    boundaries++;
    return `}
${head}`;
  });
  if (boundaries === bodies.length - 1 && lines.startsWith(head)) return lines;
  return bodies.map((body) => ndjsonRecord(type, body)).join("\n");
}
function errorDocument(code, message) {
  return `${JSON.stringify(jsonDocument({ verdict: "error", error: { code, message } }))}
`;
}

export {
  SCHEMA_VERSION,
  jsonDocument,
  ndjsonRecord,
  ndjsonRecords,
  errorDocument
};
