import { isWithin } from "../paths.js";
import { forgeGate } from "./forge-gate.js";
import { githubActions } from "./github-actions.js";
import type { HostFacts, HostPreset, Judgement, Look, ProtectedPlace, Side } from "./types.js";

export type { EnvironmentChange, RecordedEnvironment } from "./github-actions-env.js";
export { describeEnvironmentChange, environmentChanges, isPerStep } from "./github-actions-env.js";
export type {
  HostFacts,
  HostPreset,
  Judgement,
  Look,
  PresetCases,
  ProtectedPlace,
  RunnerLayout,
  Side,
} from "./types.js";

/** Every host preset, in the order they are asked (the first that explains a write names it). */
export const HOST_PRESETS: readonly HostPreset[] = [githubActions, forgeGate];

/** The presets on for these facts. */
export function presetsOn(facts: HostFacts): HostPreset[] {
  return HOST_PRESETS.filter((p) => p.on(facts));
}

/** Everything the presets on keep protected. */
export function protectedPlaces(facts: HostFacts): ProtectedPlace[] {
  return presetsOn(facts).flatMap((p) => p.protects(facts));
}

/** The place protecting `path`, or null. */
export function protectingPlace(path: string, places: readonly ProtectedPlace[]): ProtectedPlace | null {
  return places.find((p) => isWithin(path, p.path)) ?? null;
}

/**
 * How the presets on judge one side of a change: the first preset that explains it, or null. A side
 * in a protected place is never explained.
 */
export function judgeSide(
  side: Side,
  facts: HostFacts,
  look: Look,
  places: readonly ProtectedPlace[] = protectedPlaces(facts),
): (Judgement & { preset: string }) | null {
  if (protectingPlace(side.path, places) !== null) return null;
  for (const p of presetsOn(facts)) {
    const j = p.judge(side, facts, look);
    if (j) return { ...j, preset: p.name };
  }
  return null;
}
