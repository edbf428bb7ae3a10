/**
 * What the MCP families' case tables (`*.cases.ts` beside each family) are judged under: a lease
 * granting every server they use, on the worktree /srv/forge/wt-47 (home /home/dev), its repository
 * `owner/app`, with GitHub and npm on the network allowlist. Run by test/classify/mcp.test.ts. Never
 * imported by the engine, so never bundled into the hook.
 */

export type McpCase = [tool: string, input: Record<string, unknown>, expected: "allow" | "grey" | "block"];

export const WT = "/srv/forge/wt-47";
export const HOME = "/home/dev";

export const CASE_LEASE = {
  version: 1,
  id: "mcp-cases",
  worktree: WT,
  write_roots: [".", "/tmp/forge-47"],
  protect: [".git", ".github/workflows/**"],
  network: { allow: ["github.com", "api.github.com", "registry.npmjs.org"] },
  repo: "owner/app",
  mcp: [
    { server: "filesystem" },
    { server: "fs" },
    { server: "desktop-commander" },
    { server: "git" },
    { server: "github" },
    { server: "playwright" },
    { server: "puppeteer" },
    { server: "chrome-devtools" },
    { server: "fetch" },
    { server: "memory" },
    { server: "time" },
    { server: "sequential-thinking" },
    { server: "everything" },
    { server: "postgres" },
    { server: "sqlite" },
    { server: "shell" },
    { server: "terminal" },
    { server: "serena" },
    { server: "context7" },
    {
      server: "jira",
      tools: [
        "get_ticket",
        { name: "search", args: { jql: "any", limit: "any" } },
        { name: "transition", args: { key: ["APP-*"], state: ["done", "in progress"] } },
        { name: "export", args: "any" },
      ],
    },
  ],
};
