import { type Spec } from "../options.js";
export declare const KUBECTL_SPECS: Record<string, Spec>;
export declare const HELM_SPECS: Record<string, Spec>;
/** A subcommand with no spec here takes no option at all. */
export declare const CLUSTER_NONE: Spec;
export declare const TERRAFORM_SPECS: Record<string, Spec>;
export declare const TERRAFORM_NONE: Spec;
