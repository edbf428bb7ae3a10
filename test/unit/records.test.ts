import { describe, expect, it } from "vitest";
import {
  displayPath,
  escapeWorkflowData,
  escapeWorkflowProperty,
  markdownCode,
} from "../../src/core/escape.js";
import { RecordSplitter, splitPathRecords, unquoteCName } from "../../src/core/records.js";

const b = (s: string | number[]) => (typeof s === "string" ? Buffer.from(s, "utf8") : Buffer.from(s));

describe("splitPathRecords", () => {
  it("splits lines and drops the trailing separator only", () => {
    expect(splitPathRecords(b("a\nb c\n\n d\n"), false, "in")).toEqual(["a", "b c", "", " d"]);
    expect(splitPathRecords(b(""), false, "in")).toEqual([]);
  });
  it("splits NUL records, keeping newlines inside them", () => {
    expect(splitPathRecords(b("a\nb\0c\0"), true, "in")).toEqual(["a\nb", "c"]);
  });
  it("refuses NUL and CR in line mode", () => {
    expect(() => splitPathRecords(b("a\0b\n"), false, "in")).toThrow(/record 1 contains a NUL byte/);
    expect(() => splitPathRecords(b("ok\nx\r\n"), false, "in")).toThrow(
      /record 2 contains a carriage return/,
    );
  });
  it("refuses a tab in line mode (a table row, such as collect's text output, is no path)", () => {
    expect(() => splitPathRecords(b("src/a.ts\nmodified\tdetect\t/home/u/x\n"), false, "in")).toThrow(
      /record 2 contains a tab/,
    );
    expect(splitPathRecords(b("a\tb\0"), true, "in")).toEqual(["a\tb"]);
  });
  it("reads git's C-quoted names as the names they quote", () => {
    expect(unquoteCName('".github/workflows/d\\303\\251.yml"')).toBe(".github/workflows/dé.yml");
    expect(unquoteCName('"a\\tb\\\\c\\"d\\n"')).toBe('a\tb\\c"d\n');
    // Not git's quoting: no quotes, an unknown escape, a bare quote inside.
    expect(unquoteCName("plain.txt")).toBeNull();
    expect(unquoteCName('"a\\qb"')).toBeNull();
    expect(unquoteCName('"a"b"')).toBeNull();
    expect(unquoteCName('"')).toBeNull();
    // Bytes that are not UTF-8 are an input error, as they are unquoted.
    expect(() => unquoteCName('"caf\\351"')).toThrow(/not UTF-8/);
  });
  it("refuses a BOM however the reads split it (a pipe may give one byte at a time)", () => {
    for (const nul of [false, true]) {
      for (const cut of [1, 2]) {
        const s = new RecordSplitter(nul, "in");
        const input = b(`\ufeff/etc/x${nul ? "\0" : "\n"}`);
        expect(() => {
          s.push(input.subarray(0, cut));
          s.push(input.subarray(cut));
        }).toThrow(/byte-order mark/);
      }
    }
    // A name that only starts like it (ï is c3 af) is a name, split or not.
    const s = new RecordSplitter(false, "in");
    expect([...s.push(b("\xef").subarray(0, 1)), ...s.push(b("\xefx\n").subarray(1))]).toEqual(["ïx"]);
  });

  it("refuses newline-separated input given with -z, and a leading BOM", () => {
    expect(() => splitPathRecords(b("src/a.py\n/etc/passwd\n"), true, "in")).toThrow(/no NUL separator/);
    expect(splitPathRecords(b("one\nname"), false, "in")).toEqual(["one", "name"]);
    expect(() => splitPathRecords(b("\ufeff/etc/passwd\n"), false, "in")).toThrow(/byte-order mark/);
  });

  it("refuses invalid UTF-8, naming the offset", () => {
    expect(() => splitPathRecords(b([0x61, 0x0a, 0x62, 0xff, 0x0a]), false, "stdin")).toThrow(/offset 3/);
    expect(() => splitPathRecords(b([0xc3]), true, "stdin")).toThrow(/not valid UTF-8/);
  });
});

describe("escaping", () => {
  it("quotes control characters so one path stays one line", () => {
    expect(displayPath("plain/path ok.txt")).toBe("plain/path ok.txt");
    expect(displayPath("a\nb")).toBe('"a\\nb"');
    expect(displayPath("\u001b[31mred")).toBe('"\\x1b[31mred"');
    expect(displayPath('"quoted')).toBe('"\\"quoted"');
  });
  it("keeps workflow commands from being injected", () => {
    const hostile = "x\n::set-output name=verdict::pass\r%0A";
    expect(escapeWorkflowData(hostile)).not.toMatch(/[\r\n]/);
    expect(escapeWorkflowData(hostile)).toContain("%250A");
    expect(escapeWorkflowProperty("a:b,c")).toBe("a%3Ab%2Cc");
  });
  it("fences Markdown code around backticks and pipes", () => {
    expect(markdownCode("a`b|c")).toBe("``a`b\\|c``");
    expect(markdownCode("`x")).toBe("`` `x ``");
    expect(markdownCode("l1\nl2")).not.toContain("\n");
  });
});
