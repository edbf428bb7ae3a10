import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SPEC_PENDING } from "../../src/core/classify/commands/index.js";
import { decide } from "../../src/core/classify/engine.js";
import { engineContext, WT } from "./engine-fixture.js";

// The commands that were spec-pending (open-world on options) and those that still are: an option
// no spec lists, in any spelling, added among the command's own words, never leaves a call allowed.

const ctx = engineContext();
function decision(command: string): string {
  const r = decide(
    { tool: "Bash", input: { command }, cwd: WT, session: null, transcriptPath: null, format: "claude" },
    ctx,
  );
  return r.kind === "final" ? r.verdict.decision : "escalate";
}

/** Allowed calls whose words after the command are all its own (no runner's inner command). */
const ALLOWED = [
  "gh pr list --limit 5",
  "gh pr view 62 --json title",
  "gh pr create --title x --body y",
  "gh run view 123 --log",
  "gh api repos/o/r/pulls",
  "gh label list",
  "gh search repos forge",
  "docker ps -a",
  "docker logs app --tail 50",
  "docker compose ps",
  "docker build -t app .",
  "podman images",
  "kubectl get pods -n web",
  "kubectl logs web-1 --tail 20",
  "kubectl config view",
  "helm list -A",
  "helm template .",
  "terraform plan",
  "tofu validate -json",
  "uv sync --frozen",
  "poetry install",
  "deno fmt --check",
  "bun test",
  "apt list --installed",
  "dpkg -l",
  "brew list",
  "systemctl status nginx",
  "crontab -l",
  "nvm ls",
  "openssl rand -hex 32",
  "ping -c 1 github.com",
  "gem list",
  "dotnet build",
  "composer install",
  "swift build",
];

const unknownOption = fc.oneof(
  fc.stringMatching(/^[a-z]{3,8}$/).map((n) => `--zz${n}`),
  fc.stringMatching(/^[a-z]{3,8}$/).map((n) => `--zz${n}=/tmp/x`),
);

describe("spec-pending and newly specified commands", () => {
  it("the seeds are allowed as written", () => {
    expect(ALLOWED.filter((c) => decision(c) !== "allow")).toEqual([]);
  });
  it("an unknown option anywhere among the command's own words leaves none allowed", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALLOWED), unknownOption, fc.nat(), (seed, opt, at) => {
        const words = seed.split(" ");
        const k = 1 + (at % words.length);
        const changed = [...words.slice(0, k), opt, ...words.slice(k)].join(" ");
        expect([changed, decision(changed)]).not.toEqual([changed, "allow"]);
      }),
      { seed: 20_261_123, numRuns: 400 },
    );
  });
  it("every spec-pending command refuses an option it does not list", () => {
    const open = [...SPEC_PENDING].filter((n) => decision(`${n} --zzfrob`) === "allow");
    expect(open).toEqual([]);
  });
});
