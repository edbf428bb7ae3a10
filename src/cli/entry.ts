#!/usr/bin/env node
import { runClassifyHook } from "./hook-loader.js";

// The CLI's entry, built twice: dist/cli.cjs (the package's bin, so `forge-gate …` starts without
// the ES module loader, about 5 ms less per hook call) and dist/cli.js (the same as an ES module).
// `classify` runs once per agent tool call, so a hook pays this process's start-up every time: its
// path loads this file and the hook loader only, as one file with no other static imports, and
// never touches process.stdout (creating the stream costs a millisecond; classify writes with
// writeSync). Everything else, commander included, is in main.ts, imported on demand. (main.ts
// keeps its own copy of this test, so it also works as an entry when run from source.) No
// top-level await: the CommonJS build cannot have one.
const argv = process.argv;
const classifyHook = argv[2] === "classify" && !argv.slice(3).some((a) => a === "--help" || a === "-h");
if (classifyHook) {
  runClassifyHook(argv.slice(3), import.meta.url).then((code) => {
    process.exitCode = code;
  });
} else import("./main.js");
