import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/cli.js";

// What a new user reads first: `forge-gate <command> --help`. Every subcommand's help exits 0, says
// its exit codes, reads as paragraphs (commander wraps them; a hand-placed line break inside a
// sentence leaves a ragged stub line), and every docs page it points at exists.

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The subcommands a help text lists under "Commands:" (a new one is never left out of these checks). */
function commandsOf(help: string): string[] {
  const lines = help.split("\n");
  const start = lines.indexOf("Commands:");
  if (start < 0) return [];
  const names: string[] = [];
  for (const l of lines.slice(start + 1)) {
    if (l.trim() === "") break;
    const m = /^ {2}([a-z][\w-]*)/.exec(l);
    if (m && m[1] !== "help") names.push(m[1]!);
  }
  return names;
}

const COMMANDS: string[][] = commandsOf(runCli(["--help"]).stdout).flatMap((c) => [
  [c],
  ...commandsOf(runCli([c, "--help"]).stdout).map((sub) => [c, sub]),
]);

/** The description: the lines between the usage line and the first section heading. */
function descriptionLines(help: string): string[] {
  const lines = help.split("\n");
  const end = lines.findIndex((l, i) => i > 0 && /^(Arguments|Options|Commands):$/.test(l));
  return lines.slice(1, end).filter((l) => l.trim() !== "");
}

describe("--help of every subcommand", () => {
  it.each(COMMANDS.map((c) => [c.join(" "), c]))("%s --help exits 0 on stdout", (_name, args) => {
    const r = runCli([...(args as string[]), "--help"], { env: { COLUMNS: "80" } });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Usage: forge-gate /);
  });

  it.each(COMMANDS.map((c) => [c.join(" "), c]))(
    "%s: no sentence is broken by a stray line break",
    (_name, args) => {
      const help = runCli([...(args as string[]), "--help"], { env: { COLUMNS: "80" } }).stdout;
      const lines = descriptionLines(help);
      // A line commander wrapped is long; a short line must end a sentence or a clause list.
      const stubs = lines.filter((l, i) => i < lines.length - 1 && l.length < 60 && !/[.:)]$/.test(l));
      expect(stubs).toEqual([]);
    },
  );

  it("lists every subcommand, doctor and lease's own included", () => {
    const names = COMMANDS.map((c) => c.join(" "));
    for (const c of [
      "violations",
      "snapshot",
      "collect",
      "run",
      "gate",
      "lease check",
      "init",
      "classify",
      "doctor",
    ])
      expect(names).toContain(c);
  });

  it("every git diff example compares with the merge base (BASE...), as the docs do", () => {
    const texts = COMMANDS.map((c) => runCli([...c, "--help"]).stdout);
    for (const page of [
      "README.md",
      ...["output", "violations", "gate", "action"].map((p) => `docs/${p}.md`),
    ])
      texts.push(readFileSync(`${ROOT}${page}`, "utf8"));
    for (const text of texts)
      for (const [line] of text.matchAll(/git diff [^|\n]*/g))
        if (/origin\/main|\$BASE|\$\{?\{? ?github\.base/.test(line))
          expect(line).toMatch(/(origin\/main|BASE\}?|sha\}\}|")\.\.\./);
  });

  it("the top-level help gives the exit codes and where to start", () => {
    const r = runCli(["--help"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Exit codes: 0 clean, 1 .*, 2 /);
    expect(r.stdout).toContain("forge-gate init claude|codex|opencode");
    expect(r.stdout).toContain("forge-gate lease init");
  });

  it("every command that runs to a verdict states its exit codes", () => {
    for (const c of ["violations", "snapshot", "collect", "run", "gate", "init", "classify"]) {
      expect(runCli([c, "--help"]).stdout, c).toMatch(/Exit( codes)?[^\n]*\b0\b/);
    }
  });

  it("every docs page a help text names exists", () => {
    for (const args of COMMANDS) {
      const help = runCli([...args, "--help"]).stdout;
      for (const [page] of help.matchAll(/docs\/[\w-]+\.md/g)) {
        expect(existsSync(`${ROOT}${page}`), `${args.join(" ")} --help names ${page}`).toBe(true);
      }
    }
    expect(readFileSync(`${ROOT}README.md`, "utf8")).toContain("docs/enforce.md");
  });
});
