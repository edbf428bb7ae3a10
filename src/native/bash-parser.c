/*
 * forge-gate's native bash parser: the tree-sitter runtime and the tree-sitter-bash grammar (both C,
 * compiled from the pinned npm packages by scripts/build-native.mjs) behind a two-function Node-API
 * surface. Why not the `tree-sitter` npm binding: its linux prebuild needs GCC 13's C++ runtime, so on
 * Debian 12 / Ubuntu 22.04 and musl it compiles at install (no compiler, no parser); the grammar
 * package alone installs 20 MB (sources and every platform's prebuilds); and finding and loading the
 * two C++ addons costs the hook ~4 ms per call. This file is C against Node-API only: one small
 * binary per platform, ABI-stable across Node 20, 22 and 24, with no C++ runtime.
 *
 *   parse(source: string) -> Uint32Array
 *     [0] 1 when the tree has an error, else 0; then one record of RECORD words per node, in
 *     document (pre-)order: symbol, flags (1 named, 2 missing), field id (0 none), start and end as
 *     UTF-16 offsets into `source`, number of children.
 *   symbolName(id: number) -> string          the grammar's name for a node symbol ("ERROR" included)
 *   fieldName(id: number) -> string | null    the grammar's name for a field id
 */
#include <node_api.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <tree_sitter/api.h>

const TSLanguage *tree_sitter_bash(void);

#define RECORD 6

typedef struct {
  uint32_t *data;
  size_t len;
  size_t cap;
} Words;

static int words_reserve(Words *w, size_t more) {
  if (w->len + more <= w->cap) return 1;
  size_t cap = w->cap ? w->cap : 1024;
  while (cap < w->len + more) cap *= 2;
  uint32_t *data = realloc(w->data, cap * sizeof(uint32_t));
  if (!data) return 0;
  w->data = data;
  w->cap = cap;
  return 1;
}

static napi_value fail(napi_env env, const char *message) {
  napi_throw_error(env, "ERR_FORGE_GATE_PARSER", message);
  return NULL;
}

/* One parser per process: Node calls us on its main thread only. */
static TSParser *parser = NULL;

static napi_value parse(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1];
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc < 1) {
    return fail(env, "parse(source) needs a string");
  }
  size_t units = 0;
  if (napi_get_value_string_utf16(env, argv[0], NULL, 0, &units) != napi_ok) {
    return fail(env, "parse(source) needs a string");
  }
  char16_t *text = malloc((units + 1) * sizeof(char16_t));
  if (!text) return fail(env, "out of memory reading the command");
  napi_get_value_string_utf16(env, argv[0], text, units + 1, &units);

  if (!parser) {
    parser = ts_parser_new();
    if (!parser || !ts_parser_set_language(parser, tree_sitter_bash())) {
      free(text);
      return fail(env, "the bash grammar does not match the tree-sitter runtime");
    }
  }
  TSTree *tree = ts_parser_parse_string_encoding(parser, NULL, (const char *)text,
                                                 (uint32_t)(units * sizeof(char16_t)),
                                                 TSInputEncodingUTF16LE);
  free(text);
  if (!tree) return fail(env, "tree-sitter returned no tree");

  TSNode root = ts_tree_root_node(tree);
  Words out = {0};
  int ok = words_reserve(&out, 1 + RECORD * 64);
  if (ok) out.data[out.len++] = ts_node_has_error(root) ? 1 : 0;

  /* Pre-order walk with the cursor; the child count of each node is filled in when it is left. */
  TSTreeCursor cursor = ts_tree_cursor_new(root);
  size_t *open = NULL; /* record offsets of the nodes on the current path */
  size_t depth = 0, open_cap = 0;
  while (ok) {
    TSNode node = ts_tree_cursor_current_node(&cursor);
    if (!words_reserve(&out, RECORD)) { ok = 0; break; }
    size_t at = out.len;
    uint32_t flags = (ts_node_is_named(node) ? 1u : 0u) | (ts_node_is_missing(node) ? 2u : 0u);
    out.data[at] = ts_node_symbol(node);
    out.data[at + 1] = flags;
    out.data[at + 2] = ts_tree_cursor_current_field_id(&cursor);
    out.data[at + 3] = ts_node_start_byte(node) / 2;
    out.data[at + 4] = ts_node_end_byte(node) / 2;
    out.data[at + 5] = 0;
    out.len += RECORD;
    if (depth > 0) out.data[open[depth - 1] + 5]++;
    if (ts_tree_cursor_goto_first_child(&cursor)) {
      if (depth == open_cap) {
        open_cap = open_cap ? open_cap * 2 : 64;
        size_t *grown = realloc(open, open_cap * sizeof(size_t));
        if (!grown) { ok = 0; break; }
        open = grown;
      }
      open[depth++] = at;
      continue;
    }
    /* A leaf: move to the next sibling, climbing out of finished parents. */
    while (!ts_tree_cursor_goto_next_sibling(&cursor)) {
      if (depth == 0 || !ts_tree_cursor_goto_parent(&cursor)) { depth = 0; goto done; }
      depth--;
    }
  }
done:
  ts_tree_cursor_delete(&cursor);
  ts_tree_delete(tree);
  free(open);
  if (!ok) {
    free(out.data);
    return fail(env, "out of memory building the syntax tree");
  }

  napi_value buffer, array;
  void *bytes = NULL;
  if (napi_create_arraybuffer(env, out.len * sizeof(uint32_t), &bytes, &buffer) != napi_ok) {
    free(out.data);
    return fail(env, "out of memory returning the syntax tree");
  }
  memcpy(bytes, out.data, out.len * sizeof(uint32_t));
  free(out.data);
  napi_create_typedarray(env, napi_uint32_array, out.len, buffer, 0, &array);
  return array;
}

static napi_value name_of(napi_env env, napi_callback_info info, int field) {
  size_t argc = 1;
  napi_value argv[1];
  uint32_t id = 0;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc < 1 ||
      napi_get_value_uint32(env, argv[0], &id) != napi_ok) {
    return fail(env, "expected a numeric id");
  }
  const TSLanguage *lang = tree_sitter_bash();
  const char *name = field ? ts_language_field_name_for_id(lang, (TSFieldId)id)
                           : ts_language_symbol_name(lang, (TSSymbol)id);
  napi_value result;
  if (!name) {
    napi_get_null(env, &result);
  } else {
    napi_create_string_utf8(env, name, NAPI_AUTO_LENGTH, &result);
  }
  return result;
}

static napi_value symbol_name(napi_env env, napi_callback_info info) { return name_of(env, info, 0); }
static napi_value field_name(napi_env env, napi_callback_info info) { return name_of(env, info, 1); }

NAPI_MODULE_INIT() {
  napi_property_descriptor props[] = {
    {"parse", NULL, parse, NULL, NULL, NULL, napi_enumerable, NULL},
    {"symbolName", NULL, symbol_name, NULL, NULL, NULL, napi_enumerable, NULL},
    {"fieldName", NULL, field_name, NULL, NULL, NULL, napi_enumerable, NULL},
  };
  napi_define_properties(env, exports, sizeof(props) / sizeof(props[0]), props);
  return exports;
}
