import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  loadNativeAddon
} from "./chunk-W22LQUKU.js";
import {
  ForgeGateError
} from "./chunk-QEJECJYU.js";

// src/io/path-kernel.ts
import { getRandomValues } from "node:crypto";
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
  try {
    loaded = { addon: loadNativeAddon("path-kernel") };
  } catch (err) {
    loaded = { error: err.message.split("\n")[0] };
  }
  return loaded;
}

export {
  loadPathKernel,
  pathKernelStatus
};
