import { createServer, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { makeFixture } from "../collect/fixture.js";
import { enforcedRunAsync, reportOf } from "./helpers.js";

/**
 * The network under `run --enforce`: the sandbox has no network of its own; the filtering proxy
 * reaches only the lease's `network.allow` hosts. Loopback servers on 127.0.0.2 (allowed) and
 * 127.0.0.3 (not allowed) stand in for remote hosts: both are reachable from the host, so only the
 * proxy's decision tells them apart.
 */
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function serve(host: string): Promise<{ port: number; hits: string[] }> {
  const hits: string[] = [];
  const s = createServer((req, res) => {
    hits.push(req.url ?? "");
    res.end(`hello from ${host} ${req.url}`);
  });
  servers.push(s);
  await new Promise<void>((r) => s.listen(0, host, () => r()));
  const address = s.address();
  return { port: typeof address === "object" && address ? address.port : 0, hits };
}

describe("run --enforce: network.allow through the filtering proxy", () => {
  it("an allowed host is reachable (HTTP and CONNECT); a host outside network.allow and direct connections are not", async () => {
    const allowed = await serve("127.0.0.2");
    const other = await serve("127.0.0.3");
    const f = makeFixture({ leaseExtra: 'network: { allow: ["127.0.0.2"] }\n' });
    const r = await enforcedRunAsync(
      f,
      [
        `curl -sS -m 5 -o got-http.txt http://127.0.0.2:${allowed.port}/plain`,
        `curl -sS -m 5 -p -o got-tunnel.txt http://127.0.0.2:${allowed.port}/tunnel`,
        `code=$(curl -sS -m 5 -o /dev/null -w '%{http_code}' http://127.0.0.3:${other.port}/refused || true)`,
        'echo "$code" > other-code.txt',
        `if curl -sS -m 5 -p http://127.0.0.3:${other.port}/refused-tunnel; then exit 7; fi`,
        `if curl -sS -m 5 --noproxy '*' http://127.0.0.2:${allowed.port}/direct; then exit 8; fi`,
        "true",
      ].join("\n"),
    );
    const report = reportOf(r);
    expect(report.command.exit_code, r.stderr).toBe(0);
    expect(report.enforcement?.network).toBe("proxy");
    expect(allowed.hits).toEqual(["/plain", "/tunnel"]);
    expect(other.hits).toEqual([]);
    const { readFileSync } = await import("node:fs");
    expect(readFileSync(`${f.wt}/got-http.txt`, "utf8")).toBe("hello from 127.0.0.2 /plain");
    expect(readFileSync(`${f.wt}/got-tunnel.txt`, "utf8")).toBe("hello from 127.0.0.2 /tunnel");
    expect(readFileSync(`${f.wt}/other-code.txt`, "utf8").trim()).toBe("403");
    expect(report.enforcement?.network_denied).toEqual([
      { host: "127.0.0.3", port: other.port, method: "GET" },
      { host: "127.0.0.3", port: other.port, method: "CONNECT" },
    ]);
    expect(report.verdict).toBe("pass");
  });

  it("network.allow: [] leaves the sandbox with no network at all, not even the proxy", async () => {
    const host = await serve("127.0.0.2");
    const f = makeFixture({ leaseExtra: "network: { allow: [] }\n" });
    const r = await enforcedRunAsync(
      f,
      [
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a bash parameter expansion, not a template
        'test -z "${HTTP_PROXY:-}"',
        `if curl -sS -m 5 http://127.0.0.2:${host.port}/x; then exit 7; fi`,
        `if curl -sS -m 5 -x http://127.0.0.1:9 http://127.0.0.2:${host.port}/y; then exit 8; fi`,
        "true",
      ].join("\n"),
    );
    const report = reportOf(r);
    expect(report.command.exit_code, r.stderr).toBe(0);
    expect(report.enforcement?.network).toBe("none");
    expect(host.hits).toEqual([]);
  });

  it("control: without --enforce the same host is reachable directly", async () => {
    const host = await serve("127.0.0.3");
    const f = makeFixture({ leaseExtra: "network: { allow: [] }\n" });
    const r = await enforcedRunAsync(f, `curl -sS -m 5 http://127.0.0.3:${host.port}/direct`, []);
    expect(r.status, r.stderr).toBe(0);
    expect(host.hits).toEqual(["/direct"]);
  });
});

describe("run --enforce: host daemons' sockets under /run are out of reach", () => {
  it("a Unix socket server in /run (like docker's or dbus's) cannot be reached from the sandbox", async () => {
    const { createServer: createNetServer } = await import("node:net");
    const { rmSync } = await import("node:fs");
    const path = `/run/fg-enforce-${process.pid}-${Date.now()}.sock`;
    const hits: string[] = [];
    const server = createNetServer((s) => {
      s.on("error", () => s.destroy());
      hits.push("connected");
      s.end("HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok");
    });
    await new Promise<void>((r) => server.listen(path, () => r()));
    try {
      const f = makeFixture();
      const r = await enforcedRunAsync(
        f,
        `if curl -sS -m 5 --unix-socket ${path} http://daemon/; then exit 7; fi\ntrue`,
      );
      expect(reportOf(r).command.exit_code, r.stderr).toBe(0);
      expect(hits).toEqual([]);
      const control = await enforcedRunAsync(f, `curl -sS -m 5 --unix-socket ${path} http://daemon/`, []);
      expect(control.status, control.stderr).toBe(0);
      expect(hits).toEqual(["connected"]);
    } finally {
      server.close(); // not awaited: close waits for clients that may linger half-open
      rmSync(path, { force: true });
    }
  });
});
