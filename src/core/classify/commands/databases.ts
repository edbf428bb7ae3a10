import type { Analysis } from "../analysis.js";
import type { Val } from "../values.js";
import { H, type Io } from "./registry.js";

/** Database clients. */

/** SQL or a Redis command that destroys data wholesale (a `DELETE` with no `WHERE` included). */
export const DESTROY_DATA =
  /\b(drop\s+(database|schema|table|collection)|truncate\s+(table\s+)?\w|delete\s+from\s+[\w."]+\s*(;|$)|flushall|flushdb|dropdatabase\s*\()/im;

/**
 * Database clients run whatever statements they are given, on a server the lease does not
 * describe: always grey, and a statement that destroys data wholesale is blocked.
 */
export function databaseClient(args: Val[], a: Analysis, io: Io): null {
  const texts = [...args.map((v) => v.s), io.stdin?.text ?? ""];
  if (texts.some((t) => DESTROY_DATA.test(t))) {
    a.block("data_destroy", `\`${io.name}\` runs a statement that destroys a database, table or keyspace`);
    return null;
  }
  a.grey("database", `\`${io.name}\` runs statements against a database`);
  return null;
}
for (const n of [
  "psql",
  "mysql",
  "mariadb",
  "sqlite3",
  "redis-cli",
  "mongo",
  "mongosh",
  "cockroach",
  "clickhouse-client",
])
  H[n] = databaseClient;
