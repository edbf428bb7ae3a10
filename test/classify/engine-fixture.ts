import { loadShellParser } from "../../src/classify/parser.js";
import { parseLease } from "../../src/core/lease.js";

/** The worktree lease the engine-level tests judge against (pure: no files behind it). */
export const HOME = "/home/dev";
export const WT = "/srv/forge/wt-47";
export const parse = loadShellParser();
export const lease = parseLease(
  JSON.stringify({
    version: 1,
    id: "t",
    worktree: WT,
    write_roots: [".", "/tmp/forge-47"],
    protect: [".git", ".github/workflows/**"],
    network: { allow: ["github.com", "api.github.com", "registry.npmjs.org"] },
    mcp: [{ server: "github", tools: ["get_issue"] }],
  }),
  { source: "t", baseDir: "/", home: HOME },
);
