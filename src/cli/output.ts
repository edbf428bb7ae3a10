/** Where CLI output goes; injected so commands can be tested without a process. */
export interface Writer {
  out(s: string): void;
  err(s: string): void;
}

export const processWriter: Writer = {
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s),
};
