#!/usr/bin/env node
// A minimal MCP server over stdio (the Model Context Protocol's published JSON-RPC 2.0 framing:
// one JSON message per line), offering the reference filesystem server's `write_file` tool with its
// published schema (path, content). It really writes, so a test judges a real client's MCP call by
// what lands on disk. No dependencies: the real-client tests start it with `node`.
import { writeFileSync } from "node:fs";
import { createInterface } from "node:readline";

const send = (msg) => process.stdout.write(`${JSON.stringify({ jsonrpc: "2.0", ...msg })}\n`);
const TOOLS = [
  {
    name: "write_file",
    description: "Create a new file or overwrite an existing file with new content.",
    inputSchema: {
      type: "object",
      properties: { path: { type: "string" }, content: { type: "string" } },
      required: ["path", "content"],
      additionalProperties: false,
    },
  },
];

createInterface({ input: process.stdin }).on("line", (line) => {
  let msg;
  try {
    msg = JSON.parse(line);
  } catch {
    return;
  }
  if (msg.id === undefined) return; // a notification
  switch (msg.method) {
    case "initialize":
      send({
        id: msg.id,
        result: {
          protocolVersion: msg.params?.protocolVersion ?? "2025-06-18",
          capabilities: { tools: {} },
          serverInfo: { name: "forge-gate-test-fs", version: "1.0.0" },
        },
      });
      break;
    case "tools/list":
      send({ id: msg.id, result: { tools: TOOLS } });
      break;
    case "tools/call": {
      const { name, arguments: args } = msg.params ?? {};
      if (name !== "write_file") {
        send({ id: msg.id, error: { code: -32602, message: `unknown tool ${name}` } });
        break;
      }
      try {
        writeFileSync(args.path, args.content);
        send({ id: msg.id, result: { content: [{ type: "text", text: `wrote ${args.path}` }] } });
      } catch (err) {
        send({ id: msg.id, result: { isError: true, content: [{ type: "text", text: String(err) }] } });
      }
      break;
    }
    case "ping":
      send({ id: msg.id, result: {} });
      break;
    default:
      send({ id: msg.id, error: { code: -32601, message: `no method ${msg.method}` } });
  }
});
