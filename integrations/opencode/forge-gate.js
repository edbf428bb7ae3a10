// forge-gate for opencode (tested on 1.18): judges every tool call with `forge-gate classify`
// before it runs, through the fail-closed launcher (integrations/bin/forge-gate-hook).
// Install: `forge-gate init opencode` (writes this file into .opencode/plugin/ with the paths
// filled in), or copy it there (project) or into ~/.config/opencode/plugin/ (global). In a project
// the paths below are the project's, relative to its root (two directories above this file), so the
// committed file works in every clone.
// Settings (environment, each overriding the value `init` wrote below):
//   FORGE_GATE_HOOK    the launcher (default: `forge-gate-hook` on PATH)
//   FORGE_GATE_LEASE   lease file, FORGE_GATE_CONFIG classify config (passed to classify)
//   FORGE_GATE_BIN     the forge-gate the launcher runs (see the launcher)
//
// allow → the tool runs; block → the call throws, so the model gets the reason as a tool error;
// escalate → the call throws too, saying a human must approve it (a plugin cannot open opencode's
// approval prompt). Anything else (forge-gate missing, crashing, slow, a bad answer) throws:
// the call never runs unjudged.
import { spawn } from "node:child_process";
import { isAbsolute, join } from "node:path";
import { fileURLToPath } from "node:url";

const LAUNCHER = "forge-gate-hook";
const LEASE = "";
const CONFIG = "";

// The project this plugin belongs to: it lives in <project>/.opencode/plugin/.
const PROJECT = fileURLToPath(new URL("../../", import.meta.url));
/** A relative path written above is the project's; a bare launcher name is looked up on PATH. */
const inProject = (p) => (p === "" || isAbsolute(p) ? p : join(PROJECT, p));

function classify(payload) {
  const launcher = process.env.FORGE_GATE_HOOK || (LAUNCHER.includes("/") ? inProject(LAUNCHER) : LAUNCHER);
  const args = ["opencode"];
  const lease = process.env.FORGE_GATE_LEASE || inProject(LEASE);
  const config = process.env.FORGE_GATE_CONFIG || inProject(CONFIG);
  if (lease) args.push("--lease", lease);
  if (config) args.push("--config", config);
  return new Promise((resolve, reject) => {
    let child;
    try {
      child = spawn(launcher, args, { stdio: ["pipe", "pipe", "pipe"], shell: false });
    } catch (e) {
      reject(
        new Error(`forge-gate blocked this call: the hook launcher ${launcher} could not run (${e.message})`),
      );
      return;
    }
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      err += d;
    });
    child.on("error", (e) =>
      reject(
        new Error(`forge-gate blocked this call: the hook launcher ${launcher} could not run (${e.message})`),
      ),
    );
    child.on("close", (code, signal) => {
      if (code !== 0) {
        reject(
          new Error(
            err.trim() || `forge-gate blocked this call: the launcher ended with ${signal ?? `exit ${code}`}`,
          ),
        );
        return;
      }
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(
          new Error(`forge-gate blocked this call: the answer was not JSON (${out.trim().slice(0, 200)})`),
        );
      }
    });
    child.stdin.on("error", () => {});
    child.stdin.end(JSON.stringify(payload));
  });
}

export const ForgeGate = async ({ directory }) => ({
  "tool.execute.before": async (input, output) => {
    const verdict = await classify({
      tool: input.tool,
      sessionID: input.sessionID,
      callID: input.callID,
      args: output.args ?? {},
      cwd: directory,
    });
    if (verdict.action === "allow") return;
    if (verdict.stage === "error")
      throw new Error(`forge-gate could not judge this call, so it was not run: ${verdict.reason}`);
    if (verdict.action === "deny") throw new Error(`forge-gate blocked this call: ${verdict.reason}`);
    throw new Error(
      `forge-gate: a human must approve this call (${verdict.reason}). It was not run; do not retry it or work around it: ask the user to run it or to approve it.`,
    );
  },
});

export default ForgeGate;
