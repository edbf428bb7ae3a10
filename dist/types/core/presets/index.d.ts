import type { HostFacts, HostPreset, Judgement, Look, ProtectedPlace, Side } from "./types.js";
export type { EnvironmentChange, RecordedEnvironment } from "./github-actions-env.js";
export { describeEnvironmentChange, environmentChanges, isPerStep } from "./github-actions-env.js";
export type { HostFacts, HostPreset, Judgement, Look, PresetCases, ProtectedPlace, RunnerLayout, Side, } from "./types.js";
/** Every host preset, in the order they are asked (the first that explains a write names it). */
export declare const HOST_PRESETS: readonly HostPreset[];
/** The presets on for these facts. */
export declare function presetsOn(facts: HostFacts): HostPreset[];
/** Everything the presets on keep protected. */
export declare function protectedPlaces(facts: HostFacts): ProtectedPlace[];
/** The place protecting `path`, or null. */
export declare function protectingPlace(path: string, places: readonly ProtectedPlace[]): ProtectedPlace | null;
/**
 * How the presets on judge one side of a change: the first preset that explains it, or null. A side
 * in a protected place is never explained.
 */
export declare function judgeSide(side: Side, facts: HostFacts, look: Look, places?: readonly ProtectedPlace[]): (Judgement & {
    preset: string;
}) | null;
