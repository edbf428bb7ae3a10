/**
 * The Action under GitHub's local runner emulator, @github/local-action, exactly as its README says to
 * run it: `local-action <action dir> <entrypoint> <dotenv file>`. The entry is the bundle the runner
 * runs (dist/action.js): it must export run() (the emulator imports it and calls run()), and outputs
 * must go through the GITHUB_OUTPUT file, never the deprecated `::set-output` command.
 */
import { execFileSync, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { VERSION } from "../../src/version.js";
import { tempDir } from "../support/temp.js";
import { actionFixture } from "./fixture.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const LOCAL_ACTION = join(ROOT, "node_modules", "@github", "local-action", "bin", "local-action.js");

let dir: string;
let fx: Record<string, string>;
beforeAll(() => {
  dir = tempDir("fg-local-action-");
  fx = actionFixture(join(dir, "fixture"));
});

/** Outputs as the runner reads them from the GITHUB_OUTPUT file (`name<<delimiter` blocks). */
function outputsOf(file: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of readFileSync(file, "utf8").matchAll(
    /^([^<\n]+)<<(ghadelimiter_[0-9a-f-]+)\n([\s\S]*?)\n\2\n/gm,
  ))
    out[m[1]!] = m[3]!;
  return out;
}

/** One step under local-action: a dotenv file with the inputs and the runner's files, as its docs show. */
function step(
  name: string,
  inputs: Record<string, string>,
): Promise<{ status: number | null; stdout: string; outputs: Record<string, string>; summary: string }> {
  // Not created first: docs/action.md names files that do not exist yet, and the Action creates them.
  const output = join(dir, `${name}.output`);
  const summary = join(dir, `${name}.summary.md`);
  const vars: Record<string, string> = {
    GITHUB_WORKSPACE: fx.worktree!,
    GITHUB_OUTPUT: output,
    GITHUB_STEP_SUMMARY: summary,
    RUNNER_TEMP: dir,
    "INPUT_GITHUB-TOKEN": "",
    INPUT_COMMENT: "false",
    INPUT_LABEL: "",
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
  };
  const envFile = join(dir, `${name}.env`);
  writeFileSync(
    envFile,
    Object.entries(vars)
      .map(([k, v]) => `${k}=${JSON.stringify(v)}\n`)
      .join(""),
  );
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [LOCAL_ACTION, ".", "dist/action.js", envFile], {
      cwd: ROOT,
      // Its own HOME and temp: the emulator runs npm, which writes logs and caches there.
      env: { PATH: process.env.PATH ?? "", HOME: dir, TMPDIR: dir, NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    child.stdout.on("data", (d) => {
      stdout += d;
    });
    child.stderr.on("data", (d) => {
      stdout += d;
    });
    child.on("error", fail);
    child.on("close", (status) =>
      done({ status, stdout, outputs: outputsOf(output), summary: readFileSync(summary, "utf8") }),
    );
  });
}

describe("the Action under @github/local-action", () => {
  it("snapshot, a real escape, gate: refused, with outputs in the GITHUB_OUTPUT file and the version in the summary", async () => {
    const snap = await step("snapshot", {
      mode: "snapshot",
      lease: fx.lease!,
      snapshot: join(dir, "run.fgsnap"),
      "default-roots": "worktree,repo",
    });
    expect(snap.stdout).toMatch(/Running Action/);
    expect(snap.outputs.digest, snap.stdout).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(snap.outputs.snapshot).toBe(join(dir, "run.fgsnap"));

    execFileSync("bash", ["-c", "echo work > inside.txt && echo pwned > ../main/escaped.txt"], {
      cwd: fx.worktree!,
    });

    const gate = await step("gate", {
      lease: fx.lease!,
      snapshot: snap.outputs.snapshot!,
      "snapshot-digest": snap.outputs.digest!,
      sarif: join(dir, "gate.sarif"),
    });
    expect(gate.outputs, gate.stdout).toMatchObject({ verdict: "refused", version: VERSION, count: "1" });
    expect(JSON.parse(gate.outputs.violations!)[0].path).toBe(join(fx.main!, "escaped.txt"));
    expect(gate.summary).toMatch(/forge-gate: merge refused/);
    expect(gate.summary).toContain(`forge-gate \`${VERSION}\``);
    // The Action wrote no deprecated command; the emulator saw no output set through its core stub.
    for (const out of [snap.stdout, gate.stdout]) expect(out).not.toMatch(/^::set-output/m);
    expect(gate.stdout).toMatch(/::error::forge-gate: merge refused/);
    expect(gate.stdout).not.toMatch(/TypeError|is not a function/);
    // The SARIF log for code scanning, with the escape as its one result.
    const sarif = JSON.parse(readFileSync(join(dir, "gate.sarif"), "utf8"));
    expect(sarif.version).toBe("2.1.0");
    expect(sarif.runs[0].results.map((r: { ruleId: string }) => r.ruleId)).toEqual(["outside_write_roots"]);
  });

  it("dist/action.js exports run() and does not run on import", async () => {
    const probe = join(dir, "probe.mjs");
    writeFileSync(
      probe,
      `const m = await import(${JSON.stringify(join(ROOT, "dist", "action.js"))});\nconsole.log(typeof m.run, process.exitCode ?? "unset");\n`,
    );
    const out = execFileSync(process.execPath, [probe], {
      encoding: "utf8",
      env: { PATH: process.env.PATH },
    });
    expect(out.trim()).toBe("function unset");
  });
});
