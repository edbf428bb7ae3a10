import { readFileSync } from "node:fs";
import AjvDraft04 from "ajv-draft-04";
import addFormatsModule from "ajv-formats";
import { expect } from "vitest";

// SARIF as its consumers take it: the official schema, and what GitHub code scanning's upload needs.

// The official SARIF 2.1.0 schema (draft-04), vendored with its license: see test/fixtures/sarif/README.md.
const schema = JSON.parse(
  readFileSync(new URL("../fixtures/sarif/sarif-2.1.0-rtm.5.json", import.meta.url), "utf8"),
) as object;
// unicodeRegExp off: the schema's `language` pattern is not valid in Unicode mode (it predates ajv 8).
// CommonJS default export: what `import` gives depends on the loader (vitest, tsc), so take either.
type AjvClass = (typeof AjvDraft04)["default"];
const Ajv = ((AjvDraft04 as unknown as { default?: AjvClass }).default ?? AjvDraft04) as AjvClass;
const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
// The schema's formats (uri, uri-reference, date-time) are checked too, not ignored.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  a: typeof ajv,
) => void;
addFormats(ajv);
const validateSchema = ajv.compile(schema);

export interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: string;
  message: { text: string };
  locations: Array<{
    physicalLocation: {
      artifactLocation: { uri: string; uriBaseId?: string };
      region?: { startLine: number };
    };
  }>;
  partialFingerprints: Record<string, string>;
  properties: { path: string; resolved: string };
}
export interface SarifLog {
  version: string;
  runs: Array<{
    tool: {
      driver: {
        name: string;
        version: string;
        informationUri?: string;
        rules: Array<{ id: string; helpUri?: string; properties: { tags: string[] } }>;
      };
    };
    results: SarifResult[];
    originalUriBaseIds?: Record<string, { uri: string }>;
    invocations: Array<{ executionSuccessful: boolean; toolExecutionNotifications?: unknown[] }>;
    properties: Record<string, unknown>;
  }>;
}

/** Valid against the SARIF 2.1.0 schema, else the schema's own complaints. */
export function expectValid(log: unknown): asserts log is SarifLog {
  const ok = validateSchema(log);
  expect(validateSchema.errors ?? [], JSON.stringify(validateSchema.errors?.slice(0, 5))).toEqual([]);
  expect(ok).toBe(true);
}

/**
 * What GitHub code scanning's upload requires beyond the schema (its documented SARIF support and
 * upload limits): SARIF 2.1.0; at most 20 runs, 25,000 results and 25,000 rules per run, 1,000 locations
 * per result and 20 tags per rule; each result names a rule the driver declares and has a message and a
 * physical location whose `artifactLocation.uri` is a URI reference (no raw spaces or control
 * characters); `partialFingerprints` present so alerts are tracked across runs. A location in the
 * repository carries `region.startLine` (code scanning shows a result at a line only: the SARIF SDK's
 * GH1003); the driver says where the tool is documented and each rule where it is explained.
 */
export function expectCodeScanningAccepts(log: SarifLog): void {
  expect(log.version).toBe("2.1.0");
  expect(log.runs.length).toBeGreaterThan(0);
  expect(log.runs.length).toBeLessThanOrEqual(20);
  for (const run of log.runs) {
    const ids = new Set(run.tool.driver.rules.map((r) => r.id));
    expect(run.tool.driver.rules.length).toBeLessThanOrEqual(25_000);
    expect(run.tool.driver.informationUri).toMatch(/^https:\/\//);
    for (const r of run.tool.driver.rules) {
      expect(r.properties.tags.length).toBeLessThanOrEqual(20);
      expect(r.helpUri, r.id).toMatch(/^https:\/\/.*#/);
    }
    expect(run.results.length).toBeLessThanOrEqual(25_000);
    for (const res of run.results) {
      expect(ids.has(res.ruleId)).toBe(true);
      expect(run.tool.driver.rules[res.ruleIndex]!.id).toBe(res.ruleId);
      expect(res.message.text.length).toBeGreaterThan(0);
      expect(res.locations.length).toBeGreaterThanOrEqual(1);
      expect(res.locations.length).toBeLessThanOrEqual(1000);
      for (const loc of res.locations) {
        const { uri, uriBaseId } = loc.physicalLocation.artifactLocation;
        expect(uri).not.toMatch(/[\s\u0000-\u001f\u007f]/);
        if (uriBaseId !== undefined) {
          expect(loc.physicalLocation.region?.startLine).toBeGreaterThanOrEqual(1);
          expect(uriBaseId).toBe("%SRCROOT%");
          expect(run.originalUriBaseIds?.[uriBaseId]?.uri).toMatch(/^file:\/\/\/.*\/$/);
          expect(uri).not.toMatch(/^\/|^[a-z][a-z0-9+.-]*:/i); // relative to the repository root
          expect(() => new URL(uri, "file:///repo/")).not.toThrow();
        } else {
          expect(uri).toMatch(/^file:\/\/\//);
          expect(() => new URL(uri)).not.toThrow();
        }
      }
      expect(Object.keys(res.partialFingerprints).length).toBeGreaterThan(0);
    }
  }
}
