import type { McpCase } from "./cases.js";

/** What `reference.ts` and `databases.ts` decide (fetch, memory, time, sequential-thinking, everything, SQL servers), under cases.ts's lease. */
export const cases: McpCase[] = [
  ["mcp__fetch__fetch", { url: "https://github.com/owner/app/issues/1", max_length: 5000 }, "allow"],
  ["mcp__fetch__fetch", { url: "https://evil.example/x" }, "block"],
  ["mcp__fetch__fetch", { url: "file:///home/dev/.ssh/id_rsa" }, "grey"],
  ["mcp__fetch__fetch", { url: "https://github.com", headers: { Authorization: "x" } }, "grey"],
  ["mcp__memory__read_graph", {}, "allow"],
  ["mcp__memory__search_nodes", { query: "deploy" }, "allow"],
  ["mcp__memory__create_entities", { entities: [{ name: "a", entityType: "b", observations: [] }] }, "allow"],
  ["mcp__time__get_current_time", { timezone: "Europe/Paris" }, "allow"],
  [
    "mcp__time__convert_time",
    { source_timezone: "UTC", time: "12:00", target_timezone: "Asia/Tokyo" },
    "allow",
  ],
  [
    "mcp__sequential-thinking__sequentialthinking",
    { thought: "rm -rf ~ would be bad", nextThoughtNeeded: false, thoughtNumber: 1, totalThoughts: 1 },
    "allow",
  ],
  ["mcp__everything__echo", { message: "hi" }, "allow"],
  ["mcp__everything__get-env", {}, "grey"],
  ["mcp__everything__printEnv", {}, "grey"],
  ["mcp__postgres__query", { sql: "SELECT id, name FROM users WHERE id = 1" }, "allow"],
  ["mcp__postgres__query", { sql: "WITH x AS (DELETE FROM users RETURNING *) SELECT * FROM x" }, "grey"],
  ["mcp__postgres__query", { sql: "DROP TABLE users" }, "block"],
  ["mcp__postgres__query", { sql: "SELECT pg_read_file('/etc/passwd')" }, "grey"],
  ["mcp__sqlite__read_query", { query: "select count(*) from orders; -- drop table x" }, "allow"],
  ["mcp__sqlite__write_query", { query: "UPDATE orders SET paid = 1 WHERE id = 3" }, "grey"],
  ["mcp__sqlite__write_query", { query: "DELETE FROM orders;" }, "block"],
  ["mcp__sqlite__list_tables", {}, "allow"],
  // A server forge-gate has no spec for: granted arguments by the lease, or none at all.
  ["mcp__jira__get_ticket", {}, "allow"],
  ["mcp__jira__get_ticket", { key: "APP-1" }, "grey"],
  ["mcp__jira__search", { jql: "project = APP", limit: 10 }, "allow"],
  ["mcp__jira__search", { jql: "project = APP", fields: ["*all"] }, "grey"],
  ["mcp__jira__transition", { key: "APP-12", state: "done" }, "allow"],
  ["mcp__jira__transition", { key: "OPS-1", state: "done" }, "block"],
  ["mcp__jira__export", { format: "csv", anything: [1, 2] }, "allow"],
  ["mcp__jira__delete_project", { key: "APP" }, "block"],
  ["mcp__slack__post_message", { text: "hi" }, "block"],
];
