#!/usr/bin/env node
import { runClassifyHook } from "./hook-loader.js";

// The CLI's entry (dist/cli.js). `classify` runs once per agent tool call, so a hook pays this
// process's start-up every time: its path loads this module and the hook loader only, as one file
// with no other static imports (each ES module costs a resolve, a read and a compile before any
// code runs), and never touches process.stdout (creating the stream costs a millisecond; classify
// writes with writeSync). Everything else, commander included, is in main.ts, imported on demand.
// (main.ts keeps its own copy of this test, so it also works as an entry when run from source.)
const argv = process.argv;
const classifyHook = argv[2] === "classify" && !argv.slice(3).some((a) => a === "--help" || a === "-h");
if (classifyHook) process.exitCode = await runClassifyHook(argv.slice(3), import.meta.url);
else await import("./main.js");
