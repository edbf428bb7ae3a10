import type { Analysis } from "../analysis.js";
import type { StdinSource, Val } from "../values.js";
import { type Io } from "./registry.js";
/** Containers, clusters and infrastructure tools. */
export declare function containerTool(args: Val[], a: Analysis, io: Io): StdinSource | null;
