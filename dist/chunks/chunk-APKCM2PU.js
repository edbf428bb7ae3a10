import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  ForgeGateError
} from "./chunk-QEJECJYU.js";

// src/io/path-kernel.ts
import { getRandomValues } from "node:crypto";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
function loadPathKernel(env = process.env) {
  const choice = kernelChoice(env);
  if (choice === "js") return null;
  const loaded2 = tryLoad();
  if ("addon" in loaded2) return { addon: loaded2.addon, key: getRandomValues(new Uint32Array(4)) };
  if (choice === "auto") return null;
  throw new ForgeGateError(
    "kernel_unavailable",
    `cannot load the native path kernel: ${loaded2.error}`,
    "forge-gate ships it for linux-x64 (glibc 2.14 or later); unset FORGE_GATE_VIOLATIONS_KERNEL to use the JavaScript checker"
  );
}
function pathKernelStatus(env = process.env) {
  const choice = kernelChoice(env);
  if (choice === "js") return { kind: "js", choice, reason: "FORGE_GATE_VIOLATIONS_KERNEL=js" };
  const loaded2 = tryLoad();
  return "addon" in loaded2 ? { kind: "native", choice, reason: null } : { kind: "js", choice, reason: loaded2.error };
}
function kernelChoice(env) {
  const choice = env.FORGE_GATE_VIOLATIONS_KERNEL || "auto";
  if (choice === "auto" || choice === "native" || choice === "js") return choice;
  throw new ForgeGateError(
    "usage",
    `FORGE_GATE_VIOLATIONS_KERNEL is ${JSON.stringify(choice)}`,
    "Set it to `js`, `native` or `auto` (the default), or unset it"
  );
}
var loaded = null;
function tryLoad() {
  if (loaded !== null) return loaded;
  const here = dirname(fileURLToPath(import.meta.url));
  const name = join("native", `${process.platform}-${process.arch}`, "path-kernel.node");
  const candidates = [join(here, name), join(here, "..", name), join(here, "..", "..", "dist", name)];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (file === void 0) {
    loaded = { error: `no build for ${process.platform}-${process.arch} (looked for ${candidates[0]})` };
    return loaded;
  }
  try {
    const module = { exports: {} };
    process.dlopen(module, file);
    loaded = { addon: module.exports };
  } catch (err) {
    loaded = { error: err.message.split("\n")[0] };
  }
  return loaded;
}

export {
  loadPathKernel,
  pathKernelStatus
};
