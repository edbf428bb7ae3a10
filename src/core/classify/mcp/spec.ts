import type { WriteOp } from "../effects.js";
import type { Change } from "../surfaces/index.js";

/**
 * An MCP tool reduced to what classify judges: the effects of one call, each judged by the same
 * rules as Bash and the client's own tools (writes against the lease, protected paths and
 * execution surfaces; reads against credentials and read roots; commands through the full shell
 * analysis; URLs against `network.allow`). Each server family (`filesystem.ts`, `github.ts`, …)
 * lists its tools with every argument they take, from the server's published tool schemas.
 */
export type McpEffect =
  /** A local path read (`recursive`: a tree searched; `metadata`: only its size and times; `sends`: uploaded). */
  | { kind: "read"; path: string; recursive?: boolean; metadata?: boolean; sends?: boolean }
  /** A local path written (created, replaced, edited, removed), with what the call says of its content. */
  | { kind: "write"; path: string; op?: WriteOp; change?: Change }
  /** A shell command the server runs, in `cwd` (default: the call's). */
  | { kind: "shell"; command: string; cwd?: string }
  /** A URL the server (or its browser) opens; `sends`: a non-GET request or an upload. */
  | { kind: "url"; url: string; sends?: boolean }
  /** A change to a forge repository's files or refs (`repo` as `owner/name`). */
  | {
      kind: "remote";
      repo: string | null;
      /** The branch written; null: the default branch. */
      branch?: string | null;
      path?: string;
      change?: Change;
      what: string;
    }
  /** A change to the server's own data (an issue, a comment, a memory entry): what the grant is for. */
  | { kind: "state"; what: string; repo?: string | null }
  | { kind: "grey"; rule: string; reason: string }
  | { kind: "block"; rule: string; reason: string };

export interface McpToolSpec {
  /** Every argument the tool takes (closed world: any other argument is accounted for by nothing). */
  args: readonly string[];
  /** What a call does, given its arguments. Reading an argument of the wrong type throws ArgError. */
  effects(a: Args): McpEffect[];
}

export interface McpFamily {
  /** The server implementation (`filesystem`, `github`, `playwright` …), for reasons and docs. */
  id: string;
  /** Server names (as users configure them, lower-cased, `-`/`_` removed) taken to be this implementation. */
  names: RegExp;
  tools: Readonly<Record<string, McpToolSpec>>;
}

export class ArgError extends Error {}

/** Typed access to a call's arguments: a value of the wrong type is an error (the call is grey), never a guess. */
export class Args {
  constructor(readonly input: Record<string, unknown>) {}

  has(k: string): boolean {
    return this.input[k] !== undefined && this.input[k] !== null;
  }
  str(k: string): string {
    const v = this.input[k];
    if (typeof v !== "string") throw new ArgError(`argument ${k} must be a string`);
    return v;
  }
  optStr(k: string): string | undefined {
    return this.has(k) ? this.str(k) : undefined;
  }
  strs(k: string): string[] {
    const v = this.input[k];
    if (!Array.isArray(v) || !v.every((x) => typeof x === "string"))
      throw new ArgError(`argument ${k} must be a list of strings`);
    return v as string[];
  }
  optStrs(k: string): string[] {
    return this.has(k) ? this.strs(k) : [];
  }
  /** A string, or a list of strings (argv). */
  strOrStrs(k: string): string | string[] {
    const v = this.input[k];
    return typeof v === "string" ? v : this.strs(k);
  }
  bool(k: string): boolean {
    const v = this.input[k];
    if (v === undefined || v === null) return false;
    if (typeof v !== "boolean") throw new ArgError(`argument ${k} must be true or false`);
    return v;
  }
  objects(k: string): Record<string, unknown>[] {
    const v = this.input[k];
    if (!Array.isArray(v) || !v.every((x) => typeof x === "object" && x !== null && !Array.isArray(x)))
      throw new ArgError(`argument ${k} must be a list of objects`);
    return v as Record<string, unknown>[];
  }
}

/** A spec whose arguments are all data (ids, text, numbers): the call has no effect forge-gate judges beyond `extra`. */
export const data = (args: string, extra: (a: Args) => McpEffect[] = () => []): McpToolSpec => ({
  args: args.split(/\s+/).filter(Boolean),
  effects: extra,
});

/** A spec from its argument list and effect function. */
export const tool = (args: string, effects: (a: Args) => McpEffect[]): McpToolSpec => ({
  args: args.split(/\s+/).filter(Boolean),
  effects,
});

export const grey = (rule: string, reason: string): McpEffect => ({ kind: "grey", rule, reason });
