import type { FileReader } from "./index.js";
import { isObject } from "./jsonc.js";
import { INSTALL_SCRIPTS } from "./manifests.js";

/**
 * The lifecycle scripts an install in `dir` runs without naming them: those of `dir/package.json`
 * (npm, pnpm, yarn and bun run the root package's preinstall, install, postinstall and prepare;
 * pack runs prepack/postpack). A missing manifest runs none; one that cannot be read or parsed is
 * reported, so the install is not judged on a guess. Dependencies' own scripts are the package
 * manager's business (npm 11 and pnpm 10 ask before running them); a workspace's members are not
 * read (their manifests are execution surfaces: writing one escalates).
 */
export function lifecycleScripts(
  dir: string,
  read: FileReader,
): { scripts: { name: string; command: string }[] } | { problem: string } {
  const file = `${dir === "/" ? "" : dir}/package.json`;
  const got = read(file);
  if ("missing" in got) return { scripts: [] };
  if ("unreadable" in got) return { problem: `${file} cannot be read (${got.unreadable})` };
  let doc: unknown;
  try {
    doc = JSON.parse(got.text);
  } catch {
    return { problem: `${file} is not valid JSON` };
  }
  if (!isObject(doc)) return { problem: `${file} is not a JSON object` };
  const scripts = isObject(doc.scripts) ? doc.scripts : {};
  const out: { name: string; command: string }[] = [];
  for (const name of INSTALL_SCRIPTS) {
    const command = scripts[name];
    if (command === undefined) continue;
    if (typeof command !== "string") return { problem: `${file}'s ${name} script is not a string` };
    out.push({ name, command });
  }
  return { scripts: out };
}
