import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import "./chunk-IMH2DE2T.js";

// src/enforce/relay.ts
async function sandboxRelay(argv) {
  const net = await import("node:net");
  const cp = await import("node:child_process");
  const [socketPath, program, ...args] = argv;
  if (socketPath === void 0 || program === void 0) {
    process.stderr.write("forge-gate relay: usage: SOCKET CMD [ARGS\u2026]\n");
    process.exit(2);
  }
  const server = net.createServer((client) => {
    const up = net.connect(socketPath);
    client.pipe(up);
    up.pipe(client);
    client.on("error", () => up.destroy());
    up.on("error", () => client.destroy());
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", () => r()));
  server.unref();
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  const local = "localhost,127.0.0.1,::1";
  const env = {
    ...process.env,
    HTTP_PROXY: url,
    HTTPS_PROXY: url,
    ALL_PROXY: url,
    http_proxy: url,
    https_proxy: url,
    all_proxy: url,
    NO_PROXY: local,
    no_proxy: local
  };
  const child = cp.spawn(program, args, { stdio: "inherit", env });
  for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(sig, () => child.kill(sig));
  child.on("error", (err) => {
    process.stderr.write(`forge-gate: cannot run ${JSON.stringify(program)}: ${err.code ?? err.message}
`);
    process.exit(127);
  });
  child.on("exit", (code, signal) => {
    if (signal !== null) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    }
    process.exit(code ?? 1);
  });
}
function relayProgram() {
  return `(${sandboxRelay.toString()})(process.argv.slice(1)).catch((e) => { process.stderr.write("forge-gate relay: " + e.message + "\\n"); process.exit(2); });`;
}
export {
  relayProgram,
  sandboxRelay
};
