import { DESTROY_DATA } from "../commands/databases.js";
import { type Args, data, grey, type McpEffect, type McpFamily, tool } from "./spec.js";

/**
 * Database servers: the reference PostgreSQL (`query`, run in a read-only transaction) and SQLite
 * servers, and the common `execute_sql`/`run_query` shapes of MySQL and other SQL servers. A
 * statement that destroys data wholesale is blocked, as for `psql`; one that only reads passes; any
 * other (a write, a DDL change, a function with effects, a file read or written by the server) escalates.
 */

/** Statement kinds that only read, and words that make one do more (write, run, or reach files). */
const READ_STATEMENT = /^(select|with|explain|show|describe|desc|pragma\s+\w+\s*(\(|;|$)|values|table)\b/i;
const HAS_EFFECT =
  /\b(insert|update|delete|merge|upsert|replace|drop|alter|create|truncate|grant|revoke|copy|call|exec|execute|do|set|lock|vacuum|analyze|attach|detach|reindex|load|install|into\s+(out|dump)file|pg_\w+|lo_\w+|dblink\w*|set_config|nextval|setval|load_file|sys_\w+|xp_\w+|writefile|readfile|fts\w*|load_extension|edit|zipfile|sqlar\w*|unhex\s*\(.*\)\s*into)\b/i;

/** SQL with comments and the contents of string literals taken out: what the statements say. */
const statementsOf = (sql: string): string =>
  sql
    .replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, " ")
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/"(?:[^"]|"")*"/g, '""');

/** Every statement of `sql` only reads. */
export function readOnlySql(sql: string): boolean {
  const text = statementsOf(sql);
  const statements = text
    .split(";")
    .map((s) => s.trim())
    .filter(Boolean);
  return (
    statements.length > 0 &&
    statements.every(
      (s) => READ_STATEMENT.test(s) && !HAS_EFFECT.test(s.replace(/^explain\s+(query\s+plan\s+)?/i, "")),
    )
  );
}

function sql(a: Args, key: string, kind: "query" | "write"): McpEffect[] {
  // Servers differ on the name (`sql` or `query`): whichever the call gives.
  const text = a.has(key) ? a.str(key) : a.str(key === "sql" ? "query" : "sql");
  if (DESTROY_DATA.test(statementsOf(text)))
    return [
      {
        kind: "block",
        rule: "data_destroy",
        reason: "runs a statement that destroys a database, table or keyspace",
      },
    ];
  if (kind === "query" && readOnlySql(text)) return [];
  return [grey("database", "runs a statement that may change the database")];
}

const query = (args: string, key: string) => tool(args, (a) => sql(a, key, "query"));

export const databases = (): McpFamily => ({
  id: "databases",
  names: /(postgres|postgresql|pg|sqlite|mysql|mariadb|sql|database|db)/,
  tools: {
    query: query("sql", "sql"),
    read_query: query("query", "query"),
    write_query: tool("query", (a) => sql(a, "query", "write")),
    create_table: tool("query", (a) => sql(a, "query", "write")),
    list_tables: data(""),
    describe_table: data("table_name"),
    append_insight: data("insight", () => [{ kind: "state", what: "the server's insights memo" }]),
    execute_sql: query("sql query database params", "sql"),
    execute_query: query("query sql database params", "query"),
    run_query: query("query sql database params", "query"),
    sql_query: query("query sql database params", "query"),
    mysql_query: query("sql query database params", "sql"),
    list_schemas: data(""),
    list_databases: data(""),
    describe_schema: data("schema table_name"),
  },
});
