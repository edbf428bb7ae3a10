import { isAscii, isUtf8 } from "node:buffer";
import { ForgeGateError } from "./errors.js";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** Decodes UTF-8 or throws naming the byte offset of the first invalid sequence. */
export function decodeUtf8(buf: Uint8Array, what: string): string {
  try {
    return strictUtf8.decode(buf);
  } catch {
    throw new ForgeGateError(
      "input_invalid",
      `${what} is not valid UTF-8 (first bad byte at offset ${firstInvalidUtf8(buf)})`,
      "forge-gate reads its input as UTF-8: convert it first (e.g. iconv -t UTF-8)",
    );
  }
}

/** Offset of the first byte that starts an invalid UTF-8 sequence (error path only). */
function firstInvalidUtf8(buf: Uint8Array): number {
  let i = 0;
  while (i < buf.length) {
    const b = buf[i]!;
    const len =
      b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (len === 0 || i + len > buf.length) return i;
    // Second-byte ranges that rule out overlongs, surrogates and code points above U+10FFFF.
    const lo = b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
    const hi = b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
    for (let k = 1; k < len; k++) {
      const c = buf[i + k]!;
      if (k === 1 ? c < lo || c > hi : c < 0x80 || c > 0xbf) return i;
    }
    i += len;
  }
  return buf.length;
}

/**
 * Splits path records as bytes arrive. Line mode: newline-separated; a record holding NUL or CR
 * cannot be a line-mode path and is an error (use -z). NUL mode: NUL-separated, newlines allowed
 * inside. A final empty record (trailing separator) is dropped; blank records are kept for the
 * caller to skip. Streaming keeps a million-path input from being held twice in memory.
 */
export class RecordSplitter {
  private readonly sepByte: number;
  private carry: Buffer = Buffer.alloc(0);
  private count = 0;
  private offset = 0;
  private sawSeparator = false;
  private sawNewline = false;

  /**
   * The input's first bytes that are not UTF-8, found while splitting: thrown once the records
   * before them were given out, so the error named is the input's first whatever the reads' sizes
   * (a tab in record 1 is named before bad bytes further on in the same read).
   */
  private failure: ForgeGateError | null = null;

  /**
   * `name`: the name a checked record stands for (line mode: a C-quoted record's, see unquoteCName),
   * worked out record by record in input order, after the record is checked.
   */
  constructor(
    private readonly nul: boolean,
    private readonly what: string,
    private readonly name: (record: string) => string = (r) => r,
  ) {
    this.sepByte = nul ? 0 : 10;
  }

  /** The byte between records: 0 (NUL, -z) or 10 (newline). */
  get separator(): number {
    return this.sepByte;
  }

  /**
   * The records completed by `chunk`. The chunk is not kept (the caller may reuse its memory): only
   * the bytes after its last separator are copied, and the record they begin is joined with the
   * next chunk's head alone, never by copying the whole next chunk.
   */
  push(chunk: Uint8Array): string[] {
    const parts: string[] = [];
    for (const region of this.pushRegions(chunk)) for (const r of this.records(region)) parts.push(r);
    return this.validate(parts);
  }

  /**
   * After the regions `pushRegions` gave were read: the error for bytes that are not UTF-8 after
   * them, when there are some.
   */
  throwPending(): void {
    if (this.failure !== null) throw this.failure;
  }

  /**
   * `push`, as regions of whole records (separated by the separator, the last ending where the
   * region ends), checked to be UTF-8 but not split: for the native path kernel, which splits them
   * itself and asks for the records it hands back with `record`. A region may be a view of `chunk`:
   * read it before the next chunk.
   */
  pushRegions(chunk: Uint8Array): Buffer[] {
    // The first three bytes of the input, however the reads split them (a pipe may give one at a time).
    if (this.offset === 0 && this.carry.length < 3)
      this.refuseBom(this.carry.length === 0 ? chunk : Buffer.concat([this.carry, chunk.subarray(0, 3)]));
    if (this.nul && !this.sawNewline && chunk.indexOf(10) >= 0) this.sawNewline = true;
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    const last = bytes.lastIndexOf(this.sepByte);
    if (last < 0) {
      this.carry = Buffer.concat([this.carry, bytes]);
      return [];
    }
    this.sawSeparator = true;
    // `offset` is where the bytes being decoded begin in the input (for error messages).
    this.throwPending();
    const start = this.offset;
    const held = this.carry.length;
    const regions: Buffer[] = [];
    if (held === 0) this.addRegion(regions, bytes.subarray(0, last));
    else {
      // The record that began in an earlier chunk, then the ones this chunk holds whole.
      const first = bytes.indexOf(this.sepByte);
      this.addRegion(regions, Buffer.concat([this.carry, bytes.subarray(0, first)]));
      if (first < last && this.failure === null) {
        this.offset = start + held + first + 1;
        this.addRegion(regions, bytes.subarray(first + 1, last));
      }
    }
    this.offset = start + held + last + 1;
    this.carry = Buffer.from(bytes.subarray(last + 1));
    return regions;
  }

  end(): string[] {
    return this.validate(this.endRegions().map((region) => region.toString("utf8")));
  }

  /** `end`, as a region (see pushRegions): the last record, when the input does not end with a separator. */
  endRegions(): Buffer[] {
    if (this.nul && !this.sawSeparator && this.sawNewline) {
      // `git diff --name-only | forge-gate violations -z -` would otherwise be one long "path".
      throw new ForgeGateError(
        "input_invalid",
        `${this.what}: -z was given but the input has line breaks and no NUL separator`,
        "Drop -z for newline-separated input, or produce NUL-separated paths (git diff -z, find -print0)",
      );
    }
    this.throwPending();
    if (this.carry.length === 0) return [];
    const rest: Buffer[] = [];
    this.addRegion(rest, this.carry);
    this.carry = Buffer.alloc(0);
    return rest;
  }

  /**
   * The record region[start, end) of a region from `pushRegions`, record `number` (from 0) of the
   * input, decoded and checked as `push` checks each record.
   */
  record(region: Uint8Array, start: number, end: number, number: number): string {
    const r = Buffer.from(region.buffer, region.byteOffset, region.length).toString("utf8", start, end);
    if (this.nul) return r;
    this.refuseInLines(r, number);
    return this.name(r);
  }

  private refuseBom(chunk: Uint8Array): void {
    if (chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) {
      throw new ForgeGateError(
        "input_invalid",
        `${this.what} starts with a byte-order mark, which would become part of the first path`,
        "Save the list as UTF-8 without BOM",
      );
    }
  }

  /**
   * Each record decoded as its own string, not sliced from one big string: V8 keeps a substring as a
   * view of its parent, so memos holding a few of them would keep every 1 MiB input chunk alive.
   */
  private records(bytes: Buffer): string[] {
    const encoding = isAscii(bytes) ? "latin1" : "utf8";
    const out: string[] = [];
    let start = 0;
    for (;;) {
      const end = bytes.indexOf(this.sepByte, start);
      if (end < 0) {
        out.push(bytes.toString(encoding, start));
        return out;
      }
      out.push(bytes.toString(encoding, start, end));
      start = end + 1;
    }
  }

  /**
   * Adds `bytes` (whole records, starting at input offset `offset`) to `regions` when they are
   * UTF-8. Else it adds the records before the first bad byte, and keeps the error naming that
   * byte's offset for throwPending.
   */
  private addRegion(regions: Buffer[], bytes: Buffer): void {
    if (this.failure !== null) return;
    if (isUtf8(bytes)) {
      regions.push(bytes);
      return;
    }
    const bad = firstInvalidUtf8(bytes);
    const before = bad === 0 ? -1 : bytes.lastIndexOf(this.sepByte, bad - 1);
    if (before >= 0) regions.push(bytes.subarray(0, before));
    this.failure = new ForgeGateError(
      "input_invalid",
      `${this.what} is not valid UTF-8 (first bad byte at offset ${this.offset + bad})`,
      "forge-gate reads paths as UTF-8: convert the list first (e.g. iconv -f LATIN1 -t UTF-8), or rename the file whose name is not UTF-8",
    );
  }

  /** Checks each record in order (line mode), names it, then throws a pending UTF-8 error. */
  private validate(records: string[]): string[] {
    const first = this.count;
    this.count += records.length;
    if (!this.nul)
      for (let i = 0; i < records.length; i++) {
        this.refuseInLines(records[i]!, first + i);
        records[i] = this.name(records[i]!);
      }
    this.throwPending();
    return records;
  }

  /** Refuses record `number` (from 0) `r` of line-mode input when it cannot be a line-mode path. */
  private refuseInLines(r: string, number: number): void {
    if (r.includes("\0")) {
      throw new ForgeGateError(
        "input_invalid",
        `${this.what}: record ${number + 1} contains a NUL byte`,
        "NUL-separated input needs -z (as `git diff -z` and `find -print0` write it)",
      );
    }
    if (r.includes("\r")) {
      throw new ForgeGateError(
        "input_invalid",
        `${this.what}: record ${number + 1} contains a carriage return, so in line mode it cannot be told from a line break`,
        "Convert CRLF line endings, or pass NUL-separated paths with -z",
      );
    }
    // A tab in a line is a table's column, not a name (`forge-gate collect`'s text rows are
    // "change<TAB>source<TAB>path"; git quotes a name that holds one): read as a name, the row
    // would be judged as a harmless relative path.
    if (r.includes("\t") && r.trim() !== "") {
      throw new ForgeGateError(
        "input_invalid",
        `${this.what}: record ${number + 1} contains a tab, so in line mode it reads as a table row rather than a path`,
        "Pass paths NUL-separated with -z (`forge-gate collect -z`, `git diff --name-only -z`), one path a record",
      );
    }
  }
}

/**
 * The name a C-quoted line-mode record stands for, or null when the record is not one. git (and
 * other tools) print a name holding a non-ASCII byte, a control character, `"` or `\` in double
 * quotes with C escapes (`".github/workflows/d\303\251.yml"`) unless -z is given; read as it is,
 * the quoted text is a harmless relative name. Only octal escapes and `\a\b\t\n\v\f\r\"\\` are
 * git's (quote.c); anything else is no such record. The bytes must be UTF-8, as every input's are.
 */
export function unquoteCName(record: string): string | null {
  if (record.length < 2 || !record.startsWith('"') || !record.endsWith('"')) return null;
  const bytes: number[] = [];
  const body = record.slice(1, -1);
  const simple: Record<string, number> = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, "\\": 92 };
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '"') return null;
    if (c !== "\\") {
      for (const b of Buffer.from(c, "utf8")) bytes.push(b);
      continue;
    }
    const next = body[i + 1];
    if (next === undefined) return null;
    if (next in simple) {
      bytes.push(simple[next]!);
      i++;
    } else if (/^[0-3][0-7]{2}$/.test(body.slice(i + 1, i + 4))) {
      bytes.push(Number.parseInt(body.slice(i + 1, i + 4), 8));
      i += 3;
    } else return null;
  }
  const buf = Buffer.from(bytes);
  if (!isUtf8(buf))
    throw new ForgeGateError(
      "input_invalid",
      `the quoted name ${record} stands for bytes that are not UTF-8`,
      "forge-gate reads paths as UTF-8: rename the file, or check the list another way",
    );
  return buf.toString("utf8");
}

/** All records of a complete buffer (see RecordSplitter). */
export function splitPathRecords(buf: Uint8Array, nul: boolean, what: string): string[] {
  const splitter = new RecordSplitter(nul, what);
  return [...splitter.push(buf), ...splitter.end()];
}
