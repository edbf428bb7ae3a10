import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  hostAllowed
} from "./chunk-TV7FUUEB.js";
import "./chunk-MIKOCAMF.js";
import "./chunk-C2BVV36C.js";
import "./chunk-IMH2DE2T.js";

// src/enforce/proxy.ts
import { createServer, request as httpRequest } from "node:http";
import { connect } from "node:net";
var HOP_HEADERS = /* @__PURE__ */ new Set([
  "proxy-connection",
  "proxy-authorization",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade"
]);
async function startFilterProxy(socketPath, allow) {
  const denied = [];
  const allowed = [];
  const sockets = /* @__PURE__ */ new Set();
  const judge = (host, port, method) => {
    const attempt = { host, port, method };
    const ok = Number.isInteger(port) && port > 0 && port < 65536 && hostAllowed(host, allow);
    (ok ? allowed : denied).push(attempt);
    return ok;
  };
  const server = createServer((req, res) => {
    let url;
    try {
      url = new URL(req.url ?? "");
    } catch {
      res.writeHead(400).end("forge-gate proxy: absolute-form http:// requests or CONNECT only\n");
      return;
    }
    const port = url.port === "" ? 80 : Number(url.port);
    if (url.protocol !== "http:" || !judge(url.hostname, port, req.method ?? "GET")) {
      res.writeHead(403, { "content-type": "text/plain" }).end(`forge-gate: ${url.hostname} is not in the lease's network.allow
`);
      return;
    }
    const headers = {};
    for (const [k, v] of Object.entries(req.headers))
      if (v !== void 0 && !HOP_HEADERS.has(k)) headers[k] = v;
    headers.host = url.host;
    const upstream = httpRequest(
      {
        host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
        port,
        method: req.method,
        path: `${url.pathname}${url.search}`,
        headers
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      }
    );
    upstream.on("error", (err) => {
      if (!res.headersSent) res.writeHead(502).end(`forge-gate proxy: ${err.message}
`);
      else res.destroy();
    });
    req.pipe(upstream);
  });
  server.on("connect", (req, client, head) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => client.destroy());
    const m = (req.url ?? "").match(/^(\[[^\]]+\]|[^:]+):(\d+)$/);
    const host = m ? m[1].replace(/^\[(.*)\]$/, "$1") : "";
    const port = m ? Number(m[2]) : 0;
    if (!m || !judge(host, port, "CONNECT")) {
      client.end(
        `HTTP/1.1 403 Forbidden\r
content-type: text/plain\r
\r
forge-gate: ${host || "that host"} is not in the lease's network.allow
`
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
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise((resolvePromise, reject) => {
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
    close: () => new Promise((resolvePromise) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolvePromise());
    })
  };
}
export {
  startFilterProxy
};
