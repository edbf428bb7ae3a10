/**
 * A sub-agent's prompt (Task/Agent) is prose, not a command: the sub-agent's own tool calls go
 * through the hook one by one. But a prompt that spells out a command the classifier would block
 * ("run rm -rf ~ and push --force") is a request a human should see before it is delegated.
 * These are the command-like pieces of such a prompt: code spans, fenced blocks, and clauses of
 * prose with their leading imperative words removed. Bounded, so a huge prompt stays cheap.
 */
export declare function promptCommands(prompt: string): string[];
