import type { PresetCases } from "./types.js";

/** What `forge-gate.ts` explains, RuleTester-style: run by test/unit/host-presets.test.ts. */
const npm = "/home/dev/.npm";
const own = `${npm}/_npx/8a1b2c3d4e5f6a7b`;
const log = `${npm}/_logs/2026-11-26T16_29_53_875Z-debug-0.log`;
const otherLog = `${npm}/_logs/2026-11-26T16_30_01_002Z-debug-0.log`;
const ownIndex = `${npm}/_cacache/index-v5/75/19/d4d0f2063d1e34c9eeb70d6851d8710149ef327303bc93cade6fa9792c49`;
const lodashIndex = `${npm}/_cacache/index-v5/11/22/aa`;
const entry = (key: string) =>
  `2f1879f4dfd6b6ea7cb8587206ea248a62743988\t${JSON.stringify({ key, integrity: "sha512-x", time: 1, size: 1 })}\n`;
// "hello\n" and its sha1.
const content = `${npm}/_cacache/content-v2/sha1/f5/72/d396fae9206628714fb2ce00f72e94f2258f`;
const forged = `${npm}/_cacache/content-v2/sha1/00/00/00000000000000000000000000000000000000`;

export const cases: PresetCases = {
  facts: {
    runner: null,
    otherRunners: [],
    npmCache: npm,
    packageDir: `${own}/node_modules/forge-gate/dist`,
    packageInstalledDuringRun: true,
    stateDir: "/home/dev/.local/state/forge-gate",
  },
  files: {
    [log]:
      "0 verbose cli /usr/bin/node /usr/lib/node_modules/npm/bin/npm-cli.js\n1 info using npm@11.19.1\n7 verbose title npm exec forge-gate gate --lease lease.yaml\n",
    [otherLog]:
      "0 verbose cli /usr/bin/node /usr/lib/node_modules/npm/bin/npm-cli.js\n7 verbose title npm exec cowsay moo\n",
    [ownIndex]:
      entry("make-fetch-happen:request-cache:https://registry.npmjs.org/forge-gate") +
      entry("make-fetch-happen:request-cache:https://registry.npmjs.org/forge-gate/-/forge-gate-0.1.0.tgz"),
    [lodashIndex]: entry("make-fetch-happen:request-cache:https://registry.npmjs.org/lodash"),
    [content]: "hello\n",
    [forged]: "hello\n",
  },
  explained: [
    { path: log, change: "created", kind: "bookkeeping" },
    { path: log, change: "modified", kind: "bookkeeping" },
    { path: `${npm}/_logs/2026-11-01T08_00_00_000Z-debug-0.log`, change: "deleted", kind: "bookkeeping" },
    { path: `${npm}/_update-notifier-last-checked`, change: "modified", kind: "bookkeeping" },
    { path: `${own}/node_modules/forge-gate/dist/cli.cjs`, change: "created", kind: "bookkeeping" },
    { path: `${own}/package.json`, change: "created", kind: "bookkeeping" },
    { path: ownIndex, change: "created", kind: "bookkeeping" },
    { path: content, change: "created", kind: "bookkeeping" },
    { path: `${npm}/_cacache/tmp/1a2b3c`, change: "deleted", kind: "bookkeeping" },
    { path: "/home/dev/.local/state/forge-gate/sessions/abc.json", change: "modified", kind: "bookkeeping" },
    { path: "/home/dev/.local/state/forge-gate/code-cache", change: "created", kind: "bookkeeping" },
    {
      path: "/home/dev/.local/state/forge-gate/code-cache/classify-v20.20.2-x64-633280-1795722658404.bin",
      change: "created",
      kind: "bookkeeping",
    },
  ],
  unexplained: [
    { path: otherLog, change: "created" },
    { path: `${npm}/_logs/evil.sh`, change: "created" },
    // Another package's npx install: what a later `npx cowsay` runs.
    { path: `${npm}/_npx/ffff0000/node_modules/cowsay/cli.js`, change: "modified" },
    { path: `${own}/node_modules/forge-gate/dist/cli.cjs`, change: "deleted" },
    { path: lodashIndex, change: "created" },
    { path: forged, change: "created" },
    { path: content, change: "modified" },
    { path: `${npm}/_cacache/index-v5/75/19/absent`, change: "created" },
    { path: "/home/dev/.npmrc", change: "modified" },
    { path: "/home/dev/.local/state/forge-gate/hooks/evil", change: "created" },
    { path: "/home/dev/.local/state/forge-gate/code-cache/run.sh", change: "created" },
    { path: "/home/dev/.local/state/forge-gate-other/cache/x.json", change: "created" },
  ],
  protects: [],
};
