import { type Analysis } from "./analysis.js";
import { type ShNode } from "./ast.js";
export declare function collectAssignments(root: ShNode, a: Analysis): void;
