// Preloaded with `node --import` by the benchmarks: records the process's peak RSS (KiB) at exit in
// FG_BENCH_RSS_FILE, and its whole resource usage (maxRSS in KiB, user and system CPU in µs, as JSON)
// in FG_BENCH_USAGE_FILE.
import { writeFileSync } from "node:fs";

const rss = process.env.FG_BENCH_RSS_FILE;
const usage = process.env.FG_BENCH_USAGE_FILE;
if (rss || usage)
  process.on("exit", () => {
    const u = process.resourceUsage();
    if (rss) writeFileSync(rss, String(u.maxRSS));
    if (usage) writeFileSync(usage, JSON.stringify(u));
  });
