import { readFileSync } from "node:fs";
import { ForgeGateError } from "../core/errors.js";

/** Reads all of stdin as bytes; an unreadable stdin is an input error, never "no paths". */
export async function readStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  } catch (err) {
    throw new ForgeGateError(
      "input_unreadable",
      `cannot read standard input: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
      "Pipe the paths in, or pass them as arguments or with --from FILE",
    );
  }
  return Buffer.concat(chunks);
}

export function readInputFile(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new ForgeGateError(
      "input_unreadable",
      `cannot read ${JSON.stringify(file)}: ${code === "ENOENT" ? "no such file" : code ?? String(err)}`,
      "Check the path given to --from",
    );
  }
}
