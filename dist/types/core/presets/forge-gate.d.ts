import type { HostPreset } from "./types.js";
export declare const forgeGate: HostPreset;
