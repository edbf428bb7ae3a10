import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/cli.js";

// The published package as npm would pack it (`npm pack --dry-run`), checked against what the CLI
// tells its users and what npm installs. The install itself (no compiler, scripts off, engines
// strict, Node 20/22/24) is scripts/pack-check.sh, run by .ci/run.

interface PackFile {
  path: string;
  size: number;
}
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as Record<string, unknown> & {
  engines: { node: string };
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies: Record<string, string>;
  exports: Record<string, unknown>;
  bin: Record<string, string>;
};
const packed = (
  JSON.parse(
    execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }),
  ) as { files: PackFile[]; size: number; unpackedSize: number }[]
)[0]!;
const files = new Set(packed.files.map((f) => f.path));

/** Every help text the CLI prints: the program's and each subcommand's. */
function allHelp(): string {
  const top = runCli(["--help"]).stdout;
  const commands = [...top.matchAll(/^ {2}([a-z]+)\b/gm)].map((m) => m[1]!).filter((c) => c !== "help");
  expect(commands).toContain("classify");
  return [top, ...commands.map((c) => runCli([c, "--help"]).stdout)].join("\n");
}

describe("the npm package", () => {
  it("ships every file and directory the CLI's help refers to", () => {
    const help = allHelp();
    const referenced = [...help.matchAll(/\b((?:examples|integrations|docs)\/[\w./-]*)/g)].map((m) =>
      m[1]!.replace(/[.]$/, ""),
    );
    expect(referenced.length).toBeGreaterThan(0);
    const missing = referenced.filter(
      (ref) => ![...files].some((f) => f === ref || f.startsWith(ref.endsWith("/") ? ref : `${ref}/`)),
    );
    expect(missing).toEqual([]);
  });

  it("ships the bundles, both parsers, the vendored libraries and the types; not the Action's bundle", () => {
    for (const f of [
      "dist/cli.js",
      "dist/index.js",
      "dist/classify-hook.cjs",
      "dist/wasm/tree-sitter.wasm",
      "dist/wasm/tree-sitter-bash.wasm",
      "dist/native/linux-x64/bash-parser.node",
      "dist/types/index.d.ts",
      "LICENSE",
      "README.md",
      "CHANGELOG.md",
      "SECURITY.md",
    ]) {
      expect(files, f).toContain(f);
    }
    expect([...files].some((f) => f.startsWith("dist/vendor/") && f.endsWith(".cjs"))).toBe(true);
    expect(files).not.toContain("dist/action.js");
    expect([...files].filter((f) => f.startsWith("test/") || f.startsWith("src/"))).toEqual([]);
  });

  it("points bin, exports and #vendor/* at files it ships", () => {
    for (const target of Object.values(pkg.bin)) expect(files).toContain(target);
    const root = pkg.exports["."] as Record<string, string>;
    expect(files).toContain(root.types!.replace(/^\.\//, ""));
    expect(files).toContain(root.default!.replace(/^\.\//, ""));
    // Every #vendor/ import in the shipped bundles resolves to a shipped file.
    const wanted = new Set<string>();
    for (const f of files) {
      if (!/^dist\/.*\.(c?js)$/.test(f)) continue;
      for (const m of readFileSync(f, "utf8").matchAll(/["']#vendor\/([\w.-]+)["']/g))
        wanted.add(`dist/vendor/${m[1]}`);
    }
    expect(wanted.size).toBeGreaterThan(0);
    expect([...wanted].filter((f) => !files.has(f))).toEqual([]);
  });

  it("installs nothing at run time: no dependencies, and no bundle loads a package from node_modules", () => {
    expect(Object.keys(pkg.dependencies ?? {})).toEqual([]);
    expect(Object.keys(pkg.optionalDependencies ?? {})).toEqual([]);
    // So engines is ours alone to set: Node 20 stays supported.
    expect(pkg.engines.node).toBe(">=20");
    const bare = new Set<string>();
    let scanned = 0;
    for (const f of files) {
      if (!/^dist\/.*\.(c?js)$/.test(f)) continue;
      const text = readFileSync(f, "utf8");
      const specifiers = [
        ...text.matchAll(/\b(?:require\d*|import)\(\s*["']([^"'\s]+)["']\s*\)/g),
        ...text.matchAll(/(?:^|[;}\n])\s*(?:import|export)\b[^"'\n;]*?\bfrom\s*["']([^"'\s]+)["']/g),
      ];
      for (const m of specifiers) {
        scanned++;
        const name = m[1]!;
        if (/^[./#]/.test(name)) continue;
        if (name.startsWith("node:") || isBuiltin(name)) continue;
        bare.add(name.startsWith("@") ? name.split("/").slice(0, 2).join("/") : name.split("/")[0]!);
      }
    }
    expect(scanned).toBeGreaterThan(50); // the scan reads the bundles' imports at all
    expect([...bare]).toEqual([]);
  });

  it("ships a native parser that needs nothing newer than glibc 2.28 and no C++ runtime", () => {
    const addon = "dist/native/linux-x64/bash-parser.node";
    const manifest = JSON.parse(readFileSync("dist/native/linux-x64/bash-parser.json", "utf8")) as {
      glibc_min: string;
      tree_sitter_bash: string;
    };
    expect(manifest.tree_sitter_bash).toBe(
      (JSON.parse(readFileSync("node_modules/tree-sitter-bash/package.json", "utf8")) as { version: string })
        .version,
    );
    const [major, minor] = manifest.glibc_min.split(".").map(Number);
    expect(major === 2 && minor! <= 28).toBe(true);
    // The ELF's needed libraries: libc only (the tree-sitter npm binding also needs libstdc++).
    const needed = execFileSync("objdump", ["-p", addon], { encoding: "utf8" })
      .split("\n")
      .filter((l) => /^\s*NEEDED\s/.test(l))
      .map((l) => l.trim().split(/\s+/)[1]);
    expect(needed).toEqual(["libc.so.6"]);
  });

  it("the library entry works from the built bundle: lease parsing, violations, the classify decision", async () => {
    const lib = (await import(`${process.cwd()}/dist/index.js`)) as typeof import("../../src/index.js");
    const lease = lib.parseLease("version: 1\nid: t\nworktree: /w\nwrite_roots: ['.']\nprotect: ['.git']\n", {
      source: "t",
      baseDir: "/",
      home: "/h",
    });
    const probe = lib.createNodeProbe("sensitive");
    const report = lib.findViolations(
      ["/w/src/a.ts", "/w/.git/config", "/etc/passwd"],
      { writeRoots: lease.write_roots, protect: lease.protect, cwd: "/w", caseMode: "sensitive" },
      probe,
    );
    expect(report.violations.map((v) => [v.path, v.reason])).toEqual([
      ["/w/.git/config", "protected"],
      ["/etc/passwd", "outside_write_roots"],
    ]);
    const parse = await lib.loadShellParser();
    const call = lib.parsePayload(
      { tool_name: "Bash", tool_input: { command: "rm -rf ~" }, cwd: "/w" },
      "auto",
      "/w",
    );
    const r = lib.decide(call, {
      config: lib.DEFAULT_CONFIG,
      lease,
      home: "/h",
      tmpDirs: ["/tmp"],
      probe,
      caseMode: "sensitive",
      parse,
      selfPaths: [],
    });
    expect(r).toMatchObject({ kind: "final", verdict: { decision: "block" } });
    expect(() => lib.parseLease("version: 1\nid: t\n", { source: "t", baseDir: "/", home: "/h" })).toThrow(
      lib.ForgeGateError,
    );
  });

  it("is small: under 3 MB packed, under 10 MB unpacked, native parser included", () => {
    expect(packed.size).toBeLessThan(3_000_000);
    expect(packed.unpackedSize).toBeLessThan(10_000_000);
    expect(existsSync("dist/action.js") ? files.has("dist/action.js") : false).toBe(false);
  });
});

function isBuiltin(name: string): boolean {
  return builtinModules.includes(name.split("/")[0]!);
}

describe("the development install", () => {
  it("npm ci on this Node prints no engine warning (dev dependencies that want a newer Node are pinned: package.json overrides)", () => {
    const r = spawnSync("npm", ["ci", "--dry-run", "--offline", "--no-audit", "--no-fund"], {
      encoding: "utf8",
    });
    expect(r.status, r.stderr).toBe(0);
    expect(`${r.stdout}${r.stderr}`).not.toMatch(/EBADENGINE/i);
  });
});
