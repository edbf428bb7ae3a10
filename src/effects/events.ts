import { closeSync, constants, mkdirSync, openSync, writeSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { eventLine } from "../core/verdict.js";
import { applied, type Effect } from "../gate/gate.js";

/**
 * Appends one complete line with a single O_APPEND write, so concurrent writers (several gates
 * sharing one log) never interleave or tear a line. Creates the parent directory.
 */
export function appendLine(file: string, line: string): void {
  const abs = resolve(file);
  mkdirSync(dirname(abs), { recursive: true });
  const buf = Buffer.from(line, "utf8");
  // O_NOFOLLOW: a symlink planted at the log's path must not redirect the write elsewhere.
  const fd = openSync(
    abs,
    constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW,
    0o644,
  );
  try {
    const n = writeSync(fd, buf, 0, buf.length);
    if (n !== buf.length) throw new Error(`short write to ${abs} (${n} of ${buf.length} bytes; disk full?)`);
  } finally {
    closeSync(fd);
  }
}

/** The `event` effect: the refusal as one NDJSON line in `file`. */
export function eventEffect(file: string): Effect {
  return {
    name: "event",
    async run({ event }) {
      appendLine(file, eventLine(event));
      return applied("event", `appended ${event.kind} to ${resolve(file)}`);
    },
  };
}
