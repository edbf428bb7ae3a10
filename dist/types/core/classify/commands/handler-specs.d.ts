import { type Spec } from "../options.js";
export declare const HANDLER_SPECS: Record<string, Spec>;
