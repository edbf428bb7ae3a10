import * as z from "zod/mini";
import type { ClassifyConfig } from "../core/classify/types.js";
import { parseStructured, validateStructured } from "../core/structured.js";

// Loaded only when a config file is read for the first time (validated results are cached), so
// zod and yaml stay off the per-call hook path.

const action = z.enum(["allow", "ask", "deny"]);
const nonEmpty = z.string().check(z.minLength(1));
const intIn = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
const schema = z.strictObject({
  version: z.optional(z.literal(1)),
  permission: z.optional(z.record(nonEmpty, z.union([action, z.record(nonEmpty, action)]))),
  unresolved: z.optional(z.enum(["escalate", "block"])),
  backstop: z.optional(
    z.strictObject({
      consecutive: z.optional(intIn(1, 1000)),
      total: z.optional(intIn(1, 100000)),
      reset_on_user_turn: z.optional(z.boolean()),
    }),
  ),
  classifier: z.optional(
    z
      .strictObject({
        provider: z.optional(z.enum(["openai", "anthropic", "openai-compatible"])),
        model: z.optional(nonEmpty),
        base_url: z.optional(z.url()),
        api_key_env: z.optional(
          z.string().check(z.regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "must be an environment variable name")),
        ),
        command: z.optional(z.union([nonEmpty, z.array(nonEmpty).check(z.minLength(1))])),
        timeout_ms: z.optional(intIn(100, 600000)),
      })
      .check(
        z.refine(
          (c) => (c.command === undefined) !== (c.provider === undefined),
          "set either `provider` (with `model`) or `command`, not both",
        ),
        z.refine(
          (c) => c.provider === undefined || c.model !== undefined,
          "`model` is required with `provider`",
        ),
        z.refine(
          (c) => c.provider !== "openai-compatible" || c.base_url !== undefined,
          "`base_url` is required for openai-compatible",
        ),
      ),
  ),
});

export async function parseConfigText(text: string, source: string): Promise<ClassifyConfig> {
  const parsed = text.trim() === "" ? {} : parseStructured(text, source, { what: "config", emptyHint: "" });
  const c = validateStructured(
    schema,
    parsed ?? {},
    source,
    "config",
    () => "See `forge-gate classify --help` for the config format",
  );
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
