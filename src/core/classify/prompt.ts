/**
 * A sub-agent's prompt (Task/Agent) is prose, not a command: the sub-agent's own tool calls go
 * through the hook one by one. But a prompt that spells out a command the classifier would block
 * ("run rm -rf ~ and push --force") is a request a human should see before it is delegated.
 * These are the command-like pieces of such a prompt: code spans, fenced blocks, and clauses of
 * prose with their leading imperative words removed. Bounded, so a huge prompt stays cheap.
 */
export function promptCommands(prompt: string): string[] {
  const out: string[] = [];
  const text = prompt.slice(0, 20_000);
  for (const m of text.matchAll(/```[\w-]*\n([\s\S]*?)```/g)) out.push(m[1]!);
  for (const m of text.matchAll(/`([^`\n]+)`/g)) out.push(m[1]!);
  const prose = text.replace(/```[\s\S]*?```/g, "\n").replaceAll("`", "");
  for (const clause of prose.split(/\n|;|\.\s+|,?\s+(?:and\s+)?then\s+|\s+and\s+(?=[a-z]+\s+-)/i)) {
    const c = clause
      .trim()
      .replace(
        /^(?:(?:please|now|first|finally|also|then|and|just|run|execute|exec|do|type|call|invoke)\b[:,]?\s*)+/i,
        "",
      )
      .replace(/[.!]+$/, "");
    if (c.length > 1 && c.length < 2_000) out.push(c);
    // A command may start inside the clause ("free space by running rm -rf ~/.cache and report
    // back"): each tail after a verb that introduces one, up to an `and` that starts prose again.
    for (const m of c.matchAll(
      /\b(?:run|running|runs|execute|executing|executes|exec|using|use|via|with|invoke|invoking|type|typing|call|calling)\s+/gi,
    )) {
      const tail = c.slice(m.index + m[0].length).split(/\s+and\s+(?=[a-z]+\s+(?!-)[a-z])/i)[0]!;
      if (tail.length > 1 && tail.length < 2_000 && tail !== c) out.push(tail);
    }
    if (out.length > 64) break;
  }
  return out.slice(0, 64);
}
