/** Paths whose writing is persistence or self-modification, whatever the lease. */
export interface SensitiveHit {
    rule: "persistence" | "self_modification";
    what: string;
}
/** Writing here plants persistence or modifies the agent's own guardrails. */
export declare function sensitiveWrite(abs: string, home: string): SensitiveHit | null;
