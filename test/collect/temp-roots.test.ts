import { lstatSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { tempDirs } from "../../src/collect/snapshot.js";

describe("default temp roots are the world-writable directories found on the machine", () => {
  it("includes /run/lock (world-writable here) and every world-writable directory below /, /run and /var", () => {
    const found = tempDirs({});
    for (const parent of ["/", "/run", "/var"]) {
      for (const name of readdirSync(parent)) {
        const p = parent === "/" ? `/${name}` : `${parent}/${name}`;
        const st = lstatSync(p, { throwIfNoEntry: false });
        if (st?.isDirectory() && (st.mode & 0o002) !== 0 && !p.startsWith("/proc") && !p.startsWith("/sys"))
          expect(found).toContain(p);
      }
    }
    const lock = lstatSync("/run/lock", { throwIfNoEntry: false });
    if (lock?.isDirectory() && (lock.mode & 0o002) !== 0) expect(found).toContain("/run/lock");
  });

  it("lists nothing that is not world-writable (besides os.tmpdir() and $RUNNER_TEMP) and never a symlink", () => {
    for (const p of tempDirs({ RUNNER_TEMP: "/nonexistent-runner-temp" })) {
      if (p === "/nonexistent-runner-temp") continue;
      const st = lstatSync(p, { throwIfNoEntry: false });
      if (st === undefined) continue;
      expect(st.isSymbolicLink()).toBe(false);
    }
  });
});
