import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  external_exports,
  require_dist
} from "./chunk-2EE4JCRM.js";
import {
  ForgeGateError
} from "./chunk-57NQJXNH.js";
import {
  __toESM
} from "./chunk-ZEX5B76V.js";

// src/classify/config-schema.ts
var import_yaml = __toESM(require_dist(), 1);
var action = external_exports.enum(["allow", "ask", "deny"]);
var schema = external_exports.strictObject({
  version: external_exports.literal(1).optional(),
  permission: external_exports.record(external_exports.string().min(1), external_exports.union([action, external_exports.record(external_exports.string().min(1), action)])).optional(),
  unresolved: external_exports.enum(["escalate", "block"]).optional(),
  backstop: external_exports.strictObject({
    consecutive: external_exports.number().int().min(1).max(1e3).optional(),
    total: external_exports.number().int().min(1).max(1e5).optional(),
    reset_on_user_turn: external_exports.boolean().optional()
  }).optional(),
  classifier: external_exports.strictObject({
    provider: external_exports.enum(["openai", "anthropic", "openai-compatible"]).optional(),
    model: external_exports.string().min(1).optional(),
    base_url: external_exports.string().url().optional(),
    api_key_env: external_exports.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "must be an environment variable name").optional(),
    command: external_exports.union([external_exports.string().min(1), external_exports.array(external_exports.string().min(1)).min(1)]).optional(),
    timeout_ms: external_exports.number().int().min(100).max(6e5).optional()
  }).refine(
    (c) => c.command === void 0 !== (c.provider === void 0),
    "set either `provider` (with `model`) or `command`, not both"
  ).refine((c) => c.provider === void 0 || c.model !== void 0, "`model` is required with `provider`").refine(
    (c) => c.provider !== "openai-compatible" || c.base_url !== void 0,
    "`base_url` is required for openai-compatible"
  ).optional()
});
async function parseConfigText(text, source) {
  let data;
  const trimmed = text.trimStart();
  try {
    if (trimmed.startsWith("{")) data = JSON.parse(text);
    else data = (0, import_yaml.parse)(text, { uniqueKeys: true, maxAliasCount: 50, prettyErrors: false });
  } catch (err) {
    throw new ForgeGateError(
      "config_malformed",
      `${source}: ${String(err.message).split("\n")[0]}`,
      "Fix the YAML/JSON syntax"
    );
  }
  if (data === null || data === void 0) data = {};
  const r = schema.safeParse(data);
  if (!r.success) {
    const issue = r.error.issues[0];
    const where = issue.path.length ? issue.path.join(".") : "(top level)";
    throw new ForgeGateError(
      "config_invalid",
      `${source}: ${where}: ${issue.message}`,
      "See `forge-gate classify --help` for the config format"
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
      resetOnUserTurn: c.backstop?.reset_on_user_turn ?? true
    },
    classifier: !cl ? null : cl.command !== void 0 ? {
      kind: "command",
      command: typeof cl.command === "string" ? [cl.command] : cl.command,
      timeoutMs: cl.timeout_ms ?? 15e3
    } : {
      kind: "model",
      provider: cl.provider,
      model: cl.model,
      baseUrl: cl.base_url ?? null,
      apiKeyEnv: cl.api_key_env ?? null,
      timeoutMs: cl.timeout_ms ?? 15e3
    }
  };
}
export {
  parseConfigText
};
