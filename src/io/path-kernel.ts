import { getRandomValues } from "node:crypto";
import { ForgeGateError } from "../core/errors.js";
import type { PathKernel, PathKernelAddon } from "../core/violations/index.js";
import { loadNativeAddon } from "./native-addon.js";

/** Which checker `violations` will use here, and why (for `doctor`). */
export interface PathKernelStatus {
  kind: "native" | "js";
  choice: string;
  /** Why the kernel is not used (null when it is). */
  reason: string | null;
}

/**
 * Which checker `violations` uses, from FORGE_GATE_VIOLATIONS_KERNEL: `js` the JavaScript checker
 * alone; `native` the kernel, or an error when it cannot load; unset (or `auto`) the kernel where
 * this platform has a build, else the JavaScript checker. The answers are the same either way (a
 * test holds them equal); only speed differs. Names compared without case always take the
 * JavaScript checker (the caller decides that).
 */
export function loadPathKernel(env: NodeJS.ProcessEnv = process.env): PathKernel | null {
  const choice = kernelChoice(env);
  if (choice === "js") return null;
  const loaded = tryLoad();
  if ("addon" in loaded) return { addon: loaded.addon, key: getRandomValues(new Uint32Array(4)) };
  if (choice === "auto") return null;
  throw new ForgeGateError(
    "kernel_unavailable",
    `cannot load the native path kernel: ${loaded.error}`,
    "forge-gate ships it for linux-x64 (glibc 2.14 or later); unset FORGE_GATE_VIOLATIONS_KERNEL to use the JavaScript checker",
  );
}

export function pathKernelStatus(env: NodeJS.ProcessEnv = process.env): PathKernelStatus {
  const choice = kernelChoice(env);
  if (choice === "js") return { kind: "js", choice, reason: "FORGE_GATE_VIOLATIONS_KERNEL=js" };
  const loaded = tryLoad();
  return "addon" in loaded
    ? { kind: "native", choice, reason: null }
    : { kind: "js", choice, reason: loaded.error };
}

function kernelChoice(env: NodeJS.ProcessEnv): "auto" | "native" | "js" {
  const choice = env.FORGE_GATE_VIOLATIONS_KERNEL || "auto";
  if (choice === "auto" || choice === "native" || choice === "js") return choice;
  throw new ForgeGateError(
    "usage",
    `FORGE_GATE_VIOLATIONS_KERNEL is ${JSON.stringify(choice)}`,
    "Set it to `js`, `native` or `auto` (the default), or unset it",
  );
}

let loaded: { addon: PathKernelAddon } | { error: string } | null = null;

/** The addon, loaded once (see loadNativeAddon). */
function tryLoad(): { addon: PathKernelAddon } | { error: string } {
  if (loaded !== null) return loaded;
  try {
    loaded = { addon: loadNativeAddon<PathKernelAddon>("path-kernel") };
  } catch (err) {
    loaded = { error: (err as Error).message.split("\n")[0]! };
  }
  return loaded;
}
