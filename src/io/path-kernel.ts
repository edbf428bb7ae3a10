import { getRandomValues } from "node:crypto";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ForgeGateError } from "../core/errors.js";
import type { PathKernel, PathKernelAddon } from "../core/violations/index.js";

/**
 * Which checker `violations` uses, from FORGE_GATE_VIOLATIONS_KERNEL: `js` the JavaScript checker
 * alone; `native` the kernel, or an error when it cannot load; unset (or `auto`) the kernel where
 * this platform has a build, else the JavaScript checker (the answers are the same; only speed
 * differs).
 */
export function loadPathKernel(env: NodeJS.ProcessEnv = process.env): PathKernel | null {
  const choice = env.FORGE_GATE_VIOLATIONS_KERNEL ?? "auto";
  if (choice === "js") return null;
  if (choice !== "auto" && choice !== "native") {
    throw new ForgeGateError(
      "usage",
      `FORGE_GATE_VIOLATIONS_KERNEL is ${JSON.stringify(choice)}`,
      "Set it to `js`, `native` or `auto` (the default), or unset it",
    );
  }
  try {
    return { addon: loadAddon(), key: getRandomValues(new Uint32Array(4)) };
  } catch (err) {
    if (choice === "auto") return null;
    throw new ForgeGateError(
      "kernel_unavailable",
      `cannot load the native path kernel: ${(err as Error).message.split("\n")[0]}`,
      "forge-gate ships it for linux-x64 (glibc >= 2.14); unset FORGE_GATE_VIOLATIONS_KERNEL to use the JavaScript checker",
    );
  }
}

let loaded: PathKernelAddon | null = null;

/** dist/native/<platform>-<arch>/path-kernel.node beside the bundle (as classify's parser is found). */
function loadAddon(): PathKernelAddon {
  if (loaded !== null) return loaded;
  const here = dirname(fileURLToPath(import.meta.url));
  const name = join("native", `${process.platform}-${process.arch}`, "path-kernel.node");
  const candidates = [join(here, name), join(here, "..", name), join(here, "..", "..", "dist", name)];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (file === undefined) {
    throw new Error(`no build for ${process.platform}-${process.arch} (looked for ${candidates[0]})`);
  }
  const module = { exports: {} as PathKernelAddon };
  process.dlopen(module, file);
  loaded = module.exports;
  return loaded;
}
