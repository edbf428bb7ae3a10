import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { connect, type Socket } from "node:net";
import { hostAllowed } from "../core/sandbox-plan.js";

/**
 * The network filter of an enforced run: an HTTP proxy (CONNECT for TLS, absolute-form requests for
 * plain HTTP) listening on a Unix socket that is bound into the sandbox, which has no network of its
 * own. Only hosts in the lease's `network.allow` are reached; every refusal is recorded for the
 * report. Written on node:http rather than taken from a proxy library because all it needs is a Unix
 * socket listener and one host check, and a library would bring features (auth, upstream chaining,
 * MITM) that would widen what the sandbox can reach.
 */
export interface NetworkAttempt {
  host: string;
  port: number;
  method: string;
}

export interface FilterProxy {
  /** Where it listens: a Unix socket path (Linux, bound into the sandbox) or a loopback TCP port (macOS). */
  socketPath: string | null;
  port: number | null;
  denied: NetworkAttempt[];
  allowed: NetworkAttempt[];
  close(): Promise<void>;
}

const HOP_HEADERS = new Set([
  "proxy-connection",
  "proxy-authorization",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
]);

export async function startFilterProxy(
  socketPath: string | null,
  allow: readonly string[],
): Promise<FilterProxy> {
  const denied: NetworkAttempt[] = [];
  const allowed: NetworkAttempt[] = [];
  const sockets = new Set<Socket>();
  const judge = (host: string, port: number, method: string): boolean => {
    const attempt = { host, port, method };
    const ok = Number.isInteger(port) && port > 0 && port < 65536 && hostAllowed(host, allow);
    (ok ? allowed : denied).push(attempt);
    return ok;
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let url: URL;
    try {
      url = new URL(req.url ?? "");
    } catch {
      res.writeHead(400).end("forge-gate proxy: absolute-form http:// requests or CONNECT only\n");
      return;
    }
    const port = url.port === "" ? 80 : Number(url.port);
    if (url.protocol !== "http:" || !judge(url.hostname, port, req.method ?? "GET")) {
      res
        .writeHead(403, { "content-type": "text/plain" })
        .end(`forge-gate: ${url.hostname} is not in the lease's network.allow\n`);
      return;
    }
    const headers: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(req.headers))
      if (v !== undefined && !HOP_HEADERS.has(k)) headers[k] = v;
    // The Host header names the host that was judged: a client's own Host would pick another virtual
    // host behind the allowed address (domain fronting on a shared CDN).
    headers.host = url.host;
    const upstream = httpRequest(
      {
        host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
        port,
        method: req.method,
        path: `${url.pathname}${url.search}`,
        headers,
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on("error", (err) => {
      if (!res.headersSent) res.writeHead(502).end(`forge-gate proxy: ${err.message}\n`);
      else res.destroy();
    });
    req.pipe(upstream);
  });

  server.on("connect", (req: IncomingMessage, client: Socket, head: Buffer) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => client.destroy());
    const m = (req.url ?? "").match(/^(\[[^\]]+\]|[^:]+):(\d+)$/);
    const host = m ? m[1]!.replace(/^\[(.*)\]$/, "$1") : "";
    const port = m ? Number(m[2]) : 0;
    if (!m || !judge(host, port, "CONNECT")) {
      client.end(
        `HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\n\r\nforge-gate: ${host || "that host"} is not in the lease's network.allow\n`,
      );
      return;
    }
    const upstream = connect(port, host, () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on("close", () => sockets.delete(upstream));
    upstream.on("error", () => {
      if (!client.destroyed) client.end("HTTP/1.1 502 Bad Gateway\r\n\r\n");
    });
    client.on("close", () => upstream.destroy());
  });
  server.on("connection", (s: Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });

  await new Promise<void>((resolvePromise, reject) => {
    server.once("error", reject);
    if (socketPath !== null) server.listen(socketPath, () => resolvePromise());
    else server.listen(0, "127.0.0.1", () => resolvePromise());
  });
  const address = server.address();
  return {
    socketPath,
    port: typeof address === "object" && address !== null ? address.port : null,
    denied,
    allowed,
    close: () =>
      new Promise<void>((resolvePromise) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolvePromise());
      }),
  };
}
