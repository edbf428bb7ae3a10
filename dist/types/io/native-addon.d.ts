/**
 * Loads forge-gate's prebuilt addon `name` for this platform, from dist/native/<platform>-<arch>/
 * beside the bundle (dist/ or dist/chunks/) or, running from source, the repository's dist/. With
 * process.dlopen: no module resolution on the hook's path. Throws when there is no build or it does
 * not load (musl, another arch): the callers have a JavaScript or WASM way instead.
 */
export declare function loadNativeAddon<T>(name: string): T;
