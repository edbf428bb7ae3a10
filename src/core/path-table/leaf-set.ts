import { hashRange, keptBits, MAX_PROBE, mix, Overflow, Slots, type TableOptions } from "./hash.js";
import { UnitArena } from "./units.js";

/**
 * A set of (directory, leaf name) pairs, the directory given as a number and the leaf as the tail
 * of a string: each pair is one record in a byte arena (the directory, the length, the name) and
 * one slot, a few dozen bytes plus the name, with no object per path for the garbage collector.
 *
 * Input in increasing order (git's, a sorted list) holds no repeat but the one before: while it
 * lasts, a pair is only appended to the arena (no hash, no slot, no cache miss), and the slots are
 * built from those records the first time a pair arrives out of order.
 */
export class LeafSet {
  private readonly slots = new Slots();
  private readonly arena = new UnitArena();
  private readonly overflow = new Overflow<string>();
  /** The records appended in order and not yet in the slots; null once the order broke. */
  private pending: Int32Array | null = new Int32Array(256);
  private pendingCount = 0;
  /** The last string added while the order held. */
  private previous = "";

  /** The bits of a hash state the slots use (all but in tests). */
  private readonly keep: number;

  /** `stateOf(dir)`: the hash state a directory's leaves continue from (see `add`). */
  constructor(
    private readonly stateOf: (dir: number) => number,
    options?: TableOptions,
  ) {
    this.keep = keptBits(options);
  }

  /**
   * Adds the pair (`dir`, `s.slice(from)`), where `s.slice(0, from - 1)` is the spelling of `dir`
   * (so `s` names the pair) and `dirState` its hash state (`stateOf(dir)`); `pathState`, when
   * known, is the hash state of `s` (`dirState` continued over `s.slice(from - 1)`). False when the
   * pair was already there.
   */
  add(dir: number, s: string, from: number, dirState: number, pathState?: number): boolean {
    if (this.pending !== null) {
      if (s > this.previous) {
        this.previous = s;
        this.append(this.arena.store(s, from, s.length, dir));
        return true;
      }
      if (s === this.previous) return false;
      this.index();
    }
    const state = (pathState ?? hashRange(dirState, s, from - 1, s.length)) & this.keep;
    const table = this.slots.table;
    const mask = this.slots.mask;
    const to = s.length;
    let at = mix(state) & mask;
    for (let probe = 0; probe < MAX_PROBE; probe++) {
      const offset = table[2 * at + 1]!;
      if (offset === -1) break;
      if (table[2 * at] === state && this.arena.sameRecord(offset, dir, s, from, to)) return false;
      at = (at + 1) & mask;
    }
    // An entry that overflowed stays in the overflow set even after the table grows.
    if (this.overflow.mayHold(state) && this.overflow.get(`${dir}/${s.slice(from)}`) >= 0) return false;
    this.insert(state, this.arena.store(s, from, to, dir));
    return true;
  }

  /** True while the input is in order (nothing is looked up). */
  get ordered(): boolean {
    return this.pending !== null;
  }

  /** Reads the slot of a path's hash state ahead of `add`. */
  touch(pathState: number): void {
    this.touched ^= this.slots.table[2 * (mix(pathState & this.keep) & this.slots.mask) + 1]!;
  }

  /** Slots read ahead of need (kept, so the reads are not optimised away). */
  private touched = 0;

  private append(offset: number): void {
    if (this.pendingCount === this.pending!.length) {
      const bigger = new Int32Array(2 * this.pendingCount);
      bigger.set(this.pending!);
      this.pending = bigger;
    }
    this.pending![this.pendingCount++] = offset;
  }

  /** The order broke: every record appended so far goes into the slots. */
  private index(): void {
    const pending = this.pending!;
    this.pending = null;
    this.previous = "";
    for (let i = 0; i < this.pendingCount; i++) {
      const offset = pending[i]!;
      const dir = this.arena.record(offset, false)[0];
      this.insert(this.arena.hashRecord(offset, this.stateOf(dir)) & this.keep, offset);
    }
  }

  /** Puts a stored record known to be absent into the slots (or the overflow set). */
  private insert(state: number, offset: number): void {
    if (this.slots.full()) {
      const left = this.slots.grow();
      for (let i = 0; i < left.length; i += 2) this.overflow.set(left[i]!, this.key(left[i + 1]!), 0);
    }
    if (!this.slots.place(state, offset)) this.overflow.set(state, this.key(offset), 0);
  }

  private key(offset: number): string {
    const [dir, leaf] = this.arena.record(offset);
    return `${dir}/${leaf}`;
  }
}
