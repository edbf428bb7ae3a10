import { lstatSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { homedir } from "node:os";
import { type CaptureFacts, directoriesToList, type EntryFact } from "../../core/capture-plan.js";
import { parseMountinfo } from "../../core/mountinfo.js";
import { gatherFacts } from "../../enforce/facts.js";
import type { PrepareInput } from "../types.js";

/** Whether this process is in the initial user namespace (its uid_map is the identity over every uid). */
export function inInitialUserNamespace(): boolean {
  try {
    const map = readFileSync("/proc/self/uid_map", "utf8").trim().split(/\s+/);
    return map.length === 3 && map[0] === "0" && map[1] === "0" && map[2] === "4294967295";
  } catch {
    return false;
  }
}

function entryOf(path: string): EntryFact | undefined {
  try {
    const st = lstatSync(path);
    if (st.isDirectory()) return { kind: "dir", uid: st.uid };
    if (st.isSymbolicLink()) return { kind: "symlink", target: readlinkSync(path), uid: st.uid };
    return { kind: st.isFile() ? "file" : "other", uid: st.uid };
  } catch {
    return undefined;
  }
}

/**
 * Reads what the capture planner needs: the lease resolved like the sandbox's (grants, git layout,
 * temp dirs, what the run must see; a missing write root is created now, before the snapshot, so that
 * it can be bound), the mounts, and (mounts locked) the directories on the way to every mount point.
 */
export function gatherCaptureFacts(
  input: PrepareInput,
  captureDir: string,
  root: boolean,
): { facts: CaptureFacts; notes: string[] } {
  const home = input.env.HOME ?? homedir();
  // A keyed file (~/.claude.json) is not bound: clients rewrite it by renaming a new file over it, which
  // a bind mount refuses (EBUSY). It is captured, judged by its keys, and written back when granted.
  const { facts: sandbox, notes } = gatherFacts({
    lease: input.lease,
    command: input.command,
    cwd: input.cwd,
    home,
    env: input.env,
    alsoVisible: [input.leaseFile],
    protect: false,
  });
  const mounts = parseMountinfo(readFileSync("/proc/self/mountinfo", "utf8"));
  const locked = !(root && inInitialUserNamespace());
  const copyUpUid = root ? null : process.getuid!();
  const entries: Record<string, EntryFact> = {};
  const stat = (p: string) => {
    if (p in entries) return;
    const e = entryOf(p);
    if (e !== undefined) entries[p] = e;
  };
  stat("/");
  for (const m of mounts) stat(m.path);
  for (const p of sandbox.keepVisible) stat(p);
  const listings: Record<string, string[]> = {};
  if (locked) {
    for (const dir of directoriesToList(mounts, copyUpUid === null ? undefined : sandbox)) {
      let names: string[];
      try {
        names = readdirSync(dir).sort();
      } catch {
        continue;
      }
      listings[dir] = names;
      for (const n of names) stat(dir === "/" ? `/${n}` : `${dir}/${n}`);
    }
  }
  return { facts: { sandbox, mounts, locked, copyUpUid, entries, listings, captureDir }, notes };
}
