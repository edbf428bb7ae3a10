import type { SurfaceFormat } from "./catalog.js";
import type { KeyedFormat } from "./format.js";
export declare function settingRuns(key: string): boolean;
export declare const EDITOR_FORMATS: Partial<Record<SurfaceFormat, KeyedFormat>>;
