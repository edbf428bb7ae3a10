/**
 * JSON with comments and trailing commas (VS Code's settings and tasks), read into a plain value,
 * or null when it is not that. Written here because the hook bundle keeps its dependencies to what
 * it must load: a parser library would be loaded for the handful of calls that write such a file.
 */
export declare function parseJsonc(text: string): unknown;
export declare const isObject: (v: unknown) => v is Record<string, unknown>;
