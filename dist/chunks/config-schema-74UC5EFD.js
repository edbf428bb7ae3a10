import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  _enum,
  _gte,
  _lte,
  _minLength,
  _regex,
  array,
  boolean,
  int,
  literal,
  optional,
  parseStructured,
  record,
  refine,
  strictObject,
  string,
  union,
  url,
  validateStructured
} from "./chunk-HIXSFSN2.js";
import "./chunk-QEJECJYU.js";
import "./chunk-IMH2DE2T.js";

// src/classify/config-schema.ts
var action = _enum(["allow", "ask", "deny"]);
var nonEmpty = string().check(_minLength(1));
var intIn = (min, max) => int().check(_gte(min), _lte(max));
var schema = strictObject({
  version: optional(literal(1)),
  permission: optional(record(nonEmpty, union([action, record(nonEmpty, action)]))),
  unresolved: optional(_enum(["escalate", "block"])),
  backstop: optional(
    strictObject({
      consecutive: optional(intIn(1, 1e3)),
      total: optional(intIn(1, 1e5)),
      reset_on_user_turn: optional(boolean())
    })
  ),
  classifier: optional(
    strictObject({
      provider: optional(_enum(["openai", "anthropic", "openai-compatible"])),
      model: optional(nonEmpty),
      base_url: optional(url()),
      api_key_env: optional(
        string().check(_regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "must be an environment variable name"))
      ),
      command: optional(union([nonEmpty, array(nonEmpty).check(_minLength(1))])),
      timeout_ms: optional(intIn(100, 6e5))
    }).check(
      refine(
        (c) => c.command === void 0 !== (c.provider === void 0),
        "set either `provider` (with `model`) or `command`, not both"
      ),
      refine(
        (c) => c.provider === void 0 || c.model !== void 0,
        "`model` is required with `provider`"
      ),
      refine(
        (c) => c.provider !== "openai-compatible" || c.base_url !== void 0,
        "`base_url` is required for openai-compatible"
      )
    )
  )
});
async function parseConfigText(text, source) {
  const parsed = text.trim() === "" ? {} : parseStructured(text, source, { what: "config", emptyHint: "" });
  const c = validateStructured(
    schema,
    parsed ?? {},
    source,
    "config",
    () => "See `forge-gate classify --help` for the config format"
  );
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
