import { type McpFamily } from "./spec.js";
/**
 * GitHub's MCP server (github/github-mcp-server: tool schemas in pkg/github/__toolsnaps__) and the
 * older reference server (@modelcontextprotocol/server-github), judged like `gh` and `git push`:
 * reads of any repository pass; what the grant is for (issues, pull requests, comments, reviews,
 * labels) passes within the lease's repository (`repo:`); a file written to a branch is judged
 * by its path (protected paths block, execution surfaces and their content escalate) and its
 * branch (straight onto a shared branch escalates, as a push does); merging, running workflows,
 * approving reviews and creating repositories escalate; deleting a repository is blocked.
 */
/** The shared branches a push onto escalates (as `git push origin main` does). */
export declare const SHARED_BRANCH: RegExp;
export declare const github: () => McpFamily;
