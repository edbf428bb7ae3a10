import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);

// src/classify/state-dir.ts
import { homedir } from "node:os";
import { join } from "node:path";
function defaultStateDir() {
  const base = process.env.XDG_STATE_HOME || join(homedir(), ".local", "state");
  return join(base, "forge-gate");
}

export {
  defaultStateDir
};
