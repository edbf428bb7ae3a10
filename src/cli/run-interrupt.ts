import { constants } from "node:os";

/** The signals that stop a run: Ctrl-C, a CI cancel or `kill`, a closed terminal. */
export const STOP_SIGNALS: readonly NodeJS.Signals[] = ["SIGINT", "SIGTERM", "SIGHUP"];

/** What `run` can do to the command while it runs. */
export interface RunningCommand {
  /** Passes a signal to the command's process group. */
  forward(signal: NodeJS.Signals): void;
  /** Kills the command's process group and whatever it started outside it. */
  kill(): void;
}

/**
 * `run`'s policy when it is asked to stop, so an interrupted run is never a pass:
 * - the first signal is passed to the command's process group (or, before the command starts, keeps
 *   it from starting); the run still collects and reports what happened, and then exits 128 + the
 *   signal's number (130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP), whatever the verdict;
 * - a second signal while the command runs kills its whole process tree (an agent that ignores the
 *   first one), and the report still follows;
 * - a signal after that, or a second one while forge-gate itself works (snapshot, collection), exits
 *   at once with the same status and no report.
 * Installed for the whole run: a signal during the snapshot must not end the process by default.
 */
export class RunInterrupts {
  /** The first signal received, or null. */
  signal: NodeJS.Signals | null = null;
  private received = 0;
  private running: RunningCommand | null = null;
  private readonly onSignal = (s: NodeJS.Signals) => this.receive(s);

  constructor(
    private readonly say: (line: string) => void,
    /** Ends the process now (a forced stop). */
    private readonly exitNow: (status: number) => void = (status) => process.exit(status),
  ) {
    for (const s of STOP_SIGNALS) process.on(s, this.onSignal);
  }

  /** The exit status of an interrupted run, or null when no signal came. */
  status(): number | null {
    if (this.signal === null) return null;
    return 128 + (constants.signals[this.signal] ?? 1);
  }

  /** The command is running (from spawn to its exit). */
  attach(command: RunningCommand): void {
    this.running = command;
    if (this.signal !== null) command.forward(this.signal); // arrived between the check and the spawn
  }

  detach(): void {
    this.running = null;
  }

  dispose(): void {
    for (const s of STOP_SIGNALS) process.off(s, this.onSignal);
  }

  private receive(s: NodeJS.Signals): void {
    this.received++;
    if (this.received === 1) {
      this.signal = s;
      if (this.running) {
        this.say(
          `forge-gate: ${s}: passed to the command; the run will be collected and reported, never as a pass (send it again to kill the command)`,
        );
        this.running.forward(s);
      } else
        this.say(
          `forge-gate: ${s}: stopping; the command will not be started (send it again to exit now, without a report)`,
        );
      return;
    }
    if (this.received === 2 && this.running) {
      this.say(`forge-gate: ${s} again: killing the command and everything it started`);
      this.running.kill();
      return;
    }
    this.say(`forge-gate: ${s} again: exiting now, without a report`);
    this.running?.kill();
    this.exitNow(this.status()!);
  }
}
