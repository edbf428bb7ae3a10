/**
 * What every machine-readable output carries, so a reader can tell which contract and which build wrote
 * it: `schema_version` on every JSON document and NDJSON record, `version` on every report.
 * Schema 1 is the contract of the first release; a breaking change to any document bumps it.
 */
import { VERSION } from "../version.js";

export const SCHEMA_VERSION = 1;

export { VERSION };

/**
 * The one verdict vocabulary of `run`, `gate` and the Action. `interrupted` is `run`'s alone: it was
 * stopped by a signal before it could say "pass" (exit 128 + the signal's number).
 */
export type ReportVerdict = "pass" | "refused" | "interrupted" | "error";

/** A JSON document: schema and version first, then the body. */
export function jsonDocument<T extends object>(body: T): { schema_version: 1; version: string } & T {
  return { schema_version: SCHEMA_VERSION, version: VERSION, ...body };
}

/** One NDJSON record of type `type`: every record carries the schema, so each line stands alone. */
export function ndjsonRecord<T extends object>(type: string, body: T): string {
  return JSON.stringify({ schema_version: SCHEMA_VERSION, type, ...body });
}

/**
 * `ndjsonRecord` for each of `bodies`, one line each (no trailing newline). They are serialised in
 * one JSON.stringify and split where one record ends and the next begins: a call per record cost
 * 1.6x as much on a report of 65,000 violations. The boundary `},{"schema_version":1,"type":…` cannot
 * occur inside a string (its quote would be escaped there), so it is found only between records; a
 * body that spells its own `type` or nests records would change the count, and is then serialised
 * one record at a time.
 */
export function ndjsonRecords<T extends object>(type: string, bodies: readonly T[]): string {
  if (bodies.length === 0) return "";
  const head = `{"schema_version":${SCHEMA_VERSION},"type":${JSON.stringify(type)}`;
  const all = JSON.stringify(bodies.map((body) => ({ schema_version: SCHEMA_VERSION, type, ...body })));
  let boundaries = 0;
  const lines = all.slice(1, -1).replaceAll(`},${head}`, () => {
    boundaries++;
    return `}\n${head}`;
  });
  if (boundaries === bodies.length - 1 && lines.startsWith(head)) return lines;
  return bodies.map((body) => ndjsonRecord(type, body)).join("\n");
}

/**
 * The document `run` and `gate` print for `--format json` when they could not do their job (exit 2),
 * so a reader of stdout sees `error`, never a missing or empty verdict.
 */
export function errorDocument(code: string, message: string): string {
  return `${JSON.stringify(jsonDocument({ verdict: "error" as ReportVerdict, error: { code, message } }))}\n`;
}
