import picomatch from "picomatch";
import type { McpArgGrant } from "../../lease.js";
import { chromeDevtools, playwright, puppeteer } from "./browser.js";
import { context7, serena } from "./code-intel.js";
import { databases } from "./databases.js";
import { desktopCommander, filesystem } from "./filesystem.js";
import { gitServer } from "./git.js";
import { github } from "./github.js";
import { everything, fetchServer, memory, sequentialThinking, time } from "./reference.js";
import { shellServers } from "./shell.js";
import { ArgError, Args, type McpEffect, type McpFamily, type McpToolSpec } from "./spec.js";

export type { McpEffect } from "./spec.js";

/**
 * MCP tools judged like every other tool: a call is reduced to its effects by the spec of its
 * server's tool (one module per server family, with its cases beside it), and every argument must
 * be accounted for — by the spec, or by the lease granting it explicitly. The engine judges the
 * effects with the rules it applies to Bash, Read, Write and WebFetch.
 */

/**
 * In lookup order: a tool name found in no family named like the server is matched by name and
 * arguments. Built on first use: the hook loads this module on every call, and only MCP calls need it.
 */
let families: McpFamily[] | null = null;
export function mcpFamilies(): readonly McpFamily[] {
  families ??= [
    filesystem(),
    desktopCommander(),
    gitServer(),
    github(),
    playwright(),
    puppeteer(),
    chromeDevtools(),
    fetchServer(),
    memory(),
    time(),
    sequentialThinking(),
    everything(),
    databases(),
    serena(),
    context7(),
    shellServers(),
  ];
  return families;
}

/** A server name as the families' `names` patterns see it: lower case, letters and digits only. */
export const normaliseServer = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, "");

const present = (input: Record<string, unknown>) => Object.keys(input).filter((k) => input[k] !== undefined);

/**
 * The spec of `tool` on `server`: the family the server's name says it is, else the first family
 * that has a tool of that name taking every argument given (servers are named by whoever configures
 * them; `fs`, `files`, `my-filesystem` are all the filesystem server). Null: no spec.
 */
export function findSpec(
  server: string,
  tool: string,
  input: Record<string, unknown>,
): { family: McpFamily; spec: McpToolSpec } | null {
  const name = normaliseServer(server);
  for (const family of mcpFamilies())
    if (family.names.test(name) && Object.hasOwn(family.tools, tool))
      return { family, spec: family.tools[tool]! };
  const given = present(input);
  for (const family of mcpFamilies()) {
    if (!Object.hasOwn(family.tools, tool)) continue;
    const spec = family.tools[tool]!;
    if (given.every((k) => spec.args.includes(k))) return { family, spec };
  }
  return null;
}

export interface McpPlan {
  /** The server family whose spec judged the call, or null (no spec). */
  family: string | null;
  effects: McpEffect[];
  /** Arguments given that neither the spec nor the lease accounts for. */
  unaccounted: string[];
  /** Arguments the lease grants, given a value the lease does not allow. */
  refused: string[];
}

/** Plans one call: its spec's effects and the accounting of its arguments against the spec and the lease's grant. */
export function planMcpCall(
  server: string,
  tool: string,
  input: Record<string, unknown>,
  grant: McpArgGrant | undefined,
): McpPlan {
  const found = findSpec(server, tool, input);
  const unaccounted: string[] = [];
  const refused: string[] = [];
  for (const k of present(input)) {
    const granted = grant === "any" ? "any" : grant?.[k];
    if (granted !== undefined && granted !== "any" && !valueAllowed(input[k], granted)) refused.push(k);
    if (granted === undefined && !found?.spec.args.includes(k)) unaccounted.push(k);
  }
  let effects: McpEffect[] = [];
  if (found) {
    try {
      effects = found.spec.effects(new Args(input));
    } catch (err) {
      if (!(err instanceof ArgError)) throw err;
      effects = [{ kind: "grey", rule: "invalid_input", reason: err.message }];
    }
  }
  return { family: found?.family.id ?? null, effects, unaccounted, refused };
}

/** A granted value must match one of the lease's globs (each element of a list; an object as its JSON). */
function valueAllowed(v: unknown, globs: string[]): boolean {
  const matchers = globs.map((g) => picomatch(g, { dot: true, bash: true }));
  const one = (x: unknown) => {
    const s = typeof x === "string" ? x : JSON.stringify(x);
    return matchers.some((m) => m(s));
  };
  return Array.isArray(v) ? v.every(one) : one(v);
}

/**
 * opencode names an MCP tool `<server>_<tool>` (each with characters other than letters, digits,
 * `_` and `-` replaced by `_`): split at the first `_` that leaves a granted server, or a server
 * named like a family holding that tool. Null: no such split (the tool stays unknown).
 */
export function splitOpencodeName(
  name: string,
  servers: readonly string[],
): { server: string; tool: string } | null {
  const sanitise = (s: string) => s.replace(/[^a-zA-Z0-9_-]/g, "_");
  for (let i = name.indexOf("_"); i > 0; i = name.indexOf("_", i + 1)) {
    const server = name.slice(0, i);
    const tool = name.slice(i + 1);
    const granted = servers.find((s) => sanitise(s) === server);
    if (granted !== undefined) return { server: granted, tool };
  }
  for (let i = name.indexOf("_"); i > 0; i = name.indexOf("_", i + 1)) {
    const server = name.slice(0, i);
    const tool = name.slice(i + 1);
    if (mcpFamilies().some((f) => f.names.test(normaliseServer(server)) && Object.hasOwn(f.tools, tool)))
      return { server, tool };
  }
  return null;
}
