import type { Analysis } from "../analysis.js";
import { type Val } from "../values.js";
import "./interpreters.js";
/**
 * A source other than the default registry, given as a URL or host: its host judged against the
 * lease's network allowlist, and the call escalated.
 */
export declare function packageSource(a: Analysis, v: Val, via: string): void;
/**
 * One package spec of npm, pnpm, yarn or bun (npm-package-arg's grammar): `name`, `name@range` and
 * `alias@npm:name` are the registry's; a git, hosted-git, URL or tarball spec, bare or after
 * `name@`, is another source; a path is a local one.
 */
export declare function nodeSpec(a: Analysis, v: Val, via: string): void;
/**
 * One requirement of pip, uv, poetry, pdm or pipenv (PEP 508 and pip's requirement specifiers): a
 * name with a version is the index's; a VCS or archive URL, `name @ URL`, or a path is another source.
 */
export declare function pythonSpec(a: Analysis, v: Val, via: string): void;
/** Judges an assignment to a package-source variable; returns whether the name is one. */
export declare function sourceVariable(name: string, v: Val, a: Analysis): boolean;
