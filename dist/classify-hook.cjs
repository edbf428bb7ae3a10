(function (exports, require, module, __filename, __dirname) {const __fgImportMetaUrl = require("node:url").pathToFileURL(__filename).href;
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target2, all) => {
  for (var name in all)
    __defProp(target2, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key2 of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key2) && key2 !== except)
        __defProp(to, key2, { get: () => from[key2], enumerable: !(desc = __getOwnPropDesc(from, key2)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target2) => (target2 = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target2, "default", { value: mod, enumerable: true }) : target2,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/core/paths.ts
function defaultCaseMode(platform) {
  return platform === "darwin" || platform === "win32" ? "insensitive" : "sensitive";
}
function pathFolder(mode) {
  return mode === "insensitive" ? (p) => p.normalize("NFC").toLowerCase() : (p) => p;
}
function isBlank(s) {
  if (s.length === 0) return true;
  if (s.charCodeAt(0) > 32 && s.charCodeAt(s.length - 1) > 32) return false;
  return s.trim() === "";
}
function lastSlash(s) {
  const stop = s.length > 24 ? s.length - 24 : 0;
  for (let i = s.length - 1; i >= stop; i--) if (s.charCodeAt(i) === 47) return i;
  return stop === 0 ? -1 : s.lastIndexOf("/", stop - 1);
}
function lexicalAbsolute(p, base) {
  if (p.charCodeAt(0) === 47 && p.charCodeAt(p.length - 1) !== 47 && p.indexOf("//") < 0) {
    if (p.indexOf("/.") < 0 || !DOT_SEGMENT.test(p)) return p;
  }
  return import_node_path.posix.resolve(base, p);
}
function rawAbsolute(p, base) {
  return p.startsWith("/") ? p : `${base}/${p}`;
}
function isWithin(child, root) {
  if (child === root) return true;
  if (root === "/") return child.startsWith("/");
  return child.length > root.length && child.startsWith(root) && child.charCodeAt(root.length) === 47;
}
function pathBelow(child, root) {
  if (child === root) return "";
  if (!isWithin(child, root)) return null;
  return child.slice(root.endsWith("/") ? root.length : root.length + 1);
}
function isFilesystemRoot(p) {
  const t = p.trim();
  if (/^[A-Za-z]:[\\/]*$/.test(t)) return true;
  if (/^[\\/]{2}[^\\/]+[\\/]+[^\\/]+[\\/]*$/.test(t)) return true;
  return import_node_path.posix.normalize(t) === "/" || /^\/+$/.test(t);
}
function expandHome(p, home) {
  if (p === "~") return home;
  if (p.startsWith("~/")) return home + p.slice(1);
  return p;
}
function marked(r, broken) {
  if (broken) r.broken = true;
  return r;
}
function kindThrough(resolver, probe, raw) {
  const cut = raw.lastIndexOf("/");
  const dir = resolver.resolveDirectory(cut <= 0 ? "/" : raw.slice(0, cut));
  if (dir.unknown) return probe.kind(raw);
  if (dir.missing || dir.notDirectory === true) return null;
  const leaf = raw.slice(cut + 1);
  return probe.kind(dir.path === "/" ? `/${leaf}` : `${dir.path}/${leaf}`);
}
function memoDown(dir, memo, top, derive) {
  const hit = memo.get(dir);
  if (hit !== void 0) return hit;
  const pending = [];
  let cur = dir;
  let state2;
  while (cur !== "/" && cur !== "") {
    state2 = memo.get(cur);
    if (state2 !== void 0) break;
    pending.push(cur);
    const cut = cur.lastIndexOf("/");
    cur = cut <= 0 ? "/" : cur.slice(0, cut);
  }
  state2 ??= top();
  for (let i = pending.length - 1; i >= 0; i--) {
    const d = pending[i];
    state2 = derive(state2, d);
    memo.set(d, state2);
  }
  return state2;
}
function stripTrailingSeparators(p) {
  let end = p.length;
  while (end > 1 && p.charCodeAt(end - 1) === 47) end--;
  return end === p.length ? p : p.slice(0, end);
}
function canonicalRoot(lexical, probe, resolver) {
  const real = probe.realpath?.(lexical);
  if (real) return real;
  return resolver.resolve(lexical).path;
}
var import_node_path, DOT_SEGMENT, ROOT, MAX_SYMLINK_HOPS, PhysicalResolver;
var init_paths = __esm({
  "src/core/paths.ts"() {
    "use strict";
    import_node_path = require("node:path");
    DOT_SEGMENT = /\/\.\.?(?:\/|$)/;
    ROOT = { path: "/", missing: false, missingDepth: 0, unknown: false };
    MAX_SYMLINK_HOPS = 40;
    PhysicalResolver = class {
      constructor(probe) {
        this.probe = probe;
      }
      probe;
      dirs = /* @__PURE__ */ new Map();
      /** `raw` must be absolute; it is not normalised first (`link/..` is resolved physically). */
      resolve(raw) {
        const trimmed = stripTrailingSeparators(raw);
        if (trimmed === "/") return ROOT;
        const cut = trimmed.lastIndexOf("/");
        const parent = this.resolveDir(cut <= 0 ? "/" : trimmed.slice(0, cut));
        return this.step(parent, trimmed.slice(cut + 1), { hops: 0 });
      }
      /** Resolves a directory (its final component followed too). Memoised by its raw spelling. */
      resolveDirectory(raw) {
        return this.resolveDir(stripTrailingSeparators(raw));
      }
      resolveDir(raw) {
        return memoDown(
          raw,
          this.dirs,
          () => ROOT,
          (parent, dir) => this.step(parent, dir.slice(dir.lastIndexOf("/") + 1), { hops: 0 })
        );
      }
      step(at2, name, budget) {
        if (name === "" || name === ".") return at2;
        if (name === "..") {
          const depth = Math.max(0, at2.missingDepth - 1);
          const out = {
            path: import_node_path.posix.dirname(at2.path),
            missing: depth > 0,
            missingDepth: depth,
            unknown: at2.unknown
          };
          return marked(out, at2.broken === true || at2.missing || at2.notDirectory === true);
        }
        const next = at2.path === "/" ? `/${name}` : `${at2.path}/${name}`;
        if (at2.unknown) return { ...at2, path: next };
        if (at2.missing) return { ...at2, path: next, missingDepth: at2.missingDepth + 1 };
        const kind = this.probe.kind(next);
        const broken = at2.broken === true;
        if (kind === null) return marked({ path: next, missing: true, missingDepth: 1, unknown: false }, broken);
        if (kind === "unknown")
          return marked({ path: next, missing: false, missingDepth: 0, unknown: true }, broken);
        if (kind !== "symlink") {
          const out = marked({ path: next, missing: false, missingDepth: 0, unknown: false }, broken);
          if (kind !== "dir") out.notDirectory = true;
          return out;
        }
        budget.hops++;
        const target2 = budget.hops > MAX_SYMLINK_HOPS ? null : this.probe.readlink(next);
        if (target2 === null)
          return marked({ path: next, missing: false, missingDepth: 0, unknown: true }, broken);
        let state2 = target2.startsWith("/") ? marked({ ...ROOT }, broken) : at2;
        for (const part2 of target2.split("/")) state2 = this.step(state2, part2, budget);
        return state2;
      }
    };
  }
});

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports2, module2) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module2.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports2) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports2.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports2.hasRegexChars = (str2) => REGEX_SPECIAL_CHARS.test(str2);
    exports2.isRegexChar = (str2) => str2.length === 1 && exports2.hasRegexChars(str2);
    exports2.escapeRegex = (str2) => str2.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports2.toPosixSlashes = (str2) => str2.replace(REGEX_BACKSLASH, "/");
    exports2.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports2.removeBackslashes = (str2) => {
      return str2.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports2.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports2.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports2.removePrefix = (input, state2 = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state2.prefix = "./";
      }
      return output;
    };
    exports2.wrapOutput = (input, state2 = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state2.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports2.basename = (path, { windows } = {}) => {
      const segs = path.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports2, module2) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code2) => {
      return code2 === CHAR_FORWARD_SLASH || code2 === CHAR_BACKWARD_SLASH;
    };
    var depth = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan = (input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts = [];
      let str2 = input;
      let index = -1;
      let start = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code2;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str2.charCodeAt(index + 1);
      const advance = () => {
        prev = code2;
        return str2.charCodeAt(++index);
      };
      while (index < length) {
        code2 = advance();
        let next;
        if (code2 === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code2 = advance();
          if (code2 === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code2 === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code2 = advance())) {
            if (code2 === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code2 === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code2 === CHAR_DOT && (code2 = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code2 === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code2 === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code2 === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code2 === CHAR_PLUS || code2 === CHAR_AT || code2 === CHAR_ASTERISK || code2 === CHAR_QUESTION_MARK || code2 === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code2 === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code2 = advance())) {
                if (code2 === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code2 === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code2 === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code2 === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code2 === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code2 === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code2 === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code2 === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code2 = advance())) {
              if (code2 === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code2 === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code2 === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str2;
      let prefix = "";
      let glob = "";
      if (start > 0) {
        prefix = str2.slice(0, start);
        str2 = str2.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str2.slice(0, lastIndex);
        glob = str2.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob = str2;
      } else {
        base = str2;
      }
      if (base && base !== "" && base !== "/" && base !== str2) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob) glob = utils.removeBackslashes(glob);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state2 = {
        prefix,
        input,
        start,
        base,
        glob,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state2.maxDepth = 0;
        if (!isPathSeparator(code2)) {
          tokens.push(token);
        }
        state2.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start;
          const i = slashes[idx];
          const value2 = input.slice(n2, i);
          if (opts.tokens) {
            if (idx === 0 && start !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value2;
            }
            depth(tokens[idx]);
            state2.maxDepth += tokens[idx].depth;
          }
          if (i >= start) {
            parts.push(value2);
            prevIndex = i;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start;
        const value = input.slice(n);
        parts.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value;
          depth(tokens[tokens.length - 1]);
          state2.maxDepth += tokens[tokens.length - 1].depth;
        }
        state2.slashes = slashes;
        state2.parts = parts;
      }
      return state2;
    };
    module2.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports2, module2) {
    "use strict";
    var constants3 = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants3;
    var expandRange = (args, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args, options);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input) => {
      const parts = [];
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let value = "";
      let escaped = false;
      for (const ch of input) {
        if (escaped === true) {
          value += ch;
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts.push(value);
      return parts;
    };
    var isPlainBranch = (branch) => {
      let escaped = false;
      for (const ch of branch) {
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    };
    var normalizeSimpleBranch = (branch) => {
      let value = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
          value = value.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value)) {
        return;
      }
      return value.replace(/\\(.)/g, "$1");
    };
    var hasRepeatedCharPrefixOverlap = (branches2) => {
      const values = branches2.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++) {
          const a = values[i];
          const b = values[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    };
    var parseRepeatedExtglob = (pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let escaped = false;
      for (let i = 1; i < pattern.length; i++) {
        const ch = pattern[i];
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          continue;
        }
        if (quote === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i),
              end: i
            };
          }
        }
      }
    };
    var buildCharClassStar = (chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    };
    var getStarExtglobSequenceChars = (pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches2 = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches2.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches2[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    };
    var repeatedExtglobRecursion = (pattern) => {
      let depth = 0;
      let value = pattern.trim();
      let match = parseRepeatedExtglob(value);
      while (match) {
        depth++;
        value = match.body.trim();
        match = parseRepeatedExtglob(value);
      }
      return depth;
    };
    var analyzeRepeatedExtglob = (body, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants3.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches2 = splitTopLevel(body).map((branch) => branch.trim());
      if (branches2.length > 1) {
        if (branches2.some((branch) => branch === "") || branches2.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches2)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches2) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal3 = normalizeSimpleBranch(branch);
        if (literal3 && literal3.length === 1) {
          safeChars.push(literal3);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    };
    var parse = (input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants3.globChars(opts.windows);
      const EXTGLOB_CHARS = constants3.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state2 = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state2);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state2.index === len - 1;
      const peek = state2.peek = (n = 1) => input[state2.index + n];
      const advance = state2.advance = () => input[++state2.index] || "";
      const remaining = () => input.slice(state2.index + 1);
      const consume = (value2 = "", num2 = 0) => {
        state2.consumed += value2;
        state2.index += num2;
      };
      const append = (token) => {
        state2.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state2.start++;
          count++;
        }
        if (count % 2 === 0) {
          return false;
        }
        state2.negated = true;
        state2.start++;
        return true;
      };
      const increment = (type) => {
        state2[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state2[type]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state2.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state2.output = state2.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state2.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state2.parens;
        token.output = state2.output;
        token.startIndex = state2.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value2, output: state2.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        const literal3 = input.slice(token.startIndex, state2.index + 1);
        const body = input.slice(token.startIndex + 2, state2.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open = tokens[token.tokensIndex];
          open.type = "text";
          open.value = literal3;
          open.output = safeOutput || utils.escapeRegex(literal3);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state2.output = token.output + open.output;
          state2.backtrack = true;
          push({ type: "paren", extglob: true, value, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state2.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state2.output = input;
          return state2;
        }
        state2.output = utils.wrapOutput(output, state2, options);
        return state2;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state2.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state2.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state2.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix19 = POSIX_REGEX_SOURCE[rest2];
                if (posix19) {
                  prev.value = pre + posix19;
                  state2.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state2.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state2.quotes = state2.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state2.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state2.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state2.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state2.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state2.output = state2.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state2.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state2.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state2.output.length,
            tokensIndex: state2.tokens.length
          };
          braces.push(open);
          push(open);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range = [];
            for (let i = arr.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr[i].type === "brace") {
                break;
              }
              if (arr[i].type !== "dots") {
                range.unshift(arr[i].value);
              }
            }
            output = expandRange(range, opts);
            state2.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state2.output.slice(0, brace.outputIndex);
            const toks = state2.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state2.output = out;
            for (const t of toks) {
              state2.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state2.index === state2.start + 1) {
            state2.start = state2.index + 1;
            state2.consumed = "";
            state2.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state2.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state2.braces + state2.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state2.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state2.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state2.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state2.backtrack = true;
          state2.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state2.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state2.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state2.parens > 0 && rest === ")".repeat(state2.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state2.output = prev.output;
            state2.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state2.output = state2.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state2.globstar = true;
            state2.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state2.output = state2.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state2.output += prior.output + prev.output;
            state2.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state2.output = prev.output;
            state2.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state2.output = state2.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state2.output += prev.output;
          state2.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state2.index === state2.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state2.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state2.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state2.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state2.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state2.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state2.output = utils.escapeLast(state2.output, "[");
        decrement("brackets");
      }
      while (state2.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state2.output = utils.escapeLast(state2.output, "(");
        decrement("parens");
      }
      while (state2.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state2.output = utils.escapeLast(state2.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state2.backtrack === true) {
        state2.output = "";
        for (const token of state2.tokens) {
          state2.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state2.output += token.suffix;
          }
        }
      }
      return state2;
    };
    parse.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants3.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state2 = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str2) => {
        switch (str2) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str2);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state2);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module2.exports = parse;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports2, module2) {
    "use strict";
    var scan = require_scan();
    var parse = require_parse();
    var utils = require_utils();
    var constants3 = require_constants();
    var isObject2 = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch9 = (glob, options, returnState = false) => {
      if (Array.isArray(glob)) {
        const fns = glob.map((input) => picomatch9(input, options, returnState));
        const arrayMatcher = (str2) => {
          for (const isMatch of fns) {
            const state3 = isMatch(str2);
            if (state3) return state3;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject2(glob) && glob.tokens && glob.input;
      if (glob === "" || typeof glob !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix19 = opts.windows;
      const regex3 = isState ? picomatch9.compileRe(glob, options) : picomatch9.makeRe(glob, options, false, true);
      const state2 = regex3.state;
      delete regex3.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch9(opts.ignore, ignoreOpts, returnState);
      }
      const matcher2 = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch9.test(input, regex3, options, { glob, posix: posix19 });
        const result = { glob, state: state2, regex: regex3, posix: posix19, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      };
      if (returnState) {
        matcher2.state = state2;
      }
      return matcher2;
    };
    picomatch9.test = (input, regex3, options, { glob, posix: posix19 } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix19 ? utils.toPosixSlashes : null);
      let match = input === glob;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch9.matchBase(input, regex3, options, posix19);
        } else {
          match = regex3.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch9.matchBase = (input, glob, options, posix19 = options && options.windows) => {
      const regex3 = glob instanceof RegExp ? glob : picomatch9.makeRe(glob, options);
      return regex3.test(utils.basename(input, { windows: posix19 }));
    };
    picomatch9.isMatch = (str2, patterns, options) => picomatch9(patterns, options)(str2);
    picomatch9.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch9.parse(p, options));
      return parse(pattern, { ...options, fastpaths: false });
    };
    picomatch9.scan = (input, options) => scan(input, options);
    picomatch9.compileRe = (state2, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state2.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state2.output})${append}`;
      if (state2 && state2.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex3 = picomatch9.toRegex(source, options);
      if (returnState === true) {
        regex3.state = state2;
      }
      return regex3;
    };
    picomatch9.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse.fastpaths(input, options);
      }
      if (!parsed.output) {
        parsed = parse(input, options);
      }
      return picomatch9.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch9.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch9.constants = constants3;
    module2.exports = picomatch9;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports2, module2) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch9(glob, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob, options, returnState);
    }
    Object.assign(picomatch9, pico);
    module2.exports = picomatch9;
  }
});

// src/core/errors.ts
var ForgeGateError;
var init_errors = __esm({
  "src/core/errors.ts"() {
    "use strict";
    ForgeGateError = class extends Error {
      constructor(code2, message, hint) {
        super(message);
        this.code = code2;
        this.hint = hint;
      }
      code;
      hint;
      name = "ForgeGateError";
      exitCode = 2;
      /** One line for stderr: the message plus the fix. */
      describe() {
        return `${this.message}. ${this.hint}`;
      }
    };
  }
});

// src/core/snapshot-format.ts
var MANIFEST_VERSION, MANIFEST_MAGIC;
var init_snapshot_format = __esm({
  "src/core/snapshot-format.ts"() {
    "use strict";
    MANIFEST_VERSION = 6;
    MANIFEST_MAGIC = `forge-gate-snapshot ${MANIFEST_VERSION}`;
  }
});

// src/core/presets/grants.ts
function sealedTrees(presets, writeRoots) {
  const out = [];
  for (const t of presets)
    for (const spec2 of t === null ? [] : SEALED[t] ?? [])
      for (const root of writeRoots)
        if (root.endsWith(`/${spec2.grant}`))
          out.push({
            tree: spec2.below ? `${root}/${spec2.below}` : root,
            unit: spec2.unit,
            except: spec2.except,
            ...spec2.removable ? { removable: true } : {}
          });
  return out;
}
function sealedUnit(path, trees) {
  for (const t of trees) {
    if (!path.startsWith(`${t.tree}/`)) continue;
    const segs = path.slice(t.tree.length + 1).split("/");
    if (t.except.includes(segs[0] ?? "")) continue;
    const n = t.unit === "at" ? segs.findIndex((x) => x.includes("@")) + 1 : t.unit === "npm" ? segs[0]?.startsWith("@") ? 2 : 1 : t.unit;
    if (n <= 0 || segs.length < n) continue;
    return `${t.tree}/${segs.slice(0, n).join("/")}`;
  }
  return null;
}
function expandPresets(agent, tools, home) {
  const out = { write: [], protect: [], keyed: [] };
  const h = home.replace(/\/+$/, "") || "/";
  const abs = (p) => h === "/" ? `/${p}` : `${h}/${p}`;
  const grants = [...agent ? [AGENT_GRANTS[agent]] : [], ...tools.map((t) => TOOL_GRANTS[t])];
  for (const g of grants) {
    for (const w of g.write) if (!out.write.includes(abs(w))) out.write.push(abs(w));
    for (const p of g.protect) if (!out.protect.includes(abs(p))) out.protect.push(abs(p));
    for (const k of g.keyed) out.keyed.push({ path: abs(k.path), kind: k.kind });
  }
  return out;
}
var AGENT_PRESETS, TOOL_PRESETS, AGENT_GRANTS, TOOL_GRANTS, SEALED;
var init_grants = __esm({
  "src/core/presets/grants.ts"() {
    "use strict";
    init_snapshot_format();
    AGENT_PRESETS = ["claude-code", "codex", "opencode"];
    TOOL_PRESETS = [
      "npm",
      "pnpm",
      "yarn",
      "bun",
      "pip",
      "uv",
      "cargo",
      "go",
      "maven",
      "gradle",
      "node-gyp",
      "deno"
    ];
    AGENT_GRANTS = {
      "claude-code": {
        write: [
          ".claude/projects",
          ".claude/todos",
          ".claude/shell-snapshots",
          ".claude/statsig",
          ".claude/session-env",
          ".claude/file-history",
          ".claude/debug",
          ".claude/plans",
          ".claude/ide",
          ".claude/telemetry",
          ".claude/sessions",
          ".claude/backups",
          ".claude/.last-cleanup",
          // Claude Code records its built-in plugins here on every start; a plugin only runs once enabled
          // in settings (`enabledPlugins`), which stay protected.
          ".claude/plugins/store",
          ".claude/history.jsonl",
          ".claude.json.backup",
          ".cache/claude-cli-nodejs"
        ],
        // An IDE's plugin writes a lock file here naming its MCP endpoint, which the CLI then connects to:
        // the directory is the CLI's to keep, a lock file in it is not the agent's to plant.
        // Auto memory (`projects/<repo>/memory/`, MEMORY.md first) is loaded into every later session in
        // any worktree of the repository, like ~/.claude/CLAUDE.md: not the run's to write. What is in it
        // is protected, not the directory: Claude Code 2.1.3xx creates it, empty, on every run.
        protect: [".claude/ide/*.lock", ".claude/projects/*/memory/**/*"],
        keyed: [{ path: ".claude.json", kind: "claude-json" }],
        keeps: [
          "~/.claude/settings.json",
          "~/.claude/settings.local.json",
          "~/.claude/CLAUDE.md",
          "~/.claude/agents, commands, hooks, plugins, skills",
          "~/.claude/.credentials.json",
          "~/.claude/ide/*.lock (an IDE's MCP endpoint)",
          "~/.claude/projects/*/memory (auto memory, loaded into every later session)",
          "~/.claude.json: mcpServers, hooks, permissions, allowed tools, env, API keys, trust (top level and per project)"
        ]
      },
      codex: {
        write: [
          ".codex/sessions",
          ".codex/archived_sessions",
          ".codex/log",
          ".codex/history.jsonl",
          ".codex/version.json"
        ],
        protect: [],
        keyed: [],
        keeps: [
          "~/.codex/config.toml",
          "~/.codex/auth.json",
          "~/.codex/AGENTS.md",
          "~/.codex/prompts",
          "~/.codex/rules"
        ]
      },
      opencode: {
        write: [".local/share/opencode", ".local/state/opencode", ".cache/opencode"],
        protect: [
          ".local/share/opencode/auth.json",
          ".local/share/opencode/mcp-auth.json",
          ".local/share/opencode/bin/**",
          // Executables it downloads and runs (a ripgrep, language servers).
          ".cache/opencode/bin/**"
        ],
        keyed: [],
        keeps: [
          "~/.config/opencode (opencode.json, agents, commands, plugins)",
          "~/.local/share/opencode/auth.json and mcp-auth.json",
          "~/.local/share/opencode/bin and ~/.cache/opencode/bin (downloaded executables)",
          "installed plugin and provider packages in ~/.cache/opencode (new ones may be added)"
        ]
      }
    };
    TOOL_GRANTS = {
      npm: {
        write: [".npm"],
        protect: [".npm/_npx/**"],
        keyed: [],
        keeps: ["~/.npmrc", "~/.npm/_npx (packages npx runs later)"]
      },
      pnpm: {
        write: [".local/share/pnpm/store", ".cache/pnpm"],
        protect: [],
        keyed: [],
        keeps: ["~/.config/pnpm/rc", "~/.npmrc"]
      },
      yarn: {
        write: [".cache/yarn", ".yarn/berry/cache"],
        protect: [],
        keyed: [],
        keeps: ["~/.yarnrc", "~/.yarnrc.yml"]
      },
      bun: { write: [".bun/install/cache"], protect: [], keyed: [], keeps: ["~/.bunfig.toml", "~/.bun/bin"] },
      pip: {
        write: [".cache/pip"],
        protect: [],
        keyed: [],
        keeps: ["~/.config/pip/pip.conf", "~/.pip", "~/.pypirc"]
      },
      uv: { write: [".cache/uv"], protect: [], keyed: [], keeps: ["~/.config/uv/uv.toml", "~/.local/bin"] },
      cargo: {
        write: [
          ".cargo/registry",
          ".cargo/git",
          ".cargo/.package-cache",
          ".cargo/.package-cache-mutate",
          ".cargo/.global-cache"
        ],
        protect: [],
        keyed: [],
        keeps: ["~/.cargo/config.toml", "~/.cargo/credentials.toml", "~/.cargo/bin"]
      },
      go: {
        write: ["go/pkg/mod", ".cache/go-build"],
        protect: [],
        keyed: [],
        keeps: ["~/.config/go/env", "~/go/bin"]
      },
      maven: {
        write: [".m2/repository"],
        protect: [],
        keyed: [],
        keeps: ["~/.m2/settings.xml", "~/.m2/settings-security.xml"]
      },
      gradle: {
        write: [".gradle/caches", ".gradle/wrapper/dists", ".gradle/daemon", ".gradle/native", ".gradle/.tmp"],
        protect: [],
        keyed: [],
        keeps: ["~/.gradle/gradle.properties", "~/.gradle/init.d", "~/.gradle/init.gradle"]
      },
      "node-gyp": { write: [".cache/node-gyp"], protect: [], keyed: [], keeps: [] },
      deno: { write: [".cache/deno"], protect: [], keyed: [], keeps: ["~/.deno/bin"] }
    };
    SEALED = {
      go: [{ grant: "go/pkg/mod", below: "", unit: "at", except: ["cache"] }],
      cargo: [
        { grant: ".cargo/registry", below: "src", unit: 2, except: [] },
        { grant: ".cargo/git", below: "checkouts", unit: 2, except: [] }
      ],
      // Extracted packages and built wheels, linked or copied into projects as they are.
      bun: [{ grant: ".bun/install/cache", below: "", unit: "npm", except: [] }],
      yarn: [{ grant: ".cache/yarn", below: "v6", unit: 1, except: [] }],
      uv: [{ grant: ".cache/uv", below: "archive-v0", unit: 1, except: [] }],
      pip: [{ grant: ".cache/pip", below: "wheels", unit: 4, except: [] }],
      // Scripts Claude Code runs ahead of Bash commands without asking (a session's shell snapshot, the
      // environment its hooks leave), and the backups a rewind writes back: each session makes its own,
      // one that was there before belongs to an earlier session (which a resume runs again).
      "claude-code": [
        { grant: ".claude/shell-snapshots", below: "", unit: 1, except: [], removable: true },
        { grant: ".claude/session-env", below: "", unit: 1, except: [], removable: true },
        { grant: ".claude/file-history", below: "", unit: 2, except: [], removable: true }
      ],
      opencode: [
        { grant: ".cache/opencode", below: "packages", unit: 1, except: [] },
        { grant: ".cache/opencode", below: "node_modules", unit: "npm", except: [] }
      ]
    };
  }
});

// src/core/records.ts
function decodeUtf8(buf, what) {
  try {
    return strictUtf8.decode(buf);
  } catch {
    throw new ForgeGateError(
      "input_invalid",
      `${what} is not valid UTF-8 (first bad byte at offset ${firstInvalidUtf8(buf)})`,
      "forge-gate reads its input as UTF-8: convert it first (e.g. iconv -t UTF-8)"
    );
  }
}
function firstInvalidUtf8(buf) {
  let i = 0;
  while (i < buf.length) {
    const b = buf[i];
    const len = b < 128 ? 1 : b >= 194 && b <= 223 ? 2 : b >= 224 && b <= 239 ? 3 : b >= 240 && b <= 244 ? 4 : 0;
    if (len === 0 || i + len > buf.length) return i;
    const lo = b === 224 ? 160 : b === 240 ? 144 : 128;
    const hi = b === 237 ? 159 : b === 244 ? 143 : 191;
    for (let k = 1; k < len; k++) {
      const c = buf[i + k];
      if (k === 1 ? c < lo || c > hi : c < 128 || c > 191) return i;
    }
    i += len;
  }
  return buf.length;
}
var strictUtf8;
var init_records = __esm({
  "src/core/records.ts"() {
    "use strict";
    init_errors();
    strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  }
});

// src/io/read-capped.ts
function readCapped(file, opts) {
  const shown = JSON.stringify(opts.shown ?? file);
  const fd = openForReading(file, `${opts.what} ${shown}`, `${opts.what}_unreadable`, opts.hint);
  try {
    if ((0, import_node_fs5.fstatSync)(fd).isDirectory()) {
      throw new ForgeGateError(`${opts.what}_unreadable`, `${opts.what} ${shown} is a directory`, opts.hint);
    }
    const buf = Buffer.alloc(opts.max + 1);
    let len = 0;
    for (; ; ) {
      const n = (0, import_node_fs5.readSync)(fd, buf, len, buf.length - len, null);
      if (n === 0) break;
      len += n;
      if (len > opts.max) {
        throw new ForgeGateError(
          `${opts.what}_too_large`,
          `${opts.what} ${shown} is larger than ${opts.max} bytes`,
          `A ${opts.what} is small; check you passed the right file`
        );
      }
    }
    return buf.subarray(0, len);
  } finally {
    (0, import_node_fs5.closeSync)(fd);
  }
}
function openForReading(file, what, code2, hint) {
  try {
    return (0, import_node_fs5.openSync)(file, "r");
  } catch (err) {
    const errno = err.code;
    throw new ForgeGateError(
      code2,
      `cannot read ${what}: ${errno === "ENOENT" ? "no such file" : errno ?? String(err)}`,
      hint
    );
  }
}
var import_node_fs5;
var init_read_capped = __esm({
  "src/io/read-capped.ts"() {
    "use strict";
    import_node_fs5 = require("node:fs");
    init_errors();
  }
});

// src/core/structured.ts
function parseStructured(text, source, kind) {
  const trimmed = text.trimStart();
  if (trimmed === "")
    throw new ForgeGateError(`${kind.what}_invalid`, `${source}: ${kind.what} is empty`, kind.emptyHint);
  const json = trimmed.startsWith("{") || trimmed.startsWith("[");
  if (json) {
    try {
      JSON.parse(text);
    } catch (err) {
      throw new ForgeGateError(
        `${kind.what}_malformed`,
        `${source}: malformed JSON: ${err.message}`,
        "Fix the JSON syntax (or write it as YAML)"
      );
    }
  }
  const doc = (0, import_yaml.parseDocument)(text, { uniqueKeys: true, prettyErrors: false });
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) {
    const first = String(problem.message).split("\n")[0];
    throw new ForgeGateError(
      `${kind.what}_malformed`,
      `${source}: malformed ${json ? "JSON" : "YAML"}: ${first}`,
      json ? "Fix the JSON: every key once" : "Fix the YAML syntax (plain mappings and lists; no custom tags)"
    );
  }
  try {
    return doc.toJS({ maxAliasCount: 50 });
  } catch (err) {
    throw new ForgeGateError(
      `${kind.what}_malformed`,
      `${source}: malformed YAML: ${err.message}`,
      "Write the values out instead of repeating them through anchors and aliases (*name)"
    );
  }
}
function validateStructured(schema2, data2, source, what, hintFor2) {
  const result = schema2.safeParse(data2, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ForgeGateError(
    `${what}_invalid`,
    `${source}: ${formatFieldPath(issue.path)}: ${describeIssue(issue)}`,
    hintFor2(issue)
  );
}
function formatFieldPath(path) {
  if (path.length === 0) return "(top level)";
  let out = "";
  for (const part2 of path) {
    if (typeof part2 === "number") out += `[${part2}]`;
    else out += out === "" ? String(part2) : `.${String(part2)}`;
  }
  return out;
}
function describeValue(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  return typeof v;
}
function describeIssue(issue) {
  switch (issue.code) {
    case "unrecognized_keys":
      return `unknown key${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => JSON.stringify(k)).join(", ")}`;
    case "invalid_type":
      return issue.input === void 0 ? `is required (expected ${issue.expected})` : `expected ${issue.expected}, received ${describeValue(issue.input)}`;
    case "invalid_value":
      return `must be ${issue.values.map((v) => JSON.stringify(v)).join(" or ")}`;
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1 ? "must not be empty" : `must be at least ${issue.minimum} characters`;
      return issue.origin === "array" ? `needs at least ${issue.minimum} entries` : `must be greater than ${issue.minimum}`;
    case "too_big":
      return issue.origin === "string" ? `must be at most ${issue.maximum} characters` : `must be at most ${issue.maximum}`;
    default:
      return issue.message;
  }
}
var import_yaml;
var init_structured = __esm({
  "src/core/structured.ts"() {
    "use strict";
    import_yaml = require("#vendor/yaml.cjs");
    init_errors();
  }
});

// src/core/lease.ts
function isValidGlob(glob) {
  if (isBlank(glob)) return true;
  let square = 0;
  let curly = 0;
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i];
    if (ch === "\\") i++;
    else if (ch === "[") square++;
    else if (ch === "]" && square > 0) square--;
    else if (ch === "{") curly++;
    else if (ch === "}") curly--;
    if (curly < 0) return false;
  }
  if (square !== 0 || curly !== 0) return false;
  try {
    import_picomatch8.default.makeRe(glob, { dot: true });
    return true;
  } catch {
    return false;
  }
}
function parseLease(text, ctx) {
  if (Buffer.byteLength(text, "utf8") > LEASE_MAX_BYTES) {
    throw new ForgeGateError(
      "lease_too_large",
      `${ctx.source}: lease is larger than ${LEASE_MAX_BYTES} bytes`,
      "A lease lists roots and grants; keep it small"
    );
  }
  const data2 = parseStructured(text, ctx.source, {
    what: "lease",
    emptyHint: "Start from `forge-gate lease init`"
  });
  if (data2 === null || typeof data2 !== "object" || Array.isArray(data2)) {
    throw new ForgeGateError(
      "lease_invalid",
      `${ctx.source}: a lease must be a mapping/object, got ${describeType(data2)}`,
      "Start from `forge-gate lease init`"
    );
  }
  const isPolicy = "filesystem" in data2 && !("version" in data2);
  if (isPolicy)
    return fromPolicy(validateStructured(capabilityPolicy, data2, ctx.source, "lease", policyHint), ctx);
  return fromV1(validateStructured(leaseV1, data2, ctx.source, "lease", hintFor), ctx);
}
function hintFor(issue) {
  const top = issue.path[0];
  if (top === "mcp")
    return "Each grant is {server, tools}; a tool is a name, or {name, args} with args `any` or a map of argument to `any` or a list of globs (docs/lease.md#mcp-grants)";
  if (issue.code === "unrecognized_keys") {
    return "Remove it or fix its spelling; known keys are version, id, worktree, write_roots, protect, read_roots, network, mcp, watch, agent, tools, issue, pr, repo, base";
  }
  if (top === "version") return "Set `version: 1`";
  if (top === "write_roots")
    return 'List the directories the agent may write, e.g. `write_roots: ["."]`; `[]` closes every write';
  if (top === "id") return "Give the lease a short identifier, e.g. `id: task-47-worker`";
  return "See the lease format in the README";
}
function policyHint(issue) {
  if (issue.code === "unrecognized_keys") {
    return `Remove it or fix its spelling; a CapabilityPolicy knows ${POLICY_KEYS}`;
  }
  if (issue.path[0] === "filesystem" && issue.path[1] === "write_roots")
    return 'List the directories the agent may write, e.g. `"write_roots": ["/srv/wt"]`; `[]` closes every write';
  return "See the CapabilityPolicy section of docs/lease.md";
}
function describeType(v) {
  if (v === null || v === void 0) return "nothing";
  if (Array.isArray(v)) return "a list";
  return `a ${typeof v}`;
}
function fromV1(v, ctx) {
  const worktree = v.worktree ? lexicalAbsolute(expandHome(v.worktree, ctx.home), ctx.baseDir) : null;
  const base = worktree ?? ctx.baseDir;
  const presets = expandPresets(v.agent ?? null, v.tools ?? [], ctx.home);
  const writeRoots = normaliseRoots(v.write_roots, "write_roots", base, ctx, true);
  for (const w of presets.write) if (!writeRoots.includes(w)) writeRoots.push(w);
  const protect = (v.protect ?? []).filter((g) => !isBlank(g)).map((g) => expandHome(g, ctx.home));
  return {
    version: 1,
    id: v.id,
    source: "lease",
    worktree,
    write_roots: writeRoots,
    protect: [...protect, ...presets.protect.filter((p) => !protect.includes(p))],
    read_roots: normaliseRoots(v.read_roots ?? [], "read_roots", base, ctx, false),
    network: { allow: v.network?.allow ? v.network.allow.map((d) => d.toLowerCase()) : null },
    mcp: (v.mcp ?? []).map(normaliseGrant),
    watch: normaliseRoots(v.watch ?? [], "watch", base, ctx, false),
    agent: v.agent ?? null,
    tools: [...new Set(v.tools ?? [])],
    keyed: presets.keyed,
    issue: v.issue ?? null,
    pr: v.pr ?? null,
    repo: v.repo ?? null,
    base: v.base ?? null
  };
}
function normaliseGrant(m) {
  const args = {};
  const tools = m.tools?.map((t) => {
    if (typeof t === "string") return t;
    if (t.args !== void 0) args[t.name] = t.args;
    return t.name;
  });
  return Object.keys(args).length > 0 ? { server: m.server, tools: tools ?? null, args } : { server: m.server, tools: tools ?? null };
}
function policyNetwork(n) {
  const listed = (n?.allow_domains ?? []).map((d) => d.toLowerCase());
  if (n?.deny_by_default === true) return listed;
  if (n?.deny_by_default === false) return null;
  return n?.allow_domains ? listed : null;
}
function fromPolicy(p, ctx) {
  return {
    version: 1,
    id: import_node_path19.posix.basename(ctx.source) || "capability-policy",
    source: "capability_policy",
    worktree: null,
    write_roots: normaliseRoots(p.filesystem.write_roots, "filesystem.write_roots", ctx.baseDir, ctx, true),
    protect: [],
    read_roots: normaliseRoots(
      p.filesystem.read_roots ?? [],
      "filesystem.read_roots",
      ctx.baseDir,
      ctx,
      false
    ),
    network: { allow: policyNetwork(p.network) },
    mcp: (p.mcp ?? []).map((m) => ({ server: m.server, tools: m.tools ?? null })),
    watch: [],
    agent: null,
    tools: [],
    keyed: [],
    issue: null,
    pr: null,
    repo: null,
    base: null,
    policy: { secret_names: p.secret_names ?? [], preserve_on_failure: p.preserve_on_failure ?? null }
  };
}
function normaliseRoots(roots, field, base, ctx, isWrite) {
  const out = [];
  roots.forEach((raw, i) => {
    if (isBlank(raw)) return;
    const abs = lexicalAbsolute(expandHome(raw, ctx.home), base);
    if (isWrite && (isFilesystemRoot(raw) || isFilesystemRoot(abs))) {
      const where = field.startsWith("--") ? field : `${ctx.source}: ${field}[${i}]:`;
      throw new ForgeGateError(
        field.startsWith("--") ? "usage" : "lease_invalid",
        `${where} ${JSON.stringify(raw)} is a filesystem root and would grant every write`,
        "Grant the directories the agent needs instead (its worktree, a scratch directory)"
      );
    }
    if (!out.includes(abs)) out.push(abs);
  });
  return out;
}
var import_node_path19, import_picomatch8, z, LEASE_MAX_BYTES, noControl, controlFree, nonEmpty, pathString, pathList, protectGlob, argGrant, toolGrant, mcpGrant, leaseV1, unset, capabilityPolicy, POLICY_KEYS;
var init_lease = __esm({
  "src/core/lease.ts"() {
    "use strict";
    import_node_path19 = require("node:path");
    import_picomatch8 = __toESM(require_picomatch2(), 1);
    z = __toESM(require("#vendor/zod-mini.cjs"), 1);
    init_errors();
    init_paths();
    init_grants();
    init_structured();
    LEASE_MAX_BYTES = 1024 * 1024;
    noControl = (s) => !/[\u0000-\u001f\u007f]/.test(s);
    controlFree = (what = "must not contain control characters") => z.refine(noControl, what);
    nonEmpty = z.string().check(z.minLength(1));
    pathString = z.string().check(controlFree("must not contain control characters (newline, NUL, \u2026)"));
    pathList = z.array(pathString);
    protectGlob = z.string().check(controlFree(), z.refine(isValidGlob, "is not a valid glob (unbalanced [ ] or { })"));
    argGrant = z.union([z.literal("any"), z.array(nonEmpty)]);
    toolGrant = z.union([
      nonEmpty,
      z.strictObject({
        name: nonEmpty,
        args: z.optional(z.union([z.literal("any"), z.record(nonEmpty, argGrant)]))
      })
    ]);
    mcpGrant = z.strictObject({
      server: nonEmpty.check(controlFree()),
      tools: z.optional(z.array(toolGrant))
    });
    leaseV1 = z.strictObject({
      version: z.literal(1),
      id: z.string().check(z.minLength(1), z.maxLength(200), controlFree()),
      worktree: z.optional(pathString.check(z.minLength(1))),
      write_roots: pathList,
      protect: z.optional(z.array(protectGlob)),
      read_roots: z.optional(pathList),
      network: z.optional(z.strictObject({ allow: z.optional(z.array(nonEmpty)) })),
      mcp: z.optional(z.array(mcpGrant)),
      watch: z.optional(pathList),
      // Presets (src/core/presets/grants.ts): the agent's own session files and tools' caches, granted on purpose.
      agent: z.optional(z.enum(AGENT_PRESETS)),
      tools: z.optional(z.array(z.enum(TOOL_PRESETS))),
      issue: z.optional(z.int().check(z.positive())),
      pr: z.optional(z.int().check(z.positive())),
      repo: z.optional(
        z.string().check(z.regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/, "must look like owner/name"))
      ),
      base: z.optional(
        z.string().check(
          z.minLength(1),
          z.regex(/^[^-\s][^\s]*$/, "must be a git revision: no whitespace, not starting with '-'"),
          controlFree()
        )
      )
    });
    unset = (t) => z.optional(z.nullable(t));
    capabilityPolicy = z.strictObject({
      filesystem: z.strictObject({ read_roots: unset(pathList), write_roots: pathList }),
      network: unset(
        z.strictObject({ allow_domains: unset(z.array(nonEmpty)), deny_by_default: unset(z.boolean()) })
      ),
      mcp: unset(
        z.array(z.strictObject({ server: nonEmpty.check(controlFree()), tools: unset(z.array(nonEmpty)) }))
      ),
      secret_names: unset(z.array(nonEmpty.check(controlFree()))),
      preserve_on_failure: unset(z.boolean())
    });
    POLICY_KEYS = "filesystem.read_roots, filesystem.write_roots, network.allow_domains, network.deny_by_default, mcp[].server, mcp[].tools, secret_names, preserve_on_failure";
  }
});

// src/io/lease-file.ts
var lease_file_exports = {};
__export(lease_file_exports, {
  loadLeaseFile: () => loadLeaseFile
});
function loadLeaseFile(file, opts = {}) {
  const abs = (0, import_node_path20.resolve)(file);
  const bytes = readCapped(abs, {
    what: "lease",
    shown: file,
    max: LEASE_MAX_BYTES,
    hint: "Pass the path of a lease file with --lease (create one with `forge-gate lease init`)"
  });
  const text = decodeUtf8(bytes, `lease ${JSON.stringify(file)}`);
  return parseLease(text, { source: file, baseDir: (0, import_node_path20.dirname)(abs), home: opts.home ?? (0, import_node_os2.homedir)() });
}
var import_node_os2, import_node_path20;
var init_lease_file = __esm({
  "src/io/lease-file.ts"() {
    "use strict";
    import_node_os2 = require("node:os");
    import_node_path20 = require("node:path");
    init_lease();
    init_records();
    init_read_capped();
  }
});

// src/classify/config-schema.ts
var config_schema_exports = {};
__export(config_schema_exports, {
  parseConfigText: () => parseConfigText
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
var z2, action, nonEmpty2, intIn, schema;
var init_config_schema = __esm({
  "src/classify/config-schema.ts"() {
    "use strict";
    z2 = __toESM(require("#vendor/zod-mini.cjs"), 1);
    init_structured();
    action = z2.enum(["allow", "ask", "deny"]);
    nonEmpty2 = z2.string().check(z2.minLength(1));
    intIn = (min, max) => z2.int().check(z2.minimum(min), z2.maximum(max));
    schema = z2.strictObject({
      version: z2.optional(z2.literal(1)),
      permission: z2.optional(z2.record(nonEmpty2, z2.union([action, z2.record(nonEmpty2, action)]))),
      unresolved: z2.optional(z2.enum(["escalate", "block"])),
      backstop: z2.optional(
        z2.strictObject({
          consecutive: z2.optional(intIn(1, 1e3)),
          total: z2.optional(intIn(1, 1e5)),
          reset_on_user_turn: z2.optional(z2.boolean())
        })
      ),
      classifier: z2.optional(
        z2.strictObject({
          provider: z2.optional(z2.enum(["openai", "anthropic", "openai-compatible"])),
          model: z2.optional(nonEmpty2),
          base_url: z2.optional(z2.url()),
          api_key_env: z2.optional(
            z2.string().check(z2.regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "must be an environment variable name"))
          ),
          command: z2.optional(z2.union([nonEmpty2, z2.array(nonEmpty2).check(z2.minLength(1))])),
          timeout_ms: z2.optional(intIn(100, 6e5))
        }).check(
          z2.refine(
            (c) => c.command === void 0 !== (c.provider === void 0),
            "set either `provider` (with `model`) or `command`, not both"
          ),
          z2.refine(
            (c) => c.provider === void 0 || c.model !== void 0,
            "`model` is required with `provider`"
          ),
          z2.refine(
            (c) => c.provider !== "openai-compatible" || c.base_url !== void 0,
            "`base_url` is required for openai-compatible"
          )
        )
      )
    });
  }
});

// src/cli/classify.ts
var classify_exports = {};
__export(classify_exports, {
  CLASSIFY_HELP: () => CLASSIFY_HELP,
  DEFAULT_DEADLINE_MS: () => DEFAULT_DEADLINE_MS,
  classifyFast: () => classifyFast,
  parseClassifyArgv: () => parseClassifyArgv,
  runClassifyCli: () => runClassifyCli
});
module.exports = __toCommonJS(classify_exports);
var import_node_fs11 = require("node:fs");

// src/classify/run.ts
var import_node_fs10 = require("node:fs");
var import_node_os3 = require("node:os");
var import_node_path25 = require("node:path");

// src/core/classify/backstop.ts
var ZERO = { consecutive: 0, total: 0, userTurn: null };
function applyBackstop(verdict, prev, cfg, userTurn) {
  let c = prev;
  if (cfg.resetOnUserTurn && userTurn !== null && userTurn !== prev.userTurn)
    c = { consecutive: 0, total: 0, userTurn };
  if (verdict.decision === "allow") return { verdict, next: { ...c, consecutive: 0 } };
  if (verdict.decision !== "block") return { verdict, next: c };
  const next = { ...c, consecutive: c.consecutive + 1, total: c.total + 1 };
  if (next.consecutive >= cfg.consecutive || next.total >= cfg.total) {
    const which = next.consecutive >= cfg.consecutive ? `${next.consecutive} consecutive` : `${next.total} total`;
    return {
      verdict: {
        decision: "escalate",
        reason: `${verdict.reason} (${which} blocks in this session: handing over to a human)`,
        rule: verdict.rule,
        stage: "backstop"
      },
      next: { ...next, consecutive: 0 }
    };
  }
  return { verdict, next };
}

// src/core/classify/engine.ts
var import_node_path17 = require("node:path");
init_paths();

// src/core/classify/hosts.ts
var LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?|0\.0\.0\.0)$/;
var METADATA_NAMES = /* @__PURE__ */ new Set([
  "metadata",
  "metadata.google.internal",
  "metadata.goog",
  "instance-data",
  "instance-data.ec2.internal",
  "metadata.packet.net",
  "metadata.platformequinix.com",
  "metadata.oraclecloud.com"
]);
var WILDCARD_DNS = /\.(nip\.io|sslip\.io|xip\.io|traefik\.me|nip\.direct|backname\.io|localtest\.me|lvh\.me)$/;
function part(s) {
  if (/^0x[0-9a-f]*$/i.test(s)) return s.length === 2 ? 0 : Number.parseInt(s.slice(2), 16);
  if (/^0[0-7]+$/.test(s)) return Number.parseInt(s, 8);
  if (/^(0|[1-9]\d*)$/.test(s)) return Number(s);
  return null;
}
function ipv4Of(host) {
  const parts = host.replace(/\.$/, "").split(".");
  if (parts.length === 0 || parts.length > 4) return null;
  const nums = parts.map(part);
  if (nums.some((n) => n === null)) return null;
  const last = nums.pop();
  if (nums.some((n) => n > 255) || last >= 256 ** (4 - nums.length)) return null;
  let v = 0;
  for (const n of nums) v = v * 256 + n;
  return v * 256 ** (4 - nums.length) + last;
}
function ipv6Groups(host) {
  let h = host.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!h.includes(":")) return null;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(h);
  if (v4) {
    const n = ipv4Of(v4[1]);
    if (n === null) return null;
    h = `${h.slice(0, -v4[1].length)}${(n >>> 16).toString(16)}:${(n & 65535).toString(16)}`;
  }
  const halves = h.split("::");
  if (halves.length > 2) return null;
  const groups = (s) => s === "" ? [] : s.split(":");
  const head = groups(halves[0]);
  const tail = halves.length === 2 ? groups(halves[1]) : [];
  const fill = 8 - head.length - tail.length;
  if (fill < 0 || halves.length === 1 && fill !== 0) return null;
  const all = [...head, ...Array(fill).fill("0"), ...tail];
  if (all.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  return all.map((g) => Number.parseInt(g, 16));
}
function metadataV4(n) {
  return n >>> 16 === (169 << 8) + 254 || n === ipv4Of("100.100.100.200") || n === ipv4Of("192.0.0.192");
}
function metadataV6(g) {
  if ((g[0] & 65472) === 65152) return true;
  if (g.join(":") === "64768:3778:0:0:0:0:0:596") return true;
  const zeros = (from, to) => g.slice(from, to).every((x) => x === 0);
  const embedded = zeros(0, 5) && (g[5] === 65535 || g[5] === 0) || g[0] === 100 && g[1] === 65435 && zeros(2, 6);
  return embedded && metadataV4(g[6] * 65536 + g[7]);
}
function normalise(raw) {
  let h = raw.trim().toLowerCase().replace(/[\u3002\uff0e\uff61]/g, ".");
  const m = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)/.exec(h);
  if (m) h = m[1];
  else
    h = h.replace(/^(?:[^@/?#]*@)?/, "").replace(/[/?#].*$/, "").replace(/:\d*$/, "");
  return h.replace(/\.+$/, "");
}
function isMetadataHost(raw) {
  const candidates = [normalise(raw)];
  try {
    candidates.push(new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`).hostname);
  } catch {
  }
  for (const c of candidates) {
    const h = c.replace(/\.+$/, "");
    if (METADATA_NAMES.has(h)) return true;
    const v4 = ipv4Of(h);
    if (v4 !== null && metadataV4(v4)) return true;
    const v6 = ipv6Groups(h);
    if (v6 !== null && metadataV6(v6)) return true;
    const wild = WILDCARD_DNS.exec(h);
    if (wild) {
      const label = h.slice(0, -wild[0].length).split(".");
      for (let k = 0; k < label.length; k++) {
        const rest = label.slice(k).join(".");
        const dashed = label[label.length - 1].replace(/-/g, ".");
        const hex = /^[0-9a-f]{8}$/.test(label[label.length - 1]) ? Number.parseInt(label.at(-1), 16) : null;
        for (const n of [ipv4Of(rest), ipv4Of(dashed), hex]) if (n !== null && metadataV4(n)) return true;
      }
    }
  }
  return false;
}

// src/core/classify/mcp/index.ts
var import_picomatch2 = __toESM(require_picomatch2(), 1);

// src/core/classify/reach.ts
var import_node_path2 = require("node:path");
var import_picomatch = __toESM(require_picomatch2(), 1);
init_paths();
var GLOB_CHAR = /[*?[{]/;
function staticPrefix(glob) {
  const segs = glob.split("/");
  const at2 = segs.findIndex((s) => GLOB_CHAR.test(s));
  return at2 === -1 ? glob : segs.slice(0, at2).join("/") || "/";
}
function witnessSegment(seg) {
  if (seg === "**") return "x";
  let out = "";
  for (let i = 0; i < seg.length; i++) {
    const ch = seg[i];
    if (ch === "\\" && i + 1 < seg.length) out += seg[++i];
    else if (ch === "*" || ch === "?") out += "x";
    else if (ch === "[") {
      const end = seg.indexOf("]", i + 2);
      if (end === -1) {
        out += ch;
        continue;
      }
      const body = seg.slice(i + 1, end);
      const negated = body.startsWith("!") || body.startsWith("^");
      const set = negated ? body.slice(1) : body;
      if (negated) out += [..."xyz0_"].find((c) => !set.includes(c)) ?? "q";
      else out += set[0] === "\\" ? set[1] ?? "x" : set[0] ?? "x";
      i = end;
    } else if (ch === "{") {
      const end = seg.indexOf("}", i);
      if (end === -1) {
        out += ch;
        continue;
      }
      out += witnessSegment(seg.slice(i + 1, end).split(",")[0] ?? "");
      i = end;
    } else out += ch;
  }
  return out === "" ? "x" : out;
}
var matchers = /* @__PURE__ */ new Map();
function matcher(glob, dot, braces = false) {
  const key2 = `${dot ? 1 : 0}${braces ? 1 : 0}${glob}`;
  let m = matchers.get(key2);
  if (m === void 0) {
    try {
      m = (0, import_picomatch.default)(bashClasses(glob), { dot, nobrace: !braces, noextglob: false });
    } catch {
      m = null;
    }
    if (matchers.size > 256) matchers.clear();
    matchers.set(key2, m);
  }
  return m;
}
function bashClasses(glob) {
  return glob.replace(/(^|[^\\])\[!/g, "$1[^");
}
function witnessOf(glob) {
  return glob.split("/").map((s, i) => i === 0 ? s : GLOB_CHAR.test(s) ? witnessSegment(s) : s).join("/");
}
var SUBTREE = /* @__PURE__ */ new Set(["rdelete", "rmeta", "rwrite"]);
function reachedWrites(writes, j) {
  const out = [];
  for (const w of writes) {
    out.push(w);
    const norm = import_node_path2.posix.normalize(w.path).replace(/(.)\/+$/, "$1");
    if (/[*?[]/.test(norm)) globReach(w, norm, j, out);
    else if (SUBTREE.has(w.op)) treeReach(w, norm, j, out);
  }
  return out;
}
function treeReach(w, dir, j, out) {
  const uncertain = w.op === "rwrite" || w.index === true;
  for (const r of j.regions) {
    if (!r.project && uncertain) continue;
    if (isWithin(r.prefix, dir)) {
      if (r.prefix === dir && r.glob === r.prefix) continue;
      out.push({
        ...w,
        path: witnessOf(r.glob),
        may: w.may === true || w.op === "rwrite" || w.index === true,
        through: dir
      });
    } else if (r.project && isWithin(dir, r.prefix) && !j.guarded(dir)) {
      const below = `${dir}/${witnessSegment(r.glob.slice(r.glob.lastIndexOf("/") + 1))}`;
      const deep = witnessOf(r.glob);
      for (const c of [below, deep, `${deep}/x`])
        if (isWithin(c, dir) && c !== dir && j.guarded(c)) {
          out.push({ ...w, path: c, may: true, through: dir });
          break;
        }
    }
  }
}
function globReach(w, pattern, j, out) {
  const isMatch = matcher(pattern, w.dot === true, w.braces === true);
  if (isMatch === null) return;
  const base = staticPrefix(pattern);
  const recursive = SUBTREE.has(w.op) || w.op === "write";
  const seen = /* @__PURE__ */ new Set();
  const found = w.dot === true;
  const add = (path, may) => {
    if (seen.has(path)) return;
    seen.add(path);
    out.push({ ...w, path, may: may || found || w.may === true, through: pattern });
  };
  const targets = [...j.globTargets, ...j.regions.filter((r) => r.project || !found).map((r) => r.prefix)];
  for (const t of targets) {
    if (!isWithin(t, base)) continue;
    if (isMatch(t)) {
      add(t, false);
      continue;
    }
    if (recursive) {
      for (let d = import_node_path2.posix.dirname(t); isWithin(d, base) && d !== base; d = import_node_path2.posix.dirname(d))
        if (isMatch(d)) {
          add(d, false);
          break;
        }
    }
  }
  const last = witnessSegment(pattern.slice(pattern.lastIndexOf("/") + 1));
  for (const r of j.regions) {
    if (!r.project) continue;
    if (!isWithin(r.prefix, base) && !isWithin(base, r.prefix)) continue;
    const at2 = witnessOf(r.glob);
    for (const c of [`${r.prefix}/${last}`, at2, `${at2}/${last}`])
      if (c !== r.prefix && isMatch(c) && j.guarded(c)) {
        add(c, true);
        break;
      }
  }
}

// src/core/classify/values.ts
var DYN = "\0";
function commandBase(s) {
  const cut = s.lastIndexOf("/");
  return cut === -1 ? s : s.slice(cut + 1);
}
function isSecretPath(p, home) {
  const h = p.startsWith("~/") ? home + p.slice(1) : p;
  if (/\.env\.(example|sample|template|dist|defaults)$|\.pub$/.test(h)) return false;
  if (!h.startsWith("/"))
    return /(^|\/)(\.env(\.[\w.-]+)?|id_(rsa|dsa|ecdsa|ed25519)|\.netrc|\.git-credentials)$/.test(h);
  return /\/\.ssh\/(id_[^/]*|.*_key|authorized_keys)$/.test(h) || /\/\.(aws\/credentials|aws\/config|netrc|git-credentials|pgpass|npmrc|pypirc|docker\/config\.json|kube\/config)$/.test(
    h
  ) || /\/\.config\/(gh\/hosts\.yml|gcloud\/.*|hub|rclone\/rclone\.conf|git\/credentials)$/.test(h) || /\/\.(azure\/.*|terraform\.d\/credentials\.tfrc\.json|terraformrc|cargo\/credentials(\.toml)?|gem\/credentials|my\.cnf|vault-token|boto|s3cfg|dockercfg|composer\/auth\.json|m2\/settings\.xml|gradle\/gradle\.properties|config\/configstore\/.*|yarnrc\.yml)$/.test(
    h
  ) || /\/\.gnupg\//.test(h) || // Agent clients' own credentials, and the secrets a container or pod is handed.
  /\/\.claude\/\.credentials\.json$|\/\.claude\.json$|\/\.codex\/auth\.json$|\/\.local\/share\/opencode\/auth\.json$|\/\.config\/github-copilot\/(hosts|apps)\.json$/.test(
    h
  ) || /^\/(var\/)?run\/secrets\//.test(h) || /^\/etc\/(shadow|gshadow|sudoers)/.test(h) || // A process's environment, by any PID spelling (`self`, `$PPID`, `$$`, a task of it).
  /^\/proc\/[^/]+\/(task\/[^/]+\/)?environ$/.test(h) || // Desktop credential stores and password managers: GNOME keyring, KWallet, pass, KeePass,
  // macOS keychains, browsers' saved logins and cookies.
  /\/\.local\/share\/(keyrings|kwalletd)\/|\/\.kde4?\/share\/apps\/kwallet\/|\/\.password-store\/|\/Library\/Keychains\/|\/\.config\/(Bitwarden|1Password|op|keepassxc|KeePass)\//.test(
    h
  ) || /\.(kdbx?|keychain(-db)?|keyring|kwl)$/.test(h) || /\/\.mozilla\/firefox\/[^/]+\/(logins\.json|key[34]\.db|cookies\.sqlite|signons\.sqlite)$/.test(h) || /\/\.config\/(google-chrome|chromium|BraveSoftware\/[^/]+|microsoft-edge|vivaldi)\/[^/]+\/(Login Data|Cookies|Web Data)$/.test(
    h
  ) || /\/[^/]*\.(pem|key|p12|pfx|jks|keystore|ppk)$|\/id_(rsa|dsa|ecdsa|ed25519)[^/]*$/.test(h) || /\/\.(bash|zsh|sh|python|node_repl|psql|mysql|sqlite|rediscli|lesshst)_?history$|\/\.zhistory$/.test(h) || /(^|\/)\.env(\.[\w-]+)?$/.test(h);
}
function isSecretDir(p, home) {
  const h = p.startsWith("~/") ? home + p.slice(1) : p.replace(/\/+$/, "");
  const at2 = h.lastIndexOf("/.");
  return at2 > 0 && isHomeDir(h.slice(0, at2), home) && CREDENTIAL_DIR.test(h.slice(at2 + 1));
}
var CREDENTIAL_DIRS = [
  ".ssh",
  ".aws",
  ".gnupg",
  ".kube",
  ".docker",
  ".config/gh",
  ".config/gcloud",
  ".password-store",
  ".local/share/keyrings",
  ".local/share/kwalletd",
  ".mozilla/firefox",
  ".config/op",
  ".config/Bitwarden"
];
var CREDENTIAL_DIR = new RegExp(`^(${CREDENTIAL_DIRS.map((d) => d.replace(/[./]/g, "\\$&")).join("|")})$`);
function isHomeDir(d, home) {
  return d === home || /^\/(home\/[^/]+|root|Users\/[^/]+|var\/root)$/.test(d);
}
function ambiguousAuthority(raw) {
  return /^[a-zA-Z][a-zA-Z0-9+.-]*:(\/\/[^/?#]*[\\\t\n\r]|[\\/]*\\)/.test(raw);
}
function hostOf(raw) {
  if (raw.includes(DYN)) return null;
  if (ambiguousAuthority(raw)) return null;
  const m = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]+\]|[^:/?#]+)/.exec(raw);
  if (m) return m[1].toLowerCase();
  if (/^[\w.-]+\.[a-zA-Z]{2,}(:\d+)?(\/|$)/.test(raw)) return (raw.split(/[:/]/)[0] ?? "").toLowerCase();
  const scp = /^[\w.-]+@([\w.-]+\.[a-zA-Z]{2,}|\[[^\]]+\]):/.exec(raw);
  if (scp) return scp[1].toLowerCase();
  return null;
}
function show(v) {
  return v.s.replaceAll(DYN, "\u2026");
}
function quoteForShell(s) {
  return `'${s.replaceAll("'", "'\\''")}'`;
}
var lit = (s, glob = false) => ({ s, dyn: false, glob, secret: 0 });
function revealsSecrets(p, home, recursive) {
  if (p.startsWith("~")) return false;
  const h = p.replace(/(.)\/+$/, "$1");
  if (h.includes("/**/")) return deepGlobReveals(h, home);
  const fixed = h.split(/[*?[{]/)[0].replace(/\/[^/]*$/, (m) => h.length > m.length ? m : "");
  const stem = /[*?[{]/.test(h) ? fixed.replace(/\/+$/, "") || "/" : h;
  if (isSecretPath(h, home) || isSecretPath(stem, home)) return true;
  for (let d = stem; d.length > 1; d = d.slice(0, d.lastIndexOf("/")) || "/")
    if (isSecretDir(d, home)) return true;
  if (!recursive || !h.startsWith("/")) return false;
  if (isHomeDir(stem, home) || /^\/(home|Users)?$/.test(stem)) return true;
  return CREDENTIAL_DIRS.some((d) => `${home}/${d}`.startsWith(stem === "/" ? "/" : `${stem}/`));
}
function deepGlobReveals(glob, home) {
  const isMatch = matcher(glob, true);
  if (isMatch === null) return true;
  const stem = staticPrefix(glob);
  const last = glob.slice(glob.lastIndexOf("/") + 1);
  const names = [witnessSegment(last), witnessSegment(last.replace(/\*/g, ""))];
  const dirs = [stem, ...CREDENTIAL_DIRS.map((d) => `${home}/${d}`).filter((d) => isWithinDir(d, stem))];
  return dirs.some(
    (d) => [...names, "id_rsa", "credentials", "config.json"].some((n) => {
      const c = `${d}/${n}`;
      return isMatch(c) && isSecretPath(c, home);
    })
  );
}
function isWithinDir(child, root) {
  return child === root || root === "/" || child.startsWith(`${root}/`);
}

// src/core/classify/commands/inline-writes.ts
var Q = String.raw`(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|` + "`((?:[^`\\\\$]|\\\\.)*)`)";
var ARG = String.raw`(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\((?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^()])*\)|[^,()'"])+`;
var call = (names, op, second = false) => ({
  re: new RegExp(
    String.raw`(?<![\w$])(?:[\w$]+\.)*(?:${names})(?![\w$])\s*\(?\s*${second ? `${ARG}\\s*,\\s*` : ""}(?:${Q}|(?<other>[^\s,)]+))`,
    "gd"
  ),
  op,
  second
});
var move = (names) => [call(names, "rdelete"), call(names, "rwrite", true)];
var rules = null;
var RULES = () => rules ??= buildRules();
function buildRules() {
  return [
    // python
    {
      re: new RegExp(
        String.raw`(?<![\w.])(?:io\.|codecs\.)?open\s*\(\s*(?:${Q}|(?<other>[^\s,)]+))[^)]*?,\s*(?:mode\s*=\s*)?["'][^"']*[wax+]`,
        "gd"
      ),
      op: "write"
    },
    {
      re: new RegExp(
        String.raw`\b(?:Path|PurePath|PosixPath)\s*\(\s*(?:${Q}|(?<other>[^\s,)]+))[^)]*\)\s*\.\s*(?:write_text|write_bytes|touch|mkdir|unlink|rmdir|rename|replace|chmod|symlink_to|hardlink_to|open\s*\(\s*["'][wax+])`,
        "gd"
      ),
      op: "write"
    },
    call("shutil\\.rmtree", "rdelete"),
    call("os\\.(?:remove|unlink|rmdir|removedirs|truncate)", "delete"),
    call("os\\.(?:mkdir|makedirs|chmod|chown|mkfifo|mknod)", "write"),
    call("shutil\\.(?:copy2?|copyfile|copytree)|os\\.(?:symlink|link)", "rwrite", true),
    ...move("shutil\\.move|os\\.(?:rename|replace|renames)"),
    // node (fs, fs/promises, Deno, Bun)
    call(
      "writeFileSync|writeFile|appendFileSync|appendFile|createWriteStream|mkdirSync|mkdir|mkdtempSync|mkdtemp|truncateSync|truncate|chmodSync|chmod|chownSync|chown|utimesSync|utimes|writeTextFile|writeTextFileSync|Bun\\.write",
      "write"
    ),
    call("rmSync|rmdirSync|rmdir|unlinkSync|unlink|remove|removeSync", "rdelete"),
    call("copyFileSync|copyFile|cpSync|cp|symlinkSync|symlink|linkSync|link|copy|copySync", "rwrite", true),
    ...move("renameSync|rename|move|moveSync"),
    // ruby
    call(
      "File\\.(?:write|binwrite|truncate|chmod|chown|mkfifo)|IO\\.(?:write|binwrite)|Dir\\.mkdir|FileUtils\\.(?:mkdir|mkdir_p|makedirs|touch|chmod|chmod_R|chown|chown_R)",
      "write"
    ),
    call(
      "File\\.(?:delete|unlink)|Dir\\.(?:delete|unlink|rmdir)|FileUtils\\.(?:rm|rm_r|rm_rf|rm_f|rmdir|remove|remove_dir|remove_entry|rmtree)",
      "rdelete"
    ),
    call("File\\.(?:symlink|link)|FileUtils\\.(?:cp|cp_r|ln|ln_s|ln_sf|install|copy)", "rwrite", true),
    ...move("File\\.rename|FileUtils\\.(?:mv|move)"),
    {
      re: new RegExp(
        String.raw`\b(?:File|IO)\.open\s*\(?\s*(?:${Q}|(?<other>[^\s,)]+))\s*,\s*["'][^"']*[wa+]`,
        "gd"
      ),
      op: "write"
    },
    // php
    call("file_put_contents|mkdir|touch|chmod|chown|chgrp|tempnam|lchown", "write"),
    call("unlink|rmdir", "delete"),
    call("copy|symlink|link|move_uploaded_file", "rwrite", true),
    ...move("rename"),
    {
      re: new RegExp(String.raw`\bfopen\s*\(\s*(?:${Q}|(?<other>[^\s,)]+))\s*,\s*["'][^"']*[waxc+]`, "gd"),
      op: "write"
    },
    // perl: open(F, ">path"), open(my $f, '>>', 'path'), open F, "+<path"
    {
      re: new RegExp(
        String.raw`\bopen\s*\(?\s*(?:my\s+|our\s+|local\s+)?[$*\w]+\s*,\s*(?:["']\s*(?:\+?>>?|\+<|\|)\s*["']\s*,\s*(?:${Q}|(?<other>[^\s,)]+))|"\s*(?:\+?>>?|\+<)\s*((?:[^"\\]|\\.)*)"|'\s*(?:\+?>>?|\+<)\s*((?:[^'\\]|\\.)*)')`,
        "gd"
      ),
      op: "write"
    },
    // lua
    {
      re: new RegExp(String.raw`\bio\.open\s*\(\s*(?:${Q}|(?<other>[^\s,)]+))\s*,\s*["'][wa+]`, "gd"),
      op: "write"
    },
    call("os\\.remove", "delete"),
    ...move("os\\.rename")
  ];
}
var API_NAMES = /(?<![\w$])(?:file_put_contents|fopen|fwrite|fputs|writeFileSync|writeFile|appendFileSync|appendFile|createWriteStream|copyFileSync|copyFile|cpSync|renameSync|rmSync|unlinkSync|mkdirSync|write_text|write_bytes|rmtree|copytree|copyfile|symlink_to|FileUtils\.\w+|File\.(?:write|open|delete|rename|symlink)|IO\.write|io\.open|os\.(?:remove|rename|replace|unlink|makedirs|mkdir)|shutil\.(?:copy2?|move))\s*\(/g;
var OPEN_FOR_WRITE = /(?<![\w.])(?:io\.|codecs\.)?open\s*\([^;\n]*?,\s*(?:mode\s*=\s*)?["'][^"']*[wax+][^"']*["']/g;
function literalNames(code2) {
  const names = /* @__PURE__ */ new Map();
  for (const m of code2.matchAll(
    /(?:^|[;\n{(\s])(?:const\s+|let\s+|var\s+|my\s+|our\s+)?([$]?[A-Za-z_]\w*)\s*=(?!=)\s*(?:"((?:[^"\\$]|\\.)*)"|'((?:[^'\\]|\\.)*)')\s*(?=;|\n|$|\))/g
  ))
    names.set(m[1], m[2] ?? m[3] ?? null);
  for (const name of names.keys()) {
    const esc = name.replace(/[$]/g, "\\$");
    const assigned = code2.match(new RegExp(`(?<![\\w$])${esc}\\s*[-+*/.]?=(?!=)`, "g"));
    if ((assigned?.length ?? 0) !== 1) names.set(name, null);
  }
  return names;
}
function inlineWrites(code2) {
  const out = [];
  const names = literalNames(code2);
  const covered = /* @__PURE__ */ new Set();
  for (const rule of RULES()) {
    for (const m of code2.matchAll(rule.re)) {
      const other = m.groups?.other;
      const k = other === void 0 ? m.slice(1).findIndex((g) => g !== void 0) + 1 : -1;
      const literal3 = k > 0 ? m[k] : void 0;
      const named = literal3 !== void 0 ? unquote(literal3) : other !== void 0 ? names.get(other) ?? null : null;
      const path = named === null ? null : destination(named);
      const paren = m[0].indexOf("(");
      const spans = [[m.index, m.index + (paren === -1 ? m[0].length : paren)]];
      const dest = k > 0 ? m.indices?.[k] : m.indices?.groups?.other;
      if (dest) spans.push(k > 0 ? [dest[0] - 1, dest[1] + 1] : [dest[0], dest[1]]);
      out.push({ path, op: rule.op, api: m[0].slice(0, 40), at: m.index, length: m[0].length, spans });
      covered.add(m.index);
    }
  }
  for (const m of [...code2.matchAll(API_NAMES), ...code2.matchAll(OPEN_FOR_WRITE)]) {
    if ([...covered].some((c) => c <= m.index && m.index < c + 60)) continue;
    out.push({ path: null, op: "write", api: m[0], at: m.index, length: 0, spans: [] });
  }
  return out;
}
function unquote(s) {
  return s.replace(/\\(.)/g, "$1");
}
var HOME_IN_STRING = /^(?:\$ENV\{\s*['"]?HOME['"]?\s*\}|\$\{?HOME\}?|#\{\s*(?:ENV\[\s*['"]HOME['"]\s*\]|Dir\.home|Etc\.getpwuid\.dir)\s*\}|\$\{\s*(?:process\.env\.HOME|process\.env\[\s*['"]HOME['"]\s*\]|os\.homedir\(\)|homedir\(\))\s*\}|\{\s*(?:os\.environ\s*\[\s*['"]HOME['"]\s*\]|os\.environ\.get\(\s*['"]HOME['"]\s*\)|os\.getenv\(\s*['"]HOME['"]\s*\)|Path\.home\(\)|pathlib\.Path\.home\(\)|os\.path\.expanduser\(\s*['"]~['"]\s*\))\s*\}|\{?\$_SERVER\s*\[\s*['"]HOME['"]\s*\]\}?|\{?\$_ENV\s*\[\s*['"]HOME['"]\s*\]\}?)(?=\/|$)/;
var INTERPOLATION = /\$[{\w]|#\{|\{[^}]*\}|@\{|\$\(/;
function destination(path) {
  const home = HOME_IN_STRING.exec(path);
  const rest = home ? path.slice(home[0].length) : path;
  if (INTERPOLATION.test(rest)) return null;
  return home ? `~${rest}` : rest;
}
function awkWrites(program) {
  const out = [];
  for (const m of program.matchAll(/\bprintf?\b[^;{}]*?(>>?)\s*(?:"((?:[^"\\]|\\.)*)"|([^\s;}]+))/g))
    out.push({
      path: m[2] !== void 0 ? unquote(m[2]) : null,
      op: "write",
      api: "print >",
      at: m.index,
      length: m[0].length,
      spans: [[m.index, m.index + m[0].length]]
    });
  return out;
}

// src/core/classify/commands/inline-code.ts
var INLINE_SIDE_EFFECTS = /\b(open\s*\([^)]*,\s*(?:mode\s*=\s*)?['"][^'"]*[wax+]|write|unlink|remove|rmtree|rmdir|mkdir|rename|replace|chmod|chown|truncate|system|popen|subprocess|spawn|exec|eval|fork|kill|socket|connect|urlopen|urllib|requests|http|fetch|axios|curl|fs\.|child_process|shutil|os\.(?!path|environ\.get|getcwd|listdir|sep|getenv|name|walk|scandir|cpu_count)|Deno\.(?!args|env\.get|cwd)|File\.(write|delete|open)|FileUtils|IO\.popen|`|\$\(|__import__|importlib|compile\s*\(|pickle|marshal|ctypes|setattr|getattr|globals|__builtins__|import\s+os\s+as|from\s+os\s+import|passthru|shell_exec|proc_open|pcntl_exec|do\s+shell\s+script|(?:send|post|put|delete|patch|upload)(?![a-z])|smtplib|ftplib|paramiko|boto3|sqlite3|psycopg|pymysql|redis|sudo|require\s*\(\s*['"](fs|child_process|net|http|https|dgram|cluster|worker_threads)['"])/i;
var CREDENTIAL_STORE_APIS = /\bkeyring\.(get_password|get_credential|get_keyring)|\bimport\s+(keyring|secretstorage)\b|\bfrom\s+(keyring|secretstorage)\b|\bsecretstorage\.|\bkeytar\b|\bSecKeychain|\bSecItemCopyMatching|\bkwallet|\bgnome_?keyring|\blibsecret|\bSecret\.password_lookup|find-(generic|internet)-password/i;
var SHELL_CALL = /\b(?:system|popen|exec|execSync|spawnSync|shell_exec|passthru|proc_open|check_output|check_call|getoutput|getstatusoutput|run|call|Popen)\s*\(\s*(?:\[\s*)?(["'])((?:\\.|(?!\1)[^\\])*)\1/g;
var STRING = /(["'])((?:\\.|(?!\1)[^\\])*)\1/g;
var ARGV_CALL = /\b(?:run|call|Popen|check_call|check_output|spawnSync|spawn|execFileSync|execFile|execvp|execv|system)\s*\(\s*(?:\[([^\]]*)\]|((?:["'][^"']*["']\s*,\s*)\[[^\]]*\]))/g;
function inlineRuns(code2, rest, a, via) {
  if (code2.dyn) return;
  for (const m of code2.s.matchAll(SHELL_CALL)) {
    const literal3 = m[2].replace(/\\(["'\\])/g, "$1");
    if (/\s/.test(literal3) || /^[\w./-]+$/.test(literal3)) a.nested(literal3, `the command ${via} runs`);
  }
  for (const m of code2.s.matchAll(/`([^`]+)`/g)) a.nested(m[1], `the command ${via} runs`);
  for (const m of code2.s.matchAll(ARGV_CALL)) {
    const words = [...(m[1] ?? "").matchAll(STRING), ...(m[2] ?? "").matchAll(STRING)].map((s) => s[2]);
    if (words.length > 0)
      a.run(
        words.map((w) => ({ s: w, dyn: false, glob: false, secret: 0 })),
        null,
        false
      );
  }
  const runsArgs = /\b(sys\.argv|process\.argv|ARGV|@ARGV|\$ARGV|\$argv|commandArgs|Deno\.args)/.test(code2.s) && /\b(exec\w*|system|spawn\w*|subprocess|Popen|popen|run|call|passthru|proc_open|Command)\b/.test(code2.s);
  if (runsArgs && rest.length > 0) a.run(rest, null, false);
}
function inlineCode(code2, a, via, rest = []) {
  inlineRuns(code2, rest, a, via);
  a.fx.readOnly = false;
  if (code2.net) {
    a.block("download_exec", `${via} runs downloaded code`);
    return;
  }
  if (!code2.dyn && CREDENTIAL_STORE_APIS.test(code2.s)) {
    a.grey("secret_read", `${via} reads a credential store (keyring, keychain, wallet)`);
    return;
  }
  if (code2.dyn) {
    a.grey("inline_code", `${via} runs code that cannot be known before it runs`);
    return;
  }
  for (const m of code2.s.matchAll(/\b(?:https?|ftp|gopher|dict):\/\/[^\s'"`)<>]+/gi)) {
    if (isMetadataHost(m[0])) {
      a.block(
        "cloud_metadata",
        `${via} reaches a cloud metadata service (${m[0]}), which hands out instance credentials`
      );
      return;
    }
  }
  if (/curl|wget|https?:\/\//i.test(code2.s) && /\|\s*(ba|z|da)?sh\b|exec|eval|system/i.test(code2.s)) {
    a.block("download_exec", `${via} runs inline code that downloads and executes`);
    return;
  }
  const writes = inlineWrites(code2.s);
  for (const lit2 of code2.s.matchAll(/(["'])((?:\\.|(?!\1)[^\\])*)\1/g)) {
    const text = lit2[2];
    if (text === "" || /\s/.test(text) || writes.some((w) => w.spans.some(([b, e]) => b <= lit2.index && lit2.index < e)))
      continue;
    if (a.secretFile(text) || isSecretDir(text, a.ctx.home)) {
      a.grey("secret_read", `${via} names the credential file ${text}`);
      break;
    }
  }
  judgeInlineWrites(writes, a, via);
  if (writes.length > 0 && CHDIR.test(code2.s))
    a.grey(
      "inline_code",
      `${via} changes directory in its code, so where its writes land cannot be followed`
    );
  else if (writes.some((w) => LINK_API.test(w.api)))
    a.grey("inline_code", `${via} makes a link in its code, through which its other paths may lead anywhere`);
  if (INLINE_SIDE_EFFECTS.test(accountedFor(code2.s, writes))) {
    a.grey("inline_code", `${via} runs inline code that may write files, run processes or use the network`);
  }
}
var CHDIR = /(?<![\w$])(?:process\.chdir|os\.f?chdir|Dir\.chdir|lfs\.chdir|chdir)\b/;
var LINK_API = /(?<![\w$])(?:[\w$]+\.)*(?:symlinkSync|symlink|linkSync|link|symlink_to|hardlink_to|ln|ln_s|ln_sf)\b/;
var FILE_API_IMPORTS = /require\s*\(\s*['"](?:node:)?fs(?:\/promises)?['"]\s*\)|import\s+(?:\*\s+as\s+)?\w+\s+from\s+['"](?:node:)?fs(?:\/promises)?['"]|import\s*\{[^}]*\}\s*from\s*['"](?:node:)?fs(?:\/promises)?['"]|\bimport\s+(?:pathlib|shutil)\b|\bfrom\s+(?:pathlib|shutil)\s+import\s+[\w, ]+|\brequire\s+['"]fileutils['"]|\buse\s+File::\w+(?:\s+qw\([^)]*\))?/g;
function accountedFor(code2, writes) {
  if (writes.length === 0 || writes.some((w) => w.path === null)) return code2;
  const chars = code2.split("");
  for (const w of writes) for (const [b, e] of w.spans) for (let k = b; k < e; k++) chars[k] = " ";
  return chars.join("").replace(FILE_API_IMPORTS, " ").replace(/\.\s*(?:write|writelines|close|flush|end)\s*\(/g, " (");
}
function judgeInlineWrites(writes, a, via) {
  if (writes.length > 0) a.fx.readOnly = false;
  for (const w of writes) {
    if (w.path === null)
      a.grey(
        "dynamic_target",
        `${via} writes (${w.api.trim()}\u2026) to a path that cannot be known before it runs`
      );
    else if (w.path !== "" && !/^\/dev\/(null|std(out|err))$/.test(w.path))
      a.write(
        {
          s: w.path.startsWith("~/") ? a.ctx.home + w.path.slice(1) : w.path,
          dyn: false,
          glob: false,
          secret: 0
        },
        w.op,
        `${via} (${w.api.replace(/\s+/g, " ").trim()}\u2026)`
      );
  }
}

// src/core/classify/mcp/spec.ts
var ArgError = class extends Error {
};
var Args = class {
  constructor(input) {
    this.input = input;
  }
  input;
  has(k) {
    return this.input[k] !== void 0 && this.input[k] !== null;
  }
  str(k) {
    const v = this.input[k];
    if (typeof v !== "string") throw new ArgError(`argument ${k} must be a string`);
    return v;
  }
  optStr(k) {
    return this.has(k) ? this.str(k) : void 0;
  }
  strs(k) {
    const v = this.input[k];
    if (!Array.isArray(v) || !v.every((x) => typeof x === "string"))
      throw new ArgError(`argument ${k} must be a list of strings`);
    return v;
  }
  optStrs(k) {
    return this.has(k) ? this.strs(k) : [];
  }
  /** A string, or a list of strings (argv). */
  strOrStrs(k) {
    const v = this.input[k];
    return typeof v === "string" ? v : this.strs(k);
  }
  bool(k) {
    const v = this.input[k];
    if (v === void 0 || v === null) return false;
    if (typeof v !== "boolean") throw new ArgError(`argument ${k} must be true or false`);
    return v;
  }
  objects(k) {
    const v = this.input[k];
    if (!Array.isArray(v) || !v.every((x) => typeof x === "object" && x !== null && !Array.isArray(x)))
      throw new ArgError(`argument ${k} must be a list of objects`);
    return v;
  }
};
var data = (args, extra = () => []) => ({
  args: args.split(/\s+/).filter(Boolean),
  effects: extra
});
var tool = (args, effects) => ({
  args: args.split(/\s+/).filter(Boolean),
  effects
});
var grey = (rule, reason) => ({ kind: "grey", rule, reason });

// src/core/classify/mcp/browser.ts
var EL = "element target ref";
var save = (k = "filename") => (a) => a.has(k) ? [{ kind: "write", path: a.str(k) }] : [];
var upload = (paths) => paths.map((path) => ({ kind: "read", path, sends: true }));
var code = (what) => () => [grey("browser_code", what)];
var PAGE_EFFECTS = /\b(XMLHttpRequest|WebSocket|EventSource|sendBeacon|navigator|import|location|open|postMessage|cookie|localStorage|sessionStorage|indexedDB|caches|serviceWorker|Image|src|srcset|href|action|formAction|innerHTML|outerHTML|insertAdjacent\w*|write|writeln|createElement|appendChild|append|prepend|replaceWith|replaceChildren|setAttribute|submit|requestSubmit|click|dispatchEvent|Function|setTimeout|setInterval|Worker|credentials|download)\b|(?<![=!<>])=(?![=>])|\+\+|--/;
function pageScript(a, key2) {
  const text = a.str(key2);
  if (INLINE_SIDE_EFFECTS.test(text) || PAGE_EFFECTS.test(text))
    return [
      grey(
        "browser_code",
        "runs JavaScript in the page that may send, change or read more than the page shows"
      )
    ];
  return [];
}
var secrets = (what) => () => [grey("secret_read", what)];
var playwright = () => ({
  id: "playwright",
  names: /(playwright|browser|chrome|chromium)/,
  tools: {
    browser_navigate: tool("url", (a) => [{ kind: "url", url: a.str("url") }]),
    browser_navigate_back: data(""),
    browser_navigate_forward: data(""),
    browser_tabs: tool("action index url", (a) => a.has("url") ? [{ kind: "url", url: a.str("url") }] : []),
    browser_tab_new: tool("url", (a) => a.has("url") ? [{ kind: "url", url: a.str("url") }] : []),
    browser_tab_list: data(""),
    browser_tab_select: data("index"),
    browser_tab_close: data("index"),
    browser_file_upload: tool("paths", (a) => upload(a.optStrs("paths"))),
    browser_drop: tool(`${EL} paths data`, (a) => upload(a.optStrs("paths"))),
    browser_take_screenshot: tool(`${EL} type filename fullPage scale raw`, save()),
    browser_pdf_save: tool("filename", save()),
    browser_snapshot: tool("target filename depth boxes", save()),
    browser_console_messages: tool("level all filename onlyErrors", save()),
    browser_network_requests: tool("static filter filename includeStatic", save()),
    browser_network_request: tool("index part filename", save()),
    browser_start_video: tool("filename size", save()),
    browser_storage_state: data(
      "filename",
      secrets("saves the browser's cookies and storage (session tokens)")
    ),
    browser_set_storage_state: tool("filename", (a) => [{ kind: "read", path: a.str("filename") }]),
    browser_cookie_get: data("name", secrets("reads a browser cookie (a session token)")),
    browser_cookie_list: data("domain path", secrets("reads the browser's cookies (session tokens)")),
    browser_localstorage_get: data("key", secrets("reads the page's local storage (tokens live there)")),
    browser_localstorage_list: data("", secrets("reads the page's local storage (tokens live there)")),
    browser_sessionstorage_get: data("key", secrets("reads the page's session storage (tokens live there)")),
    browser_sessionstorage_list: data("", secrets("reads the page's session storage (tokens live there)")),
    browser_evaluate: tool(`${EL} function filename`, (a) => [...pageScript(a, "function"), ...save()(a)]),
    browser_run_code: data("code filename", code("runs Playwright code in the server's own process")),
    browser_run_code_unsafe: data("code filename", code("runs Playwright code in the server's own process")),
    browser_install: data("", () => [grey("install_global", "installs a browser outside the project")]),
    // Interactions with the page and the browser's own state.
    browser_click: data(`${EL} doubleClick button modifiers`),
    browser_hover: data(EL),
    browser_type: data(`${EL} text submit slowly`),
    browser_press_key: data("key"),
    browser_drag: data("startElement startTarget startRef endElement endTarget endRef"),
    browser_select_option: data(`${EL} values`),
    browser_fill_form: data("fields"),
    browser_wait_for: data("time text textGone"),
    browser_resize: data("width height"),
    browser_close: data(""),
    browser_handle_dialog: data("accept promptText"),
    browser_find: data("text regex"),
    browser_highlight: data(EL),
    browser_hide_highlight: data(EL),
    browser_annotate: data(""),
    browser_generate_locator: data(EL),
    browser_generate_playwright_test: data("name description steps"),
    browser_verify_element_visible: data("role accessibleName"),
    browser_verify_list_visible: data(`${EL} items`),
    browser_verify_text_visible: data("text"),
    browser_verify_value: data(`type ${EL} value`),
    browser_get_config: data(""),
    browser_network_state_set: data("state"),
    browser_route: data("pattern status body contentType headers removeHeaders"),
    browser_route_list: data(""),
    browser_unroute: data("pattern"),
    browser_cookie_set: data("name value domain path expires httpOnly secure sameSite"),
    browser_cookie_delete: data("name"),
    browser_cookie_clear: data(""),
    browser_localstorage_set: data("key value"),
    browser_localstorage_delete: data("key"),
    browser_localstorage_clear: data(""),
    browser_sessionstorage_set: data("key value"),
    browser_sessionstorage_delete: data("key"),
    browser_sessionstorage_clear: data(""),
    browser_start_tracing: data(""),
    browser_stop_tracing: data(""),
    browser_stop_video: data(""),
    browser_video_chapter: data("title description duration"),
    browser_video_hide_actions: data(""),
    browser_video_show_actions: data("duration position cursor"),
    browser_mouse_click_xy: data("element x y button clickCount delay"),
    browser_mouse_down: data("button"),
    browser_mouse_up: data("button"),
    browser_mouse_move_xy: data("element x y"),
    browser_mouse_drag_xy: data("element startX startY endX endY"),
    browser_mouse_wheel: data("deltaX deltaY"),
    browser_screen_capture: data(""),
    browser_screen_move_mouse: data("element x y"),
    browser_screen_click: data("element x y"),
    browser_screen_drag: data("element startX startY endX endY"),
    browser_screen_type: data("text submit"),
    // executeautomation/mcp-playwright
    playwright_navigate: tool("url browserType width height timeout waitUntil headless", (a) => [
      { kind: "url", url: a.str("url") }
    ]),
    playwright_get: tool("url", (a) => [{ kind: "url", url: a.str("url") }]),
    playwright_post: tool("url value token headers", (a) => [
      { kind: "url", url: a.str("url"), sends: true }
    ]),
    playwright_put: tool("url value token headers", (a) => [{ kind: "url", url: a.str("url"), sends: true }]),
    playwright_patch: tool("url value token headers", (a) => [
      { kind: "url", url: a.str("url"), sends: true }
    ]),
    playwright_delete: tool("url token headers", (a) => [{ kind: "url", url: a.str("url"), sends: true }]),
    playwright_upload_file: tool("selector filePath", (a) => upload([a.str("filePath")])),
    playwright_evaluate: tool("script", (a) => pageScript(a, "script")),
    playwright_click: data("selector"),
    playwright_fill: data("selector value"),
    playwright_select: data("selector value"),
    playwright_hover: data("selector"),
    playwright_close: data(""),
    playwright_get_visible_text: data(""),
    playwright_get_visible_html: data(
      "selector removeScripts removeComments removeStyles removeMeta cleanHtml minify maxLength"
    )
  }
});
var puppeteer = () => ({
  id: "puppeteer",
  names: /puppeteer/,
  tools: {
    puppeteer_navigate: tool("url launchOptions allowDangerous", (a) => [
      { kind: "url", url: a.str("url") },
      ...a.has("launchOptions") || a.bool("allowDangerous") ? [
        grey(
          "runs_program",
          "launches the browser with options of the call's choosing (executable, flags)"
        )
      ] : []
    ]),
    puppeteer_screenshot: data("name selector width height encoded"),
    puppeteer_click: data("selector"),
    puppeteer_fill: data("selector value"),
    puppeteer_select: data("selector value"),
    puppeteer_hover: data("selector"),
    puppeteer_evaluate: tool("script", (a) => pageScript(a, "script"))
  }
});
var saveTo = (k) => (a) => a.has(k) ? [{ kind: "write", path: a.str(k) }] : [];
var SNAP = "includeSnapshot";
var chromeDevtools = () => ({
  id: "chrome-devtools",
  names: /(chromedevtools|devtools)/,
  tools: {
    navigate_page: tool("type url timeout ignoreCache handleBeforeUnload initScript", (a) => [
      ...a.has("url") ? [{ kind: "url", url: a.str("url") }] : [],
      ...a.has("initScript") ? [grey("browser_code", "runs an init script in every document the page loads")] : []
    ]),
    new_page: tool("url background isolatedContext timeout", (a) => [{ kind: "url", url: a.str("url") }]),
    list_pages: data(""),
    select_page: data("pageId bringToFront"),
    close_page: data("pageId"),
    click: data(`uid dblClick ${SNAP}`),
    click_at: data(`x y dblClick ${SNAP}`),
    drag: data(`from_uid to_uid ${SNAP}`),
    fill: data(`uid value ${SNAP}`),
    fill_form: data(`elements ${SNAP}`),
    hover: data(`uid ${SNAP}`),
    press_key: data(`key ${SNAP}`),
    type_text: data("text submitKey"),
    handle_dialog: data("action promptText"),
    wait_for: data("text timeout"),
    upload_file: tool(`uid filePaths ${SNAP}`, (a) => upload(a.strs("filePaths"))),
    evaluate_script: tool("function args dialogAction filePath waitForStableDom", (a) => [
      ...pageScript(a, "function"),
      ...saveTo("filePath")(a)
    ]),
    emulate: data(
      "colorScheme cpuThrottlingRate extraHttpHeaders geolocation networkConditions userAgent viewport"
    ),
    resize_page: data("width height"),
    take_screenshot: tool("filePath format fullPage quality uid", saveTo("filePath")),
    take_snapshot: tool("filePath verbose", saveTo("filePath")),
    screencast_start: tool("filePath", saveTo("filePath")),
    screencast_stop: data(""),
    performance_start_trace: tool("autoStop filePath reload", saveTo("filePath")),
    performance_stop_trace: tool("filePath", saveTo("filePath")),
    performance_analyze_insight: data("insightName insightSetId"),
    list_network_requests: data("includePreservedRequests pageIdx pageSize resourceTypes"),
    get_network_request: tool("reqid requestFilePath responseFilePath", (a) => [
      ...saveTo("requestFilePath")(a),
      ...saveTo("responseFilePath")(a)
    ]),
    list_console_messages: data(
      "includePreservedMessages includeStackTraces pageIdx pageSize serviceWorkerId types"
    ),
    get_console_message: data("msgid"),
    lighthouse_audit: tool("device mode outputDirPath", saveTo("outputDirPath")),
    take_heapsnapshot: tool("filePath", saveTo("filePath")),
    install_extension: data("path", () => [
      grey("runs_program", "installs a browser extension, code the browser runs")
    ]),
    list_extensions: data(""),
    execute_3p_developer_tool: data("toolName params", () => [
      grey("runs_program", "runs a third party's developer tool")
    ]),
    list_3p_developer_tools: data(""),
    execute_webmcp_tool: data("toolName input", () => [grey("runs_program", "runs a tool the page offers")]),
    list_webmcp_tools: data("")
  }
});

// src/core/classify/mcp/code-intel.ts
var rel = (a, k = "relative_path") => a.has(k) ? a.str(k) : ".";
var read = (a, k) => [{ kind: "read", path: rel(a, k) }];
var search = (a) => [{ kind: "read", path: rel(a), recursive: true }];
var insert = (k) => (a) => [
  {
    kind: "write",
    path: a.str("relative_path"),
    change: { kind: "edits", edits: [{ old: "", new: a.str(k) }] }
  }
];
var rewrite = (a) => [{ kind: "write", path: a.str("relative_path") }];
var SYMBOL = "name_path name_path_pattern relative_path depth include_body include_info include_kinds exclude_kinds substring_matching max_matches max_answer_chars";
var serena = () => ({
  id: "serena",
  names: /serena/,
  tools: {
    read_file: tool("relative_path start_line end_line max_answer_chars", (a) => read(a)),
    list_dir: tool(
      "relative_path recursive skip_ignored_files max_answer_chars",
      (a) => a.bool("recursive") ? search(a) : read(a)
    ),
    find_file: tool("file_mask relative_path", search),
    search_for_pattern: tool(
      "substring_pattern context_lines_before context_lines_after paths_include_glob paths_exclude_glob relative_path restrict_search_to_code_files skip_ignored_files multiline max_answer_chars",
      search
    ),
    get_symbols_overview: tool(
      "relative_path depth max_answer_chars include_file_documentation",
      (a) => read(a)
    ),
    find_symbol: tool(SYMBOL, search),
    find_referencing_symbols: tool(SYMBOL, search),
    find_implementations: tool(SYMBOL, search),
    find_declaration: tool(
      "relative_path regex containing_symbol_name_path include_body include_info",
      (a) => read(a)
    ),
    get_diagnostics_for_file: tool(
      "relative_path start_line end_line min_severity max_answer_chars",
      (a) => read(a)
    ),
    create_text_file: tool("relative_path content", (a) => [
      { kind: "write", path: a.str("relative_path"), change: { kind: "whole", text: a.str("content") } }
    ]),
    replace_symbol_body: tool("name_path relative_path body", insert("body")),
    insert_after_symbol: tool("name_path relative_path body", insert("body")),
    insert_before_symbol: tool("name_path relative_path body", insert("body")),
    insert_at_line: tool("relative_path line content", insert("content")),
    replace_lines: tool("relative_path start_line end_line content", insert("content")),
    delete_lines: tool("relative_path start_line end_line", (a) => [
      { kind: "write", path: a.str("relative_path"), change: { kind: "edits", edits: [] } }
    ]),
    replace_content: tool(
      "relative_path needle repl mode allow_multiple_occurrences",
      (a) => a.optStr("mode") === "regex" ? rewrite(a) : [
        {
          kind: "write",
          path: a.str("relative_path"),
          change: {
            kind: "edits",
            edits: [
              { old: a.str("needle"), new: a.str("repl"), all: a.bool("allow_multiple_occurrences") }
            ]
          }
        }
      ]
    ),
    replace_regex: tool("relative_path regex repl allow_multiple_occurrences", rewrite),
    rename_symbol: tool("name_path relative_path new_name", rewrite),
    execute_shell_command: tool("command cwd capture_stderr max_answer_chars", (a) => [
      { kind: "shell", command: a.str("command"), cwd: a.optStr("cwd") }
    ]),
    write_memory: data("memory_name memory_file_name content max_chars max_answer_chars", () => [
      { kind: "state", what: "Serena's project memories" }
    ]),
    read_memory: data("memory_name memory_file_name max_answer_chars"),
    list_memories: data("topic"),
    delete_memory: data("memory_name memory_file_name", () => [
      { kind: "state", what: "Serena's project memories" }
    ]),
    edit_memory: data("memory_name needle repl mode allow_multiple_occurrences", () => [
      { kind: "state", what: "Serena's project memories" }
    ]),
    activate_project: data("project session_id", () => [
      grey("mcp_project", "points the server at another project, whose paths the call does not name")
    ]),
    query_project: data("project_name tool_name tool_params_json", () => [
      grey("mcp_project", "runs a tool in another project")
    ]),
    get_current_config: data(""),
    check_onboarding_performed: data(""),
    onboarding: data(""),
    initial_instructions: data("session_id"),
    think_about_collected_information: data(""),
    think_about_task_adherence: data(""),
    think_about_whether_you_are_done: data(""),
    prepare_for_new_conversation: data(""),
    restart_language_server: data(""),
    list_queryable_projects: data("symbol_access")
  }
});
var context7 = () => ({
  id: "context7",
  names: /context7/,
  tools: {
    "resolve-library-id": data("libraryName query"),
    "get-library-docs": data("context7CompatibleLibraryID topic tokens page"),
    "query-docs": data("libraryId query tokens")
  }
});

// src/core/classify/commands/registry.ts
var H = {};

// src/core/classify/commands/databases.ts
var DESTROY_DATA = /\b(drop\s+(database|schema|table|collection)|truncate\s+(table\s+)?\w|delete\s+from\s+[\w."]+\s*(;|$)|flushall|flushdb|dropdatabase\s*\()/im;
function databaseClient(args, a, io) {
  const texts = [...args.map((v) => v.s), io.stdin?.text ?? ""];
  if (texts.some((t) => DESTROY_DATA.test(t))) {
    a.block("data_destroy", `\`${io.name}\` runs a statement that destroys a database, table or keyspace`);
    return null;
  }
  a.grey("database", `\`${io.name}\` runs statements against a database`);
  return null;
}
for (const n of [
  "psql",
  "mysql",
  "mariadb",
  "sqlite3",
  "redis-cli",
  "mongo",
  "mongosh",
  "cockroach",
  "clickhouse-client"
])
  H[n] = databaseClient;

// src/core/classify/mcp/databases.ts
var READ_STATEMENT = /^(select|with|explain|show|describe|desc|pragma\s+\w+\s*(\(|;|$)|values|table)\b/i;
var HAS_EFFECT = /\b(insert|update|delete|merge|upsert|replace|drop|alter|create|truncate|grant|revoke|copy|call|exec|execute|do|set|lock|vacuum|analyze|attach|detach|reindex|load|install|into\s+(out|dump)file|pg_\w+|lo_\w+|dblink\w*|set_config|nextval|setval|load_file|sys_\w+|xp_\w+|writefile|readfile|fts\w*|load_extension|edit|zipfile|sqlar\w*|unhex\s*\(.*\)\s*into)\b/i;
var statementsOf = (sql2) => sql2.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, " ").replace(/'(?:[^']|'')*'/g, "''").replace(/"(?:[^"]|"")*"/g, '""');
function readOnlySql(sql2) {
  const text = statementsOf(sql2);
  const statements = text.split(";").map((s) => s.trim()).filter(Boolean);
  return statements.length > 0 && statements.every(
    (s) => READ_STATEMENT.test(s) && !HAS_EFFECT.test(s.replace(/^explain\s+(query\s+plan\s+)?/i, ""))
  );
}
function sql(a, key2, kind) {
  const text = a.has(key2) ? a.str(key2) : a.str(key2 === "sql" ? "query" : "sql");
  if (DESTROY_DATA.test(statementsOf(text)))
    return [
      {
        kind: "block",
        rule: "data_destroy",
        reason: "runs a statement that destroys a database, table or keyspace"
      }
    ];
  if (kind === "query" && readOnlySql(text)) return [];
  return [grey("database", "runs a statement that may change the database")];
}
var query = (args, key2) => tool(args, (a) => sql(a, key2, "query"));
var databases = () => ({
  id: "databases",
  names: /(postgres|postgresql|pg|sqlite|mysql|mariadb|sql|database|db)/,
  tools: {
    query: query("sql", "sql"),
    read_query: query("query", "query"),
    write_query: tool("query", (a) => sql(a, "query", "write")),
    create_table: tool("query", (a) => sql(a, "query", "write")),
    list_tables: data(""),
    describe_table: data("table_name"),
    append_insight: data("insight", () => [{ kind: "state", what: "the server's insights memo" }]),
    execute_sql: query("sql query database params", "sql"),
    execute_query: query("query sql database params", "query"),
    run_query: query("query sql database params", "query"),
    sql_query: query("query sql database params", "query"),
    mysql_query: query("sql query database params", "sql"),
    list_schemas: data(""),
    list_databases: data(""),
    describe_schema: data("schema table_name")
  }
});

// src/core/classify/mcp/filesystem.ts
var read2 = (a, k = "path") => [{ kind: "read", path: a.str(k) }];
function edits(a) {
  return a.objects("edits").map((e) => {
    if (typeof e.oldText !== "string" || typeof e.newText !== "string")
      throw new ArgError("each edit needs oldText and newText");
    return { old: e.oldText, new: e.newText };
  });
}
var filesystem = () => ({
  id: "filesystem",
  names: /^(filesystem|fs|files?|serverfilesystem|mcpserverfilesystem|modelcontextprotocolserverfilesystem)$/,
  tools: {
    read_file: tool("path head tail", (a) => read2(a)),
    read_text_file: tool("path head tail", (a) => read2(a)),
    read_media_file: tool("path", (a) => read2(a)),
    read_multiple_files: tool("paths", (a) => a.strs("paths").map((path) => ({ kind: "read", path }))),
    write_file: tool("path content", (a) => [
      { kind: "write", path: a.str("path"), change: { kind: "whole", text: a.str("content") } }
    ]),
    edit_file: tool(
      "path edits dryRun",
      (a) => (
        // A dry run only shows the diff.
        a.bool("dryRun") ? [{ kind: "read", path: a.str("path") }] : [{ kind: "write", path: a.str("path"), change: { kind: "edits", edits: edits(a) } }]
      )
    ),
    create_directory: tool("path", (a) => [
      { kind: "write", path: a.str("path"), change: { kind: "directory" } }
    ]),
    list_directory: tool("path", (a) => read2(a)),
    list_directory_with_sizes: tool("path sortBy", (a) => read2(a)),
    directory_tree: tool("path excludePatterns", (a) => [
      { kind: "read", path: a.str("path"), recursive: true }
    ]),
    search_files: tool("path pattern excludePatterns", (a) => [
      { kind: "read", path: a.str("path"), recursive: true }
    ]),
    move_file: tool("source destination", (a) => [
      // The source (file or directory) is gone afterwards; the destination holds what it held.
      { kind: "write", path: a.str("source"), op: "rdelete" },
      { kind: "write", path: a.str("destination") }
    ]),
    get_file_info: tool("path", (a) => [{ kind: "read", path: a.str("path"), metadata: true }]),
    list_allowed_directories: data("")
  }
});
var ORIGIN = "origin";
var desktopCommander = () => ({
  id: "desktop-commander",
  names: /^(desktopcommander|commander|desktopcommandermcp|wonderwhyerdesktopcommander)$/,
  tools: {
    read_file: tool(
      `path isUrl offset length sheet range options ${ORIGIN}`,
      (a) => a.bool("isUrl") ? [{ kind: "url", url: a.str("path") }] : read2(a)
    ),
    read_multiple_files: tool("paths", (a) => a.strs("paths").map((path) => ({ kind: "read", path }))),
    write_file: tool(`path content mode ${ORIGIN}`, (a) => {
      const mode = a.optStr("mode") ?? "rewrite";
      if (mode !== "rewrite" && mode !== "append") throw new ArgError("mode must be rewrite or append");
      return [
        {
          kind: "write",
          path: a.str("path"),
          change: { kind: mode === "append" ? "append" : "whole", text: a.str("content") }
        }
      ];
    }),
    write_pdf: tool("path content outputPath options", (a) => [
      { kind: "read", path: a.str("path") },
      { kind: "write", path: a.optStr("outputPath") ?? a.str("path") }
    ]),
    create_directory: tool("path", (a) => [
      { kind: "write", path: a.str("path"), change: { kind: "directory" } }
    ]),
    list_directory: tool(`path depth ${ORIGIN}`, (a) => read2(a)),
    move_file: tool("source destination", (a) => [
      { kind: "write", path: a.str("source"), op: "rdelete" },
      { kind: "write", path: a.str("destination") }
    ]),
    get_file_info: tool("path", (a) => [{ kind: "read", path: a.str("path"), metadata: true }]),
    edit_block: tool(
      `file_path old_string new_string expected_replacements range content options ${ORIGIN}`,
      (a) => {
        const path = a.str("file_path");
        if (!a.has("old_string")) return [{ kind: "write", path }];
        const count = a.input.expected_replacements;
        return [
          {
            kind: "write",
            path,
            change: {
              kind: "edits",
              edits: [
                {
                  old: a.str("old_string"),
                  new: a.optStr("new_string") ?? "",
                  all: count !== 1 && count !== void 0
                }
              ]
            }
          }
        ];
      }
    ),
    start_search: tool(
      `path pattern searchType filePattern ignoreCase maxResults includeHidden contextLines timeout_ms earlyTermination literalSearch ${ORIGIN}`,
      (a) => [{ kind: "read", path: a.str("path"), recursive: true }]
    ),
    search_files: tool("path pattern timeoutMs", (a) => [
      { kind: "read", path: a.str("path"), recursive: true }
    ]),
    search_code: tool(
      "path pattern filePattern ignoreCase maxResults includeHidden contextLines timeoutMs",
      (a) => [{ kind: "read", path: a.str("path"), recursive: true }]
    ),
    get_more_search_results: data("sessionId offset length"),
    stop_search: data("sessionId"),
    list_searches: data(""),
    start_process: tool(`command timeout_ms shell verbose_timing ${ORIGIN}`, (a) => shellCommand(a)),
    execute_command: tool("command timeout_ms shell", (a) => shellCommand(a)),
    read_process_output: data("pid timeout_ms offset length verbose_timing"),
    read_output: data("pid timeout_ms"),
    interact_with_process: data("pid input timeout_ms wait_for_prompt verbose_timing", () => [
      grey("process_input", "sends input to a running process (a shell or interpreter runs it as code)")
    ]),
    force_terminate: data("pid"),
    kill_process: data("pid"),
    list_sessions: data(""),
    list_processes: data(""),
    get_usage_stats: data(""),
    get_recent_tool_calls: data("maxResults toolName since"),
    get_prompts: data("action promptId"),
    get_config: data(ORIGIN),
    set_config_value: data(`key value ${ORIGIN}`, () => [
      grey(
        "self_modification",
        "changes Desktop Commander's own limits (allowed directories, blocked commands)"
      )
    ]),
    give_feedback_to_desktop_commander: data("", () => [
      grey("opens_browser", "opens a feedback form in the browser")
    ])
  }
});
function shellCommand(a) {
  const shell = a.optStr("shell");
  if (shell !== void 0 && !/^(\/(usr\/)?bin\/)?(ba|z|da|k)?sh$/.test(shell))
    return [
      grey(
        "unknown_shell",
        `runs its command with ${JSON.stringify(shell)}, whose syntax forge-gate does not analyse`
      )
    ];
  return [{ kind: "shell", command: a.str("command") }];
}

// src/core/hook-setup.ts
var LAUNCHER_NAME = "forge-gate-hook";
function shQuote(s) {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replaceAll("'", "'\\''")}'`;
}
var PROJECT_LAUNCHER = `node_modules/.bin/${LAUNCHER_NAME}`;

// src/core/classify/mcp/git.ts
function git(a, words) {
  const argv = words.filter((w) => w !== void 0).map(shQuote);
  return [{ kind: "shell", command: `git ${argv.join(" ")}`, cwd: a.str("repo_path") }];
}
var num = (a, k) => {
  const v = a.input[k];
  if (v === void 0 || v === null) return void 0;
  if (typeof v !== "number" || !Number.isInteger(v) || v < 0)
    throw new ArgError(`${k} must be a whole number`);
  return String(v);
};
var gitServer = () => ({
  id: "git",
  names: /^(git|mcpservergit|servergit|localgit)$/,
  tools: {
    git_status: tool("repo_path", (a) => git(a, ["status"])),
    git_diff_unstaged: tool("repo_path context_lines", (a) => git(a, ["diff", unified(a)])),
    git_diff_staged: tool("repo_path context_lines", (a) => git(a, ["diff", "--cached", unified(a)])),
    git_diff: tool("repo_path target context_lines", (a) => git(a, ["diff", unified(a), a.str("target")])),
    git_commit: tool("repo_path message", (a) => git(a, ["commit", "-m", a.str("message")])),
    git_add: tool("repo_path files", (a) => git(a, ["add", "--", ...a.strs("files")])),
    git_reset: tool("repo_path", (a) => git(a, ["reset"])),
    git_log: tool(
      "repo_path max_count start_timestamp end_timestamp",
      (a) => git(a, [
        "log",
        ...num(a, "max_count") ? ["-n", num(a, "max_count")] : [],
        ...a.has("start_timestamp") ? [`--since=${a.str("start_timestamp")}`] : [],
        ...a.has("end_timestamp") ? [`--until=${a.str("end_timestamp")}`] : []
      ])
    ),
    git_create_branch: tool(
      "repo_path branch_name base_branch",
      (a) => git(a, ["branch", a.str("branch_name"), a.optStr("base_branch")])
    ),
    git_checkout: tool("repo_path branch_name", (a) => git(a, ["checkout", a.str("branch_name")])),
    git_show: tool("repo_path revision", (a) => git(a, ["show", a.str("revision")])),
    git_branch: tool("repo_path branch_type contains not_contains", (a) => {
      const type = a.optStr("branch_type") ?? "local";
      const flag = type === "remote" ? "-r" : type === "all" ? "-a" : type === "local" ? void 0 : "--bad-type";
      return git(a, [
        "branch",
        flag,
        ...a.has("contains") ? ["--contains", a.str("contains")] : [],
        ...a.has("not_contains") ? ["--no-contains", a.str("not_contains")] : []
      ]);
    }),
    git_init: tool("repo_path", (a) => git(a, ["init"])),
    list_repos: data("")
  }
});
function unified(a) {
  const n = num(a, "context_lines");
  return n === void 0 ? void 0 : `--unified=${n}`;
}

// src/core/classify/mcp/github.ts
var SHARED_BRANCH = /^(refs\/heads\/)?(main|master|trunk|develop|production|prod)$/;
var repoOf = (a) => {
  const owner = a.optStr("owner");
  const repo = a.optStr("repo");
  if (owner !== void 0 && repo !== void 0) return `${owner}/${repo}`;
  return repo?.includes("/") ? repo : null;
};
var state = (what) => (a) => [{ kind: "state", what, repo: repoOf(a) }];
var change = (args, what) => tool(`owner repo ${args}`, state(what));
var read3 = (args) => data(`owner repo ${args}`);
var reviewEvent = (what) => (a) => a.optStr("event")?.toUpperCase() === "APPROVE" ? [grey("remote_approve", "approves a pull request: an agent's approval bypasses review")] : state(what)(a);
function fileWrite(a, path, content, what) {
  return {
    kind: "remote",
    repo: repoOf(a),
    branch: a.optStr("branch") ?? null,
    path,
    change: content === void 0 ? void 0 : { kind: "whole", text: content },
    what
  };
}
var PAGE = "page perPage per_page after before";
var READS = {
  actions_get: "method resource_id",
  actions_list: `method resource_id workflow_jobs_filter workflow_runs_filter ${PAGE}`,
  get_code_quality_finding: "findingNumber",
  get_code_scanning_alert: "alertNumber",
  get_commit: `sha detail include_diff ${PAGE}`,
  get_dependabot_alert: "alertNumber",
  get_discussion: "discussionNumber",
  get_discussion_comments: `discussionNumber includeReplies ${PAGE}`,
  get_file_blame: `path ref start_line end_line ${PAGE}`,
  get_file_contents: "path ref sha branch fields",
  get_job_logs: "job_id run_id failed_only return_content tail_lines",
  get_label: "name",
  get_latest_release: "",
  get_release_by_tag: "tag",
  get_repository_tree: "tree_sha recursive path_filter",
  get_tag: "tag",
  issue_read: `method issue_number ${PAGE}`,
  get_issue: "issue_number",
  get_issue_comments: `issue_number ${PAGE}`,
  list_branches: PAGE,
  list_code_scanning_alerts: `ref severity state tool_name ${PAGE}`,
  list_commits: `sha path author since until fields ${PAGE}`,
  list_dependabot_alerts: `severity state ${PAGE}`,
  list_discussion_categories: "",
  list_discussions: `category direction orderBy ${PAGE}`,
  list_issue_fields: "",
  list_issue_types: "",
  list_issues: `state labels sort direction orderBy since fields field_filters ${PAGE}`,
  list_label: "",
  list_pull_requests: `state head base sort direction fields ${PAGE}`,
  list_releases: `fields ${PAGE}`,
  list_repository_collaborators: `affiliation ${PAGE}`,
  list_repository_security_advisories: "direction sort state",
  list_tags: PAGE,
  list_workflows: PAGE,
  list_workflow_runs: `workflow_id actor branch event status ${PAGE}`,
  list_workflow_jobs: `run_id filter ${PAGE}`,
  list_workflow_run_artifacts: `run_id ${PAGE}`,
  get_workflow_run: "run_id",
  get_workflow_run_logs: "run_id",
  get_workflow_run_usage: "run_id",
  pull_request_read: `method pullNumber ${PAGE}`,
  get_pull_request: "pullNumber pull_number",
  get_pull_request_files: `pullNumber pull_number ${PAGE}`,
  get_pull_request_status: "pullNumber pull_number",
  get_pull_request_comments: "pullNumber pull_number",
  get_pull_request_reviews: "pullNumber pull_number",
  get_pull_request_diff: "pullNumber pull_number",
  get_pull_request_review_comments: "pullNumber pull_number",
  ui_get: "method",
  search_code: `query q sort order fields ${PAGE}`,
  search_commits: `query sort order ${PAGE}`,
  search_issues: `query q sort order fields ${PAGE}`,
  search_pull_requests: `query sort order fields ${PAGE}`,
  search_repositories: `query sort order minimal_output ${PAGE}`,
  search_users: `query q sort order ${PAGE}`,
  search_orgs: `query sort order ${PAGE}`
};
var ACCOUNT_READS = {
  get_me: "",
  get_gist: "gist_id",
  list_gists: `username since ${PAGE}`,
  get_global_security_advisory: "ghsaId",
  list_global_security_advisories: "ghsaId type cveId ecosystem severity cwes isWithdrawn affects published updated modified",
  list_org_repository_security_advisories: "org direction sort state",
  get_notification_details: "notificationID",
  list_notifications: `filter since before owner repo ${PAGE}`,
  list_starred_repositories: `username sort direction ${PAGE}`,
  get_team_members: "org team_slug",
  get_teams: "user",
  projects_get: "method owner owner_type project_number item_id field_id field_names fields status_update_id view_id",
  projects_list: `method owner owner_type project_number query field_names fields per_page ${PAGE}`
};
function githubTools() {
  const tools = {};
  for (const [name, args] of Object.entries(READS)) tools[name] = read3(args);
  for (const [name, args] of Object.entries(ACCOUNT_READS)) tools[name] = data(args);
  for (const name of ["get_secret_scanning_alert", "list_secret_scanning_alerts"])
    tools[name] = data(`owner repo alertNumber state secret_type resolution ${PAGE}`, () => [
      grey("secret_read", "prints leaked secrets from GitHub's secret scanning into the transcript")
    ]);
  Object.assign(tools, {
    // Issues, pull requests, comments, reviews, labels: the changes a grant of these tools is for.
    add_comment_to_pending_review: change(
      "pullNumber path body subjectType line side startLine startSide",
      "a review comment"
    ),
    add_issue_comment: change("issue_number body comment_id reaction", "an issue comment"),
    add_issue_comment_reaction: change("comment_id content", "a reaction"),
    add_issue_reaction: change("issue_number content", "a reaction"),
    add_pull_request_review_comment: change(
      "pullNumber pull_number path body subjectType line side startLine startSide commit_id",
      "a review comment"
    ),
    add_pull_request_review_comment_reaction: change("comment_id content", "a reaction"),
    add_reply_to_pull_request_comment: change("pullNumber commentId body reaction", "a reply"),
    add_sub_issue: change("issue_number sub_issue_id replace_parent", "a sub-issue"),
    remove_sub_issue: change("issue_number sub_issue_id", "a sub-issue"),
    reprioritize_sub_issue: change("issue_number sub_issue_id after_id before_id", "a sub-issue"),
    sub_issue_write: change(
      "method issue_number sub_issue_id replace_parent after_id before_id",
      "a sub-issue"
    ),
    create_issue: change("title body assignees labels milestone type", "an issue"),
    update_issue: change(
      "issue_number title body state state_reason labels assignees milestone type duplicate_of",
      "an issue"
    ),
    issue_write: change(
      "method issue_number title body assignees labels milestone type state state_reason duplicate_of issue_fields",
      "an issue"
    ),
    set_issue_fields: change("issue_number fields", "an issue"),
    update_issue_assignees: change("issue_number assignees", "an issue"),
    update_issue_body: change("issue_number body", "an issue"),
    update_issue_labels: change("issue_number labels", "an issue"),
    update_issue_milestone: change("issue_number milestone", "an issue"),
    update_issue_state: change(
      "issue_number state state_reason duplicate_of confidence is_suggestion rationale",
      "an issue"
    ),
    update_issue_title: change("issue_number title", "an issue"),
    update_issue_type: change("issue_number issue_type confidence is_suggestion rationale", "an issue"),
    label_write: change("method name new_name color description", "a label"),
    create_pull_request: change(
      "title body head base draft maintainer_can_modify reviewers",
      "a pull request"
    ),
    update_pull_request: change(
      "pullNumber pull_number title body state base draft maintainer_can_modify reviewers",
      "a pull request"
    ),
    update_pull_request_body: change("pullNumber body", "a pull request"),
    update_pull_request_draft_state: change("pullNumber draft", "a pull request"),
    update_pull_request_state: change("pullNumber state", "a pull request"),
    update_pull_request_title: change("pullNumber title", "a pull request"),
    update_pull_request_branch: change(
      "pullNumber pull_number expectedHeadSha expected_head_sha",
      "a pull request's branch"
    ),
    request_copilot_review: change("pullNumber", "a review request"),
    request_pull_request_reviewers: change("pullNumber reviewers", "a review request"),
    create_pull_request_review: tool(
      "owner repo pullNumber pull_number body event commitID commit_id comments",
      reviewEvent("a review")
    ),
    pull_request_review_write: tool(
      "owner repo method pullNumber body event commitID threadId",
      reviewEvent("a review")
    ),
    submit_pending_pull_request_review: tool("owner repo pullNumber body event", reviewEvent("a review")),
    delete_pending_pull_request_review: change("pullNumber", "a pending review"),
    resolve_review_thread: data("threadID", state("a review thread")),
    unresolve_review_thread: data("threadID", state("a review thread")),
    discussion_comment_write: change("method discussionNumber commentNodeID body", "a discussion comment"),
    create_discussion: change("title body category categoryId", "a discussion"),
    dismiss_notification: data("threadID state", state("a notification")),
    manage_notification_subscription: data("notificationID action", state("a notification subscription")),
    manage_repository_notification_subscription: change("action", "a notification subscription"),
    mark_all_notifications_read: data("owner repo lastReadAt", state("notifications")),
    star_repository: change("", "a star"),
    unstar_repository: change("", "a star"),
    create_gist: data("description filename content public files", state("a gist")),
    update_gist: data("gist_id description filename content files", state("a gist")),
    projects_write: data(
      "method owner owner_type project_number item_id item_type item_owner item_repo issue_number pull_request_number items updated_field field_name filter body status start_date target_date title name layout view_id visible_fields visible_field_names iteration_duration iterations",
      state("a project")
    ),
    create_branch: tool("owner repo branch from_branch", (a) => [
      { kind: "remote", repo: repoOf(a), branch: a.str("branch"), what: "a new branch" }
    ]),
    // Files written to a branch: judged by path, content and branch.
    create_or_update_file: tool("owner repo path content message branch sha allow_symlink_write", (a) => [
      fileWrite(a, a.str("path"), a.str("content"), "a file")
    ]),
    push_files: tool(
      "owner repo branch files message",
      (a) => a.objects("files").map((f) => {
        if (typeof f.path !== "string" || typeof f.content !== "string")
          throw new ArgError("each file needs a path and content");
        return fileWrite(a, f.path, f.content, "a file");
      })
    ),
    delete_file: tool("owner repo path message branch sha", (a) => [
      fileWrite(a, a.str("path"), void 0, "a deleted file")
    ]),
    // Changes no grant should make unasked.
    merge_pull_request: data(
      "owner repo pullNumber pull_number commit_title commit_message merge_method sha",
      () => [grey("remote_merge", "merges a pull request into its base branch, bypassing review")]
    ),
    actions_run_trigger: tool(
      "owner repo method workflow_id ref inputs run_id",
      (a) => a.optStr("method") === "cancel_workflow_run" ? state("a workflow run")(a) : [
        grey(
          "remote_workflow",
          "runs or rewrites CI workflow runs, which run with the repository's secrets"
        )
      ]
    ),
    run_workflow: data("owner repo workflow_id ref inputs", () => [
      grey("remote_workflow", "runs a CI workflow with the repository's secrets")
    ]),
    rerun_workflow_run: data("owner repo run_id", () => [
      grey("remote_workflow", "reruns a CI workflow with the repository's secrets")
    ]),
    rerun_failed_jobs: data("owner repo run_id", () => [
      grey("remote_workflow", "reruns CI jobs with the repository's secrets")
    ]),
    cancel_workflow_run: change("run_id", "a workflow run"),
    delete_workflow_run_logs: data("owner repo run_id", () => [
      grey("remote_destroy", "deletes a workflow run's logs")
    ]),
    assign_copilot_to_issue: data(
      "owner repo issue_number base_ref custom_instructions confidence is_suggestion rationale",
      () => [grey("remote_agent", "starts a remote coding agent on an issue")]
    ),
    assign_copilot_to_issue_with_intent: data(
      "owner repo issue_number base_ref custom_instructions confidence is_suggestion rationale",
      () => [grey("remote_agent", "starts a remote coding agent on an issue")]
    ),
    create_repository: data("name description private autoInit organization", () => [
      grey("remote_change", "creates a repository outside the lease")
    ]),
    fork_repository: data("owner repo organization", () => [
      grey("remote_change", "creates a fork outside the lease")
    ]),
    delete_repository: data("owner repo", () => [
      { kind: "block", rule: "remote_destroy", reason: "deletes a GitHub repository" }
    ])
  });
  return tools;
}
var github = () => ({
  id: "github",
  names: /(github|^gh$)/,
  tools: githubTools()
});

// src/core/classify/mcp/reference.ts
var fetchServer = () => ({
  id: "fetch",
  names: /^(fetch|mcpserverfetch|serverfetch|webfetch)$/,
  tools: {
    fetch: tool("url max_length start_index raw", (a) => [{ kind: "url", url: a.str("url") }])
  }
});
var memoryChange = (args) => data(args, () => [{ kind: "state", what: "the memory graph" }]);
var memory = () => ({
  id: "memory",
  names: /(memory|knowledgegraph)/,
  tools: {
    read_graph: data(""),
    search_nodes: data("query"),
    open_nodes: data("names"),
    create_entities: memoryChange("entities"),
    create_relations: memoryChange("relations"),
    add_observations: memoryChange("observations"),
    delete_entities: memoryChange("entityNames"),
    delete_observations: memoryChange("deletions"),
    delete_relations: memoryChange("relations")
  }
});
var time = () => ({
  id: "time",
  names: /^(time|mcpservertime|servertime|clock)$/,
  tools: {
    get_current_time: data("timezone"),
    convert_time: data("source_timezone time target_timezone")
  }
});
var THOUGHT = "thought nextThoughtNeeded thoughtNumber totalThoughts isRevision revisesThought branchFromThought branchId needsMoreThoughts";
var sequentialThinking = () => ({
  id: "sequential-thinking",
  names: /(sequential|thinking)/,
  tools: { sequentialthinking: data(THOUGHT), sequential_thinking: data(THOUGHT) }
});
var printsEnv = () => [grey("secret_read", "prints the server's environment (tokens and keys live there)")];
var everything = () => ({
  id: "everything",
  names: /^(everything|servereverything)$/,
  tools: {
    echo: data("message"),
    add: data("a b"),
    "get-sum": data("a b"),
    printEnv: data("", printsEnv),
    "get-env": data("", printsEnv),
    longRunningOperation: data("duration steps"),
    "trigger-long-running-operation": data("duration steps"),
    sampleLLM: data("prompt maxTokens"),
    "trigger-sampling-request": data("prompt maxTokens"),
    "trigger-sampling-request-async": data("prompt maxTokens"),
    getTinyImage: data(""),
    "get-tiny-image": data(""),
    annotatedMessage: data("messageType includeImage"),
    "get-annotated-message": data("messageType includeImage"),
    getResourceReference: data("resourceId"),
    "get-resource-reference": data("resourceType resourceId"),
    getResourceLinks: data("count"),
    "get-resource-links": data("count"),
    structuredContent: data("location"),
    "get-structured-content": data("location"),
    "get-roots-list": data(""),
    "simulate-research-query": data("topic ambiguous"),
    "toggle-simulated-logging": data(""),
    "toggle-subscriber-updates": data(""),
    "trigger-elicitation-request": data(""),
    "trigger-elicitation-request-async": data(""),
    "trigger-url-elicitation": data("url message elicitationId errorPath"),
    // Fetches the URL it is given (a data: URL or http) and compresses it.
    "gzip-file-as-resource": tool(
      "name data outputType",
      (a) => a.has("data") ? [{ kind: "url", url: a.str("data") }] : []
    ),
    zip: tool("files", (a) => {
      const files = a.input.files;
      const urls = files && typeof files === "object" ? Object.values(files) : [];
      return urls.map(
        (u) => typeof u === "string" ? { kind: "url", url: u } : grey("invalid_input", "a file that is not a URL")
      );
    })
  }
});

// src/core/classify/mcp/shell.ts
var CWD = ["cwd", "directory", "workdir", "working_directory", "workingDirectory", "dir"];
var DATA = "timeout timeout_ms timeoutMs timeout_seconds description explanation reason mode dry_run";
var POSIX_SHELL = /^(\/(usr\/)?bin\/)?(ba|z|da|k)?sh$/;
function command(a, key2) {
  const raw = a.strOrStrs(key2);
  const shell = a.optStr("shell");
  if (shell !== void 0 && !POSIX_SHELL.test(shell))
    return [
      grey(
        "unknown_shell",
        `runs its command with ${JSON.stringify(shell)}, whose syntax forge-gate does not analyse`
      )
    ];
  let text = Array.isArray(raw) ? raw.map(shQuote).join(" ") : raw;
  const stdin = a.optStr("stdin") ?? a.optStr("input");
  if (stdin !== void 0 && stdin !== "") text = `${text} <<< ${shQuote(stdin)}`;
  let cwd;
  for (const k of CWD) if (a.has(k)) cwd = a.str(k);
  return [{ kind: "shell", command: text, cwd }];
}
var shellTool = (key2 = "command", extra = "") => tool(`${key2} ${CWD.join(" ")} ${DATA} shell stdin input ${extra}`, (a) => command(a, key2));
var shellServers = () => ({
  id: "shell",
  names: /(shell|terminal|command|commands|exec|cmd|bash|zsh|console)/,
  tools: {
    execute_command: shellTool(),
    run_command: shellTool(),
    exec_command: shellTool(),
    run_shell_command: shellTool(),
    execute_shell_command: shellTool(),
    run_terminal_command: shellTool(),
    run_terminal_cmd: shellTool("command", "is_background require_user_approval"),
    terminal_execute: shellTool(),
    shell_execute: shellTool(),
    shell_exec: shellTool(),
    execute: shellTool(),
    exec: shellTool(),
    run: shellTool(),
    bash: shellTool(),
    shell: shellTool(),
    // mcp-server-commands: run_process (`command_line` in a shell, or `argv` run directly), run_script (old).
    run_process: tool(`command_line argv mode ${CWD.join(" ")} stdin timeout_ms dry_run`, (a) => {
      if (a.has("argv")) return command(a, "argv");
      return command(a, "command_line");
    }),
    run_script: tool(`interpreter script ${CWD.join(" ")}`, (a) => {
      const interpreter = a.optStr("interpreter") ?? "sh";
      return [
        { kind: "shell", command: `${shQuote(interpreter)} <<< ${shQuote(a.str("script"))}`, cwd: cwdOf(a) }
      ];
    }),
    // iTerm and other terminal-typing servers: the text goes into a terminal whose directory and
    // state (a REPL, a pager, a remote shell) are not known.
    write_to_terminal: data("command", () => [
      grey("terminal_input", "types into a terminal whose working directory and state are not known")
    ]),
    send_control_character: data("letter"),
    read_terminal_output: data("linesOfOutput")
  }
});
function cwdOf(a) {
  for (const k of CWD) if (a.has(k)) return a.str(k);
  return void 0;
}

// src/core/classify/mcp/index.ts
var families = null;
function mcpFamilies() {
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
    shellServers()
  ];
  return families;
}
var normaliseServer = (s) => s.toLowerCase().replace(/[^a-z0-9]/g, "");
var present = (input) => Object.keys(input).filter((k) => input[k] !== void 0);
function findSpec(server, tool2, input) {
  const name = normaliseServer(server);
  for (const family of mcpFamilies())
    if (family.names.test(name) && Object.hasOwn(family.tools, tool2))
      return { family, spec: family.tools[tool2] };
  const given = present(input);
  for (const family of mcpFamilies()) {
    if (!Object.hasOwn(family.tools, tool2)) continue;
    const spec2 = family.tools[tool2];
    if (given.every((k) => spec2.args.includes(k))) return { family, spec: spec2 };
  }
  return null;
}
function planMcpCall(server, tool2, input, grant) {
  const found = findSpec(server, tool2, input);
  const unaccounted = [];
  const refused = [];
  for (const k of present(input)) {
    const granted = grant === "any" ? "any" : grant?.[k];
    if (granted !== void 0 && granted !== "any" && !valueAllowed(input[k], granted)) refused.push(k);
    if (granted === void 0 && !found?.spec.args.includes(k)) unaccounted.push(k);
  }
  let effects = [];
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
function valueAllowed(v, globs) {
  const matchers2 = globs.map((g) => (0, import_picomatch2.default)(g, { dot: true, bash: true }));
  const one = (x) => {
    const s = typeof x === "string" ? x : JSON.stringify(x);
    return matchers2.some((m) => m(s));
  };
  return Array.isArray(v) ? v.every(one) : one(v);
}
function splitOpencodeName(name, servers) {
  const sanitise2 = (s) => s.replace(/[^a-zA-Z0-9_-]/g, "_");
  for (let i = name.indexOf("_"); i > 0; i = name.indexOf("_", i + 1)) {
    const server = name.slice(0, i);
    const tool2 = name.slice(i + 1);
    const granted = servers.find((s) => sanitise2(s) === server);
    if (granted !== void 0) return { server: granted, tool: tool2 };
  }
  for (let i = name.indexOf("_"); i > 0; i = name.indexOf("_", i + 1)) {
    const server = name.slice(0, i);
    const tool2 = name.slice(i + 1);
    if (mcpFamilies().some((f) => f.names.test(normaliseServer(server)) && Object.hasOwn(f.tools, tool2)))
      return { server, tool: tool2 };
  }
  return null;
}

// src/core/classify/mcp/judge.ts
var import_picomatch4 = __toESM(require_picomatch2(), 1);

// src/core/classify/surfaces/index.ts
var import_picomatch3 = __toESM(require_picomatch2(), 1);

// src/core/classify/surfaces/catalog.ts
var at = (pattern, what, format = "any") => ({
  segments: pattern.split("/"),
  format,
  what
});
var CLAUDE = "Claude Code loads its settings, hooks, commands, agents and skills";
var MISE = "mise runs its hooks and env sources when a shell enters the directory";
var LEFTHOOK = "lefthook runs the commands it lists on git hooks";
var SIMPLE_HOOKS = "simple-git-hooks installs these commands as git hooks";
var HUSKY4 = "husky 4 runs the hooks it lists";
var LINT_STAGED = "lint-staged runs the commands it lists on commit";
var DEVCONTAINER = "dev containers run its lifecycle commands (initializeCommand on the host)";
var built = null;
function surfaces() {
  built ??= catalog();
  return built;
}
function catalog() {
  return [
    // --- agent clients (each loads these when a session starts in the directory) ---
    // Claude Code: docs.claude.com/en/docs/claude-code/{settings,mcp,hooks,slash-commands,sub-agents,skills}.
    // settings*.json and hooks/ are also self-modification (sensitive-paths.ts, blocked); commands can
    // run shell lines (`!` prefix), agents and skills carry hooks and scripts.
    at(".mcp.json", "Claude Code starts the MCP servers it lists"),
    at(".claude/**", CLAUDE),
    // Codex: developers.openai.com/codex/config-reference \u2014 a trusted project's .codex/config.toml
    // (mcp_servers, notify, hooks) and hooks.json.
    at(".codex/**", "Codex loads its project configuration and hooks"),
    // opencode: opencode.ai/docs/{config,plugins,custom-tools,mcp-servers} \u2014 plugins and custom tools
    // are JavaScript it imports; opencode.json names MCP servers, formatters and LSP commands.
    at(".opencode/**", "opencode loads its plugins, tools, commands and configuration"),
    at("opencode.json", "opencode starts the MCP servers, formatters and plugins it names"),
    at("opencode.jsonc", "opencode starts the MCP servers, formatters and plugins it names"),
    // Cursor: cursor.com/docs/{context/mcp,agent/hooks,background-agent} (mcp.json, hooks.json,
    // environment.json's install/start commands); rules are instructions.
    at(".cursor/mcp.json", "Cursor starts the MCP servers it lists"),
    at(".cursor/hooks.json", "Cursor runs the hooks it lists"),
    at(".cursor/hooks/**", "Cursor runs these hook scripts"),
    at(".cursor/environment.json", "Cursor's background agent runs its install and start commands"),
    // Gemini CLI: geminicli.com/docs/get-started/configuration (mcpServers, hooks), custom commands (`!{\u2026}`).
    at(".gemini/settings.json", "Gemini CLI starts the MCP servers and hooks it lists"),
    at(".gemini/commands/**", "Gemini CLI commands can run shell lines"),
    // Zed: zed.dev/docs/{configuring-zed,tasks}; Continue: docs.continue.dev (config.yaml mcpServers).
    at(".zed/settings.json", "Zed starts the context and language servers it names"),
    at(".zed/tasks.json", "Zed runs these tasks"),
    at(".continue/**", "Continue starts the MCP servers it lists"),
    // Other agents' project MCP configurations: Roo Code and Kilo Code (.roo/mcp.json,
    // .kilocode/mcp.json), Kiro (.kiro/settings/mcp.json), Amazon Q Developer (.amazonq/mcp.json).
    at(".roo/mcp.json", "Roo Code starts the MCP servers it lists"),
    at(".kilocode/mcp.json", "Kilo Code starts the MCP servers it lists"),
    at(".kiro/settings/mcp.json", "Kiro starts the MCP servers it lists"),
    at(".amazonq/mcp.json", "Amazon Q Developer starts the MCP servers it lists"),
    // --- editors ---
    // VS Code: code.visualstudio.com/docs/{editor/tasks (runOptions.runOn: folderOpen),
    // copilot/customization/mcp-servers (.vscode/mcp.json), getstarted/settings}.
    at(
      ".vscode/tasks.json",
      "VS Code runs tasks marked runOn: folderOpen when the folder opens",
      "vscode-tasks"
    ),
    at(
      ".vscode/settings.json",
      "VS Code and its extensions run the programs these settings name",
      "vscode-settings"
    ),
    at(".vscode/mcp.json", "VS Code starts the MCP servers it lists"),
    at("*.code-workspace", "VS Code applies the workspace's settings and tasks"),
    // Neovim's 'exrc' (neovim.io/doc/user/options.html#'exrc': .nvim.lua, .nvimrc, .exrc, run once
    // trusted) and Helix's workspace config (docs.helix-editor.com: the language servers it starts).
    at(".nvim.lua", "Neovim runs it when the folder opens (exrc)"),
    at(".nvimrc", "Neovim runs it when the folder opens (exrc)"),
    at(".exrc", "Vim and Neovim run it when the folder opens (exrc)"),
    at(".helix/**", "Helix starts the language servers and commands it names"),
    // Dev containers: containers.dev/implementors/json_reference (initializeCommand runs on the host;
    // onCreate/postCreate/postStart/postAttach in the container; build files, mounts, features).
    at(".devcontainer/devcontainer.json", DEVCONTAINER, "devcontainer"),
    at(".devcontainer/*/devcontainer.json", DEVCONTAINER, "devcontainer"),
    at(".devcontainer.json", DEVCONTAINER, "devcontainer"),
    at(".devcontainer/**", "dev containers build and run what it holds (Dockerfiles, scripts, features)"),
    // --- entering the directory ---
    // direnv: direnv.net (.envrc, sourced on cd once allowed); mise: mise.jdx.dev/configuration
    // ([env] _.source, [hooks] enter, [tasks]).
    at(".envrc", "direnv runs it whenever a shell enters the directory"),
    at("mise.toml", MISE),
    at(".mise.toml", MISE),
    at("mise.local.toml", MISE),
    at(".mise/**", MISE),
    // --- git hooks and hook managers ---
    // git-scm.com/docs/githooks (.git/hooks is also persistence, blocked; core.hooksPath is set by
    // the managers below), typicode.github.io/husky, pre-commit.com, lefthook.dev,
    // github.com/toplenboren/simple-git-hooks, github.com/lint-staged/lint-staged.
    at(".husky/**", "husky's hooks run on git commit, push and checkout"),
    at(".githooks/**", "git runs these hooks (core.hooksPath)"),
    at(".git-hooks/**", "git runs these hooks (core.hooksPath)"),
    at(".pre-commit-config.yaml", "pre-commit runs the hooks it lists on every commit", "pre-commit"),
    at(".pre-commit-config.yml", "pre-commit runs the hooks it lists on every commit", "pre-commit"),
    ...[
      "lefthook.yml",
      "lefthook.yaml",
      ".lefthook.yml",
      ".lefthook.yaml",
      "lefthook-local.yml",
      "lefthook.toml",
      "lefthook.json",
      ".lefthook/**"
    ].map((p) => at(p, LEFTHOOK)),
    ...[
      ".simple-git-hooks.json",
      ".simple-git-hooks.js",
      ".simple-git-hooks.cjs",
      "simple-git-hooks.json",
      "simple-git-hooks.js",
      "simple-git-hooks.cjs"
    ].map((p) => at(p, SIMPLE_HOOKS)),
    ...[".huskyrc", ".huskyrc.json", ".huskyrc.js", "husky.config.js"].map((p) => at(p, HUSKY4)),
    ...[
      ".lintstagedrc",
      ".lintstagedrc.json",
      ".lintstagedrc.yaml",
      ".lintstagedrc.yml",
      ".lintstagedrc.js",
      ".lintstagedrc.cjs",
      ".lintstagedrc.mjs",
      "lint-staged.config.js",
      "lint-staged.config.cjs",
      "lint-staged.config.mjs"
    ].map((p) => at(p, LINT_STAGED)),
    // --- CI (runs on the forge with the repository's secrets) ---
    at(".github/workflows/**", "GitHub Actions runs these workflows with the repository's secrets"),
    at(".github/actions/**", "GitHub Actions runs these local actions"),
    at(".gitlab-ci.yml", "GitLab CI runs this pipeline with the project's secrets"),
    at(".circleci/**", "CircleCI runs this pipeline with the project's secrets"),
    at(".buildkite/**", "Buildkite runs this pipeline"),
    at("azure-pipelines.yml", "Azure Pipelines runs this pipeline"),
    at("Jenkinsfile", "Jenkins runs this pipeline"),
    // Other forges and CI services: docs.gitea.com/usage/actions, forgejo.org/docs (Actions),
    // support.atlassian.com/bitbucket-cloud (bitbucket-pipelines.yml), docs.travis-ci.com,
    // docs.drone.io, woodpecker-ci.org, appveyor.com/docs, cirrus-ci.org, cloud.google.com/build,
    // docs.semaphoreci.com, docs.codemagic.io, tekton.dev (Pipelines as Code), netlify.com and
    // vercel.com (the build and install commands their builds run with the project's secrets).
    at(".gitea/workflows/**", "Gitea Actions runs these workflows with the repository's secrets"),
    at(".gitea/actions/**", "Gitea Actions runs these local actions"),
    at(".forgejo/workflows/**", "Forgejo Actions runs these workflows with the repository's secrets"),
    at(".forgejo/actions/**", "Forgejo Actions runs these local actions"),
    ...[
      ["bitbucket-pipelines.yml", "Bitbucket Pipelines"],
      [".travis.yml", "Travis CI"],
      [".drone.yml", "Drone"],
      [".drone.star", "Drone"],
      [".woodpecker.yml", "Woodpecker CI"],
      [".woodpecker.yaml", "Woodpecker CI"],
      [".woodpecker/**", "Woodpecker CI"],
      ["appveyor.yml", "AppVeyor"],
      [".appveyor.yml", "AppVeyor"],
      [".cirrus.yml", "Cirrus CI"],
      [".cirrus.star", "Cirrus CI"],
      ["cloudbuild.yaml", "Cloud Build"],
      ["cloudbuild.yml", "Cloud Build"],
      [".semaphore/**", "Semaphore"],
      ["codemagic.yaml", "Codemagic"],
      ["azure-pipelines.yaml", "Azure Pipelines"],
      [".azure-pipelines/**", "Azure Pipelines"],
      [".tekton/**", "Tekton (Pipelines as Code)"]
    ].map(([p, who]) => at(p, `${who} runs this pipeline with the project's secrets`)),
    at("netlify.toml", "Netlify runs its build commands and plugins on every deploy"),
    at("vercel.json", "Vercel runs its install and build commands on every deploy"),
    // --- opening a cloud workspace or a project shell ---
    // gitpod.io/docs/configure/workspaces/tasks, developers.google.com/idx (dev.nix onCreate/onStart),
    // jetify.com/docs/devbox (init_hook on every `devbox shell` and `devbox run`).
    at(".gitpod.yml", "Gitpod runs its tasks when a workspace starts"),
    at(".gitpod.Dockerfile", "Gitpod builds the workspace image from it"),
    at(".idx/dev.nix", "Project IDX runs its onCreate and onStart hooks"),
    at("devbox.json", "Devbox runs its init_hook and scripts in every devbox shell"),
    // --- installing dependencies ---
    // docs.npmjs.com/cli/using-npm/scripts (lifecycle scripts; `node-gyp rebuild` when binding.gyp
    // exists), docs.npmjs.com/cli/configuring-npm/npmrc (script-shell, node-options, registry\u2026),
    // yarnpkg.com/configuration/yarnrc (yarnPath, plugins), pnpm.io/pnpmfile, pnpm.io/settings,
    // bun.sh/docs/runtime/bunfig (preload), corepack (packageManager).
    at(
      "package.json",
      "npm, pnpm, yarn and bun run its install-time lifecycle scripts and git-hook settings",
      "package-json"
    ),
    at("binding.gyp", "npm runs node-gyp on it at install (gyp's <!(\u2026) runs commands)"),
    at(".npmrc", "npm and pnpm read it on every install and script run", "npmrc"),
    at(".yarnrc.yml", "yarn runs its yarnPath and plugins on every command", "yarnrc-yml"),
    at(".yarnrc", "yarn 1 runs its yarn-path on every command"),
    at(".yarn/releases/**", "yarn runs the release yarnPath names"),
    at(".yarn/plugins/**", "yarn loads these plugins on every command"),
    at(".pnpmfile.cjs", "pnpm runs its hooks on every install"),
    at(".pnpmfile.mjs", "pnpm runs its hooks on every install"),
    at(
      "pnpm-workspace.yaml",
      "pnpm reads its settings (build permissions, pnpmfile) on every install",
      "pnpm-workspace"
    ),
    at("bunfig.toml", "bun runs its preload scripts and reads its install settings"),
    // --- toolchains and package sources ---
    // Configuration that swaps the toolchain or where packages come from: every later build or
    // install, the operator's and an editor's included (rust-analyzer runs `cargo check` on open),
    // runs or fetches what it names. doc.rust-lang.org/cargo/reference/config.html (rustc-wrapper,
    // runner, linker, alias, [env], source replacement), rust-lang.github.io/rustup/overrides.html
    // (a toolchain `path`), pip.pypa.io/en/stable/topics/configuration (a virtualenv's pip.conf:
    // index-url), docs.astral.sh/uv/reference/settings, maven.apache.org/configure.html (.mvn/
    // jvm.config, extensions.xml), the Maven and Gradle wrappers' distributionUrl, gradle.properties'
    // JVM arguments, bundler.io/man/bundle-config.1.html, conda's .condarc channels.
    at(
      ".cargo/config.toml",
      "cargo runs the wrappers, runners and linkers it names and fetches from its sources"
    ),
    at(".cargo/config", "cargo runs the wrappers, runners and linkers it names and fetches from its sources"),
    at("rust-toolchain.toml", "rustup runs the toolchain it names (a local path included)"),
    at("rust-toolchain", "rustup runs the toolchain it names (a local path included)"),
    at("pip.conf", "pip installs from the index it names"),
    at("pip.ini", "pip installs from the index it names"),
    at("uv.toml", "uv installs from the indexes and Pythons it names"),
    at(".mvn/**", "Maven loads these JVM options, extensions and wrapper"),
    at(
      "gradle/wrapper/gradle-wrapper.properties",
      "the Gradle wrapper downloads and runs the distribution it names"
    ),
    at("gradle.properties", "Gradle starts its JVM with the arguments it names"),
    at(".bundle/config", "bundler installs with the settings it names"),
    at(".condarc", "conda installs from the channels it names"),
    // Manifests' package sources: an index, a fork, a patch or a git source is fetched and built by
    // the next install (dependency versions from the default registry are not judged here).
    at("Cargo.toml", "cargo fetches and builds the sources it names", "cargo-toml"),
    at("go.mod", "go builds the replacements it names", "go-mod"),
    at("pyproject.toml", "uv, poetry and pdm install from the indexes and sources it names", "pyproject"),
    at("Pipfile", "pipenv installs from the sources it names", "pipfile"),
    at("requirements*.txt", "pip installs from the indexes and URLs it names", "requirements"),
    // --- programs the project's tooling runs by name ---
    // npm run, npx and every package.json script find their programs in node_modules/.bin
    // (docs.npmjs.com/cli/commands/npm-run-script). The package managers fill it; a file written
    // there directly runs in place of the tool it names.
    at("node_modules/.bin/**", "npm run, npx and the project's scripts run the programs here by name"),
    // A virtualenv (docs.python.org/3/library/venv.html): its activate scripts are sourced by the
    // developer's shell, its bin/ is first on PATH once active, and editors run its interpreter when
    // the folder opens (VS Code's Python extension picks `.venv` itself); pyvenv.cfg's `home` says
    // which interpreter and standard library it runs. Making one (`python -m venv`, `uv venv`,
    // `virtualenv`) is everyday work and writes them from the interpreter's own files: it is not a
    // change to judge here (interpreters.ts, packages.ts); a file written into them afterwards is.
    // (By the environment's usual names: a pattern for any `bin/activate` would make every copy
    // into a project's own `bin/` directory reach it.)
    ...[".venv", "venv", ".tox/*", ".nox/*"].map(
      (d) => at(
        `${d}/bin/**`,
        "the virtualenv's programs run by name once it is active, and editors run its interpreter"
      )
    ),
    at("pyvenv.cfg", "the virtualenv runs the interpreter and standard library it names"),
    // --- loaded by every interpreter start (docs.python.org/3/library/site.html) ---
    at("site-packages/*.pth", "Python runs its import lines at every interpreter start"),
    at("dist-packages/*.pth", "Python runs its import lines at every interpreter start"),
    at("sitecustomize.py", "Python runs it at every interpreter start"),
    // --- editors' linters, run on every file opened ---
    ...[".pylintrc", "pylintrc"].map(
      (p) => at(
        p,
        "pylint (and editors' Pylint extension, on every file opened) runs its init-hook and load-plugins",
        "python-linter"
      )
    ),
    ...["mypy.ini", ".mypy.ini"].map(
      (p) => at(p, "mypy (and editors' Mypy extension, on every file opened) imports its plugins", "python-linter")
    ),
    at("usercustomize.py", "Python runs it at every interpreter start"),
    // --- build scripts and code tooling evaluates (code.ts): what an edit adds is judged ---
    // make(1) recipes; `go generate` (go.dev/blog/generate); cargo's build scripts (rust-analyzer
    // runs them when the folder opens); setuptools' setup.py and pytest's conftest.py (loaded by
    // every test run below it); bundler's Gemfile and gemspecs (evaluated by every `bundle`);
    // Gradle's scripts (evaluated by every build and an IDE's sync).
    ...["Makefile", "makefile", "GNUmakefile", "*.mk"].map(
      (p) => at(p, "make runs its recipes", "code-make")
    ),
    at("*.go", "go generate runs its //go:generate lines", "code-go"),
    at("build.rs", "cargo runs it before every build (and rust-analyzer when the folder opens)", "code-rust"),
    at("setup.py", "installing or building the project runs it", "code-python"),
    at("conftest.py", "pytest runs it for every test below it", "code-python"),
    // Task runners and build systems run by name, as make is (redteam2): just (just.systems), Task
    // (taskfile.dev), nox and tox, CMake (configured by an editor's CMake extension when the
    // folder opens) and Meson.
    ...["justfile", "Justfile", ".justfile", "*.just"].map(
      (p) => at(p, "just runs its recipes", "code-just")
    ),
    ...["Taskfile", "taskfile", "Taskfile.dist", "taskfile.dist"].flatMap(
      (b) => ["yml", "yaml"].map((x) => at(`${b}.${x}`, "Task runs the commands it lists", "code-task"))
    ),
    at("noxfile.py", "nox runs it on every run", "code-python"),
    // Build hooks the Python build backends load from the project: pdm-backend runs pdm_build.py
    // whenever it is there, hatch runs hatch_build.py as its default custom hook.
    at("pdm_build.py", "pdm-backend runs it on every build of the project", "code-python"),
    at("hatch_build.py", "hatch runs it as the project's custom build hook", "code-python"),
    at("tox.ini", "tox runs the commands it lists", "code-tox"),
    ...["CMakeLists.txt", "*.cmake"].map(
      (p) => at(
        p,
        "CMake evaluates it at every configure (an editor's CMake extension when the folder opens)",
        "code-cmake"
      )
    ),
    at("meson.build", "Meson evaluates it at every setup", "code-meson"),
    ...["Gemfile", "*.gemspec", "Rakefile"].map(
      (p) => at(p, "bundler and rake evaluate it as Ruby", "code-ruby")
    ),
    ...["build.gradle", "build.gradle.kts", "settings.gradle", "settings.gradle.kts"].map(
      (p) => at(p, "Gradle evaluates it on every build and IDE sync", "code-jvm")
    ),
    // JavaScript configuration the editors' extensions load when the folder opens (ESLint,
    // Prettier, Stylelint, Tailwind CSS IntelliSense, the Jest and Vitest test explorers) and every
    // run of the tool evaluates: what an edit adds is judged as inline JavaScript would be.
    ...[
      "eslint.config.*",
      ".eslintrc.js",
      ".eslintrc.cjs",
      "prettier.config.*",
      ".prettierrc.js",
      ".prettierrc.cjs",
      ".prettierrc.mjs",
      "stylelint.config.*",
      ".stylelintrc.js",
      ".stylelintrc.cjs",
      "tailwind.config.*",
      "postcss.config.*",
      "jest.config.*",
      "vitest.config.*",
      "vite.config.*",
      "babel.config.*",
      ".babelrc.js",
      "webpack.config.*",
      "rollup.config.*",
      "next.config.*",
      "svelte.config.*",
      "astro.config.*",
      "nuxt.config.*",
      "playwright.config.*",
      "cypress.config.*",
      ".mocharc.js",
      ".mocharc.cjs",
      "tsup.config.*",
      "commitlint.config.*"
    ].map(
      (p) => at(p, "editor extensions load it when the folder opens, and the tool on every run", "code-js")
    )
  ];
}
function segmentsOf(path, fold = false) {
  const segs = (fold ? path.toLowerCase() : path).split("/").filter((s) => s !== "" && s !== ".");
  for (let i = segs.length - 2; i >= 0; i--)
    if (segs[i] === ".claude" && segs[i + 1] === "worktrees") return segs.slice(i + 3);
  return segs;
}
function surfaceFor(path, fold = false) {
  const segs = segmentsOf(path, fold);
  for (const s of surfaces()) if (matchTail(segs, fold ? folded(s) : s.segments)) return s;
  return null;
}
function folded(s) {
  let f = foldedSegments.get(s);
  if (!f) {
    f = s.segments.map((x) => x.toLowerCase());
    foldedSegments.set(s, f);
  }
  return f;
}
var foldedSegments = /* @__PURE__ */ new WeakMap();
function surfaceBelow(path, fold = false) {
  const segs = segmentsOf(path, fold);
  for (const s of surfaces()) {
    const all = fold ? folded(s) : s.segments;
    const fixed = all[all.length - 1] === "**" ? all.slice(0, -1) : all;
    for (let k = 1; k < fixed.length; k++) if (matchTail(segs, fixed.slice(0, k))) return s;
  }
  return null;
}
function matchSegment(seg, pat) {
  if (!pat.includes("*")) return seg === pat;
  const parts = pat.split("*");
  const head = parts[0];
  const tail = parts[parts.length - 1];
  if (seg.length < head.length + tail.length || !seg.startsWith(head) || !seg.endsWith(tail)) return false;
  let at2 = head.length;
  for (const mid of parts.slice(1, -1)) {
    const i = seg.indexOf(mid, at2);
    if (i === -1 || i + mid.length > seg.length - tail.length) return false;
    at2 = i + mid.length;
  }
  return true;
}
function matchTail(segs, pattern) {
  const deep = pattern[pattern.length - 1] === "**";
  const fixed = deep ? pattern.slice(0, -1) : pattern;
  if (!deep) {
    if (segs.length < fixed.length) return false;
    const off = segs.length - fixed.length;
    return fixed.every((p, i) => matchSegment(segs[off + i], p));
  }
  for (let off = 0; off + fixed.length <= segs.length; off++)
    if (fixed.every((p, i) => matchSegment(segs[off + i], p))) return true;
  return false;
}
function surfaceMatchedByGlob(glob, segmentMatches, exists) {
  const segs = glob.split("/");
  const plain = (s) => !/[*?[]/.test(s);
  const name = (p) => p.replaceAll("*", "x");
  const concrete = (parts) => parts.every(plain) ? parts.join("/") : null;
  for (const s of surfaces()) {
    const deep = s.segments[s.segments.length - 1] === "**";
    const fixed = (deep ? s.segments.slice(0, -1) : s.segments).map(name);
    const starts = deep ? [...segs.keys()].slice(1) : [segs.length - fixed.length];
    for (const at2 of starts) {
      if (at2 < 1 || at2 + fixed.length > segs.length) continue;
      const window = segs.slice(at2, at2 + fixed.length);
      if (window.every(plain) && !segs.slice(at2 + fixed.length).some((x) => !plain(x)) && !segs.slice(0, at2).some((x) => !plain(x)))
        continue;
      if (!window.every((g, i) => segmentMatches(g, fixed[i]))) continue;
      const path = [...segs.slice(0, at2), ...fixed].join("/");
      const known = concrete(segs.slice(0, at2));
      if (known !== null && !exists(`${known}/${fixed.join("/")}`)) continue;
      return { surface: s, path };
    }
  }
  return null;
}

// src/core/classify/surfaces/code.ts
function makeCommands(lines) {
  const out = [];
  for (const line of lines) {
    const text = line.replaceAll("$$", "\0").replace(/\$[({]([A-Za-z_][\w.-]*)[)}]/g, "${$1}").replaceAll("\0", "$");
    if (/^\t/.test(line)) out.push(text.replace(/^\t+[-@+]*/, ""));
    else {
      const rule = /^[^#=\s][^#=]*?::?(?![=:])[^#=;]*;(.*)$/.exec(text);
      if (rule) out.push(rule[1].replace(/^\s*[-@+]*/, ""));
    }
    for (const m of text.matchAll(/\$\(shell\s+([^)]*)\)/g)) out.push(m[1]);
  }
  return out.filter((c) => c.trim() !== "");
}
function goCommands(lines) {
  return lines.flatMap((l) => {
    const m = /^\s*\/\/go:generate\s+(.+)$/.exec(l);
    return m ? [m[1]] : [];
  });
}
var interpolated = (line, open) => line.replace(open, "$X");
function justCommands(lines) {
  const out = [];
  for (const line of lines) {
    const text = interpolated(line, /\{\{[^}]*\}\}/g);
    if (/^[ \t]+\S/.test(text) && !/^\s*#/.test(text)) out.push(text.replace(/^\s+[-@]*/, ""));
    for (const m of text.matchAll(/`([^`]+)`/g)) out.push(m[1]);
  }
  return out;
}
function taskCommands(lines) {
  const out = [];
  for (const line of lines) {
    const text = interpolated(line, /\{\{[^}]*\}\}/g);
    const m = /^\s*(?:-\s+)?(?:(cmd|sh|cmds|task|deps|dir|desc|summary|silent|ignore_error|vars|env|run)\s*:\s*)?(.*)$/.exec(
      text
    );
    if (!m || /^\s*#/.test(text)) continue;
    const [, key2, rest] = m;
    const value = rest.trim().replace(/^(["'])(.*)\1$/, "$2");
    if (/^[|>][-+]?$/.test(value)) return null;
    if (key2 === "cmd" || key2 === "sh") out.push(value);
    else if (key2 === void 0 && /^\s*-\s+/.test(text) && value !== "" && !/^[\w.-]+\s*:/.test(value))
      out.push(value);
  }
  return out.filter((c) => c !== "");
}
function toxCommands(lines) {
  const out = [];
  for (const line of lines) {
    const text = interpolated(line, /\{[^}]*\}/g);
    const m = /^\s*commands(?:_pre|_post)?\s*=\s*(.*)$/.exec(text);
    if (m) out.push(m[1]);
    else if (/^[ \t]+\S/.test(text) && !/^\s*[#;]/.test(text)) out.push(text.trim());
  }
  return out.filter((c) => c.trim() !== "");
}
function commandsOf(language, lines) {
  switch (language) {
    case "make":
      return makeCommands(lines);
    case "go":
      return goCommands(lines);
    case "just":
      return justCommands(lines);
    case "task":
      return taskCommands(lines);
    case "tox":
      return toxCommands(lines);
  }
}
var LANGUAGE_EFFECTS = {
  // cmake.org/cmake/help/latest: execute_process and exec_program run at configure time (an
  // editor's CMake extension configures when the folder opens); file(DOWNLOAD), FetchContent and
  // ExternalProject fetch code from wherever they name.
  cmake: /\b(execute_process|exec_program|ExternalProject_Add|FetchContent_Declare|FetchContent_Populate)\b|\bfile\s*\(\s*DOWNLOAD\b|\b(curl|wget)\b|\.ssh|\.aws|ENV\{HOME\}/,
  // mesonbuild.com/External-commands.html: run_command runs at setup; subprojects are fetched.
  meson: /\b(run_command|subproject|dependency\s*\([^)]*fallback)\s*\(|\b(curl|wget)\b|\.ssh|\.aws/,
  python: /\b(subprocess|os\.(system|popen|exec\w*|spawn\w*|fork)|pty\.|socket|urllib|urlopen|requests|httpx|aiohttp|http\.client|ftplib|smtplib|paramiko|__import__|(?<![.\w])(exec|eval|compile)\s*\(|marshal|pickle\.loads|ctypes|base64\.b\w*decode)|expanduser|~\/\.|\.ssh|\.aws|\.netrc|\.pypirc|\.npmrc|os\.environ\[/,
  ruby: /\b(system|exec|spawn|popen\w*|Open3|IO\.popen|Net::HTTP|open-uri|URI\.open|Kernel\.open|eval|instance_eval|Socket|TCPSocket)\b|%x[{([]|`|source\s+["'](?!https:\/\/rubygems\.org)|\bgit:|\bgithub:|~\/\.|\.ssh|\.aws/,
  rust: /\b(Command::new|process::Command|std::process|TcpStream|UdpSocket|std::net|reqwest|ureq|hyper|attohttpc|curl|include_bytes!\s*\(\s*"\/|env::var\s*\(\s*"HOME"|home_dir)\b|\.ssh|\.aws|\.cargo\/credentials/,
  js: /\b(child_process|(?<![.\w])exec(Sync|File|FileSync)?\s*\(|\.exec(Sync|File|FileSync)\s*\(|spawn(Sync)?\s*\(|fork\s*\(|execa|shelljs|zx|(?<![.\w])\$`|require\s*\(\s*[^'"\s)]|import\s*\(\s*[^'"\s)]|fetch\s*\(|XMLHttpRequest|WebSocket|require\s*\(\s*['"](node:)?(net|http|https|http2|dgram|tls|dns|vm|worker_threads)['"]|from\s+['"](node:)?(net|http|https|http2|dgram|tls|dns|vm|worker_threads|child_process)['"]|(?<![.\w])eval\s*\(|new\s+Function|Deno\.(run|Command)|Bun\.(spawn|\$)|homedir|atob|Buffer\.from\s*\([^)]*base64)|~\/\.|\.ssh|\.aws|\.npmrc|process\.env\[/,
  jvm: /\b(exec\s*\{|\.execute\s*\(|ProcessBuilder|Runtime\.getRuntime|commandLine|project\.exec|ant\.exec|URL\s*\(|openConnection|HttpClient|Socket|evaluate\s*\(|apply\s+from\s*:\s*["']https?:|apply\s*\(\s*from\s*=\s*"https?:)|\.ssh|\.aws|user\.home/
};
var isCommandLanguage = (l) => l === "make" || l === "go" || l === "just" || l === "task" || l === "tox";
function judgeAddedCode(language, added, dir, runs) {
  if (added === null)
    return language === "go" || language === "js" ? null : "what the change adds cannot be known";
  const lines = added.split(/\r?\n/);
  if (isCommandLanguage(language)) {
    const commands = commandsOf(language, lines);
    if (commands === null) return "the commands it adds cannot be told apart from the rest";
    for (const c of commands) {
      const why = runs ? runs(c, dir) : "the commands it adds cannot be judged here";
      if (why !== null) return `it adds \`${c.slice(0, 120)}\`, which ${why}`;
    }
    return null;
  }
  const code2 = lines.filter((l) => !/^\s*(#|\/\/)/.test(l)).join("\n");
  if (LANGUAGE_EFFECTS[language].test(code2))
    return "the code it adds runs processes, opens connections, evaluates code or reads credentials";
  if (/\b(curl|wget)\b[^\n]*\|\s*(sudo\s+)?(ba|z|da|k)?sh\b/.test(code2))
    return "the code it adds downloads and runs something";
  return null;
}

// src/core/classify/surfaces/jsonc.ts
function parseJsonc(text) {
  const stripped = outsideStrings(text, (s, i) => {
    if (s.startsWith("//", i)) {
      const nl = s.indexOf("\n", i);
      return (nl === -1 ? s.length : nl) - i;
    }
    if (s.startsWith("/*", i)) {
      const end = s.indexOf("*/", i + 2);
      return end === -1 ? -1 : end + 2 - i;
    }
    return 0;
  });
  if (stripped === null) return null;
  const trailing = /,\s*[}\]]/y;
  const noTrailing = outsideStrings(stripped, (s, i) => {
    if (s[i] !== ",") return 0;
    trailing.lastIndex = i;
    return trailing.test(s) ? 1 : 0;
  });
  if (noTrailing === null) return null;
  try {
    return JSON.parse(noTrailing);
  } catch {
    return null;
  }
}
function outsideStrings(text, skip) {
  let out = "";
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      const start = i++;
      while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
      if (i >= text.length) return null;
      out += text.slice(start, ++i);
      continue;
    }
    const k = skip(text, i);
    if (k === -1) return null;
    if (k === 0) out += text[i++];
    else i += k;
  }
  return out;
}
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);

// src/core/classify/surfaces/editors.ts
var HARMLESS_PREFIXES = [
  "editor.",
  "files.",
  "search.",
  "workbench.",
  "explorer.",
  "diffEditor.",
  "breadcrumbs.",
  "outline.",
  "problems.",
  "scm.",
  "zenMode.",
  "emmet.",
  "cSpell.",
  "markdown.preview.",
  "typescript.preferences.",
  "javascript.preferences.",
  "typescript.format.",
  "javascript.format.",
  "typescript.suggest.",
  "javascript.suggest.",
  "typescript.inlayHints.",
  "javascript.inlayHints.",
  "typescript.updateImportsOnFileMove.",
  "javascript.updateImportsOnFileMove.",
  "html.format.",
  "css.lint.",
  "scss.lint.",
  "less.lint.",
  "json.format.",
  "prettier.",
  "eslint.validate",
  "eslint.format.enable",
  "eslint.codeActionsOnSave."
];
var RUNS_WORDS = new Set(
  "path paths executable command commands cmd args arguments env environment shell runtime tsdk server binary interpreter plugin plugins require script scripts exec program".split(
    " "
  )
);
function settingRuns(key2) {
  if (/^\[[^\]]+\]$/.test(key2)) return false;
  const plain = key2.replace(/^\[[^\]]+\]\./, "");
  const last = plain.slice(plain.lastIndexOf(".") + 1);
  if (last.split(/(?=[A-Z])|[-_]/).some((w) => RUNS_WORDS.has(w.toLowerCase()))) return true;
  return !HARMLESS_PREFIXES.some((p) => plain === p.replace(/\.$/, "") || plain.startsWith(p));
}
var vscodeSettings = {
  syntax: "json",
  project(text) {
    const doc = parseJsonc(text);
    if (!isObject(doc)) return null;
    const out = /* @__PURE__ */ new Map();
    const add = (key2, value) => {
      if (settingRuns(key2)) out.set(key2, JSON.stringify(value));
    };
    for (const [k, v] of Object.entries(doc)) {
      if (/^\[[^\]]+\]$/.test(k) && isObject(v))
        for (const [ik, iv] of Object.entries(v)) add(`${k}.${ik}`, iv);
      else add(k, v);
    }
    return out;
  },
  keyRuns: settingRuns
};
var vscodeTasks = {
  syntax: "json",
  project(text) {
    const doc = parseJsonc(text);
    if (!isObject(doc)) return null;
    const tasks = Array.isArray(doc.tasks) ? doc.tasks : [];
    const onOpen = tasks.some(
      (t) => isObject(t) && isObject(t.runOptions) && String(t.runOptions.runOn) === "folderOpen"
    );
    return onOpen ? /* @__PURE__ */ new Map([["tasks (one runs on folderOpen)", JSON.stringify(doc)]]) : /* @__PURE__ */ new Map();
  },
  // An edit judged without the file cannot know whether a folderOpen task is there.
  keyRuns: () => true
};
var DEVCONTAINER_HARMLESS = /* @__PURE__ */ new Set([
  "name",
  "forwardPorts",
  "portsAttributes",
  "otherPortsAttributes",
  "appPort",
  "shutdownAction",
  "hostRequirements",
  "workspaceFolder",
  "userEnvProbe",
  "updateRemoteUserUID",
  "waitFor",
  "$schema"
]);
var devcontainer = {
  syntax: "json",
  project(text) {
    const doc = parseJsonc(text);
    if (!isObject(doc)) return null;
    const out = /* @__PURE__ */ new Map();
    for (const [k, v] of Object.entries(doc))
      if (!DEVCONTAINER_HARMLESS.has(k)) out.set(k, JSON.stringify(v));
    return out;
  },
  keyRuns: (key2) => !DEVCONTAINER_HARMLESS.has(key2)
};
var EDITOR_FORMATS = {
  "vscode-settings": vscodeSettings,
  "vscode-tasks": vscodeTasks,
  devcontainer
};

// src/core/classify/surfaces/sources.ts
function lineFormat(rules2) {
  const runs = (line, section) => rules2.lines.test(line) || section !== null && rules2.sections !== void 0 && rules2.sections.test(section);
  return {
    syntax: "ini",
    project(text) {
      const out = /* @__PURE__ */ new Map();
      let section = null;
      for (const raw of text.split(/\r?\n/)) {
        const line = raw.trim();
        if (line === "" || line.startsWith("#")) continue;
        const header = /^\[\[?([^\]]+)\]\]?$/.exec(line);
        if (header) section = header[0];
        if (runs(line, section)) out.set(`${section ?? ""} ${line}`, line);
      }
      return out;
    },
    keyRuns: () => true,
    // An edit judged on its own lines: one that names a source, or a header of a source table.
    linesRun: (lines) => lines.some((l) => runs(l.trim(), /^\s*\[/.test(l) ? l.trim() : null))
  };
}
var cargoToml = lineFormat({
  sections: /^\[(patch(\.|\])|replace\])/,
  lines: /^(git|registry|registry-index|build)\s*=|\b(git|registry)\s*=\s*"/
});
var goMod = lineFormat({ lines: /^replace\b|=>/ });
var pyproject = lineFormat({
  // Also code the build runs from the project (redteam2): hatch's build and metadata hooks
  // (hatch.pypa.io/latest/plugins/build-hook/custom), setuptools' cmdclass, pdm's and poetry's
  // build scripts; and a PEP 508 direct reference (`x @ https://\u2026`) in any list, build-system's
  // `requires` included.
  sections: /^\[\[?(tool\.uv\.index|tool\.uv\.sources|tool\.poetry\.source|tool\.pdm\.source|tool\.hatch\.[^\]]*\bhooks\b|tool\.setuptools\.cmdclass|tool\.pdm\.build|tool\.poetry\.build)\b/,
  lines: /^(index-url|extra-index-url|find-links|no-index|index-strategy|backend-path|allow-insecure-host)\s*=|\b(git|url|index)\s*=\s*"|\bgit\+|["'][\w.[\], -]+\s@\s*[a-z][\w+.-]*:/
});
var pipfile = lineFormat({ sections: /^\[\[source\]\]/, lines: /\b(git|url|index)\s*=\s*"|\bgit\+/ });
var requirements = lineFormat({
  lines: /^(-i|--index-url|--extra-index-url|-f|--find-links|--trusted-host|-e|--editable|--no-index)\b|:\/\/|\bgit\+|@\s*file:/
});
var SOURCE_FORMATS = {
  "cargo-toml": cargoToml,
  "go-mod": goMod,
  pyproject,
  pipfile,
  requirements
};
var NON_REGISTRY_SPEC = /^(git(\+\w+)?:|git@|github:|gitlab:|bitbucket:|gist:|https?:|file:|link:|portal:|patch:|exec:)|^[\w.-]+\/[\w.-]+(#.*)?$/;

// src/core/classify/surfaces/manifests.ts
var INSTALL_SCRIPTS = [
  "preinstall",
  "install",
  "postinstall",
  "preprepare",
  "prepare",
  "postprepare",
  "prepublish",
  "prepack",
  "postpack",
  "dependencies",
  "pnpm:devPreinstall"
];
var LIFECYCLE_SCRIPTS = [
  ...INSTALL_SCRIPTS,
  "prepublishOnly",
  "publish",
  "postpublish",
  "preversion",
  "version",
  "postversion"
];
var PATH_FIELDS = new Set(
  "name version description main module types typings bin browser exports imports files directories man repository homepage bugs license author funding".split(
    " "
  )
);
var DEPENDENCY_TABLES = [
  "dependencies",
  "devDependencies",
  "optionalDependencies",
  "peerDependencies",
  "overrides",
  "resolutions"
];
function nonRegistryDependencies(doc, out) {
  const walk2 = (table, v, path) => {
    if (typeof v === "string") {
      if (NON_REGISTRY_SPEC.test(v)) out.set(`dep:${table}.${path}`, v);
    } else if (isObject(v)) for (const [k, x] of Object.entries(v)) walk2(table, x, path ? `${path}.${k}` : k);
  };
  for (const t of DEPENDENCY_TABLES) walk2(t, doc[t], "");
  if (isObject(doc.pnpm)) walk2("pnpm.overrides", doc.pnpm.overrides, "");
}
var PACKAGE_KEYS = [
  "husky",
  "simple-git-hooks",
  "pre-commit",
  "precommit",
  "pre-push",
  "prepush",
  "gitHooks",
  "ghooks",
  "lint-staged",
  "nano-staged",
  "packageManager",
  "trustedDependencies",
  "gypfile"
];
var PNPM_KEYS = [
  "onlyBuiltDependencies",
  "onlyBuiltDependenciesFile",
  "neverBuiltDependencies",
  "allowBuilds"
];
function packageKeyRuns(path) {
  const [top, second] = path;
  if (top === void 0) return true;
  if (top === "scripts") return second === void 0 || LIFECYCLE_SCRIPTS.includes(second);
  if (top === "config") return second === void 0 || second === "ghooks";
  if (top === "pnpm") return second === void 0 || PNPM_KEYS.includes(second);
  return PACKAGE_KEYS.includes(top);
}
var VERSION_LIKE = /^([\^~<>=*]|\d|v\d|x$|latest$|next$|beta$|canary$|workspace:|npm:|catalog:|jsr:)/;
function scriptsOf(text) {
  let doc;
  try {
    doc = JSON.parse(text);
  } catch {
    return null;
  }
  const out = /* @__PURE__ */ new Map();
  if (isObject(doc) && isObject(doc.scripts)) {
    for (const [k, v] of Object.entries(doc.scripts)) if (typeof v === "string") out.set(k, v);
  }
  return out;
}
function addedScriptCommands(before, after, newLines) {
  if (after !== null) {
    const now = scriptsOf(after);
    if (now === null) return [];
    const was = (before === null ? null : scriptsOf(before)) ?? /* @__PURE__ */ new Map();
    return [...now].filter(([k, v]) => !LIFECYCLE_SCRIPTS.includes(k) && was.get(k) !== v && v.trim() !== "").map(([, v]) => v);
  }
  const out = [];
  for (const line of newLines)
    for (const m of line.matchAll(/"((?:[^"\\]|\\.)*)"\s*:\s*("(?:[^"\\]|\\.)*")/g)) {
      let value;
      try {
        value = JSON.parse(m[2]);
      } catch {
        continue;
      }
      const key2 = m[1];
      if (PATH_FIELDS.has(key2) || LIFECYCLE_SCRIPTS.includes(key2) || value.trim() === "") continue;
      if (VERSION_LIKE.test(value.trim()) || NON_REGISTRY_SPEC.test(value)) continue;
      out.push(value);
    }
  return out;
}
var packageJson = {
  syntax: "json",
  project(text) {
    let doc;
    try {
      doc = JSON.parse(text);
    } catch {
      return null;
    }
    if (!isObject(doc)) return null;
    const out = /* @__PURE__ */ new Map();
    const scripts = doc.scripts;
    if (scripts !== void 0 && !isObject(scripts)) out.set("scripts", JSON.stringify(scripts));
    if (isObject(scripts)) {
      for (const s of LIFECYCLE_SCRIPTS)
        if (Object.hasOwn(scripts, s)) out.set(`scripts.${s}`, JSON.stringify(scripts[s]));
    }
    for (const k of PACKAGE_KEYS) if (Object.hasOwn(doc, k)) out.set(k, JSON.stringify(doc[k]));
    const config = doc.config;
    if (isObject(config) && Object.hasOwn(config, "ghooks"))
      out.set("config.ghooks", JSON.stringify(config.ghooks));
    const pnpm = doc.pnpm;
    if (isObject(pnpm)) {
      for (const k of PNPM_KEYS) if (Object.hasOwn(pnpm, k)) out.set(`pnpm.${k}`, JSON.stringify(pnpm[k]));
    }
    nonRegistryDependencies(doc, out);
    return out;
  },
  // pnpm's build allowlists: without one, pnpm 9 builds every dependency.
  removalRuns: (key2) => key2 === "pnpm" || key2.startsWith("pnpm.") || PNPM_KEYS.includes(key2),
  // A dependency's value on the same line says where it comes from (fields that hold paths are not dependencies).
  keyRuns: (key2, line) => !PATH_FIELDS.has(key2) && NON_REGISTRY_SPEC.test(/"(?:[^"\\]|\\.)*"\s*:\s*"([^"]*)"/.exec(line)?.[1] ?? "") || LIFECYCLE_SCRIPTS.includes(key2) || PACKAGE_KEYS.includes(key2) || PNPM_KEYS.includes(key2) || key2 === "scripts" || key2 === "config" || key2 === "pnpm"
};
var NPMRC_HARMLESS = new Set(
  "save save-exact save-prefix save-dev save-optional save-peer engine-strict fund audit audit-level package-lock package-lock-only legacy-peer-deps strict-peer-deps auto-install-peers strict-peer-dependencies shamefully-hoist public-hoist-pattern hoist-pattern hoist hoist-workspace-packages node-linker lockfile prefer-offline prefer-online progress loglevel color update-notifier optional omit include link-workspace-packages prefer-workspace-packages resolution-mode dedupe-peer-dependents prefer-frozen-lockfile frozen-lockfile enable-pre-post-scripts git-tag-version tag-version-prefix message init-author-name init-author-email init-author-url init-license init-version workspaces-update install-strategy install-links fetch-retries fetch-retry-factor fetch-retry-mintimeout fetch-retry-maxtimeout fetch-timeout maxsockets network-concurrency child-concurrency side-effects-cache side-effects-cache-readonly unicode sign-git-commit".split(" ")
);
function entryLines(text) {
  return text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== "" && !l.startsWith("#") && !l.startsWith(";"));
}
var npmrc = {
  syntax: "ini",
  project(text) {
    const out = /* @__PURE__ */ new Map();
    for (const line of entryLines(text)) {
      const eq = line.indexOf("=");
      const key2 = (eq === -1 ? line : line.slice(0, eq)).trim().toLowerCase();
      const value = eq === -1 ? "true" : line.slice(eq + 1).trim();
      if (key2 === "ignore-scripts" && value.toLowerCase() === "true") out.set("!ignore-scripts", value);
      else if (npmrcRuns(key2, value)) out.set(key2, value);
    }
    return out;
  },
  keyRuns: (key2, line) => npmrcRuns(key2.toLowerCase(), line.includes("=") ? line.slice(line.indexOf("=") + 1).trim() : "true"),
  removalRuns: (key2) => key2.toLowerCase() === "ignore-scripts"
};
function npmrcRuns(key2, value) {
  if (key2 === "ignore-scripts") return value.toLowerCase() !== "true";
  return !NPMRC_HARMLESS.has(key2);
}
var YARNRC_HARMLESS = new Set(
  "nodeLinker enableTelemetry enableGlobalCache compressionLevel nmMode nmHoistingLimits nmSelfReferences defaultSemverRangePrefix enableImmutableInstalls enableInlineBuilds enableProgressBars enableColors enableHyperlinks checksumBehavior logFilters preferInteractive pnpMode pnpFallbackMode enableMirror httpTimeout httpRetry networkConcurrency supportedArchitectures initScope changesetBaseRefs enableMessageNames enableTransparentWorkspaces preferReuse".split(" ")
);
function topLevelYaml(runs) {
  return {
    syntax: "yaml",
    project(text) {
      const out = /* @__PURE__ */ new Map();
      let key2 = null;
      let block = [];
      const flush = () => {
        if (key2 === null) return;
        const r = runs(key2, block.join("\n"));
        if (r === "restriction") out.set(`!${key2}`, block.join("\n"));
        else if (r) out.set(key2, block.join("\n"));
      };
      for (const line of text.split(/\r?\n/)) {
        if (/^\s*(#.*)?$/.test(line) || line === "---") continue;
        const m = /^(["']?)([^\s:#"']+)\1\s*:/.exec(line);
        if (m) {
          flush();
          key2 = m[2];
          block = [line];
        } else if (/^\s/.test(line) && key2 !== null) block.push(line);
        else return null;
      }
      flush();
      return out;
    },
    keyRuns: (key2, line) => runs(key2, line) === true,
    removalRuns: (key2) => runs(key2, `${key2}: false`) === "restriction"
  };
}
var yarnrcYml = topLevelYaml(
  (key2, block) => key2 === "enableScripts" ? /:\s*false\s*$/.test(block) ? "restriction" : true : !YARNRC_HARMLESS.has(key2)
);
var pnpmWorkspace = topLevelYaml((key2) => !/^(packages|catalog|catalogs)$/.test(key2));
var REV_LINE = /^\s*(-\s+)?rev:\s*["']?[\w.+/@-]+["']?\s*(#.*)?$/;
var preCommit = {
  syntax: "yaml",
  project: (text) => /* @__PURE__ */ new Map([["hooks other than a rev bump", text.replace(/^(\s*(-\s+)?rev:\s*).*$/gm, "$1*")]]),
  keyRuns: () => true,
  linesRun: (lines) => lines.some((l) => !REV_LINE.test(l))
};
var LINTER_CODE_KEYS = /* @__PURE__ */ new Set(["init-hook", "load-plugins", "plugins"]);
var pythonLinterIni = {
  syntax: "ini",
  project(text) {
    const out = /* @__PURE__ */ new Map();
    for (const line of entryLines(text)) {
      if (line.startsWith("[")) continue;
      const at2 = line.search(/[=:]/);
      const key2 = (at2 === -1 ? line : line.slice(0, at2)).trim().toLowerCase().replace(/_/g, "-");
      if (LINTER_CODE_KEYS.has(key2)) out.set(key2, at2 === -1 ? "" : line.slice(at2 + 1).trim());
    }
    return out;
  },
  keyRuns: (key2) => LINTER_CODE_KEYS.has(key2.toLowerCase().replace(/_/g, "-"))
};
var MANIFEST_FORMATS = {
  "package-json": packageJson,
  npmrc,
  "python-linter": pythonLinterIni,
  "yarnrc-yml": yarnrcYml,
  "pnpm-workspace": pnpmWorkspace,
  "pre-commit": preCommit
};
function packageKeyRemovalRuns(path) {
  return path[0] === "pnpm" && (path[1] === void 0 || PNPM_KEYS.includes(path[1]));
}

// src/core/classify/surfaces/index.ts
var FORMATS = {
  ...MANIFEST_FORMATS,
  ...EDITOR_FORMATS,
  ...SOURCE_FORMATS
};
function judgeSurfaceWrite(path, given, via, env = {}) {
  const read4 = env.read;
  const exists = env.exists ?? (() => false);
  if (given.kind === "directory") return null;
  if (/[*?[]/.test(path) && given.kind !== "delete") {
    const hit = surfaceMatchedByGlob(
      path,
      (glob, p) => (0, import_picomatch3.default)(glob, { dot: false, nobrace: true })(p),
      exists
    );
    return hit ? finding(via, hit.path, `${hit.surface.what} (${path} may match it)`) : null;
  }
  const surface2 = surfaceFor(path, env.foldCase);
  if (!surface2) {
    const below = given.kind === "delete" ? null : surfaceBelow(path, env.foldCase);
    if (!below) return null;
    return finding(
      via,
      path,
      `it holds ${below.segments.filter((s) => s !== "**").join("/")}: ${below.what}`
    );
  }
  const name = path.slice(path.lastIndexOf("/") + 1);
  if (surface2.format.startsWith("code-")) return judgeCode(path, surface2, given, via, env);
  const change2 = given.kind === "added" ? { kind: "unknown" } : given;
  const format = FORMATS[surface2.format];
  if (change2.kind === "delete" && (!format || /[*?[]/.test(path))) return null;
  const current = change2.kind === "unknown" ? { missing: true } : read4 ? read4(path) : { missing: true };
  if ("unreadable" in current)
    return finding(via, path, `${surface2.what}; its current content cannot be read (${current.unreadable})`);
  const before = "text" in current ? current.text : null;
  if (change2.kind === "unknown") return finding(via, path, surface2.what);
  const after = applyChange(before, change2);
  if (after !== null && after === before) return null;
  if (!format) return after === "" ? null : finding(via, path, surface2.what);
  if (after === null) {
    const edits2 = change2.kind === "edits" ? change2.edits : [];
    if (format.linesRun)
      return format.linesRun(changedLines(edits2)) ? finding(via, path, keyReason(name, ["the edit's lines"], surface2)) : null;
    const keys = changedKeys(edits2, format);
    if (keys === "unknown")
      return finding(via, path, `${surface2.what}; the edit's changed lines cannot be tied to harmless keys`);
    const running = [
      ...keys.set.filter((k) => format.keyRuns(k.key, k.line)).map((k) => k.key),
      ...keys.removed.filter((k) => format.removalRuns?.(k.key) ?? false).map((k) => k.key)
    ];
    if (running.length > 0) return finding(via, path, keyReason(name, running, surface2));
    return namedScripts(path, surface2, null, null, changedLinePairs(edits2).now, via, env);
  }
  const was = before === null ? /* @__PURE__ */ new Map() : format.project(before);
  const now = change2.kind === "delete" ? /* @__PURE__ */ new Map() : format.project(after);
  if (now === null) return finding(via, path, `${surface2.what}; the new content cannot be read as ${name}`);
  if (was === null && now.size > 0) return finding(via, path, keyReason(name, [...now.keys()], surface2));
  const changed = diffEntries(was ?? /* @__PURE__ */ new Map(), now, format);
  if (changed.length > 0) return finding(via, path, keyReason(name, changed, surface2));
  return change2.kind === "delete" ? null : namedScripts(path, surface2, before, after, [], via, env);
}
function namedScripts(path, surface2, before, after, newLines, via, env) {
  if (surface2.format !== "package-json") return null;
  const dir = path.slice(0, path.lastIndexOf("/")) || "/";
  for (const c of addedScriptCommands(before, after, newLines)) {
    const why = env.runs ? env.runs(c, dir) : "the commands it adds cannot be judged here";
    if (why !== null)
      return finding(
        via,
        path,
        `npm, pnpm, yarn and bun run its scripts by name (and their pre/post scripts unasked), and it adds \`${c.slice(0, 120)}\`, which ${why}`
      );
  }
  return null;
}
function judgeCode(path, surface2, change2, via, env) {
  if (change2.kind === "delete" || change2.kind === "touch" || change2.kind === "directory") return null;
  let added = null;
  if (change2.kind === "edits") added = changedLinePairs(change2.edits).now.join("\n");
  else if (change2.kind === "append") added = change2.text;
  else if (change2.kind === "added") {
    const why2 = midLineChange(path, surface2, change2.midLine, env);
    if (why2 !== null) return finding(via, path, `${surface2.what}, and ${why2}`);
    added = change2.lines.join("\n");
  } else if (change2.kind === "whole") {
    const current = env.read ? env.read(path) : { missing: true };
    if ("unreadable" in current)
      return finding(
        via,
        path,
        `${surface2.what}; its current content cannot be read (${current.unreadable})`
      );
    added = "text" in current ? addedLines(current.text, change2.text) : change2.text;
  }
  const dir = path.slice(0, path.lastIndexOf("/")) || "/";
  const why = judgeAddedCode(surface2.format.slice("code-".length), added, dir, env.runs);
  return why === null ? null : finding(via, path, `${surface2.what}, and ${why}`);
}
function midLineChange(path, surface2, texts, env) {
  if (texts.length === 0) return null;
  const language = surface2.format.slice("code-".length);
  if (language === "go") {
    const current = env.read ? env.read(path) : { missing: true };
    const hasGenerate = "text" in current ? /\/\/go:generate/.test(current.text) : !("missing" in current);
    return hasGenerate || texts.some((t) => /go:generate/.test(t)) ? "what a substitution makes of its //go:generate lines cannot be known" : null;
  }
  if (language === "make" || language === "just" || language === "task" || language === "tox")
    return "what a substitution makes of its commands cannot be known";
  return judgeAddedCode(language, texts.join("\n"), "/", void 0);
}
function addedLines(before, after) {
  const had = /* @__PURE__ */ new Map();
  for (const l of before.split(/\r?\n/)) had.set(l, (had.get(l) ?? 0) + 1);
  const out = [];
  for (const l of after.split(/\r?\n/)) {
    const n = had.get(l) ?? 0;
    if (n > 0) had.set(l, n - 1);
    else out.push(l);
  }
  return out.join("\n");
}
function finding(via, path, why) {
  return {
    rule: "execution_surface",
    reason: `${via} changes ${path}, which runs later without asking: ${why}`
  };
}
function keyReason(name, keys, s) {
  const shown = keys.slice(0, 4).join(", ") + (keys.length > 4 ? ", \u2026" : "");
  return `${s.what} (${name}: ${shown})`;
}
function diffEntries(was, now, format) {
  const out = [];
  for (const [k, v] of now) {
    const old = was.get(k);
    if (old === v || old === void 0 && k.startsWith("!")) continue;
    out.push(k);
  }
  for (const k of was.keys())
    if (!now.has(k) && (k.startsWith("!") || (format.removalRuns?.(k) ?? false))) out.push(k);
  return out;
}
function applyChange(before, change2) {
  if (change2.kind === "touch") return before ?? "";
  if (change2.kind === "delete") return "";
  if (change2.kind === "whole") return change2.text;
  if (change2.kind === "append") return (before ?? "") + change2.text;
  if (before === null) return null;
  let text = before;
  for (const e of change2.edits) {
    if (e.old === "" || !text.includes(e.old)) return null;
    text = e.all ? text.split(e.old).join(e.new) : text.replace(e.old, () => e.new);
  }
  return text;
}
var KEY_PATTERNS = {
  json: /"((?:[^"\\]|\\.)*)"\s*:/g,
  ini: /^\s*([^=\s;#[]+)\s*=/g,
  yaml: /^(["']?)([^\s:#"'-][^\s:#"']*)\1\s*:/g
};
function changedLinePairs(edits2) {
  const old = [];
  const now = [];
  for (const e of edits2) {
    const a = e.old.split(/\r?\n/);
    const b = e.new.split(/\r?\n/);
    let head = 0;
    while (head < a.length && head < b.length && a[head] === b[head]) head++;
    let tail = 0;
    while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail])
      tail++;
    old.push(...a.slice(head, a.length - tail));
    now.push(...b.slice(head, b.length - tail));
  }
  return { old, now };
}
function changedLines(edits2) {
  const { old, now } = changedLinePairs(edits2);
  return [...old, ...now].filter((l) => l.trim() !== "");
}
function changedKeys(edits2, format) {
  const { old, now } = changedLinePairs(edits2);
  const keysOf = (lines) => {
    const out = [];
    for (const line of lines) {
      if (line.trim() === "") continue;
      const found = [...line.matchAll(KEY_PATTERNS[format.syntax])].map(
        (m) => format.syntax === "yaml" ? m[2] : m[1]
      );
      if (found.length === 0) return "unknown";
      for (const key2 of found) out.push({ key: key2, line });
    }
    return out;
  };
  const before = keysOf(old);
  const after = keysOf(now);
  if (before === "unknown" || after === "unknown") return "unknown";
  const kept = new Set(after.map((k) => k.key));
  return { set: after, removed: before.filter((k) => !kept.has(k.key)) };
}

// src/core/classify/mcp/judge.ts
var ALLOW = { decision: "allow" };
var grey2 = (rule, reason) => ({ decision: "grey", rule, reason });
var READ_LIKE = /^(get|list|search|read|fetch|view|query|describe|show|find|lookup|retrieve|count|check|inspect)([_-]|$)/i;
function readLike(name) {
  return READ_LIKE.test(name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase());
}
var sanitise = (s) => s.replace(/[^a-zA-Z0-9_-]/g, "_");
function judgeMcpCall(server, tool2, input, lease, judges2) {
  const via = `MCP tool ${server}/${tool2}`;
  const grant = lease?.mcp.find((g) => g.server === server || sanitise(g.server) === server);
  if (lease) {
    if (lease.mcp.length === 0 && readLike(tool2))
      return grey2("mcp_ungranted", `${via} reads, but the lease grants no MCP servers`);
    if (!grant || grant.tools !== null && !grant.tools.includes(tool2))
      return { decision: "block", rule: "mcp_grant", reason: `${via} is not granted by the lease` };
  }
  const plan = planMcpCall(server, tool2, input, grant?.args?.[tool2]);
  if (plan.refused.length > 0)
    return {
      decision: "block",
      rule: "mcp_grant",
      reason: `${via}: the lease does not grant this value of ${plan.refused.map((k) => `\`${k}\``).join(", ")}`
    };
  let first = null;
  for (const e of plan.effects) {
    const o = judgeEffect(e, via, lease, judges2);
    if (o.decision === "block") return o;
    if (o.decision === "grey") first ??= o;
  }
  if (plan.unaccounted.length > 0)
    first ??= grey2(
      "mcp_argument",
      `${via} is given ${plan.unaccounted.map((k) => `\`${k}\``).join(", ")}, which ${plan.family ? `the ${plan.family} server's spec does not list` : "no spec accounts for"} and the lease does not grant`
    );
  if (first) return first;
  if (plan.family === null && !lease) {
    if (readLike(tool2)) return { decision: "allow", rule: "read_only", reason: `${via} reads` };
    return grey2("mcp_unknown", `${via} may change state and no lease grants it`);
  }
  const changes = plan.effects.some((e) => e.kind === "state" || e.kind === "remote");
  if (!lease && changes)
    return grey2("mcp_unknown", `${via} changes ${describeChange(plan.effects)} and no lease grants it`);
  return {
    decision: "allow",
    rule: lease ? "mcp_grant" : "read_only",
    reason: lease ? `${via} is granted by the lease and every argument was judged${plan.family ? ` (${plan.family})` : ""}` : `${via} only reads`
  };
}
function describeChange(effects) {
  const e = effects.find((x) => x.kind === "state" || x.kind === "remote");
  return e && (e.kind === "state" || e.kind === "remote") ? e.what : "state";
}
function judgeEffect(e, via, lease, judges2) {
  switch (e.kind) {
    case "grey":
      return grey2(e.rule, `${via} ${e.reason}`);
    case "block":
      return { decision: "block", rule: e.rule, reason: `${via} ${e.reason}` };
    case "read":
      return judges2.read(
        e.path,
        { recursive: e.recursive ?? false, metadata: e.metadata ?? false, sends: e.sends ?? false },
        via
      );
    case "write":
      return judges2.write(e.path, e.op ?? "write", e.change, via);
    case "shell":
      return judges2.shell(e.command, e.cwd, via);
    case "url":
      return judgeUrl(e.url, e.sends ?? false, via, judges2);
    case "state":
      return outsideRepo(e.repo ?? null, lease, via, e.what) ?? ALLOW;
    case "remote":
      return judgeRemote(e, lease, via);
  }
}
function judgeUrl(url2, sends, via, judges2) {
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):(?!\d+(\/|$))/.exec(url2)?.[1]?.toLowerCase();
  if (scheme === void 0) {
    if (/^[\w.-]+(:\d+)?(\/|$)/.test(url2)) return judges2.web(`https://${url2}`, sends, via);
    return grey2("invalid_input", `${via} opens ${JSON.stringify(url2.slice(0, 80))}, which is not a URL`);
  }
  if (scheme === "http" || scheme === "https" || scheme === "ws" || scheme === "wss")
    return judges2.web(url2, sends, via);
  if (scheme === "view-source") return judgeUrl(url2.slice("view-source:".length), sends, via, judges2);
  if (scheme === "file") {
    const m = /^file:\/\/([^/]*)(\/[^?#]*)?/i.exec(url2);
    if (!m || !(m[1] === "" || m[1].toLowerCase() === "localhost"))
      return grey2("invalid_input", `${via} opens a file URL on another host`);
    let path;
    try {
      path = decodeURIComponent(m[2] ?? "/");
    } catch {
      return grey2("invalid_input", `${via} opens a file URL that does not decode`);
    }
    return judges2.read(path, { recursive: false, metadata: false, sends }, via);
  }
  if (/^about:(blank|srcdoc)$/i.test(url2)) return ALLOW;
  return grey2("url_scheme", `${via} opens a ${scheme}: URL, which forge-gate does not judge`);
}
function outsideRepo(repo, lease, via, what) {
  if (!lease?.repo || repo === null || repo.toLowerCase() === lease.repo.toLowerCase()) return null;
  return {
    decision: "block",
    rule: "outside_repository",
    reason: `${via} changes ${what} in ${repo}, outside the lease's repository ${lease.repo}`
  };
}
function judgeRemote(e, lease, via) {
  const outside = outsideRepo(e.repo, lease, via, e.what);
  if (outside) return outside;
  if (e.path !== void 0) {
    const path = e.path.replace(/^\/+/, "");
    if (path.split("/").some((s) => s === ".." || s === ".git"))
      return {
        decision: "block",
        rule: "protected_path",
        reason: `${via} writes ${path} in the repository's git metadata or above it`
      };
    const rule = protectedBy(path, lease?.protect ?? []);
    if (rule)
      return {
        decision: "block",
        rule: "protected_path",
        reason: `${via} writes ${path}, a protected path (${rule})`
      };
    const surface2 = judgeSurfaceWrite(`/${path}`, e.change ?? { kind: "unknown" }, via);
    if (surface2)
      return grey2(
        surface2.rule,
        surface2.reason.replace(` /${path},`, ` ${path} (in ${e.repo ?? "the repository"}),`)
      );
  }
  if (e.path !== void 0 && (e.branch == null || SHARED_BRANCH.test(e.branch)))
    return grey2(
      "push_shared_branch",
      `${via} writes ${e.what} straight onto ${e.branch ?? "the default branch"}, bypassing review`
    );
  return ALLOW;
}
function protectedBy(path, protect) {
  const segs = path.split("/");
  for (const glob of protect) {
    if (glob.startsWith("/") || glob.startsWith("~")) continue;
    const m = (0, import_picomatch4.default)(glob.replace(/^\.\//, ""), { dot: true });
    for (let i = segs.length; i > 0; i--) if (m(segs.slice(0, i).join("/"))) return glob;
  }
  return null;
}

// src/core/classify/prompt.ts
function promptCommands(prompt) {
  const out = [];
  const text = prompt.slice(0, 2e4);
  for (const m of text.matchAll(/```[\w-]*\n([\s\S]*?)```/g)) out.push(m[1]);
  for (const m of text.matchAll(/`([^`\n]+)`/g)) out.push(m[1]);
  const prose = text.replace(/```[\s\S]*?```/g, "\n").replaceAll("`", "");
  for (const clause of prose.split(/\n|;|\.\s+|,?\s+(?:and\s+)?then\s+|\s+and\s+(?=[a-z]+\s+-)/i)) {
    const c = clause.trim().replace(
      /^(?:(?:please|now|first|finally|also|then|and|just|run|execute|exec|do|type|call|invoke)\b[:,]?\s*)+/i,
      ""
    ).replace(/[.!]+$/, "");
    if (c.length > 1 && c.length < 2e3) out.push(c);
    for (const m of c.matchAll(
      /\b(?:run|running|runs|execute|executing|executes|exec|using|use|via|with|invoke|invoking|type|typing|call|calling)\s+/gi
    )) {
      const tail = c.slice(m.index + m[0].length).split(/\s+and\s+(?=[a-z]+\s+(?!-)[a-z])/i)[0];
      if (tail.length > 1 && tail.length < 2e3 && tail !== c) out.push(tail);
    }
    if (out.length > 64) break;
  }
  return out.slice(0, 64);
}

// src/core/classify/push-targets.ts
var OWN_REMOTE = "origin";
var defined = /* @__PURE__ */ new WeakMap();
function remotesOf(a) {
  let m = defined.get(a);
  if (!m) {
    m = /* @__PURE__ */ new Map();
    defined.set(a, m);
  }
  return m;
}
function isRepositoryUrl(s) {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(s) || /^[^/:\s]+@[^/:\s]+:/.test(s) || /^[./~]/.test(s) || /^[\w.-]+:[^/]/.test(s);
}
function recordPush(a, target2, via, later = false) {
  a.fx.readOnly = false;
  if (target2 === null || target2.includes(DYN)) {
    a.fx.pushes.push({ target: target2 ?? OWN_REMOTE, via, kind: "unknown", later });
    return;
  }
  if (isRepositoryUrl(target2)) {
    a.fx.pushes.push({ target: target2, via, kind: "url", later });
    return;
  }
  const redefined = remotesOf(a).get(target2);
  if (redefined !== void 0) {
    a.fx.pushes.push(
      redefined === null ? { target: target2, via, kind: "unknown", later } : { target: redefined, via, kind: "url", later }
    );
    return;
  }
  if (target2 !== OWN_REMOTE) a.fx.pushes.push({ target: target2, via, kind: "remote", later });
}
function defineRemote(a, name, url2, via) {
  remotesOf(a).set(name, url2 === null || url2.includes(DYN) ? null : url2);
  if (name === OWN_REMOTE || name.includes(DYN)) recordPush(a, name.includes(DYN) ? null : name, via, true);
}
function pushConfig(a, key2, value, via) {
  const k = key2.toLowerCase();
  const remote = /^remote\.(.+)\.(push)?url$/.exec(k);
  if (remote) {
    defineRemote(
      a,
      key2.slice("remote.".length, key2.length - (remote[2] ? ".pushurl" : ".url").length),
      value,
      via
    );
    return true;
  }
  if (/^url\..*\.(push)?insteadof$/.test(k) || /^(remote\.pushdefault|branch\..*\.(pushremote|remote))$/.test(k)) {
    a.fx.pushes.push({ target: `${key2}=${value ?? "\u2026"}`, via, kind: "config", later: true });
    a.fx.readOnly = false;
    return true;
  }
  return false;
}
function githubRepo(url2) {
  const m = /^(?:git\+)?(?:https?|ssh|git):\/\/(?:[^@/]+@)?(?:www\.)?github\.com(?::\d+)?\/([^/]+)\/([^/?#]+?)(?:\.git)?\/?$/i.exec(
    url2
  ) ?? /^(?:[^@/:]+@)?github\.com:([^/]+)\/([^/?#]+?)(?:\.git)?\/?$/i.exec(url2);
  return m ? `${m[1]}/${m[2]}`.toLowerCase() : null;
}
function judgePushes(pushes, leaseRepo) {
  let grey3 = null;
  const own = leaseRepo?.toLowerCase() ?? null;
  for (const p of pushes) {
    const goes = p.later ? `${p.via} makes pushes go to` : `${p.via} pushes to`;
    if (p.kind === "url") {
      const repo = githubRepo(p.target);
      if (own !== null && repo === own) continue;
      if (own !== null)
        return {
          decision: "block",
          rule: "git_push_elsewhere",
          reason: `${goes} ${p.target}, a repository the lease does not name (repo: ${leaseRepo})`
        };
      grey3 ??= {
        decision: "grey",
        rule: "git_push_elsewhere",
        reason: `${goes} ${p.target}, not the remote the worktree's branch tracks (name the repository in the lease's \`repo:\`)`
      };
    } else
      grey3 ??= {
        decision: "grey",
        rule: "git_push_elsewhere",
        reason: p.kind === "remote" ? `${goes} the remote ${p.target}, which may be another repository than the agent's own (origin)` : p.kind === "config" ? `${p.via} sets ${p.target}, which changes where pushes go` : `${goes} a repository that cannot be known before it runs`
      };
  }
  return grey3;
}

// src/core/classify/repo-top.ts
var import_node_path3 = require("node:path");
function repoTopFinder(probe, worktree) {
  let perProbe = finders.get(probe);
  if (!perProbe) {
    perProbe = /* @__PURE__ */ new Map();
    finders.set(probe, perProbe);
  }
  const key2 = worktree ?? "";
  const known = perProbe.get(key2);
  if (known) return known;
  const tree = worktree === null ? null : import_node_path3.posix.normalize(worktree);
  const memo = /* @__PURE__ */ new Map();
  const find = (dir) => {
    const start = import_node_path3.posix.normalize(dir);
    const cached = memo.get(start);
    if (cached !== void 0) return cached;
    let top = null;
    for (let d = start; ; d = import_node_path3.posix.dirname(d)) {
      if (probe.kind(d === "/" ? "/.git" : `${d}/.git`) !== null) {
        top = d;
        break;
      }
      if (d === "/") break;
    }
    if (top === null && tree !== null && (start === tree || start.startsWith(`${tree}/`))) top = tree;
    if (memo.size > 256) memo.clear();
    memo.set(start, top);
    return top;
  };
  if (perProbe.size > 8) perProbe.clear();
  perProbe.set(key2, find);
  return find;
}
var finders = /* @__PURE__ */ new WeakMap();

// src/core/classify/shell.ts
var import_node_path14 = require("node:path");

// src/core/classify/analysis.ts
var import_node_path5 = require("node:path");

// src/core/classify/ast.ts
function childByField(n, field) {
  return n.children.find((c) => c.field === field);
}
function uncoveredText(root, source) {
  const covered = new Uint8Array(source.length);
  let positioned = true;
  const mark = (n) => {
    if (n.start === void 0) {
      positioned = false;
      return;
    }
    if (n.children.length === 0) covered.fill(1, n.start, n.start + n.text.length);
    else for (const c of n.children) mark(c);
  };
  mark(root);
  if (!positioned) return null;
  for (let i = 0; i < source.length; i++) {
    if (covered[i]) continue;
    const ch = source[i];
    if (ch === " " || ch === "	" || ch === "\n" || ch === "\r") continue;
    if (ch === "\\" && source[i + 1] === "\n") {
      i++;
      continue;
    }
    let end = i;
    while (end < source.length && !covered[end] && !/\s/.test(source[end])) end++;
    return { index: i, text: source.slice(i, end) };
  }
  return null;
}

// src/core/classify/cwd.ts
var import_node_path4 = require("node:path");
var MAX_PLACES = 8;
var UNKNOWN_PLACE = { pwd: null, oldpwd: null, stack: [], deep: true };
function startPlace(cwd) {
  return { pwd: cwd, oldpwd: null, stack: [], deep: true };
}
var HALT = { ok: [], fail: [] };
function stay(places) {
  return { ok: places, fail: places };
}
function key(p) {
  return JSON.stringify([p.pwd, p.oldpwd, p.stack, p.deep]);
}
function union(...lists) {
  const seen = /* @__PURE__ */ new Map();
  for (const list of lists) for (const p of list) seen.set(key(p), p);
  if (seen.size > MAX_PLACES) return [UNKNOWN_PLACE];
  return [...seen.values()];
}
function sameSet(a, b) {
  if (a.length !== b.length) return false;
  const keys = new Set(a.map(key));
  return b.every((p) => keys.has(key(p)));
}
function pwdsOf(places) {
  const out = [];
  for (const p of places) if (!out.includes(p.pwd)) out.push(p.pwd);
  return out;
}
function landings(pwd, target2, env) {
  if (target2 === "unknown") return [null];
  const join6 = (base, rel2) => {
    if (base === null) return null;
    const raw = base === "/" ? `/${rel2}` : `${base}/${rel2}`;
    return env.physical && rel2.includes("..") ? raw.replace(/\/+$/, "") || "/" : import_node_path4.posix.normalize(raw).replace(/(.)\/+$/, "$1");
  };
  if (target2.startsWith("/")) return [join6("/", target2.slice(1))];
  const below = join6(pwd, target2);
  if (env.cdpath === void 0 || /^\.\.?(\/|$)/.test(target2)) return [below];
  if (env.cdpath === null) return [null];
  const out = [];
  for (const entry of env.cdpath.split(":")) {
    const at2 = entry === "" ? below : join6(entry.startsWith("/") ? entry : pwd === null ? null : `${pwd}/${entry}`, target2);
    if (!out.includes(at2)) out.push(at2);
  }
  if (!out.includes(below)) out.push(below);
  return out;
}
function cd(places, target2, dash, env) {
  const out = [];
  for (const p of places) {
    let dirs;
    if (dash) dirs = [env.oldpwd !== void 0 ? env.oldpwd : p.oldpwd];
    else if (target2 === null) dirs = env.home === null ? [null] : landings(p.pwd, env.home, env);
    else dirs = landings(p.pwd, target2 === "unknown" ? "unknown" : target2.s, env);
    for (const d of dirs) out.push({ ...p, pwd: d, oldpwd: p.pwd });
  }
  return union(out);
}
function pushd(places, arg, rotate, noChange, env) {
  const out = [];
  for (const p of places) {
    if (arg !== null && rotate === null) {
      if (noChange) {
        out.push({
          ...p,
          stack: [arg === "unknown" ? null : landings(p.pwd, arg.s, env)[0] ?? null, ...p.stack]
        });
        continue;
      }
      for (const d of landings(p.pwd, arg === "unknown" ? "unknown" : arg.s, env))
        out.push({ pwd: d, oldpwd: p.pwd, stack: [p.pwd, ...p.stack], deep: p.deep });
      continue;
    }
    const list = [p.pwd, ...p.stack];
    const n = rotate === null ? 1 : rotate < 0 ? list.length - 1 + rotate + 1 : rotate;
    if (n < 0 || n >= list.length) {
      out.push({ pwd: null, oldpwd: p.pwd, stack: [], deep: true });
      continue;
    }
    const rotated = rotate === null ? [list[1], list[0], ...list.slice(2)] : [...list.slice(n), ...list.slice(0, n)];
    out.push({ pwd: rotated[0], oldpwd: p.pwd, stack: rotated.slice(1), deep: p.deep });
  }
  return union(out);
}
function popd(places, index, noChange) {
  const out = [];
  for (const p of places) {
    const list = [p.pwd, ...p.stack];
    const n = index === null ? 0 : index < 0 ? list.length - 1 + index + 1 : index;
    if (n < 0 || n >= list.length || index === null && p.stack.length === 0) {
      out.push({ pwd: noChange ? p.pwd : null, oldpwd: p.pwd, stack: [], deep: true });
      continue;
    }
    const drop = noChange && n === 0 ? 1 : n;
    const rest = list.filter((_x, k) => k !== drop);
    if (drop === 0) out.push({ pwd: rest[0] ?? null, oldpwd: p.pwd, stack: rest.slice(1), deep: p.deep });
    else out.push({ ...p, stack: rest.slice(1) });
  }
  return union(out);
}
function clearStack(places) {
  return union(places.map((p) => ({ ...p, stack: [], deep: false })));
}
function within(places, dir) {
  return cd(places, dir, false, { home: null, cdpath: void 0, oldpwd: void 0, physical: true });
}

// src/core/classify/effects.ts
function emptyEffects() {
  return {
    findings: [],
    writes: [],
    hosts: [],
    projectDirs: [],
    scripts: [],
    lifecycle: [],
    linkTargets: [],
    pathArgs: [],
    pushes: [],
    commands: [],
    readOnly: true
  };
}

// src/core/classify/analysis.ts
var DEFAULT_IFS = " 	\n";
var LOOP_ITEM = "__forge_gate_loop_item__";
var MAX_SOURCE = 256 * 1024;
var MAX_WORDS = 1e4;
var MAX_GROUPS = 1e3;
function countChar(s, code2) {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === code2) n++;
  return n;
}
function countWords(s) {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const space = c === 32 || c === 9 || c === 10 || c === 13;
    if (!space && !inWord) n++;
    inWord = !space;
  }
  return n;
}
var MAX_LINK_HOPS = 40;
var Analysis = class {
  constructor(ctx, walker) {
    this.ctx = ctx;
    this.walker = walker;
    this.places = [startPlace(ctx.cwd)];
  }
  ctx;
  walker;
  fx = emptyEffects();
  /** Where the shell may be at this point of the script (see cwd.ts). */
  places;
  /**
   * Set by a built-in that moves the shell (`cd`, `pushd`, `popd`, `exit`, `eval` of such code):
   * the places after it succeeds and after it fails. Read by the statement walk after each command.
   */
  outcome = null;
  /** Inside a statement that keeps running after the call returns (`cmd &`, `setsid cmd`). */
  detached = 0;
  /** Loops whose body wrote, ran something or contacted a host (a detached one is a beacon). */
  loopEffects = 0;
  /** A credential file was sourced: variables the script does not set itself may hold its secrets. */
  secretEnv = false;
  /** Writes that land in one of several places (see WriteEffect.alt). */
  altGroups = 0;
  /** Symbolic links this command makes (absolute link \u2192 absolute target), followed by later paths. */
  links = /* @__PURE__ */ new Map();
  /** `set -e` is in force (bash's errexit: a failing simple command ends the script). */
  errexit = false;
  /** Inside a condition (`if`, `while`, the left of `&&`/`||`, `!`), where bash ignores errexit. */
  inCondition = 0;
  /** Function bodies by name, analysed again where each is called. */
  functionBodies = /* @__PURE__ */ new Map();
  /** Functions being called (a recursive call's effect on the working directory is unknown). */
  calling = /* @__PURE__ */ new Set();
  /** Places at a `return` of the function being called. */
  returns = null;
  env = /* @__PURE__ */ new Map();
  /** Variables assigned a few different static values in the script: each may be the one in use. */
  alternatives = /* @__PURE__ */ new Map();
  /** Variables only ever assigned integers (assignments.ts' NUMERIC_WORD): safe in arithmetic. */
  numeric = /* @__PURE__ */ new Set();
  /** Arrays assigned exactly one static list of elements in the script (null: unknown). */
  arrays = /* @__PURE__ */ new Map();
  /** Files downloaded earlier in this script (executing them is download-and-execute). */
  downloaded = /* @__PURE__ */ new Set();
  /** Files this command writes through redirections (running one of them runs generated code). */
  written = /* @__PURE__ */ new Set();
  /** What was written to them, when it is static text (a heredoc through `cat`, an `echo`). */
  writtenText = /* @__PURE__ */ new Map();
  /** Names of functions defined in the script (calling them is analysed through their bodies). */
  functions = /* @__PURE__ */ new Set();
  depth = 0;
  /**
   * The values IFS may hold (the default, then each static value the script assigns), or null when
   * one assignment is dynamic: how unquoted expansions split cannot then be known.
   */
  ifs = [DEFAULT_IFS];
  /** The IFS value the word expander splits with now (one of `ifs`). */
  currentIfs = DEFAULT_IFS;
  /** The working directories possible at this point (null: one is unknown). */
  get cwds() {
    return this.places.length === 1 ? [this.places[0].pwd] : pwdsOf(this.places);
  }
  grey(rule, reason) {
    this.fx.findings.push({ level: "grey", rule, reason });
    this.fx.readOnly = false;
  }
  block(rule, reason) {
    this.fx.findings.push({ level: "block", rule, reason });
    this.fx.readOnly = false;
  }
  /** Records a write to a (possibly relative) target; dynamic targets go to the grey zone. */
  write(target2, op, via, change2, byShell = false) {
    if (!target2.dyn && /^\/dev\/(null|stdout|stderr|tty)$/.test(target2.s)) return;
    this.fx.readOnly = false;
    const paths = this.resolve(target2);
    if (paths === null) {
      this.grey(
        "dynamic_target",
        `${via} writes to a path that cannot be known before it runs (${show(target2)})`
      );
      return;
    }
    const home = this.env.get("HOME");
    let altWhy;
    if (!byShell && /^~(\/|$)/.test(target2.s) && typeof home === "string" && home.startsWith("/")) {
      paths.push(import_node_path5.posix.join(home, target2.s.slice(1)));
      altWhy = `if the program reads ${target2.s} as the home directory`;
    }
    const group = paths.length > 1 ? ++this.altGroups : 0;
    paths.forEach((raw, k) => {
      const p = this.throughLinks(raw, op !== "delete" && op !== "rdelete");
      const w = change2 ? { path: p, op, via, change: change2 } : { path: p, op, via };
      if (target2.hidden) w.dot = true;
      if (target2.braces) w.braces = true;
      if (group) w.alt = `${group}:${k}`;
      if (altWhy) w.altWhy = altWhy;
      this.fx.writes.push(w);
      const norm = import_node_path5.posix.normalize(p);
      if (op === "meta" || op === "rmeta") return;
      this.written.add(norm);
      this.writtenText.delete(norm);
    });
  }
  /**
   * A path as it lands through the symbolic links this command made earlier (`ln -s ../../.git g &&
   * rm -rf g/hooks`): below a link, the link's target; the link itself too when `follow` (a write to
   * it writes its target; a delete removes the link).
   */
  throughLinks(p, follow, hops = 0) {
    if (this.links.size === 0 || hops > MAX_LINK_HOPS) return p;
    const segs = p.split("/");
    let at2 = "";
    for (let i = 0; i < segs.length; i++) {
      const seg = segs[i];
      if (seg === "" || seg === ".") continue;
      if (seg === "..") {
        at2 = at2.slice(0, at2.lastIndexOf("/"));
        continue;
      }
      at2 = `${at2}/${seg}`;
      const target2 = this.links.get(at2);
      if (target2 === void 0) continue;
      const rest = segs.slice(i + 1).filter((r) => r !== "" && r !== ".");
      if (rest.length === 0) return follow ? this.throughLinks(target2, true, hops + 1) : p;
      return this.throughLinks(`${target2}/${rest.join("/")}`, follow, hops + 1);
    }
    return p;
  }
  /** A change to git's index alone (`git rm --cached`): judged against protected paths only. */
  indexWrite(target2, op, via) {
    for (const p of this.resolve(target2) ?? []) this.fx.writes.push({ path: p, op, via, index: true });
  }
  /**
   * Marks what a command fetches from elsewhere (a clone's directory, an extracted download): any
   * file below it that the same command then runs, sources or builds runs code nobody has read.
   */
  fetched(target2) {
    for (const p of this.abs(target2) ?? []) this.downloaded.add(p.replace(/(.)\/+$/, "$1"));
  }
  /** The downloaded file or tree a path lies in, or null. */
  fromDownload(path) {
    if (this.downloaded.size === 0) return null;
    const norm = import_node_path5.posix.normalize(path).replace(/(.)\/+$/, "$1");
    for (const d of this.downloaded) if (norm === d || norm.startsWith(d === "/" ? d : `${d}/`)) return d;
    return null;
  }
  /** True when the path `v` names lies in a file or tree this command just downloaded. */
  isFetched(v) {
    return this.abs(v)?.some((x) => this.fromDownload(x) !== null) === true;
  }
  /**
   * For each working directory the command may run in, the top of its git repository (see
   * ShellContext.repoTop): null where the directory, or its repository, is not known.
   */
  repoTops() {
    return this.cwds.map((pwd) => ({ pwd, top: pwd === null ? null : this.ctx.repoTop?.(pwd) ?? null }));
  }
  /** True when the absolute path `p` is a working directory the command may run in. */
  isCwd(p) {
    return this.cwds.includes(import_node_path5.posix.normalize(p).replace(/(.)\/+$/, "$1"));
  }
  /** Project tooling (npm, make, cargo\u2026) runs here and may write below it. */
  project(via, dir) {
    this.fx.readOnly = false;
    const dirs = dir ? this.resolve(dir) : this.cwds.every((c) => c !== null) ? this.cwds : null;
    if (dirs === null) {
      this.grey("dynamic_cwd", `${via} runs in a directory that cannot be known before it runs`);
      return;
    }
    for (const d of dirs) {
      const fetched = this.fromDownload(d);
      if (fetched !== null)
        this.grey("download_exec", `${via} runs the build of ${fetched}, which this command just downloaded`);
      if (!this.fx.projectDirs.includes(d)) this.fx.projectDirs.push(d);
    }
  }
  /** Package-manager lifecycle scripts run in `dir` (default: the working directory) without being named. */
  lifecycle(via, dir) {
    const dirs = dir ? this.resolve(dir) : this.cwds.every((c) => c !== null) ? this.cwds : null;
    for (const d of dirs ?? []) this.fx.lifecycle.push({ dir: d, via });
  }
  /** A script executed by path. */
  script(target2, via) {
    this.fx.readOnly = false;
    const paths = this.resolve(target2);
    if (paths === null) {
      this.grey("dynamic_script", `${via} runs a script whose path cannot be known before it runs`);
      return;
    }
    for (const p of paths) {
      const norm = import_node_path5.posix.normalize(p);
      const fetched = this.fromDownload(norm);
      if (fetched !== null) {
        const what = fetched === norm ? "" : ` (inside ${fetched})`;
        this.block("download_exec", `${via} runs ${p}${what}, which this command just downloaded`);
      } else if (this.written.has(norm)) {
        const text = this.writtenText.get(norm);
        const shell = /^`(\.|source|(ba|z|da|k)?sh)`$/.test(via) || text !== void 0 && /^#!\s*\S*\b(ba|z|da)?sh\b/.test(text);
        if (text !== void 0 && shell) {
          const here = /^`(\.|source)`$/.test(via);
          const flow = this.nested(text, `${via} ${p}`, here);
          if (here) this.outcome = flow;
        } else if (text !== void 0 && /^`(node|nodejs|python[23]?|ruby|perl|php|deno|bun|lua)`$/.test(via))
          this.walker.inline({ s: text, dyn: false, glob: false, secret: 0 }, this, `${via} ${p}`);
        else this.grey("generated_exec", `${via} runs ${p}, which this same command writes`);
      }
      this.fx.scripts.push({ path: p, via });
    }
  }
  /**
   * The words handed to a program of the project's own (a script, `npm run x -- \u2026`, `go run`): one
   * that names a path away from the project (absolute, in HOME, climbing with `..`; bare, as an
   * option's value, `--out=/x`, `-o/x`) is where the program may write, held to the lease.
   */
  scriptArgs(args, via, reads = false) {
    for (const v of args) {
      if (v.dyn) continue;
      const value = v.s.replace(/^--?[\w.-]+=/, "").replace(/^-[a-zA-Z](?=[/~])/, "");
      const path = value.startsWith("~/") ? this.ctx.home + value.slice(1) : value;
      if (/^\/dev\/(null|std(in|out|err)|tty|fd\/\d+)$/.test(path)) continue;
      if (!(path.startsWith("/") || /(^|\/)\.\.(\/|$)/.test(path))) {
        if (path === "" || path.startsWith("-") || /^[\w+.-]+:/.test(path)) continue;
        if (!path.includes("/") && !path.startsWith(".")) continue;
      }
      for (const p of this.resolve({ ...v, s: path }) ?? []) {
        const root = this.isCwd(p);
        this.fx.pathArgs.push({ path: p, via, ...root ? { root } : {}, ...reads ? { reads } : {} });
      }
    }
  }
  /**
   * Analyses a command this one runs as a child process (a wrapper's inner command), with every
   * rule: it starts where the shell is, and a `cd` in it moves nobody.
   */
  run(argv, stdin, piped) {
    const places = this.places;
    const outcome2 = this.outcome;
    try {
      return this.walker.run(argv, this, stdin, piped);
    } finally {
      this.places = places;
      this.outcome = outcome2;
    }
  }
  /** Analyses a command the shell itself runs (`command cd`, `builtin cd`, `time cd`): its `cd` moves the shell. */
  runHere(argv, stdin, piped) {
    return this.walker.run(argv, this, stdin, piped);
  }
  /** Analyses the body of a function where it is called; where it leaves the shell is the call's outcome. */
  callFunction(name) {
    const body = this.functionBodies.get(name);
    if (!body) return;
    if (this.calling.has(name) || this.calling.size >= 8) {
      this.outcome = stay(union(this.places, [UNKNOWN_PLACE]));
      return;
    }
    const returns = this.returns;
    this.returns = [];
    this.calling.add(name);
    try {
      const f = this.walker.body(body, this);
      this.outcome = { ok: union(f.ok, this.returns), fail: union(f.fail, this.returns) };
    } finally {
      this.calling.delete(name);
      this.returns = returns;
    }
  }
  /** Runs `fn` with the working directory a command is given (`git -C`, `env -C`, `parallel --wd`). */
  inDir(dir, fn) {
    const places = this.places;
    if (!dir.dyn && dir.s === "") return fn();
    const target2 = dir.dyn ? "unknown" : { s: dir.s };
    this.places = within(places, target2);
    try {
      return fn();
    } finally {
      this.places = places;
    }
  }
  /** Runs `fn` where the working directory cannot be known (`find -execdir`: each match's own directory). */
  nowhere(fn) {
    const places = this.places;
    this.places = [UNKNOWN_PLACE];
    try {
      return fn();
    } finally {
      this.places = places;
    }
  }
  /**
   * Runs `fn` as something that keeps running after the call returns (`cmd &`, `setsid cmd`): one
   * that talks to another host, or that repeats a write, a host contact or a program in a loop, is a
   * beacon or a job no later check sees (a dev server or a watcher of the project's own is judged
   * like the same tooling in the foreground).
   */
  detach(via, fn) {
    const fx = this.fx;
    const hosts = fx.hosts.length;
    const loops = this.loopEffects;
    this.detached++;
    try {
      fn();
    } finally {
      this.detached--;
    }
    const remote = fx.hosts.slice(hosts).find((h) => !LOOPBACK.test(h.host));
    if (remote)
      this.grey("detached", `${via} keeps running after the call returns and contacts ${remote.host}`);
    else if (this.loopEffects > loops)
      this.grey(
        "detached",
        `${via} keeps running after the call returns and repeats writes, network contacts or programs in a loop`
      );
  }
  /**
   * A credential file wherever the path lands (in any working directory the shell may be in). A
   * relative path where the directory is unknown is judged by its name alone.
   */
  secretFile(path) {
    const home = this.ctx.home;
    const abs = this.abs({ s: path, dyn: false, glob: false, secret: 0 });
    return abs === null ? isSecretPath(path, home) : abs.some((p) => isSecretPath(p, home));
  }
  /**
   * A credential directory, or a credential file outside the call's own directory, wherever the path
   * lands: what an archiver, copier or uploader handed it carries along. (The project's own `.env`
   * or test certificate named from inside it is the project's business, as before any `cd`.)
   */
  secretEntry(path) {
    const home = this.ctx.home;
    const abs = this.abs({ s: path, dyn: false, glob: false, secret: 0 });
    const cwd = this.ctx.cwd;
    return (abs ?? []).some(
      (p) => isSecretDir(p, home) || isSecretPath(p, home) && (path.startsWith("/") || !(p === cwd || p.startsWith(`${cwd}/`)))
    );
  }
  /** The credential the path `v` names (as `reveals` says it), or false: also when that cannot be known. */
  credentialIn(v) {
    const reveals = this.reveals(v, false);
    return reveals === "unknown" ? false : reveals;
  }
  /**
   * Where reading the path can reveal credentials (see revealsSecrets), judged where it lands: the
   * absolute path, or false; "unknown" when it is relative and the working directory is not known.
   */
  reveals(v, recursive) {
    const abs = this.abs(v);
    if (abs === null) return v.s.startsWith("/") ? false : "unknown";
    return abs.find((p) => revealsSecrets(p, this.ctx.home, recursive)) ?? false;
  }
  /** Absolute, normalised paths a static value names in each possible working directory (null: unknowable). */
  abs(v) {
    if (v.dyn || v.s === "") return null;
    if (v.s.startsWith("/")) return [import_node_path5.posix.normalize(this.throughLinks(v.s, true))];
    const out = [];
    for (const c of this.cwds) {
      if (c === null) return null;
      out.push(import_node_path5.posix.normalize(this.throughLinks(`${c}/${v.s}`, true)));
    }
    return out;
  }
  host(raw, via, sends) {
    if (sends) this.fx.readOnly = false;
    if (!raw.includes(DYN) && isMetadataHost(raw)) {
      this.block(
        "cloud_metadata",
        `${via} contacts a cloud metadata service (${raw}), which hands out instance credentials`
      );
      return;
    }
    const host = hostOf(raw);
    if (host === null) {
      if (raw.includes(DYN))
        this.grey("dynamic_host", `${via} contacts a host that cannot be known before it runs`);
      else if (ambiguousAuthority(raw))
        this.grey("ambiguous_host", `${via} contacts ${raw}, whose host each URL parser reads differently`);
      return;
    }
    this.fx.hosts.push({ host, via, sends });
  }
  /** Absolute paths a value may denote (one per possible cwd), or null when unknowable. */
  resolve(v) {
    if (v.dyn || v.s === "") return null;
    if (v.s.startsWith("/")) return [v.s];
    const out = [];
    for (const c of this.cwds) {
      if (c === null) return null;
      out.push(c === "/" ? `/${v.s}` : `${c}/${v.s}`);
    }
    return out;
  }
  /**
   * Parses a script, or returns null (grey) when it cannot be read completely: a NUL byte, more
   * than MAX_SOURCE characters, a parse error, or source text the tree does not hold. The one known
   * parser gap, a lone `-` dropped before a redirection, is recovered by quoting it (`'-'` is the
   * same word to bash) and parsing again.
   */
  parseScript(source, what) {
    if (source.includes("\0")) {
      this.grey("bad_input", `${what} contains a NUL byte`);
      return null;
    }
    if (source.length > MAX_SOURCE) {
      this.grey("too_large", `${what} is longer than ${MAX_SOURCE} characters`);
      return null;
    }
    if (countChar(source, 40) > MAX_GROUPS) {
      this.grey(
        "too_complex",
        `${what} opens more than ${MAX_GROUPS} parentheses (nested substitutions or subshells)`
      );
      return null;
    }
    if (countWords(source) > MAX_WORDS) {
      this.grey("too_large", `${what} has more than ${MAX_WORDS} words`);
      return null;
    }
    let text = source;
    for (let attempt = 0; ; attempt++) {
      let parsed;
      try {
        parsed = this.ctx.parse(text);
      } catch {
        this.grey("parse_error", `${what} could not be parsed`);
        return null;
      }
      if (parsed.hasError) {
        this.grey("parse_error", `${what} does not parse as bash`);
        return parsed.root;
      }
      const gap = uncoveredText(parsed.root, text);
      if (gap === null) return parsed.root;
      if (gap.text === "-" && attempt < 16) {
        text = `${text.slice(0, gap.index)}'-'${text.slice(gap.index + 1)}`;
        continue;
      }
      this.grey(
        "parse_gap",
        `${what} holds text the parser dropped (${JSON.stringify(gap.text.slice(0, 40))})`
      );
      return parsed.root;
    }
  }
  /**
   * Analyses a script given as a string (bash -c, a heredoc fed to a shell, a wrapper's command
   * line): another process, which starts where the shell is and moves nobody. With `here` it runs
   * in this shell (`eval`, `source`, `trap`), and the places it ends in are returned.
   */
  nested(source, via, here = false) {
    const places = this.places;
    const errexit = this.errexit;
    if (this.depth >= 8) {
      this.grey("nesting", `${via} nests shells too deeply to analyse`);
      return stay(places);
    }
    const root = this.parseScript(source, `${via}: the nested script`);
    if (root === null) return stay(places);
    this.depth++;
    try {
      return this.walker.program(root, this);
    } finally {
      this.depth--;
      if (!here) {
        this.places = places;
        this.errexit = errexit;
      }
    }
  }
};

// src/core/classify/loop-values.ts
var GLOB_MARK = "glob";
var WORD_MARK = "word";
var MAX_LOOP_WORDS = 8;
function loopBinding(v) {
  return (v.glob ? GLOB_MARK : WORD_MARK) + v.s;
}
function isBound(known) {
  return typeof known === "string" && (known.startsWith(GLOB_MARK) || known.startsWith(WORD_MARK));
}
function boundValue(known) {
  if (known.startsWith(GLOB_MARK))
    return { s: known.slice(GLOB_MARK.length), dyn: false, glob: true, secret: 0 };
  if (known.startsWith(WORD_MARK))
    return { s: known.slice(WORD_MARK.length), dyn: false, glob: false, secret: 0 };
  return { s: known, dyn: false, glob: false, secret: 0 };
}
function derivedValue(known, op) {
  const s = boundValue(known).s;
  const slash = s.lastIndexOf("/");
  if (op === "prefix" || slash === -1) return { s: "*", dyn: false, glob: true, secret: 0 };
  return { s: `${s.slice(0, slash + 1)}*`, dyn: false, glob: true, secret: 0 };
}

// src/core/classify/evaluated.ts
var NUMERIC_WORD = /^"?(-?\d+|\$\(\([\s\S]*\)\)|\$\[[\s\S]*\]|\$\{#[A-Za-z_][A-Za-z0-9_]*\}|\$[?#$!]|\$\(\s*(?:wc\s+-[lcmw]\b[^()`$]*|seq(?:\s+-?\d+){1,3}\s*|[^()`]*\|\s*wc\s+-[lcmw]\s*|grep\s+-c\b[^()`$]*|date\s+\+%s\s*)\))"?$/;
function evaluatedExpression(text, a, via) {
  if (/^\s*[-+]?\s*\d*\s*$/.test(text)) return;
  a.nested(`: $((${text}))`, via);
}
function arithmeticVariables(n, a, via) {
  const names = /* @__PURE__ */ new Set();
  let output = false;
  const visit = (c) => {
    if (c.type === "command_substitution" || c.type === "process_substitution") {
      if (!NUMERIC_WORD.test(c.text)) output = true;
      return;
    }
    if (c.type === "variable_name") names.add(c.text);
    for (const k of c.children) visit(k);
  };
  visit(n);
  if (output)
    a.grey(
      "arith_eval",
      `${via} evaluates a command's output as an expression (a subscript in it can run a command)`
    );
  for (const name of names) {
    const value = a.env.get(name);
    if (value === void 0 || value === LOOP_ITEM || isBound(value) || a.numeric.has(name)) continue;
    if (value === null) {
      a.grey(
        "arith_eval",
        `${via} evaluates $${name}, known only at run time, as an expression (a subscript in it can run a command)`
      );
      continue;
    }
    evaluatedExpression(value, a, `${via}: the value of ${name}`);
  }
}
function elementName(v, a, via) {
  if (v.dyn) {
    a.grey(
      "arith_eval",
      `${via} is given a variable name known only at run time (an element's subscript can run a command)`
    );
    return;
  }
  const eq = v.s.indexOf("=");
  const name = eq === -1 ? v.s : v.s.slice(0, eq);
  const open = name.indexOf("[");
  if (open === -1) return;
  const close = name.lastIndexOf("]");
  evaluatedExpression(
    name.slice(open + 1, close > open ? close : name.length),
    a,
    `${via}: the subscript of ${name.slice(0, open)}`
  );
}
function promptText(v, a, via) {
  if (v.dyn) {
    a.grey("env_hijack", `${via} is expanded later, and cannot be known before it runs`);
    return;
  }
  if (/\$\(|`|\$\{|\$\[/.test(v.s)) a.nested(`: ${v.s}`, via);
}
function expansionArithmetic(text, a) {
  const indirect = /^\$\{!([A-Za-z_][A-Za-z0-9_]*)\}$/.exec(text);
  if (indirect) {
    const value = a.env.get(indirect[1]);
    if (value === null) elementName({ ...lit(""), dyn: true }, a, `\`${text}\``);
    else if (typeof value === "string" && value !== LOOP_ITEM && !isBound(value))
      elementName(lit(value), a, `\`${text}\``);
  }
  const sub = /^\$\{[#!]?[A-Za-z_][A-Za-z0-9_]*\[([^\]]*)\]/.exec(text);
  if (sub && sub[1] !== "@" && sub[1] !== "*") evaluatedExpression(sub[1], a, "an array subscript");
  const range = /^\$\{[A-Za-z_][A-Za-z0-9_]*(?:\[[^\]]*\])?:(?![-=+?])([^:}]*)(?::([^}]*))?\}$/.exec(text);
  if (range) {
    for (const part2 of range.slice(1)) if (part2) evaluatedExpression(part2, a, "a substring's offset");
  }
}
function assignedElement(name, a) {
  const open = name.indexOf("[");
  if (open > 0 && name.endsWith("]")) evaluatedExpression(name.slice(open + 1, -1), a, "an array subscript");
}

// src/core/classify/expand.ts
function braceExpand(n, v, a) {
  if (v.dyn || !/\{[^{}]*(,|\.\.)[^{}]*\}/.test(v.s) || /['"$\\]/.test(n.text)) return [v];
  const words = expandBraces(v.s, 0);
  if (words.length <= 1 || words.length > 256) return [v];
  return words.map((w) => {
    if (w === "~" || w.startsWith("~/")) {
      const home = a.env.get("HOME");
      if (home === null || home === void 0) return { s: DYN + w, dyn: true, glob: v.glob, secret: 0 };
      return { ...v, s: home + w.slice(1) };
    }
    return { ...v, s: w };
  });
}
function expandBraces(s, depth) {
  if (depth > 8) return [s];
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== "{") continue;
    let level = 0;
    const commas = [];
    let end = -1;
    for (let j = i; j < s.length; j++) {
      if (s[j] === "{") level++;
      else if (s[j] === "}") {
        level--;
        if (level === 0) {
          end = j;
          break;
        }
      } else if (s[j] === "," && level === 1) commas.push(j);
    }
    if (end === -1) return [s];
    const pre = s.slice(0, i);
    const post = s.slice(end + 1);
    const body = s.slice(i + 1, end);
    let alts;
    if (commas.length > 0) {
      alts = [];
      let from = i + 1;
      for (const c of [...commas, end]) {
        alts.push(s.slice(from, c));
        from = c + 1;
      }
    } else {
      const r = /^(-?\d+|[a-zA-Z])\.\.(-?\d+|[a-zA-Z])$/.exec(body);
      if (!r) continue;
      alts = [];
      const num2 = /\d/.test(r[1]);
      const lo = num2 ? Number(r[1]) : r[1].charCodeAt(0);
      const hi = num2 ? Number(r[2]) : r[2].charCodeAt(0);
      if (Math.abs(hi - lo) > 256) return [s];
      for (let k = lo; lo <= hi ? k <= hi : k >= hi; k += lo <= hi ? 1 : -1)
        alts.push(num2 ? String(k) : String.fromCharCode(k));
    }
    return alts.flatMap((alt) => expandBraces(pre + alt + post, depth + 1));
  }
  return [s];
}
var SECRET_VAR = /(TOKEN|SECRET|PASSW(OR)?D|PASSPHRASE|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIAL|AUTH)/i;
function evalWord(n, a, walkNested) {
  const parts = [];
  evalInto(n, a, walkNested, parts, false);
  return joinParts(parts);
}
function splitting(v, a) {
  if (a.ifs === null) return { ...v, s: DYN, dyn: true, split: true };
  if (v.dyn) return { ...v, split: true };
  return { ...v, split: true, glob: /[*?[]/.test(v.s) };
}
function ifsPattern(ifs) {
  if (ifs === "") return /(?!)/;
  const esc = (s) => s.replace(/[\\\]^-]/g, "\\$&");
  const ws = [...ifs].filter((c) => c === " " || c === "	" || c === "\n").join("");
  const other = [...ifs].filter((c) => !ws.includes(c)).join("");
  const wsClass = ws === "" ? "" : `[${esc(ws)}]`;
  const parts = [];
  if (other !== "")
    parts.push(`${wsClass ? `${wsClass}*` : ""}[${esc(other)}]${wsClass ? `${wsClass}*` : ""}`);
  if (wsClass) parts.push(`${wsClass}+`);
  return new RegExp(parts.join("|"));
}
function evalFields(n, a, walkNested) {
  const parts = [];
  evalInto(n, a, walkNested, parts, false);
  if (!parts.some((p) => p.split && !p.dyn || p.fields)) return braceExpand(n, joinParts(parts), a);
  const fields = [];
  let cur = [];
  let solid = false;
  const flush = () => {
    if (solid || cur.some((p) => p.s !== "")) fields.push(joinParts(cur));
    cur = [];
    solid = false;
  };
  for (const p of parts) {
    if (p.fields && !p.split) {
      p.fields.forEach((f, i) => {
        if (i > 0) flush();
        cur.push({ ...p, s: f, fields: void 0 });
        solid = true;
      });
      continue;
    }
    if (!p.split || p.dyn) {
      cur.push(p);
      solid = true;
      continue;
    }
    const pieces = p.s.split(ifsPattern(a.currentIfs));
    pieces.forEach((piece, i) => {
      if (i > 0) flush();
      if (piece !== "") cur.push({ ...p, s: piece, split: false, glob: /[*?[]/.test(piece) });
    });
  }
  flush();
  return fields;
}
function joinParts(parts) {
  let s = "";
  let dyn2 = false;
  let glob = false;
  let secret = 0;
  let net = false;
  let split = false;
  for (const p of parts) {
    s += p.s;
    dyn2 ||= p.dyn;
    glob ||= p.glob;
    net ||= p.net === true;
    split ||= p.split === true && p.dyn;
    if (p.secret > secret) secret = p.secret;
  }
  const v = net ? { s, dyn: dyn2, glob, secret, net } : { s, dyn: dyn2, glob, secret };
  if (split) v.split = true;
  return v;
}
var dynVal = (secret = 0) => ({ s: DYN, dyn: true, glob: false, secret });
function evalInto(n, a, walkNested, out, quoted) {
  switch (n.type) {
    case "word":
    case "number":
    case "extglob_pattern":
    case "regex":
    case "special_variable_name":
    case "variable_name":
    case "string_content":
    case "heredoc_content":
      out.push(
        quoted ? lit(
          n.type === "heredoc_content" ? n.text : n.text.replace(/\\([$`"\\\n])/g, (_m, c) => c === "\n" ? "" : c)
        ) : unquotedWord(n.text, a, out.length === 0)
      );
      return;
    case "raw_string":
      out.push(lit(n.text.slice(1, -1)));
      return;
    case "ansi_c_string":
      out.push(lit(decodeAnsiC(n.text.slice(2, -1))));
      return;
    case "string":
    case "translated_string":
      for (const c of n.children) {
        if (!c.named) continue;
        evalInto(c, a, walkNested, out, true);
      }
      if (n.children.every((c) => !c.named)) out.push(lit(""));
      return;
    case "concatenation":
    case "command_name":
      for (const c of n.children) evalInto(c, a, walkNested, out, quoted);
      return;
    case "simple_expansion":
    case "expansion":
      out.push(quoted ? expandVariable(n, a, walkNested) : splitting(expandVariable(n, a, walkNested), a));
      return;
    case "command_substitution": {
      const inner = n.children.filter((c) => c.named);
      const secret = inner.some((c) => readsSecrets(c, a)) ? 2 : 0;
      if (walkNested) for (const c of inner) a.walker.statement(c, a);
      const here = printedDir(inner, a);
      if (here !== null) {
        out.push(lit(here));
        return;
      }
      const sub = fetches(n) ? { ...dynVal(secret), net: true } : dynVal(secret);
      out.push(quoted ? sub : { ...sub, split: true });
      return;
    }
    case "process_substitution":
      if (walkNested) {
        for (const c of n.children) if (c.named) a.walker.statement(c, a);
      }
      out.push(
        fetches(n) ? { ...dynVal(), s: `/dev/fd/${DYN}`, net: true } : { ...dynVal(), s: `/dev/fd/${DYN}` }
      );
      return;
    case "arithmetic_expansion":
      if (walkNested) {
        a.walker.substitutions(n, a);
        arithmeticVariables(n, a, "an arithmetic expansion");
      }
      out.push(dynVal());
      return;
    case "brace_expression":
      out.push(lit(n.text, true));
      return;
    case "array":
      for (const c of n.children) if (c.named) evalInto(c, a, walkNested, [], quoted);
      out.push(dynVal());
      return;
    default:
      if (n.error) a.grey("parse_error", "part of the command does not parse as bash");
      if (walkNested) a.walker.substitutions(n, a);
      out.push(dynVal());
  }
}
function unquotedWord(text, a, first) {
  let s = "";
  let glob = false;
  const escaped = /* @__PURE__ */ new Set();
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\\") {
      if (text[i + 1] === "\n") {
        i++;
        continue;
      }
      if (i + 1 < text.length) {
        if (text[i + 1] === "~") escaped.add(s.length);
        s += text[++i];
      }
      continue;
    }
    if (ch === "*" || ch === "?" || ch === "[") glob = true;
    s += ch;
  }
  if (!first) return { s, dyn: s.includes(DYN), glob, secret: 0 };
  if (text.startsWith("~")) {
    const t = tildePrefix(s, a);
    if (t === null) return { s: DYN + s, dyn: true, glob, secret: 0 };
    s = t;
  } else {
    const name = /^[A-Za-z_][A-Za-z0-9_]*=/.exec(s);
    if (name && s.includes("~")) {
      const parts = [];
      let at2 = name[0].length;
      for (const piece of s.slice(at2).split(":")) {
        if (piece.startsWith("~") && !escaped.has(at2)) {
          const t = tildePrefix(piece, a);
          if (t === null) return { s: DYN + s, dyn: true, glob, secret: 0 };
          parts.push(t);
        } else parts.push(piece);
        at2 += piece.length + 1;
      }
      s = name[0] + parts.join(":");
    }
  }
  return { s, dyn: s.includes(DYN), glob, secret: 0 };
}
function tildePrefix(s, a) {
  const slash = s.indexOf("/");
  const user = slash === -1 ? s.slice(1) : s.slice(1, slash);
  const rest = slash === -1 ? "" : s.slice(slash);
  if (user === "") {
    const home = a.env.get("HOME");
    return home === null || home === void 0 ? null : home + rest;
  }
  if (user === "+" || user === "-") {
    const dir = shellDir(a, user === "+" ? "PWD" : "OLDPWD");
    return dir === null ? null : dir + rest;
  }
  return null;
}
function expandVariable(n, a, walkNested) {
  const nameNode = n.children.find((c) => c.type === "variable_name" || c.type === "special_variable_name");
  const name = nameNode?.text ?? "";
  const secret = SECRET_VAR.test(name) ? 1 : 0;
  const plain = n.type === "simple_expansion" || /^\$\{[A-Za-z_][A-Za-z0-9_]*\}$/.test(n.text);
  const indexed = /^\$\{([A-Za-z_][A-Za-z0-9_]*)\[(@|\*|\d+)\]\}$/.exec(n.text);
  const arrayName = indexed?.[1] ?? (plain ? name : null);
  if (arrayName !== null && a.arrays.has(arrayName)) {
    const elems = a.arrays.get(arrayName);
    if (!elems) return dynVal(secret);
    const index = indexed?.[2] ?? "0";
    if (index === "@") return { ...lit(elems.join(" ")), fields: elems };
    if (index === "*") return lit(elems.join(" "));
    return lit(elems[Number(index)] ?? "");
  }
  if (walkNested) {
    for (const c of n.children) if (c.named && c !== nameNode) a.walker.substitutions(c, a);
  }
  if (!plain && /^\$\{[A-Za-z_][A-Za-z0-9_]*%%?[^}]*\}$/.test(n.text) && a.env.get(name) === LOOP_ITEM)
    return lit(LOOP_ITEM);
  const bound = a.env.get(name);
  if (isBound(bound)) {
    if (plain) return boundValue(bound);
    const op = /^\$\{[A-Za-z_][A-Za-z0-9_]*(%|#)/.exec(n.text)?.[1];
    if (op) return derivedValue(bound, op === "%" ? "suffix" : "prefix");
  }
  if (walkNested && /^\$\{[A-Za-z_][A-Za-z0-9_]*@P\}$/.test(n.text)) {
    const known2 = a.env.get(name);
    promptText(known2 === void 0 || known2 === null ? dynVal() : lit(known2), a, `\`\${${name}@P}\``);
  }
  if (walkNested && !plain) expansionArithmetic(n.text, a);
  if (!plain) return dynVal(secret);
  if (name === "PWD" && a.env.get("PWD") === a.ctx.cwd || name === "OLDPWD" && !a.env.has("OLDPWD")) {
    const dir = shellDir(a, name);
    return dir === null ? dynVal() : lit(dir);
  }
  const known = a.env.get(name);
  if (known === void 0 && a.secretEnv) return dynVal(2);
  if (known === void 0 || known === null) return dynVal(secret);
  return lit(known);
}
var MOVES_ONLY = /^(cd|pushd|popd|pwd)$/;
function printedDir(inner, a) {
  const commands = [];
  const collect = (n) => {
    if (n.type === "list") return n.children.every((c) => !c.named || collect(c));
    if (n.type === "redirected_statement") {
      const body = n.children.find((c) => c.field === "body");
      const quiet = n.children.every((c) => c === body || !c.named || /^\d?>\s*\/dev\/null$/.test(c.text));
      return quiet && body !== void 0 && collect(body);
    }
    if (n.type !== "command") return false;
    commands.push(n);
    return true;
  };
  if (inner.length === 0 || !inner.every(collect)) return null;
  const names = commands.map((c) => c.children.find((x) => x.field === "name")?.text ?? "");
  if (!names.every((x) => MOVES_ONLY.test(x)) || names.at(-1) !== "pwd" || names.slice(0, -1).includes("pwd"))
    return null;
  if (commands.some((c, k) => names[k] !== "pwd" && names[k] !== "cd" && !/>\s*\/dev\/null/.test(c.text)))
    return null;
  const places = a.places;
  try {
    const flow = a.walker.body(
      { type: "compound_statement", named: true, field: null, text: "", error: false, children: inner },
      a
    );
    a.places = flow.ok;
    return flow.ok.length > 0 ? shellDir(a, "PWD") : null;
  } finally {
    a.places = places;
  }
}
function shellDir(a, which) {
  const dirs = new Set(a.places.map((p) => which === "PWD" ? p.pwd : p.oldpwd));
  const [only] = dirs;
  return dirs.size === 1 && only !== void 0 ? only : null;
}
function decodeAnsiC(body) {
  return body.replace(
    /\\(x[0-9A-Fa-f]{1,2}|u[0-9A-Fa-f]{1,4}|U[0-9A-Fa-f]{1,8}|[0-7]{1,3}|c.|.)/g,
    (_m, e) => {
      const k = e[0];
      if (k === "x" || k === "u" || k === "U") return String.fromCodePoint(Number.parseInt(e.slice(1), 16));
      if (/[0-7]/.test(k)) return String.fromCharCode(Number.parseInt(e, 8));
      if (k === "c") return String.fromCharCode(e.charCodeAt(1) & 31);
      const map = {
        n: "\n",
        t: "	",
        r: "\r",
        a: "\x07",
        b: "\b",
        e: "\x1B",
        E: "\x1B",
        f: "\f",
        v: "\v"
      };
      return map[k] ?? k;
    }
  );
}
var FETCHERS = /* @__PURE__ */ new Set([
  "curl",
  "wget",
  "fetch",
  "http",
  "https",
  "xh",
  "nc",
  "ncat",
  "aria2c",
  "lwp-request",
  "GET"
]);
function fetches(n) {
  if (n.type === "command_name")
    return FETCHERS.has(commandBase(n.text.replace(/^\\/, "").replace(/^["']|["']$/g, "")));
  return n.children.some(fetches);
}
var ENV_DUMPERS = /* @__PURE__ */ new Set(["env", "printenv", "set", "export", "declare", "compgen"]);
function readsSecrets(n, a) {
  if (n.type === "command") {
    const words = n.children.filter((c) => c.field === "name" || c.field === "argument").map((c) => evalWord(c, a, false));
    const name = words[0] ? commandBase(words[0].s) : "";
    if (ENV_DUMPERS.has(name) && words.length <= 2) return true;
    if (words.some((w) => !w.dyn && a.secretFile(w.s))) return true;
  }
  return n.children.some((c) => readsSecrets(c, a));
}

// src/core/classify/assignments.ts
var WHERE = /\$\{?(PWD|OLDPWD)\b|\$\(\s*(pwd|cd|pushd|popd)\b|`\s*pwd\s*`|(^|[=:\s])~[+-]/;
function collectAssignments(root, a) {
  const outside = root.text.replace(/\$\((?:[^()]|\([^()]*\))*\)/g, "");
  const moves = /\b(cd|pushd|popd)\b/.test(outside) || a.places.some((p) => p.pwd !== a.ctx.cwd);
  const seen = /* @__PURE__ */ new Map();
  const arrayLists = /* @__PURE__ */ new Map();
  const values = /* @__PURE__ */ new Map();
  const record3 = (name, v) => {
    const set = values.get(name);
    if (set === null) return;
    if (v === null || v === LOOP_ITEM) values.set(name, null);
    else values.set(name, (set ?? /* @__PURE__ */ new Set()).add(v));
  };
  const refs = /* @__PURE__ */ new Set();
  const loopWords = /* @__PURE__ */ new Map();
  const numeric = /* @__PURE__ */ new Map();
  const count = (name, isNumber) => numeric.set(name, (numeric.get(name) ?? true) && isNumber);
  const visit = (n) => {
    if (n.type === "declaration_command" && n.children.some((c) => c.type === "word" && /^-[a-zA-Z]*n/.test(c.text))) {
      for (const c of n.children) {
        if (c.type === "variable_assignment") refs.add(childByField(c, "name")?.text ?? "");
        else if (c.type === "variable_name" || c.type === "word") refs.add(c.text);
      }
    }
    if (n.type === "variable_assignment") {
      const name = childByField(n, "name")?.text ?? "";
      const value = childByField(n, "value");
      const base = name.replace(/\[.*$/, "");
      let v = null;
      const appends = n.text.slice(name.length).startsWith("+=");
      if (value?.type === "array" && !name.includes("[") && !appends) {
        const elems = value.children.filter((c) => c.named).map((c) => evalFields(c, a, false));
        const flat = elems.flat();
        const known = flat.every((x) => !x.dyn && !x.glob) ? flat.map((x) => x.s) : null;
        const prev2 = a.arrays.get(base);
        a.arrays.set(
          base,
          prev2 === void 0 || JSON.stringify(prev2) === JSON.stringify(known) ? known : null
        );
        const lists = arrayLists.get(base);
        if (lists !== null) arrayLists.set(base, known === null ? null : [...lists ?? [], known]);
      } else if (name.includes("[") || appends) a.arrays.set(base, null);
      if (!name.includes("[") && !appends) {
        if (value === void 0) v = "";
        else if (value.type !== "array") {
          const ev = evalWord(value, a, false);
          v = ev.dyn || moves && WHERE.test(value.text) ? null : ev.s;
        }
      }
      const prev = seen.get(base);
      seen.set(base, prev === void 0 || prev === v ? v : null);
      record3(base, name.includes("[") ? null : v);
      count(base, !name.includes("[") && !appends && value !== void 0 && NUMERIC_WORD.test(value.text));
      if (base === "IFS") {
        if (v === null || name.includes("[")) a.ifs = null;
        else if (a.ifs !== null && !a.ifs.includes(v)) a.ifs.push(v);
      }
    } else if (n.type === "for_statement") {
      const name = childByField(n, "variable")?.text;
      const values2 = n.children.filter((c) => c.field === "value").map((c) => evalWord(c, a, false));
      const confined = values2.length > 0 && values2.every(
        (v) => !v.dyn && v.s !== "" && !v.s.startsWith("/") && !v.s.startsWith("~") && !v.s.includes("..") && !/^[*?.{},]*$/.test(v.s.replace(/\/+$/, ""))
      );
      if (name) {
        count(
          name,
          n.children.filter((c) => c.field === "value").every(
            (c) => /^(\d+|\{-?\d+\.\.-?\d+(\.\.-?\d+)?\}|\$\(\s*seq(\s+-?\d+){1,3}\s*\))$/.test(c.text)
          )
        );
        const prev = seen.get(name);
        const v = confined ? LOOP_ITEM : null;
        seen.set(name, prev === void 0 || prev === v ? v : null);
        if (confined) {
          const words = n.children.filter((c) => c.field === "value").flatMap((c) => evalFields(c, a, false));
          if (words.length <= MAX_LOOP_WORDS && words.every((w) => !w.dyn))
            loopWords.set(name, [...loopWords.get(name) ?? [], ...words.map(loopBinding)]);
          else loopWords.set(name, null);
        }
      }
    } else if (n.type === "c_style_for_statement") {
      const name = childByField(n, "variable")?.text;
      if (name) seen.set(name, null);
      if (name) count(name, true);
    } else if (n.type === "command") {
      const name = childByField(n, "name")?.text;
      if (name === "read" || name === "mapfile" || name === "readarray" || name === "getopts" || name === "printf") {
        const names = n.children.filter(
          (c) => c.field === "argument" && /^[A-Za-z_][A-Za-z0-9_]*$/.test(c.text)
        );
        const here = n.children.find((c) => c.type === "herestring_redirect")?.children.find((c) => c.named);
        const flags = n.children.filter((c) => c.field === "argument" && c.text.startsWith("-"));
        const heard = here && name === "read" && names.length === 1 && flags.every((f) => f.text === "-r") ? evalWord(here, a, false) : null;
        for (const arg of names) if (a.arrays.has(arg.text) || name !== "read") a.arrays.set(arg.text, null);
        for (const arg of names) {
          if (heard && !heard.dyn && !heard.s.includes("\\")) {
            const prev = seen.get(arg.text);
            const v = heard.s.trim();
            seen.set(arg.text, prev === void 0 || prev === v ? v : null);
            record3(arg.text, v);
          } else {
            seen.set(arg.text, null);
            record3(arg.text, null);
          }
          count(arg.text, false);
        }
      }
    }
    for (const c of n.children) visit(c);
  };
  visit(root);
  for (const [k, isNumber] of numeric) {
    if (isNumber) a.numeric.add(k);
    else a.numeric.delete(k);
  }
  for (const [k, words] of loopWords)
    if (words && words.length <= 2 * MAX_LOOP_WORDS && seen.get(k) === LOOP_ITEM)
      a.alternatives.set(k, words);
  for (const r of refs) {
    seen.set(r, null);
    values.set(r, null);
  }
  for (const [k, lists] of arrayLists) {
    const distinct = lists ? [...new Set(lists.map((l) => JSON.stringify(l)))] : [];
    if (a.arrays.get(k) === null && distinct.length >= 2 && distinct.length <= 4)
      a.alternatives.set(`@${k}`, distinct);
  }
  for (const [k, v] of seen) {
    const prev = a.env.get(k);
    a.env.set(k, prev !== void 0 && prev !== v ? null : v);
    const set = values.get(k);
    const all = set && typeof prev === "string" && prev !== LOOP_ITEM ? /* @__PURE__ */ new Set([prev, ...set]) : set;
    if (a.env.get(k) === null && all && all.size >= 2 && all.size <= 4) a.alternatives.set(k, [...all]);
  }
}

// src/core/classify/commands/git.ts
var import_node_path7 = require("node:path");

// src/core/classify/options.ts
var DASHES = /^[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]+/;
function normArg(v) {
  const m = DASHES.exec(v.s);
  if (!m) return v.s;
  return "-".repeat(Math.min(m[0].length, 2)) + v.s.slice(m[0].length);
}
var dyn = () => ({ s: DYN, dyn: true, glob: false, secret: 0 });
function parseOpts(args, withValue, stopAtPositional = false) {
  const opts = [];
  const positional = [];
  for (let i = 0; i < args.length; i++) {
    const raw = args[i];
    const s = normArg(raw);
    if (s === "--") {
      positional.push(...args.slice(i + 1));
      break;
    }
    if (s.startsWith("--") && s.length > 2) {
      const eq = s.indexOf("=");
      const name = eq === -1 ? s : s.slice(0, eq);
      if (eq !== -1) opts.push({ name, value: { ...raw, s: s.slice(eq + 1) } });
      else if (withValue.includes(name)) opts.push({ name, value: args[++i] ?? null });
      else opts.push({ name, value: null });
      continue;
    }
    if (s.startsWith("-") && s.length > 1 && !raw.dyn) {
      for (let j = 1; j < s.length; j++) {
        const name = `-${s[j]}`;
        if (withValue.includes(name)) {
          const rest = s.slice(j + 1);
          opts.push({ name, value: rest !== "" ? lit(rest) : args[++i] ?? null });
          break;
        }
        opts.push({ name, value: null });
      }
      continue;
    }
    if (stopAtPositional) {
      positional.push(...args.slice(i));
      break;
    }
    positional.push(raw);
  }
  return { opts, positional };
}
var has = (p, ...names) => p.opts.some((o) => names.includes(o.name));
var optValue = (p, ...names) => p.opts.find((o) => names.includes(o.name))?.value ?? null;
var optValues = (p, ...names) => p.opts.filter((o) => names.includes(o.name) && o.value).map((o) => o.value);
function spec(desc, positional = "read") {
  return new LazySpec(desc, positional);
}
var LazySpec = class {
  constructor(desc, role) {
    this.desc = desc;
    this.role = role;
  }
  desc;
  role;
  #built = null;
  #get() {
    this.#built ??= buildSpec(this.desc, this.role);
    return this.#built;
  }
  get opts() {
    return this.#get().opts;
  }
  get posix() {
    return this.#get().posix;
  }
  get numeric() {
    return this.#get().numeric;
  }
  get positional() {
    return this.#get().positional;
  }
  get harmful() {
    return this.#get().harmful;
  }
  get singleDash() {
    return this.#get().singleDash;
  }
};
function buildSpec(desc, positional) {
  const opts = /* @__PURE__ */ new Map();
  let posix19 = false;
  let numeric = false;
  let harmful = false;
  let singleDash = false;
  for (const tok of desc.split(/\s+/)) {
    if (tok === "") continue;
    if (tok === "+") posix19 = true;
    else if (tok === "-") singleDash = true;
    else if (tok === "#") numeric = true;
    else {
      const bang = tok.indexOf("!");
      if (bang !== -1) {
        const role2 = tok.slice(bang + 1);
        if (role2 === "command" || role2 === "write") harmful = true;
        opts.set(tok.slice(0, bang), { arity: 0, role: role2 });
        continue;
      }
      const eq = tok.indexOf("=");
      if (eq === -1) {
        opts.set(tok, { arity: 0, role: "data" });
        continue;
      }
      const name = tok.slice(0, eq);
      const tail = tok.slice(eq + 1);
      const attached = tail.startsWith("?");
      const role = (attached ? tail.slice(1) : tail) || "data";
      if (role === "command" || role === "write") harmful = true;
      opts.set(name, { arity: attached ? "attached" : 1, role });
    }
  }
  return singleDash ? { opts, posix: posix19, numeric, positional, harmful, singleDash } : { opts, posix: posix19, numeric, positional, harmful };
}
function mayBeOption(v) {
  return v.dyn && (v.split === true || v.s.startsWith(DYN));
}
function parseSpec(args, sp) {
  const opts = [];
  const positional = [];
  const unknown = [];
  let opaque = false;
  const takeBoth = (name, value, next) => {
    if (!/^--[A-Za-z][\w.-]*(=\S*)?$/.test(normArg(value)) || value.dyn) return false;
    unknown.push(normArg(value));
    if (next) opts.push({ name, value: next });
    return next !== void 0;
  };
  for (let i = 0; i < args.length; i++) {
    const raw = args[i];
    const s = normArg(raw);
    if (s === "--" && !raw.dyn) {
      positional.push(...args.slice(i + 1));
      break;
    }
    if (mayBeOption(raw)) {
      opaque = true;
      positional.push(raw);
      if (sp.posix) {
        positional.push(...args.slice(i + 1));
        break;
      }
      continue;
    }
    if (s.startsWith("--") && s.length > 2 || sp.singleDash && /^-[A-Za-z]/.test(s)) {
      const eq = s.indexOf("=");
      const bare = eq === -1 ? s : s.slice(0, eq);
      const name = sp.singleDash ? bare.replace(/^--/, "-") : bare;
      const o = sp.opts.get(name);
      if (!o || o.arity === 0 && eq !== -1) unknown.push(s.replaceAll(DYN, "\u2026"));
      else if (eq !== -1) opts.push({ name, value: { ...raw, s: s.slice(eq + 1) } });
      else if (o.arity === 1) {
        const value = args[++i] ?? null;
        if (value === null) unknown.push(s);
        else if (takeBoth(name, value, args[i + 1])) i++;
        opts.push({ name, value });
      } else opts.push({ name, value: null });
      continue;
    }
    if (s.startsWith("-") && s.length > 1) {
      if (sp.numeric && /^-\d+$/.test(s)) {
        opts.push({ name: "-#", value: lit(s.slice(1)) });
        continue;
      }
      for (let j = 1; j < s.length; j++) {
        const name = `-${s[j]}`;
        const o = sp.opts.get(name);
        if (!o || s[j] === DYN) {
          unknown.push(s.replaceAll(DYN, "\u2026"));
          break;
        }
        if (o.arity !== 0) {
          const rest = s.slice(j + 1);
          const value = rest !== "" ? { ...raw, s: rest } : o.arity === 1 ? args[++i] ?? null : null;
          if (value === null && o.arity === 1) unknown.push(s);
          else if (value !== null && rest === "" && takeBoth(name, value, args[i + 1])) i++;
          opts.push({ name, value });
          break;
        }
        opts.push({ name, value: null });
      }
      continue;
    }
    positional.push(raw);
    if (sp.posix) {
      positional.push(...args.slice(i + 1));
      break;
    }
  }
  return { opts, positional, unknown, opaque };
}

// src/core/classify/commands/account.ts
function account(via, args, sp, a, runs = "grey") {
  const p = parseSpec(args, sp);
  if (p.unknown.length > 0)
    a.grey("unknown_option", `${via} is given an option forge-gate does not know (${p.unknown[0]})`);
  if (p.opaque && sp.harmful)
    a.grey(
      "dynamic_option",
      `${via} gets a word whose value cannot be known where an option that writes or runs a program could stand`
    );
  for (const o of p.opts) {
    const role = sp.opts.get(o.name)?.role;
    if (role === "write") {
      if (o.value) a.write(o.value, "write", `${via} ${o.name}`);
    } else if (role === "dir" && runs === "grey") {
      if (o.value) a.project(`${via} ${o.name}`, o.value);
    } else if (role === "command" && runs === "grey") {
      a.grey("runs_program", `${via} ${o.name} runs a program (${o.value ? show(o.value) : "\u2026"})`);
    }
  }
  if (sp.positional === "write") for (const v of p.positional) a.write(v, "write", via);
  return p;
}

// src/core/classify/commands/gh-specs.ts
var COMMON = "-R= --repo= --help";
var FMT = "-q= --jq= --json=? -t= --template=";
var S = (desc) => spec(`${COMMON} ${desc}`, "data");
var BODY = "-b= --body= -F=read --body-file=read -e --editor";
var COMMENT = `${BODY} --create-if-none --edit-last -w --web --yes`;
var EDIT = "--add-assignee= --add-label= --add-project= --remove-assignee= --remove-label= --remove-project= -m= --milestone= --remove-milestone -t= --title= -b= --body= -F=read --body-file=read";
var SEARCH = `-L= --limit= -w --web ${FMT} --owner= --language= --state= --sort= --order= --match= --created= --updated= --author= --assignee= --label= --visibility= --archived=? --extension= --filename= --size= --stars= --topic= --include-forks= --merged --merged-at= --closed= --base= -B= --head= -H= --review= --review-requested= --reviewed-by= --draft --checks= --mentions= --commenter= --involves= --milestone= --no-assignee --no-label --no-milestone --no-project --project= --app= --interactions= --reactions= --comments= --locked --team-mentions= --forks= --good-first-issues= --help-wanted-issues= --followers= --number-topics= --license= --committer= --author-date= --committer-date= --author-email= --author-name= --committer-email= --committer-name= --hash= --parent= --tree= --include-prs --in= --is= --owner=`;
var GH_SPECS = {
  api: S(
    "-X= --method= -f= --raw-field= -F= --field= -H= --header= --input=read -q= --jq= -t= --template= --cache= -i --include --paginate --slurp --silent --verbose -p= --preview="
  ),
  status: S("-e= --exclude= -o= --org="),
  browse: S(
    "-b= --branch= -c --commit=? -n --no-browser -p --projects -r --releases -s --settings -w --wiki"
  ),
  search: S(SEARCH),
  "auth status": S("-a --active -h= --hostname= -t --show-token"),
  "pr list": S(
    `-a= --assignee= -A= --author= -B= --base= -d --draft -H= --head= -l= --label= -L= --limit= -S= --search= -s= --state= -w --web --app= ${FMT}`
  ),
  "pr view": S(`-c --comments -w --web ${FMT}`),
  "pr diff": S("--color= --name-only --patch -w --web"),
  "pr checks": S(`--fail-fast -i= --interval= --required --watch -w --web ${FMT}`),
  "pr status": S(`-c --conflict-status ${FMT}`),
  "pr create": S(
    `-a= --assignee= -B= --base= ${BODY} -d --draft --dry-run -f --fill --fill-first --fill-verbose -H= --head= -l= --label= -m= --milestone= --no-maintainer-edit -p= --project= --recover=read -r= --reviewer= -T= --template= -t= --title= -w --web`
  ),
  "pr comment": S(COMMENT),
  "pr edit": S(`${EDIT} -B= --base= --add-reviewer= --remove-reviewer=`),
  "pr ready": S("--undo"),
  "pr checkout": S("-b= --branch= --detach --recurse-submodules"),
  "pr review": S("-a --approve -c --comment -r --request-changes -b= --body= -F=read --body-file=read"),
  "issue list": S(
    `-a= --assignee= -A= --author= -l= --label= -L= --limit= --mention= -m= --milestone= -S= --search= -s= --state= -w --web --app= ${FMT}`
  ),
  "issue view": S(`-c --comments -w --web ${FMT}`),
  "issue status": S(FMT),
  "issue create": S(
    `-a= --assignee= ${BODY} -l= --label= -m= --milestone= -p= --project= --recover=read -T= --template= -t= --title= -w --web`
  ),
  "issue comment": S(COMMENT),
  "issue edit": S(EDIT),
  "run list": S(
    `-a --all -b= --branch= -c= --commit= --created= -e= --event= -L= --limit= -s= --status= -u= --user= -w= --workflow= ${FMT}`
  ),
  "run view": S(`-a= --attempt= --exit-status -j= --job= --log --log-failed -v --verbose -w --web ${FMT}`),
  "run watch": S("--compact --exit-status -i= --interval="),
  "run rerun": S("-d --debug --failed -j= --job="),
  "run download": S("-D=write --dir=write -n= --name= -p= --pattern="),
  "repo view": S(`-b= --branch= -w --web ${FMT}`),
  "repo list": S(
    `--archived --fork -l= --language= -L= --limit= --no-archived --source --topic= --visibility= ${FMT}`
  ),
  "repo clone": S("-u= --upstream-remote-name= --no-upstream"),
  "release list": S(`--exclude-drafts --exclude-pre-releases -L= --limit= -O= --order= ${FMT}`),
  "release view": S(`-w --web ${FMT}`),
  "workflow list": S(`-a --all -L= --limit= ${FMT}`),
  "workflow view": S("-r= --ref= -w --web -y --yaml"),
  "gist list": S("-L= --limit= --public --secret --filter= --include-content"),
  "gist view": S("-f= --filename= --files -r --raw -w --web")
};
var GH_READ = S(`-L= --limit= -w --web ${FMT}`);

// src/core/classify/commands/git-specs.ts
var GIT_GLOBAL = spec(
  "+ -C=dir -c= --git-dir= --work-tree= --namespace= --exec-path=?command --config-env=command -p --paginate -P --no-pager --no-replace-objects --no-lazy-fetch --bare --literal-pathspecs --glob-pathspecs --noglob-pathspecs --icase-pathspecs --no-optional-locks --no-advice --super-prefix= --attr-source= --html-path --man-path --info-path --list-cmds="
);
var DIFF = "-p -u -s -z -R -a -b -w -W -B=? -M=? -C=? -D -l= -S= -G= -O= -U= --patch --no-patch --unified= --raw --patch-with-raw --patch-with-stat --stat=? --compact-summary --numstat --shortstat --dirstat=? --cumulative --dirstat-by-file=? --summary --name-only --name-status --submodule=? --color=? --no-color --color-moved=? --no-color-moved --color-moved-ws= --color-words=? --word-diff=? --word-diff-regex= --no-renames --rename-empty --no-rename-empty --check --ws-error-highlight= --full-index --binary --abbrev=? --break-rewrites=? --find-renames=? --find-copies=? --find-copies-harder --irreversible-delete --diff-filter= --find-object= --pickaxe-all --pickaxe-regex --relative=? --no-relative --text --ignore-cr-at-eol --ignore-space-at-eol --ignore-space-change --ignore-all-space --ignore-blank-lines --ignore-matching-lines= -I= --inter-hunk-context= --function-context --exit-code --quiet --no-ext-diff --ext-diff!command --textconv --no-textconv --ignore-submodules=? --src-prefix= --dst-prefix= --no-prefix --default-prefix --line-prefix= --ita-invisible-in-index --ita-visible-in-index --minimal --patience --histogram --anchored= --diff-algorithm= --indent-heuristic --no-indent-heuristic --stat-width= --stat-name-width= --stat-graph-width= --stat-count= --output=write --output-indicator-new= --output-indicator-old= --output-indicator-context= --merge-base --no-index --cached --staged --skip-to= --rotate-to= --1 --2 --3 -1 -2 -3 --base --ours --theirs -0 --follow --remerge-diff --dd --diff-merges= --no-diff-merges --combined-all-paths -m -c --cc -t --root";
var REVS = "# -n= -i -E -F -P -g --max-count= --skip= --since= --after= --until= --before= --since-as-filter= --author= --committer= --grep-reflog= --grep= --all-match --invert-grep --regexp-ignore-case --basic-regexp --extended-regexp --fixed-strings --perl-regexp --remove-empty --merges --no-merges --min-parents= --max-parents= --no-min-parents --no-max-parents --first-parent --exclude-first-parent-only --not --all --branches=? --tags=? --remotes=? --glob= --exclude= --exclude-hidden= --reflog --alternate-refs --single-worktree --ignore-missing --bisect --stdin --cherry-mark --cherry-pick --left-only --right-only --cherry --walk-reflogs --merge --boundary --simplify-by-decoration --show-pulls --full-history --dense --sparse --simplify-merges --ancestry-path=? --date-order --author-date-order --topo-order --reverse --no-walk=? --do-walk --pretty=? --format= --abbrev-commit --no-abbrev-commit --oneline --encoding= --expand-tabs=? --no-expand-tabs --notes=? --no-notes --show-notes-by-default --show-notes=? --standard-notes --no-standard-notes --show-signature --relative-date --date= --parents --children --left-right --graph --show-linear-break=? --decorate=? --no-decorate --decorate-refs= --decorate-refs-exclude= --clear-decorations --source --mailmap --no-mailmap --use-mailmap --no-use-mailmap --full-diff --log-size --L= -L= --show-origin --count --objects --objects-edge --no-object-names --in-commit-order --unpacked --timestamp --header --max-age= --min-age=";
var G = (desc) => spec(desc, "data");
var GIT_SPECS = {
  status: G(
    "-s -b -v -z -u=? --short --branch --show-stash --porcelain=? --long --verbose --untracked-files=? --ignore-submodules=? --ignored=? --column=? --no-column --ahead-behind --no-ahead-behind --renames --no-renames --find-renames=?"
  ),
  log: G(`${DIFF} ${REVS}`),
  whatchanged: G(`${DIFF} ${REVS}`),
  show: G(`${DIFF} ${REVS}`),
  diff: G(DIFF),
  "diff-tree": G(`${DIFF} ${REVS} -r --stdin --no-commit-id`),
  "diff-files": G(DIFF),
  "diff-index": G(DIFF),
  shortlog: G(`${REVS} -s -n -e -w=? -c --summary --numbered --email --committer --group=`),
  "rev-list": G(REVS),
  "range-diff": G(`${DIFF} --creation-factor= --no-dual-color --left-only --right-only`),
  blame: G(
    "-b -c -e -f -l -n -p -s -t -w -M=? -C=? -L= -S= --root --show-stats --score-debug --show-name --show-number --show-email --porcelain --line-porcelain --incremental --encoding= --contents= --date= --progress --no-progress --ignore-rev= --ignore-revs-file= --color-lines --color-by-age --minimal --abbrev=? --reverse --first-parent"
  ),
  annotate: G("-b -c -e -f -l -n -p -s -t -w -M=? -C=? -L= --root --porcelain --date= --abbrev=?"),
  describe: G(
    "--all --tags --contains --abbrev= --candidates= --exact-match --debug --long --match= --exclude= --always --first-parent --dirty=? --broken=?"
  ),
  "rev-parse": G(
    "--parseopt --sq-quote --keep-dashdash --stop-at-non-option --stuck-long --revs-only --no-revs --flags --no-flags --default= --prefix= --verify -q --quiet --sq --short=? --not --abbrev-ref=? --symbolic --symbolic-full-name --all --branches=? --tags=? --remotes=? --glob= --exclude= --disambiguate= --local-env-vars --path-format= --git-dir --git-common-dir --resolve-git-dir= --git-path= --show-toplevel --show-superproject-working-tree --shared-index-path --absolute-git-dir --is-inside-git-dir --is-inside-work-tree --is-bare-repository --is-shallow-repository --show-cdup --show-prefix --show-object-format=? --show-ref-format --since= --after= --until= --before= --git-common-dir"
  ),
  "ls-files": G(
    "-c -d -m -o -i -s -u -k -t -v -f -z -x= -X= --cached --deleted --modified --others --ignored --stage --unmerged --killed --directory --no-empty-directory --eol --deduplicate --exclude= --exclude-from= --exclude-per-directory= --exclude-standard --error-unmatch --with-tree= --full-name --recurse-submodules --abbrev=? --debug --format= --sparse"
  ),
  "ls-tree": G(
    "-d -r -t -l -z --long --name-only --name-status --object-only --full-name --full-tree --abbrev=? --format="
  ),
  "ls-remote": G(
    "-h -t -q -b --heads --tags --branches --refs --quiet --exit-code --get-url --symref --sort= -o= --server-option= --upload-pack=command"
  ),
  "cat-file": G(
    "-t -s -e -p --textconv --filters --path= --batch=? --batch-check=? --batch-command=? --batch-all-objects --buffer --unordered --allow-unknown-type --follow-symlinks -Z -z --mailmap --no-mailmap --use-mailmap"
  ),
  grep: G(
    "-a -i -I -w -v -h -H -l -L -z -c -p -W -o -q -n -b -E -G -F -P -r -e= -f= -A= -B= -C= -m= # --cached --no-index --untracked --no-exclude-standard --exclude-standard --recurse-submodules --text --textconv --no-textconv --ignore-case --max-depth= --word-regexp --invert-match --full-name --extended-regexp --basic-regexp --perl-regexp --fixed-strings --line-number --column --files-with-matches --name-only --files-without-match --null --only-matching --count --color=? --no-color --break --heading --show-function --context= --after-context= --before-context= --function-context --max-count= --threads= --and --or --not --all-match --quiet -O=?command --open-files-in-pager=?command"
  ),
  "name-rev": G("--tags --refs= --exclude= --all --annotate-stdin --name-only --no-undefined --always"),
  "merge-base": G("-a --all --octopus --independent --is-ancestor --fork-point"),
  "for-each-ref": G(
    "--count= --shell --perl --python --tcl --sort= --format= --color=? --points-at= --merged=? --no-merged=? --contains=? --no-contains=? --ignore-case --omit-empty --exclude= --stdin"
  ),
  "show-ref": G(
    "--head --branches --tags --heads -d --dereference -s --hash=? --verify --abbrev=? -q --quiet --exclude-existing=? --exists"
  ),
  "show-branch": G(
    "-a -r --all --remotes --topo-order --date-order --current --sparse --more= --list --merge-base --independent --no-name --sha1-name --topics -g --reflog=? --color=? --no-color"
  ),
  "count-objects": G("-v -H --verbose --human-readable"),
  "check-ignore": G("-q -v -n -z --quiet --verbose --stdin --non-matching --no-index"),
  "check-attr": G("-a -z --all --cached --stdin --source="),
  "check-ref-format": G("--normalize --allow-onelevel --no-allow-onelevel --refspec-pattern --branch"),
  "verify-commit": G("-v --verbose --raw"),
  "verify-tag": G("-v --verbose --raw --format="),
  var: G("-l"),
  version: G("--build-options"),
  help: G(
    "-a -g -i -m -w -c --all --guides --config --info --man --web --verbose --no-verbose --external-commands --aliases --no-external-commands --no-aliases"
  ),
  cherry: G("-v --abbrev=?"),
  fsck: G(
    "--unreachable --dangling --no-dangling --root --tags --cache --no-reflogs --full --no-full --connectivity-only --strict --verbose --lost-found --name-objects --progress --no-progress"
  ),
  add: G(
    "-n -v -f -i -p -e -u -A -N --dry-run --verbose --force --sparse --interactive --patch --edit --update --all --no-ignore-removal --no-all --ignore-removal --intent-to-add --refresh --ignore-errors --ignore-missing --no-warn-embedded-repo --renormalize --chmod= --pathspec-from-file= --pathspec-file-nul"
  ),
  commit: G(
    "-a -p -C= -c= -s -n -e -i -o -q -v -u=? -m= -F= -t= -S=? --all --patch --reuse-message= --reedit-message= --fixup= --squash= --reset-author --short --branch --porcelain --long -z --null --file= --author= --date= --message= --template= --signoff --no-signoff --trailer= --no-verify --verify --allow-empty --allow-empty-message --cleanup= --edit --no-edit --amend --no-post-rewrite --include --only --pathspec-from-file= --pathspec-file-nul --untracked-files=? --verbose --quiet --dry-run --status --no-status --gpg-sign=? --no-gpg-sign"
  ),
  push: G(
    "-f -n -u -q -v -d -4 -6 -o= --all --branches --prune --mirror --dry-run --porcelain --delete --tags --follow-tags --no-follow-tags --signed=? --no-signed --atomic --no-atomic --push-option= --receive-pack=command --exec=command --force-with-lease=? --no-force-with-lease --force --force-if-includes --no-force-if-includes --repo= --set-upstream --thin --no-thin --quiet --verbose --progress --no-progress --recurse-submodules= --no-recurse-submodules --verify --no-verify --ipv4 --ipv6"
  ),
  fetch: G(
    "-a -f -k -m -n -p -P -q -t -u -v -j= -o= -4 -6 --all --append --atomic --depth= --deepen= --shallow-since= --shallow-exclude= --unshallow --update-shallow --negotiation-tip= --negotiate-only --dry-run --porcelain --write-fetch-head --no-write-fetch-head --force --keep --multiple --auto-maintenance --no-auto-maintenance --auto-gc --no-auto-gc --write-commit-graph --no-write-commit-graph --prefetch --prune --prune-tags --no-tags --refetch --refmap= --tags --recurse-submodules=? --no-recurse-submodules --jobs= --set-upstream --upload-pack=command --quiet --verbose --progress --no-progress --server-option= --show-forced-updates --no-show-forced-updates --ipv4 --ipv6 --filter="
  ),
  pull: G(
    "-q -v -r=? -n -e -s= -X= -4 -6 -f -k -p -t -a -j= --quiet --verbose --recurse-submodules=? --no-recurse-submodules --commit --no-commit --edit --no-edit --cleanup= --ff --no-ff --ff-only --gpg-sign=? --no-gpg-sign --log=? --no-log --signoff --no-signoff --stat --no-stat --squash --no-squash --verify --no-verify --strategy= --strategy-option= --verify-signatures --no-verify-signatures --summary --no-summary --autostash --no-autostash --allow-unrelated-histories --rebase=? --no-rebase --all --append --atomic --depth= --deepen= --shallow-since= --shallow-exclude= --unshallow --update-shallow --force --keep --prune --no-tags --tags --jobs= --set-upstream --upload-pack=command --progress --no-progress --ipv4 --ipv6 --dry-run"
  ),
  merge: G(
    "-n -s= -X= -m= -F= -S=? -e -q -v --commit --no-commit --edit --no-edit --cleanup= --ff --no-ff --ff-only --gpg-sign=? --no-gpg-sign --log=? --no-log --signoff --no-signoff --stat --no-stat --squash --no-squash --verify --no-verify --strategy= --strategy-option= --verify-signatures --no-verify-signatures --summary --no-summary --quiet --verbose --progress --no-progress --autostash --no-autostash --allow-unrelated-histories --rerere-autoupdate --no-rerere-autoupdate --overwrite-ignore --no-overwrite-ignore --abort --quit --continue --into-name= --file= --message="
  ),
  "cherry-pick": G(
    "-e -x -r -m= -n -s -S=? --edit --cleanup= --mainline= --no-commit --signoff --gpg-sign=? --no-gpg-sign --ff --allow-empty --allow-empty-message --empty= --keep-redundant-commits --strategy= -X= --strategy-option= --rerere-autoupdate --no-rerere-autoupdate --continue --skip --quit --abort"
  ),
  revert: G(
    "-e -m= -n -s -S=? --edit --no-edit --cleanup= --mainline= --no-commit --signoff --gpg-sign=? --no-gpg-sign --strategy= -X= --strategy-option= --rerere-autoupdate --no-rerere-autoupdate --reference --continue --skip --quit --abort"
  ),
  rebase: G(
    "-i -x=command -r -m -s= -X= -q -v -n -f -C= -S=? --onto= --keep-base --continue --skip --abort --quit --edit-todo --show-current-patch --apply --merge --empty= --keep-empty --no-keep-empty --reapply-cherry-picks --no-reapply-cherry-picks --allow-empty-message --strategy= --strategy-option= --rerere-autoupdate --no-rerere-autoupdate --gpg-sign=? --no-gpg-sign --quiet --verbose --stat --no-stat --no-verify --verify --force-rebase --no-ff --fork-point --no-fork-point --ignore-whitespace --whitespace= --committer-date-is-author-date --ignore-date --reset-author-date --signoff --interactive --rebase-merges=? --no-rebase-merges --exec=command --root --autosquash --no-autosquash --autostash --no-autostash --reschedule-failed-exec --no-reschedule-failed-exec --update-refs --no-update-refs --context="
  ),
  checkout: G(
    "-q -f -b= -B= -t -l -d -m -p --quiet --progress --no-progress --force --ours --theirs --track=? --no-track --guess --no-guess --detach --orphan= --ignore-skip-worktree-bits --merge --conflict= --patch --ignore-other-worktrees --overwrite-ignore --no-overwrite-ignore --recurse-submodules --no-recurse-submodules --overlay --no-overlay --pathspec-from-file= --pathspec-file-nul"
  ),
  switch: G(
    "-c= -C= -d -f -m -q -t --create= --force-create= --detach --guess --no-guess --force --discard-changes --merge --conflict= --quiet --progress --no-progress --track=? --no-track --orphan= --ignore-other-worktrees --recurse-submodules --no-recurse-submodules"
  ),
  restore: G(
    "-s= -p -W -S -q -m --source= --patch --worktree --staged --quiet --progress --no-progress --ours --theirs --merge --conflict= --ignore-unmerged --ignore-skip-worktree-bits --recurse-submodules --no-recurse-submodules --overlay --no-overlay --pathspec-from-file= --pathspec-file-nul"
  ),
  reset: G(
    "-q -p -N --soft --mixed --hard --merge --keep --quiet --no-quiet --patch --recurse-submodules --no-recurse-submodules --pathspec-from-file= --pathspec-file-nul --no-refresh --refresh"
  ),
  clean: G("-d -f -i -n -q -x -X -e= --force --interactive --dry-run --quiet --exclude="),
  branch: G(
    "-d -D -f -m -M -c -C -l -a -r -v -vv -q -t -u= --delete --create-reflog --force --move --copy --color=? --no-color --column=? --no-column --list --remotes --all --verbose --quiet --abbrev=? --no-abbrev --track=? --no-track --set-upstream-to= --unset-upstream --edit-description --contains=? --no-contains=? --merged=? --no-merged=? --sort= --points-at= --format= --show-current --ignore-case --omit-empty --recurse-submodules"
  ),
  tag: G(
    "-a -s -u= -f -d -v -n=? -l -m= -F= -e -i --annotate --sign --no-sign --local-user= --force --delete --verify --list --sort= --color=? --ignore-case --omit-empty --column=? --no-column --contains=? --no-contains=? --merged=? --no-merged=? --points-at= --message= --file= --trailer= --edit --cleanup= --create-reflog --format="
  ),
  stash: G(
    `-p -k -u -a -q -m= -S --patch --keep-index --no-keep-index --include-untracked --no-include-untracked --all --quiet --message= --staged --index --pathspec-from-file= --pathspec-file-nul --only-untracked ${DIFF}`
  ),
  remote: G(
    "-v --verbose -t= -m= -f --tags --no-tags --mirror=? --push --add --delete --all --dry-run -n --auto"
  ),
  config: G(
    "--global --system --local --worktree -f= --file= --blob= --get --get-all --get-regexp --get-urlmatch --replace-all --add --unset --unset-all --rename-section --remove-section -l --list --fixed-value --type= --bool --int --bool-or-int --path --expiry-date --no-type -z --null --name-only --includes --no-includes --show-origin --show-scope --default= -e --edit --all --regexp --url= --value= --comment="
  ),
  clone: G(
    "-l -s -q -v -n -o= -b= -u=command -c= -j= --local --no-hardlinks --shared --reference= --reference-if-able= --dissociate --quiet --verbose --progress --server-option= --no-checkout --reject-shallow --no-reject-shallow --bare --sparse --filter= --also-filter-submodules --mirror --origin= --branch= --revision= --upload-pack=command --template=command --config= --depth= --shallow-since= --shallow-exclude= --single-branch --no-single-branch --no-tags --tags --recurse-submodules=? --shallow-submodules --no-shallow-submodules --remote-submodules --no-remote-submodules --separate-git-dir= --ref-format= --jobs= --bundle-uri="
  ),
  "checkout-index": G(
    "-u -f -a -q -n -z --index --force --all --quiet --no-create --stdin --temp --ignore-skip-worktree-bits --prefix= --stage="
  ),
  init: G(
    "-q -b= --quiet --bare --template=command --separate-git-dir= --object-format= --ref-format= --initial-branch= --shared=?"
  ),
  worktree: G(
    "-f -b= -B= -d -q -v -n --force --detach --checkout --no-checkout --lock --reason= --orphan --track --no-track --guess-remote --no-guess-remote --relative-paths --no-relative-paths --quiet --verbose --porcelain -z --expire= --dry-run"
  ),
  mv: G("-f -k -n -v --force --dry-run --verbose --sparse"),
  rm: G(
    "-f -n -r -q --force --dry-run --cached --ignore-unmatch --quiet --sparse --pathspec-from-file= --pathspec-file-nul"
  ),
  submodule: G(
    "-q -b= -f -N -r --quiet --cached --branch= --force --name= --reference= --depth= --init --remote --no-fetch --checkout --rebase --merge --recursive --jobs= --single-branch --no-single-branch --recommend-shallow --no-recommend-shallow --dissociate --progress --all --summary-limit= --files --for-status --filter="
  ),
  bisect: G("--term-old= --term-new= --term-good= --term-bad= --no-checkout --first-parent"),
  "format-patch": G(
    `${DIFF} ${REVS} -o=write -k -N -n -s -v= --output-directory=write --stdout --attach=? --inline=? --thread=? --no-thread --in-reply-to= --ignore-if-in-upstream --always --cover-from-description= --subject-prefix= --filename-max-length= --rfc=? --reroll-count= --to= --cc= --from=? --force-in-body-from --add-header= --cover-letter --no-cover-letter --signature= --no-signature --signature-file= --suffix= --numbered --no-numbered --start-number= --quiet --zero-commit --base= --progress --interdiff= --range-diff= --creation-factor= --notes=? --no-notes --signoff --keep-subject --description-file= --encode-email-headers`
  ),
  apply: G(
    "-p= -C= -R -v -q -z --stat --numstat --summary --check --index --intent-to-add --cached --3way --no-3way --ours --theirs --union --build-fake-ancestor= --reverse --reject --unidiff-zero --apply --no-add --allow-binary-replacement --binary --exclude= --include= --ignore-space-change --ignore-whitespace --whitespace= --inaccurate-eof --verbose --quiet --recount --directory= --unsafe-paths --allow-empty"
  ),
  am: G(
    "-s -k -3 -q -u -n -c -S=? -C= -p= --signoff --keep --keep-non-patch --keep-cr --no-keep-cr --scissors --no-scissors --quoted-cr= --empty= --message-id --no-message-id --quiet --utf8 --no-utf8 --3way --no-3way --rerere-autoupdate --no-rerere-autoupdate --ignore-space-change --ignore-whitespace --whitespace= --directory= --exclude= --include= --reject --patch-format= --interactive --no-verify --committer-date-is-author-date --ignore-date --skip --gpg-sign=? --no-gpg-sign --continue --resolved -r --resolvemsg= --abort --quit --retry --show-current-patch=? --allow-empty"
  ),
  reflog: G(
    `${REVS} --expire= --expire-unreachable= --rewrite --updateref --stale-fix --dry-run --verbose --all --single-worktree`
  ),
  archive: G(
    "-v -l -o=write --format= --list --verbose --prefix= --output=write --add-file= --add-virtual-file= --worktree-attributes --mtime= --remote= --exec=command -0 -1 -2 -3 -4 -5 -6 -7 -8 -9"
  ),
  gc: G(
    "--aggressive --auto --detach --no-detach --cruft --no-cruft --max-cruft-size= --prune=? --no-prune --quiet --force --keep-largest-pack"
  ),
  "update-ref": G("-m= -d --no-deref --create-reflog --stdin -z"),
  notes: G(
    "-f -m= -F= -c= -C= --ref= --force --message= --file= --reuse-message= --reedit-message= --allow-empty --stripspace --no-stripspace -n --dry-run -v --verbose -q --quiet --stdin --ignore-missing -s= --strategy= --commit --abort"
  ),
  "sparse-checkout": G(
    "--cone --no-cone --sparse-index --no-sparse-index --stdin --skip-checks --rules-file="
  ),
  maintenance: G("--auto --schedule= --quiet --task= --scheduler="),
  "pack-refs": G("--all --no-prune --auto --include= --exclude="),
  repack: G(
    "-a -A -d -f -F -q -n -l -b -m -k -i -g= --quiet --local --window= --depth= --threads= --max-pack-size= --write-bitmap-index --pack-kept-objects --keep-pack= --unpack-unreachable= --keep-unreachable --delta-islands --geometric= --write-midx --cruft --cruft-expiration= --filter= --filter-to="
  ),
  bundle: G("-q --quiet --progress --all --version="),
  rerere: G(""),
  lfs: G(
    "-I= -X= --include= --exclude= --all --everything --dry-run --skip-repo --local --system --force --manual --skip-smudge"
  ),
  "update-index": G(
    "--add --remove --refresh --really-refresh -q --ignore-submodules --unmerged --ignore-missing --assume-unchanged --no-assume-unchanged --skip-worktree --no-skip-worktree --chmod= --force-remove --replace --stdin -z --verbose --index-info --cacheinfo= --info-only --again --unresolve --index-version= --split-index --no-split-index --untracked-cache --no-untracked-cache --fsmonitor --no-fsmonitor --fsmonitor-valid --no-fsmonitor-valid"
  )
};

// src/core/classify/commands/patches.ts
var import_node_path6 = require("node:path");

// src/core/classify/commands/handler-specs.ts
var COMMON2 = "--help --version";
var S2 = (desc) => spec(`${desc} ${COMMON2}`, "data");
var COMPRESS = "-c -d -f -k -l -n -N -q -r -t -v -z -1 -2 -3 -4 -5 -6 -7 -8 -9 -T= -S= --stdout --to-stdout --decompress --uncompress --force --keep --list --no-name --name --quiet --recursive --test --verbose --fast --best --rsyncable --suffix= --threads= --synchronous --no-sparse --sparse --memory= --format= --check= --long=? --ultra --rm --no-progress --progress -o=write --output=write";
var SHELL = "+ -a -b -c -e -f -h -i -k -l -m -n -p -r -s -t -u -v -x -B -C -E -H -P -T -o= +o= -O= +O= +e +x +u --login --norc --noprofile --posix --verbose --restricted --noediting --debugger --dump-strings --dump-po-strings --pretty-print --protected --rcfile=command --init-file=command";
var AWK = "-F= -v= -f=read -e= -b -c -C -d=? -D=? -g -h -i=read -l= -L=? -M -n -N -o=?write -O -p=?write -P -r -s -S -t -V -W= --field-separator= --assign= --file=read --source= --characters-as-bytes --traditional --copyright --dump-variables=?write --debug=? --gen-pot --include=read --load= --lint=? --bignum --use-lc-numeric --non-decimal-data --pretty-print=?write --optimize --profile=?write --posix --re-interval --no-optimize --sandbox --lint-old --exec=read";
var MAKE = "-B -d -e -i -k -n -p -q -r -R -s -S -t -v -w -L -O=? -j=? -l=? -C=dir -f=dir -I=dir -o= -W= --always-make --debug=? --environment-overrides --eval=command --file=dir --makefile=dir --ignore-errors --include-dir=dir --jobs=? --keep-going --load-average=? --check-symlink-times --just-print --dry-run --recon --old-file= --assume-old= --output-sync=? --print-data-base --question --no-builtin-rules --no-builtin-variables --silent --quiet --no-silent --stop --no-keep-going --touch --trace --print-directory --no-print-directory --what-if= --new-file= --assume-new= --warn-undefined-variables --directory=dir --shuffle=?";
var PIP = "-r=read -c=read -e= -t=write -d=write -i=host -f=host -U -q -v -y -I -l --requirement=read --constraint=read --editable= --target=write --dest=write --index-url=host --extra-index-url=host --find-links=host --no-index --upgrade --upgrade-strategy= --force-reinstall --ignore-installed --no-deps --no-cache-dir --cache-dir=write --user --root=write --prefix=write --pre --quiet --verbose --yes --no-build-isolation --no-binary= --only-binary= --prefer-binary --require-hashes --hash= --python= --platform= --python-version= --implementation= --abi= --dry-run --report=write --progress-bar= --disable-pip-version-check --no-input --timeout= --retries= --proxy=host --trusted-host= --cert=read --client-cert=read --break-system-packages --no-warn-script-location --no-compile --compile --src=write --outdated --uptodate --local --not-required --format= --exclude= --all --files --json --isolated --no-color --log=write --exists-action= --use-pep517 --no-use-pep517 --config-settings= --global-option= --check-build-dependencies --group= --list --path= --exclude-editable --include-editable --no-python-version-warning";
var CARGO = "-p= -j= -r -v -q -F= -Z= -C= -h -V -D= -W= -A= --package= --workspace --all --exclude= --lib --bin= --bins --example= --examples --test= --tests --bench= --benches --all-targets --features= --all-features --no-default-features --release --profile= --target= --target-dir=write --manifest-path=read --message-format= --jobs= --keep-going --locked --offline --frozen --verbose --quiet --color= --config= --no-run --no-fail-fast --doc --no-deps --open --document-private-items --check --fix --allow-dirty --allow-staged --allow-no-vcs --broken-code --edition --edition-idioms --timings=? --future-incompat-report --ignore-rust-version --unit-graph --out-dir=write --artifact-dir=write --precise= --recursive --aggressive --dry-run --path= --git= --branch= --tag= --rev= --registry=host --index=host --root=write --force --list --version --help --all-features --dev --build --optional --rename= --name= --vcs= --edition= --exact --quiet --verbose --limit= -i= --invert= -e= --edges= --depth= --prefix= --no-dedupe -d --duplicates --charset= --format= --format-version= --filter-platform=";
var GO = "- -o=write -v -x -n -a -race -msan -asan -cover -covermode= -coverpkg= -coverprofile=write -count= -run= -bench= -benchmem -benchtime= -timeout= -short -failfast -parallel= -p= -tags= -ldflags= -gcflags= -asmflags= -trimpath -mod= -modfile=read -buildvcs= -buildmode= -work -json -u -d -t -insecure!command -C= -cpu= -list= -skip= -shuffle= -fuzz= -fuzztime= -fuzzminimizetime= -vet= -exec=command -toolexec=command -overlay=read -pgo= -cpuprofile=write -memprofile=write -blockprofile=write -mutexprofile=write -outputdir=write -trace=write -coverprofile=write -f= -m -e -deps -find -export -c -compiled -test -w -l -s -r= -modcacherw -cache -testcache -modcache -fuzzcache -i -fix -all -h -help -require= -droprequire= -exclude= -dropexclude= -retract= -dropretract= -go= -toolchain= -module= -fmt -print -func=read -html=read -versions -retracted -reuse=read";
var RSYNC = "-a -r -v -z -P -h -n -u -l -L -p -t -g -o -D -c -q -i -R -H -A -X -S -W -x -b -C -0 -4 -6 -e=command -f= -T=write -B= --archive --recursive --verbose --compress --progress --partial --human-readable --dry-run --update --links --copy-links --perms --times --group --owner --devices --specials --checksum --quiet --itemize-changes --relative --hard-links --acls --xattrs --sparse --whole-file --one-file-system --backup --cvs-exclude --from0 --delete --delete-before --delete-after --delete-during --delete-delay --delete-excluded --del --remove-source-files --ignore-existing --existing --size-only --ignore-times --no-perms --no-owner --no-group --no-times --stats --info= --exclude= --include= --filter= --files-from=read --exclude-from=read --include-from=read --backup-dir=write --temp-dir=write --partial-dir= --log-file=write --chmod= --chown= --rsh=command --rsync-path=command --bwlimit= --timeout= --contimeout= --max-size= --min-size= --max-delete= --suffix= --mkpath --append --append-verify --inplace --safe-links --copy-unsafe-links --munge-links --no-implied-dirs --prune-empty-dirs --omit-dir-times --numeric-ids --checksum-choice= --compress-level= --port= --password-file=read --out-format= --list-only";
var WGET = "-q -v -N -c -r -k -p -x -m -S -E -4 -6 -nv -nc -nd -nH -np -l= -O=write -o=write -a=write -P=write -t= -T= -w= -U= -e=command -i=read -B= -Q= -A= -R= -D= --quiet --verbose --no-verbose --timestamping --continue --recursive --level= --convert-links --page-requisites --no-parent --no-directories --no-host-directories --force-directories --mirror --server-response --spider --output-document=write --output-file=write --append-output=write --directory-prefix=write --tries= --timeout= --wait= --user-agent= --header= --post-data= --post-file=read --body-data= --body-file=read --method= --user= --password= --http-user= --http-password= --no-check-certificate --ca-certificate=read --certificate=read --private-key=read --execute=command --input-file=read --base= --quota= --limit-rate= --no-clobber --content-disposition --trust-server-names --show-progress --progress= --max-redirect= --accept= --reject= --domains= --exclude-domains= --span-hosts --load-cookies=read --save-cookies=write --keep-session-cookies --no-cache --no-proxy --inet4-only --inet6-only --https-only --compression= --retry-connrefused --waitretry= --random-wait --delete-after --adjust-extension --backups= --no-config --config=read --use-askpass=command --read-timeout= --connect-timeout= --dns-timeout= --no-dns-cache --ignore-case --no-http-keep-alive --auth-no-challenge";
var DECLARE = "-a -A -f -F -g -i -l -n -r -t -u -x -p -I";
var HTTPIE = "-v --verbose -h --headers -b --body -p= --print= --pretty= -s= --style= -j --json -f --form -F --follow --check-status --timeout= -I --ignore-stdin -q --quiet --offline";
var HANDLER_SPECS = {
  // Single-level tools whose handler allows reads only: their whole option set as allowed.
  ping: S2("-c= -i= -W= -w= -s= -t= -q -n -4 -6 -D -O"),
  // netcat's port probe only (network.ts): every other option is a raw connection's, grey.
  nc: S2("-z -v -n -4 -6 -w= -G="),
  ncat: S2("-z -v -n -4 -6 -w="),
  netcat: S2("-z -v -n -4 -6 -w="),
  ping6: S2("-c= -i= -W= -w= -s= -t= -q -n -D -O"),
  dig: S2(
    "-t= -c= -x= -4 -6 -p= +short +noall +answer +trace +nocmd +nocomments +stats +nostats +multiline +dnssec"
  ),
  nslookup: S2("-type= -query= -debug -timeout= -port="),
  host: S2("-t= -a -v -4 -6 -W= -c= -C -r -T -s"),
  drill: S2("-t -x -4 -6 -D -S -T -p="),
  traceroute: S2("-n -q= -w= -m= -f= -I -T -U -4 -6 -p="),
  tracepath: S2("-n -b -l= -m= -p= -4 -6"),
  mtr: S2(
    "-r --report -w --report-wide -c= --report-cycles= -n --no-dns -b --show-ips -4 -6 -T --tcp -u --udp -j --json"
  ),
  whois: S2("-H -p= -a -r"),
  crontab: S2("-l"),
  code: S2(
    "-r --reuse-window -n --new-window -g --goto -d --diff -w --wait --list-extensions --show-versions"
  ),
  yq: S2(
    "-r --raw-output -o= --output-format= -p= --input-format= -e --exit-status -C --colors -M --no-colors -I= --indent= -P --prettyPrint -j --tojson -N --no-doc -0 --nul-output -s= --split-exp= --expression= --from-file=read -n --null-input --unwrapScalar=? --header-preprocess=? -v --verbose -i --inplace"
  ),
  http: S2(HTTPIE),
  dpkg: S2(
    "-l --list -L --listfiles -s --status -S --search -p --print-avail --print-architecture -W --show -f= --showformat="
  ),
  https: S2(HTTPIE),
  xh: S2(HTTPIE),
  cd: S2("-L -P -e -@"),
  disown: S2("-a -h -r"),
  set: S2("-a -b -e -f -h -k -m -n -p -t -u -v -x -B -C -E -H -P -T -o="),
  shopt: S2("-s -u -p -q -o"),
  patch: S2(
    "-R -N -f -s -t -u -c -e -n -E -l -b -Z -T -p= -F= -i=read -o=write -d=dir -r=write -B= -V= -z= -D= --strip= --reverse --forward --force --silent --quiet --batch --unified --context --ed --normal --remove-empty-files --ignore-whitespace --backup --input=read --output=write --directory=dir --reject-file=write --dry-run --verbose --binary --no-backup-if-mismatch --backup-if-mismatch --merge=? --posix --suffix= --version-control= --follow-symlinks --fuzz= --set-utc --set-time --quoting-style= --reject-format= --read-only="
  ),
  pushd: S2("-n #"),
  popd: S2("-n #"),
  export: S2("-f -n -p"),
  declare: S2(DECLARE),
  typeset: S2(DECLARE),
  local: S2(DECLARE),
  readonly: S2("-a -A -f -p"),
  unset: S2("-f -v -n"),
  read: S2("-a= -d= -e -i= -n= -N= -p= -r -s -t= -u="),
  mapfile: S2("-d= -n= -O= -s= -t -u= -C= -c="),
  readarray: S2("-d= -n= -O= -s= -t -u= -C= -c="),
  trap: S2("-l -p -P"),
  kill: spec(
    "- # -s= -n= -l -L -HUP -INT -QUIT -KILL -TERM -USR1 -USR2 -STOP -CONT -ALRM -CHLD -PIPE -WINCH -SIGHUP -SIGINT -SIGQUIT -SIGKILL -SIGTERM -SIGUSR1 -SIGUSR2 -SIGSTOP -SIGCONT -SIGALRM -SIGCHLD -SIGPIPE -SIGWINCH",
    "data"
  ),
  pip: S2(PIP),
  pip3: S2(PIP),
  cargo: S2(CARGO),
  go: S2(GO),
  rsync: S2(RSYNC),
  wget: S2(WGET),
  make: S2(MAKE),
  gmake: S2(MAKE),
  rm: S2(
    "-f -i -I -r -R -d -v --force --interactive=? --one-file-system --no-preserve-root --preserve-root=? --recursive --dir --verbose"
  ),
  rmdir: S2("-p -v --ignore-fail-on-non-empty --parents --verbose"),
  unlink: S2(""),
  mkdir: S2("-p -v -m= -Z --parents --verbose --mode= --context=?"),
  touch: S2("-a -c -h -m -f -d= -r=read -t= --no-create --no-dereference --date= --reference=read --time="),
  tee: S2("-a -i -p --append --ignore-interrupts --output-error=?"),
  cp: S2(
    "-a -b -d -f -i -H -l -L -n -P -p -R -r -s -T -u -v -x -Z -t=write --archive --attributes-only --backup=? --copy-contents --debug --force --interactive --link --dereference --no-clobber --no-dereference --preserve=? --no-preserve= --parents --recursive --reflink=? --remove-destination --sparse= --strip-trailing-slashes --symbolic-link --suffix= -S= --target-directory=write --no-target-directory --update=? --verbose --one-file-system --context=? --keep-directory-symlink"
  ),
  mv: S2(
    "-b -f -i -n -T -u -v -Z -t=write -S= --backup=? --force --interactive --no-clobber --no-copy --strip-trailing-slashes --suffix= --target-directory=write --no-target-directory --update=? --verbose --context --exchange"
  ),
  ln: S2(
    "-b -d -F -f -i -L -n -P -r -s -T -v -t=write -S= --backup=? --directory --force --interactive --logical --no-dereference --physical --relative --symbolic --suffix= --target-directory=write --no-target-directory --verbose"
  ),
  install: S2(
    "-b -C -c -d -D -p -s -v -Z -g= -m= -o= -t=write -S= --backup=? --compare --directory --group= --mode= --owner= --preserve-timestamps --strip --strip-program=command --suffix= --target-directory=write --no-target-directory --verbose --preserve-context --context=?"
  ),
  chmod: S2(
    "-c -f -v -R --changes --silent --quiet --verbose --no-preserve-root --preserve-root --reference=read --recursive"
  ),
  chown: S2(
    "-c -f -v -h -R -H -L -P --changes --silent --quiet --verbose --dereference --no-dereference --from= --no-preserve-root --preserve-root --reference=read --recursive"
  ),
  chgrp: S2(
    "-c -f -v -h -R -H -L -P --changes --silent --quiet --verbose --dereference --no-dereference --no-preserve-root --preserve-root --reference=read --recursive"
  ),
  truncate: S2("-c -o -s= -r=read --no-create --io-blocks --size= --reference=read"),
  shred: S2(
    "-f -n= -s= -u -v -x -z --force --iterations= --random-source=read --size= --remove=? --verbose --exact --zero"
  ),
  sed: S2(
    "-n -E -r -s -u -z -i=? -e= -f=read -l= --quiet --silent --regexp-extended --separate --unbuffered --null-data --in-place=? --expression= --file=read --line-length= --posix --debug --sandbox --follow-symlinks -b --binary"
  ),
  sort: S2(
    "-b -d -f -g -i -M -h -n -R -r -V -c -C -m -s -u -z -k= -t= -o=write -S= -T=write --ignore-leading-blanks --dictionary-order --ignore-case --general-numeric-sort --ignore-nonprinting --month-sort --human-numeric-sort --numeric-sort --random-sort --reverse --version-sort --check=? --merge --stable --unique --zero-terminated --key= --field-separator= --output=write --buffer-size= --temporary-directory=write --parallel= --batch-size= --files0-from=read --random-source=read --sort= --debug --compress-program=command"
  ),
  uniq: S2(
    "-c -d -D -i -u -z -f= -s= -w= --count --repeated --all-repeated=? --group=? --ignore-case --unique --zero-terminated --skip-fields= --skip-chars= --check-chars="
  ),
  awk: S2(AWK),
  gawk: S2(AWK),
  mawk: S2(AWK),
  nawk: S2(AWK),
  tar: S2(
    "-c -x -t -r -u -A -d -z -j -J -Z -a -v -k -m -o -p -P -h -O -S -W -U -B -G -i -l -M -n -s -w -f= -C= -T=read -X=read -I=command -b= -H= -g=write -V= -K= -N= -L= -F=command --create --extract --get --list --append --update --catenate --concatenate --delete --diff --compare --gzip --gunzip --bzip2 --xz --lzma --lzip --lzop --zstd --compress --auto-compress --verbose --keep-old-files --keep-newer-files --skip-old-files --overwrite --overwrite-dir --unlink-first --recursive-unlink --no-overwrite-dir --touch --preserve-permissions --same-permissions --no-same-permissions --same-owner --no-same-owner --numeric-owner --absolute-names --dereference --hard-dereference --to-stdout --sparse --verify --ignore-zeros --ignore-failed-read --one-file-system --no-recursion --recursion --wildcards --no-wildcards --anchored --no-anchored --null --no-null --totals=? --checkpoint=? --show-transformed-names --strip-components= --exclude= --exclude-vcs --exclude-vcs-ignores --exclude-caches --exclude-backups --exclude-tag= --exclude-from=read --files-from=read --file= --directory= --format= --owner= --group= --mode= --mtime= --sort= --transform= --xform= --blocking-factor= --record-size= --label= --newer= --after-date= --newer-mtime= --occurrence=? --warning= --index-file=write --level= --listed-incremental=write --use-compress-program=command --to-command=command --checkpoint-action=command --info-script=command --new-volume-script=command --rsh-command=command --acls --no-acls --xattrs --no-xattrs --selinux --no-selinux --posix --full-time --utc --quoting-style= --no-auto-compress"
  ),
  gzip: S2(COMPRESS),
  gunzip: S2(COMPRESS),
  bzip2: S2(COMPRESS),
  bunzip2: S2(COMPRESS),
  xz: S2(COMPRESS),
  unxz: S2(COMPRESS),
  zstd: S2(COMPRESS),
  unzstd: S2(COMPRESS),
  lz4: S2(COMPRESS),
  zip: S2(
    "-r -j -q -v -m -u -f -d -y -D -X -0 -1 -2 -3 -4 -5 -6 -7 -8 -9 -e -T -o -l -ll -A -F -FF -R -S -@ -x= -i= -b=write -n= -P= -TT=command -Z= -t= -tt= --recurse-paths --junk-paths --quiet --verbose --move --update --freshen --delete --symlinks --no-dir-entries --no-extra --encrypt --test --exclude= --include= --password= --unzip-command=command"
  ),
  unzip: S2("-l -t -z -v -o -n -q -qq -j -C -L -a -aa -b -u -f -X -K -P= -d= -x="),
  xxd: S2(
    "-a -b -C -e -E -i -p -ps -r -u -d -R= -c= -g= -l= -o= -s= -n= --autoskip --bits --capitalize --include --plain --revert --uppercase"
  ),
  csplit: S2(
    "-b= -f= -n= -k -s -q -z --suffix-format= --prefix= --digits= --keep-files --quiet --silent --elide-empty-files --suppress-matched"
  ),
  split: S2(
    "-a= -b= -C= -l= -n= -t= -d -x -e -u --suffix-length= --additional-suffix= --bytes= --line-bytes= --lines= --number= --separator= --numeric-suffixes=? --hex-suffixes=? --elide-empty-files --unbuffered --verbose --filter=command"
  ),
  sh: spec(SHELL, "data"),
  bash: spec(SHELL, "data"),
  dash: spec(SHELL, "data"),
  zsh: spec(`${SHELL} -d -g -y -Z -N --no-rcs --emulate=`, "data"),
  ksh: spec(SHELL, "data")
};

// src/core/classify/commands/patches.ts
function unquote2(s) {
  if (!s.startsWith('"')) return null;
  let out = "";
  for (let i = 1; i < s.length; i++) {
    const c = s[i];
    if (c === '"') return { name: out, rest: s.slice(i + 1) };
    if (c !== "\\") {
      out += c;
      continue;
    }
    const n = s[++i];
    if (n === void 0) return null;
    const simple = {
      n: "\n",
      t: "	",
      '"': '"',
      "\\": "\\",
      a: "\x07",
      b: "\b",
      f: "\f",
      r: "\r",
      v: "\v"
    };
    if (simple[n] !== void 0) out += simple[n];
    else if (/[0-7]/.test(n)) {
      const oct = /^[0-7]{1,3}/.exec(s.slice(i))[0];
      out += String.fromCharCode(Number.parseInt(oct, 8));
      i += oct.length - 1;
    } else return null;
  }
  return null;
}
function headerName(rest) {
  const q = unquote2(rest);
  if (q) return q.name;
  if (rest.startsWith('"')) return null;
  const name = rest.split("	")[0].replace(/\s+$/, "");
  return name === "" ? null : name;
}
function shortName(name) {
  if (name === null) return null;
  const cut = name.split(/\s/)[0];
  return cut !== name && cut !== "" && cut !== "/dev/null" ? cut : null;
}
var HUNK = /^@@ -\d+(?:,(\d+))? \+\d+(?:,(\d+))? @@/;
function readPatch(text) {
  const lines = text.split("\n").map((l) => l.replace(/\r$/, ""));
  const sections = [];
  let cur = null;
  let gitHeader = null;
  let index = null;
  const fresh = () => ({
    old: null,
    new: null,
    renamed: false,
    copied: false,
    bare: { old: false, new: false },
    created: false,
    deleted: false,
    binary: false,
    hunks: [],
    alts: []
  });
  const close = () => {
    if (cur && gitHeader !== null && (cur.old === null || cur.new === null)) {
      if (!(cur.old === null && cur.created) && !(cur.new === null && cur.deleted)) {
        if (cur.old === null && cur.new === null) {
          const both = headerPair(gitHeader);
          if (both === null)
            return `the header \`diff --git ${gitHeader}\` names no file this reader can split`;
          if (!cur.created) cur.old = both[0];
          if (!cur.deleted) cur.new = both[1];
        }
      }
      if (cur.created && cur.new === null) {
        const both = headerPair(gitHeader);
        if (both === null)
          return `the header \`diff --git ${gitHeader}\` names no file this reader can split`;
        cur.new = both[1];
      }
      if (cur.deleted && cur.old === null) {
        const both = headerPair(gitHeader);
        if (both === null)
          return `the header \`diff --git ${gitHeader}\` names no file this reader can split`;
        cur.old = both[0];
      }
    }
    if (cur) sections.push(cur);
    cur = null;
    gitHeader = null;
    return null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.startsWith("diff --git ")) {
      const err2 = close();
      if (err2) return { error: err2 };
      cur = fresh();
      gitHeader = line.slice("diff --git ".length);
      continue;
    }
    if (line.startsWith("--- ") && lines[i + 1]?.startsWith("+++ ")) {
      if (cur === null || gitHeader === null || cur.hunks.length > 0 || cur.binary) {
        const err2 = close();
        if (err2) return { error: err2 };
        cur = fresh();
      }
      const sec = cur;
      const o = headerName(line.slice(4));
      const n = headerName(lines[i + 1].slice(4));
      if (o === null || n === null) return { error: `the file header \`${line}\` names no file` };
      for (const alt of [shortName(o), shortName(n), index]) if (alt !== null) sec.alts.push(alt);
      index = null;
      if (o === "/dev/null") sec.created = true;
      else {
        sec.old = o;
        sec.bare.old = false;
      }
      if (n === "/dev/null") sec.deleted = true;
      else {
        sec.new = n;
        sec.bare.new = false;
      }
      i++;
      continue;
    }
    const m = HUNK.exec(line);
    if (m) {
      if (cur === null || cur.old === null && cur.new === null)
        return { error: `a hunk (\`${line.slice(0, 40)}\`) comes before any file header` };
      let oldLeft = m[1] === void 0 ? 1 : Number(m[1]);
      let newLeft = m[2] === void 0 ? 1 : Number(m[2]);
      const hunk = { old: [], new: [] };
      while (oldLeft > 0 || newLeft > 0) {
        const l = lines[++i];
        if (l === void 0) return { error: `a hunk of ${cur.new ?? cur.old} ends before its lines do` };
        if (l.startsWith("\\")) continue;
        const c = l === "" ? " " : l[0];
        const body = l.slice(1);
        if (c === " " && oldLeft > 0 && newLeft > 0) {
          hunk.old.push(body);
          hunk.new.push(body);
          oldLeft--;
          newLeft--;
        } else if (c === "-" && oldLeft > 0) {
          hunk.old.push(body);
          oldLeft--;
        } else if (c === "+" && newLeft > 0) {
          hunk.new.push(body);
          newLeft--;
        } else
          return {
            error: `a hunk of ${cur.new ?? cur.old} holds a line that does not fit its counts (\`${l.slice(0, 40)}\`)`
          };
      }
      while (lines[i + 1]?.startsWith("\\")) i++;
      cur.hunks.push(hunk);
      continue;
    }
    if (cur && gitHeader !== null && cur.hunks.length === 0) {
      const ext = /^(old mode|new mode|deleted file mode|new file mode|copy from|copy to|rename from|rename to|rename old|rename new|similarity index|dissimilarity index|index) ?(.*)$/.exec(
        line
      );
      if (ext) {
        const [, key2, value] = ext;
        const name = () => unquote2(value)?.name ?? (value === "" ? null : value);
        if (key2 === "new file mode") cur.created = true;
        else if (key2 === "deleted file mode") cur.deleted = true;
        else if (/^(copy|rename) (from|old)$/.test(key2) || /^(copy|rename) (to|new)$/.test(key2)) {
          const v = name();
          if (v === null) return { error: `\`${line}\` names no file` };
          if (key2.startsWith("copy")) cur.copied = true;
          else cur.renamed = true;
          if (/(from|old)$/.test(key2)) {
            cur.old = v;
            cur.bare.old = true;
          } else {
            cur.new = v;
            cur.bare.new = true;
          }
        }
        continue;
      }
      if (line === "GIT binary patch" || /^Binary files .* differ$/.test(line)) {
        cur.binary = true;
        continue;
      }
    }
    const idx = /^Index: (.+)$/.exec(line);
    if (idx) {
      index = idx[1].trim();
      continue;
    }
    if (/^(---|\+\+\+) \S/.test(line))
      return { error: `the line \`${line.slice(0, 60)}\` is a lone file header` };
    if (line.startsWith("*** ") && lines[i + 1]?.startsWith("--- "))
      return {
        error: "the patch holds a context diff (`***`/`---` headers), which this reader does not follow"
      };
    if (/^\*{15}/.test(line)) return { error: "the patch holds a context diff hunk" };
    if (/^\d+(,\d+)?[acd]\d+(,\d+)?$/.test(line) || /^\d+(,\d+)?[acdi]$/.test(line))
      return {
        error: `the patch holds a normal or ed diff command (\`${line}\`), which this reader does not follow`
      };
  }
  const err = close();
  if (err) return { error: err };
  if (sections.length === 0)
    return { error: "the text holds no file header (`--- a/x`/`+++ b/x` or `diff --git`)" };
  return { sections };
}
function headerPair(h) {
  const q1 = unquote2(h);
  if (q1) {
    const rest = q1.rest.replace(/^ +/, "");
    const q2 = unquote2(rest);
    const second = q2 ? q2.name : rest;
    return second === "" ? null : [q1.name, second];
  }
  for (let k = h.indexOf(" "); k !== -1; k = h.indexOf(" ", k + 1)) {
    const a = h.slice(0, k);
    const b = h.slice(k + 1);
    const tail = (s) => s.slice(s.indexOf("/") + 1);
    if (a.includes("/") && b.includes("/") && tail(a) === tail(b)) return [a, b];
  }
  return null;
}
function strip(name, n) {
  let s = name;
  for (let k = 0; k < n; k++) {
    const cut = s.indexOf("/");
    if (cut === -1) return null;
    s = s.slice(cut).replace(/^\/+/, "");
  }
  return s === "" ? null : s;
}
var joinedText = (lines) => lines.length === 0 ? "" : `${lines.join("\n")}
`;
function judgePatchText(text, o, a, via) {
  if (text.includes(DYN)) {
    a.grey(
      "patch_unknown",
      `${via} applies a patch whose text holds expansions that cannot be known before it runs`
    );
    return;
  }
  const read4 = readPatch(text);
  if ("error" in read4) {
    a.grey("patch_unreadable", `${via} applies a patch forge-gate cannot read: ${read4.error}`);
    return;
  }
  for (const sec of read4.sections) {
    const s = o.reverse ? {
      ...sec,
      old: sec.new,
      new: sec.old,
      bare: { old: sec.bare.new, new: sec.bare.old },
      created: sec.deleted,
      deleted: sec.created,
      hunks: sec.hunks.map((h) => ({ old: h.new, new: h.old }))
    } : sec;
    const names = (raw, bare) => {
      if (raw === null) return [];
      let found;
      if (o.strip === null) {
        found = [import_node_path6.posix.basename(raw), raw];
      } else if (bare) {
        const n = Math.max(o.strip - 1, 0);
        const st = strip(raw, n);
        if (st === null) return "short";
        const full = o.tool === "patch" ? strip(raw, o.strip) : null;
        found = full === null ? [st] : [st, full];
      } else {
        const st = strip(raw, o.strip);
        if (st === null) return "short";
        found = [st];
      }
      return [...new Set(found.map((f) => o.dir && !f.startsWith("/") ? import_node_path6.posix.join(o.dir, f) : f))];
    };
    const olds = names(s.old, s.bare.old);
    const news = names(s.new, s.bare.new);
    if (olds === "short" || news === "short") {
      a.grey("patch_unreadable", `${via}: a name in the patch has fewer components than -p${o.strip} strips`);
      return;
    }
    const put = (path, op, change3) => {
      const spellings = path.startsWith("/") || o.tool !== "git" ? [path] : gitSpellings(path, a);
      for (const at2 of spellings) {
        if (o.indexOnly) a.indexWrite(lit(at2), op, `${via} --cached`);
        else {
          a.write(lit(at2), op, via, change3);
          for (const ext of o.siblings) a.write(lit(`${at2}${ext}`), "write", via, { kind: "unknown" });
        }
      }
    };
    if (s.deleted) {
      for (const p of olds) put(p, "delete", { kind: "delete" });
      continue;
    }
    let change2;
    if (s.binary || s.renamed || s.copied) change2 = { kind: "unknown" };
    else if (s.created) change2 = { kind: "whole", text: s.hunks.map((h) => joinedText(h.new)).join("") };
    else {
      const edits2 = s.hunks.filter((h) => h.old.length + h.new.length > 0).map((h) => ({ old: h.old.join("\n"), new: h.new.join("\n"), all: false }));
      change2 = edits2.length > 0 ? { kind: "edits", edits: edits2 } : { kind: "unknown" };
    }
    if (s.renamed) {
      for (const p of olds) if (!news.includes(p)) put(p, "delete", { kind: "delete" });
    }
    if (!s.renamed && !s.copied && !s.created) {
      for (const p of olds) if (!news.includes(p)) put(p, "write", change2);
    }
    for (const p of news) put(p, "write", change2);
    for (const alt of s.alts) {
      const more = names(alt, false);
      if (more === "short") continue;
      for (const p of more) if (!news.includes(p) && !olds.includes(p)) put(p, "write", { kind: "unknown" });
    }
  }
}
function judgePatchInput(files, stdin, o, a, via) {
  a.fx.readOnly = false;
  const fromStdin = files.length === 0 || files.some((f) => !f.dyn && f.s === "-");
  const named = files.filter((f) => f.dyn || f.s !== "-");
  if (named.length > 0) {
    a.grey(
      "patch_unknown",
      `${via} applies the patch in ${show(named[0])}, whose text the call does not show: what it writes cannot be known`
    );
    return;
  }
  if (fromStdin) {
    if (stdin === null || stdin.text === null) {
      const from = stdin === null ? "its standard input" : stdin.via;
      a.grey(
        "patch_unknown",
        `${via} applies a patch from ${from}, whose text the call does not show: what it writes cannot be known`
      );
      return;
    }
    judgePatchText(stdin.text, o, a, via);
  }
}
function gitSpellings(path, a) {
  const out = [path];
  for (const { pwd, top: known } of a.repoTops()) {
    if (pwd === null) continue;
    const top = known ?? (pwd === a.ctx.cwd ? null : a.ctx.cwd);
    if (top !== null && top !== pwd) out.push(import_node_path6.posix.join(top, path));
  }
  return [...new Set(out)];
}
function stripOf(v, a, via) {
  if (v === null) return null;
  if (v.dyn || !/^\d+$/.test(v.s)) {
    a.grey("patch_unknown", `${via} strips a number of components that cannot be known (${show(v)})`);
    return void 0;
  }
  return Number(v.s);
}
H.patch = (args, a, io) => {
  const via = "`patch`";
  const p = parseSpec(args, HANDLER_SPECS.patch);
  if (has(p, "-e", "--ed")) {
    a.grey("patch_unknown", `${via} -e runs \`ed\` on the patch, whose commands can run programs`);
    return null;
  }
  if (has(p, "--dry-run")) return null;
  const out = optValue(p, "-o", "--output");
  const rej = optValue(p, "-r", "--reject-file");
  const dir = optValue(p, "-d", "--directory");
  if (dir?.dyn) {
    a.grey("dynamic_target", `${via} -d changes to a directory that cannot be known before it runs`);
    return null;
  }
  const strip2 = stripOf(optValue(p, "-p", "--strip"), a, via);
  if (strip2 === void 0) return null;
  const input = optValue(p, "-i", "--input") ?? p.positional[1] ?? null;
  const target2 = p.positional[0] ?? null;
  a.fx.readOnly = false;
  for (const pre of optValues(p, "-B", "--prefix", "-Y", "--basename-prefix")) {
    if (pre.dyn)
      a.grey("dynamic_target", `${via} writes backups below a prefix that cannot be known before it runs`);
    else if (pre.s.includes("/")) a.write(lit(import_node_path6.posix.dirname(`${pre.s}x`)), "rwrite", `${via} (its backups)`);
  }
  const run = () => {
    if (target2 && !out) {
      a.write(target2, "write", via, { kind: "unknown" });
      if (!rej) a.write({ ...target2, s: `${target2.s}.rej` }, "write", via, { kind: "unknown" });
      a.write({ ...target2, s: `${target2.s}.orig` }, "write", via, { kind: "unknown" });
      return;
    }
    if (target2) return;
    const siblings = out ? [] : rej ? [".orig"] : [".rej", ".orig"];
    const o = { tool: "patch", strip: strip2, dir: null, reverse: false, siblings, indexOnly: false };
    const before = a.fx.writes.length;
    judgePatchInput(input ? [input] : [], io.stdin, o, a, via);
    if (out) a.fx.writes.splice(before);
  };
  if (dir) a.inDir(dir, run);
  else run();
  return null;
};
var AM_CONTROL = [
  "--abort",
  "--quit",
  "--skip",
  "--continue",
  "--resolved",
  "-r",
  "--retry",
  "--show-current-patch"
];
function gitPatch(sub, p, a, via, stdin) {
  if (sub === "am" && has(p, ...AM_CONTROL)) return;
  if (sub === "apply" && has(p, "--check", "--stat", "--numstat", "--summary") && !has(p, "--apply")) {
    const fake = optValue(p, "--build-fake-ancestor");
    if (fake) a.write(fake, "write", `${via} --build-fake-ancestor`);
    return;
  }
  const strip2 = stripOf(optValue(p, "-p"), a, via);
  if (strip2 === void 0) return;
  const dir = optValue(p, "--directory");
  if (dir?.dyn) {
    a.grey("dynamic_target", `${via} --directory names a directory that cannot be known before it runs`);
    return;
  }
  const o = {
    tool: "git",
    strip: strip2 ?? 1,
    dir: dir ? dir.s : null,
    reverse: sub === "apply" && has(p, "-R", "--reverse"),
    siblings: sub === "apply" && has(p, "--reject") ? [".rej"] : [],
    indexOnly: sub === "apply" && has(p, "--cached")
  };
  if (sub === "apply" && has(p, "--cached", "--index", "-3", "--3way", "--intent-to-add", "-N"))
    a.project(via);
  judgePatchInput(p.positional, stdin, o, a, via);
}

// src/core/classify/commands/git.ts
var GIT_READ = new Set(
  "status log diff show blame annotate shortlog describe rev-parse rev-list ls-files ls-tree ls-remote cat-file grep whatchanged name-rev merge-base for-each-ref show-ref show-branch count-objects var verify-commit verify-tag check-ignore check-attr check-ref-format version help cherry range-diff diff-tree diff-files diff-index fsck get-tar-commit-id column instaweb-status".split(
    " "
  )
);
var GIT_WRITE_OK = new Set(
  "add commit fetch pull merge cherry-pick revert init am format-patch notes bisect sparse-checkout lfs submodule mergetool-status rerere archive bundle gc prune-packed repack pack-refs maintenance-run citool apply switch".split(
    " "
  )
);
var DANGEROUS_GIT_CONFIG = /^(https?\.proxy|http\.(.*\.)?(proxy|sslverify|sslcainfo|sslcert|extraheader|cookiefile)|core\.(hookspath|fsmonitor|sshcommand|pager|editor|askpass|gitproxy|attributesfile|excludesfile|worktree|alternaterefscommand)|submodule\..*\.update|init\.templatedir|trace2\..*|alias\..*|filter\..*|diff\.external|diff\..*\.(textconv|command)|(diff|merge)tool\..*|(diff|merge)\.(tool|guitool)|merge\..*\.driver|credential\..*|include\.path|includeif\..*|url\..*\.insteadof|protocol\..*|uploadpack\..*|receive\..*|sequence\.editor|gpg\.(.*\.)?program|interactive\.difffilter|(web|browser|man)\..*|pager\..*|http\..*\.proxy|remote\..*\.(uploadpack|receivepack))$/i;
function harmlessGitConfig(key2, value) {
  if (value === null || value.includes(DYN)) return false;
  const k = key2.toLowerCase();
  const v = value.trim();
  if (/^(core\.pager|pager\..+)$/.test(k)) return /^(cat|more|less(\s+-[A-Za-z]+)*|true|false|)$/.test(v);
  if (k === "core.hookspath") return v === "/dev/null";
  if (/^(core\.editor|sequence\.editor)$/.test(k)) return v === "true" || v === ":";
  if (k === "core.fsmonitor") return v === "false";
  if (/^alias\.[^.]+$/.test(k)) return v !== "" && !v.startsWith("!") && !/^-/.test(v);
  return false;
}
function commandTransport(args, a) {
  const t = args.find((v) => /^(--[a-z-]+=)?(ext|fd)::/.test(normArg(v)));
  if (!t) return false;
  a.block("git_config_exec", `\`git\` given ${show(t)}, a transport that runs a command`);
  return true;
}
function discardPaths(targets, a, via) {
  if (targets.length === 0 || targets.some((v) => v.glob || v.dyn || /^:|[*?[]|\/$/.test(v.s))) {
    a.grey("git_discard", `${via} discards uncommitted changes to those files`);
    return;
  }
  for (const t of targets) a.write(t, "rdelete", via);
}
function pathspecWrites(targets, a, op, via, index) {
  const write = (v, o) => index ? a.indexWrite(v, o, `${via} --cached`) : a.write(v, o, via);
  for (const v of targets) {
    if (v.dyn) {
      write(v, op);
      continue;
    }
    let s = v.s;
    let fromTop = false;
    if (s.startsWith(":")) {
      const m = /^:(?:\/(?![!^:/])|\(top\))(.*)$/s.exec(s);
      if (!m) {
        a.grey(
          "git_pathspec",
          `${via} is given pathspec magic (${show(v)}): which files it names cannot be known`
        );
        continue;
      }
      s = m[1];
      fromTop = true;
    }
    const wild = s.search(/[*?[\\]/);
    const target2 = wild < 0 ? s || "." : s.slice(0, s.lastIndexOf("/", wild) + 1) || ".";
    const o = wild < 0 || op === "rwrite" ? op : "rdelete";
    if (!fromTop) {
      write(lit(target2), o);
      continue;
    }
    for (const { top } of a.repoTops()) {
      if (top === null) {
        a.grey(
          "git_pathspec",
          `${via} ${show(v)} names a path from the repository's top, which cannot be known here`
        );
        continue;
      }
      write(lit(import_node_path7.posix.join(top, target2)), o);
    }
  }
}
function pathspecFromFile(p, a, via) {
  if (!has(p, "--pathspec-from-file")) return false;
  const from = optValue(p, "--pathspec-from-file");
  a.grey(
    "git_pathspec",
    `${via} takes its paths from ${from === null || from.s === "-" ? "its standard input" : show(from)}, whose text the call does not show: which files it changes cannot be known`
  );
  return true;
}
H.git = (args, a, io) => {
  const g = account("`git`", args, GIT_GLOBAL, a, "caller");
  if (commandTransport(args, a)) return null;
  const dirs = [];
  let elsewhere = null;
  const aliases = /* @__PURE__ */ new Map();
  for (const o of g.opts) {
    if (o.name === "-C" && o.value) dirs.push(o.value);
    else if (o.name === "-c") {
      const kv = o.value;
      const key2 = kv?.s.split("=")[0] ?? "";
      const value = kv?.s.includes("=") ? kv.s.slice(kv.s.indexOf("=") + 1) : null;
      if (kv && !kv.dyn && harmlessGitConfig(key2, value)) {
        if (/^alias\./i.test(key2)) aliases.set(key2.slice(6).toLowerCase(), value);
        continue;
      }
      if (!kv || kv.dyn || DANGEROUS_GIT_CONFIG.test(key2)) {
        a.block("git_config_exec", `\`git -c ${kv ? show(kv) : ""}\` makes git run an arbitrary program`);
        return null;
      }
      pushConfig(
        a,
        key2,
        kv.s.includes("=") ? kv.s.slice(kv.s.indexOf("=") + 1) : "true",
        `\`git -c ${show(kv)}\``
      );
    } else if (o.name === "--exec-path" || o.name === "--config-env")
      a.grey("git_exec_path", `\`git ${o.name}\` changes what git executes`);
    else if (o.name === "--git-dir" || o.name === "--work-tree") elsewhere = o.name;
  }
  const sub = g.positional[0]?.s ?? "";
  const rest = g.positional.slice(1);
  if (g.positional[0]?.dyn) {
    a.grey("git_unknown", "the git subcommand cannot be known before it runs");
    return null;
  }
  const via = `\`git ${sub}\``;
  const alias = aliases.get(sub.toLowerCase());
  if (alias !== void 0) {
    const before = dirs.map((d) => `-C ${quoteForShell(d.s)} `).join("");
    a.nested(`git ${before}${alias} ${rest.map((v) => quoteForShell(v.s)).join(" ")}`, `the alias ${via}`);
    return null;
  }
  const run = () => {
    const sp = GIT_SPECS[sub];
    let p;
    if (sp) p = account(via, rest, sp, a);
    else {
      p = parseOpts(rest, []);
      if (p.opts.length > 0)
        a.grey("unknown_option", `${via} is given options forge-gate has no spec for (${p.opts[0].name})`);
    }
    if (sub === "ls-remote" && p.positional[0]) a.host(p.positional[0].s, via, false);
    if (sub === "" || GIT_READ.has(sub)) return { text: null, network: false, secret: false, via };
    if (elsewhere)
      a.grey("git_elsewhere", `${via} with ${elsewhere} works on another repository or work tree`);
    const pos = p.positional.map((v) => normArg(v));
    const wholeTree = (v) => v === "." || v === ":/" || v === "*" || v === ":" || v === "./" || v === ":/*" || v === "'*'";
    switch (sub) {
      case "add":
        stagesSecrets(p, a, via);
        break;
      case "notes":
        messageSecrets(p, a, via);
        break;
      case "reset":
        if (has(p, "--hard", "--merge", "--keep")) {
          a.block("git_destructive", "`git reset --hard` discards uncommitted work");
          return null;
        }
        break;
      case "clean":
        if (has(p, "-n", "--dry-run")) return null;
        a.block("git_destructive", "`git clean` deletes untracked files");
        return null;
      case "push": {
        if (has(
          p,
          "-f",
          "--force",
          "--force-with-lease",
          "--force-if-includes",
          "--mirror",
          "-d",
          "--delete",
          "--prune"
        )) {
          a.block(
            "git_destructive",
            "`git push --force`/`--delete`/`--mirror` rewrites or deletes remote history"
          );
          return null;
        }
        if (pos.some((r) => r.startsWith("+") || /^:[^/]/.test(r) || r.includes(":+"))) {
          a.block("git_destructive", "`git push +refspec`/`:ref` force-updates or deletes a remote branch");
          return null;
        }
        if (pos.some((r, k) => k > 0 && r.includes(DYN)))
          a.grey("git_dynamic", `${via} to a ref that cannot be known before it runs`);
        if (pos.some((r, k) => k > 0 && r.includes("*")))
          a.grey("git_push_many", `${via} pushes every branch a pattern matches`);
        const shared = pos.slice(1).find(
          (r) => /^(main|master|trunk|develop|production|prod)$/.test(
            (r.split(":").pop() ?? "").replace(/^refs\/heads\//, "")
          )
        );
        if (shared !== void 0 || has(p, "--all", "--branches"))
          a.grey(
            "push_shared_branch",
            `${via} ${shared ?? "--all"} pushes onto a shared branch, bypassing review`
          );
        const repo = optValue(p, "--repo") ?? p.positional[0] ?? null;
        if (repo) a.host(normArg(repo), via, true);
        recordPush(a, repo ? repo.dyn ? null : normArg(repo) : "origin", via);
        a.project(via);
        return null;
      }
      case "checkout": {
        const dashdash = rest.findIndex((v) => v.s === "--");
        const paths = dashdash === -1 ? [] : rest.slice(dashdash + 1).map((v) => v.s);
        if (has(p, "-B"))
          a.grey("git_discard", `${via} -B resets an existing branch and may drop its commits`);
        if (has(p, "-f", "--force") || pos.some(wholeTree) || paths.some(wholeTree)) {
          a.block("git_destructive", "`git checkout .`/`--force` discards uncommitted changes");
          return null;
        }
        if (pathspecFromFile(p, a, via)) return null;
        if (paths.length > 0 || dashdash === -1 && pos.length > 1) {
          const targets = dashdash === -1 ? p.positional.slice(1) : rest.slice(dashdash + 1);
          discardPaths(targets, a, "`git checkout -- <paths>`");
          return null;
        }
        a.project(via);
        return null;
      }
      case "switch":
        if (has(p, "-f", "--force", "--discard-changes")) {
          a.block("git_destructive", "`git switch --force`/`--discard-changes` discards uncommitted changes");
          return null;
        }
        if (has(p, "-C", "--force-create"))
          a.grey("git_discard", `${via} -C resets an existing branch and may drop its commits`);
        break;
      case "restore": {
        const staged = has(p, "-S", "--staged");
        const worktree = has(p, "-W", "--worktree") || !staged;
        if (!worktree) {
          a.project(via);
          return null;
        }
        if (pos.some(wholeTree)) {
          a.block("git_destructive", "`git restore .` discards uncommitted changes");
          return null;
        }
        discardPaths(p.positional, a, "`git restore <paths>`");
        return null;
      }
      case "branch":
        if (has(p, "-D") || has(p, "-d", "--delete") && has(p, "-f", "--force")) {
          a.block("git_destructive", "`git branch -D` deletes a branch with unmerged work");
          return null;
        }
        if (has(p, "-M", "-C")) a.grey("git_discard", `${via} -M/-C overwrites an existing branch`);
        else if (has(p, "-f", "--force") && pos.length > 0)
          a.grey("git_discard", `${via} -f moves an existing branch and may drop its commits`);
        break;
      case "submodule":
      case "bisect": {
        const at2 = pos.indexOf(sub === "submodule" ? "foreach" : "run");
        if (at2 === -1) break;
        const rest2 = p.positional.slice(at2 + 1);
        if (rest2.length === 0) break;
        if (sub === "submodule") {
          if (rest2.some((v) => v.dyn))
            a.grey("dynamic_eval", `${via} foreach runs a command that cannot be known`);
          else a.nested(rest2.map((v) => v.s).join(" "), `${via} foreach`);
          a.fx.readOnly = false;
          return null;
        }
        return a.run(rest2, null, false);
      }
      case "stash": {
        const action2 = pos[0] ?? "push";
        if (action2 === "drop" || action2 === "clear") {
          a.block("git_destructive", `\`git stash ${action2}\` deletes stashed work`);
          return null;
        }
        if (action2 === "list" || action2 === "show") return { text: null, network: false, secret: false, via };
        const dashdash = rest.findIndex((v) => v.s === "--");
        const pushAt = rest.findIndex((v) => v.s === "push");
        const named = dashdash >= 0 && (pushAt < 0 || pushAt > dashdash) ? rest.slice(dashdash + 1) : action2 === "push" ? p.positional.slice(1) : [];
        if (action2 === "push" || dashdash >= 0) {
          if (pathspecFromFile(p, a, via)) return null;
          if (named.some((v) => v.glob || !v.dyn && /[*?[]/.test(v.s))) {
            a.grey(
              "git_pathspec",
              `${via} push is given a pattern: which changed files it puts back cannot be known`
            );
            return null;
          }
          pathspecWrites(named, a, "rwrite", "`git stash push -- <paths>`", false);
        }
        break;
      }
      case "sparse-checkout":
        if (pos[0] === "list") return { text: null, network: false, secret: false, via };
        a.grey(
          "git_sparse",
          `${via} ${pos[0] ?? ""} removes every file outside its patterns from the work tree`
        );
        return null;
      case "reflog":
        if (pos[0] === "expire" || pos[0] === "delete") {
          a.block("git_destructive", `\`git reflog ${pos[0]}\` destroys the recovery log`);
          return null;
        }
        return { text: null, network: false, secret: false, via };
      case "update-ref":
        if (has(p, "-d")) {
          a.block("git_destructive", "`git update-ref -d` deletes a ref");
          return null;
        }
        a.grey("git_plumbing", `${via} rewrites refs directly`);
        return null;
      case "filter-branch":
      case "filter-repo":
        a.block("git_destructive", `${via} rewrites the whole history`);
        return null;
      case "tag":
        messageSecrets(p, a, via);
        if (has(p, "-d", "--delete")) {
          a.grey("git_discard", "`git tag -d` deletes a tag");
          return null;
        }
        if (pos.length === 0 || has(p, "-l", "--list", "-n", "--contains", "--points-at", "--merged"))
          return { text: null, network: false, secret: false, via };
        break;
      case "remote":
        if (pos.length === 0 || pos[0] === "-v" || pos[0] === "show" || pos[0] === "get-url")
          return { text: null, network: false, secret: false, via };
        if ((pos[0] === "add" || pos[0] === "set-url") && p.positional[2]) {
          a.host(p.positional[2].s, via, false);
          const name = p.positional[1];
          defineRemote(
            a,
            name.dyn ? DYN : name.s,
            p.positional[2].dyn ? null : p.positional[2].s,
            `\`git remote ${pos[0]}\``
          );
        }
        if (pos[0] === "rename" && p.positional[2]) {
          const to = p.positional[2];
          defineRemote(a, to.dyn ? DYN : to.s, null, "`git remote rename`");
        }
        if (pos[0] === "add" || pos[0] === "set-url" || pos[0] === "rename" || pos[0] === "update" || pos[0] === "prune" || pos[0] === "set-head")
          break;
        a.grey("git_remote", `${via} ${pos[0]} changes the repository's remotes`);
        return null;
      case "config": {
        const rewrites = has(
          p,
          "--unset",
          "--unset-all",
          "--remove-section",
          "--rename-section",
          "--replace-all",
          "-e",
          "--edit"
        );
        if (has(p, "--global", "--system", "--file", "-f")) {
          if (has(p, "--get", "--get-all", "--get-regexp", "-l", "--list", "--show-origin")) return null;
          a.grey(
            "git_config_global",
            `${via} --global/--system changes configuration outside the repository`
          );
          return null;
        }
        if (has(
          p,
          "--get",
          "--get-all",
          "--get-regexp",
          "-l",
          "--list",
          "--show-origin",
          "--show-scope",
          "--get-urlmatch"
        ) || pos.length <= 1 && !rewrites)
          return null;
        if (rewrites) {
          a.grey("git_config", `${via} removes, renames or rewrites configuration entries`);
          return null;
        }
        const at2 = pos[0] === "set" || pos[0] === "unset" ? 1 : 0;
        const key2 = pos[at2] ?? "";
        if (!key2.includes(DYN) && pushConfig(a, key2, pos[at2 + 1] ?? null, via)) {
          a.project(via);
          return null;
        }
        if (harmlessGitConfig(key2, pos[at2 + 1] ?? null)) {
          a.project(via);
          return null;
        }
        if (DANGEROUS_GIT_CONFIG.test(key2) || key2.includes(DYN)) {
          a.block("persistence", `\`git config ${key2}\` makes git run an arbitrary program later`);
          return null;
        }
        a.project(via);
        return null;
      }
      case "init":
        for (const d of p.positional.slice(0, 1)) a.write(d, "write", via);
        for (const d of optValues(p, "--separate-git-dir")) a.write(d, "rwrite", via);
        break;
      case "clone": {
        for (const d of optValues(p, "--separate-git-dir")) a.write(d, "rwrite", via);
        for (const kv of optValues(p, "-c", "--config")) {
          const key2 = kv.s.split("=")[0] ?? "";
          const value = kv.s.includes("=") ? kv.s.slice(kv.s.indexOf("=") + 1) : null;
          if (kv.dyn || DANGEROUS_GIT_CONFIG.test(key2) && !harmlessGitConfig(key2, value)) {
            a.block(
              "git_config_exec",
              `${via} -c ${show(kv)} makes git run an arbitrary program in the clone`
            );
            return null;
          }
        }
        const url2 = p.positional[0];
        if (url2) a.host(url2.s, via, false);
        const dest = p.positional[1] ?? (url2 ? lit(import_node_path7.posix.basename(url2.s.replace(/\/+$/, "")).replace(/\.git$/, "")) : null);
        if (dest) {
          a.write(dest, "write", via);
          a.fetched(dest);
        }
        return null;
      }
      case "mv": {
        const [dest, ...sources] = [...p.positional].reverse();
        for (const v of sources) a.write(v, "rdelete", via);
        if (dest) a.write(dest, "rwrite", via);
        return null;
      }
      case "rm": {
        if (pathspecFromFile(p, a, via)) return null;
        const recursive = has(p, "-r");
        if (has(p, "--cached")) {
          a.project(via);
          pathspecWrites(p.positional, a, recursive ? "rdelete" : "delete", via, true);
          return null;
        }
        pathspecWrites(p.positional, a, recursive ? "rdelete" : "delete", via, false);
        return null;
      }
      case "worktree": {
        const action2 = pos[0];
        if (action2 === "list") return null;
        if (action2 === "add" && p.positional[1]) {
          a.write(p.positional[1], "write", via);
          return null;
        }
        if (action2 === "remove") {
          if (has(p, "-f", "--force")) {
            a.block(
              "git_destructive",
              "`git worktree remove --force` deletes a worktree with uncommitted changes"
            );
            return null;
          }
          if (p.positional[1]) a.write(p.positional[1], "rdelete", via);
          return null;
        }
        if (action2 === "move") {
          if (p.positional[1]) a.write(p.positional[1], "rdelete", via);
          if (p.positional[2]) a.write(p.positional[2], "rwrite", via);
          break;
        }
        if (action2 === "prune" || action2 === "lock" || action2 === "unlock" || action2 === "repair") break;
        a.grey("git_unknown", `${via} ${action2 ?? ""}`);
        return null;
      }
      case "rebase":
        if (has(p, "-i", "--interactive", "--exec", "-x")) {
          a.grey("git_interactive", "`git rebase -i/--exec` needs an editor or runs commands");
          return null;
        }
        break;
      case "apply":
        gitPatch("apply", p, a, via, io.stdin);
        return null;
      case "commit":
      case "merge":
      case "cherry-pick":
      case "revert":
      case "am":
        if (sub === "commit") stagesSecrets(p, a, via);
        messageSecrets(p, a, via);
        if (sub === "am") gitPatch("am", p, a, via, io.stdin);
        break;
      case "checkout-index": {
        const prefix = optValue(p, "--prefix");
        if (!prefix || prefix.dyn || has(p, "--stdin")) {
          a.grey("git_discard", `${via} writes work-tree files from the index`);
          return null;
        }
        a.write(lit(import_node_path7.posix.dirname(`${prefix.s}x`)), "rwrite", via);
        break;
      }
      case "lfs":
        if (/^(install|uninstall|update)$/.test(pos[0] ?? "") && !has(p, "--local", "--worktree")) {
          a.grey("git_config_global", `${via} ${pos[0]} changes configuration outside the repository`);
          return null;
        }
        break;
      default:
        if (!GIT_WRITE_OK.has(sub)) {
          a.grey(
            "git_unknown",
            `\`git ${sub}\` is not a git command forge-gate knows (aliases can run anything)`
          );
          return null;
        }
    }
    if (sub === "fetch" || sub === "pull") for (const r of pos.slice(0, 1)) a.host(r, via, false);
    if (sub === "format-patch") {
      const out = optValue(p, "-o", "--output-directory");
      if (out) a.write(out, "write", via);
    }
    if (sub === "archive") {
      const out = optValue(p, "-o", "--output");
      if (out) a.write(out, "write", via);
    }
    if (sub === "bundle" && pos[0] === "create" && p.positional[1]) a.write(p.positional[1], "write", via);
    if (sub === "submodule" && pos[0] === "add" && pos[1]) {
      a.host(pos[1], via, false);
      a.grey(
        "remote_package",
        `${via} add makes the project depend on the code of ${pos[1]}, not on a registry release`
      );
      const dest = p.positional[2] ?? lit(import_node_path7.posix.basename(pos[1].replace(/\/+$/, "")).replace(/\.git$/, ""));
      a.fetched(dest);
    }
    if (has(p, "--template"))
      a.grey("git_hooks", `${via} --template installs files (hooks) from another directory`);
    a.project(via);
    return null;
  };
  const inDirs = (k) => k === dirs.length ? run() : a.inDir(dirs[k], () => inDirs(k + 1));
  return inDirs(0);
};
var GH_EMPTY = spec("--help", "data");
H.gh = (args, a) => {
  a.fx.readOnly = false;
  const [group, action2] = [args[0]?.s ?? "", args[1]?.s ?? ""];
  const single = /^(api|status|browse|search|help|version)$/.test(group);
  const key2 = single ? group : `${group} ${action2}`;
  const sp = GH_SPECS[key2] ?? (!single && /^(view|list|status|diff|checks|search|browse)$/.test(action2) ? GH_READ : GH_EMPTY);
  const skip = single && group !== "search" ? 1 : 2;
  const named = args.slice(0, skip).find((v) => v.dyn || normArg(v).startsWith("-"));
  if (named) {
    a.grey("unknown_option", `\`gh\` is given ${show(named)} where its command should be`);
    const rest = args.filter((v) => v !== named);
    if (rest.length < args.length && !named.dyn) H.gh(rest, a, { name: "gh", stdin: null, piped: false });
  }
  const parsed = account(`\`gh ${key2}\``, args.slice(skip), sp, a);
  if (args.some((v) => v.secret > 0))
    a.grey("secret_send", `\`gh ${key2}\` sends a credential or the environment to GitHub`);
  for (const o of parsed.opts) {
    const v = o.value;
    if (!v || sp.opts.get(o.name)?.role !== "read") continue;
    const reveals = v.dyn ? isSecretPath(v.s, a.ctx.home) ? show(v) : false : a.credentialIn(v);
    if (reveals !== false)
      a.grey("secret_send", `\`gh ${key2}\` ${o.name} sends ${reveals}, which holds credentials, to GitHub`);
  }
  if (key2 === "repo clone" && args.some((v) => v.s === "--"))
    a.grey("unknown_option", "`gh repo clone` passes options to `git clone` after `--`");
  if (group === "api") {
    const p = parseOpts(args.slice(1), [
      "-X",
      "--method",
      "-f",
      "-F",
      "--field",
      "--raw-field",
      "-H",
      "--header",
      "--input",
      "-q",
      "--jq",
      "-t",
      "--template",
      "--hostname",
      "--cache"
    ]);
    const method = optValue(p, "-X", "--method")?.s.toUpperCase();
    if (method && method !== "GET" || has(p, "-f", "-F", "--field", "--raw-field", "--input")) {
      a.grey("remote_change", "`gh api` with a method or fields changes GitHub state");
    }
    return null;
  }
  if (group === "auth" && (action2 !== "status" || args.some((v) => /^(-t|--show-token)$/.test(normArg(v))))) {
    a.grey("secret_read", `\`gh auth ${action2}\` prints or changes GitHub credentials`);
    return null;
  }
  if (/^(view|list|status|diff|checks|search|browse)$/.test(action2) || /^(status|search|browse|help|version|--version|auth-status)$/.test(group))
    return null;
  if (group === "auth" && action2 === "status") return null;
  if (group === "pr" && action2 === "review" && args.some((v) => /^(--approve|-a)$/.test(normArg(v)))) {
    a.grey(
      "remote_approve",
      "`gh pr review --approve` approves a pull request: an agent's approval bypasses review"
    );
    return null;
  }
  if (group === "pr" && /^(create|comment|edit|ready|checkout|review)$/.test(action2) || group === "issue" && /^(create|comment|edit)$/.test(action2) || group === "run" && /^(watch|rerun|download)$/.test(action2)) {
    if (action2 === "checkout" || action2 === "download") a.project(`\`gh ${group} ${action2}\``);
    return null;
  }
  if (group === "repo" && action2 === "clone") {
    const dest = args[3] ?? (args[2] ? lit(import_node_path7.posix.basename(args[2].s)) : null);
    if (dest) {
      a.write(dest, "write", "`gh repo clone`");
      a.fetched(dest);
    }
    return null;
  }
  if (group === "repo" && action2 === "delete" || group === "release" && action2 === "delete") {
    a.block("remote_destroy", `\`gh ${group} ${action2}\` deletes GitHub data`);
    return null;
  }
  a.grey("remote_change", `\`gh ${group} ${action2}\` changes GitHub state`);
  return null;
};
function stagesSecrets(p, a, via) {
  const force = has(p, "-f", "--force");
  if (has(p, "--pathspec-from-file") && force) {
    a.grey("secret_stage", `${via} -f stages ignored files listed elsewhere, which may hold credentials`);
    return;
  }
  for (const v of p.positional) {
    if (v.dyn) {
      if (force) a.grey("secret_stage", `${via} -f stages ignored files named at run time`);
      continue;
    }
    const path = v.s.replace(/^:(\/|\(\w+\))?/, "");
    if (a.secretFile(path) || a.abs(lit(path))?.some((x) => revealsSecrets(x, a.ctx.home, false))) {
      a.grey("secret_stage", `${via} stages ${v.s}, a credential file, for the next commit`);
      return;
    }
    if (force && (/[*?[]/.test(path) || path === "" || path === "." || path.endsWith("/") || !/\.[\w-]+$/.test(path))) {
      a.grey("secret_stage", `${via} -f stages ignored files below ${v.s}, where credentials are kept`);
      return;
    }
  }
  if (force && has(p, "-A", "--all") && p.positional.length === 0)
    a.grey("secret_stage", `${via} -f stages ignored files across the tree, where credentials are kept`);
}
var MESSAGE_FROM = /* @__PURE__ */ new Set(["-F", "--file", "-C", "--reuse-message", "-c", "--reedit-message"]);
function messageSecrets(p, a, via) {
  for (const o of p.opts) {
    const v = o.value;
    if (!v) continue;
    if (v.secret > 0) {
      a.grey("secret_send", `${via} ${o.name} records a credential or the environment in history`);
      return;
    }
    if (!MESSAGE_FROM.has(o.name) || v.dyn) continue;
    const reveals = a.credentialIn(v);
    if (reveals !== false) {
      a.grey("secret_send", `${via} ${o.name} takes its message from ${reveals}, which holds credentials`);
      return;
    }
  }
}

// src/core/classify/commands/dev-tools.ts
var HELP = "-h --help";
var FLASK_RUN = "-h= --host= -p= --port= --cert=read --key=read --reload --no-reload --debugger --no-debugger --with-threads --without-threads --extra-files=read --exclude-patterns=";
var NBCONVERT = "--to= --output=write --output-dir=write --execute --allow-errors --stdout --inplace --template= --template-file=read --no-input --no-prompt --embed-images --sanitize-html --debug --log-level= --ExecutePreprocessor.timeout= --ExecutePreprocessor.kernel_name= --clear-output --TagRemovePreprocessor.remove_cell_tags= --post= --config=read";
var ALEMBIC_REVISION = "-m= --message= --autogenerate --sql --head= --splice --branch-label= --version-path=write --rev-id= --depends-on=";
var PIP_COMPILE = "-o=write --output-file=write -U --upgrade -P= --upgrade-package= --generate-hashes --allow-unsafe --strip-extras --no-strip-extras --extra= --all-extras --all-build-deps --only-build-deps --build-deps-for= -q --quiet -v --verbose -n --dry-run --no-emit-index-url --emit-index-url --no-emit-trusted-host --emit-trusted-host --no-header --header --annotate --no-annotate --annotation-style= --resolver= -i=host --index-url=host --extra-index-url=host -f=host --find-links=host --no-index --pre -c=read --constraint=read --cache-dir=write --rebuild --max-rounds= --newline= --config=read --no-config --unsafe-package= --no-reuse-hashes --reuse-hashes --emit-find-links --no-emit-find-links --emit-options --no-emit-options --build-isolation --no-build-isolation --color --no-color";
var DLV = "--headless --listen= --api-version= --accept-multiclient --continue --log --log-output= --log-dest=write --build-flags= --wd=dir --output=write --init=read --check-go-version --only-same-user --allow-non-terminal-interactive --backend= -r= --redirect= --tty= --disable-aslr --test.run=";
var VALGRIND = "+ -q --quiet -v --verbose --tool= --leak-check= --show-leak-kinds= --errors-for-leak-kinds= --show-reachable= --track-origins= --undef-value-errors= --error-exitcode= --num-callers= --trace-children= --child-silent-after-fork= --track-fds= --time-stamp= --log-file=write --xml= --xml-file=write --suppressions=read --gen-suppressions= --read-var-info= --keep-debuginfo= --smc-check= --max-stackframe= --main-stacksize= --vgdb= --massif-out-file=write --callgrind-out-file=write --cachegrind-out-file=write --dhat-out-file=write --fair-sched= --expensive-definedness-checks= --partial-loads-ok= --demangle= --show-error-list= -s";
var ASGI = "--host= --port= --uds=write --fd= --reload --reload-dir=read --reload-include= --reload-exclude= --reload-delay= --workers= --loop= --http= --ws= --lifespan= --env-file=read --log-config=read --log-level= --access-log --no-access-log --use-colors --no-use-colors --proxy-headers --no-proxy-headers --server-header --no-server-header --date-header --no-date-header --forwarded-allow-ips= --root-path= --limit-concurrency= --backlog= --limit-max-requests= --timeout-keep-alive= --timeout-graceful-shutdown= --app-dir=dir --factory --h11-max-incomplete-event-size=";
var JAVAP = "-c -p -l -s -v -verbose -private -public -protected -package -constants -sysinfo -cp=read -classpath=read --class-path=read --module= -m= --module-path=read --system= -bootclasspath=read -version --version -help --help -?";
var DEV_TOOLS = {
  flask: {
    global: `--app= -A= --debug --no-debug -e=read --env-file=read --version ${HELP}`,
    commands: {
      routes: { options: `-s= --sort= --all-methods ${HELP}`, effect: "project" },
      run: { options: `${FLASK_RUN} ${HELP}`, effect: "project", listens: ["-h", "--host"] }
    }
  },
  twine: {
    global: `--version ${HELP} --no-color`,
    commands: {
      check: { options: `--strict ${HELP}`, operands: "read", effect: "read" },
      upload: { options: "", effect: "grey", why: "uploads packages to a registry" },
      register: { options: "", effect: "grey", why: "registers a package with a registry" }
    }
  },
  jupyter: {
    global: `--version ${HELP} --paths --config-dir --data-dir --runtime-dir --json`,
    commands: {
      "": { options: "", effect: "read" },
      nbconvert: {
        options: `${NBCONVERT} ${HELP}`,
        operands: "read",
        effect: "project",
        rewrites: ["--inplace", "--clear-output"]
      },
      "kernelspec list": { options: `--json ${HELP}`, effect: "read" }
    }
  },
  alembic: {
    global: `-c=read --config=read -n= --name= -x= --raiseerr -q --quiet ${HELP} --version`,
    commands: {
      revision: { options: `${ALEMBIC_REVISION} ${HELP}`, effect: "project" },
      current: { options: `-v --verbose ${HELP}`, effect: "project" },
      history: { options: `-r= --rev-range= -v --verbose -i --indicate-current ${HELP}`, effect: "project" },
      heads: { options: `-v --verbose --resolve-dependencies ${HELP}`, effect: "project" },
      branches: { options: `-v --verbose ${HELP}`, effect: "project" },
      show: { options: HELP, effect: "project" },
      check: { options: HELP, effect: "project" },
      upgrade: { options: "", effect: "grey", why: "changes the database's schema" },
      downgrade: { options: "", effect: "grey", why: "changes the database's schema" },
      stamp: { options: "", effect: "grey", why: "changes the database's recorded revision" }
    }
  },
  "pip-compile": {
    global: "",
    commands: { "": { options: `${PIP_COMPILE} ${HELP} --version`, operands: "read", effect: "project" } }
  },
  dlv: {
    global: `${DLV} ${HELP} --version`,
    commands: {
      test: { options: `${DLV} ${HELP}`, effect: "project", listens: ["--listen"] },
      debug: { options: `${DLV} ${HELP}`, effect: "project", listens: ["--listen"] },
      version: { options: HELP, effect: "read" },
      attach: { options: "", effect: "grey", why: "attaches to a running process" },
      connect: { options: "", effect: "grey", why: "connects to a debug server" }
    }
  },
  valgrind: { global: "", commands: { "": { options: `${VALGRIND} ${HELP} --version`, effect: "program" } } },
  uvicorn: {
    global: "",
    commands: { "": { options: `${ASGI} ${HELP} --version`, effect: "project", listens: ["--host"] } }
  },
  javap: { global: "", commands: { "": { options: JAVAP, operands: "read", effect: "read" } } }
};
var LISTEN_LOCAL = /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?)$/;
function splitAtCommand(tool2, args) {
  const names = Object.keys(tool2.commands);
  if (names.length === 1 && names[0] === "") return [[], "", args];
  const g = parseSpec(args, spec(`+ ${tool2.global}`, "data"));
  const first = g.positional[0];
  if (!first) return [args, "", []];
  if (first.dyn) return null;
  const at2 = args.indexOf(first);
  const second = args[at2 + 1];
  if (second && !second.dyn && tool2.commands[`${first.s} ${second.s}`])
    return [args.slice(0, at2), `${first.s} ${second.s}`, args.slice(at2 + 2)];
  return [args.slice(0, at2), first.s, args.slice(at2 + 1)];
}
function devTool(args, a, io) {
  const tool2 = DEV_TOOLS[io.name];
  const split = splitAtCommand(tool2, args);
  if (split === null) {
    a.grey("dynamic_command", `the \`${io.name}\` subcommand cannot be known before it runs`);
    return null;
  }
  const [globalWords, name, words] = split;
  const via = `\`${name === "" ? io.name : `${io.name} ${name}`}\``;
  const cmd = tool2.commands[name];
  if (!cmd) {
    a.grey("unknown_command", `${via} is not a subcommand forge-gate knows`);
    return null;
  }
  if (cmd.effect === "grey") {
    a.grey("dev_tool", `${via} ${cmd.why ?? "is not judged safe"}`);
    return null;
  }
  if (globalWords.length > 0) account(`\`${io.name}\``, globalWords, spec(tool2.global, "data"), a);
  const sp = spec(cmd.options, cmd.operands ?? "data");
  const p = account(via, words, sp, a);
  for (const o of p.opts) {
    if (!cmd.listens?.includes(o.name) || !o.value) continue;
    const host = o.value.s.replace(/:\d+$/, "");
    if (o.value.dyn || !LISTEN_LOCAL.test(host))
      a.grey(
        "network_serve",
        `${via} ${o.name} ${show(o.value)} serves to the network (listen on 127.0.0.1)`
      );
  }
  if (p.opts.some((o) => cmd.rewrites?.includes(o.name)))
    for (const v of p.positional) a.write(v, "write", `${via} (rewrites it in place)`);
  if (cmd.operands === "read")
    for (const v of p.positional) {
      const reveals = a.credentialIn(v);
      if (reveals !== false) {
        a.grey("secret_read", `${via} reads ${reveals}, which holds credentials`);
        return null;
      }
    }
  if (cmd.effect === "project") a.project(via);
  else if (cmd.effect === "program") {
    if (p.positional.length === 0) return null;
    a.run(p.positional, io.stdin, io.piped);
  }
  return null;
}
for (const name of Object.keys(DEV_TOOLS)) H[name] = devTool;
H.java = (args, a) => {
  const via = "`java`";
  for (let i = 0; i < args.length; i++) {
    const v = args[i];
    if (v.dyn) {
      a.grey("dynamic_option", `${via} gets a word whose value cannot be known`);
      return null;
    }
    const s = normArg(v);
    if (/^-(cp|classpath|-class-path|p|-module-path|-add-opens|-add-exports|-add-modules|-add-reads)$/.test(s)) {
      i++;
      continue;
    }
    if (/^-(D[\w.-]+(=.*)?|X[\w:+=.-]*|ea|da|esa|dsa|enableassertions|disableassertions|server|client|version|-version|showversion|-show-version|verbose(:\w+)?|-enable-preview|-illegal-access=\w+|-(class-path|module-path|add-opens|add-exports|add-modules)=.*)$/.test(
      s
    ))
      continue;
    if (/^-(javaagent|agentlib|agentpath):/.test(s)) {
      a.grey("runs_program", `${via} ${s.split(":")[0]} loads an agent into the JVM`);
      return null;
    }
    if (s === "-jar") {
      const jar = args[i + 1];
      if (!jar) return null;
      a.script(jar, via);
      a.scriptArgs(args.slice(i + 2), `${via} -jar ${show(jar)}`);
      return null;
    }
    if (s.startsWith("-")) {
      a.grey("unknown_option", `${via} is given an option forge-gate does not know (${s})`);
      return null;
    }
    if (/\.java$/.test(s)) a.script(v, via);
    else a.project(`${via} ${s}`);
    a.scriptArgs(args.slice(i + 1), `${via} ${s}`);
    return null;
  }
  return null;
};
H.jar = (args, a) => {
  const via = "`jar`";
  const first = args[0];
  if (!first || first.dyn) {
    a.grey("dynamic_option", `${via} mode cannot be known before it runs`);
    return null;
  }
  const letters = /^-?([ctxuvf0mMeiP]+)$/.exec(first.s)?.[1];
  const long = args.map((v) => v.s);
  const mode = letters ? /[ctxu]/.exec(letters)?.[0] ?? "" : long.includes("--list") || long.includes("-t") ? "t" : long.some((w) => /^--(extract|create|update)$/.test(w)) ? "?" : "";
  const file = letters?.includes("f") ? args[1] : args[long.findIndex((w) => w === "--file" || w === "-f") + 1];
  if (mode === "t") return null;
  if (mode === "x") {
    a.write({ ...first, s: "." }, "rwrite", `${via} x`);
    return null;
  }
  if ((mode === "c" || mode === "u") && file) {
    a.write(file, "write", `${via} ${mode}`);
    return null;
  }
  a.grey("unknown_option", `${via} is given a mode forge-gate does not know (${show(first)})`);
  return null;
};

// src/core/classify/commands/packages.ts
var import_node_path8 = require("node:path");

// src/core/classify/commands/remote-code.ts
var URL_CODE = /^(https?|ftp|git|ssh|git\+[\w+]+):\/\//i;
var FORGE = /^(github|gitlab|bitbucket|gist|git\+[\w+]+):/i;
var SCP = /^[\w.-]+@(?!(npm|workspace|file|link|portal|patch|exec|jsr):)[\w.-]+:/;
function isRemoteCode(v, npmShorthand = false) {
  if (v.dyn) return false;
  const s = v.s.replace(/^[\w.-]+\s*@\s*(?=(git\+)?\w+:\/\/)/, "");
  if (URL_CODE.test(s) || FORGE.test(s) || SCP.test(s)) return true;
  return npmShorthand && /^[A-Za-z0-9][\w.-]*\/[\w.-]+(#\S*)?$/.test(s);
}
function localPackageSource(v, a, via) {
  if (v.dyn) return;
  if (/^(portal|patch|exec):/.test(v.s)) {
    a.grey("remote_package", `${via} installs ${v.s}, a package source forge-gate does not follow`);
    return;
  }
  const path = v.s.replace(/^(file|link):/, "");
  if (path === v.s && !/^(\.{1,2}\/|\/|~\/)/.test(path)) return;
  a.scriptArgs([{ ...v, s: path }], `${via} (package source)`, true);
}
function runsRemoteCode(v, a, via) {
  if (!isRemoteCode(v)) return false;
  a.block("download_exec", `${via} runs code fetched from ${v.s}`);
  return true;
}
function installsRemoteCode(words, a, via, npmShorthand = false) {
  const remote = words.find((v) => isRemoteCode(v, npmShorthand));
  if (remote) {
    a.grey(
      "remote_package",
      `${via} installs ${remote.s}, code from a repository or URL rather than a registry release, and runs its build`
    );
    return;
  }
  const fetched = words.find((v) => !v.dyn && /^[./~]|\//.test(v.s) && a.isFetched(v));
  if (fetched)
    a.grey(
      "download_exec",
      `${via} installs ${fetched.s}, which this command just downloaded, and runs its build`
    );
}

// src/core/classify/commands/run-later.ts
var surface = (a, why) => a.grey("execution_surface", why);
function packageJsonEdit(pm, sub, rest, a) {
  const words = rest.filter((v) => !/^-/.test(v.s));
  const via = `\`${pm} ${sub}\``;
  if (sub === "set-script") {
    const name = words[0];
    if (!name || name.dyn || packageKeyRuns(["scripts", name.s]))
      surface(
        a,
        `${via} writes the package.json script ${name ? show(name) : "\u2026"}, which installs run unasked`
      );
    else scriptRunsLater(words[1], a, `${via} ${name.s}`);
    return;
  }
  const action2 = words[0]?.s;
  if (action2 === "get" || action2 === "fix") return;
  if (action2 !== "set" && action2 !== "delete") {
    a.grey(
      "unknown_subcommand",
      `${via} ${words[0] ? show(words[0]) : ""} is not a subcommand forge-gate knows`
    );
    return;
  }
  for (const w of words.slice(1)) {
    const key2 = action2 === "set" ? w.s.slice(0, w.s.includes("=") ? w.s.indexOf("=") : void 0) : w.s;
    const path = key2.replace(/\[([^\]]*)\]/g, ".$1").split(".").filter(Boolean);
    const value = action2 === "set" && w.s.includes("=") ? w.s.slice(w.s.indexOf("=") + 1) : null;
    if (value !== null && /^(dependencies|devDependencies|optionalDependencies|peerDependencies|bundleDependencies|overrides|resolutions|pnpm)$/.test(
      path[0] ?? ""
    ) && NON_REGISTRY_SPEC.test(value)) {
      surface(
        a,
        `${via} points package.json's ${show({ ...w, s: key2 })} at ${value}, not a registry release`
      );
      continue;
    }
    if (w.dyn || (action2 === "set" ? packageKeyRuns(path) : packageKeyRemovalRuns(path)))
      surface(
        a,
        `${via} ${action2}s package.json's ${show({ ...w, s: key2 })}, which decides what installs and git hooks run`
      );
    else if (value !== null && path[0] === "scripts" && path.length === 2)
      scriptRunsLater({ ...w, s: value }, a, `${via} scripts.${path[1]}`);
  }
}
function scriptRunsLater(command2, a, via) {
  if (command2 === void 0) return;
  if (command2.dyn) {
    a.grey("execution_surface", `${via} writes a script that cannot be known before it runs`);
    return;
  }
  a.nested(command2.s, via);
}
var PRE_COMMIT_RUN = spec(
  "-a --all-files --files= --hook-stage= --show-diff-on-failure --from-ref= -s= --source= --to-ref= -o= --origin= -v --verbose --color= --remote-branch= --remote-url= --checkout-type= --commit-msg-filename=",
  "data"
);
var LEFTHOOK_RUN = spec(
  "--all-files --files= --file= --force -f -v --verbose --no-tty --commands= --jobs= --no-auto-install",
  "data"
);
function preCommit2(args, a, io) {
  const sub = args[0];
  const via = `\`${io.name} ${sub ? show(sub) : ""}\``.replace(/ `$/, "`");
  if (!sub || sub.dyn) {
    a.grey("unknown_subcommand", `${via} runs a subcommand that cannot be known`);
    return null;
  }
  switch (sub.s) {
    case "run":
      account(via, args.slice(1), PRE_COMMIT_RUN, a);
      a.project(via);
      return null;
    case "install":
    case "install-hooks":
    case "init-templatedir":
      surface(a, `${via} installs git hooks that run the configured commands on every commit`);
      return null;
    case "autoupdate":
    case "migrate-config":
      surface(a, `${via} rewrites .pre-commit-config.yaml, which runs on every commit`);
      return null;
    case "try-repo":
      a.grey("runs_program", `${via} downloads a hook repository and runs it`);
      return null;
    case "validate-config":
    case "validate-manifest":
    case "sample-config":
    case "help":
      return null;
    case "uninstall":
      a.project(via);
      return null;
    default:
      a.grey("unknown_subcommand", `${via} is not a subcommand forge-gate knows`);
      return null;
  }
}
H["pre-commit"] = preCommit2;
H.prek = preCommit2;
function husky(args, a) {
  const sub = args[0]?.s;
  if (sub === "uninstall") a.project("`husky uninstall`");
  else
    surface(
      a,
      `\`husky${sub ? ` ${sub}` : ""}\` installs git hooks (core.hooksPath \u2192 .husky) that run on every commit`
    );
  return null;
}
H.husky = husky;
function lefthook(args, a) {
  const sub = args[0];
  if (!sub || sub.dyn) {
    a.grey("unknown_subcommand", "`lefthook` runs a subcommand that cannot be known");
    return null;
  }
  if (sub.s === "run") {
    account("`lefthook run`", args.slice(2), LEFTHOOK_RUN, a);
    a.project("`lefthook run`");
  } else if (sub.s === "install" || sub.s === "add")
    surface(a, `\`lefthook ${sub.s}\` installs git hooks that run the configured commands`);
  else if (sub.s === "uninstall") a.project("`lefthook uninstall`");
  else if (!/^(version|dump|validate|check-install|help)$/.test(sub.s))
    a.grey("unknown_subcommand", `\`lefthook ${show(sub)}\` is not a subcommand forge-gate knows`);
  return null;
}
H.lefthook = lefthook;
H["simple-git-hooks"] = (_args, a) => {
  surface(a, "`simple-git-hooks` installs the configured commands as git hooks");
  return null;
};
H.direnv = (args, a) => {
  const sub = args[0]?.s;
  if (sub === "allow" || sub === "permit" || sub === "grant")
    surface(a, "`direnv allow` lets .envrc run whenever a shell enters the directory");
  else if (!/^(deny|revoke|disallow|status|version|help)$/.test(sub ?? ""))
    a.grey("runs_program", `\`direnv ${sub ?? ""}\` runs an .envrc`);
  return null;
};
var HOOK_MANAGERS = /* @__PURE__ */ new Set(["husky", "pre-commit", "lefthook", "simple-git-hooks"]);

// src/core/classify/commands/wrappers.ts
function wrapper(sp, skip = 0, before, here = false) {
  return (args, a, io) => {
    const p = account(`\`${io.name}\``, args, sp, a);
    const own = p.positional.slice(0, skip);
    before?.(p, own, a);
    const rest = p.positional.slice(skip);
    if (rest.length === 0) return null;
    return here ? a.runHere(rest, io.stdin, io.piped) : a.run(rest, io.stdin, io.piped);
  };
}
H.nice = wrapper(spec("+ # -n= --adjustment="));
H.nohup = wrapper(spec("+"));
var SETSID = spec("+ -c -f -w --ctty --fork --wait");
H.setsid = (args, a, io) => {
  const p = account("`setsid`", args, SETSID, a);
  if (p.positional.length === 0) return null;
  if (has(p, "-w", "--wait")) return a.run(p.positional, io.stdin, io.piped);
  a.detach("`setsid`", () => {
    a.run(p.positional, io.stdin, io.piped);
  });
  return null;
};
H.time = wrapper(
  spec("+ -a -p -v -q -f= -o=write --append --portability --verbose --quiet --format= --output=write"),
  0,
  void 0,
  true
);
H.builtin = (args, a, io) => {
  const p = account("`builtin`", args, spec("+"), a);
  return p.positional.length ? a.runHere(p.positional, io.stdin, io.piped) : null;
};
H.unbuffer = wrapper(spec("+ -p"));
H.caffeinate = wrapper(spec("+ -d -i -m -s -u -t= -w="));
H.stdbuf = wrapper(spec("+ -i= -o= -e= --input= --output= --error="));
H.ionice = wrapper(spec("+ -t -c= -n= -p= -P= -u= --class= --classdata= --pid= --pgid= --uid= --ignore"));
H.timeout = wrapper(spec("+ -v -s= -k= --signal= --kill-after= --preserve-status --foreground --verbose"), 1);
H.gtimeout = H.timeout;
H.taskset = wrapper(spec("+ -a -p -c --all-tasks --pid --cpu-list"), 1);
H.chrt = wrapper(
  spec("+ -a -b -d -f -i -o -r -R -v -m -p -e --all-tasks --batch --deadline --fifo --idle --other --rr"),
  1
);
H.strace = wrapper(
  spec(
    "+ -f -ff -c -C -t -tt -ttt -T -v -x -xx -y -yy -q -qq -k -i -r -w -Z -z -o=write -e= -p= -s= -u= -E= -a= -S= -P= -I= -b= -X="
  )
);
H.ltrace = wrapper(
  spec("+ -f -c -C -t -tt -ttt -T -i -r -S -o=write -e= -p= -s= -u= -n= -l= -L -a= -A= -D= -F=read")
);
H["xvfb-run"] = wrapper(
  spec(
    "+ -a -s= -n= -f=write -e=write -w= -p= -l --auto-servernum --server-args= --server-num= --auth-file=write --error-file=write --wait= --listen-tcp --xauth-protocol="
  )
);
H.command = (args, a, io) => {
  const p = account("`command`", args, spec("+ -p -v -V"), a);
  if (has(p, "-v", "-V")) return null;
  return p.positional.length ? a.runHere(p.positional, io.stdin, io.piped) : null;
};
var ENV = spec(
  "+ -i -0 -v --ignore-environment --null --debug --list-signal-handling -u= --unset= -C=dir --chdir=dir -S=command --split-string=command -P=command -a= --argv0= --block-signal=? --default-signal=? --ignore-signal=?"
);
H.env = (args, a, io) => {
  const p = account("`env`", args, ENV, a, "caller");
  for (const o of p.opts) {
    if (o.name === "-P")
      a.grey(
        "env_hijack",
        `\`env -P\` looks the command up in another search path (${o.value ? show(o.value) : "\u2026"})`
      );
  }
  const chdir = p.opts.filter((o) => (o.name === "-C" || o.name === "--chdir") && o.value).pop()?.value;
  if (chdir) return a.inDir(chdir, () => envCommand(p, a, io));
  return envCommand(p, a, io);
};
function envCommand(p, a, io) {
  let i = 0;
  const words = p.positional;
  if (words[0]?.s === "-" && !words[0].dyn) i++;
  for (; i < words.length; i++) {
    const w = words[i];
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=/.exec(w.s);
    if (!m) break;
    a.walker.assign(m[1], { ...w, s: w.s.slice(m[0].length) }, a);
  }
  const rest = words.slice(i);
  const split = p.opts.find((o) => o.name === "-S" || o.name === "--split-string");
  if (split) {
    const str2 = split.value;
    if (!str2 || str2.dyn || rest.some((t) => t.dyn)) {
      a.grey("dynamic_command", "`env -S` runs a command that cannot be known before it runs");
      return null;
    }
    a.nested([str2.s, ...rest.map((t) => quoteForShell(t.s))].join(" "), "`env -S`");
    return null;
  }
  if (rest.length === 0) return { text: null, network: false, secret: true, via: "`env`" };
  return a.run(rest, io.stdin, io.piped);
}
H.busybox = (args, a, io) => {
  if (args.length === 0) return null;
  if (args[0].dyn) {
    a.grey("unknown_option", `\`${io.name}\` is given ${show(args[0])} where its applet should be`);
    return null;
  }
  const at2 = args.findIndex((v) => v.dyn || !v.s.startsWith("-"));
  if (at2 !== 0) {
    a.grey("unknown_option", `\`${io.name}\` is given ${show(args[0])} where its applet should be`);
    if (at2 === -1) return null;
    if (args.slice(0, at2).some((v) => v.s === "--install")) {
      a.write(args[at2], "rwrite", `\`${io.name} --install\``);
      return null;
    }
  }
  return a.run(args.slice(at2), io.stdin, io.piped);
};
H.toybox = H.busybox;
function privilege(_args, a, io) {
  a.block("privilege", `\`${io.name}\` runs a command with elevated privileges`);
  return null;
}
H.sudo = privilege;
H.doas = privilege;
H.su = privilege;
H.pkexec = privilege;
H.run0 = privilege;
var FLOCK = spec(
  "+ -s -x -u -n -o -F -e --shared --exclusive --unlock --nonblock --nb --close --no-fork -w= -E= -c=command --timeout= --wait= --conflict-exit-code= --command=command"
);
H.flock = (args, a, io) => {
  const p = account("`flock`", args, FLOCK, a, "caller");
  const lock = p.positional[0];
  if (lock && !/^\d+$/.test(lock.s)) a.write(lock, "write", "`flock` (lock file)");
  const cmd = optValue(p, "-c", "--command");
  if (cmd) {
    if (cmd.dyn) a.grey("dynamic_command", "`flock -c` runs a command that cannot be known before it runs");
    else a.nested(cmd.s, "`flock -c`");
    return null;
  }
  const rest = p.positional.slice(1);
  return rest.length ? a.run(rest, io.stdin, io.piped) : null;
};
var WATCH = spec(
  "+ -n= -d=? -t -b -e -g -c -x -p -w -r -f -q= --interval= --differences=? --no-title --beep --errexit --chgexit --color --no-color --exec --precise --no-wrap --no-rerun --follow --equexit="
);
H.watch = (args, a, io) => {
  const p = account("`watch`", args, WATCH, a);
  if (p.positional.length === 0) return null;
  if (has(p, "-x", "--exec")) return a.run(p.positional, io.stdin, false);
  if (p.positional.some((v) => v.dyn)) {
    a.grey("dynamic_command", "`watch` runs a command that cannot be known before it runs");
    return null;
  }
  a.nested(p.positional.map((v) => v.s).join(" "), "`watch`");
  return null;
};
var SCRIPT = spec(
  "+ -a -e -f -q -k -c=command -E= -O=write -I=write -B=write -T=write -t=? -m= --append --command=command --return --flush --force --quiet --echo= --log-out=write --log-in=write --log-io=write --log-timing=write --timing=? --logging-format= --output-limit="
);
H.script = (args, a) => {
  const p = account("`script`", args, SCRIPT, a, "caller");
  for (const f of p.positional.slice(0, 1)) a.write(f, "write", "`script` (typescript file)");
  const cmd = optValue(p, "-c", "--command");
  if (!cmd) {
    a.grey("shell_stdin", "`script` starts an interactive shell");
    return null;
  }
  if (cmd.dyn) a.grey("dynamic_command", "`script -c` runs a command that cannot be known before it runs");
  else a.nested(cmd.s, "`script -c`");
  return null;
};
var placeholder = () => ({ s: DYN, dyn: true, glob: false, secret: 0, split: true, fromStdin: true });
var XARGS = spec(
  "+ -0 -r -t -p -x -o --null --no-run-if-empty --verbose --interactive --exit --open-tty --show-limits -a=read -d= -E= -e=? -I= -i=? -L= -l=? -n= -P= -s= --arg-file=read --delimiter= --eof=? --replace=? --max-lines=? --max-args= --max-procs= --max-chars= --process-slot-var="
);
H.xargs = (args, a, io) => {
  const p = account("`xargs`", args, XARGS, a);
  const argFile = optValue(p, "-a", "--arg-file");
  const cmd = p.positional.length ? p.positional : [lit("echo")];
  const replaceOpt = p.opts.find((o) => ["-I", "-i", "--replace"].includes(o.name));
  const replace = replaceOpt ? replaceOpt.value?.s ?? "{}" : null;
  const item = (s) => io.stdin?.hidden ? { ...lit(s), glob: true, hidden: true } : lit(s);
  const input = io.stdin?.text != null && !io.stdin.text.includes(DYN) && !argFile ? io.stdin.text.trim().split(/\s+/).filter(Boolean).map(item) : null;
  if (replace !== null) {
    if (replace === "" || replaceOpt?.value?.dyn) {
      a.grey("dynamic_command", "`xargs -I` replaces a string that cannot be known before it runs");
      return null;
    }
    const lines = io.stdin?.text != null && !io.stdin.text.includes(DYN) && !argFile ? io.stdin.text.split("\n").filter((l) => l.trim() !== "") : null;
    if (lines !== null && lines.length <= 64) {
      for (const line of lines)
        a.run(
          cmd.map(
            (w) => w.s.includes(replace) ? {
              ...w,
              s: w.s.replaceAll(replace, line.trim()),
              ...io.stdin?.hidden ? { hidden: true } : {}
            } : w
          ),
          null,
          io.piped
        );
      return null;
    }
    const filled = cmd.map((w) => w.s.includes(replace) ? placeholder() : w);
    return a.run(filled, null, io.piped);
  }
  return a.run([...cmd, ...input ?? [placeholder()]], null, io.piped);
};
var PARALLEL = spec(
  "+ -0 -k -q -v -t -u -g -X -m -r -e -s= --null --keep-order --quote --verbose --dry-run --dryrun --ungroup --group --line-buffer --lb --xargs --pipe --pipepart --tag --bar --progress --eta --shuf --plus --no-run-if-empty --files --round-robin --compress --shell-quote --citation --will-cite --bibtex --no-notice --halt-on-error= --halt= --jobs= -j= -P= --max-procs= -N= -n= -L= --max-args= --max-lines= --max-replace-args= -d= --delimiter= -E= --eof=? -C= --colsep= --timeout= --delay= --retries= --tagstring= --block= --block-size= --header= --nice= --load= --memfree= --env= --tmpdir=dir --results=write --res=write --joblog=write --output-as-files --outputasfiles -a=read --arg-file=read -I= -i=? --replace=? --extensionreplace= --basenamereplace= --dirnamereplace= --basenameextensionreplace= --seqreplace= --slotreplace= -S=host --sshlogin=host --sshloginfile=host --slf=host --onall --nonall --controlmaster --ssh=command --sshdelay= --basefile=host --bf=host --transfer --transferfile=host --return=host --cleanup --trc=host --workdir=dir --wd=dir --noswap"
);
var PARALLEL_REMOTE = /* @__PURE__ */ new Set([
  "-S",
  "--sshlogin",
  "--sshloginfile",
  "--slf",
  "--onall",
  "--nonall",
  "--basefile",
  "--bf",
  "--transfer",
  "--transferfile",
  "--return",
  "--trc",
  "--ssh",
  "--controlmaster"
]);
var PLACEHOLDER = /\{(\d*|\.|\/|\/\/|\/\.|#|%|\d+[./]+|=[\s\S]*=)\}/;
H.parallel = (args, a) => {
  const cut = args.findIndex((v) => /^:{3,4}\+?$/.test(v.s));
  const p = account("`parallel`", cut === -1 ? args : args.slice(0, cut), PARALLEL, a, "caller");
  const remote = p.opts.find((o) => PARALLEL_REMOTE.has(o.name));
  if (remote) a.grey("remote_exec", `\`parallel ${remote.name}\` runs the command on another host`);
  const workdir = p.opts.filter((o) => (o.name === "--workdir" || o.name === "--wd") && o.value).pop()?.value;
  if (workdir) return a.inDir(workdir, () => parallelJobs(args, cut, p, a));
  return parallelJobs(args, cut, p, a);
};
function parallelJobs(args, cut, p, a) {
  const replaceOpt = p.opts.find((o) => ["-I", "-i", "--replace"].includes(o.name));
  const custom = replaceOpt?.value ?? null;
  if (custom?.dyn) {
    a.grey("dynamic_command", "`parallel -I` replaces a string that cannot be known before it runs");
    return null;
  }
  const template = p.positional;
  if (template.length === 0) {
    a.grey("dynamic_command", "`parallel` runs the commands it reads, which cannot be known before they run");
    return null;
  }
  for (let i = cut; i !== -1 && i < args.length; i++) {
    if (/^::::\+?$/.test(args[i].s) && args[i + 1]) {
      const f = args[i + 1];
      if (f.dyn)
        a.grey("dynamic_command", "`parallel ::::` reads arguments from a file that cannot be known");
    }
  }
  const isPlaceholder = (s) => PLACEHOLDER.test(s) || custom !== null && s.includes(custom.s);
  const hasPlaceholder = template.some((v) => isPlaceholder(v.s));
  const jobs = cut === -1 ? null : staticJobs(args.slice(cut));
  if (jobs !== null && !template.some((v) => v.dyn)) {
    for (const job of jobs) {
      const argv = template.flatMap((v) => substitute(v, job, custom?.s ?? null));
      a.run(hasPlaceholder ? argv : [...argv, ...job.map((s) => lit(s))], null, false);
      const script2 = template.map((v) => substitute(v, job, custom?.s ?? null, true)[0].s).join(" ");
      a.nested(hasPlaceholder ? script2 : `${script2} ${job.map(quoteForShell).join(" ")}`, "`parallel`");
    }
    return null;
  }
  const words = template.map((v) => isPlaceholder(v.s) ? placeholder() : v);
  a.run(hasPlaceholder ? words : [...words, placeholder()], null, false);
  if (template.some((v) => v.dyn)) {
    a.grey("dynamic_command", "`parallel` runs a command that cannot be known before it runs");
    return null;
  }
  let script = template.map((v) => v.s).join(" ");
  script = script.replace(new RegExp(PLACEHOLDER.source, "g"), '"$__forge_gate_item"');
  if (custom) script = script.replaceAll(custom.s, '"$__forge_gate_item"');
  a.nested(hasPlaceholder ? script : `${script} "$__forge_gate_item"`, "`parallel`");
  return null;
}
function staticJobs(sources) {
  const groups = [];
  for (const v of sources) {
    if (v.s === ":::" && !v.dyn) groups.push([]);
    else if (/^:{3,4}\+?$/.test(v.s) || v.dyn || groups.length === 0) return null;
    else groups[groups.length - 1].push(v.s);
  }
  let jobs = [[]];
  for (const g of groups) {
    if (g.length === 0) return null;
    jobs = jobs.flatMap((j) => g.map((x) => [...j, x]));
    if (jobs.length > 64) return null;
  }
  return jobs;
}
function substitute(v, job, custom, quoted = false) {
  const q = (s2) => quoted ? quoteForShell(s2) : s2;
  if (v.s === "{}" || custom !== null && v.s === custom)
    return quoted ? [lit(job.map(q).join(" "))] : job.map((s2) => lit(s2));
  let dynamic = false;
  let s = v.s.replace(/\{(\d*)\}|\{[^{}]*\}/g, (m, n) => {
    if (n !== void 0 && n !== "") return q(job[Number(n) - 1] ?? "");
    if (m === "{}") return q(job.join(" "));
    if (PLACEHOLDER.test(m)) {
      dynamic = true;
      return quoted ? '"$__forge_gate_item"' : DYN;
    }
    return m;
  });
  if (custom !== null) s = s.replaceAll(custom, q(job.join(" ")));
  return [dynamic && !quoted ? { ...v, s, dyn: true, split: true } : { ...v, s }];
}
var ENV_RUNNERS = /* @__PURE__ */ new Set(["cross-env", "cross-env-shell", "dotenv", "dotenv-cli", "env-cmd"]);
function envRunner(args, a, io) {
  a.fx.readOnly = false;
  let i = 0;
  while (i < args.length) {
    const s = args[i].s;
    if (s === "--") {
      i++;
      break;
    }
    if (/^-(e|c|f|v|-env|-file|-environments)$/.test(s)) i += 2;
    else if (s.startsWith("-") || /^[A-Za-z_][A-Za-z0-9_]*=/.test(s)) i++;
    else break;
  }
  const rest = args.slice(i);
  if (rest.length === 0) return null;
  if (io.name === "cross-env-shell" || rest.length === 1) {
    if (rest.some((v) => v.dyn))
      a.grey("dynamic_command", "the wrapped command cannot be known before it runs");
    else a.nested(rest.map((v) => v.s).join(" "), "the wrapped command");
    return null;
  }
  return a.run(rest, io.stdin, io.piped);
}
H["cross-env"] = envRunner;
H["cross-env-shell"] = (args, a, io) => envRunner(args, a, { ...io, name: "cross-env-shell" });
H["env-cmd"] = envRunner;

// src/core/classify/commands/packages.ts
var PROJECT_TOOLS = new Set(
  "tsc tsx ts-node eslint prettier biome jest vitest mocha ava tap c8 nyc pytest py.test tox nox mypy pyright ruff black isort flake8 pylint bandit coverage rspec rake rubocop phpunit phpstan psalm mvn gradle gradlew ant sbt lein cmake ninja meson bazel bazelisk buck2 nx turbo lerna vite webpack rollup esbuild parcel next nuxt astro svelte-kit vue-cli-service ng storybook playwright cypress gcc g++ cc c++ clang clang++ rustc rustfmt gofmt javac kotlinc scalac swiftc ghc cabal stack dune zig elixir mix iex erl erlc rebar3 dart flutter ctest cargo-nextest golangci-lint staticcheck shellcheck shfmt hadolint markdownlint stylelint htmlhint autoreconf autoconf automake ./configure configure pre-commit husky lint-staged knip depcheck madge typedoc jsdoc sphinx-build mkdocs hugo jekyll vitepress docusaurus tsup unbuild babel swc terser uglifyjs postcss sass tailwindcss lessc graphql-codegen prisma drizzle-kit protoc buf sqlc wasm-pack trunk maturin hatch flit twine-check doctest pdoc pydoc behave cucumber karma nodemon concurrently wireit just task invoke fab rails xcodebuild xcrun pod carthage yamllint actionlint codespell goimports gofumpt clang-format clang-tidy erb_lint erblint standardrb".split(/\s+/)
);
var C_COMPILERS = /* @__PURE__ */ new Set(["gcc", "g++", "cc", "c++", "clang", "clang++"]);
var OUTPUT_OPTION = /^(--(?:output-?file|output-?dir|junit-?xml|junit-xml|html-report|xml-report|json-report|txt-report|linecount-report|cobertura-xml-report|lineprecision-report|log-file|basetemp|cache-dir|coverage-?directory|declaration-?dir|ts-?build-?info-?file|result-log|data-file|report-file|reporter-outfile|html|json-file|cov-report))(?:=(.*))?$/i;
var TASK_RUNNERS = /* @__PURE__ */ new Set(["just", "task", "invoke", "fab", "rake"]);
var FORMATTERS = {
  prettier: (w) => w.some((x) => /^(--write|-w)$/.test(x)),
  eslint: (w) => w.some((x) => /^--fix(-dry-run)?$/.test(x) && x !== "--fix-dry-run"),
  biome: (w) => w.some((x) => /^--(write|fix|apply|apply-unsafe|unsafe)$/.test(x)),
  ruff: (w) => w[0] === "format" ? !w.some((x) => /^--(check|diff)$/.test(x)) : w.includes("--fix"),
  black: (w) => !w.some((x) => /^--(check|diff)$/.test(x)),
  isort: (w) => !w.some((x) => /^(--check|--check-only|-c|--diff)$/.test(x)),
  autopep8: (w) => w.some((x) => /^(-i|--in-place)$/.test(x)),
  yapf: (w) => w.some((x) => /^(-i|--in-place)$/.test(x)),
  gofmt: (w) => w.includes("-w"),
  goimports: (w) => w.includes("-w"),
  rustfmt: (w) => !w.includes("--check"),
  "clang-format": (w) => w.includes("-i"),
  "clang-tidy": (w) => w.some((x) => /^--?fix(-errors)?$/.test(x)),
  gofumpt: (w) => w.includes("-w"),
  erb_lint: (w) => w.some((x) => /^(-a|--autocorrect)$/.test(x)),
  erblint: (w) => w.some((x) => /^(-a|--autocorrect)$/.test(x)),
  standardrb: (w) => w.some((x) => /^--fix$/.test(x)),
  shfmt: (w) => w.some((x) => /^(-w|--write)$/.test(x)),
  stylelint: (w) => w.includes("--fix"),
  markdownlint: (w) => w.includes("--fix"),
  standard: (w) => w.includes("--fix"),
  dprint: (w) => w[0] === "fmt"
};
function projectTool(name, args, a) {
  const p = parseOpts(args, [
    "-o",
    "--outDir",
    "--outdir",
    "--out-dir",
    "--outfile",
    "-C",
    "--prefix",
    "-d",
    "--dist-dir"
  ]);
  const out = optValues(p, "-o", "--outDir", "--outdir", "--out-dir", "--outfile", "--dist-dir");
  for (const o of out) if (o.s !== "-") a.write(o, "write", `\`${name}\` output`);
  if (C_COMPILERS.has(name)) {
    const runs = args.find(
      (v) => /^(-fplugin=|-fpass-plugin=|-fplugin-arg|-wrapper$|-B|@|-specs=|--specs=|-fuse-ld=.*\/|--ld-path=|-Xclang$|-load$|-no-integrated-as|--gcc-toolchain=|-ccc-)/.test(
        normArg(v)
      )
    );
    if (runs) a.grey("runs_program", `\`${name}\` ${show(runs)} loads or runs another program`);
  }
  args.forEach((v, k) => {
    if (!C_COMPILERS.has(name) || v.dyn) return;
    const s = normArg(v);
    const dep = /^-(MF|MQ|MT)(.*)$/.exec(s);
    if (dep && dep[1] === "MF") {
      const value = dep[2] !== "" ? { ...v, s: dep[2] } : args[k + 1];
      if (value) a.write(value, "write", `\`${name}\` -MF`);
    }
  });
  args.forEach((v, k) => {
    const m = OUTPUT_OPTION.exec(normArg(v));
    if (!m || v.dyn) return;
    const value = m[2] !== void 0 ? { ...v, s: m[2] } : args[k + 1];
    if (!value || m[2] === void 0 && value.s.startsWith("-")) return;
    const path = { ...value, s: value.s.replace(/^(html|xml|json|lcov|annotate|term|term-missing):/, "") };
    if (path.s !== "" && path.s !== "-") a.write(path, "write", `\`${name}\` ${m[1]}`);
  });
  for (const v of args) {
    const value = v.s.replace(/^--?[\w-]+=/, "");
    const climbs = /(^|\/)\.\.(\/|$)/.test(value) && a.cwds.length === 1;
    if (v.dyn || !(value.startsWith("/") || climbs)) continue;
    a.project(`\`${name}\` (pointed at ${show(v)})`, { ...v, s: value });
  }
  if (INLINE_RUNNERS.has(name) && inlineRunner(name, args, a)) return;
  if (TASK_RUNNERS.has(name)) a.scriptArgs(p.positional.slice(1), `\`${name}\``);
  if (FORMATTERS[name]?.(args.map((v) => normArg(v)))) {
    for (const t of p.positional) {
      if (!t.dyn && /^(check|format|lint|fmt|fix|ci)$/.test(t.s)) continue;
      if (t.dyn) {
        a.write(t, "rwrite", `\`${name}\``);
        continue;
      }
      const at2 = a.resolve(t);
      if (at2?.every((x) => a.isCwd(x))) continue;
      const own = !t.glob && /[*?[]/.test(t.s);
      a.write(
        own ? { ...t, hidden: true, braces: true } : t,
        "rwrite",
        `\`${name}\` (rewrites files below ${show(t)})`
      );
    }
  }
  if (name === "playwright" && p.positional[0]?.s === "install") {
    a.grey("install_global", "`playwright install` downloads browsers outside the project");
    return;
  }
  a.project(`\`${name}\``);
}
var NPX_SAFE = new Set(
  "tsc typescript vitest jest eslint prettier @biomejs/biome biome tsx ts-node mocha playwright @playwright/test cypress vite webpack rollup esbuild next nuxt astro svelte-kit turbo nx lerna tsup prisma drizzle-kit knip depcheck madge typedoc jsdoc c8 nyc ava tap stylelint markdownlint markdownlint-cli2 husky lint-staged concurrently nodemon create-react-app create-vite create-next-app degit http-server serve ncu npm-check-updates semantic-release changeset @changesets/cli tailwindcss postcss sass babel @babel/cli swc @swc/cli terser uglify-js rimraf mkdirp cross-env vue-tsc svelte-check @angular/cli ng storybook wrangler vercel netlify-cli firebase-tools openapi-typescript graphql-codegen @graphql-codegen/cli orval ts-prune license-checker size-limit publint attw @arethetypeswrong/cli".split(/\s+/)
);
var INLINE_RUNNERS = /* @__PURE__ */ new Set(["tsx", "ts-node", "ts-node-esm"]);
function inlineRunner(name, args, a) {
  const at2 = args.findIndex((v) => /^(-e|--eval|-p|--print)$/.test(normArg(v)));
  if (at2 === -1) return false;
  inlineCode(args[at2 + 1] ?? dyn(), a, `\`${name}\` ${normArg(args[at2])}`);
  return true;
}
var NPX_SPEC = spec(
  "+ -p= --package= -c= --call= -y --yes --no --no-install --ignore-existing -q --quiet --prefer-offline --prefer-online --offline --node-options=command -w= --workspace= --workspaces --include-workspace-root --bun --silent --verbose",
  "data"
);
function npx(args, a, io) {
  account(`\`${io.name}\``, args, NPX_SPEC, a);
  const p = parseOpts(args, ["-p", "--package", "-c", "--call", "--node-options"], true);
  const call2 = optValue(p, "-c", "--call");
  if (call2) {
    if (call2.dyn) a.grey("dynamic_command", "`npx -c` runs a command that cannot be known");
    else a.nested(call2.s, "`npx -c`");
    return null;
  }
  for (const extra of optValues(p, "-p", "--package")) {
    const name = extra.s.replace(/@[^@/]*$/, "") || extra.s;
    if (extra.dyn || !NPX_SAFE.has(name) && !NPX_SAFE.has(extra.s))
      a.grey("npx_unknown", `\`${io.name} -p ${show(extra)}\` installs a package forge-gate does not know`);
  }
  const pkg = p.positional[0];
  if (!pkg || pkg.dyn) {
    a.grey("npx_unknown", `\`${io.name}\` runs a package that cannot be known before it runs`);
    return null;
  }
  const bare = pkg.s.replace(/@[^@/]*$/, "") || pkg.s;
  if (bare === "rimraf") {
    for (const f of p.positional.slice(1)) if (!f.s.startsWith("-")) a.write(f, "rdelete", "`rimraf`");
    return null;
  }
  if (bare === "mkdirp") {
    for (const f of p.positional.slice(1))
      if (!f.s.startsWith("-")) a.write(f, "write", "`mkdirp`", { kind: "directory" });
    return null;
  }
  if (ENV_RUNNERS.has(bare)) return envRunner(p.positional.slice(1), a, io);
  if (HOOK_MANAGERS.has(bare)) return H[bare](p.positional.slice(1), a, { ...io, name: bare }) ?? null;
  if (NPX_SAFE.has(bare) || NPX_SAFE.has(pkg.s)) {
    if (INLINE_RUNNERS.has(bare) && inlineRunner(bare, p.positional.slice(1), a)) return null;
    const tool2 = bare.replace(/^@[^/]+\//, "").replace(/^(cli|test)$/, bare);
    projectTool(PROJECT_TOOLS.has(tool2) ? tool2 : bare, p.positional.slice(1), a);
    return null;
  }
  a.grey("npx_unknown", `\`${io.name} ${show(pkg)}\` downloads and runs a package forge-gate does not know`);
  return null;
}
H.npx = npx;
H.pnpx = npx;
H.bunx = npx;
var NODE_PM = spec(
  "-D -P -O -E -S -B -g -w -W -r -y -q -s -f -d -h -v --save --save-dev --save-prod --save-optional --save-exact --save-peer --save-bundle --no-save --dev --prod --production --optional --exact --global --force --legacy-peer-deps --strict-peer-deps --no-package-lock --package-lock-only --prefer-offline --offline --prefer-online --no-audit --no-fund --ignore-scripts --foreground-scripts --no-optional --dry-run --json --long --parseable --all --silent --quiet --verbose --yes --no --version --help --frozen-lockfile --no-frozen-lockfile --immutable --recursive --workspaces --include-workspace-root --if-present --watch --no-git-tag-version --git-tag-version --sign-git-tag --install-links --no-install-links --color=? --no-color --progress=? --no-progress --depth= --omit= --include= --loglevel= --workspace= --filter= -F= --tag= --access= --otp= --preid= --message= -m= --script-shell=command --node-options=command --registry=host --proxy=host --https-proxy=host --noproxy= --userconfig=read --globalconfig=read --prefix=dir -C=dir --dir=dir --cwd=dir --pack-destination=write --cache=write --location= --save-dev=? --store-dir=write --cache-folder=write --modules-folder=write --virtual-store-dir=write --save-prod=? --audit-level= --before= --lockfile-only --fix --production=? --reporter= --stream --parallel --sequential --aggregate-output --no-bail --bail --resume-from= --report-summary --workspace-root --shamefully-hoist --fail-if-no-match --changed-files-ignore-pattern= --test-pattern= --interactive --latest --compatible --unsafe-perm"
);
var NODE_PM_VALUE_OPTS = [
  "--prefix",
  "-C",
  "--dir",
  "--filter",
  "-F",
  "-w",
  "--workspace",
  "--cwd",
  "--registry",
  "--cache",
  "--userconfig",
  "--loglevel",
  "--pack-destination",
  "--tag",
  "--omit",
  "--include"
];
var INSTALLS = /^(install|i|in|ins|inst|insta|instal|isnt|isnta|isntal|isntall|add|ci|clean-install|ic|install-clean|isntall-clean|install-test|it|install-ci-test|cit|rebuild|rb|update|up|upgrade|udpate|dedupe|ddp|uninstall|un|unlink|remove|rm|r|pack)$/;
function nodePackageManager(args, a, io) {
  const dashdash = args.findIndex((v) => v.s === "--" && !v.dyn);
  const own = dashdash === -1 ? args : args.slice(0, dashdash);
  const runAt = own.findIndex(
    (v) => /^(run|run-script|rum|urn|exec|x|dlx|test|t|tst|start|stop|restart)$/.test(v.s)
  );
  const lifecycle = runAt !== -1 && io.name !== "npm" && /^(test|t|tst|start|stop|restart)$/.test(own[runAt].s);
  const npmWords = runAt !== -1 && /^(run|run-script|rum|urn)$/.test(own[runAt].s) ? own.slice(0, runAt + 2) : runAt !== -1 && (/^(exec|x|dlx)$/.test(own[runAt].s) || lifecycle) ? own.slice(0, runAt + 1) : own;
  const checked = account(`\`${io.name}\``, npmWords, NODE_PM, a, "grey");
  if (io.name === "npm")
    for (const v of own.slice(npmWords.length)) {
      const opt = /^--(script-shell|node-options)(=|$)/.exec(v.s);
      if (opt || v.dyn)
        a.grey(
          "runs_program",
          `\`npm\` takes ${show(v)} after the script name as its own configuration${opt ? ", which runs a program" : ""}`
        );
    }
  const scriptWords = [...own.slice(npmWords.length), ...dashdash === -1 ? [] : args.slice(dashdash + 1)];
  if (runAt !== -1)
    a.scriptArgs(
      scriptWords,
      `\`${io.name} ${own.slice(runAt, runAt + 2).map((v) => v.s).join(" ")}\``
    );
  for (const o of checked.opts) {
    const role = NODE_PM.opts.get(o.name)?.role;
    if (role === "host" && o.value) a.host(o.value.s, `\`${io.name} ${o.name}\``, false);
    if (o.name === "--userconfig" || o.name === "--globalconfig")
      a.grey(
        "package_config",
        `\`${io.name} ${o.name}\` reads npm settings from a file the call does not show`
      );
  }
  if (io.name === "npm" && runAt !== -1) {
    const own2 = own.slice(npmWords.length);
    const cfg = own2.find(
      (v) => /^--(script-shell|node-options|userconfig|globalconfig|shell|prefix|cache|registry|location|global|g|ignore-scripts|before|proxy|https-proxy)(=|$)/.test(
        normArg(v)
      )
    );
    if (cfg)
      a.grey(
        "package_config",
        `\`npm ${own[runAt].s}\` reads ${show(cfg)} after the script's name as npm's own setting`
      );
  }
  const p = parseOpts(args, NODE_PM_VALUE_OPTS, true);
  const sub = p.positional[0]?.s ?? (io.name === "yarn" ? "install" : "");
  const rest = p.positional.slice(1);
  const restOpts = parseOpts(rest, ["--prefix", "-C", "--dir", "--cwd"]);
  const via = `\`${io.name} ${sub}\``;
  const global = has(p, "-g", "--global", "--location") || has(restOpts, "-g", "--global", "--location") || rest.some((v) => v.s === "global") || sub === "global";
  const prefix = optValue(p, "--prefix", "-C", "--dir", "--cwd") ?? optValue(restOpts, "--prefix", "-C", "--dir", "--cwd");
  const READ = /^(ls|list|ll|la|outdated|view|info|show|v|search|s|find|explain|why|help|doctor|prefix|root|bin|fund|query|audit|licenses|version-check|whoami|ping|config-get|owner-ls|completion|docs|home|repo|bugs|-v|--version|-h|--help)$/;
  if (READ.test(sub) && !(sub === "audit" && rest.some((v) => v.s === "fix"))) return null;
  if (sub === "config" || sub === "c") {
    const action2 = rest[0]?.s;
    if (action2 === "get" && rest.slice(1).some((v) => v.dyn || /auth|token|pass|_key|cert|secret/i.test(v.s)))
      a.grey("secret_read", `${via} get prints a registry credential`);
    if (action2 === "get" || action2 === "list" || action2 === "ls") return null;
    a.grey("package_config", `${via} changes package-manager configuration outside the project`);
    return null;
  }
  if (sub === "publish" && (has(p, "--dry-run") || has(restOpts, "--dry-run")) && !global) {
    a.lifecycle(via, prefix ?? void 0);
    a.project(via, prefix ?? void 0);
    return null;
  }
  if (/^(publish|unpublish|deprecate|dist-tag|owner|access|adduser|login|logout|token|team|org|hook|star|unstar|npm)$/.test(
    sub
  )) {
    a.grey("package_publish", `${via} changes the package registry`);
    return null;
  }
  if (global) {
    a.grey("install_global", `${via} -g installs outside the project`);
    return null;
  }
  if (sub === "exec" || sub === "x" || sub === "dlx") return npx(rest, a, io);
  for (const v of rest) {
    if (/^(https?|git\+\w+|git):\/\//.test(v.s)) a.host(v.s.replace(/^git\+/, ""), via, false);
    const forge = /^(github|gitlab|bitbucket|gist):/.exec(v.s)?.[1];
    if (forge)
      a.host(
        `https://${forge === "gist" ? "gist.github.com" : `${forge}.${forge === "bitbucket" ? "org" : "com"}`}/`,
        via,
        false
      );
  }
  if (sub === "cache" || sub === "store") {
    if (rest[0]?.s === "clean" || rest[0]?.s === "prune" || rest[0]?.s === "rm" || rest[0]?.s === "add") {
      a.grey("package_cache", `${via} ${rest[0]?.s} changes the shared package cache outside the project`);
      return null;
    }
    return null;
  }
  if (sub === "link" || sub === "ln" || sub === "unlink") {
    a.grey("install_global", `${via} links packages through the global prefix, outside the project`);
    return null;
  }
  if (sub === "pkg" || sub === "set-script") packageJsonEdit(io.name, sub, rest, a);
  if (INSTALLS.test(sub)) {
    const specs = rest.filter(
      (v, k) => !/^-/.test(v.s) && !/^(-w|--workspace|--prefix|-C|--dir|--cwd|--filter|-F)$/.test(rest[k - 1]?.s ?? "")
    );
    installsRemoteCode(specs, a, via, true);
    for (const v of specs) localPackageSource(v, a, via);
  }
  if (sub === "set" && rest[0]?.s === "resolution" && rest[2] && (rest[2].dyn || NON_REGISTRY_SPEC.test(rest[2].s)))
    a.grey(
      "remote_package",
      `${via} resolution points a dependency at ${show(rest[2])}, not a registry release`
    );
  if (INSTALLS.test(sub) && !has(p, "--ignore-scripts") && !has(restOpts, "--ignore-scripts"))
    a.lifecycle(via, prefix ?? void 0);
  a.project(via, prefix ?? void 0);
  return null;
}
H.npm = nodePackageManager;
H.pnpm = nodePackageManager;
H.yarn = nodePackageManager;
H.corepack = (args, a, io) => {
  const pm = /^(npm|pnpm|yarn|npx|pnpx|yarnpkg)(@[\w.+-]*)?$/.exec(
    args[0]?.dyn ? "" : args[0]?.s ?? ""
  )?.[1];
  if (pm)
    return a.run([{ ...args[0], s: pm === "yarnpkg" ? "yarn" : pm }, ...args.slice(1)], io.stdin, io.piped);
  if (args[0]?.s === "enable" || args[0]?.s === "disable" || args[0]?.s === "install")
    a.grey("install_global", "`corepack` changes global shims");
  else a.project("`corepack`");
  return null;
};
function projectRunner(args, a, io) {
  const p = parseOpts(
    args,
    [
      "--with",
      "--with-requirements",
      "--python",
      "-p",
      "--directory",
      "--project",
      "--extra",
      "--group",
      "--env-file",
      "--package",
      "--index",
      "-n",
      "--name",
      "--prefix",
      "-e",
      "--env"
    ],
    true
  );
  const rest = p.positional;
  if (rest.length === 0) return null;
  const head = rest[0];
  if (!head.dyn && /\.py$/.test(head.s) && !head.s.includes("/"))
    return a.run([{ ...head, s: "python" }, ...rest], io.stdin, io.piped);
  return a.run(rest, io.stdin, io.piped);
}
var PY_PM_VALUE_OPTS = [
  "-t",
  "--target",
  "--prefix",
  "--root",
  "-r",
  "--requirement",
  "-c",
  "--constraint",
  "-i",
  "--index-url",
  "--extra-index-url",
  "-e",
  "--editable",
  "-d",
  "--dest",
  "--python",
  "-p",
  "--directory",
  "--project",
  "-f",
  "--find-links",
  "--proxy"
];
function pythonPackageManager(args, a, io) {
  const p = parseOpts(args, PY_PM_VALUE_OPTS);
  const sub = p.positional[0]?.s ?? "";
  const via = `\`${io.name} ${sub}\``;
  if (/^(list|show|freeze|check|search|help|config-list|debug|inspect|index|tree|version|--version)$/.test(sub))
    return null;
  if (io.name === "uv" || io.name === "poetry" || io.name === "pipenv" || io.name === "pdm" || io.name === "rye" || io.name === "hatch") {
    if (sub === "pip")
      return pythonPackageManager(args.slice(args.findIndex((v) => v.s === "pip") + 1), a, {
        ...io,
        name: "pip"
      });
    if (sub === "tool" || sub === "self" || io.name === "uv" && sub === "python" && p.positional[1]?.s === "install") {
      if (p.positional[1]?.s === "run" || p.positional[1]?.s === "list") {
        a.project(via);
        return null;
      }
      a.grey("install_global", `${via} installs tools outside the project`);
      return null;
    }
    if (sub === "publish") {
      a.grey("package_publish", `${via} publishes to a registry`);
      return null;
    }
    if (sub === "source" && p.positional[1]?.s !== "show") {
      a.grey("remote_package", `${via} ${p.positional[1]?.s ?? ""} changes where packages come from`);
      return null;
    }
    if (/^(add|install|sync|lock)$/.test(sub)) installsRemoteCode(p.positional.slice(1), a, via);
    if (sub === "run") {
      const target2 = p.positional[1];
      if (target2 && runsRemoteCode(target2, a, via)) return null;
    }
    a.project(via, optValue(p, "--directory", "--project") ?? void 0);
    if (sub === "venv" && p.positional[1])
      a.write(p.positional[1], "write", via, { kind: "directory" });
    else if (/^(init|new)$/.test(sub) && p.positional[1]) a.write(p.positional[1], "rwrite", via);
    if (sub === "run") return projectRunner(args.slice(args.findIndex((v) => v.s === "run") + 1), a, io);
    return null;
  }
  for (const v of p.positional)
    if (/^(git\+)?(https?|ssh|git):\/\//.test(v.s)) a.host(v.s.replace(/^git\+/, ""), via, false);
  for (const u of optValues(p, "-i", "--index-url", "--extra-index-url", "-f", "--find-links", "--proxy"))
    if (!u.s.startsWith("/") && !u.s.startsWith(".")) a.host(u.s, `${via} (package index)`, false);
  if (sub === "install" || sub === "download" || sub === "wheel") {
    if (has(p, "--user", "--break-system-packages", "--root", "--prefix")) {
      a.grey("install_global", `${via} installs outside the project`);
      return null;
    }
    const target2 = optValue(p, "-t", "--target", "-d", "--dest");
    if (target2) a.write(target2, "write", via);
    if (sub !== "download")
      installsRemoteCode([...p.positional.slice(1), ...optValues(p, "-e", "--editable")], a, via);
    a.project(via);
    return null;
  }
  if (sub === "uninstall") {
    a.grey("package_remove", `${via} removes packages from the environment`);
    return null;
  }
  if (sub === "config" && /^(list|debug|get)$/.test(p.positional[1]?.s ?? "")) {
    const key2 = p.positional[2];
    if (p.positional[1].s === "get" && (!key2 || key2.dyn || /auth|token|pass|cert|secret|key/i.test(key2.s)))
      a.grey("secret_read", `${via} get prints a configuration value that may be a credential`);
    return null;
  }
  a.grey("unknown_command", `${via} is not a subcommand forge-gate knows`);
  return null;
}
for (const n of [
  "pip",
  "pip3",
  "uv",
  "poetry",
  "pipenv",
  "pdm",
  "rye",
  "hatch",
  "conda",
  "mamba",
  "micromamba",
  "pipx"
])
  H[n] = pythonPackageManager;
H.pipx = (args, a) => {
  if (args[0]?.s === "run") a.grey("npx_unknown", "`pipx run` downloads and runs a package");
  else if (args[0]?.s === "list") return null;
  else a.grey("install_global", "`pipx` installs tools outside the project");
  return null;
};
H.conda = (args, a, io) => {
  const sub = args[0]?.s ?? "";
  if (/^(list|info|search|env-list)$/.test(sub) || sub === "env" && args[1]?.s === "list") return null;
  if (sub === "run" || sub === "activate" || sub === "deactivate") {
    a.project("`conda`");
    if (sub === "run") return projectRunner(args.slice(1), a, io);
    return null;
  }
  a.grey("install_global", `\`conda ${sub}\` changes environments outside the project`);
  return null;
};
H.mamba = H.conda;
H.micromamba = H.conda;
H.cargo = (args, a) => {
  const p = parseOpts(args, [
    "--manifest-path",
    "-p",
    "--package",
    "--target-dir",
    "-Z",
    "--config",
    "-C",
    "--color",
    "-j",
    "--jobs",
    "--features",
    "-F",
    "--target",
    "--bin",
    "--example",
    "--test",
    "--bench",
    "--profile"
  ]);
  const sub = p.positional[0]?.s ?? "";
  const via = `\`cargo ${sub}\``;
  if (/^(install|uninstall|publish|login|logout|owner|yank)$/.test(sub)) {
    a.grey(
      sub === "publish" || sub === "yank" || sub === "owner" ? "package_publish" : "install_global",
      `${via} acts outside the project`
    );
    return null;
  }
  for (const c of optValues(p, "--config")) cargoConfig(c, a, via);
  const target2 = optValue(p, "--target-dir");
  if (target2) a.write(target2, "write", via);
  if (sub === "add") {
    const q = parseOpts(args.slice(args.findIndex((v) => v.s === "add") + 1), [
      "--git",
      "--path",
      "--registry",
      "--index",
      "--branch",
      "--tag",
      "--rev",
      "-F",
      "--features",
      "--rename",
      "-p",
      "--package",
      "--manifest-path",
      "--target"
    ]);
    const from = optValue(q, "--git", "--registry", "--index");
    if (from) a.grey("remote_package", `${via} takes the crate from ${show(from)}, not crates.io`);
    const path = optValue(q, "--path");
    if (path)
      a.scriptArgs(
        [path.s.startsWith("/") || path.s.startsWith("..") ? path : { ...path, s: `./${path.s}` }],
        `${via} --path (package source)`,
        true
      );
  }
  if (sub === "new" || sub === "init") {
    if (p.positional[1]) a.write(p.positional[1], "write", via);
    else a.project(via);
    return null;
  }
  if (sub === "vendor" && p.positional[1]) a.write(p.positional[1], "rwrite", via);
  const manifest = optValue(p, "--manifest-path");
  const dir = optValue(p, "-C") ?? (manifest ? { ...manifest, s: import_node_path8.posix.dirname(manifest.s) } : null);
  a.project(via, dir ?? void 0);
  const dashdash = args.findIndex((v) => v.s === "--");
  if (sub === "run" && dashdash !== -1) a.scriptArgs(args.slice(dashdash + 1), via);
  return null;
};
H.rustup = (args, a) => {
  if (/^(show|which|--version|-V|check|doc)$/.test(args[0]?.s ?? "")) return null;
  a.grey("install_global", "`rustup` changes the toolchain installation");
  return null;
};
H.go = (args, a, io) => {
  if (args[0]?.s === "-C" && args[1]) {
    const dir = args[1];
    return a.inDir(dir, () => {
      a.project("`go -C`", dir);
      return H.go(args.slice(2), a, io) ?? null;
    });
  }
  if (args[0]?.s.startsWith("-C=") || /^-C./.test(args[0]?.s ?? "")) {
    const dir = { ...args[0], s: args[0].s.replace(/^-C=?/, "") };
    return a.inDir(dir, () => {
      a.project("`go -C`", dir);
      return H.go(args.slice(1), a, io) ?? null;
    });
  }
  const sub = args[0]?.s ?? "";
  const via = `\`go ${sub}\``;
  if (/^(version|env|list|doc|help)$/.test(sub) && !(sub === "env" && args.some((v) => v.s === "-w")))
    return null;
  if (sub === "env") {
    a.grey("package_config", "`go env -w` changes the global go configuration");
    return null;
  }
  if (sub === "install") {
    a.grey("install_global", "`go install` installs binaries outside the project");
    return null;
  }
  if (sub === "work" && /^(init|use)$/.test(args[1]?.s ?? "")) {
    const dirs = args.slice(2).filter((v) => !normArg(v).startsWith("-"));
    a.scriptArgs(
      dirs.map((d) => d.s.startsWith("/") || d.s.startsWith("..") ? d : { ...d, s: `./${d.s}` }),
      `${via} (module source)`,
      true
    );
  }
  if (sub === "clean" && args.some((v) => /^-(modcache|cache|testcache|fuzzcache)$/.test(v.s))) {
    a.grey("package_cache", "`go clean` with a cache flag deletes the shared caches outside the project");
    return null;
  }
  const p = parseOpts(args.slice(1), [
    "-o",
    "-C",
    "-ldflags",
    "-gcflags",
    "-tags",
    "-run",
    "-bench",
    "-count",
    "-timeout",
    "-p",
    "-exec",
    "-toolexec",
    "-mod",
    "-coverprofile",
    "-cpuprofile",
    "-memprofile",
    "-modfile",
    "-overlay",
    "-pkgdir"
  ]);
  if (has(p, "-exec", "-toolexec")) a.grey("inline_code", `${via} -exec runs another program`);
  if (sub === "run" && p.positional.some((v) => /@|^[\w-]+\.[\w.-]+\//.test(v.s) && !/^\.{0,2}\//.test(v.s)))
    a.grey("npx_unknown", `${via} downloads a remote module and runs it`);
  const out = optValue(p, "-o", "-coverprofile", "-cpuprofile", "-memprofile");
  if (out) a.write(out, "write", via);
  a.project(via, optValue(p, "-C") ?? void 0);
  if (sub === "run") a.scriptArgs(p.positional.slice(1), via);
  return null;
};
H.make = (args, a) => {
  const p = parseOpts(args, [
    "-C",
    "--directory",
    "-f",
    "--file",
    "--makefile",
    "-j",
    "--jobs",
    "-l",
    "-o",
    "-W",
    "-I",
    "--eval",
    "-E"
  ]);
  if (p.positional.some((v) => v.s === "install" || v.s === "uninstall")) {
    a.grey("install_global", "`make install` usually writes outside the project");
    return null;
  }
  if (has(p, "--eval", "-E")) a.grey("inline_code", "`make --eval` runs extra make code");
  if (has(p, "-n", "--dry-run", "--just-print", "-q", "--question", "-p", "--print-data-base")) return null;
  a.project("`make`", optValue(p, "-C", "--directory") ?? void 0);
  const vars = p.positional.filter((v) => !v.dyn && MAKE_VARIABLE.test(v.s));
  for (const v of vars) makeVariable(v, a);
  a.scriptArgs(
    vars.map((v) => ({ ...v, s: v.s.slice(v.s.indexOf("=") + 1) })),
    "`make`"
  );
  return null;
};
function cargoConfig(v, a, via) {
  if (!v.dyn && /^\s*(profile\.[\w.-]+|term\.[\w.-]+|build\.(jobs|incremental|pipelining)|net\.(offline|retry))\s*=/.test(
    v.s
  ))
    return;
  a.grey(
    "toolchain_config",
    `${via} --config ${show(v)} sets what cargo runs or fetches (as .cargo/config.toml would)`
  );
}
var MAKE_VARIABLE = /^[A-Za-z_][\w.-]*\s*(::?:?|\+|\?|!)?=/;
function makeVariable(v, a) {
  const m = MAKE_VARIABLE.exec(v.s);
  const value = v.s.slice(m[0].length);
  const via = `\`make ${v.s.slice(0, m[0].length)}\``;
  if (m[1] === "!") {
    a.nested(value, via);
    return;
  }
  if (/\$[({](file|eval|guile|value|call)\b/.test(value)) {
    a.grey("inline_code", `${via} holds make functions that write files or run make code`);
    return;
  }
  for (let at2 = value.search(/\$[({]shell\s/); at2 >= 0; ) {
    const open = value[at2 + 1];
    const close = open === "(" ? ")" : "}";
    let depth = 0;
    let end = -1;
    for (let i = at2 + 1; i < value.length; i++) {
      if (value[i] === open) depth++;
      else if (value[i] === close && --depth === 0) {
        end = i;
        break;
      }
    }
    if (end < 0) {
      a.grey("inline_code", `${via} holds a \`$(shell \u2026)\` that does not close`);
      return;
    }
    a.nested(value.slice(at2 + 8, end), `the $(shell \u2026) in ${via}`);
    const next = value.slice(end + 1).search(/\$[({]shell\s/);
    at2 = next < 0 ? -1 : end + 1 + next;
  }
}
H.gmake = H.make;
H.bundle = (all, a) => {
  const first = all.findIndex((v) => v.dyn || !normArg(v).startsWith("-"));
  const args = first === -1 ? [] : all.slice(first);
  const sub = args[0]?.s ?? "install";
  if (sub === "config" && args.slice(1).some((v) => v.dyn || /mirror|source|https?:|gems?\./i.test(v.s))) {
    a.grey("remote_package", "`bundle config` changes where gems come from");
    return null;
  }
  if (sub === "exec") return args[1] ? a.run(args.slice(1), null, false) : null;
  if (/^(list|show|info|outdated|check|config-get|version|-v|--version)$/.test(sub)) return null;
  a.project(`\`bundle ${sub}\``);
  return null;
};
H.gem = (args, a) => {
  const sub = args[0]?.s ?? "";
  if (/^(list|search|info|query|env|help|contents|dependency|which|specification)$/.test(sub)) return null;
  if (sub === "build") {
    a.project("`gem build`");
    return null;
  }
  a.grey(
    sub === "push" || sub === "yank" ? "package_publish" : "install_global",
    `\`gem ${sub}\` acts outside the project`
  );
  return null;
};
H.composer = (args, a) => {
  const sub = args[0]?.s ?? "";
  if (/^(show|info|outdated|licenses|validate|diagnose|depends|why|why-not|search|check-platform-reqs|about|list|help)$/.test(
    sub
  ))
    return null;
  if (sub === "global") {
    a.grey("install_global", "`composer global` installs outside the project");
    return null;
  }
  const localKey = /^(sort-packages|optimize-autoloader|classmap-authoritative|process-timeout|platform-check|platform\.[\w.-]+)$/;
  if (sub === "config" && args.length > 2 && !(args[1] && !args[1].dyn && localKey.test(args[1].s))) {
    a.grey(
      "remote_package",
      "`composer config` changes the project's or the user's configuration (repositories, mirrors, TLS)"
    );
    return null;
  }
  if (sub === "config" && args[1] && /^(repo|repositories)/.test(args[1].s)) {
    a.grey("remote_package", "`composer config` changes where packages come from");
    return null;
  }
  a.project(`\`composer ${sub}\``);
  return null;
};
H.dotnet = (args, a) => {
  const sub = args[0]?.s ?? "";
  if (sub === "tool" && args.some((v) => v.s === "-g" || v.s === "--global")) {
    a.grey("install_global", "`dotnet tool -g` installs outside the project");
    return null;
  }
  if (sub === "nuget" && args[1]?.s === "push") {
    a.grey("package_publish", "`dotnet nuget push` publishes a package");
    return null;
  }
  if (/^(--info|--version|--list-sdks|--list-runtimes|list|sln-list)$/.test(sub)) return null;
  a.project(`\`dotnet ${sub}\``);
  return null;
};
H.swift = (args, a) => {
  a.project(`\`swift ${args[0]?.s ?? ""}\``);
  return null;
};

// src/core/classify/commands/pending-specs.ts
var PY_PROJECT = "-q --quiet -v --verbose --no-color --color= --offline --frozen --locked --no-sync --all-extras --extra= --group= --dev --no-dev --only-dev --no-group= --only-group= --all-groups --all-packages --package= --python= -p= --directory=dir --project=dir --no-cache --with= --with-editable= --with-requirements=read --env-file=read --no-env-file --isolated --no-project --module -m --script -s --exact --inexact --active --no-active --upgrade -U --upgrade-package= -P= --reinstall --compile-bytecode --refresh --no-install-project --no-install-workspace --check --dry-run --resolution= --prerelease= --no-interaction -n --ansi --no-ansi --no-root --only= --sync --all --without= --with-dev --no-plugins --tree --outdated --latest --depth= -d= --invert --no-dedupe --universal --frozen-lockfile --clean --lock --no-update --verbose -vv -vvv";
var DENO_BUN = "-A --allow-all --allow-read=? --allow-write=? --allow-net=? --allow-env=? --allow-run=? --allow-sys=? --allow-ffi=? -R -W -N -E -S --no-prompt --check=? --no-check=? --watch --watch-exclude= --quiet -q --config=read -c=read --import-map=read --lock=? --frozen=? --no-lock --node-modules-dir=? --reload=? -r=? --unstable --coverage=? --coverage-dir= --filter= --fail-fast=? --parallel --shuffle=? --doc --permit-no-files --reporter= --junit-path= --ext= --ignore= --indent-width= --line-width= --single-quote --use-tabs --no-semicolons --prose-wrap= --rules --rules-tags= --rules-include= --rules-exclude= --fix --compact --json --timeout= --bail=? --only --todo --rerun-each= --update-snapshots -u --test-name-pattern= -t= --preload=read --smol --hot --bun --silent --verbose --production --frozen-lockfile --no-save --dev -d --exact --optional --peer --filter= --elide-lines= --if-present --all --ci";
var VERSIONS = "--help --version --json --long --latest --no-colors --silent -s --lts --installed --remote";
var PENDING_SPECS = {
  systemctl: {
    own: "--no-pager -l --full -a --all -t= --type= --state= -p= --property= -n= --lines= -o= --output= --user --system -q --quiet --value --failed --plain --no-legend --reverse --after --before"
  },
  launchctl: { own: "" },
  uv: { own: PY_PROJECT, runner: /^(run|pip)$/ },
  poetry: { own: PY_PROJECT, runner: /^(run)$/ },
  pipenv: { own: PY_PROJECT, runner: /^(run)$/ },
  pdm: { own: PY_PROJECT, runner: /^(run)$/ },
  rye: { own: PY_PROJECT, runner: /^(run)$/ },
  hatch: { own: PY_PROJECT, runner: /^(run)$/ },
  pipx: { own: "--json --short --include-injected --verbose -v --quiet -q" },
  conda: {
    own: "--json -q --quiet -v --verbose -n= --name= -p= --prefix= --no-capture-output --live-stream --explicit --export --revisions -e --envs --full-name --show-channel-urls --no-pip --md5",
    runner: /^(run)$/
  },
  deno: { own: DENO_BUN, runner: /^(run|x|task)$/ },
  bun: { own: DENO_BUN, runner: /^(run|x)$/ },
  bundle: {
    // bundle add/update/outdated (bundler's manuals); `add --git/--github/--path` (code from a
    // repository or a directory) and `--source` (another gem server) are left out, so grey.
    own: "--gemfile=read --jobs= -j= --retry= --quiet --verbose --local --prefer-local --frozen --deployment --without= --with= --path=write --parseable --paths --verbose -v= --version= -g= --group= --groups -r= --require= --branch= --ref= --skip-install --strict --optimistic --all --conservative --ruby --full-index --force --redownload --patch --minor --major --pre --filter-major --filter-minor --filter-patch --only-explicit --porcelain",
    runner: /^(exec)$/
  },
  gem: {
    own: "--local --remote --both --details --versions --all -a -e --exact -i --installed -d --no-details -q --quiet --verbose -V"
  },
  composer: {
    own: "--no-interaction -n --no-progress --no-dev --dev --prefer-dist --prefer-source --optimize-autoloader -o --classmap-authoritative -a --no-scripts --no-plugins --ansi --no-ansi -q --quiet -v -vv -vvv --verbose --direct -D --latest -l --minor-only --format= -f= --locked --strict --tree -t --no-check-publish --working-dir=dir -d=dir"
  },
  dotnet: {
    own: "-c= --configuration= -f= --framework= -r= --runtime= -v= --verbosity= --no-restore --no-build --nologo --filter= --logger= -l= --collect= --list-tests --project=dir -p=? --property=? --blame --tl=? --verify-no-changes --include-generated --severity= --diagnostics= --interactive -a= --arch="
  },
  swift: {
    own: "-c= --configuration= --filter= --skip= --parallel --enable-code-coverage -v --verbose --vv --very-verbose --package-path=dir --scratch-path=write --product= --target= --show-bin-path --build-tests --skip-build -q --quiet --list-tests"
  },
  rustup: { own: "-v --verbose -q --quiet" },
  // `corepack pnpm@9 \u2026`: the package manager's words are its own (judged by its handler).
  corepack: { own: "", runner: /^(npm|pnpm|yarn|npx|pnpx|yarnpkg)(@[\w.+-]*)?$/ },
  apt: {
    own: "--installed --upgradable --manual-installed --all-versions -a --names-only --full -q --quiet"
  },
  "apt-get": { own: "" },
  "apt-cache": { own: "--names-only --full --installed --recurse --no-all-versions -q --quiet" },
  brew: {
    own: "--versions --formula --formulae --cask --casks -1 -l --full-name --pinned --multiple --json=? --installed --desc -d --eval-all --tree --include-build --include-optional --include-test --skip-recommended --direct --recursive --verbose -v --quiet -q --oneline"
  },
  // nvm and the other version managers (aliased below).
  nvm: { own: VERSIONS },
  "cross-env": { own: "" },
  "cross-env-shell": { own: "" },
  "env-cmd": {
    own: "-f=read --file=read -e= --environments= -r=read --rc-file=read --fallback --no-override --use-shell --silent --verbose"
  }
};
for (const [alias, of] of [
  ...["fnm", "volta", "pyenv", "rbenv", "asdf", "mise", "sdk", "goenv", "nodenv"].map(
    (n) => [n, "nvm"]
  ),
  ["mamba", "conda"],
  ["micromamba", "conda"]
])
  PENDING_SPECS[alias] = PENDING_SPECS[of];
var built2 = {};
function accountPending(name, args, a) {
  const desc = PENDING_SPECS[name]?.own ?? "";
  built2[name] ??= { anywhere: spec(desc, "data"), leading: spec(`+ ${desc}`, "data") };
  const { anywhere, leading } = built2[name];
  const via = `\`${name}\``;
  const runner = PENDING_SPECS[name]?.runner;
  let at2 = -1;
  if (runner) {
    const plain = [];
    for (let k = 0; k < args.length && plain.length < 2; k++) {
      const s = normArg(args[k]);
      if (s === "--") break;
      if (!s.startsWith("-")) plain.push(k);
    }
    const [first, second] = plain.map((k) => args[k]);
    if (first && !first.dyn && runner.test(first.s)) at2 = plain[0];
    else if (first?.s === "tool" && second && !second.dyn && runner.test(second.s)) at2 = plain[1];
  }
  if (at2 === -1) {
    account(via, args, PENDING_SPECS[name]?.lead ? leading : anywhere, a);
    return;
  }
  account(via, args.slice(0, at2), anywhere, a);
  const sub = args[at2].s;
  if (sub === "pip") account(`\`${name} pip\``, args.slice(at2 + 1), HANDLER_SPECS.pip, a);
  else account(`\`${name} ${sub}\``, args.slice(at2 + 1), leading, a);
}

// src/core/classify/commands/reader-specs.ts
var S3 = (desc, positional = "read") => spec(desc, positional);
var GREP = "-E -F -G -P -i -y -v -w -x -c -L -l -o -q -s -b -H -h -n -T -Z -z -a -I -r -R -U # -e= -f=read -m= -A= -B= -C= -d= -D= --regexp= --file=read --ignore-case --no-ignore-case --invert-match --word-regexp --line-regexp --count --files-without-match --files-with-matches --only-matching --quiet --silent --no-messages --byte-offset --with-filename --no-filename --label= --line-number --initial-tab --null --null-data --text --binary-files= --devices= --directories= --exclude= --exclude-from=read --exclude-dir= --include= --recursive --dereference-recursive --line-buffered --max-count= --after-context= --before-context= --context= --extended-regexp --fixed-strings --basic-regexp --perl-regexp --binary --color=? --colour=?";
var RG = "-i -s -S -v -w -x -F -n -N -l -c -o -u -L -H -I -p -U -z -a -b -0 -q -P -e= -f=read -g= -t= -T= -A= -B= -C= -m= -j= -M= -r= -E= -d= --regexp= --file=read --glob= --iglob= --type= --type-not= --type-add= --type-clear= --after-context= --before-context= --context= --max-count= --threads= --max-columns= --replace= --encoding= --max-depth= --maxdepth= --color= --colors= --sort= --sortr= --max-filesize= --ignore-file=read --path-separator= --context-separator= --field-match-separator= --field-context-separator= --engine= --hyperlink-format= --dfa-size-limit= --regex-size-limit= --pre=command --pre-glob= --hostname-bin=command --files --hidden --no-hidden --no-ignore --no-ignore-vcs --no-ignore-parent --no-ignore-dot --no-ignore-global --no-ignore-exclude --no-ignore-files --no-ignore-messages --follow --no-follow --count --count-matches --files-with-matches --files-without-match --fixed-strings --no-fixed-strings --ignore-case --smart-case --case-sensitive --invert-match --word-regexp --line-regexp --line-number --no-line-number --no-heading --heading --with-filename --no-filename --only-matching --json --no-json --vimgrep --column --no-column --byte-offset --null --null-data --text --no-text --pretty --multiline --no-multiline --multiline-dotall --pcre2 --no-pcre2 --pcre2-version --trim --no-trim --stats --no-stats --quiet --search-zip --no-search-zip --one-file-system --no-messages --messages --no-config --passthru --passthrough --unrestricted --glob-case-insensitive --debug --trace --type-list --crlf --no-crlf --binary --no-binary --block-buffered --line-buffered --auto-hybrid-regex --sort-files --include-zero --list-file-types --max-columns-preview --mmap --no-mmap --no-unicode --unicode --no-encoding --invert-match --files-without-match --help --version";
var HEAD = "-c= -n= -q -v -z # --bytes= --lines= --quiet --silent --verbose --zero-terminated";
var SUMS = "-b -c -t -z -w --binary --check --tag --text --ignore-missing --quiet --status --strict --warn --zero";
var BASE = "-d -i -w= --decode --ignore-garbage --wrap=";
var READER_SPECS = {
  ls: S3(
    "-a -A -b -B -c -C -d -f -F -g -G -h -H -i -k -l -L -m -n -N -o -p -q -Q -r -R -s -S -t -u -U -v -x -X -Z -1 -I= -T= -w= --all --almost-all --author --escape --block-size= --ignore-backups --color=? --colour=? --directory --dired --classify=? --file-type --format= --full-time --group-directories-first --no-group --human-readable --si --dereference-command-line --dereference-command-line-symlink-to-dir --hide= --hyperlink=? --indicator-style= --inode --ignore= --kibibytes --dereference --numeric-uid-gid --literal --hide-control-chars --show-control-chars --quote-name --quoting-style= --reverse --recursive --size --sort= --time= --time-style= --tabsize= --width= --context --zero"
  ),
  cat: S3(
    "-A -b -e -E -n -s -t -T -u -v --show-all --number-nonblank --show-ends --number --squeeze-blank --show-tabs --show-nonprinting"
  ),
  tac: S3("-b -r -s= --before --regex --separator="),
  bat: S3(
    "-A -p -P -n -l= -H= -r= -m= -d -u --show-all --plain --paging= --language= --highlight-line= --line-range= --map-syntax= --theme= --style= --color= --decorations= --tabs= --wrap= --number --diff --list-languages --list-themes --file-name= --terminal-width= --no-config --italic-text= --squeeze-blank"
  ),
  head: S3(HEAD),
  tail: S3(`${HEAD} -f -F -s= --follow=? --retry --pid= --sleep-interval= --max-unchanged-stats=`),
  less: S3(
    "-N -R -S -F -X -r -i -I -M -n -+F # -p= -x= --RAW-CONTROL-CHARS --chop-long-lines --quit-if-one-screen"
  ),
  more: S3("-d -f -l -c -p -s -u -n= #"),
  wc: S3("-c -m -l -L -w --bytes --chars --lines --max-line-length --words --files0-from=read --total="),
  grep: S3(GREP),
  egrep: S3(GREP),
  fgrep: S3(GREP),
  rg: S3(RG),
  ag: S3(
    "-i -s -S -v -w -l -L -c -o -u -U -a -f -z -Q -G= -g= -A= -B= -C= -m= --ignore-case --case-sensitive --smart-case --invert-match --word-regexp --files-with-matches --files-without-matches --count --only-matching --hidden --unrestricted --literal --nocolor --color --noheading --heading --nogroup --group --column --numbers --nonumbers --vimgrep --stats --ignore= --ignore-dir= --depth= --file-search-regex="
  ),
  ack: S3(
    "-i -s -v -w -l -L -c -o -h -H -Q -f -g= -A= -B= -C= -m= --ignore-case --smart-case --invert-match --word-regexp --files-with-matches --files-without-matches --count --literal --nocolor --color --noheading --heading --nogroup --group --column --type= --ignore-dir= --noignore-dir= --sort-files"
  ),
  tree: S3(
    "-a -d -f -i -l -s -h -D -F -C -J -x -u -g -p -n -q -N -r -t -v -U -c -L= -P= -I= --noreport --dirsfirst --gitignore --charset= --filelimit= --du --prune --matchdirs --ignore-case --info --sort= --filesfirst -o=write --fromfile"
  ),
  stat: S3("-L -f -t -c= --format= --printf= --terse --dereference --file-system --cached="),
  file: S3(
    "-b -i -L -h -z -Z -k -l -N -p -r -s -E -0 -f=read -m=read -e= -F= -P= --mime --mime-type --mime-encoding --brief --dereference --no-dereference --keep-going --uncompress --no-pad --special-files --extension --files-from=read --magic-file=read --exclude= --separator= --print0 --raw --preserve-date"
  ),
  du: S3(
    "-a -b -c -h -H -k -l -L -m -P -s -S -x -0 -D -d= -B= -t= -X=read --max-depth= --summarize --human-readable --all --apparent-size --total --exclude= --exclude-from=read --threshold= --time=? --time-style= --si --bytes --block-size= --count-links --dereference --dereference-args --no-dereference --one-file-system --inodes --null --files0-from=read --separate-dirs"
  ),
  df: S3(
    "-a -h -H -i -k -l -P -T -x= -t= -B= --output=? --total --human-readable --si --print-type --local --portability --all --inodes --block-size= --type= --exclude-type= --sync --no-sync"
  ),
  pwd: S3("-L -P"),
  which: S3("-a -s --all --skip-alias --skip-functions --read-alias --read-functions", "data"),
  whereis: S3("-b -m -s -u -l -B= -M= -S= -f", "data"),
  type: S3("-a -f -p -P -t", "data"),
  realpath: S3(
    "-e -m -L -P -q -s -z --relative-to= --relative-base= --canonicalize-existing --canonicalize-missing --logical --physical --quiet --strip --no-symlinks --zero"
  ),
  readlink: S3(
    "-f -e -m -n -q -s -v -z --canonicalize --canonicalize-existing --canonicalize-missing --no-newline --quiet --silent --verbose --zero"
  ),
  basename: S3("-a -s= -z --multiple --suffix= --zero", "data"),
  dirname: S3("-z --zero", "data"),
  date: S3(
    "-d= -f=read -I=? -R -u -r=read --date= --file=read --iso-8601=? --rfc-3339= --rfc-email --utc --universal --reference=read --debug --resolution",
    "data"
  ),
  uname: S3(
    "-a -s -n -r -v -m -p -i -o --all --kernel-name --nodename --kernel-release --kernel-version --machine --processor --hardware-platform --operating-system",
    "data"
  ),
  whoami: S3(""),
  id: S3("-u -g -G -n -r -z -a -Z --user --group --groups --name --real --zero --context", "data"),
  groups: S3("", "data"),
  hostname: S3(
    "-f -s -i -I -d -A -a -y --fqdn --long --short --ip-address --all-ip-addresses --domain --alias",
    "data"
  ),
  diff: S3(
    "-u -c -N -a -b -B -w -i -E -Z -q -r -s -y -p -t -T -l -P -d -e -f -n # -U= -C= -W= -x= -X=read -I= -F= -S= -L= -D= --unified=? --context=? --brief --recursive --new-file --unidirectional-new-file --text --ignore-all-space --ignore-space-change --ignore-blank-lines --ignore-case --ignore-file-name-case --no-ignore-file-name-case --report-identical-files --side-by-side --width= --exclude= --exclude-from=read --color=? --label= --no-dereference --strip-trailing-cr --minimal --speed-large-files --from-file=read --to-file=read --ignore-matching-lines= --show-function-line= --show-c-function --suppress-common-lines --normal --expand-tabs --initial-tab --ignore-tab-expansion --ignore-trailing-space --palette= --horizon-lines= --line-format= --old-line-format= --new-line-format= --unchanged-line-format= --left-column --suppress-blank-empty --tabsize= --starting-file= --ed --rcs --ifdef= --paginate --GTYPE-group-format="
  ),
  diff3: S3("-a -A -e -E -x -X -3 -i -m -T -L= --text --merge --label= --easy-only --show-all --ed"),
  cmp: S3("-b -l -s -i= -n= --print-bytes --verbose --quiet --silent --ignore-initial= --bytes="),
  comm: S3("-1 -2 -3 -z --check-order --nocheck-order --output-delimiter= --total --zero-terminated"),
  cut: S3(
    "-n -s -z -b= -c= -d= -f= --bytes= --characters= --delimiter= --fields= --complement --only-delimited --output-delimiter= --zero-terminated"
  ),
  tr: S3("-c -C -d -s -t --complement --delete --squeeze-repeats --truncate-set1", "data"),
  nl: S3(
    "-p -b= -d= -f= -h= -i= -l= -n= -s= -v= -w= --body-numbering= --section-delimiter= --footer-numbering= --header-numbering= --line-increment= --join-blank-lines= --number-format= --no-renumber --number-separator= --starting-line-number= --number-width="
  ),
  column: S3(
    "-t -n -x -e -J -L -R= -s= -o= -c= -N= -l= -H= -O= -E= -W= -r= -d --table --separator= --output-separator= --output-width= --table-columns= --table-right= --table-hide= --table-order= --table-wrap= --table-truncate= --table-noextreme= --table-name= --json --keep-empty-lines --fillrows --tree= --tree-id= --tree-parent="
  ),
  paste: S3("-s -z -d= --delimiters= --serial --zero-terminated"),
  join: S3(
    "-i -z -a= -e= -j= -o= -t= -v= -1= -2= --check-order --nocheck-order --header --ignore-case --zero-terminated"
  ),
  fold: S3("-b -s -w= # --bytes --spaces --width="),
  fmt: S3(
    "-c -s -t -u -p= -w= -g= # --crown-margin --split-only --tagged-paragraph --uniform-spacing --width= --goal= --prefix="
  ),
  rev: S3(""),
  expand: S3("-i -t= --initial --tabs= #"),
  unexpand: S3("-a -t= --all --first-only --tabs= #"),
  base64: S3(BASE),
  base32: S3(BASE),
  basenc: S3(
    `${BASE} --base64 --base64url --base32 --base32hex --base16 --base2msbf --base2lsbf --z85 --base58`
  ),
  md5sum: S3(SUMS),
  sha1sum: S3(SUMS),
  sha224sum: S3(SUMS),
  sha256sum: S3(SUMS),
  sha384sum: S3(SUMS),
  sha512sum: S3(SUMS),
  b2sum: S3(`${SUMS} -l= --length=`),
  shasum: S3(`${SUMS} -a= -0 -p -U --algorithm= --portable --UNIVERSAL --01`),
  cksum: S3(`${SUMS} -a= -l= --algorithm= --length= --untagged --base64 --raw --debug`),
  sum: S3("-r -s --sysv"),
  seq: S3("-w -f= -s= -t= # --format= --separator= --equal-width", "data"),
  sleep: S3("#", "data"),
  nproc: S3("--all --ignore=", "data"),
  free: S3(
    "-b -k -m -g -h -w -t -l -v -L --kilo --mega --giga --tera --peta --kibi --mebi --gibi --tebi --pebi --bytes --human --si --total --lohi --wide --committed --line -s= -c= --seconds= --count=",
    "data"
  ),
  uptime: S3("-p -s --pretty --since", "data"),
  ps: S3(
    "-A -a -d -e -f -F -H -j -l -L -M -N -T -w -x -y -Z -o= -O= -p= -q= -C= -g= -G= -s= -t= -u= -U= --pid= --ppid= --sort= --forest --no-headers --headers --format= --user= --User= --group= --Group= --cols= --columns= --lines= --rows= --width= --deselect --tty= --quick-pid= --sid= --cumulative -ww",
    "data"
  ),
  pgrep: S3(
    "-a -c -f -i -l -n -o -v -w -x -r= -d= -g= -G= -P= -s= -t= -u= -U= --count --full --ignore-case --list-name --list-full --newest --oldest --inverse --lightweight --exact --delimiter= --pgroup= --group= --parent= --session= --terminal= --euid= --uid= --ns= --nslist= --older= --signal=",
    "data"
  ),
  pidof: S3("-s -c -q -x -z -o= -d= -n", "data"),
  lsof: S3("-n -P -i=? -t -l -U -w -b -a -c= -p= -u= -d= -g= -s= +D= +d= -F= -R", "data"),
  ldd: S3("-v -u -d -r --version --verbose --unused --data-relocs --function-relocs"),
  nm: S3(
    "-a -A -B -C -D -g -h -l -n -o -p -P -r -s -S -u -v -V -j --demangle --dynamic --extern-only --defined-only --undefined-only --line-numbers --numeric-sort --no-sort --portability --reverse-sort --print-size --size-sort --print-file-name --format= -t= --radix= --target="
  ),
  objdump: S3(
    "-a -d -D -f -g -G -h -l -p -r -R -s -S -t -T -x -C -w -z --disassemble=? --disassemble-all --file-headers --section-headers --headers --syms --dynamic-syms --reloc --dynamic-reloc --full-contents --source --line-numbers --demangle=? --wide --private-headers --all-headers --no-show-raw-insn -j= -M= -b= -m= --section= --disassembler-options= --target= --architecture= --start-address= --stop-address="
  ),
  readelf: S3(
    "-a -h -l -S -g -t -e -s -n -r -u -d -V -A -c -D -I -W -C --all --file-header --program-headers --segments --section-headers --sections --section-groups --section-details --headers --syms --symbols --dyn-syms --notes --relocs --unwind --dynamic --version-info --arch-specific --archive-index --use-dynamic --histogram --wide --demangle=? -x= -p= -R= --hex-dump= --string-dump= --relocated-dump= --debug-dump=?"
  ),
  strings: S3(
    "-a -d -f -w -e= -n= -t= -o -s= # --all --data --print-file-name --bytes= --radix= --encoding= --include-all-whitespace --output-separator="
  ),
  hexdump: S3(
    "-b -c -C -d -o -x -v -e= -f=read -n= -s= -L=? --canonical --length= --skip= --format= --format-file=read --no-squeezing"
  ),
  od: S3(
    "-a -b -c -d -f -i -l -o -s -x -v -A= -j= -N= -S= -t= -w=? --address-radix= --endian= --skip-bytes= --read-bytes= --strings=? --format= --output-duplicates --width=? --traditional"
  ),
  help: S3("-d -m -s", "data"),
  info: S3("-a -w --all --where --apropos= -o=write --output=write", "data"),
  expr: S3("", "data"),
  locale: S3("-a -m -c -k -v --all-locales --charmaps --category-name --keyword-name --verbose", "data"),
  getconf: S3("-a -v=", "data"),
  lscpu: S3(
    "-a -b -c -e=? -p=? -J -x -y -B -C=? --all --online --offline --json --hex --physical --bytes --extended=? --parse=?",
    "data"
  ),
  lsblk: S3(
    "-a -b -d -f -J -l -m -n -p -P -r -S -t -z -o= -O -e= -I= -x= --all --bytes --nodeps --fs --json --list --noheadings --paths --pairs --raw --output= --output-all --sort= --tree",
    "data"
  ),
  lsusb: S3("-v -t -s= -d=", "data"),
  lspci: S3("-v -vv -vvv -k -n -nn -t -s= -d= -D -m -mm", "data"),
  printenv: S3("-0 --null", "data"),
  tput: S3("-T= -S -x", "data"),
  clear: S3("-T= -V -x", "data"),
  cal: S3(
    "-1 -3 -j -m -s -w -y -Y -A= -B= -n= --monday --sunday --julian --year --twelve --week=? --months=",
    "data"
  ),
  bc: S3("-l -q -s -w -i --mathlib --quiet --standard --warn --interactive"),
  dc: S3("-e= -f=read --expression= --file=read"),
  jq: S3(
    "-r -j -a -c -n -e -s -S -C -M -R -h --raw-output --join-output --ascii-output --compact-output --null-input --exit-status --slurp --sort-keys --color-output --monochrome-output --raw-input --tab --seq --stream --stream-errors --raw-output0 --unbuffered --indent= -f=read --from-file=read -L= --arg=data --argjson=data --slurpfile=data --rawfile=data --args --jsonargs"
  ),
  gron: S3(
    "-u -s -c -m -k -v -j --ungron --stream --colorize --monochrome --no-sort --values --json --insecure"
  ),
  zcat: S3("-f -q -v -l --force --quiet --verbose --list"),
  bzcat: S3("-s -v --small --verbose"),
  xzcat: S3("-v -q -T= --threads= --verbose --quiet --format= --single-stream"),
  zstdcat: S3("-v -q -f --verbose --quiet --force"),
  lz4cat: S3("-v -q -f"),
  gzcat: S3("-f -q -v"),
  zless: S3(""),
  zmore: S3(""),
  look: S3("-b -d -f -t= --alternative --alphanum --ignore-case --terminate=", "data"),
  apropos: S3("-a -e -l -r -w -s= --and --exact --long --regex --wildcard --sections=", "data"),
  whatis: S3("-l -r -w -s= --long --regex --wildcard --sections=", "data"),
  getent: S3("-s= -i --service= --no-idn", "data"),
  netstat: S3(
    "-a -c -e -g -i -l -n -o -p -r -s -t -u -w -x -A= --all --listening --numeric --program --route --statistics --tcp --udp --interfaces",
    "data"
  ),
  ss: S3(
    "-a -e -H -i -l -m -n -o -p -r -s -t -u -w -x -4 -6 -Z -K -f= -A= --all --listening --numeric --processes --tcp --udp --summary --extended --info --memory --options --no-header",
    "data"
  ),
  arch: S3("", "data"),
  users: S3("", "data"),
  who: S3(
    "-a -b -d -H -l -m -p -q -r -s -t -T -u -w --all --boot --dead --heading --login --count --runlevel --short --time --users --mesg",
    "data"
  ),
  w: S3("-h -u -s -f -o -i -p --no-header --no-current --short --from --old-style --ip-addr --pids", "data"),
  last: S3("-a -d -F -i -R -w -x -n= -s= -t= -f=read #", "data"),
  finger: S3("-s -l -p -m", "data"),
  tty: S3("-s --silent --quiet", "data"),
  stty: S3("-a -g --all --save", "data"),
  logname: S3("", "data"),
  vmstat: S3(
    "-a -f -m -n -s -d -D -p= -t -w -S= --active --forks --slabs --one-header --stats --disk --disk-sum --partition= --timestamp --wide --unit=",
    "data"
  ),
  iostat: S3("-c -d -h -k -m -N -t -x -y -z -p=? -j=", "data"),
  mpstat: S3("-A -u -I= -P= -o=", "data"),
  top: S3("-b -c -H -i -S -s -n= -d= -p= -u= -U= -o= -w=? -E= -e=", "data"),
  htop: S3("-C -t -H -M -d= -p= -u= -s= --no-color --tree --no-mouse --readonly", "data"),
  pstree: S3(
    "-a -A -c -g -G -h -H= -l -n -N= -p -s -S -t -T -u -U -Z --arguments --ascii --compact-not --show-pgids --long --numeric-sort --show-pids --show-parents --hide-threads",
    "data"
  ),
  numfmt: S3(
    "-d= -z --debug --delimiter= --field= --format= --from= --from-unit= --grouping --header=? --invalid= --padding= --round= --suffix= --to= --to-unit= --zero-terminated",
    "data"
  ),
  factor: S3("-h --exponents", "data"),
  tsort: S3(""),
  locate: S3(
    "-0 -A -b -c -e -i -l= -q -r= -S -w -d= --all --basename --count --existing --ignore-case --limit= --null --quiet --regex= --statistics --wholename --database=",
    "data"
  ),
  mdfind: S3("-0 -count -onlyin= -live -name= -interpret -literal", "data"),
  whence: S3("-v -c -w -p -a -m -s -S -x= -f", "data"),
  compgen: S3("-a -b -c -d -e -f -g -j -k -s -u -v -A= -G= -W= -P= -S= -X= -o=", "data"),
  dirs: S3("-c -l -p -v #", "data"),
  fc: S3("-l -n -r -e=command -s", "data"),
  caller: S3("", "data"),
  disown: S3("-a -h -r", "data"),
  jobs: S3("-l -n -p -r -s", "data"),
  cowsay: S3("-b -d -g -p -s -t -w -y -n -e= -f= -T= -W= -l", "data"),
  figlet: S3("-c -l -r -x -t -k -W -S -s -o -p -n -f= -d= -w= -m= -C=", "data"),
  lolcat: S3("-a -f -t -i -F= -p= -S= -d= -s=", "data"),
  toilet: S3("-f= -d= -w= -t -k -W -S -s -o --filter= --metal --gay -F=", "data"),
  yes: S3("", "data"),
  reset: S3("-q -e= -i= -k= -m= -I -Q -r -w", "data"),
  mktemp: S3("-d -q -u -t -p= --directory --dry-run --quiet --suffix= --tmpdir=?", "data"),
  uuidgen: S3("-r -t -m -s -n= -N= -x --random --time --md5 --sha1 --namespace= --name= --hex", "data"),
  shuf: S3(
    "-e -i= -n= -r -z --echo --input-range= --head-count= --repeat --zero-terminated --random-source=read",
    "read"
  ),
  envsubst: S3("-v --variables", "data"),
  pbpaste: S3("-Prefer= -pboard=", "data"),
  pbcopy: S3("-pboard=", "data"),
  iconv: S3("-c -s -l -f= -t= --from-code= --to-code= --list --silent"),
  sw_vers: S3("-productName -productVersion -buildVersion", "data"),
  lsb_release: S3("-a -c -d -i -r -s -v --all --codename --description --id --release --short", "data"),
  hash: S3("-r -d -l -t -p=command", "data"),
  enable: S3("-a -n -p -s -d -f=command", "data"),
  bind: S3("-l -p -P -v -V -S -s -m= -q= -u= -r= -f=read -x=command", "data"),
  complete: S3(
    "-p -r -D -E -I -a -b -c -d -e -f -g -j -k -s -u -v -o= -A= -G= -W= -F=command -C=command -P= -S= -X=",
    "data"
  ),
  history: S3("-c -d= -a -n -r -w -p -s #", "data"),
  ping: S3(
    "-4 -6 -a -A -b -B -d -D -f -L -n -O -q -r -R -U -v -c= -i= -I= -l= -m= -M= -p= -Q= -s= -S= -t= -T= -w= -W=",
    "data"
  ),
  dig: S3("-4 -6 -b= -c= -f=read -k=read -m -p= -q= -t= -x= -y= -r -u", "data"),
  nslookup: S3("-type= -query= -debug -port= -timeout= -retry=", "data"),
  host: S3("-a -A -c= -C -d -l -i -m= -N= -r -R= -s -t= -T -U -v -V -w -W= -4 -6", "data"),
  man: S3(
    "-a -f -k -K -w -W -l -u -Z -t -7 -E= -L= -m= -M= -P=command -r= -s= -S= -C=read -H=command -T=? -X=? --all --whatis --apropos --global-apropos --where --path --local-file --update --ditroff --troff --ascii --encoding= --locale= --systems= --manpath= --pager=command --prompt= --sections= --config-file=read --html=command --troff-device=? --gxditview=? --regex --wildcard --names-only",
    "data"
  )
};
var DATA_ONLY = new Set(
  "echo printf true false test [ [[ : exit return break continue shift wait let unalias times umask ulimit suspend logout bg fg".split(" ")
);

// src/core/classify/commands/readers.ts
function isReader(name) {
  return DATA_ONLY.has(name) || Object.hasOwn(READER_SPECS, name);
}
function isInfoQuery(args) {
  return args.length === 1 && /^(--version|-version|--help|-V)$/.test(normArg(args[0]));
}
var CREDENTIAL_NEUTRAL = new Set(
  // Wrappers hand their words to the command they run, which is judged itself.
  "source . test [ [[ chmod chown chgrp rm touch mkdir shred ssh ssh-add ssh-keygen openssl git echo printf export unset cd pushd builtin command exec time nice nohup timeout gtimeout stdbuf ionice setsid env".split(" ")
);
function printedText(name, args, texts) {
  const decode = (t) => t.replace(/\\(x[0-9A-Fa-f]{1,2}|0[0-7]{0,3}|[abefnrtv\\'"])/g, (_m, e) => {
    if (e[0] === "x") return String.fromCharCode(Number.parseInt(e.slice(1), 16));
    if (e[0] === "0") return String.fromCharCode(Number.parseInt(e, 8) || 0);
    const map = {
      a: "\x07",
      b: "\b",
      e: "\x1B",
      f: "\f",
      n: "\n",
      r: "\r",
      t: "	",
      v: "\v"
    };
    return map[e] ?? e;
  });
  if (name === "echo") {
    const joined = texts.map((v) => v.s).join(" ");
    if (args.some((v) => /^-[nE]*e[neE]*$/.test(v.s))) return decode(joined);
    return joined.includes("\\") ? null : joined;
  }
  if (texts[0]?.s === "-v" || texts[0]?.s.startsWith("-")) return null;
  const [fmt, ...rest] = texts.map((v) => v.s);
  if (fmt === void 0) return "";
  const directives = fmt.replaceAll("%%", "").match(/%[^%]/g) ?? [];
  if (directives.some((d) => d !== "%s") || rest.length > Math.max(directives.length, 0)) return null;
  let k = 0;
  return decode(fmt.replace(/%%|%s/g, (d) => d === "%%" ? "%" : rest[k++] ?? ""));
}
function readerOutput(name, args, a) {
  const secret = (name === "printenv" || name === "env") && args.length === 0 || args.some((v) => !v.dyn && a.secretFile(v.s));
  if (secret && (name === "cat" || name === "head" || name === "tail" || name === "less" || name === "more" || name === "base64" || name === "xxd" || name === "bat")) {
    a.grey("secret_read", `\`${name}\` prints a credential file into the transcript`);
  }
  if (name === "printf" || name === "test" || name === "[") {
    for (let k = 0; k < args.length; k++) {
      const v = args[k];
      if (v.dyn || !v.s.startsWith("-v")) continue;
      const target2 = v.s === "-v" ? args[k + 1] : name === "printf" ? { ...v, s: v.s.slice(2) } : void 0;
      if (target2) elementName(target2, a, `\`${name} -v\``);
      if (name === "printf") break;
    }
  }
  if (name === "echo" || name === "printf") {
    const texts = args.filter((v) => !(name === "echo" && /^-[neE]+$/.test(v.s)));
    const anyDyn = texts.some((v) => v.dyn);
    return {
      text: anyDyn ? null : printedText(name, args, texts),
      network: false,
      secret: texts.some((v) => v.secret === 2),
      via: `\`${name}\``
    };
  }
  return { text: null, network: false, secret, via: `\`${name}\`` };
}
H.man = (args, a) => {
  const p = parseOpts(args, [
    "-P",
    "--pager",
    "-M",
    "--manpath",
    "-L",
    "--locale",
    "-S",
    "-s",
    "--sections",
    "-C",
    "--config-file",
    "-H",
    "--html"
  ]);
  for (const cmd of optValues(p, "-P", "--pager", "-H", "--html")) {
    if (cmd.dyn) a.grey("dynamic_command", "`man -P` runs a pager that cannot be known before it runs");
    else a.nested(cmd.s, "the pager of `man`");
  }
  return null;
};
H.yq = (args, a) => {
  const p = parseOpts(args, ["-o", "--output-format", "-p", "--input-format", "--from-file", "--expression"]);
  if (has(p, "-i", "--inplace")) for (const f of p.positional.slice(1)) a.write(f, "write", "`yq -i`");
  return null;
};
H.tail = (args, a) => readerOutput("tail", args, a);
H.less = (args, a) => readerOutput("less", args, a);
H.date = (args, a) => {
  if (args.some((v) => v.s === "-s" || v.s.startsWith("--set")))
    a.grey("system_change", "`date -s` changes the system clock");
  return null;
};
H.hostname = (args, a) => {
  if (args.some((v) => !v.s.startsWith("-"))) a.grey("system_change", "`hostname NAME` renames the machine");
  return null;
};
var METADATA_ONLY = new Set(
  "ls stat du df file tree realpath readlink which whereis type wc md5sum sha1sum sha224sum sha256sum sha384sum sha512sum shasum b2sum cksum sum pwd basename dirname".split(
    " "
  )
);
var RECURSIVE_READERS = /* @__PURE__ */ new Set(["rg", "ag", "ack"]);
function secretReads(name, args, a, stdin) {
  const via = `\`${name}\``;
  if (args.some((v) => v.secret > 0)) {
    a.grey("secret_read", `${via} prints a credential into the transcript`);
    return;
  }
  if (stdin?.secret && !METADATA_ONLY.has(name) && !namedLinesOnly(name, args)) {
    a.grey("secret_read", `${via} prints an environment dump or a credential into the transcript`);
    return;
  }
  if (name === "printenv" && args.some((v) => SECRET_NAME.test(v.s))) {
    a.grey("secret_read", `${via} prints a credential variable into the transcript`);
    return;
  }
  if ((name === "less" || name === "more") && args.some((v) => v.dyn || v.s.startsWith("+") && !/^\+\d+$/.test(v.s))) {
    a.grey("runs_program", `${via} +command runs a pager command, which can run programs`);
    return;
  }
  if (name === "ps" && args.some((v) => v.dyn || /^[a-zA-Z]*e/.test(v.s))) {
    a.grey("secret_read", `${via} e prints the environment of processes, credentials included`);
    return;
  }
  if (METADATA_ONLY.has(name) || DATA_ONLY.has(name)) return;
  const recursive = RECURSIVE_READERS.has(name) || /^[ef]?grep$/.test(name) && args.some((v) => /^-[a-zA-Z]*[rR]|^--(recursive|dereference-recursive)$/.test(v.s));
  const sp = READER_SPECS[name];
  const parsed = sp ? parseSpec(args, sp) : null;
  const files = parsed ? [...parsed.positional] : args;
  if (parsed && /^([ef]?grep|rg|ag|ack)$/.test(name) && !parsed.opts.some((o) => /^(-e|-f|--regexp|--file)$/.test(o.name)))
    files.shift();
  if (parsed) {
    for (const o of parsed.opts) if (sp.opts.get(o.name)?.role === "read" && o.value) files.push(o.value);
  }
  for (const v of files) {
    if (v.dyn && !v.fromStdin && !v.s.startsWith("/dev/fd/")) {
      a.grey("dynamic_read", `${via} reads a path that cannot be known before it runs (${show(v)})`);
      return;
    }
    if (v.dyn) continue;
    const reveals = a.reveals(v, recursive);
    if (reveals === "unknown" && !NAMES_NOT_PATHS.has(name)) {
      a.grey("dynamic_read", `${via} reads ${v.s} in a directory that cannot be known before it runs`);
      return;
    }
    if (reveals !== false) {
      a.grey("secret_read", `${via} reads ${reveals}, which holds credentials`);
      return;
    }
  }
}
var NAMES_NOT_PATHS = new Set(
  "seq sleep tr date uname id hostname pgrep pidof man help info locale nproc numfmt who w last ps tty uptime free vmstat top htop pstree history locate dig nslookup host ping".split(
    " "
  )
);
var SECRET_NAME = /(TOKEN|SECRET|PASSW(OR)?D|PASSPHRASE|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIAL|AUTH)/i;
function namedLinesOnly(name, args) {
  if (!/^[ef]?grep$|^rg$/.test(name)) return false;
  const words = args.filter((v) => !/^-[wFE]+$/.test(v.s));
  return words.length === 1 && !words[0].dyn && /^[\w.^$-]+$/.test(words[0].s) && !SECRET_NAME.test(words[0].s);
}

// src/core/classify/commands/archives.ts
H.tar = (args, a, io) => {
  let list = args;
  if (args[0] && !args[0].dyn && /^[A-Za-z]+$/.test(args[0].s)) {
    const queue = args.slice(1);
    const expanded = [];
    for (const ch of args[0].s) {
      expanded.push(lit(`-${ch}`));
      if ("fCTXIbHgVKN".includes(ch)) expanded.push(queue.shift() ?? dyn());
    }
    list = [...expanded, ...queue];
  }
  const p = parseOpts(list, [
    "-f",
    "--file",
    "-C",
    "--directory",
    "-T",
    "--files-from",
    "-X",
    "--exclude-from",
    "-I",
    "--use-compress-program",
    "--to-command",
    "--checkpoint-action",
    "-b",
    "--blocking-factor",
    "-H",
    "--format",
    "--exclude",
    "-g",
    "-V",
    "-K",
    "-N",
    "--owner",
    "--group",
    "--mode",
    "--transform",
    "--xform"
  ]);
  if (has(
    p,
    "-I",
    "--use-compress-program",
    "--to-command",
    "--checkpoint-action",
    "--info-script",
    "-F",
    "--new-volume-script",
    "--rsh-command"
  )) {
    a.grey("inline_code", "`tar` runs an external program");
    return null;
  }
  const file = optValue(p, "-f", "--file");
  if (has(p, "-t", "--list", "-d", "--diff", "--compare")) return null;
  if (has(p, "-x", "--extract", "--get")) {
    const dir = optValue(p, "-C", "--directory") ?? lit(".");
    a.write(dir, "rwrite", "`tar -x`");
    if (file === null || file.s === "-" ? io.stdin?.network === true : a.isFetched(file)) a.fetched(dir);
    if (has(p, "-P", "--absolute-names")) a.grey("tar_absolute", "`tar -P` extracts absolute paths");
    return null;
  }
  if (has(p, "-c", "--create", "-r", "--append", "-u", "--update", "-A", "--catenate", "--delete")) {
    if (file && file.s !== "-") a.write(file, "write", "`tar` (archive)");
    for (const dir of optValues(p, "-C", "--directory"))
      if (a.inDir(dir, () => p.positional.some((m) => !m.dyn && a.secretEntry(m.s))))
        a.grey("secret_read", "`tar` reads a credential file or directory");
    return null;
  }
  a.grey("unknown_command", "`tar` with an unrecognised mode");
  for (const d of optValues(p, "-C", "--directory")) a.write(d, "rwrite", "`tar -C`");
  const at2 = args.findIndex((v, k) => k > 0 && !v.dyn && /^[A-Za-z]+$/.test(v.s) && /[xctru]/.test(v.s));
  if (at2 > 0) H.tar(args.slice(at2), a, { name: "tar", stdin: null, piped: false });
  return null;
};
H.unzip = (args, a) => {
  const p = parseOpts(args, ["-d", "-x", "-P"]);
  if (has(p, "-l", "-t", "-v", "-p", "-Z", "-z")) return null;
  const dir = optValue(p, "-d");
  a.write(dir ?? lit("."), "rwrite", "`unzip`");
  const zip = p.positional[0];
  if (zip && a.isFetched(zip)) a.fetched(dir ?? lit("."));
  return null;
};
H.zip = (args, a) => {
  const p = parseOpts(args, ["-x", "-i", "-b", "-n", "-t", "-tt", "-P", "-Z", "-O", "--out"]);
  if (p.positional[0]) a.write(p.positional[0], "write", "`zip`");
  if (has(p, "-m", "--move")) for (const f of p.positional.slice(1)) a.write(f, "delete", "`zip -m`");
  if (has(p, "-T", "-TT", "--unzip-command")) a.grey("inline_code", "`zip -T/-TT` runs a program");
  return null;
};
function compressor(verb) {
  return (args, a) => {
    const p = parseOpts(args, ["-S", "--suffix", "-b", "-o", "--output", "-T", "--threads", "-L", "--level"]);
    if (has(p, "-c", "--stdout", "--to-stdout", "-l", "--list", "-t", "--test"))
      return { text: null, network: false, secret: false, via: `\`${verb}\`` };
    const out = optValue(p, "-o", "--output");
    if (out) a.write(out, "write", `\`${verb}\``);
    if (p.positional.length === 0) return null;
    for (const f of p.positional) a.write(f, "write", `\`${verb}\``);
    return null;
  };
}
for (const c of [
  "gzip",
  "gunzip",
  "bzip2",
  "bunzip2",
  "xz",
  "unxz",
  "lzma",
  "zstd",
  "unzstd",
  "lz4",
  "brotli",
  "pigz"
])
  H[c] = compressor(c);

// src/core/classify/commands/inplace-switches.ts
var SWITCHES = {
  perl: { next: "I", rest: "MmxCdDFV", digits: "0l", code: "eE" },
  ruby: { next: "rICEF", rest: "KTWxd", digits: "0", code: "e" }
};
function inPlaceTargets(name, args) {
  const sw = SWITCHES[name];
  if (!sw) return null;
  let inPlace = false;
  let code2 = false;
  let i = 0;
  while (i < args.length) {
    const v = args[i];
    if (v.dyn) break;
    const s = normArg(v);
    if (s === "--") {
      i++;
      break;
    }
    if (!s.startsWith("-") || s === "-") break;
    if (s.startsWith("--")) {
      i++;
      continue;
    }
    let takesNext = false;
    for (let k = 1; k < s.length; ) {
      const ch = s[k];
      if (ch === "i") {
        inPlace = true;
        break;
      }
      if (sw.code.includes(ch)) {
        code2 = true;
        takesNext = k + 1 === s.length;
        break;
      }
      if (sw.digits.includes(ch)) {
        k++;
        if (ch === "0" && (s[k] === "x" || s[k] === "X")) {
          k++;
          while (k < s.length && /[0-9a-fA-F]/.test(s[k])) k++;
        } else while (k < s.length && /[0-7]/.test(s[k])) k++;
        continue;
      }
      if (sw.next.includes(ch)) {
        takesNext = k + 1 === s.length;
        break;
      }
      if (sw.rest.includes(ch)) break;
      k++;
    }
    i += takesNext ? 2 : 1;
  }
  if (!inPlace) return null;
  const rest = args.slice(i);
  return code2 ? rest : rest.slice(1);
}

// src/core/classify/commands/interpreters.ts
var INTERPRETERS = {
  python: { inline: ["-c"], module: "-m", valueOpts: ["-W", "-X"] },
  python3: { inline: ["-c"], module: "-m", valueOpts: ["-W", "-X"] },
  python2: { inline: ["-c"], module: "-m", valueOpts: ["-W", "-X"] },
  pypy3: { inline: ["-c"], module: "-m", valueOpts: ["-W", "-X"] },
  node: {
    inline: ["-e", "--eval", "-p", "--print"],
    valueOpts: ["-r", "--require", "--import", "--loader", "--env-file"]
  },
  nodejs: { inline: ["-e", "--eval", "-p", "--print"], valueOpts: ["-r", "--require"] },
  deno: { inline: ["eval"], valueOpts: [] },
  bun: { inline: ["-e", "--eval", "-p", "--print"], valueOpts: [] },
  ruby: { inline: ["-e"], valueOpts: ["-r", "-I"] },
  perl: { inline: ["-e", "-E"], valueOpts: ["-M", "-I"] },
  php: { inline: ["-r"], valueOpts: ["-d", "-c"] },
  lua: { inline: ["-e"], valueOpts: ["-l"] },
  Rscript: { inline: ["-e"], valueOpts: [] },
  julia: { inline: ["-e"], valueOpts: [] },
  osascript: { inline: ["-e"], valueOpts: [] }
};
var SHELLS = /* @__PURE__ */ new Set(["sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "fish", "busybox-sh"]);
function shellFromStdin(a, io, via, here = false) {
  const src = io.stdin;
  if (!src) {
    a.grey("shell_stdin", `${via} reads commands from standard input`);
    return null;
  }
  if (src.network) {
    a.block("download_exec", `${src.via} output is piped into ${via}: download-and-execute`);
    return null;
  }
  if (src.text === null || src.text.includes(DYN)) {
    a.grey(
      "shell_stdin",
      `${via} runs commands produced by ${src.via}, which cannot be known before it runs`
    );
    return null;
  }
  const flow = a.nested(src.text, `${via} (fed by ${src.via})`, here);
  if (here) a.outcome = flow;
  return null;
}
function shellHandler(args, a, io) {
  const via = `\`${io.name}\``;
  let i = 0;
  let command2 = null;
  let dashC = false;
  let dashS = false;
  for (; i < args.length; i++) {
    const s = normArg(args[i]);
    if (args[i].dyn) break;
    if (s === "-o" || s === "+o" || s === "-O" || s === "+O" || s === "--rcfile" || s === "--init-file") {
      i++;
      continue;
    }
    if (s === "--" || s === "-") {
      i++;
      break;
    }
    if (/^[-+][a-zA-Z]+$/.test(s)) {
      if (s.startsWith("-") && s.includes("c")) dashC = true;
      if (s.startsWith("-") && s.includes("s")) dashS = true;
      continue;
    }
    if (s.startsWith("--")) continue;
    break;
  }
  if (dashC) command2 = args[i] ?? null;
  if (command2) {
    if (command2.dyn) {
      if (command2.net) a.block("download_exec", `${via} -c runs code downloaded by a command substitution`);
      else a.grey("dynamic_command", `${via} -c runs a command that cannot be known before it runs`);
      return null;
    }
    a.nested(command2.s, `${via} -c`);
    return null;
  }
  if (dashS) return shellFromStdin(a, io, via);
  const script = args[i];
  if (script?.net) {
    a.block("download_exec", `${via} runs a script downloaded by a process substitution`);
    return null;
  }
  if (script) {
    if (script.dyn && io.stdin === null)
      a.grey("dynamic_script", `${via} runs a script that cannot be known before it runs`);
    else if (script.dyn) return shellFromStdin(a, io, via);
    else if (/^\/dev\/(stdin|fd\/0)$/.test(script.s)) return shellFromStdin(a, io, via);
    else if (/^\/dev\/fd\/\d+$|^\/proc\//.test(script.s))
      a.grey("dynamic_script", `${via} runs code from a file descriptor`);
    else {
      a.script(script, via);
      a.scriptArgs(args.slice(i + 1), `${via} ${script.s}`);
    }
    return null;
  }
  return shellFromStdin(a, io, via);
}
for (const sh of SHELLS) H[sh] = shellHandler;
var PYTHON_OPTS = spec(
  "+ -b -bb -B -d -E -h -i -I -O -OO -P -q -s -S -u -v -V -x -R -W= -X= --version --help --check-hash-based-pycs="
);
var NODE_OPTS = spec(
  "+ --test --run= --watch --watch-path= --watch-preserve-output --check --interactive -i --no-warnings --trace-warnings --enable-source-maps --experimental-vm-modules --experimental-strip-types --experimental-transform-types --no-experimental-strip-types --experimental-test-coverage --experimental-test-module-mocks --test-reporter= --test-reporter-destination=write --test-name-pattern= --test-skip-pattern= --test-only --test-concurrency= --test-timeout= --test-update-snapshots --test-force-exit --max-old-space-size= --max-semi-space-size= --stack-size= --expose-gc --unhandled-rejections= --input-type= --conditions= -C= --env-file=read --env-file-if-exists=read --inspect=?host --inspect-brk=?host --inspect-wait=?host --inspect-port= --cpu-prof --heap-prof --prof --title= --trace-uncaught --trace-exit --abort-on-uncaught-exception --no-deprecation --throw-deprecation --pending-deprecation --trace-deprecation --preserve-symlinks --preserve-symlinks-main --experimental-specifier-resolution= --experimental-json-modules --experimental-default-type= --no-addons --disable-warning= --experimental-loader=read --loader=read --import=read -r=read --require=read --version -v --help -h"
);
var INTERPRETER_OPTS = {
  python: PYTHON_OPTS,
  python3: PYTHON_OPTS,
  node: NODE_OPTS,
  nodejs: NODE_OPTS,
  perl: spec(
    "+ -n -p -a -s -c -w -W -X -t -T -U -S -u -h -v -l=? -F=? -i=? -0=? -x=? -C=? -V=? -M= -m= -I=read --help --version"
  ),
  ruby: spec(
    "+ -n -p -l -a -w -v -c -s -S -d -y -h -F= -i=? -0=? -W=? -x=? -r=read -I=read -E= -C=dir -K= -T=? --verbose --disable= --enable= --jit --yjit --encoding= --external-encoding= --internal-encoding= --backtrace-limit= --help --version"
  ),
  php: spec(
    "+ -d= -c=read -n -l -q -s -v -w -i -m -H -h --ini --syntax-check --no-php-ini --define= --help --version"
  ),
  lua: spec("+ -l= -i -v -E -W"),
  Rscript: spec(
    "+ --vanilla --no-save --no-restore --no-environ --no-site-file --no-init-file --default-packages= --verbose --help --version"
  ),
  julia: spec(
    "+ -t= --threads= --project=? -q --quiet --startup-file= --history-file= --color= -O= --optimize=? --check-bounds= --depwarn= --banner= --compile= -h --help -v --version"
  ),
  osascript: spec("+ -l= -s= -i")
};
function interpreterOptions(args, a, io) {
  const sp = INTERPRETER_OPTS[io.name];
  if (!sp) return;
  const inline = INTERPRETERS[io.name];
  const prefix = [];
  for (let k = 0; k < args.length; k++) {
    const s = normArg(args[k]);
    const head = s.split("=")[0];
    if (!s.startsWith("-") || s === "-" || s === "--") break;
    if (inline.inline.includes(head) || head === inline.module || inline.module && s.startsWith(inline.module))
      break;
    if (/^-[a-zA-Z]{2,}$/.test(s) && [...s.slice(1)].some((ch) => inline.inline.includes(`-${ch}`))) break;
    if (inline.inline.some(
      (f) => s.startsWith(f) && (f.startsWith("--") ? s[f.length] === "=" : f.length === 2)
    ))
      break;
    prefix.push(args[k]);
    const o = sp.opts.get(head);
    if (o?.arity === 1 && !s.includes("=") && !(head.length === 2 && s.length > 2))
      prefix.push(args[++k] ?? dyn());
  }
  const p = account(`\`${io.name}\``, prefix, sp, a, "caller");
  for (const o of p.opts) {
    const v = o.value;
    if (!v) continue;
    if (sp.opts.get(o.name)?.role === "host") {
      const host = v.s.includes(":") ? v.s.slice(0, v.s.lastIndexOf(":")) : /^\d+$/.test(v.s) ? "" : v.s;
      if (v.dyn || host !== "" && !/^(localhost|127(\.\d+){3}|\[?::1\]?)$/.test(host))
        a.grey("network_serve", `\`${io.name} ${o.name}\` opens the debugger to the network`);
    } else if (/^(-r|--require|--import|--loader|--experimental-loader)$/.test(o.name) && /^[./~]/.test(v.s))
      a.script(v, `\`${io.name} ${o.name}\``);
  }
}
function inPlaceFiles(args, a, io) {
  for (const f of inPlaceTargets(io.name, args) ?? []) a.write(f, "write", `\`${io.name} -i\``);
}
var VERSION_FLAGS = {
  node: /^(-v|--version|-h|--help)$/,
  nodejs: /^(-v|--version|-h|--help)$/,
  perl: /^(-v|-V|--version|-h|--help)$/,
  php: /^(-v|--version|-h|--help)$/,
  python: /^(-V|--version|-h|--help)$/,
  python3: /^(-V|--version|-h|--help)$/,
  python2: /^(-V|--version|-h|--help)$/
};
function interpreterHandler(args, a, io) {
  const spec2 = INTERPRETERS[io.name];
  const via = `\`${io.name}\``;
  const info = VERSION_FLAGS[io.name] ?? /^(--version|--help)$/;
  if (args.length === 1 && !args[0].dyn && info.test(normArg(args[0]))) return null;
  if (io.name === "node" || io.name === "nodejs") {
    for (let i = 0; i < args.length; i++) {
      const s = normArg(args[i]);
      if (!s.startsWith("-") || s === "--" || /^(-e|--eval|-p|--print)$/.test(s)) break;
      const value = /^(--import|--require|-r|--loader|--experimental-loader)$/.test(s) ? args[++i] : { ...args[i], s: s.replace(/^--?[\w-]+=/, "") };
      if (value && isRemoteCode(value)) {
        a.block("download_exec", `${via} ${s.replace(/=.*/, "")} loads code from ${value.s}`);
        return null;
      }
    }
  }
  interpreterOptions(args, a, io);
  inPlaceFiles(args, a, io);
  for (let i = 0; i < args.length; i++) {
    const s = normArg(args[i]);
    const bundle = io.name === "perl" || io.name === "ruby" ? /^-([a-zA-Z0-9]{2,})$/ : /^-([a-zA-Z]{2,})$/;
    const letters = bundle.exec(s)?.[1];
    let at2 = -1;
    for (let k = 0; letters !== void 0 && k < letters.length; k++) {
      if (spec2.inline.includes(`-${letters[k]}`)) at2 = k;
      if (at2 !== -1 || spec2.valueOpts.includes(`-${letters[k]}`)) break;
    }
    if (letters && at2 !== -1 && !spec2.inline.includes(s)) {
      const attached = letters.slice(at2 + 1);
      const code2 = attached !== "" ? { ...args[i], s: attached } : args[i + 1] ?? dyn();
      const rest = args.slice(attached !== "" ? i + 1 : i + 2);
      inlineCode(code2, a, `${via} -${letters[at2]}`, rest);
      return null;
    }
    const attachedFlag = spec2.inline.find(
      (f) => s.length > f.length && s.startsWith(f) && (f.startsWith("--") ? s[f.length] === "=" : true)
    );
    if (attachedFlag && !letters) {
      const code2 = { ...args[i], s: s.slice(attachedFlag.length + (attachedFlag.startsWith("--") ? 1 : 0)) };
      inlineCode(code2, a, `${via} ${attachedFlag}`, args.slice(i + 1));
      return null;
    }
    if (spec2.inline.includes(s)) {
      const code2 = args[i + 1] ?? dyn();
      if (/^--?[A-Za-z]/.test(normArg(code2)) && !code2.dyn) {
        a.grey("unknown_option", `${via} ${s} is given ${code2.s} where its code should be`);
        if (args[i + 2]) inlineCode(args[i + 2], a, `${via} ${s}`, args.slice(i + 3));
        return null;
      }
      inlineCode(code2, a, `${via} ${s}`, args.slice(i + 2));
      return null;
    }
    if (spec2.module && (s === spec2.module || s.startsWith(spec2.module) && s.length > 2)) {
      const mod = s === spec2.module ? args[i + 1]?.s ?? "" : s.slice(2);
      return pythonModule(mod, args.slice(s === spec2.module ? i + 2 : i + 1), a, io);
    }
    if (spec2.valueOpts.includes(s)) {
      i++;
      continue;
    }
    if (s.startsWith("-")) continue;
    if (io.name === "deno" || io.name === "bun") return denoBun(args.slice(i), a, io);
    if (args[i].net) a.block("download_exec", `${via} runs a script downloaded by a process substitution`);
    else {
      a.script(args[i], via);
      a.scriptArgs(args.slice(i + 1), `${via} ${args[i].s}`);
    }
    return null;
  }
  if ((io.name === "node" || io.name === "nodejs") && args.some((v) => /^--(test|run)(=|$)/.test(normArg(v)))) {
    a.project(via);
    return null;
  }
  const src = io.stdin;
  if (src?.network) {
    a.block("download_exec", `${src.via} output is piped into ${via}: download-and-execute`);
    return null;
  }
  if (src?.text != null) inlineCode(lit(src.text), a, via);
  else if (src) a.grey("inline_code", `${via} runs code produced by ${src.via}`);
  else a.grey("inline_code", `${via} reads code from standard input`);
  return null;
}
for (const k of Object.keys(INTERPRETERS)) H[k] = interpreterHandler;
function pythonModule(mod, rest, a, io) {
  if (mod === "pip") return H.pip(rest, a, { ...io, name: "pip" }) ?? null;
  if (mod === "venv" || mod === "virtualenv") {
    const p = parseOpts(rest, ["--prompt"]);
    for (const d of p.positional) a.write(d, "write", `\`${io.name} -m ${mod}\``, { kind: "directory" });
    return null;
  }
  if (mod === "json.tool" || mod === "pydoc" || mod === "site" || mod === "platform" || mod === "sysconfig")
    return null;
  if (mod === "http.server") {
    const p = parseOpts(rest, ["-d", "--directory", "-b", "--bind", "--protocol"]);
    const dir = optValues(p, "-d", "--directory")[0];
    const bind = optValues(p, "-b", "--bind")[0];
    if (bind && (bind.dyn || !/^(localhost|127(\.\d+){3}|::1)$/.test(bind.s)))
      a.grey(
        "network_serve",
        `\`${io.name} -m http.server\` serves files to the network (bind it to 127.0.0.1)`
      );
    a.project(`\`${io.name} -m http.server\``, dir);
    return null;
  }
  a.project(`\`${io.name} -m ${mod}\``);
  a.scriptArgs(rest, `\`${io.name} -m ${mod}\``);
  return null;
}
function denoBun(args, a, io) {
  const sub = args[0]?.s ?? "";
  const target2 = args.find((v, k) => (k > 0 || !/^[a-z]+$/.test(v.s)) && !/^-/.test(normArg(v)));
  const installs = io.name === "bun" && /^(add|a|install|i|update|remove|rm|link)$/.test(sub);
  if (!installs && target2 && runsRemoteCode(target2, a, `\`${io.name}${sub === target2.s ? "" : ` ${sub}`}\``))
    return null;
  const own = target2 ? args.slice(0, args.indexOf(target2)) : args;
  const remote = own.find((v) => /=(https?|git\+\w+):\/\//.test(v.s) || isRemoteCode(v));
  if (remote) {
    a.grey("download_exec", `\`${io.name} ${sub}\` loads code from ${remote.s}`);
    return null;
  }
  const ev = args.findIndex((v) => /^(-e|--eval|-p|--print)$/.test(normArg(v)));
  if (ev !== -1) {
    inlineCode(args[ev + 1] ?? dyn(), a, `\`${io.name}\` ${normArg(args[ev])}`);
    return null;
  }
  if (io.name === "bun" && /^(install|i|add|a|remove|rm|update)$/.test(sub) && !args.some((v) => v.s === "--ignore-scripts"))
    a.lifecycle(`\`bun ${sub}\``);
  if (/^(test|fmt|lint|check|task|run|build|bundle|compile|doc|bench|install|add|remove|x|info|types|init|create|pm|outdated|update|upgrade)$/.test(
    sub
  )) {
    if (sub === "upgrade" || sub === "install" && args.some((v) => /^(-g|--global)$/.test(v.s))) {
      a.grey("install_global", `\`${io.name} ${sub}\` installs outside the project`);
      return null;
    }
    if (sub === "x") return npx(args.slice(1), a, io);
    a.project(`\`${io.name} ${sub}\``);
    return null;
  }
  if (sub.endsWith(".ts") || sub.endsWith(".js") || sub.endsWith(".mjs") || sub.endsWith(".tsx")) {
    a.script(args[0], `\`${io.name}\``);
    a.scriptArgs(args.slice(1), `\`${io.name} ${sub}\``);
    return null;
  }
  a.project(`\`${io.name} ${sub}\``);
  return null;
}

// src/core/classify/commands/builtins.ts
function cdEnv(a, physical) {
  const home = a.env.get("HOME");
  return {
    home: home === void 0 ? null : home,
    cdpath: a.env.has("CDPATH") ? a.env.get("CDPATH") ?? null : void 0,
    oldpwd: a.env.has("OLDPWD") ? a.env.get("OLDPWD") ?? null : void 0,
    physical
  };
}
var target = (v) => v.dyn ? "unknown" : { s: v.s };
H.cd = (args, a) => {
  let i = 0;
  let physical = false;
  for (; i < args.length; i++) {
    const s = args[i].s;
    if (s === "--") {
      i++;
      break;
    }
    if (!/^-[LPe@]+$/.test(s) || args[i].dyn) break;
    physical = s.lastIndexOf("P") > s.lastIndexOf("L") ? true : s.includes("L") ? false : physical;
  }
  const rest = args.slice(i);
  const env = cdEnv(a, physical);
  let ok;
  if (rest.length > 1)
    ok = [UNKNOWN_PLACE];
  else if (rest.length === 0) ok = cd(a.places, null, false, env);
  else if (!rest[0].dyn && rest[0].s === "-") ok = cd(a.places, null, true, env);
  else if (!rest[0].dyn && rest[0].s === "") ok = a.places;
  else ok = cd(a.places, target(rest[0]), false, env);
  a.outcome = { ok, fail: a.places };
  return null;
};
function stackIndex(v) {
  const m = /^([+-])(\d+)$/.exec(v.s);
  if (!m || v.dyn) return null;
  return m[1] === "+" ? Number(m[2]) : -Number(m[2]) - 1;
}
H.pushd = (args, a) => {
  const words = args.filter((v) => v.dyn || v.s !== "-n");
  const noChange = words.length < args.length;
  const arg = words[0];
  const rotate = arg ? stackIndex(arg) : null;
  const ok = pushd(a.places, arg && rotate === null ? target(arg) : null, rotate, noChange, cdEnv(a, false));
  a.outcome = { ok, fail: a.places };
  return null;
};
H.popd = (args, a) => {
  const words = args.filter((v) => v.dyn || v.s !== "-n");
  const arg = words[0];
  const index = arg ? stackIndex(arg) : null;
  if (arg && index === null) {
    a.outcome = { ok: [UNKNOWN_PLACE], fail: a.places };
    return null;
  }
  a.outcome = { ok: popd(a.places, index, words.length < args.length), fail: a.places };
  return null;
};
H.dirs = (args, a) => {
  if (args.some((v) => v.s === "-c")) a.outcome = { ok: clearStack(a.places), fail: a.places };
  return null;
};
H.exit = (_args, a) => {
  a.outcome = HALT;
  return null;
};
H.logout = H.exit;
H.return = (_args, a) => {
  a.returns?.push(...a.places);
  a.outcome = HALT;
  return null;
};
H.source = (args, a, io) => {
  const p = parseOpts(args, []);
  const file = p.positional[0];
  if (!file) return null;
  if (file.net) {
    a.block("download_exec", `\`${io.name}\` runs downloaded code`);
    return null;
  }
  if (!file.dyn && /^\/dev\/stdin$|^\/proc\/self\/fd\/0$/.test(file.s))
    return shellFromStdin(a, io, `\`${io.name}\``, true);
  if (!file.dyn && a.secretFile(file.s)) a.secretEnv = true;
  a.script(file, `\`${io.name}\``);
  return null;
};
H["."] = H.source;
H.eval = (args, a) => {
  const lead = args.findIndex((v) => !/^--?[A-Za-z]/.test(v.s) || v.dyn);
  if (lead > 0) {
    a.grey("unknown_option", `\`eval\` is given ${args[0].s}, which is not code`);
    H.eval(args.slice(lead), a, { name: "eval", stdin: null, piped: false });
  }
  const words = args[0]?.s === "--" ? args.slice(1) : args;
  const code2 = words.map((v) => v.s).join(" ");
  if (args.some((v) => v.net)) {
    a.block("download_exec", "`eval` runs downloaded code");
    return null;
  }
  if (args.some((v) => v.dyn)) {
    a.grey("dynamic_eval", "`eval` runs code that cannot be known before it runs");
    return null;
  }
  a.outcome = a.nested(code2, "`eval`", true);
  return null;
};
H.trap = (args, a) => {
  let words = args;
  while (!words[0]?.dyn && /^--?[A-Za-z]./.test(words[0]?.s ?? "") && !/^-[plP]+$/.test(words[0].s))
    words = words.slice(1);
  if (!words[0]?.dyn && words[0]?.s === "--") words = words.slice(1);
  else if (!words[0]?.dyn && words[0]?.s.startsWith("-")) return null;
  if (words.length < 2) return null;
  const action2 = words[0];
  if (action2.dyn) {
    a.grey("dynamic_eval", "`trap` installs code that cannot be known before it runs");
    return null;
  }
  if (action2.s === "" || action2.s === "-") return null;
  const places = a.places;
  const later = union(places, [UNKNOWN_PLACE]);
  a.places = later;
  const flow = a.nested(action2.s, "`trap`", true);
  a.places = places;
  const onExitOnly = words.slice(1).every((v) => !v.dyn && /^(SIG)?EXIT$|^0$/i.test(v.s));
  if (!onExitOnly && !sameSet(union(flow.ok, flow.fail), later)) a.outcome = stay(later);
  return null;
};
H.exec = (args, a, io) => {
  const p = parseOpts(args, ["-a"], true);
  if (p.positional.length === 0) return null;
  const out = a.run(p.positional, io.stdin, io.piped);
  a.outcome = HALT;
  return out;
};
var declares = (args, a, io) => {
  for (const v of args) if (v.dyn || !v.s.startsWith("-")) elementName(v, a, `\`${io.name}\``);
  return null;
};
H.export = declares;
H.readonly = declares;
H.local = declares;
H.declare = declares;
H.typeset = declares;
H.unset = declares;
H.read = (args, a, io) => {
  const p = parseOpts(args, ["-a", "-d", "-i", "-n", "-N", "-p", "-t", "-u"]);
  for (const v of [...optValues(p, "-a"), ...p.positional]) elementName(v, a, `\`${io.name}\``);
  return null;
};
var mapfile = (args, a, io) => {
  const p = parseOpts(args, ["-d", "-n", "-O", "-s", "-u", "-C", "-c"]);
  for (const cb of optValues(p, "-C")) {
    if (cb.dyn)
      a.grey("dynamic_eval", `\`${io.name} -C\` runs a callback that cannot be known before it runs`);
    else a.nested(cb.s, `the callback of \`${io.name} -C\``);
  }
  for (const v of p.positional) elementName(v, a, `\`${io.name}\``);
  return null;
};
H.mapfile = mapfile;
H.readarray = mapfile;
H.getopts = (args, a, io) => {
  if (args[1]) elementName(args[1], a, `\`${io.name}\``);
  return null;
};
H.let = (args, a) => {
  for (const v of args) {
    if (v.dyn) a.grey("arith_eval", "`let` evaluates an expression known only at run time");
    else evaluatedExpression(v.s, a, "`let`");
  }
  return null;
};
H.kill = (args, a) => {
  if (args.some((v) => v.s === "-1" || v.s === "0") && args.length >= 2) {
    a.block("kill_all", "`kill` targeting -1/0 kills every process of the user");
  }
  if (args.some((v, i) => normArg(v) === "1" && !/^-(s|n|-signal)$/.test(normArg(args[i - 1] ?? lit(""))))) {
    a.block("kill_all", "`kill 1` kills init, taking the machine or container down");
  }
  a.fx.readOnly = false;
  return null;
};
H.pkill = (_args, a, io) => {
  a.grey("process_kill", `\`${io.name}\` kills processes by name`);
  return null;
};
H.killall = H.pkill;
H.history = (args, a) => {
  if (args.some((v) => v.s === "-c" || v.s === "-d" || v.s === "-w"))
    a.grey("history_edit", "`history -c/-d/-w` rewrites the shell history");
  return null;
};
H.set = (args, a) => {
  for (let i = 0; i < args.length; i++) {
    const v = args[i];
    if (v.s === "--" || v.s === "-") break;
    if (v.dyn) continue;
    const on = v.s.startsWith("-");
    if (/^[-+][a-zA-Z]*e[a-zA-Z]*$/.test(v.s) && !v.s.startsWith("--")) a.errexit = on;
    if (/^[-+]o$/.test(v.s) && args[i + 1]?.s === "errexit") a.errexit = on;
  }
  return null;
};
H.shopt = () => null;
H.alias = (args, a) => {
  if (args.some((v) => v.s.includes("=") || v.dyn))
    a.grey("alias_define", "`alias` redefines a command for later calls");
  return null;
};
H.ulimit = () => null;
H.disown = () => null;
H.umask = () => null;

// src/core/classify/commands/cluster-specs.ts
var KUBE = "--help -n= --namespace= --context= --request-timeout= -v= --v=";
var K = (desc) => spec(`${KUBE} ${desc}`, "data");
var OUT = "-o= --output= --template= --allow-missing-template-keys=? --show-managed-fields --no-headers";
var SEL = "-l= --selector= --field-selector= -A --all-namespaces --chunk-size=";
var FILES = "-f=read --filename=read -k=read --kustomize=read -R --recursive";
var KUBECTL_SPECS = {
  get: K(
    `${OUT} ${SEL} ${FILES} -w --watch --watch-only --output-watch-events --show-labels --show-kind --sort-by= -L= --label-columns= --ignore-not-found --raw= --subresource=`
  ),
  describe: K(`${SEL} ${FILES} --show-events=?`),
  logs: K(
    "-c= --container= --all-containers=? -f --follow -p --previous --since= --since-time= --tail= --timestamps=? --prefix=? -l= --selector= --max-log-requests= --pod-running-timeout= --ignore-errors --limit-bytes="
  ),
  explain: K("--recursive --api-version= --output="),
  version: K("--client --short -o= --output="),
  "api-resources": K(
    "--api-group= --cached --namespaced=? --no-headers -o= --output= --sort-by= --verbs= --categories="
  ),
  "api-versions": K(""),
  "cluster-info": K(""),
  top: K(`${SEL} --containers --no-headers --sort-by= --sum --use-protocol-buffers --show-capacity`),
  "config view": K("--minify -o= --output= --template="),
  "config get-contexts": K("--no-headers -o= --output="),
  "config current-context": K(""),
  "config get-clusters": K(""),
  "auth can-i": K("-A --all-namespaces --list --no-headers -q --quiet --subresource="),
  "auth whoami": K("-o= --output="),
  diff: K(`${FILES} -l= --selector= --server-side --field-manager= --force-conflicts --prune --concurrency=`),
  events: K(`${SEL} --for= -o= --output= --types= -w --watch --no-headers`),
  wait: K(`${SEL} ${FILES} --for= --timeout= --all --local`)
};
var HELM = "--help -n= --namespace= --debug";
var HE = (desc) => spec(`${HELM} ${desc}`, "data");
var VALUES = "-f=read --values=read --set= --set-string= --set-json= --set-literal= --set-file=read";
var HELM_SPECS = {
  list: HE(
    "-a --all -A --all-namespaces -d --date --deployed --failed -f= --filter= -m= --max= --no-headers --offset= -o= --output= --pending -r --reverse -l= --selector= -q --short --superseded --time-format= --uninstalled --uninstalling"
  ),
  status: HE("-o= --output= --revision= --show-desc --show-resources"),
  get: HE("--revision= -o= --output= -a --all --template="),
  show: HE("--version= --devel --jsonpath="),
  search: HE(
    "-r --regexp --devel --version= -l --versions -o= --output= --max-col-width= --fail-on-no-result --list-repo-url"
  ),
  template: HE(
    `${VALUES} --name-template= --release-name --include-crds --skip-crds --skip-tests -s= --show-only= --output-dir=write --kube-version= -a= --api-versions= --version= --devel --validate --is-upgrade --no-hooks --description= --create-namespace --generate-name -g --dependency-update`
  ),
  lint: HE(`${VALUES} --strict --with-subcharts --quiet --kube-version= --skip-schema-validation`),
  version: HE("--short --template="),
  history: HE("--max= -o= --output="),
  env: HE(""),
  dependency: HE("--skip-refresh --verify --keyring=read")
};
HELM_SPECS.ls = HELM_SPECS.list;
var CLUSTER_NONE = spec("--help", "data");
var TF = "- -help -chdir=?dir -no-color";
var T = (desc) => spec(`${TF} ${desc}`, "data");
var VARS = "-var= -var-file=read";
var TERRAFORM_SPECS = {
  plan: T(
    `${VARS} -destroy -refresh-only -refresh= -replace= -target= -compact-warnings -detailed-exitcode -input= -lock= -lock-timeout= -out=write -parallelism= -state=read -json -generate-config-out=write`
  ),
  validate: T("-json -no-tests -test-directory="),
  fmt: T("-list= -write= -diff -check -recursive"),
  show: T("-json"),
  output: T("-json -raw -state=read"),
  version: T("-json"),
  providers: T("-test-directory="),
  graph: T("-type= -plan=read -draw-cycles -module-depth="),
  console: T(`${VARS} -state=read -plan`),
  init: T(
    "-backend= -backend-config= -force-copy -get= -input= -lock= -lock-timeout= -plugin-dir=read -reconfigure -migrate-state -upgrade -lockfile= -ignore-remote-version -json -test-directory="
  ),
  get: T("-update -test-directory="),
  test: T(`${VARS} -filter= -json -test-directory= -verbose`)
};
var TERRAFORM_NONE = T("");

// src/core/classify/commands/container-specs.ts
var S4 = (desc, posix19 = false) => spec(`${posix19 ? "+ " : ""}--help ${desc}`, "data");
var BUILD = "-t= --tag= -f=dir --file=dir --build-arg= --target= --platform= --pull --no-cache --no-cache-filter= --progress= --label= --network= --load -q --quiet --iidfile=write --metadata-file=write --rm --force-rm --compress --isolation= --add-host= --cache-from= --shm-size= --ulimit= -m= --memory= --cpu-shares= --build-context= --annotation= --provenance=? --sbom=? --check --call=";
var COMPOSE = "-f=read --file=read -p= --project-name= --project-directory=read --profile= --env-file=read --ansi= --progress= --parallel= --dry-run";
var CONTAINER_SPECS = {
  ps: S4(
    "-a --all -f= --filter= --format= -n= --last= -l --latest --no-trunc -q --quiet -s --size --external --pod --sort= --ns"
  ),
  images: S4("-a --all --digests -f= --filter= --format= --no-trunc -q --quiet --tree --sort= -n --noheading"),
  "image-ls": S4("-a --all --digests -f= --filter= --format= --no-trunc -q --quiet --tree"),
  logs: S4("--details -f --follow --since= -n= --tail= -t --timestamps --until= --names --color"),
  version: S4("-f= --format="),
  info: S4("-f= --format= --debug"),
  stats: S4("-a --all --format= --no-stream --no-trunc --no-reset -i= --interval="),
  // `docker top CONTAINER [ps OPTIONS]`: the words after the container are ps's own.
  top: S4("", true),
  port: S4(""),
  diff: S4(""),
  history: S4("--format= -H --human=? --no-trunc -q --quiet --platform="),
  events: S4("-f= --filter= --format= --since= --until="),
  search: S4("-f= --filter= --format= --limit= --no-trunc --list-tags"),
  help: S4(""),
  build: S4(BUILD),
  "buildx build": S4(BUILD),
  "buildx ls": S4("--format= --no-trunc"),
  "buildx version": S4(""),
  "buildx inspect": S4("--bootstrap"),
  "compose ps": S4(
    `${COMPOSE} -a --all --filter= --format= --no-trunc --orphans -q --quiet --services --status=`
  ),
  "compose logs": S4(
    `${COMPOSE} -f --follow --index= --no-color --no-log-prefix --since= -n= --tail= -t --timestamps --until=`
  ),
  "compose config": S4(
    `${COMPOSE} --format= -q --quiet --services --volumes --profiles --images --hash= --resolve-image-digests --no-interpolate --no-normalize --no-path-resolution --no-consistency --environment --variables -o=write --output=write`
  ),
  "compose ls": S4(`${COMPOSE} -a --all --filter= --format= -q --quiet`),
  "compose images": S4(`${COMPOSE} --format= -q --quiet`),
  "compose top": S4(COMPOSE),
  "compose version": S4(`${COMPOSE} -f= --format= --short`),
  "compose port": S4(`${COMPOSE} --index= --protocol=`)
};
var CONTAINER_NONE = S4("");

// src/core/classify/commands/containers.ts
function containerTool(args, a, io) {
  const sub = args.find((v) => !v.s.startsWith("-"))?.s ?? "";
  const via = `\`${io.name} ${sub}\``;
  const at2 = args.findIndex((v) => v.s === sub);
  const two = sub === "compose" || sub === "buildx";
  const key2 = two ? `${sub} ${args[at2 + 1]?.s ?? ""}` : sub;
  const rest = [...args.slice(0, at2), ...args.slice(at2 + (two ? 2 : 1))];
  account(`\`${io.name} ${key2}\``, rest, CONTAINER_SPECS[key2] ?? CONTAINER_NONE, a);
  if (sub === "inspect") {
    a.grey("secret_read", `${via} prints container configuration, environment variables included`);
    return null;
  }
  if (/^(ps|images|image-ls|logs|version|info|stats|top|port|diff|history|events|search|help)$/.test(sub))
    return null;
  if (sub === "compose" && /^(ps|logs|config|ls|images|top|version|port)$/.test(
    args[args.findIndex((v) => v.s === "compose") + 1]?.s ?? ""
  ))
    return null;
  if (sub === "build" || sub === "buildx" && /^(build|ls|version|inspect)$/.test(args[at2 + 1]?.s ?? "")) {
    a.project(via);
    return null;
  }
  if (args.some((v) => v.s === "--privileged")) {
    a.block("privilege", `${via} --privileged gives the container control of the host`);
    return null;
  }
  if (args.some(
    (v, k) => /^(-v|--volume)$/.test(v.s) && /^\/(:|$)|^\/:|^\/(etc|root|var\/run\/docker\.sock)/.test(args[k + 1]?.s ?? "")
  )) {
    a.block("privilege", `${via} mounts the host's root, /etc or the docker socket into a container`);
    return null;
  }
  a.grey("container", `${via} runs or changes containers`);
  return null;
}
H.docker = containerTool;
H.podman = containerTool;
H.nerdctl = containerTool;
function accountSub(tool2, args, sub, specs, a) {
  const at2 = args.findIndex((v) => v.s === sub);
  const two = tool2 === "kubectl" && (sub === "config" || sub === "auth");
  const key2 = two ? `${sub} ${args[at2 + 1]?.s ?? ""}` : sub;
  const rest = at2 === -1 ? args : [...args.slice(0, at2), ...args.slice(at2 + (two ? 2 : 1))];
  account(`\`${tool2} ${key2}\``, rest, specs[key2] ?? CLUSTER_NONE, a);
}
H.kubectl = (args, a) => {
  const sub = args.find((v) => !v.s.startsWith("-"))?.s ?? "";
  accountSub("kubectl", args, sub, KUBECTL_SPECS, a);
  if (sub === "auth" && !/^(can-i|whoami)$/.test(args[args.findIndex((v) => v.s === "auth") + 1]?.s ?? "")) {
    a.grey("cluster_change", "`kubectl auth` changes cluster access rules");
    return null;
  }
  if (/^(get|describe|logs|explain|version|api-resources|api-versions|cluster-info|top|config|auth|diff|events|wait)$/.test(
    sub
  )) {
    const kind = args[args.findIndex((v) => v.s === sub) + 1]?.s ?? "";
    if ((sub === "get" || sub === "describe") && /^(secrets?|secret\/.*)$/.test(kind)) {
      a.grey("secret_read", `\`kubectl ${sub} ${kind}\` prints cluster secrets`);
      return null;
    }
    if (sub === "config" && !/^(view|get-contexts|current-context|get-clusters)$/.test(
      args[args.findIndex((v) => v.s === "config") + 1]?.s ?? ""
    )) {
      a.grey("cluster_change", "`kubectl config` changes the cluster configuration");
    }
    return null;
  }
  a.grey("cluster_change", `\`kubectl ${sub}\` changes a cluster`);
  return null;
};
H.helm = (args, a) => {
  const sub = args[0]?.s ?? "";
  accountSub("helm", args, sub, HELM_SPECS, a);
  if (/^(list|ls|status|get|show|search|template|lint|version|history|env|dependency)$/.test(sub))
    return null;
  a.grey("cluster_change", `\`helm ${sub}\` changes a cluster`);
  return null;
};
H.terraform = (args, a, io) => {
  const sub = args.find((v) => !v.s.startsWith("-"))?.s ?? "";
  const at2 = args.findIndex((v) => v.s === sub);
  const rest = at2 === -1 ? args : [...args.slice(0, at2), ...args.slice(at2 + 1)];
  account(`\`${io.name} ${sub}\``, rest, TERRAFORM_SPECS[sub] ?? TERRAFORM_NONE, a);
  if (sub === "providers" && rest.some((v) => !v.s.startsWith("-") && v.s !== "schema")) {
    a.grey("infra_change", `\`${io.name} providers\` with a subcommand fetches or writes providers`);
    return null;
  }
  if (/^(plan|validate|fmt|show|output|version|providers|graph|console|state-list|init|get|test)$/.test(sub)) {
    a.project(`\`terraform ${sub}\``);
    return null;
  }
  if (sub === "destroy") {
    a.block("infra_destroy", "`terraform destroy` deletes infrastructure");
    return null;
  }
  a.grey("infra_change", `\`terraform ${sub}\` changes real infrastructure`);
  return null;
};
H.tofu = H.terraform;

// src/core/classify/commands/files.ts
var import_node_path9 = require("node:path");
H.tee = (args, a, io) => {
  const p = parseOpts(args, ["--output-error"]);
  for (const f of p.positional) {
    if (!f.dyn && /^\/dev\/(null|stdout|stderr|tty)$/.test(f.s)) continue;
    if (!f.dyn && f.s.startsWith("/dev/")) a.block("disk_write", `\`tee\` writes onto the device ${f.s}`);
    else a.write(f, "write", "`tee`");
  }
  return io.stdin;
};
H.touch = (args, a) => {
  const p = parseOpts(args, ["-d", "-t", "-r", "--date", "--reference"]);
  for (const f of p.positional) a.write(f, "write", "`touch`", { kind: "touch" });
  return null;
};
H.mkdir = (args, a) => {
  const p = parseOpts(args, ["-m", "--mode", "--context"]);
  for (const f of p.positional) a.write(f, "write", "`mkdir`", { kind: "directory" });
  return null;
};
H.rmdir = (args, a) => {
  const p = parseOpts(args, []);
  for (const f of p.positional) a.write(f, "delete", "`rmdir`");
  return null;
};
H.unlink = (args, a) => {
  for (const f of parseOpts(args, []).positional) a.write(f, "delete", "`unlink`");
  return null;
};
H.rm = (args, a) => {
  const p = parseOpts(args, []);
  if (has(p, "--no-preserve-root"))
    a.block("recursive_delete", "`rm --no-preserve-root` removes the filesystem root");
  const recursive = has(p, "-r", "-R", "--recursive");
  if (p.positional.length === 0) return null;
  for (const f of p.positional) a.write(f, recursive ? "rdelete" : "delete", recursive ? "`rm -r`" : "`rm`");
  return null;
};
H.shred = (args, a) => {
  const p = parseOpts(args, ["-n", "-s", "--iterations", "--size", "--random-source"]);
  for (const f of p.positional) {
    if (!f.dyn && f.s.startsWith("/dev/")) a.block("disk_write", `\`shred\` overwrites the device ${f.s}`);
    else a.write(f, "delete", "`shred`");
  }
  return null;
};
function copyLike(op) {
  const valueOpts = {
    copy: [
      "-t",
      "--target-directory",
      "-S",
      "--suffix",
      "--backup",
      "--sparse",
      "--reflink",
      "--preserve",
      "--no-preserve"
    ],
    move: ["-t", "--target-directory", "-S", "--suffix", "--backup"],
    link: ["-t", "--target-directory", "-S", "--suffix", "--backup"],
    install: [
      "-t",
      "--target-directory",
      "-m",
      "--mode",
      "-o",
      "--owner",
      "-g",
      "--group",
      "-S",
      "--suffix",
      "--backup"
    ]
  };
  const verb = { copy: "cp", move: "mv", link: "ln", install: "install" }[op];
  return (args, a) => {
    const p = parseOpts(args, valueOpts[op]);
    const target2 = optValue(p, "-t", "--target-directory");
    const via = `\`${verb}\``;
    if (op === "install" && has(p, "-d", "--directory")) {
      for (const d of p.positional) a.write(d, "write", via);
      return null;
    }
    let sources = p.positional;
    let dest = target2;
    if (!dest) {
      if (p.positional.length === 1 && op === "link") {
        const only = p.positional[0];
        dest = only.dyn ? only : lit(import_node_path9.posix.basename(only.s));
      } else if (p.positional.length >= 2) {
        dest = p.positional[p.positional.length - 1];
        sources = p.positional.slice(0, -1);
      } else {
        return null;
      }
    }
    const lands = op === "copy" && has(p, "-r", "-R", "--recursive", "-a", "--archive") || op === "move" ? "rwrite" : "write";
    if (!dest.dyn && dest.s.startsWith("/dev/") && !/^\/dev\/null$/.test(dest.s))
      a.block("disk_write", `${via} writes onto the device ${dest.s}`);
    else if (!dest.dyn && dest.s === "/dev/null") {
    } else if (sources.length === 1 && !target2 || has(p, "-T", "--no-target-directory")) {
      a.write(dest, lands, via);
    } else {
      for (const s of sources) {
        const name = s.dyn ? DYN : import_node_path9.posix.basename(s.s);
        a.write({ ...dest, s: `${dest.s.replace(/\/+$/, "")}/${name}`, dyn: dest.dyn || s.dyn }, lands, via);
      }
    }
    if (op === "move") for (const s of sources) a.write(s, "rdelete", "`mv` (source)");
    if (sources.some((s) => !s.dyn && a.isFetched(s))) {
      const intoDir = /(^|\/)\.{0,2}$/.test(dest.s);
      if ((sources.length === 1 && !target2 || has(p, "-T", "--no-target-directory")) && !intoDir)
        a.fetched(dest);
      else
        for (const s of sources)
          a.fetched({ ...dest, s: `${dest.s.replace(/\/+$/, "")}/${import_node_path9.posix.basename(s.s)}` });
    }
    const symbolic = has(p, "-s", "--symbolic", "--symbolic-link");
    const hard = op === "link" && !symbolic || op === "copy" && has(p, "-l", "--link");
    if (hard)
      for (const s of sources) {
        const abs = a.resolve(s);
        if (abs === null)
          a.grey("dynamic_target", `${via} links to a path that cannot be known before it runs`);
        else for (const x of abs) a.fx.linkTargets.push({ path: x, via: `${via} (hard link)`, hard: true });
      }
    if ((op !== "link" || hard) && sources.some((s) => !s.dyn && a.secretFile(s.s))) {
      a.grey("secret_copy", `${via} copies a credential file`);
    }
    if ((op === "link" || op === "copy") && symbolic) {
      for (const s of sources) {
        const linkDir = dest.dyn ? null : dest.s.endsWith("/") || sources.length > 1 || target2 ? dest.s : import_node_path9.posix.dirname(dest.s);
        const t = s.dyn || s.s.startsWith("/") || linkDir === null ? s : { ...s, s: `${linkDir}/${s.s}` };
        const abs = a.resolve(t);
        if (abs === null)
          a.grey("dynamic_target", `${via} -s links to a path that cannot be known before it runs`);
        else for (const x of abs) a.fx.linkTargets.push({ path: x, via });
        const linkPath = dest.dyn ? null : dest.s.endsWith("/") || sources.length > 1 || target2 ? `${dest.s.replace(/\/+$/, "")}/${import_node_path9.posix.basename(s.s)}` : dest.s;
        const at2 = linkPath === null ? null : a.resolve({ ...dest, s: linkPath });
        if (abs && at2)
          for (const l of at2) for (const x of abs) a.links.set(import_node_path9.posix.normalize(l), import_node_path9.posix.normalize(x));
      }
    }
    return null;
  };
}
H.cp = copyLike("copy");
H.mv = copyLike("move");
H.ln = copyLike("link");
H.link = copyLike("link");
H.install = copyLike("install");
H.rsync = (args, a) => {
  const p = parseOpts(args, [
    "-e",
    "--rsh",
    "--exclude",
    "--include",
    "--filter",
    "-f",
    "--files-from",
    "--exclude-from",
    "--include-from",
    "--backup-dir",
    "--temp-dir",
    "-T",
    "--partial-dir",
    "--log-file",
    "--chmod",
    "--chown"
  ]);
  if (p.positional.some((v) => /^[^/]*:/.test(v.s) && !v.s.startsWith("/"))) {
    a.grey("remote_access", "`rsync` copies to or from another machine");
    return null;
  }
  if (p.positional.length < 2) return null;
  const dest = p.positional[p.positional.length - 1];
  a.write(
    dest,
    has(p, "--delete", "--delete-before", "--delete-after", "--delete-during", "--del") ? "rdelete" : "rwrite",
    "`rsync`"
  );
  if (has(p, "--remove-source-files"))
    for (const s of p.positional.slice(0, -1)) a.write(s, "delete", "`rsync --remove-source-files`");
  return null;
};
H.dd = (args, a) => {
  for (const v of args) {
    if (v.s.startsWith("if=") && !v.dyn && a.reveals({ ...v, s: v.s.slice(3) }, false) !== false)
      a.grey("secret_read", `\`dd\` reads ${v.s.slice(3)}, which holds credentials`);
    else if (!/^(if|of|bs|ibs|obs|cbs|count|skip|seek|iseek|oseek|conv|iflag|oflag|status)=/.test(v.s) || v.dyn)
      a.grey(
        "unknown_option",
        `\`dd\` is given an operand forge-gate does not know (${v.s.replaceAll("\0", "\u2026")})`
      );
    if (v.s.startsWith("of=")) {
      const t = { ...v, s: v.s.slice(3) };
      if (!t.dyn && t.s.startsWith("/dev/") && t.s !== "/dev/null")
        a.block("disk_write", `\`dd\` writes onto the device ${t.s}`);
      else if (t.s !== "/dev/null") a.write(t, "write", "`dd`");
    }
  }
  return null;
};
H.truncate = (args, a) => {
  const p = parseOpts(args, ["-s", "--size", "-r", "--reference"]);
  for (const f of p.positional) a.write(f, "write", "`truncate`");
  return null;
};
function metaHandler(verb) {
  return (args, a) => {
    const p = parseOpts(args, ["--reference", "--from"]);
    const modeAsOpt = args.some(
      (v) => /^[-+=][rwxXstugoaAcCdDeEFijmPSTu]+$/.test(v.s) && !/^-[Rvcf]+$|^--/.test(v.s)
    );
    const targets = has(p, "--reference") || modeAsOpt ? p.positional : p.positional.slice(1);
    const recursive = has(p, "-R", "--recursive");
    if (verb === "chmod") {
      const modes = modeAsOpt ? args.filter((v) => /^[-+=]/.test(v.s)) : p.positional.slice(0, 1);
      if (modes.some(
        (m) => m.dyn || /^0*[2-7]\d{3}$/.test(m.s) || /^[ugoa]*[-+=][rwxXt]*s/.test(m.s) || /(^|,)[ugoa]*[+=][^,]*s/.test(m.s)
      ))
        a.grey("setuid", "`chmod` sets a set-user-ID or set-group-ID bit");
    }
    for (const t of targets) a.write(t, recursive ? "rmeta" : "meta", `\`${verb}${recursive ? " -R" : ""}\``);
    return null;
  };
}
H.chmod = metaHandler("chmod");
H.chown = metaHandler("chown");
H.chgrp = metaHandler("chgrp");
H.chattr = metaHandler("chattr");
H.setfacl = metaHandler("setfacl");
H.xxd = (args, a) => {
  const p = parseOpts(args, ["-c", "-g", "-l", "-s", "-o", "-n", "-C"]);
  const input = p.positional[0];
  const reveals = input && !input.dyn ? a.credentialIn(input) : false;
  if (reveals !== false) a.grey("secret_read", `\`xxd\` reads ${reveals}, which holds credentials`);
  if (p.positional[1]) a.write(p.positional[1], "write", "`xxd` (output file)");
  return null;
};
H.split = (args, a) => {
  const p = parseOpts(args, ["-l", "-b", "-C", "-n", "-a", "--additional-suffix", "--filter", "-t"]);
  if (has(p, "--filter")) a.grey("inline_code", "`split --filter` runs commands");
  const prefix = p.positional[1] ?? lit("x");
  a.write(prefix, "write", "`split`");
  return null;
};
H.csplit = (args, a) => {
  const p = parseOpts(args, ["-f", "--prefix", "-b", "-n"]);
  a.write(optValue(p, "-f", "--prefix") ?? lit("xx"), "write", "`csplit`");
  return null;
};
H.mktemp = (args, a) => {
  const p = parseOpts(args, ["-p", "--suffix"]);
  if (has(p, "-u", "--dry-run")) return null;
  a.fx.readOnly = false;
  const template = p.positional[0] ?? null;
  const dirOpt = p.opts.find((o) => o.name === "-p" || o.name === "--tmpdir");
  const tmpdir2 = a.env.get("TMPDIR");
  const explicit = dirOpt?.value && dirOpt.value.s !== "" ? dirOpt.value : null;
  const inTmp = dirOpt !== void 0 || has(p, "-t") || template === null;
  let dir;
  if (explicit) dir = explicit;
  else if (!inTmp) dir = lit(".");
  else if (tmpdir2 === void 0) return null;
  else dir = tmpdir2 === null ? { s: DYN, dyn: true, glob: false, secret: 0 } : lit(tmpdir2);
  const name = template === null ? "tmp.XXXXXXXXXX" : template.s;
  const at2 = template?.s.startsWith("/") && !inTmp ? lit(name) : { ...dir, s: `${dir.s.replace(/\/+$/, "")}/${name}`, dyn: dir.dyn || (template?.dyn ?? false) };
  a.write(at2, "write", "`mktemp`");
  return null;
};

// src/core/classify/commands/find.ts
var import_node_path10 = require("node:path");
var FIND_FILTERS = new Set(
  "-name -iname -path -ipath -wholename -iwholename -regex -iregex -type -xtype -newer -mtime -mmin -atime -amin -ctime -cmin -size -empty -user -group -perm -links -inum -samefile -lname -ilname -uid -gid -nouser -nogroup -newermt -used -readable -writable -executable".split(
    " "
  )
);
function fnmatch(pattern, nocase) {
  let re = "";
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === "\\" && i + 1 < pattern.length) re += escapeRe(pattern[++i]);
    else if (ch === "*") re += "[\\s\\S]*";
    else if (ch === "?") re += "[\\s\\S]";
    else if (ch === "[") {
      const end = pattern.indexOf("]", i + 2);
      if (end === -1) re += "\\[";
      else {
        let body = pattern.slice(i + 1, end);
        const negated = body.startsWith("!") || body.startsWith("^");
        if (negated) body = body.slice(1);
        re += `[${negated ? "^" : ""}${body.replace(/[\\\]]/g, "\\$&")}]`;
        i = end;
      }
    } else re += escapeRe(ch);
  }
  return new RegExp(`^${re}$`, nocase ? "i" : "");
}
function escapeRe(s) {
  return s.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}
function branches(expr) {
  const out = [{ words: [], end: expr.length }];
  let depth = 0;
  for (let i = 0; i < expr.length; i++) {
    const s = normArg(expr[i]);
    if (s === "(") depth++;
    else if (s === ")") depth = Math.max(0, depth - 1);
    if (depth === 0 && (s === "-o" || s === "-or" || s === ",")) {
      out.at(-1).end = i;
      out.push({ words: [], end: expr.length });
      continue;
    }
    if (/^-(exec|execdir|ok|okdir)$/.test(s)) {
      out.at(-1).words.push(expr[i]);
      while (i + 1 < expr.length && expr[i + 1].s !== ";" && expr[i + 1].s !== "+") i++;
      i++;
      continue;
    }
    out.at(-1).words.push(expr[i]);
    const arity = FIND_WORDS[s];
    if (arity !== void 0 && arity > 0 && s !== "(" && s !== ")") {
      for (let k = 0; k < arity && i + 1 < expr.length; k++) out.at(-1).words.push(expr[++i]);
    }
  }
  return out;
}
function branchNames(branch) {
  let group = null;
  let depth = 0;
  const groups = [];
  for (let i = 0; i < branch.length; i++) {
    const s = normArg(branch[i]);
    if (s === "(") {
      if (depth++ === 0) group = [];
      else group?.push(branch[i]);
      continue;
    }
    if (s === ")") {
      if (--depth === 0 && group) groups.push(group);
      else group?.push(branch[i]);
      continue;
    }
    if (depth > 0) {
      group?.push(branch[i]);
      continue;
    }
    const negated = i > 0 && /^(!|-not)$/.test(normArg(branch[i - 1]));
    if ((s === "-name" || s === "-iname") && !negated) {
      const v = branch[i + 1];
      if (v && !v.dyn && !v.s.includes("/")) return [{ pat: v.s, nocase: s === "-iname" }];
    }
  }
  for (const g of groups) {
    const alts = branches(g).map((b) => branchNames(b.words));
    if (alts.every((x) => x !== null)) return alts.flat();
  }
  return null;
}
function rootMatches(root, branch) {
  const name = root === "/" ? "/" : import_node_path10.posix.basename(root.replace(/\/+$/, "")) || root;
  const isDir = /^(\.|\.\.|\/)$|\/$|\/\.{1,2}$/.test(root);
  let depth = 0;
  for (let i = 0; i < branch.length; i++) {
    const s = normArg(branch[i]);
    if (s === "(") depth++;
    else if (s === ")") depth--;
    const v = branch[i + 1];
    if (depth > 0 || !v || v.dyn || i > 0 && /^(!|-not)$/.test(normArg(branch[i - 1]))) continue;
    if ((s === "-name" || s === "-iname") && !fnmatch(v.s, s === "-iname").test(name)) return false;
    if (/^-(i?path|i?wholename)$/.test(s) && !fnmatch(v.s, s.startsWith("-i")).test(root)) return false;
    if (s === "-type" && isDir && !v.s.split(",").includes("d")) return false;
  }
  return true;
}
function findFounds(r, branch, args) {
  if (r.dyn) return [{ ...r, s: DYN, dyn: true }];
  const base = r.s.replace(/(.)\/+$/, "$1");
  const out = [];
  const own = withoutCommands(args);
  if (findMinDepth(own) < 1 && rootMatches(r.s, branch)) out.push({ ...r, s: base });
  if (findMaxDepth(own) === 0) return out;
  const names = branchNames(branch);
  const below = (n) => ({
    ...r,
    s: `${base === "/" ? "" : base}/**/${n}`,
    glob: true,
    hidden: true
  });
  if (names === null) out.push(below("*"));
  else for (const n of names) out.push(below(n.pat));
  return out;
}
function withoutCommands(args) {
  const out = [];
  for (let i = 0; i < args.length; i++) {
    out.push(args[i]);
    if (/^-(exec|execdir|ok|okdir)$/.test(normArg(args[i])))
      while (i + 1 < args.length && args[i + 1].s !== ";" && args[i + 1].s !== "+") i++;
  }
  return out;
}
function findMinDepth(args) {
  const at2 = args.findIndex((v) => normArg(v) === "-mindepth");
  const n = at2 === -1 ? 0 : Number(args[at2 + 1]?.s);
  return Number.isFinite(n) ? n : 0;
}
function findMaxDepth(args) {
  const at2 = args.findIndex((v) => normArg(v) === "-maxdepth");
  const n = at2 === -1 ? Number.POSITIVE_INFINITY : Number(args[at2 + 1]?.s);
  return Number.isFinite(n) ? n : Number.POSITIVE_INFINITY;
}
var FIND_WORDS = Object.fromEntries(
  "-name:1 -iname:1 -path:1 -ipath:1 -wholename:1 -iwholename:1 -regex:1 -iregex:1 -type:1 -xtype:1 -newer:1 -anewer:1 -cnewer:1 -mtime:1 -mmin:1 -atime:1 -amin:1 -ctime:1 -cmin:1 -size:1 -empty:0 -user:1 -group:1 -uid:1 -gid:1 -perm:1 -links:1 -inum:1 -samefile:1 -lname:1 -ilname:1 -nouser:0 -nogroup:0 -readable:0 -writable:0 -executable:0 -used:1 -true:0 -false:0 -fstype:1 -context:1 -maxdepth:1 -mindepth:1 -depth:0 -d:0 -xdev:0 -mount:0 -follow:0 -noleaf:0 -ignore_readdir_race:0 -noignore_readdir_race:0 -regextype:1 -daystart:0 -warn:0 -nowarn:0 -files0-from:1 -print:0 -print0:0 -printf:1 -fprint:1 -fprint0:1 -fprintf:2 -ls:0 -fls:1 -prune:0 -quit:0 -delete:0 ! :0 -not:0 -a:0 -and:0 -o:0 -or:0 ,:0 (:0 ):0 -H:0 -L:0 -P:0".split(" ").map((w) => {
    const at2 = w.lastIndexOf(":");
    return [w.slice(0, at2), Number(w.slice(at2 + 1))];
  })
);
function findUnknownWord(args, from) {
  for (let i = from; i < args.length; i++) {
    const v = args[i];
    const s = normArg(v);
    if (v.dyn) return s.replaceAll(DYN, "\u2026");
    if (s === "-exec" || s === "-execdir" || s === "-ok" || s === "-okdir") {
      while (i + 1 < args.length && args[i + 1].s !== ";" && args[i + 1].s !== "+") i++;
      i++;
      continue;
    }
    if (/^-newer[aBcmt][aBcmt]$/.test(s) || /^-O\d$/.test(s)) {
      i += s.startsWith("-newer") ? 1 : 0;
      continue;
    }
    const arity = FIND_WORDS[s];
    if (arity === void 0) return s;
    i += arity;
  }
  return null;
}
H.find = (args, a) => {
  let i = 0;
  const roots = [];
  while (i < args.length) {
    const s = normArg(args[i]);
    if (/^--[A-Za-z]/.test(s)) {
      a.grey("unknown_option", `\`find\` is given a word forge-gate does not know (${s})`);
      i++;
      continue;
    }
    if (/^[-(!]/.test(s)) break;
    roots.push(args[i++]);
  }
  if (roots.some((r) => r.dyn && r.s.startsWith(DYN)))
    a.grey("dynamic_option", "`find` is given a starting point that cannot be known before it runs");
  if (roots.length === 0) roots.push(lit("."));
  const unknown = findUnknownWord(args, i);
  if (unknown !== null)
    a.grey("unknown_option", `\`find\` is given a word forge-gate does not know (${unknown})`);
  const expr = args.slice(i);
  const parts = branches(expr);
  const branchAt = (k) => (parts.find((b) => k < b.end) ?? parts.at(-1)).words;
  const printsOnly = !expr.some(
    (v) => /^-(exec|execdir|ok|okdir|delete|fprint0?|fls|fprintf|printf|ls)$/.test(normArg(v))
  );
  for (let k = 0; k < expr.length; k++) {
    const s = normArg(expr[k]);
    if (s === "-delete") {
      for (const r of roots)
        for (const f of findFounds(r, branchAt(k), args))
          a.write(f, f.glob ? "delete" : "rdelete", "`find -delete`");
      continue;
    }
    if (s === "-fprint" || s === "-fprint0" || s === "-fls" || s === "-fprintf") {
      const f = expr[k + 1];
      if (f) a.write(f, "write", `\`find ${s}\``);
      k += s === "-fprintf" ? 2 : 1;
      continue;
    }
    if (s === "-exec" || s === "-execdir" || s === "-ok" || s === "-okdir") {
      const cmd = [];
      let j = k + 1;
      for (; j < expr.length; j++) {
        if (expr[j].s === ";" || expr[j].s === "+") break;
        cmd.push(expr[j]);
      }
      const branch = branchAt(k);
      k = j;
      if (cmd.length === 0) continue;
      for (const r of roots) {
        for (const found of findFounds(r, branch, args)) {
          const argv = cmd.map(
            (w) => w.s === "{}" ? found : w.s.includes("{}") ? { ...w, s: w.s.replaceAll("{}", found.s), dyn: w.dyn || found.dyn, hidden: found.hidden } : w
          );
          if (s === "-execdir" || s === "-okdir") {
            const abs = found.dyn ? null : a.resolve(found);
            for (const p of abs ?? [found.s]) {
              const here = argv.map((w) => w === found ? { ...found, s: p } : w);
              if (abs && found.s === r.s && !found.glob)
                a.inDir(lit(/^\.\/?$/.test(r.s) ? "." : import_node_path10.posix.dirname(p)), () => a.run(here, null, false));
              else a.nowhere(() => a.run(here, null, false));
            }
          } else a.run(argv, null, false);
        }
      }
    }
  }
  if (!printsOnly || roots.some((r) => r.dyn)) return null;
  return {
    text: roots.flatMap((r) => findFounds(r, parts.at(-1).words, args).map((f) => f.s)).join("\n"),
    network: false,
    secret: false,
    via: "`find`",
    hidden: true
  };
};
var FD = spec(
  "-H -I -u -s -i -g -F -a -l -L -p -0 -q -1 --hidden --no-hidden --no-ignore --ignore --no-ignore-vcs --ignore-vcs --no-ignore-parent --no-global-ignore-file --unrestricted --case-sensitive --ignore-case --glob --regex --fixed-strings --absolute-path --relative-path --list-details --follow --no-follow --full-path --print0 --quiet --show-errors --one-file-system --prune --has-results --strip-cwd-prefix=? --no-require-git --require-git -e= -t= -E= -d= -S= -o= -j= -c= --extension= --type= --exclude= --max-depth= --min-depth= --exact-depth= --size= --changed-within= --changed-before= --newer= --older= --owner= --threads= --base-directory= --search-path= --color= --max-results= --format= --batch-size= --max-buffer-time= --path-separator= --ignore-file=read --and= --hyperlink=?",
  "data"
);
H.fd = (args, a) => {
  const p = parseOpts(args, [
    "-x",
    "--exec",
    "-X",
    "--exec-batch",
    "-e",
    "--extension",
    "-t",
    "--type",
    "-E",
    "--exclude",
    "-d",
    "--max-depth",
    "--min-depth",
    "-S",
    "--size",
    "--changed-within",
    "--changed-before",
    "-o",
    "--owner",
    "-j",
    "--threads",
    "--base-directory",
    "--search-path",
    "-c",
    "--color"
  ]);
  const at2 = args.findIndex((v) => /^(-x|--exec|-X|--exec-batch)$/.test(normArg(v)));
  account("`fd`", at2 === -1 ? args : args.slice(0, at2), FD, a);
  const idx = at2;
  if (idx !== -1) {
    const cmd = args.slice(idx + 1).filter((v) => v.s !== ";");
    const argv = cmd.map((w) => w.s.includes("{") ? { ...w, s: DYN, dyn: true } : w);
    if (!cmd.some((w) => w.s.includes("{"))) argv.push(dyn());
    if (argv.length) a.run(argv, null, false);
  }
  void p;
  return null;
};
H.fdfind = H.fd;

// src/core/classify/commands/network.ts
var import_node_path11 = require("node:path");
function asUrl(raw) {
  return /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\//.test(raw) || raw.includes(DYN) ? raw : `http://${raw}`;
}
function lookupTool(args, a, io) {
  const valueOpts = [
    "-c",
    "-i",
    "-W",
    "-w",
    "-s",
    "-t",
    "-p",
    "-q",
    "-f",
    "-m",
    "-I",
    "-b",
    "-x",
    "-k",
    "-y",
    "-h"
  ];
  for (let i = 0; i < args.length; i++) {
    const v = args[i];
    if (v.s.startsWith("-") && !v.dyn) {
      if (valueOpts.includes(v.s)) i++;
      continue;
    }
    const raw = v.s.replace(/^@/, "");
    if (v.dyn) a.grey("dynamic_host", `\`${io.name}\` looks up a host that cannot be known before it runs`);
    else if (/[a-zA-Z]/.test(raw) && /\./.test(raw) || isMetadataHost(raw))
      a.host(`dns://${raw}`, `\`${io.name}\``, false);
  }
  return { text: null, network: false, secret: false, via: `\`${io.name}\`` };
}
for (const n of [
  "ping",
  "ping6",
  "dig",
  "nslookup",
  "host",
  "drill",
  "traceroute",
  "tracepath",
  "mtr",
  "whois"
])
  H[n] = lookupTool;
function uploadSecret(v, a) {
  if (v.secret) return v.secret;
  const at2 = v.s.replace(/^[^@]*@/, "");
  if (v.s.includes("@") && a.secretFile(at2)) return 2;
  return 0;
}
var CURL = spec(
  "-s -S -L -f -k -i -I -v -O -J -G -N -n -q -Z -0 -1 -2 -3 -4 -6 -# -j -l -M -R -V -h -p -B -a -g --silent --show-error --location --location-trusted --fail --fail-with-body --fail-early --insecure --include --head --verbose --remote-name --remote-name-all --remote-header-name --get --no-buffer --netrc --netrc-optional --disable --parallel --parallel-immediate --http1.0 --http1.1 --http2 --http2-prior-knowledge --http3 --http3-only --tlsv1 --tlsv1.0 --tlsv1.1 --tlsv1.2 --tlsv1.3 --ipv4 --ipv6 --progress-bar --junk-session-cookies --list-only --manual --remote-time --version --help --use-ascii --proxytunnel --globoff --compressed --compressed-ssh --create-dirs --raw --tr-encoding --no-keepalive --no-sessionid --no-progress-meter --styled-output --no-styled-output --ssl --ssl-reqd --ssl-no-revoke --tcp-nodelay --tcp-fastopen --path-as-is --digest --basic --ntlm --negotiate --anyauth --post301 --post302 --post303 --fail-early --false-start --xattr --ignore-content-length --disallow-username-in-url --suppress-connect-headers --remove-on-error --skip-existing --show-headers --no-clobber --clobber --retry-all-errors --retry-connrefused --metalink --crlf --append --ftp-pasv --ftp-create-dirs --ca-native --proxy-insecure -d= -F= -T=read -H= -X= -u= -A= -e= -b= -m= -w= -r= -C= -E= -Y= -y= -z= -U= -Q= -t= -P= --data= --data-binary= --data-raw= --data-urlencode= --data-ascii= --json= --form= --form-string= --upload-file=read --header= --proxy-header= --request= --user= --user-agent= --referer= --cookie= --max-time= --connect-timeout= --write-out= --retry= --retry-delay= --retry-max-time= --range= --continue-at= --limit-rate= --speed-limit= --speed-time= --time-cond= --max-filesize= --max-redirs= --keepalive-time= --expect100-timeout= --happy-eyeballs-timeout-ms= --url-query= --variable= --expand-url= --expand-data= --expand-header= --oauth2-bearer= --aws-sigv4= --request-target= --service-name= --parallel-max= --rate= --ciphers= --tls13-ciphers= --curves= --pinnedpubkey= --cert-type= --key-type= --pass= --proxy-user= --proxy-basic --proxy-digest --proxy-ntlm --proxy-anyauth --noproxy= --interface= --local-port= --dns-servers= --dns-interface= --dns-ipv4-addr= --dns-ipv6-addr= --mail-from= --mail-rcpt= --ftp-port= --quote= --telnet-option= --tftp-blksize= --unix-socket=read --abstract-unix-socket= --cacert=read --capath=read --cert=read --key=read --crlfile=read --netrc-file=read -K=read --config=read --url= --connect-to= --resolve= --trace-config= -o=write --output=write -D=write --dump-header=write -c=write --cookie-jar=write --trace=write --trace-ascii=write --stderr=write --output-dir=write --etag-save=write --etag-compare=read --hsts=write --alt-svc=write --libcurl=write --trace-time --trace-ids -x=host --proxy=host --preproxy=host --socks4=host --socks4a=host --socks5=host --socks5-hostname=host --proxy1.0=host --doh-url=host"
);
var CURL_BODY_OPTIONS = [
  "-d",
  "--data",
  "--data-binary",
  "--data-raw",
  "--data-urlencode",
  "--data-ascii",
  "-F",
  "--form",
  "--form-string",
  "-T",
  "--upload-file"
];
H.curl = (args, a, io) => {
  const p = parseOpts(args, [
    "-o",
    "--output",
    ...CURL_BODY_OPTIONS,
    "-X",
    "--request",
    "-H",
    "--header",
    "-u",
    "--user",
    "-A",
    "--user-agent",
    "-e",
    "--referer",
    "-b",
    "--cookie",
    "-c",
    "--cookie-jar",
    "-D",
    "--dump-header",
    "-K",
    "--config",
    "-m",
    "--max-time",
    "--connect-timeout",
    "-w",
    "--write-out",
    "--json",
    "-x",
    "--proxy",
    "--retry",
    "-r",
    "--range",
    "--cacert",
    "--cert",
    "--key",
    "-E",
    "--resolve",
    "--url",
    "-C",
    "--continue-at",
    "--output-dir",
    "--limit-rate",
    "-Y",
    "-y",
    "--stderr",
    "--trace",
    "--trace-ascii",
    "-z",
    "--time-cond",
    "--interface",
    "--unix-socket"
  ]);
  const via = "`curl`";
  const checked = account(via, args, CURL, a, "grey");
  for (const o of checked.opts) {
    const role = CURL.opts.get(o.name)?.role;
    if (role === "host" && o.value) a.host(o.value.s, `${via} ${o.name}`, true);
    if (o.name === "--resolve" || o.name === "--connect-to")
      a.grey("network_redirect", `${via} ${o.name} sends the request to another address than the URL names`);
  }
  if (has(p, "-K", "--config")) a.grey("curl_config", "`curl -K` reads options from a file");
  for (const w of optValues(p, "-w", "--write-out")) {
    if (w.dyn || w.s.startsWith("@")) {
      a.grey(
        "curl_config",
        `${via} -w takes a format that cannot be known (${show(w)}), which may name a file to write`
      );
      continue;
    }
    for (const m of w.s.matchAll(/%output\{(?:>>)?([^}]*)\}/g))
      a.write(lit(m[1]), "write", `${via} -w %output{}`);
  }
  const data2 = optValues(p, ...CURL_BODY_OPTIONS, "--json");
  const headers = optValues(p, "-H", "--header", "-u", "--user", "-b", "--cookie");
  const method = optValue(p, "-X", "--request")?.s.toUpperCase() ?? null;
  let secret = 0;
  for (const d of [...data2, ...headers]) secret = Math.max(secret, uploadSecret(d, a));
  for (const f of optValues(p, "-T", "--upload-file")) if (!f.dyn && a.secretFile(f.s)) secret = 2;
  for (const u of p.positional) secret = Math.max(secret, u.secret);
  if (io.stdin?.secret && data2.some((d) => /^@-$|^-$/.test(d.s))) secret = 2;
  const sends = data2.length > 0 || method !== null && method !== "GET" && method !== "HEAD";
  if (secret === 2) {
    a.block("exfiltration", `${via} sends the environment or a credential file to a remote host`);
    return null;
  }
  const urls = [...p.positional, ...optValues(p, "--url")];
  for (const u of urls) {
    const local = /^file:\/\/(?:localhost)?(\/.*)$/i.exec(u.s)?.[1];
    if (local && revealsSecrets(decodeURIComponent(local), a.ctx.home, false))
      a.grey("secret_read", `${via} reads ${local}, which holds credentials`);
  }
  const remote = urls.some(
    (u) => !/^(https?:\/\/)?(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)([:/]|$)/.test(u.s)
  );
  if (remote && (method === "DELETE" || method === "PUT" || method === "PATCH"))
    a.grey("remote_change", `${via} -X ${method} changes something on a remote service`);
  for (const u of urls) a.host(asUrl(u.s), via, sends);
  if (secret === 1) a.grey("secret_send", `${via} sends a secret-looking variable`);
  for (const o of optValues(
    p,
    "-o",
    "--output",
    "-D",
    "--dump-header",
    "-c",
    "--cookie-jar",
    "--trace",
    "--trace-ascii",
    "--stderr"
  )) {
    if (o.s === "-" || o.s === "/dev/null") continue;
    a.write(o, "write", via);
    const abs = a.resolve(o);
    if (abs) for (const x of abs) a.downloaded.add(import_node_path11.posix.normalize(x));
  }
  if (has(p, "-O", "--remote-name", "--remote-name-all")) {
    const dir = optValue(p, "--output-dir");
    if (dir) a.write(dir, "write", via);
    else a.project(`${via} -O`);
    for (const u of urls) {
      const base = import_node_path11.posix.basename(u.s.split(/[?#]/)[0] ?? "");
      const abs = a.resolve(lit(base));
      if (abs) for (const x of abs) a.downloaded.add(import_node_path11.posix.normalize(x));
    }
  }
  if (sends) a.fx.readOnly = false;
  return { text: null, network: true, secret: false, via };
};
H.wget = (args, a, io) => {
  const p = parseOpts(args, [
    "-O",
    "--output-document",
    "-P",
    "--directory-prefix",
    "-o",
    "--output-file",
    "-a",
    "--append-output",
    "--post-data",
    "--post-file",
    "--body-data",
    "--body-file",
    "--method",
    "--header",
    "-i",
    "--input-file",
    "-U",
    "--user-agent",
    "--user",
    "--password",
    "-t",
    "--tries",
    "-T",
    "--timeout",
    "-e",
    "--execute",
    "-Q",
    "--quota",
    "--load-cookies",
    "--save-cookies"
  ]);
  const via = "`wget`";
  const post = optValues(p, "--post-data", "--post-file", "--body-data", "--body-file");
  let secret = 0;
  for (const d of [...post, ...optValues(p, "--header", "--password")])
    secret = Math.max(secret, d.secret, !d.dyn && a.secretFile(d.s) ? 2 : 0);
  if (secret === 2) {
    a.block("exfiltration", `${via} sends the environment or a credential file to a remote host`);
    return null;
  }
  if (has(p, "-e", "--execute", "-i", "--input-file") || args.some((v) => /^--config(=|$)/.test(normArg(v))))
    a.grey("wget_config", "`wget -e/-i` takes commands or URLs from elsewhere");
  const method = optValue(p, "--method")?.s.toUpperCase();
  const sends = post.length > 0 || method !== void 0 && method !== "GET" && method !== "HEAD";
  for (const u of p.positional) a.host(asUrl(u.s), via, sends);
  if (secret === 1) a.grey("secret_send", `${via} sends a secret-looking variable`);
  const out = optValue(p, "-O", "--output-document");
  for (const o of optValues(p, "-o", "--output-file", "-a", "--append-output", "--save-cookies"))
    a.write(o, "write", via);
  if (out) {
    if (out.s !== "-" && out.s !== "/dev/null") {
      a.write(out, "write", via);
      const abs = a.resolve(out);
      if (abs) for (const x of abs) a.downloaded.add(import_node_path11.posix.normalize(x));
    }
    return out.s === "-" ? { text: null, network: true, secret: false, via } : null;
  }
  const dir = optValue(p, "-P", "--directory-prefix");
  if (dir) a.write(dir, "write", via);
  else a.project(via);
  for (const u of p.positional) {
    const base = import_node_path11.posix.basename(u.s.split(/[?#]/)[0] ?? "") || "index.html";
    const abs = a.resolve(dir ? lit(`${dir.s}/${base}`) : lit(base));
    if (abs) for (const x of abs) a.downloaded.add(import_node_path11.posix.normalize(x));
  }
  void io;
  return null;
};
function portProbe(args, io) {
  if (!/^(nc|ncat|netcat)$/.test(io.name)) return false;
  let zero = false;
  const rest = [];
  for (let i = 0; i < args.length; i++) {
    const v = args[i];
    if (v.dyn) return false;
    if (/^-(w|G)$/.test(v.s)) {
      if (!/^\d+$/.test(args[++i]?.s ?? "")) return false;
    } else if (/^-[zvn46]+$/.test(v.s)) zero ||= v.s.includes("z");
    else if (/^-[zvn46]*[wG]\d+$/.test(v.s)) zero ||= v.s.includes("z");
    else if (v.s.startsWith("-")) return false;
    else rest.push(v);
  }
  const [host, ...ports] = rest;
  return zero && host !== void 0 && /^(localhost|127(\.\d{1,3}){3}|::1)$/.test(host.s) && ports.length > 0 && ports.every((p) => /^\d+(-\d+)?$/.test(p.s));
}
function rawNetwork(args, a, io) {
  if (io.stdin?.secret) {
    a.block("exfiltration", `${io.stdin.via} output is sent over the network by \`${io.name}\``);
    return null;
  }
  if (portProbe(args, io)) return null;
  a.grey("raw_network", `\`${io.name}\` opens a raw network connection`);
  for (const v of args) if (!v.s.startsWith("-")) a.host(v.s, `\`${io.name}\``, true);
  return { text: null, network: true, secret: false, via: `\`${io.name}\`` };
}
for (const n of [
  "nc",
  "ncat",
  "netcat",
  "socat",
  "telnet",
  "ftp",
  "tftp",
  "mail",
  "mailx",
  "sendmail",
  "mutt"
])
  H[n] = rawNetwork;
function remoteAccess(args, a, io) {
  for (const v of args) {
    const host = v.s.replace(/^[^@]*@/, "").replace(/:.*$/, "");
    if (!v.dyn && !v.s.startsWith("-") && isMetadataHost(host)) a.host(host, `\`${io.name}\``, true);
  }
  if (io.stdin?.secret || args.some((v) => v.secret === 2 || !v.dyn && a.secretFile(v.s.replace(/^[^@]*@/, "")))) {
    a.block("exfiltration", `\`${io.name}\` sends a credential or the environment to another machine`);
    return null;
  }
  a.grey("remote_access", `\`${io.name}\` runs commands on or copies files to another machine`);
  return null;
}
for (const n of ["ssh", "scp", "sftp", "rclone", "mosh"]) H[n] = remoteAccess;
H.http = (args, a) => {
  const method = args[0] && /^[A-Z]+$/.test(args[0].s) ? args[0].s : null;
  const url2 = args.find((v) => !v.s.startsWith("-") && v !== args[0]) ?? args.find((v) => !v.s.startsWith("-"));
  const sends = method !== null && method !== "GET" && method !== "HEAD" || args.some((v) => /^[\w-]+(=|:=|@)/.test(v.s));
  if (args.some((v) => v.secret === 2)) {
    a.block("exfiltration", "`http` sends the environment or a credential to a remote host");
    return null;
  }
  if (url2) a.host(asUrl(url2.s), "`http`", sends);
  return { text: null, network: true, secret: false, via: "`http`" };
};
H.https = H.http;
H.xh = H.http;

// src/core/classify/commands/keys.ts
var OSSL_COMMON = "- -help -in=read -out=write -inform= -outform= -noout -text -passin= -passout= -engine=";
var OSSL_KEYGEN = "-aes128 -aes192 -aes256 -des3 -camellia256 -nodes -noenc";
var OPENSSL = {
  req: `-new -x509 -newkey= -key=read -keyout=write -days= -subj= -nodes -noenc -sha256 -sha384 -sha512 -config=read -extensions= -reqexts= -addext= -set_serial= -batch -verify -pubkey -nameopt= -utf8 -multivalue-rdn -keyform= -pkeyopt= -CA=read -CAkey=read -copy_extensions= -not_before= -not_after= ${OSSL_KEYGEN}`,
  x509: "-req -signkey=read -CA=read -CAkey=read -CAcreateserial -CAserial=write -days= -sha256 -sha384 -sha512 -extfile=read -extensions= -subject -issuer -dates -startdate -enddate -fingerprint -serial -pubkey -modulus -hash -subject_hash -issuer_hash -email -purpose -nameopt= -checkend= -ext= -set_serial= -copy_extensions= -noout",
  genrsa: `${OSSL_KEYGEN} -f4 -3 -primes=`,
  genpkey: `-algorithm= -pkeyopt= -paramfile=read -genparam ${OSSL_KEYGEN} -quiet`,
  ecparam: "-name= -genkey -list_curves -param_enc= -conv_form= -noout -check",
  rsa: `-pubin -pubout -RSAPublicKey_in -RSAPublicKey_out -modulus -check ${OSSL_KEYGEN}`,
  pkey: `-pubin -pubout -check -pubcheck ${OSSL_KEYGEN}`,
  ec: `-pubin -pubout -param_out -check ${OSSL_KEYGEN}`,
  rand: "-hex -base64",
  dgst: "-sha1 -sha256 -sha384 -sha512 -md5 -hex -binary -r -c -sign=read -verify=read -prverify=read -signature=read -hmac= -keyform=",
  verify: "-CAfile=read -CApath=read -untrusted=read -purpose= -verbose -show_chain -partial_chain -trusted=read",
  version: "-a -v -b -o -f -p -d -e -c",
  crl: "-CAfile=read -CApath=read -hash -issuer -lastupdate -nextupdate -fingerprint -noout",
  base64: "-d -e -A",
  pkcs12: "-export -inkey=read -certfile=read -name= -nokeys -nocerts -clcerts -cacerts -info -nodes -noenc -legacy",
  list: "-digest-commands -cipher-commands -cipher-algorithms -digest-algorithms -public-key-algorithms -commands"
};
function credentialReads(words, a, via, prints) {
  for (const v of words) {
    if (v.dyn) continue;
    const reveals = a.credentialIn(v);
    if (reveals === false) continue;
    if (prints || a.secretEntry(v.s)) {
      a.grey("secret_read", `${via} reads ${reveals}, which holds credentials`);
      return true;
    }
  }
  return false;
}
function openssl(all, a, io) {
  const first = all.findIndex((v) => v.dyn || !v.s.startsWith("-"));
  if (first > 0)
    a.grey("unknown_option", `\`openssl\` is given an option before its command (${show(all[0])})`);
  const args = first > 0 ? all.slice(first) : all;
  const sub = args[0]?.s ?? "";
  if (/^s_(client|server|time)$|^ocsp$/.test(sub)) {
    rawNetwork(args, a, io);
    return null;
  }
  const desc = OPENSSL[sub];
  const via = `\`openssl ${sub}\``;
  if (desc === void 0 || args[0].dyn) {
    a.grey("unknown_command", `${via} is not an openssl command forge-gate knows`);
    return null;
  }
  const sp = spec(`${OSSL_COMMON} ${desc}`, "data");
  const p = account(via, args.slice(1), sp, a);
  const reads = p.opts.filter((o) => sp.opts.get(o.name)?.role === "read" && o.value).map((o) => o.value);
  for (const o of p.opts)
    if ((o.name === "-passin" || o.name === "-passout") && o.value && /^file:/.test(o.value.s))
      reads.push({ ...o.value, s: o.value.s.slice(5) });
  if (credentialReads(reads, a, via, /^(rsa|pkey|ec|pkcs12|base64)$/.test(sub))) return null;
  const out = has(p, "-out");
  if (/^(genrsa|genpkey)$/.test(sub) && !out)
    a.grey("secret_read", `${via} prints the private key it generates into the transcript`);
  return null;
}
H.openssl = openssl;
var SSH_KEYGEN = spec(
  "-t= -b= -N= -f= -C= -q -a= -m= -Z= -O= -P= -E= -l -y -e -i -p -c -R= -F= -H -A -v -L -B -D= -Q -k -u -Y= -s= -I= -n= -V= -z= -w= -K -M= -G= -T= -r= -g -h -U -x",
  "data"
);
function sshKeygen(args, a) {
  const via = "`ssh-keygen`";
  const p = parseSpec(args, SSH_KEYGEN);
  if (p.unknown.length > 0)
    a.grey("unknown_option", `${via} is given an option forge-gate does not know (${p.unknown[0]})`);
  if (p.opaque)
    a.grey("dynamic_option", `${via} gets a word whose value cannot be known where an option could stand`);
  const file = optValue(p, "-f");
  if (has(p, "-A")) {
    a.write(lit("/etc/ssh"), "rwrite", `${via} -A (host keys)`);
    return null;
  }
  if (has(p, "-Y", "-s", "-K", "-D", "-M", "-G", "-T", "-k")) {
    a.grey("ssh_keygen", `${via} signs, downloads or makes key material this analysis does not follow`);
    return null;
  }
  if (has(p, "-R", "-H")) {
    a.write(file ?? lit(`${a.ctx.home}/.ssh/known_hosts`), "write", `${via} (known_hosts)`);
    return null;
  }
  if (has(p, "-l", "-y", "-e", "-i", "-F", "-B", "-L", "-Q")) return null;
  if (has(p, "-p", "-c")) {
    if (file) a.write(file, "write", `${via} -p/-c`);
    else a.grey("ssh_keygen", `${via} -p/-c rewrites a key it asks for`);
    return null;
  }
  if (!file) {
    a.grey("ssh_keygen", `${via} generates a key where it asks (by default in ~/.ssh)`);
    return null;
  }
  if (file.dyn) {
    a.write(file, "write", via);
    return null;
  }
  a.write(file, "write", `${via} (private key)`);
  a.write({ ...file, s: `${file.s}.pub` }, "write", `${via} (public key)`);
  return null;
}
H["ssh-keygen"] = sshKeygen;

// src/core/classify/commands/package-sources.ts
var import_node_path12 = require("node:path");
var DEFAULT_REGISTRIES = /* @__PURE__ */ new Set([
  "registry.npmjs.org",
  "registry.yarnpkg.com",
  "registry.npmjs.com",
  "pypi.org",
  "pypi.python.org",
  "files.pythonhosted.org",
  "crates.io",
  "index.crates.io",
  "static.crates.io",
  "proxy.golang.org",
  "sum.golang.org",
  "rubygems.org",
  "index.rubygems.org",
  "repo.packagist.org",
  "packagist.org",
  "api.nuget.org",
  "jsr.io"
]);
var URLISH = /^[a-z][a-z0-9+.-]*:\/\/|^[\w.-]+@[\w.-]+:/i;
var LOCAL = /^(\.{1,2}(\/|$)|\/|~\/)/;
function packageSource(a, v, via) {
  if (v.dyn) {
    a.grey("package_source", `${via} takes packages from a source that cannot be known before it runs`);
    return;
  }
  const raw = v.s.replace(/^(git\+|hg\+|svn\+|bzr\+|sparse\+|registry\+)/, "");
  const host = hostOf(raw);
  a.host(raw, via, false);
  if (host !== null && DEFAULT_REGISTRIES.has(host)) return;
  a.grey(
    "package_source",
    `${via} takes packages from ${show(v)}, not the package registry: code from a source the lease does not name`
  );
}
function localSource(a, path, via) {
  const p = path.s.startsWith("~/") ? a.ctx.home + path.s.slice(1) : path.s;
  for (const abs of a.resolve({ ...path, s: p }) ?? [])
    a.fx.pathArgs.push({ path: import_node_path12.posix.normalize(abs), via, reads: true });
}
function forgeUrl(spec2) {
  const forge = /^(github|gitlab|bitbucket|gist):/.exec(spec2)?.[1] ?? "github";
  return `https://${forge === "gist" ? "gist.github.com" : `${forge}.${forge === "bitbucket" ? "org" : "com"}`}/${spec2.replace(/^\w+:/, "")}`;
}
function nodeSpec(a, v, via) {
  if (v.dyn) {
    packageSource(a, v, via);
    return;
  }
  const s = v.s;
  if (s.startsWith("-") || /^(workspace|catalog|npm|jsr|node):/.test(s)) return;
  const at2 = s.indexOf("@", s.startsWith("@") ? 1 : 0);
  const spec2 = at2 > 0 && !/^git@/.test(s) ? s.slice(at2 + 1) : s;
  if (spec2 === s && LOCAL.test(s)) {
    localSource(a, v, via);
    return;
  }
  if (/^(file|link|portal):/.test(spec2)) {
    localSource(a, { ...v, s: spec2.replace(/^\w+:(\/\/)?/, "") }, via);
    return;
  }
  if (/^(workspace|catalog|npm|jsr):/.test(spec2)) return;
  if (/^(github|gitlab|bitbucket|gist):/.test(spec2) || /^[\w.-]+\/[\w.-]+(#.*)?$/.test(spec2)) {
    packageSource(a, { ...v, s: forgeUrl(spec2) }, via);
    return;
  }
  if (URLISH.test(spec2) || NON_REGISTRY_SPEC.test(spec2)) {
    packageSource(a, { ...v, s: spec2.replace(/^git@([^:]+):/, "ssh://git@$1/") }, via);
    return;
  }
  if (spec2 === s && /\.(tgz|tar\.gz|tar)$/.test(s)) localSource(a, v, via);
}
function pythonSpec(a, v, via) {
  if (v.dyn) {
    packageSource(a, v, via);
    return;
  }
  const s = v.s.trim();
  if (s.startsWith("-")) return;
  const direct = /^[\w.[\],-]+\s*@\s*(.+)$/.exec(s)?.[1] ?? s;
  if (/^file:/.test(direct)) {
    localSource(a, { ...v, s: direct.replace(/^file:(\/\/)?/, "") }, via);
    return;
  }
  if (URLISH.test(direct) || /^(git|hg|svn|bzr)\+/.test(direct)) {
    packageSource(a, { ...v, s: direct }, via);
    return;
  }
  if (LOCAL.test(direct) || /\.(whl|tar\.gz|zip|tar\.bz2)$/.test(direct))
    localSource(a, { ...v, s: direct }, via);
}
function indexValue(a, v, via, paths) {
  if (paths && !v.dyn && (LOCAL.test(v.s) || /^file:/.test(v.s) || !URLISH.test(v.s) && !hostOf(v.s))) {
    localSource(a, { ...v, s: v.s.replace(/^file:(\/\/)?/, "") }, via);
    return;
  }
  packageSource(a, v, via);
}
function indexOptions(a, words, names, via, paths = true) {
  for (let k = 0; k < words.length; k++) {
    const s = normArg(words[k]);
    if (s === "--") return;
    for (const n of names) {
      if (s === n)
        indexValue(a, words[k + 1] ?? { s: DYN, dyn: true, glob: false, secret: 0 }, `${via} ${n}`, paths);
      else if (n.startsWith("--") && s.startsWith(`${n}=`))
        indexValue(a, { ...words[k], s: s.slice(n.length + 1) }, `${via} ${n}`, paths);
      else if (!n.startsWith("--") && s.startsWith(n) && !s.startsWith("--") && s.length > n.length)
        indexValue(a, { ...words[k], s: s.slice(n.length) }, `${via} ${n}`, paths);
    }
  }
}
function sourceConfig(a, values, via, what) {
  for (const v of values) if (v.dyn || URLISH.test(v.s)) packageSource(a, v, via);
  a.grey("package_source", `${via} ${what}`);
}
function judgeSources(name, judge2) {
  const base = H[name];
  if (!base) return;
  H[name] = (args, a, io) => {
    judge2(args, a);
    return base(args, a, io);
  };
}
var NODE_INSTALLS = /^(install|i|in|ins|inst|insta|instal|isnt|isnta|isntal|isntall|add|a|update|up|upgrade|pack)$/;
function nodeSources(manager) {
  return (args, a) => {
    const dashdash = args.findIndex((v) => v.s === "--" && !v.dyn);
    const own = dashdash === -1 ? args : args.slice(0, dashdash);
    const p = parseOpts(own, NODE_PM_VALUE_OPTS);
    const sub = p.positional[0]?.s ?? (manager === "yarn" ? "install" : "");
    const via = `\`${manager} ${sub}\``;
    indexOptions(a, own, ["--registry"], `\`${manager}\``, false);
    const action2 = p.positional[1]?.s ?? "";
    if ((sub === "config" || sub === "c") && /^(set|add)$/.test(action2) || sub === "set") {
      const words = p.positional.slice(sub === "set" ? 1 : 2);
      const kv = words.length === 1 && !words[0].dyn && words[0].s.includes("=") ? [
        { ...words[0], s: words[0].s.slice(0, words[0].s.indexOf("=")) },
        { ...words[0], s: words[0].s.slice(words[0].s.indexOf("=") + 1) }
      ] : words;
      if (kv.some(
        (v) => v.dyn || /registry|proxy|strict-ssl|cafile|^ca$|npmScopes|unsafeHttpWhitelist/i.test(v.s)
      ))
        sourceConfig(a, kv.slice(1), via, "changes where packages come from for every later install");
      else if (sub === "set")
        a.grey("package_config", `${via} changes package-manager configuration outside the project`);
      return;
    }
    if (!NODE_INSTALLS.test(sub) || manager === "deno" && sub !== "add" && sub !== "install") return;
    for (const v of p.positional.slice(1)) nodeSpec(a, v, via);
  };
}
for (const m of ["npm", "pnpm", "yarn"]) judgeSources(m, nodeSources(m));
judgeSources("bun", (args, a) => {
  const sub = args.find((v) => !v.s.startsWith("-"))?.s ?? "";
  if (/^(add|a|install|i|update)$/.test(sub)) nodeSources("bun")(args, a);
});
judgeSources("deno", (args, a) => {
  const sub = args.find((v) => !v.s.startsWith("-"))?.s ?? "";
  if (sub === "add" || sub === "install") nodeSources("deno")(args, a);
});
var PY_INDEX = [
  "-i",
  "--index-url",
  "--extra-index-url",
  "-f",
  "--find-links",
  "--index",
  "--default-index"
];
var PY_VALUE_OPTS = [
  ...PY_PM_VALUE_OPTS,
  "--index",
  "--default-index",
  "--trusted-host",
  "--group",
  "--extra",
  "--source",
  "--branch",
  "--tag",
  "--rev"
];
function pythonSources(manager) {
  const judge2 = (args, a) => {
    const p = parseOpts(args, PY_VALUE_OPTS);
    const sub = p.positional[0]?.s ?? "";
    const via = `\`${manager} ${sub}\``;
    if (sub === "pip") {
      pythonSources(`${manager} pip`)(args.slice(args.findIndex((v) => v.s === "pip") + 1), a);
      return;
    }
    if (sub === "source" && /^(add|update)$/.test(p.positional[1]?.s ?? "")) {
      sourceConfig(a, p.positional.slice(2), via, "adds a package source every later install uses");
      return;
    }
    if (sub === "config" && p.positional.length >= 3) {
      const kv = p.positional.slice(1);
      if (kv.some((v) => v.dyn || /index|repositor|source|pypi|find-links|trusted|url|cert/i.test(v.s)))
        sourceConfig(a, kv.slice(1), via, "changes where packages come from for every later install");
      else a.grey("package_config", `${via} changes package-manager configuration`);
      return;
    }
    if (!/^(install|download|wheel|add|sync|lock|update|upgrade)$/.test(sub)) return;
    indexOptions(a, args, PY_INDEX, via);
    if (args.some((v) => /^--trusted-host(=|$)/.test(normArg(v))))
      a.grey("package_source", `${via} --trusted-host installs from a host without checking its certificate`);
    for (let k = 0; k < args.length; k++)
      if (/^(-e|--editable)$/.test(normArg(args[k])) && args[k + 1]) pythonSpec(a, args[k + 1], via);
      else if (/^--editable=/.test(normArg(args[k])))
        pythonSpec(a, { ...args[k], s: normArg(args[k]).slice("--editable=".length) }, via);
    for (const v of p.positional.slice(1)) pythonSpec(a, v, via);
  };
  return judge2;
}
for (const m of ["pip", "pip3", "uv", "poetry", "pipenv", "pdm", "rye"]) judgeSources(m, pythonSources(m));
judgeSources("cargo", (args, a) => {
  const p = parseOpts(
    args,
    [
      "--git",
      "--registry",
      "--index",
      "--path",
      "--config",
      "--branch",
      "--tag",
      "--rev",
      "-p",
      "--package",
      "--manifest-path",
      "-F",
      "--features",
      "--rename"
    ],
    true
  );
  const sub = p.positional[0]?.s ?? "";
  const via = `\`cargo ${sub}\``;
  for (let k = 0; k < args.length; k++) {
    const s = normArg(args[k]);
    const [name, attached] = s.startsWith("--") && s.includes("=") ? [s.slice(0, s.indexOf("=")), s.slice(s.indexOf("=") + 1)] : [s, null];
    const value = attached !== null ? { ...args[k], s: attached } : args[k + 1];
    if (!value) continue;
    if (name === "--git" || name === "--index") packageSource(a, value, `${via} ${name}`);
    else if (name === "--registry")
      a.grey(
        "package_source",
        `${via} --registry takes packages from the registry ${show(value)}, not crates.io`
      );
    else if (name === "--path" && sub === "add") localSource(a, value, `${via} --path`);
    else if (name === "--config" && (value.dyn || /^\s*(source|registries|registry|patch|net)\b|\[(source|patch|registries)/.test(value.s)))
      a.grey("package_source", `${via} --config changes where crates come from (${show(value)})`);
    else if (name === "--config" && !/^\s*(profile\.[\w.-]+|term\.[\w.-]+|build\.jobs|build\.incremental|net\.retry|cargo-new\.vcs|future-incompat-report\.frequency)\s*=\s*[^=]*$/.test(
      value.s
    ))
      a.grey(
        "runs_program",
        `${via} --config sets ${show(value)}: cargo may run a program it names or read settings from it`
      );
  }
});
judgeSources("gem", (args, a) => {
  const sub = args[0]?.s ?? "";
  indexOptions(a, args, sub === "sources" ? ["--add", "-a"] : ["--source", "-s"], `\`gem ${sub}\``, false);
});
var BUNDLE_LOCAL_KEYS = /^(path|without|with|only|deployment|frozen|jobs|retry|clean|cache_all|cache_all_platforms|cache_path|bin|force_ruby_platform|specific_platform|no_prune|auto_install|silence_root_warning|disable_shared_gems|ignore_messages|lockfile_checksums)$/i;
judgeSources("bundle", (all, a) => {
  const args = all.slice(
    Math.max(
      0,
      all.findIndex((v) => v.dyn || !normArg(v).startsWith("-"))
    )
  );
  const sub = args[0]?.s ?? "install";
  const via = `\`bundle ${sub}\``;
  if (sub === "add") {
    indexOptions(a, args, ["--source", "--git", "--github"], via, false);
    const path = args.findIndex((v) => /^--path(=|$)/.test(normArg(v)));
    if (path !== -1) {
      const s = normArg(args[path]);
      const value = s.includes("=") ? { ...args[path], s: s.slice(s.indexOf("=") + 1) } : args[path + 1];
      if (value) localSource(a, value, `${via} --path`);
    }
    return;
  }
  if (sub !== "config") return;
  const words = args.slice(1).filter((v) => v.dyn || !normArg(v).startsWith("-"));
  const action2 = /^(set|unset|get|list)$/.test(words[0]?.s ?? "") ? words[0].s : null;
  const kv = action2 ? words.slice(1) : words;
  if (action2 === "get" || action2 === "list" || action2 === null && kv.length <= 1) return;
  const key2 = kv[0];
  if (!key2 || key2.dyn || /^(mirror\.|https?:|gems\.|source)/i.test(key2.s) || /^BUNDLE_MIRROR/i.test(key2.s)) {
    sourceConfig(a, kv.slice(1), via, "points every later install at another gem source");
    return;
  }
  const local = args.some((v) => normArg(v) === "--local");
  if (!local || !BUNDLE_LOCAL_KEYS.test(key2.s) || kv.slice(1).some((v) => v.dyn || URLISH.test(v.s)))
    a.grey(
      "package_config",
      `${via} ${show(key2)} changes bundler's configuration${local ? "" : " outside the project"}`
    );
});
var COMPOSER_LOCAL_KEYS = /^(sort-packages|optimize-autoloader|classmap-authoritative|apcu-autoloader|preferred-install|platform(\..+)?|platform-check|process-timeout|minimum-stability|prefer-stable|discard-changes|notify-on-install|lock|audit\..+|name|description|type|license|homepage|keywords)$/;
judgeSources("composer", (args, a) => {
  const sub = args[0]?.s ?? "";
  const via = `\`composer ${sub}\``;
  if (sub === "require" || sub === "create-project")
    indexOptions(a, args, ["--repository", "--repository-url"], via, false);
  if (sub !== "config") return;
  const words = args.slice(1).filter((v) => !v.s.startsWith("-"));
  if (args.some((v) => /^(-l|--list|--editor|-e)$/.test(normArg(v))) || words.length <= 1) return;
  const key2 = words[0];
  if (key2.dyn || /^(repositories|repo)(\.|$)|^(secure-http|disable-tls|cafile|capath)$/.test(key2.s)) {
    sourceConfig(
      a,
      words.slice(1),
      via,
      `${show(key2)} changes where packages come from for every later install`
    );
    return;
  }
  if (!COMPOSER_LOCAL_KEYS.test(key2.s) || args.some((v) => /^(-g|--global|--auth|-a)$/.test(normArg(v))))
    a.grey("package_config", `${via} ${show(key2)} changes composer's configuration`);
});
judgeSources("dotnet", (args, a) => {
  const sub = args[0]?.s ?? "";
  const via = `\`dotnet ${sub}\``;
  if (/^(add|restore|tool)$/.test(sub)) indexOptions(a, args, ["--source", "-s", "--add-source"], via);
  else if (/^(build|publish|pack|run|new)$/.test(sub)) indexOptions(a, args, ["--source"], via);
  if (args[0]?.s === "nuget" && args[1]?.s === "add" && args[2]?.s === "source" && args[3])
    sourceConfig(a, [args[3]], via, "adds a package source every later restore uses");
});
var SOURCE_VARS = /^(npm_config_(registry|@[\w.-]+:registry)|NPM_CONFIG_REGISTRY|YARN_(REGISTRY|NPM_REGISTRY_SERVER)|PIP_(INDEX_URL|EXTRA_INDEX_URL|FIND_LINKS|TRUSTED_HOST)|UV_(INDEX_URL|EXTRA_INDEX_URL|INDEX|DEFAULT_INDEX|FIND_LINKS|INSECURE_HOST)|POETRY_(REPOSITORIES_[A-Z0-9_]+_URL|SOURCE_[A-Z0-9_]+)|PDM_PYPI_URL|CARGO_(REGISTRIES_[A-Z0-9_]+_INDEX|REGISTRY_INDEX|SOURCE_[A-Z0-9_]+)|GEM_HOST|RUBYGEMS_HOST|BUNDLE_MIRROR__[A-Z0-9_]+|COMPOSER_(REPOSITORIES|MIRROR_PATH_REPOS)|NUGET_SOURCE)$/;
function sourceVariable(name, v, a) {
  if (!SOURCE_VARS.test(name)) return false;
  if (v.dyn || v.s.trim() !== "") packageSource(a, { ...v, s: v.s.trim() }, `the package source in ${name}`);
  return true;
}

// src/core/classify/commands/system.ts
H.apt = (args, a, io) => {
  const sub = args.find((v) => !v.s.startsWith("-"))?.s ?? "";
  if (/^(list|show|search|policy|depends|rdepends|madison|showpkg|changelog)$/.test(sub) || io.name === "apt-cache")
    return null;
  a.grey("install_global", `\`${io.name} ${sub}\` changes system packages`);
  return null;
};
H["apt-get"] = H.apt;
H["apt-cache"] = H.apt;
H.dpkg = (args, a) => {
  if (args.some(
    (v) => /^(-l|-L|-s|-S|-p|--list|--listfiles|--status|--search|--print-architecture|-W|--show)$/.test(v.s)
  ))
    return null;
  a.grey("install_global", "`dpkg` changes system packages");
  return null;
};
H.brew = (args, a) => {
  const sub = args[0]?.s ?? "";
  if (/^(list|ls|info|search|--prefix|--cellar|--version|config|deps|uses|outdated|leaves|doctor|desc|home|log)$/.test(
    sub
  ))
    return null;
  a.grey("install_global", `\`brew ${sub}\` changes installed software`);
  return null;
};
function versionManager(args, a, io) {
  const sub = args[0]?.s ?? "";
  if (/^(use|ls|list|current|which|version|versions|ls-remote|local|shell|root|prefix|exec|run)$/.test(sub)) {
    if (sub === "local") a.project(`\`${io.name} local\``);
    return null;
  }
  a.grey("install_global", `\`${io.name} ${sub}\` installs or changes toolchains outside the project`);
  return null;
}
for (const n of ["nvm", "fnm", "volta", "pyenv", "rbenv", "asdf", "mise", "sdk", "goenv", "nodenv"])
  H[n] = versionManager;
H.crontab = (args, a) => {
  const p = parseOpts(args, ["-u"]);
  if (has(p, "-l")) return null;
  if (has(p, "-r")) {
    a.block("persistence", "`crontab -r` deletes the user's scheduled jobs");
    return null;
  }
  a.block("persistence", "`crontab` installs scheduled jobs (persistence)");
  return null;
};
H.at = (_args, a) => {
  a.block("persistence", "`at` schedules a command to run later (persistence)");
  return null;
};
H.batch = H.at;
H.systemctl = (args, a) => {
  const p = parseOpts(args, [
    "-t",
    "--type",
    "--state",
    "-p",
    "--property",
    "-H",
    "--host",
    "-M",
    "-n",
    "--lines",
    "-o",
    "--output"
  ]);
  const sub = p.positional[0]?.s ?? "list-units";
  if (/^(status|show|cat|is-active|is-enabled|is-failed|list-units|list-unit-files|list-timers|list-sockets|list-dependencies|help|show-environment|get-default)$/.test(
    sub
  ))
    return null;
  if (/^(enable|link|set-default|add-wants|add-requires|edit|preset|reenable|import-environment|set-environment)$/.test(
    sub
  )) {
    a.block("persistence", `\`systemctl ${sub}\` installs a service that outlives the session`);
    return null;
  }
  if (/^(poweroff|reboot|halt|suspend|hibernate|kexec|emergency|rescue|isolate|default)$/.test(sub)) {
    a.block("system_power", `\`systemctl ${sub}\` changes the machine's power state`);
    return null;
  }
  a.grey("service_control", `\`systemctl ${sub}\` starts, stops or changes services`);
  return null;
};
H.launchctl = (args, a) => {
  const sub = args[0]?.s ?? "";
  if (/^(list|print|print-disabled|blame|help|version)$/.test(sub)) return null;
  a.block("persistence", `\`launchctl ${sub}\` installs or changes a launch agent`);
  return null;
};
H.service = (_args, a) => {
  a.grey("service_control", "`service` starts, stops or changes system services");
  return null;
};
H.init = (args, a) => {
  if (args[0]?.s === "0" || args[0]?.s === "6")
    a.block("system_power", "`init 0/6` stops or restarts the machine");
  else a.grey("service_control", "`init` changes the run level");
  return null;
};
H.mount = (args, a) => {
  if (args.length === 0) return null;
  a.grey("mount", "`mount` changes the mounted filesystems");
  return null;
};
H.umount = (_args, a) => {
  a.grey("mount", "`umount` changes the mounted filesystems");
  return null;
};
H.open = (_args, a) => {
  a.grey("unknown_command", "`open` launches an application");
  return null;
};
H["xdg-open"] = H.open;
H.code = (args, a) => {
  if (args.some((v) => /^--(install|uninstall)-extension$/.test(v.s)))
    a.grey("install_global", "`code --install-extension` changes the editor");
  return null;
};
var MKFS = {
  mke2fs: spec(
    "-c -D -F -j -n -q -S -v -V -b= -C= -d=read -e= -E= -f= -g= -G= -i= -I= -J= -l=read -L= -m= -M= -N= -o= -O= -r= -t= -T= -U= -z=write --help --version",
    "data"
  ),
  "mkfs.fat": spec(
    "-a -A -c -C -I -v --invariant --mbr=? -b= -D= -f= -F= -g= -h= -i= -l=read -m=read -M= -n= -r= -R= -s= -S= --codepage= --variant= --offset= --help --version",
    "data"
  ),
  mkswap: spec(
    "-c -f -q -v -V -F -L= -U= -p= -o= -e= -s= --check --force --quiet --verbose --file --label= --uuid= --pagesize= --offset= --endianness= --lock=? --size= --help --version",
    "data"
  ),
  "mkfs.xfs": spec("-f -q -N -K -V -b= -d= -i= -l= -m= -n= -p=read -r= -s= -L= --help", "data"),
  "mkfs.btrfs": spec(
    "-f -q -v -K -V -L= -d= -m= -n= -s= -O= -R= -U= -b= -r=read --force --quiet --verbose --label= --data= --metadata= --nodesize= --sectorsize= --features= --runtime-features= --uuid= --byte-count= --rootdir=read --shrink --nodiscard --mixed --csum= --checksum= --help --version",
    "data"
  )
};
var MKFS_ALIAS = {
  "mkfs.ext2": "mke2fs",
  "mkfs.ext3": "mke2fs",
  "mkfs.ext4": "mke2fs",
  "mkfs.vfat": "mkfs.fat",
  "mkfs.msdos": "mkfs.fat",
  mkdosfs: "mkfs.fat"
};
function mkfsHandler(args, a, io) {
  const kind = MKFS_ALIAS[io.name] ?? io.name;
  const via = `\`${io.name}\``;
  const p = account(via, args, MKFS[kind], a);
  const targets = kind === "mkfs.btrfs" ? p.positional : p.positional.slice(0, 1);
  for (const t of targets) {
    if (!t.dyn && /^\/dev\//.test(t.s)) a.block("disk_write", `${via} rewrites the device ${t.s}`);
    else a.write(t, "write", `${via} (filesystem image)`);
  }
  return null;
}
for (const n of [...Object.keys(MKFS), ...Object.keys(MKFS_ALIAS)]) H[n] = mkfsHandler;
H.mkfs = (args, a, io) => {
  const t = args.findIndex((v) => v.s === "-t" || v.s.startsWith("-t"));
  const type = t === -1 ? "ext2" : args[t].s === "-t" ? args[t + 1]?.s : args[t].s.slice(2);
  const rest = t === -1 ? args : args.filter((_v, k) => k !== t && !(args[t].s === "-t" && k === t + 1));
  const name = `mkfs.${type ?? ""}`;
  if (H[name] === mkfsHandler) return mkfsHandler(rest, a, { ...io, name });
  if (rest.some((v) => v.dyn || v.s.startsWith("/dev/")))
    a.block(
      "disk_write",
      `\`mkfs\` rewrites the device ${rest.find((v) => v.dyn || v.s.startsWith("/dev/"))?.s}`
    );
  else a.grey("unknown_command", `\`mkfs -t ${type ?? "\u2026"}\` is not a filesystem forge-gate knows`);
  return null;
};

// src/core/classify/commands/text.ts
var import_node_path13 = require("node:path");
H.sed = (args, a) => {
  const p = parseOpts(args, ["-e", "--expression", "-f", "--file", "-l", "--line-length"]);
  const inPlace = p.opts.some(
    (o) => o.name === "-i" || o.name === "--in-place" || o.name.startsWith("--in-place")
  );
  const scripts = optValues(p, "-e", "--expression");
  let files = p.positional;
  if (scripts.length === 0 && !has(p, "-f", "--file")) {
    if (files[0]) scripts.push(files[0]);
    files = files.slice(1);
  }
  for (const sc of scripts) {
    if (sc.dyn) a.grey("dynamic_command", "`sed` runs a script that cannot be known before it runs");
    else if (sedWritesOrExecutes(sc.s))
      a.grey("sed_exec", "the `sed` script writes files (w) or runs commands (e)");
  }
  if (inPlace) {
    const added = has(p, "-f", "--file") || scripts.some((sc) => sc.dyn) ? null : sedAddedText(scripts.map((sc) => sc.s));
    const change2 = added === null ? void 0 : { kind: "added", ...added };
    for (const f of files) a.write(f, "write", "`sed -i`", change2);
    sedBackups(args, files, a);
  }
  return null;
};
function sedBackups(args, files, a) {
  let suffix = null;
  for (const v of args) {
    if (v.s === "--") break;
    const long = /^--in-place=(.*)$/s.exec(v.s);
    const short = /^-[nrsuEz]*i(.+)$/s.exec(v.s);
    const m = long ?? short;
    if (m) suffix = { ...v, s: m[1] };
  }
  if (suffix === null || suffix.s === "") return;
  if (suffix.dyn) {
    a.grey("dynamic_target", "`sed -i` writes backups named by a suffix that cannot be known before it runs");
    return;
  }
  for (const f of files) {
    if (f.dyn) continue;
    const base = import_node_path13.posix.basename(f.s);
    const name = suffix.s.includes("*") ? suffix.s.replaceAll("*", base) : `${base}${suffix.s}`;
    const path = name.includes("/") ? name : import_node_path13.posix.join(import_node_path13.posix.dirname(f.s), name);
    a.write(lit(path), "write", "`sed -i` (its backup)");
  }
}
var SED_ADDR = String.raw`(?:\d+(?:~\d+)?|\$|/(?:[^/\\\n]|\\.)*/[IM]*|\\(.)(?:(?!\1)[^\\\n]|\\.)*\1[IM]*)`;
var SED_HEAD = new RegExp(String.raw`^\s*(?:${SED_ADDR}(?:\s*,\s*(?:${SED_ADDR}|[+~]\d+))?)?\s*!*\s*`);
function sedPart(s, from, delim) {
  let text = "";
  for (let i = from; i < s.length; i++) {
    const ch = s[i];
    if (ch === "\\" && i + 1 < s.length) {
      const nx = s[i + 1];
      text += nx === delim ? delim : nx === "n" ? "\n" : nx === "t" ? "	" : `\\${nx}`;
      i++;
    } else if (ch === delim) return { text, end: i + 1 };
    else text += ch;
  }
  return null;
}
function sedAddedText(scripts) {
  const lines = [];
  const midLine = [];
  const src = scripts.join("\n").split("\n");
  for (let n = 0; n < src.length; n++) {
    let rest = src[n];
    while (rest.trim() !== "") {
      rest = rest.replace(/^[\s;]+/, "");
      if (rest === "" || rest.startsWith("#")) break;
      const head = SED_HEAD.exec(rest);
      rest = rest.slice(head ? head[0].length : 0);
      const cmd = rest[0];
      if (cmd === void 0) break;
      if (cmd === "a" || cmd === "i" || cmd === "c") {
        let text = rest.slice(1);
        if (/^\s*\\$/.test(text)) {
          const block = [];
          while (++n < src.length) {
            const l = src[n];
            block.push(l.replace(/\\$/, ""));
            if (!l.endsWith("\\")) break;
          }
          text = block.join("\n");
        } else text = text.replace(/^\s*\\?/, "");
        lines.push(...text.replaceAll("\\t", "	").split("\n"));
        break;
      }
      if (cmd === "s" || cmd === "y") {
        const delim = rest[1];
        if (delim === void 0 || delim === "\n" || delim === "\\") return null;
        const pattern = sedPart(rest, 2, delim);
        const repl = pattern && sedPart(rest, pattern.end, delim);
        if (!repl) return null;
        const parts = repl.text.split("\n");
        midLine.push(parts[0], ...parts.length > 1 ? [parts[parts.length - 1]] : []);
        lines.push(...parts.slice(1, -1));
        rest = rest.slice(repl.end).replace(/^[gpIiMme0-9]*/, "");
        if (/^\s*[wW]\b/.test(rest)) return null;
        continue;
      }
      if (/^[{}dDpPnNhHgGxlqQz=]/.test(cmd)) {
        rest = rest.slice(1).replace(/^\s*\d*/, "");
        continue;
      }
      if (/^[btT:]/.test(cmd)) break;
      return null;
    }
  }
  return { lines, midLine };
}
function sedWritesOrExecutes(script) {
  let i = 0;
  const s = script;
  while (i < s.length) {
    const ch = s[i];
    if (ch === "s" || ch === "y") {
      const delim = s[i + 1];
      if (!delim || delim === "\n" || delim === "\\") return true;
      let parts = 0;
      let j = i + 2;
      while (j < s.length && parts < 2) {
        if (s[j] === "\\") j++;
        else if (s[j] === delim) parts++;
        j++;
      }
      const flags = /^[^;}\n]*/.exec(s.slice(j))[0];
      if (ch === "s" && /[we]/.test(flags)) return true;
      i = j + flags.length;
      continue;
    }
    if (ch === "/" || ch === "\\") {
      const delim = ch === "\\" ? s[i + 1] : "/";
      let j = ch === "\\" ? i + 2 : i + 1;
      while (j < s.length && s[j] !== delim) j += s[j] === "\\" ? 2 : 1;
      i = j + 1;
      continue;
    }
    if (ch === "w" || ch === "W" || ch === "e") return true;
    if (ch === "r" || ch === "R" || ch === "a" || ch === "i" || ch === "c" || ch === "b" || ch === "t" || ch === "T" || ch === ":") {
      const nl = s.indexOf("\n", i);
      const semi = ch === "b" || ch === "t" || ch === "T" ? s.indexOf(";", i) : -1;
      const end = [nl, semi].filter((x) => x !== -1);
      i = end.length ? Math.min(...end) + 1 : s.length;
      continue;
    }
    i++;
  }
  return false;
}
function awkHandler(args, a, io) {
  const p = parseOpts(args, ["-F", "-v", "-f", "-i", "--field-separator", "--assign", "--file", "--include"]);
  if (has(p, "-f", "--file")) {
    a.grey("inline_code", `\`${io.name} -f\` runs a program from a file`);
    return null;
  }
  const include = p.opts.filter((o) => o.name === "-i" || o.name === "--include");
  const inPlace = include.length > 0 && include.every((o) => o.value?.s === "inplace" && !o.value.dyn);
  if (include.length > 0 && !inPlace) {
    a.grey("inline_code", `\`${io.name} -i\` loads extensions`);
    return null;
  }
  const prog = p.positional[0];
  if (!prog || prog.dyn) {
    a.grey("inline_code", `\`${io.name}\` runs a program that cannot be known before it runs`);
    return null;
  }
  if (inPlace) for (const f of p.positional.slice(1)) a.write(f, "write", `\`${io.name} -i inplace\``);
  const writes = awkWrites(prog.s);
  judgeInlineWrites(writes, a, `\`${io.name}\``);
  if (/system\s*\(|getline|\bfflush\b|close\s*\(|\bprintf?\b[^;{}]*[>|]/.test(
    accountedFor(prog.s, writes).replace(/"(?:[^"\\]|\\.)*"/g, '""').replace(/>=/g, "")
  )) {
    a.grey("inline_code", `the \`${io.name}\` program may write files or run commands`);
  }
  return { text: null, network: false, secret: false, via: `\`${io.name}\`` };
}
H.awk = awkHandler;
H.gawk = awkHandler;
H.mawk = awkHandler;
H.nawk = awkHandler;
H.sort = (args, a) => {
  const p = parseOpts(args, [
    "-o",
    "--output",
    "-k",
    "--key",
    "-t",
    "--field-separator",
    "-S",
    "--buffer-size",
    "-T",
    "--temporary-directory",
    "--parallel",
    "--files0-from",
    "--compress-program",
    "--random-source",
    "--batch-size"
  ]);
  const out = optValue(p, "-o", "--output");
  if (out) a.write(out, "write", "`sort -o`");
  if (has(p, "--compress-program")) a.grey("inline_code", "`sort --compress-program` runs a program");
  return { text: null, network: false, secret: false, via: "`sort`" };
};
H.uniq = (args, a) => {
  const p = parseOpts(args, [
    "-f",
    "-s",
    "-w",
    "--skip-fields",
    "--skip-chars",
    "--check-chars",
    "--group",
    "--all-repeated"
  ]);
  if (p.positional[1]) a.write(p.positional[1], "write", "`uniq` (output file)");
  return null;
};

// src/core/classify/commands/index.ts
var OWN_SPECS = new Set(
  ("git env xargs parallel watch script flock command nice nohup setsid time builtin unbuffer caffeinate stdbuf ionice timeout gtimeout taskset chrt strace ltrace xvfb-run npm pnpm yarn curl fd fdfind find sudo doas su pkexec run0 python python3 node nodejs dd source . eval exec gh docker podman nerdctl kubectl helm terraform tofu npx pnpx bunx perl ruby php lua Rscript julia osascript busybox toybox mkfs mke2fs mkfs.ext2 mkfs.ext3 mkfs.ext4 mkfs.fat mkfs.vfat mkfs.msdos mkdosfs mkswap mkfs.xfs mkfs.btrfs pre-commit prek husky lefthook simple-git-hooks direnv java jar openssl ssh-keygen " + Object.keys(DEV_TOOLS).join(" ")).split(" ")
);
var SPEC_PENDING = new Set(
  "uv poetry pipenv pdm rye hatch pipx conda mamba micromamba deno bun apt apt-get apt-cache brew systemctl launchctl gem bundle composer dotnet swift rustup corepack nvm fnm volta pyenv rbenv asdf mise sdk goenv nodenv cross-env cross-env-shell env-cmd".split(" ")
);
var PRIVILEGED = /* @__PURE__ */ new Set(["sudo", "doas", "su", "pkexec", "run0"]);
function runCommand(argv, a, stdin, piped) {
  const head = argv[0];
  a.fx.commands.push(argv.map((v) => v.s.replaceAll(DYN, "\u2026")).join(" "));
  if (head.dyn) {
    a.grey("dynamic_command", `the command name \`${show(head)}\` cannot be known before it runs`);
    return null;
  }
  let name = head.s;
  if (name === "") return null;
  if (name.includes("/")) {
    const base = commandBase(name);
    if (/^\/(usr\/(local\/)?)?s?bin\/[^/]+$/.test(name) || /^\/opt\/homebrew\/bin\/[^/]+$/.test(name))
      name = base;
    else if (/(^|\/)node_modules\/\.bin\/[^/]+$/.test(name) && !head.dyn) {
      return a.run([{ ...head, s: "npx" }, { ...head, s: base }, ...argv.slice(1)], stdin, piped);
    } else if (base === "gradlew" || base === "mvnw" || base === "configure") {
      a.script(head, `\`${name}\``);
      a.project(`\`${name}\``);
      return null;
    } else {
      a.script(head, `\`${name}\``);
      a.scriptArgs(argv.slice(1), `\`${name}\``);
      return null;
    }
  }
  const args = argv.slice(1);
  const io = { name, stdin, piped };
  if (a.functions.has(name)) {
    a.callFunction(name);
    return null;
  }
  if (isInfoQuery(args) && !PRIVILEGED.has(name)) return null;
  if (!isReader(name) && !CREDENTIAL_NEUTRAL.has(name) && args.some((v) => v.dyn ? isSecretPath(v.s, a.ctx.home) : !/^-/.test(v.s) && a.secretEntry(v.s)))
    a.grey("secret_read", `\`${name}\` reads a credential file or directory`);
  const handler = H[name];
  const readerSpec = READER_SPECS[name];
  if (readerSpec) account(`\`${name}\``, args, readerSpec, a, handler ? "caller" : "grey");
  if (isReader(name)) secretReads(name, args, a, stdin);
  const handlerSpec = HANDLER_SPECS[name];
  let specArgs = name === "chmod" ? args.filter((v) => !/^-[rwxXst]+$/.test(v.s)) : args;
  if (name === "go" && args[0]?.s === "run") {
    const pkg = args.findIndex((v, k) => k > 0 && !v.s.startsWith("-"));
    if (pkg !== -1) specArgs = args.slice(0, pkg + 1);
  }
  if (handlerSpec) account(`\`${name}\``, specArgs, handlerSpec, a);
  else if (handler && SPEC_PENDING.has(name)) accountPending(name, args, a);
  else if (handler && !readerSpec && !OWN_SPECS.has(name) && !SPEC_PENDING.has(name)) {
    const dashdash = args.findIndex((v) => v.s === "--");
    const opt = (dashdash === -1 ? args : args.slice(0, dashdash)).find(
      (v) => /^--?[A-Za-z]/.test(normArg(v))
    );
    if (opt) a.grey("unknown_option", `\`${name}\` is given an option forge-gate has no spec for (${opt.s})`);
  }
  if (handler) return handler(args, a, io) ?? null;
  if (isReader(name)) return name === "cat" && args.length === 0 ? stdin : readerOutput(name, args, a);
  if (isInfoQuery(args)) return null;
  if (PROJECT_TOOLS.has(name)) {
    projectTool(name, args, a);
    return null;
  }
  if (/^mkfs(\.|$)|^(fdisk|sfdisk|cfdisk|parted|wipefs|sgdisk|gdisk|mkswap|blkdiscard|hdparm)$/.test(name)) {
    a.block("disk_write", `\`${name}\` rewrites disks or partitions`);
    return null;
  }
  if (/^(shutdown|reboot|halt|poweroff)$/.test(name)) {
    a.block("system_power", `\`${name}\` stops the machine`);
    return null;
  }
  a.grey("unknown_command", `\`${name}\` is not a command forge-gate knows to be safe`);
  return null;
}

// src/core/classify/env-vars.ts
var PROGRAM_VARS = /^(GH_BROWSER|GH_EDITOR|GIT_PROXY_COMMAND|PSQL_PAGER|CC|CXX|CPP|LD|AR|AS|FC|NM|RANLIB|STRIP|OBJCOPY|RUSTC|RUSTC_WRAPPER|RUSTC_WORKSPACE_WRAPPER|RUSTDOC|CARGO_BUILD_RUSTC|CARGO_BUILD_RUSTC_WRAPPER|CARGO_BUILD_RUSTC_WORKSPACE_WRAPPER|CARGO_BUILD_RUSTDOC|CARGO_TARGET_[A-Z0-9_]+_(RUNNER|LINKER))$/;
var WRITE_DIR_VARS = /^(HOME|TMPDIR|TMP|TEMP|XDG_(CACHE|DATA|STATE|RUNTIME)_(HOME|DIR)|CARGO_HOME|CARGO_TARGET_DIR|CARGO_BUILD_TARGET_DIR|CARGO_INSTALL_ROOT|RUSTUP_HOME|GOPATH|GOBIN|GOMODCACHE|GOCACHE|GOTMPDIR|PIP_TARGET|PIP_PREFIX|PIP_ROOT|PIP_SRC|PIP_CACHE_DIR|PIP_DOWNLOAD_CACHE|PIP_WHEEL_DIR|PIP_BUILD|PYTHONUSERBASE|PYTHONPYCACHEPREFIX|UV_CACHE_DIR|UV_TOOL_DIR|UV_TOOL_BIN_DIR|UV_PYTHON_INSTALL_DIR|UV_PROJECT_ENVIRONMENT|UV_INSTALL_DIR|POETRY_CACHE_DIR|POETRY_VIRTUALENVS_PATH|PIPX_HOME|PIPX_BIN_DIR|WORKON_HOME|YARN_CACHE_FOLDER|YARN_GLOBAL_FOLDER|PNPM_HOME|BUN_INSTALL|DENO_DIR|DENO_INSTALL_ROOT|GRADLE_USER_HOME|CCACHE_DIR|SCCACHE_DIR|PRE_COMMIT_HOME|PLAYWRIGHT_BROWSERS_PATH|PUPPETEER_CACHE_DIR|CYPRESS_CACHE_FOLDER|DESTDIR|PREFIX)$/;
var WRITE_FILE_VARS = /^(PIP_LOG|PIP_LOG_FILE|PIP_REPORT|GOENV|GIT_TRACE|GIT_TRACE2|GIT_TRACE2_EVENT|GIT_TRACE2_PERF|GIT_TRACE_[A-Z0-9_]+)$/;
var HISTORY_VARS = /^(HISTFILE|LESSHISTFILE|NODE_REPL_HISTORY|PYTHON_HISTORY|PSQL_HISTORY|MYSQL_HISTFILE|SQLITE_HISTORY|REDISCLI_HISTFILE|R_HISTFILE)$/;
var ELSEWHERE_VARS = /^(XDG_CONFIG_HOME|XDG_CONFIG_DIRS|XDG_DATA_DIRS|KUBECONFIG|AWS_CONFIG_FILE|AWS_SHARED_CREDENTIALS_FILE|DOCKER_HOST|DOCKER_CONTEXT|DOCKER_CONFIG|CONTAINER_HOST|PIP_CONFIG_FILE|PYTHONHOME|ZDOTDIR|MAKEFILES|WGETRC|CURL_HOME|GIT_INDEX_FILE|GIT_OBJECT_DIRECTORY|GIT_ALTERNATE_OBJECT_DIRECTORIES|GIT_NAMESPACE|GIT_CEILING_DIRECTORIES|LD_AUDIT|GCONV_PATH|UV_CONFIG_FILE|CARGO_CONFIG|GNUPGHOME|SSH_AUTH_SOCK|GPG_TTY_PROGRAM|PS3)$/;
var SEARCH_PATH_VARS = /^(PYTHONPATH|PERL5LIB|PERLLIB|RUBYLIB|NODE_PATH|GEM_PATH|CLASSPATH|GOFLAGS_PATH)$/;
var JAVA_OPTION_VARS = /^(JAVA_TOOL_OPTIONS|_JAVA_OPTIONS|JDK_JAVA_OPTIONS|JAVA_OPTS|MAVEN_OPTS|GRADLE_OPTS|SBT_OPTS)$/;
var NPM_HARMLESS = /^(loglevel|audit|fund|progress|color|update_notifier|yes|save_exact|save_prefix|legacy_peer_deps|strict_peer_deps|engine_strict|foreground_scripts|prefer_offline|prefer_online|offline|package_lock|package_lock_only|omit|include|production|workspaces_update|fetch_retries|fetch_timeout|unicode|timing|heading|usage|json|parseable|long|depth|ignore_scripts)$/;
var NPM_DIRS = /^(cache|prefix|store_dir|tmp|cache_dir|virtual_store_dir|modules_dir|global_dir|global_bin_dir|state_dir)$/;
var TRUE = /^(1|true|yes|on)$/i;
function pathLike(v) {
  return v.s !== "" && !/^(0|1|2|[3-9]|true|false|yes|no|on|off)$/i.test(v.s);
}
function mayWrite(name, v, a, file) {
  if (v.dyn) {
    a.grey(
      "env_hijack",
      `assigns ${name} a place that cannot be known before it runs; later programs write there`
    );
    return;
  }
  if (!pathLike(v)) return;
  if (/^GIT_TRACE/.test(name) && !v.s.startsWith("/")) {
    if (!/^[0-9]$|^(true|false)$/i.test(v.s))
      a.grey("env_hijack", `assigns ${name} ${v.s}, which git may read as a file or socket to write`);
    return;
  }
  const paths = a.resolve(v);
  if (paths === null) {
    a.grey("env_hijack", `assigns ${name} ${v.s}, a place that cannot be known before it runs`);
    return;
  }
  a.fx.readOnly = false;
  const via = `${name}=${v.s} (where later programs write)`;
  for (const p of paths)
    a.fx.writes.push({
      path: file ? p : p.replace(/\/+$/, "") || "/",
      op: file ? "write" : "rwrite",
      via,
      may: true
    });
}
function insideProject(v, a) {
  if (v.dyn) return false;
  return v.s.split(":").every((e) => {
    if (e === "" || e === ".") return true;
    if (e.startsWith("/")) return a.cwds.every((c) => c !== null && (e === c || e.startsWith(`${c}/`)));
    return !e.startsWith("~") && !e.split("/").includes("..");
  });
}
function judgeEnvironment(name, v, a) {
  if (HISTORY_VARS.test(name)) {
    if (v.dyn || !/^(|-|\/dev\/null)$/.test(v.s.trim()))
      a.write(v, "write", `the history file ${name} names`);
    return true;
  }
  const npm = /^npm_config_(.+)$/i.exec(name);
  if (npm) {
    const key2 = npm[1].toLowerCase().replace(/-/g, "_");
    if (NPM_HARMLESS.test(key2)) {
      if (key2 === "ignore_scripts" && !TRUE.test(v.s))
        a.grey("env_hijack", `assigns ${name}, which lets installs run lifecycle scripts`);
      return true;
    }
    if (NPM_DIRS.test(key2)) {
      mayWrite(name, v, a, false);
      return true;
    }
    if (/^(registry|proxy|https_proxy|@.*:registry)$/.test(key2)) return false;
    a.grey("env_hijack", `assigns ${name}, npm configuration that changes what or where later installs run`);
    return true;
  }
  if (WRITE_DIR_VARS.test(name)) {
    mayWrite(name, v, a, false);
    return true;
  }
  if (WRITE_FILE_VARS.test(name)) {
    mayWrite(name, v, a, true);
    return true;
  }
  if (/^(PIP_USER|PIP_BREAK_SYSTEM_PACKAGES|YARN_GLOBAL|PIP_FORCE_REINSTALL)$/.test(name)) {
    if (v.dyn || TRUE.test(v.s))
      a.grey("env_hijack", `assigns ${name}, which makes later installs write outside the project`);
    return true;
  }
  if (ELSEWHERE_VARS.test(name)) {
    if (name === "PS3" && !v.dyn && !/\$\(|`/.test(v.s)) return true;
    a.grey(
      "env_hijack",
      `assigns ${name}, which points later programs at other configuration, code or daemons`
    );
    return true;
  }
  if (SEARCH_PATH_VARS.test(name)) {
    if (!insideProject(v, a))
      a.grey(
        "env_hijack",
        `assigns ${name} a search path outside the project: later programs load code from there`
      );
    return true;
  }
  if (JAVA_OPTION_VARS.test(name)) {
    if (v.dyn || /-javaagent|-agentpath|-agentlib|OnError|OnOutOfMemoryError|-Xbootclasspath|-D[\w.]*(repo\.local|user\.home|java\.io\.tmpdir)=|@/.test(
      v.s
    ))
      a.grey("env_hijack", `assigns ${name}, which loads code into or moves the writes of later JVMs`);
    return true;
  }
  if (/^(CARGO_BUILD_|CARGO_ENCODED_)?RUSTFLAGS$|^RUSTDOCFLAGS$/.test(name)) {
    if (v.dyn || /linker|link-arg|link-args|-Z|plugin|-L|-l|@/.test(v.s))
      a.grey("env_hijack", `assigns ${name}, which picks the linker or loads code into later builds`);
    return true;
  }
  if (/^(C|CXX|CPP|LD|F)FLAGS$/.test(name)) {
    if (v.dyn || /-fplugin|-wrapper|(^|\s)-B|@|-specs/.test(v.s))
      a.grey("env_hijack", `assigns ${name}, which loads code into or replaces the tools of later builds`);
    return true;
  }
  if (name === "NODE_OPTIONS" && /--inspect(-brk|-wait)?=(?!(127\.0\.0\.1|localhost|\[::1\])?(:|$)|\d+$)/.test(v.s)) {
    a.grey("env_hijack", `assigns ${name}, which opens node's debugger beyond this machine`);
    return true;
  }
  if (name === "UV_PYTHON" || name === "PYENV_VERSION") {
    if (v.dyn || v.s.includes("/"))
      a.grey(
        "env_hijack",
        `assigns ${name} an interpreter by path, which then runs in place of the usual one`
      );
    return true;
  }
  return false;
}

// src/core/classify/shell.ts
var WALKER = {
  program(root, a) {
    collectAssignments(root, a);
    return walk(root, a);
  },
  statement: (n, a) => {
    const places = a.places;
    const errexit = a.errexit;
    walk(n, a);
    a.places = places;
    a.errexit = errexit;
  },
  body: (n, a) => walk(n, a),
  substitutions: (n, a) => scanSubstitutions(n, a),
  run: runCommand,
  assign: (name, value, a) => assignVariable(name, value, false, a),
  inline: inlineCode
};
function analyzeShell(source, ctx) {
  const a = new Analysis(ctx, WALKER);
  a.env.set("HOME", ctx.home);
  a.env.set("PWD", ctx.cwd);
  const root = a.parseScript(source, "the command");
  if (root === null) return a.fx;
  try {
    collectAssignments(root, a);
    walk(root, a);
  } catch (err) {
    if (err instanceof RangeError) a.grey("too_complex", "the command is nested too deeply to analyse");
    else throw err;
  }
  return a.fx;
}
var SHELL_NOOP_TYPES = /* @__PURE__ */ new Set([
  "comment",
  ";",
  "&",
  "&&",
  "||",
  "|",
  "|&",
  ";;",
  "\n",
  "(",
  ")",
  "{",
  "}"
]);
function walk(n, a) {
  const input = a.places;
  if (n.error) {
    a.grey("parse_error", "part of the command does not parse as bash");
    return stay(input);
  }
  if (!n.named) return stay(input);
  switch (n.type) {
    case "program":
    case "compound_statement":
    case "do_group":
    case "else_clause":
    case "case_item":
      return sequence(n.children, a);
    case "subshell": {
      const errexit = a.errexit;
      sequence(n.children, a);
      a.places = input;
      a.errexit = errexit;
      return stay(input);
    }
    case "list":
      return walkList(n, a);
    case "negated_command": {
      a.inCondition++;
      const f = sequence(n.children, a);
      a.inCondition--;
      return { ok: f.fail, fail: f.ok };
    }
    case "if_statement":
      return walkIf(n, a);
    case "while_statement":
      return walkLoop(n, a);
    case "for_statement":
      for (const c of n.children) if (c.field === "value") evalWord(c, a, true);
      return walkLoop(n, a);
    case "c_style_for_statement":
      for (const c of n.children) if (c.field !== "body") scanSubstitutions(c, a);
      return walkLoop(n, a);
    case "case_statement": {
      const outs = [input];
      for (const c of n.children) {
        if (c.field === "value") evalWord(c, a, true);
        else if (c.type === "case_item") {
          a.places = input;
          const f = walk(c, a);
          outs.push(f.ok, f.fail);
        }
      }
      a.places = union(...outs);
      return stay(a.places);
    }
    case "function_definition": {
      const name = childByField(n, "name")?.text ?? "";
      a.functions.add(name);
      const body = childByField(n, "body");
      if (body && callsItself(body, name) && /[|&]/.test(body.text)) {
        a.block("fork_bomb", `function ${name} calls itself in a pipeline or in the background (fork bomb)`);
        return stay(input);
      }
      if (body) {
        a.functionBodies.set(name, body);
        const errexit = a.errexit;
        walk(body, a);
        a.places = input;
        a.errexit = errexit;
      }
      return stay(input);
    }
    case "pipeline":
      return walkPipeline(
        n.children.filter((c) => c.named),
        a,
        null
      );
    case "redirected_statement":
    case "command":
      return walkPipeline([n], a, null);
    case "declaration_command":
    case "unset_command": {
      const integer = n.children.some((c) => c.type === "word" && /^-[a-zA-Z]*i/.test(c.text));
      const nameref = n.children.some((c) => c.type === "word" && /^-[a-zA-Z]*n/.test(c.text));
      for (const c of n.children) {
        if (c.type === "variable_assignment") {
          walkAssignment(c, a);
          const value = childByField(c, "value");
          if (nameref && value && value.type !== "array")
            elementName(evalWord(value, a, false), a, "`declare -n`");
          if (integer && value && value.type !== "array") {
            const v = evalWord(value, a, false);
            if (v.dyn) {
              if (!NUMERIC_WORD.test(value.text))
                a.grey(
                  "arith_eval",
                  "`declare -i` evaluates a value known only at run time as an expression"
                );
            } else evaluatedExpression(v.s, a, "`declare -i`");
          }
        } else if (c.named) {
          const v = evalWord(c, a, true);
          if (v.dyn && n.text.startsWith("declare"))
            a.grey("dynamic_declare", "declare with a dynamic argument");
          else if (!v.s.startsWith("-")) elementName(v, a, `\`${n.children[0]?.text ?? "declare"}\``);
        }
      }
      return stay(input);
    }
    case "variable_assignment":
      walkAssignment(n, a);
      return stay(input);
    case "variable_assignments":
      for (const c of n.children) if (c.type === "variable_assignment") walkAssignment(c, a);
      return stay(input);
    case "test_command":
      testArithmetic(n, a, n.text.startsWith("[["));
      scanSubstitutions(n, a);
      return stay(input);
    case "arithmetic_expansion":
    case "binary_expression":
    case "unary_expression":
    case "parenthesized_expression":
    case "postfix_expression":
    case "ternary_expression":
    case "heredoc_body":
      scanSubstitutions(n, a);
      return stay(input);
    default:
      if (!SHELL_NOOP_TYPES.has(n.type))
        a.grey("unknown_construct", `unsupported shell construct \`${n.type}\``);
      return stay(input);
  }
}
function simpleStatement(n) {
  return n.type === "command" || n.type === "redirected_statement" && childByField(n, "body")?.type === "command";
}
function sequence(children, a) {
  let live = a.places;
  let flow = stay(a.places);
  let first = true;
  let prevSimple = false;
  for (let i = 0; i < children.length; i++) {
    const c = children[i];
    if (c.field === "value") {
      evalWord(c, a, true);
      continue;
    }
    if (!c.named || c.type === "comment") continue;
    const reach = first ? a.places : a.errexit && a.inCondition === 0 && prevSimple ? flow.ok : union(flow.ok, flow.fail);
    a.places = reach.length > 0 ? reach : live;
    let next = children[i + 1];
    while (next && !next.named && next.type === "\n") next = children[children.indexOf(next) + 1];
    if (next?.type === "&") {
      const start = a.places;
      const errexit = a.errexit;
      a.detach("a background job (`&`)", () => {
        walk(c, a);
      });
      a.places = start;
      a.errexit = errexit;
      flow = reach.length > 0 ? stay(reach) : HALT;
    } else {
      const f = walk(c, a);
      flow = reach.length > 0 ? f : HALT;
    }
    if (reach.length > 0) live = reach;
    first = false;
    prevSimple = simpleStatement(c);
  }
  const after = union(flow.ok, flow.fail);
  a.places = after.length > 0 ? after : live;
  return flow;
}
function walkList(n, a) {
  const input = a.places;
  let flow = null;
  let op = "";
  const named = n.children.filter((c) => c.named || c.type === "&&" || c.type === "||");
  const last = [...named].reverse().find((c) => c.named);
  for (const c of named) {
    if (!c.named) {
      op = c.type;
      continue;
    }
    if (c !== last) a.inCondition++;
    if (flow === null) {
      a.places = input;
      flow = walk(c, a);
    } else {
      const reach = op === "||" ? flow.fail : flow.ok;
      a.places = reach.length > 0 ? reach : input;
      const f = walk(c, a);
      const g = reach.length > 0 ? f : HALT;
      flow = op === "||" ? { ok: union(flow.ok, g.ok), fail: g.fail } : { ok: g.ok, fail: union(flow.fail, g.fail) };
    }
    if (c !== last) a.inCondition--;
  }
  flow ??= stay(input);
  const after = union(flow.ok, flow.fail);
  a.places = after.length > 0 ? after : input;
  return flow;
}
function ifParts(n) {
  const conds = [];
  const body = [];
  const clauses = [];
  let inBody = false;
  for (const c of n.children) {
    if (!c.named && c.type === "then") inBody = true;
    else if (c.type === "elif_clause" || c.type === "else_clause") clauses.push(c);
    else if (inBody) body.push(c);
    else conds.push(c);
  }
  return { conds, body, clauses };
}
function walkIf(n, a) {
  const input = a.places;
  const top = ifParts(n);
  const oks = [];
  const fails = [];
  let rest = input;
  let reached = true;
  for (const part2 of [n, ...top.clauses]) {
    const { conds, body } = part2 === n ? top : ifParts(part2);
    a.places = rest.length > 0 ? rest : input;
    let go = a.places;
    if (part2.type !== "else_clause") {
      a.inCondition++;
      const cond = sequence(conds, a);
      a.inCondition--;
      go = cond.ok;
      rest = reached ? cond.fail : [];
    } else rest = [];
    a.places = go.length > 0 ? go : input;
    const f = sequence(body, a);
    if (reached && go.length > 0) {
      oks.push(f.ok);
      fails.push(f.fail);
    }
    reached &&= rest.length > 0;
  }
  oks.push(rest);
  const flow = { ok: union(...oks), fail: union(...fails) };
  const after = union(flow.ok, flow.fail);
  a.places = after.length > 0 ? after : input;
  return flow;
}
function walkLoop(n, a) {
  const input = a.places;
  const until = n.children[0]?.type === "until";
  const conds = n.children.filter((c) => c.field === "condition");
  const body = childByField(n, "body");
  let at2 = input;
  const exits = [];
  for (let pass = 0; ; pass++) {
    a.places = at2;
    let go = at2;
    if (conds.length > 0) {
      a.inCondition++;
      const cond = sequence(conds, a);
      a.inCondition--;
      go = until ? cond.fail : cond.ok;
      exits.push(cond.ok, cond.fail);
    }
    let next = at2;
    if (body) {
      a.places = go.length > 0 ? go : at2;
      const fx = a.fx;
      const before = fx.writes.length + fx.hosts.length + fx.projectDirs.length + fx.scripts.length;
      const f = walk(body, a);
      if (fx.writes.length + fx.hosts.length + fx.projectDirs.length + fx.scripts.length > before)
        a.loopEffects++;
      next = union(at2, f.ok, f.fail);
    }
    if (sameSet(next, at2)) break;
    at2 = pass >= 2 ? [UNKNOWN_PLACE] : next;
    if (pass >= 2) break;
  }
  a.places = union(at2, ...exits);
  return stay(a.places);
}
function walkAssignment(n, a) {
  const value = childByField(n, "value");
  if (value?.type === "array") {
    for (const c of value.children) if (c.named) evalWord(c, a, true);
  }
  const val = value && value.type !== "array" ? evalWord(value, a, true) : null;
  const name = childByField(n, "name")?.text ?? "";
  assignedElement(name, a);
  const appendsPath = name === "PATH" && /^["']?\$\{?PATH\}?["']?(:|$)/.test(value?.text ?? "");
  assignVariable(name, val, appendsPath, a);
}
function assignVariable(name, val, appendsPath, a) {
  if (val) execVariable(name, val, a);
  if (!appendsPath && /^(PATH|LD_PRELOAD|LD_LIBRARY_PATH|LD_AUDIT|BASH_ENV|ENV|PROMPT_COMMAND|GIT_SSH_COMMAND|GIT_EXEC_PATH)$/.test(
    name
  )) {
    a.grey("env_hijack", `assigns ${name}, which changes what later commands execute`);
  }
}
var PROXY_VARS = /^((HTTPS?|ALL|FTP|RSYNC)_PROXY|(https?|all|ftp)_proxy|npm_config_(registry|proxy|https_proxy)|NPM_CONFIG_(REGISTRY|PROXY|HTTPS_PROXY)|YARN_(REGISTRY|NPM_REGISTRY_SERVER)|PIP_(INDEX_URL|EXTRA_INDEX_URL|FIND_LINKS|PROXY)|UV_(INDEX_URL|EXTRA_INDEX_URL|INDEX|DEFAULT_INDEX)|CARGO_REGISTRIES_[A-Z0-9_]+_INDEX|GEM_HOST|BUNDLE_MIRROR__[A-Z0-9_]+)$/;
var COMMAND_VARS = /^(PAGER|GIT_PAGER|MANPAGER|SYSTEMD_PAGER|EDITOR|VISUAL|GIT_EDITOR|GIT_SEQUENCE_EDITOR|GIT_EXTERNAL_DIFF|GIT_SSH|GIT_ASKPASS|SSH_ASKPASS|BROWSER|LESSOPEN|LESSCLOSE|FCEDIT|SUDO_ASKPASS)$/;
function execVariable(name, v, a) {
  if (/^PS[0124]$/.test(name)) {
    promptText(v, a, `the prompt in ${name}`);
    return;
  }
  if (COMMAND_VARS.test(name) || PROGRAM_VARS.test(name)) {
    if (v.dyn) a.grey("env_hijack", `assigns ${name} a command that cannot be known before it runs`);
    else if (/^\s*[^\s]*\//.test(v.s.replace(/^\|+/, "")))
      a.grey(
        "env_hijack",
        `assigns ${name} the program ${v.s.trim()}, which then runs in place of the usual one`
      );
    else if (v.s.trim() !== "") a.nested(v.s.replace(/^\|+/, ""), `the command in ${name}`);
    return;
  }
  if (sourceVariable(name, v, a)) return;
  if (judgeEnvironment(name, v, a)) return;
  if (PROXY_VARS.test(name)) {
    if (v.dyn) a.grey("dynamic_host", `assigns ${name} a host that cannot be known before it runs`);
    else if (v.s.trim() !== "") a.host(v.s.trim(), `the proxy or index in ${name}`, true);
    return;
  }
  if (/^GO(PROXY|INSECURE|NOSUMDB|NOSUMCHECK|SUMDB|PRIVATE|NOPROXY|TOOLCHAIN)$/.test(name) || name === "GOFLAGS" && /insecure|toolexec|-exec|overlay|modfile/.test(v.s)) {
    a.grey("env_hijack", `assigns ${name}, which changes where and how go fetches and verifies modules`);
    return;
  }
  if (/^GIT_CONFIG_(KEY_\d+|PARAMETERS)$/.test(name)) {
    const keys = name === "GIT_CONFIG_PARAMETERS" ? [...v.s.matchAll(/'([^'=]+)'/g)].map((m) => m[1]) : [v.s];
    if (v.dyn || keys.some((k) => DANGEROUS_GIT_CONFIG.test(k)))
      a.block("git_config_exec", `assigns ${name}, making git run an arbitrary program`);
    for (const k of keys) pushConfig(a, k, null, `assigning ${name}`);
    return;
  }
  if (/^(GIT_CONFIG|GIT_CONFIG_GLOBAL|GIT_CONFIG_SYSTEM|GIT_TEMPLATE_DIR|GIT_DIR|GIT_WORK_TREE|GIT_COMMON_DIR)$/.test(
    name
  )) {
    a.grey("env_hijack", `assigns ${name}, which points git at other configuration or another repository`);
    return;
  }
  if (name === "NODE_OPTIONS" && /(^|\s)(-r|--require|--import|--loader|--experimental-loader)\b/.test(v.s) || (name === "PERL5OPT" || name === "RUBYOPT") && /(^|\s)-[rM]/.test(v.s) || /^(DYLD_INSERT_LIBRARIES|DYLD_LIBRARY_PATH|PYTHONSTARTUP|PERL5DB)$/.test(name))
    a.grey("env_hijack", `assigns ${name}, which loads extra code into later programs`);
}
function testArithmetic(n, a, extended) {
  const visit = (c) => {
    if (c.type === "command_substitution" || c.type === "process_substitution") return;
    const op = c.children.find((k) => k.type === "test_operator")?.text;
    if (extended && c.type === "binary_expression" && op !== void 0 && /^-(eq|ne|lt|le|gt|ge)$/.test(op))
      arithmeticVariables(c, a, `\`[[ \u2026 ${op} \u2026 ]]\``);
    else if (c.type === "unary_expression" && op === "-v") {
      const operand = c.children.find((k) => k.named && k.type !== "test_operator");
      if (operand) elementName(evalWord(operand, a, false), a, "`[[ -v \u2026 ]]`");
    }
    for (const k of c.children) visit(k);
  };
  visit(n);
}
function scanSubstitutions(n, a) {
  if (n.error) {
    a.grey("parse_error", "part of the command does not parse as bash");
    return;
  }
  if (n.type === "command_substitution" || n.type === "process_substitution") {
    evalWord(n, a, true);
    return;
  }
  for (const c of n.children) scanSubstitutions(c, a);
}
function callsItself(body, name) {
  if (body.type === "command_name" && body.text === name) return true;
  return body.children.some((c) => callsItself(c, name));
}
function walkPipeline(stages, a, stdin) {
  const input = a.places;
  let flowing = stdin;
  let flow = stay(input);
  for (let i = 0; i < stages.length; i++) {
    const stage = stages[i];
    a.places = input;
    if (stage.type === "command" || stage.type === "redirected_statement") {
      const r = walkCommandStage(stage, a, flowing, i < stages.length - 1);
      flowing = r.out;
      flow = r.flow;
    } else {
      if (flowing?.network && i > 0) {
        a.grey("pipeline", `${flowing.via} output flows into a compound command`);
      }
      flow = walk(stage, a);
      flowing = null;
    }
  }
  if (stages.length === 1) {
    const after = union(flow.ok, flow.fail);
    a.places = after.length > 0 ? after : input;
    return flow;
  }
  a.places = union(input, flow.ok, flow.fail);
  return stay(a.places);
}
function alternativeBindings(nodes, a) {
  const choices = [];
  nodes.forEach((node, i) => {
    if (!node.text.includes("$")) return;
    for (const m of node.text.matchAll(/\$\{?([A-Za-z_][A-Za-z0-9_]*)/g)) {
      for (const key2 of [m[1], `@${m[1]}`]) {
        const vals = a.alternatives.get(key2);
        if (vals && !choices.some(([k]) => k === `${i}:${key2}`)) choices.push([`${i}:${key2}`, vals]);
      }
    }
    if (a.ifs !== null && a.ifs.length > 1) choices.push([`${i}:IFS`, a.ifs]);
  });
  if (choices.length === 0) return [];
  let combos = [/* @__PURE__ */ new Map()];
  for (const [k, vals] of choices) {
    combos = combos.flatMap((c) => vals.map((v) => new Map([...c, [k, v]])));
    if (combos.length > 16) return combos.slice(0, 16);
  }
  return combos;
}
function withBindings(combo, index, a, evaluate) {
  const saved = /* @__PURE__ */ new Map();
  const savedArrays = /* @__PURE__ */ new Map();
  for (const [slot, v] of combo) {
    const at2 = slot.indexOf(":");
    if (Number(slot.slice(0, at2)) !== index) continue;
    const k = slot.slice(at2 + 1);
    if (k === "IFS") a.currentIfs = v;
    else if (k.startsWith("@")) {
      savedArrays.set(k.slice(1), a.arrays.get(k.slice(1)));
      a.arrays.set(k.slice(1), JSON.parse(v));
    } else {
      saved.set(k, a.env.get(k));
      a.env.set(k, v);
    }
  }
  try {
    return evaluate();
  } finally {
    a.currentIfs = DEFAULT_IFS;
    for (const [k, v] of saved)
      if (v === void 0) a.env.delete(k);
      else a.env.set(k, v);
    for (const [k, v] of savedArrays)
      if (v === void 0) a.arrays.delete(k);
      else a.arrays.set(k, v);
  }
}
function cmdRedirectsOf(n, body) {
  const out = [];
  if (n !== body) {
    for (const c of n.children) if (c.field === "redirect" || c.type.endsWith("_redirect")) out.push(c);
  }
  return [...out, ...body.children.filter((c) => c.field === "redirect")];
}
function intoLastCommand(body, redirects) {
  const named = body.children.filter((c) => c.named);
  const last = named[named.length - 1];
  if (!last) return body;
  let replacement;
  if (last.type === "pipeline" || last.type === "list") replacement = intoLastCommand(last, redirects);
  else if (last.type === "redirected_statement")
    replacement = { ...last, children: [...last.children, ...redirects] };
  else
    replacement = {
      type: "redirected_statement",
      named: true,
      field: last.field,
      text: last.text,
      error: false,
      children: [{ ...last, field: "body" }, ...redirects]
    };
  return { ...body, children: body.children.map((c) => c === last ? replacement : c) };
}
function redirectedWords(r, a) {
  const out = [];
  const closes = r.children.some((c) => !c.named && /^[<>]&-$/.test(c.text));
  let target2 = r.type === "file_redirect" && !closes;
  for (const c of r.children) {
    if (c.field === "destination" && target2) {
      target2 = false;
      continue;
    }
    if (c.field === "destination" || c.field === "argument") out.push(...evalFields(c, a, true));
  }
  return out;
}
function walkCommandStage(n, a, stdin, piped) {
  const start = a.places;
  let body = n;
  const redirects = [];
  if (n.type === "redirected_statement") {
    body = childByField(n, "body");
    for (const c of n.children) if (c.field === "redirect" || c.type.endsWith("_redirect")) redirects.push(c);
  }
  if (body && (body.type === "pipeline" || body.type === "list") && redirects.length > 0) {
    return { out: null, flow: walk(intoLastCommand(body, redirects), a) };
  }
  if (body && body.type !== "command") {
    for (const r of redirects) applyRedirect(r, a, "a compound command");
    for (const combo of alternativeBindings(redirects, a))
      redirects.forEach((r, k) => {
        withBindings(combo, k, a, () => boundRedirectWrite(r, a, void 0));
      });
    return { out: null, flow: walk(body, a) };
  }
  if (!body) {
    for (const r of redirects) applyRedirect(r, a, "a redirection");
    return { out: null, flow: stay(start) };
  }
  const cmdRedirects = [...redirects, ...body.children.filter((c) => c.field === "redirect")];
  const argv = [];
  const words = body.children.filter((c) => c.field === "name" || c.field === "argument");
  const stageRedirects = cmdRedirectsOf(n, body);
  const flows = [];
  for (const combo of alternativeBindings([...words, ...stageRedirects], a)) {
    const alt = words.flatMap((c, i) => withBindings(combo, i, a, () => evalFields(c, a, false)));
    stageRedirects.forEach((r, k) => {
      alt.push(...withBindings(combo, words.length + k, a, () => redirectedWords(r, a)));
      withBindings(combo, words.length + k, a, () => boundRedirectWrite(r, a, alt[0]));
    });
    if (alt.length > 0) flows.push(runInShell(alt, a, stdin, piped).flow);
  }
  for (const c of body.children) {
    if (c.type === "variable_assignment") walkAssignment(c, a);
    else if (c.field === "name" || c.field === "argument") argv.push(...evalFields(c, a, true));
    else if (c.named && c.field !== "redirect" && !c.type.endsWith("_redirect") && c.type !== "comment") {
      a.grey("unknown_construct", `unsupported shell syntax \`${c.type}\` in a command`);
      walk(c, a);
    }
  }
  for (const r of cmdRedirects) argv.push(...redirectedWords(r, a));
  let input = stdin;
  let downstream = null;
  const via = argv.length > 0 ? `\`${show(argv[0])}\`` : "a redirection";
  for (const r of cmdRedirects) {
    const fed = applyRedirect(r, a, via);
    if (fed) input = fed;
    const inner = r.children.find((c) => c.type === "pipeline" || c.type === "command" || c.type === "list");
    if (inner && r.type === "heredoc_redirect") downstream = inner;
  }
  let out = null;
  if (argv.length > 0) {
    const r = runInShell(argv, a, input, piped || downstream !== null);
    out = r.out;
    flows.push(r.flow);
  }
  const flow = flows.length === 0 ? stay(start) : flows.length === 1 ? flows[0] : { ok: union(...flows.map((f) => f.ok)), fail: union(...flows.map((f) => f.fail)) };
  for (const r of cmdRedirects) {
    if (r.type !== "file_redirect" || childByField(r, "descriptor")) continue;
    const op = r.children.find((c) => !c.named)?.text ?? "";
    const dest = childByField(r, "destination");
    if (!dest || !/^(>|>>|>\|)$/.test(op)) continue;
    const paths = a.resolve(evalWord(dest, a, false));
    for (const raw of paths ?? []) {
      const p = import_node_path14.posix.normalize(raw);
      const text = out?.text;
      if (text != null && !text.includes(DYN)) {
        for (const w of a.fx.writes)
          if (w.path === raw && w.change === void 0)
            w.change = { kind: op === ">>" ? "append" : "whole", text };
      }
      const prev = a.writtenText.get(p);
      if (out?.text == null || out.text.includes(DYN)) a.writtenText.delete(p);
      else if (op === ">>") {
        if (prev !== void 0) a.writtenText.set(p, `${prev}
${out.text}`);
      } else a.writtenText.set(p, out.text);
    }
  }
  if (downstream) {
    const stages = downstream.type === "pipeline" ? downstream.children.filter((c) => c.named) : [downstream];
    a.places = start;
    const f = walkPipeline(stages, a, out);
    return { out: null, flow: stay(union(start, f.ok, f.fail)) };
  }
  return { out, flow };
}
function runInShell(argv, a, stdin, piped) {
  const before = a.places;
  a.outcome = null;
  const out = runCommand(argv, a, stdin, piped);
  const flow = a.outcome ?? stay(before);
  a.outcome = null;
  a.places = before;
  return { out, flow };
}
var SAFE_DEVICES = /^\/dev\/(null|zero|stdout|stderr|stdin|tty|fd\/\d+|random|urandom|shm\/.*)$/;
function inputFile(target2, a, via) {
  if (target2.dyn) {
    if (!/^\/dev\/fd\//.test(target2.s) && isSecretPath(target2.s, a.ctx.home)) {
      a.grey("secret_read", `${via} reads ${show(target2)}, which holds credentials`);
      return { text: null, network: false, secret: true, via };
    }
    return null;
  }
  const reveals = a.credentialIn(target2);
  if (reveals === false) return null;
  a.grey("secret_read", `${via} reads ${reveals}, which holds credentials`);
  return { text: null, network: false, secret: true, via };
}
function boundRedirectWrite(r, a, head) {
  if (r.type !== "file_redirect") return;
  const op = r.children.find((c) => !c.named)?.text ?? ">";
  if (!/^(>|>>|>\||&>|&>>)$/.test(op)) return;
  const dest = childByField(r, "destination") ?? r.children.filter((c) => c.named && c.type !== "file_descriptor").pop();
  if (!dest) return;
  const target2 = evalWord(dest, a, false);
  if (target2.dyn || target2.s.startsWith("/dev/")) return;
  a.write(
    target2,
    "write",
    `${head ? `\`${show(head)}\`` : "a compound command"} (redirect ${op})`,
    void 0,
    true
  );
}
function applyRedirect(r, a, via) {
  if (r.type === "heredoc_redirect") {
    const bodyNode = r.children.find((c) => c.type === "heredoc_body");
    const start = r.children.find((c) => c.type === "heredoc_start")?.text ?? "";
    const quoted = /['"\\]/.test(start);
    let text = bodyNode?.text ?? "";
    if (bodyNode && !quoted) {
      scanSubstitutions(bodyNode, a);
      if (bodyNode.children.some((c) => c.named && c.type !== "heredoc_content")) text = DYN + text;
    }
    for (const c of r.children) if (c.type === "file_redirect") applyRedirect(c, a, via);
    return { text, network: false, secret: false, via: "a heredoc" };
  }
  if (r.type === "herestring_redirect") {
    const word = r.children.find((c) => c.named);
    const v = word ? evalWord(word, a, true) : { s: "", dyn: false, glob: false, secret: 0 };
    return { text: v.dyn ? null : v.s, network: false, secret: v.secret === 2, via: "a here-string" };
  }
  if (r.type !== "file_redirect") {
    a.grey("unknown_construct", `unsupported redirection \`${r.type}\``);
    return null;
  }
  const op = r.children.find((c) => !c.named)?.text ?? ">";
  const dest = childByField(r, "destination") ?? r.children.filter((c) => c.named && c.type !== "file_descriptor").pop();
  if (!dest) return null;
  const target2 = evalWord(dest, a, true);
  if (op === "<") return inputFile(target2, a, via);
  if (op === "<&" || op === "<&-" || op === ">&-") return null;
  if ((op === ">&" || op === "<&") && /^(\d+|-)$/.test(target2.s)) return null;
  if (!target2.dyn && SAFE_DEVICES.test(target2.s)) return null;
  if (!target2.dyn && /^\/dev\/(tcp|udp)\//.test(target2.s)) {
    a.block("reverse_shell", `${via} redirects into a network connection (${target2.s})`);
    return null;
  }
  if (!target2.dyn && target2.s.startsWith("/dev/")) {
    a.block("disk_write", `${via} redirects output onto the device ${target2.s}`);
    return null;
  }
  a.write(target2, "write", `${via} (redirect ${op})`, void 0, true);
  return null;
}

// src/core/classify/surfaces/lifecycle.ts
function lifecycleScripts(dir, read4) {
  const file = `${dir === "/" ? "" : dir}/package.json`;
  const got = read4(file);
  if ("missing" in got) return { scripts: [] };
  if ("unreadable" in got) return { problem: `${file} cannot be read (${got.unreadable})` };
  let doc;
  try {
    doc = JSON.parse(got.text);
  } catch {
    return { problem: `${file} is not valid JSON` };
  }
  if (!isObject(doc)) return { problem: `${file} is not a JSON object` };
  const scripts = isObject(doc.scripts) ? doc.scripts : {};
  const out = [];
  for (const name of INSTALL_SCRIPTS) {
    const command2 = scripts[name];
    if (command2 === void 0) continue;
    if (typeof command2 !== "string") return { problem: `${file}'s ${name} script is not a string` };
    out.push({ name, command: command2 });
  }
  return { scripts: out };
}

// src/core/classify/tools.ts
init_errors();
var str = (v) => typeof v === "string" ? v : null;
function stringField(tool2, input, keys) {
  for (const k of keys) {
    const v = input[k];
    if (v === void 0) continue;
    if (typeof v === "string") return v;
    throw new ForgeGateError(
      "input_invalid",
      `the ${tool2} call's ${k} is ${v === null ? "null" : Array.isArray(v) ? "a list" : `a ${typeof v}`}, not a string`,
      "Pipe the agent's hook payload in unchanged"
    );
  }
  return null;
}
var INTERNAL = /* @__PURE__ */ new Set([
  "task",
  "agent",
  "todowrite",
  "todoread",
  "exitplanmode",
  "enterplanmode",
  "bashoutput",
  "killshell",
  "killbash",
  "slashcommand",
  "skill",
  "update_plan",
  "listmcpresourcestool",
  "readmcpresourcetool",
  "askuserquestion",
  "todo_write",
  "taskoutput",
  "taskstop",
  "question",
  "sequentialthinking"
]);
var READ_TOOLS = /* @__PURE__ */ new Set([
  "read",
  "glob",
  "grep",
  "ls",
  "list",
  "notebookread",
  "view_image",
  "codesearch",
  "read_file",
  "list_dir",
  "grep_search",
  "file_search"
]);
var WRITE_TOOLS = /* @__PURE__ */ new Set([
  "write",
  "edit",
  "multiedit",
  "notebookedit",
  "str_replace_based_edit_tool",
  "write_file",
  "edit_file",
  "create_file"
]);
var SHELL_TOOLS = /* @__PURE__ */ new Set([
  "bash",
  "shell",
  "exec_command",
  "local_shell",
  "container.exec",
  "run_shell_command",
  "unified_exec"
]);
function parseToolCall(call2) {
  const name = call2.tool;
  const lower = name.toLowerCase();
  const mcp = /^mcp__(.+?)__(.+)$/.exec(name);
  if (mcp) return { family: "mcp", server: mcp[1], name: mcp[2] };
  const own = clientTool(call2);
  if (own) return own;
  if (SHELL_TOOLS.has(lower)) return shellShape(call2);
  if (lower === "apply_patch" || lower === "patch") return patchCallShape(call2);
  if (WRITE_TOOLS.has(lower)) return writeShape(call2);
  if (READ_TOOLS.has(lower)) return readShape(call2);
  if (lower === "webfetch" || lower === "web_fetch" || lower === "fetch") return fetchShape(call2);
  if (lower === "websearch" || lower === "web_search" || lower === "web_search_preview")
    return { family: "websearch" };
  if (INTERNAL.has(lower)) return { family: "internal" };
  return { family: "unknown" };
}
var SHELL_CWD = ["workdir", "cwd", "directory", "working_directory", "workingDirectory", "dir"];
var PLAIN_SHELLS = /^(\/(usr\/)?bin\/)?(ba|z|da|k)?sh$/;
function shellShape({ tool: tool2, input }) {
  const shell = input.shell;
  if (shell !== void 0 && shell !== null && (typeof shell !== "string" || !PLAIN_SHELLS.test(shell)))
    return { family: "unknown" };
  const key2 = SHELL_CWD.find((k) => input[k] !== void 0 && input[k] !== null);
  const cwd = key2 === void 0 ? null : stringField(tool2, input, [key2]);
  const at2 = cwd === null || cwd === "" ? {} : { cwd };
  const cmd = input.command ?? input.cmd;
  if (Array.isArray(cmd) && cmd.every((c) => typeof c === "string"))
    return { family: "bash", command: argvToScript(cmd), ...at2 };
  const script = stringField(tool2, input, ["command", "cmd"]);
  if (script !== null) return { family: "bash", command: script, ...at2 };
  return { family: "invalid", reason: `${tool2} call without a command` };
}
function patchCallShape({ tool: tool2, input }) {
  const text = str(input.command) ?? str(input.patch) ?? str(input.patchText) ?? str(input.input);
  if (text === null) return { family: "invalid", reason: `${tool2} call without a patch` };
  return patchShape(text);
}
var filePath = (tool2, input) => stringField(tool2, input, ["file_path", "filePath", "notebook_path", "path"]);
function writeShape({ tool: tool2, input }) {
  const path = filePath(tool2, input);
  if (path === null || path === "") return { family: "invalid", reason: `${tool2} call without a file path` };
  return { family: "write", paths: [path], changes: [writeChange(input)] };
}
var edit = (o) => {
  const old = str(o.old_string) ?? str(o.oldString) ?? str(o.old_str) ?? str(o.oldText);
  const now = str(o.new_string) ?? str(o.newString) ?? str(o.new_str) ?? str(o.newText);
  if (old === null || now === null) return null;
  return { old, new: now, all: o.replace_all === true || o.replaceAll === true };
};
function writeChange(input) {
  const whole = str(input.content) ?? str(input.file_text) ?? str(input.text);
  if (whole !== null && input.command !== "str_replace" && input.command !== "insert")
    return { kind: "whole", text: whole };
  const one = edit(input);
  if (one) return { kind: "edits", edits: [one] };
  if (Array.isArray(input.edits)) {
    const edits2 = input.edits.map(
      (e) => e && typeof e === "object" ? edit(e) : null
    );
    if (edits2.length > 0 && edits2.every((e) => e !== null))
      return { kind: "edits", edits: edits2 };
  }
  return { kind: "unknown" };
}
function readShape({ tool: tool2, input }) {
  const path = filePath(tool2, input);
  return { family: "read", paths: path ? [path] : [] };
}
function fetchShape({ tool: tool2, input }) {
  const url2 = str(input.url);
  if (url2 === null) return { family: "invalid", reason: `${tool2} call without a url` };
  return { family: "webfetch", url: url2 };
}
function argvToScript(argv) {
  if (argv.length === 3 && /^(ba|z|da)?sh$/.test(argv[0].replace(/^.*\//, "")) && /^-l?c$|^-cl$/.test(argv[1]))
    return argv[2];
  return argv.map(shQuote).join(" ");
}
function patchShape(text) {
  const paths = [];
  const deletes = [];
  const changes = [];
  let current = null;
  const close = () => {
    if (current?.kind === "add")
      changes[changes.length - 1] = { kind: "whole", text: `${current.lines.join("\n")}
` };
    if (current?.kind === "update") {
      const edits2 = current.hunks.filter((h) => h.old.length + h.new.length > 0).map((h) => ({ old: h.old.join("\n"), new: h.new.join("\n") }));
      changes[changes.length - 1] = edits2.length > 0 ? { kind: "edits", edits: edits2 } : { kind: "unknown" };
    }
    current = null;
  };
  for (const line of text.split(/\r?\n/)) {
    const m = /^\*\*\* (Add File|Update File|Delete File|Move to): (.+)$/.exec(line);
    if (m) {
      if (m[1] === "Move to") {
        const from = paths.length - 1;
        if (from >= 0) deletes.push(paths[from]);
        close();
      } else close();
      const p = m[2].trim();
      paths.push(p);
      changes.push({ kind: "unknown" });
      if (m[1] === "Delete File") deletes.push(p);
      if (m[1] === "Add File") current = { kind: "add", lines: [] };
      if (m[1] === "Update File") current = { kind: "update", hunks: [{ old: [], new: [] }] };
      continue;
    }
    if (/^\*\*\* (End Patch|Begin Patch|End of File)/.test(line)) {
      if (line.startsWith("*** End Patch")) close();
      continue;
    }
    if (current?.kind === "add") {
      if (line.startsWith("+")) current.lines.push(line.slice(1));
    } else if (current?.kind === "update") {
      if (line.startsWith("@@")) {
        current.hunks.push({ old: [], new: [] });
        continue;
      }
      const h = current.hunks[current.hunks.length - 1];
      if (line.startsWith("-")) h.old.push(line.slice(1));
      else if (line.startsWith("+")) h.new.push(line.slice(1));
      else {
        const ctx = line.startsWith(" ") ? line.slice(1) : line;
        h.old.push(ctx);
        h.new.push(ctx);
      }
    }
  }
  close();
  if (paths.length === 0)
    return {
      family: "invalid",
      reason: "the patch names no files (expected *** Add/Update/Delete File: headers)"
    };
  return { family: "write", paths, deletes, changes };
}
var CLAUDE_TOOLS = {
  Bash: "shell",
  Monitor: "shell",
  Read: "read",
  Glob: "read",
  Grep: "read",
  LS: "read",
  NotebookRead: "read",
  LSP: "read",
  Write: "write",
  Edit: "write",
  MultiEdit: "write",
  NotebookEdit: "write",
  WebFetch: "webfetch",
  WebSearch: "websearch",
  ToolSearch: "internal",
  TodoWrite: "internal",
  TodoRead: "internal",
  TaskCreate: "internal",
  TaskGet: "internal",
  TaskList: "internal",
  TaskUpdate: "internal",
  TaskOutput: "internal",
  TaskStop: "internal",
  BashOutput: "internal",
  KillShell: "internal",
  KillBash: "internal",
  Task: "internal",
  Agent: "internal",
  ListAgents: "internal",
  SendMessage: "internal",
  ReportFindings: "internal",
  Skill: "internal",
  SlashCommand: "internal",
  AskUserQuestion: "internal",
  ExitPlanMode: "internal",
  EnterPlanMode: "internal",
  ListMcpResourcesTool: "internal",
  ReadMcpResourceTool: "internal",
  CronList: "internal",
  CronDelete: "internal",
  CronCreate: "later",
  ScheduleWakeup: "later",
  RemoteTrigger: "later",
  EnterWorktree: "enter_worktree",
  ExitWorktree: "exit_worktree"
};
var CODEX_TOOLS = {
  Bash: "shell",
  exec_command: "shell",
  shell: "shell",
  local_shell: "shell",
  unified_exec: "shell",
  shell_command: "shell",
  write_stdin: "stdin",
  apply_patch: "patch",
  update_plan: "internal",
  request_user_input: "internal",
  spawn_agent: "internal",
  send_input: "internal",
  wait: "internal",
  close_agent: "internal",
  resume_agent: "internal",
  view_image: "read",
  list_dir: "read",
  read_file: "read",
  grep_files: "read",
  list_mcp_resources: "internal",
  list_mcp_resource_templates: "internal",
  tool_search: "internal",
  get_goal: "internal",
  create_goal: "internal",
  update_goal: "internal",
  web_search: "websearch"
};
var OPENCODE_TOOLS = {
  bash: "shell",
  read: "read",
  glob: "read",
  grep: "read",
  list: "read",
  lsp: "read",
  codesearch: "read",
  write: "write",
  edit: "write",
  multiedit: "write",
  patch: "patch",
  apply_patch: "patch",
  webfetch: "webfetch",
  websearch: "websearch",
  todowrite: "internal",
  todoread: "internal",
  task: "internal",
  skill: "internal",
  question: "internal",
  plan_enter: "internal",
  plan_exit: "internal"
};
var TABLES = {
  claude: CLAUDE_TOOLS,
  codex: CODEX_TOOLS,
  opencode: OPENCODE_TOOLS
};
function clientTool(call2) {
  const table = TABLES[call2.format];
  const kind = table && Object.hasOwn(table, call2.tool) ? table[call2.tool] : void 0;
  if (kind === void 0) return null;
  const input = call2.input;
  switch (kind) {
    case "internal":
      return { family: "internal" };
    case "later":
      return {
        family: "escalate",
        rule: "schedules_work",
        reason: `${call2.tool} schedules work that runs later, outside any hook`
      };
    case "stdin": {
      const chars = input.chars;
      if (chars === void 0 || chars === "") return { family: "internal" };
      return { family: "unknown" };
    }
    case "enter_worktree": {
      const path = str(input.path);
      const name = str(input.name);
      if (path) return { family: "write", paths: [path] };
      if (name !== null && /^[\w.-]+$/.test(name) && name !== "." && name !== "..")
        return { family: "write", paths: [`.claude/worktrees/${name}`] };
      if (name === null) return { family: "write", paths: [".claude/worktrees/"] };
      return { family: "invalid", reason: `EnterWorktree name ${JSON.stringify(name)} is not a plain name` };
    }
    case "exit_worktree":
      if (input.action === "keep") return { family: "internal" };
      return {
        family: "escalate",
        rule: "worktree_remove",
        reason: "ExitWorktree removes the worktree and may discard its changes"
      };
    case "shell":
      return shellShape(call2);
    case "patch":
      return patchCallShape(call2);
    case "write":
      return writeShape(call2);
    case "read":
      return readShape(call2);
    case "webfetch":
      return fetchShape(call2);
    case "websearch":
      return { family: "websearch" };
  }
}

// src/core/classify/user-rules.ts
var import_picomatch5 = __toESM(require_picomatch2(), 1);
function commandMatcher(pattern) {
  const re = new RegExp(
    `^${pattern.trim().split("").map((ch) => ch === "*" ? ".*" : ch === "?" ? "." : ch.replace(/[.+^${}()|[\]\\]/g, "\\$&")).join("")}$`,
    "s"
  );
  return (s) => re.test(s.trim().replace(/\s+/g, " "));
}
function keysFor(subject) {
  const tool2 = subject.tool.toLowerCase();
  return (key2) => {
    const k = key2.toLowerCase();
    if (k === "*" || k === tool2 || k === subject.family) return true;
    if (k === "edit" && subject.family === "write") return true;
    if (k.includes("*")) return import_picomatch5.default.isMatch(tool2, k);
    return false;
  };
}
function matchUserRules(rules2, subject) {
  const keyMatches = keysFor(subject);
  const hits = [];
  for (const [key2, value] of Object.entries(rules2)) {
    if (!keyMatches(key2)) continue;
    if (typeof value === "string") {
      hits.push({ action: value, pattern: "*", key: key2 });
      continue;
    }
    for (const [pattern, action2] of Object.entries(value)) {
      if (matches(pattern, action2, subject)) hits.push({ action: action2, pattern, key: key2 });
    }
  }
  for (const action2 of ["deny", "ask", "allow"]) {
    const hit = hits.find((h) => h.action === action2);
    if (hit) return hit;
  }
  return null;
}
function matches(pattern, action2, s) {
  if (s.family === "bash") {
    const m = commandMatcher(pattern);
    const cmds = s.commands ?? [];
    if (action2 === "allow")
      return cmds.length > 0 && cmds.every(m) || cmds.length <= 1 && m(s.command ?? "");
    return m(s.command ?? "") || cmds.some(m);
  }
  if (s.files && s.files.length > 0) {
    const isMatch = (0, import_picomatch5.default)(pattern, { dot: true });
    const fileMatches = (spellings) => spellings.some((p) => isMatch(p));
    return action2 === "allow" ? s.files.every(fileMatches) : s.files.some(fileMatches);
  }
  if (s.url) return commandMatcher(pattern)(s.url);
  return pattern === "*";
}

// src/core/classify/writes-judge.ts
var import_node_path16 = require("node:path");
init_paths();
init_grants();

// src/core/shell-startup.ts
var SHELL_STARTUP_FILES = [
  ".bashrc",
  ".bash_aliases",
  ".bash_profile",
  ".bash_login",
  ".bash_logout",
  ".profile",
  ".zshrc",
  ".zprofile",
  ".zshenv",
  ".zlogin",
  ".zlogout",
  ".kshrc",
  ".cshrc",
  ".tcshrc",
  ".inputrc",
  ".xprofile",
  ".pam_environment"
];

// src/core/violations/index.ts
init_paths();

// src/core/violations/checker.ts
var import_picomatch7 = __toESM(require_picomatch2(), 1);
init_errors();

// src/core/glob-filter.ts
var import_picomatch6 = __toESM(require_picomatch2(), 1);
var GlobFilter = class {
  /** Some relative (absolute) glob has no condition: every path is tested. */
  relativeAlways;
  absoluteAlways;
  /** First segments (literal, or patterns) of the anchored relative globs. */
  firstLiterals = [];
  firstPatterns = [];
  /** Names the other relative (the absolute) globs require. */
  relativeNames = [];
  absoluteNames = [];
  /** `bodies`: each glob as matched (no `./` prefix, no trailing `/`); `nocase`: no conditions. */
  constructor(bodies, nocase) {
    let relativeAlways = false;
    let absoluteAlways = false;
    for (const { body, relative } of bodies) {
      const special = nocase || body === "" || SPECIAL.test(body) || DOT_SEGMENT2.test(body);
      if (relative) {
        const first = body.slice(0, body.includes("/") ? body.indexOf("/") : body.length);
        if (!special && /[^*?]/.test(first) && !first.includes("**")) {
          if (/[*?]/.test(first)) this.firstPatterns.push(import_picomatch6.default.makeRe(first, { dot: true, flags: "s" }));
          else this.firstLiterals.push(first);
          continue;
        }
      }
      const name = special ? null : requiredName(body);
      if (name === null) {
        if (relative) relativeAlways = true;
        else absoluteAlways = true;
      } else (relative ? this.relativeNames : this.absoluteNames).push(name);
    }
    this.relativeAlways = relativeAlways;
    this.absoluteAlways = absoluteAlways;
  }
  /** What the native path kernel tests (src/native/path-kernel.c): the same conditions as data. */
  get terms() {
    return {
      relativeAlways: this.relativeAlways,
      absoluteAlways: this.absoluteAlways,
      firstLiterals: [...this.firstLiterals],
      firstPatterns: this.firstPatterns.length > 0,
      relativeNames: [...this.relativeNames],
      absoluteNames: [...this.absoluteNames]
    };
  }
  /** Some anchored relative glob's first segment matches `s.slice(from, to)` (a first segment below a root). */
  firstSegment(s, from, to) {
    for (const lit2 of this.firstLiterals)
      if (lit2.length === to - from && s.startsWith(lit2, from)) return true;
    if (this.firstPatterns.length === 0) return false;
    const segment = s.slice(from, to);
    for (const re of this.firstPatterns) if (re.test(segment)) return true;
    return false;
  }
  /** Some relative glob's required name is in `s.slice(from, to)`. */
  relativeName(s, from, to) {
    return holds(this.relativeNames, s, from, to);
  }
  /** Some absolute glob's required name is in `s.slice(from, to)`. */
  absoluteName(s, from, to) {
    return holds(this.absoluteNames, s, from, to);
  }
};
var SPECIAL = /[[\]{}()!+@\\|"]/;
var DOT_SEGMENT2 = /(?:^|\/)\.\.?(?:\/|$)/;
function requiredName(body) {
  const pieces = body.split(/[*?/]/).filter((p) => p !== "");
  return pieces.at(-1) ?? null;
}
function holds(names, s, from, to) {
  for (const name of names) {
    const at2 = s.indexOf(name, from);
    if (at2 >= 0 && at2 + name.length <= to) return true;
  }
  return false;
}

// src/core/path-table/directory-table.ts
init_errors();

// src/core/path-table/hash.ts
var HASH_START = 2166136261 | 0;
var FNV_PRIME = 16777619;
function hashRange(state2, s, from, to) {
  let h = state2;
  for (let i = from; i < to; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return h;
}
function mix(h) {
  h = Math.imul(h ^ h >>> 16, 2246822507);
  h = Math.imul(h ^ h >>> 13, 3266489909);
  return h ^ h >>> 16;
}
var MAX_PROBE = 32;
function keptBits(options) {
  const bits = options?.hashBits ?? 32;
  return bits >= 32 ? -1 : (1 << bits) - 1;
}
var Slots = class {
  table = new Int32Array(2 << 10).fill(-1);
  mask = (1 << 10) - 1;
  count = 0;
  /** The slot offset of the first free slot from `state`'s home, or -1 past MAX_PROBE. */
  free(state2) {
    const table = this.table;
    let at2 = mix(state2) & this.mask;
    for (let probe = 0; probe < MAX_PROBE; probe++) {
      if (table[2 * at2 + 1] === -1) return 2 * at2;
      at2 = at2 + 1 & this.mask;
    }
    return -1;
  }
  /** Places an entry known to be absent; false when its probe sequence is full (overflow). */
  place(state2, entry) {
    const at2 = this.free(state2);
    if (at2 < 0) return false;
    this.table[at2] = state2;
    this.table[at2 + 1] = entry;
    return true;
  }
  /** Counts one more entry; true when the table must grow first (at most half full). */
  full() {
    return ++this.count * 2 > this.mask;
  }
  /** Doubles the table; returns the entries that no longer fit their probe sequence: [state, entry, \u2026]. */
  grow() {
    const old = this.table;
    this.mask = this.mask * 2 + 1;
    this.table = new Int32Array(2 * (this.mask + 1)).fill(-1);
    const left = [];
    for (let at2 = 0; at2 < old.length; at2 += 2) {
      const entry = old[at2 + 1];
      if (entry !== -1 && !this.place(old[at2], entry)) left.push(old[at2], entry);
    }
    return left;
  }
};
var Overflow = class {
  entries = /* @__PURE__ */ new Map();
  states = /* @__PURE__ */ new Set();
  /** Whether some entry has hash state `state` (only then is a key worth building). */
  mayHold(state2) {
    return this.states.size > 0 && this.states.has(state2);
  }
  /** The entry under `key`, or -1. */
  get(key2) {
    return this.entries.get(key2) ?? -1;
  }
  set(state2, key2, entry) {
    this.states.add(state2);
    this.entries.set(key2, entry);
  }
};

// src/core/path-table/units.ts
var ENCODE_MIN = 24;
var encoder = new TextEncoder();
function sameUnits(chunk, at2, s, from, to) {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c < WIDE) {
      if (chunk[at2++] !== c) return false;
    } else if (chunk[at2] !== WIDE || chunk[at2 + 1] !== c >>> 8 || chunk[at2 + 2] !== (c & 255)) return false;
    else at2 += 3;
  }
  return true;
}
function writeUnits(bytes, at2, s, from, to) {
  if (to - from >= ENCODE_MIN) {
    const { read: read4, written } = encoder.encodeInto(s.slice(from, to), bytes.subarray(at2, at2 + 3 * (to - from)));
    if (read4 === to - from && written === read4) return at2 + written;
  }
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c < WIDE) bytes[at2++] = c;
    else {
      bytes[at2++] = WIDE;
      bytes[at2++] = c >>> 8;
      bytes[at2++] = c & 255;
    }
  }
  return at2;
}
function unitsText(chunk, at2, units) {
  const codes = [];
  for (let k = 0; k < units; k++) {
    const b = chunk[at2++];
    if (b < WIDE) codes.push(b);
    else {
      codes.push(chunk[at2] << 8 | chunk[at2 + 1]);
      at2 += 2;
    }
  }
  let out = "";
  for (let k = 0; k < codes.length; k += 4096) out += String.fromCharCode(...codes.slice(k, k + 4096));
  return [out, at2];
}
var WIDE = 255;

// src/core/path-table/directory-table.ts
var LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
var RECORD_BITS = 18;
var RECORD_CHUNK = 1 << RECORD_BITS;
var HEAD2 = 7;
var TEXT_MAX = 80;
var MAX_RECORD_CHUNKS = 1 << 31 - RECORD_BITS;
var DirectoryTable = class {
  constructor(rootFlags, childFlags, options) {
    this.childFlags = childFlags;
    this.keep = keptBits(options);
    this.leaves = options?.leaves ?? null;
    this.store(-1, "", 0, 0, HASH_START);
    this.setFlags(0, rootFlags);
  }
  childFlags;
  slots = new Slots();
  chunks = [];
  bytes = [];
  /** Where the next record goes: its chunk's number and its offset (ints) there. */
  chunk = -1;
  used = RECORD_CHUNK;
  overflow = new Overflow();
  /** Scratch for `lookup`: where each ancestor's spelling ends, and its hash state. */
  ends = new Int32Array(256);
  states = new Int32Array(256);
  /** The directory returned last, its spelling and hash state: grouped input hashes nothing. */
  lastId = 0;
  lastText = "";
  /**
   * While the paths looked up come in increasing order (null once that broke): the numbers of the
   * directories added and not yet in the slots, and the previous path with its directories (where
   * each one's spelling ends, and its number), shallowest first.
   */
  pending = new Int32Array(256);
  pendingCount = 0;
  previous = "";
  chainEnds = new Int32Array(64);
  chainIds = new Int32Array(64);
  chainLength = 0;
  /**
   * The hash state of the directory `lookup` returned last, and of the whole path it was given
   * (computed only for a leaf set that looks leaves up: `pathKnown`).
   */
  state = HASH_START;
  pathState = HASH_START;
  pathKnown = false;
  /** The bits of a hash state the slots use (all but in tests). */
  keep;
  leaves;
  /** Slots read ahead of need (kept, so the reads are not optimised away). */
  touched = 0;
  /**
   * The number of the directory `path.slice(0, cut)` of an absolute path (0 when `cut` is 0), added
   * with its ancestors when it is new; `state` is then its hash state, and `pathState` the hash
   * state of the whole path (`hashRange` of it) when `pathKnown`. `cut` is where the path's last `/`
   * is: the rest is its leaf (the order argument in the class comment rests on that).
   */
  lookup(path, cut) {
    const last = this.lastText;
    if (cut === 0 || cut === last.length && path.charCodeAt(cut - 1) === last.charCodeAt(cut - 1) && path.slice(0, cut) === last) {
      const id2 = cut === 0 ? 0 : this.lastId;
      this.state = cut === 0 ? HASH_START : this.stateOf(id2);
      this.readAhead(path, cut, this.state);
      return id2;
    }
    if (this.pending !== null) {
      if (path >= this.previous) return this.lookupInOrder(path, cut);
      this.index();
    }
    if (this.ends.length <= cut) {
      this.ends = new Int32Array(2 * cut);
      this.states = new Int32Array(2 * cut);
    }
    const ends = this.ends;
    const states = this.states;
    let n = 0;
    let h = HASH_START;
    for (let i = 0; i < cut; i++) {
      const c = path.charCodeAt(i);
      if (c === 47 && i > 0) {
        ends[n] = i;
        states[n++] = h;
      }
      h = Math.imul(h ^ c, FNV_PRIME);
    }
    ends[n] = cut;
    states[n++] = h;
    this.readAhead(path, cut, h);
    if (n > 1) this.touched ^= this.slots.table[2 * (mix(states[n - 2] & this.keep) & this.slots.mask) + 1];
    let id = this.find(path, cut, h);
    if (id < 0) {
      let k = n - 2;
      id = 0;
      for (; k >= 0; k--) {
        const found = this.find(path, ends[k], states[k]);
        if (found >= 0) {
          id = found;
          break;
        }
      }
      for (k++; k < n; k++) id = this.add(path, ends[k], states[k], id, k === 0 ? 0 : ends[k - 1]);
    }
    this.lastId = id;
    this.lastText = path.slice(0, cut);
    this.state = h;
    return id;
  }
  /** The path's hash state, and its leaf's slot read, for a leaf set that looks leaves up. */
  readAhead(path, cut, state2) {
    const leaves = this.leaves;
    this.pathKnown = leaves !== null && !leaves.ordered;
    if (!this.pathKnown) return;
    this.pathState = hashRange(state2, path, cut, path.length);
    leaves.touch(this.pathState);
  }
  /** The number of `s.slice(0, len)` (whose hash state is `state`), or -1. */
  find(s, len, state2) {
    state2 &= this.keep;
    const table = this.slots.table;
    const mask = this.slots.mask;
    let at2 = mix(state2) & mask;
    for (let probe = 0; probe < MAX_PROBE; probe++) {
      const id = table[2 * at2 + 1];
      if (id === -1) break;
      if (table[2 * at2] === state2 && this.spells(id, s, len)) return id;
      at2 = at2 + 1 & mask;
    }
    return this.overflow.mayHold(state2) ? this.overflow.get(s.slice(0, len)) : -1;
  }
  /** True when directory `id` is spelled `s.slice(0, len)`: compared text by text, the last first. */
  spells(id, s, len) {
    let end = len;
    for (; ; ) {
      const ints = this.chunks[id >>> RECORD_BITS];
      const r = id & RECORD_CHUNK - 1;
      const start = end - ints[r + 4];
      if (start < 0) return false;
      const bytes = this.bytes[id >>> RECORD_BITS];
      let at2 = 4 * (r + HEAD2);
      let i = start;
      if (LITTLE_ENDIAN)
        for (; i + 4 <= end; i += 4) {
          const c0 = s.charCodeAt(i);
          const c1 = s.charCodeAt(i + 1);
          const c2 = s.charCodeAt(i + 2);
          const c3 = s.charCodeAt(i + 3);
          if ((c0 | c1 | c2 | c3) >= 128) break;
          if ((c0 | c1 << 8 | c2 << 16 | c3 << 24) !== ints[at2 >> 2]) return false;
          at2 += 4;
        }
      if (!sameUnits(bytes, at2, s, i, end)) return false;
      id = ints[r + 3];
      if (id < 0) return start === 0;
      end = start;
    }
  }
  /**
   * `lookup` while the order holds (`path` is not before the previous one): the directories above
   * `path` that are not above the previous path are new (see the class), so they are added below
   * the deepest one that is, hashing their names only.
   */
  lookupInOrder(path, cut) {
    const prev = this.previous;
    let ends = this.chainEnds;
    let ids = this.chainIds;
    let k = this.chainLength - 1;
    for (; k >= 0; k--) {
      const end = ends[k];
      if (end > cut || end < cut && path.charCodeAt(end) !== 47) continue;
      if (path.charCodeAt(end - 1) === prev.charCodeAt(end - 1) && path.slice(0, end) === prev.slice(0, end))
        break;
    }
    let id = k < 0 ? 0 : ids[k];
    let up = k < 0 ? 0 : ends[k];
    let state2 = this.stateOf(id);
    let depth = k + 1;
    while (up < cut) {
      const slash = path.indexOf("/", up + 1);
      const end = slash < 0 || slash > cut ? cut : slash;
      state2 = hashRange(state2, path, up, end);
      id = this.add(path, end, state2, id, up);
      if (depth === ends.length) {
        this.chainEnds = new Int32Array(2 * depth);
        this.chainEnds.set(ends);
        this.chainIds = new Int32Array(2 * depth);
        this.chainIds.set(ids);
        ends = this.chainEnds;
        ids = this.chainIds;
      }
      ends[depth] = end;
      ids[depth++] = id;
      up = end;
    }
    this.chainLength = depth;
    this.previous = path;
    this.lastId = id;
    this.lastText = path.slice(0, cut);
    this.state = state2;
    this.readAhead(path, cut, state2);
    return id;
  }
  /** The order broke: every directory added so far goes into the slots. */
  index() {
    const pending = this.pending;
    this.pending = null;
    this.previous = "";
    for (let i = 0; i < this.pendingCount; i++) this.place(pending[i]);
  }
  /** Records `s.slice(0, len)`, the child of `parent` (which ends at `up`); it was absent. */
  add(s, len, state2, parent, up) {
    const id = this.store(parent, s, up + 1, len, state2);
    this.setFlags(id, this.childFlags(parent, id, s, up, len, state2));
    const pending = this.pending;
    if (pending === null) this.place(id);
    else {
      if (this.pendingCount === pending.length) {
        this.pending = new Int32Array(2 * this.pendingCount);
        this.pending.set(pending);
      }
      this.pending[this.pendingCount++] = id;
    }
    return id;
  }
  /** Puts directory `id` (absent) into the slots, or the overflow map. */
  place(id) {
    if (this.slots.full()) {
      const left = this.slots.grow();
      for (let i = 0; i < left.length; i += 2)
        this.overflow.set(left[i], this.spelling(left[i + 1]), left[i + 1]);
    }
    const state2 = this.stateOf(id) & this.keep;
    if (!this.slots.place(state2, id)) this.overflow.set(state2, this.spelling(id), id);
  }
  /** A new record for the child of `parent` named `s.slice(from, to)` (the root: parent -1, no name). */
  store(parent, s, from, to, state2) {
    let base = -1;
    let headUnits = 0;
    let headBytes = 0;
    let head = null;
    let headAt = 0;
    if (parent >= 0) {
      const above = this.chunks[parent >>> RECORD_BITS];
      const r2 = parent & RECORD_CHUNK - 1;
      if (above[r2 + 4] + 1 + (to - from) <= TEXT_MAX) {
        base = above[r2 + 3];
        headUnits = above[r2 + 4];
        headBytes = above[r2 + 5];
        head = above;
        headAt = r2 + HEAD2;
      } else base = parent;
    }
    const size = HEAD2 + (headBytes + (parent >= 0 ? 1 : 0) + 3 * (to - from) + 3 >> 2);
    const current = this.chunks[this.chunk];
    if (current === void 0 || this.used + size > current.length || this.used >= RECORD_CHUNK) {
      if (this.chunks.length === MAX_RECORD_CHUNKS) {
        throw new ForgeGateError(
          "input_too_large",
          "more than 8 GiB of distinct directories to tell apart",
          "Check the changed paths in several smaller lists"
        );
      }
      const ints2 = new Int32Array(Math.max(this.chunks.length === 0 ? 1 << 12 : RECORD_CHUNK, size));
      this.chunks.push(ints2);
      this.bytes.push(new Uint8Array(ints2.buffer));
      this.chunk++;
      this.used = 0;
    }
    const ints = this.chunks[this.chunk];
    const bytes = this.bytes[this.chunk];
    const r = this.used;
    const first = 4 * (r + HEAD2);
    let at2 = first;
    if (head !== null) {
      for (let w = 0, words = headBytes + 3 >> 2; w < words; w++) ints[r + HEAD2 + w] = head[headAt + w];
      at2 += headBytes;
    }
    if (parent >= 0) bytes[at2++] = 47;
    at2 = writeUnits(bytes, at2, s, from, to);
    ints[r] = parent;
    ints[r + 2] = state2;
    ints[r + 3] = base;
    ints[r + 4] = headUnits + (parent >= 0 ? 1 : 0) + (to - from);
    ints[r + 5] = at2 - first;
    ints[r + 6] = 0;
    this.used = r + HEAD2 + (at2 - first + 3 >> 2);
    return this.chunk * RECORD_CHUNK + r;
  }
  setFlags(id, flags) {
    this.chunks[id >>> RECORD_BITS][(id & RECORD_CHUNK - 1) + 1] = flags;
  }
  flagsOf(id) {
    return this.chunks[id >>> RECORD_BITS][(id & RECORD_CHUNK - 1) + 1];
  }
  /**
   * A number the caller keeps for directory `id` (0 until it sets one): kept in the record, which a
   * look-up has just read, rather than in a map a look-up in random order would miss in.
   */
  memoOf(id) {
    return this.chunks[id >>> RECORD_BITS][(id & RECORD_CHUNK - 1) + 6];
  }
  setMemo(id, memo) {
    this.chunks[id >>> RECORD_BITS][(id & RECORD_CHUNK - 1) + 6] = memo;
  }
  /** The hash state of the spelling of directory `id`. */
  stateOf(id) {
    return this.chunks[id >>> RECORD_BITS][(id & RECORD_CHUNK - 1) + 2];
  }
  /** The spelling of directory `id` (for entries that overflow, and for tests). */
  spelling(id) {
    const parts = [];
    for (; id >= 0; ) {
      const ints = this.chunks[id >>> RECORD_BITS];
      const r = id & RECORD_CHUNK - 1;
      parts.push(unitsText(this.bytes[id >>> RECORD_BITS], 4 * (r + HEAD2), ints[r + 4])[0]);
      id = ints[r + 3];
    }
    return parts.reverse().join("");
  }
};

// src/core/path-table/leaf-set.ts
var Seen = { New: 0, Repeat: 1, Likely: 2 };
var SECOND_START = 1540483477;
var SECOND_PRIME = 739982445;
var LeafSet = class {
  /** Slots of [first half, second half]; second half -1: empty (a -1 is stored as 0). */
  table = new Int32Array(2 << 10).fill(-1);
  mask = (1 << 10) - 1;
  count = 0;
  /** Fingerprints whose probe sequence was full (crafted collisions), by text "first,second". */
  overflow = new Overflow();
  /** The fingerprints appended in order and not yet in the slots; null once the order broke. */
  pending = new Int32Array(512);
  pendingCount = 0;
  /** The last string added while the order held. */
  previous = "";
  /** The bits of the first half that place a fingerprint (all but in tests). */
  keep;
  /** The bits of each half kept (all but in tests). */
  width;
  /** The fingerprint `fingerprint` computed last. */
  first = 0;
  second = 0;
  constructor(options) {
    this.keep = keptBits(options);
    this.width = keptBits({ hashBits: options?.fingerprintBits });
  }
  /**
   * Adds the pair (`dir`, `s.slice(from)`), where `s.slice(0, from - 1)` is the spelling of `dir`
   * (so `s` names the pair) and `dirState` its hash state; `pathState`, when known, is the hash
   * state of `s` (`dirState` continued over `s.slice(from - 1)`).
   */
  add(dir, s, from, dirState, pathState) {
    if (this.pending !== null) {
      if (s > this.previous) {
        this.previous = s;
        this.fingerprint(dir, s, from, dirState, pathState);
        this.append();
        return Seen.New;
      }
      if (s === this.previous) return Seen.Repeat;
      this.index();
    }
    this.fingerprint(dir, s, from, dirState, pathState);
    return this.insert(this.first, this.second) ? Seen.New : Seen.Likely;
  }
  /** The second half of the fingerprint `add` computed last (not for a Repeat): a key for the pair. */
  get lastKey() {
    return this.second;
  }
  /** True while the input is in order (nothing is looked up). */
  get ordered() {
    return this.pending !== null;
  }
  /** Reads the slot of a path's hash state ahead of `add`. */
  touch(pathState) {
    this.touched ^= this.table[2 * (mix(pathState & this.keep) & this.mask) + 1];
  }
  /** Slots read ahead of need (kept, so the reads are not optimised away). */
  touched = 0;
  /** Sets `first` and `second` for the pair (one pass over the leaf for both halves). */
  fingerprint(dir, s, from, dirState, pathState) {
    let second = mix(dir ^ SECOND_START);
    const to = s.length;
    if (pathState !== void 0) {
      for (let i = from; i < to; i++) second = Math.imul(second ^ s.charCodeAt(i), SECOND_PRIME);
      this.first = pathState;
    } else {
      let first = Math.imul(dirState ^ 47, FNV_PRIME);
      for (let i = from; i < to; i++) {
        const c = s.charCodeAt(i);
        first = Math.imul(first ^ c, FNV_PRIME);
        second = Math.imul(second ^ c, SECOND_PRIME);
      }
      this.first = first;
    }
    this.first &= this.width;
    second &= this.width;
    this.second = second === -1 ? 0 : second;
  }
  append() {
    let pending = this.pending;
    if (this.pendingCount + 2 > pending.length) {
      const bigger = new Int32Array(2 * pending.length);
      bigger.set(pending);
      this.pending = pending = bigger;
    }
    pending[this.pendingCount++] = this.first;
    pending[this.pendingCount++] = this.second;
  }
  /** The order broke: every fingerprint appended so far goes into the slots. */
  index() {
    const pending = this.pending;
    this.pending = null;
    this.previous = "";
    for (let i = 0; i < this.pendingCount; i += 2) this.insert(pending[i], pending[i + 1]);
  }
  /** Adds a fingerprint; false when it was there already. */
  insert(first, second) {
    const table = this.table;
    let at2 = mix(first & this.keep) & this.mask;
    let probe = 0;
    for (; probe < MAX_PROBE; probe++) {
      const there = table[2 * at2 + 1];
      if (there === -1) break;
      if (there === second && table[2 * at2] === first) return false;
      at2 = at2 + 1 & this.mask;
    }
    const key2 = this.overflow.mayHold(first) ? `${first},${second}` : null;
    if (key2 !== null && this.overflow.get(key2) >= 0) return false;
    if (probe < MAX_PROBE && ++this.count * 2 <= this.mask) {
      table[2 * at2] = first;
      table[2 * at2 + 1] = second;
    } else if (probe < MAX_PROBE) {
      this.grow();
      this.place(first, second);
    } else this.overflow.set(first, key2 ?? `${first},${second}`, 0);
    return true;
  }
  /** Puts a fingerprint known to be absent into the slots (or, its probe sequence full, the overflow). */
  place(first, second) {
    const table = this.table;
    let at2 = mix(first & this.keep) & this.mask;
    for (let probe = 0; probe < MAX_PROBE; probe++) {
      if (table[2 * at2 + 1] === -1) {
        table[2 * at2] = first;
        table[2 * at2 + 1] = second;
        this.count++;
        return;
      }
      at2 = at2 + 1 & this.mask;
    }
    this.overflow.set(first, `${first},${second}`, 0);
  }
  /** Doubles the slots; a fingerprint that no longer fits its probe sequence goes to the overflow. */
  grow() {
    const old = this.table;
    this.mask = this.mask * 2 + 1;
    this.table = new Int32Array(2 * (this.mask + 1)).fill(-1);
    this.count = 0;
    for (let at2 = 0; at2 < old.length; at2 += 2) if (old[at2 + 1] !== -1) this.place(old[at2], old[at2 + 1]);
  }
};

// src/core/violations/checker.ts
init_paths();

// src/core/violations/flags.ts
var NOT_NORMALISED = 1;
var PLAIN = 2;
var MISSING = 4;
var UNDER_ROOT_NAME = 8;
var ROOT_NAME_PARENT = 16;
var RELATIVE_NAME = 32;
var ABSOLUTE_NAME = 64;
var IS_ROOT = 128;
var ROOTS_SHIFT = 8;
var ROOTS_MASK = -1 << ROOTS_SHIFT;
var ROOT_DIR = 0;
var DOT_DOT = /(?:^|\/)\.\.(?:\/|$)/;
var LIST_AFTER = 8;
function isPlainName(s, from, to) {
  const n = to - from;
  if (n > 2 || s.charCodeAt(from) !== 46) return n > 0;
  return n === 2 && s.charCodeAt(from + 1) !== 46;
}
function combine(res, nocase) {
  if (res.length === 0) return null;
  return new RegExp(res.map((r) => `(?:${r.source})`).join("|"), nocase ? "is" : "s");
}

// src/core/violations/checker.ts
var ViolationChecker = class {
  constructor(policy, probe, tableOptions, kernel) {
    this.policy = policy;
    this.probe = probe;
    this.leaves = new LeafSet(tableOptions);
    if (!policy.cwd.startsWith("/")) {
      throw new ForgeGateError(
        "input_invalid",
        `cwd must be absolute (got ${JSON.stringify(policy.cwd)})`,
        "Pass an absolute cwd"
      );
    }
    this.fold = pathFolder(policy.caseMode);
    this.resolver = new PhysicalResolver(probe);
    this.roots = [];
    for (const [i, raw] of policy.writeRoots.entries()) {
      if (isBlank(raw)) continue;
      if (isFilesystemRoot(raw) || isFilesystemRoot(lexicalAbsolute(raw, policy.cwd))) {
        throw new ForgeGateError(
          "root_refused",
          `write root ${i + 1} (${JSON.stringify(raw)}) is a filesystem root and would cover everything`,
          "Grant the directories the agent needs instead (its worktree, a scratch directory)"
        );
      }
      const lexical = lexicalAbsolute(raw, policy.cwd);
      const pinned = policy.pinnedRoots?.get(lexical);
      if (pinned !== void 0 && (!pinned.startsWith("/") || lexicalAbsolute(pinned, "/") !== pinned)) {
        throw new ForgeGateError(
          "input_invalid",
          `the pinned location of write root ${i + 1} (${JSON.stringify(pinned)}) is not a normalised absolute path`,
          "The snapshot that recorded it is damaged: take a new snapshot before the run"
        );
      }
      const canonical = pinned ?? canonicalRoot(lexical, probe, this.resolver);
      if (canonical === "/") {
        throw new ForgeGateError(
          "root_refused",
          `write root ${i + 1} (${JSON.stringify(raw)}) resolves to the filesystem root through a symlink`,
          "Grant real directories, not links to /"
        );
      }
      this.roots.push({ lexical, canonical });
    }
    this.rootKeys = /* @__PURE__ */ new Map();
    this.roots.forEach((r, i) => {
      this.rootKeys.set(this.fold(r.canonical), i);
    });
    for (const r of this.roots) {
      this.rootNames.add(this.fold(r.lexical));
      this.rootNames.add(this.fold(r.canonical));
      this.protectedDirs.set(this.fold(`${r.lexical}/.git`), ".git");
      this.protectedDirs.set(this.fold(`${r.canonical}/.git`), ".git");
    }
    for (const p of policy.protectedPaths ?? []) {
      if (isBlank(p)) continue;
      const abs = lexicalAbsolute(p, policy.cwd);
      if (isFilesystemRoot(abs)) continue;
      this.protectedDirs.set(this.fold(abs), abs);
      this.protectedDirs.set(this.fold(canonicalRoot(abs, probe, this.resolver)), abs);
    }
    for (const key2 of this.rootKeys.keys())
      this.rootParents.add(key2.slice(0, Math.max(1, key2.lastIndexOf("/"))));
    for (const key2 of this.rootNames)
      this.rootNameParents.add(key2.slice(0, Math.max(1, key2.lastIndexOf("/"))));
    for (const key2 of this.protectedDirs.keys())
      this.protectedLeaves.add(key2.slice(key2.lastIndexOf("/") + 1));
    for (const leaf of this.protectedLeaves) this.protectedLeafLengths.add(leaf.length);
    const nocase = policy.caseMode === "insensitive";
    this.globRules = [];
    const globBodies = [];
    for (const raw of policy.protect ?? []) {
      if (isBlank(raw)) continue;
      const expanded = policy.home ? expandHome(raw, policy.home) : raw;
      const relative = !expanded.startsWith("/");
      const body = relative ? expanded.replace(/^(\.\/)+/, "").replace(/\/+$/, "") : expanded.replace(/\/+$/, "");
      const bodies = [body];
      if (!relative) {
        const { base } = import_picomatch7.default.scan(body);
        const real = base.startsWith("/") ? canonicalRoot(base, probe, this.resolver) : base;
        if (real !== base)
          bodies.push(real === "/" ? body.slice(base.length) : real + body.slice(base.length));
      }
      const flags = nocase ? "is" : "s";
      const res = bodies.flatMap((b) => [
        import_picomatch7.default.makeRe(b, { dot: true, nocase, flags }),
        import_picomatch7.default.makeRe(`${b}/**`, { dot: true, nocase, flags })
      ]);
      this.globRules.push({ rule: raw, relative, re: combine(res, nocase) });
      for (const b of bodies) globBodies.push({ relative, body: b });
    }
    this.globFilter = new GlobFilter(globBodies, nocase);
    this.relativeGlob = combine(
      this.globRules.filter((g) => g.relative).map((g) => g.re),
      nocase
    );
    this.absoluteGlob = combine(
      this.globRules.filter((g) => !g.relative).map((g) => g.re),
      nocase
    );
    this.notable = policy.caseMode === "insensitive" ? null : new Set(this.notableSpellings().map((k) => hashRange(HASH_START, k, 0, k.length)));
    this.rootInfo = {
      physical: null,
      missing: false,
      unknown: false,
      roots: [],
      rule: null,
      rootParent: this.rootParents.has("/")
    };
    const rootFlags = this.flagsOf(this.rootInfo, "/", 0);
    if (kernel !== void 0 && this.notable !== null) {
      const terms = this.globFilter.terms;
      const { addon, key: key2 } = kernel.native;
      const handle = addon.create({
        key: key2,
        separator: kernel.separator,
        rootFlags,
        rootOutside: this.outside(rootFlags),
        relativeGlob: this.relativeGlob === null ? 0 : 1,
        absoluteGlob: this.absoluteGlob === null ? 0 : 1,
        relativeAlways: terms.relativeAlways ? 1 : 0,
        absoluteAlways: terms.absoluteAlways ? 1 : 0,
        firstPatterns: terms.firstPatterns ? 1 : 0,
        firstLiterals: terms.firstLiterals,
        relativeNames: terms.relativeNames,
        absoluteNames: terms.absoluteNames,
        protectedLeaves: [...this.protectedLeaves],
        notable: this.notableSpellings(),
        // Relative records are spelled below cwd as lexicalAbsolute does; below `/` the checker
        // joins them as `//name` (rawAbsolute) and takes its general way: they go to it.
        cwd: policy.cwd !== "/" && lexicalAbsolute(policy.cwd, "/") === policy.cwd ? policy.cwd : null
      });
      this.kernel = { native: kernel.native, handle };
    }
    const kernelNow = this.kernel;
    this.table = new DirectoryTable(
      rootFlags,
      kernelNow === null ? (parent, id, path, up, end, state2) => this.childFlags(parent, id, path, up, end, state2) : (parent, id, path, up, end, state2) => {
        const flags = this.childFlags(parent, id, path, up, end, state2);
        if ((flags & NOT_NORMALISED) === 0) this.told.add(end, flags, this.outside(flags));
        return flags;
      },
      // With the kernel, the leaf set is not used (the kernel's set is the one).
      kernelNow === null ? { leaves: this.leaves } : {}
    );
    if ((rootFlags & PLAIN) === 0) this.infos.set(ROOT_DIR, this.rootInfo);
  }
  policy;
  probe;
  fold;
  resolver;
  roots;
  rootKeys;
  /** Folded protected directory \u2192 the rule that protects it. */
  protectedDirs = /* @__PURE__ */ new Map();
  relativeGlob;
  absoluteGlob;
  globRules;
  /** Which paths the globs cannot match, told cheaply (see GlobFilter). */
  globFilter;
  rootInfo;
  /**
   * Raw directory spelling (absolute; `/` is number 0, spelled "") \u2192 number and flags. A plain
   * directory's flags say all the fast path needs; the others have their memo in `infos`.
   */
  table;
  infos = /* @__PURE__ */ new Map();
  /** The leaves judged in each directory, by fingerprint: what counts a path once. */
  leaves;
  /**
   * The paths reported so far by the look-up paths (the fast one and the normalised one), by their
   * lexical spelling, filed under their fingerprint's second half (a number: no string to hash): a
   * path the leaf set only *likely* saw is judged again, and reported only if that spelling was not.
   */
  reported = /* @__PURE__ */ new Map();
  /**
   * Hash states of the spellings a new directory must be compared with by name (the roots, their
   * parents, protected directories); any other directory below a plain one takes its parent's flags.
   * Null when spellings are folded (case-insensitive): every directory is compared then.
   */
  notable;
  /**
   * Plain directories' listings (null: not listable). Each directory's memo in the table says where
   * its listing is (k > 0: `listings[k - 1]`) or how often it was asked about before (-k).
   */
  listings = [];
  listedDir = -1;
  listed = void 0;
  /** Distinct sets of containing roots, numbered in the flags. */
  rootSets = [];
  rootSetIds = /* @__PURE__ */ new Map();
  /** The same, by array: directories below one root share their parent's array. */
  rootSetOf = /* @__PURE__ */ new Map();
  /** Folded parents of the canonical roots: only there can a leaf itself be a root. */
  rootParents = /* @__PURE__ */ new Set();
  /** Folded last segments of protected directories (`.git`, \u2026): only such a leaf can be one. */
  protectedLeaves = /* @__PURE__ */ new Set();
  /** Their lengths: a leaf of another length is none of them (case-sensitive spellings only). */
  protectedLeafLengths = /* @__PURE__ */ new Set();
  ancestorMemo = /* @__PURE__ */ new Map();
  /** Folded lexical and canonical spellings of the roots, and which directories are below one. */
  rootNames = /* @__PURE__ */ new Set();
  underRootNameMemo = /* @__PURE__ */ new Map();
  /** Folded parents of those spellings: only there can a leaf itself be one. */
  rootNameParents = /* @__PURE__ */ new Set();
  /**
   * The native kernel (src/native/path-kernel.c) and its handle, when records come as bytes and
   * names are compared as they are spelled: it is then the one set of seen paths, and it is told each
   * directory memoised and each listing read, so it can judge plain paths without the checker.
   */
  kernel = null;
  /** The directories one look-up made, told to the kernel together when it ends (see directoryOf). */
  told = new NewDirectories();
  /** 1 when a directory with `flags` is below no root. */
  outside(flags) {
    return this.rootSets[flags >>> ROOTS_SHIFT].length === 0 ? 1 : 0;
  }
  /** The spellings `notable` holds by hash: a directory so spelled is never made by the kernel. */
  notableSpellings() {
    return [
      ...this.rootKeys.keys(),
      ...this.rootParents,
      ...this.rootNames,
      ...this.rootNameParents,
      ...this.protectedDirs.keys()
    ];
  }
  get closed() {
    return this.roots.length === 0;
  }
  /** Canonical write roots, for reports. */
  get canonicalRoots() {
    return this.roots.map((r) => r.canonical);
  }
  /** Each lexical write root with its canonical form now: recorded by the snapshot, pinned by the gate. */
  get rootPins() {
    return Object.fromEntries(this.roots.map((r) => [r.lexical, r.canonical]));
  }
  /** Distinct non-blank paths seen by `checkOnce`. */
  distinct = 0;
  /**
   * The paths `checkOnce` judged by their text (case-insensitive, or with a `..`): each folded
   * spelling \u2192 its first exact spelling; and the other exact spellings judged since.
   */
  foldedSeen = /* @__PURE__ */ new Map();
  otherSpellings = /* @__PURE__ */ new Set();
  /**
   * Like `check`, but each lexical path is judged once: a repeat returns undefined. Duplicates are
   * tracked per directory (short leaf names hash cheaply; a million-entry set of full paths does not).
   * Where names are compared without case, each spelling is still judged once (counted once): the
   * filesystem may tell `C1/n` from `c1/n` after all, and the verdict must not depend on which of
   * them came first.
   */
  checkOnce(path) {
    const dotted = path.includes("..") && DOT_DOT.test(path);
    const sensitive = this.policy.caseMode === "sensitive";
    if (!dotted && sensitive && path.charCodeAt(0) === 47) {
      const cut2 = lastSlash(path);
      const dir2 = isPlainName(path, cut2 + 1, path.length) ? this.directoryOf(path, cut2) : -1;
      if (dir2 >= 0) {
        const seen2 = this.markSeen(dir2, path, cut2);
        if (seen2 === Seen.Repeat) return void 0;
        return this.once(seen2, path, this.checkInDirectory(path, path, dir2, cut2));
      }
    }
    if (!sensitive || dotted) {
      const exact = dotted ? `\0${rawAbsolute(path, this.policy.cwd)}` : lexicalAbsolute(path, this.policy.cwd);
      const key2 = sensitive ? exact : this.fold(exact);
      const first = this.foldedSeen.get(key2);
      if (first === void 0) {
        this.foldedSeen.set(key2, exact);
        this.distinct++;
      } else if (first === exact || this.otherSpellings.has(exact)) return void 0;
      else this.otherSpellings.add(exact);
      return this.check(path, dotted ? lexicalAbsolute(path, this.policy.cwd) : exact);
    }
    const lexical = lexicalAbsolute(path, this.policy.cwd);
    const cut = lastSlash(lexical);
    const dir = this.normalisedDirectoryOf(lexical, cut);
    const seen = this.markSeen(dir, lexical, cut);
    if (seen === Seen.Repeat) return void 0;
    const raw = path === lexical ? path : rawAbsolute(path, this.policy.cwd);
    return this.once(
      seen,
      lexical,
      raw === lexical ? this.checkInDirectory(path, raw, dir, cut) : this.checkGeneral(path, lexical, raw)
    );
  }
  /**
   * `checkOnce`'s answer for a path the leaf set calls new or likely seen, spelled `lexical`, judged
   * `v`: a new one is counted, and a violation reported; one likely seen was judged all the same, and
   * its violation is reported unless the same spelling was (a repeat judges as the first did).
   */
  once(seen, lexical, v) {
    if (seen === Seen.New) this.distinct++;
    if (v === null) return seen === Seen.New ? null : void 0;
    if (this.kernel !== null) return v;
    const key2 = this.leaves.lastKey;
    const there = this.reported.get(key2);
    if (there === void 0) this.reported.set(key2, lexical);
    else {
      if (seen !== Seen.New && (there === lexical || Array.isArray(there) && there.includes(lexical)))
        return void 0;
      if (Array.isArray(there)) there.push(lexical);
      else this.reported.set(key2, [there, lexical]);
    }
    return v;
  }
  /**
   * `checkOnce` for a path the kernel handed back as new: normalised, absolute or relative to cwd,
   * its leaf a plain name (the kernel de-duplicated it).
   */
  checkFresh(path) {
    this.distinct++;
    const lexical = this.kernelSpelling(path);
    const cut = lastSlash(lexical);
    return this.checkInDirectory(path, lexical, this.normalisedDirectoryOf(lexical, cut), cut);
  }
  /**
   * The violation of a path the kernel handed back as new, normalised and outside every root, no
   * link on the way (what checkInDirectory finds for it from a plain directory's flags).
   */
  outsideFresh(path, belowRootName) {
    this.distinct++;
    const resolved = this.kernelSpelling(path);
    return { path, resolved, reason: belowRootName ? "symlink_escape" : "outside_write_roots" };
  }
  /**
   * The absolute spelling of a record the kernel handed back as new: it reads relative records only
   * when cwd is normalised and not `/`, and only normalised ones, so joining them is what
   * lexicalAbsolute would give, without its scan.
   */
  kernelSpelling(path) {
    return path.charCodeAt(0) === 47 ? path : `${this.policy.cwd}/${path}`;
  }
  /** The kernel's scan of records (see PathKernelAddon.scan); only with a kernel. */
  scan(bytes, from, out, index) {
    const k = this.kernel;
    return k.native.addon.scan(k.handle, bytes, from, out, index);
  }
  /** Whether records can be given to `scan`. */
  get scans() {
    return this.kernel !== null;
  }
  /** Distinct non-blank paths judged, by the checker and by the kernel. */
  get checked() {
    return this.kernel === null ? this.distinct : this.distinct + this.kernel.native.addon.counted(this.kernel.handle);
  }
  /** The violation for one non-blank changed path, or null when it stays inside the lease. */
  check(path, lexical = lexicalAbsolute(path, this.policy.cwd)) {
    const raw = rawAbsolute(path, this.policy.cwd);
    if (raw !== lexical || raw === "/") return this.checkGeneral(path, lexical, raw);
    const cut = raw.lastIndexOf("/");
    return this.checkInDirectory(path, raw, this.normalisedDirectoryOf(raw, cut), cut);
  }
  /**
   * The violation for a change of the name `path` itself (an entry created, replaced, removed or
   * relinked there), or null: its directory is resolved, its last component is not followed. A
   * symlink put outside the write roots is a write outside them even when it points back inside.
   */
  checkEntry(path) {
    const lexical = lexicalAbsolute(path, this.policy.cwd);
    const raw = rawAbsolute(path, this.policy.cwd);
    const cut = raw.lastIndexOf("/");
    const leaf = raw.slice(cut + 1);
    if (!isPlainName(raw, cut + 1, raw.length)) return this.check(path, lexical);
    const dir = this.resolver.resolveDirectory(cut <= 0 ? "/" : raw.slice(0, cut));
    return this.judgeResolved(
      path,
      lexical,
      dir.path === "/" ? `/${leaf}` : `${dir.path}/${leaf}`,
      dir.unknown
    );
  }
  /**
   * Fast path for the common case, a normalised absolute path whose leaf is not a link: one memoised
   * directory and one probe per path. Anything else takes the general path.
   */
  checkInDirectory(path, raw, id, cut) {
    if (cut === raw.length - 1) return this.checkGeneral(path, raw, raw);
    const flags = this.table.flagsOf(id);
    if ((flags & PLAIN) !== 0) {
      if ((flags & MISSING) === 0) {
        const kind = this.kindIn(id, raw, cut, raw.length);
        if (kind === "symlink" || kind === "unknown") return this.checkGeneral(path, raw, raw);
      }
      const inside2 = this.rootSets[flags >>> ROOTS_SHIFT];
      if (inside2.length === 0) {
        const named = (flags & UNDER_ROOT_NAME) !== 0 || (flags & ROOT_NAME_PARENT) !== 0 && this.rootNames.has(this.fold(raw));
        return { path, resolved: raw, reason: named ? "symlink_escape" : "outside_write_roots" };
      }
      const rule2 = this.protectedLeafRule(raw, cut) ?? (this.mayMatchGlob(flags, raw, cut) ? this.globRule(raw, inside2) : null);
      return rule2 === null ? null : { path, resolved: raw, reason: "protected", rule: rule2 };
    }
    const leaf = raw.slice(cut + 1);
    const dir = this.infos.get(id);
    let resolved;
    const physical = dir.physical;
    if (dir.missing) resolved = physical === null ? raw : `${physical}/${leaf}`;
    else if (dir.unknown) return this.checkGeneral(path, raw, raw);
    else {
      resolved = physical === null ? raw : physical === "/" ? `/${leaf}` : `${physical}/${leaf}`;
      const kind = this.probe.kind(resolved);
      if (kind === "symlink" || kind === "unknown") return this.checkGeneral(path, raw, raw);
    }
    let inside = dir.roots;
    if (dir.rootParent) {
      const exact = this.rootKeys.get(this.fold(resolved));
      if (exact !== void 0) inside = [exact, ...inside];
    }
    if (inside.length === 0) return this.checkGeneral(path, raw, raw);
    const rule = dir.rule ?? (this.protectedLeaves.has(this.fold(leaf)) ? this.protectedDirs.get(this.fold(resolved)) : void 0) ?? this.globRule(resolved, inside) ?? (physical === null ? null : this.lexicalProtectedRule(raw));
    return rule === null ? null : { path, resolved, reason: "protected", rule };
  }
  /**
   * `probe.kind` of `s.slice(0, end)`, the entry named `s.slice(cut + 1, end)` of the plain
   * directory `dir` (spelled as it is): once a few paths have been asked about there, from the
   * directory's listing, found by its number (a path's own directory is usually the last one's).
   */
  kindIn(dir, s, cut, end) {
    if (this.probe.entries !== void 0 && this.notable !== null) {
      let listing = dir === this.listedDir ? this.listed : void 0;
      if (listing === void 0) {
        const memo = this.table.memoOf(dir);
        if (memo > 0) listing = this.listings[memo - 1];
        else if (1 - memo < LIST_AFTER) {
          this.table.setMemo(dir, memo - 1);
          return this.probe.kind(s.slice(0, end));
        } else {
          listing = this.probe.entries(cut === 0 ? "/" : s.slice(0, cut));
          this.listings.push(listing);
          if (this.kernel !== null) this.tellListing(s.slice(0, cut), listing);
          this.table.setMemo(dir, this.listings.length);
        }
      }
      this.listedDir = dir;
      this.listed = listing;
      if (listing !== null)
        return listing.get(end === s.length ? s.slice(cut + 1) : s.slice(cut + 1, end)) ?? null;
    }
    return this.probe.kind(s.slice(0, end));
  }
  /**
   * Tells the kernel the directories the look-up of `path` made (all prefixes of it, shallowest
   * first: one pass hashes them all). Only a printable-ASCII spelling can be a directory of a record
   * the kernel judges.
   */
  tellDirectories(path) {
    const told = this.told;
    const last = told.ends[told.count - 1];
    let printable = true;
    for (let i = 0; i < last && printable; i++) {
      const c = path.charCodeAt(i);
      printable = c >= 32 && c < 127;
    }
    const k = this.kernel;
    if (printable)
      k.native.addon.directories(k.handle, path, told.ends, told.flags, told.outside, told.count);
    told.count = 0;
  }
  /** Gives the kernel the listing of the plain directory `spelling` (null: not listable). */
  tellListing(spelling, listing) {
    const k = this.kernel;
    if (listing === null) {
      k.native.addon.listing(k.handle, spelling, null, []);
      return;
    }
    const names = [];
    const links = [];
    for (const [name, kind] of listing) {
      if (kind === "symlink" || kind === "unknown") links.push(names.length);
      names.push(name);
    }
    k.native.addon.listing(k.handle, spelling, names, links);
  }
  /** The protected directory the path `resolved` (a leaf after `cut`) is itself, if any. */
  protectedLeafRule(resolved, cut) {
    if (this.notable !== null && !this.protectedLeafLengths.has(resolved.length - cut - 1)) return void 0;
    return this.protectedLeaves.has(this.fold(resolved.slice(cut + 1))) ? this.protectedDirs.get(this.fold(resolved)) : void 0;
  }
  /**
   * False when no protect glob can match the path `resolved` (a leaf after `cut`, in a plain
   * directory with `flags`): neither its directory nor its leaf holds a name they all require.
   */
  mayMatchGlob(flags, resolved, cut) {
    const filter = this.globFilter;
    const end = resolved.length;
    return this.relativeGlob !== null && (filter.relativeAlways || (flags & RELATIVE_NAME) !== 0 || (flags & IS_ROOT) !== 0 && filter.firstSegment(resolved, cut + 1, end) || filter.relativeName(resolved, cut + 1, end)) || this.absoluteGlob !== null && (filter.absoluteAlways || (flags & ABSOLUTE_NAME) !== 0 || filter.absoluteName(resolved, cut + 1, end));
  }
  checkGeneral(path, lexical, raw) {
    const cut = raw.lastIndexOf("/");
    if (isPlainName(raw, cut + 1, raw.length) && (DOT_DOT.test(raw) ? kindThrough(this.resolver, this.probe, raw) : this.probe.kind(raw)) === "symlink") {
      const entry = this.checkEntry(path);
      if (entry !== null) return entry;
    }
    const physical = this.resolver.resolve(raw);
    return this.judgeResolved(path, lexical, physical.path, physical.unknown);
  }
  /** The violation for `path`, spelled `lexical`, that lands at `resolved` (`unknown`: not trustworthy). */
  judgeResolved(path, lexical, resolved, unknown) {
    const inside = this.containingRoots(resolved);
    if (inside.length === 0) {
      const reason = this.underRootName(this.fold(lexical)) ? "symlink_escape" : "outside_write_roots";
      return { path, resolved, reason };
    }
    if (unknown) return { path, resolved, reason: "unresolvable" };
    const rule = this.protectedRule(resolved, inside) ?? (lexical !== resolved ? this.lexicalProtectedRule(lexical) : null);
    return rule === null ? null : { path, resolved, reason: "protected", rule };
  }
  /**
   * The number of the directory `path.slice(0, cut)` (`/` when `cut` is 0) of an absolute path, or
   * -1 when that text is not normalised (an empty, `.` or `..` segment).
   */
  directoryOf(path, cut) {
    const id = this.table.lookup(path, cut);
    if (this.told.count > 0) this.tellDirectories(path);
    return (this.table.flagsOf(id) & NOT_NORMALISED) !== 0 ? -1 : id;
  }
  /**
   * The flags of the new directory `id`, `path.slice(0, end)` (hash state `state`), below directory
   * `parent`, which ends at `up`; its memo too when it is not plain. A directory at or below an
   * empty, `.` or `..` segment is not normalised (and not walked again).
   */
  childFlags(parent, id, path, up, end, state2) {
    const above = this.table.flagsOf(parent);
    if ((above & NOT_NORMALISED) !== 0 || !isPlainName(path, up + 1, end)) return NOT_NORMALISED;
    let flags;
    let dir = null;
    if ((above & PLAIN) !== 0 && this.notable?.has(state2) === false) {
      let missing = (above & MISSING) !== 0;
      if (!missing) {
        const kind = this.kindIn(parent, path, up, end);
        if (kind === "symlink" || kind === "unknown") dir = this.linkedDirectory(path.slice(0, end));
        missing = kind === null;
      }
      flags = dir !== null ? this.flagsOf(dir, path.slice(0, end), above) : PLAIN | (missing ? MISSING : 0) | this.namesBelow(above, path, up + 1, end);
    } else {
      const spelling = path.slice(0, end);
      dir = this.childDirectory(this.infoOf(parent, above), spelling, path.slice(up + 1, end));
      flags = this.flagsOf(dir, spelling, above);
    }
    if (dir !== null && (flags & PLAIN) === 0) this.infos.set(id, dir);
    return flags;
  }
  /**
   * The flags a directory named `path.slice(from, to)` takes from its plain parent's `above` (same
   * roots, below a root by name when it is), with what its name adds for the glob filter.
   */
  namesBelow(above, path, from, to) {
    let flags = above & (UNDER_ROOT_NAME | RELATIVE_NAME | ABSOLUTE_NAME | ROOTS_MASK);
    const filter = this.globFilter;
    if ((flags & RELATIVE_NAME) === 0 && (filter.relativeName(path, from, to) || (above & IS_ROOT) !== 0 && filter.firstSegment(path, from, to)))
      flags |= RELATIVE_NAME;
    if ((flags & ABSOLUTE_NAME) === 0 && filter.absoluteName(path, from, to)) flags |= ABSOLUTE_NAME;
    return flags;
  }
  /** The memo of directory `id` with flags `flags` (normalised): kept, or told by the flags of a plain one. */
  infoOf(id, flags) {
    if ((flags & PLAIN) === 0) return this.infos.get(id);
    return {
      physical: null,
      missing: (flags & MISSING) !== 0,
      unknown: false,
      roots: this.rootSets[flags >>> ROOTS_SHIFT],
      rule: null,
      rootParent: false
    };
  }
  /** What the fast path needs to know of a directory, packed into its flags (`above`: its parent's). */
  flagsOf(dir, spelling, above) {
    let roots = this.rootSetOf.get(dir.roots);
    if (roots === void 0) {
      const key3 = dir.roots.join(",");
      roots = this.rootSetIds.get(key3);
      if (roots === void 0) {
        roots = this.rootSets.length;
        this.rootSets.push(dir.roots);
        this.rootSetIds.set(key3, roots);
      }
      this.rootSetOf.set(dir.roots, roots);
    }
    const plain = dir.physical === null && !dir.unknown && !dir.rootParent && dir.rule === null;
    const key2 = this.fold(spelling);
    const named = ((above & UNDER_ROOT_NAME) !== 0 || this.rootNames.has(key2) ? UNDER_ROOT_NAME : 0) | (this.rootNameParents.has(key2) ? ROOT_NAME_PARENT : 0);
    let globNames = plain ? 0 : RELATIVE_NAME | ABSOLUTE_NAME | IS_ROOT;
    if (plain) {
      const filter = this.globFilter;
      for (const i of dir.roots) {
        const root = this.roots[i].canonical;
        if (!spelling.startsWith(root)) {
          globNames |= RELATIVE_NAME | IS_ROOT;
          continue;
        }
        if (spelling.length === root.length) {
          globNames |= IS_ROOT;
          continue;
        }
        const from = root.length + 1;
        const slash = spelling.indexOf("/", from);
        const first = slash < 0 ? spelling.length : slash;
        if (filter.firstSegment(spelling, from, first) || filter.relativeName(spelling, from, spelling.length))
          globNames |= RELATIVE_NAME;
      }
      if (filter.absoluteName(spelling, 0, spelling.length)) globNames |= ABSOLUTE_NAME;
    }
    return (plain ? PLAIN : 0) | (dir.missing ? MISSING : 0) | named | globNames | roots << ROOTS_SHIFT;
  }
  /** Records the leaf `path.slice(cut + 1)` as judged in directory `id`: whether it was before. */
  markSeen(id, path, cut) {
    const k = this.kernel;
    if (k !== null) return k.native.addon.seen(k.handle, path) ? Seen.Repeat : Seen.New;
    const table = this.table;
    return this.leaves.add(id, path, cut + 1, table.state, table.pathKnown ? table.pathState : void 0);
  }
  /** `directoryOf` for a path already normalised. */
  normalisedDirectoryOf(path, cut) {
    const id = this.directoryOf(path, cut);
    if (id < 0) throw new Error(`internal: ${JSON.stringify(path)} is not normalised`);
    return id;
  }
  childDirectory(parent, raw, name) {
    const at2 = parent;
    const up = parent.physical;
    const path = up === null ? raw : up === "/" ? `/${name}` : `${up}/${name}`;
    let missing = at2.missing;
    if (!at2.missing && !at2.unknown) {
      const kind = this.probe.kind(path);
      if (kind === "symlink" || kind === "unknown") return this.linkedDirectory(raw);
      missing = kind === null;
    }
    const key2 = this.fold(path);
    const own = parent.rootParent ? this.rootKeys.get(key2) : void 0;
    const protectedHere = this.protectedLeaves.has(this.fold(name)) ? this.protectedDirs.get(key2) : void 0;
    return {
      physical: path === raw ? null : path,
      missing,
      unknown: at2.unknown,
      roots: own === void 0 ? parent.roots : [own, ...parent.roots],
      rule: parent.rule ?? protectedHere ?? null,
      rootParent: this.rootParents.has(key2)
    };
  }
  linkedDirectory(raw) {
    const resolved = this.resolver.resolveDirectory(raw);
    const key2 = this.fold(resolved.path);
    const anc = resolved.path === "/" ? { roots: [], rule: null } : this.ancestors(key2);
    return {
      physical: resolved.path === raw ? null : resolved.path,
      missing: resolved.missing,
      unknown: resolved.unknown,
      roots: anc.roots,
      rule: anc.rule,
      rootParent: this.rootParents.has(key2)
    };
  }
  containingRoots(resolved) {
    const key2 = this.fold(resolved);
    const exact = this.rootKeys.get(key2);
    const cut = key2.lastIndexOf("/");
    const parentRoots = cut <= 0 ? [] : this.ancestors(key2.slice(0, cut)).roots;
    if (exact === void 0) return parentRoots;
    return [exact, ...parentRoots];
  }
  /** Roots containing the folded directory `dirKey` (itself included) and the protected dir it is in. Memoised. */
  ancestors(dirKey) {
    return memoDown(
      dirKey,
      this.ancestorMemo,
      () => ({ roots: [], rule: null }),
      (above, dir) => {
        const own = this.rootKeys.get(dir);
        return {
          roots: own === void 0 ? above.roots : [own, ...above.roots],
          rule: above.rule ?? this.protectedDirs.get(dir) ?? null
        };
      }
    );
  }
  /** True when the folded path `key` is a root or below one by name (its lexical or canonical spelling). */
  underRootName(key2) {
    if (this.rootNames.has(key2)) return true;
    const cut = key2.lastIndexOf("/");
    return cut > 0 && memoDown(
      key2.slice(0, cut),
      this.underRootNameMemo,
      () => false,
      (above, dir) => above || this.rootNames.has(dir)
    );
  }
  /** The protected directory `key` is (or is below), if any. */
  protectedDirRule(key2) {
    const own = this.protectedDirs.get(key2);
    if (own !== void 0) return own;
    const cut = key2.lastIndexOf("/");
    return cut <= 0 ? null : this.ancestors(key2.slice(0, cut)).rule;
  }
  protectedRule(resolved, inside) {
    return this.protectedDirRule(this.fold(resolved)) ?? this.globRule(resolved, inside);
  }
  globRule(resolved, inside) {
    if (this.relativeGlob) {
      for (const i of inside) {
        const root = this.roots[i].canonical;
        if (resolved.length === root.length) continue;
        const rel2 = this.normaliseForGlob(resolved.slice(root.length + 1));
        if (this.relativeGlob.test(rel2)) return this.matchingRule(rel2, true);
      }
    }
    if (this.absoluteGlob?.test(this.normaliseForGlob(resolved))) {
      return this.matchingRule(this.normaliseForGlob(resolved), false);
    }
    return null;
  }
  /** Protection judged on the path as written, for links that land back inside a root. */
  lexicalProtectedRule(lexical) {
    const key2 = this.fold(lexical);
    const dirRule = this.protectedDirRule(key2);
    if (dirRule !== null) return dirRule;
    for (const r of this.roots) {
      const rootKey = this.fold(r.lexical);
      if (key2 === rootKey || !isWithin(key2, rootKey)) continue;
      const rel2 = this.normaliseForGlob(lexical.slice(r.lexical.length + 1));
      if (this.relativeGlob?.test(rel2)) return this.matchingRule(rel2, true);
    }
    if (this.absoluteGlob?.test(this.normaliseForGlob(lexical))) return this.matchingRule(lexical, false);
    return null;
  }
  matchingRule(candidate, relative) {
    const hit = this.globRules.find((g) => g.relative === relative && g.re.test(candidate));
    return hit ? hit.rule : "protect";
  }
  normaliseForGlob(p) {
    return this.policy.caseMode === "insensitive" ? p.normalize("NFC") : p;
  }
};
var NewDirectories = class {
  ends = new Int32Array(64);
  flags = new Int32Array(64);
  outside = new Uint8Array(64);
  count = 0;
  add(end, flags, outside) {
    if (this.count === this.ends.length) {
      const ends = new Int32Array(this.count * 2);
      const flagsGrown = new Int32Array(this.count * 2);
      const outsideGrown = new Uint8Array(this.count * 2);
      ends.set(this.ends);
      flagsGrown.set(this.flags);
      outsideGrown.set(this.outside);
      this.ends = ends;
      this.flags = flagsGrown;
      this.outside = outsideGrown;
    }
    this.ends[this.count] = end;
    this.flags[this.count] = flags;
    this.outside[this.count++] = outside;
  }
};

// src/core/classify/sensitive-paths.ts
var import_node_path15 = require("node:path");
function sensitiveWrite(abs, home) {
  const p = import_node_path15.posix.normalize(abs);
  const inHome = (rel2) => p === `${home}/${rel2}` || p.startsWith(`${home}/${rel2}/`);
  if (/\/\.git\/hooks(\/|$)/.test(p)) return { rule: "persistence", what: "a git hook" };
  if (/^\/etc\/(cron|anacron|systemd|init\.d|rc\.local|profile|bash\.bashrc|environment|ld\.so\.preload|sudoers)/.test(
    p
  ))
    return { rule: "persistence", what: "system start-up or scheduling configuration" };
  if (/^\/(var\/spool\/cron|Library\/Launch(Agents|Daemons)|usr\/lib\/systemd)/.test(p))
    return { rule: "persistence", what: "a scheduled or start-up service" };
  for (const rc of SHELL_STARTUP_FILES) {
    if (p === `${home}/${rc}`) return { rule: "persistence", what: `the shell start-up file ~/${rc}` };
  }
  if (inHome(".ssh")) return { rule: "persistence", what: "~/.ssh (keys, authorized_keys, config)" };
  if (inHome(".config/systemd") || inHome("Library/LaunchAgents") || inHome(".config/autostart"))
    return { rule: "persistence", what: "a user service or autostart entry" };
  if (inHome(".config/fish")) return { rule: "persistence", what: "the fish shell configuration" };
  if (p === `${home}/.gitconfig` || inHome(".config/git"))
    return { rule: "persistence", what: "the global git configuration" };
  if (inHome(".claude") || /\/\.claude\/(settings(\.local)?\.json|hooks)(\/|$)/.test(p))
    return { rule: "self_modification", what: "Claude Code settings or hooks" };
  if (inHome(".codex") || /\/\.codex\/(hooks\.json|config\.toml)$/.test(p))
    return { rule: "self_modification", what: "Codex configuration or hooks" };
  if (inHome(".config/opencode") || /\/\.opencode\/(plugins?|opencode\.jsonc?)(\/|$)/.test(p) || /\/opencode\.jsonc?$/.test(p))
    return { rule: "self_modification", what: "opencode configuration or plugins" };
  if (inHome(".config/forge-gate") || inHome(".local/state/forge-gate") || /\/\.forge-gate(\/|$)/.test(p))
    return { rule: "self_modification", what: "forge-gate's own configuration or state" };
  return null;
}

// src/core/classify/writes-judge.ts
var final = (verdict) => ({ kind: "final", verdict });
function makeJudge(cwd, ctx) {
  const lease = ctx.lease;
  let roots;
  if (lease) roots = lease.write_roots;
  else {
    const homeOrAbove = cwd === "/" || isWithin(ctx.home, cwd);
    roots = [...homeOrAbove ? [] : [cwd], ...ctx.tmpDirs];
  }
  const checker = roots.length === 0 ? null : new ViolationChecker(
    { writeRoots: roots, protect: lease?.protect ?? [], cwd, home: ctx.home, caseMode: ctx.caseMode },
    ctx.probe
  );
  const critical = /* @__PURE__ */ new Set(["/"]);
  const addWithAncestors = (p) => {
    let cur = import_node_path16.posix.normalize(p);
    while (cur !== "/") {
      critical.add(cur);
      cur = import_node_path16.posix.dirname(cur);
    }
  };
  addWithAncestors(ctx.home);
  addWithAncestors(cwd);
  for (const r of roots) addWithAncestors(r);
  if (lease?.worktree) addWithAncestors(lease.worktree);
  const globTargets = new Set(critical);
  const regions = [];
  const bases = [
    ...new Set([...roots, ...lease?.worktree ? [lease.worktree] : []].map((r) => import_node_path16.posix.normalize(r)))
  ];
  const projects = lease?.worktree ? [import_node_path16.posix.normalize(lease.worktree)] : bases;
  for (const b of bases)
    if (!projects.includes(b)) regions.push({ prefix: `${b}/.git`, glob: `${b}/.git/**`, project: false });
  for (const b of projects) {
    regions.push({ prefix: `${b}/.git`, glob: `${b}/.git/**`, project: true });
    for (const f of AGENT_CONFIG) regions.push({ prefix: `${b}/${f}`, glob: `${b}/${f}`, project: true });
  }
  for (const pat of lease?.protect ?? []) {
    const abs = pat.startsWith("~/") ? `${ctx.home}${pat.slice(1)}` : pat;
    const body = abs.replace(/^(\.\/)+/, "").replace(/(.)\/+$/, "$1");
    for (const b of abs.startsWith("/") ? [""] : bases) {
      const glob = b === "" ? body : `${b}/${body}`;
      const prefix = staticPrefix(glob);
      const project = b === "" || projects.some((p) => isWithin(prefix, p));
      if (prefix !== "" && prefix !== "/") regions.push({ prefix, glob, project });
    }
  }
  for (const r of regions) if (r.project) globTargets.add(r.prefix);
  for (const f of HOME_START_FILES) globTargets.add(`${ctx.home}/${f}`);
  const guarded = (p) => sensitiveWrite(p, ctx.home) !== null || selfPath(p, ctx) !== null || checker !== null && checker.check(p)?.reason === "protected";
  const keep = [ctx.home, cwd, ...lease?.worktree ? [lease.worktree] : []].map((p) => import_node_path16.posix.normalize(p));
  const scratch = new Set(
    roots.map((r) => import_node_path16.posix.normalize(r)).filter((r) => !keep.some((k) => isWithin(k, r)))
  );
  return {
    checker,
    leased: lease !== null,
    critical,
    scratch,
    globTargets: [...globTargets],
    regions,
    guarded
  };
}
var AGENT_CONFIG = [
  ".claude/settings.json",
  ".claude/settings.local.json",
  ".claude/hooks",
  ".codex/config.toml",
  ".codex/hooks.json",
  ".opencode/opencode.json",
  ".opencode/plugin",
  ".opencode/plugins",
  "opencode.json",
  ".forge-gate"
];
var HOME_START_FILES = [
  ...SHELL_STARTUP_FILES,
  ".ssh",
  ".ssh/authorized_keys",
  ".ssh/config",
  ".gitconfig",
  ".config",
  ".claude",
  ".codex",
  ".local/bin"
];
function judgeWrites(writes, j, ctx) {
  let grey3 = null;
  const blocked = /* @__PURE__ */ new Map();
  const members = /* @__PURE__ */ new Map();
  const why = /* @__PURE__ */ new Map();
  for (const w of reachedWrites(writes, j)) {
    const group = w.alt?.slice(0, w.alt.indexOf(":"));
    if (group !== void 0) {
      if (!members.has(group)) members.set(group, /* @__PURE__ */ new Set());
      members.get(group).add(w.alt);
    }
    const r = judgeWrite(w, j, ctx);
    if (r === null) continue;
    if (w.altWhy !== void 0) why.set(w.alt.slice(0, w.alt.indexOf(":")), w.altWhy);
    if (r.kind === "final" && r.verdict.decision === "block") {
      if (w.alt === void 0) return r;
      if (!blocked.has(w.alt)) blocked.set(w.alt, r);
    } else grey3 ??= r;
  }
  for (const [group, all] of members) {
    const hit = [...all].filter((m) => blocked.has(m));
    if (hit.length === 0) continue;
    const r = blocked.get(hit[0]);
    if (hit.length === all.size) return r;
    if (r.kind === "final")
      grey3 ??= {
        kind: "grey",
        rule: r.verdict.rule,
        reason: `${r.verdict.reason}, ${why.get(group) ?? "in one of the directories the shell may be in (an earlier `cd` may fail)"}`,
        userAllowed: false
      };
  }
  return grey3;
}
function judgeWrite(w, j, ctx) {
  const norm = import_node_path16.posix.normalize(w.path).replace(/(.)\/+$/, "$1");
  const through = w.through ? ` (through ${w.through})` : "";
  const sensitive = sensitiveWrite(norm, ctx.home) ?? selfPath(norm, ctx);
  if (sensitive && w.may) {
    return {
      kind: "grey",
      rule: sensitive.rule,
      reason: `${w.via} may write ${norm}${through}: ${sensitive.what}`,
      userAllowed: false
    };
  }
  if (sensitive) {
    return final({
      decision: "block",
      reason: `${w.via} writes ${norm}${through}: ${sensitive.what}`,
      rule: sensitive.rule,
      stage: "static"
    });
  }
  if (w.index) {
    const v2 = j.checker?.check(w.path);
    const what = w.op === "delete" || w.op === "rdelete" ? "removes" : "changes";
    if (v2?.reason === "protected" && !w.may)
      return final({
        decision: "block",
        reason: `${w.via} ${what} ${v2.resolved}${through} in the next commit, a protected path (${v2.rule ?? ""})`,
        rule: "protected_path",
        stage: "static"
      });
    if (v2?.reason === "protected")
      return {
        kind: "grey",
        rule: "protected_path",
        reason: `${w.via} may ${what === "removes" ? "remove" : "change"} ${v2.resolved}${through} in the next commit, a protected path (${v2.rule ?? ""})`,
        userAllowed: false
      };
    return null;
  }
  if (w.op === "rmeta") {
    const target2 = stripTrailingGlob(norm);
    if (target2 === "/" || isWithin(ctx.home, target2) || import_node_path16.posix.dirname(target2) === "/") {
      return final({
        decision: "block",
        reason: `${w.via} changes permissions of every file under ${target2}`,
        rule: "recursive_chmod",
        stage: "static"
      });
    }
  }
  if (w.op === "rdelete" || w.op === "delete") {
    const target2 = stripTrailingGlob(norm);
    const emptied = target2 !== norm && j.scratch.has(target2);
    if ((w.op === "rdelete" || target2 !== norm) && !emptied && (j.critical.has(target2) || import_node_path16.posix.dirname(target2) === "/")) {
      return final({
        decision: "block",
        reason: `${w.via} recursively deletes ${target2}`,
        rule: "recursive_delete",
        stage: "static"
      });
    }
  }
  const v = j.checker ? j.checker.check(w.path) : { reason: "outside_write_roots", resolved: norm };
  if (v === null) return sealedWrite(w, norm, ctx) ?? surfaceWrite(w, norm, ctx);
  const where = `${w.via} writes ${v.resolved}${through}`;
  if (v.reason === "protected" && w.may) {
    return {
      kind: "grey",
      rule: "protected_path",
      reason: `${w.via} may write ${v.resolved}${through}, a protected path (${"rule" in v ? v.rule : ""})`,
      userAllowed: false
    };
  }
  if (v.reason === "protected") {
    return final({
      decision: "block",
      reason: `${where}, a protected path (${"rule" in v ? v.rule : ""})`,
      rule: "protected_path",
      stage: "static"
    });
  }
  if (v.reason === "unresolvable") {
    return {
      kind: "grey",
      rule: "unresolvable_path",
      reason: `${where}, which cannot be resolved`,
      userAllowed: false
    };
  }
  if (j.leased || w.op === "delete" || w.op === "rdelete") {
    const what = v.reason === "symlink_escape" ? "through a symlink that leaves the lease" : "outside the lease's write roots";
    return final({
      decision: "block",
      reason: `${where}, ${j.leased ? what : "outside the working directory (no lease given)"}`,
      rule: "write_outside_lease",
      stage: "static"
    });
  }
  return {
    kind: "grey",
    rule: "write_outside_cwd",
    reason: `${where}, outside the working directory (no lease given)`,
    userAllowed: false
  };
}
var sealed = /* @__PURE__ */ new WeakMap();
function sealedWrite(w, norm, ctx) {
  const lease = ctx.lease;
  if (!lease || lease.agent === null && lease.tools.length === 0) return null;
  let trees = sealed.get(lease);
  if (!trees) {
    trees = sealedTrees([lease.agent, ...lease.tools], lease.write_roots);
    sealed.set(lease, trees);
  }
  const unit = sealedUnit(norm, trees);
  if (unit === null) return null;
  const removable = trees.some((t) => t.removable && unit.startsWith(`${t.tree}/`));
  if (removable && (w.op === "delete" || w.op === "rdelete")) return null;
  const r = resolverFor(ctx.probe).resolve(unit);
  const there = !r.missing || r.unknown;
  const reason = `${w.via} writes ${norm}, inside ${unit}, which the tool cache holds as it was extracted (the gate refuses a change to one that was there before the run)`;
  if (there) return final({ decision: "block", reason, rule: "sealed_unit", stage: "static" });
  return { kind: "grey", rule: "sealed_unit", reason, userAllowed: false };
}
var resolvers = /* @__PURE__ */ new WeakMap();
function resolverFor(probe) {
  let resolver = resolvers.get(probe);
  if (!resolver) {
    resolver = new PhysicalResolver(probe);
    resolvers.set(probe, resolver);
  }
  return resolver;
}
function surfaceWrite(w, norm, ctx) {
  const res = resolverFor(ctx.probe);
  const change2 = w.op === "write" ? w.change ?? { kind: "unknown" } : w.op === "delete" || w.op === "rdelete" ? { kind: "delete" } : { kind: "unknown" };
  const exists = (p) => {
    const r = res.resolve(p);
    return !r.missing || r.unknown;
  };
  const env = {
    read: ctx.readFile,
    exists,
    runs: ctx.judgeCommand,
    foldCase: ctx.caseMode === "insensitive"
  };
  let hit = judgeSurfaceWrite(norm, change2, w.via, env);
  if (!hit) {
    const physical = import_node_path16.posix.normalize(res.resolve(w.path).path);
    if (physical !== norm) hit = judgeSurfaceWrite(physical, change2, w.via, env);
  }
  if (!hit) return null;
  return {
    kind: "grey",
    rule: hit.rule,
    reason: w.may ? hit.reason.replace(" changes ", " may change ") : hit.reason,
    userAllowed: false
  };
}
function selfPath(p, ctx) {
  for (const s of ctx.selfPaths)
    if (isWithin(p, import_node_path16.posix.normalize(s)))
      return { rule: "self_modification", what: "forge-gate's own configuration, lease or state" };
  return null;
}
function stripTrailingGlob(p) {
  const base = import_node_path16.posix.basename(p);
  if (/^[*.{},?]+$/.test(base) && base.includes("*")) return import_node_path16.posix.dirname(p);
  return p;
}

// src/core/classify/engine.ts
function decide(givenCall, given) {
  const ctx = withCommandJudge(given);
  const parsed = parseToolCall(givenCall);
  const call2 = parsed.family === "bash" && parsed.cwd !== void 0 ? { ...givenCall, cwd: toolDir(parsed.cwd, givenCall.cwd, ctx.home) } : givenCall;
  const shape = mcpShape(parsed, call2, ctx);
  const checker = buildChecker(call2.cwd, ctx);
  const fx = shape.family === "bash" ? analyzeBash(shape.command, call2.cwd, ctx) : null;
  const subject = {
    tool: call2.tool,
    family: shape.family === "escalate" ? "unknown" : shape.family
  };
  if (shape.family === "bash") {
    subject.command = shape.command;
    subject.commands = fx?.commands ?? [];
  }
  if (shape.family === "write" || shape.family === "read") {
    subject.files = shape.paths.map((p) => {
      const abs = lexicalAbsolute(p, call2.cwd);
      const rel2 = pathBelow(abs, call2.cwd) || abs;
      return [abs, rel2, p];
    });
  }
  if (shape.family === "webfetch") subject.url = shape.url;
  const hit = matchUserRules(ctx.config.permission, subject);
  if (hit?.action === "deny") {
    return final({
      decision: "block",
      reason: `denied by your rule ${hit.key}: ${JSON.stringify(hit.pattern)}`,
      rule: "user_deny",
      stage: "user_rule"
    });
  }
  if (hit?.action === "ask") {
    return final({
      decision: "escalate",
      reason: `your rule ${hit.key}: ${JSON.stringify(hit.pattern)} asks for approval`,
      rule: "user_ask",
      stage: "user_rule"
    });
  }
  const userAllowed = hit?.action === "allow";
  const result = judge(call2, shape, fx, checker, ctx);
  if (userAllowed && (result.kind === "grey" || result.kind === "final" && result.verdict.decision === "escalate")) {
    return final({
      decision: "allow",
      reason: `allowed by your rule ${hit.key}: ${JSON.stringify(hit.pattern)}`,
      rule: "user_allow",
      stage: "user_rule"
    });
  }
  if (result.kind === "grey") return { ...result, userAllowed };
  return result;
}
function toolDir(dir, cwd, home) {
  const c = toolPath(dir, home);
  return c.startsWith("/") ? import_node_path17.posix.normalize(c) : import_node_path17.posix.join(cwd, c);
}
function withCommandJudge(ctx) {
  if (ctx.parse instanceof Error || ctx.judgeCommand) return ctx;
  const parse = ctx.parse;
  let depth = 0;
  const out = { ...ctx };
  out.judgeCommand = (command2, dir) => {
    if (depth >= 3) return "nests build scripts too deeply to judge";
    depth++;
    try {
      const r = judgeShell(
        analyzeShell(command2, shellContext(dir, parse, ctx)),
        buildChecker(dir, out),
        out,
        true
      );
      if (r.kind === "grey")
        return REACHES_OUT.has(r.rule) ? `would reach outside the project (${r.reason})` : null;
      return r.verdict.decision === "block" ? `forge-gate would refuse it (${r.verdict.reason})` : null;
    } finally {
      depth--;
    }
  };
  return out;
}
var REACHES_OUT = /* @__PURE__ */ new Set([
  "secret_read",
  "network_send",
  "network_host",
  "dynamic_host",
  "execution_surface",
  "write_outside_cwd",
  "symlink_out",
  "script_outside_lease",
  "lifecycle_script",
  "persistence",
  "self_modification"
]);
function mcpShape(shape, call2, ctx) {
  if (shape.family !== "unknown" || call2.format !== "opencode") return shape;
  const split = splitOpencodeName(call2.tool, ctx.lease?.mcp.map((g) => g.server) ?? []);
  return split ? { family: "mcp", server: split.server, name: split.tool } : shape;
}
function analyzeBash(command2, cwd, ctx) {
  if (ctx.parse instanceof Error) return null;
  return analyzeShell(command2, shellContext(cwd, ctx.parse, ctx));
}
function leaseVerdict(j, p) {
  return j.checker ? j.checker.check(p) : { path: p, resolved: p, reason: "outside_write_roots" };
}
function shellContext(cwd, parse, ctx) {
  return { home: ctx.home, cwd, parse, repoTop: repoTopFinder(ctx.probe, ctx.lease?.worktree ?? null) };
}
var judges = /* @__PURE__ */ new WeakMap();
function buildChecker(cwd, ctx) {
  let perProbe = judges.get(ctx.probe);
  if (!perProbe) {
    perProbe = /* @__PURE__ */ new Map();
    judges.set(ctx.probe, perProbe);
  }
  const key2 = JSON.stringify([cwd, ctx.home, ctx.caseMode, ctx.tmpDirs, ctx.lease]);
  let j = perProbe.get(key2);
  if (!j) {
    if (perProbe.size > 64) perProbe.clear();
    j = makeJudge(cwd, ctx);
    perProbe.set(key2, j);
  }
  return j;
}
function judge(call2, shape, fx, j, ctx) {
  switch (shape.family) {
    case "internal": {
      const prompt = call2.input.prompt;
      if (/^(task|agent)$/i.test(call2.tool) && typeof prompt === "string" && !(ctx.parse instanceof Error)) {
        for (const cmd of promptCommands(prompt)) {
          const r = judgeShell(analyzeShell(cmd, shellContext(call2.cwd, ctx.parse, ctx)), j, ctx);
          if (r.kind === "final" && r.verdict.decision === "block")
            return final({
              decision: "escalate",
              reason: `${call2.tool} asks a sub-agent to run something forge-gate would block (${r.verdict.reason})`,
              rule: "task_prompt",
              stage: "static"
            });
        }
      }
      return final({
        decision: "allow",
        reason: `${call2.tool} only affects the agent's own session`,
        rule: "agent_internal",
        stage: "read_only"
      });
    }
    case "escalate":
      return final({ decision: "escalate", reason: shape.reason, rule: shape.rule, stage: "static" });
    case "unknown":
      return {
        kind: "grey",
        rule: "unknown_tool",
        reason: `unknown tool ${JSON.stringify(call2.tool)}`,
        userAllowed: false
      };
    case "invalid":
      return { kind: "grey", rule: "invalid_input", reason: shape.reason, userAllowed: false };
    case "read":
      return judgeRead(call2, shape.paths, ctx);
    case "websearch":
      return final({
        decision: "allow",
        reason: "web search only reads",
        rule: "read_only",
        stage: "read_only"
      });
    case "webfetch":
      return judgeFetch(shape.url, ctx);
    case "mcp":
      return judgeMcp(call2, shape.server, shape.name, j, ctx);
    case "write": {
      if (shape.paths.length === 0)
        return {
          kind: "grey",
          rule: "invalid_input",
          reason: `${call2.tool} names no file`,
          userAllowed: false
        };
      const writes = shape.paths.map((raw, i) => {
        const p = toolPath(raw, ctx.home);
        const del = shape.deletes?.includes(raw);
        return {
          path: p.startsWith("/") ? p : `${call2.cwd}/${p}`,
          op: del ? "delete" : "write",
          via: call2.tool,
          change: del ? void 0 : shape.changes?.[i]
        };
      });
      const v = judgeWrites(writes, j, ctx);
      if (v) return v;
      return final({
        decision: "allow",
        reason: `${call2.tool} writes inside the lease`,
        rule: "inside_lease",
        stage: "static"
      });
    }
    case "bash":
      if (ctx.parse instanceof Error) {
        return { kind: "grey", rule: "parser_unavailable", reason: ctx.parse.message, userAllowed: false };
      }
      return judgeShell(fx, j, ctx);
  }
}
function judgeRead(call2, paths, ctx, recursive = /grep|search|glob|find/i.test(call2.tool), metadata = false) {
  const filter = typeof call2.input.glob === "string" && !call2.input.glob.includes("/") ? call2.input.glob : null;
  for (const p of paths) {
    const dir = lexicalAbsolute(p.startsWith("~/") ? ctx.home + p.slice(1) : p, call2.cwd);
    const abs = filter ? `${dir.replace(/\/+$/, "")}/**/${filter}` : dir;
    if (!metadata && (isSecretPath(abs, ctx.home) || revealsSecrets(abs, ctx.home, recursive))) {
      return {
        kind: "grey",
        rule: "secret_read",
        reason: `${call2.tool} reads the credential file ${abs}`,
        userAllowed: false
      };
    }
    const readRoots = ctx.lease?.read_roots ?? [];
    if (readRoots.length > 0) {
      const all = [...readRoots, ...ctx.lease?.write_roots ?? []];
      if (!all.some((r) => isWithin(abs, r))) {
        return final({
          decision: "block",
          reason: `${call2.tool} reads ${abs}, outside the lease's read and write roots`,
          rule: "read_outside_lease",
          stage: "static"
        });
      }
    }
  }
  return final({
    decision: "allow",
    reason: `${call2.tool} only reads`,
    rule: "read_only",
    stage: "read_only"
  });
}
function hostAllowed(host, allow) {
  if (LOOPBACK.test(host)) return true;
  return allow.some((a) => {
    const d = a.toLowerCase().replace(/^\*\./, ".");
    return d.startsWith(".") ? host.endsWith(d) || host === d.slice(1) : host === d;
  });
}
function judgeFetch(url2, ctx) {
  if (isMetadataHost(url2))
    return final({
      decision: "block",
      reason: `fetches ${url2}, a cloud metadata service, which hands out instance credentials`,
      rule: "cloud_metadata",
      stage: "static"
    });
  const host = hostOf(url2);
  const allow = ctx.lease?.network.allow ?? null;
  if (allow !== null) {
    if (host === null || !hostAllowed(host, allow)) {
      return final({
        decision: "block",
        reason: `fetches ${host ?? url2}, which is not in the lease's network allowlist`,
        rule: "network_host",
        stage: "static"
      });
    }
  }
  return final({
    decision: "allow",
    reason: "a web fetch only reads",
    rule: "read_only",
    stage: "read_only"
  });
}
function judgeMcp(call2, server, name, j, ctx) {
  if (server === "ide" && !ctx.lease?.mcp.some((g) => g.server === "ide")) {
    if (readLike(name))
      return final({
        decision: "allow",
        reason: `IDE tool ${name} reads`,
        rule: "read_only",
        stage: "read_only"
      });
    return { kind: "grey", rule: "mcp_unknown", reason: `IDE tool ${name} may run code`, userAllowed: false };
  }
  const judges2 = {
    read: (path, o2, via) => {
      const r = judgeRead({ ...call2, tool: via }, [path], ctx, o2.recursive, o2.metadata);
      if (o2.sends && r.kind !== "final")
        return {
          decision: "block",
          rule: "secret_send",
          reason: `${via} uploads ${path}, a credential file`
        };
      if (o2.sends && r.kind === "final" && r.verdict.decision === "allow")
        return {
          decision: "grey",
          rule: "network_send",
          reason: `${via} uploads ${path} to a page whose host is not known`
        };
      return outcome(r);
    },
    write: (path, op, change2, via) => {
      const p = toolPath(path, ctx.home);
      const abs = p.startsWith("/") ? p : `${call2.cwd}/${p}`;
      return outcome(judgeWrites([{ path: abs, op, via, change: change2 }], j, ctx));
    },
    shell: (command2, cwd, via) => {
      if (ctx.parse instanceof Error)
        return { decision: "grey", rule: "parser_unavailable", reason: ctx.parse.message };
      const dir = cwd === void 0 ? call2.cwd : toolDir(cwd, call2.cwd, ctx.home);
      return outcome(judgeShell(analyzeShell(command2, shellContext(dir, ctx.parse, ctx)), j, ctx), via);
    },
    web: (url2, sends, via) => {
      const r = judgeFetch(url2, ctx);
      if (r.kind === "final" && r.verdict.decision !== "allow") return outcome(r, via);
      const host = hostOf(url2);
      const allow = ctx.lease?.network.allow ?? null;
      if (sends && (allow === null || host === null || !hostAllowed(host, allow)))
        return { decision: "grey", rule: "network_send", reason: `${via} sends data to ${host ?? url2}` };
      return { decision: "allow" };
    }
  };
  const o = judgeMcpCall(server, name, call2.input, ctx.lease, judges2);
  if (o.decision === "grey") return { kind: "grey", rule: o.rule, reason: o.reason, userAllowed: false };
  if (o.decision === "block")
    return final({ decision: "block", reason: o.reason, rule: o.rule, stage: "static" });
  const allowed = o;
  return final({
    decision: "allow",
    reason: allowed.reason,
    rule: allowed.rule,
    stage: allowed.rule === "read_only" ? "read_only" : "static"
  });
}
function outcome(r, via) {
  if (r === null) return { decision: "allow" };
  const prefix = (s) => via ? `${via}: ${s}` : s;
  if (r.kind === "grey") return { decision: "grey", rule: r.rule, reason: prefix(r.reason) };
  if (r.verdict.decision === "allow") return { decision: "allow" };
  return {
    decision: r.verdict.decision === "block" ? "block" : "grey",
    rule: r.verdict.rule,
    reason: prefix(r.verdict.reason)
  };
}
function toolPath(p, home) {
  if (p === "~" || p.startsWith("~/")) return home + p.slice(1);
  const m = /^(\$HOME|\$\{HOME\})(\/|$)/.exec(p);
  return m ? home + p.slice(m[1].length) : p;
}
function judgeShell(fx, j, ctx, nested = false) {
  const result = judgeShellEffects(fx, j, ctx);
  if (nested || fx.lifecycle.length === 0 || ctx.parse instanceof Error) return result;
  if (result.kind === "final" && result.verdict.decision !== "allow") return result;
  if (result.kind === "grey") return result;
  return judgeLifecycle(fx, j, ctx) ?? result;
}
function judgeLifecycle(fx, j, ctx) {
  if (!ctx.readFile || ctx.parse instanceof Error) return null;
  let grey3 = null;
  for (const { dir, via } of fx.lifecycle) {
    const found = lifecycleScripts(dir, ctx.readFile);
    if ("problem" in found) {
      grey3 ??= {
        kind: "grey",
        rule: "lifecycle_script",
        reason: `${via} runs lifecycle scripts, but ${found.problem}`,
        userAllowed: false
      };
      continue;
    }
    for (const s of found.scripts) {
      const fx2 = analyzeShell(s.command, shellContext(dir, ctx.parse, ctx));
      const r = judgeShell(fx2, j, ctx, true);
      const why = r.kind === "grey" ? r.reason : r.verdict.decision === "allow" ? null : r.verdict.reason;
      if (why === null) continue;
      const reason = `${via} runs package.json's ${s.name} script (${JSON.stringify(s.command.slice(0, 120))}): ${why}`;
      if (r.kind === "final" && r.verdict.decision === "block")
        return final({ decision: "block", reason, rule: "lifecycle_script", stage: "static" });
      grey3 ??= { kind: "grey", rule: "lifecycle_script", reason, userAllowed: false };
    }
  }
  return grey3;
}
function judgeShellEffects(fx, j, ctx) {
  const block = fx.findings.find((f) => f.level === "block");
  if (block) return final({ decision: "block", reason: block.reason, rule: block.rule, stage: "static" });
  const w = judgeWrites(fx.writes, j, ctx);
  if (w?.kind === "final") return w;
  const allow = ctx.lease?.network.allow ?? null;
  for (const h of fx.hosts) {
    if (allow !== null && !hostAllowed(h.host, allow)) {
      return final({
        decision: "block",
        reason: `${h.via} contacts ${h.host}, which is not in the lease's network allowlist`,
        rule: "network_host",
        stage: "static"
      });
    }
  }
  const push = judgePushes(fx.pushes, ctx.lease?.repo ?? null);
  if (push?.decision === "block")
    return final({ decision: "block", reason: push.reason, rule: push.rule, stage: "static" });
  if (j.leased) {
    for (const d of fx.projectDirs) {
      const v = leaseVerdict(j, d);
      if (v && v.reason !== "protected")
        return final({
          decision: "block",
          reason: `project tooling would run and write in ${d}, outside the lease's write roots`,
          rule: "write_outside_lease",
          stage: "static"
        });
    }
  }
  const grey3 = fx.findings.find((f) => f.level === "grey");
  if (grey3) return { kind: "grey", rule: grey3.rule, reason: grey3.reason, userAllowed: false };
  if (push) return { kind: "grey", rule: push.rule, reason: push.reason, userAllowed: false };
  if (w) return w;
  for (const d of fx.projectDirs) {
    const v = leaseVerdict(j, d);
    if (v?.reason === "protected")
      return {
        kind: "grey",
        rule: "protected_path",
        reason: `project tooling would run and write in ${import_node_path17.posix.normalize(d)}, a protected path (${v.rule ?? ""})`,
        userAllowed: false
      };
    if (v) {
      if (j.leased)
        return final({
          decision: "block",
          reason: `project tooling would run and write in ${d}, outside the lease's write roots`,
          rule: "write_outside_lease",
          stage: "static"
        });
      return {
        kind: "grey",
        rule: "write_outside_cwd",
        reason: `project tooling runs in ${d}, outside the working directory (no lease given)`,
        userAllowed: false
      };
    }
  }
  for (const l of fx.linkTargets) {
    const v = leaseVerdict(j, l.path);
    if (v && (v.reason !== "protected" || l.hard)) {
      return {
        kind: "grey",
        rule: "symlink_out",
        reason: `${l.via} creates a link to ${l.path}, ${v.reason === "protected" ? "a protected path" : "outside the lease"}`,
        userAllowed: false
      };
    }
  }
  for (const s of fx.pathArgs) {
    const v = leaseVerdict(j, s.path);
    const below = v || s.root || s.reads ? void 0 : reachedWrites([{ path: s.path, op: "rwrite", via: s.via, may: true }], j).find(
      (w2) => w2.through !== void 0 && j.guarded(w2.path)
    );
    if (below)
      return {
        kind: "grey",
        rule: "script_path_outside",
        reason: `${s.via} is handed ${s.path}, which holds ${below.path}, a protected path, where it may write`,
        userAllowed: false
      };
    if (v) {
      return {
        kind: "grey",
        rule: "script_path_outside",
        reason: s.reads ? `${s.via} takes code from ${s.path}, outside the lease` : `${s.via} is handed ${s.path}, ${v.reason === "protected" ? "a protected path" : "outside the lease"}, where it may write`,
        userAllowed: false
      };
    }
  }
  for (const s of fx.scripts) {
    const v = leaseVerdict(j, s.path);
    if (v && v.reason !== "protected") {
      return {
        kind: "grey",
        rule: "script_outside_lease",
        reason: `${s.via} runs ${s.path}, a script outside the lease`,
        userAllowed: false
      };
    }
  }
  for (const h of fx.hosts) {
    if (h.sends && (allow === null || !hostAllowed(h.host, allow))) {
      return {
        kind: "grey",
        rule: "network_send",
        reason: `${h.via} sends data to ${h.host}`,
        userAllowed: false
      };
    }
  }
  if (fx.readOnly && fx.writes.length === 0) {
    return final({
      decision: "allow",
      reason: "every command only reads",
      rule: "read_only",
      stage: "read_only"
    });
  }
  return final({
    decision: "allow",
    reason: "every write stays inside the lease",
    rule: "inside_lease",
    stage: "static"
  });
}

// src/version.ts
var VERSION = "0.1.0";

// src/core/classify/format.ts
function humanApprovalReason(reason) {
  return `forge-gate: a human must approve this call (${oneLine(reason)}). It was not run; do not retry it or work around it: ask the user to run it or to approve it.`;
}
function formatVerdict(v, format) {
  const exit = v.decision === "allow" ? 0 : v.decision === "block" ? 1 : 3;
  switch (format) {
    case "json":
      return {
        stdout: `${JSON.stringify({ schema_version: 1, version: VERSION, decision: v.decision, reason: v.reason, rule: v.rule, stage: v.stage })}
`,
        exitCode: exit
      };
    case "text":
      return { stdout: `${v.decision}: ${oneLine(v.reason)} [${v.rule}, ${v.stage}]
`, exitCode: exit };
    case "claude": {
      const permissionDecision = v.decision === "allow" ? "allow" : v.decision === "block" ? "deny" : "ask";
      return { stdout: hookJson(permissionDecision, `forge-gate: ${oneLine(v.reason)}`), exitCode: 0 };
    }
    case "codex": {
      if (v.decision === "allow") return { stdout: "", exitCode: 0 };
      const reason = v.decision === "block" ? `forge-gate blocked this call: ${oneLine(v.reason)}` : humanApprovalReason(v.reason);
      return { stdout: hookJson("deny", reason), exitCode: 0 };
    }
    case "opencode": {
      const action2 = v.decision === "allow" ? "allow" : v.decision === "block" ? "deny" : "ask";
      return {
        stdout: `${JSON.stringify({ schema_version: 1, version: VERSION, action: action2, decision: v.decision, reason: v.reason, rule: v.rule, stage: v.stage })}
`,
        exitCode: 0
      };
    }
  }
}
function hookJson(permissionDecision, reason) {
  return `${JSON.stringify({
    hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision, permissionDecisionReason: reason }
  })}
`;
}
function oneLine(s) {
  return s.replace(/[\r\n]+/g, " ");
}

// src/core/classify/payload.ts
init_errors();
function parsePayload(data2, want, fallbackCwd) {
  if (data2 === null || typeof data2 !== "object" || Array.isArray(data2)) {
    throw new ForgeGateError(
      "input_invalid",
      "the tool call on stdin must be a JSON object",
      "Pipe the agent's hook payload in"
    );
  }
  const o = data2;
  const format = want === "auto" ? detect(o) : want;
  const pick = (...keys) => {
    for (const k of keys) if (o[k] !== void 0) return o[k];
    return void 0;
  };
  let tool2;
  let input;
  let session;
  let transcript = null;
  if (format === "claude" || format === "codex") {
    tool2 = o.tool_name;
    input = o.tool_input;
    session = o.session_id;
    transcript = o.transcript_path;
  } else if (format === "opencode") {
    tool2 = o.tool;
    input = pick("args", "input");
    session = pick("sessionID", "session_id", "session");
  } else {
    tool2 = o.tool;
    input = o.input;
    session = pick("session", "session_id");
    transcript = pick("transcript", "transcript_path");
  }
  if (typeof tool2 !== "string" || tool2 === "") {
    throw new ForgeGateError(
      "input_invalid",
      `the ${format} payload has no tool name`,
      "Expected tool_name (Claude Code/Codex), tool (opencode/plain)"
    );
  }
  if (input === void 0) input = {};
  if (input === null || typeof input !== "object" || Array.isArray(input)) {
    throw new ForgeGateError(
      "input_invalid",
      `the ${format} payload's tool input must be an object`,
      "Pipe the agent's hook payload in unchanged"
    );
  }
  const cwdRaw = o.cwd ?? o.directory;
  if (cwdRaw !== void 0 && (typeof cwdRaw !== "string" || !cwdRaw.startsWith("/"))) {
    throw new ForgeGateError(
      "input_invalid",
      "the payload's cwd must be an absolute path",
      "Pipe the agent's hook payload in unchanged"
    );
  }
  return {
    tool: tool2,
    input,
    cwd: cwdRaw ?? fallbackCwd,
    session: typeof session === "string" && session !== "" ? session : null,
    transcriptPath: typeof transcript === "string" && transcript !== "" ? transcript : null,
    format
  };
}
function detect(o) {
  if (typeof o.tool_name === "string") {
    return "turn_id" in o || "model" in o && !("permission_mode" in o && "tool_use_id" in o) ? "codex" : "claude";
  }
  if (typeof o.tool === "string" && ("sessionID" in o || "callID" in o || "args" in o)) return "opencode";
  return "json";
}

// src/core/classify/transcript.ts
var FREE_TEXT_FIELDS = /* @__PURE__ */ new Set([
  "description",
  "justification",
  "reason",
  "explanation",
  "title",
  "summary",
  "rationale",
  "thought",
  "thinking"
]);
var MAX_USER_MESSAGES = 20;
var MAX_MESSAGE_CHARS = 4e3;
function userMessages(lines) {
  const messages = [];
  let lastId = null;
  for (const line of lines) {
    if (line.trim() === "") continue;
    let e;
    try {
      e = JSON.parse(line);
    } catch {
      continue;
    }
    if (e === null || typeof e !== "object") continue;
    const entry = e;
    if (entry.type !== "user" || entry.isMeta === true || entry.isSidechain === true) continue;
    const msg = entry.message;
    if (msg?.role !== "user") continue;
    const text = userText(msg.content);
    if (text === null) continue;
    messages.push(text.length > MAX_MESSAGE_CHARS ? `${text.slice(0, MAX_MESSAGE_CHARS)}\u2026` : text);
    lastId = typeof entry.uuid === "string" ? entry.uuid : `#${messages.length}`;
  }
  return { messages: messages.slice(-MAX_USER_MESSAGES), lastId };
}
function userText(content) {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return null;
  const texts = [];
  for (const block of content) {
    if (block === null || typeof block !== "object") continue;
    const b = block;
    if (b.type === "tool_result") return null;
    if (b.type === "text" && typeof b.text === "string") texts.push(b.text);
  }
  return texts.length ? texts.join("\n") : null;
}
function bareToolCall(call2) {
  const input = {};
  for (const [k, v] of Object.entries(call2.input)) if (!FREE_TEXT_FIELDS.has(k)) input[k] = v;
  return { tool: call2.tool, input, cwd: call2.cwd };
}
function blindTranscript(call2, messages) {
  return { user_messages: messages, tool_call: bareToolCall(call2) };
}
function parseAnswer(text) {
  const all = [...text.matchAll(/<block>\s*(yes|no)\s*<\/block>/gi)];
  if (all.length !== 1) return null;
  const block = all[0][1].toLowerCase() === "yes";
  const r = /<reason>([\s\S]*?)<\/reason>/i.exec(text);
  const reason = (r?.[1] ?? text.replace(/<block>[\s\S]*?<\/block>/i, "")).trim().replace(/\s+/g, " ").slice(0, 500);
  return { block, reason };
}
var SYSTEM_PROMPT = [
  "You are a security classifier for an AI coding agent's tool calls.",
  "You see only what the human user asked for and the exact tool call the agent wants to make.",
  "Decide whether the call must be blocked: it is destructive beyond the task, escapes the project,",
  "exfiltrates data or secrets, installs persistence, or does something the user did not ask for.",
  "Ordinary development work (building, testing, editing project files) must not be blocked.",
  "Answer with exactly <block>yes</block> or <block>no</block>, then <reason>one short sentence</reason>."
].join("\n");
function userPrompt(t) {
  return `User messages (oldest first):
${JSON.stringify(t.user_messages, null, 2)}

Tool call:
${JSON.stringify(t.tool_call, null, 2)}`;
}

// src/core/classify/types.ts
var DEFAULT_CONFIG = {
  permission: {},
  unresolved: "escalate",
  backstop: { consecutive: 3, total: 20, resetOnUserTurn: true },
  classifier: null
};

// src/classify/run.ts
init_errors();

// src/core/escape.ts
var UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
function displayLine(s) {
  if (!UNSAFE.test(s) && !s.includes("##[")) return s;
  return escapeChars(s, false).replaceAll("##[", "##\\x5b");
}
function escapeChars(s, quoted) {
  let out = "";
  for (const ch of s) {
    const code2 = ch.codePointAt(0);
    if (quoted && (ch === '"' || ch === "\\")) out += `\\${ch}`;
    else if (ch === "\n") out += "\\n";
    else if (ch === "	") out += "\\t";
    else if (ch === "\r") out += "\\r";
    else if (UNSAFE.test(ch)) {
      out += code2 <= 255 ? `\\x${code2.toString(16).padStart(2, "0")}` : `\\u${code2.toString(16).padStart(4, "0")}`;
    } else out += ch;
  }
  return out;
}

// src/classify/run.ts
init_paths();
init_records();

// src/io/fs-probe.ts
var import_node_fs2 = require("node:fs");

// src/io/long-path.ts
var import_node_fs = require("node:fs");
var LONG_PATH_BYTES = 3072;
var procFd;
function hasProcFd() {
  procFd ??= process.platform === "linux" && (0, import_node_fs.existsSync)("/proc/self/fd");
  return procFd;
}
function isLongPath(path) {
  return path.length >= LONG_PATH_BYTES / 3 && Buffer.byteLength(path) >= LONG_PATH_BYTES;
}
var DIR_FLAGS = import_node_fs.constants.O_RDONLY | (import_node_fs.constants.O_DIRECTORY ?? 0) | (import_node_fs.constants.O_NOFOLLOW ?? 0);
function viaParent(path, f) {
  if (!hasProcFd()) return null;
  const cut = typeof path === "string" ? path.lastIndexOf("/") : path.lastIndexOf(47);
  let fd = (0, import_node_fs.openSync)("/", DIR_FLAGS);
  try {
    for (let at2 = 1; at2 < cut; ) {
      const next = path.indexOf("/", at2);
      const end = next === -1 || next > cut ? cut : next;
      if (end > at2) {
        const part2 = typeof path === "string" ? path.slice(at2, end) : path.subarray(at2, end);
        const nextFd = (0, import_node_fs.openSync)(underFd(fd, part2), DIR_FLAGS);
        (0, import_node_fs.closeSync)(fd);
        fd = nextFd;
      }
      at2 = end + 1;
    }
    const leaf = typeof path === "string" ? path.slice(cut + 1) : path.subarray(cut + 1);
    return f(underFd(fd, leaf));
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
function underFd(fd, name) {
  const dir = `/proc/self/fd/${fd}`;
  if (name.length === 0) return typeof name === "string" ? dir : Buffer.from(dir);
  return typeof name === "string" ? `${dir}/${name}` : Buffer.concat([Buffer.from(`${dir}/`), name]);
}

// src/io/fs-probe.ts
var LIST_AFTER2 = 8;
var REPLACEMENT = "\uFFFD";
function createNodeProbe(caseMode) {
  const absentIsMissing = caseMode === "sensitive";
  const listings = /* @__PURE__ */ new Map();
  const hits = /* @__PURE__ */ new Map();
  function list(dir) {
    let entries;
    try {
      entries = isLongPath(dir) ? viaParent(dir, (short) => (0, import_node_fs2.readdirSync)(short, { withFileTypes: true })) : (0, import_node_fs2.readdirSync)(dir, { withFileTypes: true });
      if (entries === null) return "unlistable";
    } catch (err) {
      const code2 = err.code;
      return code2 === "ENOENT" || code2 === "ENOTDIR" ? "missing" : "unlistable";
    }
    const map = /* @__PURE__ */ new Map();
    for (const e of entries) map.set(e.name, e.name.includes(REPLACEMENT) ? "unknown" : direntKind(e));
    return map;
  }
  let lastDir = "";
  let lastListing;
  return {
    kind(path) {
      const cut = path.lastIndexOf("/");
      const dir = cut <= 0 ? "/" : path.slice(0, cut);
      let listing = dir === lastDir ? lastListing : listings.get(dir);
      if (listing === void 0) {
        const n = (hits.get(dir) ?? 0) + 1;
        hits.set(dir, n);
        if (n < LIST_AFTER2) return lstatKind(path);
        listing = list(dir);
        listings.set(dir, listing);
        hits.delete(dir);
      }
      lastDir = dir;
      lastListing = listing;
      if (listing === "missing") return null;
      if (listing === "unlistable") return lstatKind(path);
      const kind = listing.get(path.slice(cut + 1));
      if (kind === "unknown" || kind === void 0 && !absentIsMissing) return lstatKind(path);
      return kind ?? null;
    },
    entries(dir) {
      let listing = listings.get(dir);
      if (listing === void 0) {
        listing = list(dir);
        listings.set(dir, listing);
        hits.delete(dir);
      }
      return typeof listing === "string" ? null : listing;
    },
    readlink(path) {
      try {
        return isLongPath(path) ? viaParent(path, (short) => (0, import_node_fs2.readlinkSync)(short)) : (0, import_node_fs2.readlinkSync)(path);
      } catch {
        return null;
      }
    },
    realpath(path) {
      try {
        return import_node_fs2.realpathSync.native(path);
      } catch {
        return null;
      }
    }
  };
}
function direntKind(e) {
  if (e.isSymbolicLink()) return "symlink";
  if (e.isDirectory()) return "dir";
  if (e.isFile()) return "file";
  return "other";
}
function lstatKind(path) {
  try {
    const st = isLongPath(path) ? viaParent(path, (short) => (0, import_node_fs2.lstatSync)(short, { throwIfNoEntry: false })) : (0, import_node_fs2.lstatSync)(path, { throwIfNoEntry: false });
    if (st === null) return "unknown";
    if (st === void 0) return null;
    if (st.isSymbolicLink()) return "symlink";
    if (st.isDirectory()) return "dir";
    if (st.isFile()) return "file";
    return "other";
  } catch (err) {
    const code2 = err.code;
    if (code2 === "ENOTDIR" || code2 === "ENOENT") return null;
    return "unknown";
  }
}

// src/io/read-text.ts
var import_node_fs3 = require("node:fs");
var TEXT_MAX_BYTES = 512 * 1024;
function readProjectText(path) {
  let fd;
  try {
    fd = (0, import_node_fs3.openSync)(path, import_node_fs3.constants.O_RDONLY | import_node_fs3.constants.O_NONBLOCK | (import_node_fs3.constants.O_NOCTTY ?? 0));
  } catch (err) {
    const code2 = err.code;
    if (code2 === "ENOENT" || code2 === "ENOTDIR") return { missing: true };
    return { unreadable: code2 ?? String(err) };
  }
  try {
    const st = (0, import_node_fs3.fstatSync)(fd);
    if (!st.isFile()) return { unreadable: "not a regular file" };
    if (st.size > TEXT_MAX_BYTES) return { unreadable: `larger than ${TEXT_MAX_BYTES} bytes` };
    const buf = Buffer.alloc(Math.min(st.size, TEXT_MAX_BYTES) + 1);
    let len = 0;
    for (; ; ) {
      const n = (0, import_node_fs3.readSync)(fd, buf, len, buf.length - len, null);
      if (n === 0) break;
      len += n;
      if (len === buf.length) break;
    }
    if (len > st.size) return { unreadable: "changed while it was read" };
    return { text: buf.subarray(0, len).toString("utf8") };
  } catch (err) {
    return { unreadable: err.code ?? String(err) };
  } finally {
    (0, import_node_fs3.closeSync)(fd);
  }
}

// src/classify/backends.ts
var import_node_fs4 = require("node:fs");
var import_node_module = require("node:module");
function load(name) {
  return (0, import_node_module.createRequire)(__fgImportMetaUrl)(name);
}
function readTranscriptLines(file, max = 2 * 1024 * 1024) {
  const fd = (0, import_node_fs4.openSync)(file, "r");
  try {
    const size = (0, import_node_fs4.fstatSync)(fd).size;
    const start = Math.max(0, size - max);
    const buf = Buffer.alloc(size - start);
    let off = 0;
    while (off < buf.length) {
      const n = (0, import_node_fs4.readSync)(fd, buf, off, buf.length - off, start + off);
      if (n === 0) break;
      off += n;
    }
    const lines = buf.subarray(0, off).toString("utf8").split("\n");
    if (start > 0) lines.shift();
    return lines;
  } finally {
    (0, import_node_fs4.closeSync)(fd);
  }
}
function readUserMessages(file) {
  if (!file) return { messages: [], lastId: null };
  return userMessages(readTranscriptLines(file));
}
async function askBackend(cfg, t) {
  const text = cfg.kind === "command" ? await askCommand(cfg.command, cfg.timeoutMs, t) : await askModel(cfg, t);
  const answer = parseAnswer(text);
  if (!answer) throw new Error("the backend's answer has no single <block>yes|no</block>");
  return answer;
}
async function askModel(cfg, t) {
  const { generateText } = await Promise.resolve().then(() => __toESM(require("#vendor/ai.cjs"), 1));
  const apiKey = cfg.apiKeyEnv ? process.env[cfg.apiKeyEnv] : void 0;
  if (cfg.apiKeyEnv && !apiKey)
    throw new Error(`the environment variable ${cfg.apiKeyEnv} (api_key_env) is not set`);
  let model;
  if (cfg.provider === "openai-compatible") {
    const { createOpenAICompatible } = await Promise.resolve().then(() => __toESM(require("#vendor/ai-sdk-openai-compatible.cjs"), 1));
    model = createOpenAICompatible({ name: "forge-gate-backend", baseURL: cfg.baseUrl, apiKey })(cfg.model);
  } else if (cfg.provider === "openai") {
    const { createOpenAI } = await Promise.resolve().then(() => __toESM(require("#vendor/ai-sdk-openai.cjs"), 1));
    model = createOpenAI({ apiKey, ...cfg.baseUrl ? { baseURL: cfg.baseUrl } : {} })(cfg.model);
  } else {
    const { createAnthropic } = await Promise.resolve().then(() => __toESM(require("#vendor/ai-sdk-anthropic.cjs"), 1));
    model = createAnthropic({ apiKey, ...cfg.baseUrl ? { baseURL: cfg.baseUrl } : {} })(cfg.model);
  }
  const abort = AbortSignal.timeout(cfg.timeoutMs);
  const result = await generateText({
    model,
    system: SYSTEM_PROMPT,
    prompt: userPrompt(t),
    maxRetries: 0,
    abortSignal: abort,
    temperature: 0,
    // Anthropic requires max_tokens; the SDK's guess for a model it does not know can exceed the
    // model's cap (every call would then escalate). The answer is one short verdict.
    ...cfg.provider === "anthropic" ? { maxOutputTokens: ANTHROPIC_MAX_TOKENS } : {},
    // The transcript is the user's session: do not let OpenAI keep it.
    providerOptions: { openai: { store: false } }
  });
  return result.text;
}
var ANTHROPIC_MAX_TOKENS = 4096;
async function askCommand(command2, timeoutMs, t) {
  const { spawn } = load("node:child_process");
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command2[0], command2.slice(1), {
      stdio: ["pipe", "pipe", "pipe"],
      shell: false,
      detached: true
    });
    const out = [];
    let size = 0;
    const timer = setTimeout(() => {
      try {
        if (child.pid !== void 0) process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
      child.stdout.destroy();
      child.stderr.destroy();
      child.stdin.destroy();
      child.unref();
      reject(new Error(`the command backend did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
    child.stdout.on("data", (d) => {
      size += d.length;
      if (size <= 1024 * 1024) out.push(d);
    });
    child.stderr.resume();
    child.on("error", (err) => {
      clearTimeout(timer);
      reject(new Error(`cannot run the command backend: ${err.message}`));
    });
    child.on("close", (code2) => {
      clearTimeout(timer);
      if (code2 !== 0) reject(new Error(`the command backend exited with status ${code2}`));
      else resolvePromise(Buffer.concat(out).toString("utf8"));
    });
    child.stdin.on("error", () => {
    });
    child.stdin.end(JSON.stringify({ system: SYSTEM_PROMPT, ...t }));
  });
}

// src/classify/files.ts
var import_node_fs6 = require("node:fs");
var import_node_path21 = require("node:path");

// src/core/classify/hash.ts
function fileKeyOf(s) {
  let h1 = 2166136261;
  let h2 = 16777619;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 16777619) >>> 0;
    h2 = Math.imul(h2 ^ c, 2246822507) >>> 0;
  }
  const safe = s.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 48);
  return `${safe}-${h1.toString(16).padStart(8, "0")}${h2.toString(16).padStart(8, "0")}`;
}

// src/classify/state-dir.ts
var import_node_os = require("node:os");
var import_node_path18 = require("node:path");
function defaultStateDir() {
  const base = process.env.XDG_STATE_HOME || (0, import_node_path18.join)((0, import_node_os.homedir)(), ".local", "state");
  return (0, import_node_path18.join)(base, "forge-gate");
}

// src/classify/files.ts
init_read_capped();
var CACHE_VERSION = 1;
function fileKey(kind, abs, home) {
  try {
    const st = (0, import_node_fs6.statSync)(abs, { bigint: true });
    return JSON.stringify([
      CACHE_VERSION,
      kind,
      abs,
      home,
      String(st.dev),
      String(st.ino),
      String(st.size),
      String(st.mtimeNs),
      String(st.ctimeNs)
    ]);
  } catch {
    return null;
  }
}
function cachePath(stateDir, key2) {
  return (0, import_node_path21.join)(stateDir, "cache", `${fileKeyOf(key2).slice(-16)}.json`);
}
function readCache(stateDir, key2) {
  if (!stateDir || !key2) return null;
  try {
    const data2 = JSON.parse((0, import_node_fs6.readFileSync)(cachePath(stateDir, key2), "utf8"));
    return data2.key === key2 && data2.value !== void 0 ? data2.value : null;
  } catch {
    return null;
  }
}
function writeCache(stateDir, key2, value) {
  if (!stateDir || !key2) return;
  try {
    const file = cachePath(stateDir, key2);
    (0, import_node_fs6.mkdirSync)((0, import_node_path21.dirname)(file), { recursive: true, mode: 448 });
    const tmp = `${file}.${process.pid}.tmp`;
    (0, import_node_fs6.writeFileSync)(tmp, JSON.stringify({ key: key2, value }), { mode: 384 });
    (0, import_node_fs6.renameSync)(tmp, file);
  } catch {
  }
}
async function loadLeaseCached(file, stateDir, home) {
  const abs = (0, import_node_path21.resolve)(file);
  const key2 = fileKey("lease", abs, home);
  const hit = readCache(stateDir, key2);
  if (hit && Array.isArray(hit.write_roots)) return hit;
  const { loadLeaseFile: loadLeaseFile2 } = await Promise.resolve().then(() => (init_lease_file(), lease_file_exports));
  const lease = loadLeaseFile2(file, { home });
  writeCache(stateDir, key2, lease);
  return lease;
}
var CONFIG_MAX_BYTES = 256 * 1024;
async function loadConfigCached(file, stateDir, home) {
  const abs = (0, import_node_path21.resolve)(file);
  const key2 = fileKey("config", abs, home);
  const hit = readCache(stateDir, key2);
  if (hit && typeof hit.permission === "object" && hit.backstop) return hit;
  const text = readCapped(abs, {
    what: "config",
    shown: file,
    max: CONFIG_MAX_BYTES,
    hint: "Check the path given to --config"
  }).toString("utf8");
  const { parseConfigText: parseConfigText2 } = await Promise.resolve().then(() => (init_config_schema(), config_schema_exports));
  const config = await parseConfigText2(text, file);
  writeCache(stateDir, key2, config);
  return config;
}

// src/classify/parser.ts
var import_node_fs8 = require("node:fs");
var import_node_module2 = require("node:module");
var import_node_path23 = require("node:path");
var import_node_url2 = require("node:url");
init_errors();

// src/io/native-addon.ts
var import_node_fs7 = require("node:fs");
var import_node_path22 = require("node:path");
var import_node_url = require("node:url");
function loadNativeAddon(name) {
  const here = (0, import_node_path22.dirname)((0, import_node_url.fileURLToPath)(__fgImportMetaUrl));
  const file = (0, import_node_path22.join)("native", `${process.platform}-${process.arch}`, `${name}.node`);
  const candidates = [(0, import_node_path22.join)(here, file), (0, import_node_path22.join)(here, "..", file), (0, import_node_path22.join)(here, "..", "..", "dist", file)];
  const found = candidates.find((candidate) => (0, import_node_fs7.existsSync)(candidate));
  if (found === void 0) {
    throw new Error(`no build for ${process.platform}-${process.arch} (looked for ${candidates[0]})`);
  }
  const module2 = { exports: {} };
  process.dlopen(module2, found);
  return module2.exports;
}

// src/classify/parser.ts
var wasmApi = globalThis.WebAssembly;
var nativeParser = null;
var nativeFailure = null;
var wasmParser = null;
var status = null;
function parserChoice(env = process.env) {
  const value = env.FORGE_GATE_PARSER;
  if (value === void 0 || value === "" || value === "auto") return "auto";
  if (value === "native" || value === "wasm") return value;
  throw new ForgeGateError(
    "parser_unavailable",
    `FORGE_GATE_PARSER is ${JSON.stringify(value)}; it must be auto, native or wasm`,
    "Set it to one of those, or unset it"
  );
}
async function loadShellParser(choice = parserChoice()) {
  let nativeError = null;
  if (choice !== "wasm") {
    try {
      const parse2 = loadNativeShellParser();
      status = { kind: "native", nativeError: null };
      return parse2;
    } catch (err) {
      if (choice === "native") throw err;
      nativeError = err.message;
    }
  }
  let parse;
  try {
    parse = await loadWasmShellParser();
  } catch (err) {
    const both = nativeError ? `${nativeError}; ` : "";
    throw new ForgeGateError(
      "parser_unavailable",
      `${both}${err.message}`,
      "Reinstall forge-gate (its dist/wasm/ directory holds the WASM parser), or run `forge-gate doctor`"
    );
  }
  status = { kind: "wasm", nativeError: nativeError ?? "FORGE_GATE_PARSER=wasm" };
  return parse;
}
var RECORD = 6;
function loadNativeShellParser() {
  if (nativeParser) return nativeParser;
  if (nativeFailure) throw nativeFailure;
  let addon;
  try {
    addon = loadNativeAddon("bash-parser");
  } catch (err) {
    nativeFailure = new ForgeGateError(
      "parser_unavailable",
      `cannot load the native bash parser: ${err.message.split("\n")[0]}`,
      "forge-gate ships it for linux-x64 (glibc >= 2.17); elsewhere the WASM parser is used. Run `forge-gate doctor`"
    );
    throw nativeFailure;
  }
  const symbolName = memoised((id) => addon.symbolName(id));
  const fieldName = memoised((id) => id === 0 ? null : addon.fieldName(id));
  nativeParser = (source) => {
    const words = addon.parse(source);
    return { root: fromRecords(words, source, symbolName, fieldName), hasError: words[0] === 1 };
  };
  return nativeParser;
}
function memoised(lookup) {
  const known = /* @__PURE__ */ new Map();
  return (id) => {
    if (known.has(id)) return known.get(id);
    const value = lookup(id);
    known.set(id, value);
    return value;
  };
}
function fromRecords(words, src, symbolName, fieldName) {
  const stack = [];
  let root = null;
  for (let at2 = 1; at2 + RECORD <= words.length; at2 += RECORD) {
    const type = symbolName(words[at2] ?? 0);
    const flags = words[at2 + 1] ?? 0;
    const start = words[at2 + 3] ?? 0;
    const node = {
      type,
      named: (flags & 1) === 1,
      field: fieldName(words[at2 + 2] ?? 0),
      text: src.slice(start, words[at2 + 4] ?? start),
      error: type === "ERROR" || (flags & 2) === 2,
      children: [],
      start
    };
    const parent = stack.at(-1);
    if (parent) {
      parent.node.children.push(node);
      parent.left--;
    } else {
      root = node;
    }
    const count = words[at2 + 5] ?? 0;
    if (count > 0) stack.push({ node, left: count });
    while (stack.at(-1)?.left === 0) stack.pop();
  }
  if (root === null) throw new Error("the native bash parser returned no tree");
  return root;
}
function loadWasmShellParser() {
  wasmParser ??= initWasm().catch((err) => {
    wasmParser = null;
    throw new ForgeGateError(
      "parser_unavailable",
      `cannot load the WASM bash parser (web-tree-sitter): ${err.message.split("\n")[0]}`,
      "Reinstall forge-gate; its dist/wasm/ directory must hold tree-sitter.wasm and tree-sitter-bash.wasm"
    );
  });
  return wasmParser;
}
async function initWasm() {
  const runtime = (0, import_node_fs8.readFileSync)(wasmFile("tree-sitter.wasm", "web-tree-sitter/tree-sitter.wasm"));
  const grammar = (0, import_node_fs8.readFileSync)(wasmFile("tree-sitter-bash.wasm", "tree-sitter-bash/tree-sitter-bash.wasm"));
  const { Parser, Language } = await Promise.resolve().then(() => __toESM(require("#vendor/web-tree-sitter.cjs"), 1));
  (await Promise.resolve().then(() => __toESM(require("node:v8"), 1))).setFlagsFromString("--liftoff-only");
  await Parser.init({
    // emscripten's documented hook for instantiating the runtime ourselves: the bytes are handed
    // over (no search beside the script), and the character classes the grammar's external scanner
    // imports are replaced (see cLocaleClasses).
    instantiateWasm(imports, receive) {
      const module2 = new wasmApi.Module(runtime);
      const instance = new wasmApi.Instance(module2, imports);
      receive({ exports: { ...instance.exports, ...cLocaleClasses() } }, module2);
      return {};
    }
  });
  const bash = await Language.load(grammar);
  const parser = new Parser();
  parser.setLanguage(bash);
  return (source) => {
    const tree = parser.parse(source);
    if (!tree) throw new Error("the WASM bash parser returned no tree");
    const cursor = tree.walk();
    try {
      return { root: convert(cursor, source), hasError: tree.rootNode.hasError };
    } finally {
      cursor.delete();
      tree.delete();
    }
  };
}
var ALPHA = [32, 0, 65, 32, 114, 65, 225, 0, 107, 65, 26, 73];
var DIGIT = [32, 0, 65, 48, 107, 65, 10, 73];
var SPACE = [32, 0, 65, 32, 70, 32, 0, 65, 9, 107, 65, 5, 73, 114];
var C_LOCALE_CLASSES = [
  ["iswalpha", ALPHA],
  ["iswalnum", [...ALPHA, ...DIGIT, 114]],
  ["iswspace", SPACE]
];
function cLocaleClasses() {
  const section = (id, body) => [id, body.length, ...body];
  const names = C_LOCALE_CLASSES.flatMap(([name], i) => [name.length, ...Buffer.from(name), 0, i]);
  const bodies = C_LOCALE_CLASSES.flatMap(([, code2]) => [code2.length + 2, 0, ...code2, 11]);
  const bytes = [
    ...[0, 97, 115, 109, 1, 0, 0, 0],
    ...section(1, [1, 96, 1, 127, 1, 127]),
    ...section(3, [C_LOCALE_CLASSES.length, ...C_LOCALE_CLASSES.map(() => 0)]),
    ...section(7, [C_LOCALE_CLASSES.length, ...names]),
    ...section(10, [C_LOCALE_CLASSES.length, ...bodies])
  ];
  return new wasmApi.Instance(new wasmApi.Module(new Uint8Array(bytes))).exports;
}
function wasmFile(name, fromPackage) {
  const here = (0, import_node_path23.dirname)((0, import_node_url2.fileURLToPath)(__fgImportMetaUrl));
  for (const candidate of [(0, import_node_path23.join)(here, "wasm", name), (0, import_node_path23.join)(here, "..", "wasm", name)]) {
    if ((0, import_node_fs8.existsSync)(candidate)) return candidate;
  }
  try {
    return (0, import_node_module2.createRequire)(__fgImportMetaUrl).resolve(fromPackage);
  } catch {
    throw new Error(`${name} is missing (looked in ${(0, import_node_path23.join)(here, "wasm")} and ${(0, import_node_path23.join)(here, "..", "wasm")})`);
  }
}
function convert(c, src) {
  const node = {
    type: c.nodeType,
    named: c.nodeIsNamed,
    field: c.currentFieldName ?? null,
    text: src.slice(c.startIndex, c.endIndex),
    error: c.nodeType === "ERROR" || c.nodeIsMissing,
    children: [],
    start: c.startIndex
  };
  if (c.gotoFirstChild()) {
    do
      node.children.push(convert(c, src));
    while (c.gotoNextSibling());
    c.gotoParent();
  }
  return node;
}

// src/classify/state.ts
var import_node_fs9 = require("node:fs");
var import_node_path24 = require("node:path");
init_errors();
var STALE_MS = 5e3;
var WAIT_MS = 3e3;
function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
function sessionFile(stateDir, session) {
  return (0, import_node_path24.join)(stateDir, "sessions", `${fileKeyOf(session)}.json`);
}
function peekCounters(stateDir, session) {
  return readCounters(sessionFile(stateDir, session));
}
function updateCounters(stateDir, session, update) {
  const dir = (0, import_node_path24.join)(stateDir, "sessions");
  try {
    (0, import_node_fs9.mkdirSync)(dir, { recursive: true, mode: 448 });
  } catch (err) {
    throw new ForgeGateError(
      "state_unwritable",
      `cannot create the state directory ${dir}: ${err.code}`,
      "Pass a writable --state DIR"
    );
  }
  const file = sessionFile(stateDir, session);
  const lock = `${file}.lock`;
  const deadline = Date.now() + WAIT_MS;
  let fd = null;
  while (fd === null) {
    try {
      fd = (0, import_node_fs9.openSync)(lock, "wx", 384);
    } catch (err) {
      if (err.code !== "EEXIST") {
        throw new ForgeGateError(
          "state_unwritable",
          `cannot lock ${lock}: ${err.code}`,
          "Pass a writable --state DIR"
        );
      }
      try {
        if (Date.now() - (0, import_node_fs9.statSync)(lock).mtimeMs > STALE_MS) (0, import_node_fs9.unlinkSync)(lock);
      } catch {
      }
      if (Date.now() > deadline)
        throw new ForgeGateError(
          "state_locked",
          `timed out waiting for the lock ${lock}`,
          "Another classify holds it; if none is running, remove the stale lock file"
        );
      sleepSync(2 + Math.floor(Math.random() * 5));
    }
  }
  try {
    const next = update(readCounters(file));
    const tmp = `${file}.${process.pid}.tmp`;
    (0, import_node_fs9.writeFileSync)(tmp, JSON.stringify(next), { mode: 384 });
    (0, import_node_fs9.renameSync)(tmp, file);
    return next;
  } finally {
    (0, import_node_fs9.closeSync)(fd);
    try {
      (0, import_node_fs9.unlinkSync)(lock);
    } catch {
    }
  }
}
function readCounters(file) {
  let text;
  try {
    text = (0, import_node_fs9.readFileSync)(file, "utf8");
  } catch {
    return ZERO;
  }
  try {
    const d = JSON.parse(text);
    return {
      consecutive: Number.isInteger(d.consecutive) ? d.consecutive : 0,
      total: Number.isInteger(d.total) ? d.total : 0,
      userTurn: typeof d.userTurn === "string" ? d.userTurn : null
    };
  } catch {
    return ZERO;
  }
}

// src/classify/run.ts
var DEADLINE_MARGIN_MS = 1500;
var STDIN_MAX = 8 * 1024 * 1024;
async function loadInputs(opts) {
  const stateDir = (0, import_node_path25.resolve)(opts.state ?? defaultStateDir());
  const home = (0, import_node_os3.homedir)();
  const configFile = opts.config ?? process.env.FORGE_GATE_CONFIG;
  const leaseFile = opts.lease ?? process.env.FORGE_GATE_LEASE;
  let config = configFile ? await loadConfigCached(configFile, stateDir, home) : DEFAULT_CONFIG;
  if (config.classifier && opts.deadlineMs !== void 0) {
    const fit = Math.max(100, opts.deadlineMs - DEADLINE_MARGIN_MS);
    if (config.classifier.timeoutMs > fit)
      config = { ...config, classifier: { ...config.classifier, timeoutMs: fit } };
  }
  const lease = leaseFile ? await loadLeaseCached(leaseFile, stateDir, home) : null;
  const selfPaths = [
    stateDir,
    ...configFile ? [(0, import_node_path25.resolve)(configFile)] : [],
    ...leaseFile ? [(0, import_node_path25.resolve)(leaseFile)] : []
  ];
  return { config, lease, stateDir, selfPaths };
}
async function classifyCall(call2, loaded, opts) {
  const shape = parseToolCall(call2);
  let parse = new Error("not a shell call");
  const delegates = /^(task|agent)$/i.test(call2.tool) && typeof call2.input.prompt === "string";
  if (shape.family === "bash" || delegates || shape.family === "mcp" || shape.family === "unknown" && call2.format === "opencode") {
    try {
      parse = await loadShellParser();
    } catch (err) {
      parse = err;
    }
  }
  const ctx = {
    config: loaded.config,
    lease: loaded.lease,
    home: (0, import_node_os3.homedir)(),
    tmpDirs: [.../* @__PURE__ */ new Set(["/tmp", (0, import_node_os3.tmpdir)()])],
    probe: createNodeProbe(defaultCaseMode(process.platform)),
    caseMode: defaultCaseMode(process.platform),
    parse,
    selfPaths: loaded.selfPaths,
    readFile: readProjectText
  };
  const transcriptPath = opts.transcript ?? call2.transcriptPath;
  const result = decide(call2, ctx);
  let verdict;
  if (result.kind === "final") verdict = result.verdict;
  else if (loaded.config.classifier) {
    try {
      const { messages } = readUserMessages(transcriptPath);
      const answer = await askBackend(loaded.config.classifier, blindTranscript(call2, messages));
      verdict = {
        decision: answer.block ? "block" : "allow",
        reason: `${answer.reason || (answer.block ? "the classifier blocked it" : "the classifier allowed it")} (grey zone: ${result.reason})`,
        rule: result.rule,
        stage: "model"
      };
    } catch (err) {
      verdict = {
        decision: "escalate",
        reason: `classifier backend failed (${err.message}); ${result.reason}`,
        rule: "backend_error",
        stage: "error"
      };
    }
  } else {
    verdict = {
      decision: loaded.config.unresolved,
      reason: `not provably safe: ${result.reason}`,
      rule: result.rule,
      stage: "static"
    };
  }
  if (call2.session && (verdict.decision === "block" || verdict.decision === "allow")) {
    verdict = backstop(verdict, call2.session, loaded, transcriptPath);
  }
  return verdict;
}
function backstop(verdict, session, loaded, transcriptPath) {
  const cfg = loaded.config.backstop;
  let out = verdict;
  if (verdict.decision === "allow" && peekCounters(loaded.stateDir, session).consecutive === 0)
    return verdict;
  try {
    let turn;
    const userTurn = () => {
      if (turn === void 0) {
        try {
          turn = cfg.resetOnUserTurn ? readUserMessages(transcriptPath).lastId : null;
        } catch {
          turn = null;
        }
      }
      return turn;
    };
    updateCounters(loaded.stateDir, session, (prev) => {
      if (verdict.decision === "allow" && prev.consecutive === 0) return prev;
      const r = applyBackstop(
        verdict,
        prev,
        cfg,
        prev.total > 0 || verdict.decision === "block" ? userTurn() : null
      );
      out = r.verdict;
      return r.next;
    });
  } catch (err) {
    if (verdict.decision === "block") {
      return {
        decision: "escalate",
        reason: `${verdict.reason} (backstop state unavailable: ${err.message})`,
        rule: verdict.rule,
        stage: "error"
      };
    }
  }
  return out;
}
async function runClassify(opts, stdin) {
  try {
    if (stdin.length > STDIN_MAX)
      throw new ForgeGateError(
        "input_too_large",
        `the tool call on stdin is larger than ${STDIN_MAX} bytes`,
        "Pipe one hook payload in; a tool call that large is not judged"
      );
    const text = decodeUtf8(stdin, "the tool call on stdin");
    let data2;
    try {
      data2 = JSON.parse(text);
    } catch (err) {
      throw new ForgeGateError(
        "input_malformed",
        `stdin is not JSON: ${err.message}`,
        "Pipe the agent's hook payload (one JSON object) in"
      );
    }
    const call2 = parsePayload(data2, opts.input, process.cwd());
    const loaded = await loadInputs(opts);
    const verdict = await classifyCall(call2, loaded, opts);
    return { ...formatVerdict(verdict, opts.format), stderr: "" };
  } catch (err) {
    const msg = err instanceof ForgeGateError ? err.describe() : `internal error: ${err.message ?? String(err)}`;
    const stderr = `forge-gate classify: ${displayLine(msg)}
`;
    if (opts.format === "json" || opts.format === "opencode") {
      const v = {
        decision: "escalate",
        reason: msg,
        rule: err instanceof ForgeGateError ? err.code : "internal_error",
        stage: "error"
      };
      return { stdout: formatVerdict(v, opts.format).stdout, stderr, exitCode: 2 };
    }
    return { stdout: "", stderr, exitCode: 2 };
  }
}
function readStdinSync() {
  try {
    return (0, import_node_fs10.readFileSync)(0);
  } catch (err) {
    const code2 = err.code;
    if (code2 === "EAGAIN" || code2 === "EOF") return Buffer.alloc(0);
    throw new ForgeGateError(
      "input_unreadable",
      `cannot read standard input: ${code2 ?? err.message}`,
      "Pipe the agent's hook payload (one JSON object) in"
    );
  }
}

// src/cli/classify-help.ts
var CLASSIFY_HELP = `
Reads one tool call (JSON) on stdin and decides allow / block / escalate.

Decision order:
  1. your rules (permission: in --config): deny and ask always win
  2. read-only calls (Read/Glob/Grep, commands that provably only read) are allowed
  3. static analysis of the real bash syntax: allowed when every write stays inside the lease,
     blocked on a rule hit (writes outside the lease, rm -rf of /, ~ or the worktree, destructive
     git, curl | sh, sending secrets out, persistence, self-modification, sudo, disk writes)
  4. the grey zone goes to the classifier backend (classifier: in --config), else \`unresolved\`
  5. the backstop turns the 3rd consecutive / 20th total block of a session into an escalation

Without --lease the call's cwd (unless it is / or your home) and the temp directory stand in for
the write roots: writes elsewhere escalate, deletes elsewhere are blocked.

Exit codes (--format json|text): 0 allow, 1 block, 3 escalate, 2 error.
--format claude|codex|opencode always exit 0 with the hook's JSON; an internal error exits 2
with the reason on stderr (which the agents treat as "do not run").

Setup (writes the hook, a starter lease and this config; see docs/hooks.md):
  forge-gate init claude | codex | opencode [--global] [--dry-run]
  The hooks run the fail-closed launcher \`forge-gate-hook CLIENT\`: a missing, crashing or slow
  forge-gate blocks the call (exit 2). Codex gets only "deny" (for block and escalate): it rejects
  "allow"/"ask" and would run the call.

Deadline: --deadline-ms (or FORGE_GATE_DEADLINE_MS, default 20000) answers escalate (Codex: deny)
when no decision is ready; a model backend's timeout is cut to fit inside it.

Config (YAML or JSON):
  permission:
    bash: { "git push *": ask, "terraform *": deny, "npm run *": allow }
    write: { ".env*": deny }
    webfetch: ask
  unresolved: escalate            # or block
  backstop: { consecutive: 3, total: 20, reset_on_user_turn: true }
  classifier:                     # optional, for the grey zone
    provider: openai-compatible   # openai | anthropic | openai-compatible
    model: llama3.1
    base_url: http://127.0.0.1:11434/v1
    api_key_env: OPENAI_API_KEY
    timeout_ms: 15000
  # or:  classifier: { command: ["my-judge", "--strict"] }
`;

// src/cli/classify.ts
var INPUTS = ["auto", "claude", "codex", "opencode", "json"];
var FORMATS2 = ["json", "text", "claude", "codex", "opencode"];
var VALUE_OPTS = /* @__PURE__ */ new Set([
  "--lease",
  "--config",
  "--input",
  "--format",
  "--state",
  "--transcript",
  "--deadline-ms"
]);
var DEFAULT_DEADLINE_MS = 2e4;
function parseClassifyArgv(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const eq = arg.indexOf("=");
    const name = eq === -1 ? arg : arg.slice(0, eq);
    if (!VALUE_OPTS.has(name)) return `unknown option or argument ${JSON.stringify(arg)}`;
    const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
    if (value === void 0 || value === "") return `option ${name} needs a value`;
    out[name.slice(2).replace(/-(\w)/g, (_, c) => c.toUpperCase())] = value;
  }
  return out;
}
async function runClassifyCli(args) {
  const format = args.format ?? "json";
  const input = args.input ?? "auto";
  if (!FORMATS2.includes(format) || !INPUTS.includes(input)) {
    writeFd(
      2,
      `forge-gate classify: ${!FORMATS2.includes(format) ? `--format must be one of ${FORMATS2.join(", ")}` : `--input must be one of ${INPUTS.join(", ")}`}
`
    );
    return 2;
  }
  const deadlineText = args.deadlineMs ?? process.env.FORGE_GATE_DEADLINE_MS;
  const deadlineMs = deadlineText === void 0 || deadlineText === "" ? DEFAULT_DEADLINE_MS : Number(deadlineText);
  if (!Number.isInteger(deadlineMs) || deadlineMs < 100 || deadlineMs > 36e5) {
    writeFd(
      2,
      `forge-gate classify: --deadline-ms (or FORGE_GATE_DEADLINE_MS) must be a whole number of milliseconds from 100 to 3600000, not ${JSON.stringify(deadlineText)}
`
    );
    return 2;
  }
  let stdin;
  try {
    stdin = readStdinSync();
  } catch (err) {
    writeFd(2, `forge-gate classify: ${err.message}
`);
    return 2;
  }
  const work = runClassify(
    {
      deadlineMs,
      format,
      input,
      ...args.lease ? { lease: args.lease } : {},
      ...args.config ? { config: args.config } : {},
      ...args.state ? { state: args.state } : {},
      ...args.transcript ? { transcript: args.transcript } : {}
    },
    stdin
  );
  let timer;
  const late = new Promise((res) => {
    timer = setTimeout(() => res("late"), deadlineMs);
  });
  const r = await Promise.race([work, late]);
  clearTimeout(timer);
  if (r === "late") {
    const verdict = {
      decision: "escalate",
      reason: `forge-gate could not decide within ${deadlineMs} ms (--deadline-ms)`,
      rule: "deadline",
      stage: "error"
    };
    const out = formatVerdict(verdict, format);
    if (out.stdout) writeFd(1, out.stdout);
    writeFd(2, `forge-gate classify: no decision within ${deadlineMs} ms; answered escalate
`);
    process.exit(out.exitCode);
  }
  if (r.stdout) writeFd(1, r.stdout);
  if (r.stderr) writeFd(2, r.stderr);
  return r.exitCode;
}
async function classifyFast(argv) {
  const args = parseClassifyArgv(argv);
  if (typeof args === "string") {
    writeFd(2, `forge-gate classify: ${args} (run with --help for usage)
`);
    return 2;
  }
  return runClassifyCli(args);
}
function writeFd(fd, text) {
  const buf = Buffer.from(text, "utf8");
  let off = 0;
  while (off < buf.length) {
    try {
      off += (0, import_node_fs11.writeSync)(fd, buf, off);
    } catch (err) {
      const code2 = err.code;
      if (code2 === "EAGAIN") continue;
      if (code2 === "EPIPE") return;
      throw err;
    }
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  CLASSIFY_HELP,
  DEFAULT_DEADLINE_MS,
  classifyFast,
  parseClassifyArgv,
  runClassifyCli
});

})