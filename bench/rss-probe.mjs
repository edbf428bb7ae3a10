// Preloaded with `node --import` by the benchmarks: records the process's peak RSS (KiB) at exit in
// FG_BENCH_RSS_FILE, and its whole resource usage (maxRSS in KiB, user and system CPU in µs, as JSON)
// in FG_BENCH_USAGE_FILE.
//
// The peak is the memory map's own high-water mark (VmHWM in /proc/self/status) where Linux has it:
// getrusage's maxrss carries over the RSS the process had before exec, and a child forked by a
// benchmark that holds a large input in memory starts with the parent's pages mapped, so maxrss
// reported the benchmark's memory, not forge-gate's (318 MiB for a run whose own peak was 176).
import { readFileSync, writeFileSync } from "node:fs";

/** The process's own peak RSS in KiB: VmHWM where /proc has it, else getrusage's maxrss. */
function peakKiB(u) {
  try {
    const m = /^VmHWM:\s+(\d+)\s+kB$/m.exec(readFileSync("/proc/self/status", "utf8"));
    if (m) return Number(m[1]);
  } catch {
    // No /proc (macOS): maxrss is all there is.
  }
  return u.maxRSS;
}

const rss = process.env.FG_BENCH_RSS_FILE;
const usage = process.env.FG_BENCH_USAGE_FILE;
if (rss || usage)
  process.on("exit", () => {
    const u = process.resourceUsage();
    const peak = peakKiB(u);
    if (rss) writeFileSync(rss, String(peak));
    if (usage) writeFileSync(usage, JSON.stringify({ ...u, maxRSS: peak }));
  });
