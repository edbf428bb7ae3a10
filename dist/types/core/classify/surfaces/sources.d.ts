import type { SurfaceFormat } from "./catalog.js";
import type { KeyedFormat } from "./format.js";
export declare const SOURCE_FORMATS: Partial<Record<SurfaceFormat, KeyedFormat>>;
/**
 * A package.json dependency spec that is not the registry's: a git, GitHub, file, link or URL
 * source (npm's `npm:` aliases, `workspace:` and `catalog:` ranges are the registry's or the
 * project's own).
 */
export declare const NON_REGISTRY_SPEC: RegExp;
