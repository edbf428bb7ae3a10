import { posix } from "node:path";
import { SHELL_STARTUP_FILES } from "../shell-startup.js";

/** Paths whose writing is persistence or self-modification, whatever the lease. */

// ---------------------------------------------------------------------------------------------
// Path rules that hold regardless of the lease.

export interface SensitiveHit {
  rule: "persistence" | "self_modification";
  what: string;
}

/** Writing here plants persistence or modifies the agent's own guardrails. */
export function sensitiveWrite(abs: string, home: string): SensitiveHit | null {
  const p = posix.normalize(abs);
  const inHome = (rel: string) => p === `${home}/${rel}` || p.startsWith(`${home}/${rel}/`);
  if (/\/\.git\/hooks(\/|$)/.test(p)) return { rule: "persistence", what: "a git hook" };
  if (
    /^\/etc\/(cron|anacron|systemd|init\.d|rc\.local|profile|bash\.bashrc|environment|ld\.so\.preload|sudoers)/.test(
      p,
    )
  )
    return { rule: "persistence", what: "system start-up or scheduling configuration" };
  if (/^\/(var\/spool\/cron|Library\/Launch(Agents|Daemons)|usr\/lib\/systemd)/.test(p))
    return { rule: "persistence", what: "a scheduled or start-up service" };
  for (const rc of SHELL_STARTUP_FILES) {
    if (p === `${home}/${rc}`) return { rule: "persistence", what: `the shell start-up file ~/${rc}` };
  }
  if (inHome(".ssh")) return { rule: "persistence", what: "~/.ssh (keys, authorized_keys, config)" };
  if (inHome(".config/systemd") || inHome("Library/LaunchAgents") || inHome(".config/autostart"))
    return { rule: "persistence", what: "a user service or autostart entry" };
  if (inHome(".config/fish")) return { rule: "persistence", what: "the fish shell configuration" };
  if (p === `${home}/.gitconfig` || inHome(".config/git"))
    return { rule: "persistence", what: "the global git configuration" };
  if (inHome(".claude") || /\/\.claude\/(settings(\.local)?\.json|hooks)(\/|$)/.test(p))
    return { rule: "self_modification", what: "Claude Code settings or hooks" };
  if (inHome(".codex") || /\/\.codex\/(hooks\.json|config\.toml)$/.test(p))
    return { rule: "self_modification", what: "Codex configuration or hooks" };
  if (
    inHome(".config/opencode") ||
    /\/\.opencode\/(plugins?|opencode\.jsonc?)(\/|$)/.test(p) ||
    /\/opencode\.jsonc?$/.test(p)
  )
    return { rule: "self_modification", what: "opencode configuration or plugins" };
  if (inHome(".config/forge-gate") || inHome(".local/state/forge-gate") || /\/\.forge-gate(\/|$)/.test(p))
    return { rule: "self_modification", what: "forge-gate's own configuration or state" };
  return null;
}
