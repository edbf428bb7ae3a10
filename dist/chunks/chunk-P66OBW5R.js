import { createRequire as __fgCreateRequire } from 'node:module'; const require = __fgCreateRequire(import.meta.url);
import {
  isLongPath,
  viaParent
} from "./chunk-JPEEWZHQ.js";
import {
  require_picomatch
} from "./chunk-7GWUJCIT.js";
import {
  PhysicalResolver,
  canonicalRoot,
  expandHome,
  isBlank,
  isFilesystemRoot,
  isWithin,
  kindThrough,
  lastSlash,
  lexicalAbsolute,
  memoDown,
  pathFolder,
  rawAbsolute
} from "./chunk-C2BVV36C.js";
import {
  ForgeGateError
} from "./chunk-QEJECJYU.js";
import {
  __toESM
} from "./chunk-IMH2DE2T.js";

// src/core/violations/checker.ts
var import_picomatch2 = __toESM(require_picomatch(), 1);

// src/core/glob-filter.ts
var import_picomatch = __toESM(require_picomatch(), 1);
var GlobFilter = class {
  /** Some relative (absolute) glob has no condition: every path is tested. */
  relativeAlways;
  absoluteAlways;
  /** First segments (literal, or patterns) of the anchored relative globs. */
  firstLiterals = [];
  firstPatterns = [];
  /** Names the other relative (the absolute) globs require. */
  relativeNames = [];
  absoluteNames = [];
  /** `bodies`: each glob as matched (no `./` prefix, no trailing `/`); `nocase`: no conditions. */
  constructor(bodies, nocase) {
    let relativeAlways = false;
    let absoluteAlways = false;
    for (const { body, relative } of bodies) {
      const special = nocase || body === "" || SPECIAL.test(body) || DOT_SEGMENT.test(body);
      if (relative) {
        const first = body.slice(0, body.includes("/") ? body.indexOf("/") : body.length);
        if (!special && /[^*?]/.test(first) && !first.includes("**")) {
          if (/[*?]/.test(first)) this.firstPatterns.push(import_picomatch.default.makeRe(first, { dot: true, flags: "s" }));
          else this.firstLiterals.push(first);
          continue;
        }
      }
      const name = special ? null : requiredName(body);
      if (name === null) {
        if (relative) relativeAlways = true;
        else absoluteAlways = true;
      } else (relative ? this.relativeNames : this.absoluteNames).push(name);
    }
    this.relativeAlways = relativeAlways;
    this.absoluteAlways = absoluteAlways;
  }
  /** What the native path kernel tests (src/native/path-kernel.c): the same conditions as data. */
  get terms() {
    return {
      relativeAlways: this.relativeAlways,
      absoluteAlways: this.absoluteAlways,
      firstLiterals: [...this.firstLiterals],
      firstPatterns: this.firstPatterns.length > 0,
      relativeNames: [...this.relativeNames],
      absoluteNames: [...this.absoluteNames]
    };
  }
  /** Some anchored relative glob's first segment matches `s.slice(from, to)` (a first segment below a root). */
  firstSegment(s, from, to) {
    for (const lit of this.firstLiterals)
      if (lit.length === to - from && s.startsWith(lit, from)) return true;
    if (this.firstPatterns.length === 0) return false;
    const segment = s.slice(from, to);
    for (const re of this.firstPatterns) if (re.test(segment)) return true;
    return false;
  }
  /** Some relative glob's required name is in `s.slice(from, to)`. */
  relativeName(s, from, to) {
    return holds(this.relativeNames, s, from, to);
  }
  /** Some absolute glob's required name is in `s.slice(from, to)`. */
  absoluteName(s, from, to) {
    return holds(this.absoluteNames, s, from, to);
  }
};
var SPECIAL = /[[\]{}()!+@\\|"]/;
var DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;
function requiredName(body) {
  const pieces = body.split(/[*?/]/).filter((p) => p !== "");
  return pieces.at(-1) ?? null;
}
function holds(names, s, from, to) {
  for (const name of names) {
    const at = s.indexOf(name, from);
    if (at >= 0 && at + name.length <= to) return true;
  }
  return false;
}

// src/core/path-table/hash.ts
var HASH_START = 2166136261 | 0;
var FNV_PRIME = 16777619;
function hashRange(state, s, from, to) {
  let h = state;
  for (let i = from; i < to; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return h;
}
function mix(h) {
  h = Math.imul(h ^ h >>> 16, 2246822507);
  h = Math.imul(h ^ h >>> 13, 3266489909);
  return h ^ h >>> 16;
}
var MAX_PROBE = 32;
function keptBits(options) {
  const bits = options?.hashBits ?? 32;
  return bits >= 32 ? -1 : (1 << bits) - 1;
}
var Slots = class {
  table = new Int32Array(2 << 10).fill(-1);
  mask = (1 << 10) - 1;
  count = 0;
  /** The slot offset of the first free slot from `state`'s home, or -1 past MAX_PROBE. */
  free(state) {
    const table = this.table;
    let at = mix(state) & this.mask;
    for (let probe = 0; probe < MAX_PROBE; probe++) {
      if (table[2 * at + 1] === -1) return 2 * at;
      at = at + 1 & this.mask;
    }
    return -1;
  }
  /** Places an entry known to be absent; false when its probe sequence is full (overflow). */
  place(state, entry) {
    const at = this.free(state);
    if (at < 0) return false;
    this.table[at] = state;
    this.table[at + 1] = entry;
    return true;
  }
  /** Counts one more entry; true when the table must grow first (at most half full). */
  full() {
    return ++this.count * 2 > this.mask;
  }
  /** Doubles the table; returns the entries that no longer fit their probe sequence: [state, entry, …]. */
  grow() {
    const old = this.table;
    this.mask = this.mask * 2 + 1;
    this.table = new Int32Array(2 * (this.mask + 1)).fill(-1);
    const left = [];
    for (let at = 0; at < old.length; at += 2) {
      const entry = old[at + 1];
      if (entry !== -1 && !this.place(old[at], entry)) left.push(old[at], entry);
    }
    return left;
  }
};
var Overflow = class {
  entries = /* @__PURE__ */ new Map();
  states = /* @__PURE__ */ new Set();
  /** Whether some entry has hash state `state` (only then is a key worth building). */
  mayHold(state) {
    return this.states.size > 0 && this.states.has(state);
  }
  /** The entry under `key`, or -1. */
  get(key) {
    return this.entries.get(key) ?? -1;
  }
  set(state, key, entry) {
    this.states.add(state);
    this.entries.set(key, entry);
  }
};

// src/core/path-table/units.ts
var ENCODE_MIN = 24;
var encoder = new TextEncoder();
function sameUnits(chunk, at, s, from, to) {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c < WIDE) {
      if (chunk[at++] !== c) return false;
    } else if (chunk[at] !== WIDE || chunk[at + 1] !== c >>> 8 || chunk[at + 2] !== (c & 255)) return false;
    else at += 3;
  }
  return true;
}
function writeUnits(bytes, at, s, from, to) {
  if (to - from >= ENCODE_MIN) {
    const { read, written } = encoder.encodeInto(s.slice(from, to), bytes.subarray(at, at + 3 * (to - from)));
    if (read === to - from && written === read) return at + written;
  }
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c < WIDE) bytes[at++] = c;
    else {
      bytes[at++] = WIDE;
      bytes[at++] = c >>> 8;
      bytes[at++] = c & 255;
    }
  }
  return at;
}
function unitsText(chunk, at, units) {
  const codes = [];
  for (let k = 0; k < units; k++) {
    const b = chunk[at++];
    if (b < WIDE) codes.push(b);
    else {
      codes.push(chunk[at] << 8 | chunk[at + 1]);
      at += 2;
    }
  }
  let out = "";
  for (let k = 0; k < codes.length; k += 4096) out += String.fromCharCode(...codes.slice(k, k + 4096));
  return [out, at];
}
var WIDE = 255;

// src/core/path-table/directory-table.ts
var LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
var RECORD_BITS = 18;
var RECORD_CHUNK = 1 << RECORD_BITS;
var HEAD = 7;
var TEXT_MAX = 80;
var MAX_RECORD_CHUNKS = 1 << 31 - RECORD_BITS;
var DirectoryTable = class {
  constructor(rootFlags, childFlags, options) {
    this.childFlags = childFlags;
    this.keep = keptBits(options);
    this.leaves = options?.leaves ?? null;
    this.store(-1, "", 0, 0, HASH_START);
    this.setFlags(0, rootFlags);
  }
  childFlags;
  slots = new Slots();
  chunks = [];
  bytes = [];
  /** Where the next record goes: its chunk's number and its offset (ints) there. */
  chunk = -1;
  used = RECORD_CHUNK;
  overflow = new Overflow();
  /** Scratch for `lookup`: where each ancestor's spelling ends, and its hash state. */
  ends = new Int32Array(256);
  states = new Int32Array(256);
  /** The directory returned last, its spelling and hash state: grouped input hashes nothing. */
  lastId = 0;
  lastText = "";
  /**
   * While the paths looked up come in increasing order (null once that broke): the numbers of the
   * directories added and not yet in the slots, and the previous path with its directories (where
   * each one's spelling ends, and its number), shallowest first.
   */
  pending = new Int32Array(256);
  pendingCount = 0;
  previous = "";
  chainEnds = new Int32Array(64);
  chainIds = new Int32Array(64);
  chainLength = 0;
  /**
   * The hash state of the directory `lookup` returned last, and of the whole path it was given
   * (computed only for a leaf set that looks leaves up: `pathKnown`).
   */
  state = HASH_START;
  pathState = HASH_START;
  pathKnown = false;
  /** The bits of a hash state the slots use (all but in tests). */
  keep;
  leaves;
  /** Slots read ahead of need (kept, so the reads are not optimised away). */
  touched = 0;
  /**
   * The number of the directory `path.slice(0, cut)` of an absolute path (0 when `cut` is 0), added
   * with its ancestors when it is new; `state` is then its hash state, and `pathState` the hash
   * state of the whole path (`hashRange` of it) when `pathKnown`. `cut` is where the path's last `/`
   * is: the rest is its leaf (the order argument in the class comment rests on that).
   */
  lookup(path, cut) {
    const last = this.lastText;
    if (cut === 0 || cut === last.length && path.charCodeAt(cut - 1) === last.charCodeAt(cut - 1) && path.slice(0, cut) === last) {
      const id2 = cut === 0 ? 0 : this.lastId;
      this.state = cut === 0 ? HASH_START : this.stateOf(id2);
      this.readAhead(path, cut, this.state);
      return id2;
    }
    if (this.pending !== null) {
      if (path >= this.previous) return this.lookupInOrder(path, cut);
      this.index();
    }
    if (this.ends.length <= cut) {
      this.ends = new Int32Array(2 * cut);
      this.states = new Int32Array(2 * cut);
    }
    const ends = this.ends;
    const states = this.states;
    let n = 0;
    let h = HASH_START;
    for (let i = 0; i < cut; i++) {
      const c = path.charCodeAt(i);
      if (c === 47 && i > 0) {
        ends[n] = i;
        states[n++] = h;
      }
      h = Math.imul(h ^ c, FNV_PRIME);
    }
    ends[n] = cut;
    states[n++] = h;
    this.readAhead(path, cut, h);
    if (n > 1) this.touched ^= this.slots.table[2 * (mix(states[n - 2] & this.keep) & this.slots.mask) + 1];
    let id = this.find(path, cut, h);
    if (id < 0) {
      let k = n - 2;
      id = 0;
      for (; k >= 0; k--) {
        const found = this.find(path, ends[k], states[k]);
        if (found >= 0) {
          id = found;
          break;
        }
      }
      for (k++; k < n; k++) id = this.add(path, ends[k], states[k], id, k === 0 ? 0 : ends[k - 1]);
    }
    this.lastId = id;
    this.lastText = path.slice(0, cut);
    this.state = h;
    return id;
  }
  /** The path's hash state, and its leaf's slot read, for a leaf set that looks leaves up. */
  readAhead(path, cut, state) {
    const leaves = this.leaves;
    this.pathKnown = leaves !== null && !leaves.ordered;
    if (!this.pathKnown) return;
    this.pathState = hashRange(state, path, cut, path.length);
    leaves.touch(this.pathState);
  }
  /** The number of `s.slice(0, len)` (whose hash state is `state`), or -1. */
  find(s, len, state) {
    state &= this.keep;
    const table = this.slots.table;
    const mask = this.slots.mask;
    let at = mix(state) & mask;
    for (let probe = 0; probe < MAX_PROBE; probe++) {
      const id = table[2 * at + 1];
      if (id === -1) break;
      if (table[2 * at] === state && this.spells(id, s, len)) return id;
      at = at + 1 & mask;
    }
    return this.overflow.mayHold(state) ? this.overflow.get(s.slice(0, len)) : -1;
  }
  /** True when directory `id` is spelled `s.slice(0, len)`: compared text by text, the last first. */
  spells(id, s, len) {
    let end = len;
    for (; ; ) {
      const ints = this.chunks[id >>> RECORD_BITS];
      const r = id & RECORD_CHUNK - 1;
      const start = end - ints[r + 4];
      if (start < 0) return false;
      const bytes = this.bytes[id >>> RECORD_BITS];
      let at = 4 * (r + HEAD);
      let i = start;
      if (LITTLE_ENDIAN)
        for (; i + 4 <= end; i += 4) {
          const c0 = s.charCodeAt(i);
          const c1 = s.charCodeAt(i + 1);
          const c2 = s.charCodeAt(i + 2);
          const c3 = s.charCodeAt(i + 3);
          if ((c0 | c1 | c2 | c3) >= 128) break;
          if ((c0 | c1 << 8 | c2 << 16 | c3 << 24) !== ints[at >> 2]) return false;
          at += 4;
        }
      if (!sameUnits(bytes, at, s, i, end)) return false;
      id = ints[r + 3];
      if (id < 0) return start === 0;
      end = start;
    }
  }
  /**
   * `lookup` while the order holds (`path` is not before the previous one): the directories above
   * `path` that are not above the previous path are new (see the class), so they are added below
   * the deepest one that is, hashing their names only.
   */
  lookupInOrder(path, cut) {
    const prev = this.previous;
    let ends = this.chainEnds;
    let ids = this.chainIds;
    let k = this.chainLength - 1;
    for (; k >= 0; k--) {
      const end = ends[k];
      if (end > cut || end < cut && path.charCodeAt(end) !== 47) continue;
      if (path.charCodeAt(end - 1) === prev.charCodeAt(end - 1) && path.slice(0, end) === prev.slice(0, end))
        break;
    }
    let id = k < 0 ? 0 : ids[k];
    let up = k < 0 ? 0 : ends[k];
    let state = this.stateOf(id);
    let depth = k + 1;
    while (up < cut) {
      const slash = path.indexOf("/", up + 1);
      const end = slash < 0 || slash > cut ? cut : slash;
      state = hashRange(state, path, up, end);
      id = this.add(path, end, state, id, up);
      if (depth === ends.length) {
        this.chainEnds = new Int32Array(2 * depth);
        this.chainEnds.set(ends);
        this.chainIds = new Int32Array(2 * depth);
        this.chainIds.set(ids);
        ends = this.chainEnds;
        ids = this.chainIds;
      }
      ends[depth] = end;
      ids[depth++] = id;
      up = end;
    }
    this.chainLength = depth;
    this.previous = path;
    this.lastId = id;
    this.lastText = path.slice(0, cut);
    this.state = state;
    this.readAhead(path, cut, state);
    return id;
  }
  /** The order broke: every directory added so far goes into the slots. */
  index() {
    const pending = this.pending;
    this.pending = null;
    this.previous = "";
    for (let i = 0; i < this.pendingCount; i++) this.place(pending[i]);
  }
  /** Records `s.slice(0, len)`, the child of `parent` (which ends at `up`); it was absent. */
  add(s, len, state, parent, up) {
    const id = this.store(parent, s, up + 1, len, state);
    this.setFlags(id, this.childFlags(parent, id, s, up, len, state));
    const pending = this.pending;
    if (pending === null) this.place(id);
    else {
      if (this.pendingCount === pending.length) {
        this.pending = new Int32Array(2 * this.pendingCount);
        this.pending.set(pending);
      }
      this.pending[this.pendingCount++] = id;
    }
    return id;
  }
  /** Puts directory `id` (absent) into the slots, or the overflow map. */
  place(id) {
    if (this.slots.full()) {
      const left = this.slots.grow();
      for (let i = 0; i < left.length; i += 2)
        this.overflow.set(left[i], this.spelling(left[i + 1]), left[i + 1]);
    }
    const state = this.stateOf(id) & this.keep;
    if (!this.slots.place(state, id)) this.overflow.set(state, this.spelling(id), id);
  }
  /** A new record for the child of `parent` named `s.slice(from, to)` (the root: parent -1, no name). */
  store(parent, s, from, to, state) {
    let base = -1;
    let headUnits = 0;
    let headBytes = 0;
    let head = null;
    let headAt = 0;
    if (parent >= 0) {
      const above = this.chunks[parent >>> RECORD_BITS];
      const r2 = parent & RECORD_CHUNK - 1;
      if (above[r2 + 4] + 1 + (to - from) <= TEXT_MAX) {
        base = above[r2 + 3];
        headUnits = above[r2 + 4];
        headBytes = above[r2 + 5];
        head = above;
        headAt = r2 + HEAD;
      } else base = parent;
    }
    const size = HEAD + (headBytes + (parent >= 0 ? 1 : 0) + 3 * (to - from) + 3 >> 2);
    const current = this.chunks[this.chunk];
    if (current === void 0 || this.used + size > current.length || this.used >= RECORD_CHUNK) {
      if (this.chunks.length === MAX_RECORD_CHUNKS) {
        throw new ForgeGateError(
          "input_too_large",
          "more than 8 GiB of distinct directories to tell apart",
          "Check the changed paths in several smaller lists"
        );
      }
      const ints2 = new Int32Array(Math.max(this.chunks.length === 0 ? 1 << 12 : RECORD_CHUNK, size));
      this.chunks.push(ints2);
      this.bytes.push(new Uint8Array(ints2.buffer));
      this.chunk++;
      this.used = 0;
    }
    const ints = this.chunks[this.chunk];
    const bytes = this.bytes[this.chunk];
    const r = this.used;
    const first = 4 * (r + HEAD);
    let at = first;
    if (head !== null) {
      for (let w = 0, words = headBytes + 3 >> 2; w < words; w++) ints[r + HEAD + w] = head[headAt + w];
      at += headBytes;
    }
    if (parent >= 0) bytes[at++] = 47;
    at = writeUnits(bytes, at, s, from, to);
    ints[r] = parent;
    ints[r + 2] = state;
    ints[r + 3] = base;
    ints[r + 4] = headUnits + (parent >= 0 ? 1 : 0) + (to - from);
    ints[r + 5] = at - first;
    ints[r + 6] = 0;
    this.used = r + HEAD + (at - first + 3 >> 2);
    return this.chunk * RECORD_CHUNK + r;
  }
  setFlags(id, flags) {
    this.chunks[id >>> RECORD_BITS][(id & RECORD_CHUNK - 1) + 1] = flags;
  }
  flagsOf(id) {
    return this.chunks[id >>> RECORD_BITS][(id & RECORD_CHUNK - 1) + 1];
  }
  /**
   * A number the caller keeps for directory `id` (0 until it sets one): kept in the record, which a
   * look-up has just read, rather than in a map a look-up in random order would miss in.
   */
  memoOf(id) {
    return this.chunks[id >>> RECORD_BITS][(id & RECORD_CHUNK - 1) + 6];
  }
  setMemo(id, memo) {
    this.chunks[id >>> RECORD_BITS][(id & RECORD_CHUNK - 1) + 6] = memo;
  }
  /** The hash state of the spelling of directory `id`. */
  stateOf(id) {
    return this.chunks[id >>> RECORD_BITS][(id & RECORD_CHUNK - 1) + 2];
  }
  /** The spelling of directory `id` (for entries that overflow, and for tests). */
  spelling(id) {
    const parts = [];
    for (; id >= 0; ) {
      const ints = this.chunks[id >>> RECORD_BITS];
      const r = id & RECORD_CHUNK - 1;
      parts.push(unitsText(this.bytes[id >>> RECORD_BITS], 4 * (r + HEAD), ints[r + 4])[0]);
      id = ints[r + 3];
    }
    return parts.reverse().join("");
  }
};

// src/core/path-table/leaf-set.ts
var Seen = { New: 0, Repeat: 1, Likely: 2 };
var SECOND_START = 1540483477;
var SECOND_PRIME = 739982445;
var LeafSet = class {
  /** Slots of [first half, second half]; second half -1: empty (a -1 is stored as 0). */
  table = new Int32Array(2 << 10).fill(-1);
  mask = (1 << 10) - 1;
  count = 0;
  /** Fingerprints whose probe sequence was full (crafted collisions), by text "first,second". */
  overflow = new Overflow();
  /** The fingerprints appended in order and not yet in the slots; null once the order broke. */
  pending = new Int32Array(512);
  pendingCount = 0;
  /** The last string added while the order held. */
  previous = "";
  /** The bits of the first half that place a fingerprint (all but in tests). */
  keep;
  /** The bits of each half kept (all but in tests). */
  width;
  /** The fingerprint `fingerprint` computed last. */
  first = 0;
  second = 0;
  constructor(options) {
    this.keep = keptBits(options);
    this.width = keptBits({ hashBits: options?.fingerprintBits });
  }
  /**
   * Adds the pair (`dir`, `s.slice(from)`), where `s.slice(0, from - 1)` is the spelling of `dir`
   * (so `s` names the pair) and `dirState` its hash state; `pathState`, when known, is the hash
   * state of `s` (`dirState` continued over `s.slice(from - 1)`).
   */
  add(dir, s, from, dirState, pathState) {
    if (this.pending !== null) {
      if (s > this.previous) {
        this.previous = s;
        this.fingerprint(dir, s, from, dirState, pathState);
        this.append();
        return Seen.New;
      }
      if (s === this.previous) return Seen.Repeat;
      this.index();
    }
    this.fingerprint(dir, s, from, dirState, pathState);
    return this.insert(this.first, this.second) ? Seen.New : Seen.Likely;
  }
  /** The second half of the fingerprint `add` computed last (not for a Repeat): a key for the pair. */
  get lastKey() {
    return this.second;
  }
  /** True while the input is in order (nothing is looked up). */
  get ordered() {
    return this.pending !== null;
  }
  /** Reads the slot of a path's hash state ahead of `add`. */
  touch(pathState) {
    this.touched ^= this.table[2 * (mix(pathState & this.keep) & this.mask) + 1];
  }
  /** Slots read ahead of need (kept, so the reads are not optimised away). */
  touched = 0;
  /** Sets `first` and `second` for the pair (one pass over the leaf for both halves). */
  fingerprint(dir, s, from, dirState, pathState) {
    let second = mix(dir ^ SECOND_START);
    const to = s.length;
    if (pathState !== void 0) {
      for (let i = from; i < to; i++) second = Math.imul(second ^ s.charCodeAt(i), SECOND_PRIME);
      this.first = pathState;
    } else {
      let first = Math.imul(dirState ^ 47, FNV_PRIME);
      for (let i = from; i < to; i++) {
        const c = s.charCodeAt(i);
        first = Math.imul(first ^ c, FNV_PRIME);
        second = Math.imul(second ^ c, SECOND_PRIME);
      }
      this.first = first;
    }
    this.first &= this.width;
    second &= this.width;
    this.second = second === -1 ? 0 : second;
  }
  append() {
    let pending = this.pending;
    if (this.pendingCount + 2 > pending.length) {
      const bigger = new Int32Array(2 * pending.length);
      bigger.set(pending);
      this.pending = pending = bigger;
    }
    pending[this.pendingCount++] = this.first;
    pending[this.pendingCount++] = this.second;
  }
  /** The order broke: every fingerprint appended so far goes into the slots. */
  index() {
    const pending = this.pending;
    this.pending = null;
    this.previous = "";
    for (let i = 0; i < this.pendingCount; i += 2) this.insert(pending[i], pending[i + 1]);
  }
  /** Adds a fingerprint; false when it was there already. */
  insert(first, second) {
    const table = this.table;
    let at = mix(first & this.keep) & this.mask;
    let probe = 0;
    for (; probe < MAX_PROBE; probe++) {
      const there = table[2 * at + 1];
      if (there === -1) break;
      if (there === second && table[2 * at] === first) return false;
      at = at + 1 & this.mask;
    }
    const key = this.overflow.mayHold(first) ? `${first},${second}` : null;
    if (key !== null && this.overflow.get(key) >= 0) return false;
    if (probe < MAX_PROBE && ++this.count * 2 <= this.mask) {
      table[2 * at] = first;
      table[2 * at + 1] = second;
    } else if (probe < MAX_PROBE) {
      this.grow();
      this.place(first, second);
    } else this.overflow.set(first, key ?? `${first},${second}`, 0);
    return true;
  }
  /** Puts a fingerprint known to be absent into the slots (or, its probe sequence full, the overflow). */
  place(first, second) {
    const table = this.table;
    let at = mix(first & this.keep) & this.mask;
    for (let probe = 0; probe < MAX_PROBE; probe++) {
      if (table[2 * at + 1] === -1) {
        table[2 * at] = first;
        table[2 * at + 1] = second;
        this.count++;
        return;
      }
      at = at + 1 & this.mask;
    }
    this.overflow.set(first, `${first},${second}`, 0);
  }
  /** Doubles the slots; a fingerprint that no longer fits its probe sequence goes to the overflow. */
  grow() {
    const old = this.table;
    this.mask = this.mask * 2 + 1;
    this.table = new Int32Array(2 * (this.mask + 1)).fill(-1);
    this.count = 0;
    for (let at = 0; at < old.length; at += 2) if (old[at + 1] !== -1) this.place(old[at], old[at + 1]);
  }
};

// src/core/violations/flags.ts
var NOT_NORMALISED = 1;
var PLAIN = 2;
var MISSING = 4;
var UNDER_ROOT_NAME = 8;
var ROOT_NAME_PARENT = 16;
var RELATIVE_NAME = 32;
var ABSOLUTE_NAME = 64;
var IS_ROOT = 128;
var ROOTS_SHIFT = 8;
var ROOTS_MASK = -1 << ROOTS_SHIFT;
var ROOT_DIR = 0;
var DOT_DOT = /(?:^|\/)\.\.(?:\/|$)/;
var LIST_AFTER = 8;
function isPlainName(s, from, to) {
  const n = to - from;
  if (n > 2 || s.charCodeAt(from) !== 46) return n > 0;
  return n === 2 && s.charCodeAt(from + 1) !== 46;
}
function combine(res, nocase) {
  if (res.length === 0) return null;
  return new RegExp(res.map((r) => `(?:${r.source})`).join("|"), nocase ? "is" : "s");
}

// src/core/violations/checker.ts
var ViolationChecker = class {
  constructor(policy, probe, tableOptions, kernel) {
    this.policy = policy;
    this.probe = probe;
    this.leaves = new LeafSet(tableOptions);
    if (!policy.cwd.startsWith("/")) {
      throw new ForgeGateError(
        "input_invalid",
        `cwd must be absolute (got ${JSON.stringify(policy.cwd)})`,
        "Pass an absolute cwd"
      );
    }
    this.fold = pathFolder(policy.caseMode);
    this.resolver = new PhysicalResolver(probe);
    this.roots = [];
    for (const [i, raw] of policy.writeRoots.entries()) {
      if (isBlank(raw)) continue;
      if (isFilesystemRoot(raw) || isFilesystemRoot(lexicalAbsolute(raw, policy.cwd))) {
        throw new ForgeGateError(
          "root_refused",
          `write root ${i + 1} (${JSON.stringify(raw)}) is a filesystem root and would cover everything`,
          "Grant the directories the agent needs instead (its worktree, a scratch directory)"
        );
      }
      const lexical = lexicalAbsolute(raw, policy.cwd);
      const pinned = policy.pinnedRoots?.get(lexical);
      if (pinned !== void 0 && (!pinned.startsWith("/") || lexicalAbsolute(pinned, "/") !== pinned)) {
        throw new ForgeGateError(
          "input_invalid",
          `the pinned location of write root ${i + 1} (${JSON.stringify(pinned)}) is not a normalised absolute path`,
          "The snapshot that recorded it is damaged: take a new snapshot before the run"
        );
      }
      const canonical = pinned ?? canonicalRoot(lexical, probe, this.resolver);
      if (canonical === "/") {
        throw new ForgeGateError(
          "root_refused",
          `write root ${i + 1} (${JSON.stringify(raw)}) resolves to the filesystem root through a symlink`,
          "Grant real directories, not links to /"
        );
      }
      this.roots.push({ lexical, canonical });
    }
    this.rootKeys = /* @__PURE__ */ new Map();
    this.roots.forEach((r, i) => {
      this.rootKeys.set(this.fold(r.canonical), i);
    });
    for (const r of this.roots) {
      this.rootNames.add(this.fold(r.lexical));
      this.rootNames.add(this.fold(r.canonical));
      this.protectedDirs.set(this.fold(`${r.lexical}/.git`), ".git");
      this.protectedDirs.set(this.fold(`${r.canonical}/.git`), ".git");
    }
    for (const p of policy.protectedPaths ?? []) {
      if (isBlank(p)) continue;
      const abs = lexicalAbsolute(p, policy.cwd);
      if (isFilesystemRoot(abs)) continue;
      this.protectedDirs.set(this.fold(abs), abs);
      this.protectedDirs.set(this.fold(canonicalRoot(abs, probe, this.resolver)), abs);
    }
    for (const key of this.rootKeys.keys())
      this.rootParents.add(key.slice(0, Math.max(1, key.lastIndexOf("/"))));
    for (const key of this.rootNames)
      this.rootNameParents.add(key.slice(0, Math.max(1, key.lastIndexOf("/"))));
    for (const key of this.protectedDirs.keys())
      this.protectedLeaves.add(key.slice(key.lastIndexOf("/") + 1));
    for (const leaf of this.protectedLeaves) this.protectedLeafLengths.add(leaf.length);
    const nocase = policy.caseMode === "insensitive";
    this.globRules = [];
    const globBodies = [];
    for (const raw of policy.protect ?? []) {
      if (isBlank(raw)) continue;
      const expanded = policy.home ? expandHome(raw, policy.home) : raw;
      const relative = !expanded.startsWith("/");
      const body = relative ? expanded.replace(/^(\.\/)+/, "").replace(/\/+$/, "") : expanded.replace(/\/+$/, "");
      const bodies = [body];
      if (!relative) {
        const { base } = import_picomatch2.default.scan(body);
        const real = base.startsWith("/") ? canonicalRoot(base, probe, this.resolver) : base;
        if (real !== base)
          bodies.push(real === "/" ? body.slice(base.length) : real + body.slice(base.length));
      }
      const flags = nocase ? "is" : "s";
      const res = bodies.flatMap((b) => [
        import_picomatch2.default.makeRe(b, { dot: true, nocase, flags }),
        import_picomatch2.default.makeRe(`${b}/**`, { dot: true, nocase, flags })
      ]);
      this.globRules.push({ rule: raw, relative, re: combine(res, nocase) });
      for (const b of bodies) globBodies.push({ relative, body: b });
    }
    this.globFilter = new GlobFilter(globBodies, nocase);
    this.relativeGlob = combine(
      this.globRules.filter((g) => g.relative).map((g) => g.re),
      nocase
    );
    this.absoluteGlob = combine(
      this.globRules.filter((g) => !g.relative).map((g) => g.re),
      nocase
    );
    this.notable = policy.caseMode === "insensitive" ? null : new Set(this.notableSpellings().map((k) => hashRange(HASH_START, k, 0, k.length)));
    this.rootInfo = {
      physical: null,
      missing: false,
      unknown: false,
      roots: [],
      rule: null,
      rootParent: this.rootParents.has("/")
    };
    const rootFlags = this.flagsOf(this.rootInfo, "/", 0);
    if (kernel !== void 0 && this.notable !== null) {
      const terms = this.globFilter.terms;
      const { addon, key } = kernel.native;
      const handle = addon.create({
        key,
        separator: kernel.separator,
        rootFlags,
        rootOutside: this.outside(rootFlags),
        relativeGlob: this.relativeGlob === null ? 0 : 1,
        absoluteGlob: this.absoluteGlob === null ? 0 : 1,
        relativeAlways: terms.relativeAlways ? 1 : 0,
        absoluteAlways: terms.absoluteAlways ? 1 : 0,
        firstPatterns: terms.firstPatterns ? 1 : 0,
        firstLiterals: terms.firstLiterals,
        relativeNames: terms.relativeNames,
        absoluteNames: terms.absoluteNames,
        protectedLeaves: [...this.protectedLeaves],
        notable: this.notableSpellings(),
        // Relative records are spelled below cwd as lexicalAbsolute does; below `/` the checker
        // joins them as `//name` (rawAbsolute) and takes its general way: they go to it.
        cwd: policy.cwd !== "/" && lexicalAbsolute(policy.cwd, "/") === policy.cwd ? policy.cwd : null
      });
      this.kernel = { native: kernel.native, handle };
    }
    const kernelNow = this.kernel;
    this.table = new DirectoryTable(
      rootFlags,
      kernelNow === null ? (parent, id, path, up, end, state) => this.childFlags(parent, id, path, up, end, state) : (parent, id, path, up, end, state) => {
        const flags = this.childFlags(parent, id, path, up, end, state);
        if ((flags & NOT_NORMALISED) === 0) this.told.add(end, flags, this.outside(flags));
        return flags;
      },
      // With the kernel, the leaf set is not used (the kernel's set is the one).
      kernelNow === null ? { leaves: this.leaves } : {}
    );
    if ((rootFlags & PLAIN) === 0) this.infos.set(ROOT_DIR, this.rootInfo);
  }
  policy;
  probe;
  fold;
  resolver;
  roots;
  rootKeys;
  /** Folded protected directory → the rule that protects it. */
  protectedDirs = /* @__PURE__ */ new Map();
  relativeGlob;
  absoluteGlob;
  globRules;
  /** Which paths the globs cannot match, told cheaply (see GlobFilter). */
  globFilter;
  rootInfo;
  /**
   * Raw directory spelling (absolute; `/` is number 0, spelled "") → number and flags. A plain
   * directory's flags say all the fast path needs; the others have their memo in `infos`.
   */
  table;
  infos = /* @__PURE__ */ new Map();
  /** The leaves judged in each directory, by fingerprint: what counts a path once. */
  leaves;
  /**
   * The paths reported so far by the look-up paths (the fast one and the normalised one), by their
   * lexical spelling, filed under their fingerprint's second half (a number: no string to hash): a
   * path the leaf set only *likely* saw is judged again, and reported only if that spelling was not.
   */
  reported = /* @__PURE__ */ new Map();
  /**
   * Hash states of the spellings a new directory must be compared with by name (the roots, their
   * parents, protected directories); any other directory below a plain one takes its parent's flags.
   * Null when spellings are folded (case-insensitive): every directory is compared then.
   */
  notable;
  /**
   * Plain directories' listings (null: not listable). Each directory's memo in the table says where
   * its listing is (k > 0: `listings[k - 1]`) or how often it was asked about before (-k).
   */
  listings = [];
  listedDir = -1;
  listed = void 0;
  /** Distinct sets of containing roots, numbered in the flags. */
  rootSets = [];
  rootSetIds = /* @__PURE__ */ new Map();
  /** The same, by array: directories below one root share their parent's array. */
  rootSetOf = /* @__PURE__ */ new Map();
  /** Folded parents of the canonical roots: only there can a leaf itself be a root. */
  rootParents = /* @__PURE__ */ new Set();
  /** Folded last segments of protected directories (`.git`, …): only such a leaf can be one. */
  protectedLeaves = /* @__PURE__ */ new Set();
  /** Their lengths: a leaf of another length is none of them (case-sensitive spellings only). */
  protectedLeafLengths = /* @__PURE__ */ new Set();
  ancestorMemo = /* @__PURE__ */ new Map();
  /** Folded lexical and canonical spellings of the roots, and which directories are below one. */
  rootNames = /* @__PURE__ */ new Set();
  underRootNameMemo = /* @__PURE__ */ new Map();
  /** Folded parents of those spellings: only there can a leaf itself be one. */
  rootNameParents = /* @__PURE__ */ new Set();
  /**
   * The native kernel (src/native/path-kernel.c) and its handle, when records come as bytes and
   * names are compared as they are spelled: it is then the one set of seen paths, and it is told each
   * directory memoised and each listing read, so it can judge plain paths without the checker.
   */
  kernel = null;
  /** The directories one look-up made, told to the kernel together when it ends (see directoryOf). */
  told = new NewDirectories();
  /** 1 when a directory with `flags` is below no root. */
  outside(flags) {
    return this.rootSets[flags >>> ROOTS_SHIFT].length === 0 ? 1 : 0;
  }
  /** The spellings `notable` holds by hash: a directory so spelled is never made by the kernel. */
  notableSpellings() {
    return [
      ...this.rootKeys.keys(),
      ...this.rootParents,
      ...this.rootNames,
      ...this.rootNameParents,
      ...this.protectedDirs.keys()
    ];
  }
  get closed() {
    return this.roots.length === 0;
  }
  /** Canonical write roots, for reports. */
  get canonicalRoots() {
    return this.roots.map((r) => r.canonical);
  }
  /** Each lexical write root with its canonical form now: recorded by the snapshot, pinned by the gate. */
  get rootPins() {
    return Object.fromEntries(this.roots.map((r) => [r.lexical, r.canonical]));
  }
  /** Distinct non-blank paths seen by `checkOnce`. */
  distinct = 0;
  /**
   * The paths `checkOnce` judged by their text (case-insensitive, or with a `..`): each folded
   * spelling → its first exact spelling; and the other exact spellings judged since.
   */
  foldedSeen = /* @__PURE__ */ new Map();
  otherSpellings = /* @__PURE__ */ new Set();
  /**
   * Like `check`, but each lexical path is judged once: a repeat returns undefined. Duplicates are
   * tracked per directory (short leaf names hash cheaply; a million-entry set of full paths does not).
   * Where names are compared without case, each spelling is still judged once (counted once): the
   * filesystem may tell `C1/n` from `c1/n` after all, and the verdict must not depend on which of
   * them came first.
   */
  checkOnce(path) {
    const dotted = path.includes("..") && DOT_DOT.test(path);
    const sensitive = this.policy.caseMode === "sensitive";
    if (!dotted && sensitive && path.charCodeAt(0) === 47) {
      const cut2 = lastSlash(path);
      const dir2 = isPlainName(path, cut2 + 1, path.length) ? this.directoryOf(path, cut2) : -1;
      if (dir2 >= 0) {
        const seen2 = this.markSeen(dir2, path, cut2);
        if (seen2 === Seen.Repeat) return void 0;
        return this.once(seen2, path, this.checkInDirectory(path, path, dir2, cut2));
      }
    }
    if (!sensitive || dotted) {
      const exact = dotted ? `\0${rawAbsolute(path, this.policy.cwd)}` : lexicalAbsolute(path, this.policy.cwd);
      const key = sensitive ? exact : this.fold(exact);
      const first = this.foldedSeen.get(key);
      if (first === void 0) {
        this.foldedSeen.set(key, exact);
        this.distinct++;
      } else if (first === exact || this.otherSpellings.has(exact)) return void 0;
      else this.otherSpellings.add(exact);
      return this.check(path, dotted ? lexicalAbsolute(path, this.policy.cwd) : exact);
    }
    const lexical = lexicalAbsolute(path, this.policy.cwd);
    const cut = lastSlash(lexical);
    const dir = this.normalisedDirectoryOf(lexical, cut);
    const seen = this.markSeen(dir, lexical, cut);
    if (seen === Seen.Repeat) return void 0;
    const raw = path === lexical ? path : rawAbsolute(path, this.policy.cwd);
    return this.once(
      seen,
      lexical,
      raw === lexical ? this.checkInDirectory(path, raw, dir, cut) : this.checkGeneral(path, lexical, raw)
    );
  }
  /**
   * `checkOnce`'s answer for a path the leaf set calls new or likely seen, spelled `lexical`, judged
   * `v`: a new one is counted, and a violation reported; one likely seen was judged all the same, and
   * its violation is reported unless the same spelling was (a repeat judges as the first did).
   */
  once(seen, lexical, v) {
    if (seen === Seen.New) this.distinct++;
    if (v === null) return seen === Seen.New ? null : void 0;
    if (this.kernel !== null) return v;
    const key = this.leaves.lastKey;
    const there = this.reported.get(key);
    if (there === void 0) this.reported.set(key, lexical);
    else {
      if (seen !== Seen.New && (there === lexical || Array.isArray(there) && there.includes(lexical)))
        return void 0;
      if (Array.isArray(there)) there.push(lexical);
      else this.reported.set(key, [there, lexical]);
    }
    return v;
  }
  /**
   * `checkOnce` for a path the kernel handed back as new: normalised, absolute or relative to cwd,
   * its leaf a plain name (the kernel de-duplicated it).
   */
  checkFresh(path) {
    this.distinct++;
    const lexical = this.kernelSpelling(path);
    const cut = lastSlash(lexical);
    return this.checkInDirectory(path, lexical, this.normalisedDirectoryOf(lexical, cut), cut);
  }
  /**
   * The violation of a path the kernel handed back as new, normalised and outside every root, no
   * link on the way (what checkInDirectory finds for it from a plain directory's flags).
   */
  outsideFresh(path, belowRootName) {
    this.distinct++;
    const resolved = this.kernelSpelling(path);
    return { path, resolved, reason: belowRootName ? "symlink_escape" : "outside_write_roots" };
  }
  /**
   * The absolute spelling of a record the kernel handed back as new: it reads relative records only
   * when cwd is normalised and not `/`, and only normalised ones, so joining them is what
   * lexicalAbsolute would give, without its scan.
   */
  kernelSpelling(path) {
    return path.charCodeAt(0) === 47 ? path : `${this.policy.cwd}/${path}`;
  }
  /** The kernel's scan of records (see PathKernelAddon.scan); only with a kernel. */
  scan(bytes, from, out, index) {
    const k = this.kernel;
    return k.native.addon.scan(k.handle, bytes, from, out, index);
  }
  /** Whether records can be given to `scan`. */
  get scans() {
    return this.kernel !== null;
  }
  /** Distinct non-blank paths judged, by the checker and by the kernel. */
  get checked() {
    return this.kernel === null ? this.distinct : this.distinct + this.kernel.native.addon.counted(this.kernel.handle);
  }
  /** The violation for one non-blank changed path, or null when it stays inside the lease. */
  check(path, lexical = lexicalAbsolute(path, this.policy.cwd)) {
    const raw = rawAbsolute(path, this.policy.cwd);
    if (raw !== lexical || raw === "/") return this.checkGeneral(path, lexical, raw);
    const cut = raw.lastIndexOf("/");
    return this.checkInDirectory(path, raw, this.normalisedDirectoryOf(raw, cut), cut);
  }
  /**
   * The violation for a change of the name `path` itself (an entry created, replaced, removed or
   * relinked there), or null: its directory is resolved, its last component is not followed. A
   * symlink put outside the write roots is a write outside them even when it points back inside.
   */
  checkEntry(path) {
    const lexical = lexicalAbsolute(path, this.policy.cwd);
    const raw = rawAbsolute(path, this.policy.cwd);
    const cut = raw.lastIndexOf("/");
    const leaf = raw.slice(cut + 1);
    if (!isPlainName(raw, cut + 1, raw.length)) return this.check(path, lexical);
    const dir = this.resolver.resolveDirectory(cut <= 0 ? "/" : raw.slice(0, cut));
    return this.judgeResolved(
      path,
      lexical,
      dir.path === "/" ? `/${leaf}` : `${dir.path}/${leaf}`,
      dir.unknown
    );
  }
  /**
   * Fast path for the common case, a normalised absolute path whose leaf is not a link: one memoised
   * directory and one probe per path. Anything else takes the general path.
   */
  checkInDirectory(path, raw, id, cut) {
    if (cut === raw.length - 1) return this.checkGeneral(path, raw, raw);
    const flags = this.table.flagsOf(id);
    if ((flags & PLAIN) !== 0) {
      if ((flags & MISSING) === 0) {
        const kind = this.kindIn(id, raw, cut, raw.length);
        if (kind === "symlink" || kind === "unknown") return this.checkGeneral(path, raw, raw);
      }
      const inside2 = this.rootSets[flags >>> ROOTS_SHIFT];
      if (inside2.length === 0) {
        const named = (flags & UNDER_ROOT_NAME) !== 0 || (flags & ROOT_NAME_PARENT) !== 0 && this.rootNames.has(this.fold(raw));
        return { path, resolved: raw, reason: named ? "symlink_escape" : "outside_write_roots" };
      }
      const rule2 = this.protectedLeafRule(raw, cut) ?? (this.mayMatchGlob(flags, raw, cut) ? this.globRule(raw, inside2) : null);
      return rule2 === null ? null : { path, resolved: raw, reason: "protected", rule: rule2 };
    }
    const leaf = raw.slice(cut + 1);
    const dir = this.infos.get(id);
    let resolved;
    const physical = dir.physical;
    if (dir.missing) resolved = physical === null ? raw : `${physical}/${leaf}`;
    else if (dir.unknown) return this.checkGeneral(path, raw, raw);
    else {
      resolved = physical === null ? raw : physical === "/" ? `/${leaf}` : `${physical}/${leaf}`;
      const kind = this.probe.kind(resolved);
      if (kind === "symlink" || kind === "unknown") return this.checkGeneral(path, raw, raw);
    }
    let inside = dir.roots;
    if (dir.rootParent) {
      const exact = this.rootKeys.get(this.fold(resolved));
      if (exact !== void 0) inside = [exact, ...inside];
    }
    if (inside.length === 0) return this.checkGeneral(path, raw, raw);
    const rule = dir.rule ?? (this.protectedLeaves.has(this.fold(leaf)) ? this.protectedDirs.get(this.fold(resolved)) : void 0) ?? this.globRule(resolved, inside) ?? (physical === null ? null : this.lexicalProtectedRule(raw));
    return rule === null ? null : { path, resolved, reason: "protected", rule };
  }
  /**
   * `probe.kind` of `s.slice(0, end)`, the entry named `s.slice(cut + 1, end)` of the plain
   * directory `dir` (spelled as it is): once a few paths have been asked about there, from the
   * directory's listing, found by its number (a path's own directory is usually the last one's).
   */
  kindIn(dir, s, cut, end) {
    if (this.probe.entries !== void 0 && this.notable !== null) {
      let listing = dir === this.listedDir ? this.listed : void 0;
      if (listing === void 0) {
        const memo = this.table.memoOf(dir);
        if (memo > 0) listing = this.listings[memo - 1];
        else if (1 - memo < LIST_AFTER) {
          this.table.setMemo(dir, memo - 1);
          return this.probe.kind(s.slice(0, end));
        } else {
          listing = this.probe.entries(cut === 0 ? "/" : s.slice(0, cut));
          this.listings.push(listing);
          if (this.kernel !== null) this.tellListing(s.slice(0, cut), listing);
          this.table.setMemo(dir, this.listings.length);
        }
      }
      this.listedDir = dir;
      this.listed = listing;
      if (listing !== null)
        return listing.get(end === s.length ? s.slice(cut + 1) : s.slice(cut + 1, end)) ?? null;
    }
    return this.probe.kind(s.slice(0, end));
  }
  /**
   * Tells the kernel the directories the look-up of `path` made (all prefixes of it, shallowest
   * first: one pass hashes them all). Only a printable-ASCII spelling can be a directory of a record
   * the kernel judges.
   */
  tellDirectories(path) {
    const told = this.told;
    const last = told.ends[told.count - 1];
    let printable = true;
    for (let i = 0; i < last && printable; i++) {
      const c = path.charCodeAt(i);
      printable = c >= 32 && c < 127;
    }
    const k = this.kernel;
    if (printable)
      k.native.addon.directories(k.handle, path, told.ends, told.flags, told.outside, told.count);
    told.count = 0;
  }
  /** Gives the kernel the listing of the plain directory `spelling` (null: not listable). */
  tellListing(spelling, listing) {
    const k = this.kernel;
    if (listing === null) {
      k.native.addon.listing(k.handle, spelling, null, []);
      return;
    }
    const names = [];
    const links = [];
    for (const [name, kind] of listing) {
      if (kind === "symlink" || kind === "unknown") links.push(names.length);
      names.push(name);
    }
    k.native.addon.listing(k.handle, spelling, names, links);
  }
  /** The protected directory the path `resolved` (a leaf after `cut`) is itself, if any. */
  protectedLeafRule(resolved, cut) {
    if (this.notable !== null && !this.protectedLeafLengths.has(resolved.length - cut - 1)) return void 0;
    return this.protectedLeaves.has(this.fold(resolved.slice(cut + 1))) ? this.protectedDirs.get(this.fold(resolved)) : void 0;
  }
  /**
   * False when no protect glob can match the path `resolved` (a leaf after `cut`, in a plain
   * directory with `flags`): neither its directory nor its leaf holds a name they all require.
   */
  mayMatchGlob(flags, resolved, cut) {
    const filter = this.globFilter;
    const end = resolved.length;
    return this.relativeGlob !== null && (filter.relativeAlways || (flags & RELATIVE_NAME) !== 0 || (flags & IS_ROOT) !== 0 && filter.firstSegment(resolved, cut + 1, end) || filter.relativeName(resolved, cut + 1, end)) || this.absoluteGlob !== null && (filter.absoluteAlways || (flags & ABSOLUTE_NAME) !== 0 || filter.absoluteName(resolved, cut + 1, end));
  }
  checkGeneral(path, lexical, raw) {
    const cut = raw.lastIndexOf("/");
    if (isPlainName(raw, cut + 1, raw.length) && (DOT_DOT.test(raw) ? kindThrough(this.resolver, this.probe, raw) : this.probe.kind(raw)) === "symlink") {
      const entry = this.checkEntry(path);
      if (entry !== null) return entry;
    }
    const physical = this.resolver.resolve(raw);
    return this.judgeResolved(path, lexical, physical.path, physical.unknown);
  }
  /** The violation for `path`, spelled `lexical`, that lands at `resolved` (`unknown`: not trustworthy). */
  judgeResolved(path, lexical, resolved, unknown) {
    const inside = this.containingRoots(resolved);
    if (inside.length === 0) {
      const reason = this.underRootName(this.fold(lexical)) ? "symlink_escape" : "outside_write_roots";
      return { path, resolved, reason };
    }
    if (unknown) return { path, resolved, reason: "unresolvable" };
    const rule = this.protectedRule(resolved, inside) ?? (lexical !== resolved ? this.lexicalProtectedRule(lexical) : null);
    return rule === null ? null : { path, resolved, reason: "protected", rule };
  }
  /**
   * The number of the directory `path.slice(0, cut)` (`/` when `cut` is 0) of an absolute path, or
   * -1 when that text is not normalised (an empty, `.` or `..` segment).
   */
  directoryOf(path, cut) {
    const id = this.table.lookup(path, cut);
    if (this.told.count > 0) this.tellDirectories(path);
    return (this.table.flagsOf(id) & NOT_NORMALISED) !== 0 ? -1 : id;
  }
  /**
   * The flags of the new directory `id`, `path.slice(0, end)` (hash state `state`), below directory
   * `parent`, which ends at `up`; its memo too when it is not plain. A directory at or below an
   * empty, `.` or `..` segment is not normalised (and not walked again).
   */
  childFlags(parent, id, path, up, end, state) {
    const above = this.table.flagsOf(parent);
    if ((above & NOT_NORMALISED) !== 0 || !isPlainName(path, up + 1, end)) return NOT_NORMALISED;
    let flags;
    let dir = null;
    if ((above & PLAIN) !== 0 && this.notable?.has(state) === false) {
      let missing = (above & MISSING) !== 0;
      if (!missing) {
        const kind = this.kindIn(parent, path, up, end);
        if (kind === "symlink" || kind === "unknown") dir = this.linkedDirectory(path.slice(0, end));
        missing = kind === null;
      }
      flags = dir !== null ? this.flagsOf(dir, path.slice(0, end), above) : PLAIN | (missing ? MISSING : 0) | this.namesBelow(above, path, up + 1, end);
    } else {
      const spelling = path.slice(0, end);
      dir = this.childDirectory(this.infoOf(parent, above), spelling, path.slice(up + 1, end));
      flags = this.flagsOf(dir, spelling, above);
    }
    if (dir !== null && (flags & PLAIN) === 0) this.infos.set(id, dir);
    return flags;
  }
  /**
   * The flags a directory named `path.slice(from, to)` takes from its plain parent's `above` (same
   * roots, below a root by name when it is), with what its name adds for the glob filter.
   */
  namesBelow(above, path, from, to) {
    let flags = above & (UNDER_ROOT_NAME | RELATIVE_NAME | ABSOLUTE_NAME | ROOTS_MASK);
    const filter = this.globFilter;
    if ((flags & RELATIVE_NAME) === 0 && (filter.relativeName(path, from, to) || (above & IS_ROOT) !== 0 && filter.firstSegment(path, from, to)))
      flags |= RELATIVE_NAME;
    if ((flags & ABSOLUTE_NAME) === 0 && filter.absoluteName(path, from, to)) flags |= ABSOLUTE_NAME;
    return flags;
  }
  /** The memo of directory `id` with flags `flags` (normalised): kept, or told by the flags of a plain one. */
  infoOf(id, flags) {
    if ((flags & PLAIN) === 0) return this.infos.get(id);
    return {
      physical: null,
      missing: (flags & MISSING) !== 0,
      unknown: false,
      roots: this.rootSets[flags >>> ROOTS_SHIFT],
      rule: null,
      rootParent: false
    };
  }
  /** What the fast path needs to know of a directory, packed into its flags (`above`: its parent's). */
  flagsOf(dir, spelling, above) {
    let roots = this.rootSetOf.get(dir.roots);
    if (roots === void 0) {
      const key2 = dir.roots.join(",");
      roots = this.rootSetIds.get(key2);
      if (roots === void 0) {
        roots = this.rootSets.length;
        this.rootSets.push(dir.roots);
        this.rootSetIds.set(key2, roots);
      }
      this.rootSetOf.set(dir.roots, roots);
    }
    const plain = dir.physical === null && !dir.unknown && !dir.rootParent && dir.rule === null;
    const key = this.fold(spelling);
    const named = ((above & UNDER_ROOT_NAME) !== 0 || this.rootNames.has(key) ? UNDER_ROOT_NAME : 0) | (this.rootNameParents.has(key) ? ROOT_NAME_PARENT : 0);
    let globNames = plain ? 0 : RELATIVE_NAME | ABSOLUTE_NAME | IS_ROOT;
    if (plain) {
      const filter = this.globFilter;
      for (const i of dir.roots) {
        const root = this.roots[i].canonical;
        if (!spelling.startsWith(root)) {
          globNames |= RELATIVE_NAME | IS_ROOT;
          continue;
        }
        if (spelling.length === root.length) {
          globNames |= IS_ROOT;
          continue;
        }
        const from = root.length + 1;
        const slash = spelling.indexOf("/", from);
        const first = slash < 0 ? spelling.length : slash;
        if (filter.firstSegment(spelling, from, first) || filter.relativeName(spelling, from, spelling.length))
          globNames |= RELATIVE_NAME;
      }
      if (filter.absoluteName(spelling, 0, spelling.length)) globNames |= ABSOLUTE_NAME;
    }
    return (plain ? PLAIN : 0) | (dir.missing ? MISSING : 0) | named | globNames | roots << ROOTS_SHIFT;
  }
  /** Records the leaf `path.slice(cut + 1)` as judged in directory `id`: whether it was before. */
  markSeen(id, path, cut) {
    const k = this.kernel;
    if (k !== null) return k.native.addon.seen(k.handle, path) ? Seen.Repeat : Seen.New;
    const table = this.table;
    return this.leaves.add(id, path, cut + 1, table.state, table.pathKnown ? table.pathState : void 0);
  }
  /** `directoryOf` for a path already normalised. */
  normalisedDirectoryOf(path, cut) {
    const id = this.directoryOf(path, cut);
    if (id < 0) throw new Error(`internal: ${JSON.stringify(path)} is not normalised`);
    return id;
  }
  childDirectory(parent, raw, name) {
    const at = parent;
    const up = parent.physical;
    const path = up === null ? raw : up === "/" ? `/${name}` : `${up}/${name}`;
    let missing = at.missing;
    if (!at.missing && !at.unknown) {
      const kind = this.probe.kind(path);
      if (kind === "symlink" || kind === "unknown") return this.linkedDirectory(raw);
      missing = kind === null;
    }
    const key = this.fold(path);
    const own = parent.rootParent ? this.rootKeys.get(key) : void 0;
    const protectedHere = this.protectedLeaves.has(this.fold(name)) ? this.protectedDirs.get(key) : void 0;
    return {
      physical: path === raw ? null : path,
      missing,
      unknown: at.unknown,
      roots: own === void 0 ? parent.roots : [own, ...parent.roots],
      rule: parent.rule ?? protectedHere ?? null,
      rootParent: this.rootParents.has(key)
    };
  }
  linkedDirectory(raw) {
    const resolved = this.resolver.resolveDirectory(raw);
    const key = this.fold(resolved.path);
    const anc = resolved.path === "/" ? { roots: [], rule: null } : this.ancestors(key);
    return {
      physical: resolved.path === raw ? null : resolved.path,
      missing: resolved.missing,
      unknown: resolved.unknown,
      roots: anc.roots,
      rule: anc.rule,
      rootParent: this.rootParents.has(key)
    };
  }
  containingRoots(resolved) {
    const key = this.fold(resolved);
    const exact = this.rootKeys.get(key);
    const cut = key.lastIndexOf("/");
    const parentRoots = cut <= 0 ? [] : this.ancestors(key.slice(0, cut)).roots;
    if (exact === void 0) return parentRoots;
    return [exact, ...parentRoots];
  }
  /** Roots containing the folded directory `dirKey` (itself included) and the protected dir it is in. Memoised. */
  ancestors(dirKey) {
    return memoDown(
      dirKey,
      this.ancestorMemo,
      () => ({ roots: [], rule: null }),
      (above, dir) => {
        const own = this.rootKeys.get(dir);
        return {
          roots: own === void 0 ? above.roots : [own, ...above.roots],
          rule: above.rule ?? this.protectedDirs.get(dir) ?? null
        };
      }
    );
  }
  /** True when the folded path `key` is a root or below one by name (its lexical or canonical spelling). */
  underRootName(key) {
    if (this.rootNames.has(key)) return true;
    const cut = key.lastIndexOf("/");
    return cut > 0 && memoDown(
      key.slice(0, cut),
      this.underRootNameMemo,
      () => false,
      (above, dir) => above || this.rootNames.has(dir)
    );
  }
  /** The protected directory `key` is (or is below), if any. */
  protectedDirRule(key) {
    const own = this.protectedDirs.get(key);
    if (own !== void 0) return own;
    const cut = key.lastIndexOf("/");
    return cut <= 0 ? null : this.ancestors(key.slice(0, cut)).rule;
  }
  protectedRule(resolved, inside) {
    return this.protectedDirRule(this.fold(resolved)) ?? this.globRule(resolved, inside);
  }
  globRule(resolved, inside) {
    if (this.relativeGlob) {
      for (const i of inside) {
        const root = this.roots[i].canonical;
        if (resolved.length === root.length) continue;
        const rel = this.normaliseForGlob(resolved.slice(root.length + 1));
        if (this.relativeGlob.test(rel)) return this.matchingRule(rel, true);
      }
    }
    if (this.absoluteGlob?.test(this.normaliseForGlob(resolved))) {
      return this.matchingRule(this.normaliseForGlob(resolved), false);
    }
    return null;
  }
  /** Protection judged on the path as written, for links that land back inside a root. */
  lexicalProtectedRule(lexical) {
    const key = this.fold(lexical);
    const dirRule = this.protectedDirRule(key);
    if (dirRule !== null) return dirRule;
    for (const r of this.roots) {
      const rootKey = this.fold(r.lexical);
      if (key === rootKey || !isWithin(key, rootKey)) continue;
      const rel = this.normaliseForGlob(lexical.slice(r.lexical.length + 1));
      if (this.relativeGlob?.test(rel)) return this.matchingRule(rel, true);
    }
    if (this.absoluteGlob?.test(this.normaliseForGlob(lexical))) return this.matchingRule(lexical, false);
    return null;
  }
  matchingRule(candidate, relative) {
    const hit = this.globRules.find((g) => g.relative === relative && g.re.test(candidate));
    return hit ? hit.rule : "protect";
  }
  normaliseForGlob(p) {
    return this.policy.caseMode === "insensitive" ? p.normalize("NFC") : p;
  }
};
var NewDirectories = class {
  ends = new Int32Array(64);
  flags = new Int32Array(64);
  outside = new Uint8Array(64);
  count = 0;
  add(end, flags, outside) {
    if (this.count === this.ends.length) {
      const ends = new Int32Array(this.count * 2);
      const flagsGrown = new Int32Array(this.count * 2);
      const outsideGrown = new Uint8Array(this.count * 2);
      ends.set(this.ends);
      flagsGrown.set(this.flags);
      outsideGrown.set(this.outside);
      this.ends = ends;
      this.flags = flagsGrown;
      this.outside = outsideGrown;
    }
    this.ends[this.count] = end;
    this.flags[this.count] = flags;
    this.outside[this.count++] = outside;
  }
};

// src/core/violations/kernel.ts
var HAND_FRESH = 0;
var HAND_RAW = 1;
var HAND_ESCAPE = 3;

// src/core/violations/index.ts
function findViolations(paths, policy, probe) {
  return findViolationsInBatches([paths], policy, probe);
}
function findViolationsInBatches(batches, policy, probe, kernel) {
  const checker = new ViolationChecker(policy, probe, void 0, kernel);
  const violations = [];
  const regions = new RegionReader(checker, violations);
  for (const batch of batches) {
    if ("bytes" in batch) {
      regions.read(batch);
      continue;
    }
    for (const p of batch) {
      if (isBlank(p)) continue;
      const v = checker.checkOnce(p);
      if (v) violations.push(v);
    }
  }
  return { checked: checker.checked, violations };
}
var RegionReader = class {
  constructor(checker, violations) {
    this.checker = checker;
    this.violations = violations;
  }
  checker;
  violations;
  out = new Int32Array(2 + 4 * 4096);
  /** The source being read, and how many of its records came before the region. */
  source = null;
  before = 0;
  read(region) {
    const { checker, out, violations } = this;
    if (!checker.scans) throw new Error("internal: records as bytes without the path kernel");
    if (region.source !== this.source) {
      this.source = region.source;
      this.before = 0;
    }
    const bytes = region.bytes;
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    let at = 0;
    let index = 0;
    while (at <= bytes.length) {
      at = checker.scan(bytes, at, out, index);
      const handed = out[0];
      index = out[1];
      for (let i = 0, o = 2; i < handed; i++, o += 4) {
        const start = out[o];
        const end = out[o + 1];
        const kind = out[o + 2];
        let v;
        if (kind === HAND_RAW) {
          const p = region.source.record(bytes, start, end, this.before + out[o + 3]);
          if (isBlank(p)) continue;
          v = checker.checkOnce(p);
        } else if (kind === HAND_FRESH) v = checker.checkFresh(text.toString("latin1", start, end));
        else v = checker.outsideFresh(text.toString("latin1", start, end), kind === HAND_ESCAPE);
        if (v) violations.push(v);
      }
    }
    this.before += index;
  }
};

// src/io/fs-probe.ts
import { lstatSync, readdirSync, readlinkSync, realpathSync } from "node:fs";
var LIST_AFTER2 = 8;
var REPLACEMENT = "\uFFFD";
function createNodeProbe(caseMode) {
  const absentIsMissing = caseMode === "sensitive";
  const listings = /* @__PURE__ */ new Map();
  const hits = /* @__PURE__ */ new Map();
  function list(dir) {
    let entries;
    try {
      entries = isLongPath(dir) ? viaParent(dir, (short) => readdirSync(short, { withFileTypes: true })) : readdirSync(dir, { withFileTypes: true });
      if (entries === null) return "unlistable";
    } catch (err) {
      const code = err.code;
      return code === "ENOENT" || code === "ENOTDIR" ? "missing" : "unlistable";
    }
    const map = /* @__PURE__ */ new Map();
    for (const e of entries) map.set(e.name, e.name.includes(REPLACEMENT) ? "unknown" : direntKind(e));
    return map;
  }
  let lastDir = "";
  let lastListing;
  return {
    kind(path) {
      const cut = path.lastIndexOf("/");
      const dir = cut <= 0 ? "/" : path.slice(0, cut);
      let listing = dir === lastDir ? lastListing : listings.get(dir);
      if (listing === void 0) {
        const n = (hits.get(dir) ?? 0) + 1;
        hits.set(dir, n);
        if (n < LIST_AFTER2) return lstatKind(path);
        listing = list(dir);
        listings.set(dir, listing);
        hits.delete(dir);
      }
      lastDir = dir;
      lastListing = listing;
      if (listing === "missing") return null;
      if (listing === "unlistable") return lstatKind(path);
      const kind = listing.get(path.slice(cut + 1));
      if (kind === "unknown" || kind === void 0 && !absentIsMissing) return lstatKind(path);
      return kind ?? null;
    },
    entries(dir) {
      let listing = listings.get(dir);
      if (listing === void 0) {
        listing = list(dir);
        listings.set(dir, listing);
        hits.delete(dir);
      }
      return typeof listing === "string" ? null : listing;
    },
    readlink(path) {
      try {
        return isLongPath(path) ? viaParent(path, (short) => readlinkSync(short)) : readlinkSync(path);
      } catch {
        return null;
      }
    },
    realpath(path) {
      try {
        return realpathSync.native(path);
      } catch {
        return null;
      }
    }
  };
}
function direntKind(e) {
  if (e.isSymbolicLink()) return "symlink";
  if (e.isDirectory()) return "dir";
  if (e.isFile()) return "file";
  return "other";
}
function lstatKind(path) {
  try {
    const st = isLongPath(path) ? viaParent(path, (short) => lstatSync(short, { throwIfNoEntry: false })) : lstatSync(path, { throwIfNoEntry: false });
    if (st === null) return "unknown";
    if (st === void 0) return null;
    if (st.isSymbolicLink()) return "symlink";
    if (st.isDirectory()) return "dir";
    if (st.isFile()) return "file";
    return "other";
  } catch (err) {
    const code = err.code;
    if (code === "ENOTDIR" || code === "ENOENT") return null;
    return "unknown";
  }
}

export {
  ViolationChecker,
  findViolations,
  findViolationsInBatches,
  createNodeProbe
};
