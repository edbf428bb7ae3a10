import { ForgeGateError } from "../core/errors.js";

/** An input as the runner passes it: INPUT_<NAME> with spaces → `_`, upper-cased, hyphens kept. */
export function input(env: NodeJS.ProcessEnv, name: string): string {
  return (env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] ?? "").trim();
}

/** YAML 1.2 core booleans; empty (input not set) gives the default. Anything else is a usage error. */
export function booleanInput(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = input(env, name);
  if (raw === "") return fallback;
  if (["true", "True", "TRUE"].includes(raw)) return true;
  if (["false", "False", "FALSE"].includes(raw)) return false;
  throw new ForgeGateError(
    "usage",
    `input ${name}: ${JSON.stringify(raw)} is not a boolean`,
    "Use true or false",
  );
}

export function positiveInt(name: string, value: string): number {
  if (!/^[1-9][0-9]{0,15}$/.test(value)) {
    throw new ForgeGateError(
      "usage",
      `${name}: ${JSON.stringify(value)} is not a positive integer`,
      "Pass a run id",
    );
  }
  return Number(value);
}

export function splitRepo(full: string, what: string): { owner: string; repo: string } {
  const m = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(full);
  if (!m)
    throw new ForgeGateError(
      "usage",
      `${what}: ${JSON.stringify(full)} is not owner/name`,
      "Set GITHUB_REPOSITORY or the lease's repo",
    );
  return { owner: m[1]!, repo: m[2]! };
}

/** The fields of a pull_request(-like) event payload the gate uses. */
export interface PullRequestEvent {
  number: number;
  headSha: string | null;
  baseSha: string | null;
  repo: string | null;
}

export function pullRequestFromEvent(payload: unknown): PullRequestEvent | null {
  if (typeof payload !== "object" || payload === null) return null;
  const p = payload as {
    pull_request?: {
      number?: unknown;
      head?: { sha?: unknown };
      base?: { sha?: unknown; repo?: { full_name?: unknown } };
    };
    repository?: { full_name?: unknown };
  };
  const pr = p.pull_request;
  if (!pr || typeof pr.number !== "number" || !Number.isSafeInteger(pr.number) || pr.number <= 0) return null;
  const sha = (v: unknown) => (typeof v === "string" && /^[0-9a-f]{40,64}$/.test(v) ? v : null);
  const repo = typeof p.repository?.full_name === "string" ? p.repository.full_name : null;
  return { number: pr.number, headSha: sha(pr.head?.sha), baseSha: sha(pr.base?.sha), repo };
}

/** The label input: unset → the default; set to "" (the runner passes it through) → no label. */
export function labelInput(env: NodeJS.ProcessEnv, fallback: string): string | null {
  const key = "INPUT_LABEL";
  if (env[key] === undefined) return fallback;
  return input(env, "label") || null;
}
