import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  emptyProbe,
  expandHome,
  isFilesystemRoot,
  isWithin,
  lastSlash,
  lexicalAbsolute,
  PhysicalResolver,
  pathFolder,
} from "../../src/core/paths.js";
import { memProbe } from "../support/memfs.js";

describe("lexical paths", () => {
  it("resolves . and .., duplicate and trailing separators", () => {
    expect(lexicalAbsolute("a//b/./c/../d/", "/r")).toBe("/r/a/b/d");
    expect(lexicalAbsolute("/x/../../y", "/r")).toBe("/y");
    expect(lexicalAbsolute("", "/r")).toBe("/r");
  });

  it("finds the last slash as lastIndexOf does, whatever the leaf's length", () => {
    const unit = fc.constantFrom("/", "a", "é", "\u{1F600}", "/");
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 80 }), fc.nat({ max: 60 }), (units, pad) => {
        const s = units.join("") + "x".repeat(pad);
        expect(lastSlash(s)).toBe(s.lastIndexOf("/"));
      }),
    );
  });

  it("contains by whole segments", () => {
    expect(isWithin("/a/wt/x", "/a/wt")).toBe(true);
    expect(isWithin("/a/wt", "/a/wt")).toBe(true);
    expect(isWithin("/a/wt2/x", "/a/wt")).toBe(false);
    expect(isWithin("/a/w", "/a/wt")).toBe(false);
    expect(isWithin("/anything", "/")).toBe(true);
  });

  it("recognises filesystem roots on every platform spelling", () => {
    for (const r of ["/", "//", "/..", "/./", "C:\\", "c:/", "D:", "\\\\server\\share", "//server/share/"]) {
      expect(isFilesystemRoot(r), r).toBe(true);
    }
    for (const r of ["/tmp", "C:\\work", "relative", "~"]) expect(isFilesystemRoot(r), r).toBe(false);
  });

  it("expands ~ and ~/ only", () => {
    expect(expandHome("~", "/home/u")).toBe("/home/u");
    expect(expandHome("~/x", "/home/u")).toBe("/home/u/x");
    expect(expandHome("~other/x", "/home/u")).toBe("~other/x");
    expect(expandHome("a/~", "/home/u")).toBe("a/~");
  });

  it("folds case and Unicode form only in insensitive mode", () => {
    const composed = "/R/caf\u00e9";
    const decomposed = "/r/cafe\u0301";
    expect(pathFolder("insensitive")(composed)).toBe(pathFolder("insensitive")(decomposed));
    expect(pathFolder("sensitive")(composed)).not.toBe(pathFolder("sensitive")(decomposed));
  });
});

describe("PhysicalResolver", () => {
  const fs = memProbe({
    "/r/wt/file": "file",
    "/r/wt/out": { link: "/etc" },
    "/r/wt/rel": { link: "../outside" },
    "/r/wt/dangling": { link: "/nowhere/at/all" },
    "/r/wt/loop1": { link: "loop2" },
    "/r/wt/loop2": { link: "loop1" },
    "/r/wt/self": { link: "." },
    "/r/wt/locked": "denied",
    "/etc/passwd": "file",
  });

  it("follows links in any component and in the leaf", () => {
    const r = new PhysicalResolver(fs);
    expect(r.resolve("/r/wt/out/passwd")).toEqual({
      path: "/etc/passwd",
      missing: false,
      missingDepth: 0,
      unknown: false,
      notDirectory: true,
    });
    expect(r.resolve("/r/wt/out").path).toBe("/etc");
    expect(r.resolve("/r/wt/rel/x").path).toBe("/r/outside/x");
    expect(r.resolve("/r/wt/self/self/file").path).toBe("/r/wt/file");
  });

  it("resolves .. after a link physically, not lexically", () => {
    const r = new PhysicalResolver(fs);
    expect(r.resolve("/r/wt/out/..").path).toBe("/");
    expect(r.resolve("/r/wt/file/../x").path).toBe("/r/wt/x");
  });

  it("follows dangling links and keeps the missing tail", () => {
    const r = new PhysicalResolver(fs);
    expect(r.resolve("/r/wt/dangling")).toEqual({
      path: "/nowhere/at/all",
      missing: true,
      missingDepth: 3,
      unknown: false,
    });
    expect(r.resolve("/r/wt/new/dir/f").path).toBe("/r/wt/new/dir/f");
  });

  it("resumes following links after walking back out of a missing tail", () => {
    const r = new PhysicalResolver(fs);
    // The system's own walk fails at `nope` (said: `broken`), while the resolution goes on.
    expect(r.resolve("/r/wt/nope/../out/passwd")).toEqual({
      path: "/etc/passwd",
      missing: false,
      missingDepth: 0,
      unknown: false,
      notDirectory: true,
      broken: true,
    });
    expect(r.resolve("/r/wt/a/b/../../out").path).toBe("/etc");
    expect(r.resolve("/r/wt/a/b/../c").path).toBe("/r/wt/a/c");
  });

  it("marks loops and unexaminable components as unknown", () => {
    const r = new PhysicalResolver(fs);
    expect(r.resolve("/r/wt/loop1/x").unknown).toBe(true);
    expect(r.resolve("/r/wt/locked/x").unknown).toBe(true);
  });

  it("survives hostile depth without overflowing the stack", () => {
    const deep = `/${"a/".repeat(20000)}x`;
    expect(new PhysicalResolver(emptyProbe).resolve(deep).path).toBe(deep);
  });

  it("agrees with lexical resolution when nothing on disk is a link (property)", () => {
    const segment = fc.constantFrom("a", "b", ".", "..", "", "c.d", " ");
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 12 }), (parts) => {
        const raw = `/${parts.join("/")}`;
        expect(new PhysicalResolver(emptyProbe).resolve(raw).path).toBe(lexicalAbsolute(raw, "/"));
      }),
    );
  });
});
