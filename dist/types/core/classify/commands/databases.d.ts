import type { Analysis } from "../analysis.js";
import type { Val } from "../values.js";
import { type Io } from "./registry.js";
/** Database clients. */
/** SQL or a Redis command that destroys data wholesale (a `DELETE` with no `WHERE` included). */
export declare const DESTROY_DATA: RegExp;
/**
 * Database clients run whatever statements they are given, on a server the lease does not
 * describe: always grey, and a statement that destroys data wholesale is blocked.
 */
export declare function databaseClient(args: Val[], a: Analysis, io: Io): null;
