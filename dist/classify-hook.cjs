const __fgImportMetaUrl = require("node:url").pathToFileURL(__filename).href;
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
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

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
    exports2.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports2.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
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
    var isPathSeparator = (code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
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
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str2.charCodeAt(index + 1);
      const advance = () => {
        prev = code;
        return str2.charCodeAt(++index);
      };
      while (index < length) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
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
        if (code === CHAR_FORWARD_SLASH) {
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
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
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
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
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
      const state = {
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
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens.push(token);
        }
        state.tokens = tokens;
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
            state.maxDepth += tokens[idx].depth;
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
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    };
    module2.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports2, module2) {
    "use strict";
    var constants = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants;
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
    var hasRepeatedCharPrefixOverlap = (branches) => {
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
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
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
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
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
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
      const PLATFORM_CHARS = constants.globChars(opts.windows);
      const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);
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
      const state = {
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
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count++;
        }
        if (count % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type) => {
        state[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state[type]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
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
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        const literal3 = input.slice(token.startIndex, state.index + 1);
        const body = input.slice(token.startIndex + 2, state.index);
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
          state.output = token.output + open.output;
          state.backtrack = true;
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
            state.negatedExtglob = true;
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
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
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
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix6 = POSIX_REGEX_SOURCE[rest2];
                if (posix6) {
                  prev.value = pre + posix6;
                  state.backtrack = true;
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
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
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
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
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
          if (state.brackets === 0) {
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
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
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
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
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
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
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
          if (opts.nonegate !== true && state.index === 0) {
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
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
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
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
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
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
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
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
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
      } = constants.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
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
      const output = utils.removePrefix(input, state);
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
    var constants = require_constants();
    var isObject = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch5 = (glob, options, returnState = false) => {
      if (Array.isArray(glob)) {
        const fns = glob.map((input) => picomatch5(input, options, returnState));
        const arrayMatcher = (str2) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str2);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject(glob) && glob.tokens && glob.input;
      if (glob === "" || typeof glob !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix6 = opts.windows;
      const regex3 = isState ? picomatch5.compileRe(glob, options) : picomatch5.makeRe(glob, options, false, true);
      const state = regex3.state;
      delete regex3.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch5(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch5.test(input, regex3, options, { glob, posix: posix6 });
        const result = { glob, state, regex: regex3, posix: posix6, input, output, match, isMatch };
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
        matcher.state = state;
      }
      return matcher;
    };
    picomatch5.test = (input, regex3, options, { glob, posix: posix6 } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix6 ? utils.toPosixSlashes : null);
      let match = input === glob;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch5.matchBase(input, regex3, options, posix6);
        } else {
          match = regex3.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch5.matchBase = (input, glob, options, posix6 = options && options.windows) => {
      const regex3 = glob instanceof RegExp ? glob : picomatch5.makeRe(glob, options);
      return regex3.test(utils.basename(input, { windows: posix6 }));
    };
    picomatch5.isMatch = (str2, patterns, options) => picomatch5(patterns, options)(str2);
    picomatch5.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch5.parse(p, options));
      return parse(pattern, { ...options, fastpaths: false });
    };
    picomatch5.scan = (input, options) => scan(input, options);
    picomatch5.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex3 = picomatch5.toRegex(source, options);
      if (returnState === true) {
        regex3.state = state;
      }
      return regex3;
    };
    picomatch5.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
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
      return picomatch5.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch5.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch5.constants = constants;
    module2.exports = picomatch5;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports2, module2) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch5(glob, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob, options, returnState);
    }
    Object.assign(picomatch5, pico);
    module2.exports = picomatch5;
  }
});

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
function memoDown(dir, memo, top, derive) {
  const hit = memo.get(dir);
  if (hit !== void 0) return hit;
  const pending = [];
  let cur = dir;
  let state;
  while (cur !== "/" && cur !== "") {
    state = memo.get(cur);
    if (state !== void 0) break;
    pending.push(cur);
    const cut = cur.lastIndexOf("/");
    cur = cut <= 0 ? "/" : cur.slice(0, cut);
  }
  state ??= top();
  for (let i = pending.length - 1; i >= 0; i--) {
    const d = pending[i];
    state = derive(state, d);
    memo.set(d, state);
  }
  return state;
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
      step(at, name, budget) {
        if (name === "" || name === ".") return at;
        if (name === "..") {
          const depth = Math.max(0, at.missingDepth - 1);
          return { ...at, path: import_node_path.posix.dirname(at.path), missing: depth > 0, missingDepth: depth };
        }
        const next = at.path === "/" ? `/${name}` : `${at.path}/${name}`;
        if (at.unknown) return { ...at, path: next };
        if (at.missing) return { ...at, path: next, missingDepth: at.missingDepth + 1 };
        const kind = this.probe.kind(next);
        if (kind === null) return { path: next, missing: true, missingDepth: 1, unknown: false };
        if (kind === "unknown") return { path: next, missing: false, missingDepth: 0, unknown: true };
        if (kind !== "symlink") return { path: next, missing: false, missingDepth: 0, unknown: false };
        budget.hops++;
        const target = budget.hops > MAX_SYMLINK_HOPS ? null : this.probe.readlink(next);
        if (target === null) return { path: next, missing: false, missingDepth: 0, unknown: true };
        let state = target.startsWith("/") ? ROOT : at;
        for (const part of target.split("/")) state = this.step(state, part, budget);
        return state;
      }
    };
  }
});

// src/core/errors.ts
var ForgeGateError;
var init_errors = __esm({
  "src/core/errors.ts"() {
    "use strict";
    ForgeGateError = class extends Error {
      constructor(code, message, hint) {
        super(message);
        this.code = code;
        this.hint = hint;
      }
      code;
      hint;
      name = "ForgeGateError";
      exitCode = 2;
      /** One line for stderr: the message plus the fix. */
      describe() {
        return this.hint ? `${this.message}. ${this.hint}` : this.message;
      }
    };
  }
});

// src/io/read-capped.ts
function readCapped(file, opts) {
  const shown = JSON.stringify(opts.shown ?? file);
  const fd = openForReading(file, `${opts.what} ${shown}`, `${opts.what}_unreadable`, opts.hint);
  try {
    if ((0, import_node_fs3.fstatSync)(fd).isDirectory()) {
      throw new ForgeGateError(`${opts.what}_unreadable`, `${opts.what} ${shown} is a directory`, opts.hint);
    }
    const buf = Buffer.alloc(opts.max + 1);
    let len = 0;
    for (; ; ) {
      const n = (0, import_node_fs3.readSync)(fd, buf, len, buf.length - len, null);
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
    (0, import_node_fs3.closeSync)(fd);
  }
}
function openForReading(file, what, code, hint) {
  try {
    return (0, import_node_fs3.openSync)(file, "r");
  } catch (err) {
    const errno = err.code;
    throw new ForgeGateError(
      code,
      `cannot read ${what}: ${errno === "ENOENT" ? "no such file" : errno ?? String(err)}`,
      hint
    );
  }
}
var import_node_fs3;
var init_read_capped = __esm({
  "src/io/read-capped.ts"() {
    "use strict";
    import_node_fs3 = require("node:fs");
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
  return doc.toJS({ maxAliasCount: 50 });
}
function validateStructured(schema2, data, source, what, hintFor2) {
  const result = schema2.safeParse(data, { reportInput: true });
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
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out === "" ? String(part) : `.${String(part)}`;
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
    import_yaml = require("yaml");
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
    import_picomatch4.default.makeRe(glob, { dot: true });
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
  const data = parseStructured(text, ctx.source, {
    what: "lease",
    emptyHint: "Start from `forge-gate lease init`"
  });
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw new ForgeGateError(
      "lease_invalid",
      `${ctx.source}: a lease must be a mapping/object, got ${describeType(data)}`,
      "Start from `forge-gate lease init`"
    );
  }
  const isPolicy = "filesystem" in data && !("version" in data);
  if (isPolicy)
    return fromPolicy(validateStructured(capabilityPolicy, data, ctx.source, "lease", hintFor), ctx);
  return fromV1(validateStructured(leaseV1, data, ctx.source, "lease", hintFor), ctx);
}
function hintFor(issue) {
  const top = issue.path[0];
  if (issue.code === "unrecognized_keys") {
    return "Remove it or fix its spelling; known keys are version, id, worktree, write_roots, protect, read_roots, network, mcp, watch, issue, pr, repo, base";
  }
  if (top === "version") return "Set `version: 1`";
  if (top === "write_roots")
    return 'List the directories the agent may write, e.g. `write_roots: ["."]`; `[]` closes every write';
  if (top === "id") return "Give the lease a short identifier, e.g. `id: task-47-worker`";
  return "See the lease format in the README";
}
function describeType(v) {
  if (v === null || v === void 0) return "nothing";
  if (Array.isArray(v)) return "a list";
  return `a ${typeof v}`;
}
function fromV1(v, ctx) {
  const worktree = v.worktree ? lexicalAbsolute(expandHome(v.worktree, ctx.home), ctx.baseDir) : null;
  const base = worktree ?? ctx.baseDir;
  return {
    version: 1,
    id: v.id,
    source: "lease",
    worktree,
    write_roots: normaliseRoots(v.write_roots, "write_roots", base, ctx, true),
    protect: (v.protect ?? []).filter((g) => !isBlank(g)).map((g) => expandHome(g, ctx.home)),
    read_roots: normaliseRoots(v.read_roots ?? [], "read_roots", base, ctx, false),
    network: { allow: v.network?.allow ? v.network.allow.map((d) => d.toLowerCase()) : null },
    mcp: (v.mcp ?? []).map((m) => ({ server: m.server, tools: m.tools ?? null })),
    watch: normaliseRoots(v.watch ?? [], "watch", base, ctx, false),
    issue: v.issue ?? null,
    pr: v.pr ?? null,
    repo: v.repo ?? null,
    base: v.base ?? null
  };
}
function fromPolicy(p, ctx) {
  const allow = p.network?.allow_domains;
  return {
    version: 1,
    id: import_node_path6.posix.basename(ctx.source) || "capability-policy",
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
    network: { allow: allow ? allow.map((d) => d.toLowerCase()) : null },
    mcp: (p.mcp ?? []).map((m) => ({ server: m.server, tools: m.tools ?? null })),
    watch: [],
    issue: null,
    pr: null,
    repo: null,
    base: null
  };
}
function normaliseRoots(roots, field, base, ctx, isWrite) {
  const out = [];
  roots.forEach((raw, i) => {
    if (isBlank(raw)) return;
    const abs = lexicalAbsolute(expandHome(raw, ctx.home), base);
    if (isWrite && (isFilesystemRoot(raw) || isFilesystemRoot(abs))) {
      throw new ForgeGateError(
        "lease_invalid",
        `${ctx.source}: ${field}[${i}]: ${JSON.stringify(raw)} is a filesystem root and would grant every write`,
        "Grant the directories the agent needs instead (its worktree, a scratch directory)"
      );
    }
    if (!out.includes(abs)) out.push(abs);
  });
  return out;
}
var import_node_path6, import_picomatch4, z, LEASE_MAX_BYTES, noControl, controlFree, nonEmpty, pathString, pathList, mcpGrant, leaseV1, capabilityPolicy;
var init_lease = __esm({
  "src/core/lease.ts"() {
    "use strict";
    import_node_path6 = require("node:path");
    import_picomatch4 = __toESM(require_picomatch2(), 1);
    z = __toESM(require("zod/mini"), 1);
    init_errors();
    init_paths();
    init_structured();
    LEASE_MAX_BYTES = 1024 * 1024;
    noControl = (s) => !/[\u0000-\u001f\u007f]/.test(s);
    controlFree = (what = "must not contain control characters") => z.refine(noControl, what);
    nonEmpty = z.string().check(z.minLength(1));
    pathString = z.string().check(controlFree("must not contain control characters (newline, NUL, \u2026)"));
    pathList = z.array(pathString);
    mcpGrant = z.strictObject({
      server: nonEmpty.check(controlFree()),
      tools: z.optional(z.array(nonEmpty))
    });
    leaseV1 = z.strictObject({
      version: z.literal(1),
      id: z.string().check(z.minLength(1), z.maxLength(200), controlFree()),
      worktree: z.optional(pathString.check(z.minLength(1))),
      write_roots: pathList,
      protect: z.optional(
        z.array(
          z.string().check(controlFree(), z.refine(isValidGlob, "is not a valid glob (unbalanced [ ] or { })"))
        )
      ),
      read_roots: z.optional(pathList),
      network: z.optional(z.strictObject({ allow: z.optional(z.array(nonEmpty)) })),
      mcp: z.optional(z.array(mcpGrant)),
      watch: z.optional(pathList),
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
    capabilityPolicy = z.strictObject({
      filesystem: z.strictObject({ read_roots: z.optional(pathList), write_roots: pathList }),
      network: z.optional(z.strictObject({ allow_domains: z.optional(z.array(nonEmpty)) })),
      mcp: z.optional(z.array(mcpGrant))
    });
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
      "forge-gate reads paths and leases as UTF-8"
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

// src/io/lease-file.ts
var lease_file_exports = {};
__export(lease_file_exports, {
  loadLeaseFile: () => loadLeaseFile
});
function loadLeaseFile(file, opts = {}) {
  const abs = (0, import_node_path7.resolve)(file);
  const bytes = readCapped(abs, {
    what: "lease",
    shown: file,
    max: LEASE_MAX_BYTES,
    hint: "Pass the path of a lease file with --lease (create one with `forge-gate lease init`)"
  });
  const text = decodeUtf8(bytes, `lease ${JSON.stringify(file)}`);
  return parseLease(text, { source: file, baseDir: (0, import_node_path7.dirname)(abs), home: opts.home ?? (0, import_node_os2.homedir)() });
}
var import_node_os2, import_node_path7;
var init_lease_file = __esm({
  "src/io/lease-file.ts"() {
    "use strict";
    import_node_os2 = require("node:os");
    import_node_path7 = require("node:path");
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
    z2 = __toESM(require("zod/mini"), 1);
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
  classifyFast: () => classifyFast,
  parseClassifyArgv: () => parseClassifyArgv,
  runClassifyCli: () => runClassifyCli
});
module.exports = __toCommonJS(classify_exports);
var import_node_fs7 = require("node:fs");

// src/classify/run.ts
var import_node_fs6 = require("node:fs");
var import_node_os3 = require("node:os");
var import_node_path11 = require("node:path");

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
var import_node_path4 = require("node:path");
var import_picomatch3 = __toESM(require_picomatch2(), 1);
init_paths();

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

// src/core/violations.ts
var import_picomatch = __toESM(require_picomatch2(), 1);
init_errors();
init_paths();
var ViolationChecker = class {
  constructor(policy, probe) {
    this.policy = policy;
    this.probe = probe;
    if (!policy.cwd.startsWith("/")) {
      throw new ForgeGateError("input_invalid", `cwd must be absolute (got ${JSON.stringify(policy.cwd)})`);
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
    for (const key of this.rootKeys.keys())
      this.rootParents.add(key.slice(0, Math.max(1, key.lastIndexOf("/"))));
    for (const key of this.protectedDirs.keys())
      this.protectedLeaves.add(key.slice(key.lastIndexOf("/") + 1));
    const nocase = policy.caseMode === "insensitive";
    this.globRules = [];
    for (const raw of policy.protect ?? []) {
      if (isBlank(raw)) continue;
      const expanded = policy.home ? expandHome(raw, policy.home) : raw;
      const relative = !expanded.startsWith("/");
      const body = relative ? expanded.replace(/^(\.\/)+/, "").replace(/\/+$/, "") : expanded.replace(/\/+$/, "");
      const bodies = [body];
      if (!relative) {
        const { base } = import_picomatch.default.scan(body);
        const real = base.startsWith("/") ? canonicalRoot(base, probe, this.resolver) : base;
        if (real !== base)
          bodies.push(real === "/" ? body.slice(base.length) : real + body.slice(base.length));
      }
      const res = bodies.flatMap((b) => [
        import_picomatch.default.makeRe(b, { dot: true, nocase }),
        import_picomatch.default.makeRe(`${b}/**`, { dot: true, nocase })
      ]);
      this.globRules.push({ rule: raw, relative, re: combine(res, nocase) });
    }
    this.relativeGlob = combine(
      this.globRules.filter((g) => g.relative).map((g) => g.re),
      nocase
    );
    this.absoluteGlob = combine(
      this.globRules.filter((g) => !g.relative).map((g) => g.re),
      nocase
    );
    this.rootInfo = {
      physical: null,
      missing: false,
      missingDepth: 0,
      unknown: false,
      raw: "/",
      sepAt: 0,
      parent: null,
      children: null,
      roots: [],
      rule: null,
      rootParent: this.rootParents.has("/"),
      seen: []
    };
    this.lastInfo = this.rootInfo;
  }
  policy;
  probe;
  fold;
  resolver;
  roots;
  rootKeys;
  /** Folded protected directory → the rule that protects it. */
  protectedDirs = /* @__PURE__ */ new Map();
  relativeGlob;
  absoluteGlob;
  globRules;
  rootInfo;
  /** The directory of the previous look-up, where the next one starts, and its spelling. */
  lastInfo;
  lastText = "/";
  /** Folded parents of the canonical roots: only there can a leaf itself be a root. */
  rootParents = /* @__PURE__ */ new Set();
  /** Folded last segments of protected directories (`.git`, …): only such a leaf can be one. */
  protectedLeaves = /* @__PURE__ */ new Set();
  ancestorMemo = /* @__PURE__ */ new Map();
  /** Folded lexical and canonical spellings of the roots, and which directories are below one. */
  rootNames = /* @__PURE__ */ new Set();
  underRootNameMemo = /* @__PURE__ */ new Map();
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
  foldedSeen = /* @__PURE__ */ new Set();
  /**
   * Like `check`, but each lexical path is judged once: a repeat returns undefined. Duplicates are
   * tracked per directory (short leaf names hash cheaply; a million-entry set of full paths does not).
   */
  checkOnce(path) {
    if (path.charCodeAt(0) === 47 && this.policy.caseMode === "sensitive") {
      const cut2 = path.lastIndexOf("/");
      const leaf2 = path.slice(cut2 + 1);
      const dir2 = isPlainLeaf(leaf2) ? this.directoryOf(path, cut2) : null;
      if (dir2 !== null) {
        if (!markSeen(dir2, leaf2)) return void 0;
        this.distinct++;
        return this.checkInDirectory(path, path, dir2, leaf2);
      }
    }
    const lexical = lexicalAbsolute(path, this.policy.cwd);
    const dotted = path.includes("..") && DOT_DOT.test(path);
    if (this.policy.caseMode === "insensitive" || dotted) {
      const key = dotted ? `\0${this.fold(rawAbsolute(path, this.policy.cwd))}` : this.fold(lexical);
      if (this.foldedSeen.has(key)) return void 0;
      this.foldedSeen.add(key);
      this.distinct++;
      return this.check(path, lexical);
    }
    const cut = lexical.lastIndexOf("/");
    const dir = this.normalisedDirectoryOf(lexical, cut);
    const leaf = lexical.slice(cut + 1);
    if (!markSeen(dir, leaf)) return void 0;
    this.distinct++;
    const raw = path === lexical ? path : rawAbsolute(path, this.policy.cwd);
    return raw === lexical ? this.checkInDirectory(path, raw, dir, leaf) : this.checkGeneral(path, lexical, raw);
  }
  /** The violation for one non-blank changed path, or null when it stays inside the lease. */
  check(path, lexical = lexicalAbsolute(path, this.policy.cwd)) {
    const raw = rawAbsolute(path, this.policy.cwd);
    if (raw !== lexical || raw === "/") return this.checkGeneral(path, lexical, raw);
    const cut = raw.lastIndexOf("/");
    return this.checkInDirectory(path, raw, this.normalisedDirectoryOf(raw, cut), raw.slice(cut + 1));
  }
  /**
   * Fast path for the common case, a normalised absolute path whose leaf is not a link: one memoised
   * directory and one probe per path. Anything else takes the general path.
   */
  checkInDirectory(path, raw, dir, leaf) {
    if (leaf === "") return this.checkGeneral(path, raw, raw);
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
  checkGeneral(path, lexical, raw) {
    const physical = this.resolver.resolve(raw);
    const resolved = physical.path;
    const inside = this.containingRoots(resolved);
    if (inside.length === 0) {
      const reason = this.underRootName(this.fold(lexical)) ? "symlink_escape" : "outside_write_roots";
      return { path, resolved, reason };
    }
    if (physical.unknown) return { path, resolved, reason: "unresolvable" };
    const rule = this.protectedRule(resolved, inside) ?? (lexical !== resolved ? this.lexicalProtectedRule(lexical) : null);
    return rule === null ? null : { path, resolved, reason: "protected", rule };
  }
  /**
   * The memo for the directory `path.slice(0, cut)` (`/` when `cut` is 0) of an absolute path, or
   * null when that text is not normalised (an empty, `.` or `..` segment). Changed-path lists come
   * grouped by directory (git output, walks), so the last directory and its siblings come first.
   */
  directoryOf(path, cut) {
    if (cut === 0) {
      this.moveTo(this.rootInfo, "/");
      return this.rootInfo;
    }
    if (cut === 1) return null;
    const last = this.lastInfo;
    const text = path.slice(0, cut);
    if (text === this.lastText) return last;
    let node = this.rootInfo;
    let at = 0;
    const parent = last.parent;
    if (parent !== null && parent.sepAt < cut && text.charCodeAt(parent.sepAt) === 47 && text.indexOf("/", parent.sepAt + 1) < 0 && (parent.sepAt === 0 || text.slice(0, parent.sepAt) === parent.raw)) {
      node = parent;
      at = parent.sepAt;
    }
    while (at < cut) {
      let next = text.indexOf("/", at + 1);
      if (next < 0) next = cut;
      const name = text.slice(at + 1, next);
      if (!isPlainLeaf(name)) return null;
      let child = node.children?.get(name);
      if (child === void 0) {
        child = this.childDirectory(node, next === cut ? text : text.slice(0, next), name);
        if (node.children === null) {
          node.children = /* @__PURE__ */ new Map();
          node.raw ??= text.slice(0, at);
        }
        node.children.set(name, child);
      }
      node = child;
      at = next;
    }
    this.moveTo(node, text);
    return node;
  }
  moveTo(dir, text) {
    this.lastInfo = dir;
    this.lastText = text;
  }
  /** `directoryOf` for a path already normalised. */
  normalisedDirectoryOf(path, cut) {
    const dir = this.directoryOf(path, cut);
    if (dir === null) throw new Error(`internal: ${JSON.stringify(path)} is not normalised`);
    return dir;
  }
  childDirectory(parent, raw, name) {
    const at = parent;
    const up = parent.physical;
    const path = up === null ? raw : up === "/" ? `/${name}` : `${up}/${name}`;
    let missing = at.missing;
    if (!at.missing && !at.unknown) {
      const kind = this.probe.kind(path);
      if (kind === "symlink" || kind === "unknown") return this.linkedDirectory(parent, raw);
      missing = kind === null;
    }
    const key = this.fold(path);
    const own = parent.rootParent ? this.rootKeys.get(key) : void 0;
    const protectedHere = this.protectedLeaves.has(this.fold(name)) ? this.protectedDirs.get(key) : void 0;
    return {
      physical: path === raw ? null : path,
      missing,
      missingDepth: missing ? at.missingDepth + 1 : 0,
      unknown: at.unknown,
      raw: null,
      sepAt: raw.length,
      parent,
      children: null,
      roots: own === void 0 ? parent.roots : [own, ...parent.roots],
      rule: parent.rule ?? protectedHere ?? null,
      rootParent: this.rootParents.has(key),
      seen: []
    };
  }
  linkedDirectory(parent, raw) {
    const resolved = this.resolver.resolveDirectory(raw);
    const key = this.fold(resolved.path);
    const anc = resolved.path === "/" ? { roots: [], rule: null } : this.ancestors(key);
    return {
      physical: resolved.path === raw ? null : resolved.path,
      missing: resolved.missing,
      missingDepth: resolved.missingDepth,
      unknown: resolved.unknown,
      raw: null,
      sepAt: raw.length,
      parent,
      children: null,
      roots: anc.roots,
      rule: anc.rule,
      rootParent: this.rootParents.has(key),
      seen: []
    };
  }
  containingRoots(resolved) {
    const key = this.fold(resolved);
    const exact = this.rootKeys.get(key);
    const cut = key.lastIndexOf("/");
    const parentRoots = cut <= 0 ? [] : this.ancestors(key.slice(0, cut)).roots;
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
  underRootName(key) {
    if (this.rootNames.has(key)) return true;
    const cut = key.lastIndexOf("/");
    return cut > 0 && memoDown(
      key.slice(0, cut),
      this.underRootNameMemo,
      () => false,
      (above, dir) => above || this.rootNames.has(dir)
    );
  }
  /** The protected directory `key` is (or is below), if any. */
  protectedDirRule(key) {
    const own = this.protectedDirs.get(key);
    if (own !== void 0) return own;
    const cut = key.lastIndexOf("/");
    return cut <= 0 ? null : this.ancestors(key.slice(0, cut)).rule;
  }
  protectedRule(resolved, inside) {
    return this.protectedDirRule(this.fold(resolved)) ?? this.globRule(resolved, inside);
  }
  globRule(resolved, inside) {
    if (this.relativeGlob) {
      for (const i of inside) {
        const root = this.roots[i].canonical;
        if (resolved.length === root.length) continue;
        const rel = this.normaliseForGlob(resolved.slice(root.length + 1));
        if (this.relativeGlob.test(rel)) return this.matchingRule(rel, true);
      }
    }
    if (this.absoluteGlob?.test(this.normaliseForGlob(resolved))) {
      return this.matchingRule(this.normaliseForGlob(resolved), false);
    }
    return null;
  }
  /** Protection judged on the path as written, for links that land back inside a root. */
  lexicalProtectedRule(lexical) {
    const key = this.fold(lexical);
    const dirRule = this.protectedDirRule(key);
    if (dirRule !== null) return dirRule;
    for (const r of this.roots) {
      const rootKey = this.fold(r.lexical);
      if (key === rootKey || !isWithin(key, rootKey)) continue;
      const rel = this.normaliseForGlob(lexical.slice(r.lexical.length + 1));
      if (this.relativeGlob?.test(rel)) return this.matchingRule(rel, true);
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
function markSeen(dir, leaf) {
  const seen = dir.seen;
  if (Array.isArray(seen)) {
    if (seen.includes(leaf)) return false;
    seen.push(leaf);
    if (seen.length > 16) dir.seen = new Set(seen);
    return true;
  }
  if (seen.has(leaf)) return false;
  seen.add(leaf);
  return true;
}
var DOT_DOT = /(?:^|\/)\.\.(?:\/|$)/;
function isPlainLeaf(leaf) {
  return leaf !== "" && leaf !== "." && leaf !== "..";
}
function combine(res, nocase) {
  if (res.length === 0) return null;
  return new RegExp(res.map((r) => `(?:${r.source})`).join("|"), nocase ? "i" : "");
}

// src/core/classify/commands.ts
var import_node_path3 = require("node:path");

// src/core/classify/shell.ts
var import_node_path2 = require("node:path");

// src/core/classify/ast.ts
function childByField(n, field) {
  return n.children.find((c) => c.field === field);
}

// src/core/classify/effects.ts
function emptyEffects() {
  return {
    findings: [],
    writes: [],
    hosts: [],
    projectDirs: [],
    scripts: [],
    linkTargets: [],
    commands: [],
    readOnly: true
  };
}

// src/core/classify/shell.ts
var LOOP_ITEM = "__forge_gate_loop_item__";
var DYN = "\0";
var Analysis = class {
  constructor(ctx) {
    this.ctx = ctx;
    this.cwds = [ctx.cwd];
  }
  ctx;
  fx = emptyEffects();
  /** Possible working directories at this point (null = unknown). `cd` adds possibilities. */
  cwds;
  env = /* @__PURE__ */ new Map();
  /** Files downloaded earlier in this script (executing them is download-and-execute). */
  downloaded = /* @__PURE__ */ new Set();
  /** Files this command writes through redirections (running one of them runs generated code). */
  written = /* @__PURE__ */ new Set();
  /** What was written to them, when it is static text (a heredoc through `cat`, an `echo`). */
  writtenText = /* @__PURE__ */ new Map();
  /** Names of functions defined in the script (calling them is analysed through their bodies). */
  functions = /* @__PURE__ */ new Set();
  depth = 0;
  grey(rule, reason) {
    this.fx.findings.push({ level: "grey", rule, reason });
    this.fx.readOnly = false;
  }
  block(rule, reason) {
    this.fx.findings.push({ level: "block", rule, reason });
    this.fx.readOnly = false;
  }
  /** Records a write to a (possibly relative) target; dynamic targets go to the grey zone. */
  write(target, op, via) {
    this.fx.readOnly = false;
    const paths = this.resolve(target);
    if (paths === null) {
      this.grey(
        "dynamic_target",
        `${via} writes to a path that cannot be known before it runs (${show(target)})`
      );
      return;
    }
    for (const p of paths) {
      this.fx.writes.push({ path: p, op, via });
      this.written.add(import_node_path2.posix.normalize(p));
      if (op !== "meta") this.writtenText.delete(import_node_path2.posix.normalize(p));
    }
  }
  /** Project tooling (npm, make, cargo…) runs here and may write below it. */
  project(via, dir) {
    this.fx.readOnly = false;
    const dirs = dir ? this.resolve(dir) : this.cwds.every((c) => c !== null) ? this.cwds : null;
    if (dirs === null) {
      this.grey("dynamic_cwd", `${via} runs in a directory that cannot be known before it runs`);
      return;
    }
    for (const d of dirs) if (!this.fx.projectDirs.includes(d)) this.fx.projectDirs.push(d);
  }
  /** A script executed by path. */
  script(target, via) {
    this.fx.readOnly = false;
    const paths = this.resolve(target);
    if (paths === null) {
      this.grey("dynamic_script", `${via} runs a script whose path cannot be known before it runs`);
      return;
    }
    for (const p of paths) {
      if (this.downloaded.has(import_node_path2.posix.normalize(p))) {
        this.block("download_exec", `${via} runs ${p}, which this command just downloaded`);
      } else if (this.written.has(import_node_path2.posix.normalize(p))) {
        const text = this.writtenText.get(import_node_path2.posix.normalize(p));
        const shell = /^`(\.|source|(ba|z|da|k)?sh)`$/.test(via) || text !== void 0 && /^#!\s*\S*\b(ba|z|da)?sh\b/.test(text);
        if (text !== void 0 && shell) this.nested(text, `${via} ${p}`);
        else if (text !== void 0 && /^`(node|nodejs|python[23]?|ruby|perl|php|deno|bun|lua)`$/.test(via))
          inlineCode({ s: text, dyn: false, glob: false, secret: 0 }, this, `${via} ${p}`);
        else this.grey("generated_exec", `${via} runs ${p}, which this same command writes`);
      }
      this.fx.scripts.push({ path: p, via });
    }
  }
  host(raw, via, sends) {
    if (sends) this.fx.readOnly = false;
    const host = hostOf(raw);
    if (host === null) {
      if (raw.includes(DYN))
        this.grey("dynamic_host", `${via} contacts a host that cannot be known before it runs`);
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
  /** Analyses a script given as a string (bash -c, eval, a heredoc fed to a shell). */
  nested(source, via) {
    if (this.depth >= 8) {
      this.grey("nesting", `${via} nests shells too deeply to analyse`);
      return;
    }
    let parsed;
    try {
      parsed = this.ctx.parse(source);
    } catch {
      this.grey("parse_error", `${via}: the nested script could not be parsed`);
      return;
    }
    if (parsed.hasError) this.grey("parse_error", `${via}: the nested script does not parse as bash`);
    this.depth++;
    try {
      collectAssignments(parsed.root, this);
      walk(parsed.root, this);
    } finally {
      this.depth--;
    }
  }
};
function analyzeShell(source, ctx) {
  const a = new Analysis(ctx);
  a.env.set("HOME", ctx.home);
  a.env.set("PWD", ctx.cwd);
  let parsed;
  try {
    parsed = ctx.parse(source);
  } catch {
    a.grey("parse_error", "the command could not be parsed");
    return a.fx;
  }
  if (parsed.hasError) a.grey("parse_error", "the command does not parse as bash");
  collectAssignments(parsed.root, a);
  try {
    walk(parsed.root, a);
  } catch (err) {
    if (err instanceof RangeError) a.grey("too_complex", "the command is nested too deeply to analyse");
    else throw err;
  }
  return a.fx;
}
function collectAssignments(root, a) {
  const seen = /* @__PURE__ */ new Map();
  const visit = (n) => {
    if (n.type === "variable_assignment") {
      const name = childByField(n, "name")?.text ?? "";
      const value = childByField(n, "value");
      const base = name.replace(/\[.*$/, "");
      let v = null;
      if (!name.includes("[") && !n.text.slice(name.length).startsWith("+=")) {
        if (value === void 0) v = "";
        else if (value.type !== "array") {
          const ev = evalWord(value, a, false);
          v = ev.dyn ? null : ev.s;
        }
      }
      const prev = seen.get(base);
      seen.set(base, prev === void 0 || prev === v ? v : null);
    } else if (n.type === "for_statement") {
      const name = childByField(n, "variable")?.text;
      const values = n.children.filter((c) => c.field === "value").map((c) => evalWord(c, a, false));
      const confined = values.length > 0 && values.every(
        (v) => !v.dyn && v.s !== "" && !v.s.startsWith("/") && !v.s.startsWith("~") && !v.s.includes("..") && !/^[*?.{},]*$/.test(v.s.replace(/\/+$/, ""))
      );
      if (name) {
        const prev = seen.get(name);
        const v = confined ? LOOP_ITEM : null;
        seen.set(name, prev === void 0 || prev === v ? v : null);
      }
    } else if (n.type === "c_style_for_statement") {
      const name = childByField(n, "variable")?.text;
      if (name) seen.set(name, null);
    } else if (n.type === "command") {
      const name = childByField(n, "name")?.text;
      if (name === "read" || name === "mapfile" || name === "readarray" || name === "getopts" || name === "printf") {
        for (const arg of n.children.filter((c) => c.field === "argument")) {
          if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(arg.text)) seen.set(arg.text, null);
        }
      }
    }
    for (const c of n.children) visit(c);
  };
  visit(root);
  for (const [k, v] of seen) {
    const prev = a.env.get(k);
    a.env.set(k, prev !== void 0 && prev !== v ? null : v);
  }
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
  if (n.error) {
    a.grey("parse_error", "part of the command does not parse as bash");
    return;
  }
  if (!n.named) return;
  switch (n.type) {
    case "program":
    case "list":
    case "compound_statement":
    case "subshell":
    case "do_group":
    case "else_clause":
    case "elif_clause":
    case "if_statement":
    case "while_statement":
    case "case_item":
    case "negated_command":
      for (const c of n.children) walkPart(c, a);
      return;
    case "case_statement":
      for (const c of n.children) {
        if (c.field === "value") evalWord(c, a, true);
        else walkPart(c, a);
      }
      return;
    case "for_statement":
      for (const c of n.children) {
        if (c.field === "value") evalWord(c, a, true);
        else if (c.field !== "variable") walkPart(c, a);
      }
      return;
    case "c_style_for_statement":
      for (const c of n.children) {
        if (c.field === "body") walk(c, a);
        else scanSubstitutions(c, a);
      }
      return;
    case "function_definition": {
      const name = childByField(n, "name")?.text ?? "";
      a.functions.add(name);
      const body = childByField(n, "body");
      if (body && callsItself(body, name) && /[|&]/.test(body.text)) {
        a.block("fork_bomb", `function ${name} calls itself in a pipeline or in the background (fork bomb)`);
        return;
      }
      if (body) walk(body, a);
      return;
    }
    case "pipeline":
      walkPipeline(
        n.children.filter((c) => c.named),
        a,
        null
      );
      return;
    case "redirected_statement":
    case "command":
      walkPipeline([n], a, null);
      return;
    case "declaration_command":
    case "unset_command":
      for (const c of n.children) {
        if (c.type === "variable_assignment") walkAssignment(c, a);
        else if (c.named) {
          const v = evalWord(c, a, true);
          if (v.dyn && n.text.startsWith("declare"))
            a.grey("dynamic_declare", "declare with a dynamic argument");
        }
      }
      return;
    case "variable_assignment":
      walkAssignment(n, a);
      return;
    case "variable_assignments":
      for (const c of n.children) if (c.type === "variable_assignment") walkAssignment(c, a);
      return;
    case "test_command":
    case "arithmetic_expansion":
    case "binary_expression":
    case "unary_expression":
    case "parenthesized_expression":
    case "postfix_expression":
    case "ternary_expression":
      scanSubstitutions(n, a);
      return;
    case "heredoc_body":
      scanSubstitutions(n, a);
      return;
    default:
      if (SHELL_NOOP_TYPES.has(n.type)) return;
      a.grey("unknown_construct", `unsupported shell construct \`${n.type}\``);
  }
}
function walkPart(c, a) {
  if (c.field === "value") evalWord(c, a, true);
  else if (c.named) walk(c, a);
}
function walkAssignment(n, a) {
  const value = childByField(n, "value");
  if (value?.type === "array") {
    for (const c of value.children) if (c.named) evalWord(c, a, true);
  }
  const val = value && value.type !== "array" ? evalWord(value, a, true) : null;
  const name = childByField(n, "name")?.text ?? "";
  if (val) execVariable(name, val, a);
  const appendsPath = name === "PATH" && /^["']?\$\{?PATH\}?["']?(:|$)/.test(value?.text ?? "");
  if (!appendsPath && /^(PATH|LD_PRELOAD|LD_LIBRARY_PATH|BASH_ENV|ENV|PROMPT_COMMAND|GIT_SSH_COMMAND|GIT_EXEC_PATH)$/.test(name)) {
    a.grey("env_hijack", `assigns ${name}, which changes what later commands execute`);
  }
}
var COMMAND_VARS = /^(PAGER|GIT_PAGER|MANPAGER|SYSTEMD_PAGER|EDITOR|VISUAL|GIT_EDITOR|GIT_SEQUENCE_EDITOR|GIT_EXTERNAL_DIFF|GIT_SSH|GIT_ASKPASS|SSH_ASKPASS|BROWSER|LESSOPEN|LESSCLOSE|FCEDIT|SUDO_ASKPASS)$/;
function execVariable(name, v, a) {
  if (COMMAND_VARS.test(name)) {
    if (v.dyn) a.grey("env_hijack", `assigns ${name} a command that cannot be known before it runs`);
    else if (v.s.trim() !== "") a.nested(v.s.replace(/^\|+/, ""), `the command in ${name}`);
    return;
  }
  if (/^GIT_CONFIG_(KEY_\d+|PARAMETERS)$/.test(name)) {
    const keys = name === "GIT_CONFIG_PARAMETERS" ? [...v.s.matchAll(/'([^'=]+)'/g)].map((m) => m[1]) : [v.s];
    if (v.dyn || keys.some((k) => DANGEROUS_GIT_CONFIG.test(k)))
      a.block("git_config_exec", `assigns ${name}, making git run an arbitrary program`);
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
  let flowing = stdin;
  for (let i = 0; i < stages.length; i++) {
    const stage = stages[i];
    if (stage.type === "command" || stage.type === "redirected_statement") {
      flowing = walkCommandStage(stage, a, flowing, i < stages.length - 1);
    } else {
      if (flowing?.network && i > 0) {
        a.grey("pipeline", `${flowing.via} output flows into a compound command`);
      }
      walk(stage, a);
      flowing = null;
    }
  }
}
function walkCommandStage(n, a, stdin, piped) {
  let body = n;
  const redirects = [];
  if (n.type === "redirected_statement") {
    body = childByField(n, "body");
    for (const c of n.children) if (c.field === "redirect" || c.type.endsWith("_redirect")) redirects.push(c);
  }
  if (body && body.type !== "command") {
    for (const r of redirects) applyRedirect(r, a, "a compound command");
    walk(body, a);
    return null;
  }
  if (!body) {
    for (const r of redirects) applyRedirect(r, a, "a redirection");
    return null;
  }
  const cmdRedirects = [...redirects, ...body.children.filter((c) => c.field === "redirect")];
  const argv = [];
  for (const c of body.children) {
    if (c.type === "variable_assignment") walkAssignment(c, a);
    else if (c.field === "name" || c.field === "argument")
      argv.push(...braceExpand(c, evalWord(c, a, true), a));
    else if (c.named && c.field !== "redirect" && !c.type.endsWith("_redirect") && c.type !== "comment") {
      a.grey("unknown_construct", `unsupported shell syntax \`${c.type}\` in a command`);
      walk(c, a);
    }
  }
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
  if (argv.length > 0) out = runCommand(argv, a, input, piped || downstream !== null);
  for (const r of cmdRedirects) {
    if (r.type !== "file_redirect" || childByField(r, "descriptor")) continue;
    const op = r.children.find((c) => !c.named)?.text ?? "";
    const dest = childByField(r, "destination");
    if (!dest || !/^(>|>>|>\|)$/.test(op)) continue;
    const paths = a.resolve(evalWord(dest, a, false));
    for (const raw of paths ?? []) {
      const p = import_node_path2.posix.normalize(raw);
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
    walkPipeline(stages, a, out);
    return null;
  }
  return out;
}
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
      const num = /\d/.test(r[1]);
      const lo = num ? Number(r[1]) : r[1].charCodeAt(0);
      const hi = num ? Number(r[2]) : r[2].charCodeAt(0);
      if (Math.abs(hi - lo) > 256) return [s];
      for (let k = lo; lo <= hi ? k <= hi : k >= hi; k += lo <= hi ? 1 : -1)
        alts.push(num ? String(k) : String.fromCharCode(k));
    }
    return alts.flatMap((alt) => expandBraces(pre + alt + post, depth + 1));
  }
  return [s];
}
var SAFE_DEVICES = /^\/dev\/(null|zero|stdout|stderr|stdin|tty|fd\/\d+|random|urandom|shm\/.*)$/;
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
  const target = evalWord(dest, a, true);
  if (op === "<" || op === "<&" || op === "<&-" || op === ">&-") return null;
  if ((op === ">&" || op === "<&") && /^(\d+|-)$/.test(target.s)) return null;
  if (!target.dyn && SAFE_DEVICES.test(target.s)) return null;
  if (!target.dyn && /^\/dev\/(tcp|udp)\//.test(target.s)) {
    a.block("reverse_shell", `${via} redirects into a network connection (${target.s})`);
    return null;
  }
  if (!target.dyn && target.s.startsWith("/dev/")) {
    a.block("disk_write", `${via} redirects output onto the device ${target.s}`);
    return null;
  }
  a.write(target, "write", `${via} (redirect ${op})`);
  return null;
}
var SECRET_VAR = /(TOKEN|SECRET|PASSW(OR)?D|PASSPHRASE|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIAL|AUTH)/i;
function evalWord(n, a, walkNested) {
  const parts = [];
  evalInto(n, a, walkNested, parts, false);
  let s = "";
  let dyn2 = false;
  let glob = false;
  let secret = 0;
  let net = false;
  for (const p of parts) {
    s += p.s;
    dyn2 ||= p.dyn;
    glob ||= p.glob;
    net ||= p.net === true;
    if (p.secret > secret) secret = p.secret;
  }
  return net ? { s, dyn: dyn2, glob, secret, net } : { s, dyn: dyn2, glob, secret };
}
var lit = (s, glob = false) => ({ s, dyn: false, glob, secret: 0 });
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
      out.push(quoted ? lit(n.text) : unquotedWord(n.text, a, out.length === 0));
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
      out.push(expandVariable(n, a, walkNested));
      return;
    case "command_substitution": {
      const inner = n.children.filter((c) => c.named);
      const secret = inner.some((c) => readsSecrets(c, a)) ? 2 : 0;
      if (walkNested) for (const c of inner) walk(c, a);
      const only = inner.length === 1 ? inner[0] : null;
      if (only?.type === "command" && only.text.trim() === "pwd" && a.cwds.length === 1 && a.cwds[0] !== null) {
        out.push(lit(a.cwds[0]));
        return;
      }
      out.push(fetches(n) ? { ...dynVal(secret), net: true } : dynVal(secret));
      return;
    }
    case "process_substitution":
      if (walkNested) {
        for (const c of n.children) if (c.named) walk(c, a);
      }
      out.push(fetches(n) ? { ...dynVal(), net: true } : dynVal());
      return;
    case "arithmetic_expansion":
      if (walkNested) scanSubstitutions(n, a);
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
      if (walkNested) scanSubstitutions(n, a);
      out.push(dynVal());
  }
}
function unquotedWord(text, a, first) {
  let s = "";
  let glob = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\\") {
      if (text[i + 1] === "\n") {
        i++;
        continue;
      }
      if (i + 1 < text.length) s += text[++i];
      continue;
    }
    if (ch === "*" || ch === "?" || ch === "[") glob = true;
    s += ch;
  }
  if (first && text.startsWith("~")) {
    const slash = s.indexOf("/");
    const user = slash === -1 ? s.slice(1) : s.slice(1, slash);
    if (user === "") {
      const home = a.env.get("HOME");
      if (home === null || home === void 0) return { s: DYN + s, dyn: true, glob, secret: 0 };
      s = home + (slash === -1 ? "" : s.slice(slash));
    } else if (user === "+") s = (a.cwds[0] ?? DYN) + (slash === -1 ? "" : s.slice(slash));
    else return { s: DYN + s, dyn: true, glob, secret: 0 };
  }
  return { s, dyn: s.includes(DYN), glob, secret: 0 };
}
function expandVariable(n, a, walkNested) {
  const nameNode = n.children.find((c) => c.type === "variable_name" || c.type === "special_variable_name");
  const name = nameNode?.text ?? "";
  const secret = SECRET_VAR.test(name) ? 1 : 0;
  const plain = n.type === "simple_expansion" || /^\$\{[A-Za-z_][A-Za-z0-9_]*\}$/.test(n.text);
  if (walkNested) {
    for (const c of n.children) if (c.named && c !== nameNode) scanSubstitutions(c, a);
  }
  if (!plain && /^\$\{[A-Za-z_][A-Za-z0-9_]*%%?[^}]*\}$/.test(n.text) && a.env.get(name) === LOOP_ITEM)
    return lit(LOOP_ITEM);
  if (!plain) return dynVal(secret);
  const known = a.env.get(name);
  if (known === void 0 || known === null) return dynVal(secret);
  return lit(known);
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
    if (words.some((w) => isSecretPath(w.s, a.ctx.home))) return true;
  }
  return n.children.some((c) => readsSecrets(c, a));
}
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
  ) || /\/\.config\/(gh\/hosts\.yml|gcloud\/.*)$/.test(h) || /\/\.gnupg\//.test(h) || /^\/etc\/(shadow|gshadow|sudoers)/.test(h) || /^\/proc\/[^/]+\/environ$/.test(h) || /\/[^/]*\.(pem|key|p12|pfx|jks|keystore|ppk)$|\/id_(rsa|dsa|ecdsa|ed25519)[^/]*$/.test(h) || /\/\.(bash|zsh|sh|python|node_repl|psql|mysql|sqlite|rediscli|lesshst)_?history$|\/\.zhistory$/.test(h) || /(^|\/)\.env(\.[\w-]+)?$/.test(h);
}
function isSecretDir(p, home) {
  const h = p.startsWith("~/") ? home + p.slice(1) : p.replace(/\/+$/, "");
  return new RegExp(
    `^${home.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/\\.(ssh|aws|gnupg|kube|docker|config/gh|config/gcloud|password-store)$`
  ).test(h);
}
function hostOf(raw) {
  if (raw.includes(DYN)) return null;
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

// src/core/classify/commands.ts
var DASHES = /^[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]+/;
function normArg(v) {
  const m = DASHES.exec(v.s);
  if (!m) return v.s;
  return "-".repeat(Math.min(m[0].length, 2)) + v.s.slice(m[0].length);
}
var lit2 = (s) => ({ s, dyn: false, glob: false, secret: 0 });
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
          opts.push({ name, value: rest !== "" ? lit2(rest) : args[++i] ?? null });
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
var READERS = new Set(
  "ls ll la dir vdir cat bat batcat head tail less more most wc grep egrep fgrep rg ag ack tree stat file du df pwd echo printf which whereis type realpath readlink basename dirname date uname whoami id groups hostname diff diff3 cmp comm cut tr nl column paste join fold fmt tac rev expand unexpand base64 base32 basenc md5sum sha1sum sha224sum sha256sum sha384sum sha512sum shasum cksum b2sum sum true false test [ [[ seq sleep nproc free uptime ps pgrep pidof jobs lsof ldd nm objdump readelf strings hexdump od man help info expr locale getconf lscpu lsblk lsusb lspci printenv tput clear cal bc dc jq gron zcat zless zmore gzcat bzcat xzcat zstdcat lz4cat look apropos whatis getent netstat ss dig nslookup host ping arch users who w last finger tty stty logname env-check history alias wait exit return : break continue shift let unalias hash times umask ulimit shopt set trap-list vmstat iostat mpstat top htop pstree watchman-list file-type numfmt factor tsort sort-check locate mdfind whence compgen complete dirs fc bind caller enable disown suspend logout true-color cowsay figlet lolcat toilet yes reset mktemp uuidgen shuf envsubst pbcopy pbpaste fg bg iconv sw_vers lsb_release".split(/\s+/)
);
function isInfoQuery(args) {
  return args.length === 1 && /^(--version|-version|--help|-V)$/.test(normArg(args[0]));
}
var PROJECT_TOOLS = new Set(
  "tsc tsx ts-node eslint prettier biome jest vitest mocha ava tap c8 nyc pytest py.test tox nox mypy pyright ruff black isort flake8 pylint bandit coverage rspec rake rubocop phpunit phpstan psalm mvn gradle gradlew ant sbt lein cmake ninja meson bazel bazelisk buck2 nx turbo lerna vite webpack rollup esbuild parcel next nuxt astro svelte-kit vue-cli-service ng storybook playwright cypress gcc g++ cc c++ clang clang++ rustc rustfmt gofmt javac kotlinc scalac swiftc ghc cabal stack dune zig elixir mix iex erl erlc rebar3 dart flutter ctest cargo-nextest golangci-lint staticcheck shellcheck shfmt hadolint markdownlint stylelint htmlhint autoreconf autoconf automake ./configure configure pre-commit husky lint-staged knip depcheck madge typedoc jsdoc sphinx-build mkdocs hugo jekyll vitepress docusaurus tsup unbuild babel swc terser uglifyjs postcss sass tailwindcss lessc graphql-codegen prisma drizzle-kit protoc buf sqlc wasm-pack trunk maturin hatch flit twine-check doctest pdoc pydoc behave cucumber karma nodemon concurrently wireit just task invoke fab rails xcodebuild xcrun pod carthage".split(/\s+/)
);
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
var PRIVILEGED = /* @__PURE__ */ new Set(["sudo", "doas", "su", "pkexec", "run0"]);
var SHELLS = /* @__PURE__ */ new Set(["sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "fish", "busybox-sh"]);
var INLINE_SIDE_EFFECTS = /\b(open\s*\([^)]*['"][wax+]|write|unlink|remove|rmtree|rmdir|mkdir|rename|replace|chmod|chown|truncate|system|popen|subprocess|spawn|exec|eval|fork|kill|socket|connect|urlopen|urllib|requests|http|fetch|axios|curl|fs\.|child_process|shutil|os\.(?!path|environ\.get|getcwd|listdir|sep|getenv|name|walk|scandir|cpu_count)|Deno\.(?!args|env\.get|cwd)|File\.(write|delete|open)|FileUtils|IO\.popen|`|\$\(|__import__|importlib|compile|pickle|marshal|ctypes|setattr|getattr|globals|__builtins__|import\s+os\s+as|from\s+os\s+import|passthru|shell_exec|proc_open|pcntl_exec|do\s+shell\s+script|(?:send|post|put|delete|patch|upload)(?![a-z])|smtplib|ftplib|paramiko|boto3|sqlite3|psycopg|pymysql|redis|sudo|require\s*\(\s*['"](fs|child_process|net|http|https|dgram|cluster|worker_threads)['"])/i;
function inlineCode(code, a, via) {
  a.fx.readOnly = false;
  if (code.net) {
    a.block("download_exec", `${via} runs downloaded code`);
    return;
  }
  if (code.dyn) {
    a.grey("inline_code", `${via} runs code that cannot be known before it runs`);
    return;
  }
  if (/curl|wget|https?:\/\//i.test(code.s) && /\|\s*(ba|z|da)?sh\b|exec|eval|system/i.test(code.s)) {
    a.block("download_exec", `${via} runs inline code that downloads and executes`);
    return;
  }
  if (INLINE_SIDE_EFFECTS.test(code.s)) {
    a.grey("inline_code", `${via} runs inline code that may write files, run processes or use the network`);
  }
}
function sensitiveWrite(abs, home) {
  const p = import_node_path3.posix.normalize(abs);
  const inHome = (rel) => p === `${home}/${rel}` || p.startsWith(`${home}/${rel}/`);
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
    else if (base === "gradlew" || base === "mvnw" || base === "configure") {
      a.script(head, `\`${name}\``);
      a.project(`\`${name}\``);
      return null;
    } else {
      a.script(head, `\`${name}\``);
      return null;
    }
  }
  const args = argv.slice(1);
  const io = { name, stdin, piped };
  if (a.functions.has(name)) return null;
  if (isInfoQuery(args) && !PRIVILEGED.has(name)) return null;
  if (!READERS.has(name) && !CREDENTIAL_NEUTRAL.has(name) && args.some(
    (v) => !v.dyn && (isSecretDir(v.s, a.ctx.home) || v.s.startsWith("/") && isSecretPath(v.s, a.ctx.home))
  ))
    a.grey("secret_read", `\`${name}\` reads a credential file or directory`);
  const handler = HANDLERS[name];
  if (handler) return handler(args, a, io) ?? null;
  if (READERS.has(name)) return name === "cat" && args.length === 0 ? stdin : readerOutput(name, args, a);
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
var CREDENTIAL_NEUTRAL = new Set(
  "source . test [ [[ chmod chown chgrp rm touch mkdir ssh ssh-add ssh-keygen git echo printf export unset cd pushd".split(
    " "
  )
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
  const secret = (name === "printenv" || name === "env") && args.length === 0 || args.some((v) => !v.dyn && isSecretPath(v.s, a.ctx.home));
  if (secret && (name === "cat" || name === "head" || name === "tail" || name === "less" || name === "more" || name === "base64" || name === "xxd" || name === "bat")) {
    a.grey("secret_read", `\`${name}\` prints a credential file into the transcript`);
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
  if (INLINE_RUNNERS.has(name) && inlineRunner(name, args, a)) return;
  if (name === "playwright" && p.positional[0]?.s === "install") {
    a.grey("install_global", "`playwright install` downloads browsers outside the project");
    return;
  }
  a.project(`\`${name}\``);
}
var H = {};
var HANDLERS = H;
H.cd = (args, a) => {
  const p = parseOpts(args, []);
  const target = p.positional[0];
  const next = [];
  for (const c of a.cwds) {
    if (!target) next.push(a.ctx.home);
    else if (target.dyn || target.s === "-") next.push(null);
    else if (target.s.startsWith("/")) next.push(import_node_path3.posix.normalize(target.s));
    else next.push(c === null ? null : import_node_path3.posix.resolve(c, target.s));
  }
  for (const n of next) if (!a.cwds.includes(n)) a.cwds.push(n);
  if (a.cwds.length > 8) a.cwds = [null];
  return null;
};
H.pushd = H.cd;
H.popd = (_args, a) => {
  a.cwds.push(null);
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
    return shellFromStdin(a, io, `\`${io.name}\``);
  a.script(file, `\`${io.name}\``);
  return null;
};
H["."] = H.source;
H.eval = (args, a) => {
  const code = args.map((v) => v.s).join(" ");
  if (args.some((v) => v.net)) {
    a.block("download_exec", "`eval` runs downloaded code");
    return null;
  }
  if (args.some((v) => v.dyn)) {
    a.grey("dynamic_eval", "`eval` runs code that cannot be known before it runs");
    return null;
  }
  a.nested(code, "`eval`");
  return null;
};
H.trap = (args, a) => {
  if (args.length >= 2 && !args[0].s.startsWith("-")) {
    if (args[0].dyn) a.grey("dynamic_eval", "`trap` installs code that cannot be known before it runs");
    else a.nested(args[0].s, "`trap`");
  }
  return null;
};
H.exec = (args, a, io) => {
  const p = parseOpts(args, ["-a"], true);
  if (p.positional.length === 0) return null;
  return runCommand(p.positional, a, io.stdin, io.piped);
};
H.export = () => null;
H.readonly = () => null;
H.local = () => null;
H.declare = () => null;
H.typeset = () => null;
H.unset = () => null;
H.read = () => null;
H.mapfile = () => null;
H.readarray = () => null;
H.getopts = () => null;
H.kill = (args, a) => {
  if (args.some((v) => v.s === "-1" || v.s === "0") && args.length >= 2) {
    a.block("kill_all", "`kill` targeting -1/0 kills every process of the user");
  }
  if (args.some((v, i) => normArg(v) === "1" && !/^-(s|n|-signal)$/.test(normArg(args[i - 1] ?? lit2(""))))) {
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
function wrapper(valueOpts, skipPositional = 0) {
  return (args, a, io) => {
    const p = parseOpts(args, valueOpts, true);
    const rest = p.positional.slice(skipPositional);
    if (rest.length === 0) return null;
    return runCommand(rest, a, io.stdin, io.piped);
  };
}
H.nice = wrapper(["-n", "--adjustment"]);
H.nohup = wrapper([]);
H.setsid = wrapper([]);
H.time = wrapper(["-f", "-o", "--format", "--output"]);
H.builtin = wrapper([]);
H.unbuffer = wrapper([]);
H.caffeinate = wrapper(["-t", "-w"]);
H.stdbuf = wrapper(["-i", "-o", "-e", "--input", "--output", "--error"]);
H.ionice = wrapper(["-c", "-n", "-p", "-P", "-u", "--class", "--classdata"]);
H.timeout = wrapper(["-s", "-k", "--signal", "--kill-after"], 1);
H.gtimeout = H.timeout;
H.taskset = (args, a, io) => {
  const p = parseOpts(args, ["-c", "--cpu-list"], true);
  const rest = has(p, "-c", "--cpu-list") ? p.positional : p.positional.slice(1);
  return rest.length ? runCommand(rest, a, io.stdin, io.piped) : null;
};
H.chrt = wrapper([], 1);
H.strace = wrapper(["-o", "-e", "-p", "-s", "-u"]);
H.ltrace = H.strace;
H["xvfb-run"] = wrapper(["-s", "-n", "-f", "-e"]);
H.dbus_run = wrapper([]);
H.command = (args, a, io) => {
  const p = parseOpts(args, [], true);
  if (has(p, "-v", "-V")) return null;
  return p.positional.length ? runCommand(p.positional, a, io.stdin, io.piped) : null;
};
H.env = (args, a, io) => {
  const rest = [];
  let i = 0;
  for (; i < args.length; i++) {
    const s = normArg(args[i]);
    if (s === "-i" || s === "-0" || s === "--ignore-environment" || s === "--null" || s === "-") continue;
    if (s === "-u" || s === "--unset") {
      i++;
      continue;
    }
    if (s.startsWith("--unset=") || /^-u./.test(s)) continue;
    if (s === "-C" || s === "--chdir" || s.startsWith("--chdir=")) {
      const dir = s.startsWith("--chdir=") ? lit2(s.slice(8)) : args[++i];
      if (dir) H.cd([dir], a, io);
      continue;
    }
    if (s === "-S" || s === "--split-string" || s.startsWith("--split-string=")) {
      const str2 = s.startsWith("--split-string=") ? lit2(s.slice(15)) : args[++i];
      const tail = args.slice(i + 1);
      if (!str2 || str2.dyn || tail.some((t) => t.dyn)) {
        a.grey("dynamic_command", "`env -S` runs a command that cannot be known before it runs");
        return null;
      }
      a.nested([str2.s, ...tail.map((t) => quoteForShell(t.s))].join(" "), "`env -S`");
      return null;
    }
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(s)) continue;
    rest.push(...args.slice(i));
    break;
  }
  if (rest.length === 0) return { text: null, network: false, secret: true, via: "`env`" };
  return runCommand(rest, a, io.stdin, io.piped);
};
function privilege(_args, a, io) {
  a.block("privilege", `\`${io.name}\` runs a command with elevated privileges`);
  return null;
}
H.sudo = privilege;
H.doas = privilege;
H.su = privilege;
H.pkexec = privilege;
H.run0 = privilege;
H.flock = (args, a, io) => {
  const p = parseOpts(args, ["-w", "--timeout", "-E", "--conflict-exit-code", "-c", "--command"], true);
  const cmd = optValue(p, "-c", "--command");
  if (cmd) {
    if (cmd.dyn) a.grey("dynamic_command", "`flock -c` runs a command that cannot be known before it runs");
    else a.nested(cmd.s, "`flock -c`");
    return null;
  }
  const rest = p.positional.slice(1);
  return rest.length ? runCommand(rest, a, io.stdin, io.piped) : null;
};
H.watch = (args, a) => {
  const p = parseOpts(args, ["-n", "--interval", "-d", "--differences"], true);
  if (p.positional.some((v) => v.dyn)) {
    a.grey("dynamic_command", "`watch` runs a command that cannot be known before it runs");
    return null;
  }
  a.nested(p.positional.map((v) => v.s).join(" "), "`watch`");
  return null;
};
H.xargs = (args, a, io) => {
  const p = parseOpts(
    args,
    [
      "-I",
      "-i",
      "-L",
      "-l",
      "-n",
      "-P",
      "-s",
      "-d",
      "-E",
      "-e",
      "-a",
      "--max-args",
      "--max-procs",
      "--delimiter",
      "--arg-file",
      "--replace",
      "--max-lines",
      "--eof"
    ],
    true
  );
  const argFile = optValue(p, "-a", "--arg-file");
  const cmd = p.positional.length ? p.positional : [lit2("echo")];
  const replace = optValue(p, "-I", "--replace", "-i");
  const input = io.stdin?.text != null && !io.stdin.text.includes(DYN) && !argFile ? io.stdin.text.trim().split(/\s+/).filter(Boolean).map(lit2) : null;
  const fill = (items) => replace ? cmd.map((w) => w.s.includes(replace.s) ? { ...w, s: w.s.replaceAll(replace.s, DYN), dyn: true } : w) : [...cmd, ...items];
  return runCommand(fill(input ?? [dyn()]), a, null, io.piped);
};
H.parallel = (args, a) => {
  const cut = args.findIndex((v) => v.s.startsWith(":::"));
  const template = (cut === -1 ? args : args.slice(0, cut)).filter(
    (v) => !normArg(v).startsWith("-") || v.s.includes(" ")
  );
  if (template.length === 0 || template.some((v) => v.dyn)) {
    a.grey("dynamic_command", "`parallel` runs commands that cannot be known before they run");
    return null;
  }
  const script = template.map((v) => v.s).join(" ").replaceAll("{}", '"$__forge_gate_item"');
  a.nested(template.some((v) => /\{\}/.test(v.s)) ? script : `${script} "$__forge_gate_item"`, "`parallel`");
  return null;
};
function shellFromStdin(a, io, via) {
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
  a.nested(src.text, `${via} (fed by ${src.via})`);
  return null;
}
function shellHandler(args, a, io) {
  const via = `\`${io.name}\``;
  let i = 0;
  let command = null;
  for (; i < args.length; i++) {
    const s = normArg(args[i]);
    if (s === "-o" || s === "+o" || s === "-O" || s === "+O" || s === "--rcfile" || s === "--init-file") {
      i++;
      continue;
    }
    if (/^-[a-zA-Z]*c[a-zA-Z]*$/.test(s)) {
      command = args[i + 1] ?? null;
      break;
    }
    if (s === "-s" || s === "--") continue;
    if (s.startsWith("-") || s.startsWith("+")) continue;
    break;
  }
  if (command) {
    if (command.dyn) {
      if (command.net) a.block("download_exec", `${via} -c runs code downloaded by a command substitution`);
      else a.grey("dynamic_command", `${via} -c runs a command that cannot be known before it runs`);
      return null;
    }
    a.nested(command.s, `${via} -c`);
    return null;
  }
  const script = args[i];
  if (script?.net) {
    a.block("download_exec", `${via} runs a script downloaded by a process substitution`);
    return null;
  }
  if (script && !/^-s?$/.test(normArg(script))) {
    if (script.dyn && io.stdin === null)
      a.grey("dynamic_script", `${via} runs a script that cannot be known before it runs`);
    else if (script.dyn) return shellFromStdin(a, io, via);
    else if (/^\/dev\/(stdin|fd\/0)$/.test(script.s)) return shellFromStdin(a, io, via);
    else if (/^\/dev\/fd\/\d+$|^\/proc\//.test(script.s))
      a.grey("dynamic_script", `${via} runs code from a file descriptor`);
    else a.script(script, via);
    return null;
  }
  return shellFromStdin(a, io, via);
}
for (const sh of SHELLS) H[sh] = shellHandler;
function interpreterHandler(args, a, io) {
  const spec = INTERPRETERS[io.name];
  const via = `\`${io.name}\``;
  for (let i = 0; i < args.length; i++) {
    const s = normArg(args[i]);
    if (spec.inline.includes(s)) {
      inlineCode(args[i + 1] ?? dyn(), a, `${via} ${s}`);
      if (io.name === "perl" && args.some((v) => /^-[a-zA-Z]*i/.test(normArg(v)))) {
        for (const f of args.slice(i + 2)) if (!normArg(f).startsWith("-")) a.write(f, "write", `${via} -i`);
      }
      return null;
    }
    if (spec.module && (s === spec.module || s.startsWith(spec.module) && s.length > 2)) {
      const mod = s === spec.module ? args[i + 1]?.s ?? "" : s.slice(2);
      return pythonModule(mod, args.slice(s === spec.module ? i + 2 : i + 1), a, io);
    }
    if (spec.valueOpts.includes(s)) {
      i++;
      continue;
    }
    if (s.startsWith("-")) continue;
    if (io.name === "deno" || io.name === "bun") return denoBun(args.slice(i), a, io);
    if (args[i].net) a.block("download_exec", `${via} runs a script downloaded by a process substitution`);
    else a.script(args[i], via);
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
  if (src?.text != null) inlineCode(lit2(src.text), a, via);
  else if (src) a.grey("inline_code", `${via} runs code produced by ${src.via}`);
  else a.grey("inline_code", `${via} reads code from standard input`);
  return null;
}
for (const k of Object.keys(INTERPRETERS)) H[k] = interpreterHandler;
function pythonModule(mod, rest, a, io) {
  if (mod === "pip") return H.pip(rest, a, { ...io, name: "pip" }) ?? null;
  if (mod === "venv" || mod === "virtualenv") {
    const p = parseOpts(rest, ["--prompt"]);
    for (const d of p.positional) a.write(d, "write", `\`${io.name} -m ${mod}\``);
    return null;
  }
  if (mod === "json.tool" || mod === "pydoc" || mod === "site" || mod === "platform" || mod === "sysconfig")
    return null;
  if (mod === "http.server") {
    const p = parseOpts(rest, ["-d", "--directory", "-b", "--bind", "--protocol"]);
    const dir = optValues(p, "-d", "--directory")[0];
    a.project(`\`${io.name} -m http.server\``, dir);
    return null;
  }
  a.project(`\`${io.name} -m ${mod}\``);
  return null;
}
function denoBun(args, a, io) {
  const sub = args[0]?.s ?? "";
  const ev = args.findIndex((v) => /^(-e|--eval|-p|--print)$/.test(normArg(v)));
  if (ev !== -1) {
    inlineCode(args[ev + 1] ?? dyn(), a, `\`${io.name}\` ${normArg(args[ev])}`);
    return null;
  }
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
    return null;
  }
  a.project(`\`${io.name} ${sub}\``);
  return null;
}
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
  for (const f of p.positional) a.write(f, "write", "`touch`");
  return null;
};
H.mkdir = (args, a) => {
  const p = parseOpts(args, ["-m", "--mode", "--context"]);
  for (const f of p.positional) a.write(f, "write", "`mkdir`");
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
    const target = optValue(p, "-t", "--target-directory");
    const via = `\`${verb}\``;
    if (op === "install" && has(p, "-d", "--directory")) {
      for (const d of p.positional) a.write(d, "write", via);
      return null;
    }
    let sources = p.positional;
    let dest = target;
    if (!dest) {
      if (p.positional.length === 1 && op === "link") {
        const only = p.positional[0];
        dest = only.dyn ? only : lit2(import_node_path3.posix.basename(only.s));
      } else if (p.positional.length >= 2) {
        dest = p.positional[p.positional.length - 1];
        sources = p.positional.slice(0, -1);
      } else {
        return null;
      }
    }
    if (!dest.dyn && dest.s.startsWith("/dev/") && !/^\/dev\/null$/.test(dest.s))
      a.block("disk_write", `${via} writes onto the device ${dest.s}`);
    else if (!dest.dyn && dest.s === "/dev/null") {
    } else if (sources.length === 1 && !has(p, "-T", "--no-target-directory") && !target) {
      a.write(dest, "write", via);
    } else {
      for (const s of sources) {
        const name = s.dyn ? DYN : import_node_path3.posix.basename(s.s);
        a.write(
          { ...dest, s: `${dest.s.replace(/\/+$/, "")}/${name}`, dyn: dest.dyn || s.dyn },
          "write",
          via
        );
      }
    }
    if (op === "move") for (const s of sources) a.write(s, "rdelete", "`mv` (source)");
    if (op !== "link" && sources.some((s) => !s.dyn && isSecretPath(s.s, a.ctx.home))) {
      a.grey("secret_copy", `${via} copies a credential file`);
    }
    if (op === "link" && has(p, "-s", "--symbolic")) {
      for (const s of sources) {
        const linkDir = dest.dyn ? null : dest.s.endsWith("/") || sources.length > 1 || target ? dest.s : import_node_path3.posix.dirname(dest.s);
        const t = s.dyn || s.s.startsWith("/") || linkDir === null ? s : { ...s, s: `${linkDir}/${s.s}` };
        const abs = a.resolve(t);
        if (abs === null)
          a.grey("dynamic_target", `${via} -s links to a path that cannot be known before it runs`);
        else for (const x of abs) a.fx.linkTargets.push({ path: x, via });
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
    has(p, "--delete", "--delete-before", "--delete-after", "--delete-during", "--del") ? "rdelete" : "write",
    "`rsync`"
  );
  if (has(p, "--remove-source-files"))
    for (const s of p.positional.slice(0, -1)) a.write(s, "delete", "`rsync --remove-source-files`");
  return null;
};
H.dd = (args, a) => {
  for (const v of args) {
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
    for (const t of targets) a.write(t, recursive ? "rmeta" : "meta", `\`${verb}${recursive ? " -R" : ""}\``);
    return null;
  };
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
    else if (/[a-zA-Z]/.test(raw) && /\./.test(raw)) a.host(`dns://${raw}`, `\`${io.name}\``, false);
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
H.chmod = metaHandler("chmod");
H.chown = metaHandler("chown");
H.chgrp = metaHandler("chgrp");
H.chattr = metaHandler("chattr");
H.setfacl = metaHandler("setfacl");
H.sed = (args, a) => {
  const p = parseOpts(args, ["-e", "--expression", "-f", "--file", "-l", "--line-length", "-s"]);
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
  if (inPlace) for (const f of files) a.write(f, "write", "`sed -i`");
  return null;
};
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
  const p = parseOpts(args, ["-F", "-v", "-f", "--field-separator", "--assign", "--file"]);
  if (has(p, "-f", "--file")) {
    a.grey("inline_code", `\`${io.name} -f\` runs a program from a file`);
    return null;
  }
  if (p.opts.some((o) => o.name === "-i" || o.name === "--include")) {
    a.grey("inline_code", `\`${io.name} -i\` loads extensions`);
    return null;
  }
  const prog = p.positional[0];
  if (!prog || prog.dyn) {
    a.grey("inline_code", `\`${io.name}\` runs a program that cannot be known before it runs`);
    return null;
  }
  if (/system\s*\(|getline|\bfflush\b|close\s*\(|\bprintf?\b[^;{}]*[>|]/.test(
    prog.s.replace(/"(?:[^"\\]|\\.)*"/g, '""').replace(/>=/g, "")
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
H.xxd = (args, a) => {
  const p = parseOpts(args, ["-c", "-g", "-l", "-s", "-o", "-n", "-C"]);
  if (p.positional[1]) a.write(p.positional[1], "write", "`xxd` (output file)");
  return null;
};
H.split = (args, a) => {
  const p = parseOpts(args, ["-l", "-b", "-C", "-n", "-a", "--additional-suffix", "--filter", "-t"]);
  if (has(p, "--filter")) a.grey("inline_code", "`split --filter` runs commands");
  const prefix = p.positional[1] ?? lit2("x");
  a.write(prefix, "write", "`split`");
  return null;
};
H.csplit = (args, a) => {
  const p = parseOpts(args, ["-f", "--prefix", "-b", "-n"]);
  a.write(optValue(p, "-f", "--prefix") ?? lit2("xx"), "write", "`csplit`");
  return null;
};
H.patch = (args, a) => {
  const p = parseOpts(args, [
    "-o",
    "--output",
    "-d",
    "--directory",
    "-i",
    "--input",
    "-p",
    "-r",
    "--reject-file",
    "-B",
    "--prefix",
    "-z",
    "--suffix",
    "-D",
    "-F",
    "--fuzz"
  ]);
  const out = optValue(p, "-o", "--output");
  if (out) a.write(out, "write", "`patch -o`");
  const dir = optValue(p, "-d", "--directory");
  a.project("`patch`", dir ?? void 0);
  if (!out && p.positional[0]) a.write(p.positional[0], "write", "`patch`");
  return null;
};
H.tar = (args, a) => {
  const first = args[0] && !normArg(args[0]).startsWith("-") ? lit2(`-${args[0].s}`) : null;
  const list = first ? [first, ...args.slice(1)] : args;
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
    const dir = optValue(p, "-C", "--directory");
    if (dir) a.write(dir, "write", "`tar -x`");
    else a.project("`tar -x`");
    if (has(p, "-P", "--absolute-names")) a.grey("tar_absolute", "`tar -P` extracts absolute paths");
    return null;
  }
  if (has(p, "-c", "--create", "-r", "--append", "-u", "--update", "-A", "--catenate", "--delete")) {
    if (file && file.s !== "-") a.write(file, "write", "`tar` (archive)");
    return null;
  }
  a.grey("unknown_command", "`tar` with an unrecognised mode");
  return null;
};
H.unzip = (args, a) => {
  const p = parseOpts(args, ["-d", "-x", "-P"]);
  if (has(p, "-l", "-t", "-v", "-p", "-Z", "-z")) return null;
  const dir = optValue(p, "-d");
  if (dir) a.write(dir, "write", "`unzip -d`");
  else a.project("`unzip`");
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
var FIND_FILTERS = new Set(
  "-name -iname -path -ipath -wholename -iwholename -regex -iregex -type -xtype -newer -mtime -mmin -atime -amin -ctime -cmin -size -empty -user -group -perm -links -inum -samefile -lname -ilname -uid -gid -nouser -nogroup -newermt -used -readable -writable -executable".split(
    " "
  )
);
function findNames(args) {
  const out = [];
  for (let i = 0; i < args.length - 1; i++) {
    const s = normArg(args[i]);
    if (s !== "-name" && s !== "-iname") continue;
    const v = args[i + 1];
    if (v.dyn || v.s.includes("/")) return null;
    out.push(v.s);
  }
  return out.length > 0 ? out : null;
}
function findFounds(r, args) {
  if (r.dyn) return [DYN];
  const names = findNames(args);
  const base = r.s.replace(/\/+$/, "") || "/";
  const founds = [];
  const rootName = base === "." ? "." : import_node_path3.posix.basename(base);
  if (findMinDepth(args) < 1 && (names === null || names.some((n) => n === rootName || /^\.?[*?[]/.test(n))))
    founds.push(base);
  if (names === null) founds.push(`${base}/__found__`);
  else for (const n of names) founds.push(`${base}/${n}`, .../^[*?[]/.test(n) ? [`${base}/.${n}`] : []);
  return founds;
}
function findMinDepth(args) {
  const at = args.findIndex((v) => normArg(v) === "-mindepth");
  const n = at === -1 ? 0 : Number(args[at + 1]?.s);
  return Number.isFinite(n) ? n : 0;
}
H.find = (args, a) => {
  let i = 0;
  const roots = [];
  while (i < args.length && !/^[-(!]/.test(normArg(args[i]))) roots.push(args[i++]);
  if (roots.length === 0) roots.push(lit2("."));
  let filtered = false;
  const printsOnly = !args.some(
    (v) => /^-(exec|execdir|ok|okdir|delete|fprint0?|fls|fprintf|printf|ls)$/.test(normArg(v))
  );
  for (; i < args.length; i++) {
    const s = normArg(args[i]);
    if (FIND_FILTERS.has(s)) filtered = true;
    if (s === "-delete") {
      for (const r of roots) {
        if (filtered)
          a.write({ ...r, s: `${r.s.replace(/\/+$/, "")}/__found__` }, "delete", "`find -delete`");
        else a.write(r, "rdelete", "`find -delete`");
      }
      continue;
    }
    if (s === "-fprint" || s === "-fprint0" || s === "-fls" || s === "-fprintf") {
      const f = args[i + 1];
      if (f) a.write(f, "write", `\`find ${s}\``);
      i += s === "-fprintf" ? 2 : 1;
      continue;
    }
    if (s === "-exec" || s === "-execdir" || s === "-ok" || s === "-okdir") {
      const cmd = [];
      let j = i + 1;
      for (; j < args.length; j++) {
        if (args[j].s === ";" || args[j].s === "+") break;
        cmd.push(args[j]);
      }
      i = j;
      if (cmd.length === 0) continue;
      for (const r of roots) {
        for (const found of findFounds(r, args)) {
          const argv = cmd.map(
            (w) => w.s.includes("{}") ? { ...w, s: w.s.replaceAll("{}", found), dyn: w.dyn || r.dyn } : w
          );
          runCommand(argv, a, null, false);
        }
      }
    }
  }
  if (!printsOnly || roots.some((r) => r.dyn)) return null;
  return {
    text: roots.flatMap((r) => findFounds(r, args)).join("\n"),
    network: false,
    secret: false,
    via: "`find`"
  };
};
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
  const idx = args.findIndex((v) => /^(-x|--exec|-X|--exec-batch)$/.test(normArg(v)));
  if (idx !== -1) {
    const cmd = args.slice(idx + 1).filter((v) => v.s !== ";");
    const argv = cmd.map((w) => w.s.includes("{") ? { ...w, s: DYN, dyn: true } : w);
    if (!cmd.some((w) => w.s.includes("{"))) argv.push(dyn());
    if (argv.length) runCommand(argv, a, null, false);
  }
  void p;
  return null;
};
H.fdfind = H.fd;
function uploadSecret(v, a) {
  if (v.secret) return v.secret;
  const at = v.s.replace(/^[^@]*@/, "");
  if (v.s.includes("@") && isSecretPath(at, a.ctx.home)) return 2;
  return 0;
}
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
  if (has(p, "-K", "--config")) a.grey("curl_config", "`curl -K` reads options from a file");
  const data = optValues(p, ...CURL_BODY_OPTIONS, "--json");
  const headers = optValues(p, "-H", "--header", "-u", "--user", "-b", "--cookie");
  const method = optValue(p, "-X", "--request")?.s.toUpperCase() ?? null;
  let secret = 0;
  for (const d of [...data, ...headers]) secret = Math.max(secret, uploadSecret(d, a));
  for (const u of p.positional) secret = Math.max(secret, u.secret);
  if (io.stdin?.secret && data.some((d) => /^@-$|^-$/.test(d.s))) secret = 2;
  const sends = data.length > 0 || method !== null && method !== "GET" && method !== "HEAD";
  if (secret === 2) {
    a.block("exfiltration", `${via} sends the environment or a credential file to a remote host`);
    return null;
  }
  const urls = [...p.positional, ...optValues(p, "--url")];
  const remote = urls.some(
    (u) => !/^(https?:\/\/)?(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)([:/]|$)/.test(u.s)
  );
  if (remote && (method === "DELETE" || method === "PUT" || method === "PATCH"))
    a.grey("remote_change", `${via} -X ${method} changes something on a remote service`);
  for (const u of urls) a.host(u.s, via, sends);
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
    if (abs) for (const x of abs) a.downloaded.add(import_node_path3.posix.normalize(x));
  }
  if (has(p, "-O", "--remote-name", "--remote-name-all")) {
    const dir = optValue(p, "--output-dir");
    if (dir) a.write(dir, "write", via);
    else a.project(`${via} -O`);
    for (const u of urls) {
      const base = import_node_path3.posix.basename(u.s.split(/[?#]/)[0] ?? "");
      const abs = a.resolve(lit2(base));
      if (abs) for (const x of abs) a.downloaded.add(import_node_path3.posix.normalize(x));
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
    secret = Math.max(secret, d.secret, isSecretPath(d.s, a.ctx.home) ? 2 : 0);
  if (secret === 2) {
    a.block("exfiltration", `${via} sends the environment or a credential file to a remote host`);
    return null;
  }
  if (has(p, "-e", "--execute", "-i", "--input-file"))
    a.grey("wget_config", "`wget -e/-i` takes commands or URLs from elsewhere");
  const method = optValue(p, "--method")?.s.toUpperCase();
  const sends = post.length > 0 || method !== void 0 && method !== "GET" && method !== "HEAD";
  for (const u of p.positional) a.host(u.s, via, sends);
  if (secret === 1) a.grey("secret_send", `${via} sends a secret-looking variable`);
  const out = optValue(p, "-O", "--output-document");
  for (const o of optValues(p, "-o", "--output-file", "-a", "--append-output", "--save-cookies"))
    a.write(o, "write", via);
  if (out) {
    if (out.s !== "-" && out.s !== "/dev/null") {
      a.write(out, "write", via);
      const abs = a.resolve(out);
      if (abs) for (const x of abs) a.downloaded.add(import_node_path3.posix.normalize(x));
    }
    return out.s === "-" ? { text: null, network: true, secret: false, via } : null;
  }
  const dir = optValue(p, "-P", "--directory-prefix");
  if (dir) a.write(dir, "write", via);
  else a.project(via);
  for (const u of p.positional) {
    const base = import_node_path3.posix.basename(u.s.split(/[?#]/)[0] ?? "") || "index.html";
    const abs = a.resolve(dir ? lit2(`${dir.s}/${base}`) : lit2(base));
    if (abs) for (const x of abs) a.downloaded.add(import_node_path3.posix.normalize(x));
  }
  void io;
  return null;
};
function rawNetwork(args, a, io) {
  if (io.stdin?.secret) {
    a.block("exfiltration", `${io.stdin.via} output is sent over the network by \`${io.name}\``);
    return null;
  }
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
H.openssl = (args, a, io) => {
  const sub = args[0]?.s ?? "";
  if (/^s_(client|server|time)$|^ocsp$/.test(sub)) return rawNetwork(args, a, io);
  args.forEach((v, i) => {
    const next = args[i + 1];
    if ((v.s === "-out" || v.s === "-keyout") && next) a.write(next, "write", "`openssl`");
  });
  return { text: null, network: false, secret: false, via: "`openssl`" };
};
function remoteAccess(args, a, io) {
  if (io.stdin?.secret || args.some((v) => v.secret === 2 || !v.dyn && isSecretPath(v.s.replace(/^[^@]*@/, ""), a.ctx.home))) {
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
  if (url2) a.host(url2.s, "`http`", sends);
  return { text: null, network: true, secret: false, via: "`http`" };
};
H.https = H.http;
H.xh = H.http;
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
var DANGEROUS_GIT_CONFIG = /^(core\.(hookspath|fsmonitor|sshcommand|pager|editor|askpass|gitproxy|attributesfile|excludesfile|worktree)|alias\..*|filter\..*|diff\.external|diff\..*\.(textconv|command)|(diff|merge)tool\..*|(diff|merge)\.(tool|guitool)|merge\..*\.driver|credential\..*|include\.path|includeif\..*|url\..*\.insteadof|protocol\..*|uploadpack\..*|receive\..*|sequence\.editor|gpg\.(.*\.)?program|interactive\.difffilter|(web|browser|man)\..*|pager\..*|http\..*\.proxy|remote\..*\.(uploadpack|receivepack))$/i;
function discardPaths(targets, a, via) {
  if (targets.length === 0 || targets.some((v) => v.glob || /^:|[*?[]/.test(v.s))) {
    a.grey("git_discard", `${via} discards uncommitted changes to those files`);
    return;
  }
  for (const t of targets) a.write(t, "rdelete", via);
}
H.git = (args, a, _io) => {
  let i = 0;
  let dir = null;
  for (; i < args.length; i++) {
    const s = normArg(args[i]);
    if (s === "-C") {
      dir = args[++i] ?? null;
      continue;
    }
    if (s === "-c") {
      const kv = args[++i];
      const key = kv?.s.split("=")[0] ?? "";
      if (!kv || kv.dyn || DANGEROUS_GIT_CONFIG.test(key)) {
        a.block("git_config_exec", `\`git -c ${kv ? show(kv) : ""}\` makes git run an arbitrary program`);
        return null;
      }
      continue;
    }
    if (s === "--git-dir" || s === "--work-tree" || s === "--namespace" || s === "--exec-path" || s === "--config-env") {
      if (s === "--exec-path" || s === "--config-env")
        a.grey("git_exec_path", `\`git ${s}\` changes what git executes`);
      i++;
      continue;
    }
    if (s.startsWith("--git-dir=") || s.startsWith("--work-tree=")) continue;
    if (s.startsWith("--exec-path=") || s.startsWith("--config-env=")) {
      a.grey("git_exec_path", `\`git ${s}\` changes what git executes`);
      continue;
    }
    if (s.startsWith("-")) continue;
    break;
  }
  const sub = args[i]?.s ?? "";
  const rest = args.slice(i + 1);
  const via = `\`git ${sub}\``;
  const cwdSave = a.cwds;
  if (dir) a.cwds = cwdSave.map((c) => dir.dyn || c === null ? null : import_node_path3.posix.resolve(c, dir.s));
  const run = () => {
    if (sub === "" || GIT_READ.has(sub)) {
      if (sub === "diff" || sub === "log" || sub === "show" || sub === "format-patch") {
        const out2 = rest.find((v) => normArg(v).startsWith("--output="));
        if (out2) a.write({ ...out2, s: normArg(out2).slice(9) }, "write", via);
        if (rest.some((v) => /^--ext-diff$/.test(normArg(v))))
          a.grey("git_exec", `${via} --ext-diff runs the repository's external diff program`);
      }
      return { text: null, network: false, secret: false, via };
    }
    const p = parseOpts(rest, [
      "-m",
      "--message",
      "-F",
      "--file",
      "-C",
      "-c",
      "-b",
      "-B",
      "--branch",
      "-o",
      "--origin",
      "-u",
      "--upstream",
      "--set-upstream-to",
      "-s",
      "--strategy",
      "-X",
      "--strategy-option",
      "--depth",
      "--author",
      "--date",
      "--reference",
      "--separate-git-dir",
      "--template",
      "--onto",
      "-S",
      "--gpg-sign",
      "--exec",
      "-x",
      "--output-directory",
      "--output",
      "--format"
    ]);
    const pos = p.positional.map((v) => normArg(v));
    const wholeTree = (v) => v === "." || v === ":/" || v === "*" || v === ":" || v === "./" || v === ":/*" || v === "'*'";
    switch (sub) {
      case "reset":
        if (has(p, "--hard", "--merge", "--keep")) {
          a.block("git_destructive", "`git reset --hard` discards uncommitted work");
          return null;
        }
        break;
      case "clean":
        if (has(p, "-n", "--dry-run")) return null;
        if (has(p, "-f", "--force", "-i", "--interactive")) {
          a.block("git_destructive", "`git clean -f` deletes untracked files");
          return null;
        }
        break;
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
        for (const r of pos.slice(0, 1)) a.host(r, via, true);
        a.project(via);
        return null;
      }
      case "checkout": {
        const dashdash = rest.findIndex((v) => v.s === "--");
        const paths = dashdash === -1 ? [] : rest.slice(dashdash + 1).map((v) => v.s);
        if (has(p, "-f", "--force") || pos.some(wholeTree) || paths.some(wholeTree)) {
          a.block("git_destructive", "`git checkout .`/`--force` discards uncommitted changes");
          return null;
        }
        if (paths.length > 0 || dashdash === -1 && pos.length > 1) {
          const targets = dashdash === -1 ? p.positional.slice(1) : rest.slice(dashdash + 1);
          discardPaths(targets, a, "`git checkout -- <paths>`");
          return null;
        }
        a.project(via);
        return null;
      }
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
        const at = pos.indexOf(sub === "submodule" ? "foreach" : "run");
        if (at === -1) break;
        const rest2 = p.positional.slice(at + 1);
        if (rest2.length === 0) break;
        if (sub === "submodule") {
          if (rest2.some((v) => v.dyn))
            a.grey("dynamic_eval", `${via} foreach runs a command that cannot be known`);
          else a.nested(rest2.map((v) => v.s).join(" "), `${via} foreach`);
          a.fx.readOnly = false;
          return null;
        }
        return runCommand(rest2, a, null, false);
      }
      case "stash": {
        const action2 = pos[0] ?? "push";
        if (action2 === "drop" || action2 === "clear") {
          a.block("git_destructive", `\`git stash ${action2}\` deletes stashed work`);
          return null;
        }
        if (action2 === "list" || action2 === "show") return { text: null, network: false, secret: false, via };
        break;
      }
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
        if ((pos[0] === "add" || pos[0] === "set-url") && p.positional[2])
          a.host(p.positional[2].s, via, false);
        if (pos[0] === "add" || pos[0] === "set-url" || pos[0] === "rename" || pos[0] === "update" || pos[0] === "prune" || pos[0] === "set-head")
          break;
        a.grey("git_remote", `${via} ${pos[0]} changes the repository's remotes`);
        return null;
      case "config": {
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
        ) || pos.length <= 1)
          return null;
        const key = pos[0] === "set" || pos[0] === "unset" ? pos[1] ?? "" : pos[0] ?? "";
        if (DANGEROUS_GIT_CONFIG.test(key) || key.includes(DYN)) {
          a.block("persistence", `\`git config ${key}\` makes git run an arbitrary program later`);
          return null;
        }
        a.project(via);
        return null;
      }
      case "clone": {
        const url2 = p.positional[0];
        if (url2) a.host(url2.s, via, false);
        const dest = p.positional[1] ?? (url2 ? lit2(import_node_path3.posix.basename(url2.s.replace(/\/+$/, "")).replace(/\.git$/, "")) : null);
        if (dest) a.write(dest, "write", via);
        return null;
      }
      case "mv":
        for (const v of p.positional) a.write(v, "write", via);
        return null;
      case "rm": {
        if (has(p, "--cached")) {
          a.project(via);
          return null;
        }
        const recursive = has(p, "-r");
        for (const v of p.positional) a.write(v, recursive ? "rdelete" : "delete", via);
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
        if (action2 === "prune" || action2 === "lock" || action2 === "unlock" || action2 === "move" || action2 === "repair")
          break;
        a.grey("git_unknown", `${via} ${action2 ?? ""}`);
        return null;
      }
      case "rebase":
        if (has(p, "-i", "--interactive", "--exec", "-x")) {
          a.grey("git_interactive", "`git rebase -i/--exec` needs an editor or runs commands");
          return null;
        }
        break;
      case "commit":
      case "merge":
      case "cherry-pick":
      case "revert":
      case "am":
        if (has(p, "--no-verify", "-n") && sub === "commit") {
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
      const out2 = optValue(p, "-o", "--output-directory");
      if (out2) a.write(out2, "write", via);
    }
    if (sub === "archive") {
      const out2 = optValue(p, "-o", "--output");
      if (out2) a.write(out2, "write", via);
    }
    if (sub === "bundle" && pos[0] === "create" && p.positional[1]) a.write(p.positional[1], "write", via);
    if (sub === "submodule" && pos[0] === "add" && pos[1]) a.host(pos[1], via, false);
    if (has(p, "--template"))
      a.grey("git_hooks", `${via} --template installs files (hooks) from another directory`);
    a.project(via);
    return null;
  };
  const out = run();
  if (dir) a.cwds = cwdSave;
  return out;
};
var NPX_SAFE = new Set(
  "tsc typescript vitest jest eslint prettier @biomejs/biome biome tsx ts-node mocha playwright @playwright/test cypress vite webpack rollup esbuild next nuxt astro svelte-kit turbo nx lerna tsup prisma drizzle-kit knip depcheck madge typedoc jsdoc c8 nyc ava tap stylelint markdownlint markdownlint-cli2 husky lint-staged concurrently nodemon create-react-app create-vite create-next-app degit http-server serve ncu npm-check-updates semantic-release changeset @changesets/cli tailwindcss postcss sass babel @babel/cli swc @swc/cli terser uglify-js rimraf mkdirp cross-env vue-tsc svelte-check @angular/cli ng storybook wrangler vercel netlify-cli firebase-tools openapi-typescript graphql-codegen @graphql-codegen/cli orval ts-prune license-checker size-limit publint attw @arethetypeswrong/cli".split(/\s+/)
);
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
  return runCommand(rest, a, io.stdin, io.piped);
}
H["cross-env"] = envRunner;
H["cross-env-shell"] = (args, a, io) => envRunner(args, a, { ...io, name: "cross-env-shell" });
H["env-cmd"] = envRunner;
var INLINE_RUNNERS = /* @__PURE__ */ new Set(["tsx", "ts-node", "ts-node-esm"]);
function inlineRunner(name, args, a) {
  const at = args.findIndex((v) => /^(-e|--eval|-p|--print)$/.test(normArg(v)));
  if (at === -1) return false;
  inlineCode(args[at + 1] ?? dyn(), a, `\`${name}\` ${normArg(args[at])}`);
  return true;
}
function npx(args, a, io) {
  const p = parseOpts(args, ["-p", "--package", "-c", "--call", "--node-options"], true);
  const call = optValue(p, "-c", "--call");
  if (call) {
    if (call.dyn) a.grey("dynamic_command", "`npx -c` runs a command that cannot be known");
    else a.nested(call.s, "`npx -c`");
    return null;
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
    for (const f of p.positional.slice(1)) if (!f.s.startsWith("-")) a.write(f, "write", "`mkdirp`");
    return null;
  }
  if (ENV_RUNNERS.has(bare)) return envRunner(p.positional.slice(1), a, io);
  if (NPX_SAFE.has(bare) || NPX_SAFE.has(pkg.s)) {
    if (INLINE_RUNNERS.has(bare) && inlineRunner(bare, p.positional.slice(1), a)) return null;
    a.project(`\`${io.name} ${bare}\``);
    return null;
  }
  a.grey("npx_unknown", `\`${io.name} ${show(pkg)}\` downloads and runs a package forge-gate does not know`);
  return null;
}
H.npx = npx;
H.pnpx = npx;
H.bunx = npx;
function nodePackageManager(args, a, io) {
  const p = parseOpts(
    args,
    [
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
      "--loglevel"
    ],
    true
  );
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
    if (action2 === "get" || action2 === "list" || action2 === "ls") return null;
    a.grey("package_config", `${via} changes package-manager configuration outside the project`);
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
  for (const v of rest)
    if (/^(https?|git\+\w+|git):\/\//.test(v.s)) a.host(v.s.replace(/^git\+/, ""), via, false);
  if (sub === "cache" || sub === "store") {
    if (rest[0]?.s === "clean" || rest[0]?.s === "prune") a.fx.readOnly = false;
    return null;
  }
  a.project(via, prefix ?? void 0);
  return null;
}
H.npm = nodePackageManager;
H.pnpm = nodePackageManager;
H.yarn = nodePackageManager;
H.corepack = (args, a) => {
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
    return runCommand([{ ...head, s: "python" }, ...rest], a, io.stdin, io.piped);
  return runCommand(rest, a, io.stdin, io.piped);
}
function pythonPackageManager(args, a, io) {
  const p = parseOpts(args, [
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
    "--project"
  ]);
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
    a.project(via, optValue(p, "--directory", "--project") ?? void 0);
    if (sub === "run") return projectRunner(args.slice(args.findIndex((v) => v.s === "run") + 1), a, io);
    return null;
  }
  for (const v of p.positional)
    if (/^(git\+)?(https?|ssh|git):\/\//.test(v.s)) a.host(v.s.replace(/^git\+/, ""), via, false);
  if (sub === "install" || sub === "download" || sub === "wheel") {
    if (has(p, "--user", "--break-system-packages", "--root", "--prefix")) {
      a.grey("install_global", `${via} installs outside the project`);
      return null;
    }
    const target = optValue(p, "-t", "--target", "-d", "--dest");
    if (target) a.write(target, "write", via);
    a.project(via);
    return null;
  }
  if (sub === "uninstall") {
    a.grey("package_remove", `${via} removes packages from the environment`);
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
  const target = optValue(p, "--target-dir");
  if (target) a.write(target, "write", via);
  if (sub === "new" || sub === "init") {
    if (p.positional[1]) a.write(p.positional[1], "write", via);
    else a.project(via);
    return null;
  }
  const manifest = optValue(p, "--manifest-path");
  const dir = optValue(p, "-C") ?? (manifest ? { ...manifest, s: import_node_path3.posix.dirname(manifest.s) } : null);
  a.project(via, dir ?? void 0);
  return null;
};
H.rustup = (args, a) => {
  if (/^(show|which|--version|-V|check|doc)$/.test(args[0]?.s ?? "")) return null;
  a.grey("install_global", "`rustup` changes the toolchain installation");
  return null;
};
H.go = (args, a) => {
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
  return null;
};
H.gmake = H.make;
H.bundle = (args, a) => {
  const sub = args[0]?.s ?? "install";
  if (sub === "exec") return args[1] ? runCommand(args.slice(1), a, null, false) : null;
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
H.history = (args, a) => {
  if (args.some((v) => v.s === "-c" || v.s === "-d" || v.s === "-w"))
    a.grey("history_edit", "`history -c/-d/-w` rewrites the shell history");
  return null;
};
H.set = () => null;
H.shopt = () => null;
H.alias = (args, a) => {
  if (args.some((v) => v.s.includes("=") || v.dyn))
    a.grey("alias_define", "`alias` redefines a command for later calls");
  return null;
};
H.ulimit = () => null;
H.umask = () => null;
function containerTool(args, a, io) {
  const sub = args.find((v) => !v.s.startsWith("-"))?.s ?? "";
  const via = `\`${io.name} ${sub}\``;
  if (/^(ps|images|image-ls|logs|inspect|version|info|stats|top|port|diff|history|events|search|help)$/.test(
    sub
  ))
    return null;
  if (sub === "compose" && /^(ps|logs|config|ls|images|top|version|port)$/.test(
    args[args.findIndex((v) => v.s === "compose") + 1]?.s ?? ""
  ))
    return null;
  if (sub === "build" || sub === "buildx") {
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
H.kubectl = (args, a) => {
  const sub = args.find((v) => !v.s.startsWith("-"))?.s ?? "";
  if (/^(get|describe|logs|explain|version|api-resources|api-versions|cluster-info|top|config|auth|diff|events|wait)$/.test(
    sub
  )) {
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
  if (/^(list|ls|status|get|show|search|template|lint|version|history|env|dependency)$/.test(sub))
    return null;
  a.grey("cluster_change", `\`helm ${sub}\` changes a cluster`);
  return null;
};
H.terraform = (args, a) => {
  const sub = args.find((v) => !v.s.startsWith("-"))?.s ?? "";
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
H.gh = (args, a) => {
  a.fx.readOnly = false;
  const [group, action2] = [args[0]?.s ?? "", args[1]?.s ?? ""];
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
  if (/^(view|list|status|diff|checks|search|browse)$/.test(action2) || /^(status|search|browse|help|version|--version|auth-status)$/.test(group))
    return null;
  if (group === "auth" && action2 === "status") return null;
  if (group === "pr" && /^(create|comment|edit|ready|checkout|review)$/.test(action2) || group === "issue" && /^(create|comment|edit)$/.test(action2) || group === "run" && /^(watch|rerun|download)$/.test(action2)) {
    if (action2 === "checkout" || action2 === "download") a.project(`\`gh ${group} ${action2}\``);
    return null;
  }
  if (group === "repo" && action2 === "clone") {
    const dest = args[3] ?? (args[2] ? lit2(import_node_path3.posix.basename(args[2].s)) : null);
    if (dest) a.write(dest, "write", "`gh repo clone`");
    return null;
  }
  if (group === "repo" && action2 === "delete" || group === "release" && action2 === "delete") {
    a.block("remote_destroy", `\`gh ${group} ${action2}\` deletes GitHub data`);
    return null;
  }
  a.grey("remote_change", `\`gh ${group} ${action2}\` changes GitHub state`);
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
function quoteForShell(s) {
  return `'${s.replaceAll("'", "'\\''")}'`;
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
    if (out.length > 64) break;
  }
  return out.slice(0, 64);
}

// src/core/classify/tools.ts
var str = (v) => typeof v === "string" ? v : null;
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
function parseToolCall(call) {
  const name = call.tool;
  const lower = name.toLowerCase();
  const input = call.input;
  const mcp = /^mcp__(.+?)__(.+)$/.exec(name);
  if (mcp) return { family: "mcp", server: mcp[1], name: mcp[2] };
  if (SHELL_TOOLS.has(lower)) {
    const cmd = input.command ?? input.cmd;
    if (typeof cmd === "string") return { family: "bash", command: cmd };
    if (Array.isArray(cmd) && cmd.every((c) => typeof c === "string"))
      return { family: "bash", command: argvToScript(cmd) };
    return { family: "invalid", reason: `${name} call without a command` };
  }
  if (lower === "apply_patch" || lower === "patch") {
    const text = str(input.command) ?? str(input.patch) ?? str(input.patchText) ?? str(input.input);
    if (text === null) return { family: "invalid", reason: `${name} call without a patch` };
    return patchShape(text);
  }
  if (WRITE_TOOLS.has(lower)) {
    const path = str(input.file_path) ?? str(input.filePath) ?? str(input.notebook_path) ?? str(input.path);
    if (path === null || path === "")
      return { family: "invalid", reason: `${name} call without a file path` };
    return { family: "write", paths: [path] };
  }
  if (READ_TOOLS.has(lower)) {
    const path = str(input.file_path) ?? str(input.filePath) ?? str(input.notebook_path) ?? str(input.path);
    return { family: "read", paths: path ? [path] : [] };
  }
  if (lower === "webfetch" || lower === "web_fetch" || lower === "fetch") {
    const url2 = str(input.url);
    if (url2 === null) return { family: "invalid", reason: `${name} call without a url` };
    return { family: "webfetch", url: url2 };
  }
  if (lower === "websearch" || lower === "web_search" || lower === "web_search_preview")
    return { family: "websearch" };
  if (INTERNAL.has(lower)) return { family: "internal" };
  return { family: "unknown" };
}
function argvToScript(argv) {
  if (argv.length === 3 && /^(ba|z|da)?sh$/.test(argv[0].replace(/^.*\//, "")) && /^-l?c$|^-cl$/.test(argv[1]))
    return argv[2];
  return argv.map((a) => /^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replaceAll("'", "'\\''")}'`).join(" ");
}
function patchShape(text) {
  const paths = [];
  const deletes = [];
  for (const line of text.split(/\r?\n/)) {
    const m = /^\*\*\* (Add File|Update File|Delete File|Move to): (.+)$/.exec(line);
    if (!m) continue;
    const p = m[2].trim();
    paths.push(p);
    if (m[1] === "Delete File") deletes.push(p);
  }
  if (paths.length === 0)
    return {
      family: "invalid",
      reason: "the patch names no files (expected *** Add/Update/Delete File: headers)"
    };
  return { family: "write", paths, deletes };
}

// src/core/classify/user-rules.ts
var import_picomatch2 = __toESM(require_picomatch2(), 1);
function commandMatcher(pattern) {
  const re = new RegExp(
    `^${pattern.trim().split("").map((ch) => ch === "*" ? ".*" : ch === "?" ? "." : ch.replace(/[.+^${}()|[\]\\]/g, "\\$&")).join("")}$`,
    "s"
  );
  return (s) => re.test(s.trim().replace(/\s+/g, " "));
}
function keysFor(subject) {
  const tool = subject.tool.toLowerCase();
  return (key) => {
    const k = key.toLowerCase();
    if (k === "*" || k === tool || k === subject.family) return true;
    if (k === "edit" && subject.family === "write") return true;
    if (k.includes("*")) return import_picomatch2.default.isMatch(tool, k);
    return false;
  };
}
function matchUserRules(rules, subject) {
  const keyMatches = keysFor(subject);
  const hits = [];
  for (const [key, value] of Object.entries(rules)) {
    if (!keyMatches(key)) continue;
    if (typeof value === "string") {
      hits.push({ action: value, pattern: "*", key });
      continue;
    }
    for (const [pattern, action2] of Object.entries(value)) {
      if (matches(pattern, action2, subject)) hits.push({ action: action2, pattern, key });
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
    const isMatch = (0, import_picomatch2.default)(pattern, { dot: true });
    const fileMatches = (spellings) => spellings.some((p) => isMatch(p));
    return action2 === "allow" ? s.files.every(fileMatches) : s.files.some(fileMatches);
  }
  if (s.url) return commandMatcher(pattern)(s.url);
  return pattern === "*";
}

// src/core/classify/engine.ts
var final = (verdict) => ({ kind: "final", verdict });
function decide(call, ctx) {
  const shape = parseToolCall(call);
  const checker = buildChecker(call.cwd, ctx);
  const fx = shape.family === "bash" ? analyzeBash(shape.command, call.cwd, ctx) : null;
  const subject = { tool: call.tool, family: shape.family };
  if (shape.family === "bash") {
    subject.command = shape.command;
    subject.commands = fx?.commands ?? [];
  }
  if (shape.family === "write" || shape.family === "read") {
    subject.files = shape.paths.map((p) => {
      const abs = lexicalAbsolute(p, call.cwd);
      const rel = isWithin(abs, call.cwd) && abs !== call.cwd ? abs.slice(call.cwd.length + 1) : abs;
      return [abs, rel, p];
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
  const result = judge(call, shape, fx, checker, ctx);
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
function analyzeBash(command, cwd, ctx) {
  if (ctx.parse instanceof Error) return null;
  return analyzeShell(command, { home: ctx.home, cwd, parse: ctx.parse });
}
var judges = /* @__PURE__ */ new WeakMap();
function buildChecker(cwd, ctx) {
  let perProbe = judges.get(ctx.probe);
  if (!perProbe) {
    perProbe = /* @__PURE__ */ new Map();
    judges.set(ctx.probe, perProbe);
  }
  const key = JSON.stringify([cwd, ctx.home, ctx.caseMode, ctx.tmpDirs, ctx.lease]);
  let j = perProbe.get(key);
  if (!j) {
    if (perProbe.size > 64) perProbe.clear();
    j = makeJudge(cwd, ctx);
    perProbe.set(key, j);
  }
  return j;
}
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
    let cur = import_node_path4.posix.normalize(p);
    while (cur !== "/") {
      critical.add(cur);
      cur = import_node_path4.posix.dirname(cur);
    }
  };
  addWithAncestors(ctx.home);
  addWithAncestors(cwd);
  for (const r of roots) addWithAncestors(r);
  if (lease?.worktree) addWithAncestors(lease.worktree);
  const globTargets = new Set(critical);
  const concrete = (p) => {
    const segs = import_node_path4.posix.normalize(p).split("/");
    const at = segs.findIndex((x) => /[*?[{]/.test(x));
    return at === -1 ? segs.join("/") : segs.slice(0, at).join("/");
  };
  for (const r of roots) globTargets.add(`${import_node_path4.posix.normalize(r)}/.git`);
  for (const pat of lease?.protect ?? []) {
    const bases = pat.startsWith("/") ? [""] : [...roots, ...lease?.worktree ? [lease.worktree] : []];
    for (const b of bases) {
      const c = concrete(b === "" ? pat : `${b}/${pat}`);
      if (c !== "" && c !== "/") globTargets.add(c);
    }
  }
  for (const f of HOME_START_FILES) globTargets.add(`${ctx.home}/${f}`);
  return { checker, leased: lease !== null, critical, globTargets: [...globTargets] };
}
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
function expandGlobWrites(writes, j) {
  if (!writes.some((w) => /[*?[]/.test(w.path))) return writes;
  const out = [];
  for (const w of writes) {
    out.push(w);
    if (!/[*?[]/.test(w.path)) continue;
    const pattern = import_node_path4.posix.normalize(w.path).replace(/(.)\/+$/, "$1");
    let isMatch;
    try {
      isMatch = (0, import_picomatch3.default)(pattern, { dot: false, nobrace: true, noextglob: false });
    } catch {
      continue;
    }
    const depth = pattern.split("/").length;
    const recursive = w.op === "rdelete" || w.op === "rmeta" || w.op === "write";
    for (const t of j.globTargets) {
      const segs = t.split("/");
      if (segs.length < depth) continue;
      const head = segs.slice(0, depth).join("/");
      if ((segs.length === depth || recursive) && isMatch(head)) out.push({ ...w, path: head });
    }
  }
  return out;
}
function judge(call, shape, fx, j, ctx) {
  switch (shape.family) {
    case "internal": {
      const prompt = call.input.prompt;
      if (/^(task|agent)$/i.test(call.tool) && typeof prompt === "string" && !(ctx.parse instanceof Error)) {
        for (const cmd of promptCommands(prompt)) {
          const r = judgeShell(
            analyzeShell(cmd, { home: ctx.home, cwd: call.cwd, parse: ctx.parse }),
            j,
            ctx
          );
          if (r.kind === "final" && r.verdict.decision === "block")
            return final({
              decision: "escalate",
              reason: `${call.tool} asks a sub-agent to run something forge-gate would block (${r.verdict.reason})`,
              rule: "task_prompt",
              stage: "static"
            });
        }
      }
      return final({
        decision: "allow",
        reason: `${call.tool} only affects the agent's own session`,
        rule: "agent_internal",
        stage: "read_only"
      });
    }
    case "unknown":
      return {
        kind: "grey",
        rule: "unknown_tool",
        reason: `unknown tool ${JSON.stringify(call.tool)}`,
        userAllowed: false
      };
    case "invalid":
      return { kind: "grey", rule: "invalid_input", reason: shape.reason, userAllowed: false };
    case "read":
      return judgeRead(call, shape.paths, ctx);
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
      return judgeMcp(shape.server, shape.name, ctx);
    case "write": {
      if (shape.paths.length === 0)
        return {
          kind: "grey",
          rule: "invalid_input",
          reason: `${call.tool} names no file`,
          userAllowed: false
        };
      const writes = shape.paths.map((raw) => {
        const p = toolPath(raw, ctx.home);
        return {
          path: p.startsWith("/") ? p : `${call.cwd}/${p}`,
          op: shape.deletes?.includes(raw) ? "delete" : "write",
          via: call.tool
        };
      });
      const v = judgeWrites(writes, j, ctx);
      if (v) return v;
      return final({
        decision: "allow",
        reason: `${call.tool} writes inside the lease`,
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
function judgeRead(call, paths, ctx) {
  for (const p of paths) {
    const abs = lexicalAbsolute(p.startsWith("~/") ? ctx.home + p.slice(1) : p, call.cwd);
    if (isSecretPath(abs, ctx.home)) {
      return {
        kind: "grey",
        rule: "secret_read",
        reason: `${call.tool} reads the credential file ${abs}`,
        userAllowed: false
      };
    }
    const readRoots = ctx.lease?.read_roots ?? [];
    if (readRoots.length > 0) {
      const all = [...readRoots, ...ctx.lease?.write_roots ?? []];
      if (!all.some((r) => isWithin(abs, r))) {
        return final({
          decision: "block",
          reason: `${call.tool} reads ${abs}, outside the lease's read and write roots`,
          rule: "read_outside_lease",
          stage: "static"
        });
      }
    }
  }
  return final({
    decision: "allow",
    reason: `${call.tool} only reads`,
    rule: "read_only",
    stage: "read_only"
  });
}
var LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?|0\.0\.0\.0)$/;
function hostAllowed(host, allow) {
  if (LOOPBACK.test(host)) return true;
  return allow.some((a) => {
    const d = a.toLowerCase().replace(/^\*\./, ".");
    return d.startsWith(".") ? host.endsWith(d) || host === d.slice(1) : host === d;
  });
}
function judgeFetch(url2, ctx) {
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
var READ_LIKE_MCP = /^(get|list|search|read|fetch|view|query|describe|show|find|lookup|retrieve|count|check|inspect)([_-]|$)/i;
function readLike(name) {
  return READ_LIKE_MCP.test(name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase());
}
function judgeMcp(server, name, ctx) {
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
  if (ctx.lease) {
    const grant = ctx.lease.mcp.find((g) => g.server === server);
    if (ctx.lease.mcp.length === 0 && readLike(name)) {
      return {
        kind: "grey",
        rule: "mcp_ungranted",
        reason: `MCP tool ${server}/${name} reads, but the lease grants no MCP servers`,
        userAllowed: false
      };
    }
    if (!grant || grant.tools !== null && !grant.tools.includes(name)) {
      return final({
        decision: "block",
        reason: `MCP tool ${server}/${name} is not granted by the lease`,
        rule: "mcp_grant",
        stage: "static"
      });
    }
    return final({
      decision: "allow",
      reason: `MCP tool ${server}/${name} is granted by the lease`,
      rule: "mcp_grant",
      stage: "static"
    });
  }
  if (readLike(name)) {
    return final({
      decision: "allow",
      reason: `MCP tool ${server}/${name} reads`,
      rule: "read_only",
      stage: "read_only"
    });
  }
  return {
    kind: "grey",
    rule: "mcp_unknown",
    reason: `MCP tool ${server}/${name} may change state and no lease grants it`,
    userAllowed: false
  };
}
function toolPath(p, home) {
  if (p === "~" || p.startsWith("~/")) return home + p.slice(1);
  const m = /^(\$HOME|\$\{HOME\})(\/|$)/.exec(p);
  return m ? home + p.slice(m[1].length) : p;
}
function judgeWrites(writes, j, ctx) {
  let grey = null;
  for (const w of expandGlobWrites(writes, j)) {
    const norm = import_node_path4.posix.normalize(w.path).replace(/(.)\/+$/, "$1");
    const sensitive = sensitiveWrite(norm, ctx.home) ?? selfPath(norm, ctx);
    if (sensitive) {
      return final({
        decision: "block",
        reason: `${w.via} writes ${norm}: ${sensitive.what}`,
        rule: sensitive.rule,
        stage: "static"
      });
    }
    if (w.op === "rmeta") {
      const target = stripTrailingGlob(norm);
      if (target === "/" || isWithin(ctx.home, target) || import_node_path4.posix.dirname(target) === "/") {
        return final({
          decision: "block",
          reason: `${w.via} changes permissions of every file under ${target}`,
          rule: "recursive_chmod",
          stage: "static"
        });
      }
    }
    if (w.op === "rdelete" || w.op === "delete") {
      const target = stripTrailingGlob(norm);
      if ((w.op === "rdelete" || target !== norm) && (j.critical.has(target) || import_node_path4.posix.dirname(target) === "/")) {
        return final({
          decision: "block",
          reason: `${w.via} recursively deletes ${target}`,
          rule: "recursive_delete",
          stage: "static"
        });
      }
    }
    const v = j.checker ? j.checker.check(w.path) : { reason: "outside_write_roots", resolved: norm };
    if (v === null) continue;
    const where = `${w.via} writes ${v.resolved}`;
    if (v.reason === "protected") {
      return final({
        decision: "block",
        reason: `${where}, a protected path (${"rule" in v ? v.rule : ""})`,
        rule: "protected_path",
        stage: "static"
      });
    }
    if (v.reason === "unresolvable") {
      grey ??= {
        kind: "grey",
        rule: "unresolvable_path",
        reason: `${where}, which cannot be resolved`,
        userAllowed: false
      };
      continue;
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
    grey ??= {
      kind: "grey",
      rule: "write_outside_cwd",
      reason: `${where}, outside the working directory (no lease given)`,
      userAllowed: false
    };
  }
  return grey;
}
function selfPath(p, ctx) {
  for (const s of ctx.selfPaths)
    if (isWithin(p, import_node_path4.posix.normalize(s)))
      return { rule: "self_modification", what: "forge-gate's own configuration, lease or state" };
  return null;
}
function stripTrailingGlob(p) {
  const base = import_node_path4.posix.basename(p);
  if (/^[*.{},?]+$/.test(base) && base.includes("*")) return import_node_path4.posix.dirname(p);
  return p;
}
function judgeShell(fx, j, ctx) {
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
  const grey = fx.findings.find((f) => f.level === "grey");
  if (grey) return { kind: "grey", rule: grey.rule, reason: grey.reason, userAllowed: false };
  if (w) return w;
  for (const d of fx.projectDirs) {
    const v = j.checker ? j.checker.check(d) : { reason: "outside_write_roots" };
    if (v && v.reason !== "protected") {
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
    const v = j.checker ? j.checker.check(l.path) : { reason: "outside_write_roots" };
    if (v && v.reason !== "protected") {
      return {
        kind: "grey",
        rule: "symlink_out",
        reason: `${l.via} creates a link to ${l.path}, outside the lease`,
        userAllowed: false
      };
    }
  }
  for (const s of fx.scripts) {
    const v = j.checker ? j.checker.check(s.path) : { reason: "outside_write_roots" };
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

// src/core/classify/format.ts
function formatVerdict(v, format) {
  const exit = v.decision === "allow" ? 0 : v.decision === "block" ? 1 : 3;
  switch (format) {
    case "json":
      return {
        stdout: `${JSON.stringify({ schema_version: 1, decision: v.decision, reason: v.reason, rule: v.rule, stage: v.stage })}
`,
        exitCode: exit
      };
    case "text":
      return { stdout: `${v.decision}: ${oneLine(v.reason)} [${v.rule}, ${v.stage}]
`, exitCode: exit };
    case "claude":
    case "codex": {
      const permissionDecision = v.decision === "allow" ? "allow" : v.decision === "block" ? "deny" : "ask";
      const out = {
        hookSpecificOutput: {
          hookEventName: "PreToolUse",
          permissionDecision,
          permissionDecisionReason: `forge-gate: ${v.reason}`
        }
      };
      return { stdout: `${JSON.stringify(out)}
`, exitCode: 0 };
    }
    case "opencode": {
      const action2 = v.decision === "allow" ? "allow" : v.decision === "block" ? "deny" : "ask";
      return {
        stdout: `${JSON.stringify({ schema_version: 1, action: action2, decision: v.decision, reason: v.reason, rule: v.rule, stage: v.stage })}
`,
        exitCode: 0
      };
    }
  }
}
function oneLine(s) {
  return s.replace(/[\r\n]+/g, " ");
}

// src/core/classify/payload.ts
init_errors();
function parsePayload(data, want, fallbackCwd) {
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw new ForgeGateError(
      "input_invalid",
      "the tool call on stdin must be a JSON object",
      "Pipe the agent's hook payload in"
    );
  }
  const o = data;
  const format = want === "auto" ? detect(o) : want;
  const pick = (...keys) => {
    for (const k of keys) if (o[k] !== void 0) return o[k];
    return void 0;
  };
  let tool;
  let input;
  let session;
  let transcript = null;
  if (format === "claude" || format === "codex") {
    tool = o.tool_name;
    input = o.tool_input;
    session = o.session_id;
    transcript = o.transcript_path;
  } else if (format === "opencode") {
    tool = o.tool;
    input = pick("args", "input");
    session = pick("sessionID", "session_id", "session");
  } else {
    tool = o.tool;
    input = o.input;
    session = pick("session", "session_id");
    transcript = pick("transcript", "transcript_path");
  }
  if (typeof tool !== "string" || tool === "") {
    throw new ForgeGateError(
      "input_invalid",
      `the ${format} payload has no tool name`,
      "Expected tool_name (Claude Code/Codex), tool (opencode/plain)"
    );
  }
  if (input === void 0) input = {};
  if (input === null || typeof input !== "object" || Array.isArray(input)) {
    throw new ForgeGateError("input_invalid", `the ${format} payload's tool input must be an object`);
  }
  const cwdRaw = o.cwd ?? o.directory;
  if (cwdRaw !== void 0 && (typeof cwdRaw !== "string" || !cwdRaw.startsWith("/"))) {
    throw new ForgeGateError("input_invalid", "the payload's cwd must be an absolute path");
  }
  return {
    tool,
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
function bareToolCall(call) {
  const input = {};
  for (const [k, v] of Object.entries(call.input)) if (!FREE_TEXT_FIELDS.has(k)) input[k] = v;
  return { tool: call.tool, input, cwd: call.cwd };
}
function blindTranscript(call, messages) {
  return { user_messages: messages, tool_call: bareToolCall(call) };
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
init_paths();

// src/io/fs-probe.ts
var import_node_fs = require("node:fs");
init_paths();
var LIST_AFTER = 8;
function createNodeProbe(caseMode) {
  const fold = pathFolder(caseMode);
  const listings = /* @__PURE__ */ new Map();
  const hits = /* @__PURE__ */ new Map();
  function list(dir) {
    let entries;
    try {
      entries = (0, import_node_fs.readdirSync)(dir, { withFileTypes: true });
    } catch (err) {
      const code = err.code;
      return code === "ENOENT" || code === "ENOTDIR" ? "missing" : "unlistable";
    }
    const map = /* @__PURE__ */ new Map();
    for (const e of entries) map.set(fold(e.name), direntKind(e));
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
        if (n < LIST_AFTER) return lstatKind(path);
        listing = list(dir);
        listings.set(dir, listing);
        hits.delete(dir);
      }
      lastDir = dir;
      lastListing = listing;
      if (listing === "missing") return null;
      if (listing === "unlistable") return lstatKind(path);
      return listing.get(fold(path.slice(cut + 1))) ?? null;
    },
    readlink(path) {
      try {
        return (0, import_node_fs.readlinkSync)(path);
      } catch {
        return null;
      }
    },
    realpath(path) {
      try {
        return import_node_fs.realpathSync.native(path);
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
    const st = (0, import_node_fs.lstatSync)(path, { throwIfNoEntry: false });
    if (st === void 0) return null;
    if (st.isSymbolicLink()) return "symlink";
    if (st.isDirectory()) return "dir";
    if (st.isFile()) return "file";
    return "other";
  } catch (err) {
    const code = err.code;
    if (code === "ENOTDIR" || code === "ENOENT") return null;
    return "unknown";
  }
}

// src/classify/backends.ts
var import_node_fs2 = require("node:fs");
var import_node_module = require("node:module");
function load(name) {
  return (0, import_node_module.createRequire)(__fgImportMetaUrl)(name);
}
function readTranscriptLines(file, max = 2 * 1024 * 1024) {
  const fd = (0, import_node_fs2.openSync)(file, "r");
  try {
    const size = (0, import_node_fs2.fstatSync)(fd).size;
    const start = Math.max(0, size - max);
    const buf = Buffer.alloc(size - start);
    let off = 0;
    while (off < buf.length) {
      const n = (0, import_node_fs2.readSync)(fd, buf, off, buf.length - off, start + off);
      if (n === 0) break;
      off += n;
    }
    const lines = buf.subarray(0, off).toString("utf8").split("\n");
    if (start > 0) lines.shift();
    return lines;
  } finally {
    (0, import_node_fs2.closeSync)(fd);
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
  const { generateText } = load("ai");
  const apiKey = cfg.apiKeyEnv ? process.env[cfg.apiKeyEnv] : void 0;
  if (cfg.apiKeyEnv && !apiKey)
    throw new Error(`the environment variable ${cfg.apiKeyEnv} (api_key_env) is not set`);
  let model;
  if (cfg.provider === "openai-compatible") {
    const { createOpenAICompatible } = load("@ai-sdk/openai-compatible");
    model = createOpenAICompatible({ name: "forge-gate-backend", baseURL: cfg.baseUrl, apiKey })(cfg.model);
  } else if (cfg.provider === "openai") {
    const { createOpenAI } = load("@ai-sdk/openai");
    model = createOpenAI({ apiKey, ...cfg.baseUrl ? { baseURL: cfg.baseUrl } : {} })(cfg.model);
  } else {
    const { createAnthropic } = load("@ai-sdk/anthropic");
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
async function askCommand(command, timeoutMs, t) {
  const { spawn } = load("node:child_process");
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command[0], command.slice(1), { stdio: ["pipe", "pipe", "pipe"], shell: false });
    const out = [];
    let size = 0;
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
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
    child.on("close", (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new Error(`the command backend exited with status ${code}`));
      else resolvePromise(Buffer.concat(out).toString("utf8"));
    });
    child.stdin.on("error", () => {
    });
    child.stdin.end(JSON.stringify({ system: SYSTEM_PROMPT, ...t }));
  });
}

// src/classify/files.ts
var import_node_fs4 = require("node:fs");
var import_node_path8 = require("node:path");

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
var import_node_path5 = require("node:path");
function defaultStateDir() {
  const base = process.env.XDG_STATE_HOME || (0, import_node_path5.join)((0, import_node_os.homedir)(), ".local", "state");
  return (0, import_node_path5.join)(base, "forge-gate");
}

// src/classify/files.ts
init_read_capped();
var CACHE_VERSION = 1;
function fileKey(kind, abs, home) {
  try {
    const st = (0, import_node_fs4.statSync)(abs, { bigint: true });
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
function cachePath(stateDir, key) {
  return (0, import_node_path8.join)(stateDir, "cache", `${fileKeyOf(key).slice(-16)}.json`);
}
function readCache(stateDir, key) {
  if (!stateDir || !key) return null;
  try {
    const data = JSON.parse((0, import_node_fs4.readFileSync)(cachePath(stateDir, key), "utf8"));
    return data.key === key && data.value !== void 0 ? data.value : null;
  } catch {
    return null;
  }
}
function writeCache(stateDir, key, value) {
  if (!stateDir || !key) return;
  try {
    const file = cachePath(stateDir, key);
    (0, import_node_fs4.mkdirSync)((0, import_node_path8.dirname)(file), { recursive: true, mode: 448 });
    const tmp = `${file}.${process.pid}.tmp`;
    (0, import_node_fs4.writeFileSync)(tmp, JSON.stringify({ key, value }), { mode: 384 });
    (0, import_node_fs4.renameSync)(tmp, file);
  } catch {
  }
}
async function loadLeaseCached(file, stateDir, home) {
  const abs = (0, import_node_path8.resolve)(file);
  const key = fileKey("lease", abs, home);
  const hit = readCache(stateDir, key);
  if (hit && Array.isArray(hit.write_roots)) return hit;
  const { loadLeaseFile: loadLeaseFile2 } = await Promise.resolve().then(() => (init_lease_file(), lease_file_exports));
  const lease = loadLeaseFile2(file, { home });
  writeCache(stateDir, key, lease);
  return lease;
}
var CONFIG_MAX_BYTES = 256 * 1024;
async function loadConfigCached(file, stateDir, home) {
  const abs = (0, import_node_path8.resolve)(file);
  const key = fileKey("config", abs, home);
  const hit = readCache(stateDir, key);
  if (hit && typeof hit.permission === "object" && hit.backstop) return hit;
  const text = readCapped(abs, {
    what: "config",
    shown: file,
    max: CONFIG_MAX_BYTES,
    hint: "Check the path given to --config"
  }).toString("utf8");
  const { parseConfigText: parseConfigText2 } = await Promise.resolve().then(() => (init_config_schema(), config_schema_exports));
  const config = await parseConfigText2(text, file);
  writeCache(stateDir, key, config);
  return config;
}

// src/classify/parser.ts
var import_node_module2 = require("node:module");
var import_node_path9 = require("node:path");
init_errors();
var cached = null;
function loadShellParser() {
  if (cached) return cached;
  const require2 = (0, import_node_module2.createRequire)(__fgImportMetaUrl);
  let parser;
  try {
    const Parser = require2("tree-sitter");
    const nodeGypBuild = (0, import_node_module2.createRequire)(require2.resolve("tree-sitter"))("node-gyp-build");
    const bash = loadGrammar(require2, nodeGypBuild);
    parser = new Parser();
    parser.setLanguage(bash);
  } catch (err) {
    throw new ForgeGateError(
      "parser_unavailable",
      `cannot load the bash parser (tree-sitter): ${err.message.split("\n")[0]}`,
      "Reinstall forge-gate so the tree-sitter native addon is built for this platform (npm rebuild tree-sitter tree-sitter-bash)"
    );
  }
  cached = (source) => {
    const tree = parser.parse(source);
    return { root: convert(tree.walk(), source), hasError: tree.rootNode.hasError };
  };
  return cached;
}
function loadGrammar(require2, nodeGypBuild) {
  const dir = (0, import_node_path9.dirname)(require2.resolve("tree-sitter-bash/package.json"));
  for (const candidate of [
    `${dir}/build/Release/tree_sitter_bash_binding.node`,
    `${dir}/prebuilds/${process.platform}-${process.arch}/tree-sitter-bash.node`
  ]) {
    try {
      return require2(candidate);
    } catch {
    }
  }
  return nodeGypBuild(dir);
}
function convert(c, src) {
  const node = {
    type: c.nodeType,
    named: c.nodeIsNamed,
    field: c.currentFieldName ?? null,
    text: src.slice(c.startIndex, c.endIndex),
    error: c.nodeType === "ERROR" || c.nodeIsMissing,
    children: []
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
var import_node_fs5 = require("node:fs");
var import_node_path10 = require("node:path");
init_errors();
var STALE_MS = 5e3;
var WAIT_MS = 3e3;
function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
function sessionFile(stateDir, session) {
  return (0, import_node_path10.join)(stateDir, "sessions", `${fileKeyOf(session)}.json`);
}
function peekCounters(stateDir, session) {
  return readCounters(sessionFile(stateDir, session));
}
function updateCounters(stateDir, session, update) {
  const dir = (0, import_node_path10.join)(stateDir, "sessions");
  try {
    (0, import_node_fs5.mkdirSync)(dir, { recursive: true, mode: 448 });
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
      fd = (0, import_node_fs5.openSync)(lock, "wx", 384);
    } catch (err) {
      if (err.code !== "EEXIST") {
        throw new ForgeGateError(
          "state_unwritable",
          `cannot lock ${lock}: ${err.code}`,
          "Pass a writable --state DIR"
        );
      }
      try {
        if (Date.now() - (0, import_node_fs5.statSync)(lock).mtimeMs > STALE_MS) (0, import_node_fs5.unlinkSync)(lock);
      } catch {
      }
      if (Date.now() > deadline)
        throw new ForgeGateError("state_locked", `timed out waiting for the lock ${lock}`);
      sleepSync(2 + Math.floor(Math.random() * 5));
    }
  }
  try {
    const next = update(readCounters(file));
    const tmp = `${file}.${process.pid}.tmp`;
    (0, import_node_fs5.writeFileSync)(tmp, JSON.stringify(next), { mode: 384 });
    (0, import_node_fs5.renameSync)(tmp, file);
    return next;
  } finally {
    (0, import_node_fs5.closeSync)(fd);
    try {
      (0, import_node_fs5.unlinkSync)(lock);
    } catch {
    }
  }
}
function readCounters(file) {
  let text;
  try {
    text = (0, import_node_fs5.readFileSync)(file, "utf8");
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
var STDIN_MAX = 8 * 1024 * 1024;
async function loadInputs(opts) {
  const stateDir = (0, import_node_path11.resolve)(opts.state ?? defaultStateDir());
  const home = (0, import_node_os3.homedir)();
  const configFile = opts.config ?? process.env.FORGE_GATE_CONFIG;
  const leaseFile = opts.lease ?? process.env.FORGE_GATE_LEASE;
  const config = configFile ? await loadConfigCached(configFile, stateDir, home) : DEFAULT_CONFIG;
  const lease = leaseFile ? await loadLeaseCached(leaseFile, stateDir, home) : null;
  const selfPaths = [
    stateDir,
    ...configFile ? [(0, import_node_path11.resolve)(configFile)] : [],
    ...leaseFile ? [(0, import_node_path11.resolve)(leaseFile)] : []
  ];
  return { config, lease, stateDir, selfPaths };
}
async function classifyCall(call, loaded, opts) {
  const shape = parseToolCall(call);
  let parse = new Error("not a shell call");
  const delegates = /^(task|agent)$/i.test(call.tool) && typeof call.input.prompt === "string";
  if (shape.family === "bash" || delegates) {
    try {
      parse = loadShellParser();
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
    selfPaths: loaded.selfPaths
  };
  const transcriptPath = opts.transcript ?? call.transcriptPath;
  const result = decide(call, ctx);
  let verdict;
  if (result.kind === "final") verdict = result.verdict;
  else if (loaded.config.classifier) {
    try {
      const { messages } = readUserMessages(transcriptPath);
      const answer = await askBackend(loaded.config.classifier, blindTranscript(call, messages));
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
  if (call.session && (verdict.decision === "block" || verdict.decision === "allow")) {
    verdict = backstop(verdict, call.session, loaded, transcriptPath);
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
      throw new ForgeGateError("input_too_large", `the tool call on stdin is larger than ${STDIN_MAX} bytes`);
    let data;
    try {
      data = JSON.parse(stdin.toString("utf8"));
    } catch (err) {
      throw new ForgeGateError(
        "input_malformed",
        `stdin is not JSON: ${err.message}`,
        "Pipe the agent's hook payload (one JSON object) in"
      );
    }
    const call = parsePayload(data, opts.input, process.cwd());
    const loaded = await loadInputs(opts);
    const verdict = await classifyCall(call, loaded, opts);
    return { ...formatVerdict(verdict, opts.format), stderr: "" };
  } catch (err) {
    const msg = err instanceof ForgeGateError ? err.describe() : `internal error: ${err.message ?? String(err)}`;
    const stderr = `forge-gate classify: ${msg.replace(/[\r\n]+/g, " ")}
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
    return (0, import_node_fs6.readFileSync)(0);
  } catch (err) {
    const code = err.code;
    if (code === "EAGAIN" || code === "EOF") return Buffer.alloc(0);
    throw new ForgeGateError(
      "input_unreadable",
      `cannot read standard input: ${code ?? err.message}`
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

Setup:
  Claude Code (.claude/settings.json):
    {"hooks":{"PreToolUse":[{"matcher":"*","hooks":[{"type":"command",
      "command":"forge-gate classify --format claude --lease /path/lease.yaml"}]}]}}
  Codex (~/.codex/hooks.json): the same shape with --format codex
  opencode: copy integrations/opencode/forge-gate.js into .opencode/plugin/
  See integrations/ and examples/classify/ in the package for complete files.

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
var FORMATS = ["json", "text", "claude", "codex", "opencode"];
var VALUE_OPTS = /* @__PURE__ */ new Set(["--lease", "--config", "--input", "--format", "--state", "--transcript"]);
function parseClassifyArgv(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const eq = arg.indexOf("=");
    const name = eq === -1 ? arg : arg.slice(0, eq);
    if (!VALUE_OPTS.has(name)) return `unknown option or argument ${JSON.stringify(arg)}`;
    const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
    if (value === void 0 || value === "") return `option ${name} needs a value`;
    out[name.slice(2)] = value;
  }
  return out;
}
async function runClassifyCli(args) {
  const format = args.format ?? "json";
  const input = args.input ?? "auto";
  if (!FORMATS.includes(format) || !INPUTS.includes(input)) {
    writeFd(
      2,
      `forge-gate classify: ${!FORMATS.includes(format) ? `--format must be one of ${FORMATS.join(", ")}` : `--input must be one of ${INPUTS.join(", ")}`}
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
  const r = await runClassify(
    {
      format,
      input,
      ...args.lease ? { lease: args.lease } : {},
      ...args.config ? { config: args.config } : {},
      ...args.state ? { state: args.state } : {},
      ...args.transcript ? { transcript: args.transcript } : {}
    },
    stdin
  );
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
      off += (0, import_node_fs7.writeSync)(fd, buf, off);
    } catch (err) {
      const code = err.code;
      if (code === "EAGAIN") continue;
      if (code === "EPIPE") return;
      throw err;
    }
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  CLASSIFY_HELP,
  classifyFast,
  parseClassifyArgv,
  runClassifyCli
});
