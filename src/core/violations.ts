import picomatch from "picomatch";
import { ForgeGateError } from "./errors.js";
import {
  type CaseMode,
  canonicalRoot,
  expandHome,
  type FsProbe,
  isBlank,
  isFilesystemRoot,
  isWithin,
  lexicalAbsolute,
  PhysicalResolver,
  pathFolder,
  rawAbsolute,
} from "./paths.js";

export type ViolationReason = "outside_write_roots" | "symlink_escape" | "protected" | "unresolvable";

export interface Violation {
  /** The changed path as it was given. */
  path: string;
  /** Where it really lands: absolute, symlinks followed. */
  resolved: string;
  reason: ViolationReason;
  /** For `protected`: the rule that matched (`.git`, a glob, or a protected directory). */
  rule?: string;
}

export interface ViolationReport {
  checked: number;
  violations: Violation[];
}

export interface ViolationPolicy {
  /** Absolute (or relative to `cwd`) write roots; blank entries are ignored. None left = closed. */
  writeRoots: readonly string[];
  /** Globs: relative ones match below each write root, absolute and `~/` ones match absolute paths. */
  protect?: readonly string[];
  /** Absolute directories that are read-only wherever they are (a linked worktree's real gitdir). */
  protectedPaths?: readonly string[];
  /** Base for relative changed paths. Must be absolute. */
  cwd: string;
  home?: string;
  caseMode: CaseMode;
}

interface Root {
  lexical: string;
  canonical: string;
}

/** Decides, path by path, whether a change escapes a lease. Stateful only in its caches. */
export class ViolationChecker {
  private readonly fold: (p: string) => string;
  private readonly resolver: PhysicalResolver;
  private readonly roots: Root[];
  private readonly rootKeys: Map<string, number>;
  private readonly protectedDirs: { key: string; rule: string }[];
  private readonly relativeGlob: RegExp | null;
  private readonly absoluteGlob: RegExp | null;
  private readonly globRules: { rule: string; relative: boolean; re: RegExp }[];
  private readonly ancestorMemo = new Map<string, number[]>();

  constructor(
    private readonly policy: ViolationPolicy,
    probe: FsProbe,
  ) {
    if (!policy.cwd.startsWith("/")) {
      throw new ForgeGateError("input_invalid", `cwd must be absolute (got ${JSON.stringify(policy.cwd)})`);
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
          "Grant the directories the agent needs instead (its worktree, a scratch directory)",
        );
      }
      const lexical = lexicalAbsolute(raw, policy.cwd);
      this.roots.push({ lexical, canonical: canonicalRoot(lexical, probe, this.resolver) });
    }
    this.rootKeys = new Map();
    this.roots.forEach((r, i) => {
      this.rootKeys.set(this.fold(r.canonical), i);
    });

    const dirs: { key: string; rule: string }[] = [];
    for (const r of this.roots) {
      dirs.push({ key: this.fold(`${r.lexical}/.git`), rule: ".git" });
      dirs.push({ key: this.fold(`${r.canonical}/.git`), rule: ".git" });
    }
    for (const p of policy.protectedPaths ?? []) {
      if (isBlank(p)) continue;
      const abs = lexicalAbsolute(p, policy.cwd);
      dirs.push({ key: this.fold(abs), rule: abs });
    }
    this.protectedDirs = dirs;

    const nocase = policy.caseMode === "insensitive";
    this.globRules = [];
    for (const raw of policy.protect ?? []) {
      if (isBlank(raw)) continue;
      const expanded = policy.home ? expandHome(raw, policy.home) : raw;
      const relative = !expanded.startsWith("/");
      const body = relative ? expanded.replace(/^(\.\/)+/, "").replace(/\/+$/, "") : expanded.replace(/\/+$/, "");
      // A protected directory protects what is inside it: match the glob or anything below a match.
      const self = picomatch.makeRe(body, { dot: true, nocase });
      const below = picomatch.makeRe(`${body}/**`, { dot: true, nocase });
      this.globRules.push({ rule: raw, relative, re: combine([self, below], nocase)! });
    }
    this.relativeGlob = combine(this.globRules.filter((g) => g.relative).map((g) => g.re), nocase);
    this.absoluteGlob = combine(this.globRules.filter((g) => !g.relative).map((g) => g.re), nocase);
  }

  get closed(): boolean {
    return this.roots.length === 0;
  }

  /** Canonical write roots, for reports. */
  get canonicalRoots(): string[] {
    return this.roots.map((r) => r.canonical);
  }

  /** The violation for one non-blank changed path, or null when it stays inside the lease. */
  check(path: string): Violation | null {
    const lexical = lexicalAbsolute(path, this.policy.cwd);
    const physical = this.resolver.resolve(rawAbsolute(path, this.policy.cwd));
    const resolved = physical.path;
    const inside = this.containingRoots(resolved);
    if (inside.length === 0) {
      const lexicallyInside = this.roots.some(
        (r) => isWithin(this.fold(lexical), this.fold(r.lexical)) || isWithin(this.fold(lexical), this.fold(r.canonical)),
      );
      return { path, resolved, reason: lexicallyInside ? "symlink_escape" : "outside_write_roots" };
    }
    if (physical.unknown) return { path, resolved, reason: "unresolvable" };
    const rule = this.protectedRule(resolved, inside) ?? (lexical !== resolved ? this.lexicalProtectedRule(lexical) : null);
    return rule === null ? null : { path, resolved, reason: "protected", rule };
  }

  private containingRoots(resolved: string): number[] {
    const key = this.fold(resolved);
    const exact = this.rootKeys.get(key);
    const cut = key.lastIndexOf("/");
    const parentRoots = cut <= 0 ? [] : this.ancestorRoots(key.slice(0, cut));
    if (exact === undefined) return parentRoots;
    return [exact, ...parentRoots];
  }

  /** Indices of roots that contain the folded directory `dirKey` (itself included). Memoised. */
  private ancestorRoots(dirKey: string): number[] {
    const hit = this.ancestorMemo.get(dirKey);
    if (hit) return hit;
    const own = this.rootKeys.get(dirKey);
    const cut = dirKey.lastIndexOf("/");
    const above = cut <= 0 ? [] : this.ancestorRoots(dirKey.slice(0, cut));
    const result = own === undefined ? above : [own, ...above];
    this.ancestorMemo.set(dirKey, result);
    return result;
  }

  private protectedRule(resolved: string, inside: number[]): string | null {
    const key = this.fold(resolved);
    for (const d of this.protectedDirs) if (isWithin(key, d.key)) return d.rule;
    if (this.relativeGlob) {
      for (const i of inside) {
        const root = this.roots[i]!.canonical;
        if (resolved.length === root.length) continue;
        const rel = this.normaliseForGlob(resolved.slice(root.length + 1));
        if (this.relativeGlob.test(rel)) return this.matchingRule(rel, true);
      }
    }
    if (this.absoluteGlob && this.absoluteGlob.test(this.normaliseForGlob(resolved))) {
      return this.matchingRule(this.normaliseForGlob(resolved), false);
    }
    return null;
  }

  /** Protection judged on the path as written, for links that land back inside a root. */
  private lexicalProtectedRule(lexical: string): string | null {
    const key = this.fold(lexical);
    for (const d of this.protectedDirs) if (isWithin(key, d.key)) return d.rule;
    for (const r of this.roots) {
      const rootKey = this.fold(r.lexical);
      if (key === rootKey || !isWithin(key, rootKey)) continue;
      const rel = this.normaliseForGlob(lexical.slice(r.lexical.length + 1));
      if (this.relativeGlob?.test(rel)) return this.matchingRule(rel, true);
    }
    if (this.absoluteGlob?.test(this.normaliseForGlob(lexical))) return this.matchingRule(lexical, false);
    return null;
  }

  private matchingRule(candidate: string, relative: boolean): string {
    const hit = this.globRules.find((g) => g.relative === relative && g.re.test(candidate));
    return hit ? hit.rule : "protect";
  }

  private normaliseForGlob(p: string): string {
    return this.policy.caseMode === "insensitive" ? p.normalize("NFC") : p;
  }
}

function combine(res: RegExp[], nocase: boolean): RegExp | null {
  if (res.length === 0) return null;
  return new RegExp(res.map((r) => `(?:${r.source})`).join("|"), nocase ? "i" : "");
}

/**
 * Checks every changed path against the policy: blank entries skipped, duplicates (same lexical
 * absolute path) reported once in first-seen order.
 */
export function findViolations(paths: Iterable<string>, policy: ViolationPolicy, probe: FsProbe): ViolationReport {
  const checker = new ViolationChecker(policy, probe);
  const fold = pathFolder(policy.caseMode);
  const seen = new Set<string>();
  const violations: Violation[] = [];
  for (const p of paths) {
    if (isBlank(p)) continue;
    const key = fold(lexicalAbsolute(p, policy.cwd));
    if (seen.has(key)) continue;
    seen.add(key);
    const v = checker.check(p);
    if (v) violations.push(v);
  }
  return { checked: seen.size, violations };
}
