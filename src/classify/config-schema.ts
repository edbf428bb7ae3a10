import { parse as parseYaml } from "yaml";
import { z } from "zod";
import type { ClassifyConfig } from "../core/classify/types.js";
import { ForgeGateError } from "../core/errors.js";

// Loaded only when a config file is read for the first time (validated results are cached), so
// zod and yaml stay off the per-call hook path.

const action = z.enum(["allow", "ask", "deny"]);
const schema = z.strictObject({
  version: z.literal(1).optional(),
  permission: z.record(z.string().min(1), z.union([action, z.record(z.string().min(1), action)])).optional(),
  unresolved: z.enum(["escalate", "block"]).optional(),
  backstop: z
    .strictObject({
      consecutive: z.number().int().min(1).max(1000).optional(),
      total: z.number().int().min(1).max(100000).optional(),
      reset_on_user_turn: z.boolean().optional(),
    })
    .optional(),
  classifier: z
    .strictObject({
      provider: z.enum(["openai", "anthropic", "openai-compatible"]).optional(),
      model: z.string().min(1).optional(),
      base_url: z.string().url().optional(),
      api_key_env: z
        .string()
        .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "must be an environment variable name")
        .optional(),
      command: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).optional(),
      timeout_ms: z.number().int().min(100).max(600000).optional(),
    })
    .refine(
      (c) => (c.command === undefined) !== (c.provider === undefined),
      "set either `provider` (with `model`) or `command`, not both",
    )
    .refine((c) => c.provider === undefined || c.model !== undefined, "`model` is required with `provider`")
    .refine(
      (c) => c.provider !== "openai-compatible" || c.base_url !== undefined,
      "`base_url` is required for openai-compatible",
    )
    .optional(),
});

export async function parseConfigText(text: string, source: string): Promise<ClassifyConfig> {
  let data: unknown;
  const trimmed = text.trimStart();
  try {
    if (trimmed.startsWith("{")) data = JSON.parse(text);
    else data = parseYaml(text, { uniqueKeys: true, maxAliasCount: 50, prettyErrors: false });
  } catch (err) {
    throw new ForgeGateError(
      "config_malformed",
      `${source}: ${String((err as Error).message).split("\n")[0]}`,
      "Fix the YAML/JSON syntax",
    );
  }
  if (data === null || data === undefined) data = {};
  const r = schema.safeParse(data);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    const where = issue.path.length ? issue.path.join(".") : "(top level)";
    throw new ForgeGateError(
      "config_invalid",
      `${source}: ${where}: ${issue.message}`,
      "See `forge-gate classify --help` for the config format",
    );
  }
  const c = r.data;
  const cl = c.classifier;
  return {
    permission: c.permission ?? {},
    unresolved: c.unresolved ?? "escalate",
    backstop: {
      consecutive: c.backstop?.consecutive ?? 3,
      total: c.backstop?.total ?? 20,
      resetOnUserTurn: c.backstop?.reset_on_user_turn ?? true,
    },
    classifier: !cl
      ? null
      : cl.command !== undefined
        ? {
            kind: "command",
            command: typeof cl.command === "string" ? [cl.command] : cl.command,
            timeoutMs: cl.timeout_ms ?? 15000,
          }
        : {
            kind: "model",
            provider: cl.provider!,
            model: cl.model!,
            baseUrl: cl.base_url ?? null,
            apiKeyEnv: cl.api_key_env ?? null,
            timeoutMs: cl.timeout_ms ?? 15000,
          },
  };
}
