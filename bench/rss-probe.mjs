// Preloaded with `node --import` by the benchmarks: records the process's peak RSS (KiB) at exit.
import { writeFileSync } from "node:fs";

const out = process.env.FG_BENCH_RSS_FILE;
if (out) process.on("exit", () => writeFileSync(out, String(process.resourceUsage().maxRSS)));
