/*
 * A rebase or cherry-pick left in progress runs what its state says the moment someone continues it
 * (`git rebase --continue`, `git cherry-pick --continue`), outside any sandbox: the todo's `exec` lines
 * are shell commands, its `update-ref` lines move other branches, and a merge strategy that is not one
 * of git's own is a program (`git-merge-<name>`) looked up on PATH. The agent's own sequencer state
 * passes only without any of those. Pure: the caller reads the files.
 */

/** git's own merge strategies; any other name runs `git-merge-<name>`. */
const BUILTIN_STRATEGIES = new Set(["ort", "recursive", "resolve", "octopus", "ours", "subtree"]);

/** Which sequencer file `rel` (relative to a gitdir) is, when its content decides what runs later. */
export function sequencerFile(rel: string): "todo" | "strategy" | "opts" | null {
  if (rel === "rebase-merge/git-rebase-todo" || rel === "sequencer/todo") return "todo";
  if (rel === "rebase-merge/strategy") return "strategy";
  if (rel === "sequencer/opts") return "opts";
  return null;
}

/** What continuing would run or move that is not the rebase of the agent's own branch ([] when nothing). */
export function sequencerProblems(
  kind: "todo" | "strategy" | "opts",
  text: string,
  ownBranch: string | null,
): string[] {
  const out: string[] = [];
  if (kind === "strategy") {
    const name = text.trim();
    if (name !== "" && !BUILTIN_STRATEGIES.has(name))
      out.push(`a pending rebase would run the merge strategy program git-merge-${name}`);
    return out;
  }
  if (kind === "opts") {
    for (const m of text.matchAll(/^\s*strategy\s*=\s*(.*?)\s*$/gim))
      if (!BUILTIN_STRATEGIES.has(m[1]!.replace(/^"|"$/g, "")))
        out.push(`a pending cherry-pick would run the merge strategy program git-merge-${m[1]}`);
    return out;
  }
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const sp = line.search(/\s/);
    const command = (sp < 0 ? line : line.slice(0, sp)).toLowerCase();
    const rest = sp < 0 ? "" : line.slice(sp).trim();
    if (command === "exec" || command === "x")
      out.push(`a pending rebase would run ${JSON.stringify(rest)} when continued`);
    else if ((command === "update-ref" || command === "u") && rest !== ownBranch)
      out.push(`a pending rebase would move ${rest} when continued`);
  }
  return out;
}
