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

  it("a plain-HTTP request to an allowed host cannot name another virtual host in its Host header (domain fronting)", async () => {
    const seen: string[] = [];
    const s = createServer((req, res) => {
      seen.push(req.headers.host ?? "");
      res.end("ok");
    });
    servers.push(s);
    await new Promise<void>((r) => s.listen(0, "127.0.0.2", () => r()));
    const address = s.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const f = makeFixture({ leaseExtra: 'network: { allow: ["127.0.0.2"] }\n' });
    const r = await enforcedRunAsync(
      f,
      `curl -sS -m 5 -o /dev/null -H 'Host: evil.example.org' http://127.0.0.2:${port}/fronted`,
    );
    expect(reportOf(r).command.exit_code, r.stderr).toBe(0);
    // The upstream is told the host the proxy judged, never the one the agent wrote.
    expect(seen).toEqual([`127.0.0.2:${port}`]);
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
      // Detection only: nothing in the way (the default capture layer makes /run private too).
      const control = await enforcedRunAsync(f, `curl -sS -m 5 --unix-socket ${path} http://daemon/`, [
        "--attribution",
        "none",
      ]);
      expect(control.status, control.stderr).toBe(0);
      expect(hits).toEqual(["connected"]);
    } finally {
      server.close(); // not awaited: close waits for clients that may linger half-open
      rmSync(path, { force: true });
    }
  });
});

describe("run --enforce: abstract Unix sockets of the host are out of reach", () => {
  it("a host server on an abstract socket (no path to mount over) cannot be reached when the network is filtered", async () => {
    const { createServer: createNetServer } = await import("node:net");
    const name = `fg-enforce-abstract-${process.pid}-${Date.now()}`;
    const hits: string[] = [];
    const server = createNetServer((s) => {
      s.on("error", () => s.destroy());
      hits.push("connected");
      s.end("ok");
    });
    await new Promise<void>((r) => server.listen(`\0${name}`, () => r()));
    try {
      const f = makeFixture({ leaseExtra: 'network: { allow: ["127.0.0.2"] }\n' });
      const connect = `node -e 'const s=require("net").connect("\\0"+process.argv[1]);s.on("connect",()=>process.exit(0));s.on("error",()=>process.exit(9))' ${name}`;
      const r = await enforcedRunAsync(f, `if ${connect}; then exit 7; fi\ntrue`);
      expect(reportOf(r).command.exit_code, r.stderr).toBe(0);
      expect(hits).toEqual([]);
      const control = await enforcedRunAsync(f, connect, []);
      expect(control.status, control.stderr).toBe(0);
      expect(hits).toEqual(["connected"]);
    } finally {
      server.close();
    }
  });
});

describe("run --enforce: no name resolution through the host's resolver when the network is filtered", () => {
  it("systemd-resolved's varlink socket (/run/systemd/resolve) is out of reach: a DNS query is a way out", async () => {
    const { createServer: createNetServer } = await import("node:net");
    const { existsSync, mkdirSync, rmSync } = await import("node:fs");
    const dir = "/run/systemd/resolve";
    const path = `${dir}/io.systemd.Resolve`;
    const hits: string[] = [];
    // A stand-in for systemd-resolved where there is none (on Ubuntu the real one answers).
    const made = !existsSync(dir);
    // Remove only what this test creates: the outermost missing directory.
    const created = existsSync("/run/systemd") ? dir : "/run/systemd";
    const server = createNetServer((s) => {
      s.on("error", () => s.destroy());
      hits.push("connected");
      s.end();
    });
    if (made) {
      mkdirSync(dir, { recursive: true });
      await new Promise<void>((r) => server.listen(path, () => r()));
    }
    try {
      for (const allow of ["[]", '["127.0.0.2"]']) {
        const f = makeFixture({ leaseExtra: `network: { allow: ${allow} }\n` });
        const connect = `node -e 'const s=require("net").connect(process.argv[1]);s.on("connect",()=>process.exit(0));s.on("error",()=>process.exit(9))' ${path}`;
        const r = await enforcedRunAsync(f, `if ${connect}; then exit 7; fi\ntrue`);
        expect(reportOf(r).command.exit_code, `${allow}: ${r.stderr}`).toBe(0);
      }
      if (made) expect(hits).toEqual([]);
    } finally {
      if (made) {
        server.close();
        rmSync(created, { recursive: true, force: true });
      }
    }
  });
});

describe("run --enforce: host daemons' sockets under HOME are out of reach", () => {
  it("a docker-like socket in HOME (~/.docker/run/docker.sock) cannot be connected to, whatever the network", async () => {
    const { createServer: createNetServer } = await import("node:net");
    const { mkdirSync } = await import("node:fs");
    const f0 = makeFixture();
    const dir = `${f0.home}/.docker/run`;
    mkdirSync(dir, { recursive: true });
    const path = `${dir}/docker.sock`;
    const hits: string[] = [];
    const server = createNetServer((s) => {
      s.on("error", () => s.destroy());
      hits.push("connected");
      s.end();
    });
    await new Promise<void>((r) => server.listen(path, () => r()));
    try {
      const connect = `node -e 'const s=require("net").connect(process.argv[1]);s.on("connect",()=>process.exit(0));s.on("error",()=>process.exit(9))' "$HOME/.docker/run/docker.sock"`;
      for (const network of ["network: { allow: [] }\n", ""]) {
        const f = { ...f0 };
        const { writeFileSync, readFileSync } = await import("node:fs");
        writeFileSync(f.lease, readFileSync(f.lease, "utf8").replace(/network: .*\n/, "") + network);
        const r = await enforcedRunAsync(f, `if ${connect}; then exit 7; fi\ntrue`);
        expect(reportOf(r).command.exit_code, `${network}: ${r.stderr}`).toBe(0);
      }
      expect(hits).toEqual([]);
      // Detection only: nothing in the way (the default capture layer masks the socket too).
      const control = await enforcedRunAsync(f0, connect, ["--attribution", "none"]);
      expect(control.status, control.stderr).toBe(0);
      expect(hits).toEqual(["connected"]);
    } finally {
      server.close();
    }
  });
});
