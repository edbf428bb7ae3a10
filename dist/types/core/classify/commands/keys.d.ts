import type { Analysis } from "../analysis.js";
import type { Val } from "../values.js";
import { type Io } from "./registry.js";
export declare function openssl(args: Val[], a: Analysis, io: Io): null;
export declare function sshKeygen(args: Val[], a: Analysis): null;
