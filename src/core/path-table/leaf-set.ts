import { FNV_PRIME, keptBits, MAX_PROBE, mix, Overflow, type TableOptions } from "./hash.js";

/**
 * What `LeafSet.add` found: `New`, the pair is new (its fingerprint was never seen; certain);
 * `Repeat`, the pair is the one added just before while the input is in order (certain); `Likely`,
 * a pair with the same fingerprint was seen, almost surely this one (two different pairs share a
 * fingerprint with odds of about n²/2⁶⁵, 3·10⁻⁸ for a million pairs): the caller may count it as
 * seen, but must not skip on this word what a skipped pair would hide.
 */
export const Seen = { New: 0, Repeat: 1, Likely: 2 } as const;
export type Seen = (typeof Seen)[keyof typeof Seen];

/** The second half of a fingerprint starts from the directory's number mixed with this. */
const SECOND_START = 0x5bd1e995;
/** A multiplier of its own (odd), so the two halves do not fail on the same pairs. */
const SECOND_PRIME = 0x2c1b3c6d;

/**
 * The (directory, leaf name) pairs seen, each kept as a 64-bit fingerprint: the path's hash state
 * (FNV over the whole spelling, as the directory table computes it) and a second hash of the
 * directory's number and the leaf. Eight bytes a pair whatever the name's length, no text kept: a
 * leaf is only ever needed to tell a repeat, and the fingerprint tells a new pair exactly (different
 * fingerprints, different pairs) and a repeat almost surely (see Seen.Likely).
 *
 * Input in increasing order (git's, a sorted list) holds no repeat but the one just before, told by
 * comparing the text: while it lasts, fingerprints are only appended (no slot, no cache miss), and
 * the slots are built from them the first time a pair arrives out of order.
 */
export class LeafSet {
  /** Slots of [first half, second half]; second half -1: empty (a -1 is stored as 0). */
  private table = new Int32Array(2 << 10).fill(-1);
  private mask = (1 << 10) - 1;
  private count = 0;
  /** Fingerprints whose probe sequence was full (crafted collisions), by text "first,second". */
  private readonly overflow = new Overflow<string>();
  /** The fingerprints appended in order and not yet in the slots; null once the order broke. */
  private pending: Int32Array | null = new Int32Array(512);
  private pendingCount = 0;
  /** The last string added while the order held. */
  private previous = "";
  /** The bits of the first half that place a fingerprint (all but in tests). */
  private readonly keep: number;
  /** The bits of each half kept (all but in tests). */
  private readonly width: number;
  /** The fingerprint `fingerprint` computed last. */
  private first = 0;
  private second = 0;

  constructor(options?: TableOptions) {
    this.keep = keptBits(options);
    this.width = keptBits({ hashBits: options?.fingerprintBits });
  }

  /**
   * Adds the pair (`dir`, `s.slice(from)`), where `s.slice(0, from - 1)` is the spelling of `dir`
   * (so `s` names the pair) and `dirState` its hash state; `pathState`, when known, is the hash
   * state of `s` (`dirState` continued over `s.slice(from - 1)`).
   */
  add(dir: number, s: string, from: number, dirState: number, pathState?: number): Seen {
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

  /** True while the input is in order (nothing is looked up). */
  get ordered(): boolean {
    return this.pending !== null;
  }

  /** Reads the slot of a path's hash state ahead of `add`. */
  touch(pathState: number): void {
    this.touched ^= this.table[2 * (mix(pathState & this.keep) & this.mask) + 1]!;
  }

  /** Slots read ahead of need (kept, so the reads are not optimised away). */
  private touched = 0;

  /** Sets `first` and `second` for the pair (one pass over the leaf for both halves). */
  private fingerprint(dir: number, s: string, from: number, dirState: number, pathState?: number): void {
    let second = mix(dir ^ SECOND_START);
    const to = s.length;
    if (pathState !== undefined) {
      for (let i = from; i < to; i++) second = Math.imul(second ^ s.charCodeAt(i), SECOND_PRIME);
      this.first = pathState;
    } else {
      // The first half continues the directory's state over "/" and the leaf, as hashRange would.
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

  private append(): void {
    let pending = this.pending!;
    if (this.pendingCount + 2 > pending.length) {
      const bigger = new Int32Array(2 * pending.length);
      bigger.set(pending);
      this.pending = pending = bigger;
    }
    pending[this.pendingCount++] = this.first;
    pending[this.pendingCount++] = this.second;
  }

  /** The order broke: every fingerprint appended so far goes into the slots. */
  private index(): void {
    const pending = this.pending!;
    this.pending = null;
    this.previous = "";
    for (let i = 0; i < this.pendingCount; i += 2) this.insert(pending[i]!, pending[i + 1]!);
  }

  /** Adds a fingerprint; false when it was there already. */
  private insert(first: number, second: number): boolean {
    const table = this.table;
    let at = mix(first & this.keep) & this.mask;
    let probe = 0;
    for (; probe < MAX_PROBE; probe++) {
      const there = table[2 * at + 1]!;
      if (there === -1) break;
      if (there === second && table[2 * at] === first) return false;
      at = (at + 1) & this.mask;
    }
    // A fingerprint that overflowed stays in the overflow even after the slots grow.
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
  private place(first: number, second: number): void {
    const table = this.table;
    let at = mix(first & this.keep) & this.mask;
    for (let probe = 0; probe < MAX_PROBE; probe++) {
      if (table[2 * at + 1] === -1) {
        table[2 * at] = first;
        table[2 * at + 1] = second;
        this.count++;
        return;
      }
      at = (at + 1) & this.mask;
    }
    // A full probe sequence (crafted collisions): kept by text, which V8's seeded hash spreads.
    this.overflow.set(first, `${first},${second}`, 0);
  }

  /** Doubles the slots; a fingerprint that no longer fits its probe sequence goes to the overflow. */
  private grow(): void {
    const old = this.table;
    this.mask = this.mask * 2 + 1;
    this.table = new Int32Array(2 * (this.mask + 1)).fill(-1);
    this.count = 0;
    for (let at = 0; at < old.length; at += 2) if (old[at + 1] !== -1) this.place(old[at]!, old[at + 1]!);
  }
}
