import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { VERSION } from "../../src/version.js";

// The Action keeps the CLI's contracts: the verdict words, its version, format errors as format errors.
const ACTION = fileURLToPath(new URL("../../dist/action.js", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "fg-action-contracts-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runAction(inputs: Record<string, string>, extra: Record<string, string> = {}) {
  const output = join(dir, `out-${Math.random().toString(36).slice(2)}`);
  writeFileSync(output, "");
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: dir,
    GITHUB_WORKSPACE: dir,
    RUNNER_TEMP: dir,
    ...extra,
  };
  if (!("GITHUB_OUTPUT" in extra)) env.GITHUB_OUTPUT = output;
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const r = spawnSync(process.execPath, [ACTION], { env, encoding: "utf8" });
  const outputs: Record<string, string> = {};
  for (const m of readFileSync(output, "utf8").matchAll(
    /^([^<\n]+)<<(ghadelimiter_[0-9a-f-]+)\n([\s\S]*?)\n\2\n/gm,
  ))
    outputs[m[1]!] = m[3]!;
  return { status: r.status, stdout: r.stdout, outputs };
}

describe("the Action's contracts", () => {
  it.each(["sha256:xyz", "0".repeat(63), "md5:abc"])(
    "a malformed snapshot-digest (%s) is a format error before anything is read: verdict error, exit 2",
    (digest) => {
      const r = runAction({
        lease: join(dir, "missing.yaml"),
        "snapshot-digest": digest,
        "github-token": "",
      });
      expect(r.status).toBe(2);
      expect(r.outputs).toEqual({ version: VERSION, verdict: "error" });
      expect(r.stdout).toMatch(/is not a snapshot digest: expected sha256: followed by 64 hex digits/);
      expect(r.stdout).not.toMatch(/changed after it was taken|cannot read lease/);
    },
  );

  it("without a GITHUB_OUTPUT file it never falls back to ::set-output", () => {
    const r = runAction({ lease: join(dir, "missing.yaml"), "github-token": "" }, { GITHUB_OUTPUT: "" });
    expect(r.status).toBe(2);
    expect(r.stdout).not.toMatch(/::set-output/);
    expect(r.stdout).toMatch(/::warning title=forge-gate::GITHUB_OUTPUT is not set/);
    expect(r.stdout).toMatch(/forge-gate: output verdict: error/);
  });
});
