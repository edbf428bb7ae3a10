import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cLocaleClasses,
  loadNativeShellParser,
  loadShellParser,
  loadWasmShellParser,
  parserChoice,
  shellParserStatus,
} from "../../src/classify/parser.js";
import type { ShellParser } from "../../src/core/classify/ast.js";
import { runCli } from "../support/cli.js";
import { type Case, judge, loadCorpus } from "./corpus-engine.js";

// The native binding and the WASM build of tree-sitter-bash must be interchangeable: the same plain
// tree for every input, so the same verdict for every call. The whole labelled corpus goes through
// both, and generated shell-like text (quotes, substitutions, non-ASCII, broken syntax) checks the
// tree copy itself (character offsets, fields, ERROR/MISSING marks).

const native = loadNativeShellParser();
const wasm = await loadWasmShellParser();
const cases = loadCorpus();
const verdict = (c: Case, parse: ShellParser) => judge(c, parse);

describe("native and WASM bash parsers", () => {
  it("give the same tree for every shell text in the corpus", () => {
    const texts = cases.flatMap((c) =>
      ["command", "prompt"].map((k) => c.input[k]).filter((v): v is string => typeof v === "string"),
    );
    expect(texts.length).toBeGreaterThan(1000);
    const differ = texts.filter((t) => JSON.stringify(native(t)) !== JSON.stringify(wasm(t)));
    expect(differ).toEqual([]);
  });

  it("give the same verdict (decision, rule, reason) for every corpus case", () => {
    const differ = cases
      .filter((c) => JSON.stringify(verdict(c, native)) !== JSON.stringify(verdict(c, wasm)))
      .map((c) => c.id);
    expect(differ).toEqual([]);
  });

  it("give the same tree for generated shell-like text, non-ASCII and broken syntax included", () => {
    const piece = fc.constantFrom(
      "rm",
      " -rf",
      " ~",
      " /",
      "$(",
      ")",
      "`",
      "'",
      '"',
      "\\",
      "\n",
      ";",
      "&&",
      "|",
      ">",
      "<<EOF\nx\nEOF\n",
      "<<<",
      ">(",
      "<(",
      "{a,b}",
      "*",
      "$HOME",
      "$" + "{x:-y}", // a bash parameter expansion, not a template
      "[[",
      "]]",
      "((",
      "))",
      " é",
      "😀",
      "日本",
      "\u00a0",
      "\t",
      "#c",
      "=",
      "f()",
      "{",
      "}",
      "if ",
      "then ",
      "fi",
      "case x in a) ;; esac",
      "\r",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => {
        const src = pieces.join("");
        expect(wasm(src)).toEqual(native(src));
      }),
      { numRuns: 1000 },
    );
  });

  it("keeps offsets in characters: a node's text is the source slice, after astral characters too", () => {
    const src = "echo '😀😀' é && rm -rf ~";
    const words: string[] = [];
    const walk = (n: ReturnType<ShellParser>["root"]): void => {
      if (n.type === "word") words.push(n.text);
      n.children.forEach(walk);
    };
    walk(wasm(src).root);
    expect(words).toEqual(["echo", "é", "rm", "-rf", "~"]);
  });
});

describe("the WASM build's character classes", () => {
  it("answer as the C locale does (ASCII only) for every code point", () => {
    const cls = cLocaleClasses() as Record<string, (c: number) => number>;
    const wrong: string[] = [];
    for (let c = 0; c <= 0x10ffff; c++) {
      const ch = String.fromCodePoint(c);
      const alpha = /^[A-Za-z]$/.test(ch);
      const digit = /^[0-9]$/.test(ch);
      const space = /^[ \t\n\v\f\r]$/.test(ch);
      if (cls.iswalpha!(c) !== Number(alpha)) wrong.push(`iswalpha ${c}`);
      if (cls.iswalnum!(c) !== Number(alpha || digit)) wrong.push(`iswalnum ${c}`);
      if (cls.iswspace!(c) !== Number(space)) wrong.push(`iswspace ${c}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it("make a non-ASCII name a command word in both builds, as in bash", () => {
    for (const src of ["é=1 rm -rf ~", "日本=x", "x\u00a0=1"]) {
      expect(wasm(src)).toEqual(native(src));
      expect(JSON.stringify(wasm(src))).not.toContain("variable_assignment");
    }
  });
});

describe("parser selection", () => {
  it("reads FORGE_GATE_PARSER and refuses an unknown value", () => {
    expect(parserChoice({})).toBe("auto");
    expect(parserChoice({ FORGE_GATE_PARSER: "wasm" })).toBe("wasm");
    expect(parserChoice({ FORGE_GATE_PARSER: "native" })).toBe("native");
    expect(() => parserChoice({ FORGE_GATE_PARSER: "fast" })).toThrow(/auto, native or wasm/);
  });

  it("reports which parser it loaded and why", async () => {
    await loadShellParser("wasm");
    expect(shellParserStatus()).toEqual({ kind: "wasm", nativeError: "FORGE_GATE_PARSER=wasm" });
    await loadShellParser("auto");
    expect(shellParserStatus()).toEqual({ kind: "native", nativeError: null });
  });
});

describe("the built CLI with each parser", () => {
  // The hook runs from dist/classify-hook.cjs through a V8 code cache: the second call in the same
  // state directory runs from that cache, which is where a WASM loader can break (Node 20 drops the
  // dynamic-import callback of a script compiled from a cache).
  const payload = (command: string) =>
    JSON.stringify({
      session_id: "s",
      cwd: "/tmp",
      hook_event_name: "PreToolUse",
      tool_name: "Bash",
      tool_input: { command },
    });
  for (const parser of ["native", "wasm"]) {
    it(`blocks rm -rf ~ and allows ls, twice from one state dir (FORGE_GATE_PARSER=${parser})`, () => {
      const home = mkdtempSync(join(tmpdir(), "fg-parser-home-"));
      const env = { HOME: home, XDG_STATE_HOME: join(home, "state"), FORGE_GATE_PARSER: parser };
      for (let round = 0; round < 2; round++) {
        const block = runCli(["classify"], { input: payload("rm -rf ~"), env });
        expect(JSON.parse(block.stdout)).toMatchObject({ decision: "block", rule: "recursive_delete" });
        expect(block.status).toBe(1);
        const allow = runCli(["classify"], { input: payload("ls -la"), env });
        expect(JSON.parse(allow.stdout)).toMatchObject({ decision: "allow" });
        expect(allow.status).toBe(0);
      }
      rmSync(home, { recursive: true, force: true });
    });
  }

  it("falls back to WASM on its own when there is no native build for the platform (auto)", () => {
    // The package as installed on a platform it ships no addon for: dist/ without dist/native/.
    const home = mkdtempSync(join(tmpdir(), "fg-parser-home-"));
    const pkgDir = join(home, "forge-gate");
    cpSync("dist", join(pkgDir, "dist"), { recursive: true });
    rmSync(join(pkgDir, "dist", "native"), { recursive: true, force: true });
    cpSync("package.json", join(pkgDir, "package.json"));
    const env = { HOME: home, XDG_STATE_HOME: join(home, "state"), FORGE_GATE_PARSER: "" };
    const cli = join(pkgDir, "dist", "cli.js");
    for (let round = 0; round < 2; round++) {
      const r = spawnSync(process.execPath, [cli, "classify"], {
        input: payload("rm -rf ~"),
        env: { ...process.env, ...env },
        encoding: "utf8",
      });
      expect(JSON.parse(r.stdout)).toMatchObject({ decision: "block", rule: "recursive_delete" });
    }
    const doctor = spawnSync(process.execPath, [cli, "doctor", "--format", "json"], {
      env: { ...process.env, ...env },
      encoding: "utf8",
    });
    const report = JSON.parse(doctor.stdout) as { parser: { kind: string; native_error: string } };
    expect(report.parser.kind).toBe("wasm");
    expect(report.parser.native_error).toMatch(/cannot load the native bash parser: no build for /);
    rmSync(home, { recursive: true, force: true });
  });

  it("escalates, saying why, when FORGE_GATE_PARSER is not a parser", () => {
    const home = mkdtempSync(join(tmpdir(), "fg-parser-home-"));
    const r = runCli(["classify"], {
      input: payload("ls"),
      env: { HOME: home, XDG_STATE_HOME: join(home, "state"), FORGE_GATE_PARSER: "fast" },
    });
    expect(JSON.parse(r.stdout)).toMatchObject({ decision: "escalate", rule: "parser_unavailable" });
    expect(r.stdout).toContain("auto, native or wasm");
    rmSync(home, { recursive: true, force: true });
  });
});
