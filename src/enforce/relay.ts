/**
 * Runs inside the sandbox (as `node -e`), which has only its own loopback: listens on a loopback port,
 * relays each connection to the proxy's Unix socket, and runs the command with the proxy variables set.
 * Self-contained (no imports at module level) because its source text is what is run.
 */
export async function sandboxRelay(argv: string[]): Promise<void> {
  const net = await import("node:net");
  const cp = await import("node:child_process");
  const [socketPath, program, ...args] = argv;
  if (socketPath === undefined || program === undefined) {
    process.stderr.write("forge-gate relay: usage: SOCKET CMD [ARGS…]\n");
    process.exit(2);
  }
  const server = net.createServer((client) => {
    const up = net.connect(socketPath);
    client.pipe(up);
    up.pipe(client);
    client.on("error", () => up.destroy());
    up.on("error", () => client.destroy());
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  server.unref();
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  // Loopback stays direct: inside the sandbox it is the sandbox's own (the agent's test servers).
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
    no_proxy: local,
  };
  const child = cp.spawn(program, args, { stdio: "inherit", env });
  for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(sig, () => child.kill(sig));
  child.on("error", (err: NodeJS.ErrnoException) => {
    process.stderr.write(`forge-gate: cannot run ${JSON.stringify(program)}: ${err.code ?? err.message}\n`);
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

/** The `node -e` program that runs {@link sandboxRelay} with the arguments after it. */
export function relayProgram(): string {
  return `(${sandboxRelay.toString()})(process.argv.slice(1)).catch((e) => { process.stderr.write("forge-gate relay: " + e.message + "\\n"); process.exit(2); });`;
}
