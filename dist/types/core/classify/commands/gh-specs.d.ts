import { type Spec } from "../options.js";
/** Keyed `group action` (or `group` for the commands without an action: `api`, `status`, `browse`, `search`). */
export declare const GH_SPECS: Record<string, Spec>;
/** Any other group's read (`gh label list`, `gh secret list`, `gh cache list`, `gh ruleset view` …). */
export declare const GH_READ: Spec;
