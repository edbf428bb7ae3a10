import { mkdirSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";

/** A PATH directory holding the package's launcher, as `npm install -g` links it (a global install). */
export function globalLauncherBin(dir: string): string {
  const bin = join(dir, "bin");
  mkdirSync(bin, { recursive: true });
  symlinkSync(resolve("integrations/bin/forge-gate-hook"), join(bin, "forge-gate-hook"));
  return bin;
}

/** A user of the agent clients with their own HOME (and client config dirs under it) and PATH. */
export function clientUserEnv(home: string, path: string): NodeJS.ProcessEnv {
  mkdirSync(home, { recursive: true });
  return {
    ...process.env,
    HOME: home,
    PATH: path,
    CODEX_HOME: join(home, ".codex"),
    CLAUDE_CONFIG_DIR: join(home, ".claude"),
    XDG_CONFIG_HOME: join(home, ".config"),
    XDG_STATE_HOME: join(home, ".state"),
  };
}
