// forge-gate for opencode: judges every tool call with `forge-gate classify` before it runs.
// Install: copy this file into .opencode/plugin/ (project) or ~/.config/opencode/plugin/ (global).
// Settings (environment): FORGE_GATE_BIN (default "forge-gate"; a path ending in .js runs with node),
// FORGE_GATE_LEASE and FORGE_GATE_CONFIG (passed through to classify).
//
// allow → the tool runs; block → the call throws, so the agent gets the reason as a tool error;
// escalate → the call throws too and the message asks a human to run or approve it (opencode's
// plugin hook cannot open an approval prompt). Any failure to classify throws: fail closed.
import { spawn } from "node:child_process";

function classify(payload) {
  const bin = process.env.FORGE_GATE_BIN || "forge-gate";
  const [cmd, args] = bin.endsWith(".js") ? [process.execPath, [bin]] : [bin, []];
  args.push("classify", "--input", "opencode", "--format", "opencode");
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ["pipe", "pipe", "pipe"], shell: false });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      err += d;
    });
    child.on("error", (e) => reject(new Error(`forge-gate could not run: ${e.message}`)));
    child.on("close", (code) => {
      try {
        const verdict = JSON.parse(out);
        if (code !== 0 && verdict.stage !== "error") throw new Error(`exit ${code}`);
        resolve(verdict);
      } catch {
        reject(new Error(`forge-gate classify failed (exit ${code}): ${err.trim() || out.trim()}`));
      }
    });
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
    if (verdict.action === "deny") throw new Error(`forge-gate blocked this call: ${verdict.reason}`);
    throw new Error(
      `forge-gate needs a human to approve this call (${verdict.reason}); ask the user to run it or to allow it`,
    );
  },
});

export default ForgeGate;
