/**
 * `/proc/<pid>/mountinfo` (proc(5)): one mount per line,
 * `ID PARENT MAJ:MIN ROOT MOUNT-POINT MOUNT-OPTIONS [OPTIONAL…] - FSTYPE SOURCE SUPER-OPTIONS`.
 * Paths are written with space, tab, newline and backslash as octal escapes (`\040`, `\011`, `\012`,
 * `\134`). Pure: the edge reads the file, the capture planner reads the mounts.
 */

export interface MountEntry {
  id: number;
  parent: number;
  /** Where it is mounted (absolute, unescaped). */
  path: string;
  fsType: string;
  /** Read-only, by its own flags or its superblock's. */
  readOnly: boolean;
}

function unescapeOctal(s: string): string {
  if (!s.includes("\\")) return s;
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "\\" && /^[0-7]{3}$/.test(s.slice(i + 1, i + 4))) {
      bytes.push(Number.parseInt(s.slice(i + 1, i + 4), 8));
      i += 3;
    } else bytes.push(...Buffer.from(s[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** Every well-formed line; a malformed one throws (the caller falls back and says why). */
export function parseMountinfo(text: string): MountEntry[] {
  const out: MountEntry[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    const fields = line.split(" ");
    const dash = fields.indexOf("-", 6);
    if (fields.length < 10 || dash < 0 || fields.length < dash + 4) {
      throw new Error(`unexpected mountinfo line: ${JSON.stringify(line.slice(0, 200))}`);
    }
    const options = fields[5]!.split(",");
    const superOptions = fields[dash + 3]!.split(",");
    out.push({
      id: Number(fields[0]),
      parent: Number(fields[1]),
      path: unescapeOctal(fields[4]!),
      fsType: unescapeOctal(fields[dash + 1]!),
      readOnly: options.includes("ro") || superOptions.includes("ro"),
    });
  }
  return out;
}
