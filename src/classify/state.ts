import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { type Counters, ZERO } from "../core/classify/backstop.js";
import { fileKeyOf } from "../core/classify/hash.js";
import { ForgeGateError } from "../core/errors.js";

/**
 * Backstop counters, one small JSON file per session. Several hook processes may run at once (an
 * agent calling tools in parallel, Codex launching hooks concurrently), so each read-modify-write
 * holds an exclusive lock file (O_CREAT|O_EXCL) and replaces the counters by atomic rename. A lock
 * left by a crashed process is broken after STALE_MS.
 */

const STALE_MS = 5000;
const WAIT_MS = 3000;

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function sessionFile(stateDir: string, session: string): string {
  return join(stateDir, "sessions", `${fileKeyOf(session)}.json`);
}

/** Reads the counters without locking: only to skip a locked update that would change nothing. */
export function peekCounters(stateDir: string, session: string): Counters {
  return readCounters(sessionFile(stateDir, session));
}

export function updateCounters(
  stateDir: string,
  session: string,
  update: (c: Counters) => Counters,
): Counters {
  const dir = join(stateDir, "sessions");
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (err) {
    throw new ForgeGateError(
      "state_unwritable",
      `cannot create the state directory ${dir}: ${(err as NodeJS.ErrnoException).code}`,
      "Pass a writable --state DIR",
    );
  }
  const file = sessionFile(stateDir, session);
  const lock = `${file}.lock`;
  const deadline = Date.now() + WAIT_MS;
  let fd: number | null = null;
  while (fd === null) {
    try {
      fd = openSync(lock, "wx", 0o600);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") {
        throw new ForgeGateError(
          "state_unwritable",
          `cannot lock ${lock}: ${(err as NodeJS.ErrnoException).code}`,
          "Pass a writable --state DIR",
        );
      }
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_MS) unlinkSync(lock);
      } catch {
        // raced with the holder releasing it: retry
      }
      if (Date.now() > deadline)
        throw new ForgeGateError(
          "state_locked",
          `timed out waiting for the lock ${lock}`,
          "Another classify holds it; if none is running, remove the stale lock file",
        );
      sleepSync(2 + Math.floor(Math.random() * 5));
    }
  }
  try {
    const next = update(readCounters(file));
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(next), { mode: 0o600 });
    renameSync(tmp, file);
    return next;
  } finally {
    closeSync(fd);
    try {
      unlinkSync(lock);
    } catch {
      // already broken as stale by another process
    }
  }
}

function readCounters(file: string): Counters {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return ZERO;
  }
  try {
    const d = JSON.parse(text) as Partial<Counters>;
    return {
      consecutive: Number.isInteger(d.consecutive) ? d.consecutive! : 0,
      total: Number.isInteger(d.total) ? d.total! : 0,
      userTurn: typeof d.userTurn === "string" ? d.userTurn : null,
    };
  } catch {
    return ZERO;
  }
}
