import { parseDocument as parseYamlDocument } from "yaml";
// zod/mini: the same validation as zod with a fraction of its start-up cost (leases and configs are
// read on every gate command and on a classify cache miss).
import type * as z from "zod/mini";
import { ForgeGateError } from "./errors.js";

/** What a structured input file is, for error codes and messages. */
export interface StructuredKind {
  /** `lease` → codes `lease_invalid`, `lease_malformed`. */
  what: string;
  /** Fix for an empty file. */
  emptyHint: string;
}

/**
 * Parses YAML or JSON strictly: JSON goes through the YAML parser too (JSON is YAML 1.2), because
 * JSON.parse silently keeps the last of two duplicate keys and an input must not say two things at
 * once; YAML warnings (custom tags) are errors.
 */
export function parseStructured(text: string, source: string, kind: StructuredKind): unknown {
  const trimmed = text.trimStart();
  if (trimmed === "")
    throw new ForgeGateError(`${kind.what}_invalid`, `${source}: ${kind.what} is empty`, kind.emptyHint);
  const json = trimmed.startsWith("{") || trimmed.startsWith("[");
  if (json) {
    try {
      JSON.parse(text);
    } catch (err) {
      throw new ForgeGateError(
        `${kind.what}_malformed`,
        `${source}: malformed JSON: ${(err as Error).message}`,
        "Fix the JSON syntax (or write it as YAML)",
      );
    }
  }
  const doc = parseYamlDocument(text, { uniqueKeys: true, prettyErrors: false });
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) {
    const first = String(problem.message).split("\n")[0];
    throw new ForgeGateError(
      `${kind.what}_malformed`,
      `${source}: malformed ${json ? "JSON" : "YAML"}: ${first}`,
      json
        ? "Fix the JSON: every key once"
        : "Fix the YAML syntax (plain mappings and lists; no custom tags)",
    );
  }
  try {
    return doc.toJS({ maxAliasCount: 50 });
  } catch (err) {
    // The yaml library refuses an alias bomb (aliases that expand exponentially) while resolving.
    throw new ForgeGateError(
      `${kind.what}_malformed`,
      `${source}: malformed YAML: ${(err as Error).message}`,
      "Write the values out instead of repeating them through anchors and aliases (*name)",
    );
  }
}

/** Validates with a zod/mini schema; the first problem becomes one message naming the field. */
export function validateStructured<T>(
  schema: z.ZodMiniType<T>,
  data: unknown,
  source: string,
  what: string,
  hintFor: (issue: z.core.$ZodIssue) => string,
): T {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new ForgeGateError(
    `${what}_invalid`,
    `${source}: ${formatFieldPath(issue.path)}: ${describeIssue(issue)}`,
    hintFor(issue),
  );
}

export function formatFieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(top level)";
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out === "" ? String(part) : `.${String(part)}`;
  }
  return out;
}

function describeValue(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  return typeof v;
}

/** zod/mini carries no English messages: say what is wrong in words a user can act on. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "unrecognized_keys":
      return `unknown key${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => JSON.stringify(k)).join(", ")}`;
    case "invalid_type":
      return issue.input === undefined
        ? `is required (expected ${issue.expected})`
        : `expected ${issue.expected}, received ${describeValue(issue.input)}`;
    case "invalid_value":
      return `must be ${issue.values.map((v) => JSON.stringify(v)).join(" or ")}`;
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1
          ? "must not be empty"
          : `must be at least ${issue.minimum} characters`;
      return issue.origin === "array"
        ? `needs at least ${issue.minimum} entries`
        : `must be greater than ${issue.minimum}`;
    case "too_big":
      return issue.origin === "string"
        ? `must be at most ${issue.maximum} characters`
        : `must be at most ${issue.maximum}`;
    default:
      return issue.message;
  }
}
