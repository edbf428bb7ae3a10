import type * as z from "zod/mini";
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
export declare function parseStructured(text: string, source: string, kind: StructuredKind): unknown;
/** Validates with a zod/mini schema; the first problem becomes one message naming the field. */
export declare function validateStructured<T>(schema: z.ZodMiniType<T>, data: unknown, source: string, what: string, hintFor: (issue: z.core.$ZodIssue) => string): T;
export declare function formatFieldPath(path: readonly PropertyKey[]): string;
/** zod/mini carries no English messages: say what is wrong in words a user can act on. */
export declare function describeIssue(issue: z.core.$ZodIssue): string;
