import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  ForgeGateError
} from "./chunk-QEJECJYU.js";

// src/core/records.ts
import { isAscii, isUtf8 } from "node:buffer";
var strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
function decodeUtf8(buf, what) {
  try {
    return strictUtf8.decode(buf);
  } catch {
    throw new ForgeGateError(
      "input_invalid",
      `${what} is not valid UTF-8 (first bad byte at offset ${firstInvalidUtf8(buf)})`,
      "forge-gate reads its input as UTF-8: convert it first (e.g. iconv -t UTF-8)"
    );
  }
}
function firstInvalidUtf8(buf) {
  let i = 0;
  while (i < buf.length) {
    const b = buf[i];
    const len = b < 128 ? 1 : b >= 194 && b <= 223 ? 2 : b >= 224 && b <= 239 ? 3 : b >= 240 && b <= 244 ? 4 : 0;
    if (len === 0 || i + len > buf.length) return i;
    const lo = b === 224 ? 160 : b === 240 ? 144 : 128;
    const hi = b === 237 ? 159 : b === 244 ? 143 : 191;
    for (let k = 1; k < len; k++) {
      const c = buf[i + k];
      if (k === 1 ? c < lo || c > hi : c < 128 || c > 191) return i;
    }
    i += len;
  }
  return buf.length;
}
var RecordSplitter = class {
  /**
   * `name`: the name a checked record stands for (line mode: a C-quoted record's, see unquoteCName),
   * worked out record by record in input order, after the record is checked.
   */
  constructor(nul, what, name = (r) => r) {
    this.nul = nul;
    this.what = what;
    this.name = name;
    this.sepByte = nul ? 0 : 10;
  }
  nul;
  what;
  name;
  sepByte;
  carry = Buffer.alloc(0);
  count = 0;
  offset = 0;
  sawSeparator = false;
  sawNewline = false;
  /**
   * The input's first bytes that are not UTF-8, found while splitting: thrown once the records
   * before them were given out, so the error named is the input's first whatever the reads' sizes
   * (a tab in record 1 is named before bad bytes further on in the same read).
   */
  failure = null;
  /** The byte between records: 0 (NUL, -z) or 10 (newline). */
  get separator() {
    return this.sepByte;
  }
  /**
   * The records completed by `chunk`. The chunk is not kept (the caller may reuse its memory): only
   * the bytes after its last separator are copied, and the record they begin is joined with the
   * next chunk's head alone, never by copying the whole next chunk.
   */
  push(chunk) {
    const parts = [];
    for (const region of this.pushRegions(chunk)) for (const r of this.records(region)) parts.push(r);
    return this.validate(parts);
  }
  /**
   * After the regions `pushRegions` gave were read: the error for bytes that are not UTF-8 after
   * them, when there are some.
   */
  throwPending() {
    if (this.failure !== null) throw this.failure;
  }
  /**
   * `push`, as regions of whole records (separated by the separator, the last ending where the
   * region ends), checked to be UTF-8 but not split: for the native path kernel, which splits them
   * itself and asks for the records it hands back with `record`. A region may be a view of `chunk`:
   * read it before the next chunk.
   */
  pushRegions(chunk) {
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
    this.throwPending();
    const start = this.offset;
    const held = this.carry.length;
    const regions = [];
    if (held === 0) this.addRegion(regions, bytes.subarray(0, last));
    else {
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
  end() {
    return this.validate(this.endRegions().map((region) => region.toString("utf8")));
  }
  /** `end`, as a region (see pushRegions): the last record, when the input does not end with a separator. */
  endRegions() {
    if (this.nul && !this.sawSeparator && this.sawNewline) {
      throw new ForgeGateError(
        "input_invalid",
        `${this.what}: -z was given but the input has line breaks and no NUL separator`,
        "Drop -z for newline-separated input, or produce NUL-separated paths (git diff -z, find -print0)"
      );
    }
    this.throwPending();
    if (this.carry.length === 0) return [];
    const rest = [];
    this.addRegion(rest, this.carry);
    this.carry = Buffer.alloc(0);
    return rest;
  }
  /**
   * The record region[start, end) of a region from `pushRegions`, record `number` (from 0) of the
   * input, decoded and checked as `push` checks each record.
   */
  record(region, start, end, number) {
    const r = Buffer.from(region.buffer, region.byteOffset, region.length).toString("utf8", start, end);
    if (this.nul) return r;
    this.refuseInLines(r, number);
    return this.name(r);
  }
  refuseBom(chunk) {
    if (chunk[0] === 239 && chunk[1] === 187 && chunk[2] === 191) {
      throw new ForgeGateError(
        "input_invalid",
        `${this.what} starts with a byte-order mark, which would become part of the first path`,
        "Save the list as UTF-8 without BOM"
      );
    }
  }
  /**
   * Each record decoded as its own string, not sliced from one big string: V8 keeps a substring as a
   * view of its parent, so memos holding a few of them would keep every 1 MiB input chunk alive.
   */
  records(bytes) {
    const encoding = isAscii(bytes) ? "latin1" : "utf8";
    const out = [];
    let start = 0;
    for (; ; ) {
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
  addRegion(regions, bytes) {
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
      "forge-gate reads paths as UTF-8: convert the list first (e.g. iconv -f LATIN1 -t UTF-8), or rename the file whose name is not UTF-8"
    );
  }
  /** Checks each record in order (line mode), names it, then throws a pending UTF-8 error. */
  validate(records) {
    const first = this.count;
    this.count += records.length;
    if (!this.nul)
      for (let i = 0; i < records.length; i++) {
        this.refuseInLines(records[i], first + i);
        records[i] = this.name(records[i]);
      }
    this.throwPending();
    return records;
  }
  /** Refuses record `number` (from 0) `r` of line-mode input when it cannot be a line-mode path. */
  refuseInLines(r, number) {
    if (r.includes("\0")) {
      throw new ForgeGateError(
        "input_invalid",
        `${this.what}: record ${number + 1} contains a NUL byte`,
        "NUL-separated input needs -z (as `git diff -z` and `find -print0` write it)"
      );
    }
    if (r.includes("\r")) {
      throw new ForgeGateError(
        "input_invalid",
        `${this.what}: record ${number + 1} contains a carriage return, so in line mode it cannot be told from a line break`,
        "Convert CRLF line endings, or pass NUL-separated paths with -z"
      );
    }
    if (r.includes("	") && r.trim() !== "") {
      throw new ForgeGateError(
        "input_invalid",
        `${this.what}: record ${number + 1} contains a tab, so in line mode it reads as a table row rather than a path`,
        "Pass paths NUL-separated with -z (`forge-gate collect -z`, `git diff --name-only -z`), one path a record"
      );
    }
  }
};
function unquoteCName(record) {
  if (record.length < 2 || !record.startsWith('"') || !record.endsWith('"')) return null;
  const bytes = [];
  const body = record.slice(1, -1);
  const simple = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, "\\": 92 };
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '"') return null;
    if (c !== "\\") {
      for (const b of Buffer.from(c, "utf8")) bytes.push(b);
      continue;
    }
    const next = body[i + 1];
    if (next === void 0) return null;
    if (next in simple) {
      bytes.push(simple[next]);
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
      "forge-gate reads paths as UTF-8: rename the file, or check the list another way"
    );
  return buf.toString("utf8");
}

// src/io/read-capped.ts
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
function readCapped(file, opts) {
  const shown = JSON.stringify(opts.shown ?? file);
  const fd = openForReading(file, `${opts.what} ${shown}`, `${opts.what}_unreadable`, opts.hint);
  try {
    if (fstatSync(fd).isDirectory()) {
      throw new ForgeGateError(`${opts.what}_unreadable`, `${opts.what} ${shown} is a directory`, opts.hint);
    }
    const buf = Buffer.alloc(opts.max + 1);
    let len = 0;
    for (; ; ) {
      const n = readSync(fd, buf, len, buf.length - len, null);
      if (n === 0) break;
      len += n;
      if (len > opts.max) {
        throw new ForgeGateError(
          `${opts.what}_too_large`,
          `${opts.what} ${shown} is larger than ${opts.max} bytes`,
          `A ${opts.what} is small; check you passed the right file`
        );
      }
    }
    return buf.subarray(0, len);
  } finally {
    closeSync(fd);
  }
}
function openForReading(file, what, code, hint) {
  try {
    return openSync(file, "r");
  } catch (err) {
    const errno = err.code;
    throw new ForgeGateError(
      code,
      `cannot read ${what}: ${errno === "ENOENT" ? "no such file" : errno ?? String(err)}`,
      hint
    );
  }
}

export {
  decodeUtf8,
  RecordSplitter,
  unquoteCName,
  readCapped,
  openForReading
};
